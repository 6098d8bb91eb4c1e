/*
 * A command line refused reads the same in every subcommand: the same
 * words and exit status 2 for a bad option, the value or the word too
 * many named with what is wrong with it, gen's words for its kind, and
 * a message whole around a word too long for it.  How options are read
 * is check_options.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

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

static Suite *options_refused_suite(void)
{
	Suite *s = suite_create("options_refused");
	TCase *t = tcase_create("options_refused");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, bad_options_read_alike_everywhere);
	tcase_add_test(t, refused_values_are_named);
	tcase_add_test(t, a_second_operand_is_named);
	tcase_add_test(t, gen_names_the_colours_of_its_kind);
	tcase_add_test(t, gen_names_the_word_it_does_not_take);
	tcase_add_test(t, gen_names_the_option_missing);
	tcase_add_test(t, a_long_word_leaves_the_message_whole);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(options_refused_suite());
}
