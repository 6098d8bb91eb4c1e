/*
 * Names in columns (see columns.h).
 */
#include "command/columns.h"

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "io/escape.h"

size_t columns_char(const char *text, size_t size, mbstate_t *state,
    int *cells)
{
	wchar_t wc;
	const size_t used = mbrtowc(&wc, text, size, state);
	if (used == (size_t)-1 || used == (size_t)-2 || used == 0) {
		/* Not a character here: the terminal shows each byte in a
		 * column (or a replacement for them, in fewer). */
		memset(state, 0, sizeof *state);
		const size_t bytes = escape_char_bytes(text, size);
		*cells = (int)bytes;
		return bytes;
	}
	const int width = wcwidth(wc);
	*cells = width >= 0 ? width : 1;
	return used;
}

size_t columns_fitting(const char *text, size_t size, int width,
    int *used)
{
	mbstate_t state;
	memset(&state, 0, sizeof state);
	size_t at = 0;
	int columns = 0;
	while (at < size) {
		int cells;
		const size_t bytes = columns_char(text + at, size - at, &state,
		    &cells);
		if (cells > width - columns)
			break;
		columns += cells;
		at += bytes;
	}
	if (used != NULL)
		*used = columns;
	return at;
}

int columns_text_width(const char *text)
{
	int width;
	columns_fitting(text, strlen(text), INT_MAX, &width);
	return width;
}

/* The width of column `column` when the list takes `rows` lines. */
static int column_width(const int *widths, size_t count, int rows,
    int column)
{
	int widest = 0;
	for (size_t i = (size_t)column * (size_t)rows;
	    i < count && i < (size_t)(column + 1) * (size_t)rows; i++)
		if (widths[i] > widest)
			widest = widths[i];
	return widest;
}

/* Whether the list fits `width` (before its last column) in `rows`. */
static bool fits_in(const int *widths, size_t count, int rows, int width)
{
	const int columns = (int)((count + (size_t)rows - 1) / (size_t)rows);
	int used = 0;
	for (int column = 0; column < columns; column++) {
		used += column_width(widths, count, rows, column) +
		    (column > 0 ? COLUMNS_GAP : 0);
		if (used >= width)
			return false;
	}
	return true;
}

/* The layout for names of the given widths. */
static columns_layout plan_widths(const int *widths, size_t count,
    int width)
{
	columns_layout layout = { .rows = (int)count, .columns = 1 };
	if (count == 0)
		return (columns_layout){ 0, 0 };
	/* Fewer lines first: the first that fits is the answer. */
	for (int rows = 1; rows < (int)count; rows++)
		if (fits_in(widths, count, rows, width)) {
			layout.rows = rows;
			break;
		}
	layout.columns = (int)((count + (size_t)layout.rows - 1) /
	    (size_t)layout.rows);
	return layout;
}

static int *widths_of(const char *const *names, size_t count)
{
	int *widths = malloc((count ? count : 1) * sizeof *widths);
	if (widths != NULL)
		for (size_t i = 0; i < count; i++)
			widths[i] = columns_text_width(names[i]);
	return widths;
}

columns_layout columns_plan(const char *const *names, size_t count,
    int width)
{
	int *widths = widths_of(names, count);
	if (widths == NULL)
		return (columns_layout){ (int)count, count ? 1 : 0 };
	const columns_layout layout = plan_widths(widths, count, width);
	free(widths);
	return layout;
}

void columns_print(FILE *out, const char *const *names, size_t count,
    int width)
{
	int *widths = widths_of(names, count);
	if (widths == NULL) {
		/* Out of memory: one name a line still breaks none. */
		for (size_t i = 0; i < count; i++)
			fprintf(out, "%s\n", names[i]);
		return;
	}
	const columns_layout layout = plan_widths(widths, count, width);
	for (int row = 0; row < layout.rows; row++) {
		int pad = 0;
		for (int column = 0; column < layout.columns; column++) {
			const size_t i = (size_t)column * (size_t)layout.rows +
			    (size_t)row;
			if (i >= count)
				break;
			fprintf(out, "%*s%s", pad, "", names[i]);
			/* The blanks before the next name, written only when
			 * one follows, so no line ends in blanks. */
			pad = column_width(widths, count, layout.rows,
			    column) - widths[i] + COLUMNS_GAP;
		}
		fputc('\n', out);
	}
	free(widths);
}
