/*
 * One game, one life: every front end plays, undoes, restarts, leaves and
 * ends a game through these functions, so that what a game's life decides
 * is decided once.  The move that ends a game (by a click, a key, the `:`
 * prompt or a shell script) records it (the high scores of a Same Game,
 * the progress of a Mayan level) and removes the copy kept to continue it,
 * exactly once, and the outcome says what was done in the words a front
 * end shows.
 *
 * Each kind of game is a table of operations (game_rules.h): this file
 * holds what every kind shares and asks the table for the rest.
 */
#ifndef TUMBLE_SESSION_GAME_PLAY_H
#define TUMBLE_SESSION_GAME_PLAY_H

#include <stdbool.h>

#include "session/game.h"
#include "session/game_rules.h"

/* Play a move and, when it ends the game, record it once.  While the
 * planner's game is shown (game_watch), a move ends the showing: the game
 * goes on as the player's, assisted, and out->left_watching says so. */
bool game_play(game *g, const game_move *m, bool assisted,
    game_outcome *out);
/* A move of the planner's game shown, which goes on being shown (any
 * game else: a computer's move, as game_play plays it). */
bool game_play_watched(game *g, const game_move *m, game_outcome *out);
bool game_play_same(game *g, int row, int col, bool assisted,
    game_outcome *out);
bool game_play_mayan(game *g, mayan_move m, bool assisted,
    game_outcome *out);
/* Step back or forward a move (a redo that reaches the end records it as
 * a move does); false when there is none. */
bool game_undo(game *g);
bool game_redo(game *g, game_outcome *out);
/* Whether game_undo() would step now: a move made to take back.  A key
 * that would do nothing is not offered. */
bool game_can_undo(const game *g);
/* Whether game_redo() would step now: a move taken back to play again. */
bool game_can_redo(const game *g);
/* Back to the start, the moves kept for redo (`restart` at the prompt). */
void game_rewind(game *g);
/* The same board as a fresh game (R): the game played so far is dropped,
 * and with it its kept copy; false when memory runs out. */
bool game_restart(game *g);
/* The player leaves the game for another (a new board, a level, a file):
 * a game taken up from its kept copy and dropped leaves none behind. */
void game_drop(game *g);

/* Show the planner's game, from the start of this board: nothing it plays
 * is recorded or kept.  The player's game is set aside meanwhile, for
 * game_unwatch; false when memory runs out (the game is then as it
 * was, or, shown again, its start). */
bool game_watch(game *g);
/* Back from the planner's game shown to the player's own, as it was when
 * the planner's was asked for; false when none was set aside. */
bool game_unwatch(game *g);

/* A hint or the answer was shown to the player (Mayan: the level, once
 * solved, is then not solved clean). */
void game_shown_help(game *g);

/* The words of the game's state once it is over or finished, out->ended
 * set for a finished one: as the move that ended it here said them
 * (out->end, and out->rank with how it ranked), else as it stands, in
 * the same words (a save of a finished game, its end recorded when it
 * was played); "" while it goes on. */
void game_end_words(const game *g, game_outcome *out);

#endif
