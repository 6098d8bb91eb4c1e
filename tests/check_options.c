/*
 * Every subcommand parses its options one way: `--opt value` and
 * `--opt=value`, short forms, `--` before operands, options after
 * operands, and the same words and exit status 2 for a bad option.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *sample(void)
{
	return support_test_path("data/same/sample.in");
}

static const char *puzzle(void)
{
	return support_test_path("data/mayan/noip2011/sample.in");
}

/* The same output and status for two ways of writing one command. */
static void expect_alike(const char *const *a, const char *const *b)
{
	run_result x = support_run_argv(NULL, NULL, NULL, a);
	run_result y = support_run_argv(NULL, NULL, NULL, b);
	ck_assert_int_eq(x.status, 0);
	ck_assert_int_eq(y.status, x.status);
	ck_assert_str_eq(y.out, x.out);
	ck_assert_str_ne(x.out, "");
	support_run_free(&x);
	support_run_free(&y);
}

START_TEST(values_after_equals_short_forms_and_double_dash)
{
	expect_alike((const char *const[]){ "solve", "--time", "5", puzzle(),
	    NULL }, (const char *const[]){ "solve", puzzle(), "--time=5",
	    NULL });
	expect_alike((const char *const[]){ "solve", "--time", "5", puzzle(),
	    NULL }, (const char *const[]){ "solve", "-t", "5", "--", puzzle(),
	    NULL });
	expect_alike((const char *const[]){ "greedy", sample(), NULL },
	    (const char *const[]){ "greedy", "--", sample(), NULL });
	expect_alike((const char *const[]){ "gen", "mayan", "--moves", "2",
	    "--seed", "5", NULL }, (const char *const[]){ "gen", "-s5",
	    "--moves=2", "mayan", NULL });
	expect_alike((const char *const[]){ "plan", "--moves", "3000",
	    "--threads", "1", sample(), NULL }, (const char *const[]){ "plan",
	    sample(), "-n3000", "-j", "1", NULL });
	expect_alike((const char *const[]){ "help", "solve", NULL },
	    (const char *const[]){ "solve", "--help", NULL });
	/* The help names `tumble gen same` and `tumble gen mayan`: asked
	 * for in those words, help was a usage error. */
	expect_alike((const char *const[]){ "help", "gen", "same", NULL },
	    (const char *const[]){ "gen", "same", "--help", NULL });
	expect_alike((const char *const[]){ "help", "gen", "mayan", NULL },
	    (const char *const[]){ "gen", "--help", NULL });
}
END_TEST

/* Options after operands, on the command line and on a shell line, also
 * where POSIXLY_CORRECT is set: getopt stopped at the first operand
 * there, and took the options after it for more operands. */
START_TEST(options_follow_operands_under_posixly_correct)
{
	static const char *const posix[] = { "POSIXLY_CORRECT=1", NULL };
	const char *const *commands[] = {
		(const char *const[]){ "solve", puzzle(), "--time", "5", NULL },
		(const char *const[]){ "plan", sample(), "-n3000", "-j", "1",
		    NULL },
		(const char *const[]){ "gen", "-s5", "mayan", "--moves=2",
		    NULL },
		(const char *const[]){ "shell", NULL },
	};
	const char *input = "new same 3 --size 4x4\nshow\n";
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
		run_result x = support_run_argv(input, NULL, NULL, commands[i]);
		run_result y = support_run_argv(input, posix, NULL,
		    commands[i]);
		ck_assert_int_eq(x.status, 0);
		ck_assert_int_eq(y.status, x.status);
		ck_assert_str_eq(y.err, "");
		ck_assert_str_eq(y.out, x.out);
		support_run_free(&x);
		support_run_free(&y);
	}
}
END_TEST

START_TEST(bad_options_read_alike_everywhere)
{
	static const char *const commands[] = { "same", "mayan", "greedy",
		"solve", "shell", "gen", "plan" };
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		char want[256];
		run_result r = support_run(NULL, NULL, commands[i], "--bogus",
		    NULL);
		ck_assert_int_eq(r.status, 2);
		snprintf(want, sizeof want, "tumble %s: unknown option "
		    "'--bogus'\nTry 'tumble %s --help'.\n", commands[i],
		    commands[i]);
		ck_assert_str_eq(r.err, want);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
		r = support_run(NULL, NULL, commands[i], "-%", NULL);
		ck_assert_int_eq(r.status, 2);
		snprintf(want, sizeof want, "tumble %s: unknown option '-%%'\n"
		    "Try 'tumble %s --help'.\n", commands[i], commands[i]);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
	}
	run_result r = support_run(NULL, NULL, "solve", "--time", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble solve: --time needs a value\n"
	    "Try 'tumble solve --help'.\n");
	support_run_free(&r);
	/* A switch given a value named a stray byte as the option, and an
	 * abbreviation of two options was called unknown. */
	static const char *const refused[][4] = {
		{ "gen", "--clearable=1", "tumble gen: --clearable takes no "
		    "value\n" },
		{ "same", "--no-animation=yes", "tumble same: --no-animation "
		    "takes no value\n" },
		{ "greedy", "--help=x", "tumble greedy: --help takes no "
		    "value\n" },
		{ "plan", "--t", "tumble plan: '--t' is ambiguous: --time, "
		    "--threads\n" },
		{ "gen", "--cl=1", "tumble gen: --clearable takes no value\n" },
		/* Refused inside a cluster, a short option was named by the
		 * argument before it. */
		{ "plan", "--cpu", "tumble plan: unknown option '-x'\n" },
		{ "plan", "--seed=5", "tumble plan: unknown option '-x'\n" },
		{ "mayan", "-E", "tumble mayan: unknown option '-E'\n" },
	};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		char want[256];
		r = support_run(NULL, NULL, refused[i][0], refused[i][1],
		    "-xj2", NULL);
		ck_assert_int_eq(r.status, 2);
		snprintf(want, sizeof want, "%sTry 'tumble %s --help'.\n",
		    refused[i][2], refused[i][0]);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
	}
	/* Nothing may follow --help or --version: it was ignored. */
	r = support_run(NULL, NULL, "--version", "--bogus", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble: --version takes nothing after it, "
	    "found '--bogus'\nTry 'tumble --help'.\n");
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
	r = support_run(NULL, NULL, "-h", "same", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
	r = support_run(NULL, NULL, "help", "chess", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble: unknown command 'chess'\n"
	    "Try 'tumble --help'.\n");
	support_run_free(&r);
	/* An option before any command is called one. */
	r = support_run(NULL, NULL, "--seed", "5", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble: unknown option '--seed'\n"
	    "Try 'tumble --help'.\n");
	support_run_free(&r);
}
END_TEST

/* A value an option refuses is named, as --time and --threads name
 * theirs: these gave the range alone, and the player had to find which
 * word was at fault. */
START_TEST(refused_values_are_named)
{
	static const char *const refused[][4] = {
		{ "greedy", "-g", "0", "--game takes a board number from 1 "
		    "to 100000000, not '0'" },
		/* Past the last board a file can hold: the range says so. */
		{ "same", "--game", "99999999999", "--game takes a board "
		    "number from 1 to 100000000, not '99999999999'" },
		{ "same", "--seed", "-3", "--seed takes a number from 0 to "
		    "9223372036854775807, not '-3'" },
		{ "same", "--colors", "7", "--colors takes a number from 1 "
		    "to 6, not '7'" },
		{ "mayan", "--random", "11", "--random takes a number from 1 "
		    "to 10, not '11'" },
		{ "gen", "--moves", "0", "--moves takes a number from 1 to "
		    "10, not '0'" },
		{ "gen", "--seed", "x", "--seed takes a number from 0 to "
		    "18446744073709551615, not 'x'" },
		/* --time says what its 0 does: solve searches to the end,
		 * plan and review need --moves then.  Their words were
		 * two copies, and plan's said nothing of 0. */
		{ "solve", "-t", "x", "--time takes seconds from 0 (no "
		    "limit) to 86400, such as 2 or 0.5, not 'x'" },
		{ "plan", "--time", "-1", "--time takes seconds from 0 (no "
		    "time limit, for --moves) to 86400, such as 2 or 0.5, not "
		    "'-1'" },
		{ "review", "--time", "86401", "--time takes seconds from 0 "
		    "(no time limit, for --moves) to 86400, such as 2 or 0.5, "
		    "not '86401'" },
		/* A whole number past the range was said to be none. */
		{ "plan", "--seed", "18446744073709551616", "--seed takes a "
		    "number from 0 to 18446744073709551615, not "
		    "'18446744073709551616'" },
	};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		char want[256];
		run_result r = support_run(NULL, NULL, refused[i][0],
		    refused[i][1], refused[i][2], NULL);
		ck_assert_int_eq(r.status, 2);
		snprintf(want, sizeof want, "tumble %s: %s\nTry 'tumble %s "
		    "--help'.\n", refused[i][0], refused[i][3], refused[i][0]);
		ck_assert_str_eq(r.err, want);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
	}
}
END_TEST

/* A word too many is named with the one before it, as the shell's new
 * names them: "more than one FILE" left the player to find which two
 * words were taken for files. */
START_TEST(a_second_operand_is_named)
{
	static const char *const cases[][4] = {
		{ "greedy", "a.in", "b.in", "more than one FILE: 'a.in' and "
		    "'b.in'" },
		{ "plan", "42", "-j1", "more than one FILE: '42' and 'x'" },
		{ "same", "42", "43", "more than one FILE: '42' and '43'; "
		    "-g/--game K takes a board number" },
		/* A number after a file most likely meant its board. */
		{ "same", "a.in", "4", "more than one FILE: 'a.in' and '4'; "
		    "-g/--game K takes a board number" },
		{ "greedy", "a.in", "12", "more than one FILE: 'a.in' and "
		    "'12'; -g/--game K takes a board number" },
		/* A negative number is an operand, where it was called an
		 * unknown option. */
		{ "greedy", "a.in", "-1.5", "more than one FILE: 'a.in' and "
		    "'-1.5'" },
		/* So is a word that starts as one: "unknown option '-1'". */
		{ "greedy", "a.in", "-1x", "more than one FILE: 'a.in' and "
		    "'-1x'" },
		{ "mayan", "1", "2", "more than one FILE or LEVEL: '1' and "
		    "'2'" },
		{ "shell", "a", "b", "more than one SCRIPT: 'a' and 'b'" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char want[256];
		/* Options between the operands move none of them. */
		run_result r = strcmp(cases[i][0], "plan") == 0
		    ? support_run(NULL, NULL, "plan", cases[i][1],
		    cases[i][2], "x", NULL)
		    : support_run(NULL, NULL, cases[i][0], cases[i][1],
		    cases[i][2], NULL);
		ck_assert_int_eq(r.status, 2);
		snprintf(want, sizeof want, "tumble %s: %s\nTry 'tumble %s "
		    "--help'.\n", cases[i][0], cases[i][3], cases[i][0]);
		ck_assert_str_eq(r.err, want);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
	}
}
END_TEST

/* --continue takes up the game kept and nothing else: with --edit it
 * opened the editor as if it were not there. */
START_TEST(continue_takes_nothing_else)
{
	const char *const cases[][3] = { { "mayan", "--edit", NULL },
	    { "mayan", "--random=3", NULL }, { "same", "standard:3", NULL } };
	for (int i = 0; i < 3; i++) {
		run_result r = support_run(NULL, NULL, cases[i][0],
		    "--continue", cases[i][1], NULL);
		ck_assert_msg(r.status == 2, "%s --continue %s: status %d",
		    cases[i][0], cases[i][1], r.status);
		ck_assert_ptr_nonnull(strstr(r.err, "--continue takes up"));
		support_run_free(&r);
	}
}
END_TEST

/* `tumble --continue` takes --no-animation, as the kinds' --continue
 * do: it was refused as "--continue takes nothing after it".  With no
 * game kept it gets as far as saying so; anything else is refused. */
START_TEST(bare_continue_takes_no_animation)
{
	char home[256];
	snprintf(home, sizeof home, "XDG_DATA_HOME=%s", support_temp_dir());
	const char *env[] = { home, NULL };
	run_result r = support_run(NULL, env, "--continue", "--no-animation",
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble: no game is kept to continue\n");
	support_run_free(&r);
	r = support_run(NULL, env, "--continue", "standard:3", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble: --continue takes up the game kept: "
	    "give it no board, found 'standard:3'\nTry 'tumble --help'.\n");
	support_run_free(&r);
	r = support_run(NULL, env, "--continue", "--daily", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble: unknown option '--daily'\n"
	    "Try 'tumble --help'.\n");
	support_run_free(&r);
}
END_TEST

/* Options come in any order, and one given twice is taken once, as
 * after `tumble same`: `tumble --no-animation --continue` and `tumble
 * --continue --continue` were refused, --no-animation and --continue
 * called unknown options. */
START_TEST(bare_continue_in_any_order)
{
	char home[256];
	snprintf(home, sizeof home, "XDG_DATA_HOME=%s", support_temp_dir());
	const char *env[] = { home, NULL };
	const char *const cases[][3] = {
	    { "--no-animation", "--continue", NULL },
	    { "--continue", "--continue", NULL },
	    { "--no-animation", "--continue", "--no-animation" } };
	for (int i = 0; i < 3; i++) {
		run_result r = support_run(NULL, env, cases[i][0],
		    cases[i][1], cases[i][2], NULL);
		ck_assert_msg(r.status == 1, "%s %s: status %d", cases[i][0],
		    cases[i][1], r.status);
		ck_assert_str_eq(r.err, "tumble: no game is kept to "
		    "continue\n");
		support_run_free(&r);
	}
	/* Alone, --no-animation is still no command. */
	run_result r = support_run(NULL, env, "--no-animation", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble: --no-animation goes with --continue, "
	    "same or mayan\nTry 'tumble --help'.\n");
	support_run_free(&r);
}
END_TEST

/* --random has its short form, as --seed has -s: `tumble mayan -r 10`
 * was refused as an unknown option. */
START_TEST(random_has_a_short_form)
{
	run_result r = support_run(NULL, NULL, "mayan", "-r", "11", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble mayan: --random takes a number from "
	    "1 to 10, not '11'\nTry 'tumble mayan --help'.\n");
	support_run_free(&r);
	r = support_run(NULL, NULL, "mayan", "-r3", "--edit", "x.txt", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_ptr_nonnull(strstr(r.err, "--random makes its own puzzle"));
	support_run_free(&r);
}
END_TEST

/* --edit reads a file as `tumble mayan` does: a Same Game file is named
 * as such, where it was told what a Mayan column expected. */
START_TEST(edit_names_a_file_of_the_other_game)
{
	const char *judge = support_test_path("data/same/sample.in");
	run_result r = support_run(NULL, NULL, "mayan", "--edit", judge,
	    NULL);
	char want[4096];
	snprintf(want, sizeof want, "tumble mayan: %s holds a Same Game "
	    "file, not a Mayan puzzle\n", judge);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, want);
	support_run_free(&r);
}
END_TEST

START_TEST(the_version_names_the_release)
{
	run_result r = support_run(NULL, NULL, "--version", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(strncmp(r.out, "tumble 0.2.0", 12), 0);
	/* From a checkout, the revision follows; from a tarball, nothing. */
	ck_assert(r.out[12] == '\n' || strncmp(r.out + 12, " (git ", 6) == 0);
	support_run_free(&r);
}
END_TEST

/* Every help page fits an 80-column terminal, the program's and each
 * command's, and says "to" in words, not with an arrow. */
START_TEST(help_pages_fit_80_columns)
{
	const char *const commands[] = { "--help", "same", "mayan", "greedy",
	    "solve", "plan", "shell", "gen", "stats", "review", NULL };
	for (int i = 0; commands[i] != NULL; i++) {
		run_result r = i == 0 ?
		    support_run(NULL, NULL, "--help", NULL) :
		    support_run(NULL, NULL, commands[i], "--help", NULL);
		ck_assert_int_eq(r.status, 0);
		/* No line ends in a blank ("Usage: tumble stats "). */
		ck_assert_msg(strstr(r.out, " \n") == NULL, "%s --help: a line "
		    "ends in a blank", commands[i]);
		ck_assert_msg(strstr(r.out, "->") == NULL, "%s --help: an "
		    "arrow", commands[i]);
		for (char *line = strtok(r.out, "\n"); line != NULL;
		    line = strtok(NULL, "\n"))
			ck_assert_msg(strlen(line) <= 80, "%s --help: '%s' is "
			    "%zu columns", commands[i], line, strlen(line));
		support_run_free(&r);
	}
}
END_TEST

/* Exit status 3 (out of time) comes only from `tumble solve --time`
 * (ARGS_EXIT_OUT_OF_TIME has that one caller; check_mayan_judge.c runs
 * it): the program's help page and solve's name it, and no other page
 * claims it. */
START_TEST(help_pages_name_exit_status_3_where_it_happens)
{
	static const struct {
		const char *command, *words;
	} pages[] = { { "--help", "3 out of time (solve --time)" },
		{ "solve", "the exit status is 3" }, { "same", NULL },
		{ "mayan", NULL }, { "greedy", NULL }, { "plan", NULL },
		{ "shell", NULL }, { "gen", NULL } };
	for (size_t i = 0; i < sizeof pages / sizeof pages[0]; i++) {
		run_result r = i == 0 ?
		    support_run(NULL, NULL, "--help", NULL) :
		    support_run(NULL, NULL, pages[i].command, "--help", NULL);
		ck_assert_int_eq(r.status, 0);
		/* The words may be broken over two lines. */
		for (char *at = r.out; *at != '\0'; at++)
			if (*at == '\n')
				*at = ' ';
		if (pages[i].words != NULL)
			ck_assert_msg(strstr(r.out, pages[i].words) != NULL,
			    "%s --help does not say '%s'", pages[i].command,
			    pages[i].words);
		else
			ck_assert_msg(strstr(r.out, "status is 3") == NULL &&
			    strstr(r.out, "3 out of time") == NULL,
			    "%s --help names exit status 3", pages[i].command);
		support_run_free(&r);
	}
}
END_TEST

/* `tumble gen` refused the words of `r` as a usage error saying `err`,
 * printing nothing; `r` is freed. */
static void assert_gen_usage_error(run_result *r, const char *err)
{
	char want[256];
	snprintf(want, sizeof want, "tumble gen: %s\nTry 'tumble gen "
	    "--help'.\n", err);
	ck_assert_int_eq(r->status, 2);
	ck_assert_str_eq(r->err, want);
	ck_assert_str_eq(r->out, "");
	support_run_free(r);
}

/* `gen` reads --colors before it knows the kind: the range it names is
 * the kind's (a Mayan puzzle's 2 to 10 were given for Same Game too, and
 * 1 to 10 for a Mayan puzzle), and the word refused with it, as for the
 * other options (the range was given alone). */
START_TEST(gen_names_the_colours_of_its_kind)
{
	static const struct {
		const char *kind, *colors, *err;
	} cases[] = {
		{ "mayan", "11", "--colors takes a number from 2 to 10 for a "
		    "Mayan puzzle, not '11'" },
		{ "mayan", "1", "--colors takes a number from 2 to 10 for a "
		    "Mayan puzzle, not '1'" },
		{ "same", "0", "--colors takes a number from 1 to 6 for Same "
		    "Game, not '0'" },
		{ "same", "7", "--colors takes a number from 1 to 6 for Same "
		    "Game, not '7'" },
		{ "same", "three", "--colors takes a number: 2 to 10 for a "
		    "Mayan puzzle, 1 to 6 for Same Game, not 'three'" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		run_result r = support_run(NULL, NULL, "gen", cases[i].kind,
		    "-n", "2", "-s", "1", "-c", cases[i].colors, NULL);
		if (strcmp(cases[i].kind, "same") == 0) {
			support_run_free(&r);
			r = support_run(NULL, NULL, "gen", cases[i].kind,
			    "-s", "1", "-c", cases[i].colors, NULL);
		}
		assert_gen_usage_error(&r, cases[i].err);
	}
	/* A Mayan seed too large for a Same Game id, the same way. */
	run_result r = support_run(NULL, NULL, "gen", "same", "-s",
	    "9223372036854775808", NULL);
	assert_gen_usage_error(&r, "--seed takes a number from 0 to "
	    "9223372036854775807 for Same Game, not '9223372036854775808'");
	r = support_run(NULL, NULL, "gen", "same", "-s", "1",
	    "-c", "6", "--size", "2x2", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(strncmp(r.out, "# 2x2:6:1\n", 10), 0);
	support_run_free(&r);
}
END_TEST

/* A word gen does not take is named, and a word too many is not taken
 * for a kind missing ('expected 'mayan' or 'same'' after 'mayan'). */
START_TEST(gen_names_the_word_it_does_not_take)
{
	static const struct {
		const char *first, *second, *err;
	} cases[] = {
		{ "mayan", "x", "expected nothing after 'mayan' but options, "
		    "found 'x'" },
		{ "same", "same", "expected nothing after 'same' but options, "
		    "found 'same'" },
		{ "chess", NULL, "expected 'mayan' or 'same' after 'gen', "
		    "found 'chess'" },
		/* The first word at fault is the one named. */
		{ "chess", "x", "expected 'mayan' or 'same' after 'gen', "
		    "found 'chess'" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		run_result r = support_run(NULL, NULL, "gen", "-n", "2", "-s",
		    "1", cases[i].first, cases[i].second, NULL);
		assert_gen_usage_error(&r, cases[i].err);
	}
}
END_TEST

/* A Mayan puzzle missing one of --moves and --seed names that one: both
 * were said to be needed when one was given. */
START_TEST(gen_names_the_option_missing)
{
	run_result r = support_run(NULL, NULL, "gen", "mayan", "-n", "3",
	    NULL);
	assert_gen_usage_error(&r, "--seed is needed");
	r = support_run(NULL, NULL, "gen", "mayan", "-s", "3", NULL);
	assert_gen_usage_error(&r, "--moves is needed");
	r = support_run(NULL, NULL, "gen", "mayan", NULL);
	assert_gen_usage_error(&r, "--moves and --seed are needed");
}
END_TEST

/* help's own help is the program's, by every name; a second operand is
 * a usage error rather than left unread. */
START_TEST(help_of_help_is_the_programs)
{
	run_result want = support_run(NULL, NULL, "--help", NULL);
	ck_assert_int_eq(want.status, 0);
	static const char *const names[] = { "help", "--help", "-h" };
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		run_result r = support_run(NULL, NULL, "help", names[i], NULL);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.out, want.out);
		support_run_free(&r);
	}
	support_run_free(&want);
	run_result r = support_run(NULL, NULL, "help", "solve", "plan", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.err, "tumble help: expected one command after "
	    "'help', found 'plan' too\nTry 'tumble help --help'.\n");
	support_run_free(&r);
}
END_TEST

/* The options the program's help lists beside the commands are asked
 * about by the same words after help: `tumble help --version` said
 * "unknown command '--version'" and `--continue` the same; any other
 * word with a dash is an unknown option there as before any command. */
START_TEST(help_of_an_option_is_its_own)
{
	expect_alike((const char *const[]){ "help", "--version", NULL },
	    (const char *const[]){ "--version", NULL });
	expect_alike((const char *const[]){ "help", "--continue", NULL },
	    (const char *const[]){ "--continue", "--help", NULL });
	run_result r = support_run(NULL, NULL, "help", "--version", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "tumble "));
	ck_assert_str_eq(r.err, "");
	support_run_free(&r);
	r = support_run(NULL, NULL, "help", "--continue", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out,
	    "Usage: tumble --continue [--no-animation]\n"));
	support_run_free(&r);
	r = support_run(NULL, NULL, "help", "--bogus", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.out, "");
	ck_assert_str_eq(r.err, "tumble: unknown option '--bogus'\n"
	    "Try 'tumble --help'.\n");
	support_run_free(&r);
}
END_TEST

/* A form's usage that goes on over two lines stays together, its
 * summary after it: the rest of `tumble same`'s options stood under
 * the summary, as if a form of their own. */
START_TEST(help_keeps_a_long_form_together)
{
	run_result r = support_run(NULL, NULL, "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out,
	    "  tumble same [FILE [-g K] | ID | PACK:K | SEED] [--size RxC] "
	    "[--colors K]\n"
	    "              [-s N] [--clearable] [--daily] [--no-animation]\n"
	    "      play Same Game: "));
	support_run_free(&r);
}
END_TEST

/* A word too long for a message keeps the message whole: its start and
 * its end around "...", then what is wrong with it.  A message was cut
 * at 511 bytes, inside the word, and never said what it was about. */
START_TEST(a_long_word_leaves_the_message_whole)
{
	static char word[3001], dashed[3003], line[6020];
	memset(word, 'a', sizeof word - 1);
	snprintf(dashed, sizeof dashed, "--%s", word);
	snprintf(line, sizeof line, "load %s\n%s\n", word, word);
	static const struct {
		const char *args[4], *input, *start, *end;
	} cases[] = {
		{ { "greedy", dashed }, NULL,
		    "tumble greedy: unknown option '--aaa", "aaa'\n" },
		{ { "same", word }, NULL, "tumble same: 'aaa", "aaa' is no "
		    "file, nor a board id (as 15x15:5:42), a board of a pack "
		    "(as standard:3) or a seed (a whole number)\n" },
		{ { "mayan", word }, NULL, "tumble mayan: 'aaa", "aaa' is no "
		    "file, nor a level of the pack, which holds levels 1 "
		    "to " },
		{ { "plan", "-t", word }, NULL, "tumble plan: --time takes "
		    "seconds from 0", "aaa'\n" },
		{ { "shell" }, line, "<stdin>:1:6: 'aaa", "aaa' is no "
		    "file, nor a board id, a board of a pack or a level\n" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		run_result r = support_run_argv(cases[i].input, NULL, NULL,
		    cases[i].args);
		ck_assert_int_ne(r.status, 0);
		char *end = strchr(r.err, '\n');
		ck_assert_ptr_nonnull(end);
		end[1] = '\0';
		ck_assert_msg(strncmp(r.err, cases[i].start,
		    strlen(cases[i].start)) == 0, "%zu: %.80s", i, r.err);
		ck_assert_msg(strstr(r.err, "aaa...aaa") != NULL, "%zu: no cut",
		    i);
		ck_assert_msg(strstr(r.err, cases[i].end) != NULL, "%zu: %s",
		    i, r.err + strlen(r.err) - 120);
		ck_assert_uint_lt(strlen(r.err), 600);
		support_run_free(&r);
	}
	/* The shell's word it does not know, likewise. */
	snprintf(line, sizeof line, "%s\n", word);
	run_result r = support_run(line, NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, "aaa...aaa"));
	ck_assert_ptr_nonnull(strstr(r.err, "aaa'; try 'help'\n"));
	support_run_free(&r);
	/* The words around the long one are kept whole: the cut took the
	 * "found '" before a board id, after the explanation of ids. */
	static char id[3010];
	memset(word, '1', sizeof word - 1);
	snprintf(id, sizeof id, "10x15:3:%s", word);
	r = support_run(NULL, NULL, "greedy", id, NULL);
	ck_assert_int_eq(r.status, 2);
	const char *start = "tumble greedy: expected a board id "
	    "ROWSxCOLUMNS:COLOURS:SEED (size 1 to 20 each, 1 to 6 colours, "
	    "seed 0 to 9223372036854775807, as 15x15:5:42, or c before the "
	    "seed for a clearable board), found '10x15:3:111";
	ck_assert_msg(strncmp(r.err, start, strlen(start)) == 0, "%.300s",
	    r.err);
	ck_assert_ptr_nonnull(strstr(r.err, "111...111"));
	ck_assert_ptr_nonnull(strstr(r.err, "111'\nTry 'tumble greedy "
	    "--help'.\n"));
	support_run_free(&r);
}
END_TEST

static Suite *options_suite(void)
{
	Suite *s = suite_create("options");
	TCase *t = tcase_create("options");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, values_after_equals_short_forms_and_double_dash);
	tcase_add_test(t, options_follow_operands_under_posixly_correct);
	tcase_add_test(t, help_pages_fit_80_columns);
	tcase_add_test(t, help_pages_name_exit_status_3_where_it_happens);
	tcase_add_test(t, continue_takes_nothing_else);
	tcase_add_test(t, bare_continue_takes_no_animation);
	tcase_add_test(t, bare_continue_in_any_order);
	tcase_add_test(t, random_has_a_short_form);
	tcase_add_test(t, edit_names_a_file_of_the_other_game);
	tcase_add_test(t, bad_options_read_alike_everywhere);
	tcase_add_test(t, refused_values_are_named);
	tcase_add_test(t, a_second_operand_is_named);
	tcase_add_test(t, the_version_names_the_release);
	tcase_add_test(t, gen_names_the_colours_of_its_kind);
	tcase_add_test(t, gen_names_the_word_it_does_not_take);
	tcase_add_test(t, gen_names_the_option_missing);
	tcase_add_test(t, help_of_help_is_the_programs);
	tcase_add_test(t, help_of_an_option_is_its_own);
	tcase_add_test(t, help_keeps_a_long_form_together);
	tcase_add_test(t, a_long_word_leaves_the_message_whole);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(options_suite());
}
