/*
 * Mayan judge format: reader and the judge's words (see mayan_judge.h).
 * Columns are read a line at a time, so a missing 0 is reported at the end
 * of its own line rather than as a confusing error further down.
 */
#include "io/mayan_judge.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "io/atomic_file.h"
#include "io/escape.h"

/* Where each block's number was read, to point at a line of 3. */
typedef struct judge_where {
	int line[MAYAN_WIDTH][MAYAN_HEIGHT];
	int col[MAYAN_WIDTH][MAYAN_HEIGHT];
} judge_where;

static bool at_line_end(int ch)
{
	return ch == EOF || ch == '\n' || ch == '\r';
}

static bool is_space(int ch)
{
	return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f' ||
	    at_line_end(ch);
}

/* Copy the rest of the line (without its end) into `out`, trimmed, and
 * its length in `*len`; false when it does not fit. */
static bool read_rest_of_line(io_scan *s, char *out, size_t size,
    size_t *len)
{
	size_t n = 0;
	bool fits = true;
	io_scan_skip_blank(s);
	while (!at_line_end(io_scan_peek(s))) {
		int ch = io_scan_get(s);
		if (n + 1 < size)
			out[n++] = (char)ch;
		else
			fits = false;
	}
	while (n > 0 && is_space((unsigned char)out[n - 1]))
		n--;
	out[n] = '\0';
	*len = n;
	return fits;
}

/* One header line, the scanner on its '#'.  `# key: value` is a field;
 * any other comment is skipped. */
static bool read_header_line(io_scan *s, mayan_puzzle *p, io_error *e)
{
	char key[MAYAN_JUDGE_KEY_MAX];
	size_t n = 0;
	io_scan_get(s);
	io_scan_skip_blank(s);
	const int line = s->line, col = s->col;
	int ch;
	while ((ch = io_scan_peek(s)) != EOF &&
	    (isalnum(ch) || ch == '-' || ch == '_') && n + 1 < sizeof key) {
		key[n++] = (char)ch;
		io_scan_get(s);
	}
	key[n] = '\0';
	if (n == 0 || io_scan_peek(s) != ':') {
		char skipped[2];
		read_rest_of_line(s, skipped, sizeof skipped, &n);
		return true;
	}
	io_scan_get(s);
	io_scan_skip_blank(s);
	const int value_col = s->col;
	if (p->fields == MAYAN_JUDGE_MAX_FIELDS)
		return io_error_set(e, s->name, line, col,
		    "expected at most %d header fields, found more",
		    MAYAN_JUDGE_MAX_FIELDS);
	mayan_judge_field *f = &p->field[p->fields++];
	snprintf(f->key, sizeof f->key, "%s", key);
	if (!read_rest_of_line(s, f->value, sizeof f->value, &n))
		return io_scan_fail(s, e,
		    "expected a header value of at most %d bytes",
		    MAYAN_JUDGE_VALUE_MAX - 1);
	/* A NUL would end the value unseen ('x\0y' taken for 'x'), where
	 * any other byte is kept, and shown escaped. */
	const size_t shown = strlen(f->value);
	if (shown < n)
		return io_error_set(e, s->name, line, value_col + (int)shown,
		    "found byte 0x00, which no line of text holds");
	return true;
}

/* The header: lines starting with '#' before the number of moves. */
static bool read_header(io_scan *s, mayan_puzzle *p, io_error *e)
{
	for (;;) {
		io_scan_skip_space(s);
		if (io_scan_peek(s) != '#' || s->col != 1)
			return true;
		if (!read_header_line(s, p, e))
			return false;
	}
}

/*
 * One number of a column, on the current line: a colour or the 0 that
 * ends it.  A column with 7 blocks must end here.
 */
static bool read_block(io_scan *s, int x, int y, int *out, int *line,
    int *col, io_error *e)
{
	char expected[96];
	if (y < MAYAN_HEIGHT)
		snprintf(expected, sizeof expected, "a colour from 1 to %d or "
		    "the 0 that ends column %d", MAYAN_COLORS, x);
	else
		snprintf(expected, sizeof expected, "the 0 that ends column %d "
		    "(a column holds at most %d blocks)", x, MAYAN_HEIGHT);
	io_scan_skip_blank(s);
	*line = s->line;
	*col = s->col;
	io_scan_number n;
	if (!io_scan_digits(s, expected, 0, &n, e))
		return false;
	if (n.too_large || n.value > MAYAN_COLORS ||
	    (n.value != 0 && y == MAYAN_HEIGHT))
		return io_error_set(e, s->name, *line, *col,
		    "expected %s, found %s", expected, n.text);
	*out = (int)n.value;
	return true;
}

static bool read_column(io_scan *s, mayan_puzzle *p, int x, judge_where *at,
    io_error *e)
{
	char seen[IO_SCAN_DESCRIBE_MAX];
	io_scan_skip_space(s);
	if (io_scan_peek(s) == EOF)
		return io_scan_fail(s, e,
		    "expected column x = %d (of 0 to %d: colours from the "
		    "bottom up, ended by 0), found end of input", x,
		    MAYAN_WIDTH - 1);
	for (int y = 0;; y++) {
		int color = 0, line = 0, col = 0;
		if (!read_block(s, x, y, &color, &line, &col, e))
			return false;
		if (color == 0)
			break;
		at->line[x][y] = line;
		at->col[x][y] = col;
		mayan_board_push(&p->board, x, color);
	}
	io_scan_skip_blank(s);
	if (!at_line_end(io_scan_peek(s)))
		return io_scan_fail(s, e,
		    "expected the end of the line after the 0 that ends "
		    "column %d, found %s", x,
		    io_scan_describe(s, seen, sizeof seen));
	return true;
}

/* A starting board must be stable: name the cells of its lines. */
static bool check_no_line(io_scan *s, const mayan_puzzle *p,
    const judge_where *at, io_error *e)
{
	const mayan_cells lines = mayan_board_lines(&p->board);
	if (lines == 0)
		return true;
	char cells[MAYAN_WIDTH * MAYAN_HEIGHT * 6 + 1];
	size_t n = 0;
	int first_x = -1, first_y = -1;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT; y++) {
			if (!(lines & MAYAN_CELL(x, y)))
				continue;
			if (first_x < 0) {
				first_x = x;
				first_y = y;
			}
			n += (size_t)snprintf(cells + n, sizeof cells - n,
			    "%s(%d,%d)", n ? " " : "", x, y);
		}
	}
	return io_error_set(e, s->name, at->line[first_x][first_y],
	    at->col[first_x][first_y],
	    "expected a starting board without a line of 3, found one at %s",
	    cells);
}

/* The puzzle whole, its board as it stands; `at` gets where each block
 * was read. */
static bool read_puzzle(io_scan *s, mayan_puzzle *p, judge_where *at,
    io_error *e)
{
	char seen[IO_SCAN_DESCRIBE_MAX];
	long moves;
	p->fields = 0;
	p->moves = 0;
	mayan_board_clear(&p->board);
	if (!read_header(s, p, e))
		return false;
	if (!io_scan_int(s, 1, MAYAN_SOLVE_MAX_MOVES, "the number of moves",
	    false, &moves, e))
		return false;
	p->moves = (int)moves;
	io_scan_skip_blank(s);
	if (!at_line_end(io_scan_peek(s)))
		return io_scan_fail(s, e, "expected the end of the line after "
		    "the number of moves, found %s",
		    io_scan_describe(s, seen, sizeof seen));
	for (int x = 0; x < MAYAN_WIDTH; x++)
		if (!read_column(s, p, x, at, e))
			return false;
	if (!io_scan_at_end(s))
		return io_scan_fail(s, e, "expected the end of input after %d "
		    "columns, found %s", MAYAN_WIDTH,
		    io_scan_describe(s, seen, sizeof seen));
	return true;
}

bool mayan_judge_read(io_scan *s, mayan_puzzle *p, io_error *e)
{
	judge_where at;
	return read_puzzle(s, p, &at, e) && check_no_line(s, p, &at, e);
}

bool mayan_judge_read_unsettled(io_scan *s, mayan_puzzle *p, io_error *e)
{
	judge_where at;
	return read_puzzle(s, p, &at, e);
}

const char *mayan_puzzle_field(const mayan_puzzle *p, const char *key)
{
	for (int i = 0; i < p->fields; i++)
		if (strcasecmp(p->field[i].key, key) == 0)
			return p->field[i].value;
	return NULL;
}

/* A key the reader takes back as one: letters, digits, '-' and '_'. */
static bool field_key_ok(const char *key)
{
	const size_t len = strlen(key);
	for (size_t i = 0; i < len; i++)
		if (!isalnum((unsigned char)key[i]) && key[i] != '-' &&
		    key[i] != '_')
			return false;
	return len > 0 && len < MAYAN_JUDGE_KEY_MAX;
}

/* A value the reader takes back as it is: no control bytes (a newline
 * would start a line of its own, forging a header field or the board),
 * nothing a screen would show escaped (a C1 control, bytes that are not
 * UTF-8), and no blanks at either end, which the reader trims. */
static bool field_value_ok(const char *value)
{
	const size_t len = strlen(value);
	return escape_is_plain(value) && len < MAYAN_JUDGE_VALUE_MAX &&
	    (len == 0 || (value[0] != ' ' && value[len - 1] != ' '));
}

bool mayan_puzzle_add_field(mayan_puzzle *p, const char *key,
    const char *value)
{
	if (p->fields == MAYAN_JUDGE_MAX_FIELDS || !field_key_ok(key) ||
	    !field_value_ok(value))
		return false;
	mayan_judge_field *f = &p->field[p->fields++];
	snprintf(f->key, sizeof f->key, "%s", key);
	snprintf(f->value, sizeof f->value, "%s", value);
	return true;
}

bool mayan_judge_write(FILE *fp, const mayan_puzzle *p)
{
	for (int i = 0; i < p->fields; i++)
		if (!field_key_ok(p->field[i].key) ||
		    !field_value_ok(p->field[i].value))
			return false;
	for (int i = 0; i < p->fields; i++)
		fprintf(fp, "# %s: %s\n", p->field[i].key, p->field[i].value);
	fprintf(fp, "%d\n", p->moves);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < mayan_board_height(&p->board, x); y++)
			fprintf(fp, "%d ", mayan_board_at(&p->board, x, y));
		fputs("0\n", fp);
	}
	return !ferror(fp);
}

bool mayan_judge_commit(atomic_file *f, const mayan_puzzle *p, char *error,
    size_t error_size)
{
	if (!mayan_judge_write(f->fp, p)) {
		snprintf(error, error_size, "%s could not be written",
		    f->path);
		atomic_file_abort(f);
		return false;
	}
	return atomic_file_commit(f, error, error_size);
}

size_t mayan_judge_format_move(char *out, mayan_move m)
{
	return (size_t)snprintf(out, MAYAN_JUDGE_LINE_MAX, "%d %d %d", m.x,
	    m.y, m.g);
}
