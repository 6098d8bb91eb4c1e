/*
 * The quick search for a short answer (engine/mayan_shorter.h): what it
 * finds clears the board, within as many moves as asked; with room
 * enough it searches through and answers exactly as the solver does
 * whether some answer of at most k moves exists, and proves generated
 * puzzles need all their moves; it stops at its budget or when
 * cancelled, proving nothing; and the generator, which asks it first,
 * still makes the puzzle a seed named before it.
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

/* With room enough it searches through: a yes with moves that clear the
 * board, or a no, and each agrees with the solver. */
static void expect_agree(const mayan_board *b, int most, int *found,
    int *none)
{
	quick.budget = UINT64_MAX;
	const mayan_shorter_result r = mayan_shorter_find(&quick, b, most);
	ck_assert_int_ne(r, MAYAN_SHORTER_UNKNOWN);
	ck_assert_int_eq(r == MAYAN_SHORTER_FOUND,
	    solver_clears_within(b, most));
	if (r == MAYAN_SHORTER_FOUND) {
		ck_assert_int_le(quick.length, most);
		ck_assert(witness_clears(b));
		(*found)++;
	} else {
		(*none)++;
	}
}

START_TEST(agrees_with_the_solver_given_room)
{
	rng r;
	rng_seed(&r, 4242);
	int found = 0, none = 0;
	for (int i = 0; i < 300; i++) {
		mayan_board b;
		scrambled_board(&r, &b, 2 + i % 4);
		expect_agree(&b, 1 + i % 4, &found, &none);
	}
	/* Both outcomes were met, many times. */
	ck_assert_int_gt(found, 30);
	ck_assert_int_gt(none, 30);
}
END_TEST

/* Deeper: 5 and 6 moves on boards scrambled by as many. */
START_TEST(agrees_with_the_solver_deeper)
{
	rng r;
	rng_seed(&r, 99);
	int found = 0, none = 0;
	for (int i = 0; i < 60; i++) {
		mayan_board b;
		scrambled_board(&r, &b, 5 + i % 3);
		expect_agree(&b, 5 + i % 2, &found, &none);
	}
	ck_assert_int_gt(found, 5);
	ck_assert_int_gt(none, 5);
}
END_TEST

START_TEST(stops_at_its_budget)
{
	rng r;
	rng_seed(&r, 77);
	int unknown = 0;
	for (int i = 0; i < 50; i++) {
		mayan_board b;
		scrambled_board(&r, &b, 6);
		quick.budget = 3;
		const mayan_shorter_result res = mayan_shorter_find(&quick,
		    &b, 6);
		ck_assert_uint_le(quick.nodes, 4);
		if (res == MAYAN_SHORTER_FOUND)
			ck_assert(witness_clears(&b));
		else if (res == MAYAN_SHORTER_NONE)
			ck_assert(!solver_clears_within(&b, 6));
		else
			unknown++;
	}
	ck_assert_int_gt(unknown, 0);
}
END_TEST

/* Puzzles seeds name, as `tumble gen mayan -n N -s S` printed them:
 * column by column from the bottom, and the solver's answer.  The 7- and
 * 8-move ones are those named before the quick search was asked first;
 * the 9-move one was scrambled far from lines, its answer checked with
 * `tumble solve` at 9 moves and none found at 1 to 8. */
static const struct {
	int moves;
	uint64_t seed;
	const char *columns[MAYAN_WIDTH];
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
} named[] = {
	{ 7, 3, { "322122", "231211", "112131", "113312", "221223" },
	    { { 0, 0, 1 }, { 1, 0, 1 }, { 1, 3, -1 }, { 1, 1, 1 },
	      { 2, 1, 1 }, { 2, 1, 1 }, { 2, 0, 1 } } },
	{ 8, 1, { "5443424", "4553242", "5221422", "225421", "252314" },
	    { { 0, 5, 1 }, { 0, 0, 1 }, { 2, 0, 1 }, { 3, 1, 1 },
	      { 2, 1, 1 }, { 3, 0, 1 }, { 2, 0, 1 }, { 3, 1, 1 } } },
	{ 9, 1, { "371255", "57252", "11", "35533", "373" },
	    { { 0, 0, 1 }, { 0, 2, 1 }, { 1, 4, 1 }, { 1, 3, 1 },
	      { 2, 3, 1 }, { 3, 1, 1 }, { 1, 2, 1 }, { 0, 1, 1 },
	      { 1, 0, 1 } } },
};

/* The deepest of them, made from candidates scrambled far from lines. */
#define NAMED_DEEPEST ((int)(sizeof named / sizeof named[0]) - 1)

static void named_board(int i, mayan_board *b)
{
	mayan_board_clear(b);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (const char *c = named[i].columns[x]; *c; c++)
			mayan_board_push(b, x, *c - '0');
}

/* The generator makes named puzzle i from its seed, answer and all,
 * proving `at_once` candidates at once. */
static void expect_named_made(int i, int at_once)
{
	const int moves = named[i].moves;
	mayan_board made, expected;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	named_board(i, &expected);
	ck_assert(mayan_generate_at_once(&solver, named[i].seed, moves,
	    mayan_gen_default_colors(moves), 100000, at_once, NULL, &made,
	    answer));
	ck_assert(mayan_board_equal(&made, &expected));
	for (int m = 0; m < moves; m++)
		ck_assert_int_eq(mayan_move_compare(answer[m],
		    named[i].answer[m]), 0);
}

START_TEST(a_seed_names_the_same_puzzle)
{
	expect_named_made(_i, 1);
}
END_TEST

/* Candidates proved several at once, one a thread: the puzzle of a seed
 * is still the first candidate in order, for plain and far scrambles.
 * Loop index: how many at once, from two (one at a time is
 * a_seed_names_the_same_puzzle's, for every named puzzle). */
START_TEST(a_seed_names_the_same_puzzle_on_any_threads)
{
	expect_named_made(1, _i);
	expect_named_made(NAMED_DEEPEST, _i);
}
END_TEST

/* A deep puzzle cancelled while its candidates are proved on threads:
 * no puzzle, and no wait for the search. */
START_TEST(cancelled_on_threads_makes_none)
{
	atomic_bool cancel;
	atomic_init(&cancel, true);
	mayan_board made;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert(!mayan_generate_at_once(&solver, 1, MAYAN_GEN_MAX_MOVES,
	    mayan_gen_default_colors(MAYAN_GEN_MAX_MOVES), 100000, 2, &cancel,
	    &made, answer));
}
END_TEST

/* Those puzzles need all their moves: searched through, no fewer. */
START_TEST(proves_a_puzzle_needs_its_moves)
{
	const int moves = named[_i].moves;
	mayan_board b;
	named_board(_i, &b);
	quick.budget = UINT64_MAX;
	ck_assert_int_eq(mayan_shorter_find(&quick, &b, moves - 1),
	    MAYAN_SHORTER_NONE);
	ck_assert_int_eq(mayan_shorter_find(&quick, &b, moves),
	    MAYAN_SHORTER_FOUND);
	ck_assert_int_eq(quick.length, moves);
	ck_assert(witness_clears(&b));
}
END_TEST

/* Cancelled before it starts: the 8-move puzzle's search of 7 moves
 * stops at the first look at the flag, having proved nothing. */
START_TEST(cancelled_proves_nothing)
{
	mayan_board b;
	named_board(1, &b);
	atomic_bool cancel;
	atomic_init(&cancel, true);
	quick.cancel = &cancel;
	quick.budget = UINT64_MAX;
	ck_assert_int_eq(mayan_shorter_find(&quick, &b, 7),
	    MAYAN_SHORTER_UNKNOWN);
	/* It looks at the flag every few thousand positions. */
	ck_assert_uint_le(quick.nodes, 4096);
	quick.cancel = NULL;
}
END_TEST

static Suite *mayan_shorter_suite(void)
{
	Suite *s = suite_create("mayan_shorter");
	TCase *t = tcase_create("shorter");
	tcase_set_timeout(t, 120);
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, agrees_with_the_solver_given_room);
	tcase_add_test(t, agrees_with_the_solver_deeper);
	tcase_add_test(t, stops_at_its_budget);
	tcase_add_test(t, cancelled_proves_nothing);
	const int count = (int)(sizeof named / sizeof named[0]);
	tcase_add_loop_test(t, a_seed_names_the_same_puzzle, 0, count);
	tcase_add_loop_test(t, a_seed_names_the_same_puzzle_on_any_threads, 2,
	    4);
	tcase_add_test(t, cancelled_on_threads_makes_none);
	tcase_add_loop_test(t, proves_a_puzzle_needs_its_moves, 0, count);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_shorter_suite());
}
