/*
 * Same Game judge format: reader and the judge's words (see same_judge.h).
 * The formatters avoid printf because the greedy batch prints millions of
 * these lines.
 */
#include "io/same_judge.h"

#include <stdio.h>
#include <string.h>

bool same_judge_read_count(io_scan *s, long *games, io_error *e)
{
	return io_scan_int(s, 0, SAME_JUDGE_MAX_GAMES, "the number of games",
	    false, games, e);
}

static const char *letters_of(int colors, char *buf)
{
	int n = 0;
	/* The board's colours were checked; the bound is for the compiler. */
	for (int c = 1; c <= colors && c <= SAME_MAX_COLORS; c++) {
		if (c > 1)
			buf[n++] = '/';
		buf[n++] = same_color_letter(c);
	}
	buf[n] = '\0';
	return buf;
}

/* White space that may end a row. */
static inline bool ends_row(int ch)
{
	return ch == '\n' || ch == '\r' || ch == ' ' || ch == '\t';
}

/* Bit c for colour c, and bit 0 for a letter that is no colour: a table,
 * so that gathering a row's colours is one `or` from memory a cell. */
static const uint8_t color_bit[SAME_MAX_COLORS + 1] = { 1, 2, 4, 8, 16, 32,
	64 };
_Static_assert(SAME_MAX_COLORS == 6, "color_bit has a bit a colour");

/*
 * Most rows are whole in the buffer and valid: take one in a single pass
 * that tests, after the row, whether every letter was a ball of the
 * board's colours, and leave the careful path of the caller to explain
 * the rest (the board's cells it wrote are written again or never read).
 */
static inline bool read_row_quickly(const unsigned char *p,
    size_t available, same_board *b, int r, int cols, int colors)
{
	if (available <= (size_t)cols)
		return false;
	uint8_t *cell = &b->cell[same_board_index(r, 1)];
	unsigned seen = 0;
	/* Unrolled: the loop's own count and test cost about what a cell
	 * does. */
#pragma GCC unroll 4
	for (int c = 0; c < cols; c++) {
		const int color = same_color_by_letter[p[c]];
		cell[c * SAME_STRIDE] = (uint8_t)color;
		seen |= color_bit[color];
	}
	const unsigned balls = (2u << colors) - 2; /* bits 1 to colors */
	return (seen & ~balls) == 0 && ends_row(p[cols]);
}

/*
 * Most boards are whole in the buffer, a row a line with nothing else:
 * take them in one pass that tests every row only at the end, sparing
 * the scanner's bookkeeping of each line.
 */
static bool read_board_quickly(const unsigned char *p, size_t available,
    same_board *b, int rows, int cols, int colors)
{
	const size_t line = (size_t)cols + 1;
	if (available < (size_t)rows * line)
		return false;
	bool ok = true;
	for (int k = 0; k < rows; k++) {
		const unsigned char *row = p + (size_t)k * line;
		ok &= read_row_quickly(row, line, b, rows - k, cols, colors);
		ok &= k == rows - 1 || row[cols] == '\n';
	}
	return ok;
}

bool same_judge_read_board(io_scan *s, same_board *b, int rows, int cols,
    int colors, io_error *e)
{
	char names[2 * SAME_MAX_COLORS + 1];
	if (!same_board_init(b, rows, cols, colors))
		return io_scan_fail(s, e, "unsupported board size %dx%d", rows,
		    cols);
	io_scan_skip_space(s);
	size_t window;
	const unsigned char *start = io_scan_window(s, &window);
	if (rows > 1 && start != NULL &&
	    read_board_quickly(start, window, b, rows, cols, colors)) {
		/* Up to the end of the last row, where the row by row reading
		 * below leaves the scanner too. */
		io_scan_advance_lines(s, (size_t)rows * ((size_t)cols + 1) - 1,
		    rows - 1, cols + 1);
		same_board_settle_full(b);
		return true;
	}
	for (int r = rows; r >= 1; r--) {
		io_scan_skip_space(s);
		const int row_number = rows - r + 1;
		size_t available;
		const unsigned char *p = io_scan_window(s, &available);
		if (p == NULL)
			return io_scan_fail(s, e,
			    "expected row %d of %d of a board, found end of "
			    "input (fewer games than announced?)", row_number,
			    rows);
		if (read_row_quickly(p, available, b, r, cols, colors)) {
			io_scan_advance(s, (size_t)cols);
			continue;
		}
		for (int c = 1; c <= cols; c++) {
			int ch = io_scan_peek(s);
			int color = ch == EOF ? 0 : same_color_of_letter(ch);
			if (color >= 1 && color <= colors) {
				same_board_put(b, r, c, color);
				io_scan_get(s);
				continue;
			}
			if (ch == EOF || ends_row(ch))
				return io_scan_fail(s, e,
				    "expected %d ball%s in row %d of the "
				    "board, found %d", cols,
				    cols == 1 ? "" : "s", row_number, c - 1);
			if (ch >= 0x21 && ch < 0x7f)
				return io_scan_fail(s, e,
				    "expected a ball %s, found '%c'",
				    letters_of(colors, names), ch);
			return io_scan_fail(s, e,
			    "expected a ball %s, found byte 0x%02x",
			    letters_of(colors, names), ch);
		}
		int ch = io_scan_peek(s);
		if (ch != EOF && !ends_row(ch))
			return io_scan_fail(s, e,
			    "expected the end of row %d after %d ball%s, "
			    "found more", row_number, cols,
			    cols == 1 ? "" : "s");
	}
	/* Every cell was read as a ball. */
	same_board_settle_full(b);
	return true;
}

/*
 * The numbers 0 to 999 in four bytes each: the digits, padding up to the
 * third byte, and in the fourth the number of digits.  Then `m(p d)`
 * for the ten digits d, and for the ten after each of those.
 */
#define DIGITS_10(m, p)                                                   \
	m(p "0") m(p "1") m(p "2") m(p "3") m(p "4") m(p "5") m(p "6")   \
	m(p "7") m(p "8") m(p "9")
#define DIGITS_100(m, p)                                                  \
	DIGITS_10(m, p "0") DIGITS_10(m, p "1") DIGITS_10(m, p "2")      \
	DIGITS_10(m, p "3") DIGITS_10(m, p "4") DIGITS_10(m, p "5")      \
	DIGITS_10(m, p "6") DIGITS_10(m, p "7") DIGITS_10(m, p "8")      \
	DIGITS_10(m, p "9")
#define ONE_DIGIT(d) d "\0\0\1"
#define TWO_DIGITS(d) d "\0\2"
#define THREE_DIGITS(d) d "\3"
static const char small_numbers[] =
    DIGITS_10(ONE_DIGIT, "")
    DIGITS_10(TWO_DIGITS, "1") DIGITS_10(TWO_DIGITS, "2")
    DIGITS_10(TWO_DIGITS, "3") DIGITS_10(TWO_DIGITS, "4")
    DIGITS_10(TWO_DIGITS, "5") DIGITS_10(TWO_DIGITS, "6")
    DIGITS_10(TWO_DIGITS, "7") DIGITS_10(TWO_DIGITS, "8")
    DIGITS_10(TWO_DIGITS, "9")
    DIGITS_100(THREE_DIGITS, "1") DIGITS_100(THREE_DIGITS, "2")
    DIGITS_100(THREE_DIGITS, "3") DIGITS_100(THREE_DIGITS, "4")
    DIGITS_100(THREE_DIGITS, "5") DIGITS_100(THREE_DIGITS, "6")
    DIGITS_100(THREE_DIGITS, "7") DIGITS_100(THREE_DIGITS, "8")
    DIGITS_100(THREE_DIGITS, "9");
_Static_assert(sizeof small_numbers == 4 * 1000 + 1, "4 bytes a number");

/*
 * Decimal digits of a value, without printf.  Rows, columns, sizes and
 * most points are below 1000: those take one four-byte copy from the
 * table and no branch on their length (the copy writes up to three
 * bytes past a short number, which the caller's next writes cover or
 * leave unused).  Larger values and negative ones take three digits at
 * a time from the same table.
 */
static inline size_t put_below_1000(char *out, unsigned value)
{
	/* The count from the copy's own register, not a second load. */
	uint32_t entry;
	memcpy(&entry, &small_numbers[4 * value], 4);
	memcpy(out, &entry, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return entry & 0xff;
#else
	return entry >> 24;
#endif
}

static size_t put_unsigned(char *out, unsigned long value)
{
	if (value < 1000)
		return put_below_1000(out, (unsigned)value);
	const size_t n = put_unsigned(out, value / 1000);
	/* Three digits, the short form of the last three written after
	 * the zeros it lacks. */
	const unsigned low = (unsigned)(value % 1000);
	memcpy(out + n, "00", 2);
	put_below_1000(out + n + 3 - (unsigned char)small_numbers[4 * low + 3],
	    low);
	return n + 3;
}

static size_t put_any(char *out, long value)
{
	if (value >= 0)
		return put_unsigned(out, (unsigned long)value);
	*out = '-';
	return 1 + put_unsigned(out + 1, 0UL - (unsigned long)value);
}

static inline size_t put_number(char *out, long value)
{
	return value >= 0 && value < 1000 ? put_below_1000(out, (unsigned)value)
					  : put_any(out, value);
}

/* A string literal's bytes, its length known when compiled. */
#define put_text(out, literal) \
	(memcpy((out), (literal), sizeof(literal) - 1), sizeof(literal) - 1)

/* The move line without its end; returns where it ends. */
static inline char *put_move(char *p, long k, const same_cluster *move)
{
	p += put_text(p, "Move ");
	p += put_number(p, k);
	p += put_text(p, " at (");
	p += put_number(p, move->row);
	*p++ = ',';
	p += put_number(p, move->col);
	p += put_text(p, "): removed ");
	p += put_number(p, move->size);
	p += put_text(p, " balls of color ");
	*p++ = same_color_letter(move->color);
	p += put_text(p, ", got ");
	p += put_number(p, same_points(move->size));
	p += put_text(p, " points.");
	return p;
}

size_t same_judge_format_move(char *out, long k, const same_cluster *move)
{
	char *p = put_move(out, k, move);
	*p = '\0';
	return (size_t)(p - out);
}

size_t same_judge_format_moves(char *out, const same_cluster *moves,
    int count)
{
	char *p = out;
	for (int i = 0; i < count; i++) {
		p = put_move(p, i + 1, &moves[i]);
		*p++ = '\n';
	}
	return (size_t)(p - out);
}

size_t same_judge_format_final(char *out, long score, int balls)
{
	char *p = out;
	p += put_text(p, "Final score: ");
	p += put_number(p, score);
	p += put_text(p, ", with ");
	p += put_number(p, balls);
	p += put_text(p, " balls remaining.");
	*p = '\0';
	return (size_t)(p - out);
}

size_t same_judge_say_move(char *out, long k, const same_cluster *move)
{
	const int points = same_points(move->size);
	return (size_t)snprintf(out, SAME_JUDGE_LINE_MAX, "Move %ld at "
	    "(%d,%d): removed %d balls of color %c, got %d point%s.", k,
	    move->row, move->col, move->size, same_color_letter(move->color),
	    points, points == 1 ? "" : "s");
}

size_t same_judge_say_final(char *out, long score, int balls)
{
	return (size_t)snprintf(out, SAME_JUDGE_LINE_MAX, "Final score: "
	    "%ld, with %d ball%s remaining.", score, balls,
	    balls == 1 ? "" : "s");
}

size_t same_judge_format_game(char *out, long k)
{
	char *p = out;
	p += put_text(p, "Game ");
	p += put_number(p, k);
	*p++ = ':';
	*p = '\0';
	return (size_t)(p - out);
}

bool same_judge_read_end(io_scan *s, long games, io_error *e)
{
	return io_scan_at_end(s) || io_scan_fail(s, e, "expected the end of "
	    "input after %ld game%s", games, games == 1 ? "" : "s");
}
