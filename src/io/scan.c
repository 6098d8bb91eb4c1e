/*
 * Position-tracking input scanner (see scan.h).
 */
#include "io/scan.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void io_scan_open_file(io_scan *s, FILE *fp, const char *name)
{
	s->fp = fp;
	s->name = name;
	s->mem = NULL;
	s->pos = s->len = 0;
	s->line = s->col = 1;
	s->at_eof = false;
	s->read_failed = false;
	s->read_errno = 0;
}

void io_scan_open_memory(io_scan *s, const char *text, size_t len,
    const char *name)
{
	io_scan_open_file(s, NULL, name);
	s->mem = (const unsigned char *)text;
	s->len = len;
}

FILE *io_scan_fopen(const char *path)
{
	FILE *fp = fopen(path, "rb");
	struct stat st;
	if (fp != NULL && fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(fp);
		errno = EISDIR;
		return NULL;
	}
	return fp;
}

static bool refill(io_scan *s)
{
	if (s->at_eof || s->fp == NULL) {
		s->at_eof = true;
		return false;
	}
	errno = 0;
	s->len = fread(s->buf, 1, sizeof s->buf, s->fp);
	s->pos = 0;
	if (s->len == 0) {
		s->at_eof = true;
		if (ferror(s->fp)) {
			s->read_failed = true;
			s->read_errno = errno ? errno : EIO;
		}
		return false;
	}
	return true;
}

static inline const unsigned char *data(const io_scan *s)
{
	return s->mem ? s->mem : s->buf;
}

int io_scan_peek(io_scan *s)
{
	if (s->pos >= s->len && !refill(s))
		return EOF;
	return data(s)[s->pos];
}

int io_scan_get(io_scan *s)
{
	int ch = io_scan_peek(s);
	if (ch == EOF)
		return EOF;
	s->pos++;
	if (ch == '\n') {
		s->line++;
		s->col = 1;
	} else {
		s->col++;
	}
	return ch;
}

const unsigned char *io_scan_window_refill(io_scan *s, size_t *available)
{
	if (!refill(s)) {
		*available = 0;
		return NULL;
	}
	*available = s->len - s->pos;
	return data(s) + s->pos;
}

void io_scan_skip_blank(io_scan *s)
{
	for (;;) {
		int ch = io_scan_peek(s);
		if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '\v' &&
		    ch != '\f')
			return;
		io_scan_get(s);
	}
}

void io_scan_skip_space_and_comments(io_scan *s)
{
	for (;;) {
		io_scan_skip_space(s);
		if (io_scan_peek(s) != '#' || s->col != 1)
			return;
		int ch;
		while ((ch = io_scan_get(s)) != EOF && ch != '\n')
			;
	}
}

static bool error_vset(io_error *e, const char *file, int line, int col,
    const char *fmt, va_list ap)
{
	snprintf(e->file, sizeof e->file, "%s", file ? file : "<input>");
	e->line = line;
	e->col = col;
	vsnprintf(e->what, sizeof e->what, fmt, ap);
	return false;
}

bool io_error_set(io_error *e, const char *file, int line, int col,
    const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	error_vset(e, file, line, col, fmt, ap);
	va_end(ap);
	return false;
}

bool io_scan_fail(io_scan *s, io_error *e, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	error_vset(e, s->name, s->line, s->col, fmt, ap);
	va_end(ap);
	return false;
}

/* Describe the character at the scanner for an error message. */
static const char *found(io_scan *s, char *buf, size_t size)
{
	int ch = io_scan_peek(s);
	if (s->read_failed) {
		snprintf(buf, size, "a read error (%s)",
		    strerror(s->read_errno));
		return buf;
	}
	if (ch == EOF)
		return "end of input";
	if (ch == '\n' || ch == '\r')
		return "end of line";
	if (ch >= 0x21 && ch < 0x7f)
		snprintf(buf, size, "'%c'", ch);
	else
		snprintf(buf, size, "byte 0x%02x", ch);
	return buf;
}

bool io_scan_digits(io_scan *s, const char *expected, long *value,
    bool *too_large, io_error *e)
{
	char seen[IO_SCAN_DESCRIBE_MAX];
	int ch = io_scan_peek(s);
	if (ch < '0' || ch > '9')
		return io_scan_fail(s, e, "expected %s, found %s", expected,
		    found(s, seen, sizeof seen));
	*value = 0;
	*too_large = false;
	while ((ch = io_scan_peek(s)) >= '0' && ch <= '9') {
		if (*value > IO_SCAN_NUMBER_MAX / 10)
			*too_large = true;
		else
			*value = *value * 10 + (ch - '0');
		io_scan_get(s);
	}
	ch = io_scan_peek(s);
	if (ch != EOF && !io_scan_is_space(ch))
		return io_scan_fail(s, e, "expected %s, found %s after the "
		    "digits", expected, found(s, seen, sizeof seen));
	return true;
}

bool io_scan_int(io_scan *s, long min, long max, const char *what,
    bool same_line, long *out, io_error *e)
{
	char expected[160];
	if (same_line)
		io_scan_skip_blank(s);
	else
		io_scan_skip_space(s);
	const int line = s->line, col = s->col;
	bool negative = false, too_large;
	long value;
	int ch = io_scan_peek(s);
	if (ch == '-' || ch == '+') {
		negative = ch == '-';
		io_scan_get(s);
	}
	snprintf(expected, sizeof expected, "%s (a number from %ld to %ld)",
	    what, min, max);
	if (!io_scan_digits(s, expected, &value, &too_large, e))
		return false;
	if (too_large)
		return io_error_set(e, s->name, line, col,
		    "expected %s, found a number far outside", expected);
	if (negative)
		value = -value;
	if (value < min || value > max)
		return io_error_set(e, s->name, line, col,
		    "expected %s from %ld to %ld, found %ld", what, min, max,
		    value);
	*out = value;
	return true;
}

bool io_scan_at_end(io_scan *s)
{
	io_scan_skip_space(s);
	return io_scan_peek(s) == EOF;
}

bool io_scan_read_file(const char *path, bool missing_is_empty,
    bool (*parse)(io_scan *s, void *target, io_error *e), void *target,
    io_error *e)
{
	FILE *fp = io_scan_fopen(path);
	if (fp == NULL) {
		if (errno == ENOENT && missing_is_empty)
			return true;
		return io_error_set(e, path, 0, 0, "%s", strerror(errno));
	}
	/* The scanner's buffer is large: keep it off the stack. */
	io_scan *s = malloc(sizeof *s);
	if (s == NULL) {
		fclose(fp);
		return io_error_set(e, path, 0, 0, "out of memory");
	}
	io_scan_open_file(s, fp, path);
	bool ok = parse(s, target, e);
	free(s);
	fclose(fp);
	return ok;
}

void io_error_print(const io_error *e, FILE *to)
{
	if (e->line > 0)
		fprintf(to, "%s:%d:%d: %s\n", e->file, e->line, e->col, e->what);
	else
		fprintf(to, "%s: %s\n", e->file, e->what);
}

const char *io_scan_describe(io_scan *s, char *buf, size_t size)
{
	return found(s, buf, size);
}
