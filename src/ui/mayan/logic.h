/*
 * The parts of the Mayan screen that need no terminal, kept apart so the
 * tests check them without curses:
 *
 * - the show of a move, frame by frame: the block slides over (or the two
 *   blocks swap), loose blocks fall one row a frame, the lines that vanish
 *   flash, and what stands over them falls, chain after chain, until the
 *   board is at rest on exactly the board the engine gives;
 * - a move in a player's words.
 *
 * The solver's answer and its searches are the session's
 * (session/mayan_assist.h).
 */
#ifndef TUMBLE_UI_MAYAN_LOGIC_H
#define TUMBLE_UI_MAYAN_LOGIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/mayan.h"

/* Frames a line flashes for before it vanishes. */
#define UI_MAYAN_FLASH_FRAMES 4

typedef struct ui_mayan_show {
	/* What is drawn: cell[x][y], 0 for empty; blocks may hang in the
	 * air while they fall. */
	uint8_t cell[MAYAN_WIDTH][MAYAN_HEIGHT];
	mayan_cells flash;  /* cells about to vanish */
	int flash_frames;   /* frames of flashing left */
	int chain;          /* rounds of lines so far in this move */
	mayan_board stage;  /* the engine's board once this stage settles */
} ui_mayan_show;

/* The first frame of move `m` (legal) from `before`: the dragged block
 * beside its column at its own height, or the two blocks swapped. */
void ui_mayan_show_start(ui_mayan_show *show, const mayan_board *before,
    mayan_move m);
/* The next frame; false once the board is at rest, which is then the
 * engine's board after the move. */
bool ui_mayan_show_step(ui_mayan_show *show);
/* True when the flashing cell (x, y) is drawn lit in this frame. */
bool ui_mayan_show_lit(const ui_mayan_show *show, int x, int y);

/* A move as the player makes it, a drag: "(2,0) right". */
void ui_mayan_drag_words(char *out, size_t size, mayan_move m);

#endif
