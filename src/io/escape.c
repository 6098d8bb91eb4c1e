/*
 * Escaping text for the terminal (see escape.h).
 */
#include "io/escape.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

size_t escape_utf8_length(unsigned char first)
{
	return first < 0x80 ? 1 : first >= 0xc2 && first <= 0xdf ? 2 :
	    first >= 0xe0 && first <= 0xef ? 3 :
	    first >= 0xf0 && first <= 0xf4 ? 4 : 0;
}

/* The letters of U+00C0 to U+017F without their accents, in the order
 * of their codes: Latin-1's, then Latin Extended-A's pairs of a capital
 * and its small letter. */
static const char escape_latin_letters[] =
    "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTs"
    "aaaaaaaceeeeiiiidnooooo/ouuuuyty"
    "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiIiJjKkk"
    "LlLlLlLlLlNnNnNnnNnOoOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUu"
    "WwYyYZzZzZzs";

char escape_ascii_letter(const char *p, size_t *bytes)
{
	const unsigned char *u = (const unsigned char *)p;
	/* The string's end is no later byte: it stops there. */
	const size_t n = escape_char_bytes(p, SIZE_MAX);
	*bytes = n;
	if (u[0] < 0x80)
		return (char)u[0];
	if (escape_utf8_length(u[0]) != n)
		return '?';
	unsigned code = u[0] & (0x7f >> n);
	for (size_t i = 1; i < n; i++)
		code = code << 6 | (u[i] & 0x3f);
	if (code >= 0xc0 && code <= 0x17f)
		return escape_latin_letters[code - 0xc0];
	switch (code) {
	case 0xa0:
		return ' ';
	case 0xab: case 0xbb: case 0x201c: case 0x201d: case 0x201e:
		return '"';
	case 0x2018: case 0x2019: case 0x201a:
		return '\'';
	case 0x2010: case 0x2011: case 0x2012: case 0x2013: case 0x2014:
		return '-';
	case 0x2026:
		return '.';
	default:
		return '?';
	}
}

/* Characters that show nothing, or turn the text around them, and so
 * make a word look like another: the byte order mark some editors start
 * a file with, zero-width spaces, the bidirectional marks, embeddings,
 * overrides and isolates, and the line and paragraph separators.  The
 * joiners (U+200C, U+200D), part of many a letter and emoji, are not. */
static bool escape_invisible(unsigned code)
{
	return code == 0x061c || code == 0x200b || code == 0x200e ||
	    code == 0x200f || (code >= 0x2028 && code <= 0x202e) ||
	    code == 0x2060 || (code >= 0x2066 && code <= 0x2069) ||
	    code == 0xfeff;
}

/* The length of the character at `p` that may be shown as it is (1 to 4
 * bytes), or 0 when its first byte is to be escaped. */
static size_t escape_plain_length(const unsigned char *p)
{
	if (p[0] >= 0x20 && p[0] < 0x7f)
		return 1;
	/* The least code of each length: U+0080 to U+009F, of two bytes,
	 * are the C1 controls. */
	static const unsigned least[] = { 0, 0, 0xa0, 0x800, 0x10000 };
	const size_t len = escape_utf8_length(p[0]);
	if (len < 2)
		return 0;
	const unsigned min = least[len];
	unsigned code = p[0] & (0x7f >> len);
	for (size_t i = 1; i < len; i++) {
		if (!escape_utf8_later_byte((char)p[i]))
			return 0;
		code = code << 6 | (p[i] & 0x3f);
	}
	const bool surrogate = code >= 0xd800 && code <= 0xdfff;
	return code >= min && code <= 0x10ffff && !surrogate &&
	    !escape_invisible(code) ? len : 0;
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

/* Whether an escape \xNN starts at `text + at`, no further back than
 * `text`. */
static bool escape_starts(const char *text, size_t at)
{
	return text[at] == '\\' && text[at + 1] == 'x';
}

/* The fewest bytes a long word keeps when it alone is cut: fewer, and
 * the word could no longer be told, so the whole text is cut instead. */
#define ESCAPE_CUT_WORD_KEEP 8

/* Where the bytes [from, to) of `text` are cut to keep `keep` of them
 * around "...": *head where the cut starts, *tail where the text goes on,
 * each moved outward so that neither falls inside a character or an
 * escape \xNN. */
static void escape_cut_span(const char *text, size_t from, size_t to,
    size_t keep, size_t *head, size_t *tail)
{
	size_t h = from + keep / 2, t = to - (keep - keep / 2);
	while (h > from && escape_utf8_later_byte(text[h]))
		h--;
	for (size_t b = h > from + 3 ? h - 3 : from; b < h; b++)
		if (escape_starts(text, b)) {
			h = b;
			break;
		}
	while (t < to && escape_utf8_later_byte(text[t]))
		t++;
	for (size_t b = t > from + 3 ? t - 3 : from; b < t; b++)
		if (escape_starts(text, b)) {
			t = b + 4;
			break;
		}
	*head = h;
	*tail = t;
}

/* The longest word of `text` (of `len` bytes), bytes [*from, *to):
 * what makes a message too long is the word it quotes. */
static void escape_longest_word(const char *text, size_t len, size_t *from,
    size_t *to)
{
	*from = *to = 0;
	for (size_t i = 0; i < len;) {
		const size_t start = i;
		while (i < len && !strchr(" \t\n", text[i]))
			i++;
		if (i - start > *to - *from) {
			*from = start;
			*to = i;
		}
		while (i < len && strchr(" \t\n", text[i]))
			i++;
	}
}

char *escape_cut_middle(char *out, size_t size, const char *text)
{
	const size_t len = strlen(text);
	if (len < size) {
		memcpy(out, text, len + 1);
		return out;
	}
	const size_t room = size - 1 - 3;
	/* The words around the longest one are kept whole, and that one
	 * cut in its middle, as long as enough of it stays to be told:
	 * "found '" before a long board id says what it is. */
	size_t from, to, head, tail;
	escape_longest_word(text, len, &from, &to);
	const size_t around = len - (to - from);
	if (around + ESCAPE_CUT_WORD_KEEP <= room)
		escape_cut_span(text, from, to, room - around, &head, &tail);
	else
		escape_cut_span(text, 0, len, room, &head, &tail);
	memcpy(out, text, head);
	memcpy(out + head, "...", 3);
	memcpy(out + head + 3, text + tail, len - tail + 1);
	return out;
}

void escape_vformat_fit(char *out, size_t size, bool escaped,
    const char *fmt, va_list ap)
{
	va_list again;
	va_copy(again, ap);
	const int len = vsnprintf(NULL, 0, fmt, ap);
	char *text = len >= 0 ? malloc((size_t)len + 1) : NULL;
	/* An escape takes 4 bytes for 1. */
	char *shown = text != NULL && escaped ?
	    malloc(4 * (size_t)len + 1) : NULL;
	if (text == NULL || (escaped && shown == NULL)) {
		/* Out of memory: its start at least. */
		vsnprintf(out, size, fmt, again);
		if (escaped && (shown = malloc(size)) != NULL)
			escape_for_terminal(out, size, strcpy(shown, out));
	} else {
		vsnprintf(text, (size_t)len + 1, fmt, again);
		escape_cut_middle(out, size, escaped ? escape_for_terminal(
		    shown, 4 * (size_t)len + 1, text) : text);
	}
	va_end(again);
	free(shown);
	free(text);
}

void escape_fit(char *out, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	escape_vformat_fit(out, size, false, fmt, ap);
	va_end(ap);
}

bool escape_is_plain(const char *text)
{
	const unsigned char *p = (const unsigned char *)text;
	for (size_t plain; *p != '\0'; p += plain)
		if ((plain = escape_plain_length(p)) == 0)
			return false;
	return true;
}

/* vsnprintf() into `small`, or into memory of its own when the text is
 * longer (NULL when there is none); `small` holds at least its start. */
static char *escape_format(char *small, size_t size, const char *fmt,
    va_list ap)
{
	va_list again;
	va_copy(again, ap);
	const int len = vsnprintf(small, size, fmt, ap);
	char *text = small;
	if (len >= (int)size && (text = malloc((size_t)len + 1)) != NULL)
		vsnprintf(text, (size_t)len + 1, fmt, again);
	va_end(again);
	return text;
}

void escape_vfprintf(FILE *to, const char *fmt, va_list ap)
{
	/* The message's own newlines are kept and any other escaped, a
	 * newline in a name it quotes among them.  To tell them apart the
	 * message is made twice, the second time with its format's
	 * newlines turned into another byte: where the two differ, the
	 * format put the newline.  (A newline only ever stands in a
	 * format's text, never inside a conversion, so both are as
	 * long.) */
	char fmt_small[256], small[512], marked_small[512];
	const size_t fmt_len = strlen(fmt);
	char *marked_fmt = fmt_len < sizeof fmt_small ? fmt_small :
	    malloc(fmt_len + 1);
	va_list again;
	va_copy(again, ap);
	char *text = escape_format(small, sizeof small, fmt, ap);
	char *marked = NULL;
	if (marked_fmt != NULL) {
		for (size_t i = 0; i <= fmt_len; i++)
			marked_fmt[i] = fmt[i] == '\n' ? '\r' : fmt[i];
		marked = escape_format(marked_small, sizeof marked_small,
		    marked_fmt, again);
	}
	va_end(again);
	if (text == NULL)
		text = small; /* out of memory: its start at least */
	const unsigned char *p = (const unsigned char *)text;
	for (size_t i = 0; p[i] != '\0';) {
		const bool own_newline = p[i] == '\n' && marked != NULL &&
		    marked[i] == '\r';
		const size_t plain = own_newline ? 1 :
		    escape_plain_length(p + i);
		if (plain > 0)
			fwrite(p + i, 1, plain, to);
		else
			fprintf(to, "\\x%02x", p[i]);
		i += plain > 0 ? plain : 1;
	}
	if (text != small)
		free(text);
	if (marked != marked_small)
		free(marked);
	if (marked_fmt != fmt_small)
		free(marked_fmt);
}

void escape_fprintf(FILE *to, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	escape_vfprintf(to, fmt, ap);
	va_end(ap);
}
