/*
 * Text broken at its blanks (see wrap.h).
 */
#include "command/wrap.h"

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

#include "command/columns.h"

int wrap_line(const char *text, int width)
{
	const int length = (int)strcspn(text, "\n");
	if (width < 1)
		width = 1;
	/* Measured in columns, as the terminal shows it: é takes two bytes
	 * and one column, a CJK letter three bytes and two columns. */
	const int fits = (int)columns_fitting(text, (size_t)length, width,
	    NULL);
	if (fits == length)
		return length;
	/* A blank is a byte of its own, never part of a character. */
	int cut = fits;
	while (cut > 0 && text[cut] != ' ')
		cut--;
	if (cut == 0) {
		/* A word wider than the line: cut between characters, a
		 * character wider than the whole line alone on it. */
		if (fits > 0)
			return fits;
		int cells;
		mbstate_t state;
		memset(&state, 0, sizeof state);
		return (int)columns_char(text, (size_t)length, &state, &cells);
	}
	/* The blanks before the break go with it. */
	while (cut > 0 && text[cut - 1] == ' ')
		cut--;
	return cut;
}

/* The "[" of the outermost bracket group ("[-t SECONDS]") that the
 * first `cut` bytes of `text` end inside, of those that take at most
 * `width` columns and follow a blank, so that a row can end before it
 * and the next hold it; 0 for none. */
static int wrap_group_split(const char *text, int cut, int width)
{
	const int length = (int)strcspn(text, "\n");
	/* Outer groups open before the groups inside them. */
	for (int open = 1; open < cut; open++) {
		if (text[open] != '[' || text[open - 1] != ' ')
			continue;
		int depth = 0, close = open;
		for (; close < length; close++) {
			depth += (text[close] == '[') - (text[close] == ']');
			if (depth == 0)
				break;
		}
		if (close < cut || close == length)
			continue;
		int columns;
		columns_fitting(text + open, (size_t)(close + 1 - open),
		    INT_MAX, &columns);
		if (columns <= width)
			return open;
	}
	return 0;
}

int wrap_synopsis_line(const char *text, int width, int later)
{
	const int length = wrap_line(text, width);
	int cut = wrap_group_split(text, length, later);
	while (cut > 0 && text[cut - 1] == ' ')
		cut--;
	return cut > 0 ? cut : length;
}

int wrap_help_column(int column, int under, int width)
{
	return width <= 0 || width - column >= column ? column : under;
}

const char *wrap_rest(const char *text, int length)
{
	text += length;
	text += strspn(text, " ");
	return *text == '\n' ? text + 1 : text;
}

/* The byte that starts and ends a held line's mark: the column its
 * later rows start at, in digits.  No text said has it. */
enum { WRAP_HANG = '\x1f' };

static _Thread_local bool wrap_holding;

void wrap_hold(bool hold)
{
	wrap_holding = hold;
}

/* Whether what is said to `out` is held (see wrap_hold()). */
static bool wrap_held(FILE *out)
{
	const int fd = fileno(out);
	return wrap_holding && (fd < 0 || !isatty(fd));
}

/* wrap_print_hanging(), its rows broken by wrap_synopsis_line() for a
 * `synopsis`, else by wrap_line(). */
static void wrap_print_rows(FILE *out, const char *text, int indent,
    int hang, int width, bool synopsis)
{
	if (wrap_held(out)) {
		for (bool first = true; *text != '\0'; first = false) {
			const int length = (int)strcspn(text, "\n");
			fprintf(out, "%*s%c%d%c%.*s\n", first ? 0 : indent,
			    "", WRAP_HANG, hang, WRAP_HANG, length, text);
			text += length + (text[length] == '\n');
		}
		return;
	}
	/* Where the row being printed starts: a line's first at `indent`
	 * (the caller's blanks before the first line), the rows it goes on
	 * in at `hang`. */
	int column = indent;
	for (const char *row = text; *row != '\0';) {
		if (row != text)
			fprintf(out, "%*s", column, "");
		const int length = width <= 0 ? (int)strcspn(row, "\n") :
		    synopsis ? wrap_synopsis_line(row, width - column,
		    width - hang) : wrap_line(row, width - column);
		fprintf(out, "%.*s\n", length, row);
		column = row[length + strspn(row + length, " ")] == '\n' ?
		    indent : hang;
		row = wrap_rest(row, length);
	}
}

void wrap_print_hanging(FILE *out, const char *text, int indent, int hang,
    int width)
{
	wrap_print_rows(out, text, indent, hang, width, false);
}

void wrap_print_synopsis(FILE *out, const char *text, int indent, int hang,
    int width)
{
	wrap_print_rows(out, text, indent, hang, width, true);
}

bool wrap_join_sentences(const char *text, char *out, size_t size)
{
	size_t used = 0;
	for (const char *at = text; *at != '\0'; at++) {
		if (used + 1 >= size)
			return false;
		const bool inside = *at == '\n' && at > text &&
		    strchr(".:\n", at[-1]) == NULL && at[1] != '\0' &&
		    strchr(" \n", at[1]) == NULL;
		out[used++] = inside ? ' ' : *at;
	}
	out[used] = '\0';
	return true;
}

/* Whether every line of `text` fits `width` columns as written, the
 * first from `indent`, the others from `hang`. */
static bool wrap_lines_fit(const char *text, int indent, int hang,
    int width)
{
	for (const char *line = text; *line != '\0';) {
		const size_t length = strcspn(line, "\n");
		int columns;
		columns_fitting(line, length, INT_MAX, &columns);
		if ((line == text ? indent : hang) + columns > width)
			return false;
		line += length + (line[length] == '\n');
	}
	return true;
}

void wrap_print_prose(FILE *out, const char *text, int indent, int hang,
    int width)
{
	/* Lines that fit keep the breaks they were written with. */
	char joined[4096];
	const bool join = width > 0 && !wrap_held(out) &&
	    !wrap_lines_fit(text, indent, hang, width) &&
	    wrap_join_sentences(text, joined, sizeof joined);
	wrap_print_hanging(out, join ? joined : text, indent, hang, width);
}

void wrap_print(FILE *out, const char *text, int indent, int width)
{
	/* An empty text is a line, blank. */
	wrap_print_hanging(out, *text != '\0' ? text : "\n", indent, indent,
	    width);
}

int wrap_help_width(FILE *out)
{
	const int fd = fileno(out);
	return fd >= 0 && isatty(fd) ? wrap_width(out) - 1 : 0;
}

int wrap_terminal_width(FILE *out)
{
	/* A capture (the line editor's) is shown on the program's output
	 * later, as wrap_width() has it. */
	const int fd = fileno(out);
	return isatty(fd >= 0 ? fd : STDOUT_FILENO) ? wrap_width(out) : 0;
}

void wrap_say(FILE *out, const char *text)
{
	const int width = wrap_terminal_width(out);
	if (width > 1 || wrap_held(out))
		wrap_print(out, text, 0, width - 1);
	else
		fprintf(out, "%s\n", text);
}

/* The length of the first line wrap_ask() prints of `text` in `width`
 * columns: the last line keeps the blank and the answer's room, or gives
 * its last words to a line of their own. */
static int wrap_ask_line(const char *text, int width, int room)
{
	const int length = wrap_line(text, width);
	int columns;
	columns_fitting(text, (size_t)length, INT_MAX, &columns);
	if (*wrap_rest(text, length) == '\0' && columns + 1 + room > width)
		return wrap_line(text, width - 1 - room);
	return length;
}

void wrap_ask(FILE *out, const char *text, int room)
{
	const int width = wrap_terminal_width(out) - 1;
	if (width < 1) {
		fprintf(out, "%s ", text);
		return;
	}
	for (;;) {
		const int length = wrap_ask_line(text, width, room);
		const char *rest = wrap_rest(text, length);
		fprintf(out, "%.*s%s", length, text, *rest == '\0' ? " " :
		    "\n");
		if (*rest == '\0')
			return;
		text = rest;
	}
}

int wrap_ask_rows(const char *text, int room, int columns)
{
	const int width = columns - 1;
	int rows = 1;
	if (width < 1)
		return rows;
	for (;;) {
		text = wrap_rest(text, wrap_ask_line(text, width, room));
		if (*text == '\0')
			return rows;
		rows++;
	}
}

int wrap_width(FILE *out)
{
	/* A stream that captures what is said for the terminal later (the
	 * line editor's) has no terminal of its own: the program's output
	 * has. */
	struct winsize size;
	int fd = fileno(out);
	if (fd < 0 || !isatty(fd))
		fd = STDOUT_FILENO;
	if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
		return size.ws_col;
	return 80;
}

char *wrap_held_line(const char *text, size_t size, size_t *used,
    int *hang)
{
	const char *end = memchr(text, '\n', size);
	const size_t length = end != NULL ? (size_t)(end - text) : size;
	*used = length + (end != NULL);
	char *line = malloc(length + 1);
	if (line == NULL)
		return NULL;
	memcpy(line, text, length);
	line[length] = '\0';
	*hang = (int)strspn(line, " ");
	char *mark = strchr(line, WRAP_HANG);
	char *close = mark != NULL ? strchr(mark + 1, WRAP_HANG) : NULL;
	if (close != NULL) {
		*hang = atoi(mark + 1);
		memmove(mark, close + 1, strlen(close + 1) + 1);
	}
	return line;
}

int wrap_held_row(const char *line, size_t at, int hang, int width,
    int *indent)
{
	*indent = 0;
	if (at > 0)
		*indent = hang < width && width - hang >= width / 3 ? hang :
		    width / 2;
	return wrap_line(line + at, width - *indent);
}

void wrap_held_write(FILE *out, const char *text, size_t size)
{
	for (size_t at = 0; at < size;) {
		const char *end = memchr(text + at, '\n', size - at);
		const size_t length = end != NULL ? (size_t)(end - text) - at :
		    size - at;
		const char *line = text + at;
		const char *mark = memchr(line, WRAP_HANG, length);
		const char *close = mark != NULL ? memchr(mark + 1, WRAP_HANG,
		    length - (size_t)(mark + 1 - line)) : NULL;
		if (close != NULL) {
			const size_t after = (size_t)(close + 1 - line);
			fwrite(line, 1, (size_t)(mark - line), out);
			fwrite(close + 1, 1, length - after, out);
		} else
			fwrite(line, 1, length, out);
		if (end != NULL)
			fputc('\n', out);
		at += length + (end != NULL);
	}
}
