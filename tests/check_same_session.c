/*
 * The Same Game session: moves, and unlimited undo and redo that return
 * the exact boards and scores.  (The greedy key's match with `tumble
 * greedy` is checked with the screen's logic, in check_ui_same.c.)
 */
#include <check.h>
#include <stdlib.h>

#include "engine/same.h"
#include "session/game.h"
#include "session/game_play.h"
#include "session/same_session.h"
#include "support.h"

START_TEST(undo_redo_return_exact_boards_and_scores)
{
	same_session s;
	ck_assert(same_session_start_id(&s,
	    &(same_id){ 10, 15, 3, 2024, false }));
	ck_assert(s.has_id);
	/* Record every position and score of a greedy game. */
	same_board seen[200];
	long points[200];
	int n = 0;
	seen[n] = *same_session_board(&s);
	points[n++] = same_session_points(&s);
	while (!same_session_over(&s)) {
		same_cluster g = same_greedy_choice(same_session_board(&s));
		same_cluster done = same_session_remove(&s, g.row, g.col);
		ck_assert_int_eq(done.size, g.size);
		seen[n] = *same_session_board(&s);
		points[n++] = same_session_points(&s);
	}
	ck_assert_int_gt(n, 5);
	ck_assert(!same_session_can_redo(&s));
	for (int i = n - 1; i > 0; i--) {
		ck_assert(same_session_undo(&s));
		ck_assert(same_board_equal(same_session_board(&s),
		    &seen[i - 1]));
		ck_assert_int_eq(same_session_points(&s), points[i - 1]);
		ck_assert_int_eq(same_session_move_count(&s), i - 1);
	}
	ck_assert(!same_session_undo(&s));
	for (int i = 1; i < n; i++) {
		ck_assert(same_session_redo(&s));
		ck_assert(same_board_equal(same_session_board(&s), &seen[i]));
		ck_assert_int_eq(same_session_points(&s), points[i]);
	}
	ck_assert(!same_session_redo(&s));
	long bonus = same_final_bonus(same_session_board(&s));
	ck_assert_int_eq(same_session_score(&s), points[n - 1] + bonus);

	/* Restart keeps the line for redo; a new move drops it. */
	same_session_restart(&s);
	ck_assert_int_eq(same_session_move_count(&s), 0);
	ck_assert(same_session_redo(&s));
	ck_assert(same_board_equal(same_session_board(&s), &seen[1]));
	same_cluster other = { 0 };
	same_clusters all;
	same_clusters_find(same_session_board(&s), &all);
	for (int i = all.count - 1; i >= 0; i--)
		if (all.list[i].size >= 2) {
			other = all.list[i];
			break;
		}
	ck_assert_int_ge(other.size, 2);
	ck_assert_int_eq(same_session_remove(&s, other.row, other.col).size,
	    other.size);
	ck_assert(!same_session_can_redo(&s));
	ck_assert_int_eq(same_session_move_count(&s), 2);
	same_session_free(&s);
}
END_TEST

START_TEST(a_failed_move_changes_nothing)
{
	same_board b;
	support_same_board(&b, 3, "RGB\nGBR\nRRG");
	same_session s;
	ck_assert(same_session_start(&s, &b));
	ck_assert(!s.has_id);
	ck_assert_int_eq(same_session_remove(&s, 3, 1).size, 0);
	ck_assert_int_eq(same_session_remove(&s, 9, 9).size, 0);
	ck_assert_int_eq(same_session_move_count(&s), 0);
	ck_assert(!same_session_can_undo(&s));
	same_cluster done = same_session_remove(&s, 1, 2);
	ck_assert_int_eq(done.size, 2);
	ck_assert_int_eq(done.row, 1);
	ck_assert_int_eq(done.col, 1);
	ck_assert(same_session_over(&s));
	ck_assert_int_eq(same_session_score(&s), 0);
	same_session_free(&s);
}
END_TEST

/* R: the same board again, as a fresh game of the same name: no moves,
 * nothing to redo, not assisted even when the game before was. */
START_TEST(a_restarted_game_is_fresh)
{
	const same_id id = same_id_judge(7);
	game g;
	game_init(&g);
	ck_assert(game_start_same_id(&g, &id));
	same_board start = *same_session_start_board(&g.same);
	const unsigned long starts = g.starts;
	same_cluster best = same_greedy_choice(same_session_board(&g.same));
	same_session_remove_assisted(&g.same, best.row, best.col);
	ck_assert(same_session_assisted(&g.same));
	ck_assert(game_restart(&g));
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	ck_assert(!same_session_can_redo(&g.same));
	ck_assert(!same_session_assisted(&g.same));
	ck_assert(same_board_equal(same_session_board(&g.same), &start));
	ck_assert(g.same.has_id);
	ck_assert_str_eq(g.origin, "10x15:3:7");
	ck_assert_str_eq(g.score_kind, "same-10x15x3");
	ck_assert_uint_eq(g.starts, starts + 1);
	game_free(&g);
}
END_TEST

static Suite *same_session_suite(void)
{
	Suite *s = suite_create("same_session");
	TCase *t = tcase_create("session");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, undo_redo_return_exact_boards_and_scores);
	tcase_add_test(t, a_failed_move_changes_nothing);
	tcase_add_test(t, a_restarted_game_is_fresh);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_session_suite());
}
