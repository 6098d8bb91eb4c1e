/*
 * Every subcommand reads its options one way: `--opt value` and
 * `--opt=value`, short forms, `--` before operands, options after
 * operands, and --continue, --random and --edit with what may go beside
 * them.  The words and exit status 2 of a bad command line are
 * check_options_refused.c's; the help pages, check_options_help.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options_fixture.h"
#include "support.h"

static const char *sample(void)
{
	return support_test_path("data/same/sample.in");
}

static const char *puzzle(void)
{
	return support_test_path("data/mayan/noip2011/sample.in");
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

static Suite *options_suite(void)
{
	Suite *s = suite_create("options");
	TCase *t = tcase_create("options");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, values_after_equals_short_forms_and_double_dash);
	tcase_add_test(t, options_follow_operands_under_posixly_correct);
	tcase_add_test(t, continue_takes_nothing_else);
	tcase_add_test(t, bare_continue_takes_no_animation);
	tcase_add_test(t, bare_continue_in_any_order);
	tcase_add_test(t, random_has_a_short_form);
	tcase_add_test(t, edit_names_a_file_of_the_other_game);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(options_suite());
}
