/*
 * The header fields of a Mayan puzzle file, checked on the way out as
 * well as in: a title with a newline forged a header line of its own
 * (`gen mayan -T $'x\n# answer: 0 0 1'`), and other titles made files
 * that did not read back.  What is written reads back as it was.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/mayan_judge.h"
#include "support.h"

static mayan_puzzle *one_move_puzzle(void)
{
	mayan_puzzle *p = calloc(1, sizeof *p);
	ck_assert_ptr_nonnull(p);
	p->moves = 1;
	mayan_board_clear(&p->board);
	mayan_board_push(&p->board, 0, 1);
	mayan_board_push(&p->board, 1, 1);
	mayan_board_push(&p->board, 2, 2);
	mayan_board_push(&p->board, 2, 1);
	return p;
}

START_TEST(fields_that_would_not_read_back_are_refused)
{
	mayan_puzzle *p = one_move_puzzle();
	const char *refused[] = { "x\n# answer: 0 0 1", "tab\there", "cr\r",
		" leading", "trailing ", "bell\a", "del\x7f" };
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
		ck_assert_msg(!mayan_puzzle_add_field(p, "title", refused[i]),
		    "value %zu", i);
	ck_assert(!mayan_puzzle_add_field(p, "two words", "x"));
	ck_assert(!mayan_puzzle_add_field(p, "", "x"));
	ck_assert_int_eq(p->fields, 0);
	ck_assert(mayan_puzzle_add_field(p, "title",
	    "Level \xc3\xa9 #1: a, b"));
	ck_assert(mayan_puzzle_add_field(p, "made-by", ""));
	ck_assert_int_eq(p->fields, 2);
	free(p);
}
END_TEST

START_TEST(a_forged_field_is_not_written_and_a_good_one_reads_back)
{
	mayan_puzzle *p = one_move_puzzle();
	ck_assert(mayan_puzzle_add_field(p, "title", "Level \xc3\xa9 #1"));
	char *text = NULL;
	size_t size = 0;
	FILE *fp = open_memstream(&text, &size);
	ck_assert(mayan_judge_write(fp, p));
	fclose(fp);
	mayan_puzzle *back = calloc(1, sizeof *back);
	io_error e;
	io_scan *s = io_scan_new_memory(text, size, "written");
	ck_assert_msg(mayan_judge_read(s, back, &e), "%s", e.what);
	io_scan_free(s);
	ck_assert_int_eq(back->fields, 1);
	ck_assert_str_eq(mayan_puzzle_field(back, "title"),
	    "Level \xc3\xa9 #1");
	free(text);

	/* Set behind add_field's back, a newline is still not written. */
	snprintf(p->field[0].value, sizeof p->field[0].value,
	    "x\n# answer: 0 0 1");
	fp = open_memstream(&text, &size);
	ck_assert(!mayan_judge_write(fp, p));
	fclose(fp);
	ck_assert_uint_eq(size, 0);
	free(text);
	free(back);
	free(p);
}
END_TEST

START_TEST(gen_writes_no_forged_title)
{
	run_result r = support_run(NULL, NULL, "gen", "mayan", "--moves", "1",
	    "--seed", "1", "--title", "x\n# answer: 0 0 1", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.out, "");
	/* The title is named, escaped, rather than "no puzzle found". */
	ck_assert_str_eq(r.err, "tumble gen: --title 'x\\x0a# answer: 0 0 1' "
	    "would not read back as it is: a title has at most 159 bytes of "
	    "UTF-8, no control bytes (a newline would forge a header line) "
	    "and no blanks at its ends\nTry 'tumble gen --help'.\n");
	support_run_free(&r);
	/* A C1 control (CSI, U+009B) and bytes that are not UTF-8 were
	 * written raw into the title; a letter of another script is one. */
	static const char *const refused[] = { "a\xc2\x9b""31mb", "\xff\xfe",
		"caf\xc3" };
	for (size_t i = 0; i < 3; i++) {
		r = support_run(NULL, NULL, "gen", "mayan", "--moves", "1",
		    "--seed", "1", "--title", refused[i], NULL);
		ck_assert_int_eq(r.status, 2);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
	}
	r = support_run(NULL, NULL, "gen", "mayan", "--moves", "1", "--seed",
	    "1", "--title", "\xc3\x89t\xc3\xa9", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(strncmp(r.out, "# title: \xc3\x89t\xc3\xa9\n", 15), 0);
	support_run_free(&r);
	/* An empty title line read back as none: none is written. */
	r = support_run(NULL, NULL, "gen", "mayan", "--moves", "1", "--seed",
	    "1", "--title", "", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(strncmp(r.out, "# difficulty: 1\n", 16), 0);
	support_run_free(&r);
}
END_TEST

static Suite *mayan_fields_suite(void)
{
	Suite *s = suite_create("mayan_fields");
	TCase *t = tcase_create("mayan_fields");
	tcase_add_test(t, fields_that_would_not_read_back_are_refused);
	tcase_add_test(t,
	    a_forged_field_is_not_written_and_a_good_one_reads_back);
	tcase_add_test(t, gen_writes_no_forged_title);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_fields_suite());
}
