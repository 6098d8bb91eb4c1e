/*
 * One game, one life: a game ended by any front end (a move through the
 * session, a command at the prompt or in a script) is recorded exactly
 * once, whatever is undone, saved or practised after; and every kind of
 * game passes the same rules through its table.  What becomes of its
 * kept copy is check_game_life_kept.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/cmd.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/mayan_random.h"
#include "engine/mayan_gen.h"
#include "engine/mayan_solve.h"
#include "game_fixture.h"
#include "support.h"

static cmd_status run_line(game *g, const char *line, char **out)
{
	size_t size;
	char error[CMD_ERROR_MAX] = "";
	FILE *fp = open_memstream(out, &size);
	ck_assert_ptr_nonnull(fp);
	cmd_status status = cmd_run_line(g, line, fp, error, sizeof error);
	fclose(fp);
	ck_assert_msg(status == CMD_OK, "'%s': %s", line, error);
	return status;
}

/* Run lines whose output does not matter. */
static void run_lines(game *g, const char *const *lines)
{
	for (; *lines != NULL; lines++) {
		char *out = NULL;
		run_line(g, *lines, &out);
		free(out);
	}
}

/* Run a line that must print `said`. */
static void run_line_says(game *g, const char *line, const char *said)
{
	char *out = NULL;
	run_line(g, line, &out);
	ck_assert_str_eq(out, said);
	free(out);
}

/* A 2x2 board of one colour: one move clears it for 4 + 1000. */
START_TEST(a_game_ended_in_a_script_is_recorded_once)
{
	static const char cleared[] = "Move 1 at (1,1): removed 4 balls of "
	    "color R, got 4 points.\nBoard cleared!  4 points + 1000 "
	    "bonus.\nFinal score: 1004, with 0 balls remaining.\n";
	fixture_fresh_data_dir();
	game g;
	game_init(&g);
	run_lines(&g, (const char *[]){ "new same 2x2:1:5", NULL });
	char first[256];
	snprintf(first, sizeof first, "%sNew high score!  New mark: board "
	    "cleared.\n", cleared);
	run_line_says(&g, "remove 1 1", first);
	ck_assert_int_eq(fixture_lines_starting("scores", "same-2x2x1 1004 "),
	    1);
	/* Undone and played again to the same end: no second entry, and
	 * no mark said to be new again; redo says its move as remove
	 * does (it said how it ranked alone). */
	char again[256];
	snprintf(again, sizeof again, "%sBest: 1004.\n", cleared);
	run_lines(&g, (const char *[]){ "undo", NULL });
	run_line_says(&g, "remove 1 1", again);
	run_lines(&g, (const char *[]){ "undo", NULL });
	run_line_says(&g, "redo", again);
	ck_assert_int_eq(fixture_lines_starting("scores", "same-2x2x1 "), 1);
	game_free(&g);
}
END_TEST

START_TEST(a_level_solved_in_a_script_is_noted)
{
	fixture_fresh_data_dir();
	game g;
	game_init(&g);
	run_lines(&g, (const char *[]){ "new mayan 1", "move 2 1 1",
	    "move 3 1 1", NULL });
	run_line_says(&g, "move 3 0 1", "Move 3 of 3: 3 0 1\nSolved in "
	    "exactly 3 moves!\nFirst solve: 3 moves made, none wasted.  New "
	    "marks: solved, solved clean.\n");
	run_lines(&g, (const char *[]){ "undo", NULL });
	run_line_says(&g, "redo", "Move 3 of 3: 3 0 1\nSolved in exactly 3 "
	    "moves!\n");
	ck_assert_int_eq(fixture_lines_starting("progress", "01-sample 3"), 1);
	game_free(&g);
}
END_TEST

/* Every Mayan puzzle solved with a move the computer played says so at
 * its end, a random one as a level: the random one's status said it,
 * its end did not. */
START_TEST(every_mayan_puzzle_solved_with_help_says_so)
{
	fixture_fresh_data_dir();
	game g;
	game_outcome out;
	mayan_puzzle p;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	char origin[128];
	ck_assert(mayan_random_make(9, 2, mayan_gen_default_colors(2), NULL,
	    NULL, &p));
	mayan_random_name(origin, sizeof origin, p.moves, 9);
	game_init(&g);
	game_start_mayan(&g, &p.board, p.moves, origin);
	ck_assert_int_eq(mayan_solve(&p.board, p.moves, NULL, answer),
	    MAYAN_SOLVE_FOUND);
	ck_assert(game_play_mayan(&g, answer[0], true, &out));
	ck_assert(game_play_mayan(&g, answer[1], false, &out));
	ck_assert(out.ended);
	ck_assert_str_eq(out.end, "Solved in exactly 2 moves!");
	ck_assert_str_eq(out.rank, "Assisted: the computer played a move.");
	/* A level says it once, in the same words. */
	game_free(&g);
	game_init(&g);
	fixture_open_named(&g, GAME_MAYAN, "1");
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 1, 1 }, true, &out));
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 1, 1 }, false, &out));
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 0, 1 }, false, &out));
	ck_assert(out.ended);
	ck_assert_str_eq(out.rank, "Assisted: the computer played a move.");
	game_free(&g);
}
END_TEST

/* A move through the session, as a click or a key plays it. */
START_TEST(a_game_ended_by_a_move_is_recorded_and_says_so)
{
	fixture_fresh_data_dir();
	game g;
	game_outcome out;
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "2x2:1:5");
	ck_assert(!game_play_same(&g, 3, 1, false, &out));
	ck_assert_str_eq(out.refused, "(3,1) is off the board");
	ck_assert(game_play_same(&g, 2, 2, false, &out));
	ck_assert(out.ended && out.new_best);
	ck_assert_str_eq(out.end, "Board cleared!  4 points + 1000 bonus.  "
	    "Final score: 1004, with 0 balls remaining.");
	ck_assert_str_eq(out.rank, "New high score!  New mark: board cleared.");
	ck_assert_int_eq(fixture_lines_starting("scores", "same-2x2x1 1004 "),
	    1);
	/* One point is said as one, as the move line says it. */
	game_free(&g);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "1x3:1:1");
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert_str_eq(out.cleared, "Board cleared!  1 point + 1000 bonus.");
	game_free(&g);
}
END_TEST

/* A practice game from the middle of another ends unrecorded, and says
 * so; quit, it is not kept to continue (where its start, with gaps no
 * board file holds, would not read again); ended, it is not the last
 * game to review; and it is not saved. */
START_TEST(a_practice_game_is_not_recorded)
{
	fixture_fresh_data_dir();
	game g;
	game_outcome out;
	char alert[512], error[512];
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	const same_cluster first = fixture_greedy(&g);
	ck_assert(game_play_same(&g, first.row, first.col, false, &out));
	const same_board position = *same_session_board(&g.same);
	ck_assert(game_start_practice(&g, &position, &g, 1));
	game_begin(&g);
	ck_assert(same_session_assisted(&g.same));
	const same_cluster next = fixture_greedy(&g);
	ck_assert(game_play_same(&g, next.row, next.col, false, &out));
	ck_assert_int_eq(game_moves_at_stake(&g), 0);
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert_str_eq(alert, "");
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert(!game_save(&g, fixture_data_file("practice"), error,
	    sizeof error));
	ck_assert_str_eq(error, "a practice game is not saved: it starts in "
	    "the middle of another game");
	ck_assert(!fixture_data_file_exists("practice"));
	fixture_play_to_end(&g, &out);
	ck_assert(out.ended);
	ck_assert_str_eq(out.rank, "A practice game: not recorded.");
	ck_assert(!fixture_data_file_exists("scores"));
	ck_assert(!fixture_data_file_exists("last-same"));
	/* Started again, it is still the practice it was. */
	ck_assert(game_restart(&g));
	ck_assert(g.practice);
	ck_assert(same_session_assisted(&g.same));
	ck_assert(same_board_equal(same_session_board(&g.same), &position));
	/* The next game in the same place is a game like any other. */
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	ck_assert(!g.practice);
	game_free(&g);
}
END_TEST

/* A practice game is named by its board and the move it starts before,
 * counted from the board's start; a practice from a practice game is
 * named the same way, not as a practice of a practice, whose name would
 * grow with each and be cut on the screen. */
START_TEST(a_practice_of_a_practice_is_named_by_its_board)
{
	fixture_fresh_data_dir();
	game g, first, second;
	game_outcome out;
	game_init(&g);
	game_init(&first);
	game_init(&second);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	ck_assert_str_eq(g.title, "8x8:3:11");
	same_cluster c = fixture_greedy(&g);
	ck_assert(game_play_same(&g, c.row, c.col, false, &out));
	ck_assert(game_start_practice(&first, same_session_board(&g.same), &g,
	    1));
	ck_assert_str_eq(first.title, "Practice from move 2 of 8x8:3:11");
	game_begin(&first);
	for (int k = 0; k < 2; k++) {
		c = fixture_greedy(&first);
		ck_assert(game_play_same(&first, c.row, c.col, false, &out));
	}
	ck_assert(game_start_practice(&second,
	    same_session_board(&first.same), &first, 2));
	ck_assert_str_eq(second.title, "Practice from move 4 of 8x8:3:11");
	ck_assert(second.practice);
	/* Started again, its name stays. */
	game_begin(&second);
	ck_assert(game_restart(&second));
	ck_assert_str_eq(second.title, "Practice from move 4 of 8x8:3:11");
	game_free(&second);
	game_free(&first);
	game_free(&g);
}
END_TEST

/* Board 2x2:1:5 ended once, recorded, its end taken back in `g`: redone
 * to that end, it says the score is the best and records nothing more,
 * the scores holding one line of its kind and the tally still `tally`
 * (freed here). */
static void redone_records_nothing(game *g, char *tally)
{
	game_outcome out;
	ck_assert(game_redo(g, &out));
	ck_assert(out.ended);
	ck_assert_str_eq(out.rank, "Best: 1004.");
	ck_assert_int_eq(fixture_lines_starting("scores", "same-2x2x1 "), 1);
	char *after = support_read_file(fixture_data_file("tally"));
	ck_assert_str_eq(after, tally);
	free(tally);
	free(after);
}

/* A game that ended is recorded once whatever follows: its last move
 * undone, it is no game in progress to keep (kept and taken up, it was
 * recorded again); opened again from its save and played to its end
 * once more, it records nothing new. */
START_TEST(an_ended_game_is_recorded_once_after_undo_keep_or_load)
{
	fixture_fresh_data_dir();
	game g;
	game_outcome out;
	char alert[512];
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "2x2:1:5");
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert(out.ended);
	ck_assert(game_undo(&g));
	ck_assert_int_eq(game_moves_at_stake(&g), 0);
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert_str_eq(out.rank, "Best: 1004.");
	char *tally = support_read_file(fixture_data_file("tally"));
	fixture_open_named(&g, GAME_SAME, fixture_data_file("last-same"));
	ck_assert(g.ended);
	ck_assert(game_undo(&g));
	ck_assert_int_eq(game_moves_at_stake(&g), 0);
	redone_records_nothing(&g, tally);
	game_free(&g);
}
END_TEST

/* The end of `g`, just said by the move in `played`, said again of the
 * game opened from its save: the same words, and of what the move said
 * after them only `alone`, what they say of the game itself (how it
 * ranked was said as it ended). */
static void opened_over_says_the_same(game *g, const game_outcome *played,
    const char *alone)
{
	char save[400], error[512];
	game_outcome again;
	snprintf(save, sizeof save, "%s/over", support_temp_dir());
	ck_assert_msg(game_save(g, save, error, sizeof error), "%s", error);
	fixture_open_named(g, g->kind, save);
	game_end_words(g, &again);
	ck_assert(again.ended == played->ended);
	ck_assert_str_eq(again.end, played->end);
	ck_assert_str_eq(again.rank, alone);
}

/* A game over, opened from its save, says its end as the move that
 * ended it did: a cleared board its bonus, a board left with balls its
 * final line alone, a Mayan puzzle solved (with help) or failed. */
START_TEST(a_game_opened_over_says_its_end_as_played)
{
	char path[400];
	fixture_fresh_data_dir();
	snprintf(path, sizeof path, "%s/row.txt", support_temp_dir());
	support_write_file(path, "RRG\n");
	game g;
	game_outcome out;
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "2x2:1:5");
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert_str_eq(out.end, "Board cleared!  4 points + 1000 bonus.  "
	    "Final score: 1004, with 0 balls remaining.");
	opened_over_says_the_same(&g, &out, "");
	fixture_open_named(&g, GAME_SAME, path);
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert_str_eq(out.end, "Final score: 0, with 1 ball remaining.");
	opened_over_says_the_same(&g, &out, "");
	fixture_open_named(&g, GAME_MAYAN, "1");
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 1, 1 }, true, &out));
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 1, 1 }, false, &out));
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 0, 1 }, false, &out));
	ck_assert(out.ended);
	opened_over_says_the_same(&g, &out, "Assisted: the computer played "
	    "a move.");
	fixture_open_named(&g, GAME_MAYAN, "1");
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 1, 1 }, false, &out));
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 1, 1 }, false, &out));
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 0, 1 }, false, &out));
	ck_assert_str_eq(out.end, "Out of moves with 12 blocks left.");
	opened_over_says_the_same(&g, &out, "");
	game_free(&g);
}
END_TEST

/* A game that ended and had its last move taken back, saved then, holds
 * its end in the moves to redo: opened from that save, it is the game
 * that ended, recorded already, and redone to its end it records
 * nothing again, nor is it kept to continue. */
START_TEST(a_save_of_an_end_taken_back_is_recorded_once)
{
	char save[400], error[512], alert[512];
	fixture_fresh_data_dir();
	snprintf(save, sizeof save, "%s/taken-back", support_temp_dir());
	game g;
	game_outcome out;
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "2x2:1:5");
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert(out.ended);
	ck_assert(game_undo(&g));
	ck_assert(game_save(&g, save, error, sizeof error));
	char *tally = support_read_file(fixture_data_file("tally"));
	fixture_open_named(&g, GAME_SAME, save);
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	ck_assert_int_eq(game_moves_at_stake(&g), 0);
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert(!fixture_data_file_exists("continue-same"));
	redone_records_nothing(&g, tally);
	game_free(&g);
}
END_TEST

/* Played to an end, then taken back and played to a better one, a game
 * is still recorded once: one line of the table is one game. */
START_TEST(a_better_end_after_undo_is_not_recorded_again)
{
	char path[400];
	fixture_fresh_data_dir();
	snprintf(path, sizeof path, "%s/row.txt", support_temp_dir());
	/* The greens first join the reds: 4 points more than pairs. */
	support_write_file(path, "RRGGRR\n");
	game g;
	game_outcome out;
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, path);
	for (int k = 0; k < 3; k++)
		ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert(out.ended);
	ck_assert_int_eq(same_session_score(&g.same), 1000);
	for (int k = 0; k < 3; k++)
		ck_assert(game_undo(&g));
	ck_assert(game_play_same(&g, 1, 3, false, &out));
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert(out.ended);
	ck_assert_int_eq(same_session_score(&g.same), 1004);
	ck_assert_str_eq(out.rank, "Recorded at its first end: 1000.");
	ck_assert_int_eq(fixture_lines_starting("scores", "same-1x6x2 "), 1);
	ck_assert_int_eq(fixture_lines_starting("scores", "same-1x6x2 1000 "),
	    1);
	/* Played again to the same score with help, it is still the
	 * game recorded alone, not an assisted one. */
	for (int k = 0; k < 2; k++)
		ck_assert(game_undo(&g));
	for (int k = 0; k < 3; k++)
		ck_assert(game_play_same(&g, 1, 1, k == 0, &out));
	ck_assert(out.ended);
	ck_assert_int_eq(same_session_score(&g.same), 1000);
	ck_assert_str_eq(out.rank, "Recorded at its first end: 1000.");
	ck_assert_int_eq(fixture_lines_starting("scores", "same-1x6x2"), 1);
	game_free(&g);
}
END_TEST

/* What every kind must do through its table: a third kind passes this
 * by writing its table and a case here. */
typedef struct kind_case {
	game_kind kind;
	const char *name;                 /* a board it opens */
	game_move (*next)(const game *g); /* a move that leads to its end */
	const char *record_file, *record_prefix;
} kind_case;

static game_move same_next(const game *g)
{
	const same_cluster best = same_greedy_choice(
	    same_session_board(&g->same));
	return (game_move){ .same = { best.row, best.col } };
}

/* Level 1 of the test pack, solved in 3. */
static game_move mayan_next(const game *g)
{
	static const mayan_move answer[] = { { 2, 1, 1 }, { 3, 1, 1 },
		{ 3, 0, 1 } };
	return (game_move){ .mayan = answer[
	    mayan_session_move_count(&g->mayan)] };
}

/* The level's solve counts the move undone before the game was kept:
 * 4 moves played for the 3 of the answer. */
static const kind_case kind_cases[] = {
	{ GAME_SAME, "8x8:3:11", same_next, "scores", "same-8x8x3 " },
	{ GAME_MAYAN, "1", mayan_next, "progress", "01-sample 4" },
};

START_TEST(every_kind_plays_undoes_ends_records_and_keeps)
{
	const kind_case *c = &kind_cases[_i];
	fixture_fresh_data_dir();
	game g, back;
	game_outcome out;
	game_open_error e;
	game_init(&g);
	game_init(&back);
	fixture_open_named(&g, c->kind, c->name);
	ck_assert_ptr_nonnull(g.rules);
	ck_assert_int_eq(g.rules->kind, c->kind);
	/* Play and undo; undo is said to step exactly when it does. */
	ck_assert(!game_can_undo(&g));
	ck_assert(!game_can_redo(&g));
	game_move first = c->next(&g);
	ck_assert(game_play(&g, &first, false, &out));
	ck_assert(out.played && !out.ended);
	ck_assert_str_ne(out.move, "");
	ck_assert_int_eq(g.rules->move_count(&g), 1);
	ck_assert(game_can_undo(&g));
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.rules->move_count(&g), 0);
	ck_assert(!game_can_undo(&g));
	ck_assert(!game_undo(&g));
	ck_assert(game_can_redo(&g));
	ck_assert(game_redo(&g, &out));
	ck_assert(game_can_undo(&g));
	ck_assert(!game_can_redo(&g));
	ck_assert_int_eq(game_moves_at_stake(&g), 1);
	/* Keep, and take up. */
	fixture_keep(&g);
	ck_assert(fixture_data_file_exists(g.rules->kept_file));
	ck_assert(game_open_kept(&back, c->kind, GAME_KEPT_NEWEST, &e));
	ck_assert_int_eq(back.rules->move_count(&back), 1);
	/* End: recorded once, the kept copy gone. */
	do {
		game_move m = c->next(&back);
		ck_assert(game_play(&back, &m, false, &out));
	} while (!out.ended);
	ck_assert(back.rules->finished(&back));
	ck_assert_int_eq(game_moves_at_stake(&back), 0);
	ck_assert_int_eq(fixture_lines_starting(c->record_file,
	    c->record_prefix), 1);
	ck_assert(!fixture_data_file_exists(g.rules->kept_file));
	ck_assert(!game_play(&back, &first, false, &out));
	ck_assert_str_ne(out.refused, "");
	game_free(&g);
	game_free(&back);
}
END_TEST

static Suite *game_life_suite(void)
{
	Suite *s = suite_create("game_life");
	TCase *t = tcase_create("life");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, a_game_ended_in_a_script_is_recorded_once);
	tcase_add_test(t, a_level_solved_in_a_script_is_noted);
	tcase_add_test(t, every_mayan_puzzle_solved_with_help_says_so);
	tcase_add_test(t, a_game_ended_by_a_move_is_recorded_and_says_so);
	tcase_add_test(t, a_better_end_after_undo_is_not_recorded_again);
	tcase_add_test(t, a_practice_game_is_not_recorded);
	tcase_add_test(t, a_practice_of_a_practice_is_named_by_its_board);
	tcase_add_test(t,
	    an_ended_game_is_recorded_once_after_undo_keep_or_load);
	tcase_add_test(t, a_save_of_an_end_taken_back_is_recorded_once);
	tcase_add_test(t, a_game_opened_over_says_its_end_as_played);
	tcase_add_loop_test(t, every_kind_plays_undoes_ends_records_and_keeps,
	    0, (int)(sizeof kind_cases / sizeof *kind_cases));
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(game_life_suite());
}
