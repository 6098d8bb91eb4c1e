/*
 * `tumble solve` as a judge runs it, and the Mayan reader behind it: the
 * SPEC sample byte for byte, tolerant whitespace, the level header, every
 * class of bad input with its line, column and exit status, and `tumble
 * gen mayan`.  The level pack has a suite of its own (check_mayan_pack.c).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/mayan_solve.h"
#include "io/mayan_judge.h"
#include "support.h"

#define SAMPLE_BOARD "1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"
#define SAMPLE "3\n" SAMPLE_BOARD
#define SAMPLE_ANSWER "2 1 1\n3 1 1\n3 0 1\n"

START_TEST(sample_byte_for_byte)
{
	run_result r = support_run(SAMPLE, NULL, "solve", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, SAMPLE_ANSWER);
	ck_assert_str_eq(r.err, "");
	support_run_free(&r);
	r = support_run(SAMPLE, NULL, "solve", "-", NULL);
	ck_assert_str_eq(r.out, SAMPLE_ANSWER);
	support_run_free(&r);

	const char *dir = support_temp_dir();
	char path[256];
	snprintf(path, sizeof path, "%s/sample.in", dir);
	FILE *fp = fopen(path, "w");
	fputs(SAMPLE, fp);
	fclose(fp);
	r = support_run(NULL, NULL, "solve", path, NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, SAMPLE_ANSWER);
	support_run_free(&r);
	unlink(path);
	rmdir(dir);
}
END_TEST

START_TEST(no_answer_prints_minus_one)
{
	run_result r = support_run("2\n1 0\n1 0\n0\n1 0\n1 0\n", NULL, "solve",
	    NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "-1\n");
	ck_assert_str_eq(r.err, "");
	support_run_free(&r);
}
END_TEST

/* A dense board of 10 moves searches far longer than its limit. */
#define HARD "10\n1 3 1 4 4 0\n4 2 1 4 1 4 0\n1 4 3 2 1 3 0\n" \
    "1 1 4 2 4 0\n2 4 4 3 2 2 4 0\n"

START_TEST(time_limit_stops_the_search_with_status_3)
{
	run_result r = support_run(HARD, NULL, "solve", "--time", "0.3",
	    NULL);
	ck_assert_int_eq(r.status, 3);
	ck_assert_str_eq(r.out, "");
	ck_assert_ptr_nonnull(strstr(r.err, "no answer within 0.3 s"));
	support_run_free(&r);
	/* A limit too small for %g's plain form is said as it was given. */
	r = support_run(HARD, NULL, "solve", "--time", "0.000001", NULL);
	ck_assert_int_eq(r.status, 3);
	ck_assert_ptr_nonnull(strstr(r.err, "no answer within 0.000001 s"));
	support_run_free(&r);
	/* Not rounded to "within 0 s" past six decimals. */
	r = support_run(HARD, NULL, "solve", "-t", "0.0000001", NULL);
	ck_assert_int_eq(r.status, 3);
	ck_assert_str_eq(r.err, "tumble solve: no answer within 0.0000001 s; "
	    "try a longer --time\n");
	support_run_free(&r);
	/* Within its time, or with 0 (no limit), it answers as ever. */
	r = support_run(SAMPLE, NULL, "solve", "--time=2.5", "-", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, SAMPLE_ANSWER);
	support_run_free(&r);
	r = support_run(SAMPLE, NULL, "solve", "--time", "0", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, SAMPLE_ANSWER);
	support_run_free(&r);
	/* Hex is not a time (it was 16 s), nor is a sign or nothing. */
	const char *const bad[] = { "0x10", "-1", "1e3", "", "inf" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		r = support_run(SAMPLE, NULL, "solve", "--time", bad[i], NULL);
		ck_assert_int_eq(r.status, 2);
		ck_assert_str_eq(r.out, "");
		ck_assert_ptr_nonnull(strstr(r.err, "--time takes seconds"));
		support_run_free(&r);
	}
	r = support_run(SAMPLE, NULL, "solve", "--time", NULL);
	ck_assert_int_eq(r.status, 2);
	support_run_free(&r);
}
END_TEST

START_TEST(loose_whitespace_is_accepted)
{
	/* CRLF, trailing spaces and tabs, blank lines between columns, no
	 * newline at the end. */
	run_result r = support_run("3 \r\n\r\n1 0 \r\n2\t1 0\r\n\n2 3 4 0\r\n"
	    "  3 1 0\r\n2 4 3 4 0", NULL, "solve", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, SAMPLE_ANSWER);
	support_run_free(&r);
}
END_TEST

START_TEST(level_header_is_read_and_kept)
{
	const char *text = "# title: Three in a row\n"
			   "#Difficulty:2\n"
			   "# a plain comment\n"
			   "#\n"
			   "# author:   someone   \n"
			   "\n" SAMPLE;
	run_result r = support_run(text, NULL, "solve", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, SAMPLE_ANSWER);
	support_run_free(&r);

	io_scan scan;
	io_error e;
	static mayan_puzzle p;
	io_scan_open_memory(&scan, text, strlen(text), "level");
	ck_assert(mayan_judge_read(&scan, &p, &e));
	ck_assert_int_eq(p.moves, 3);
	ck_assert_int_eq(p.fields, 3);
	ck_assert_str_eq(mayan_puzzle_field(&p, "title"), "Three in a row");
	ck_assert_str_eq(mayan_puzzle_field(&p, "difficulty"), "2");
	ck_assert_str_eq(mayan_puzzle_field(&p, "AUTHOR"), "someone");
	ck_assert_ptr_null(mayan_puzzle_field(&p, "a"));
	ck_assert_int_eq(mayan_board_at(&p.board, 4, 3), 4);
	ck_assert_int_eq(mayan_board_blocks(&p.board), 12);
}
END_TEST

static void expect_bad(const char *input, const char *message)
{
	run_result r = support_run(input, NULL, "solve", NULL);
	ck_assert_msg(r.status == 1, "status %d for input:\n%s", r.status,
	    input);
	ck_assert_str_eq(r.err, message);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
}

START_TEST(bad_input_names_line_and_column)
{
	expect_bad("", "<stdin>:1:1: expected the number of moves (a number "
	    "from 1 to 10), found end of input\n");
	expect_bad("three\n", "<stdin>:1:1: expected the number of moves (a "
	    "number from 1 to 10), found 't'\n");
	/* n outside the supported range 1..10. */
	expect_bad("0\n" SAMPLE_BOARD, "<stdin>:1:1: expected the number of "
	    "moves from 1 to 10, found 0\n");
	expect_bad("\n  11\n" SAMPLE_BOARD, "<stdin>:2:3: expected the number "
	    "of moves from 1 to 10, found 11\n");
	expect_bad("3 x\n", "<stdin>:1:3: expected the end of the line "
	    "after the number of moves, found 'x'\n");
	/* A line of digits alone is a board list's row, read as a file
	 * named is: standard input is not told apart. */
	expect_bad("3 1 0\n", "tumble solve: <stdin> holds a Same Game file, "
	    "not a Mayan puzzle\n");
	/* A colour outside 1..10. */
	expect_bad("3\n1 0\n2 11 0\n", "<stdin>:3:3: expected a colour from "
	    "1 to 10 or the 0 that ends column 1, found 11\n");
	expect_bad("3\n1 0\n2 -1 0\n", "<stdin>:3:3: expected a colour from "
	    "1 to 10 or the 0 that ends column 1, found '-'\n");
	expect_bad("3\n1 0\n2 1x 0\n", "<stdin>:3:4: expected a colour from "
	    "1 to 10 or the 0 that ends column 1, found 'x' after the "
	    "digits\n");
	/* A missing terminating 0, at the end of its own line. */
	expect_bad("3\n1 0\n2 1\n2 3 4 0\n", "<stdin>:3:4: expected a colour "
	    "from 1 to 10 or the 0 that ends column 1, found end of line\n");
	expect_bad("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4",
	    "<stdin>:6:8: expected a colour from 1 to 10 or the 0 that ends "
	    "column 4, found end of input\n");
	/* A column taller than 7. */
	expect_bad("3\n1 2 1 2 1 2 1 2 0\n", "<stdin>:2:15: expected the 0 "
	    "that ends column 0 (a column holds at most 7 blocks), found "
	    "2\n");
	/* Fewer than 5 columns. */
	expect_bad("3\n1 0\n2 1 0\n2 3 4 0\n", "<stdin>:5:1: expected column "
	    "x = 3 (of 0 to 4: colours from the bottom up, ended by 0), found "
	    "end of input\n");
	/* Anything after the board. */
	expect_bad(SAMPLE "0\n", "<stdin>:7:1: expected the end of input "
	    "after 5 columns, found '0'\n");
	expect_bad("3\n1 0 2 0\n", "<stdin>:2:5: expected the end of the "
	    "line after the 0 that ends column 0, found '2'\n");
	/* A starting board that already holds a line of 3: its cells, at
	 * the first of them. */
	expect_bad("3\n1 0\n2 1 0\n2 1 4 0\n3 1 0\n2 4 3 4 0\n",
	    "<stdin>:3:3: expected a starting board without a line of 3, "
	    "found one at (1,1) (2,1) (3,1)\n");
	expect_bad("1\n0\n0\n5 5 5 5 0\n0\n0\n", "<stdin>:4:1: expected a "
	    "starting board without a line of 3, found one at (2,0) (2,1) "
	    "(2,2) (2,3)\n");
	/* A header line must start at column 1. */
	expect_bad(" # title: x\n" SAMPLE, "<stdin>:1:2: expected the number "
	    "of moves (a number from 1 to 10), found '#'\n");
}
END_TEST

/* `tumble solve` on a file `name` of `size` bytes `text` refuses it
 * with `at` ("LINE:COL: reason") after the file's path, printing
 * nothing. */
static void expect_file_refused(const char *name, const char *text,
    size_t size, const char *at)
{
	const char *dir = support_temp_dir();
	char path[256], want[512];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *fp = fopen(path, "wb");
	fwrite(text, 1, size, fp);
	fclose(fp);
	run_result r = support_run(NULL, NULL, "solve", path, NULL);
	ck_assert_int_eq(r.status, 1);
	snprintf(want, sizeof want, "%s:%s\n", path, at);
	ck_assert_str_eq(r.err, want);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
	unlink(path);
	rmdir(dir);
}

START_TEST(errors_name_the_file)
{
	static const char level[] = "# title: short\n2\n1 0\n1 0\n";
	expect_file_refused("short.in", level, sizeof level - 1, "5:1: "
	    "expected column x = 2 (of 0 to 4: colours from the bottom up, "
	    "ended by 0), found end of input");
}
END_TEST

/* A NUL byte in a header value is refused where it stands: the title
 * 'x\0y' was taken for 'x'.  One in a comment is passed over, as the
 * whole comment is. */
START_TEST(a_nul_byte_in_a_header_value_is_refused)
{
	static const char level[] = "# note \0 aside\n# title:  x\0y\n"
	    SAMPLE;
	expect_file_refused("nul.in", level, sizeof level - 1, "2:12: found "
	    "byte 0x00, which no line of text holds");
}
END_TEST

START_TEST(usage_errors_and_help)
{
	run_result r = support_run(NULL, NULL, "solve", "/nonexistent/m.in",
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err,
	    "tumble solve: /nonexistent/m.in: No such file or directory\n");
	support_run_free(&r);

	r = support_run(NULL, NULL, "solve", "--fast", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_ptr_nonnull(strstr(r.err, "unknown option '--fast'"));
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);

	r = support_run(NULL, NULL, "solve", "a", "b", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_ptr_nonnull(strstr(r.err, "more than one FILE"));
	support_run_free(&r);

	r = support_run(NULL, NULL, "solve", "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out,
	    "Usage: tumble solve [FILE | LEVEL]"));
	ck_assert_ptr_nonnull(strstr(r.out, "1 to 10"));
	support_run_free(&r);

	r = support_run(NULL, NULL, "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "tumble solve"));
	support_run_free(&r);
}
END_TEST

START_TEST(full_output_device_is_an_error)
{
	const char *args[] = { "solve", NULL };
	run_result r = support_run_argv(SAMPLE, NULL, "/dev/full", args);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble solve: cannot write the output: "
	    "No space left on device\n");
	support_run_free(&r);
}
END_TEST

START_TEST(gen_makes_puzzles_of_exactly_n_moves)
{
	for (int moves = 1; moves <= 4; moves++) {
		char n[8];
		snprintf(n, sizeof n, "%d", moves);
		run_result a = support_run(NULL, NULL, "gen", "mayan",
		    "--moves", n, "--seed", "7", "--colors", "4", NULL);
		run_result b = support_run(NULL, NULL, "gen", "mayan", "--seed",
		    "7", "--moves", n, "--colors", "4", NULL);
		ck_assert_int_eq(a.status, 0);
		ck_assert_str_eq(a.err, "");
		/* A seed names the same puzzle. */
		ck_assert_str_eq(a.out, b.out);
		ck_assert_ptr_nonnull(strstr(a.out, "# title: "));

		io_scan scan;
		io_error e;
		static mayan_puzzle p;
		io_scan_open_memory(&scan, a.out, strlen(a.out), "gen");
		ck_assert(mayan_judge_read(&scan, &p, &e));
		ck_assert_int_eq(p.moves, moves);
		ck_assert_str_eq(mayan_puzzle_field(&p, "difficulty"), n);
		mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
		ck_assert_int_eq(mayan_solve(&p.board, moves, NULL, answer),
		    MAYAN_SOLVE_FOUND);
		for (int fewer = 1; fewer < moves; fewer++)
			ck_assert_int_eq(mayan_solve(&p.board, fewer, NULL,
			    answer), MAYAN_SOLVE_NONE);
		/* And the judge reads it as it is. */
		run_result solved = support_run(a.out, NULL, "solve", NULL);
		ck_assert_int_eq(solved.status, 0);
		ck_assert_str_ne(solved.out, "-1\n");
		support_run_free(&solved);
		support_run_free(&a);
		support_run_free(&b);
	}
	const char *const bad[][8] = {
		{ "gen", NULL },
		{ "gen", "same", "--moves", "2", "--seed", "1", NULL },
		{ "gen", "mayan", "--moves", "2", NULL },
		{ "gen", "mayan", "--moves", "11", "--seed", "1", NULL },
		{ "gen", "mayan", "--moves", "2", "--seed", "-1", NULL },
		{ "gen", "mayan", "--moves", "2", "--seed", "1", "--colors",
		    NULL },
		{ "gen", "mayan", "--moves", "2", "--seed", "1", "--fast",
		    NULL },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		run_result r = support_run_argv(NULL, NULL, NULL, bad[i]);
		ck_assert_msg(r.status == 2, "case %zu: status %d", i,
		    r.status);
		ck_assert_ptr_nonnull(strstr(r.err, "tumble gen: "));
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
	}
}
END_TEST

static Suite *mayan_judge_suite(void)
{
	Suite *s = suite_create("mayan_judge");
	TCase *t = tcase_create("solve");
	tcase_set_timeout(t, 240);
	tcase_add_test(t, sample_byte_for_byte);
	tcase_add_test(t, no_answer_prints_minus_one);
	tcase_add_test(t, time_limit_stops_the_search_with_status_3);
	tcase_add_test(t, loose_whitespace_is_accepted);
	tcase_add_test(t, level_header_is_read_and_kept);
	tcase_add_test(t, bad_input_names_line_and_column);
	tcase_add_test(t, errors_name_the_file);
	tcase_add_test(t, a_nul_byte_in_a_header_value_is_refused);
	tcase_add_test(t, usage_errors_and_help);
	tcase_add_test(t, full_output_device_is_an_error);
	tcase_add_test(t, gen_makes_puzzles_of_exactly_n_moves);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_judge_suite());
}
