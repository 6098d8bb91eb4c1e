/*
 * Same Game engine: clusters, removal and compression, scoring, the end of
 * the game and the greedy tie-break, on boards built for each rule, and a
 * property check over many random boards.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rng.h"
#include "engine/same.h"
#include "support.h"

START_TEST(cluster_at_names_the_representative)
{
	same_board b;
	/* The G cluster touches column 1 only at row 3; its representative
	 * is (3,1) even though it reaches lower in column 2. */
	support_same_board(&b, 3,
	    "GGB\n"
	    "RGB\n"
	    "RGR");
	same_cluster g = same_cluster_at(&b, 1, 2);
	ck_assert_int_eq(g.size, 4);
	ck_assert_int_eq(g.row, 3);
	ck_assert_int_eq(g.col, 1);
	ck_assert_int_eq(g.color, 2);
	same_cluster r = same_cluster_at(&b, 2, 1);
	ck_assert_int_eq(r.size, 2);
	ck_assert_int_eq(r.row, 1);
	ck_assert_int_eq(r.col, 1);
	same_cluster single = same_cluster_at(&b, 1, 3);
	ck_assert_int_eq(single.size, 1);
	same_cluster outside = same_cluster_at(&b, 4, 1);
	ck_assert_int_eq(outside.size, 0);
}
END_TEST

/* A cluster that holds two separate runs of its leftmost column, joined
 * further right, is named by the lower: the ball met first from the
 * top is not its representative. */
START_TEST(a_cluster_is_named_by_the_lowest_ball_of_its_leftmost_column)
{
	same_board b;
	support_same_board(&b, 3,
	    "RRG\n"
	    "GRB\n"
	    "RRB");
	const int from[][2] = { { 3, 1 }, { 3, 2 }, { 2, 2 }, { 1, 1 } };
	for (size_t i = 0; i < sizeof from / sizeof from[0]; i++) {
		same_cluster r = same_cluster_at(&b, from[i][0], from[i][1]);
		ck_assert_int_eq(r.size, 5);
		ck_assert_int_eq(r.row, 1);
		ck_assert_int_eq(r.col, 1);
	}
	same_cluster pick = same_greedy_choice(&b);
	ck_assert_int_eq(pick.size, 5);
	ck_assert_int_eq(pick.row, 1);
	ck_assert_int_eq(pick.col, 1);
}
END_TEST

START_TEST(clusters_find_labels_every_cell)
{
	same_board b;
	support_same_board(&b, 3,
	    "GGB\n"
	    "RGB\n"
	    "RGR");
	same_clusters all;
	same_clusters_find(&b, &all);
	ck_assert_int_eq(all.count, 4);
	/* In representative order: R (1,1), G (3,1), B (2,3), R (1,3). */
	ck_assert_int_eq(all.list[0].size, 2);
	ck_assert_int_eq(all.list[1].size, 4);
	ck_assert_int_eq(all.list[1].row, 3);
	ck_assert_int_eq(all.list[2].size, 1);
	ck_assert_int_eq(all.list[2].row, 1);
	ck_assert_int_eq(all.list[2].col, 3);
	ck_assert_int_eq(all.list[3].size, 2);
	ck_assert_int_eq(all.list[3].row, 2);
	ck_assert_int_eq(all.label_of[same_board_index(1, 2)], 2);
	ck_assert_int_eq(all.label_of[same_board_index(3, 1)], 2);
	ck_assert_int_eq(all.label_of[same_board_index(4, 1)], 0);
}
END_TEST

/* Remove the cluster at (row, col) and compare with the expected picture
 * (the same size as the original, '.' for the emptied cells). */
static void check_remove(const char *before, int row, int col, int size,
    const char *after)
{
	same_board b, want;
	support_same_board(&b, 3, before);
	support_same_board(&want, 3, after);
	same_cluster removed = same_board_remove(&b, row, col);
	ck_assert_int_eq(removed.size, size);
	ck_assert_msg(same_board_equal(&b, &want),
	    "board after removing (%d,%d) differs from:\n%s", row, col, after);
}

START_TEST(remove_drops_balls_and_closes_a_middle_column)
{
	/* Column 2 empties; columns 3 and 4 shift left. */
	check_remove(
	    "BGRB\n"
	    "RGBB\n"
	    "BGRR", 2, 2, 3,
	    "BRB.\n"
	    "RBB.\n"
	    "BRR.");
}
END_TEST

START_TEST(remove_lets_balls_fall_in_order)
{
	check_remove(
	    "RG\n"
	    "GB\n"
	    "BB\n"
	    "BR\n"
	    "RG", 2, 1, 4,
	    "..\n"
	    "..\n"
	    "RG\n"
	    "GR\n"
	    "RG");
}
END_TEST

START_TEST(remove_refuses_single_balls_and_empty_cells)
{
	same_board b, before;
	support_same_board(&b, 3, "RGR\nGRG");
	before = b;
	ck_assert_int_eq(same_board_remove(&b, 1, 1).size, 0);
	ck_assert_int_eq(same_board_remove(&b, 3, 1).size, 0);
	ck_assert_int_eq(same_board_remove(&b, 1, 9).size, 0);
	ck_assert(same_board_equal(&b, &before));
	ck_assert(same_board_over(&b));
}
END_TEST

START_TEST(points_and_clear_bonus)
{
	ck_assert_int_eq(same_points(2), 0);
	ck_assert_int_eq(same_points(3), 1);
	ck_assert_int_eq(same_points(32), 900);
	same_board b;
	support_same_board(&b, 3, "RR\nBB");
	ck_assert_int_eq(same_final_bonus(&b), 0);
	same_board_remove(&b, 1, 1);
	ck_assert(!same_board_over(&b));
	same_board_remove(&b, 1, 1);
	ck_assert_int_eq(b.balls, 0);
	ck_assert_int_eq(b.width, 0);
	ck_assert(same_board_over(&b));
	ck_assert_int_eq(same_final_bonus(&b), 1000);
}
END_TEST

START_TEST(greedy_prefers_the_largest)
{
	same_board b;
	support_same_board(&b, 3,
	    "RRGBBB\n"
	    "GRGBBB");
	same_cluster pick = same_greedy_choice(&b);
	ck_assert_int_eq(pick.size, 6);
	ck_assert_int_eq(pick.row, 1);
	ck_assert_int_eq(pick.col, 4);
}
END_TEST

START_TEST(greedy_ties_go_to_the_leftmost)
{
	same_board b;
	/* Two clusters of 3: B with representative (3,2), high up, and R
	 * with representative (1,4), on the bottom row.  Leftmost wins. */
	support_same_board(&b, 3,
	    "GBBGB\n"
	    "RGBRB\n"
	    "GRGRR");
	same_cluster pick = same_greedy_choice(&b);
	ck_assert_int_eq(pick.size, 3);
	ck_assert_int_eq(pick.color, 3);
	ck_assert_int_eq(pick.row, 3);
	ck_assert_int_eq(pick.col, 2);

	/* R (1,1) and B (3,3) both have 6 balls; R is leftmost. */
	support_same_board(&b, 3,
	    "GGBB\n"
	    "RGBB\n"
	    "RGRB\n"
	    "RRRB");
	pick = same_greedy_choice(&b);
	ck_assert_int_eq(pick.size, 6);
	ck_assert_int_eq(pick.color, 1);
	ck_assert_int_eq(pick.row, 1);
	ck_assert_int_eq(pick.col, 1);
}
END_TEST

START_TEST(greedy_ties_in_one_column_go_to_the_lowest)
{
	same_board b;
	/* Column 1 holds two B clusters of 3: rows 3-4 (met first by a
	 * top-down scan) and row 1 (going right).  Only the lower one may
	 * win. */
	support_same_board(&b, 3,
	    "BBR\n"
	    "BRG\n"
	    "GRG\n"
	    "BBB");
	same_cluster pick = same_greedy_choice(&b);
	ck_assert_int_eq(pick.size, 3);
	ck_assert_int_eq(pick.row, 1);
	ck_assert_int_eq(pick.col, 1);
	ck_assert_int_eq(pick.color, 3);
}
END_TEST

START_TEST(random_boards_are_seeded)
{
	same_board a, b, c;
	same_board_random(&a, 10, 15, 3, 42);
	same_board_random(&b, 10, 15, 3, 42);
	same_board_random(&c, 10, 15, 3, 43);
	ck_assert(same_board_equal(&a, &b));
	ck_assert(!same_board_equal(&a, &c));
	ck_assert_int_eq(a.balls, 150);
	ck_assert_int_eq(a.width, 15);
}
END_TEST

/* Every cell of a random board is drawn uniformly from its K colours:
 * over many boards each colour takes its share of the cells, within a
 * few percent, and of every row and every column alike. */
START_TEST(random_boards_draw_every_colour_alike)
{
	enum { BOARDS = 300, SIDE = 20 };
	for (int colors = 1; colors <= 6; colors++) {
		static long total[7], in_row[SIDE + 1][7], in_col[SIDE + 1][7];
		memset(total, 0, sizeof total);
		memset(in_row, 0, sizeof in_row);
		memset(in_col, 0, sizeof in_col);
		for (int k = 0; k < BOARDS; k++) {
			same_board b;
			same_board_random(&b, SIDE, SIDE, colors,
			    (uint64_t)k * 7919u + (uint64_t)colors);
			for (int r = 1; r <= SIDE; r++)
				for (int c = 1; c <= SIDE; c++) {
					int color = same_board_at(&b, r, c);
					if (color < 1 || color > colors)
						color = 0;
					total[color]++;
					in_row[r][color]++;
					in_col[c][color]++;
				}
		}
		/* One assertion, not one a cell: Check marks every one. */
		ck_assert_int_eq(total[0], 0);
		const double share = 1.0 / colors;
		const double cells = (double)BOARDS * SIDE * SIDE;
		for (int color = 1; color <= colors; color++) {
			const double got = total[color] / cells;
			ck_assert_msg(got > share * 0.97 && got < share * 1.03,
			    "K=%d: colour %d on %.4f of the cells", colors,
			    color, got);
			for (int i = 1; i <= SIDE; i++) {
				const double row = in_row[i][color] /
				    (cells / SIDE);
				const double col = in_col[i][color] /
				    (cells / SIDE);
				ck_assert_msg(row > share * 0.85 &&
					row < share * 1.15 &&
					col > share * 0.85 &&
					col < share * 1.15,
				    "K=%d: colour %d on %.4f of row %d, %.4f "
				    "of column %d", colors, color, row, i,
				    col, i);
			}
		}
	}
}
END_TEST

/* A full board settles the same way by either function. */
START_TEST(settle_full_matches_settle_on_full_boards)
{
	const int size[][2] = { { 10, 15 }, { 1, 1 }, { 20, 20 }, { 3, 7 } };
	for (size_t i = 0; i < sizeof size / sizeof size[0]; i++) {
		same_board a, b;
		same_board_random(&a, size[i][0], size[i][1], 4, 7 + i);
		b = a;
		memset(b.height, 0, sizeof b.height);
		b.width = b.balls = 0;
		same_board_settle_full(&b);
		ck_assert(same_board_equal(&a, &b));
		ck_assert(memcmp(a.height, b.height, sizeof a.height) == 0);
	}
}
END_TEST

/* The greedy rule written out plainly: every cell's cluster, compared by
 * size, then column, then row of the representative. */
static same_cluster reference_greedy(const same_board *b)
{
	same_cluster best = { 0 };
	for (int c = 1; c <= b->cols; c++)
		for (int r = 1; r <= b->rows; r++) {
			same_cluster x = same_cluster_at(b, r, c);
			if (x.size == 0)
				continue;
			if (x.size > best.size ||
			    (x.size == best.size &&
				(x.col < best.col ||
				    (x.col == best.col && x.row < best.row))))
				best = x;
		}
	return best;
}

START_TEST(property_random_games_add_up)
{
	static const int sizes[][3] = { { 10, 15, 3 }, { 15, 10, 4 },
		{ 20, 15, 3 }, { 5, 5, 3 }, { 20, 20, 6 } };
	rng r;
	rng_seed(&r, 7);
	for (int game = 0; game < 250; game++) {
		const int *size = sizes[game % 5];
		same_board b;
		same_board_random(&b, size[0], size[1], size[2],
		    (uint64_t)game * 1000003u);
		int balls = b.balls;
		ck_assert_int_eq(balls, size[0] * size[1]);
		long score = 0, expected_score = 0;
		for (;;) {
			same_cluster pick = same_greedy_choice(&b);
			same_cluster ref = reference_greedy(&b);
			if (ref.size < 2) {
				ck_assert_int_lt(pick.size, 2);
			} else {
				ck_assert_int_eq(pick.size, ref.size);
				ck_assert_int_eq(pick.row, ref.row);
				ck_assert_int_eq(pick.col, ref.col);
			}
			same_clusters all;
			same_clusters_find(&b, &all);
			int largest = 0, total = 0;
			for (int i = 0; i < all.count; i++) {
				total += all.list[i].size;
				if (all.list[i].size > largest)
					largest = all.list[i].size;
			}
			ck_assert_int_eq(total, b.balls);
			ck_assert_int_eq(same_board_over(&b), largest < 2);
			if (largest < 2)
				break;
			/* Half the games play greedy, half a random legal
			 * cluster, so the check covers any position. */
			same_cluster move = pick;
			if (game % 2) {
				int k;
				do
					k = (int)rng_below(&r,
					    (uint32_t)all.count);
				while (all.list[k].size < 2);
				move = all.list[k];
			}
			same_cluster done = same_board_remove(&b, move.row,
			    move.col);
			ck_assert_int_eq(done.size, move.size);
			balls -= done.size;
			score += same_points(done.size);
			expected_score += (long)(move.size - 2) *
			    (move.size - 2);
			ck_assert_int_eq(b.balls, balls);
			/* Gravity and closing: no holes, no gaps.  One
			 * assertion a move: Check marks every one. */
			bool tidy = true;
			for (int c = 1; c <= b.cols; c++)
				for (int row = 1; row <= b.rows; row++)
					tidy &= (same_board_at(&b, row, c) !=
						    0) ==
					    (c <= b.width &&
						row <= b.height[c]);
			ck_assert_msg(tidy, "holes or gaps in game %d", game);
		}
		ck_assert_int_eq(score, expected_score);
		ck_assert_int_eq(same_final_bonus(&b), balls == 0 ? 1000 : 0);
	}
}
END_TEST

START_TEST(whole_greedy_games_match_move_by_move_greedy)
{
	/* same_greedy_play rescans only around each move; it must pick
	 * exactly what a full scan picks at every step, on every size. */
	static const int sizes[][3] = { { 10, 15, 3 }, { 15, 10, 4 },
		{ 20, 15, 3 }, { 5, 5, 3 }, { 20, 20, 5 }, { 10, 15, 2 } };
	for (int game = 0; game < 3000; game++) {
		const int *size = sizes[game % 6];
		same_board fast, slow;
		same_board_random(&fast, size[0], size[1], size[2],
		    (uint64_t)game + 99);
		slow = fast;
		same_cluster moves[SAME_MAX_MOVES];
		const int count = same_greedy_play(&fast, moves);
		int differ = -1;
		for (int i = 0; i < count; i++) {
			same_cluster want = same_greedy_choice(&slow);
			if (differ < 0 && memcmp(&moves[i], &want,
					      sizeof want) != 0)
				differ = i;
			same_board_remove(&slow, want.row, want.col);
		}
		ck_assert_msg(differ < 0, "game %d: move %d differs", game,
		    differ + 1);
		ck_assert(same_board_over(&slow));
		ck_assert(same_board_equal(&fast, &slow));
	}
}
END_TEST

static Suite *same_engine_suite(void)
{
	Suite *s = suite_create("same_engine");
	TCase *t = tcase_create("rules");
	tcase_add_test(t, cluster_at_names_the_representative);
	tcase_add_test(t,
	    a_cluster_is_named_by_the_lowest_ball_of_its_leftmost_column);
	tcase_add_test(t, clusters_find_labels_every_cell);
	tcase_add_test(t, remove_drops_balls_and_closes_a_middle_column);
	tcase_add_test(t, remove_lets_balls_fall_in_order);
	tcase_add_test(t, remove_refuses_single_balls_and_empty_cells);
	tcase_add_test(t, points_and_clear_bonus);
	tcase_add_test(t, greedy_prefers_the_largest);
	tcase_add_test(t, greedy_ties_go_to_the_leftmost);
	tcase_add_test(t, greedy_ties_in_one_column_go_to_the_lowest);
	tcase_add_test(t, random_boards_are_seeded);
	tcase_add_test(t, random_boards_draw_every_colour_alike);
	tcase_add_test(t, settle_full_matches_settle_on_full_boards);
	suite_add_tcase(s, t);
	TCase *p = tcase_create("property");
	tcase_set_timeout(p, 120);
	tcase_add_test(p, property_random_games_add_up);
	tcase_add_test(p, whole_greedy_games_match_move_by_move_greedy);
	suite_add_tcase(s, p);
	return s;
}

int main(void)
{
	return support_run_suite(same_engine_suite());
}
