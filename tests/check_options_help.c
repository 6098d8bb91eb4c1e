/*
 * The program's help and version: every help page within 80 columns and
 * naming exit status 3 only where it happens, help asked about itself or
 * an option, a long usage kept together, and the release named.  How
 * options are read is check_options.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options_fixture.h"
#include "support.h"

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

static Suite *options_help_suite(void)
{
	Suite *s = suite_create("options_help");
	TCase *t = tcase_create("options_help");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, help_pages_fit_80_columns);
	tcase_add_test(t, help_pages_name_exit_status_3_where_it_happens);
	tcase_add_test(t, the_version_names_the_release);
	tcase_add_test(t, help_of_help_is_the_programs);
	tcase_add_test(t, help_of_an_option_is_its_own);
	tcase_add_test(t, help_keeps_a_long_form_together);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(options_help_suite());
}
