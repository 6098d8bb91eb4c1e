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

void io_seconds_format(char *out, size_t size, double seconds)
{
	if (size == 0)
		return;
	snprintf(out, size, "%.6f", seconds);
	/* The zeros after the last digit that counts, and a point left
	 * with none after it. */
	char *point = strchr(out, '.');
	if (point == NULL)
		return;
	char *end = out + strlen(out);
	while (end > point + 1 && end[-1] == '0')
		*--end = '\0';
	if (end == point + 1)
		*point = '\0';
}
