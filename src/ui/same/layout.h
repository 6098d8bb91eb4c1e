/*
 * Where the Same Game screen puts things for a board of R x C in a
 * terminal of LINES x COLS: how big a ball is drawn (3 columns, " R ",
 * while the board fits; then 2, then 1, so a wide board fits a narrow
 * terminal; and where the terminal has room to spare, blocks of 5x2,
 * 7x3, ... so that the board fills it as a window's board grows with
 * the window), whether blank lines can frame the board, where the text
 * goes, and which cell a click lands on.  Kept apart from the drawing so
 * that the tests check every size without a terminal.
 */
#ifndef TUMBLE_UI_SAME_LAYOUT_H
#define TUMBLE_UI_SAME_LAYOUT_H

#include <stdbool.h>

/* The row labels left of the board: "%2d ". */
#define UI_SAME_LAYOUT_LABEL 3
/* The text under the board is this wide when the terminal allows... */
#define UI_SAME_LAYOUT_TEXT 66
/* ...and never narrower than this: the score line must stay whole. */
#define UI_SAME_LAYOUT_TEXT_MIN 40
/* The status beside a bare screen's board is this wide at the least:
 * "Score: 159404", the most a board of 20x20 scores. */
#define UI_SAME_LAYOUT_SIDE_MIN 13
/* The tallest ball, in lines: past it a small board is big enough. */
#define UI_SAME_LAYOUT_CELL_ROWS_MAX 5

typedef struct ui_same_layout {
	bool fits;          /* the terminal holds the board and its text */
	int need_rows, need_cols; /* the smallest terminal that does */
	int cell;           /* columns per ball: 1, 2, 3, then 5, 7, ... */
	int cell_rows;      /* lines per ball: 1, then 2, 3, ... */
	int title_row;      /* the title's line */
	int top, left;      /* the board's top row, the row labels' column */
	int label_rows;     /* lines of column labels: 1, or 2 (tens, ones) */
	bool roomy;         /* blank lines around the board, alerts apart */
	bool title;         /* a line over the board for the title and the
			     * board's name */
	bool tight;         /* no line of its own for the cursor: it shows
			     * while the message needs one line of its
			     * two, so a terminal of few lines still holds
			     * the board */
	bool bare;          /* fewer lines than even a tight screen
			     * needs (a board of 19 or 20 rows in the
			     * usual 24 lines): no title, and under the
			     * status one or two lines that the message
			     * and the last move share */
	bool side;          /* a bare screen wide enough for the status
			     * beside the board, one figure a line from
			     * the board's top row: the lines under the
			     * board are all the words' */
	int side_left;      /* ... the status's column there */
	int text_top;       /* the status line, under the board (the words,
			     * where the status is beside it) */
	int text_left, text_width;
} ui_same_layout;

/* The layout of a board of `rows` x `cols` in a terminal of `lines` x
 * `columns`. */
ui_same_layout ui_same_layout_choose(int rows, int cols, int lines,
    int columns);
/* The most smallest terminals a board has: one for each height of its
 * column labels, one line under balls of 3 columns, two under narrower
 * ones. */
#define UI_SAME_LAYOUT_SMALLEST_MAX 2
/* The smallest terminals a board of `rows` x `cols` fits, as
 * ui_same_layout_choose() lays it out: for each width at which the
 * lines it needs change, that width and those lines, narrowest first;
 * how many (1 or 2).  A terminal the board fits is at least one of them
 * in both directions: a 20x20 board fits 40x25 and 63x24. */
int ui_same_layout_smallest(int rows, int cols,
    int need_cols[UI_SAME_LAYOUT_SMALLEST_MAX],
    int need_rows[UI_SAME_LAYOUT_SMALLEST_MAX]);
/* The cell (judge's coordinates) drawn at screen position (y, x); false
 * off the board. */
bool ui_same_layout_cell_at(const ui_same_layout *l, int rows, int cols,
    int y, int x, int *row, int *col);
/* The screen column where the ball of column `col` starts. */
int ui_same_layout_cell_x(const ui_same_layout *l, int col);
/* The screen line where the balls of row `row` (of `rows`) start. */
int ui_same_layout_cell_y(const ui_same_layout *l, int rows, int row);
/* The screen column of the ball's letter in column `col`. */
int ui_same_layout_letter_x(const ui_same_layout *l, int col);
/* The screen line of the letters of row `row` (of `rows`), and of its
 * label. */
int ui_same_layout_letter_y(const ui_same_layout *l, int rows, int row);
/* The line under the board: its column labels. */
int ui_same_layout_labels_y(const ui_same_layout *l, int rows);

#endif
