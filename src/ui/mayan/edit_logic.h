/*
 * The rules of the Mayan puzzle editor, apart from the terminal so the
 * tests check them: a board built block by block under a cursor, the n
 * it asks for, and whether it can be played or written (not empty, no
 * line of 3 standing, whose cells are lit on screen).
 */
#ifndef TUMBLE_UI_MAYAN_EDIT_LOGIC_H
#define TUMBLE_UI_MAYAN_EDIT_LOGIC_H

#include <stdbool.h>

#include "engine/mayan.h"

typedef struct ui_mayan_edit_board {
	mayan_board board;
	int n;        /* the moves it asks for: 1..MAYAN_SOLVE_MAX_MOVES */
	int x, y;     /* the cursor: a column, and a row up to its top + 1 */
	bool changed; /* since it was last written (or opened) */
} ui_mayan_edit_board;

/* What stops a board from being played or written. */
typedef enum ui_mayan_edit_trouble {
	UI_MAYAN_EDIT_PLAYABLE,
	UI_MAYAN_EDIT_EMPTY,
	UI_MAYAN_EDIT_LINE, /* a line of 3 stands on it */
} ui_mayan_edit_trouble;

/* Start editing `board` for n moves (clamped to 1..10), unchanged. */
void ui_mayan_edit_open(ui_mayan_edit_board *e, const mayan_board *board,
    int n);
/* Move the cursor by (dx, dy): columns stop at the sides, rows at the
 * bottom and at the row above the column's top, where a block would go. */
void ui_mayan_edit_move(ui_mayan_edit_board *e, int dx, int dy);
/* Put the cursor on cell (x, y), within the same bounds. */
void ui_mayan_edit_point(ui_mayan_edit_board *e, int x, int y);
/* Put a block of `color` on top of the cursor's column, the cursor on it;
 * false when the column is full (MAYAN_HEIGHT blocks). */
bool ui_mayan_edit_put(ui_mayan_edit_board *e, int color);
/* Take out the block under the cursor; false when there is none. */
bool ui_mayan_edit_take(ui_mayan_edit_board *e);
/* Change n by `by`; false (n unchanged) past 1 or MAYAN_SOLVE_MAX_MOVES. */
bool ui_mayan_edit_step_n(ui_mayan_edit_board *e, int by);
/* Whether the board can be played or written; `lit` gets the cells of
 * the lines of 3 standing (0 when none). */
ui_mayan_edit_trouble ui_mayan_edit_check(const ui_mayan_edit_board *e,
    mayan_cells *lit);

#endif
