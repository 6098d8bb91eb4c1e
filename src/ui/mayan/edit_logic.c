/*
 * The Mayan editor's rules: the cursor's bounds, putting and taking
 * blocks, n, and what keeps a board from play.
 */
#include "ui/mayan/edit_logic.h"

void ui_mayan_edit_open(ui_mayan_edit_board *e, const mayan_board *board,
    int n)
{
	e->board = *board;
	e->n = n < 1 ? 1 : n > MAYAN_SOLVE_MAX_MOVES ?
	    MAYAN_SOLVE_MAX_MOVES : n;
	e->x = e->y = 0;
	e->changed = false;
}

void ui_mayan_edit_point(ui_mayan_edit_board *e, int x, int y)
{
	e->x = x < 0 ? 0 : x >= MAYAN_WIDTH ? MAYAN_WIDTH - 1 : x;
	/* The free cell over a column is where its next block goes; a full
	 * column has none. */
	int top = mayan_board_height(&e->board, e->x);
	if (top >= MAYAN_HEIGHT)
		top = MAYAN_HEIGHT - 1;
	e->y = y < 0 ? 0 : y > top ? top : y;
}

void ui_mayan_edit_move(ui_mayan_edit_board *e, int dx, int dy)
{
	ui_mayan_edit_point(e, e->x + dx, e->y + dy);
}

bool ui_mayan_edit_put(ui_mayan_edit_board *e, int color)
{
	if (!mayan_board_push(&e->board, e->x, color))
		return false;
	e->y = mayan_board_height(&e->board, e->x) - 1;
	e->changed = true;
	return true;
}

bool ui_mayan_edit_take(ui_mayan_edit_board *e)
{
	if (!mayan_board_take(&e->board, e->x, e->y))
		return false;
	e->changed = true;
	return true;
}

bool ui_mayan_edit_step_n(ui_mayan_edit_board *e, int by)
{
	const int n = e->n + by;
	if (n < 1 || n > MAYAN_SOLVE_MAX_MOVES)
		return false;
	e->n = n;
	e->changed = true;
	return true;
}

ui_mayan_edit_trouble ui_mayan_edit_check(const ui_mayan_edit_board *e,
    mayan_cells *lit)
{
	*lit = mayan_board_lines(&e->board);
	if (*lit != 0)
		return UI_MAYAN_EDIT_LINE;
	return mayan_board_empty(&e->board) ? UI_MAYAN_EDIT_EMPTY :
	    UI_MAYAN_EDIT_PLAYABLE;
}
