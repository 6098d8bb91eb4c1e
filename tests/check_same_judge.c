/*
 * `tumble greedy` as a judge would run it: the SPEC sample byte for byte,
 * tolerant whitespace, and every class of bad input with its line, column
 * and exit status.
 */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/same_judge.h"
#include "support.h"

#define ROW_R "RRRRRRRRRRRRRRR\n"
#define BOARD_R ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R

START_TEST(sample_byte_for_byte)
{
	char *want = support_read_file(support_test_path(
	    "data/same/sample.out"));
	ck_assert_ptr_nonnull(want);
	run_result r = support_run(NULL, NULL, "greedy",
	    support_test_path("data/same/sample.in"), NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, want);
	ck_assert_str_eq(r.err, "");
	support_run_free(&r);

	/* The same through standard input, with '-' and without FILE. */
	char *input = support_read_file(support_test_path(
	    "data/same/sample.in"));
	r = support_run(input, NULL, "greedy", "-", NULL);
	ck_assert_str_eq(r.out, want);
	support_run_free(&r);
	r = support_run(input, NULL, "greedy", NULL);
	ck_assert_str_eq(r.out, want);
	support_run_free(&r);
	free(input);
	free(want);
}
END_TEST

/* `-g K` plays board K of a file alone, as game 1: the lines of that
 * game in the whole file's output, for greedy and plan alike (the
 * product names a file and board K wherever a board is named), and of
 * standard input as of a file named (FILE - or none). */
START_TEST(one_board_of_a_file_alone)
{
	const char *sample = support_test_path("data/same/sample.in");
	char *input = support_read_file(sample);
	ck_assert_ptr_nonnull(input);
	static const char *const commands[][6] = {
		{ "greedy", NULL },
		{ "plan", "-n", "2000", "-j", "1", NULL },
	};
	for (size_t c = 0; c < sizeof commands / sizeof *commands; c++) {
		const char *all[9] = { NULL }, *one[9] = { NULL };
		int n = 0;
		for (; commands[c][n] != NULL; n++)
			all[n] = one[n] = commands[c][n];
		all[n] = sample;
		run_result whole = support_run_argv(NULL, NULL, NULL, all);
		ck_assert_int_eq(whole.status, 0);
		const char *second = strstr(whole.out, "Game 2:\n");
		const char *third = strstr(whole.out, "\nGame 3:\n");
		ck_assert_ptr_nonnull(second);
		ck_assert_ptr_nonnull(third);
		char want[8192];
		snprintf(want, sizeof want, "Game 1:%.*s",
		    (int)(third - second - 7), second + 7);
		/* The file named, then standard input as - and as none. */
		static const char *const from[] = { "file", "-", "none" };
		for (size_t f = 0; f < 3; f++) {
			int at = n;
			if (f == 0)
				one[at++] = sample;
			else if (f == 1)
				one[at++] = "-";
			one[at++] = "-g";
			one[at++] = "2";
			one[at] = NULL;
			run_result alone = support_run_argv(f == 0 ? NULL :
			    input, NULL, NULL, one);
			ck_assert_msg(alone.status == 0, "%s from %s: %d %s",
			    commands[c][0], from[f], alone.status, alone.err);
			ck_assert_str_eq(alone.out, want);
			ck_assert_str_eq(alone.err, "");
			support_run_free(&alone);
		}
		support_run_free(&whole);
	}
	free(input);
	/* A board named otherwise takes no board number: a usage error. */
	run_result r = support_run(NULL, NULL, "plan", "standard:3", "-g", "2",
	    NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
}
END_TEST

/* A board past the end of what a file holds is bad input (exit 1), not
 * a usage error, in every command that takes a board number: the file
 * is named, with the boards it holds. */
START_TEST(a_board_past_a_files_end_is_bad_input)
{
	const char *sample = support_test_path("data/same/sample.in");
	char *input = support_read_file(sample);
	ck_assert_ptr_nonnull(input);
	char named[600];
	snprintf(named, sizeof named, "%s holds 3 boards; there is no "
	    "board 4", sample);
	static const char *const commands[] = { "greedy", "plan" };
	for (size_t c = 0; c < 2; c++) {
		char said[800];
		snprintf(said, sizeof said, "tumble %s: %s\n", commands[c],
		    named);
		run_result r = support_run(NULL, NULL, commands[c], sample,
		    "-g", "4", NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.out, "");
		ck_assert_str_eq(r.err, said);
		support_run_free(&r);
		snprintf(said, sizeof said, "tumble %s: standard input holds "
		    "3 boards; there is no board 4\n", commands[c]);
		r = support_run(input, NULL, commands[c], "-", "-g", "4",
		    NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.out, "");
		ck_assert_str_eq(r.err, said);
		support_run_free(&r);
		r = support_run(input, NULL, commands[c], "-g", "4", NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, said);
		support_run_free(&r);
	}
	/* The game too: it starts on no board. */
	const char *env[] = { "TERM=dumb", NULL };
	run_result r = support_run(NULL, env, "same", sample, "-g", "4",
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, named));
	ck_assert_ptr_null(strstr(r.err, "--help"));
	support_run_free(&r);
	free(input);
}
END_TEST

START_TEST(crlf_and_loose_whitespace_are_accepted)
{
	char *input = support_read_file(support_test_path(
	    "data/same/sample.in"));
	char *want = support_read_file(support_test_path(
	    "data/same/sample.out"));
	/* CRLF line ends, extra blank lines, no blank line between games. */
	size_t len = strlen(input);
	char *crlf = malloc(2 * len + 16);
	size_t n = 0;
	for (size_t i = 0; i < len; i++) {
		if (input[i] == '\n') {
			crlf[n++] = '\r';
			if (i + 1 < len && input[i + 1] == '\n') {
				crlf[n++] = '\n';
				crlf[n++] = '\r';
				crlf[n++] = '\n';
				crlf[n++] = ' ';
				continue;
			}
		}
		crlf[n++] = input[i];
	}
	crlf[n] = '\0';
	run_result r = support_run(crlf, NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, want);
	support_run_free(&r);
	r = support_run("1\n" BOARD_R, NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "Game 1:\n\n"
	    "Move 1 at (1,1): removed 150 balls of color R, got 21904 points.\n"
	    "Final score: 22904, with 0 balls remaining.\n");
	support_run_free(&r);
	free(crlf);
	free(input);
	free(want);
}
END_TEST

/* Any whitespace between rows and games: rows side by side on one line
 * (blanks, tabs, a form feed), no blank line after the count nor
 * between games, and several blank lines where one is written. */
START_TEST(any_whitespace_separates_rows_and_games)
{
#define ROW_G "GGGGGGGGGGGGGGG"
#define ROW_B "BBBBBBBBBBBBBBB"
	static const char input[] = "2\n"
	    "RRRRRRRRRRRRRRR RRRRRRRRRRRRRRR\tRRRRRRRRRRRRRRR\n"
	    ROW_R ROW_R "\f" ROW_R "\n"
	    "  RRRRRRRRRRRRRRR  \t RRRRRRRRRRRRRRR " ROW_G " " ROW_G "\n"
	    ROW_B "\n" ROW_B "\n\n\n \t\n" ROW_B " " ROW_B "\t" ROW_B "\n"
	    ROW_B "\r\n" ROW_B " " ROW_B "\n" ROW_G "\n" ROW_G;
	run_result r = support_run(input, NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	ck_assert_str_eq(r.out, "Game 1:\n\n"
	    "Move 1 at (3,1): removed 120 balls of color R, got 13924 "
	    "points.\n"
	    "Move 2 at (1,1): removed 30 balls of color G, got 784 points.\n"
	    "Final score: 15708, with 0 balls remaining.\n"
	    "\n"
	    "Game 2:\n\n"
	    "Move 1 at (3,1): removed 120 balls of color B, got 13924 "
	    "points.\n"
	    "Move 2 at (1,1): removed 30 balls of color G, got 784 points.\n"
	    "Final score: 15708, with 0 balls remaining.\n");
	support_run_free(&r);
#undef ROW_G
#undef ROW_B
}
END_TEST

START_TEST(zero_games_print_nothing)
{
	run_result r = support_run("0\n", NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
}
END_TEST

static void expect_bad(const char *input, const char *message)
{
	run_result r = support_run(input, NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, message);
	support_run_free(&r);
}

START_TEST(bad_input_names_line_and_column)
{
	expect_bad("",
	    "<stdin>:1:1: expected the number of games (a number from 0 to "
	    "100000000), found end of input\n");
	expect_bad("two\n",
	    "<stdin>:1:1: expected the number of games (a number from 0 to "
	    "100000000), found 't'\n");
	expect_bad("-1\n",
	    "<stdin>:1:1: expected the number of games from 0 to 100000000, "
	    "found -1\n");
	expect_bad("3x\n",
	    "<stdin>:1:2: expected the number of games (a number from 0 to "
	    "100000000), found 'x' after the digits\n");
	/* A short row: the message points just after its last ball. */
	expect_bad("1\n\n" ROW_R ROW_R "RRRRRRRRRRRRRR\n",
	    "<stdin>:5:15: expected 15 balls in row 3 of the board, found "
	    "14\n");
	expect_bad("1\n\n" ROW_R ROW_R ROW_R "RRRRRRRRRRRRRRRR\n",
	    "<stdin>:6:16: expected the end of row 4 after 15 balls, found "
	    "more\n");
	expect_bad("1\n\n" ROW_R "RRRRRRXRRRRRRRR\n",
	    "<stdin>:4:7: expected a ball R/G/B, found 'X'\n");
	expect_bad("1\n\n" ROW_R "RRRRRRrRRRRRRRR\n",
	    "<stdin>:4:7: expected a ball R/G/B, found 'r'\n");
	expect_bad("1\n\n" ROW_R "RRRRRR\x01RRRRRRRR\n",
	    "<stdin>:4:7: expected a ball R/G/B, found byte 0x01\n");
	/* Letters of colours past the board's three, first and last in a
	 * row, which a row read in one pass must not take for balls. */
	expect_bad("1\n\n" ROW_R "YRRRRRRRRRRRRRR\n",
	    "<stdin>:4:1: expected a ball R/G/B, found 'Y'\n");
	expect_bad("1\n\n" ROW_R ROW_R "RRRRRRRRRRRRRRC\n",
	    "<stdin>:5:15: expected a ball R/G/B, found 'C'\n");
	expect_bad("2\n\n" BOARD_R "\n",
	    "<stdin>:14:1: expected row 1 of 10 of a board, found end of input "
	    "(fewer games than announced?)\n");
	expect_bad("1\n\n" ROW_R ROW_R ROW_R,
	    "<stdin>:6:1: expected row 4 of 10 of a board, found end of input "
	    "(fewer games than announced?)\n");
	expect_bad("1\n\n" BOARD_R "\n" ROW_R,
	    "<stdin>:14:1: expected the end of input after 1 game\n");
	/* A board read in one pass leaves the scanner at the end of its
	 * last row, as one read row by row does. */
	expect_bad("1\n\n  " ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R ROW_R
		   ROW_R "RRRRRRRRRRRRRRR x\n",
	    "<stdin>:12:17: expected the end of input after 1 game\n");
}
END_TEST

START_TEST(bad_input_still_prints_finished_games_and_names_the_file)
{
	const char *dir = support_temp_dir();
	char path[256];
	snprintf(path, sizeof path, "%s/two.txt", dir);
	char want[512];
	FILE *fp;
	fp = fopen(path, "w");
	fputs("2\n\n" BOARD_R "\n" ROW_R "RRRRRRRRRRRRRXG\n", fp);
	fclose(fp);
	run_result r = support_run(NULL, NULL, "greedy", path, NULL);
	ck_assert_int_eq(r.status, 1);
	snprintf(want, sizeof want,
	    "%s:15:14: expected a ball R/G/B, found 'X'\n", path);
	ck_assert_str_eq(r.err, want);
	/* The first game was complete and is printed; the exit status says
	 * the output as a whole is not. */
	ck_assert_ptr_nonnull(strstr(r.out, "Game 1:"));
	ck_assert_ptr_null(strstr(r.out, "Game 2:"));
	support_run_free(&r);
	unlink(path);
	rmdir(dir);
}
END_TEST

START_TEST(missing_file_and_usage_errors)
{
	run_result r = support_run(NULL, NULL, "greedy", "/nonexistent/x.txt",
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err,
	    "tumble greedy: /nonexistent/x.txt: No such file or directory\n");
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);

	r = support_run(NULL, NULL, "greedy", "--fast", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_ptr_nonnull(strstr(r.err, "unknown option '--fast'"));
	support_run_free(&r);

	r = support_run(NULL, NULL, "greedy", "a", "b", NULL);
	ck_assert_int_eq(r.status, 2);
	support_run_free(&r);

	r = support_run(NULL, NULL, "frobnicate", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_ptr_nonnull(strstr(r.err, "unknown command 'frobnicate'"));
	support_run_free(&r);

	r = support_run(NULL, NULL, "greedy", "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out,
	    "Usage: tumble greedy [FILE [-g K] | BOARD]"));
	support_run_free(&r);

	r = support_run(NULL, NULL, "--version", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "tumble "));
	support_run_free(&r);
}
END_TEST

START_TEST(full_output_device_is_an_error)
{
	/* Writing to /dev/full fails: a message and status 1, not silence. */
	const char *args[] = { "greedy", NULL };
	run_result r = support_run_argv("1\n\n" BOARD_R, NULL, "/dev/full",
	    args);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble greedy: cannot write the output: "
	    "No space left on device\n");
	support_run_free(&r);
}
END_TEST

/* Numbers of every length, against snprintf. */
START_TEST(formatters_write_every_number)
{
	/* Three digits at a time past 999: groups with inner zeros and
	 * short first groups, and the ends of a long. */
	const long values[] = { 0, 1, 9, 10, 42, 99, 100, 101, 999, 1000,
		1001, 1010, 1099, 1100, 9999, 10000, 10203, 100000, 100100,
		158404, 999999, 1000000, 1000007, 1002030, 1234567, 100000000,
		LONG_MAX, -1, -9, -10, -999, -1000, -12345, -1000007,
		LONG_MIN };
	for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
		const long v = values[i];
		char got[SAME_JUDGE_LINE_MAX], want[SAME_JUDGE_LINE_MAX];
		snprintf(want, sizeof want, "Final score: %ld, with %d balls "
		    "remaining.", v, (int)(v % 1000));
		ck_assert_uint_eq(same_judge_format_final(got, v,
		    (int)(v % 1000)), strlen(want));
		ck_assert_str_eq(got, want);
		snprintf(want, sizeof want, "Game %ld:", v);
		ck_assert_uint_eq(same_judge_format_game(got, v), strlen(want));
		ck_assert_str_eq(got, want);
		if (v < 2)
			continue;
		const same_cluster move = { .row = (int)(v % 21),
			.col = (int)(v % 13), .color = 2,
			.size = (int)(v % 401) };
		snprintf(want, sizeof want, "Move %ld at (%d,%d): removed %d "
		    "balls of color G, got %d points.", v, move.row, move.col,
		    move.size, same_points(move.size));
		ck_assert_uint_eq(same_judge_format_move(got, v, &move),
		    strlen(want));
		ck_assert_str_eq(got, want);
	}
}
END_TEST

/* The player's words say 1 point and 1 ball where the judge's keep the
 * plural; every other count reads the same in both. */
START_TEST(the_players_words_count_one_as_one)
{
	char got[SAME_JUDGE_LINE_MAX], judge[SAME_JUDGE_LINE_MAX];
	const same_cluster three = { .row = 2, .col = 1, .color = 2,
		.size = 3 };
	same_judge_say_move(got, 5, &three);
	ck_assert_str_eq(got, "Move 5 at (2,1): removed 3 balls of color G, "
	    "got 1 point.");
	same_judge_format_move(judge, 5, &three);
	ck_assert_str_eq(judge, "Move 5 at (2,1): removed 3 balls of color "
	    "G, got 1 points.");
	same_judge_say_final(got, 1916, 1);
	ck_assert_str_eq(got, "Final score: 1916, with 1 ball remaining.");
	const same_cluster four = { .row = 2, .col = 1, .color = 2,
		.size = 4 };
	same_judge_say_move(got, 5, &four);
	same_judge_format_move(judge, 5, &four);
	ck_assert_str_eq(got, judge);
	same_judge_say_final(got, 0, 0);
	same_judge_format_final(judge, 0, 0);
	ck_assert_str_eq(got, judge);
}
END_TEST

/* A board one ball wide is read with its count in the singular. */
START_TEST(a_row_of_one_ball_is_one_ball)
{
	static same_board b;
	io_error e;
	io_scan *s = io_scan_new_memory("R\nRG\n", 5, "narrow");
	ck_assert(!same_judge_read_board(s, &b, 2, 1, 3, &e));
	ck_assert_int_eq(e.line, 2);
	ck_assert_str_eq(e.what, "expected the end of row 2 after 1 ball, "
	    "found more");
	io_scan_free(s);
}
END_TEST

/* A game's move lines at once: the single lines, each with a newline. */
START_TEST(move_lines_at_once_match_single_lines)
{
	enum { COUNT = 120 };
	same_cluster moves[COUNT];
	for (int i = 0; i < COUNT; i++)
		moves[i] = (same_cluster){ .row = 1 + i % 20,
			.col = 1 + i * 7 % 20,
			.color = 1 + i % 6,
			.size = 2 + i * 37 % 399 };
	static char got[COUNT * (SAME_JUDGE_LINE_MAX + 1)];
	static char want[COUNT * (SAME_JUDGE_LINE_MAX + 1)];
	size_t n = 0;
	for (int i = 0; i < COUNT; i++) {
		n += same_judge_format_move(want + n, i + 1, &moves[i]);
		want[n++] = '\n';
	}
	ck_assert_uint_eq(same_judge_format_moves(got, moves, COUNT), n);
	ck_assert_int_eq(memcmp(got, want, n), 0);
	ck_assert_uint_eq(same_judge_format_moves(got, moves, 0), 0);
}
END_TEST

static Suite *same_judge_suite(void)
{
	Suite *s = suite_create("same_judge");
	TCase *t = tcase_create("greedy");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, sample_byte_for_byte);
	tcase_add_test(t, one_board_of_a_file_alone);
	tcase_add_test(t, a_board_past_a_files_end_is_bad_input);
	tcase_add_test(t, crlf_and_loose_whitespace_are_accepted);
	tcase_add_test(t, any_whitespace_separates_rows_and_games);
	tcase_add_test(t, zero_games_print_nothing);
	tcase_add_test(t, bad_input_names_line_and_column);
	tcase_add_test(t,
	    bad_input_still_prints_finished_games_and_names_the_file);
	tcase_add_test(t, missing_file_and_usage_errors);
	tcase_add_test(t, full_output_device_is_an_error);
	tcase_add_test(t, formatters_write_every_number);
	tcase_add_test(t, move_lines_at_once_match_single_lines);
	tcase_add_test(t, the_players_words_count_one_as_one);
	tcase_add_test(t, a_row_of_one_ball_is_one_ball);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_judge_suite());
}
