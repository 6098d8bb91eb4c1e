/*
 * The batch commands take the names a game is opened by wherever they
 * take a file: `tumble greedy NAME` plays the board or level it names,
 * and a save, named or on standard input or a pipe, is opened as every
 * command opens a file, a file of the other game named as such.  The
 * names themselves are check_game_open.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "game_open_fixture.h"
#include "io/same_judge.h"
#include "support.h"

/* `tumble greedy NAME` plays the board the name names, as game 1. */
START_TEST(batch_commands_take_board_and_level_names)
{
	game_open_error e;
	ck_assert(fixture_find(GAME_SAME, "standard:3", 0, &e));
	same_cluster moves[SAME_MAX_MOVES];
	same_board b = fixture_found.same;
	const int count = same_greedy_play(&b, moves);
	long score = same_final_bonus(&b);
	for (int i = 0; i < count; i++)
		score += same_points(moves[i].size);
	char final[SAME_JUDGE_LINE_MAX];
	same_judge_format_final(final, score, b.balls);
	run_result r = support_run(NULL, NULL, "greedy", "standard:3", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(strncmp(r.out, "Game 1:\n\n", 9), 0);
	ck_assert_ptr_nonnull(strstr(r.out, final));
	support_run_free(&r);
	r = support_run(NULL, NULL, "plan", "--moves", "1000", "-j", "1",
	    "15x15:5:42", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "Final score: "));
	support_run_free(&r);
	r = support_run(NULL, NULL, "greedy", "nosuch", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, "'nosuch' is no file"));
	support_run_free(&r);

	const char *dir = fixture_two_levels();
	char level_env[600];
	snprintf(level_env, sizeof level_env, "TUMBLE_LEVELS_DIR=%s", dir);
	const char *const env[] = { level_env, NULL };
	char path[600];
	snprintf(path, sizeof path, "%s/01-first.txt", dir);
	run_result by_file = support_run(NULL, NULL, "solve", path, NULL);
	r = support_run(NULL, env, "solve", "the first", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "3 0 -1\n");
	ck_assert_str_eq(r.out, by_file.out);
	support_run_free(&r);
	support_run_free(&by_file);
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

/* A save named to a batch command is opened as every command opens a
 * file: greedy and plan play its start, solve solves its puzzle from the
 * start, and a file of the other game is named as such.  Read as boards
 * or a puzzle, they were told a number was expected, found 't'.  A save
 * of the other game is named as a save (it was said to be a plain
 * file of that game). */
START_TEST(batch_commands_take_saves)
{
	char same_save[512], mayan_save[512], same_list[512];
	snprintf(same_save, sizeof same_save, "%s/same.save",
	    support_temp_dir());
	support_write_file(same_save, "tumble-save 2\nsame\nmoves 1\n2 1\n"
	    "RR\nGG\n");
	snprintf(same_list, sizeof same_list, "%s/same.txt",
	    support_temp_dir());
	support_write_file(same_list, "RR\nGG\n");
	snprintf(mayan_save, sizeof mayan_save, "%s/mayan.save",
	    support_temp_dir());
	support_write_file(mayan_save, "tumble-save 2\nmayan\nmoves 1\n"
	    "0 0 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");

	run_result r = support_run(NULL, NULL, "greedy", same_save, NULL);
	run_result want = support_run(NULL, NULL, "greedy", same_list, NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	ck_assert_str_eq(r.out, want.out);
	support_run_free(&r);
	support_run_free(&want);
	r = support_run(NULL, NULL, "plan", "-j", "1", "--moves", "100",
	    same_save, NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	ck_assert_ptr_nonnull(strstr(r.out, "Final score: 1000, with 0 "
	    "balls remaining.\n"));
	support_run_free(&r);

	r = support_run(NULL, NULL, "solve", mayan_save, NULL);
	want = support_run(NULL, NULL, "solve", puzzle_file(), NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	ck_assert_str_eq(r.out, want.out);
	support_run_free(&r);
	support_run_free(&want);

	char text[1200];
	r = support_run(NULL, NULL, "greedy", mayan_save, NULL);
	snprintf(text, sizeof text, "tumble greedy: %s holds a saved Mayan "
	    "puzzle, not a Same Game file\n", mayan_save);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, text);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
	/* A Mayan puzzle is named as one by greedy and plan too, as by
	 * `tumble same` and greedy -g: read as a board list, it was told
	 * that row 2 ended after one ball. */
	static const char *const batch[] = { "greedy", "plan" };
	for (int i = 0; i < 2; i++) {
		r = support_run(NULL, NULL, batch[i], puzzle_file(), NULL);
		snprintf(text, sizeof text, "tumble %s: %s holds a Mayan "
		    "puzzle, not a Same Game file\n", batch[i], puzzle_file());
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, text);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
	}
	r = support_run("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", NULL,
	    "greedy", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble greedy: <stdin> holds a Mayan "
	    "puzzle, not a Same Game file\n");
	support_run_free(&r);
	/* Board K of it too, as of the file named. */
	r = support_run("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", NULL,
	    "greedy", "-g", "1", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.out, "");
	ck_assert_ptr_nonnull(strstr(r.err, "tumble greedy: <stdin> is a "
	    "Mayan puzzle; K is for Same Game files\n"));
	support_run_free(&r);
	r = support_run(NULL, NULL, "solve", same_save, NULL);
	snprintf(text, sizeof text, "tumble solve: %s holds a saved Same "
	    "Game, not a Mayan puzzle\n", same_save);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, text);
	support_run_free(&r);
	r = support_run(NULL, NULL, "solve", sample_file(), NULL);
	snprintf(text, sizeof text, "tumble solve: %s holds a Same Game "
	    "file, not a Mayan puzzle\n", sample_file());
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, text);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
}
END_TEST

/* A save on standard input, or through a pipe named as the FILE (as
 * bash's <(...) names one), is read as a save named is: greedy, plan,
 * solve and review take it, and a save or a file of the other game is
 * named as such.  Only a regular file was looked at twice, so these
 * were read as boards or a puzzle and told that a number was expected,
 * found 't'. */
START_TEST(a_save_is_read_from_standard_input_and_pipes)
{
	static const char same_save[] = "tumble-save 2\nsame\nmoves 1\n2 1\n"
	    "RR\nGG\n";
	static const char mayan_save[] = "tumble-save 2\nmayan\nmoves 1\n"
	    "0 0 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
	char same_list[512];
	snprintf(same_list, sizeof same_list, "%s/same.txt",
	    support_temp_dir());
	support_write_file(same_list, "RR\nGG\n");
	run_result greedy = support_run(NULL, NULL, "greedy", same_list,
	    NULL);
	run_result solve = support_run(NULL, NULL, "solve", puzzle_file(),
	    NULL);
	ck_assert_int_eq(greedy.status, 0);
	ck_assert_int_eq(solve.status, 0);
	/* NULL: standard input; "/dev/stdin": the pipe named. */
	const char *const files[] = { NULL, "/dev/stdin" };
	for (int i = 0; i < 2; i++) {
		const char *file = files[i];
		const char *name = file != NULL ? file : "<stdin>";
		char want[600];
		run_result r = support_run(same_save, NULL, "greedy", file,
		    NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_str_eq(r.out, greedy.out);
		support_run_free(&r);
		r = support_run(same_save, NULL, "plan", "-j", "1", "--moves",
		    "100", file, NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_ptr_nonnull(strstr(r.out, "Final score: 1000, with 0 "
		    "balls remaining.\n"));
		support_run_free(&r);
		r = support_run(mayan_save, NULL, "solve", file, NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_str_eq(r.out, solve.out);
		support_run_free(&r);
		r = support_run(mayan_save, NULL, "review", file, NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_ptr_nonnull(strstr(r.out, "Mayan puzzle in 3 moves, "
		    "1 played: "));
		support_run_free(&r);
		r = support_run(mayan_save, NULL, "greedy", file, NULL);
		snprintf(want, sizeof want, "tumble greedy: %s holds a saved "
		    "Mayan puzzle, not a Same Game file\n", name);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
		r = support_run("RR\nGG\n", NULL, "solve", file, NULL);
		snprintf(want, sizeof want, "tumble solve: %s holds a Same "
		    "Game file, not a Mayan puzzle\n", name);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
		/* And a damaged save is told where, by its own lines. */
		r = support_run("\n\n  tumble-save 2\nsame\nmoves x\n", NULL,
		    "greedy", file, NULL);
		snprintf(want, sizeof want, "%s:5:7: expected", name);
		ck_assert_int_eq(r.status, 1);
		ck_assert_msg(strncmp(r.err, want, strlen(want)) == 0, "%s",
		    r.err);
		support_run_free(&r);
	}
	support_run_free(&greedy);
	support_run_free(&solve);
}
END_TEST

static Suite *game_open_batch_suite(void)
{
	Suite *s = suite_create("game_open_batch");
	TCase *tc = tcase_create("batch");
	tcase_add_test(tc, batch_commands_take_saves);
	tcase_add_test(tc, a_save_is_read_from_standard_input_and_pipes);
	tcase_add_test(tc, batch_commands_take_board_and_level_names);
	tcase_set_timeout(tc, 30);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return support_run_suite(game_open_batch_suite());
}
