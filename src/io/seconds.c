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
	double value = 0, scale = 1;
	for (const char *p = text; *p != '\0'; p++) {
		if (*p == '.')
			continue;
		if (p > text + whole)
			scale /= 10;
		value = value * 10 + (*p - '0');
	}
	value *= scale;
	if (value > IO_SECONDS_MAX)
		return false;
	*seconds = value;
	return true;
}

/* The most decimals a time is said in. */
#define IO_SECONDS_DECIMALS 12

void io_seconds_format(char *out, size_t size, double seconds)
{
	/* The fewest decimals that say the time as it was asked, within
	 * what the reader's own rounding leaves of it.  Written from whole
	 * numbers, not %f, for a point whatever the locale. */
	for (int decimals = 0; decimals <= IO_SECONDS_DECIMALS; decimals++) {
		double scale = 1;
		for (int i = 0; i < decimals; i++)
			scale *= 10;
		const double units = seconds * scale;
		if (units >= 1e15)
			break;
		/* Times are never negative: rounding is adding a half. */
		const long long whole = (long long)(units + 0.5);
		const double off = (double)whole / scale - seconds;
		if (off > seconds * 1e-12 || -off > seconds * 1e-12)
			continue;
		const long long unit = (long long)scale;
		int n = snprintf(out, size, "%lld", whole / unit);
		if (decimals > 0 && n >= 0 && (size_t)n < size)
			snprintf(out + n, size - (size_t)n, ".%0*lld",
			    decimals, whole % unit);
		return;
	}
	/* Smaller than any number of decimals says shortly. */
	snprintf(out, size, "%g", seconds);
}
