/*
 * Long text a screenful at a time (see shell_pager.h).
 */
#include "editor/shell_pager.h"

#include <stdlib.h>
#include <string.h>

#include "command/columns.h"
#include "command/wrap.h"

enum { SHELL_PAGER_CTRL_C = 3 };

/* The rows kept under each screenful on a terminal `columns` wide: the
 * caller's line after the text, or the stop line. */
static int shell_pager_after(const shell_pager *pager, int columns)
{
	const int rows = pager->after != NULL ?
	    wrap_ask_rows(pager->after, 0, columns) : 1;
	return rows > 1 ? rows : 1;
}

/* The rows a line of `length` bytes takes on a terminal `columns` wide:
 * one for an empty line, more for one the terminal breaks. */
static int shell_pager_rows(const char *line, size_t length, int columns)
{
	char *copy = malloc(length + 1);
	if (copy == NULL)
		return 1;
	memcpy(copy, line, length);
	copy[length] = '\0';
	const int width = columns_text_width(copy);
	free(copy);
	return width <= columns || columns < 1 ? 1 :
	    (width + columns - 1) / columns;
}

/* The rows the whole text takes. */
static long shell_pager_text_rows(const char *text, size_t size,
    int columns)
{
	long rows = 0;
	for (size_t at = 0; at < size;) {
		const char *end = memchr(text + at, '\n', size - at);
		const size_t length = end != NULL ? (size_t)(end - text) - at :
		    size - at;
		rows += shell_pager_rows(text + at, length, columns);
		at += length + 1;
	}
	return rows;
}

/* Take the stop line `more` away, the cursor at the start of its line. */
static void shell_pager_unstop(const shell_pager *pager, const char *more)
{
	fprintf(pager->out, "\r%*s\r", (int)strlen(more), "");
	fflush(pager->out);
}

/* Show the stop line, wait for a key that says what next, and take the
 * stop line away.  The rows to show before the next stop (the terminal's
 * size read again, as it may have changed meanwhile); 0 to stop. */
static int shell_pager_stop(const shell_pager *pager, int *columns)
{
	const char *more = (int)strlen(SHELL_PAGER_MORE) < *columns ?
	    SHELL_PAGER_MORE : SHELL_PAGER_MORE_SHORT;
	fputs(more, pager->out);
	fflush(pager->out);
	int key;
	for (;;) {
		key = pager->key(pager->ctx);
		if (key == SHELL_KEYS_SUSPEND) {
			if (pager->suspend == NULL)
				continue;
			shell_pager_unstop(pager, more);
			pager->suspend(pager->ctx);
			fputs(more, pager->out);
			fflush(pager->out);
			continue;
		}
		if (key < 0 || key == ' ' || key == '\r' || key == '\n' ||
		    key == 'q' || key == 'Q' || key == SHELL_PAGER_CTRL_C)
			break;
	}
	/* The line the stop took is the next line's. */
	shell_pager_unstop(pager, more);
	int rows;
	pager->size(pager->ctx, &rows, columns);
	if (key == '\r' || key == '\n')
		return 1;
	if (key != ' ')
		return 0;
	const int room = rows - shell_pager_after(pager, *columns);
	return room > 1 ? room : 1;
}

bool shell_page(const shell_pager *pager, const char *text, size_t size)
{
	int rows, columns;
	pager->size(pager->ctx, &rows, &columns);
	int room = rows - shell_pager_after(pager, columns);
	if (rows < 1 || room < 1 ||
	    shell_pager_text_rows(text, size, columns) <= room) {
		fwrite(text, 1, size, pager->out);
		return true;
	}
	int shown = 0;
	for (size_t at = 0; at < size;) {
		const char *end = memchr(text + at, '\n', size - at);
		/* The line with its newline, and without. */
		const size_t length = end != NULL ?
		    (size_t)(end - text) - at + 1 : size - at;
		const int line_rows = shell_pager_rows(text + at,
		    end != NULL ? length - 1 : length, columns);
		if (shown > 0 && shown + line_rows > room) {
			room = shell_pager_stop(pager, &columns);
			if (room == 0)
				return false;
			shown = 0;
		}
		fwrite(text + at, 1, length, pager->out);
		shown += line_rows;
		at += length;
	}
	return true;
}
