/*
 * A streaming reader of text that knows where it is: every token comes with
 * its line and column, so every reader of tumble can say exactly where its
 * input went wrong (SPEC.md section 3).  It reads through its own buffer,
 * so arbitrarily long inputs stream in constant memory.
 *
 * Every input has limits, so that no file (nor /dev/zero on standard
 * input) can make a reader run on without end: a line holds at most
 * IO_SCAN_LINE_MAX bytes, and an input at most IO_SCAN_INPUT_MAX (the
 * small files tumble keeps and single puzzles at most IO_SCAN_FILE_MAX).
 * These also keep the line and column numbers inside an int.  Past a
 * limit the scanner stops as at the end of input, with read_failed set:
 * io_scan_at_end() is then false, and io_scan_fail() names the limit,
 * whatever the reader expected, at the place it was passed.
 *
 * Paths are opened by io_scan_open_path(), which takes only regular files:
 * a FIFO would block the open and a device can feed a reader without end.
 * Commands that read standard input, a pipe already, open their FILE with
 * io_scan_open_stream(), which takes a pipe too (bash's <(...)) but never
 * waits without end on one with no writer.
 */
#ifndef TUMBLE_IO_SCAN_H
#define TUMBLE_IO_SCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#define IO_SCAN_BUFFER 65536
/* The longest line, in bytes without its newline. */
#define IO_SCAN_LINE_MAX 65536
/* The most bytes read from one input... */
#define IO_SCAN_INPUT_MAX 2000000000
/* ...and from a file read whole by io_scan_read_file(). */
#define IO_SCAN_FILE_MAX 1048576

/* Where and why input was rejected. */
typedef struct io_error {
	char file[256];
	int line; /* 1-based; 0 when the error has no position */
	int col;  /* 1-based */
	char what[192];
} io_error;

typedef struct io_scan {
	FILE *fp;               /* NULL when reading from memory */
	const char *name;       /* file name, or "<stdin>" */
	const unsigned char *mem;
	size_t pos, len;
	int line, col;          /* position of the next character */
	bool at_eof;
	bool read_failed;
	int read_errno;         /* why, when read_failed */
	size_t limit;           /* the most bytes to read */
	size_t taken;           /* bytes taken into the buffer so far */
	size_t line_bytes;      /* of the line the buffer ends in */
	enum { IO_SCAN_WITHIN, IO_SCAN_LONG_LINE, IO_SCAN_TOO_LARGE } over;
	unsigned char buf[IO_SCAN_BUFFER];
} io_scan;

/* Open `path` for a reader: a regular file, opened so that a FIFO cannot
 * block; NULL with `e` saying why (a folder, a FIFO, a device, or what
 * open said). */
FILE *io_scan_open_path(const char *path, io_error *e);
/* The same, or a FIFO or pipe, as a command reads one given as its FILE:
 * one with no writer, or whose writer has not opened it within a second,
 * reads as empty. */
FILE *io_scan_open_stream(const char *path, io_error *e);
/* What a file of `mode` that is no regular file is, in the words of the
 * readers' and writers' messages: "a folder", "a FIFO", "a device". */
const char *io_scan_kind_of(mode_t mode);
/* Why a file could not be opened, `err` its errno, in the words of the
 * readers' and writers' messages: strerror()'s, but a path whose folder
 * part is a file has "no such folder", as the writers say of a missing
 * folder (where strerror would say "Not a directory" of a name that is
 * no folder); a missing folder read from stays "No such file or
 * directory", which cannot tell the folder from the file. */
const char *io_scan_errno_words(int err);

/* A scanner on the heap, for the 64 KB of its buffer: over an open file
 * (read up to IO_SCAN_INPUT_MAX bytes) or over text in memory; NULL when
 * out of memory.  io_scan_free() frees it and closes nothing. */
io_scan *io_scan_new_file(FILE *fp, const char *name);
io_scan *io_scan_new_memory(const char *text, size_t len, const char *name);
void io_scan_free(io_scan *s);
/* Start a scanner the caller holds over `fp` or over `text`. */
void io_scan_open_file(io_scan *s, FILE *fp, const char *name);
void io_scan_open_memory(io_scan *s, const char *text, size_t len,
    const char *name);
/* The same reading at most `limit` bytes of `text` (as
 * io_scan_set_limit() for a file). */
void io_scan_open_memory_within(io_scan *s, const char *text, size_t len,
    const char *name, size_t limit);
/* Read at most `bytes` (at most IO_SCAN_INPUT_MAX); before the first
 * read. */
void io_scan_set_limit(io_scan *s, size_t bytes);
/* Read on up to `bytes` (at most IO_SCAN_INPUT_MAX), once what was read
 * within a smaller limit shows the input may be that long; a scanner
 * that has passed its limit stays stopped there, and one over text in
 * memory keeps the text it was given. */
void io_scan_raise_limit(io_scan *s, size_t bytes);

/* The next character without consuming it, or EOF. */
int io_scan_peek(io_scan *s);
/* Consume and return the next character, or EOF. */
int io_scan_get(io_scan *s);

/* io_scan_window once the buffer is used up: refill it. */
const unsigned char *io_scan_window_refill(io_scan *s, size_t *available);

/* The unread bytes already in memory (refilling when none are), for
 * readers that check a whole token at once; NULL at the end of input.
 * Inline with the two below, as the judge reader calls them for every
 * row of millions of boards. */
static inline const unsigned char *io_scan_window(io_scan *s,
    size_t *available)
{
	if (s->pos >= s->len)
		return io_scan_window_refill(s, available);
	*available = s->len - s->pos;
	return (s->mem ? s->mem : s->buf) + s->pos;
}

/* Consume n bytes of the window that hold no newline. */
static inline void io_scan_advance(io_scan *s, size_t n)
{
	s->pos += n;
	s->col += (int)n;
}

/* Consume n bytes of the window that hold newlines, `newlines` of them,
 * and `col` - 1 bytes after the last. */
static inline void io_scan_advance_lines(io_scan *s, size_t n, int newlines,
    int col)
{
	s->pos += n;
	s->line += newlines;
	s->col = col;
}

/* White space: space, tab, carriage return, newline, vertical tab and
 * form feed. */
static inline bool io_scan_is_space(int ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' ||
	    ch == '\v' || ch == '\f';
}

/* Skip white space, newlines included, in about the time it takes to
 * read: a file may hold any amount of it between what it says. */
void io_scan_skip_space(io_scan *s);
/* Skip spaces, tabs and carriage returns, but stop at a newline. */
void io_scan_skip_blank(io_scan *s);
/* Skip white space and comment lines: lines whose first character other
 * than a blank is '#'. */
void io_scan_skip_space_and_comments(io_scan *s);
/* Skip the rest of the line and its newline: past a bad line of a file
 * whose other lines are still worth reading. */
void io_scan_skip_line(io_scan *s);

/* Blanks, then the end of the line or of the input: true there, else
 * false with `e` saying "expected the end of the line after `after`". */
bool io_scan_line_end(io_scan *s, const char *after, io_error *e);

/* Fill `e` with the scanner's current position and a formatted message,
 * or, when reading failed or passed a limit, with that.  Always returns
 * false so readers can `return io_scan_fail(...)`. */
bool io_scan_fail(io_scan *s, io_error *e, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The same at an explicit position. */
bool io_error_set(io_error *e, const char *file, int line, int col,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Numbers larger than this have no value read: they are said as found. */
#define IO_SCAN_NUMBER_MAX 1000000000L
/* The most of a number's text kept to say it (with its end): a longer
 * one is said by its start and end around "...", as a message cuts a
 * long word, however many digits a line holds. */
#define IO_SCAN_NUMBER_TEXT 64

/* A number as read: its value, and its text to say it as found. */
typedef struct io_scan_number {
	long value;      /* unless too_large */
	bool too_large;  /* past IO_SCAN_NUMBER_MAX */
	int digits;      /* how many were read */
	char text[IO_SCAN_NUMBER_TEXT]; /* the sign given, then the digits */
} io_scan_number;

/* Read the decimal digits at the scanner, as many as there are (none
 * when it is at no digit), into `n`, `sign` ('-', '+' or 0) the sign
 * already read before them.  The value is the digits' alone. */
void io_scan_number_read(io_scan *s, char sign, io_scan_number *n);

/*
 * Read the unsigned decimal digits at the scanner (the caller skips what
 * comes before, and reads a sign: `sign` as above), at least one,
 * followed by white space or the end.  On failure `e` says what was
 * `expected` and what was found instead.  A number that will not do is
 * the caller's to say, with its text: "expected ..., found 2147483648",
 * one shape for a number whatever its size.
 */
bool io_scan_digits(io_scan *s, const char *expected, char sign,
    io_scan_number *n, io_error *e);

/*
 * Read an optionally signed decimal integer in [min, max] after skipping
 * white space (not newlines when `same_line`).  `what` names the value in
 * the error message ("the number of games").  A `max` past
 * IO_SCAN_NUMBER_MAX is taken, and said, as IO_SCAN_NUMBER_MAX.
 */
bool io_scan_int(io_scan *s, long min, long max, const char *what,
    bool same_line, long *out, io_error *e);
/* The same for a number whose few values `what` names itself ("1 for a
 * board cleared, 0 for not"): the range is not said again. */
bool io_scan_choice(io_scan *s, long min, long max, const char *what,
    bool same_line, long *out, io_error *e);

/*
 * Read a file of one record a line: `line` reads each line that is not
 * blank or a comment into `target`.  A bad line is skipped and the lines
 * after it read all the same, so that one bad line does not hide the
 * rest; the result is false when any line was bad (or the read failed),
 * with `e` naming the first.
 */
bool io_scan_lines(io_scan *s, bool (*line)(io_scan *s, void *target,
    io_error *e), void *target, io_error *e);

/*
 * Read the next line into `buf` (room for IO_SCAN_LINE_MAX + 1 bytes
 * holds any), without its newline or a carriage return before it, for
 * readers of commands rather than tokens.  `*got` is false at the end of
 * input.  False, with `e` saying where, when reading failed or passed a
 * limit, or the line holds a NUL byte (no line of text does, and a C
 * string would end there).
 */
bool io_scan_line(io_scan *s, char *buf, size_t size, bool *got,
    io_error *e);

/* True when only white space remains and the input was read whole. */
bool io_scan_at_end(io_scan *s);

/*
 * The one way to read a whole file: open `path` (io_scan_open_path) and
 * run `parse` over it with a scanner that names the file and reads at
 * most IO_SCAN_FILE_MAX bytes, so that every file reader opens, fails and
 * closes alike.  A missing file is an error unless `missing_is_empty`,
 * when nothing is parsed and the result is true (a game that never saved
 * a score has no file).  A parse that succeeds over a read that failed
 * fails.
 */
bool io_scan_read_file(const char *path, bool missing_is_empty,
    bool (*parse)(io_scan *s, void *target, io_error *e), void *target,
    io_error *e);

/* "FILE:LINE:COL: what" on one line, as every command prints it. */
void io_error_print(const io_error *e, FILE *to);

/* Room for what io_scan_describe() writes. */
#define IO_SCAN_DESCRIBE_MAX 96
/* The next character in the words of an error message ("end of line",
 * "'x'", "byte 0x01"), written to `buf` when it needs to be. */
const char *io_scan_describe(io_scan *s, char *buf, size_t size);

#endif
