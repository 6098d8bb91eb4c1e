/*
 * Escaping text for the terminal (see escape.h).
 */
#include "io/escape.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the character at `p` that may be shown as it is (1 to 4
 * bytes), or 0 when its first byte is to be escaped. */
static size_t escape_plain_length(const unsigned char *p)
{
	if (p[0] >= 0x20 && p[0] < 0x7f)
		return 1;
	size_t len;
	unsigned min;
	if (p[0] >= 0xc2 && p[0] <= 0xdf) {
		len = 2;
		min = 0xa0; /* U+0080 to U+009F are the C1 controls */
	} else if (p[0] >= 0xe0 && p[0] <= 0xef) {
		len = 3;
		min = 0x800;
	} else if (p[0] >= 0xf0 && p[0] <= 0xf4) {
		len = 4;
		min = 0x10000;
	} else {
		return 0;
	}
	unsigned code = p[0] & (0x7f >> len);
	for (size_t i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		code = code << 6 | (p[i] & 0x3f);
	}
	const bool surrogate = code >= 0xd800 && code <= 0xdfff;
	return code >= min && code <= 0x10ffff && !surrogate ? len : 0;
}

char *escape_for_terminal(char *out, size_t size, const char *text)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t used = 0;
	while (*p != '\0') {
		const size_t plain = escape_plain_length(p);
		const size_t need = plain > 0 ? plain : 4;
		if (used + need >= size)
			break;
		if (plain > 0)
			memcpy(out + used, p, plain);
		else
			snprintf(out + used, 5, "\\x%02x", *p);
		used += need;
		p += plain > 0 ? plain : 1;
	}
	out[used] = '\0';
	return out;
}

bool escape_is_plain(const char *text)
{
	const unsigned char *p = (const unsigned char *)text;
	for (size_t plain; *p != '\0'; p += plain)
		if ((plain = escape_plain_length(p)) == 0)
			return false;
	return true;
}

void escape_vfprintf(FILE *to, const char *fmt, va_list ap)
{
	/* Measured first: a message may quote a name of any length. */
	char small[512];
	va_list again;
	va_copy(again, ap);
	const int len = vsnprintf(small, sizeof small, fmt, ap);
	char *text = small;
	if (len >= (int)sizeof small && (text = malloc((size_t)len + 1)) !=
	    NULL)
		vsnprintf(text, (size_t)len + 1, fmt, again);
	else
		text = small;
	va_end(again);
	const unsigned char *p = (const unsigned char *)text;
	while (*p != '\0') {
		const size_t plain = *p == '\n' ? 1 : escape_plain_length(p);
		if (plain > 0)
			fwrite(p, 1, plain, to);
		else
			fprintf(to, "\\x%02x", *p);
		p += plain > 0 ? plain : 1;
	}
	if (text != small)
		free(text);
}

void escape_fprintf(FILE *to, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	escape_vfprintf(to, fmt, ap);
	va_end(ap);
}
