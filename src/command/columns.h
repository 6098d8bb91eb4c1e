/*
 * Names laid out in columns for a terminal's width, as bash and zsh list
 * completions: down the first column, then the next, each column as wide
 * as its widest name and two blanks apart, in as few lines as fit.  No
 * name is ever broken across two lines: one too wide for the terminal
 * gets a line of its own.  Used by the line editor for Tab's list; pure
 * layout, so a screen could lay out a list the same way.
 */
#ifndef TUMBLE_COMMAND_COLUMNS_H
#define TUMBLE_COMMAND_COLUMNS_H

#include <stddef.h>
#include <stdio.h>
#include <wchar.h>

/* The blanks between two columns. */
#define COLUMNS_GAP 2

typedef struct columns_layout {
	int rows;    /* lines the list takes */
	int columns; /* names across; name i is in column i / rows */
} columns_layout;

/* The bytes of the character at `text` (of the `size` > 0 bytes there)
 * and, in `*cells`, the columns a terminal in the current locale gives
 * it: a wide character (a CJK letter) two, a mark that goes on the
 * letter before it none, one that prints nothing of its own (a control)
 * one.  Bytes that are no character in the locale (any beyond ASCII
 * where it is not UTF-8) take a column each, but a UTF-8 lead byte and
 * the later bytes after it go together, so that text is never cut
 * inside a character whatever the locale.  The one measure of text on a
 * terminal: `state` is the caller's, zeroed before the text's first. */
size_t columns_char(const char *text, size_t size, mbstate_t *state,
    int *cells);

/* The bytes of the longest start of the `size` bytes at `text` that
 * takes at most `width` columns, in whole characters, and (`used`, when
 * not NULL) the columns it takes. */
size_t columns_fitting(const char *text, size_t size, int width,
    int *used);

/* The columns a string takes on a terminal in the current locale (a
 * wide character two, a byte that is no character one). */
int columns_text_width(const char *text);

/* The fewest lines that hold the `count` names in `width` columns, each
 * line ending before the last column (a line that reached it would leave
 * some terminals' cursor waiting to wrap).  A list that does not fit two
 * across takes one name a line. */
columns_layout columns_plan(const char *const *names, size_t count,
    int width);

/* Print the names to `out` as columns_plan lays them out for `width`,
 * each line ending in a newline, without trailing blanks. */
void columns_print(FILE *out, const char *const *names, size_t count,
    int width);

#endif
