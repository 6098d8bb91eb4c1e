/*
 * The title menu's remembered custom board: a round trip through its
 * file, the defaults when there is none, and every kind of damage named
 * by file:line:col without touching the defaults.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/same_custom.h"
#include "support.h"

/* Parse `text`; true when it reads, else `e` says where it went wrong. */
/* Field by field: the struct's padding after `clearable` holds anything. */
static void assert_same_choice(const same_custom *a, const same_custom *b)
{
	ck_assert_int_eq(a->rows, b->rows);
	ck_assert_int_eq(a->cols, b->cols);
	ck_assert_int_eq(a->colors, b->colors);
	ck_assert_int_eq(a->clearable, b->clearable);
}

static bool parse(const char *text, same_custom *c, io_error *e)
{
	io_scan *s = io_scan_new_memory(text, strlen(text), "same-custom");
	ck_assert_ptr_nonnull(s);
	bool ok = same_custom_parse(s, c, e);
	io_scan_free(s);
	return ok;
}

START_TEST(the_choice_round_trips_through_its_file)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s/new/folder/same-custom",
	    support_temp_dir());
	same_custom c;
	io_error e;
	/* No file yet: the defaults. */
	ck_assert_msg(same_custom_read(path, &c, &e), "%s:%d:%d: %s", e.file,
	    e.line, e.col, e.what);
	ck_assert_int_eq(c.rows, 12);
	ck_assert_int_eq(c.cols, 12);
	ck_assert_int_eq(c.colors, 4);
	ck_assert(!c.clearable);
	const same_custom chosen = { 20, 1, 6, false };
	ck_assert(same_custom_write(path, &chosen, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "# tumble: the custom Same Game board of the "
	    "title menu\nsize 20x1\ncolors 6\n");
	free(text);
	ck_assert(same_custom_read(path, &c, &e));
	assert_same_choice(&c, &chosen);
	/* A clearable choice says so on a line of its own. */
	const same_custom clearable = { 9, 9, 3, true };
	ck_assert(same_custom_write(path, &clearable, error, sizeof error));
	text = support_read_file(path);
	ck_assert_str_eq(text, "# tumble: the custom Same Game board of the "
	    "title menu\nsize 9x9\ncolors 3\nclearable yes\n");
	free(text);
	ck_assert(same_custom_read(path, &c, &e));
	assert_same_choice(&c, &clearable);
	unlink(path);
}
END_TEST

START_TEST(a_file_mended_by_hand_reads)
{
	same_custom c;
	io_error e;
	ck_assert(parse("# mine\r\n\r\ncolors 2  \r\n  size 3x17\r\n", &c, &e));
	ck_assert_int_eq(c.rows, 3);
	ck_assert_int_eq(c.cols, 17);
	ck_assert_int_eq(c.colors, 2);
	/* A key left out keeps its default; an empty file is all defaults. */
	ck_assert(parse("colors 1", &c, &e));
	ck_assert_int_eq(c.rows, 12);
	ck_assert_int_eq(c.colors, 1);
	ck_assert(parse("", &c, &e));
	ck_assert_int_eq(c.colors, 4);
	ck_assert(parse("clearable no\nclearable", &c, &e) == false);
	ck_assert(parse("size 5x5\nclearable   yes  \n", &c, &e));
	ck_assert(c.clearable);
	ck_assert(parse("clearable no\n", &c, &e));
	ck_assert(!c.clearable);
}
END_TEST

START_TEST(damage_is_named_by_line_and_column)
{
	static const struct {
		const char *text;
		int line, col;
		const char *what;
	} bad[] = {
		{ "size 0x5\n", 1, 6, "rows from 1 to 20, found 0" },
		{ "size 21x5\n", 1, 6, "rows from 1 to 20, found 21" },
		{ "size 5x21\n", 1, 8, "columns from 1 to 20, found 21" },
		{ "size 12\n", 1, 8, "expected 'x'" },
		{ "size 12x\n", 1, 9, "right after the 'x'" },
		{ "size 12x 18\n", 1, 9, "right after the 'x'" },
		{ "size 12 x 18\n", 1, 8, "expected 'x'" },
		{ "size\n12x12\n", 1, 5, "a number of rows" },
		{ "colors 7\n", 1, 8, "colours from 1 to 6, found 7" },
		{ "colors 0\n", 1, 8, "colours from 1 to 6, found 0" },
		{ "colors -3\n", 1, 8, "a number of colours from 1 to 6" },
		{ "colors 99999999999999999999\n", 1, 8,
		  "colours from 1 to 6, found 99999999999999999999" },
		{ "colors three\n", 1, 8, "a number of colours" },
		{ "colour 3\n", 1, 1, "expected 'size RxC', 'colors K' or "
		  "'clearable yes'" },
		{ "clearable maybe\n", 1, 11, "expected 'yes' or 'no'" },
		{ "clearable\n", 1, 10, "expected 'yes' or 'no'" },
		{ "clearable yes\nclearable no\n", 2, 1, "each key once" },
		{ "sizes 3x3\n", 1, 1, "expected 'size RxC'" },
		{ "\n\nSIZE 3x3\n", 3, 1, "expected 'size RxC'" },
		{ "size 3x3 4\n", 1, 10, "the end of the line" },
		{ "colors 3\ncolors 4\n", 2, 1, "each key once" },
		{ "\x01\xff\xfe", 1, 1, "expected 'size RxC'" },
		{ "size 3x3\nsize 4x4 # mine\n", 2, 1, "each key once" },
		{ "averyveryveryverylongword 3\n", 1, 1, "expected 'size" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		same_custom c = { 1, 1, 1, false };
		io_error e;
		ck_assert_msg(!parse(bad[i].text, &c, &e), "read: %s",
		    bad[i].text);
		ck_assert_str_eq(e.file, "same-custom");
		ck_assert_msg(e.line == bad[i].line && e.col == bad[i].col,
		    "%s: at %d:%d, not %d:%d (%s)", bad[i].text, e.line,
		    e.col, bad[i].line, bad[i].col, e.what);
		ck_assert_msg(strstr(e.what, bad[i].what) != NULL,
		    "%s: said '%s'", bad[i].text, e.what);
		/* The choice is left as it was. */
		ck_assert_int_eq(c.rows + c.cols + c.colors, 3);
	}
}
END_TEST

START_TEST(a_damaged_file_gives_the_defaults)
{
	char path[256];
	snprintf(path, sizeof path, "%s/damaged", support_temp_dir());
	FILE *fp = fopen(path, "w");
	ck_assert_ptr_nonnull(fp);
	fputs("size 3x3\ncolors 9\n", fp);
	fclose(fp);
	same_custom c;
	io_error e;
	ck_assert(!same_custom_read(path, &c, &e));
	ck_assert_int_eq(e.line, 2);
	ck_assert_int_eq(c.rows, 12);
	ck_assert_int_eq(c.colors, 4);
	/* The next choice is written, a copy of the damaged file kept: it
	 * was overwritten. */
	char error[512], bad[300];
	snprintf(bad, sizeof bad, "%s.bad", path);
	c.rows = 5;
	ck_assert_msg(same_custom_write(path, &c, error, sizeof error), "%s",
	    error);
	char *kept = support_read_file(bad);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept, "size 3x3\ncolors 9\n");
	free(kept);
	ck_assert(same_custom_read(path, &c, &e));
	ck_assert_int_eq(c.rows, 5);
	/* A sound file is replaced with no copy. */
	unlink(bad);
	ck_assert(same_custom_write(path, &c, error, sizeof error));
	ck_assert_int_ne(access(bad, F_OK), 0);
	unlink(path);
	/* A folder where the file should be cannot be read, and says so. */
	ck_assert(!same_custom_read(support_temp_dir(), &c, &e));
	ck_assert_int_eq(c.rows, 12);
	/* Nor written over. */
	ck_assert(!same_custom_write(support_temp_dir(), &c, error,
	    sizeof error));
	ck_assert_str_ne(error, "");
}
END_TEST

static Suite *same_custom_suite(void)
{
	Suite *s = suite_create("same_custom");
	TCase *t = tcase_create("same_custom");
	tcase_add_test(t, the_choice_round_trips_through_its_file);
	tcase_add_test(t, a_file_mended_by_hand_reads);
	tcase_add_test(t, damage_is_named_by_line_and_column);
	tcase_add_test(t, a_damaged_file_gives_the_defaults);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_custom_suite());
}
