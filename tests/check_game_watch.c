/*
 * The planner's game shown once a game is over (v): never recorded nor
 * kept, and the player's own game set aside meanwhile, to come back to
 * as it was, or let go when the player plays on from the planner's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/cmd.h"
#include "session/game_keep.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

/* A fresh data folder, and a game the player played to its end. */
static void finished_game(game *g, game_outcome *out)
{
	fixture_fresh_data_dir();
	game_init(g);
	fixture_open_named(g, GAME_SAME, "8x8:3:11");
	fixture_play_to_end(g, out);
}

START_TEST(watching_is_never_recorded_nor_kept)
{
	game g;
	game_outcome out;
	finished_game(&g, &out);
	ck_assert_int_eq(fixture_lines_starting("scores", "same-8x8x3 "), 1);
	ck_assert(game_watch(&g));
	ck_assert(g.watching);
	same_cluster best = fixture_greedy(&g);
	game_move shown = { .same = { best.row, best.col } };
	ck_assert(game_play_watched(&g, &shown, &out));
	ck_assert(!out.left_watching);
	ck_assert(g.watching);
	/* Quit while watching: nothing kept. */
	fixture_keep(&g);
	ck_assert(!fixture_data_file_exists("continue-same"));
	/* The player's own move: their game again, assisted. */
	best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert(out.left_watching);
	ck_assert(!g.watching);
	ck_assert(same_session_assisted(&g.same));
	fixture_play_to_end(&g, &out);
	ck_assert_str_eq(out.rank, "Assisted game: not a high score (best "
	    "assisted yet).");
	ck_assert_int_eq(fixture_lines_starting("scores", "same-8x8x3 "), 1);
	ck_assert_int_eq(fixture_lines_starting("scores",
	    "same-8x8x3-assisted "), 1);
	game_free(&g);
}
END_TEST

/* Back from the planner's game, the player's is as it ended: its moves,
 * its score and its end's words, recorded once and not again. */
START_TEST(the_players_game_comes_back)
{
	game g;
	game_outcome out;
	game_init(&g);
	ck_assert(!game_unwatch(&g));
	game_free(&g);
	finished_game(&g, &out);
	const int moves = same_session_move_count(&g.same);
	const long score = same_session_score(&g.same);
	const same_board end = *same_session_board(&g.same);
	char words[sizeof g.end_words];
	snprintf(words, sizeof words, "%s", g.end_words);
	ck_assert(!game_unwatch(&g));
	const unsigned long starts = g.starts;

	/* Shown, stepped, shown again from its start, played to its end. */
	ck_assert(game_watch(&g));
	same_cluster best = fixture_greedy(&g);
	game_move shown = { .same = { best.row, best.col } };
	ck_assert(game_play_watched(&g, &shown, &out));
	ck_assert(game_watch(&g));
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	while (!same_session_over(&g.same)) {
		best = fixture_greedy(&g);
		shown = (game_move){ .same = { best.row, best.col } };
		ck_assert(game_play_watched(&g, &shown, &out));
	}

	ck_assert(game_unwatch(&g));
	ck_assert(!g.watching);
	ck_assert(g.ended);
	/* The same game as before: what a front end kept of it holds. */
	ck_assert_uint_eq(g.starts, starts);
	ck_assert_int_eq(same_session_move_count(&g.same), moves);
	ck_assert_int_eq(same_session_score(&g.same), score);
	ck_assert(same_board_equal(same_session_board(&g.same), &end));
	ck_assert(!same_session_assisted(&g.same));
	ck_assert_str_eq(g.end_words, words);
	ck_assert(!game_unwatch(&g));
	/* Taken back and forth, it is recorded once, and a move taken back
	 * and made again records nothing more. */
	ck_assert(game_undo(&g));
	ck_assert(game_redo(&g, &out));
	ck_assert_int_eq(fixture_lines_starting("scores", "same-8x8x3 "), 1);
	ck_assert_int_eq(fixture_lines_starting("scores", "same-"), 1);
	game_free(&g);
}
END_TEST

/* A move of the player's own makes the planner's game theirs: the game
 * set aside is let go, and a fresh start lets it go too. */
START_TEST(playing_on_lets_the_old_game_go)
{
	game g;
	game_outcome out;
	finished_game(&g, &out);
	ck_assert(game_watch(&g));
	same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert(out.left_watching);
	ck_assert_ptr_null(g.yours);
	ck_assert(!game_unwatch(&g));
	ck_assert_int_eq(same_session_move_count(&g.same), 1);

	fixture_play_to_end(&g, &out);
	ck_assert(game_watch(&g));
	ck_assert(game_restart(&g));
	ck_assert_ptr_null(g.yours);
	ck_assert(!g.watching);
	ck_assert(!game_unwatch(&g));
	ck_assert_int_eq(same_session_move_count(&g.same), 0);

	/* Only a Same Game has a planner's game to show. */
	fixture_open_named(&g, GAME_MAYAN, "1");
	ck_assert(!game_watch(&g));
	ck_assert(!g.watching);
	game_free(&g);
}
END_TEST

/* The planner's game shown to its end, stepped back and played on from:
 * the player's game, not yet over, so kept as it is played and by the
 * quit, as any game of theirs in progress. */
START_TEST(played_on_from_the_shown_end_is_kept)
{
	game g;
	game_outcome out;
	finished_game(&g, &out);
	g.keep_as_played = true;
	ck_assert(game_watch(&g));
	while (!same_session_over(&g.same)) {
		const same_cluster best = fixture_greedy(&g);
		game_move shown = { .same = { best.row, best.col } };
		ck_assert(game_play_watched(&g, &shown, &out));
	}
	ck_assert(out.ended);
	ck_assert(game_undo(&g));
	ck_assert(game_undo(&g));
	const same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert(out.left_watching);
	ck_assert(!out.ended);
	ck_assert_int_gt(game_moves_at_stake(&g), 0);
	ck_assert(fixture_data_file_exists("continue-same"));
	game_free(&g);
}
END_TEST

/* Whether `score` at the prompt calls the game assisted. */
static bool score_says_assisted(game *g)
{
	char *said = NULL;
	size_t size;
	FILE *fp = open_memstream(&said, &size);
	ck_assert_ptr_nonnull(fp);
	cmd_say_game(g, fp);
	fclose(fp);
	const bool assisted = strstr(said, ", assisted") != NULL;
	free(said);
	return assisted;
}

/* The planner's game shown is the computer's alone: neither its status
 * line nor `score` calls it assisted, as they do the player's game
 * played on from it. */
START_TEST(the_planners_game_is_not_called_assisted)
{
	game g;
	game_outcome out;
	finished_game(&g, &out);
	ck_assert(game_watch(&g));
	same_cluster best = fixture_greedy(&g);
	game_move shown = { .same = { best.row, best.col } };
	ck_assert(game_play_watched(&g, &shown, &out));
	ck_assert(!game_assisted(&g));
	ck_assert(!score_says_assisted(&g));
	best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert(out.left_watching);
	ck_assert(game_assisted(&g));
	ck_assert(score_says_assisted(&g));
	game_free(&g);
}
END_TEST

static Suite *game_watch_suite(void)
{
	Suite *s = suite_create("game_watch");
	TCase *t = tcase_create("watch");
	tcase_add_test(t, watching_is_never_recorded_nor_kept);
	tcase_add_test(t, the_players_game_comes_back);
	tcase_add_test(t, playing_on_lets_the_old_game_go);
	tcase_add_test(t, played_on_from_the_shown_end_is_kept);
	tcase_add_test(t, the_planners_game_is_not_called_assisted);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(game_watch_suite());
}
