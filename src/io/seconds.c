/*
 * The reader of times in seconds (see seconds.h).
 */
#include "io/seconds.h"

#include <stdio.h>
#include <string.h>

bool io_seconds_parse(const char *text, double *seconds)
{
	/* Not strtod: it takes hex, exponents, inf, signs and leading
	 * spaces, and reads the point of the locale. */
	size_t whole = strspn(text, "0123456789");
	const char *rest = text + whole;
	size_t fraction = 0;
	if (*rest == '.') {
		fraction = strspn(rest + 1, "0123456789");
		rest += 1 + fraction;
	}
	if (*rest != '\0' || whole + fraction == 0 || whole > 9)
		return false;
	/* The digits as a whole number, divided once by a power of ten:
	 * both exact up to 15 digits, so that the time is the double
	 * nearest what was written, as C's 0.3 is (3 times 0.1 is not). */
	double value = 0, divisor = 1;
	for (const char *p = text; *p != '\0'; p++) {
		if (*p == '.')
			continue;
		if (p > text + whole)
			divisor *= 10;
		value = value * 10 + (*p - '0');
	}
	value /= divisor;
	if (value > IO_SECONDS_MAX)
		return false;
	*seconds = value;
	return true;
}

bool io_seconds_parse_budget(const char *text, double *seconds)
{
	double value;
	if (!io_seconds_parse(text, &value) || value > IO_SECONDS_BUDGET_MAX)
		return false;
	*seconds = value;
	return true;
}

void io_seconds_budget_words(char *out, size_t size, const char *zero)
{
	snprintf(out, size, "seconds from 0 (%s) to %.0f, such as 2 or 0.5",
	    zero, IO_SECONDS_BUDGET_MAX);
}

/* The most decimals a time is said in (10^18 is the largest power of ten
 * a long long holds): a time smaller than they say is said as %g says
 * it. */
#define IO_SECONDS_DECIMALS 18
/* Whole numbers up to 2^53 are exact in a double: past it, the digits
 * of a time would no longer be its own. */
#define IO_SECONDS_EXACT 9007199254740992.0

/* `units` as a time of `decimals` decimals: 2500 and 3 are "2.500".
 * Written from whole numbers, not %f, for a point whatever the locale. */
static void seconds_text(char *out, size_t size, long long units,
    int decimals)
{
	long long unit = 1;
	for (int i = 0; i < decimals; i++)
		unit *= 10;
	const int n = snprintf(out, size, "%lld", units / unit);
	if (decimals > 0 && n >= 0 && (size_t)n < size)
		snprintf(out + n, size - (size_t)n, ".%0*lld", decimals,
		    units % unit);
}

void io_seconds_format(char *out, size_t size, double seconds)
{
	/* The fewest decimals whose text the reader reads back as this
	 * very time: the text it was asked in, or a shorter one that reads
	 * the same.  A time no text of exact digits says (more digits than
	 * a double keeps) is given in the most it holds. */
	char text[64], best[64] = "";
	double scale = 1;
	for (int decimals = 0; decimals <= IO_SECONDS_DECIMALS;
	    decimals++, scale *= 10) {
		const double units = seconds * scale;
		if (units >= IO_SECONDS_EXACT)
			break;
		/* Times are never negative: rounding is adding a half. */
		const long long whole = (long long)(units + 0.5);
		seconds_text(text, sizeof text, whole, decimals);
		double back;
		if (io_seconds_parse(text, &back) && back == seconds) {
			snprintf(out, size, "%s", text);
			return;
		}
		if (whole > 0)
			snprintf(best, sizeof best, "%s", text);
	}
	if (best[0] != '\0')
		snprintf(out, size, "%s", best);
	else
		snprintf(out, size, "%g", seconds);
}
