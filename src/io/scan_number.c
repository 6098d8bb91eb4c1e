/*
 * The numbers of a scanner (see scan.h): a number's digits and text, and
 * a number in a range, said as found when it is not in it.
 */
#include "io/scan.h"

#include <stdio.h>
#include <string.h>

void io_scan_number_read(io_scan *s, char sign, io_scan_number *n)
{
	/* Its start as it comes, and its last digits in a ring, for a
	 * number too long to keep whole. */
	enum { KEEP = IO_SCAN_NUMBER_TEXT - 1, END = (KEEP - 3) / 2 };
	char end[END];
	size_t len = 0;
	int count = 0; /* a line holds no more than an int counts */
	n->value = 0;
	n->too_large = false;
	if (sign != 0)
		n->text[len++] = sign;
	for (int ch; (ch = io_scan_peek(s)) >= '0' && ch <= '9'; count++) {
		if (n->value > IO_SCAN_NUMBER_MAX / 10)
			n->too_large = true;
		else
			n->value = n->value * 10 + (ch - '0');
		if (len < KEEP)
			n->text[len++] = (char)ch;
		end[count % END] = (char)ch;
		io_scan_get(s);
	}
	n->digits = count;
	if (len == KEEP && count > KEEP - (sign != 0)) {
		/* Its first digits, "...", its last. */
		len = KEEP - 3 - END;
		memcpy(n->text + len, "...", 3);
		len += 3;
		for (int i = count - END; i < count; i++)
			n->text[len++] = end[i % END];
	}
	n->text[len] = '\0';
}

bool io_scan_digits(io_scan *s, const char *expected, char sign,
    io_scan_number *n, io_error *e)
{
	char seen[IO_SCAN_DESCRIBE_MAX];
	int ch = io_scan_peek(s);
	if (ch < '0' || ch > '9')
		return io_scan_fail(s, e, "expected %s, found %s", expected,
		    io_scan_describe(s, seen, sizeof seen));
	io_scan_number_read(s, sign, n);
	ch = io_scan_peek(s);
	if (ch != EOF && !io_scan_is_space(ch))
		return io_scan_fail(s, e, "expected %s, found %s after the "
		    "digits", expected, io_scan_describe(s, seen, sizeof seen));
	return true;
}

/* io_scan_int(), with the range said after `what` (`says_range`) or
 * already named by it ("1 or 0").  A number out of range is said as
 * found, whatever its size. */
static bool io_scan_ranged(io_scan *s, long min, long max, const char *what,
    bool says_range, bool same_line, long *out, io_error *e)
{
	char expected[160];
	if (same_line)
		io_scan_skip_blank(s);
	else
		io_scan_skip_space(s);
	const int line = s->line, col = s->col;
	char sign = 0;
	int ch = io_scan_peek(s);
	if (ch == '-' || ch == '+') {
		sign = (char)ch;
		io_scan_get(s);
	}
	/* No number past IO_SCAN_NUMBER_MAX reads: the range said is the
	 * one a number can be given in, whatever bound the caller works
	 * out (the tally's sum of shares). */
	if (max > IO_SCAN_NUMBER_MAX)
		max = IO_SCAN_NUMBER_MAX;
	if (says_range)
		snprintf(expected, sizeof expected,
		    "%s (a number from %ld to %ld)", what, min, max);
	else
		snprintf(expected, sizeof expected, "%s", what);
	io_scan_number n;
	if (!io_scan_digits(s, expected, sign, &n, e))
		return false;
	const long value = sign == '-' ? -n.value : n.value;
	if (n.too_large || value < min || value > max) {
		if (!says_range)
			return io_error_set(e, s->name, line, col,
			    "expected %s, found %s", what, n.text);
		return io_error_set(e, s->name, line, col,
		    "expected %s from %ld to %ld, found %s", what, min, max,
		    n.text);
	}
	*out = value;
	return true;
}

bool io_scan_int(io_scan *s, long min, long max, const char *what,
    bool same_line, long *out, io_error *e)
{
	return io_scan_ranged(s, min, max, what, true, same_line, out, e);
}

bool io_scan_choice(io_scan *s, long min, long max, const char *what,
    bool same_line, long *out, io_error *e)
{
	return io_scan_ranged(s, min, max, what, false, same_line, out, e);
}

