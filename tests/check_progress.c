/*
 * The Mayan progress file: a round trip through the text format, a better
 * solve replacing a worse one, errors with file:line:col, and a damaged
 * file set aside rather than lost or fatal.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/progress.h"
#include "support.h"
#include "table_fixture.h"

static progress_table *new_table(void)
{
	return table_new(sizeof(progress_table));
}

static bool parse_into(io_scan *s, void *table, io_error *e)
{
	return progress_parse(s, table, e);
}

START_TEST(progress_round_trips_through_the_file)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s", table_path("progress"));
	progress_table *t = new_table();
	ck_assert_int_eq(progress_best(t, "01-sample"), -1);
	ck_assert(progress_add(t, "01-sample", 7));
	ck_assert(progress_add(t, "02-wasted", 2));
	/* Only a better solve replaces the one noted. */
	ck_assert(!progress_add(t, "01-sample", 9));
	ck_assert(!progress_add(t, "01-sample", 7));
	ck_assert(progress_add(t, "01-sample", 3));
	/* A solve with the computer's help is kept apart, without a best,
	 * and never replaces a clean one; a clean one replaces it. */
	ck_assert(progress_add(t, "03-noip2", PROGRESS_ASSISTED));
	ck_assert_int_eq(progress_best(t, "03-noip2"), -1);
	ck_assert(progress_assisted(t, "03-noip2"));
	ck_assert(!progress_add(t, "03-noip2", PROGRESS_ASSISTED));
	ck_assert(!progress_add(t, "01-sample", PROGRESS_ASSISTED));
	ck_assert(!progress_assisted(t, "01-sample"));
	ck_assert(progress_add(t, "04-helped", PROGRESS_ASSISTED));
	/* A name the file could not hold again is not kept. */
	ck_assert(!progress_add(t, "two words", 3));
	ck_assert(!progress_add(t, "#comment", 3));
	ck_assert(!progress_add(t, "tab\there", 3));
	ck_assert(!progress_add(t, "bell\a", 3));
	ck_assert(progress_write(path, t, error, sizeof error));

	char *text = support_read_file(path);
	ck_assert_ptr_nonnull(text);
	ck_assert_str_eq(text,
	    "# tumble progress: LEVEL MOVES or LEVEL assisted, one line a "
	    "level\n"
	    "01-sample 3\n"
	    "02-wasted 2\n"
	    "03-noip2 assisted\n"
	    "04-helped assisted\n");
	free(text);

	progress_table *back = new_table();
	io_error e;
	ck_assert(progress_read(path, back, &e));
	ck_assert_int_eq(back->count, 4);
	ck_assert_int_eq(progress_best(back, "01-sample"), 3);
	ck_assert_int_eq(progress_best(back, "02-wasted"), 2);
	ck_assert_int_eq(progress_best(back, "03-noip2"), -1);
	ck_assert(progress_assisted(back, "03-noip2"));

	/* A record notes only what improves, and says so. */
	bool improved;
	char message[700];
	ck_assert(progress_record(path, "02-wasted", 4, &improved, message,
	    sizeof message));
	ck_assert(!improved);
	ck_assert_str_eq(message, "");
	ck_assert(progress_record(path, "03-noip2", 5, &improved, message,
	    sizeof message));
	ck_assert(improved);
	ck_assert(progress_read(path, back, &e));
	ck_assert_int_eq(back->count, 4);
	ck_assert_int_eq(progress_best(back, "03-noip2"), 5);
	ck_assert(!progress_assisted(back, "03-noip2"));

	/* A level named in UTF-8 reads back: é.in set the file aside. */
	ck_assert(progress_record(path, "\xc3\xa9", 4, &improved, message,
	    sizeof message));
	ck_assert_str_eq(message, "");
	ck_assert_msg(progress_read(path, back, &e), "%s", e.what);
	ck_assert_int_eq(progress_best(back, "\xc3\xa9"), 4);

	/* An indented '#' line is a comment, as the writer would leave it:
	 * "  #1 5" read as level "#1" and came back as a comment. */
	support_write_file(path, "  #1 5\n\t# note\n01-sample 2\n");
	ck_assert(progress_read(path, back, &e));
	ck_assert_int_eq(back->count, 1);
	ck_assert_int_eq(progress_best(back, "01-sample"), 2);

	/* A missing file is an empty table. */
	char none[300];
	snprintf(none, sizeof none, "%s.none", path);
	ck_assert(progress_read(none, back, &e));
	ck_assert_int_eq(back->count, 0);
	free(t);
	free(back);
	table_remove(path);
}
END_TEST

START_TEST(bad_lines_are_named_by_line_and_column)
{
	static const table_bad_line cases[] = {
		{ "01-sample\n", 1, 10, "a number of moves" },
		{ "01-sample 0\n", 1, 11, "a number of moves" },
		{ "01-sample assist\n", 1, 11,
		  "a number of moves or 'assisted'" },
		{ "# ok\n01-sample 3 x\n", 2, 13, "end of the line" },
		{ "a 1\nb 2\na 3\n", 3, 1, "each level once" },
		{ "\x01 3\n", 1, 1, "a level name" },
	};
	progress_table *t = new_table();
	table_expect_bad_lines(parse_into, t, "progress", cases,
	    sizeof cases / sizeof *cases);
	free(t);
}
END_TEST

START_TEST(a_damaged_file_is_set_aside_and_the_solve_kept)
{
	const char *dir = support_temp_dir();
	char path[256], bad[300];
	snprintf(path, sizeof path, "%s/progress", dir);
	snprintf(bad, sizeof bad, "%s.bad", path);
	FILE *fp = fopen(path, "w");
	ck_assert_ptr_nonnull(fp);
	fputs("01-sample 3\n02-wasted many\n", fp);
	fclose(fp);

	/* Read as it is: the bad line named, the good one read. */
	progress_table *t = new_table();
	io_error e;
	ck_assert(!progress_read(path, t, &e));
	ck_assert_int_eq(e.line, 2);
	ck_assert_int_eq(t->count, 1);

	bool improved;
	char message[700], where[300];
	ck_assert(progress_record(path, "03-noip2", 5, &improved, message,
	    sizeof message));
	ck_assert(improved);
	snprintf(where, sizeof where, "%s:2:11: expected a number of moves",
	    path);
	ck_assert_ptr_nonnull(strstr(message, where));
	ck_assert_ptr_nonnull(strstr(message, "set aside as"));

	char *kept = support_read_file(bad);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept, "01-sample 3\n02-wasted many\n");
	free(kept);
	/* The good line is kept beside the new solve. */
	ck_assert(progress_read(path, t, &e));
	ck_assert_int_eq(t->count, 2);
	ck_assert_int_eq(progress_best(t, "01-sample"), 3);
	ck_assert_int_eq(progress_best(t, "03-noip2"), 5);
	free(t);
	unlink(path);
	unlink(bad);
	rmdir(dir);
}
END_TEST

/* A solve the file had no line for (a level named with a blank, which no
 * line can hold, or one past PROGRESS_MAX others) was kept nowhere and
 * the game said "Best: -1 moves made.": the record fails and says why,
 * the file as it was. */
START_TEST(a_solve_the_file_cannot_hold_is_said)
{
	char path[256], message[700], want[900];
	snprintf(path, sizeof path, "%s", table_path("progress"));
	bool improved = true;
	ck_assert(progress_record(path, "01-sample", 3, &improved, message,
	    sizeof message));
	ck_assert(!progress_record(path, "30 long", 4, &improved, message,
	    sizeof message));
	ck_assert(!improved);
	snprintf(want, sizeof want, "%s cannot hold the name of level "
	    "'30 long' (a blank, a control byte or a '#' first): this game "
	    "is not kept in it.", path);
	ck_assert_str_eq(message, want);
	ck_assert(!progress_record(path, "#31", 4, &improved, message,
	    sizeof message));
	ck_assert_ptr_nonnull(strstr(message, "level '#31'"));
	/* Full of others: none gives way. */
	progress_table *t = new_table();
	char level[32], error[512];
	for (int i = 0; i < PROGRESS_MAX; i++) {
		snprintf(level, sizeof level, "old-%d", i);
		ck_assert(progress_add(t, level, 5));
	}
	ck_assert(progress_write(path, t, error, sizeof error));
	ck_assert(!progress_record(path, "01-sample", 3, &improved, message,
	    sizeof message));
	snprintf(want, sizeof want, "%s is full (%d levels) and none can give "
	    "way: this game is not kept in it.", path, PROGRESS_MAX);
	ck_assert_str_eq(message, want);
	/* A level it holds is noted as ever. */
	ck_assert(progress_record(path, "old-7", 4, &improved, message,
	    sizeof message));
	ck_assert(improved);
	ck_assert_str_eq(message, "");
	free(t);
	table_remove(path);
}
END_TEST

static Suite *progress_suite(void)
{
	Suite *s = suite_create("progress");
	TCase *t = tcase_create("progress");
	tcase_add_test(t, progress_round_trips_through_the_file);
	tcase_add_test(t, bad_lines_are_named_by_line_and_column);
	tcase_add_test(t, a_damaged_file_is_set_aside_and_the_solve_kept);
	tcase_add_test(t, a_solve_the_file_cannot_hold_is_said);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(progress_suite());
}
