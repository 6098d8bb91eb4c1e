/*
 * Mayan engine: each kind of move, the settle (crossing lines, separate
 * groups, chains, a block that lands and only then completes a line), the
 * round-by-round settle the game animates, and properties over many random
 * boards.
 */
#include <check.h>
#include <stdlib.h>

#include "engine/mayan.h"
#include "engine/rng.h"
#include "support.h"

#define MOVE(x, y, g) ((mayan_move){ (x), (y), (g) })

/* Drag and settle, then compare with the expected board. */
static void check_move(const mayan_board *before, mayan_move m,
    const mayan_board *after)
{
	mayan_board b = *before;
	ck_assert(mayan_board_move(&b, m));
	ck_assert_msg(mayan_board_equal(&b, after),
	    "board after move %d %d %d differs", m.x, m.y, m.g);
}

START_TEST(board_reads_back_what_was_put)
{
	mayan_board b;
	support_mayan_board(&b, "1 2 3", "", "10", "4 5 6 7 8 9 1", "2");
	ck_assert_int_eq(mayan_board_at(&b, 0, 0), 1);
	ck_assert_int_eq(mayan_board_at(&b, 0, 2), 3);
	ck_assert_int_eq(mayan_board_at(&b, 0, 3), 0);
	ck_assert_int_eq(mayan_board_at(&b, 2, 0), 10);
	ck_assert_int_eq(mayan_board_at(&b, 3, 6), 1);
	ck_assert_int_eq(mayan_board_height(&b, 1), 0);
	ck_assert_int_eq(mayan_board_height(&b, 3), 7);
	ck_assert_int_eq(mayan_board_blocks(&b), 12);
	/* A full column takes no more; colours stay within 1..10. */
	ck_assert(!mayan_board_push(&b, 3, 1));
	ck_assert(!mayan_board_push(&b, 1, 0));
	ck_assert(!mayan_board_push(&b, 1, 11));
	ck_assert(!mayan_board_push(&b, 5, 1));
	int count[MAYAN_COLORS + 1];
	mayan_board_count(&b, count);
	ck_assert_int_eq(count[0], 35 - 12);
	ck_assert_int_eq(count[1], 2);
	ck_assert_int_eq(count[10], 1);
	mayan_board m = mayan_board_mirror(&b), want;
	support_mayan_board(&want, "2", "4 5 6 7 8 9 1", "10", "", "1 2 3");
	ck_assert(mayan_board_equal(&m, &want));
}
END_TEST

START_TEST(swap_exchanges_blocks_of_any_colours)
{
	mayan_board b, want;
	support_mayan_board(&b, "1 2", "3 4 5", "", "", "");
	support_mayan_board(&want, "1 4", "3 2 5", "", "", "");
	check_move(&b, MOVE(0, 1, 1), &want);
	/* Dragging left onto a block is the same swap seen from the other
	 * side; both are legal moves. */
	check_move(&b, MOVE(1, 1, -1), &want);
	ck_assert(mayan_move_swaps(&b, MOVE(0, 1, 1)));
	ck_assert(mayan_move_swaps(&b, MOVE(1, 1, -1)));
}
END_TEST

START_TEST(swap_of_equal_colours_is_a_move_that_changes_nothing)
{
	mayan_board b, before;
	support_mayan_board(&b, "1 2", "3 2 5", "", "", "");
	before = b;
	ck_assert(mayan_move_legal(&b, MOVE(0, 1, 1)));
	ck_assert(mayan_board_move(&b, MOVE(0, 1, 1)));
	ck_assert(mayan_board_equal(&b, &before));
}
END_TEST

START_TEST(fall_takes_the_block_out_and_drops_it)
{
	mayan_board b, want;
	/* (0,1) moves right over an empty cell: the blocks above it in
	 * column 0 drop by one, and it falls onto column 1. */
	support_mayan_board(&b, "1 2 3 4", "5", "", "", "");
	support_mayan_board(&want, "1 3 4", "5 2", "", "", "");
	check_move(&b, MOVE(0, 1, 1), &want);
	ck_assert(!mayan_move_swaps(&b, MOVE(0, 1, 1)));
	/* Into an empty column it falls all the way down. */
	support_mayan_board(&b, "1 2 3", "5 4", "", "", "");
	support_mayan_board(&want, "1 2 3", "5", "4", "", "");
	check_move(&b, MOVE(1, 1, 1), &want);
	/* And to the left. */
	support_mayan_board(&b, "", "", "", "", "6 7");
	support_mayan_board(&want, "", "", "", "7", "6");
	check_move(&b, MOVE(4, 1, -1), &want);
}
END_TEST

START_TEST(illegal_moves_are_refused)
{
	mayan_board b, before;
	support_mayan_board(&b, "1 2", "3", "", "", "4");
	before = b;
	ck_assert(!mayan_board_move(&b, MOVE(0, 0, -1))); /* off the board */
	ck_assert(!mayan_board_move(&b, MOVE(4, 0, 1)));
	ck_assert(!mayan_board_move(&b, MOVE(0, 2, 1))); /* empty cell */
	ck_assert(!mayan_board_move(&b, MOVE(2, 0, 1)));
	ck_assert(!mayan_board_move(&b, MOVE(0, 0, 0))); /* no direction */
	ck_assert(!mayan_board_move(&b, MOVE(0, 0, 2)));
	ck_assert(!mayan_board_move(&b, MOVE(-1, 0, 1)));
	ck_assert(!mayan_board_move(&b, MOVE(0, 7, 1)));
	ck_assert(mayan_board_equal(&b, &before));
}
END_TEST

START_TEST(crossing_row_and_column_vanish_together)
{
	mayan_board b, want;
	/* Row 0 of columns 0..2 and column 0 rows 0..2, all colour 1: the
	 * corner belongs to both and the five blocks go in one round. */
	support_mayan_board(&b, "1 1 1 2", "1 3", "1 4", "5", "");
	ck_assert_uint_eq(mayan_board_lines(&b),
	    MAYAN_CELL(0, 0) | MAYAN_CELL(0, 1) | MAYAN_CELL(0, 2) |
	    MAYAN_CELL(1, 0) | MAYAN_CELL(2, 0));
	ck_assert_uint_eq(mayan_board_settle_step(&b),
	    MAYAN_CELL(0, 0) | MAYAN_CELL(0, 1) | MAYAN_CELL(0, 2) |
	    MAYAN_CELL(1, 0) | MAYAN_CELL(2, 0));
	support_mayan_board(&want, "2", "3", "4", "5", "");
	ck_assert(mayan_board_equal(&b, &want));
	ck_assert_uint_eq(mayan_board_settle_step(&b), 0);
}
END_TEST

START_TEST(separate_groups_vanish_in_the_same_round)
{
	mayan_board b, want;
	/* A column of 2 in column 0 and a row of 3 at row 1 of columns
	 * 2..4, and lines of 4 and 5 are removed whole. */
	support_mayan_board(&b, "2 2 2 3", "4", "5 6", "4 6", "5 6");
	ck_assert_int_eq(mayan_board_settle(&b), 1);
	support_mayan_board(&want, "3", "4", "5", "4", "5");
	ck_assert(mayan_board_equal(&b, &want));

	support_mayan_board(&b, "7 7 7 7", "1", "1", "1", "1 2");
	ck_assert_int_eq(mayan_board_settle(&b), 1);
	support_mayan_board(&want, "", "", "", "", "2");
	ck_assert(mayan_board_equal(&b, &want));
}
END_TEST

START_TEST(chains_settle_one_round_at_a_time)
{
	mayan_board b, want;
	/* Round 1 removes the 1s of column 1; its 2 falls into row 0 next
	 * to two 2s (round 2); then the 3 of column 2 falls next to two 3s
	 * (round 3). */
	support_mayan_board(&b, "2", "1 1 1 2", "2 3", "3 4", "3");
	ck_assert_uint_eq(mayan_board_settle_step(&b),
	    MAYAN_CELL(1, 0) | MAYAN_CELL(1, 1) | MAYAN_CELL(1, 2));
	support_mayan_board(&want, "2", "2", "2 3", "3 4", "3");
	ck_assert(mayan_board_equal(&b, &want));
	ck_assert_uint_eq(mayan_board_settle_step(&b),
	    MAYAN_CELL(0, 0) | MAYAN_CELL(1, 0) | MAYAN_CELL(2, 0));
	ck_assert_uint_eq(mayan_board_settle_step(&b),
	    MAYAN_CELL(2, 0) | MAYAN_CELL(3, 0) | MAYAN_CELL(4, 0));
	ck_assert_uint_eq(mayan_board_settle_step(&b), 0);
	support_mayan_board(&want, "", "", "", "4", "");
	ck_assert(mayan_board_equal(&b, &want));

	/* The full settle is the same rounds. */
	support_mayan_board(&b, "2", "1 1 1 2", "2 3", "3 4", "3");
	ck_assert_int_eq(mayan_board_settle(&b), 3);
	ck_assert(mayan_board_equal(&b, &want));
}
END_TEST

START_TEST(block_completes_a_line_only_after_landing)
{
	mayan_board b, want;
	/* The 1 at (1,3) is dragged right over an empty cell: at row 3 it
	 * has no partner, but it falls to (2,0) next to two 1s. */
	support_mayan_board(&b, "", "2 3 4 1", "", "1", "1");
	support_mayan_board(&want, "", "2 3 4", "", "", "");
	check_move(&b, MOVE(1, 3, 1), &want);
	/* A block that drops because the one under it left can complete a
	 * line too: the 5 above (2,0) drops next to two 5s. */
	support_mayan_board(&b, "", "", "6 5", "5", "5");
	support_mayan_board(&want, "", "6", "", "", "");
	check_move(&b, MOVE(2, 0, -1), &want);
}
END_TEST

START_TEST(move_order_is_x_then_y_then_right_first)
{
	ck_assert_int_lt(mayan_move_compare(MOVE(1, 3, -1), MOVE(2, 0, 1)), 0);
	ck_assert_int_lt(mayan_move_compare(MOVE(1, 0, -1), MOVE(1, 2, 1)), 0);
	ck_assert_int_lt(mayan_move_compare(MOVE(1, 2, 1), MOVE(1, 2, -1)), 0);
	ck_assert_int_eq(mayan_move_compare(MOVE(1, 2, 1), MOVE(1, 2, 1)), 0);
	ck_assert_int_gt(mayan_move_compare(MOVE(3, 0, 1), MOVE(2, 6, -1)), 0);
}
END_TEST

/* A random board, not necessarily stable. */
static void random_board(rng *r, mayan_board *b, int colors)
{
	mayan_board_clear(b);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const int height = (int)rng_below(r, MAYAN_HEIGHT + 1);
		for (int y = 0; y < height; y++)
			mayan_board_push(b, x,
			    1 + (int)rng_below(r, (uint32_t)colors));
	}
}

/* The cells of lines, found the slow way: every triple in turn. */
static mayan_cells lines_by_hand(const mayan_board *b)
{
	mayan_cells cells = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT; y++) {
			const int c = mayan_board_at(b, x, y);
			if (c == 0)
				continue;
			if (x + 2 < MAYAN_WIDTH &&
			    mayan_board_at(b, x + 1, y) == c &&
			    mayan_board_at(b, x + 2, y) == c)
				cells |= MAYAN_CELL(x, y) |
				    MAYAN_CELL(x + 1, y) | MAYAN_CELL(x + 2, y);
			if (y + 2 < MAYAN_HEIGHT &&
			    mayan_board_at(b, x, y + 1) == c &&
			    mayan_board_at(b, x, y + 2) == c)
				cells |= MAYAN_CELL(x, y) |
				    MAYAN_CELL(x, y + 1) | MAYAN_CELL(x, y + 2);
		}
	}
	return cells;
}

START_TEST(property_line_finders_agree_with_a_plain_scan)
{
	rng r;
	rng_seed(&r, 35);
	for (int i = 0; i < 10000; i++) {
		mayan_board b;
		random_board(&r, &b, 2 + i % 4);
		const mayan_cells want = lines_by_hand(&b);
		ck_assert_uint_eq(mayan_board_lines(&b), want);
		ck_assert_int_eq(mayan_board_has_line(&b), want != 0);
		if (want != 0)
			continue;
		/* On a stable board, the swaps said to make lines are
		 * exactly those that do. */
		for (int x = 0; x + 1 < MAYAN_WIDTH; x++) {
			uint32_t rows = 0;
			for (int y = 0; y < MAYAN_HEIGHT; y++) {
				mayan_board after = b;
				if (mayan_move_swaps(&b, MOVE(x, y, 1)) &&
				    mayan_board_drag(&after, MOVE(x, y, 1)) &&
				    mayan_board_has_line(&after))
					rows |= 1u << y;
			}
			ck_assert_uint_eq(mayan_board_swaps_making_lines(&b, x),
			    rows);
		}
	}
}
END_TEST

START_TEST(property_settled_boards_are_stable_and_keep_their_blocks)
{
	rng r;
	rng_seed(&r, 7);
	for (int i = 0; i < 10000; i++) {
		mayan_board b;
		random_board(&r, &b, 2 + i % 3);
		const int blocks = mayan_board_blocks(&b);
		mayan_board stepped = b;
		int rounds = 0, vanished = 0;
		mayan_cells gone;
		while ((gone = mayan_board_settle_step(&stepped)) != 0) {
			vanished += __builtin_popcountll(gone);
			rounds++;
		}
		ck_assert_int_eq(mayan_board_settle(&b), rounds);
		ck_assert(mayan_board_equal(&b, &stepped));
		ck_assert(!mayan_board_has_line(&b));
		ck_assert_int_eq(mayan_board_blocks(&b), blocks - vanished);
		/* Nothing floats: every column is one stack from row 0. */
		for (int x = 0; x < MAYAN_WIDTH; x++)
			for (int y = 0; y < MAYAN_HEIGHT; y++)
				ck_assert_int_eq(mayan_board_at(&b, x, y) != 0,
				    y < mayan_board_height(&b, x));
	}
}
END_TEST

static Suite *mayan_engine_suite(void)
{
	Suite *s = suite_create("mayan_engine");
	TCase *t = tcase_create("rules");
	tcase_add_test(t, board_reads_back_what_was_put);
	tcase_add_test(t, swap_exchanges_blocks_of_any_colours);
	tcase_add_test(t, swap_of_equal_colours_is_a_move_that_changes_nothing);
	tcase_add_test(t, fall_takes_the_block_out_and_drops_it);
	tcase_add_test(t, illegal_moves_are_refused);
	tcase_add_test(t, crossing_row_and_column_vanish_together);
	tcase_add_test(t, separate_groups_vanish_in_the_same_round);
	tcase_add_test(t, chains_settle_one_round_at_a_time);
	tcase_add_test(t, block_completes_a_line_only_after_landing);
	tcase_add_test(t, move_order_is_x_then_y_then_right_first);
	suite_add_tcase(s, t);
	TCase *p = tcase_create("property");
	tcase_set_timeout(p, 120);
	tcase_add_test(p, property_line_finders_agree_with_a_plain_scan);
	tcase_add_test(p,
	    property_settled_boards_are_stable_and_keep_their_blocks);
	suite_add_tcase(s, p);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_engine_suite());
}
