/*
 * One game, one life (see game_play.h): what every kind shares.
 */
#include "session/game_play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session/game_keep.h"

static void game_outcome_clear(game_outcome *out)
{
	memset(out, 0, sizeof *out);
}

/* After a move or a redo: the end, once, whoever played it. */
static void game_after_move(game *g, game_outcome *out)
{
	g->made++;
	g->rules->end_words(g, out);
	if (!g->rules->finished(g)) {
		/* A Mayan puzzle out of moves is over too, and its review
		 * says the most. */
		if (out->end[0] != '\0')
			game_keep_last(g);
		game_keep_as_played(g);
		return;
	}
	out->ended = true;
	g->ended = true;
	/* A game kept to continue and now ended leaves nothing to take up;
	 * the planner's game shown was never the kept one.  Let go before
	 * the end is recorded: a tumble killed in between leaves no game
	 * recorded and still kept, to be finished and recorded again. */
	if (!g->watching)
		game_forget_kept_after_move(g);
	g->rules->record(g, out);
	snprintf(g->end_words, sizeof g->end_words, "%s", out->end);
	snprintf(g->end_rank, sizeof g->end_rank, "%s", out->rank);
	game_keep_last(g);
}

/* A move, of the game watched (`watched`) or anyone's: any other move
 * ends the planner's game shown, which goes on as the player's, with the
 * computer's moves in it. */
static bool game_play_move(game *g, const game_move *m, bool assisted,
    bool watched, game_outcome *out)
{
	game_outcome_clear(out);
	if (g->rules == NULL) {
		snprintf(out->refused, sizeof out->refused, "no game is "
		    "loaded");
		return false;
	}
	const bool leaves = g->watching && !watched;
	if (!g->rules->play(g, m, assisted || leaves, out))
		return false;
	out->played = true;
	if (leaves) {
		game_forget_yours(g);
		g->watching = false;
		/* The planner's end, when it was shown to its end, is not
		 * this game's: played on, it is in progress, to keep. */
		g->ended = false;
		out->left_watching = true;
	}
	game_after_move(g, out);
	return true;
}

bool game_play(game *g, const game_move *m, bool assisted,
    game_outcome *out)
{
	return game_play_move(g, m, assisted, false, out);
}

bool game_play_watched(game *g, const game_move *m, game_outcome *out)
{
	return game_play_move(g, m, true, g->watching, out);
}

bool game_play_same(game *g, int row, int col, bool assisted,
    game_outcome *out)
{
	game_move m = { .same = { row, col } };
	return game_play(g, &m, assisted, out);
}

bool game_play_mayan(game *g, mayan_move move, bool assisted,
    game_outcome *out)
{
	game_move m = { .mayan = move };
	return game_play(g, &m, assisted, out);
}

bool game_undo(game *g)
{
	if (g->rules == NULL || !g->rules->undo(g))
		return false;
	game_keep_as_played(g);
	return true;
}

bool game_can_undo(const game *g)
{
	return g->rules != NULL && g->rules->move_count(g) > 0;
}

bool game_can_redo(const game *g)
{
	return g->rules != NULL && g->rules->redo_count(g) > 0;
}

bool game_redo(game *g, game_outcome *out)
{
	game_outcome_clear(out);
	if (g->rules == NULL || !g->rules->redo(g, out))
		return false;
	out->played = true;
	game_after_move(g, out);
	return true;
}

void game_rewind(game *g)
{
	if (g->rules == NULL)
		return;
	g->rules->rewind(g);
	/* As the undos it stands for: killed here, the game comes back
	 * at its start, the moves still to redo. */
	game_keep_as_played(g);
}

bool game_restart(game *g)
{
	if (g->rules == NULL)
		return false;
	game_drop(g);
	if (!g->rules->restart(g))
		return false;
	game_forget_yours(g);
	g->watching = false;
	g->made = 0;
	g->starts++;
	game_begin(g);
	return true;
}

void game_drop(game *g)
{
	if (!g->watching)
		game_forget_kept(g);
	g->continued = false;
}

/* The player's game, a copy with its own session, for game_unwatch. */
static game *game_set_aside(const game *g)
{
	game *yours = malloc(sizeof *yours);
	if (yours == NULL)
		return NULL;
	*yours = *g;
	/* The lock on a kept file stays with the game in play. */
	yours->kept_hold = -1;
	if (!same_session_copy(&yours->same, &g->same)) {
		free(yours);
		return NULL;
	}
	return yours;
}

bool game_watch(game *g)
{
	/* Only a Same Game has a planner's game to show. */
	if (g->rules == NULL || g->kind != GAME_SAME)
		return false;
	/* Shown again, it starts again; the player's game stays aside. */
	const bool aside = !g->watching;
	if (aside && (g->yours = game_set_aside(g)) == NULL)
		return false;
	if (!g->rules->restart(g)) {
		if (aside)
			game_forget_yours(g);
		return false;
	}
	g->watching = true;
	g->starts++;
	/* Played on from any move, it is a game of its own. */
	game_begin(g);
	return true;
}

bool game_unwatch(game *g)
{
	if (!g->watching || g->yours == NULL)
		return false;
	game *yours = g->yours;
	const int hold = g->kept_hold;
	g->yours = NULL;
	g->rules->free(g);
	/* The game set aside comes back as the game it was, its start
	 * count too: a front end sees another game than the planner's, and
	 * what it kept of this one (its review) holds again. */
	*g = *yours;
	free(yours);
	g->kept_hold = hold;
	return true;
}

void game_shown_help(game *g)
{
	g->helped = true;
}

void game_end_words(const game *g, game_outcome *out)
{
	game_outcome_clear(out);
	if (g->rules == NULL)
		return;
	out->ended = g->rules->finished(g);
	if (out->ended && g->end_words[0] != '\0') {
		snprintf(out->end, sizeof out->end, "%s", g->end_words);
		snprintf(out->rank, sizeof out->rank, "%s", g->end_rank);
	} else
		g->rules->end_words(g, out);
}
