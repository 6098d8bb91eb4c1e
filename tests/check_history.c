/*
 * The command line's history file checked before libedit reads it: what
 * libedit writes is taken, a damaged file (CRLF lines, binary bytes, no
 * header) is set aside with its place named, and a file that is no
 * regular file is neither read nor written.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/history_file.h"
#include "support.h"

/* history_file_parse over `len` bytes of `text`: true, or the error in
 * `e`. */
static bool parse(const char *text, size_t len, io_error *e)
{
	io_scan *s = io_scan_new_memory(text, len, "history");
	ck_assert_ptr_nonnull(s);
	const bool ok = history_file_parse(s, NULL, e);
	io_scan_free(s);
	return ok;
}

static void refused_at(const char *text, size_t len, int line, int col,
    const char *what)
{
	io_error e;
	ck_assert_msg(!parse(text, len, &e), "took %s", text);
	ck_assert_int_eq(e.line, line);
	ck_assert_int_eq(e.col, col);
	ck_assert_str_eq(e.what, what);
}

START_TEST(what_libedit_writes_is_taken)
{
	static const char good[] = "_HiStOrY_V2_\nhelp\\040undo\n"
	    "\\M-C\\M-)\\040x\\^Ay\\134z\\\\\\M^?\\M-\\\nstatus";
	io_error e;
	ck_assert(parse(good, strlen(good), &e));
	ck_assert(parse("", 0, &e));
	ck_assert(parse("_HiStOrY_V2_\n", 13, &e));
}
END_TEST

START_TEST(damage_is_found_where_it_is)
{
	static const char crlf[] = "_HiStOrY_V2_\r\nstatus\r\n";
	refused_at(crlf, strlen(crlf), 1, 13, "expected the end of the header "
	    "line, found a carriage return");
	static const char crlf_entry[] = "_HiStOrY_V2_\nstatus\r\n";
	refused_at(crlf_entry, strlen(crlf_entry), 2, 7, "expected the end "
	    "of the line (blanks and control bytes are written as escapes), "
	    "found a carriage return");
	static const char no_header[] = "status\nundo\n";
	refused_at(no_header, strlen(no_header), 1, 1, "expected the header "
	    "line '_HiStOrY_V2_', found 's'");
	static const char junk[] = "_HiStOrY_V2_\nsta\0\x01\x1b[2J\n";
	refused_at(junk, sizeof junk - 1, 2, 4, "expected the end of the line "
	    "(blanks and control bytes are written as escapes), found byte "
	    "0x00");
	static const char blank[] = "_HiStOrY_V2_\nundo\n\nredo\n";
	refused_at(blank, strlen(blank), 3, 1, "expected a line typed, found "
	    "end of line");
	static const char spaced[] = "_HiStOrY_V2_\nhelp undo\n";
	refused_at(spaced, strlen(spaced), 2, 5, "expected the end of the line "
	    "(blanks and control bytes are written as escapes), found byte "
	    "0x20");
	/* Escapes libedit does not write: on some (\x\\, \M alone)
	 * strunvis() leaves the line unterminated, and libedit reads past
	 * the end of its buffer. */
	static const char *const escapes[] = { "\\x\\\\", "\\M", "\\Mx",
	    "\\^", "\\49", "\\0", "\\M-", "\\M^a", "\\\xc3\xa9", "\\" };
	for (size_t i = 0; i < sizeof escapes / sizeof escapes[0]; i++) {
		char text[64];
		snprintf(text, sizeof text, "_HiStOrY_V2_\nundo\nsh%s\n",
		    escapes[i]);
		refused_at(text, strlen(text), 3, 3, "expected an escape as "
		    "libedit writes it (\\ooo, \\M-x, \\^x)");
	}
}
END_TEST

START_TEST(a_damaged_file_is_set_aside_and_the_history_starts_afresh)
{
	char path[256], bad[300], message[600];
	snprintf(path, sizeof path, "%s/history", support_temp_dir());
	snprintf(bad, sizeof bad, "%s.bad", path);
	support_write_file(path, "_HiStOrY_V2_\r\nstatus\r\n");
	/* Without the lock it is only refused, for the locked check. */
	ck_assert_int_eq(history_file_check(path, false, message,
	    sizeof message), HISTORY_FILE_REFUSED);
	ck_assert_ptr_nonnull(strstr(message, "; the history is not kept"));
	ck_assert_int_eq(access(bad, F_OK), -1);
	ck_assert_int_eq(history_file_check(path, true, message,
	    sizeof message), HISTORY_FILE_SET_ASIDE);
	char expected[700];
	snprintf(expected, sizeof expected, "%s:1:13: expected the end of the "
	    "header line, found a carriage return; set aside as %s", path,
	    bad);
	ck_assert_str_eq(message, expected);
	ck_assert_int_eq(access(path, F_OK), -1);
	char *kept = support_read_file(bad);
	ck_assert_str_eq(kept, "_HiStOrY_V2_\r\nstatus\r\n");
	free(kept);
	/* No file is a good one. */
	ck_assert_int_eq(history_file_check(path, true, message,
	    sizeof message), HISTORY_FILE_READY);
	ck_assert_str_eq(message, "");
}
END_TEST

START_TEST(a_link_to_a_device_is_neither_read_nor_written)
{
	char path[256], message[600], expected[700];
	snprintf(path, sizeof path, "%s/history", support_temp_dir());
	ck_assert_int_eq(symlink("/dev/zero", path), 0);
	ck_assert_int_eq(history_file_check(path, true, message,
	    sizeof message), HISTORY_FILE_REFUSED);
	snprintf(expected, sizeof expected, "%s: a device, not a regular "
	    "file; the history is not kept", path);
	ck_assert_str_eq(message, expected);
	char target[64] = "";
	ck_assert_int_gt(readlink(path, target, sizeof target - 1), 0);
	ck_assert_str_eq(target, "/dev/zero");
}
END_TEST

static Suite *history_suite(void)
{
	Suite *s = suite_create("history");
	TCase *t = tcase_create("history");
	tcase_add_test(t, what_libedit_writes_is_taken);
	tcase_add_test(t, damage_is_found_where_it_is);
	tcase_add_test(t,
	    a_damaged_file_is_set_aside_and_the_history_starts_afresh);
	tcase_add_test(t, a_link_to_a_device_is_neither_read_nor_written);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(history_suite());
}
