/*
 * Random Mayan puzzles: the same seed gives the same puzzle, it is the
 * puzzle `tumble gen mayan` prints, it needs exactly the moves asked for
 * (found in N, none in fewer), a deep one starts with its colours far
 * from lines, a cancelled search makes none, `tumble gen` says what to
 * try when a seed gives none, and the level menu's thread makes the same
 * puzzle.
 */
#include <check.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/mayan_bound.h"
#include "engine/mayan_gen.h"
#include "engine/mayan_solve.h"
#include "session/mayan_random.h"
#include "support.h"
#include "ui/mayan/logic.h"
#include "session/mayan_assist.h"

/* Compared whole with memcmp, bytes past the title included: each check
 * starts them at zero, as a puzzle made in a job starts. */
static mayan_puzzle first, second;

static void puzzles_clear(void)
{
	memset(&first, 0, sizeof first);
	memset(&second, 0, sizeof second);
}

START_TEST(same_seed_same_puzzle)
{
	const int moves = 1 + _i % 5;
	const uint64_t seed = 1000 + (uint64_t)_i;
	const int colors = mayan_gen_default_colors(moves);
	ck_assert(mayan_random_make(seed, moves, colors, NULL, NULL, &first));
	ck_assert(mayan_random_make(seed, moves, colors, NULL, NULL, &second));
	ck_assert(memcmp(&first, &second, sizeof first) == 0);
}
END_TEST

START_TEST(needs_exactly_n_moves)
{
	const int moves = 1 + _i % 6;
	const uint64_t seed = (uint64_t)_i * 7919;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert(mayan_random_make(seed, moves,
	    mayan_gen_default_colors(moves), NULL, NULL, &first));
	ck_assert_int_eq(first.moves, moves);
	ck_assert(!mayan_board_has_line(&first.board));
	ck_assert_int_eq(mayan_solve(&first.board, moves, NULL, answer),
	    MAYAN_SOLVE_FOUND);
	for (int fewer = 1; fewer < moves; fewer++)
		ck_assert_int_eq(mayan_solve(&first.board, fewer, NULL,
		    answer), MAYAN_SOLVE_NONE);
}
END_TEST

/* A puzzle of 8 moves comes from the colours made for that depth, where
 * boards of 3 colours gave none in 90 s; it needs 8, not fewer. */
START_TEST(a_deep_puzzle_is_made_with_more_colours)
{
	ck_assert_int_eq(mayan_gen_default_colors(7), 3);
	ck_assert_int_gt(mayan_gen_default_colors(8), 3);
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert(mayan_random_make(2, 8, mayan_gen_default_colors(8), NULL,
	    NULL, &first));
	ck_assert_int_eq(first.moves, 8);
	ck_assert_int_eq(mayan_solve(&first.board, 8, NULL, answer),
	    MAYAN_SOLVE_FOUND);
	ck_assert_int_eq(mayan_solve(&first.board, 7, NULL, answer),
	    MAYAN_SOLVE_NONE);
}
END_TEST

/* A puzzle of 9 moves starts with its colours at least 9 sideways steps
 * from lines (mayan_bound.h): closer candidates are dropped unproved.
 * It still needs all 9 moves.  Loop index: the seed. */
START_TEST(a_deep_puzzle_starts_far_from_lines)
{
	const int moves = 9;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert(mayan_random_make((uint64_t)_i, moves,
	    mayan_gen_default_colors(moves), NULL, NULL, &first));
	mayan_colors colors;
	ck_assert(mayan_colors_count(mayan_count_table_get(), &first.board,
	    &colors));
	ck_assert_int_ge(colors.shifts, moves);
	ck_assert_int_eq(mayan_solve(&first.board, moves, NULL, answer),
	    MAYAN_SOLVE_FOUND);
	ck_assert_int_eq(mayan_solve(&first.board, moves - 1, NULL, answer),
	    MAYAN_SOLVE_NONE);
}
END_TEST

/* In 5 colours, which are seldom 10 steps from lines, a puzzle of 10
 * moves is still made (seed 10001 found none when 10 steps were asked
 * of them), and it needs all 10 moves. */
START_TEST(a_deep_puzzle_in_few_colours_is_made)
{
	const int moves = 10;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert(mayan_random_make(10001, moves, 5, NULL, NULL, &first));
	ck_assert_int_eq(mayan_solve(&first.board, moves, NULL, answer),
	    MAYAN_SOLVE_FOUND);
	ck_assert_int_eq(mayan_solve(&first.board, moves - 1, NULL, answer),
	    MAYAN_SOLVE_NONE);
}
END_TEST

/* Two colours give no puzzle of 10 moves from seed 1: `tumble gen` says
 * so, in what was asked, and what to try instead. */
START_TEST(none_found_says_what_to_try)
{
	run_result r = support_run("", NULL, "gen", "mayan", "-n", "10", "-s",
	    "1", "-c", "2", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	ck_assert_str_eq(r.err, "tumble gen: no puzzle of 10 moves in 2 "
	    "colours found from seed 1; try another seed or more colours "
	    "(-c)\n");
	support_run_free(&r);
}
END_TEST

/* The judge text of a puzzle, header and all. */
static void puzzle_text(const mayan_puzzle *p, char *out, size_t size)
{
	FILE *fp = fmemopen(out, size, "w");
	ck_assert_ptr_nonnull(fp);
	ck_assert(mayan_judge_write(fp, p));
	fclose(fp);
}

START_TEST(equal_to_gen)
{
	char want[2048] = "", *got;
	ck_assert(mayan_random_make(9, 4, mayan_gen_default_colors(4), NULL,
	    NULL, &first));
	puzzle_text(&first, want, sizeof want);
	run_result r = support_run("", NULL, "gen", "mayan", "-n", "4", "-s",
	    "9", NULL);
	ck_assert_int_eq(r.status, 0);
	got = r.out;
	ck_assert_str_eq(got, want);
	ck_assert_ptr_nonnull(strstr(want, "# title: 4 moves, seed 9\n"));
	support_run_free(&r);
}
END_TEST

START_TEST(cancelled_makes_none)
{
	atomic_bool cancel = true;
	ck_assert(!mayan_random_make(9, 4, mayan_gen_default_colors(4), NULL,
	    &cancel, &first));
}
END_TEST

/* The level menu's thread makes the same puzzle. */
START_TEST(made_beside_the_screen_alike)
{
	mayan_assist_random_job *job = mayan_assist_random_start(9, 4);
	ck_assert_ptr_nonnull(job);
	ck_assert(mayan_assist_random_finish(job, false, &first));
	ck_assert(mayan_random_make(9, 4, mayan_gen_default_colors(4), NULL,
	    NULL, &second));
	ck_assert(memcmp(&first, &second, sizeof first) == 0);
}
END_TEST

START_TEST(names_say_moves_and_seed)
{
	char name[64];
	mayan_random_name(name, sizeof name, 4, 9);
	ck_assert_str_eq(name, "Random 4 moves, seed 9");
	mayan_random_name(name, sizeof name, 1, 18446744073709551615ULL);
	ck_assert_str_eq(name, "Random 1 move, seed 18446744073709551615");
}
END_TEST

START_TEST(names_give_their_moves_back)
{
	char name[64];
	for (int moves = 1; moves <= MAYAN_GEN_MAX_MOVES; moves++) {
		mayan_random_name(name, sizeof name, moves, 42);
		ck_assert_int_eq(mayan_random_name_moves(name), moves);
	}
	ck_assert_int_eq(mayan_random_name_moves("01-sample"), 0);
	ck_assert_int_eq(mayan_random_name_moves("Random 4 moves"), 0);
	ck_assert_int_eq(mayan_random_name_moves("Random 4 moves, seed 9 "),
	    0);
	ck_assert_int_eq(mayan_random_name_moves("Random 40 moves, seed 9"),
	    0);
}
END_TEST

/* A damaged file of the moves is passed over, and said by its name,
 * line and column; one that is not a file, by its path.  Before any
 * puzzle is made in this run, which the file would no longer be read
 * after. */
START_TEST(damaged_moves_said)
{
	char dir[300], path[400], trouble[512];
	snprintf(dir, sizeof dir, "%s/damaged", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble", dir);
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	setenv("XDG_DATA_HOME", dir, 1);
	snprintf(path, sizeof path, "%s/tumble/mayan-random", dir);
	FILE *f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("# mine\nmoves -3\n", f);
	fclose(f);
	ck_assert_int_eq(mayan_random_last_moves(4, trouble,
	    sizeof trouble), 4);
	ck_assert_str_eq(trouble, "mayan-random:2:7: expected a number of "
	    "moves from 1 to 10, found -3; the random puzzle starts at 4 "
	    "moves");
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_int_eq(mayan_random_last_moves(5, trouble,
	    sizeof trouble), 5);
	ck_assert_ptr_nonnull(strstr(trouble, "/tumble/mayan-random: a "
	    "FIFO, not a regular file; the random puzzle starts at 5 moves"));
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(mayan_random_last_moves(5, trouble,
	    sizeof trouble), 5);
	ck_assert_str_eq(trouble, "");
}
END_TEST

START_TEST(last_moves_remembered)
{
	char trouble[512];
	/* Remembering writes a file: into a folder of the test's own. */
	setenv("XDG_DATA_HOME", support_temp_dir(), 1);
	ck_assert_int_eq(mayan_random_last_moves(4, trouble,
	    sizeof trouble), 4);
	ck_assert_str_eq(trouble, "");
	mayan_random_remember(6);
	ck_assert_int_eq(mayan_random_last_moves(4, trouble,
	    sizeof trouble), 6);
	ck_assert_str_eq(trouble, "");
}
END_TEST

/* Only a puzzle made is remembered: `tumble mayan --random 3` without a
 * terminal made none and wrote its 3 all the same. */
START_TEST(no_puzzle_made_nothing_remembered)
{
	char dir[300], env_text[400], path[400];
	snprintf(dir, sizeof dir, "%s/unmade", support_temp_dir());
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	snprintf(env_text, sizeof env_text, "XDG_DATA_HOME=%s", dir);
	const char *const env[] = { env_text, "TERM=dumb", NULL };
	run_result r = support_run("", env, "mayan", "--random", "3", "-s",
	    "1", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, "needs a terminal"));
	support_run_free(&r);
	snprintf(path, sizeof path, "%s/tumble/mayan-random", dir);
	ck_assert_int_ne(access(path, F_OK), 0);
}
END_TEST

static Suite *mayan_random_suite(void)
{
	Suite *s = suite_create("mayan_random");
	TCase *t = tcase_create("random");
	tcase_set_timeout(t, 120);
	tcase_add_checked_fixture(t, puzzles_clear, NULL);
	tcase_add_loop_test(t, same_seed_same_puzzle, 0, 10);
	tcase_add_loop_test(t, needs_exactly_n_moves, 0, 6);
	tcase_add_test(t, equal_to_gen);
	tcase_add_test(t, none_found_says_what_to_try);
	tcase_add_test(t, a_deep_puzzle_is_made_with_more_colours);
	tcase_add_loop_test(t, a_deep_puzzle_starts_far_from_lines, 1, 4);
	tcase_add_test(t, a_deep_puzzle_in_few_colours_is_made);
	tcase_add_test(t, cancelled_makes_none);
	tcase_add_test(t, made_beside_the_screen_alike);
	tcase_add_test(t, names_say_moves_and_seed);
	tcase_add_test(t, names_give_their_moves_back);
	tcase_add_test(t, damaged_moves_said);
	tcase_add_test(t, last_moves_remembered);
	tcase_add_test(t, no_puzzle_made_nothing_remembered);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_random_suite());
}
