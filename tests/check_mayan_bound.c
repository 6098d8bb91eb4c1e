/*
 * The colour bounds of the Mayan solver on boards made by hand: the
 * distance of a colour whose blocks are far apart, the moves it needs
 * before it can meet, and a tight position (distances adding up to twice
 * the moves left) that is lost without a swap giving two useful steps
 * at every move left, the last of them clearing the board, and steps
 * that cannot pair up over the boundaries between columns (the
 * colours' balance, with the flows it is made of), each against what
 * the solver answers; and on random boards, the counts
 * a quiet move carries over against a recount, and the swaps of two
 * useful steps found by rows against a search cell by cell.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan.h"
#include "engine/mayan_bound.h"
#include "engine/mayan_solve.h"
#include "engine/rng.h"
#include "support.h"

#define MOVE(x, y, g) ((mayan_move){ (x), (y), (g) })

static mayan_colors colors_of(const mayan_board *b)
{
	mayan_colors k;
	ck_assert(mayan_colors_count(mayan_count_table_get(), b, &k));
	return k;
}

/* The positions the last solve() visited. */
static uint64_t solve_nodes;

static mayan_solve_status solve(const mayan_board *b, int n,
    mayan_move *answer)
{
	mayan_solver s;
	mayan_solver_init(&s, 12);
	s.threads = 1;
	const mayan_solve_status status = mayan_solver_run(&s, b, n, NULL,
	    answer);
	solve_nodes = s.nodes;
	mayan_solver_free(&s);
	return status;
}

static bool clears(const mayan_board *start, const mayan_move *moves, int n)
{
	mayan_board b = *start;
	for (int i = 0; i < n; i++)
		if (mayan_board_empty(&b) || !mayan_board_move(&b, moves[i]))
			return false;
	return mayan_board_empty(&b);
}

START_TEST(distances_of_count_vectors)
{
	const mayan_count_table *t = mayan_count_table_get();
	/* Packed 3 bits a column, column 0 lowest. */
	ck_assert_int_eq(t->distance[3], 0);                  /* 3 0 0 0 0 */
	ck_assert_int_eq(t->distance[1 | 1 << 3 | 1 << 6], 0); /* 1 1 1 0 0 */
	/* 1 0 1 0 1: two steps, the outer blocks inwards. */
	ck_assert_int_eq(t->distance[1 | 1 << 6 | 1 << 12], 2);
	ck_assert_int_eq(t->useful[1 | 1 << 6 | 1 << 12], 0x01 | 0x80);
	/* 2 0 0 0 1: three steps (to 1 1 1 0 0). */
	ck_assert_int_eq(t->distance[2 | 1 << 12], 3);
	/* 1 and 2 blocks never vanish. */
	ck_assert_int_eq(t->distance[1], MAYAN_COUNT_FAR);
	ck_assert_int_eq(t->distance[1 | 1 << 12], MAYAN_COUNT_FAR);
}
END_TEST

START_TEST(blocks_too_far_apart_to_meet)
{
	/* Colour 1 has two blocks in column 0 and one in column 4: they
	 * meet (1 1 1 in row 0) only after three sideways steps. */
	mayan_board b;
	support_mayan_board(&b, "1 1", "", "", "", "1");
	const mayan_colors k = colors_of(&b);
	ck_assert_int_eq(k.steps[1], 3);
	ck_assert_int_eq(k.shifts, 3);
	ck_assert(!mayan_colors_hopeful(&k, &b, 2));
	ck_assert(mayan_colors_hopeful(&k, &b, 3));
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(solve(&b, 2, answer), MAYAN_SOLVE_NONE);
	ck_assert_int_eq(solve(&b, 3, answer), MAYAN_SOLVE_FOUND);
	ck_assert(clears(&b, answer, 3));
}
END_TEST

START_TEST(tight_position_with_its_swap)
{
	/* Colour 1 needs a block from column 3 to 2, colour 2 one from
	 * column 2 to 3: the swap in row 0 gives both, and the board
	 * clears (1 1 1, then 2 2 2 once column 2 falls). */
	mayan_board b;
	support_mayan_board(&b, "1", "1", "2 2", "1", "2");
	const mayan_colors k = colors_of(&b);
	ck_assert_int_eq(k.steps[1], 1);
	ck_assert_int_eq(k.steps[2], 1);
	ck_assert(mayan_colors_pair_swap(&k, &b));
	ck_assert(mayan_colors_hopeful(&k, &b, 1));
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(solve(&b, 1, answer), MAYAN_SOLVE_FOUND);
	ck_assert_int_eq(mayan_move_compare(answer[0], MOVE(2, 0, 1)), 0);
}
END_TEST

START_TEST(tight_position_without_its_swap)
{
	/* Colour 1 needs a block from column 3 to 2, colour 2 one from
	 * column 4 to 3: both leftwards, which no one move gives. */
	mayan_board b;
	support_mayan_board(&b, "1", "1", "2", "1", "2 2");
	const mayan_colors k = colors_of(&b);
	ck_assert_int_eq(k.shifts, 2);
	ck_assert(!mayan_colors_pair_swap(&k, &b));
	ck_assert(!mayan_colors_hopeful(&k, &b, 1));
	/* With a move to spare the position is not tight. */
	ck_assert(mayan_colors_hopeful(&k, &b, 2));
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(solve(&b, 1, answer), MAYAN_SOLVE_NONE);
	ck_assert_int_eq(solve(&b, 3, answer), MAYAN_SOLVE_FOUND);
	ck_assert(clears(&b, answer, 3));
}
END_TEST

START_TEST(flows_of_count_vectors)
{
	const mayan_count_table *t = mayan_count_table_get();
	ck_assert(t->flows_whole);
	/* 1 1 0 0 1: nearest 1 1 1 0 0, the block of column 4 over
	 * boundaries 3 and 2 to the left; one step farther 0 1 1 1 0. */
	const uint32_t v = 1 | 1 << 3 | 1 << 12;
	ck_assert_int_eq(t->distance[v], 2);
	const mayan_flow *first = &t->flows[t->flow_first[v]];
	const mayan_flow *end = &t->flows[t->flow_first[v + 1]];
	ck_assert_int_eq(first->extra, 0);
	ck_assert_mem_eq(first->net, ((int8_t[]){ 0, 0, -1, -1 }), 4);
	bool farther = false;
	for (const mayan_flow *f = first; f < end; f++) {
		ck_assert_int_le(f->extra, MAYAN_FLOW_EXTRA);
		farther |= f->extra == 1 &&
		    memcmp(f->net, ((int8_t[]){ 1, 1, 0, -1 }), 4) == 0;
		/* Fewest steps first. */
		ck_assert(f == first || f->extra >= f[-1].extra);
	}
	ck_assert(farther);
	/* Removable counts need no flow. */
	ck_assert_int_eq(t->flow_first[3], t->flow_first[4]);
}
END_TEST

START_TEST(steps_that_cannot_pair_up)
{
	/* Colour 1 (1 1 0 0 1) needs its block of column 4 two columns
	 * left, colour 2 (1 0 0 1 1) its block of column 0 two columns
	 * right: four steps over four boundaries, no two of them over the
	 * same one, so no swap gives two of them.  Three moves give six
	 * steps but only three moves' worth of crossings. */
	mayan_board b;
	support_mayan_board(&b, "1 2", "1", "", "2", "1 2");
	const mayan_colors k = colors_of(&b);
	ck_assert_int_eq(k.shifts, 4);
	ck_assert(mayan_colors_hopeful(&k, &b, 3));
	ck_assert(!mayan_colors_balanced(mayan_count_table_get(), &k, 3,
	    NULL));
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(solve(&b, 3, answer), MAYAN_SOLVE_NONE);
	ck_assert_uint_eq(solve_nodes, 0); /* refused at the start */
	/* A slack of four is more than is tested. */
	ck_assert(mayan_colors_balanced(mayan_count_table_get(), &k, 4,
	    NULL));
}
END_TEST

START_TEST(steps_that_pair_up)
{
	mayan_balance_memo *memo = calloc(1, sizeof *memo);
	ck_assert_ptr_nonnull(memo);
	const mayan_count_table *t = mayan_count_table_get();
	/* Colour 1 needs a step left over boundary 2, colour 2 one right
	 * over it: one swap. */
	mayan_board b;
	support_mayan_board(&b, "1", "1", "2 2", "1", "2");
	mayan_colors k = colors_of(&b);
	ck_assert(mayan_colors_balanced(t, &k, 1, NULL));
	/* Both leftwards, over boundaries 2 and 3: two moves. */
	support_mayan_board(&b, "1", "1", "2", "1", "2 2");
	k = colors_of(&b);
	for (int i = 0; i < 2; i++) { /* asked again, the memo answers */
		ck_assert(!mayan_colors_balanced(t, &k, 1, memo));
		ck_assert(mayan_colors_balanced(t, &k, 2, memo));
	}
	free(memo);
}
END_TEST

START_TEST(useful_steps_of_moves)
{
	mayan_board b;
	support_mayan_board(&b, "1", "1", "2 2", "1", "2");
	const mayan_colors k = colors_of(&b);
	/* The swap in row 0 of columns 2 and 3, either way round. */
	ck_assert_int_eq(mayan_move_useful(&k, &b, MOVE(2, 0, 1)), 2);
	ck_assert_int_eq(mayan_move_useful(&k, &b, MOVE(3, 0, -1)), 2);
	/* Colour 2 from column 2 falling onto column 3: one. */
	ck_assert_int_eq(mayan_move_useful(&k, &b, MOVE(2, 1, 1)), 1);
	/* A block of colour 1 already in place: none. */
	ck_assert_int_eq(mayan_move_useful(&k, &b, MOVE(1, 0, 1)), 0);
}
END_TEST

START_TEST(steps_away_of_moves)
{
	const mayan_count_table *t = mayan_count_table_get();
	/* 3 0 0 0 0 is removable; a block to column 1 leaves 2 1 0 0 0,
	 * one step from it. */
	ck_assert_int_eq(t->away[3], 0x01);
	ck_assert_int_eq(t->distance[2 | 1 << 3], 1);
	/* Colour 1 is at 1 1 0 1 0, a step from 1 1 1 0 0; the swap in row
	 * 0 of columns 3 and 4 takes it to 1 1 0 0 1, two steps away, and
	 * gives colour 2 (0 0 2 0 1 to 0 0 2 1 0) a step of no use. */
	mayan_board b;
	support_mayan_board(&b, "1", "1", "2 2", "1", "2");
	const mayan_colors k = colors_of(&b);
	ck_assert_int_eq(k.shifts, 2);
	const mayan_move m = MOVE(3, 0, 1);
	ck_assert_int_eq(mayan_move_useful(&k, &b, m), 0);
	ck_assert_int_eq(mayan_move_shifts_after(&k, &b, m), 3);
	/* The bound is what the move leaves: no line, so no removal. */
	mayan_board next = b;
	ck_assert(mayan_board_move(&next, m));
	ck_assert_int_eq(colors_of(&next).shifts, 3);
}
END_TEST

START_TEST(tight_position_lost_two_moves_ahead)
{
	const mayan_count_table *t = mayan_count_table_get();
	/* Distances adding up to 4 with two moves left, and swaps of two
	 * useful steps to make, but each of them removes nothing and leaves
	 * a position without one. */
	mayan_board b;
	support_mayan_board(&b, "1 3", "4", "1 3 1", "4 1", "1 3 3 4");
	mayan_colors k = colors_of(&b);
	ck_assert_int_eq(k.shifts, 4);
	ck_assert(mayan_colors_hopeful(&k, &b, 2));
	ck_assert(!mayan_colors_tight_ahead(t, &k, &b, 2));
	/* With a move to spare the position is not tight. */
	ck_assert(mayan_colors_tight_ahead(t, &k, &b, 3));
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(solve(&b, 2, answer), MAYAN_SOLVE_NONE);
	ck_assert_uint_eq(solve_nodes, 0); /* refused before its moves */

	/* Tight too, but its swap leaves one of two useful steps: kept,
	 * and it clears. */
	support_mayan_board(&b, "3 2 2", "2 1 1", "1", "3", "3");
	k = colors_of(&b);
	ck_assert_int_eq(k.shifts, 4);
	ck_assert(mayan_colors_tight_ahead(t, &k, &b, 2));
	ck_assert_int_eq(solve(&b, 2, answer), MAYAN_SOLVE_FOUND);
	ck_assert_int_eq(mayan_move_compare(answer[0], MOVE(0, 0, 1)), 0);
	ck_assert_int_eq(mayan_move_compare(answer[1], MOVE(1, 0, 1)), 0);
}
END_TEST

/* The swaps of two useful steps of a position, in the order of the
 * answer; returns how many. */
static int pair_swaps(const mayan_colors *k, const mayan_board *b,
    mayan_move swaps[])
{
	int count = 0;
	for (int x = 0; x + 1 < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT; y++) {
			const mayan_move m = MOVE(x, y, 1);
			if (mayan_move_swaps(b, m) &&
			    mayan_move_useful(k, b, m) == 2)
				swaps[count++] = m;
		}
	}
	return count;
}

/* Whether some swap of two useful steps completes a line. */
static bool pair_swap_completes_a_line(const mayan_colors *k,
    const mayan_board *b)
{
	mayan_move swaps[MAYAN_MAX_MOVES];
	const int count = pair_swaps(k, b, swaps);
	for (int i = 0; i < count; i++) {
		mayan_board next = *b;
		if (mayan_board_drag(&next, swaps[i]) &&
		    mayan_board_has_line(&next))
			return true;
	}
	return false;
}

/* A tight position refused before its moves, and the solver's no. */
static void assert_tight_and_lost(const mayan_board *b, int left)
{
	const mayan_colors k = colors_of(b);
	ck_assert_int_eq(k.shifts, 2 * left);
	ck_assert(mayan_colors_hopeful(&k, b, left));
	ck_assert(!mayan_colors_tight_ahead(mayan_count_table_get(), &k, b,
	    left));
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(solve(b, left, answer), MAYAN_SOLVE_NONE);
	ck_assert_uint_eq(solve_nodes, 0);
}

/* Tight positions lost although a swap of two useful steps completes a
 * line: with one move left it must clear the board, and here it leaves
 * blocks behind; after a removal the distances are counted again, and
 * here the rest cannot vanish in the one move left.  Loop index: the
 * case. */
static const struct {
	const char *column[MAYAN_WIDTH];
	int left;
} tight_lost_at_a_line[] = {
	{ { "3", "3 2", "2 2", "3 3", "" }, 1 },
	{ { "2 4 4", "4", "1", "2 1 1", "2" }, 2 },
};

START_TEST(tight_position_lost_after_its_line)
{
	const char *const *c = tight_lost_at_a_line[_i].column;
	mayan_board b;
	support_mayan_board(&b, c[0], c[1], c[2], c[3], c[4]);
	const mayan_colors k = colors_of(&b);
	ck_assert(pair_swap_completes_a_line(&k, &b));
	assert_tight_and_lost(&b, tight_lost_at_a_line[_i].left);
}
END_TEST

/* Three moves left: the swaps of two useful steps remove nothing, and
 * one of them leaves a tight position with such a swap of its own (two
 * moves ahead the position lives), but none goes on to the end. */
START_TEST(tight_position_lost_three_moves_ahead)
{
	mayan_board b;
	support_mayan_board(&b, "3 2", "4", "2 2 4 4", "4 3", "2 3");
	const mayan_colors k = colors_of(&b);
	ck_assert(!pair_swap_completes_a_line(&k, &b));
	bool lives_two_ahead = false;
	mayan_move swaps[MAYAN_MAX_MOVES];
	const int count = pair_swaps(&k, &b, swaps);
	ck_assert_int_gt(count, 0);
	for (int i = 0; i < count; i++) {
		mayan_board next = b;
		ck_assert(mayan_board_move(&next, swaps[i]));
		const mayan_colors after = colors_of(&next);
		ck_assert_int_eq(after.shifts, 4);
		lives_two_ahead |= mayan_colors_pair_swap(&after, &next);
	}
	ck_assert(lives_two_ahead);
	assert_tight_and_lost(&b, 3);
}
END_TEST

/* A random stable board of 4 colours, 3 to 7 blocks a column, with no
 * colour down to 1 or 2 blocks; false when the draw gave none. */
static bool random_board(rng *r, mayan_board *b, mayan_colors *k)
{
	mayan_board_clear(b);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const int height = 3 + (int)rng_below(r, 5);
		for (int y = 0; y < height; y++)
			mayan_board_push(b, x, 1 + (int)rng_below(r, 4));
	}
	mayan_board_settle(b);
	return !mayan_board_empty(b) &&
	    mayan_colors_count(mayan_count_table_get(), b, k);
}

static void assert_same_colors(const mayan_colors *a, const mayan_colors *b)
{
	for (int c = 1; c <= MAYAN_COLORS; c++) {
		ck_assert_uint_eq(a->packed[c], b->packed[c]);
		ck_assert_int_eq(a->steps[c], b->steps[c]);
		ck_assert_int_eq(a->useful[c], b->useful[c]);
		ck_assert_int_eq(a->away[c], b->away[c]);
	}
	ck_assert(a->stranded == b->stranded);
	ck_assert_int_eq(a->shifts, b->shifts);
	ck_assert_int_eq(a->farthest, b->farthest);
}

/* The counts a quiet move carries over (two additions) are the counts of
 * the board after it, counted again, with the same distances. */
START_TEST(carried_counts_match_a_recount)
{
	const mayan_count_table *t = mayan_count_table_get();
	rng r;
	rng_seed(&r, 77);
	int carried = 0;
	for (int round = 0; round < 400; round++) {
		mayan_board b;
		mayan_colors k;
		if (!random_board(&r, &b, &k))
			continue;
		for (int step = 0; step < 12; step++) {
			const mayan_move m = MOVE((int)rng_below(&r, 5),
			    (int)rng_below(&r, MAYAN_HEIGHT),
			    rng_below(&r, 2) ? 1 : -1);
			mayan_board next = b;
			if (!mayan_board_drag(&next, m) ||
			    mayan_board_has_line(&next))
				continue;
			const int dragged = mayan_board_at(&b, m.x, m.y);
			const int other = mayan_board_at(&b, m.x + m.g, m.y);
			mayan_colors_carry(&k, dragged, m.x, m.x + m.g);
			if (other != 0)
				mayan_colors_carry(&k, other, m.x + m.g, m.x);
			mayan_colors_restrand(t, &k, dragged, other);
			mayan_colors again;
			ck_assert(mayan_colors_count(t, &next, &again));
			assert_same_colors(&k, &again);
			b = next;
			carried++;
		}
	}
	ck_assert_int_gt(carried, 1000);
}
END_TEST

/* Whether some swap gives two useful steps, looked for cell by cell. */
static bool pair_swap_by_cells(const mayan_colors *k, const mayan_board *b)
{
	for (int x = 0; x + 1 < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT; y++) {
			const int a = mayan_board_at(b, x, y);
			const int c = mayan_board_at(b, x + 1, y);
			if (a != 0 && c != 0 && a != c &&
			    k->useful[a] >> x & 1 &&
			    k->useful[c] >> (4 + x) & 1)
				return true;
		}
	}
	return false;
}

/* The swap of two useful steps is found by whole rows and boundaries
 * exactly when some cell pair gives one. */
START_TEST(pair_swaps_found_by_rows)
{
	rng r;
	rng_seed(&r, 78);
	int with = 0, without = 0;
	for (int round = 0; round < 3000; round++) {
		mayan_board b;
		mayan_colors k;
		if (!random_board(&r, &b, &k))
			continue;
		const bool expected = pair_swap_by_cells(&k, &b);
		ck_assert(mayan_colors_pair_swap(&k, &b) == expected);
		with += expected;
		without += !expected;
	}
	ck_assert_int_gt(with, 100);
	ck_assert_int_gt(without, 100);
}
END_TEST

static Suite *mayan_bound_suite(void)
{
	Suite *s = suite_create("mayan_bound");
	TCase *t = tcase_create("bound");
	tcase_add_test(t, distances_of_count_vectors);
	tcase_add_test(t, blocks_too_far_apart_to_meet);
	tcase_add_test(t, tight_position_with_its_swap);
	tcase_add_test(t, tight_position_without_its_swap);
	tcase_add_test(t, flows_of_count_vectors);
	tcase_add_test(t, steps_that_cannot_pair_up);
	tcase_add_test(t, steps_that_pair_up);
	tcase_add_test(t, useful_steps_of_moves);
	tcase_add_test(t, steps_away_of_moves);
	tcase_add_test(t, tight_position_lost_two_moves_ahead);
	tcase_add_loop_test(t, tight_position_lost_after_its_line, 0,
	    (int)(sizeof tight_lost_at_a_line / sizeof *tight_lost_at_a_line));
	tcase_add_test(t, tight_position_lost_three_moves_ahead);
	tcase_add_test(t, carried_counts_match_a_recount);
	tcase_add_test(t, pair_swaps_found_by_rows);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_bound_suite());
}
