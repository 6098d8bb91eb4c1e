/*
 * The white space and comment lines a scanner skips, and what is looked
 * for past them: the end of a line, of the input, or the next line of a
 * file read line by line (see scan.h).  A
 * file may hold any amount of white space between what it says, up to
 * the input's limit of 2 GB: runs of it are passed in one loop over
 * the scanner's buffer, so that a file of blank lines ends in about the
 * time it takes to read, not in a minute (bench/readers.md).
 */
#include "io/scan.h"

#include <string.h>

/* The white space at the start of p[0..available): how many bytes, and
 * the line and column after them from `*line` and `*col`, kept in locals
 * (a store through the scanner at each byte would be read back at the
 * next, as `p` may point anywhere). */
static size_t space_run(const unsigned char *p, size_t available,
    int *line, int *col)
{
	int at_line = *line, at_col = *col;
	size_t i = 0;
	for (; i < available && io_scan_is_space(p[i]); i++) {
		if (p[i] == '\n') {
			at_line++;
			at_col = 1;
		} else {
			at_col++;
		}
	}
	*line = at_line;
	*col = at_col;
	return i;
}

void io_scan_skip_space(io_scan *s)
{
	for (;;) {
		size_t available;
		const unsigned char *p = io_scan_window(s, &available);
		if (p == NULL)
			return;
		int line = s->line, col = s->col;
		const size_t skipped = space_run(p, available, &line, &col);
		io_scan_advance_lines(s, skipped, line - s->line, col);
		if (skipped < available)
			return;
	}
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
	/* Only blanks stand before a '#' at the start or after a newline:
	 * an indented '#' starts a comment too, or a line written as a
	 * comment would read back as something else. */
	bool line_start = s->col == 1;
	for (;;) {
		const int line = s->line;
		io_scan_skip_space(s);
		line_start = line_start || s->line != line;
		if (io_scan_peek(s) != '#' || !line_start)
			return;
		io_scan_skip_line(s);
	}
}

void io_scan_skip_line(io_scan *s)
{
	size_t available;
	const unsigned char *p;
	while ((p = io_scan_window(s, &available)) != NULL) {
		const unsigned char *newline = memchr(p, '\n', available);
		if (newline != NULL) {
			io_scan_advance_lines(s, (size_t)(newline - p) + 1, 1,
			    1);
			return;
		}
		io_scan_advance(s, available);
	}
}

bool io_scan_line_end(io_scan *s, const char *after, io_error *e)
{
	io_scan_skip_blank(s);
	const int ch = io_scan_peek(s);
	if (ch == EOF || ch == '\n')
		return true;
	return io_scan_fail(s, e, "expected the end of the line after %s",
	    after);
}

bool io_scan_at_end(io_scan *s)
{
	io_scan_skip_space(s);
	return io_scan_peek(s) == EOF && !s->read_failed;
}

bool io_scan_lines(io_scan *s, bool (*line)(io_scan *s, void *target,
    io_error *e), void *target, io_error *e)
{
	bool clean = true;
	io_error bad;
	for (;;) {
		io_scan_skip_space_and_comments(s);
		if (io_scan_peek(s) == EOF)
			break;
		if (line(s, target, &bad))
			continue;
		if (clean)
			*e = bad;
		clean = false;
		io_scan_skip_line(s);
	}
	if (s->read_failed && clean)
		return io_scan_fail(s, e, "could not read the file");
	return clean;
}
