/*
 * Same Game board lists and the judge-or-list decision (see same_list.h).
 */
#include "io/same_list.h"

#include <ctype.h>
#include <string.h>

#include "io/same_judge.h"

static bool is_blank(int ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r';
}

/* The bounds [*start, *end) of the next line of p[0..n) from `from` that is
 * neither blank nor a comment, its blanks trimmed; false when none. */
static bool next_content_line(const unsigned char *p, size_t n, size_t from,
    size_t *start, size_t *end)
{
	size_t i = from;
	while (i < n) {
		size_t eol = i;
		while (eol < n && p[eol] != '\n')
			eol++;
		size_t a = i, b = eol;
		while (a < b && is_blank(p[a]))
			a++;
		while (b > a && is_blank(p[b - 1]))
			b--;
		if (a < b && p[a] != '#') {
			*start = a;
			*end = b;
			return true;
		}
		i = eol + 1;
	}
	return false;
}

static bool is_digit(int ch)
{
	return ch >= '0' && ch <= '9';
}

same_file_form same_file_detect(io_scan *s)
{
	size_t n;
	const unsigned char *p = io_scan_window(s, &n);
	size_t a, b;
	if (p == NULL || !next_content_line(p, n, 0, &a, &b))
		return SAME_FILE_JUDGE;
	bool one_word = true;
	for (size_t i = a; i < b; i++)
		if (is_blank(p[i]))
			one_word = false;
	const bool count_like = one_word &&
	    (is_digit(p[a]) || p[a] == '-' || p[a] == '+');
	/* A line with a ball's letter anywhere, in capitals or not, is a
	 * row, whatever else it holds ("XRG", "rgb"), and is read as one so
	 * that its message points at the byte that is no ball. */
	bool has_ball = p[a] >= '0' && p[a] <= '5';
	for (size_t i = a; i < b && !has_ball; i++)
		has_ball = same_color_of_letter(toupper(p[i])) != 0;
	if (!count_like)
		return has_ball ? SAME_FILE_LIST : SAME_FILE_JUDGE;
	size_t a2, b2;
	if (!next_content_line(p, n, b, &a2, &b2))
		return SAME_FILE_JUDGE;
	if (is_digit(p[a2]) || p[a2] == '-')
		return SAME_FILE_MAYAN;
	return SAME_FILE_JUDGE;
}

/* A row of a board as read: its colours and where its balls stand. */
typedef struct list_row {
	uint8_t color[SAME_MAX_COLS];
	int count;
} list_row;

typedef enum row_form { FORM_UNKNOWN, FORM_LETTERS, FORM_DIGITS } row_form;

/* Comment lines inside a board are skipped; true when the next line is
 * another row of the same board. */
static bool board_goes_on(io_scan *s)
{
	for (;;) {
		io_scan_skip_blank(s);
		if (io_scan_peek(s) != '#')
			break;
		while (io_scan_peek(s) != EOF && io_scan_peek(s) != '\n')
			io_scan_get(s);
		if (io_scan_peek(s) == '\n')
			io_scan_get(s);
	}
	const int ch = io_scan_peek(s);
	return ch != EOF && ch != '\n';
}

/* One ball of a row in `form`, at the scanner; 0 when the character is no
 * ball of that form (the caller explains). */
static int ball_of(int ch, row_form form)
{
	if (form == FORM_LETTERS)
		return same_color_of_letter(ch);
	return ch >= '0' && ch <= '5' ? ch - '0' + 1 : 0;
}

static bool bad_ball(io_scan *s, row_form form, io_error *e)
{
	char buf[IO_SCAN_DESCRIBE_MAX];
	const int ch = io_scan_peek(s);
	const char *what = io_scan_describe(s, buf, sizeof buf);
	if (form == FORM_LETTERS && is_digit(ch))
		return io_scan_fail(s, e, "expected a ball R/G/B/Y/P/C (this "
		    "board is written in letters), found %s", what);
	if (form == FORM_DIGITS && ch < 0x80 && ((ch | 0x20) >= 'a' &&
	    (ch | 0x20) <= 'z'))
		return io_scan_fail(s, e, "expected a ball 0..5 (this board "
		    "is written in digits), found %s", what);
	if (form != FORM_DIGITS && ch >= 'a' && ch <= 'z' &&
	    same_color_of_letter(toupper(ch)) != 0)
		return io_scan_fail(s, e, "expected a ball R/G/B/Y/P/C (in "
		    "capitals), found %s", what);
	if (form == FORM_LETTERS)
		return io_scan_fail(s, e, "expected a ball R/G/B/Y/P/C, found "
		    "%s", what);
	return io_scan_fail(s, e, "expected a ball 0..5, found %s", what);
}

/* Skip the blanks between balls: spaces and tabs, and a carriage return
 * only where it ends the line (CRLF).  Read as a blank, a lone one, as
 * in a file of CR line ends, would join the rows of a board into one. */
static bool skip_row_blanks(io_scan *s, io_error *e)
{
	int ch;
	while ((ch = io_scan_peek(s)) == ' ' || ch == '\t')
		io_scan_get(s);
	if (ch != '\r')
		return true;
	io_scan_get(s);
	ch = io_scan_peek(s);
	if (ch == EOF || ch == '\n')
		return true;
	char buf[IO_SCAN_DESCRIBE_MAX];
	return io_scan_fail(s, e, "expected the end of the line after a "
	    "carriage return (lines end in LF or CRLF), found %s",
	    io_scan_describe(s, buf, sizeof buf));
}

/* Read one row in the board's form (set by its first row), checking its
 * length against `width` (0 for the first row). */
static bool read_row(io_scan *s, row_form *form, int width, int row_number,
    list_row *row, io_error *e)
{
	if (*form == FORM_UNKNOWN)
		*form = is_digit(io_scan_peek(s)) ? FORM_DIGITS : FORM_LETTERS;
	row->count = 0;
	for (;;) {
		if (!skip_row_blanks(s, e))
			return false;
		const int ch = io_scan_peek(s);
		if (ch == EOF || ch == '\n')
			break;
		const int color = ball_of(ch, *form);
		if (color == 0)
			return bad_ball(s, *form, e);
		if (width > 0 && row->count == width)
			return io_scan_fail(s, e, "expected the end of row %d "
			    "after %d ball%s, found more", row_number, width,
			    width == 1 ? "" : "s");
		if (row->count == SAME_MAX_COLS)
			return io_scan_fail(s, e, "expected at most %d balls "
			    "in a row, found more", SAME_MAX_COLS);
		row->color[row->count++] = (uint8_t)color;
		io_scan_get(s);
		const int after = io_scan_peek(s);
		if (*form == FORM_DIGITS && after != EOF && after != '\n' &&
		    !is_blank(after)) {
			char buf[IO_SCAN_DESCRIBE_MAX];
			return io_scan_fail(s, e, "expected a blank between "
			    "the digits of a row, found %s",
			    io_scan_describe(s, buf, sizeof buf));
		}
	}
	if (width > 0 && row->count < width)
		return io_scan_fail(s, e, "expected %d ball%s in row %d of "
		    "the board, found %d", width, width == 1 ? "" : "s",
		    row_number, row->count);
	return true;
}

bool same_list_read_board(io_scan *s, same_board *b, bool *found,
    io_error *e)
{
	list_row rows[SAME_MAX_ROWS];
	row_form form = FORM_UNKNOWN;
	int count = 0, colors = 1;
	/* The blank lines and comment lines before the board. */
	io_scan_skip_space_and_comments(s);
	*found = io_scan_peek(s) != EOF;
	if (!*found)
		return !s->read_failed || io_scan_fail(s, e, "could not read "
		    "the input");
	do {
		if (count == SAME_MAX_ROWS)
			return io_scan_fail(s, e, "expected at most %d rows in "
			    "a board, found more", SAME_MAX_ROWS);
		list_row *row = &rows[count];
		if (!read_row(s, &form, count ? rows[0].count : 0, count + 1,
		    row, e))
			return false;
		for (int c = 0; c < row->count; c++)
			if (row->color[c] > colors)
				colors = row->color[c];
		count++;
		if (io_scan_peek(s) == '\n')
			io_scan_get(s);
	} while (board_goes_on(s));
	same_board_init(b, count, rows[0].count, colors);
	for (int r = 0; r < count; r++)
		for (int c = 0; c < rows[r].count; c++)
			same_board_put(b, count - r, c + 1, rows[r].color[c]);
	same_board_settle(b);
	return true;
}

/* Board `number` of a judge file: the announced count, then every board
 * it announces and nothing after them, the rule `tumble greedy` reads a
 * judge file by. */
static bool read_judge_board(io_scan *s, long number, same_board *b,
    long *count, io_error *e)
{
	same_board board;
	if (!same_judge_read_count(s, count, e))
		return false;
	for (long k = 1; k <= *count; k++) {
		if (!same_judge_read_board(s, &board, SAME_JUDGE_ROWS,
		    SAME_JUDGE_COLS, SAME_JUDGE_COLORS, e))
			return false;
		if (k == number)
			*b = board;
	}
	return true;
}

bool same_file_read_board(io_scan *s, long number, same_board *b,
    long *count, io_error *e)
{
	const bool judge = same_file_detect(s) != SAME_FILE_LIST;
	if (!same_file_read_leading_board(s, number, b, count, e))
		return false;
	return !judge || same_judge_read_end(s, *count, e);
}

bool same_file_read_leading_board(io_scan *s, long number, same_board *b,
    long *count, io_error *e)
{
	if (same_file_detect(s) != SAME_FILE_LIST) {
		io_scan_skip_space_and_comments(s);
		return read_judge_board(s, number, b, count, e);
	}
	same_board board;
	bool found;
	*count = 0;
	for (;;) {
		if (!same_list_read_board(s, &board, &found, e))
			return false;
		if (!found)
			break;
		if (++*count == number)
			*b = board;
	}
	return true;
}
