/*
 * The Mayan editor's rules: the cursor's bounds, putting and taking
 * blocks, n, the title, what keeps a board from play, and what is known
 * of clearing it.
 */
#include "session/mayan_edit.h"

#include <stdio.h>
#include <string.h>

#include "io/levels.h"

/* A block put or taken: what searches found was for another board. */
static void mayan_edit_board_changed(mayan_edit_board *e)
{
	e->changed = true;
	for (int n = 0; n <= MAYAN_SOLVE_MAX_MOVES; n++)
		e->known[n] = MAYAN_EDIT_UNKNOWN;
}

void mayan_edit_open(mayan_edit_board *e, const mayan_board *board,
    int n)
{
	e->board = *board;
	e->n = n < 1 ? 1 : n > MAYAN_SOLVE_MAX_MOVES ?
	    MAYAN_SOLVE_MAX_MOVES : n;
	e->x = e->y = 0;
	e->title[0] = '\0';
	mayan_edit_board_changed(e);
	e->changed = false;
}

void mayan_edit_point(mayan_edit_board *e, int x, int y)
{
	e->x = x < 0 ? 0 : x >= MAYAN_WIDTH ? MAYAN_WIDTH - 1 : x;
	/* The free cell over a column is where its next block goes; a full
	 * column has none. */
	int top = mayan_board_height(&e->board, e->x);
	if (top >= MAYAN_HEIGHT)
		top = MAYAN_HEIGHT - 1;
	e->y = y < 0 ? 0 : y > top ? top : y;
}

void mayan_edit_move(mayan_edit_board *e, int dx, int dy)
{
	mayan_edit_point(e, e->x + dx, e->y + dy);
}

bool mayan_edit_put(mayan_edit_board *e, int color)
{
	if (!mayan_board_push(&e->board, e->x, color))
		return false;
	e->y = mayan_board_height(&e->board, e->x) - 1;
	mayan_edit_board_changed(e);
	return true;
}

bool mayan_edit_take(mayan_edit_board *e)
{
	if (!mayan_board_take(&e->board, e->x, e->y))
		return false;
	/* The top block taken, the cursor goes down to the new top, so
	 * that x again goes on emptying the column. */
	if (e->y > 0 && e->y == mayan_board_height(&e->board, e->x))
		e->y--;
	mayan_edit_board_changed(e);
	return true;
}

bool mayan_edit_step_n(mayan_edit_board *e, int by)
{
	const int n = e->n + by;
	if (n < 1 || n > MAYAN_SOLVE_MAX_MOVES)
		return false;
	e->n = n;
	e->changed = true;
	return true;
}

mayan_edit_trouble mayan_edit_check(const mayan_edit_board *e,
    mayan_cells *lit)
{
	*lit = mayan_board_lines(&e->board);
	if (*lit != 0)
		return MAYAN_EDIT_LINE;
	return mayan_board_empty(&e->board) ? MAYAN_EDIT_EMPTY :
	    MAYAN_EDIT_WELL_FORMED;
}

const char *mayan_edit_refusal(const mayan_edit_board *e)
{
	mayan_cells lit;
	switch (mayan_edit_check(e, &lit)) {
	case MAYAN_EDIT_EMPTY:
		return "The board is empty: put blocks with 1..9 and 0.";
	case MAYAN_EDIT_LINE:
		return "Not playable: a line of 3 stands (lit); x takes a "
		    "block out.";
	case MAYAN_EDIT_WELL_FORMED:
		break;
	}
	return NULL;
}

bool mayan_edit_set_title(mayan_edit_board *e, const char *title)
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

void mayan_edit_puzzle(const mayan_edit_board *e, mayan_puzzle *p)
{
	p->moves = e->n;
	p->board = e->board;
	p->fields = 0;
	/* Set through mayan_edit_set_title, so the header takes it. */
	if (e->title[0] != '\0')
		mayan_puzzle_add_field(p, "title", e->title);
}

void mayan_edit_learn(mayan_edit_board *e, int n, bool clears)
{
	if (n >= 1 && n <= MAYAN_SOLVE_MAX_MOVES)
		e->known[n] = clears ? MAYAN_EDIT_CLEARS :
		    MAYAN_EDIT_NEVER;
}

/* A line clearing the position after k moves of session `s` in its
 * moves left, from what searches noted: a line from a position j of the
 * line that the moves played after it follow up to k, or the moves from
 * k to a later position j and the line from there.  `line` gets it. */
static bool mayan_edit_line_at(const mayan_session *s, int k,
    mayan_move *line)
{
	for (int j = 0; j <= s->last; j++) {
		const mayan_session_found *at = &s->found_at[j];
		int i = j;
		if (!at->known || !at->found)
			continue;
		while (i < k && mayan_move_compare(s->moves[i],
		    at->move[i - j]) == 0)
			i++;
		if (i < k)
			continue;
		for (i = k; i < s->limit; i++)
			line[i - k] = i < j ? s->moves[i] : at->move[i - j];
		return true;
	}
	return false;
}

bool mayan_edit_learn_game(mayan_edit_board *e, const mayan_session *s,
    mayan_assist_answer *shown)
{
	const int k = mayan_session_move_count(s);
	const int left = mayan_session_moves_left(s);
	memset(shown, 0, sizeof *shown);
	if (left < 1 || e->n != left ||
	    !mayan_board_equal(&e->board, mayan_session_board(s)))
		return false;
	shown->board = e->board;
	shown->count = left;
	if (mayan_edit_line_at(s, k, shown->move)) {
		shown->known = shown->found = true;
	} else if (s->found_at[k].known) {
		shown->known = true;
		shown->count = 0;
	} else if (k == 0 && mayan_session_start_known(s) !=
	    MAYAN_START_UNKNOWN) {
		/* Proved from the start without a line kept (the review's
		 * search): known, with nothing to show for a line. */
		const bool clears = mayan_session_start_known(s) ==
		    MAYAN_START_CLEARABLE;
		shown->known = !clears;
		shown->count = 0;
		mayan_edit_learn(e, left, clears);
		return true;
	} else {
		return false;
	}
	mayan_edit_learn(e, left, shown->found);
	return true;
}

bool mayan_edit_learn_puzzle(mayan_edit_board *e, const mayan_puzzle *p,
    mayan_assist_answer *told)
{
	memset(told, 0, sizeof *told);
	if (e->n != p->moves || !mayan_board_equal(&e->board, &p->board) ||
	    !levels_answer(p, told->move))
		return false;
	told->known = told->found = true;
	told->board = e->board;
	told->count = e->n;
	mayan_edit_learn(e, e->n, true);
	return true;
}

bool mayan_edit_learn_level(mayan_edit_board *e, const levels_pack *pack,
    int level, mayan_assist_answer *told)
{
	char path[sizeof pack->dir + sizeof pack->file[0] + 1];
	mayan_puzzle p;
	io_error error;
	memset(told, 0, sizeof *told);
	return level >= 0 && level < pack->count &&
	    levels_path(pack, level, path, sizeof path) &&
	    levels_read_puzzle(path, &p, &error) &&
	    mayan_edit_learn_puzzle(e, &p, told);
}

int mayan_edit_short_color(const mayan_edit_board *e)
{
	int count[MAYAN_COLORS + 1];
	mayan_board_count(&e->board, count);
	for (int color = 1; color <= MAYAN_COLORS; color++)
		if (count[color] > 0 && count[color] < 3)
			return color;
	return 0;
}

mayan_edit_known mayan_edit_clears(const mayan_edit_board *e,
    int n)
{
	if (mayan_edit_short_color(e) != 0)
		return MAYAN_EDIT_NEVER;
	return e->known[n];
}

int mayan_edit_fewest(const mayan_edit_board *e)
{
	for (int n = 1; n <= MAYAN_SOLVE_MAX_MOVES; n++) {
		const mayan_edit_known k = mayan_edit_clears(e, n);
		if (k != MAYAN_EDIT_NEVER)
			return k == MAYAN_EDIT_CLEARS ? n : 0;
	}
	return 0;
}

bool mayan_edit_never(const mayan_edit_board *e)
{
	for (int n = 1; n <= MAYAN_SOLVE_MAX_MOVES; n++)
		if (mayan_edit_clears(e, n) != MAYAN_EDIT_NEVER)
			return false;
	return true;
}

static const char *mayan_edit_plural(int count)
{
	return count == 1 ? "" : "s";
}

mayan_edit_known mayan_edit_say_clearing(const mayan_edit_board *e,
    char *out, size_t size)
{
	const int n = e->n, fewest = mayan_edit_fewest(e);
	const int color = mayan_edit_short_color(e);
	const mayan_edit_known known = mayan_edit_clears(e, n);
	if (color != 0) {
		int count[MAYAN_COLORS + 1];
		mayan_board_count(&e->board, count);
		snprintf(out, size, "Cannot be cleared: colour %d has %d "
		    "block%s, and a line takes 3.", color, count[color],
		    mayan_edit_plural(count[color]));
	} else if (known == MAYAN_EDIT_CLEARS) {
		if (fewest == n)
			snprintf(out, size, "Clears in exactly %d move%s, and "
			    "no fewer.", n, mayan_edit_plural(n));
		else if (fewest != 0)
			snprintf(out, size, "Clears in exactly %d move%s (the "
			    "fewest: %d).", n, mayan_edit_plural(n), fewest);
		else
			snprintf(out, size, "Clears in exactly %d move%s.", n,
			    mayan_edit_plural(n));
	} else if (known == MAYAN_EDIT_NEVER) {
		if (mayan_edit_never(e))
			snprintf(out, size, "Cannot be cleared in %d moves or "
			    "fewer.", MAYAN_SOLVE_MAX_MOVES);
		else if (fewest != 0)
			snprintf(out, size, "Cannot be cleared in exactly %d "
			    "move%s (the fewest: %d).", n,
			    mayan_edit_plural(n), fewest);
		else
			snprintf(out, size, "Cannot be cleared in exactly %d "
			    "move%s.", n, mayan_edit_plural(n));
	} else if (fewest != 0) {
		snprintf(out, size, "The fewest moves that clear it: %d; s "
		    "checks exactly %d.", fewest, n);
	} else {
		snprintf(out, size, "Clears in %d move%s? s checks; f finds "
		    "the fewest.", n, mayan_edit_plural(n));
	}
	return known;
}
