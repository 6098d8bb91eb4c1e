/*
 * The white space a scanner skips: where it stops and the line and
 * column it counts, whatever the mix of blanks and newlines and wherever
 * it starts, and comment lines among blank lines.  How fast a file of
 * nothing but blank lines is passed is measured in bench/readers.md.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/scan.h"
#include "support.h"

/* Where a plain reading of `text` a byte at a time stops skipping white
 * space, and the line and column there. */
static size_t skip_plainly(const char *text, size_t len, int *line,
    int *col)
{
	size_t i = 0;
	*line = *col = 1;
	for (; i < len && text[i] != '\0' &&
	    strchr(" \t\r\n\v\f", text[i]) != NULL; i++) {
		if (text[i] == '\n') {
			++*line;
			*col = 1;
		} else {
			++*col;
		}
	}
	return i;
}

/* Random runs of every kind of white space, of every length and at
 * every offset in memory, each ended by every byte in turn: the scanner
 * stops where a byte at a time does, at the same line and column. */
START_TEST(white_space_is_skipped_as_a_byte_at_a_time_would)
{
	static const char space[] = " \t\r\n\v\f\n\n";
	char text[64];
	unsigned seed = 7;
	for (int round = 0; round < 4000; round++) {
		const size_t offset = (size_t)round % 8;
		const size_t run = (size_t)(round / 8) % 40;
		for (size_t i = 0; i < offset + run; i++) {
			seed = seed * 1103515245u + 12345u;
			text[i] = space[(seed >> 16) % 8];
		}
		for (int end = 0; end < 256; end++) {
			text[offset + run] = (char)end;
			const size_t len = offset + run + 1;
			int line, col;
			const size_t stop = skip_plainly(text + offset,
			    len - offset, &line, &col);
			io_scan s;
			io_scan_open_memory(&s, text + offset, len - offset,
			    "t");
			io_scan_skip_space(&s);
			if (s.pos != stop || s.line != line || s.col != col)
				ck_abort_msg("run %zu at offset %zu ended by "
				    "byte %d: stopped at %zu, %d:%d, expected "
				    "%zu, %d:%d", run, offset, end, s.pos,
				    s.line, s.col, stop, line, col);
		}
	}
}
END_TEST

/* Comment lines between blank ones are skipped, indented or not; a '#'
 * after something else on its line is not a comment. */
START_TEST(comment_lines_among_blank_lines_are_skipped)
{
	const char *text = "\n  \r\n# one\n\t# two\n\n\n   RGB # not\n";
	io_scan s;
	io_scan_open_memory(&s, text, strlen(text), "t");
	io_scan_skip_space_and_comments(&s);
	ck_assert_int_eq(io_scan_peek(&s), 'R');
	ck_assert_int_eq(s.line, 7);
	ck_assert_int_eq(s.col, 4);
	for (int i = 0; i < 3; i++)
		io_scan_get(&s);
	io_scan_skip_space_and_comments(&s);
	ck_assert_int_eq(io_scan_peek(&s), '#');
	ck_assert_int_eq(s.col, 8);
	io_scan_skip_line(&s);
	ck_assert_int_eq(s.line, 8);
	ck_assert_int_eq(s.col, 1);
	ck_assert_int_eq(io_scan_peek(&s), EOF);
}
END_TEST

static Suite *scan_space_suite(void)
{
	Suite *s = suite_create("scan_space");
	TCase *t = tcase_create("white space");
	tcase_add_test(t, white_space_is_skipped_as_a_byte_at_a_time_would);
	tcase_add_test(t, comment_lines_among_blank_lines_are_skipped);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(scan_space_suite());
}
