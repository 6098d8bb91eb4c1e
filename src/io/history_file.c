/*
 * The history file checked before libedit reads it (see history_file.h).
 */
#include "io/history_file.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "io/atomic_file.h"

/* A byte of an entry as libedit writes it: printable, not a blank.  Bytes
 * of 0x80 and over are taken too, for a libedit that keeps UTF-8 as is. */
static bool history_file_entry_byte(int ch)
{
	return (ch > ' ' && ch < 0x7f) || ch >= 0x80;
}

/* The byte at the scanner in the words of a message: a carriage return
 * is named, where io_scan_describe() counts it as the end of the line. */
static const char *history_file_found(io_scan *s, char *buf, size_t size)
{
	if (io_scan_peek(s) == '\r' && !s->read_failed)
		return "a carriage return";
	return io_scan_describe(s, buf, size);
}

/* The escape at the scanner, one of those libedit writes: \\, an octal
 * \ooo, \M-c, \M^c or \^c.  libedit decodes a line with strunvis(),
 * which leaves its buffer unterminated on an escape it does not know
 * (\x followed by no hex digit, \M alone): libedit then reads past the
 * end of that buffer. */
static bool history_file_escape(io_scan *s, io_error *e)
{
	const int line = s->line, col = s->col;
	io_scan_get(s);
	int ch = io_scan_get(s);
	bool good;
	if (ch >= '0' && ch <= '3') {
		good = true;
		for (int i = 0; i < 2 && good; i++) {
			ch = io_scan_get(s);
			good = ch >= '0' && ch <= '7';
		}
	} else {
		const bool meta = ch == 'M';
		if (meta)
			ch = io_scan_get(s);
		if (meta && ch == '-') {
			ch = io_scan_get(s);
			good = ch > ' ' && ch < 0x7f;
		} else if (ch == '^') {
			ch = io_scan_get(s);
			good = (ch >= '@' && ch <= '_') || ch == '?';
		} else {
			good = !meta && ch == '\\';
		}
	}
	if (!good && s->read_failed)
		return io_scan_fail(s, e, "could not read the file");
	if (!good)
		return io_error_set(e, s->name, line, col, "expected an escape "
		    "as libedit writes it (\\ooo, \\M-x, \\^x)");
	return true;
}

/* The newline that ends a line, or the end of the file. */
static bool history_file_line_end(io_scan *s, const char *expected,
    io_error *e)
{
	char seen[IO_SCAN_DESCRIBE_MAX];
	const int ch = io_scan_peek(s);
	if (ch == '\n' || (ch == EOF && !s->read_failed)) {
		io_scan_get(s);
		return true;
	}
	return io_scan_fail(s, e, "expected %s, found %s", expected,
	    history_file_found(s, seen, sizeof seen));
}

bool history_file_parse(io_scan *s, void *unused, io_error *e)
{
	(void)unused;
	char seen[IO_SCAN_DESCRIBE_MAX];
	if (io_scan_peek(s) == EOF) /* an empty file: no history yet */
		return !s->read_failed ||
		    io_scan_fail(s, e, "could not read the file");
	for (const char *h = HISTORY_FILE_HEADER; *h != '\0'; h++) {
		if (io_scan_peek(s) != (unsigned char)*h)
			return io_scan_fail(s, e, "expected the header line "
			    "'%s', found %s", HISTORY_FILE_HEADER,
			    history_file_found(s, seen, sizeof seen));
		io_scan_get(s);
	}
	if (!history_file_line_end(s, "the end of the header line", e))
		return false;
	while (io_scan_peek(s) != EOF) {
		if (!history_file_entry_byte(io_scan_peek(s)))
			return io_scan_fail(s, e, "expected a line typed, "
			    "found %s", history_file_found(s, seen,
			    sizeof seen));
		for (int ch; history_file_entry_byte(ch = io_scan_peek(s));)
			if (ch != '\\')
				io_scan_get(s);
			else if (!history_file_escape(s, e))
				return false;
		if (!history_file_line_end(s, "the end of the line (blanks "
		    "and control bytes are written as escapes)", e))
			return false;
	}
	return !s->read_failed ||
	    io_scan_fail(s, e, "could not read the file");
}

/* Read the file as history_file_parse checks it, within its limit; a
 * missing file is a good one. */
static bool history_file_read(const char *path, io_error *e)
{
	FILE *fp = io_scan_open_path(path, e);
	if (fp == NULL)
		return errno == ENOENT;
	io_scan *s = io_scan_new_file(fp, path);
	bool ok = s != NULL ? (io_scan_set_limit(s, HISTORY_FILE_MAX),
	    history_file_parse(s, NULL, e)) :
	    io_error_set(e, path, 0, 0, "out of memory");
	io_scan_free(s);
	fclose(fp);
	return ok;
}

history_file_state history_file_check(const char *path, bool locked,
    char *message, size_t message_size)
{
	io_error e;
	message[0] = '\0';
	if (history_file_read(path, &e))
		return HISTORY_FILE_READY;
	if (e.line == 0) {
		snprintf(message, message_size, "%.200s: %s; the history is "
		    "not kept", e.file, e.what);
		return HISTORY_FILE_REFUSED;
	}
	if (!locked) {
		snprintf(message, message_size, "%.200s:%d:%d: %s; the "
		    "history is not kept", e.file, e.line, e.col, e.what);
		return HISTORY_FILE_REFUSED;
	}
	/* The copy set aside holds it all, so the history starts afresh. */
	if (atomic_file_set_aside(path, e.file, e.line, e.col, e.what,
	    message, message_size) && unlink(path) == 0)
		return HISTORY_FILE_SET_ASIDE;
	return HISTORY_FILE_REFUSED;
}
