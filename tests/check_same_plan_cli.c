/*
 * `tumble plan`, the real binary: the plans it prints for judge input,
 * board lists and the SPEC sample replay by the plain rules of same_ref.c
 * to the scores it states, never below greedy's; a seed and a move budget
 * on one thread print the same plans every time, plans on more threads or
 * under a time limit replay too, bad input is reported as `tumble greedy`
 * reports it, and usage errors exit 2.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "io/same_judge.h"
#include "same_ref.h"
#include "support.h"

/* Judge input holding the boards of seeds first..first+count-1. */
static char *judge_input(uint64_t first, int count, same_board *boards)
{
	size_t size = 16 + (size_t)count * (SAME_JUDGE_ROWS + 1) *
	    (SAME_JUDGE_COLS + 1);
	char *text = malloc(size);
	size_t n = (size_t)snprintf(text, size, "%d\n", count);
	for (int i = 0; i < count; i++) {
		same_board_random(&boards[i], SAME_JUDGE_ROWS, SAME_JUDGE_COLS,
		    SAME_JUDGE_COLORS, first + (uint64_t)i);
		text[n++] = '\n';
		for (int r = SAME_JUDGE_ROWS; r >= 1; r--) {
			for (int c = 1; c <= SAME_JUDGE_COLS; c++)
				text[n++] = same_color_letter(
				    same_board_at(&boards[i], r, c));
			text[n++] = '\n';
		}
	}
	text[n] = '\0';
	return text;
}

/* Replay judge output `out` against `boards`, line by line: each line
 * must be exactly what the rules say for the move it names.  Returns the
 * total of the final scores. */
static long replay_output(const char *out, const same_board *boards,
    int count)
{
	const char *p = out;
	char want[SAME_JUDGE_LINE_MAX];
	long total = 0;
	for (int k = 1; k <= count; k++) {
		if (k > 1) {
			ck_assert_int_eq(*p, '\n');
			p++;
		}
		size_t len = same_judge_format_game(want, k);
		ck_assert_msg(strncmp(p, want, len) == 0 && p[len] == '\n' &&
		    p[len + 1] == '\n', "game %d header", k);
		p += len + 2;
		ref_board g = ref_from(&boards[k - 1]);
		long score = 0;
		for (int move = 1; strncmp(p, "Move ", 5) == 0; move++) {
			int row, col;
			ck_assert_int_eq(sscanf(p, "Move %*d at (%d,%d)", &row,
			    &col), 2);
			same_cluster done = ref_remove(&g, row, col);
			ck_assert_int_ge(done.size, 2);
			len = same_judge_format_move(want, move, &done);
			ck_assert_msg(strncmp(p, want, len) == 0 &&
			    p[len] == '\n', "game %d move %d", k, move);
			p += len + 1;
			score += ref_points(done.size);
		}
		ck_assert(ref_over(&g));
		score += ref_clear_bonus(&g);
		len = same_judge_format_final(want, score, ref_balls(&g));
		ck_assert_msg(strncmp(p, want, len) == 0 && p[len] == '\n',
		    "game %d final line", k);
		p += len + 1;
		total += score;
	}
	ck_assert_str_eq(p, "");
	return total;
}

/* `tumble plan -n N -j 1` prints the plan the shell's `plan --moves N`
 * prints on the same board: the one took seed 1, the other the board's
 * own, and their plans differed. */
START_TEST(the_batch_plan_is_the_shells)
{
	run_result batch = support_run(NULL, NULL, "plan", "42", "-n", "2000",
	    "-j", "1", NULL);
	run_result shell = support_run("new same 42\nplan --moves 2000\n",
	    NULL, "shell", NULL);
	ck_assert_int_eq(batch.status, 0);
	ck_assert_int_eq(shell.status, 0);
	ck_assert_int_eq(strncmp(batch.out, "Game 1:\n\n", 9), 0);
	ck_assert_str_eq(batch.out + 9, shell.out);
	support_run_free(&batch);
	support_run_free(&shell);
}
END_TEST

START_TEST(the_binary_prints_replayable_plans)
{
	same_board boards[4];
	char *input = judge_input(400, 4, boards);
	run_result r = support_run(input, NULL, "plan", "--moves", "30000",
	    "--seed", "5", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	long planned = replay_output(r.out, boards, 4);
	long greedy = 0;
	for (int i = 0; i < 4; i++)
		greedy += ref_greedy_score(&boards[i]);
	ck_assert_int_gt(planned, greedy);

	/* The same seed and budget on one thread print the same plans. */
	run_result once = support_run(input, NULL, "plan", "--moves", "30000",
	    "--threads", "1", "--seed", "5", NULL);
	run_result again = support_run(input, NULL, "plan", "-",
	    "--moves=30000", "--threads=1", "--seed=5", NULL);
	ck_assert_int_eq(once.status, 0);
	ck_assert_int_ge(replay_output(once.out, boards, 4), greedy);
	ck_assert_str_eq(again.out, once.out);
	support_run_free(&once);
	support_run_free(&again);

	/* Two threads: still replayable and never below greedy. */
	again = support_run(input, NULL, "plan", "--moves", "20000",
	    "--threads", "2", NULL);
	ck_assert_int_eq(again.status, 0);
	ck_assert_str_eq(again.err, "");
	ck_assert_int_ge(replay_output(again.out, boards, 4), greedy);
	support_run_free(&again);

	/* A time limit, on either clock, still gives replayable plans. */
	again = support_run(input, NULL, "plan", "--time", "0.02", NULL);
	ck_assert_int_eq(again.status, 0);
	ck_assert_int_ge(replay_output(again.out, boards, 4), greedy);
	support_run_free(&again);
	again = support_run(input, NULL, "plan", "--time", "0.02", "--cpu",
	    NULL);
	ck_assert_int_eq(again.status, 0);
	ck_assert_int_ge(replay_output(again.out, boards, 4), greedy);
	support_run_free(&again);
	support_run_free(&r);
	free(input);
}
END_TEST

START_TEST(the_binary_plans_board_lists)
{
	/* Other sizes, written as a board list in digits as the research
	 * set is: the plans replay by the reference rules. */
	static const int sizes[][3] = { { 15, 15, 5 }, { 6, 4, 2 },
		{ 20, 20, 6 } };
	same_board boards[3];
	char text[3 * SAME_MAX_ROWS * (2 * SAME_MAX_COLS + 1) + 8];
	size_t n = 0;
	for (int i = 0; i < 3; i++) {
		same_board_random(&boards[i], sizes[i][0], sizes[i][1],
		    sizes[i][2], 40 + i);
		for (int r = boards[i].rows; r >= 1; r--) {
			for (int c = 1; c <= boards[i].cols; c++) {
				text[n++] = (char)('0' +
				    same_board_at(&boards[i], r, c) - 1);
				text[n++] = ' ';
			}
			text[n++] = '\n';
		}
		text[n++] = '\n';
	}
	text[n] = '\0';
	run_result r = support_run(text, NULL, "plan", "--moves", "20000",
	    "--threads", "2", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	long greedy = 0;
	for (int i = 0; i < 3; i++)
		greedy += ref_greedy_score(&boards[i]);
	ck_assert_int_ge(replay_output(r.out, boards, 3), greedy);
	support_run_free(&r);
}
END_TEST

START_TEST(the_binary_plans_the_sample)
{
	/* The SPEC sample's boards, read back with the judge reader. */
	const char *path = support_test_path("data/same/sample.in");
	FILE *fp = fopen(path, "rb");
	ck_assert_ptr_nonnull(fp);
	static io_scan scan;
	io_error error;
	long games;
	same_board boards[3];
	io_scan_open_file(&scan, fp, path);
	ck_assert(same_judge_read_count(&scan, &games, &error));
	ck_assert_int_eq(games, 3);
	for (int i = 0; i < 3; i++)
		ck_assert(same_judge_read_board(&scan, &boards[i],
		    SAME_JUDGE_ROWS, SAME_JUDGE_COLS, SAME_JUDGE_COLORS,
		    &error));
	fclose(fp);

	run_result r = support_run(NULL, NULL, "plan", path, "--moves",
	    "20000", NULL);
	ck_assert_int_eq(r.status, 0);
	long greedy = 0;
	for (int i = 0; i < 3; i++)
		greedy += ref_greedy_score(&boards[i]);
	ck_assert_int_ge(replay_output(r.out, boards, 3), greedy);
	ck_assert(strstr(r.out, "Game 3:\n\nFinal score: 0, with 150 balls "
	    "remaining.\n") != NULL);
	support_run_free(&r);
}
END_TEST

START_TEST(bad_input_is_reported_as_greedy_does)
{
	static const char *const inputs[] = {
		"2\n\nRRRRRRRRRRRRRRR\n",
		"1\n\nRRRRRRRRRRRRRRX\n",
		"x\n",
		"1\n\nRRRRRRRRRRRRRRR\nRRRR\n",
	};
	for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
		run_result g = support_run(inputs[i], NULL, "greedy", NULL);
		run_result p = support_run(inputs[i], NULL, "plan", "--moves",
		    "100", NULL);
		ck_assert_int_eq(p.status, 1);
		ck_assert_int_eq(p.status, g.status);
		ck_assert_str_eq(p.err, g.err);
		ck_assert_str_eq(p.out, g.out);
		support_run_free(&g);
		support_run_free(&p);
	}
	run_result r = support_run(NULL, NULL, "plan", "/nonexistent/boards",
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
}
END_TEST

START_TEST(usage_errors_exit_2)
{
	static const char *const args[][3] = {
		{ "--bogus", NULL },
		{ "--time", NULL },
		{ "--time", "-1" },
		{ "--time", "soon" },
		{ "--seed", "x" },
		{ "--moves", "-5" },
		{ "--time", "0" },
		{ "--threads", "0" },
		{ "--threads", "many" },
		{ "--threads", "65" },
		{ "a", "b" },
	};
	for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
		const char *argv[] = { "plan", args[i][0], args[i][1], NULL };
		run_result r = support_run_argv("1\n", NULL, NULL, argv);
		ck_assert_msg(r.status == 2, "%s %s: status %d", args[i][0],
		    args[i][1] ? args[i][1] : "", r.status);
		ck_assert_str_eq(r.out, "");
		ck_assert(strstr(r.err, "tumble plan: ") == r.err);
		support_run_free(&r);
	}
	run_result h = support_run(NULL, NULL, "plan", "--help", NULL);
	ck_assert_int_eq(h.status, 0);
	ck_assert(strstr(h.out, "Usage: tumble plan") == h.out);
	ck_assert(strstr(h.out, "--time") != NULL);
	ck_assert(strstr(h.out, "--threads") != NULL);
	support_run_free(&h);
}
END_TEST

static Suite *same_plan_cli_suite(void)
{
	Suite *s = suite_create("same_plan_cli");
	TCase *b = tcase_create("binary");
	tcase_set_timeout(b, 120);
	tcase_add_test(b, the_binary_prints_replayable_plans);
	tcase_add_test(b, the_batch_plan_is_the_shells);
	tcase_add_test(b, the_binary_plans_board_lists);
	tcase_add_test(b, the_binary_plans_the_sample);
	tcase_add_test(b, bad_input_is_reported_as_greedy_does);
	tcase_add_test(b, usage_errors_exit_2);
	suite_add_tcase(s, b);
	return s;
}

int main(void)
{
	return support_run_suite(same_plan_cli_suite());
}
