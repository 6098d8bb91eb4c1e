/*
 * The Same Game screen's layout (see layout.h).
 *
 * Rows under the board, from the top: the column labels, the status, the
 * cursor's line, the last move, the message (two lines, for a plan's long
 * words) and the footer on the last line.  A roomy screen adds a blank
 * line over and under the board and two lines for trouble with the score
 * file; a compact one (15 rows in 24 lines) shows such trouble in the
 * message's second line instead; a tight one (20 rows in 27 lines) gives
 * the cursor's line only what the message leaves of its two lines, and
 * the tightest (the judge's board in 16 lines, 20 rows in 26) drops the
 * title too.  The cursor and the board's name go last, as a player
 * needs them most.  A board that even the tightest keeps out of the
 * usual terminal's 24 lines (19 or 20 rows) has a bare screen there:
 * under the status one line, or two, as wide as the terminal, where the
 * newest words (the last move's, the message, an alert) win, the
 * cursor's giving way first; 20 rows fit 24 lines.  Where the columns
 * beside such a board, its balls 3 columns wide, hold the status (a
 * board of 20 columns in 79 or more), it goes there, one figure a line,
 * and the lines under the board are all the words'.  A terminal with
 * lines to spare even for a roomy screen grows the balls while the roomy
 * screen still fits, then sets the title, the board and its text in the
 * middle of the lines left over; the footer keeps the last line, as on
 * every screen.
 */
#include "ui/same/layout.h"

enum {
	UI_SAME_LAYOUT_BARE_EXTRA = 3,    /* the status, one line, footer */
	UI_SAME_LAYOUT_TIGHT_EXTRA = 5,   /* 4 text lines, footer */
	UI_SAME_LAYOUT_COMPACT_EXTRA = 7, /* and the title, the cursor line */
	UI_SAME_LAYOUT_ROOMY_EXTRA = 11,  /* 2 blank lines, 2 alert lines */
	UI_SAME_LAYOUT_USUAL_LINES = 24,  /* the usual terminal's lines */
};

static int ui_same_layout_board_width(int cols, int cell)
{
	return UI_SAME_LAYOUT_LABEL + cols * cell;
}

static int ui_same_layout_max(int a, int b)
{
	return a > b ? a : b;
}

/* Balls of more than one line: `rows` lines and twice as many columns
 * and a gap, nearly square on a terminal's tall characters. */
static int ui_same_layout_cell_columns(int cell_rows)
{
	return 2 * cell_rows + 1;
}

ui_same_layout ui_same_layout_choose(int rows, int cols, int lines,
    int columns)
{
	ui_same_layout l = { .cell = 3, .cell_rows = 1 };
	/* The widest ball that fits; a board too wide even at 1 column a
	 * ball is measured at 1, which is what it needs. */
	while (l.cell > 1 &&
	    ui_same_layout_board_width(cols, l.cell) > columns)
		l.cell--;
	/* Labels of two digits need two lines under balls narrower than 3:
	 * the tens over the ones. */
	l.label_rows = l.cell >= 3 || cols <= 9 ? 1 : 2;
	const int tightest = rows + l.label_rows + UI_SAME_LAYOUT_TIGHT_EXTRA;
	/* A board the tightest screen keeps out of the usual terminal has
	 * it with the bare one. */
	l.need_rows = tightest <= UI_SAME_LAYOUT_USUAL_LINES ? tightest :
	    rows + l.label_rows + UI_SAME_LAYOUT_BARE_EXTRA;
	/* The lines needed hold from the width that gives this many lines
	 * of labels: two-digit labels on one line need balls of 3. */
	const int narrowest = l.label_rows == 1 && cols > 9 ? 3 : 1;
	l.need_cols = ui_same_layout_max(ui_same_layout_board_width(cols,
	    narrowest), UI_SAME_LAYOUT_TEXT_MIN);
	l.fits = lines >= l.need_rows && columns >= l.need_cols;
	/* Bigger balls while the roomy screen holds them. */
	for (int h = 2; l.cell == ui_same_layout_cell_columns(l.cell_rows) &&
	    h <= UI_SAME_LAYOUT_CELL_ROWS_MAX; h++) {
		if (ui_same_layout_board_width(cols,
		    ui_same_layout_cell_columns(h)) > columns ||
		    rows * h + l.label_rows + UI_SAME_LAYOUT_ROOMY_EXTRA >
		    lines)
			break;
		l.cell = ui_same_layout_cell_columns(h);
		l.cell_rows = h;
	}
	const int board_rows = rows * l.cell_rows + l.label_rows;
	l.roomy = lines >= board_rows + UI_SAME_LAYOUT_ROOMY_EXTRA;
	l.tight = lines < board_rows + UI_SAME_LAYOUT_COMPACT_EXTRA;
	l.bare = lines < tightest;
	l.title = lines > tightest;
	/* Half the lines a roomy screen leaves go over it. */
	l.title_row = l.roomy ? (lines - board_rows -
	    UI_SAME_LAYOUT_ROOMY_EXTRA) / 2 : 0;
	l.top = l.title_row + (l.roomy ? 2 : l.title ? 1 : 0);
	const int width = ui_same_layout_board_width(cols, l.cell);
	/* Beside the board: a column apart, the status, and a column free
	 * at the edge, as every line keeps; only beside balls of their full
	 * 3 columns, as a terminal too narrow for them has none to spare. */
	const int beside = 1 + UI_SAME_LAYOUT_SIDE_MIN + 1;
	l.side = l.bare && l.fits && l.cell == 3 &&
	    columns >= width + beside + 1;
	/* The board and its status together in the middle of the
	 * columns. */
	l.left = (columns - width - (l.side ? beside - 1 : 0)) / 2;
	if (l.left < 0)
		l.left = 0;
	l.side_left = l.side ? l.left + width + 1 : 0;
	l.text_top = l.top + board_rows + l.roomy;
	l.text_width = columns < UI_SAME_LAYOUT_TEXT ? columns :
	    UI_SAME_LAYOUT_TEXT;
	l.text_left = (columns - l.text_width) / 2;
	/* A bare screen's line under the status holds all it can: the
	 * words run from the footer's column to the last but one. */
	if (l.bare && columns >= UI_SAME_LAYOUT_TEXT_MIN + 2) {
		l.text_left = 1;
		l.text_width = columns - 2;
	}
	return l;
}

int ui_same_layout_smallest(int rows, int cols,
    int need_cols[UI_SAME_LAYOUT_SMALLEST_MAX],
    int need_rows[UI_SAME_LAYOUT_SMALLEST_MAX])
{
	/* From the width of balls of 3 on, the layout needs the same. */
	const int widest = ui_same_layout_max(ui_same_layout_board_width(cols,
	    3), UI_SAME_LAYOUT_TEXT_MIN);
	int count = 0;
	for (int columns = 1; columns <= widest &&
	    count < UI_SAME_LAYOUT_SMALLEST_MAX; columns++) {
		/* What a width needs does not depend on the lines. */
		const ui_same_layout l = ui_same_layout_choose(rows, cols, 0,
		    columns);
		if (columns < l.need_cols ||
		    (count > 0 && need_rows[count - 1] == l.need_rows))
			continue;
		need_cols[count] = columns;
		need_rows[count++] = l.need_rows;
	}
	return count;
}

bool ui_same_layout_cell_at(const ui_same_layout *l, int rows, int cols,
    int y, int x, int *row, int *col)
{
	const int dx = x - l->left - UI_SAME_LAYOUT_LABEL;
	const int dy = y - l->top;
	if (dy < 0 || dy >= rows * l->cell_rows || dx < 0 ||
	    dx >= cols * l->cell)
		return false;
	*row = rows - dy / l->cell_rows;
	*col = dx / l->cell + 1;
	return true;
}

int ui_same_layout_cell_x(const ui_same_layout *l, int col)
{
	return l->left + UI_SAME_LAYOUT_LABEL + (col - 1) * l->cell;
}

int ui_same_layout_cell_y(const ui_same_layout *l, int rows, int row)
{
	return l->top + (rows - row) * l->cell_rows;
}

int ui_same_layout_letter_x(const ui_same_layout *l, int col)
{
	/* " R " and " R" put the letter one column in; "R" puts it first;
	 * a bigger ball, in its middle. */
	return ui_same_layout_cell_x(l, col) + l->cell / 2;
}

int ui_same_layout_letter_y(const ui_same_layout *l, int rows, int row)
{
	return ui_same_layout_cell_y(l, rows, row) + (l->cell_rows - 1) / 2;
}

int ui_same_layout_labels_y(const ui_same_layout *l, int rows)
{
	return l->top + rows * l->cell_rows;
}
