/*
 * The quick search for a short answer (engine/mayan_shorter.h): what it
 * finds clears the board, within as many moves as asked; with room
 * enough it answers exactly as the solver does whether some answer of at
 * most k moves exists; it stops at its budget or when cancelled; and the
 * generator, which asks it first, still makes the puzzle a seed named
 * before it.
 */
#include <check.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "engine/mayan.h"
#include "engine/mayan_gen.h"
#include "engine/mayan_shorter.h"
#include "engine/mayan_solve.h"
#include "engine/rng.h"
#include "support.h"

static mayan_shorter quick;
static mayan_solver solver;

static void setup(void)
{
	mayan_shorter_init(&quick, 16);
	mayan_solver_init(&solver, 16);
	solver.threads = 1;
}

static void teardown(void)
{
	mayan_shorter_free(&quick);
	mayan_solver_free(&solver);
}

/* Horizontal lines of three over columns 0-2 or 2-4, then `moves`
 * random legal moves, until nothing is left in a line. */
static void scrambled_board(rng *r, mayan_board *b, int moves)
{
	do {
		mayan_board_clear(b);
		for (int row = 0; row < 4; row++) {
			const int left = 2 * (int)rng_below(r, 2);
			const int color = 1 + (int)rng_below(r, 3);
			for (int k = 0; k < 3; k++)
				mayan_board_push(b, left + k, color);
		}
		for (int i = 0; i < moves; i++) {
			const mayan_move m = { (int8_t)rng_below(r,
			    MAYAN_WIDTH), (int8_t)rng_below(r, MAYAN_HEIGHT),
			    (int8_t)(rng_below(r, 2) ? 1 : -1) };
			mayan_board_move(b, m);
		}
	} while (mayan_board_has_line(b) || mayan_board_empty(b));
}

/* Whether the solver finds an answer of 1..most moves. */
static bool solver_clears_within(const mayan_board *b, int most)
{
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	for (int n = 1; n <= most; n++)
		if (mayan_solver_run(&solver, b, n, NULL, answer) ==
		    MAYAN_SOLVE_FOUND)
			return true;
	return false;
}

/* The witness, replayed, leaves the board empty with its last move and
 * not before. */
static bool witness_clears(const mayan_board *start)
{
	mayan_board b = *start;
	for (int i = 0; i < quick.length; i++)
		if (mayan_board_empty(&b) ||
		    !mayan_board_move(&b, quick.witness[i]))
			return false;
	return mayan_board_empty(&b);
}

START_TEST(agrees_with_the_solver_given_room)
{
	rng r;
	rng_seed(&r, 4242);
	int found = 0, none = 0;
	for (int i = 0; i < 300; i++) {
		mayan_board b;
		scrambled_board(&r, &b, 2 + i % 4);
		const int most = 1 + i % 4;
		quick.budget = UINT64_MAX;
		const bool clears = mayan_shorter_find(&quick, &b, most);
		ck_assert_int_eq(clears, solver_clears_within(&b, most));
		if (clears) {
			ck_assert_int_le(quick.length, most);
			ck_assert(witness_clears(&b));
			found++;
		} else {
			none++;
		}
	}
	/* Both outcomes were met, many times. */
	ck_assert_int_gt(found, 30);
	ck_assert_int_gt(none, 30);
}
END_TEST

START_TEST(stops_at_its_budget)
{
	rng r;
	rng_seed(&r, 77);
	for (int i = 0; i < 50; i++) {
		mayan_board b;
		scrambled_board(&r, &b, 6);
		quick.budget = 3;
		if (mayan_shorter_find(&quick, &b, 6))
			ck_assert(witness_clears(&b));
		ck_assert_uint_le(quick.nodes, 4);
	}
}
END_TEST

START_TEST(cancelled_finds_nothing)
{
	rng r;
	rng_seed(&r, 5);
	atomic_bool cancel;
	atomic_init(&cancel, true);
	quick.cancel = &cancel;
	int gave_up = 0;
	for (int i = 0; i < 50; i++) {
		mayan_board b;
		scrambled_board(&r, &b, 8);
		quick.budget = UINT64_MAX;
		if (!mayan_shorter_find(&quick, &b, 8))
			gave_up++;
		else
			ck_assert(witness_clears(&b));
		/* It looks at the flag every few thousand positions. */
		ck_assert_uint_le(quick.nodes, 4096);
	}
	ck_assert_int_gt(gave_up, 0);
	quick.cancel = NULL;
}
END_TEST

/* The puzzles seeds named before the quick search was asked first, as
 * `tumble gen mayan -n N -s S` printed them: column by column from the
 * bottom, and the solver's answer. */
static const struct {
	int moves;
	uint64_t seed;
	const char *columns[MAYAN_WIDTH];
	mayan_move answer[8];
} named[] = {
	{ 7, 3, { "322122", "231211", "112131", "113312", "221223" },
	    { { 0, 0, 1 }, { 1, 0, 1 }, { 1, 3, -1 }, { 1, 1, 1 },
	      { 2, 1, 1 }, { 2, 1, 1 }, { 2, 0, 1 } } },
	{ 8, 1, { "5443424", "4553242", "5221422", "225421", "252314" },
	    { { 0, 5, 1 }, { 0, 0, 1 }, { 2, 0, 1 }, { 3, 1, 1 },
	      { 2, 1, 1 }, { 3, 0, 1 }, { 2, 0, 1 }, { 3, 1, 1 } } },
};

START_TEST(a_seed_names_the_same_puzzle)
{
	const int moves = named[_i].moves;
	mayan_board made, expected;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	mayan_board_clear(&expected);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (const char *c = named[_i].columns[x]; *c; c++)
			mayan_board_push(&expected, x, *c - '0');
	ck_assert(mayan_generate(&solver, named[_i].seed, moves,
	    mayan_gen_default_colors(moves), 100000, NULL, &made, answer));
	ck_assert(mayan_board_equal(&made, &expected));
	for (int i = 0; i < moves; i++)
		ck_assert_int_eq(mayan_move_compare(answer[i],
		    named[_i].answer[i]), 0);
}
END_TEST

static Suite *mayan_shorter_suite(void)
{
	Suite *s = suite_create("mayan_shorter");
	TCase *t = tcase_create("shorter");
	tcase_set_timeout(t, 120);
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, agrees_with_the_solver_given_room);
	tcase_add_test(t, stops_at_its_budget);
	tcase_add_test(t, cancelled_finds_nothing);
	tcase_add_loop_test(t, a_seed_names_the_same_puzzle, 0,
	    (int)(sizeof named / sizeof named[0]));
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_shorter_suite());
}
