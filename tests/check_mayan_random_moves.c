/*
 * The level menu's random puzzle remembers its moves across runs: the
 * file round trips, a file mended by hand reads, and a damaged or hostile
 * one is passed over (the menu starts at its fallback) without a crash.
 * Nothing here calls mayan_random_remember() in the test's own process,
 * so the run's memory never hides what the file says, with or without
 * CK_FORK.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "io/mayan_random_moves.h"
#include "session/mayan_random.h"
#include "support.h"

/* A data folder of the test's own, and the file's path in it. */
static const char *use_temp_data(char *path, size_t size)
{
	const char *dir = support_temp_dir();
	setenv("XDG_DATA_HOME", dir, 1);
	snprintf(path, size, "%s/tumble/" MAYAN_RANDOM_MOVES_FILE, dir);
	return dir;
}

static bool parse(const char *text, size_t len, int *moves, io_error *e)
{
	io_scan *s = io_scan_new_memory(text, len, MAYAN_RANDOM_MOVES_FILE);
	ck_assert_ptr_nonnull(s);
	bool ok = mayan_random_moves_parse(s, moves, e);
	io_scan_free(s);
	return ok;
}

START_TEST(the_moves_round_trip_through_their_file)
{
	char path[512], error[512];
	int moves = 4;
	io_error e;
	use_temp_data(path, sizeof path);
	/* No file: nothing read. */
	ck_assert(mayan_random_moves_read(path, &moves, &e));
	ck_assert_int_eq(moves, 4);
	ck_assert(mayan_random_moves_write(path, 10, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "# tumble: the moves of the level menu's "
	    "random puzzle\nmoves 10\n");
	free(text);
	ck_assert(mayan_random_moves_read(path, &moves, &e));
	ck_assert_int_eq(moves, 10);
}
END_TEST

START_TEST(a_file_mended_by_hand_reads)
{
	static const char text[] = "# mine\r\n\r\n  moves 7  \r\n# end\n";
	int moves = 4;
	io_error e;
	ck_assert(parse(text, strlen(text), &moves, &e));
	ck_assert_int_eq(moves, 7);
	/* An empty file holds none. */
	ck_assert(parse("", 0, &moves, &e));
	ck_assert_int_eq(moves, 7);
}
END_TEST

/* Damage of every kind: named by line and column, nothing taken. */
START_TEST(damage_is_named_and_nothing_taken)
{
	static const char *const bad[] = { "moves 0\n", "moves 11\n",
		"moves -3\n", "moves x\n", "moves 7 8\n", "moves 7\nmoves 8\n",
		"move 3\n", "movesmoves 3\n", "moves\n",
		"moves 99999999999999999999999\n", "\x01\xff\x7f",
		"moves 5\n\x01" };
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		int moves = 4;
		io_error e;
		ck_assert_msg(!parse(bad[i], strlen(bad[i]), &moves, &e),
		    "'%s' read", bad[i]);
		ck_assert_int_eq(moves, 4);
		ck_assert_int_gt(e.line, 0);
		ck_assert_str_ne(e.what, "");
	}
	/* A NUL byte is no way to end the file early. */
	int moves = 4;
	io_error e;
	ck_assert(!parse("moves 5\n\0moves 6\n", 18, &moves, &e));
	ck_assert_int_eq(moves, 4);
}
END_TEST

/* The moves the level menu's random line starts at, what it says of
 * the file left aside. */
static int last_moves(int fallback)
{
	char trouble[512];
	return mayan_random_last_moves(fallback, trouble, sizeof trouble);
}

/* What one run remembers, the next starts at: made in a child, so this
 * process's memory stays empty. */
START_TEST(the_next_run_starts_at_the_moves_made_last)
{
	char path[512];
	use_temp_data(path, sizeof path);
	ck_assert_int_eq(last_moves(4), 4);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		mayan_random_remember(7);
		_exit(last_moves(4) == 7 ? 0 : 1);
	}
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	ck_assert_int_eq(last_moves(4), 7);
	char *text = support_read_file(path);
	ck_assert_ptr_nonnull(strstr(text, "\nmoves 7\n"));
	free(text);
}
END_TEST

/* A damaged file, a folder, a FIFO in its place: the fallback. */
START_TEST(a_damaged_or_hostile_file_gives_the_fallback)
{
	char path[512];
	const char *dir = use_temp_data(path, sizeof path);
	char folder[512];
	snprintf(folder, sizeof folder, "%s/tumble", dir);
	mkdir(folder, 0700);
	support_write_file(path, "moves 77\n");
	ck_assert_int_eq(last_moves(4), 4);
	support_write_file(path, "\xff\xfe garbage");
	ck_assert_int_eq(last_moves(4), 4);
	unlink(path);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_int_eq(last_moves(4), 4);
	unlink(path);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	ck_assert_int_eq(last_moves(4), 4);
	rmdir(path);
	support_write_file(path, "moves 3\n");
	ck_assert_int_eq(last_moves(4), 3);
}
END_TEST

static Suite *mayan_random_moves_suite(void)
{
	Suite *s = suite_create("mayan_random_moves");
	TCase *t = tcase_create("mayan_random_moves");
	tcase_add_test(t, the_moves_round_trip_through_their_file);
	tcase_add_test(t, a_file_mended_by_hand_reads);
	tcase_add_test(t, damage_is_named_and_nothing_taken);
	tcase_add_test(t, the_next_run_starts_at_the_moves_made_last);
	tcase_add_test(t, a_damaged_or_hostile_file_gives_the_fallback);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_random_moves_suite());
}
