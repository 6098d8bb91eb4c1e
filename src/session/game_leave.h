/*
 * The question before a game with moves at stake goes: one set of words
 * for the keys on the board and the command lines alike, saying what
 * becomes of the game.
 */
#ifndef TUMBLE_SESSION_GAME_LEAVE_H
#define TUMBLE_SESSION_GAME_LEAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"

/* What becomes of a game the player is asked about before it goes. */
typedef enum game_leaving {
	GAME_RESTARTED, /* it starts again from its first position */
	GAME_LEFT,      /* another game takes its place; it is not kept */
	GAME_QUIT,      /* it is kept to continue (see game_keep_promise) */
	/* The player goes back to the editor the puzzle was played from:
	 * it is kept to continue, as a quit keeps it. */
	GAME_TO_EDITOR,
} game_leaving;

/* The one question asked, by a key on the board and at a command line
 * alike, before a game with moves at stake goes as `how` says, without
 * "(y/n)": "Leave this game with 2 moves made? It is not kept.", "Leave
 * this game for the editor with 1 move made? It is kept to continue.", or
 * with moves taken back "with 2 moves to redo".  False, with nothing to ask,
 * when no move is at stake. */
bool game_leaving_question(const game *g, game_leaving how, char *question,
    size_t size);

#endif
