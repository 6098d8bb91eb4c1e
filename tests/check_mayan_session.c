/*
 * The Mayan session: exactly n moves, undo and redo that return the exact
 * boards, restart that keeps the line for redo, a new move that drops
 * it, and starting over that keeps what is proved of the start.
 */
#include <check.h>

#include "engine/mayan.h"
#include "session/mayan_session.h"
#include "support.h"

/* The SPEC sample: solved by 2 1 1, 3 1 1, 3 0 1. */
static mayan_board sample(void)
{
	static const int columns[MAYAN_WIDTH][4] = {
		{ 1 }, { 2, 1 }, { 2, 3, 4 }, { 3, 1 }, { 2, 4, 3, 4 },
	};
	mayan_board b;
	mayan_board_clear(&b);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < 4 && columns[x][y] != 0; y++)
			ck_assert(mayan_board_push(&b, x, columns[x][y]));
	return b;
}

static const mayan_move answer[3] = { { 2, 1, 1 }, { 3, 1, 1 }, { 3, 0, 1 } };

START_TEST(the_answer_solves_in_exactly_n_moves)
{
	mayan_session s;
	const mayan_board start = sample();
	mayan_session_start(&s, &start, 3);
	mayan_board seen[4] = { start };
	for (int i = 0; i < 3; i++) {
		ck_assert(!mayan_session_over(&s));
		ck_assert(mayan_session_play(&s, answer[i]));
		seen[i + 1] = seen[i];
		ck_assert(mayan_board_move(&seen[i + 1], answer[i]));
		ck_assert(mayan_board_equal(mayan_session_board(&s),
		    &seen[i + 1]));
	}
	ck_assert(mayan_session_solved(&s));
	ck_assert_int_eq(mayan_session_moves_left(&s), 0);
	/* No fourth move, even a legal one on another board. */
	ck_assert(!mayan_session_play(&s, answer[0]));
	for (int i = 2; i >= 0; i--) {
		ck_assert(mayan_session_undo(&s));
		ck_assert(mayan_board_equal(mayan_session_board(&s), &seen[i]));
	}
	ck_assert(!mayan_session_undo(&s));
	ck_assert(mayan_session_redo(&s));
	ck_assert_int_eq(mayan_session_move(&s, 0).x, 2);
	mayan_session_restart(&s);
	ck_assert(mayan_board_equal(mayan_session_board(&s),
	    mayan_session_start_board(&s)));
	ck_assert(mayan_session_redo(&s));
	ck_assert(mayan_session_redo(&s));
	ck_assert(mayan_board_equal(mayan_session_board(&s), &seen[2]));
}
END_TEST

START_TEST(illegal_moves_change_nothing_and_new_moves_drop_redo)
{
	mayan_session s;
	const mayan_board start = sample();
	mayan_session_start(&s, &start, 3);
	ck_assert(!mayan_session_play(&s, (mayan_move){ 4, 0, 1 }));
	ck_assert(!mayan_session_play(&s, (mayan_move){ 0, 3, 1 }));
	ck_assert_int_eq(mayan_session_move_count(&s), 0);
	ck_assert(mayan_session_play(&s, answer[0]));
	ck_assert(mayan_session_undo(&s));
	ck_assert(mayan_session_play(&s, (mayan_move){ 0, 0, 1 }));
	ck_assert(!mayan_session_redo(&s));
	ck_assert_int_eq(mayan_session_move(&s, 0).x, 0);
	ck_assert(!mayan_session_solved(&s));
}
END_TEST

/* The editor opened in the middle of a puzzle asks for the moves left:
 * the puzzle's n with none made, fewer after each, and 1 once none is. */
/* Started over, the puzzle is afresh (no redo, not assisted) but what
 * was proved of its start still holds; a puzzle started anew knows
 * nothing of it. */
START_TEST(starting_over_keeps_what_is_proved_of_the_start)
{
	mayan_session s;
	const mayan_board start = sample();
	mayan_session_start(&s, &start, 3);
	mayan_session_learn_start(&s, true);
	ck_assert(mayan_session_play_assisted(&s, answer[0]));
	mayan_session_start_over(&s);
	ck_assert_int_eq(mayan_session_move_count(&s), 0);
	ck_assert(!mayan_session_redo(&s));
	ck_assert(!mayan_session_assisted(&s));
	ck_assert_int_eq(mayan_session_moves_left(&s), 3);
	ck_assert(mayan_board_equal(mayan_session_board(&s), &start));
	ck_assert_int_eq(mayan_session_start_known(&s),
	    MAYAN_START_CLEARABLE);
	mayan_session_start(&s, &start, 3);
	ck_assert_int_eq(mayan_session_start_known(&s), MAYAN_START_UNKNOWN);
}
END_TEST

START_TEST(a_puzzle_from_here_asks_for_the_moves_left)
{
	mayan_session s;
	const mayan_board start = sample();
	mayan_session_start(&s, &start, 3);
	ck_assert_int_eq(mayan_session_n_from_here(&s), 3);
	ck_assert(mayan_session_play(&s, answer[0]));
	ck_assert_int_eq(mayan_session_n_from_here(&s), 2);
	ck_assert(mayan_session_play(&s, (mayan_move){ 0, 0, 1 }));
	ck_assert(mayan_session_play(&s, (mayan_move){ 1, 0, 1 }));
	ck_assert(mayan_session_over(&s));
	ck_assert_int_eq(mayan_session_n_from_here(&s), 1);
	mayan_session_restart(&s);
	ck_assert_int_eq(mayan_session_n_from_here(&s), 3);
}
END_TEST

static Suite *mayan_session_suite(void)
{
	Suite *s = suite_create("mayan_session");
	TCase *t = tcase_create("mayan_session");
	tcase_add_test(t, the_answer_solves_in_exactly_n_moves);
	tcase_add_test(t, illegal_moves_change_nothing_and_new_moves_drop_redo);
	tcase_add_test(t, a_puzzle_from_here_asks_for_the_moves_left);
	tcase_add_test(t, starting_over_keeps_what_is_proved_of_the_start);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_session_suite());
}
