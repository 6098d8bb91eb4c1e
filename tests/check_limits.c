/*
 * Names from outside never reach the terminal raw, and every budget has
 * a ceiling: a hostile name in a kept game or an argument comes back
 * escaped on every path, and a move budget past a day of a core is a
 * usage error in `tumble plan` and at the prompt alike.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command/cmd.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "support.h"

/* The bytes a terminal would act on: ESC, and C1 controls as UTF-8. */
static bool holds_control(const char *text)
{
	return strchr(text, '\033') != NULL ||
	    strstr(text, "\xc2\x9b") != NULL ||
	    strstr(text, "\xc2\x9d") != NULL;
}

START_TEST(a_kept_games_name_is_escaped_at_the_prompt)
{
	setenv("XDG_DATA_HOME", support_temp_dir(), 1);
	game g, back;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	game_outcome out;
	char alert[512], words[96], error[CMD_ERROR_MAX];
	time_t when;
	game_init(&g);
	game_init(&back);
	r.name = "8x8:3:11";
	ck_assert(game_open(&g, &r, &e));
	const same_cluster best =
	    same_greedy_choice(same_session_board(&g.same));
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	snprintf(g.origin, sizeof g.origin, "x\xc2\x9b" "31my\xc2\x9d" "0;t");
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert(game_open_kept(&back, GAME_SAME, GAME_KEPT_NEWEST, &e));
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert(!holds_control(words));
	char *text = NULL;
	size_t size;
	FILE *fp = open_memstream(&text, &size);
	ck_assert_int_eq(cmd_run_line(&back, "score", fp, error, sizeof error),
	    CMD_OK);
	fclose(fp);
	ck_assert_msg(!holds_control(text), "%s", text);
	ck_assert_ptr_nonnull(strstr(text, "x\\xc2\\x9b31my"));
	free(text);
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(a_name_in_an_argument_is_escaped_in_errors)
{
	run_result r = support_run(NULL, NULL, "greedy", "x\033[2Jy", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_msg(!holds_control(r.err), "%s", r.err);
	ck_assert_ptr_nonnull(strstr(r.err, "x\\x1b[2Jy"));
	support_run_free(&r);
}
END_TEST

/* One hostile name through every batch command and the shell: each
 * says it escaped, none passes a control byte to the terminal. */
START_TEST(a_hostile_name_is_escaped_on_every_path)
{
	static const char name[] = "x\033[2Jy\xc2\x9b" "31mz";
	static const char *const commands[] = { "greedy", "plan", "solve",
		"same", "mayan" };
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
		run_result r = support_run("", NULL, commands[i], name, NULL);
		ck_assert_int_ne(r.status, 0);
		ck_assert_msg(!holds_control(r.err), "%s: %s", commands[i],
		    r.err);
		ck_assert_msg(strstr(r.err, "x\\x1b[2Jy\\xc2\\x9b31mz") !=
		    NULL, "%s: %s", commands[i], r.err);
		support_run_free(&r);
	}
	char script[128];
	snprintf(script, sizeof script, "load %s\nscore\n", name);
	run_result r = support_run(script, NULL, "shell", NULL);
	ck_assert_msg(!holds_control(r.err), "%s", r.err);
	ck_assert_msg(!holds_control(r.out), "%s", r.out);
	ck_assert_ptr_nonnull(strstr(r.err, "x\\x1b[2Jy\\xc2\\x9b31mz"));
	support_run_free(&r);
}
END_TEST

START_TEST(a_move_budget_past_its_ceiling_is_a_usage_error)
{
	static const char *const budgets[] = { "0", "100000000001",
		"9223372036854775807" };
	for (size_t i = 0; i < sizeof budgets / sizeof *budgets; i++) {
		run_result r = support_run("", NULL, "plan", "-n", budgets[i],
		    NULL);
		ck_assert_int_eq(r.status, 2);
		ck_assert_ptr_nonnull(strstr(r.err, "--moves takes a number "
		    "from 1 to 100000000000"));
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
	}
}
END_TEST

/* Words and exits that agree: a pack board past the pack's end is bad
 * input as standard:0 and a pack of no name are, for every command, and
 * names no install path, no file's games, no command of the shell. */
START_TEST(a_pack_board_past_its_end_is_bad_input)
{
	static const char *const names[][2] = { { "greedy", "standard:99" },
		{ "greedy", "standard:0" }, { "same", "standard:99" },
		{ "same", "nosuch:1" }, { "mayan", "118" } };
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		run_result r = support_run(NULL, NULL, names[i][0],
		    names[i][1], NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_ptr_null(strchr(r.err, '/'));
		ck_assert_ptr_null(strstr(r.err, "games"));
		ck_assert_ptr_null(strstr(r.err, "'levels'"));
		support_run_free(&r);
	}
	run_result r = support_run(NULL, NULL, "greedy", "standard:99", NULL);
	ck_assert_ptr_nonnull(strstr(r.err, "'standard:99' is no board of a "
	    "pack: its pack holds boards 1 to 20"));
	support_run_free(&r);
	/* Past a long too: it said no pack was called 'standard'. */
	r = support_run(NULL, NULL, "greedy", "standard:99999999999999999999",
	    NULL);
	ck_assert_ptr_nonnull(strstr(r.err, "is no board of a pack: its pack "
	    "holds boards 1 to 20"));
	support_run_free(&r);
}
END_TEST

START_TEST(continue_takes_no_board_options)
{
	static const char *const options[][2] = { { "--daily", NULL },
		{ "-s", "5" }, { "--clearable", NULL }, { "--size", "5x5" } };
	for (size_t i = 0; i < sizeof options / sizeof *options; i++) {
		const char *args[] = { "same", "--continue", options[i][0],
			options[i][1], NULL };
		run_result r = support_run_argv(NULL, NULL, NULL, args);
		ck_assert_int_eq(r.status, 2);
		ck_assert_ptr_nonnull(strstr(r.err, "--continue takes up the "
		    "game kept"));
		support_run_free(&r);
	}
}
END_TEST

/* An answer file that cannot be written fails before the board is out. */
START_TEST(an_unwritable_answer_prints_no_board)
{
	run_result r = support_run(NULL, NULL, "gen", "same", "-s", "3",
	    "--clearable", "--answer", "/nonexistent/folder/answer", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	ck_assert_ptr_nonnull(strstr(r.err, "/nonexistent/folder/answer"));
	support_run_free(&r);
	/* Named escaped whole, on one line. */
	r = support_run(NULL, NULL, "gen", "same", "-s", "3", "--clearable",
	    "--answer", "/nonexistent/two\nlines", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble gen: cannot write /nonexistent/two"
	    "\\x0alines: no such folder\n");
	support_run_free(&r);
}
END_TEST

/* "-" is standard input wherever a file is read; written, it made a
 * file of that name. */
START_TEST(a_file_written_is_never_called_dash)
{
	ck_assert_int_eq(chdir(support_temp_dir()), 0);
	run_result r = support_run(NULL, NULL, "gen", "same", "-s", "3",
	    "--clearable", "--answer", "-", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	ck_assert_ptr_nonnull(strstr(r.err, "cannot write -: it stands for "
	    "standard input"));
	support_run_free(&r);
	r = support_run("new same 8x8:3:11\nsave -\n", NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, "./- for one called -"));
	support_run_free(&r);
	ck_assert_int_ne(access("-", F_OK), 0);
	/* An empty name said "cannot write : No such file or directory". */
	r = support_run("new same 8x8:3:11\nsave ''\n", NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "<stdin>:2:6: cannot write: no file named\n");
	support_run_free(&r);
	r = support_run("new same 8x8:3:11\nsave ./-\n", NULL, "shell",
	    NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(access("-", F_OK), 0);
	support_run_free(&r);
}
END_TEST

/* Words from outside quoted in a message (a file's name, a word of a
 * script, an argument) reach the terminal escaped: many messages sent
 * them raw, escape sequences and all. */
START_TEST(messages_escape_what_they_quote)
{
	char dir[300], script[400], answer[400], word[] = "a\x1b[31mb";
	const char option[] = "--a\x1b[31mb";
	snprintf(dir, sizeof dir, "%s/%s", support_temp_dir(), word);
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	snprintf(script, sizeof script, "%s/play", dir);
	support_write_file(script, "frob\x1b]0;X\x07\n");
	snprintf(answer, sizeof answer, "%s/none/answer", dir);
	const char *const runs[][8] = {
		{ "shell", script },
		{ "review", dir },
		{ word },
		{ "plan", "42", "-t", word },
		{ "plan", "42", option },
		{ "gen", "same", "-s", "1", "--clearable", "--answer", answer },
	};
	for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
		run_result r = support_run_argv(NULL, NULL, NULL, runs[i]);
		ck_assert_msg(r.status != 0, "%s: status 0", runs[i][0]);
		ck_assert_msg(strchr(r.err, '\x1b') == NULL &&
		    strchr(r.err, '\x07') == NULL, "%s: raw: %s", runs[i][0],
		    r.err);
		ck_assert_msg(strstr(r.err, "\\x1b") != NULL, "%s: %s",
		    runs[i][0], r.err);
		support_run_free(&r);
	}
	/* Escaped, a message was cut at 8 KiB, losing its reason. */
	char *longest = malloc(9002);
	memset(longest, 'x', 9000);
	longest[0] = '/';
	longest[9000] = '\0';
	run_result r = support_run(NULL, NULL, "greedy", longest, NULL);
	ck_assert_int_eq(r.status, 1);
	const size_t len = strlen(r.err);
	ck_assert_uint_gt(len, 9000);
	ck_assert_str_eq(r.err + len - 21, ": File name too long\n");
	support_run_free(&r);
	free(longest);
}
END_TEST

/* A value of the environment outside its range is said once and the
 * default used; the game then goes on (here, to the refusal of a dumb
 * terminal). */
START_TEST(environment_values_out_of_range_are_said)
{
	static const char *const bad[] = { "-1", "nan", "inf", "1e9", "junk" };
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		char var[64];
		snprintf(var, sizeof var, "TUMBLE_REVIEW_SECONDS=%s", bad[i]);
		const char *env[] = { var, "TERM=dumb", NULL };
		run_result r = support_run(NULL, env, "same", "8x8:3:11", NULL);
		char said[128];
		snprintf(said, sizeof said, "TUMBLE_REVIEW_SECONDS='%s' is not "
		    "seconds from 0 to 86400; ignored", bad[i]);
		ck_assert_msg(strstr(r.err, said) != NULL, "%s", r.err);
		ck_assert_ptr_null(strstr(strstr(r.err, said) + strlen(said),
		    "REVIEW_SECONDS"));
		support_run_free(&r);
	}
}
END_TEST

/* A day that is not one was taken for today's date without a word:
 * the game, the shell and stats all say so, and a good one not. */
START_TEST(a_today_that_is_not_a_date_is_said)
{
	static const char *const bad[] = { "20261301", "2026-13-04",
		"2026/12/04", "2026-1204-", "junk", "202612041", "" };
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		char var[64], said[128];
		snprintf(var, sizeof var, "TUMBLE_TODAY=%s", bad[i]);
		/* Said by the command that met it. */
		static const char words[] = "TUMBLE_TODAY='%s' is not a date "
		    "as YYYYMMDD or YYYY-MM-DD; ignored\n";
		char form[160];
		snprintf(form, sizeof form, "tumble same: %s", words);
		snprintf(said, sizeof said, form, bad[i]);
		const char *env[] = { var, "TERM=dumb", NULL };
		run_result r = support_run(NULL, env, "same", "8x8:3:11", NULL);
		ck_assert_msg(strstr(r.err, said) != NULL, "%s", r.err);
		support_run_free(&r);
		snprintf(form, sizeof form, "tumble shell: %s", words);
		snprintf(said, sizeof said, form, bad[i]);
		r = support_run("", env, "shell", NULL);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.err, said);
		support_run_free(&r);
		snprintf(form, sizeof form, "tumble stats: %s", words);
		snprintf(said, sizeof said, form, bad[i]);
		r = support_run(NULL, env, "stats", NULL);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.err, said);
		support_run_free(&r);
	}
	const char *env[] = { "TUMBLE_TODAY=20261204", NULL };
	run_result r = support_run(NULL, env, "stats", NULL);
	ck_assert_str_eq(r.err, "");
	support_run_free(&r);
}
END_TEST

/* TUMBLE_TODAY is also taken as the data files write a date,
 * YYYY-MM-DD: the day it names is today, as YYYYMMDD's is. */
START_TEST(a_today_is_taken_as_the_files_write_it)
{
	const char *dir = support_temp_dir();
	char days[256], home[256];
	snprintf(days, sizeof days, "%s/tumble", dir);
	mkdir(days, 0700);
	snprintf(days, sizeof days, "%s/tumble/days", dir);
	support_write_file(days, "2026-12-03\n2026-12-04\n");
	snprintf(home, sizeof home, "XDG_DATA_HOME=%s", dir);
	static const char *const today[][2] = {
		{ "TUMBLE_TODAY=2026-12-05", "Streak: 2 days in a row" },
		{ "TUMBLE_TODAY=20261205", "Streak: 2 days in a row" },
		{ "TUMBLE_TODAY=2026-12-07", "Streak: none running" } };
	for (size_t i = 0; i < sizeof today / sizeof *today; i++) {
		const char *env[] = { home, today[i][0], NULL };
		run_result r = support_run(NULL, env, "stats", NULL);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.err, "");
		ck_assert_msg(strstr(r.out, today[i][1]) != NULL, "%s: %s",
		    today[i][0], r.out);
		support_run_free(&r);
	}
}
END_TEST

/* The same ceiling on time in `plan` and `solve`: a day. */
START_TEST(a_time_budget_past_a_day_is_a_usage_error)
{
	static const char *const commands[] = { "plan", "solve" };
	for (size_t i = 0; i < 2; i++) {
		run_result r = support_run("", NULL, commands[i], "-t", "86401",
		    NULL);
		ck_assert_int_eq(r.status, 2);
		ck_assert_msg(strstr(r.err, "to 86400") != NULL, "%s", r.err);
		support_run_free(&r);
	}
}
END_TEST

/* A board file that does not read is reported as every reader reports
 * it, FILE:LINE:COL first, by the game's way in as by the batch ones. */
START_TEST(a_bad_board_file_is_named_by_line_and_column)
{
	char path[256];
	snprintf(path, sizeof path, "%s/bad.in", support_temp_dir());
	support_write_file(path, "x\n");
	static const char *const commands[] = { "same", "greedy" };
	for (size_t i = 0; i < 2; i++) {
		run_result r = support_run(NULL, NULL, commands[i], path, NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_msg(strncmp(r.err, path, strlen(path)) == 0 &&
		    strncmp(r.err + strlen(path), ":1:1: ", 6) == 0, "%s",
		    r.err);
		support_run_free(&r);
	}
}
END_TEST

static Suite *limits_suite(void)
{
	Suite *s = suite_create("limits");
	TCase *t = tcase_create("limits");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, a_kept_games_name_is_escaped_at_the_prompt);
	tcase_add_test(t, a_name_in_an_argument_is_escaped_in_errors);
	tcase_add_test(t, a_hostile_name_is_escaped_on_every_path);
	tcase_add_test(t, a_move_budget_past_its_ceiling_is_a_usage_error);
	tcase_add_test(t, a_pack_board_past_its_end_is_bad_input);
	tcase_add_test(t, a_time_budget_past_a_day_is_a_usage_error);
	tcase_add_test(t, a_bad_board_file_is_named_by_line_and_column);
	tcase_add_test(t, continue_takes_no_board_options);
	tcase_add_test(t, an_unwritable_answer_prints_no_board);
	tcase_add_test(t, a_file_written_is_never_called_dash);
	tcase_add_test(t, messages_escape_what_they_quote);
	tcase_add_test(t, environment_values_out_of_range_are_said);
	tcase_add_test(t, a_today_that_is_not_a_date_is_said);
	tcase_add_test(t, a_today_is_taken_as_the_files_write_it);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(limits_suite());
}
