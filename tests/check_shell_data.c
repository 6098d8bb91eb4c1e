/*
 * `tumble shell` with the player's data folder: a board of the day
 * finished prints its line to share as the shell ends, `levels` and `new
 * mayan` read the pack, its progress and its marks as the level menu
 * does, and a damaged progress or scores file set aside, or a scores
 * file that cannot be written, is said once.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support.h"

/* Greedy's moves on `board`, typed by the player: "remove R C" a move,
 * after `open`, the line that opens the board, at `end`; the end of
 * what was written. */
static char *greedy_typed(char *end, const char *open, const char *board)
{
	run_result greedy = support_run(NULL, NULL, "greedy", board, NULL);
	ck_assert_int_eq(greedy.status, 0);
	end += sprintf(end, "%s\n", open);
	for (const char *p = strstr(greedy.out, "Move "); p != NULL;
	    p = strstr(p + 1, "\nMove ")) {
		int row, col;
		if (sscanf(strchr(p, '('), "(%d,%d)", &row, &col) == 2)
			end += sprintf(end, "remove %d %d\n", row, col);
	}
	support_run_free(&greedy);
	return end;
}

/* A board of the day finished in the shell prints its line to share
 * when the shell ends, as the game does: it never printed one. */
START_TEST(a_board_of_the_day_finished_prints_its_line_to_share)
{
	static const char *const env[] = { "TUMBLE_TODAY=20261207", NULL };
	char *script = malloc(1 << 16);
	greedy_typed(script, "new same --daily", "15x15:5:c20261207");
	setenv("XDG_DATA_HOME", support_temp_dir(), 1);
	run_result r = support_run(script, env, "shell", NULL);
	unsetenv("XDG_DATA_HOME");
	ck_assert_int_eq(r.status, 0);
	ck_assert_msg(strstr(r.out, "Final score: 1625, with 0 balls "
	    "remaining.\n") != NULL, "%s", r.out);
	const char *share = "tumble daily 2026-12-07: 1625, cleared, 1 day in "
	    "a row\n";
	ck_assert_str_eq(r.out + strlen(r.out) - strlen(share), share);
	free(script);
	support_run_free(&r);
}
END_TEST

/* Yesterday's board of the day and today's, both finished in one shell:
 * each prints its line, as the game's screen prints them (the last
 * alone was printed). */
START_TEST(two_days_finished_in_one_shell_print_a_line_each)
{
	static const char *const env[] = { "TUMBLE_TODAY=20261207", NULL };
	char dir[300];
	snprintf(dir, sizeof dir, "%s/two-days", support_temp_dir());
	mkdir(dir, 0700);
	char *script = malloc(1 << 16);
	char *end = greedy_typed(script, "new same 15x15:5:c20261206",
	    "15x15:5:c20261206");
	greedy_typed(end, "new same --daily", "15x15:5:c20261207");
	setenv("XDG_DATA_HOME", dir, 1);
	run_result r = support_run(script, env, "shell", NULL);
	unsetenv("XDG_DATA_HOME");
	ck_assert_int_eq(r.status, 0);
	const char *shares = "  Board of the day: 2 days in a row.\n"
	    "tumble daily 2026-12-06: 763, not cleared, 1 day in a row\n"
	    "tumble daily 2026-12-07: 1625, cleared, 2 days in a row\n";
	ck_assert_msg(strlen(r.out) > strlen(shares), "%s", r.out);
	ck_assert_str_eq(r.out + strlen(r.out) - strlen(shares), shares);
	free(script);
	support_run_free(&r);
}
END_TEST

/* A game greedy played to its end is kept among the assisted scores:
 * a scores file that cannot hold it is said, as after a game played
 * with remove, once: as the game began, where it was read. */
START_TEST(greedy_to_the_end_says_a_scores_file_it_cannot_keep)
{
	char dir[300], folder[350], scores[400], env_data[400];
	snprintf(dir, sizeof dir, "%s/greedy-fifo", support_temp_dir());
	snprintf(folder, sizeof folder, "%s/tumble", dir);
	snprintf(scores, sizeof scores, "%s/scores", folder);
	mkdir(dir, 0700);
	mkdir(folder, 0700);
	ck_assert_int_eq(mkfifo(scores, 0600), 0);
	snprintf(env_data, sizeof env_data, "XDG_DATA_HOME=%s", dir);
	const char *const env[] = { env_data, NULL };
	run_result r = support_run("new same 6x6:3:1\ngreedy 40\n", env,
	    "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	/* On standard error, as every message of the shell's: the game
	 * was played all the same. */
	char want[600];
	snprintf(want, sizeof want, "tumble shell: %s: a FIFO, ", scores);
	ck_assert_msg(strncmp(r.err, want, strlen(want)) == 0, "%s", r.err);
	ck_assert_msg(strstr(r.err + 1, "tumble shell:") == NULL, "%s",
	    r.err);
	ck_assert_msg(strstr(r.out, "Final score: 129, with 1 balls "
	    "remaining.\n") != NULL, "%s", r.out);
	ck_assert_msg(strstr(r.out, "FIFO") == NULL, "%s", r.out);
	unlink(scores);
	support_run_free(&r);
}
END_TEST

/* A data folder whose name leaves its files no room, `length` bytes long
 * with its "/tumble", made (nested folders of 200 bytes) when `made`:
 * nothing is recorded, and the player is told why, once, on standard
 * error, and by stats.  Near PATH_MAX the scores were refused with a
 * name cut short, further on the player was told to set the variables
 * that were set, and the statistics said nothing. */
static void a_data_folder_too_long(size_t length, bool made)
{
	char base[5000], env_data[5100];
	snprintf(base, sizeof base, "%s/long", support_temp_dir());
	size_t n = strlen(base);
	const size_t end = length - strlen("/tumble");
	while (n < end) {
		if (made)
			ck_assert_int_eq(mkdir(base, 0700), 0);
		/* Each name at least a byte, the last one too. */
		size_t part = end - n - 1 < 200 ? end - n - 1 : 200;
		if (part > 1 && end - n - 1 - part == 1)
			part--;
		base[n++] = '/';
		memset(base + n, 'd', part);
		n += part;
		base[n] = '\0';
	}
	if (made)
		ck_assert_int_eq(mkdir(base, 0700), 0);
	ck_assert_uint_eq(strlen(base), end);
	snprintf(env_data, sizeof env_data, "XDG_DATA_HOME=%s", base);
	const char *const env[] = { env_data, NULL };
	run_result r = support_run("new same 6x6:3:1\ngreedy 40\n", env,
	    "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_msg(strstr(r.out, "Final score: 129, with 1 balls "
	    "remaining.\n") != NULL, "%s", r.out);
	ck_assert_str_eq(r.err, "tumble shell: Nothing is kept (high "
	    "scores, marks, statistics): the data folder's name is too long; "
	    "set XDG_DATA_HOME to a shorter one.\n");
	support_run_free(&r);
	r = support_run(NULL, env, "stats", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_msg(strstr(r.out, "No game finished unassisted yet.") !=
	    NULL, "%s", r.out);
	ck_assert_msg(strstr(r.out, "Nothing is kept between games: the "
	    "data folder's name is too long; set XDG_DATA_HOME to a shorter "
	    "one.\n") != NULL, "%s", r.out);
	support_run_free(&r);
	if (made) {
		char tumble[5100];
		snprintf(tumble, sizeof tumble, "%s/tumble", base);
		ck_assert_int_ne(access(tumble, F_OK), 0);
	}
}

START_TEST(a_data_folder_named_too_long_is_said_so)
{
	a_data_folder_too_long(4080, true);
	a_data_folder_too_long(5000, false);
}
END_TEST

/* No data folder to use: a game played to its end says so once, on
 * standard error, naming all it costs, as it begins.  The board of the
 * day said its high scores as it began and its streak at its end, a
 * level its progress as it began and its marks when solved. */
START_TEST(a_game_with_no_data_folder_says_so_once)
{
	char levels[600];
	snprintf(levels, sizeof levels, "TUMBLE_LEVELS_DIR=%s",
	    support_test_path("data/mayan/levels"));
	const char *const env[] = { "TUMBLE_TODAY=20261207",
	    "XDG_DATA_HOME=", "HOME=", levels, NULL };
	char *script = malloc(1 << 16);
	char *end = greedy_typed(script, "new same --daily",
	    "15x15:5:c20261207");
	sprintf(end, "new mayan 1\nmove 2 1 1\nmove 3 1 1\nmove 3 0 1\n");
	run_result r = support_run(script, env, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_msg(strstr(r.out, "Final score: 1625, with 0 balls "
	    "remaining.\n") != NULL, "%s", r.out);
	ck_assert_msg(strstr(r.out, "Solved in exactly 3 moves!\n") != NULL,
	    "%s", r.out);
	ck_assert_str_eq(r.err, "tumble shell: Nothing is kept (high scores, "
	    "marks, statistics, streak): set HOME or XDG_DATA_HOME.\n"
	    "tumble shell: Nothing is kept (progress, marks): set HOME or "
	    "XDG_DATA_HOME.\n");
	free(script);
	support_run_free(&r);
}
END_TEST

/* A pack of two levels, the second with a title, and a progress file
 * holding `progress`; the paths go into `env`. */
static void titled_pack(char *dir, size_t size, char env[2][300],
    const char *progress)
{
	snprintf(dir, size, "%s", support_temp_dir());
	char path[256];
	snprintf(path, sizeof path, "%s/01-first.txt", dir);
	FILE *fp = fopen(path, "w");
	fputs("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", fp);
	fclose(fp);
	snprintf(path, sizeof path, "%s/02-second.txt", dir);
	fp = fopen(path, "w");
	fputs("# title: The Wasted Move\n2\n1 0\n1 0\n0\n1 1 0\n1 0\n", fp);
	fclose(fp);
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/tumble/progress", dir);
	support_write_file(path, progress);
	snprintf(env[0], sizeof env[0], "TUMBLE_LEVELS_DIR=%s", dir);
	snprintf(env[1], sizeof env[1], "XDG_DATA_HOME=%s", dir);
}

/* `new mayan` starts where `tumble mayan` does, on the first level not
 * solved; a level is also found by the title the menu shows, in any
 * case. */
START_TEST(new_mayan_takes_the_first_unsolved_level_or_a_title)
{
	char dir[64], env_text[2][300];
	titled_pack(dir, sizeof dir, env_text, "01-first 3\n");
	const char *const env[] = { env_text[0], env_text[1], NULL };
	run_result r = support_run("new mayan\nstatus\n", env, "shell",
	    NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "Mayan (Level 2 of 2)"));
	support_run_free(&r);
	r = support_run("new mayan 'the wasted MOVE'\nstatus\n", env,
	    "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "Mayan (Level 2 of 2)"));
	support_run_free(&r);
	r = support_run("new mayan 01-FIRST\nstatus\n", env, "shell", NULL);
	ck_assert_ptr_nonnull(strstr(r.out, "Mayan (Level 1 of 2)"));
	support_run_free(&r);
	r = support_run("new mayan 'no such title'\n", env, "shell", NULL);
	ck_assert_int_eq(r.status, 1);
	support_run_free(&r);
}
END_TEST

/* `levels` names a damaged progress file, once, after the list, and
 * leaves it as it is: a list changes no file (it set the file aside,
 * at first without a word, then saying so); and names and titles come
 * from files, so their control bytes are shown escaped, not sent to the
 * terminal. */
START_TEST(levels_names_damaged_progress_and_escapes_what_files_say)
{
	char dir[64], env_text[2][300], path[400];
	titled_pack(dir, sizeof dir, env_text, "01-first 3\n02-second x\n");
	const char *const env[] = { env_text[0], env_text[1], NULL };
	snprintf(path, sizeof path, "%s/03-\x1b[31mred.txt", dir);
	support_write_file(path, "# title: \x1b]0;owned\x07Zap\x1b[2J\n"
	    "1\n1 0\n1 0\n0\n0\n0\n");
	snprintf(path, sizeof path, "%s/tumble/progress", dir);
	run_result r = support_run("levels\nlevels\n", env, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	char expected[2200], list[1100], bad[420], said[600];
	snprintf(list, sizeof list,
	    "  1 01-first * 3 moves, best: 3 moves made\n"
	    "  2 02-second   The Wasted Move, 2 moves\n"
	    "  3 03-\\x1b[31mred   \\x1b]0;owned\\x07Zap\\x1b[2J, 1 move\n");
	snprintf(expected, sizeof expected, "%s%s", list, list);
	ck_assert_str_eq(r.out, expected);
	/* The damaged file on standard error, once a list. */
	snprintf(said, sizeof said, "tumble shell: %s:2:11: expected a "
	    "number of moves (a number from 1 to 1000000), found 'x'; only "
	    "its good lines are shown\n", path);
	snprintf(expected, sizeof expected, "%s%s", said, said);
	ck_assert_str_eq(r.err, expected);
	support_run_free(&r);
	char *kept = support_read_file(path);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept, "01-first 3\n02-second x\n");
	free(kept);
	snprintf(bad, sizeof bad, "%s.bad", path);
	ck_assert_int_ne(access(bad, F_OK), 0);
	/* Mended, for what follows. */
	support_write_file(path, "01-first 3\n");
	/* A level goes by its place in the pack, as the game screen names
	 * it, never by the file's name; its title as the game's name on
	 * screen (what `load` shows) is escaped. */
	r = support_run("new mayan 3\nstatus\n", env, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "Mayan (Level 3 of 3): move 0 of 1, 2 blocks "
	    "left\n");
	support_run_free(&r);
	snprintf(path, sizeof path, "load %s/03-\x1b[31mred.txt\nstatus\n",
	    dir);
	r = support_run(path, env, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_msg(strncmp(r.out, "Mayan (\\x1b]0;owned\\x07Zap\\x1b[2J)"
	    ": move 0 of 1", 41) == 0, "%s", r.out);
	support_run_free(&r);
}
END_TEST

/* A game begun on a level says when it set a damaged progress file
 * aside: the words were kept for the game's end, which wrote its own
 * over them, and the shell never said them. */
START_TEST(a_level_begun_says_progress_set_aside)
{
	char dir[64], env_text[2][300], path[400];
	titled_pack(dir, sizeof dir, env_text, "01-first 3\n02-second x\n");
	const char *const env[] = { env_text[0], env_text[1], NULL };
	snprintf(path, sizeof path, "%s/tumble/progress", dir);
	run_result r = support_run("new mayan 2\nstatus\n", env, "shell",
	    NULL);
	ck_assert_int_eq(r.status, 0);
	char expected[1200];
	snprintf(expected, sizeof expected,
	    "tumble shell: %s:2:11: expected a number of moves (a number "
	    "from 1 to 1000000), found 'x'; set aside as %s.bad\n", path,
	    path);
	/* Said once: the game's end has nothing more to say. */
	ck_assert_str_eq(r.err, expected);
	ck_assert_msg(strncmp(r.out, "Mayan (Level 2 of 2): move 0 of 2, ",
	    35) == 0, "%s", r.out);
	support_run_free(&r);
}
END_TEST

/* A Same Game begun says when it set a damaged scores file aside, as a
 * Mayan level does: the words were kept for the game's end alone, and
 * the end, which found them still there, says nothing more. */
START_TEST(a_same_game_begun_says_scores_set_aside)
{
	char dir[300], folder[350], path[400], env_data[400];
	snprintf(dir, sizeof dir, "%s/scores-set-aside", support_temp_dir());
	snprintf(folder, sizeof folder, "%s/tumble", dir);
	snprintf(path, sizeof path, "%s/scores", folder);
	mkdir(dir, 0700);
	mkdir(folder, 0700);
	support_write_file(path, "!!\n");
	snprintf(env_data, sizeof env_data, "XDG_DATA_HOME=%s", dir);
	const char *const env[] = { env_data, NULL };
	run_result r = support_run("new same 6x6:3:1\ngreedy 40\n", env,
	    "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	char expected[1200];
	snprintf(expected, sizeof expected, "tumble shell: %s:1:1: expected "
	    "a board kind such as same-10x15x3; set aside as %s.bad\n",
	    path, path);
	ck_assert_str_eq(r.err, expected);
	ck_assert_msg(strncmp(r.out, "Move 1 at (3,3)", 15) == 0, "%s",
	    r.out);
	ck_assert_msg(strstr(r.out, "Final score: 129") != NULL, "%s", r.out);
	support_run_free(&r);
}
END_TEST

/* `levels` marks a level solved only with the computer's help apart,
 * without a best, and one solved clean as the level menu does (it had
 * no clean mark). */
START_TEST(levels_marks_as_the_level_menu_does)
{
	char dir[64], env_text[2][300], path[400];
	titled_pack(dir, sizeof dir, env_text,
	    "01-first 3\n02-second assisted\n");
	const char *const env[] = { env_text[0], env_text[1], NULL };
	run_result r = support_run("levels\n", env, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out,
	    "  1 01-first * 3 moves, best: 3 moves made\n"
	    "  2 02-second + The Wasted Move, 2 moves, solved assisted\n");
	support_run_free(&r);
	snprintf(path, sizeof path, "%s/tumble/marks", dir);
	support_write_file(path, "mayan/01-first solved clean\n");
	r = support_run("levels\n", env, "shell", NULL);
	ck_assert_str_eq(r.out,
	    "  1 01-first C 3 moves, solved clean\n"
	    "  2 02-second + The Wasted Move, 2 moves, solved assisted\n");
	support_run_free(&r);
	/* A file the pack leaves out is said after the list, as the level
	 * menu says it. */
	snprintf(path, sizeof path, "%s/%070d.txt", dir, 3);
	support_write_file(path, "1\n1 1 1 0\n0\n0\n0\n0\n");
	r = support_run("levels\n", env, "shell", NULL);
	char *expected = support_text_of(
	    "  1 01-first C 3 moves, solved clean\n"
	    "  2 02-second + The Wasted Move, 2 moves, solved assisted\n"
	    "1 file of %s is not listed: a level's name is at most 63 "
	    "characters long.\n", dir, NULL);
	ck_assert_str_eq(r.out, expected);
	free(expected);
	support_run_free(&r);
	unlink(path);
}
END_TEST

/* A pack of the titled levels and a first one, `name`, holding `text`:
 * `levels`, then `new mayan`, which passes over the first to level 2. */
static void levels_pass_over(char *dir, size_t size,
    char env_text[2][300], const char *name, const char *text,
    const char *said)
{
	char path[400], expected[512];
	titled_pack(dir, size, env_text, "");
	const char *const env[] = { env_text[0], env_text[1], NULL };
	snprintf(path, sizeof path, "%s/%s.txt", dir, name);
	support_write_file(path, text);
	run_result r = support_run("levels\nnew mayan\nstatus\n", env,
	    "shell", NULL);
	snprintf(expected, sizeof expected, "  1 %s   %s\n"
	    "  2 01-first   3 moves\n"
	    "  3 02-second   The Wasted Move, 2 moves\n"
	    "Mayan (Level 2 of 3): move 0 of 3, 12 blocks left\n", name, said);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, expected);
	support_run_free(&r);
}

/* A level that does not read is said so in `levels` (it was "0
 * moves"), and `new mayan` passes over it to the next one not solved
 * (it failed on it, as the game did with no level named). */
START_TEST(a_level_that_does_not_read_is_passed_over)
{
	char dir[64], env_text[2][300];
	levels_pass_over(dir, sizeof dir, env_text, "00-broken", "garbage\n",
	    "does not read");
}
END_TEST

/* A level whose board has no block cannot be played (opening it is
 * refused): `levels` says so as of a level that does not read, and `new
 * mayan` passes over it, also once every other level is solved. */
START_TEST(a_level_with_no_block_is_passed_over)
{
	char dir[64], env_text[2][300], path[400];
	levels_pass_over(dir, sizeof dir, env_text, "00-empty",
	    "1\n0\n0\n0\n0\n0\n", "no blocks to clear");
	const char *const env[] = { env_text[0], env_text[1], NULL };
	snprintf(path, sizeof path, "%s/tumble/progress", dir);
	support_write_file(path, "01-first 3\n02-second 2\n");
	run_result r = support_run("new mayan\nstatus\n", env, "shell",
	    NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out,
	    "Mayan (Level 2 of 3): move 0 of 3, 12 blocks left\n");
	support_run_free(&r);
}
END_TEST

static Suite *shell_data_suite(void)
{
	Suite *s = suite_create("shell_data");
	TCase *t = tcase_create("shell_data");
	tcase_add_test(t, greedy_to_the_end_says_a_scores_file_it_cannot_keep);
	tcase_add_test(t, a_data_folder_named_too_long_is_said_so);
	tcase_add_test(t, a_game_with_no_data_folder_says_so_once);
	tcase_add_test(t,
	    a_board_of_the_day_finished_prints_its_line_to_share);
	tcase_add_test(t,
	    two_days_finished_in_one_shell_print_a_line_each);
	tcase_add_test(t, new_mayan_takes_the_first_unsolved_level_or_a_title);
	tcase_add_test(t,
	    levels_names_damaged_progress_and_escapes_what_files_say);
	tcase_add_test(t, a_level_begun_says_progress_set_aside);
	tcase_add_test(t, a_same_game_begun_says_scores_set_aside);
	tcase_add_test(t, levels_marks_as_the_level_menu_does);
	tcase_add_test(t, a_level_that_does_not_read_is_passed_over);
	tcase_add_test(t, a_level_with_no_block_is_passed_over);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(shell_data_suite());
}
