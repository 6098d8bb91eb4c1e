/*
 * The Mayan screen's layout (see layout.h).
 *
 * Under the board and its x labels: a blank line when roomy, the status,
 * the last move, the message (two lines), trouble with the progress file
 * and the footer.  Right of the board, the answer panel, 24 columns
 * wide.  Cells of h lines are 2h + 3 columns, so a block (the cell less
 * its gaps) is about as tall as it is wide.
 */
#include "ui/mayan/layout.h"

#include "engine/mayan.h"

enum {
	UI_MAYAN_LAYOUT_TEXT_ROWS = 6, /* status to footer, when roomy */
	/* The text kept under a panel grown long: the status, the last
	 * move and two lines of message. */
	UI_MAYAN_LAYOUT_TEXT_KEPT = 4,
	UI_MAYAN_LAYOUT_PANEL_GAP = 4,
	UI_MAYAN_LAYOUT_PANEL_WIDTH = 24,
};

/* The lines and columns a roomy layout of cells `h` lines tall takes. */
static int ui_mayan_layout_cell_columns(int h)
{
	return 2 * h + 3;
}

static int ui_mayan_layout_rows(int h)
{
	/* The title, a blank line, the board, its labels, a blank line. */
	return 2 + MAYAN_HEIGHT * h + 2 + UI_MAYAN_LAYOUT_TEXT_ROWS;
}

static int ui_mayan_layout_columns(int h)
{
	return 3 + MAYAN_WIDTH * ui_mayan_layout_cell_columns(h) +
	    UI_MAYAN_LAYOUT_PANEL_GAP + UI_MAYAN_LAYOUT_PANEL_WIDTH;
}

ui_mayan_layout ui_mayan_layout_choose(int lines, int columns)
{
	ui_mayan_layout l = { .cell_w = 3, .cell_h = 1, .label = 2,
		.width = UI_MAYAN_MIN_COLS };
	int h = 2;
	while (h <= UI_MAYAN_LAYOUT_CELL_ROWS_MAX &&
	    lines >= ui_mayan_layout_rows(h) &&
	    columns >= ui_mayan_layout_columns(h))
		h++;
	h--;
	int used = UI_MAYAN_MIN_ROWS;
	if (h >= 2) {
		l.cell_h = h;
		l.cell_w = ui_mayan_layout_cell_columns(h);
		l.label = 3;
		l.width = ui_mayan_layout_columns(h);
		used = ui_mayan_layout_rows(h);
	}
	const bool roomy = h >= 2;
	l.left = (columns - l.width) / 2;
	/* Half the lines left over go over the title. */
	l.title_row = lines > used ? (lines - used) / 2 : 0;
	l.top = l.title_row + (roomy ? 2 : 1);
	l.panel = roomy ? l.label + MAYAN_WIDTH * l.cell_w +
	    UI_MAYAN_LAYOUT_PANEL_GAP : l.label + MAYAN_WIDTH * l.cell_w + 2;
	/* Below the board and its x labels, and a blank row when roomy. */
	l.status = l.top + MAYAN_HEIGHT * l.cell_h + 1 + roomy;
	l.panel_rows = MAYAN_HEIGHT * l.cell_h + 1;
	return l;
}

void ui_mayan_layout_grow_panel(ui_mayan_layout *l, int lines, int wanted)
{
	/* The status, the last move and two lines of message, then the
	 * footer on the last line. */
	const int lowest = lines - 1 - UI_MAYAN_LAYOUT_TEXT_KEPT;
	int more = wanted - l->panel_rows;
	if (more > lowest - l->status)
		more = lowest - l->status;
	if (more <= 0)
		return;
	l->panel_rows += more;
	l->status += more;
}

int ui_mayan_layout_cell_col(const ui_mayan_layout *l, int x)
{
	return l->left + l->label + x * l->cell_w;
}

int ui_mayan_layout_cell_row(const ui_mayan_layout *l, int y)
{
	return l->top + (MAYAN_HEIGHT - 1 - y) * l->cell_h;
}

int ui_mayan_layout_label_row(const ui_mayan_layout *l, int y)
{
	return ui_mayan_layout_cell_row(l, y) + (l->cell_h - 1) / 2;
}

bool ui_mayan_layout_cell_at(const ui_mayan_layout *l, int row, int col,
    int *x, int *y)
{
	const int dx = col - ui_mayan_layout_cell_col(l, 0);
	const int dy = row - l->top;
	if (dx < 0 || dy < 0 || dx >= MAYAN_WIDTH * l->cell_w ||
	    dy >= MAYAN_HEIGHT * l->cell_h)
		return false;
	*x = dx / l->cell_w;
	*y = MAYAN_HEIGHT - 1 - dy / l->cell_h;
	return true;
}
