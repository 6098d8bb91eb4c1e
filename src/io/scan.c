/*
 * Position-tracking input scanner (see scan.h).
 */
/* memrchr is GNU's. */
#define _GNU_SOURCE
#include "io/scan.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/escape.h"

/* The bytes of `p[0..n)` that stay within the line and input limits;
 * past one, the scanner notes which for the read that follows.  A line
 * too long has no newline within the room left to it: looking back from
 * the end of that room for the last newline passes over a buffer of
 * millions of short lines in a few calls, where looking for each newline
 * in turn took a call a line. */
static size_t within_limits(io_scan *s, const unsigned char *p, size_t n)
{
	if (n > s->limit - s->taken) {
		n = s->limit - s->taken;
		s->over = IO_SCAN_TOO_LARGE;
	}
	for (size_t from = 0; from < n;) {
		const size_t room = IO_SCAN_LINE_MAX - s->line_bytes;
		const size_t rest = n - from;
		if (rest <= room) {
			const unsigned char *last = memrchr(p + from, '\n',
			    rest);
			s->line_bytes = last ? (size_t)(p + n - last - 1) :
			    s->line_bytes + rest;
			break;
		}
		/* The line may take `room` bytes more, then its newline. */
		const unsigned char *last = memrchr(p + from, '\n', room + 1);
		if (last == NULL) {
			n = from + room;
			s->line_bytes = IO_SCAN_LINE_MAX;
			s->over = IO_SCAN_LONG_LINE;
			break;
		}
		s->line_bytes = 0;
		from = (size_t)(last - p) + 1;
	}
	s->taken += n;
	return n;
}

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
	s->limit = IO_SCAN_INPUT_MAX;
	s->taken = s->line_bytes = 0;
	s->over = IO_SCAN_WITHIN;
}

void io_scan_open_memory_within(io_scan *s, const char *text, size_t len,
    const char *name, size_t limit)
{
	io_scan_open_file(s, NULL, name);
	s->limit = limit;
	s->mem = (const unsigned char *)text;
	s->len = within_limits(s, s->mem, len);
}

void io_scan_open_memory(io_scan *s, const char *text, size_t len,
    const char *name)
{
	io_scan_open_memory_within(s, text, len, name,
	    IO_SCAN_INPUT_MAX);
}

void io_scan_set_limit(io_scan *s, size_t bytes)
{
	s->limit = bytes < IO_SCAN_INPUT_MAX ? bytes : IO_SCAN_INPUT_MAX;
}

void io_scan_raise_limit(io_scan *s, size_t bytes)
{
	if (s->over != IO_SCAN_WITHIN || s->mem != NULL)
		return;
	if (bytes > IO_SCAN_INPUT_MAX)
		bytes = IO_SCAN_INPUT_MAX;
	if (bytes > s->limit)
		s->limit = bytes;
}

io_scan *io_scan_new_file(FILE *fp, const char *name)
{
	io_scan *s = malloc(sizeof *s);
	if (s != NULL)
		io_scan_open_file(s, fp, name);
	return s;
}

io_scan *io_scan_new_memory(const char *text, size_t len, const char *name)
{
	io_scan *s = malloc(sizeof *s);
	if (s != NULL)
		io_scan_open_memory(s, text, len, name);
	return s;
}

void io_scan_free(io_scan *s)
{
	free(s);
}

const char *io_scan_kind_of(mode_t mode)
{
	if (S_ISDIR(mode))
		return "a folder";
	if (S_ISFIFO(mode))
		return "a FIFO";
	if (S_ISCHR(mode) || S_ISBLK(mode))
		return "a device";
	if (S_ISSOCK(mode))
		return "a socket";
	return "not a regular file";
}

const char *io_scan_errno_words(int err)
{
	return err == ENOTDIR ? "no such folder" : strerror(err);
}

/* How long a FIFO opened with no writer waits for one: the writer a
 * shell starts beside tumble (`producer > fifo & tumble greedy fifo`)
 * may not have opened it yet, and one that never does must not leave
 * tumble waiting without end. */
#define WRITER_GRACE_MS 1000

/* Open a regular file (or, when `pipes`, a FIFO or pipe) for reading,
 * else -1 with errno set and, for a file of another type, `*kind` naming
 * it. */
static int open_readable(const char *path, bool pipes, const char **kind)
{
	*kind = NULL;
	/* Non-blocking, so that opening a FIFO with no writer returns at
	 * once; the flag is cleared once the file is taken. */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	struct stat st;
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0) {
		const int err = errno;
		close(fd);
		errno = err;
		return -1;
	}
	const bool pipe = pipes && S_ISFIFO(st.st_mode);
	if (!S_ISREG(st.st_mode) && !pipe) {
		close(fd);
		*kind = io_scan_kind_of(st.st_mode);
		errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
		return -1;
	}
	/* Bytes, or a writer that came and went, end the wait at once; a
	 * writer that holds the pipe without writing yet is waited for by
	 * the reads, and with no writer at all they read the end. */
	if (pipe) {
		struct pollfd ready = { .fd = fd, .events = POLLIN };
		while (poll(&ready, 1, WRITER_GRACE_MS) < 0 && errno == EINTR)
			continue;
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	return fd;
}

/* io_scan_open_path(), taking pipes when `pipes`. */
static FILE *open_for_reader(const char *path, bool pipes, io_error *e)
{
	/* A reader that takes standard input takes it before here (the
	 * batch commands'); elsewhere it holds the commands or the keys,
	 * and a file named "-" would be a surprise. */
	if (strcmp(path, "-") == 0) {
		io_error_set(e, path, 0, 0, "standard input is not read here; "
		    "name a file (./- for one called -)");
		errno = ENOENT;
		return NULL;
	}
	const char *kind;
	int fd = open_readable(path, pipes, &kind);
	FILE *fp = fd < 0 ? NULL : fdopen(fd, "rb");
	if (fp != NULL)
		return fp;
	const int err = errno;
	if (fd >= 0)
		close(fd);
	/* What is read instead, as true of the reader that refused it. */
	if (kind != NULL && pipes)
		io_error_set(e, path, 0, 0, "%s; tumble reads regular files, "
		    "FIFOs, pipes and standard input", kind);
	else if (kind != NULL)
		io_error_set(e, path, 0, 0, "%s, not a regular file", kind);
	else
		io_error_set(e, path, 0, 0, "%s", io_scan_errno_words(err));
	errno = err;
	return NULL;
}

FILE *io_scan_open_path(const char *path, io_error *e)
{
	return open_for_reader(path, false, e);
}

FILE *io_scan_open_stream(const char *path, io_error *e)
{
	return open_for_reader(path, true, e);
}

static bool refill(io_scan *s)
{
	if (s->over != IO_SCAN_WITHIN && !s->at_eof) {
		/* The bytes up to the limit are used up: stop here. */
		s->at_eof = true;
		s->read_failed = true;
		s->read_errno = EFBIG;
	}
	/* A terminal's Ctrl-D ends a read that brought bytes; another read
	 * would wait for a second Ctrl-D, so the end the stream saw is kept. */
	if (s->at_eof || s->fp == NULL || feof(s->fp)) {
		s->at_eof = true;
		return false;
	}
	errno = 0;
	const size_t got = fread(s->buf, 1, sizeof s->buf, s->fp);
	s->pos = 0;
	s->len = within_limits(s, s->buf, got);
	if (got == 0) {
		s->at_eof = true;
		if (ferror(s->fp)) {
			s->read_failed = true;
			s->read_errno = errno ? errno : EIO;
		}
		return false;
	}
	return s->len > 0 || refill(s);
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

static bool error_vset(io_error *e, const char *file, int line, int col,
    const char *fmt, va_list ap)
{
	/* A message quotes what it found, and a file's bytes are shown
	 * escaped: no error carries a file's escape sequence to the
	 * terminal. */
	char what[sizeof e->what];
	escape_for_terminal(e->file, sizeof e->file, file ? file : "<input>");
	e->line = line;
	e->col = col;
	vsnprintf(what, sizeof what, fmt, ap);
	escape_for_terminal(e->what, sizeof e->what, what);
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

/* Why reading stopped short, in the words of an error message. */
static const char *read_failure(const io_scan *s, char *buf, size_t size)
{
	if (s->over == IO_SCAN_LONG_LINE)
		snprintf(buf, size, "a line longer than %d bytes, the most a "
		    "line may hold", IO_SCAN_LINE_MAX);
	else if (s->over == IO_SCAN_TOO_LARGE)
		snprintf(buf, size, "more than %zu bytes, the most this input "
		    "may hold", s->limit);
	else
		snprintf(buf, size, "a read error (%s)",
		    strerror(s->read_errno));
	return buf;
}

bool io_scan_fail(io_scan *s, io_error *e, const char *fmt, ...)
{
	if (s->read_failed) {
		char why[IO_SCAN_DESCRIBE_MAX];
		return io_error_set(e, s->name, s->line, s->col, "found %s",
		    read_failure(s, why, sizeof why));
	}
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
	if (s->read_failed)
		return read_failure(s, buf, size);
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

bool io_scan_line(io_scan *s, char *buf, size_t size, bool *got,
    io_error *e)
{
	size_t used = 0;
	*got = false;
	for (;;) {
		size_t available;
		const unsigned char *p = io_scan_window(s, &available);
		if (p == NULL)
			break;
		*got = true;
		const unsigned char *newline = memchr(p, '\n', available);
		const size_t n = newline ? (size_t)(newline - p) : available;
		const unsigned char *nul = memchr(p, '\0', n);
		if (nul != NULL) {
			io_scan_advance(s, (size_t)(nul - p));
			return io_scan_fail(s, e, "found byte 0x00, which no "
			    "line of text holds");
		}
		if (used + n >= size)
			return io_scan_fail(s, e, "found a line longer than "
			    "%zu bytes", size - 1);
		memcpy(buf + used, p, n);
		used += n;
		io_scan_advance(s, n);
		if (newline != NULL) {
			io_scan_get(s);
			break;
		}
	}
	if (s->read_failed)
		return io_scan_fail(s, e, "could not read the input");
	if (used > 0 && buf[used - 1] == '\r')
		used--;
	buf[used] = '\0';
	return true;
}

bool io_scan_read_file(const char *path, bool missing_is_empty,
    bool (*parse)(io_scan *s, void *target, io_error *e), void *target,
    io_error *e)
{
	FILE *fp = io_scan_open_path(path, e);
	if (fp == NULL)
		return errno == ENOENT && missing_is_empty;
	io_scan *s = io_scan_new_file(fp, path);
	if (s == NULL) {
		fclose(fp);
		return io_error_set(e, path, 0, 0, "out of memory");
	}
	io_scan_set_limit(s, IO_SCAN_FILE_MAX);
	bool ok = parse(s, target, e);
	if (ok && s->read_failed)
		ok = io_scan_fail(s, e, "could not read the file");
	io_scan_free(s);
	fclose(fp);
	return ok;
}

void io_error_print(const io_error *e, FILE *to)
{
	if (e->line > 0)
		escape_fprintf(to, "%s:%d:%d: %s\n", e->file, e->line, e->col,
		    e->what);
	else
		escape_fprintf(to, "%s: %s\n", e->file, e->what);
}

const char *io_scan_describe(io_scan *s, char *buf, size_t size)
{
	return found(s, buf, size);
}
