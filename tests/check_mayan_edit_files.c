/*
 * The Mayan puzzle editor's files without a terminal: the puzzle
 * written where the player names, `tumble mayan --edit` on a level, a
 * random puzzle or a file, the names refused before it opens, the
 * question before another file is replaced, and the puzzle kept
 * unwritten (a damaged one set aside or named).  Its rules on the board
 * are check_mayan_edit.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command/play_args.h"
#include "engine/mayan.h"
#include "engine/mayan_gen.h"
#include "io/atomic_file.h"
#include "io/levels.h"
#include "mayan_edit_fixture.h"
#include "support.h"
#include "session/mayan_draft.h"
#include "session/mayan_edit.h"
#include "session/mayan_random.h"

/* The puzzle written where the player says is the player's file: new,
 * it gets the mode the umask leaves (not the data folder's 0600), and
 * the board is then unchanged; a name that cannot be written says why
 * and leaves the board changed. */
START_TEST(the_editor_writes_a_file_the_player_names)
{
	mayan_edit_board e;
	char path[600], error[512];
	struct stat st;
	edit_row(&e, (const int[]){ 1, 2, 1, 2, 3 }, 2);
	ck_assert(mayan_edit_set_title(&e, "Mine"));
	e.changed = true;
	snprintf(path, sizeof path, "%s/mine.txt", support_temp_dir());
	mode_t was = umask(022);
	bool written = mayan_draft_write(&e, path, error, sizeof error);
	umask(was);
	ck_assert_msg(written, "%s", error);
	ck_assert(!e.changed);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0644);
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "# title: Mine\n2\n1 0\n2 0\n1 0\n2 0\n"
	    "3 0\n");
	free(text);
	e.changed = true;
	ck_assert(!mayan_draft_write(&e, support_temp_dir(), error,
	    sizeof error));
	ck_assert_msg(strncmp(error, "cannot write ", 13) == 0, "%s", error);
	ck_assert(e.changed);
}
END_TEST

/* `tumble mayan LEVEL --edit` opens the editor on the level, to be
 * written wherever the player says, as `e` on the level's screen does:
 * it took the level's name for a new file of that name. */
START_TEST(the_command_line_edits_a_level_it_names)
{
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	mayan_puzzle level;
	io_error err;
	ck_assert(levels_read_puzzle(support_test_path(
	    "data/mayan/levels/02-wasted.txt"), &level, &err));
	static const char *const names[] = { "02-wasted", "2" };
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		char *argv[] = { "mayan", (char *)names[i], "--edit", NULL };
		play_args a;
		ck_assert_int_eq(play_args_mayan(3, argv, &a), -1);
		ck_assert_int_eq(a.start, PLAY_ARGS_EDIT);
		ck_assert_ptr_null(a.path);
		ck_assert_int_eq(a.puzzle->moves, level.moves);
		ck_assert(mayan_board_equal(&a.puzzle->board, &level.board));
		play_args_free(&a);
	}
	/* A name that is neither a file nor a level is a new file. */
	char *argv[] = { "mayan", "--edit", "no-such-level.txt", NULL };
	play_args a;
	ck_assert_int_eq(play_args_mayan(3, argv, &a), -1);
	ck_assert_str_eq(a.path, "no-such-level.txt");
	ck_assert(mayan_board_empty(&a.puzzle->board));
	play_args_free(&a);
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

/* `tumble mayan --random N --seed S --edit` opens the editor on the
 * random puzzle, the one `tumble gen mayan -n N -s S` prints, to be
 * written wherever the player says: it was refused as a usage error. */
START_TEST(the_command_line_edits_a_random_puzzle)
{
	mayan_puzzle made;
	ck_assert(mayan_random_make(7, 3, mayan_gen_default_colors(3), NULL,
	    NULL, &made));
	char *argv[] = { "mayan", "--random", "3", "--seed", "7", "--edit",
	    NULL };
	play_args a;
	ck_assert_int_eq(play_args_mayan(6, argv, &a), -1);
	ck_assert_int_eq(a.start, PLAY_ARGS_EDIT);
	ck_assert_ptr_null(a.path);
	ck_assert_int_eq(a.puzzle->moves, 3);
	ck_assert(mayan_board_equal(&a.puzzle->board, &made.board));
	ck_assert_str_eq(mayan_puzzle_field(a.puzzle, "title"),
	    "3 moves, seed 7");
	play_args_free(&a);
	/* Without a seed, a fresh one: still a puzzle of N moves. */
	char *fresh[] = { "mayan", "--edit", "-r2", NULL };
	ck_assert_int_eq(play_args_mayan(3, fresh, &a), -1);
	ck_assert_int_eq(a.start, PLAY_ARGS_EDIT);
	ck_assert_int_eq(a.puzzle->moves, 2);
	ck_assert(!mayan_board_empty(&a.puzzle->board));
	play_args_free(&a);
	/* A FILE or LEVEL still does not go with --random. */
	char *both[] = { "mayan", "--edit", "-r2", "2", NULL };
	ck_assert_int_eq(play_args_mayan(4, both, &a), 2);
}
END_TEST

/* A file the editor cannot read is named as every command names one;
 * a fault inside it, by its line and column alone (a line of 3 is no
 * fault there: the editor opens it to be mended). */
START_TEST(the_editor_names_a_file_it_cannot_read)
{
	char fifo[512], bad[512];
	snprintf(fifo, sizeof fifo, "%s/fifo", support_temp_dir());
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	const char *const args[] = { "mayan", "--edit", fifo, NULL };
	run_result r = support_run_argv(NULL, NULL, NULL, args);
	ck_assert_int_eq(r.status, 1);
	char want[1024];
	snprintf(want, sizeof want, "tumble mayan: %s: a FIFO, not a "
	    "regular file\n", fifo);
	ck_assert_str_eq(r.err, want);
	support_run_free(&r);
	snprintf(bad, sizeof bad, "%s/colour.txt", support_temp_dir());
	support_write_file(bad, "3\n11 0\n0\n0\n0\n0\n");
	const char *const bad_args[] = { "mayan", "--edit", bad, NULL };
	r = support_run_argv(NULL, NULL, NULL, bad_args);
	ck_assert_int_eq(r.status, 1);
	ck_assert_msg(strncmp(r.err, bad, strlen(bad)) == 0 &&
	    strncmp(r.err + strlen(bad), ":2:1: ", 6) == 0, "%s", r.err);
	support_run_free(&r);
}
END_TEST

/* A name the editor could never write to (a folder, a link to nothing,
 * a loop of links) is refused before the editor opens, as `w` would
 * refuse it only after the player had built a puzzle there. */
START_TEST(the_editor_refuses_a_name_it_cannot_write)
{
	char dir[512], dangling[512], loop[512], loop2[512];
	snprintf(dir, sizeof dir, "%s/folder", support_temp_dir());
	snprintf(dangling, sizeof dangling, "%s/dangling", support_temp_dir());
	snprintf(loop, sizeof loop, "%s/loop", support_temp_dir());
	snprintf(loop2, sizeof loop2, "%s/loop2", support_temp_dir());
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	ck_assert_int_eq(symlink("nowhere", dangling), 0);
	ck_assert_int_eq(symlink(loop2, loop), 0);
	ck_assert_int_eq(symlink(loop, loop2), 0);
	const char *const names[] = { dir, dangling, loop };
	const char *const why[] = { ": a folder\n",
	    ": a link to nowhere, which does not exist\n",
	    ": Too many levels of symbolic links\n" };
	for (size_t i = 0; i < 3; i++) {
		const char *const args[] = { "mayan", "--edit", names[i],
		    NULL };
		run_result r = support_run_argv(NULL, NULL, NULL, args);
		char want[1200];
		snprintf(want, sizeof want, "tumble mayan: cannot write %s%s",
		    names[i], why[i]);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
	}
}
END_TEST

/* A new file whose folder is missing, or is a file, is refused before
 * the editor opens, in the words `w` would have said only after the
 * puzzle was built; a new file in a folder that is there still opens
 * the editor (which, with no terminal, is all it can say). */
START_TEST(the_editor_refuses_a_new_file_with_no_folder)
{
	char file[512], nodir[512], under_file[600], fresh[512];
	char said[1200], want[1300];
	snprintf(file, sizeof file, "%s/plain", support_temp_dir());
	support_write_file(file, "not a folder\n");
	snprintf(nodir, sizeof nodir, "%s/nodir/x.in", support_temp_dir());
	snprintf(under_file, sizeof under_file, "%s/x.in", file);
	const char *const names[] = { nodir, under_file };
	const char *const why[] = { "no such folder", "no such folder" };
	for (size_t i = 0; i < 2; i++) {
		ck_assert(!atomic_file_write(names[i], "x", 1, said,
		    sizeof said));
		snprintf(want, sizeof want, "cannot write %s: %s", names[i],
		    why[i]);
		ck_assert_str_eq(said, want);
		const char *const args[] = { "mayan", "--edit", names[i],
		    NULL };
		run_result r = support_run_argv(NULL, NULL, NULL, args);
		snprintf(want, sizeof want, "tumble mayan: %s\n", said);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
	}
	snprintf(fresh, sizeof fresh, "%s/fresh.in", support_temp_dir());
	const char *const args[] = { "mayan", "--edit", fresh, NULL };
	run_result r = support_run_argv(NULL, NULL, NULL, args);
	ck_assert_str_eq(r.err, "tumble mayan: the game needs a terminal\n");
	support_run_free(&r);
	ck_assert_int_ne(access(fresh, F_OK), 0);
}
END_TEST

/* Where a name typed in the editor leads: the file of the puzzle and a
 * new one are written at once, another file is asked about first, and
 * what the writer would refuse is refused before any question. */
START_TEST(the_editor_asks_before_replacing_another_file)
{
	char current[512], other[512], fresh[512], dir[512], error[512];
	snprintf(current, sizeof current, "%s/mine.in", support_temp_dir());
	snprintf(other, sizeof other, "%s/other.in", support_temp_dir());
	snprintf(fresh, sizeof fresh, "%s/fresh.in", support_temp_dir());
	snprintf(dir, sizeof dir, "%s/place", support_temp_dir());
	support_write_file(current, "1\n0\n0\n0\n0\n0\n");
	support_write_file(other, "1\n0\n0\n0\n0\n0\n");
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	ck_assert_int_eq(mayan_draft_place_of(current, current, error,
	    sizeof error), MAYAN_DRAFT_WRITE);
	ck_assert_int_eq(mayan_draft_place_of(fresh, current, error,
	    sizeof error), MAYAN_DRAFT_WRITE);
	ck_assert_int_eq(mayan_draft_place_of(other, current, error,
	    sizeof error), MAYAN_DRAFT_ASK_FIRST);
	ck_assert_int_eq(mayan_draft_place_of(other, "", error,
	    sizeof error), MAYAN_DRAFT_ASK_FIRST);
	ck_assert_int_eq(mayan_draft_place_of(dir, current, error,
	    sizeof error), MAYAN_DRAFT_REFUSED);
	char want[700];
	snprintf(want, sizeof want, "cannot write %s: a folder", dir);
	ck_assert_str_eq(error, want);
}
END_TEST

/* The puzzle kept unwritten comes back as it was left, a line of 3
 * standing included, and goes once taken up; a damaged one is set
 * aside, not offered. */
START_TEST(an_unwritten_puzzle_is_kept_and_taken_up)
{
	char data[512], file[600], alert[700], target[512];
	snprintf(data, sizeof data, "%s/data", support_temp_dir());
	setenv("XDG_DATA_HOME", data, 1);
	snprintf(file, sizeof file, "%s/tumble/mayan-draft", data);
	mayan_edit_board e, back;
	mayan_board board;
	support_mayan_board(&board, "1 1 1", "2", "", "", "");
	mayan_edit_open(&e, &board, 4);
	ck_assert(mayan_edit_set_title(&e, "Mine"));
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert_str_eq(alert, "");
	ck_assert(mayan_draft_keep(&e, "/tmp/mine.txt", alert, sizeof alert));
	ck_assert(mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert(mayan_board_equal(&back.board, &board));
	ck_assert_int_eq(back.n, 4);
	ck_assert_str_eq(back.title, "Mine");
	ck_assert_str_eq(target, "/tmp/mine.txt");
	ck_assert(back.changed);
	mayan_draft_forget();
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	/* A target the header cannot hold is left out, not the puzzle. */
	ck_assert(mayan_draft_keep(&e, "two\nlines", alert, sizeof alert));
	ck_assert(mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert_str_eq(target, "");
	support_write_file(file, "4\n1 1 11 0\n0\n0\n0\n0\n");
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert_msg(strstr(alert, "mayan-draft.bad") != NULL, "%s", alert);
	ck_assert_int_eq(access(file, F_OK), -1);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* A damaged puzzle kept from the editor that cannot be set aside (a link
 * to a file too large to copy) is still named by line and column, with
 * why it stays. */
START_TEST(a_damaged_draft_left_in_place_is_named_where_it_fails)
{
	char data[512], folder[600], file[700], big[600], alert[1200];
	char target[512], want[1400], tmp[64];
	snprintf(tmp, sizeof tmp, "%s", support_temp_dir());
	snprintf(data, sizeof data, "%s/data", tmp);
	snprintf(folder, sizeof folder, "%s/tumble", data);
	snprintf(file, sizeof file, "%s/mayan-draft", folder);
	snprintf(big, sizeof big, "%s/big", tmp);
	setenv("XDG_DATA_HOME", data, 1);
	ck_assert_int_eq(mkdir(data, 0700), 0);
	ck_assert_int_eq(mkdir(folder, 0700), 0);
	/* Sparse: 100 MB of NUL bytes that take no room. */
	FILE *fp = fopen(big, "w");
	ck_assert_ptr_nonnull(fp);
	fclose(fp);
	ck_assert_int_eq(truncate(big, 100L * 1024 * 1024), 0);
	ck_assert_int_eq(symlink(big, file), 0);
	mayan_edit_board back;
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	snprintf(want, sizeof want, "mayan-draft:1:1: expected the number of "
	    "moves (a number from 1 to 10), found byte 0x00; could not set "
	    "it aside as %s.bad", file);
	ck_assert_str_eq(alert, want);
	ck_assert_int_eq(access(file, F_OK), 0);
	unlink(file);
	unlink(big);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

static Suite *mayan_edit_files_suite(void)
{
	Suite *s = suite_create("mayan_edit_files");
	TCase *t = tcase_create("mayan_edit_files");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, the_editor_names_a_file_it_cannot_read);
	tcase_add_test(t, the_editor_refuses_a_name_it_cannot_write);
	tcase_add_test(t, the_editor_refuses_a_new_file_with_no_folder);
	tcase_add_test(t, the_editor_asks_before_replacing_another_file);
	tcase_add_test(t, an_unwritten_puzzle_is_kept_and_taken_up);
	tcase_add_test(t,
	    a_damaged_draft_left_in_place_is_named_where_it_fails);
	tcase_add_test(t, the_editor_writes_a_file_the_player_names);
	tcase_add_test(t, the_command_line_edits_a_level_it_names);
	tcase_add_test(t, the_command_line_edits_a_random_puzzle);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_edit_files_suite());
}
