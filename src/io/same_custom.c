/*
 * The remembered custom board (see same_custom.h).
 */
#include "io/same_custom.h"

#include <stdio.h>
#include <string.h>

#include "engine/same.h"
#include "io/atomic_file.h"

same_custom same_custom_default(void)
{
	return (same_custom){ 12, 12, 4, false };
}

enum { SAME_CUSTOM_KEYS = 3 };

/* The word at the scan, letters alone, in `word`; its length, which may
 * be more than `word` holds. */
static size_t same_custom_read_word(io_scan *s, char *word, size_t size)
{
	size_t len = 0;
	for (int ch; (ch = io_scan_peek(s)) >= 'a' && ch <= 'z';) {
		if (len + 1 < size)
			word[len] = (char)ch;
		len++;
		io_scan_get(s);
	}
	word[len < size ? len : size - 1] = '\0';
	return len;
}

/* The key at the start of a line: "size", "colors" or "clearable"; -1
 * for any other word, said in `e`. */
static int same_custom_read_key(io_scan *s, io_error *e)
{
	static const char *const keys[SAME_CUSTOM_KEYS] = { "size", "colors",
		"clearable" };
	char word[16];
	const int line = s->line, col = s->col;
	const size_t len = same_custom_read_word(s, word, sizeof word);
	for (int k = 0; k < SAME_CUSTOM_KEYS; k++)
		if (len < sizeof word && strcmp(word, keys[k]) == 0)
			return k;
	io_error_set(e, s->name, line, col, "expected 'size RxC', 'colors K' "
	    "or 'clearable yes'");
	return -1;
}

static bool same_custom_read_yes_no(io_scan *s, bool *out, io_error *e)
{
	char word[8];
	const int line = s->line, col = s->col;
	const size_t len = same_custom_read_word(s, word, sizeof word);
	if (len < sizeof word && (strcmp(word, "yes") == 0 ||
	    strcmp(word, "no") == 0)) {
		*out = word[0] == 'y';
		return true;
	}
	return io_error_set(e, s->name, line, col, "expected 'yes' or 'no'");
}

/* A number 1..max that starts here and ends at the first non-digit: the
 * rows of "12x18" end at the x, which a number of a judge file may not. */
static bool same_custom_read_number(io_scan *s, long max, const char *what,
    int *out, io_error *e)
{
	const int line = s->line, col = s->col;
	io_scan_number n;
	io_scan_number_read(s, 0, &n);
	if (n.digits == 0)
		return io_error_set(e, s->name, line, col,
		    "expected %s from 1 to %ld", what, max);
	if (n.too_large || n.value < 1 || n.value > max)
		return io_error_set(e, s->name, line, col,
		    "expected %s from 1 to %ld, found %s", what, max, n.text);
	*out = (int)n.value;
	return true;
}

static bool same_custom_read_size(io_scan *s, same_custom *c, io_error *e)
{
	int rows, cols;
	if (!same_custom_read_number(s, SAME_MAX_ROWS, "a number of rows",
	    &rows, e))
		return false;
	if (io_scan_peek(s) != 'x')
		return io_scan_fail(s, e, "expected 'x' between rows and "
		    "columns, as in 12x18");
	io_scan_get(s);
	if (io_scan_peek(s) < '0' || io_scan_peek(s) > '9')
		return io_scan_fail(s, e, "expected a number of columns "
		    "right after the 'x'");
	if (!same_custom_read_number(s, SAME_MAX_COLS, "a number of columns",
	    &cols, e))
		return false;
	c->rows = rows;
	c->cols = cols;
	return true;
}

bool same_custom_parse(io_scan *s, same_custom *c, io_error *e)
{
	same_custom read = same_custom_default();
	bool seen[SAME_CUSTOM_KEYS] = { false, false, false };
	for (;;) {
		io_scan_skip_space_and_comments(s);
		if (io_scan_peek(s) == EOF)
			break;
		const int line = s->line, col = s->col;
		const int key = same_custom_read_key(s, e);
		if (key < 0)
			return false;
		if (seen[key])
			return io_error_set(e, s->name, line, col,
			    "expected each key once; this one came before");
		seen[key] = true;
		io_scan_skip_blank(s);
		if (key == 0 ? !same_custom_read_size(s, &read, e) :
		    key == 1 ? !same_custom_read_number(s, SAME_MAX_COLORS,
		    "a number of colours", &read.colors, e) :
		    !same_custom_read_yes_no(s, &read.clearable, e))
			return false;
		io_scan_skip_blank(s);
		const int ch = io_scan_peek(s);
		if (ch != '\n' && ch != '\r' && ch != EOF)
			return io_scan_fail(s, e,
			    "expected the end of the line");
	}
	if (s->read_failed)
		return io_scan_fail(s, e, "could not read the file");
	*c = read;
	return true;
}

/* io_scan_read_file() takes any parser. */
static bool same_custom_parse_any(io_scan *s, void *target, io_error *e)
{
	return same_custom_parse(s, target, e);
}

bool same_custom_read(const char *path, same_custom *c, io_error *e)
{
	*c = same_custom_default();
	return io_scan_read_file(path, true, same_custom_parse_any, c, e);
}

bool same_custom_write(const char *path, const same_custom *c, char *error,
    size_t error_size)
{
	/* A damaged file is the player's to mend: keep a copy before
	 * replacing it, and replace nothing that cannot be kept. */
	same_custom old;
	io_error e;
	if (!same_custom_read(path, &old, &e) && e.line > 0 &&
	    !atomic_file_set_aside(path, e.file, e.line, e.col, e.what, error,
	    error_size))
		return false;
	/* "clearable" only when it is on, so that a file without it reads
	 * in a tumble that does not know it. */
	char text[160];
	int n = snprintf(text, sizeof text, "# tumble: the custom Same Game "
	    "board of the title menu\nsize %dx%d\ncolors %d\n%s", c->rows,
	    c->cols, c->colors, c->clearable ? "clearable yes\n" : "");
	return atomic_file_make_parent(path, error, error_size) &&
	    atomic_file_write_private(path, text, (size_t)n, error,
	    error_size);
}
