/*
 * The Mayan editor's rules: the cursor's bounds, putting and taking
 * blocks, n, the title, what keeps a board from play, and what is known
 * of clearing it.
 */
#include "ui/mayan/edit_logic.h"

#include <stdio.h>
#include <string.h>

/* A block put or taken: what searches found was for another board. */
static void ui_mayan_edit_board_changed(ui_mayan_edit_board *e)
{
	e->changed = true;
	for (int n = 0; n <= MAYAN_SOLVE_MAX_MOVES; n++)
		e->known[n] = UI_MAYAN_EDIT_UNKNOWN;
}

void ui_mayan_edit_open(ui_mayan_edit_board *e, const mayan_board *board,
    int n)
{
	e->board = *board;
	e->n = n < 1 ? 1 : n > MAYAN_SOLVE_MAX_MOVES ?
	    MAYAN_SOLVE_MAX_MOVES : n;
	e->x = e->y = 0;
	e->title[0] = '\0';
	ui_mayan_edit_board_changed(e);
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
	ui_mayan_edit_board_changed(e);
	return true;
}

bool ui_mayan_edit_take(ui_mayan_edit_board *e)
{
	if (!mayan_board_take(&e->board, e->x, e->y))
		return false;
	ui_mayan_edit_board_changed(e);
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
	    UI_MAYAN_EDIT_WELL_FORMED;
}

const char *ui_mayan_edit_refusal(const ui_mayan_edit_board *e)
{
	mayan_cells lit;
	switch (ui_mayan_edit_check(e, &lit)) {
	case UI_MAYAN_EDIT_EMPTY:
		return "The board is empty: put blocks with 1..9 and 0.";
	case UI_MAYAN_EDIT_LINE:
		return "Not playable: a line of 3 stands (lit); x takes a "
		    "block out.";
	case UI_MAYAN_EDIT_WELL_FORMED:
		break;
	}
	return NULL;
}

bool ui_mayan_edit_set_title(ui_mayan_edit_board *e, const char *title)
{
	size_t from = strspn(title, " "), len = strlen(title + from);
	while (len > 0 && title[from + len - 1] == ' ')
		len--;
	if (len >= sizeof e->title)
		return false;
	char trimmed[sizeof e->title];
	memcpy(trimmed, title + from, len);
	trimmed[len] = '\0';
	/* The header's own rule decides, so that what is set here is what
	 * the file holds and reads back. */
	mayan_puzzle probe = { .fields = 0 };
	if (len > 0 && !mayan_puzzle_add_field(&probe, "title", trimmed))
		return false;
	if (strcmp(e->title, trimmed) != 0)
		e->changed = true;
	memcpy(e->title, trimmed, len + 1);
	return true;
}

void ui_mayan_edit_puzzle(const ui_mayan_edit_board *e, mayan_puzzle *p)
{
	p->moves = e->n;
	p->board = e->board;
	p->fields = 0;
	/* Set through ui_mayan_edit_set_title, so the header takes it. */
	if (e->title[0] != '\0')
		mayan_puzzle_add_field(p, "title", e->title);
}

void ui_mayan_edit_learn(ui_mayan_edit_board *e, int n, bool clears)
{
	if (n >= 1 && n <= MAYAN_SOLVE_MAX_MOVES)
		e->known[n] = clears ? UI_MAYAN_EDIT_CLEARS :
		    UI_MAYAN_EDIT_NEVER;
}

int ui_mayan_edit_short_color(const ui_mayan_edit_board *e)
{
	int count[MAYAN_COLORS + 1];
	mayan_board_count(&e->board, count);
	for (int color = 1; color <= MAYAN_COLORS; color++)
		if (count[color] > 0 && count[color] < 3)
			return color;
	return 0;
}

ui_mayan_edit_known ui_mayan_edit_clears(const ui_mayan_edit_board *e,
    int n)
{
	if (ui_mayan_edit_short_color(e) != 0)
		return UI_MAYAN_EDIT_NEVER;
	return e->known[n];
}

int ui_mayan_edit_fewest(const ui_mayan_edit_board *e)
{
	for (int n = 1; n <= MAYAN_SOLVE_MAX_MOVES; n++) {
		const ui_mayan_edit_known k = ui_mayan_edit_clears(e, n);
		if (k != UI_MAYAN_EDIT_NEVER)
			return k == UI_MAYAN_EDIT_CLEARS ? n : 0;
	}
	return 0;
}

bool ui_mayan_edit_never(const ui_mayan_edit_board *e)
{
	for (int n = 1; n <= MAYAN_SOLVE_MAX_MOVES; n++)
		if (ui_mayan_edit_clears(e, n) != UI_MAYAN_EDIT_NEVER)
			return false;
	return true;
}

static const char *ui_mayan_edit_plural(int count)
{
	return count == 1 ? "" : "s";
}

ui_mayan_edit_known ui_mayan_edit_say_clearing(const ui_mayan_edit_board *e,
    char *out, size_t size)
{
	const int n = e->n, fewest = ui_mayan_edit_fewest(e);
	const int color = ui_mayan_edit_short_color(e);
	const ui_mayan_edit_known known = ui_mayan_edit_clears(e, n);
	if (color != 0) {
		int count[MAYAN_COLORS + 1];
		mayan_board_count(&e->board, count);
		snprintf(out, size, "Cannot be cleared: colour %d has %d "
		    "block%s, and a line takes 3.", color, count[color],
		    ui_mayan_edit_plural(count[color]));
	} else if (known == UI_MAYAN_EDIT_CLEARS) {
		if (fewest == n)
			snprintf(out, size, "Clears in exactly %d move%s, and "
			    "no fewer.", n, ui_mayan_edit_plural(n));
		else if (fewest != 0)
			snprintf(out, size, "Clears in exactly %d move%s (the "
			    "fewest: %d).", n, ui_mayan_edit_plural(n), fewest);
		else
			snprintf(out, size, "Clears in exactly %d move%s.", n,
			    ui_mayan_edit_plural(n));
	} else if (known == UI_MAYAN_EDIT_NEVER) {
		if (ui_mayan_edit_never(e))
			snprintf(out, size, "Cannot be cleared in %d moves or "
			    "fewer.", MAYAN_SOLVE_MAX_MOVES);
		else if (fewest != 0)
			snprintf(out, size, "Cannot be cleared in exactly %d "
			    "move%s (the fewest: %d).", n,
			    ui_mayan_edit_plural(n), fewest);
		else
			snprintf(out, size, "Cannot be cleared in exactly %d "
			    "move%s.", n, ui_mayan_edit_plural(n));
	} else if (fewest != 0) {
		snprintf(out, size, "The fewest moves that clear it: %d; s "
		    "checks exactly %d.", fewest, n);
	} else {
		snprintf(out, size, "Clears in %d move%s? s checks; f finds "
		    "the fewest.", n, ui_mayan_edit_plural(n));
	}
	return known;
}
