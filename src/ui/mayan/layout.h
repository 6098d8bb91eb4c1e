/*
 * Where the Mayan screen and the editor put things for a terminal of
 * LINES x COLS: a compact layout (cells of 3x1) down to 40x16, a roomy
 * one (cells of 7x2, the answer panel to the right) from 66x24, so that
 * nothing is cut at 80x24, and bigger cells (9x3, 11x4, ...) where the
 * terminal has room for them, as a window's board grows with the
 * window; the board and its text sit in the middle of the lines, the
 * footer on the last.  Drawing and the mouse ask the same layout where a
 * cell is, so they always agree; kept apart from the drawing so that the
 * tests check every size without a terminal.
 */
#ifndef TUMBLE_UI_MAYAN_LAYOUT_H
#define TUMBLE_UI_MAYAN_LAYOUT_H

#include <stdbool.h>

/* The smallest terminal the compact layout fits. */
enum { UI_MAYAN_MIN_COLS = 40, UI_MAYAN_MIN_ROWS = 16 };
/* The tallest cell, in lines. */
enum { UI_MAYAN_LAYOUT_CELL_ROWS_MAX = 7 };

typedef struct ui_mayan_layout {
	int cell_w, cell_h; /* a cell: a gap, the block, a gap; its rows */
	int label;          /* columns of the y labels left of the board */
	int width;          /* the width of the whole screen's text */
	int left;           /* its first column */
	int title_row;      /* the title's line */
	int top;            /* the board's first row */
	int panel;          /* the answer panel, from the text's left */
	int panel_rows;     /* its rows from `top`: the board's and labels' */
	int status;         /* the status line's row; text follows below */
} ui_mayan_layout;

ui_mayan_layout ui_mayan_layout_choose(int lines, int columns);
/* Room for an answer panel of `wanted` rows (its heading and its moves)
 * in a terminal of `lines`, where the board's rows are too few: the
 * panel goes on under the board, and the status and the text under it
 * move down as far as the lines allow, keeping the status, the last
 * move and two lines of message above the footer (the smallest screen
 * shows a 10-move answer whole so). */
void ui_mayan_layout_grow_panel(ui_mayan_layout *l, int lines, int wanted);
/* The screen column of the gap left of cell x, and the line of the top
 * of row y. */
int ui_mayan_layout_cell_col(const ui_mayan_layout *l, int x);
int ui_mayan_layout_cell_row(const ui_mayan_layout *l, int y);
/* The line of row y's digits and label. */
int ui_mayan_layout_label_row(const ui_mayan_layout *l, int y);
/* The cell (x, y) at screen line `row`, column `col`; false off the
 * board. */
bool ui_mayan_layout_cell_at(const ui_mayan_layout *l, int row, int col,
    int *x, int *y);

#endif
