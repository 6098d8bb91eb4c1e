/*
 * Long text a screenful at a time (see shell_pager.h).
 */
#include "editor/shell_pager.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "command/wrap.h"

enum { SHELL_PAGER_CTRL_C = 3 };

/* A line of the text, its mark taken out (see wrap_held_line()). */
typedef struct shell_pager_line {
	char *text;
	int hang;
} shell_pager_line;

/* A row's place in the text: its line, and its first byte there.  The
 * rows are the text's lines broken for the terminal's width now, so a
 * place is kept in bytes, which a resize leaves where they were. */
typedef struct shell_pager_at {
	size_t line, at;
} shell_pager_at;

/* One paging of a text. */
typedef struct shell_pager_run {
	const shell_pager *pager;
	shell_pager_line *lines;
	size_t count;
	int rows, columns;
	/* The first row of the screenful shown, and the next to show. */
	shell_pager_at top, next;
} shell_pager_run;

/* What a stop ends in. */
typedef enum shell_pager_next {
	SHELL_PAGER_QUIT,
	SHELL_PAGER_LINE,
	SHELL_PAGER_PAGE,
	SHELL_PAGER_END, /* a screenful shown again reached the end */
} shell_pager_next;

/* The rows kept under each screenful on a terminal `columns` wide: the
 * caller's line after the text, or the stop line. */
static int shell_pager_after(const shell_pager *pager, int columns)
{
	const int rows = pager->after != NULL ?
	    wrap_ask_rows(pager->after, 0, columns) : 1;
	return rows > 1 ? rows : 1;
}

/* A row ends before the last column, as everything said at a prompt
 * does: a row that reached it would leave some terminals' cursor
 * waiting to wrap. */
static int shell_pager_width(int columns)
{
	return columns > 2 ? columns - 1 : 1;
}

static bool shell_pager_ended(const shell_pager_run *run, shell_pager_at at)
{
	return at.line >= run->count;
}

/* Print the row at `at` when `print`, and return the place of the next
 * one. */
static shell_pager_at shell_pager_row(const shell_pager_run *run,
    shell_pager_at at, bool print)
{
	const shell_pager_line *line = &run->lines[at.line];
	int indent;
	const int length = wrap_held_row(line->text, at.at, line->hang,
	    shell_pager_width(run->columns), &indent);
	if (print)
		fprintf(run->pager->out, "%*s%.*s\n", indent, "", length,
		    line->text + at.at);
	const char *rest = wrap_rest(line->text + at.at, length);
	if (*rest == '\0')
		return (shell_pager_at){ at.line + 1, 0 };
	return (shell_pager_at){ at.line, (size_t)(rest - line->text) };
}

/* Whether the rows from `at` to the end take at most `room`. */
static bool shell_pager_fits(const shell_pager_run *run, shell_pager_at at,
    int room)
{
	for (int rows = 0; !shell_pager_ended(run, at); rows++) {
		if (rows == room)
			return false;
		at = shell_pager_row(run, at, false);
	}
	return true;
}

/* Show up to `room` rows from the next. */
static void shell_pager_show(shell_pager_run *run, int room)
{
	for (int shown = 0; shown < room && !shell_pager_ended(run, run->next);
	    shown++)
		run->next = shell_pager_row(run, run->next, true);
}

/* The stop line that fits the terminal's width. */
static const char *shell_pager_more(int columns)
{
	return (int)strlen(SHELL_PAGER_MORE) < columns ?
	    SHELL_PAGER_MORE : SHELL_PAGER_MORE_SHORT;
}

/* Take the stop line `more` away, the cursor at the start of its line:
 * blanks no further than the terminal's width now, as more would run on
 * to a row of their own and leave it blank. */
static void shell_pager_unstop(const shell_pager_run *run, const char *more)
{
	int blanks = (int)strlen(more);
	if (blanks > run->columns)
		blanks = run->columns;
	fprintf(run->pager->out, "\r%*s\r", blanks > 0 ? blanks : 0, "");
	fflush(run->pager->out);
}

static void shell_pager_put_more(const char *more, FILE *out)
{
	fputs(more, out);
	fflush(out);
}

/* After a resize, the screenful shown again for the terminal's new size,
 * from the start of the line at its top (what the player was reading
 * stays in sight, broken anew), as many rows as there is room above the
 * stop (all of it on a terminal too small to page on).  True when that
 * reached the end of the text. */
static bool shell_pager_again(shell_pager_run *run)
{
	const shell_pager *pager = run->pager;
	if (pager->clear != NULL) {
		fflush(pager->out);
		pager->clear(pager->ctx);
	}
	run->top.at = 0;
	run->next = run->top;
	/* Too small to page on, as shell_pager_page() finds it: the rest
	 * whole. */
	const int room = run->rows - shell_pager_after(pager, run->columns);
	if (room < 1 || shell_pager_fits(run, run->top, room)) {
		shell_pager_show(run, INT_MAX);
		return true;
	}
	shell_pager_show(run, run->rows > 2 ? run->rows - 1 : 1);
	return false;
}

/* Whether the terminal's size is another than the one the screenful
 * was shown at: it is then taken as the one shown at. */
static bool shell_pager_resized(shell_pager_run *run)
{
	int rows, columns;
	run->pager->size(run->pager->ctx, &rows, &columns);
	if (rows < 1 || columns < 1 ||
	    (rows == run->rows && columns == run->columns))
		return false;
	run->rows = rows;
	run->columns = columns;
	return true;
}

/* Show the stop line, wait for a key that says what next, and take the
 * stop line away.  A resize meanwhile shows the screenful again. */
static shell_pager_next shell_pager_stop(shell_pager_run *run)
{
	const shell_pager *pager = run->pager;
	const char *more = shell_pager_more(run->columns);
	shell_pager_put_more(more, pager->out);
	int key;
	for (;;) {
		key = pager->key(pager->ctx);
		if (key == SHELL_KEYS_SUSPEND && pager->suspend != NULL) {
			shell_pager_unstop(run, more);
			pager->suspend(pager->ctx);
			shell_pager_put_more(more, pager->out);
		}
		/* Shown again while the stop waits; a key that came before
		 * the news of a resize shows what it asks at the new size. */
		if (key == SHELL_PAGER_RESIZED || key == SHELL_KEYS_SUSPEND) {
			if (shell_pager_resized(run)) {
				if (pager->clear == NULL)
					shell_pager_unstop(run, more);
				if (shell_pager_again(run))
					return SHELL_PAGER_END;
				more = shell_pager_more(run->columns);
				shell_pager_put_more(more, pager->out);
			}
			continue;
		}
		if (key < 0 || key == ' ' || key == '\r' || key == '\n' ||
		    key == 'q' || key == 'Q' || key == SHELL_PAGER_CTRL_C)
			break;
	}
	shell_pager_resized(run);
	/* The line the stop took is the next line's. */
	shell_pager_unstop(run, more);
	if (key == '\r' || key == '\n')
		return SHELL_PAGER_LINE;
	return key == ' ' ? SHELL_PAGER_PAGE : SHELL_PAGER_QUIT;
}

/* Split the text into its lines; false when out of memory. */
static bool shell_pager_split(shell_pager_run *run, const char *text,
    size_t size)
{
	size_t count = 0;
	for (size_t at = 0; at < size; count++) {
		const char *end = memchr(text + at, '\n', size - at);
		at = end != NULL ? (size_t)(end - text) + 1 : size;
	}
	run->lines = calloc(count > 0 ? count : 1, sizeof *run->lines);
	if (run->lines == NULL)
		return false;
	for (size_t at = 0; at < size; run->count++) {
		size_t used;
		shell_pager_line *line = &run->lines[run->count];
		line->text = wrap_held_line(text + at, size - at, &used,
		    &line->hang);
		if (line->text == NULL)
			return false;
		at += used;
	}
	return true;
}

static void shell_pager_free(shell_pager_run *run)
{
	for (size_t i = 0; i < run->count; i++)
		free(run->lines[i].text);
	free(run->lines);
}

/* The lines as they are, where the terminal's size is not known. */
static void shell_pager_print_whole(const shell_pager_run *run)
{
	for (size_t i = 0; i < run->count; i++)
		fprintf(run->pager->out, "%s\n", run->lines[i].text);
}

/* Page the split text: false when the player stopped it. */
static bool shell_pager_page(shell_pager_run *run)
{
	const shell_pager *pager = run->pager;
	pager->size(pager->ctx, &run->rows, &run->columns);
	if (run->rows < 1 || run->columns < 1) {
		shell_pager_print_whole(run);
		return true;
	}
	int room = run->rows - shell_pager_after(pager, run->columns);
	if (room < 1 || shell_pager_fits(run, run->next, room)) {
		shell_pager_show(run, INT_MAX);
		return true;
	}
	shell_pager_show(run, room);
	while (!shell_pager_ended(run, run->next)) {
		switch (shell_pager_stop(run)) {
		case SHELL_PAGER_QUIT:
			return false;
		case SHELL_PAGER_END:
			return true;
		case SHELL_PAGER_LINE:
			/* The screen scrolls up a row. */
			run->top = shell_pager_row(run, run->top, false);
			shell_pager_show(run, 1);
			break;
		case SHELL_PAGER_PAGE:
			run->top = run->next;
			room = run->rows - shell_pager_after(pager,
			    run->columns);
			shell_pager_show(run, room > 1 ? room : 1);
			break;
		}
	}
	return true;
}

bool shell_page(const shell_pager *pager, const char *text, size_t size)
{
	shell_pager_run run = { .pager = pager };
	bool whole;
	if (shell_pager_split(&run, text, size)) {
		whole = shell_pager_page(&run);
	} else {
		/* Out of memory: as it is, rather than nothing, but never
		 * with its marks. */
		wrap_held_write(pager->out, text, size);
		whole = true;
	}
	shell_pager_free(&run);
	return whole;
}
