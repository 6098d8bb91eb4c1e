/*
 * `tumble shell` run as a program: scripts and pipes print exactly what
 * the batch modes print, stop at the first failing line with
 * "SCRIPT:LINE: message" and status 1, and the usage is checked.
 * check_shell_data.c tests the shell with the player's data folder.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/scan.h"
#include "support.h"

START_TEST(greedy_all_in_a_pipe_prints_game_1_of_the_sample)
{
	char *input = support_text_of("load %s\ngreedy all\n",
	    support_test_path("data/same/sample.in"), NULL);
	run_result r = support_run(input, NULL, "shell", NULL);
	char *expected = support_read_file(support_test_path(
	    "data/same/sample.out"));
	/* Game 1's block: up to the blank line before "Game 2:". */
	*strstr(expected, "\nGame 2:") = '\0';
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	ck_assert_str_eq(r.out, expected);
	free(expected);
	free(input);
	support_run_free(&r);
}
END_TEST

START_TEST(solve_prints_what_tumble_solve_prints)
{
	const char *puzzle = support_test_path("data/mayan/noip2011/sample.in");
	char *input = support_text_of("# the SPEC sample\nload %s\nsolve\n",
	    puzzle, NULL);
	run_result r = support_run(input, NULL, "shell", NULL);
	run_result batch = support_run(NULL, NULL, "solve", puzzle, NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	ck_assert_str_eq(r.out, "2 1 1\n3 1 1\n3 0 1\n");
	ck_assert_str_eq(r.out, batch.out);
	free(input);
	support_run_free(&r);
	support_run_free(&batch);
}
END_TEST

START_TEST(a_script_stops_at_its_first_failing_line)
{
	char dir[64], script[128];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(script, sizeof script, "%s/play.tumble", dir);
	FILE *fp = fopen(script, "w");
	ck_assert_ptr_nonnull(fp);
	fprintf(fp, "new same 42\r\n\n# one move, then a bad one\n"
	    "greedy 1\nremove 0 1\nshow\n");
	fclose(fp);
	run_result r = support_run(NULL, NULL, "shell", script, NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_int_eq(strncmp(r.out, "Move 1 at (", 11), 0);
	ck_assert_ptr_null(strchr(strchr(r.out, '\n') + 1, '\n'));
	char *expected = support_text_of("%s:5:8: expected a row from 1 to "
	    "10, found '0'\n", script, NULL);
	ck_assert_str_eq(r.err, expected);
	free(expected);
	support_run_free(&r);
	unlink(script);
	rmdir(dir);
}
END_TEST

/* A script's name is shown escaped whole: a newline in it would break
 * the message's one line in two. */
START_TEST(a_script_is_named_escaped_newlines_too)
{
	char dir[64], script[128];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(script, sizeof script, "%s/two\nlines", dir);
	support_write_file(script, "bogus\n");
	run_result r = support_run(NULL, NULL, "shell", script, NULL);
	ck_assert_int_eq(r.status, 1);
	char *expected = support_text_of("%s/two\\x0alines:1:1: unknown "
	    "command 'bogus'; try 'help'\n", dir, NULL);
	ck_assert_str_eq(r.err, expected);
	free(expected);
	support_run_free(&r);
	r = support_run(NULL, NULL, "shell", "/nonexistent/two\nlines", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble shell: /nonexistent/two\\x0alines: No "
	    "such file or directory\n");
	support_run_free(&r);
	unlink(script);
	rmdir(dir);
}
END_TEST

START_TEST(a_pipe_names_its_failing_line_as_stdin)
{
	run_result r = support_run("help quit\nbogus\nquit\n", NULL, "shell",
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "usage: quit\nleave\nalso called: exit\n");
	ck_assert_str_eq(r.err, "<stdin>:2:1: unknown command 'bogus'; try "
	    "'help'\n");
	support_run_free(&r);

	r = support_run("quit\nbogus\n", NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	support_run_free(&r);
}
END_TEST

/* A failing line is named by its column too, as a file's readers name
 * theirs: the word at fault, else the command's name. */
START_TEST(a_failing_line_names_its_column)
{
	static const struct {
		const char *line, *err;
	} cases[] = {
		{ "remove 1 x", "<stdin>:2:10: expected a column from 1 to 8, "
		    "found 'x'\n" },
		{ "  remove  9 1", "<stdin>:2:11: expected a row from 1 to 8, "
		    "found '9'\n" },
		{ "\tbogus", "<stdin>:2:2: unknown command 'bogus'; try "
		    "'help'\n" },
		{ "remove 1 'x", "<stdin>:2:10: unfinished quote '\n" },
		/* A word too many is the word at fault, as plan's is: these
		 * were put at the command's name. */
		{ "help \"undo\" nothing", "<stdin>:2:13: 'nothing' is a "
		    "word too many: usage: help [CMD]\n" },
		{ "remove 1 1  1", "<stdin>:2:13: '1' is a word too many: "
		    "usage: remove R C\n" },
		{ "show x y", "<stdin>:2:6: 'x' is a word too many: usage: "
		    "show\n" },
		/* A word missing is not there to point at. */
		{ "remove 1", "<stdin>:2:1: a word is missing: usage: remove "
		    "R C\n" },
		{ "help remov", "<stdin>:2:6: unknown command 'remov'\n" },
		/* A byte order mark, as some editors start a file with,
		 * is shown: the word is not the command it looks like. */
		{ "\xef\xbb\xbfshow", "<stdin>:2:1: unknown command "
		    "'\\xef\\xbb\\xbfshow'; try 'help'\n" },
		{ "new  chess", "<stdin>:2:6: expected 'same' or 'mayan', "
		    "found 'chess'\n" },
		{ "plan 5s", "<stdin>:2:6: expected seconds from 0 (no time "
		    "limit, for --moves) to 86400, such as 2 or 0.5, found "
		    "'5s'\n" },
		/* A number is its digits, as the batch modes' -g takes it. */
		{ "remove +1 1", "<stdin>:2:8: expected a row from 1 to 8, "
		    "found '+1'\n" },
		{ "remove 1 ' 1'", "<stdin>:2:10: expected a column from 1 to "
		    "8, found ' 1'\n" },
		/* Options before the operands reorder none of the columns. */
		{ "plan 5s --moves 9", "<stdin>:2:6: expected seconds from 0 "
		    "(no time limit, for --moves) to 86400, such as 2 or 0.5, "
		    "found '5s'\n" },
		/* A negative number is a value out of range, as 'nan' is
		 * one that is none: it was an unknown option. */
		{ "plan -1", "<stdin>:2:6: expected seconds from 0 (no time "
		    "limit, for --moves) to 86400, such as 2 or 0.5, found "
		    "'-1'\n" },
		{ "plan --moves 9 -0.5", "<stdin>:2:16: expected seconds from "
		    "0 (no time limit, for --moves) to 86400, such as 2 or "
		    "0.5, found '-0.5'\n" },
		{ "plan -1 --bogus", "<stdin>:2:9: unknown option "
		    "'--bogus'\n" },
		/* A word that starts as a negative number is not one
		 * mistyped, as 1x is: these were "unknown option '-1'",
		 * and a letter in one that takes a value took the next
		 * word. */
		{ "plan -1x", "<stdin>:2:6: expected seconds from 0 (no time "
		    "limit, for --moves) to 86400, such as 2 or 0.5, found "
		    "'-1x'\n" },
		{ "plan -2.5.1", "<stdin>:2:6: expected seconds from 0 (no "
		    "time limit, for --moves) to 86400, such as 2 or 0.5, "
		    "found '-2.5.1'\n" },
		{ "plan -.5s", "<stdin>:2:6: expected seconds from 0 (no time "
		    "limit, for --moves) to 86400, such as 2 or 0.5, found "
		    "'-.5s'\n" },
		{ "plan -1n 5", "<stdin>:2:10: usage: plan [play] [SECONDS] "
		    "[--moves N]\n" },
		{ "plan -1x --bogus", "<stdin>:2:10: unknown option "
		    "'--bogus'\n" },
		{ "new same -3q", "<stdin>:2:10: '-3q' is no file, nor a "
		    "board id (as 15x15:5:42), a board of a pack (as "
		    "standard:3) or a seed (a whole number)\n" },
		{ "new same -x1", "<stdin>:2:10: unknown option '-x'\n" },
		{ "new same 1 2 --size 5x5", "<stdin>:2:12: more than one "
		    "board: '1' and '2'\n" },
		/* An option's value, the option, and the name of a game
		 * that does not open were all put at the command's name. */
		{ "new same --colors 9", "<stdin>:2:19: --colors takes a "
		    "number from 1 to 6, not '9'\n" },
		{ "plan 1 --bogus", "<stdin>:2:8: unknown option '--bogus'\n" },
		{ "new mayan 999", "<stdin>:2:11: '999' is no file, nor a "
		    "level of the pack, which holds levels 1 to 117\n" },
		{ "load  nowhere", "<stdin>:2:7: 'nowhere' is no file, nor a "
		    "board id, a board of a pack or a level\n" },
		/* A file save cannot write, as load names the one it cannot
		 * read. */
		{ "save  -", "<stdin>:2:7: cannot write -: it stands for "
		    "standard input; name a file (./- for one called -)\n" },
		/* A short option refused first in its group was put at
		 * the word before the group. */
		{ "new same -zq", "<stdin>:2:10: unknown option '-z'\n" },
		{ "plan 1 -zn 3", "<stdin>:2:8: unknown option '-z'\n" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char *input = support_text_of("new same 8x8:3:11\n%s\n",
		    cases[i].line, NULL);
		run_result r = support_run(input, NULL, "shell", NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, cases[i].err);
		support_run_free(&r);
		free(input);
	}
}
END_TEST

START_TEST(a_damaged_save_is_named_inside_the_script_line)
{
	char dir[64], save[128];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(save, sizeof save, "%s/bad.sav", dir);
	FILE *fp = fopen(save, "w");
	fprintf(fp, "tumble-save 1\nsame\nmoves x\n");
	fclose(fp);
	char *input = support_text_of("load %s\n", save, NULL);
	run_result r = support_run(input, NULL, "shell", NULL);
	char *expected = support_text_of("<stdin>:1:6: %s:3:7: expected the "
	    "number of moves (a number from 0 to 200), found 'x'\n", save,
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, expected);
	free(expected);
	free(input);
	support_run_free(&r);
	unlink(save);
	rmdir(dir);
}
END_TEST

START_TEST(usage_errors_exit_2)
{
	run_result r = support_run(NULL, NULL, "shell", "a", "b", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble shell: more than one SCRIPT: "
	    "'a' and 'b'\n"
	    "Try 'tumble shell --help'.\n");
	support_run_free(&r);
	r = support_run(NULL, NULL, "shell", "--bogus", NULL);
	ck_assert_int_eq(r.status, 2);
	support_run_free(&r);
	r = support_run(NULL, NULL, "shell", "/nonexistent/script", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble shell: /nonexistent/script: No such "
	    "file or directory\n");
	support_run_free(&r);
	r = support_run(NULL, NULL, "shell", "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(strncmp(r.out, "Usage: tumble shell [SCRIPT]\n", 29),
	    0);
	support_run_free(&r);
}
END_TEST

/* A script is read within the readers' limits: standard input from
 * /dev/zero, a line past the line limit and a NUL byte each stop the run
 * with the place and the reason, after running the lines before. */
START_TEST(an_unreadable_script_line_stops_with_its_place)
{
	static const char *const shell[] = { "shell", NULL };
	run_result r = support_run_stdin_path("/dev/zero", shell);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "<stdin>:1:1: found byte 0x00, which no line "
	    "of text holds\n");
	support_run_free(&r);

	const size_t length = IO_SCAN_LINE_MAX + 10;
	char *input = malloc(length + 40);
	strcpy(input, "new same 1\nstatus\n");
	const size_t start = strlen(input);
	memset(input + start, '#', length);
	strcpy(input + start + length, "\nstatus\n");
	r = support_run(input, NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 1);
	/* The status before the long line ran, the one after it did not. */
	const char *status = strstr(r.out, " 0 moves");
	ck_assert_ptr_nonnull(status);
	ck_assert_ptr_null(strstr(status + 1, " 0 moves"));
	ck_assert_str_eq(r.err, "<stdin>:3:65537: found a line longer than "
	    "65536 bytes, the most a line may hold\n");
	support_run_free(&r);
	free(input);

	r = support_run(NULL, NULL, "shell", "/dev/zero", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble shell: /dev/zero: a device; tumble "
	    "reads regular files, FIFOs, pipes and standard input\n");
	support_run_free(&r);
}
END_TEST

/* A NUL byte in a script line is refused where it stands (a C string
 * would end there and run half the line); a CRLF line runs as its text. */
START_TEST(a_nul_byte_in_a_script_stops_it_at_the_byte)
{
	char dir[256], path[300];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(path, sizeof path, "%s/script", dir);
	FILE *fp = fopen(path, "wb");
	static const char script[] = "new same 1\r\nstatus\r\nnew\0same 2\n";
	fwrite(script, 1, sizeof script - 1, fp);
	fclose(fp);
	run_result r = support_run(NULL, NULL, "shell", path, NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.out, " 0 moves"));
	char expected[400];
	snprintf(expected, sizeof expected, "%s:3:4: found byte 0x00, which "
	    "no line of text holds\n", path);
	ck_assert_str_eq(r.err, expected);
	support_run_free(&r);
	unlink(path);
	rmdir(dir);
}
END_TEST

static Suite *shell_suite(void)
{
	Suite *s = suite_create("shell");
	TCase *t = tcase_create("shell");
	tcase_add_test(t, greedy_all_in_a_pipe_prints_game_1_of_the_sample);
	tcase_add_test(t, solve_prints_what_tumble_solve_prints);
	tcase_add_test(t, a_script_stops_at_its_first_failing_line);
	tcase_add_test(t, a_script_is_named_escaped_newlines_too);
	tcase_add_test(t, a_pipe_names_its_failing_line_as_stdin);
	tcase_add_test(t, a_failing_line_names_its_column);
	tcase_add_test(t, a_damaged_save_is_named_inside_the_script_line);
	tcase_add_test(t, usage_errors_exit_2);
	tcase_add_test(t, an_unreadable_script_line_stops_with_its_place);
	tcase_add_test(t, a_nul_byte_in_a_script_stops_it_at_the_byte);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(shell_suite());
}
