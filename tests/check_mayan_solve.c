/*
 * Mayan solver: exactly n moves, the lexicographically smallest answer,
 * -1 cases, deep searches, cancellation, and a differential test against a
 * plain exhaustive search written only for this file.
 */
#include <check.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "engine/mapped.h"
#include "engine/mayan.h"
#include "engine/mayan_solve.h"
#include "engine/rng.h"
#include "support.h"

#define MOVE(x, y, g) ((mayan_move){ (x), (y), (g) })

/* True when the moves, played in order, leave the board empty exactly
 * after the last one. */
static bool clears(const mayan_board *start, const mayan_move *moves, int n)
{
	mayan_board b = *start;
	for (int i = 0; i < n; i++) {
		if (mayan_board_empty(&b) || !mayan_board_move(&b, moves[i]))
			return false;
	}
	return mayan_board_empty(&b);
}

/* Solve and compare with the expected answer (n moves). */
static void expect_answer(const mayan_board *b, int n, const mayan_move *want)
{
	mayan_move got[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(mayan_solve(b, n, NULL, got), MAYAN_SOLVE_FOUND);
	for (int i = 0; i < n; i++)
		ck_assert_msg(mayan_move_compare(got[i], want[i]) == 0,
		    "move %d: got %d %d %d, want %d %d %d", i + 1, got[i].x,
		    got[i].y, got[i].g, want[i].x, want[i].y, want[i].g);
	ck_assert(clears(b, got, n));
}

static void expect_none(const mayan_board *b, int n)
{
	mayan_move got[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(mayan_solve(b, n, NULL, got), MAYAN_SOLVE_NONE);
}

START_TEST(spec_sample)
{
	mayan_board b;
	support_mayan_board(&b, "1", "2 1", "2 3 4", "3 1", "2 4 3 4");
	const mayan_move want[] = { MOVE(2, 1, 1), MOVE(3, 1, 1),
		MOVE(3, 0, 1) };
	expect_answer(&b, 3, want);
}
END_TEST

START_TEST(a_wasted_move_can_fill_the_gap)
{
	mayan_board b;
	/* Cleared by one move; with n = 2 the answer swaps the two 1s of
	 * row 0 first, which changes nothing but counts. */
	support_mayan_board(&b, "1", "1", "2 2", "1", "2");
	const mayan_move one[] = { MOVE(2, 0, 1) };
	expect_answer(&b, 1, one);
	const mayan_move two[] = { MOVE(0, 0, 1), MOVE(2, 0, 1) };
	expect_answer(&b, 2, two);
	/* Ten moves: nine wasted swaps, then the same clearing move. */
	mayan_move ten[10];
	for (int i = 0; i < 9; i++)
		ten[i] = MOVE(0, 0, 1);
	ten[9] = MOVE(2, 0, 1);
	expect_answer(&b, 10, ten);
}
END_TEST

START_TEST(clearing_early_is_no_answer)
{
	mayan_board b;
	/* One move clears it, and no swap of equal colours exists to waste
	 * a move: with n = 2 there is no answer. */
	support_mayan_board(&b, "", "", "2", "", "2 2");
	const mayan_move one[] = { MOVE(4, 0, -1) };
	expect_answer(&b, 1, one);
	expect_none(&b, 2);
}
END_TEST

/* The smallest answer is `want`; `other`, a larger answer, must also be
 * valid, so the puzzle really tests the order. */
static void expect_smallest(const mayan_board *b, int n,
    const mayan_move *want, const mayan_move *other)
{
	ck_assert(clears(b, other, n));
	ck_assert_int_lt(mayan_move_compare(want[0], other[0]), 0);
	expect_answer(b, n, want);
}

START_TEST(smallest_answer_by_y_when_x_ties)
{
	mayan_board b;
	/* Answers start with (1,0,1) and with (1,3,-1): in the same
	 * column the lower row comes first. */
	support_mayan_board(&b, "2 2", "2 2 1 2 2", "1 1", "", "");
	const mayan_move want[] = { MOVE(1, 0, 1), MOVE(1, 1, 1) };
	const mayan_move other[] = { MOVE(1, 3, -1), MOVE(1, 2, 1) };
	expect_smallest(&b, 2, want, other);
}
END_TEST

START_TEST(smallest_answer_by_x_first)
{
	mayan_board b;
	/* (1,3,-1) beats (2,0,1): x decides before y and g. */
	support_mayan_board(&b, "", "2 1 1 2", "2 1", "", "");
	const mayan_move want[] = { MOVE(1, 3, -1), MOVE(1, 0, -1) };
	const mayan_move other[] = { MOVE(2, 0, 1), MOVE(1, 0, 1) };
	expect_smallest(&b, 2, want, other);
}
END_TEST

START_TEST(smallest_answer_moves_right_before_left)
{
	mayan_board b;
	/* (2,1,1) and (2,1,-1) both start answers: right comes first. */
	support_mayan_board(&b, "", "2", "1 2 1 1", "2", "2");
	const mayan_move want[] = { MOVE(2, 1, 1), MOVE(3, 0, -1) };
	const mayan_move other[] = { MOVE(2, 1, -1), MOVE(1, 0, 1) };
	expect_smallest(&b, 2, want, other);
}
END_TEST

START_TEST(no_answer_cases)
{
	mayan_board b;
	/* A colour with two blocks can never vanish. */
	support_mayan_board(&b, "1", "1", "", "", "");
	expect_none(&b, 1);
	expect_none(&b, 5);
	/* NOIP 2011 test 1: four 1s, but no two moves clear them all. */
	support_mayan_board(&b, "1", "1", "", "1", "1");
	expect_none(&b, 2);
	/* An empty board allows no move at all. */
	mayan_board_clear(&b);
	expect_none(&b, 1);
	/* n outside 1..MAYAN_SOLVE_MAX_MOVES. */
	support_mayan_board(&b, "", "", "2", "", "2 2");
	expect_none(&b, 0);
	expect_none(&b, MAYAN_SOLVE_MAX_MOVES + 1);
}
END_TEST

START_TEST(noip_tests_through_the_api)
{
	mayan_board b;
	/* NOIP 2011 test 10, five moves on a full board. */
	support_mayan_board(&b, "1 1 2 3 4", "3 3 1 2 3 5 4", "3 5 5 3 2 2",
	    "5 5 3 5 2 4 2", "");
	const mayan_move want[] = { MOVE(0, 4, 1), MOVE(0, 2, 1),
		MOVE(1, 3, 1), MOVE(3, 2, 1), MOVE(3, 0, 1) };
	expect_answer(&b, 5, want);
	/* NOIP 2011 test 6: no answer in four moves. */
	support_mayan_board(&b, "1 1 2 1 3 4", "2 3 1 2 2 5 4", "3 4 5 4 5 4",
	    "3 4 4 5 4 3", "");
	expect_none(&b, 4);
}
END_TEST

/* A dense board without an answer in 5 moves, whose search at 8 moves
 * takes long enough to be cancelled. */
static void dense_board(mayan_board *b)
{
	support_mayan_board(b, "1 2 3 4 1 2", "2 3 4 1 2 3", "3 4 1 2 3 4",
	    "4 1 2 3 4 1", "1 2 3 4 1 2");
}

START_TEST(cancel_is_not_no_answer)
{
	mayan_board b;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	mayan_solver s;
	atomic_bool cancel;
	atomic_init(&cancel, true);
	dense_board(&b);
	mayan_solver_init(&s, 16);
	ck_assert_int_eq(mayan_solver_run(&s, &b, 8, &cancel, answer),
	    MAYAN_SOLVE_CANCELLED);
	/* Nothing learnt from the cancelled search is trusted: the same
	 * solver still finds answers afterwards. */
	atomic_store(&cancel, false);
	support_mayan_board(&b, "1", "2 1", "2 3 4", "3 1", "2 4 3 4");
	ck_assert_int_eq(mayan_solver_run(&s, &b, 3, &cancel, answer),
	    MAYAN_SOLVE_FOUND);
	ck_assert(clears(&b, answer, 3));
	dense_board(&b);
	ck_assert_int_eq(mayan_solver_run(&s, &b, 3, &cancel, answer),
	    MAYAN_SOLVE_NONE);
	mayan_solver_free(&s);
}
END_TEST

START_TEST(solver_without_a_table_gives_the_same_answers)
{
	mayan_board b;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	mayan_solver s;
	mayan_solver_init(&s, 0);
	mayan_solver_free(&s); /* as when the table could not be allocated */
	support_mayan_board(&b, "1", "2 1", "2 3 4", "3 1", "2 4 3 4");
	ck_assert_int_eq(mayan_solver_run(&s, &b, 3, NULL, answer),
	    MAYAN_SOLVE_FOUND);
	ck_assert_int_eq(answer[0].x, 2);
	ck_assert(clears(&b, answer, 3));
	dense_board(&b);
	ck_assert_int_eq(mayan_solver_run(&s, &b, 3, NULL, answer),
	    MAYAN_SOLVE_NONE);
}
END_TEST

/* A table's memory is zeros to its end, starts on a bound of 2 MiB, where
 * a page of that size can hold it, and is given back once. */
START_TEST(a_mapped_table_is_zeros_on_a_page_bound)
{
	mapped_table m;
	const size_t bytes = ((size_t)3 << 20) + 24;
	unsigned char *t = mapped_table_new(&m, bytes);
	ck_assert_ptr_nonnull(t);
	ck_assert_uint_eq((uintptr_t)t % ((size_t)2 << 20), 0);
	ck_assert_uint_ge(m.bytes, bytes);
	ck_assert(t[0] == 0 && t[bytes / 2] == 0 && t[bytes - 1] == 0);
	t[bytes - 1] = 7;
	ck_assert_uint_eq(t[bytes - 1], 7);
	mapped_table_free(&m);
	ck_assert_ptr_null(m.map);
	mapped_table_free(&m);
	ck_assert_ptr_null(m.map);
}
END_TEST

/*
 * The reference: every legal move in the order of SPEC.md, at every
 * level, with no pruning of any kind.  The first sequence found is the
 * smallest.
 */
static bool plain_search(const mayan_board *b, int left, mayan_move *answer)
{
	if (mayan_board_empty(b))
		return left == 0;
	if (left == 0)
		return false;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT; y++) {
			for (int g = 1; g >= -1; g -= 2) {
				mayan_board next = *b;
				answer[0] = MOVE(x, y, g);
				if (mayan_board_move(&next, answer[0]) &&
				    plain_search(&next, left - 1, answer + 1))
					return true;
			}
		}
	}
	return false;
}

/* A random stable board of `blocks` blocks in `colors` colours. */
static void random_puzzle(rng *r, mayan_board *b, int blocks, int colors)
{
	do {
		mayan_board_clear(b);
		for (int i = 0; i < blocks; i++)
			mayan_board_push(b, (int)rng_below(r, MAYAN_WIDTH),
			    1 + (int)rng_below(r, (uint32_t)colors));
	} while (mayan_board_has_line(b));
}

/*
 * A puzzle with an answer planted in it: whole columns of vertical lines,
 * scrambled by `swaps` swaps until no line is left.  Undoing the swaps
 * clears it, so answers are common, on boards far fuller than random ones
 * that can be cleared.
 */
static void planted_puzzle(rng *r, mayan_board *b, int swaps, int colors)
{
	do {
		mayan_board_clear(b);
		const int lines = 1 + (int)rng_below(r, (uint32_t)(2 * swaps));
		for (int i = 0; i < lines; i++) {
			const int x = (int)rng_below(r, MAYAN_WIDTH);
			const int color = 1 + (int)rng_below(r,
			    (uint32_t)colors);
			for (int k = 0; k < 3; k++)
				mayan_board_push(b, x, color);
		}
		for (int i = 0; i < swaps; i++) {
			const mayan_move m = MOVE((int)rng_below(r, 4),
			    (int)rng_below(r, 4), 1);
			if (mayan_move_swaps(b, m))
				mayan_board_drag(b, m);
		}
	} while (mayan_board_has_line(b) || mayan_board_empty(b));
}

START_TEST(differential_against_plain_search)
{
	/* Random boards with few colours, and planted puzzles, which have
	 * more blocks and more colours; n is drawn around the planted
	 * number of swaps, so many have an answer and many do not.  One
	 * solver is reused throughout. */
	static const struct {
		int puzzles, min_blocks, max_blocks, colors, max_moves;
		bool planted;
	} kinds[] = {
		{ 1500, 3, 10, 2, 3, false },
		{ 500, 6, 14, 3, 3, false },
		{ 1500, 0, 0, 3, 2, true },
		{ 800, 0, 0, 4, 3, true },
		{ 100, 0, 0, 5, 4, true },
		{ 500, 0, 0, 6, 3, true },
	};
	rng r;
	rng_seed(&r, 2011);
	mayan_solver s;
	mayan_solver_init(&s, 14);
	int solved = 0, total = 0;
	for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		for (int i = 0; i < kinds[k].puzzles; i++) {
			mayan_board b;
			int n = 1 + (int)rng_below(&r,
			    (uint32_t)kinds[k].max_moves);
			if (kinds[k].planted) {
				planted_puzzle(&r, &b, n, kinds[k].colors);
				/* Sometimes one move more or fewer. */
				n += (int)rng_below(&r, 3) - 1;
				if (n < 1)
					n = 1;
			} else {
				random_puzzle(&r, &b, kinds[k].min_blocks +
				    (int)rng_below(&r, (uint32_t)(
				    kinds[k].max_blocks - kinds[k].min_blocks +
				    1)), kinds[k].colors);
			}
			mayan_move want[MAYAN_SOLVE_MAX_MOVES];
			mayan_move got[MAYAN_SOLVE_MAX_MOVES];
			const bool exists = plain_search(&b, n, want);
			const mayan_solve_status status = mayan_solver_run(&s,
			    &b, n, NULL, got);
			ck_assert_int_eq(status, exists ? MAYAN_SOLVE_FOUND
							: MAYAN_SOLVE_NONE);
			for (int m = 0; exists && m < n; m++)
				ck_assert_msg(mayan_move_compare(got[m],
				    want[m]) == 0, "kind %zu puzzle %d move %d",
				    k, i, m + 1);
			solved += exists;
			total++;
		}
	}
	mayan_solver_free(&s);
	/* The comparison means something only if both outcomes are
	 * common. */
	ck_assert_msg(solved > total / 5 && solved < total - total / 5,
	    "%d of %d puzzles have an answer", solved, total);
}
END_TEST

static Suite *mayan_solve_suite(void)
{
	Suite *s = suite_create("mayan_solve");
	TCase *t = tcase_create("answers");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, spec_sample);
	tcase_add_test(t, a_wasted_move_can_fill_the_gap);
	tcase_add_test(t, clearing_early_is_no_answer);
	tcase_add_test(t, smallest_answer_by_y_when_x_ties);
	tcase_add_test(t, smallest_answer_by_x_first);
	tcase_add_test(t, smallest_answer_moves_right_before_left);
	tcase_add_test(t, no_answer_cases);
	tcase_add_test(t, noip_tests_through_the_api);
	tcase_add_test(t, cancel_is_not_no_answer);
	tcase_add_test(t, solver_without_a_table_gives_the_same_answers);
	tcase_add_test(t, a_mapped_table_is_zeros_on_a_page_bound);
	suite_add_tcase(s, t);
	TCase *p = tcase_create("differential");
	tcase_set_timeout(p, 240);
	tcase_add_test(p, differential_against_plain_search);
	suite_add_tcase(s, p);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_solve_suite());
}
