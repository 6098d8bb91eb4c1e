/*
 * The Same Game planner as the front ends run it (session/same_planner.c):
 * the trials that choose the colour a search keeps for last, searches on
 * several threads that pool their best and, on a clock, trade their
 * lines, one thread planning the same every time, and the search shaped
 * to the playouts its budget holds, and a small board's whole tree
 * searched at once.  Every plan replays by the plain
 * rules of same_ref.c.  check_same_plan.c tests the search itself.
 */
#include <check.h>
#include <stdatomic.h>
#include <time.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "session/same_planner.h"
#include "plan_replay.h"
#include "same_ref.h"
#include "support.h"

/* Plans are large; one for the whole suite. */
static same_plan plan;

/* A planner's search tries each colour worth keeping for last on 1/32 of
 * its budget and keeps the one whose trial found the best line: on this
 * board (four of its five colours within 1/16 of the commonest) the
 * fourth of them, not the commonest.
 * One thread, like every search of several. */
START_TEST(a_search_keeps_for_last_the_colour_its_trial_chose)
{
	same_board b;
	same_board_random(&b, 15, 15, 5, 1);
	same_plan_start(&plan, &b, 1);
	const int candidates = plan.tabu_candidates;
	int candidate[SAME_MAX_COLORS];
	for (int i = 0; i < candidates; i++)
		candidate[i] = plan.tabu_candidate[i];
	ck_assert_int_ge(candidates, 3);

	/* The trials, one after another in one plan as the planner runs
	 * them. */
	const uint64_t budget = 320000;
	long score[SAME_MAX_COLORS];
	int best = -1;
	long best_score = -1;
	for (int i = 0; i < candidates; i++) {
		same_plan_keep_for_last(&plan, candidate[i], -1);
		same_plan_run(&plan, &(same_plan_limits){ .moves =
		    budget / 32 });
		score[i] = plan.run_best;
		if (plan.run_best > best_score) {
			best_score = plan.run_best;
			best = candidate[i];
		}
	}
	ck_assert_int_ne(best, candidate[0]);
	/* The runner-up: the best trial of the other colours. */
	int runner_up = -1;
	long runner_up_score = -1;
	for (int i = 0; i < candidates; i++)
		if (candidate[i] != best && score[i] > runner_up_score) {
			runner_up_score = score[i];
			runner_up = candidate[i];
		}

	same_plan_start(&plan, &b, 1);
	same_planner_run(&plan, &(same_planner_budget){ .moves = budget,
	    .threads = 1 }, NULL);
	ck_assert_int_eq(plan.tabu_color, best);
	ck_assert_int_eq(plan.tabu_runner_up, runner_up);
	ck_assert_int_ne(runner_up, -1);
	ck_assert_int_eq(plan.tabu, best);
	ck_assert_int_ge(same_plan_best_score(&plan), best_score);
	plan_assert_replays(&b, same_plan_best(&plan));
}
END_TEST

START_TEST(searches_on_threads_pool_their_best)
{
	/* Several searches side by side: the plan is legal, never below
	 * greedy, and never below the first search's own line, on the
	 * judge's board and others, whether they trade lines or not. */
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
		plan_assert_replays(&b, pooled);
		ck_assert_int_ge(pooled->score, ref_greedy_score(&b));
		ck_assert_int_ge(pooled->score, alone.score);

		/* Under a clock the searches also trade their best
		 * top-level lines as they go (processor time, which a busy
		 * machine changes less; nothing here depends on how far
		 * they get). */
		same_plan_start(&plan, &b, 9);
		same_planner_run(&plan, &(same_planner_budget){
		    .seconds = 0.1, .clock = CLOCK_PROCESS_CPUTIME_ID,
		    .threads = 3 }, NULL);
		const same_plan_line *traded = same_plan_best(&plan);
		plan_assert_replays(&b, traded);
		ck_assert_int_ge(traded->score, ref_greedy_score(&b));
	}
}
END_TEST

/* The lines a run hands out as it goes, each better than the one
 * before, from any search's thread. */
typedef struct better_lines {
	same_board start;
	int count;
	long last;
	same_plan_line line;
	atomic_flag inside; /* one call at a time */
} better_lines;

static void keep_better(void *user, const same_plan_line *line)
{
	better_lines *b = user;
	ck_assert(!atomic_flag_test_and_set(&b->inside));
	plan_assert_replays(&b->start, line);
	ck_assert_int_gt(line->score, b->last);
	b->last = line->score;
	b->line = *line;
	b->count++;
	atomic_flag_clear(&b->inside);
}

/* While the searches go on, each better line any of them finds is handed
 * out (a screen then has the best line before the run ends): the last is
 * the plan's, on three threads trading lines or apart, and on a board
 * searched whole. */
START_TEST(a_run_hands_out_each_better_line_as_it_goes)
{
	static const same_planner_budget budgets[] = {
		{ .moves = 20000, .threads = 3 },
		{ .seconds = 0.1, .clock = CLOCK_PROCESS_CPUTIME_ID,
		    .threads = 3 } };
	static better_lines lines;
	for (int i = 0; i < 3; i++) {
		same_board b;
		if (i < 2)
			same_board_random(&b, 10, 15, 3, 41);
		else
			same_board_random(&b, 5, 5, 3, 41);
		lines = (better_lines){ .start = b, .last = -1,
			.inside = ATOMIC_FLAG_INIT };
		same_planner_budget budget = budgets[i < 2 ? i : 0];
		budget.better = keep_better;
		budget.user = &lines;
		same_plan_start(&plan, &b, 9);
		same_planner_run(&plan, &budget, NULL);
		const same_plan_line *best = same_plan_best(&plan);
		ck_assert_int_ge(lines.count, 1);
		ck_assert_int_eq(lines.last, best->score);
		ck_assert_int_eq(lines.line.count, best->count);
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
		plan_assert_replays(&b, line);
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

/* The best final score from `g` by every game of it, by the plain
 * rules. */
static long best_of_every_game(const ref_board *g)
{
	long best = ref_clear_bonus(g);
	bool moved = false;
	ref_marks seen = { { 0 } };
	for (int c = 1; c <= g->cols; c++)
		for (int r = 1; r <= g->rows; r++) {
			if (g->cell[r][c] == 0 || seen[r][c] != 0)
				continue;
			const same_cluster k = ref_flood(g, r, c, seen, 1);
			if (k.size < 2)
				continue;
			ref_board next = *g;
			ref_remove(&next, r, c);
			const long score = ref_points(k.size) +
			    best_of_every_game(&next);
			if (!moved || score > best)
				best = score;
			moved = true;
		}
	return best;
}

START_TEST(a_small_board_is_searched_whole_at_once)
{
	/* On a 5x5 board the planner plays the best game there is, on a
	 * budget of one move as on an hour, which it then need not spend:
	 * nothing better is left to find. */
	same_board b;
	same_board_random(&b, 5, 5, 5, 1);
	const ref_board g = ref_from(&b);
	const long best = best_of_every_game(&g);
	ck_assert_int_gt(best, ref_greedy_score(&b));
	const same_planner_budget budgets[] = {
		{ .moves = 1, .threads = 1 },
		{ .seconds = 3600, .clock = CLOCK_MONOTONIC, .threads = 2 },
	};
	for (size_t i = 0; i < sizeof budgets / sizeof *budgets; i++) {
		same_plan_start(&plan, &b, same_planner_seed(&b));
		same_planner_run(&plan, &budgets[i], NULL);
		const same_plan_line *line = same_plan_best(&plan);
		plan_assert_replays(&b, line);
		ck_assert_int_eq(line->score, best);
	}
}
END_TEST

START_TEST(a_search_is_shaped_by_its_playouts)
{
	/* Level 3 once N^3 playouts fit with N at the floor, N growing
	 * with the budget up to the ceiling; the default below the floor;
	 * half the playouts once two searches of the split's N fit. */
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
	ck_assert_int_eq(s.repeats, -1);
	same_plan_fit(&s, 30 * 30 * 30 + 10);
	ck_assert_int_eq(s.iterations[2], 30);
	ck_assert_int_eq(s.repeats, -1);
	/* Levels stop once their line comes back from the threshold on. */
	const uint64_t many = SAME_PLAN_FIT_REPEAT_ITERATIONS;
	same_plan_fit(&s, many * many * many - 1);
	ck_assert_int_eq(s.repeats, -1);
	same_plan_fit(&s, many * many * many);
	ck_assert_int_eq(s.repeats, SAME_PLAN_FIT_REPEATS);
	/* Two searches from where each still has enough iterations. */
	const uint64_t split = SAME_PLAN_FIT_SPLIT_ITERATIONS;
	same_plan_fit(&s, 2 * split * split * split - 1);
	ck_assert_int_eq(s.iterations[3], 50);
	same_plan_fit(&s, 2 * split * split * split);
	ck_assert_int_eq(s.iterations[3], (int)split);
	same_plan_fit(&s, 2 * 60 * 60 * 60 + 1);
	ck_assert_int_eq(s.iterations[2], 60);
	same_plan_fit(&s, UINT64_C(1) << 40);
	ck_assert_int_eq(s.iterations[3], SAME_PLAN_FIT_MAX_ITERATIONS);
	same_plan_fit(&s, 100);
	ck_assert_int_eq(s.level, same_plan_default_settings.level);
	ck_assert_int_eq(s.repeats, same_plan_default_settings.repeats);
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
	plan_assert_replays(&small, same_plan_best(&plan));
	same_plan_start(&plan, &big, 1);
	same_planner_run(&plan, &(same_planner_budget){ .moves = 400000,
	    .threads = 1 }, NULL);
	ck_assert_int_eq(plan.settings.level, 2);
	plan_assert_replays(&big, same_plan_best(&plan));
}
END_TEST
static Suite *same_planner_suite(void)
{
	Suite *s = suite_create("same_planner");
	TCase *t = tcase_create("planner");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, a_search_keeps_for_last_the_colour_its_trial_chose);
	tcase_add_test(t, searches_on_threads_pool_their_best);
	tcase_add_test(t, a_run_hands_out_each_better_line_as_it_goes);
	tcase_add_test(t, a_planner_on_one_thread_plans_the_same_every_time);
	tcase_add_test(t, a_search_is_shaped_by_its_playouts);
	tcase_add_test(t, the_planner_fits_its_search_to_the_budget);
	tcase_add_test(t, a_small_board_is_searched_whole_at_once);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_planner_suite());
}
