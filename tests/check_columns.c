/*
 * Tab's list in columns (command/columns.h): at 80 and at 40 columns every
 * name is whole on one line, the lines end before the last column, the
 * names read down the columns in order, and the list takes as few lines
 * as fit.  A name cut for a screen's room (ui_fit) is cut between
 * characters, by its columns and by the bytes it is given.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/columns.h"
#include "support.h"
#include "ui/ui.h"

/* Names of many widths, as a folder or the level pack gives them. */
static const char *const names[] = { "01-first.txt", "02-second.txt",
	"03-noip2.txt", "a", "b.txt", "level-with-a-long-name.txt",
	"my puzzle.txt", "mayan-sample.txt", "zz-titled.txt", "Zig Zag",
	"quite-a-long-file-name-for-a-board.list", "x", "yy", "zzz",
	"saves/", "standard", "größe.txt", "four", "five-5", "six six",
	"seven77", "eight888", "nine99999", "ten-tenten", "eleven-eleven",
	"twelve", "thirteen13", "fourteen-14", "fifteen", "sixteen!" };
#define NAMES (sizeof names / sizeof names[0])

/* `text`, the list printed, read back: `rows` lines of at most width-1
 * columns, line r holding names r, r+rows, ... whole and in order, two
 * blanks or more between them and none at the end. */
static void reads_as_columns(const char *text, const char *const *list,
    size_t count, int rows, int width)
{
	const char *line = text;
	for (int r = 0; r < rows; r++) {
		const char *end = strchr(line, '\n');
		ck_assert_ptr_nonnull(end);
		char copy[1024];
		snprintf(copy, sizeof copy, "%.*s", (int)(end - line), line);
		ck_assert_msg(columns_text_width(copy) < width || rows ==
		    (int)count, "line %d is %d columns of %d: '%s'", r + 1,
		    columns_text_width(copy), width, copy);
		const char *at = copy;
		for (size_t i = (size_t)r; i < count; i += (size_t)rows) {
			if (i != (size_t)r) {
				ck_assert_msg(strncmp(at, "  ", 2) == 0,
				    "no gap before '%s' in '%s'", list[i],
				    copy);
				at += strspn(at, " ");
			}
			ck_assert_msg(strncmp(at, list[i],
			    strlen(list[i])) == 0,
			    "'%s' is not whole at its place in '%s'", list[i],
			    copy);
			at += strlen(list[i]);
		}
		ck_assert_msg(*at == '\0', "'%s' ends in '%s'", copy, at);
		line = end + 1;
	}
	ck_assert_str_eq(line, "");
}

static char *printed(const char *const *list, size_t count, int width)
{
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);
	ck_assert_ptr_nonnull(out);
	columns_print(out, list, count, width);
	fclose(out);
	return text;
}

START_TEST(no_name_is_split_at_80_or_40_columns)
{
	const int widths[] = { 80, 40 };
	int rows_at[2];
	for (int k = 0; k < 2; k++) {
		const columns_layout layout = columns_plan(names, NAMES,
		    widths[k]);
		char *text = printed(names, NAMES, widths[k]);
		reads_as_columns(text, names, NAMES, layout.rows, widths[k]);
		free(text);
		rows_at[k] = layout.rows;
	}
	/* Several names a line at 80, fewer at 40, and more lines. */
	ck_assert_int_lt(rows_at[0] * 2, (int)NAMES);
	ck_assert_int_gt(rows_at[1], rows_at[0]);
}
END_TEST

START_TEST(as_few_lines_as_fit)
{
	static const char *const ten[] = { "aaaaaaaaaa", "bbbbbbbbbb",
		"cccccccccc", "dddddddddd", "eeeeeeeeee", "ffffffffff" };
	/* Six names of 10 with five gaps of 2 take 70 columns: one line in
	 * 71 or more, two (three across) in 70, where a line must end
	 * before the last column. */
	ck_assert_int_eq(columns_plan(ten, 6, 71).rows, 1);
	ck_assert_int_eq(columns_plan(ten, 6, 70).rows, 2);
	ck_assert_int_eq(columns_plan(ten, 6, 70).columns, 3);
	char *text = printed(ten, 6, 40);
	ck_assert_str_eq(text, "aaaaaaaaaa  cccccccccc  eeeeeeeeee\n"
	    "bbbbbbbbbb  dddddddddd  ffffffffff\n");
	free(text);
	/* A narrow name in a wide column is padded to the column. */
	static const char *const mixed[] = { "a", "longer", "b", "c" };
	text = printed(mixed, 4, 12);
	ck_assert_str_eq(text, "a       b\nlonger  c\n");
	free(text);
	ck_assert_int_eq(columns_plan(mixed, 0, 80).rows, 0);
}
END_TEST

/* A name wider than the terminal has a line to itself, whole: the
 * terminal wraps it, but no other name shares its lines. */
START_TEST(a_name_too_wide_has_its_own_line)
{
	static const char *const wide[] = { "short",
		"a-name-far-wider-than-a-terminal-of-forty-columns.txt", "x" };
	const columns_layout layout = columns_plan(wide, 3, 40);
	ck_assert_int_eq(layout.rows, 3);
	ck_assert_int_eq(layout.columns, 1);
	char *text = printed(wide, 3, 40);
	ck_assert_str_eq(text, "short\na-name-far-wider-than-a-terminal-of-"
	    "forty-columns.txt\nx\n");
	free(text);
}
END_TEST

/* Widths are counted in columns, not bytes: "größe.txt" is 9 wide in
 * UTF-8 though 11 bytes, and a wide character takes two. */
START_TEST(widths_are_columns)
{
	ck_assert_int_eq(columns_text_width("größe.txt"), 9);
	ck_assert_int_eq(columns_text_width("\xe6\x97\xa5"), 2);
	ck_assert_int_eq(columns_text_width("bad\xff"), 4);
}
END_TEST

/* Five é, 10 bytes, fit 10 columns but not 8 bytes: the cut falls
 * between two é, before "...", where snprintf() cut the fourth in half;
 * "abパパ" (パ three bytes, two columns) is cut likewise. */
START_TEST(a_fit_too_long_for_its_bytes_is_cut_between_characters)
{
	char out[8];
	const char *e5 = "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9";
	ck_assert_str_eq(ui_fit(out, sizeof out, e5, 10),
	    "\xc3\xa9\xc3\xa9...");
	ck_assert_str_eq(ui_fit(out, sizeof out, "\xc3\xa9\xc3\xa9\xc3\xa9",
	    10), "\xc3\xa9\xc3\xa9\xc3\xa9");
	ck_assert_str_eq(ui_fit(out, sizeof out, "ab\xe3\x83\x91\xe3\x83\x91",
	    6), "ab...");
	/* In columns as before: "..." in the last three. */
	char wide[64];
	ck_assert_str_eq(ui_fit(wide, sizeof wide, e5, 4),
	    "\xc3\xa9...");
}
END_TEST

static Suite *columns_suite(void)
{
	Suite *s = suite_create("columns");
	TCase *t = tcase_create("columns");
	tcase_add_test(t, no_name_is_split_at_80_or_40_columns);
	tcase_add_test(t, as_few_lines_as_fit);
	tcase_add_test(t, a_name_too_wide_has_its_own_line);
	tcase_add_test(t, widths_are_columns);
	tcase_add_test(t,
	    a_fit_too_long_for_its_bytes_is_cut_between_characters);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	if (setlocale(LC_ALL, "C.UTF-8") == NULL)
		return 77;
	return support_run_suite(columns_suite());
}
