/*
 * The Same Game planner: every plan is a legal game whose stated scores
 * are right (replayed by the plain rules of same_ref.c, not by the engine
 * that made the plan), on the judge's board and on other sizes; it never
 * scores below greedy, a seed fixes the plan, a cancel flag or the
 * progress callback stops it, searches on several threads give legal
 * plans never below greedy, and `tumble plan` prints plans that replay to
 * the scores it states, the same ones every time for a move budget on one
 * thread.  Budgets are counts of tried moves, never seconds.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "io/same_judge.h"
#include "session/same_planner.h"
#include "same_ref.h"
#include "support.h"

/* Plans are large; one for the whole suite. */
static same_plan plan;

/* Replay `line` from `start` by the reference rules: each move must
 * remove the cluster it names, in the judge's words, and the score and
 * balls must add up. */
static void assert_line_replays(const same_board *start,
    const same_plan_line *line)
{
	ref_board g = ref_from(start);
	long score = 0;
	for (int i = 0; i < line->count; i++) {
		const same_cluster *m = &line->moves[i];
		same_cluster done = ref_remove(&g, m->row, m->col);
		ck_assert_int_ge(done.size, 2);
		char want[SAME_JUDGE_LINE_MAX], got[SAME_JUDGE_LINE_MAX];
		same_judge_format_move(want, i + 1, &done);
		same_judge_format_move(got, i + 1, m);
		ck_assert_str_eq(got, want);
		score += ref_points(done.size);
	}
	ck_assert(ref_over(&g));
	score += ref_clear_bonus(&g);
	ck_assert_int_eq(line->score, score);
	ck_assert_int_eq(line->balls, ref_balls(&g));
}

/* ---- the engine ---- */

static const same_plan_line *plan_for(const same_board *start, uint64_t seed,
    uint64_t moves)
{
	same_plan_start(&plan, start, seed);
	same_plan_run(&plan, &(same_plan_limits){ .moves = moves });
	return same_plan_best(&plan);
}

START_TEST(plans_are_legal_and_scored_right)
{
	static const int sizes[][3] = { { 10, 15, 3 }, { 15, 15, 5 },
		{ 6, 4, 2 }, { 20, 20, 6 }, { 3, 2, 2 }, { 12, 9, 5 } };
	for (int i = 0; i < 12; i++) {
		const int *size = sizes[i % 6];
		same_board b;
		same_board_random(&b, size[0], size[1], size[2], 100 + i);
		const same_plan_line *line = plan_for(&b, i, 20000);
		assert_line_replays(&b, line);
		ck_assert_int_ge(line->score, ref_greedy_score(&b));
	}
}
END_TEST

START_TEST(plans_from_the_middle_of_a_game)
{
	/* Any position, not only a full board: after a few greedy moves the
	 * columns are uneven and some have closed. */
	for (int i = 0; i < 6; i++) {
		same_board b;
		same_board_random(&b, 10, 15, 3, 300 + i);
		for (int k = 0; k < 4 + 3 * i; k++) {
			same_cluster move = same_greedy_choice(&b);
			if (move.size < 2)
				break;
			same_board_remove(&b, move.row, move.col);
		}
		const same_plan_line *line = plan_for(&b, i, 20000);
		assert_line_replays(&b, line);
		ck_assert_int_ge(line->score, ref_greedy_score(&b));
	}
}
END_TEST

START_TEST(never_below_greedy)
{
	/* Even a budget too small to finish one playout keeps greedy's line. */
	static const uint64_t budgets[] = { 1, 50, 3000, 30000 };
	for (int i = 0; i < 24; i++) {
		same_board b;
		same_board_random(&b, 10, 15, 3, 5000 + i);
		const same_plan_line *line = plan_for(&b, 7, budgets[i % 4]);
		ck_assert_int_ge(line->score, ref_greedy_score(&b));
		assert_line_replays(&b, line);
	}
}
END_TEST

START_TEST(far_stronger_than_greedy)
{
	/* A fixed budget, so a fixed outcome: what matters is that the tabu
	 * colour and the nesting pay off, not the exact figure. */
	long planned = 0, greedy = 0;
	int cleared = 0;
	for (int i = 0; i < 8; i++) {
		same_board b;
		same_board_random(&b, 10, 15, 3, 9000 + i);
		const same_plan_line *line = plan_for(&b, 1, 100000);
		planned += line->score;
		greedy += ref_greedy_score(&b);
		cleared += line->balls == 0;
	}
	ck_assert_int_ge(planned, 3 * greedy);
	ck_assert_int_ge(cleared, 6);
}
END_TEST

typedef struct progress_log {
	int calls;
	int stop_after;
	long last_best;
	uint64_t last_moves;
} progress_log;

static bool log_progress(void *user, const same_plan_status *status)
{
	progress_log *log = user;
	log->calls++;
	ck_assert_int_ge(status->best_score, log->last_best);
	ck_assert_uint_gt(status->moves, log->last_moves);
	log->last_best = status->best_score;
	log->last_moves = status->moves;
	return log->calls < log->stop_after;
}

START_TEST(a_seed_fixes_the_plan)
{
	same_board b;
	same_board_random(&b, 10, 15, 3, 77);
	static same_plan_line first;
	first = *plan_for(&b, 42, 40000);
	const same_plan_line *again = plan_for(&b, 42, 40000);
	ck_assert_int_eq(again->count, first.count);
	ck_assert_int_eq(again->score, first.score);
	ck_assert_mem_eq(again->moves, first.moves,
	    (size_t)first.count * sizeof first.moves[0]);

	/* Stopping from the callback at a report is the same as a budget
	 * that ends there. */
	static same_plan_line budgeted;
	budgeted = *plan_for(&b, 42, 3 * SAME_PLAN_REPORT_EVERY);
	progress_log log = { .stop_after = 3 };
	same_plan_start(&plan, &b, 42);
	same_plan_run(&plan, &(same_plan_limits){ .progress = log_progress,
	    .user = &log });
	const same_plan_line *stopped = same_plan_best(&plan);
	ck_assert_int_eq(stopped->count, budgeted.count);
	ck_assert_mem_eq(stopped->moves, budgeted.moves,
	    (size_t)budgeted.count * sizeof budgeted.moves[0]);
}
END_TEST

/*
 * The line a small level-3 search finds from a fixed board and seed, as
 * recorded from the search: each run of a level starts from the policy
 * of the level above (brought in by the slots it may differ in), adapts
 * by the probabilities from before the step, and draws with plain double
 * arithmetic, so every build on every machine finds this same line.  A
 * change meant to change the search changes these numbers; any other
 * change must leave them.
 */
START_TEST(a_search_finds_the_recorded_line)
{
	same_board b;
	same_board_random(&b, 15, 15, 5, 2026);
	same_plan_start(&plan, &b, 7);
	plan.settings.level = 3;
	for (int level = 1; level <= 3; level++)
		plan.settings.iterations[level] = 6;
	same_plan_run(&plan, &(same_plan_limits){ .moves = 60000 });
	const same_plan_line *line = same_plan_best(&plan);
	assert_line_replays(&b, line);
	ck_assert_uint_eq(plan.playouts, 979);
	ck_assert_int_eq(line->count, 67);
	ck_assert_int_eq(line->score, 2358);
}
END_TEST

START_TEST(positions_without_moves)
{
	same_board b;
	support_same_board(&b, 3,
	    "RGB\n"
	    "GBR");
	const same_plan_line *line = plan_for(&b, 1, 0);
	ck_assert_int_eq(line->count, 0);
	ck_assert_int_eq(line->score, 0);
	ck_assert_int_eq(line->balls, 6);

	/* One move left: the plan is that move and the clear bonus. */
	support_same_board(&b, 3, "RR");
	line = plan_for(&b, 1, 1000);
	ck_assert_int_eq(line->count, 1);
	ck_assert_int_eq(line->score, SAME_CLEAR_BONUS);
	ck_assert_int_eq(line->balls, 0);
}
END_TEST

START_TEST(the_callback_reports_and_stops)
{
	same_board b;
	same_board_random(&b, 10, 15, 3, 31);
	progress_log log = { .stop_after = 5 };
	same_plan_start(&plan, &b, 3);
	/* No move budget: only the callback can end this search. */
	same_plan_run(&plan, &(same_plan_limits){ .progress = log_progress,
	    .user = &log });
	ck_assert_int_eq(log.calls, 5);
	ck_assert_uint_eq(log.last_moves, 5 * SAME_PLAN_REPORT_EVERY);
	const same_plan_line *line = same_plan_best(&plan);
	ck_assert_int_ge(line->score, log.last_best);
	assert_line_replays(&b, line);

	/* A second run searches on and keeps the best line. */
	long before = line->score;
	log.stop_after = 8;
	same_plan_run(&plan, &(same_plan_limits){ .progress = log_progress,
	    .user = &log });
	ck_assert_int_eq(log.calls, 8);
	ck_assert_int_ge(same_plan_best(&plan)->score, before);
}
END_TEST

START_TEST(the_cancel_flag_stops)
{
	same_board b;
	same_board_random(&b, 20, 20, 3, 32);
	atomic_bool cancel;
	atomic_init(&cancel, true);
	progress_log log = { .stop_after = 1000000 };
	same_plan_start(&plan, &b, 3);
	/* No budget and a callback that never stops it: the flag must. */
	same_plan_run(&plan, &(same_plan_limits){ .progress = log_progress,
	    .user = &log, .cancel = &cancel });
	ck_assert_int_eq(log.calls, 1);
	const same_plan_line *line = same_plan_best(&plan);
	ck_assert_int_ge(line->score, ref_greedy_score(&b));
	assert_line_replays(&b, line);
}
END_TEST

START_TEST(searches_on_threads_pool_their_best)
{
	/* Several searches side by side: the plan is legal, never below
	 * greedy, and never below the first search's own line, on the
	 * judge's board and others. */
	static const int sizes[][3] = { { 10, 15, 3 }, { 15, 15, 5 },
		{ 6, 4, 2 }, { 20, 20, 6 } };
	for (int i = 0; i < 4; i++) {
		same_board b;
		same_board_random(&b, sizes[i][0], sizes[i][1], sizes[i][2],
		    700 + i);
		static same_plan_line alone;
		same_plan_start(&plan, &b, 9);
		same_planner_run(&plan, &(same_planner_budget){
		    .moves = 20000, .threads = 1 }, NULL);
		alone = *same_plan_best(&plan);
		same_plan_start(&plan, &b, 9);
		same_planner_run(&plan, &(same_planner_budget){
		    .moves = 20000, .threads = 3 }, NULL);
		const same_plan_line *pooled = same_plan_best(&plan);
		assert_line_replays(&b, pooled);
		ck_assert_int_ge(pooled->score, ref_greedy_score(&b));
		ck_assert_int_ge(pooled->score, alone.score);
	}
}
END_TEST

static void count_report(void *user, long best_score, double seconds_left)
{
	long *reports = user;
	ck_assert_int_ge(best_score, 0);
	ck_assert(seconds_left <= 0);
	(*reports)++;
}

START_TEST(a_planner_on_one_thread_plans_the_same_every_time)
{
	/* One thread and a move budget: the same plan each time, within
	 * the budget (and the ends of the playouts under way), and the
	 * report hears of it on the calling thread. */
	same_board b;
	same_board_random(&b, 15, 15, 5, 71);
	static same_plan_line first;
	long reports[2] = { 0, 0 };
	for (int run = 0; run < 2; run++) {
		same_plan_start(&plan, &b, 4);
		same_planner_run(&plan, &(same_planner_budget){
		    .moves = 30000, .threads = 1, .report = count_report,
		    .user = &reports[run] }, NULL);
		/* Each of its two runs ends its last playout. */
		ck_assert_uint_ge(plan.moves, 30000);
		ck_assert_uint_lt(plan.moves, 30000 + 2 * SAME_PLAN_MAX_MOVES);
		const same_plan_line *line = same_plan_best(&plan);
		assert_line_replays(&b, line);
		if (run == 0) {
			first = *line;
			continue;
		}
		ck_assert_int_eq(line->count, first.count);
		ck_assert_int_eq(line->score, first.score);
		ck_assert_mem_eq(line->moves, first.moves,
		    (size_t)first.count * sizeof first.moves[0]);
	}
	ck_assert_int_ge(reports[0], 1);
	ck_assert_int_eq(reports[0], reports[1]);
}
END_TEST

START_TEST(a_search_is_shaped_by_its_playouts)
{
	/* Level 3 once N^3 playouts fit with N at the floor, N growing
	 * with the budget up to the ceiling; the default below the floor. */
	same_plan_settings s = same_plan_default_settings;
	const uint64_t low = SAME_PLAN_FIT_MIN_ITERATIONS;
	same_plan_fit(&s, low * low * low - 1);
	ck_assert_int_eq(s.level, same_plan_default_settings.level);
	ck_assert_int_eq(s.iterations[2],
	    same_plan_default_settings.iterations[2]);
	same_plan_fit(&s, low * low * low);
	ck_assert_int_eq(s.level, 3);
	ck_assert_int_eq(s.iterations[1], (int)low);
	ck_assert_int_eq(s.iterations[3], (int)low);
	same_plan_fit(&s, 30 * 30 * 30 + 10);
	ck_assert_int_eq(s.iterations[2], 30);
	same_plan_fit(&s, UINT64_C(1) << 40);
	ck_assert_int_eq(s.iterations[3], SAME_PLAN_FIT_MAX_ITERATIONS);
	same_plan_fit(&s, 100);
	ck_assert_int_eq(s.level, same_plan_default_settings.level);
	ck_assert_int_eq(s.iterations[3],
	    same_plan_default_settings.iterations[3]);
}
END_TEST

START_TEST(the_planner_fits_its_search_to_the_budget)
{
	/* The first part of the budget counts the moves a playout; a
	 * small board's short playouts fit a level-3 search in a budget
	 * that holds only part of a level-2 one on a big board. */
	same_board small, big;
	same_board_random(&small, 6, 6, 3, 5);
	same_board_random(&big, 15, 15, 5, 5);
	same_plan_start(&plan, &small, 1);
	same_planner_run(&plan, &(same_planner_budget){ .moves = 400000,
	    .threads = 1 }, NULL);
	ck_assert_int_eq(plan.settings.level, 3);
	assert_line_replays(&small, same_plan_best(&plan));
	same_plan_start(&plan, &big, 1);
	same_planner_run(&plan, &(same_planner_budget){ .moves = 400000,
	    .threads = 1 }, NULL);
	ck_assert_int_eq(plan.settings.level, 2);
	assert_line_replays(&big, same_plan_best(&plan));
}
END_TEST

/* ---- the real binary ---- */

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
		"2\n\n" "RRRRRRRRRRRRRRR\n",
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

static Suite *same_plan_suite(void)
{
	Suite *s = suite_create("same_plan");
	TCase *t = tcase_create("planner");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, plans_are_legal_and_scored_right);
	tcase_add_test(t, plans_from_the_middle_of_a_game);
	tcase_add_test(t, never_below_greedy);
	tcase_add_test(t, far_stronger_than_greedy);
	tcase_add_test(t, a_seed_fixes_the_plan);
	tcase_add_test(t, a_search_finds_the_recorded_line);
	tcase_add_test(t, positions_without_moves);
	tcase_add_test(t, the_callback_reports_and_stops);
	tcase_add_test(t, the_cancel_flag_stops);
	tcase_add_test(t, searches_on_threads_pool_their_best);
	tcase_add_test(t, a_planner_on_one_thread_plans_the_same_every_time);
	tcase_add_test(t, a_search_is_shaped_by_its_playouts);
	tcase_add_test(t, the_planner_fits_its_search_to_the_budget);
	suite_add_tcase(s, t);
	TCase *b = tcase_create("binary");
	tcase_set_timeout(b, 120);
	tcase_add_test(b, the_binary_prints_replayable_plans);
	tcase_add_test(b, the_binary_plans_board_lists);
	tcase_add_test(b, the_binary_plans_the_sample);
	tcase_add_test(b, bad_input_is_reported_as_greedy_does);
	tcase_add_test(b, usage_errors_exit_2);
	suite_add_tcase(s, b);
	return s;
}

int main(void)
{
	return support_run_suite(same_plan_suite());
}
