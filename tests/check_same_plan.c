/*
 * The Same Game search itself (engine/same_plan.c): every plan is a legal
 * game whose stated scores are right (replayed by the plain rules of
 * same_ref.c, not by the engine that made the plan), on the judge's board
 * and on other sizes; it never scores below greedy, a seed fixes the
 * plan, a cancel flag or the progress callback stops it, it keeps a
 * colour for last and takes turns with the runner-up, a level stops once
 * its line comes back, and a search takes a better line shared with it.
 * Budgets are counts of tried moves.  check_same_planner.c runs the
 * searches as the front ends do (trials, threads, the budget's fit), and
 * check_same_plan_cli.c runs `tumble plan`.
 */
#include <check.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "plan_replay.h"
#include "same_ref.h"
#include "support.h"

/* Plans are large; one for the whole suite. */
static same_plan plan;

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
		plan_assert_replays(&b, line);
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
		plan_assert_replays(&b, line);
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
		plan_assert_replays(&b, line);
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
	plan_assert_replays(&b, line);
	ck_assert_uint_eq(plan.playouts, 1015);
	ck_assert_int_eq(line->count, 67);
	ck_assert_int_eq(line->score, 2358);
}
END_TEST

/* Searches of a level-1 plan of `moves` moves, on a board with one line
 * (every playout finds it), stopping a level after `repeats` more. */
static uint64_t searches_of_one_line(int repeats, uint64_t moves)
{
	same_board b;
	support_same_board(&b, 2, "RR");
	same_plan_start(&plan, &b, 1);
	plan.settings.level = 1;
	plan.settings.iterations[1] = 100;
	plan.settings.repeats = repeats;
	same_plan_run(&plan, &(same_plan_limits){ .moves = moves });
	ck_assert_int_eq(same_plan_best(&plan)->score, 1000);
	return plan.searches;
}

/* A level stops once the level below has found its best line again
 * `repeats` times more: here after 5 playouts of its 100 (the first
 * finds the line, 4 more find it again), so 1000 moves hold 200
 * searches; without the limit, 10. */
START_TEST(a_level_stops_once_its_line_comes_back)
{
	ck_assert_uint_eq(searches_of_one_line(3, 1000), 200);
	ck_assert_uint_eq(searches_of_one_line(0, 1000), 500);
	ck_assert_uint_eq(searches_of_one_line(-1, 1000), 10);
}
END_TEST

/* The colour a short search of the pictured board keeps for last (-1:
 * none), once its plan is checked. */
static int colour_kept_for_last(int colors, const char *picture)
{
	same_board b;
	support_same_board(&b, colors, picture);
	same_plan_start(&plan, &b, 1);
	same_plan_run(&plan, &(same_plan_limits){ .moves = 100 });
	plan_assert_replays(&b, same_plan_best(&plan));
	return plan.tabu;
}

/* A colour is kept for last from 4 colours on the board, the one with
 * the most balls; with fewer there is none. */
START_TEST(a_colour_is_kept_for_last_from_four_colours)
{
	ck_assert_int_eq(colour_kept_for_last(4,
	    "RRGB\n"
	    "RGBR\n"
	    "BRRG"), -1);
	/* R, with 7 balls. */
	ck_assert_int_eq(colour_kept_for_last(5,
	    "RRGBY\n"
	    "RGBRY\n"
	    "BRRGR"), 1);
}
END_TEST

/* The colours worth a trial as the one kept for last: those with 15/16
 * of the commonest colour's balls or more, the commonest first (ties:
 * the lowest colour). */
START_TEST(colours_near_the_commonest_are_tried_for_last)
{
	same_board b;
	/* G 16 balls, B 15, R 14, Y 7: R has less than 15/16 of G's. */
	support_same_board(&b, 4,
	    "GGGGBBBBRRRRY\n"
	    "GGGGBBBBRRRRY\n"
	    "GGGGBBBBRRRRY\n"
	    "GGGGBBBRRYYYY");
	same_plan_start(&plan, &b, 1);
	ck_assert_int_eq(plan.tabu_color, 2);
	ck_assert_int_eq(plan.tabu_candidates, 2);
	ck_assert_int_eq(plan.tabu_candidate[0], 2);
	ck_assert_int_eq(plan.tabu_candidate[1], 3);

	/* Four colours of 4 balls: all four, in order. */
	support_same_board(&b, 4,
	    "RGBY\n"
	    "GBYR\n"
	    "BYRG\n"
	    "YRGB");
	same_plan_start(&plan, &b, 1);
	ck_assert_int_eq(plan.tabu_candidates, 4);
	for (int i = 0; i < 4; i++)
		ck_assert_int_eq(plan.tabu_candidate[i], i + 1);

	/* Three colours: none is kept for last, none is tried. */
	support_same_board(&b, 3, "RGB\nGBR");
	same_plan_start(&plan, &b, 1);
	ck_assert_int_eq(plan.tabu_candidates, 0);
}
END_TEST

/* What a progress callback saw of the searches of one run: the colour
 * each kept for last, by its number in the run. */
typedef struct turns_seen {
	uint64_t searches_before;
	int kept[2];     /* by the search's number in the run, odd or even */
	int reports[2];
	bool mixed;      /* one parity kept two colours */
} turns_seen;

static bool record_turn(void *user, const same_plan_status *status)
{
	(void)status;
	turns_seen *seen = user;
	const int odd = (int)((plan.searches - seen->searches_before - 1) % 2);
	if (seen->reports[odd]++ > 0 && seen->kept[odd] != plan.tabu)
		seen->mixed = true;
	seen->kept[odd] = plan.tabu;
	return true;
}

/* The searches of a run take turns: the first keeps the chosen colour
 * for last, the second the runner-up, the third the chosen one again;
 * without a runner-up every search keeps the chosen colour. */
START_TEST(every_second_search_keeps_the_runner_up_for_last)
{
	same_board b;
	same_board_random(&b, 15, 15, 5, 1);
	for (int with_runner_up = 0; with_runner_up <= 1; with_runner_up++) {
		same_plan_start(&plan, &b, 1);
		ck_assert_int_ge(plan.tabu_candidates, 2);
		const int chosen = plan.tabu_candidate[1];
		const int runner_up = with_runner_up ?
		    plan.tabu_candidate[0] : -1;
		same_plan_keep_for_last(&plan, chosen, runner_up);
		/* Searches of one playout each: many between two reports. */
		plan.settings.level = 1;
		plan.settings.iterations[1] = 1;
		turns_seen seen = { .searches_before = plan.searches };
		same_plan_run(&plan, &(same_plan_limits){ .moves = 200000,
		    .progress = record_turn,
		    .user = &seen });
		ck_assert_int_gt(seen.reports[0], 0);
		ck_assert_int_gt(seen.reports[1], 0);
		ck_assert(!seen.mixed);
		ck_assert_int_eq(seen.kept[0], chosen);
		ck_assert_int_eq(seen.kept[1],
		    (with_runner_up ? runner_up : chosen));
	}
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
	plan_assert_replays(&b, line);

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
	plan_assert_replays(&b, line);
}
END_TEST

/* Start `plan` from `b` as a level-2 search of 10 iterations a level,
 * some 7,000 moves a search. */
static void start_small_search(const same_board *b, uint64_t seed)
{
	same_plan_start(&plan, b, seed);
	plan.settings.level = 2;
	plan.settings.iterations[1] = 10;
	plan.settings.iterations[2] = 10;
}

/* What a search is offered at its top level: `given`, a line of another
 * search, taken when it is better; `calls` counts the steps, `kept` has
 * bit c set for each colour c the search said it keeps for last (bit 0:
 * none), and `searched` is the search, to check it is asked at its top
 * level. */
typedef struct share_log {
	const same_plan_record *given;
	const same_plan *searched;
	int calls;
	unsigned kept;
} share_log;

static void log_share(void *user, int kept, same_plan_record *best)
{
	share_log *log = user;
	const same_plan *p = log->searched;
	/* The top level's own line, whatever slot it is in now. */
	ck_assert_ptr_eq(best, &p->records[p->best_slot[p->settings.level]]);
	log->calls++;
	log->kept |= 1u << (kept > 0 ? kept : 0);
	if (log->given != NULL && log->given->path.score > best->path.score)
		same_plan_record_copy(best, log->given);
}

START_TEST(a_search_takes_a_better_line_it_is_shared)
{
	/* A long search's top line, offered to a short search of another
	 * seed at each of its top-level steps: the short search takes it,
	 * keeps it as its plan and adapts toward it (its top level's line
	 * is that line or better), and the plan replays. */
	same_board b;
	same_board_random(&b, 15, 15, 5, 88);
	static same_plan other;
	same_plan_start(&other, &b, 1);
	same_plan_run(&other, &(same_plan_limits){ .moves = 400000 });
	static same_plan_record given;
	same_plan_record_copy(&given,
	    &other.records[other.best_slot[other.settings.level]]);
	ck_assert_int_gt(given.path.score, ref_greedy_score(&b));

	start_small_search(&b, 2);
	share_log log = { .given = &given, .searched = &plan };
	same_plan_run(&plan, &(same_plan_limits){ .moves = 4000,
	    .share = log_share, .user = &log });
	ck_assert_int_ge(log.calls, 1);
	ck_assert_int_ge(plan.records[plan.best_slot[2]].path.score,
	    given.path.score);
	const same_plan_line *line = same_plan_best(&plan);
	plan_assert_replays(&b, line);
	ck_assert_int_ge(line->score, given.path.score);

	/* It was told the colour it keeps for last: the commonest. */
	ck_assert_uint_eq(log.kept, 1u << plan.tabu_color);

	/* Without it the short search stays below the long one's line. */
	start_small_search(&b, 2);
	same_plan_run(&plan, &(same_plan_limits){ .moves = 4000 });
	ck_assert_int_lt(same_plan_best(&plan)->score, given.path.score);
}
END_TEST

START_TEST(a_search_shares_under_the_colour_it_keeps_for_last)
{
	/* Searches that take turns with two colours say, at each top-level
	 * step, the one they keep, so that a front end trades a line only
	 * with searches that play the same games.  Green and blue here,
	 * set by hand, not the board's commonest. */
	same_board b;
	same_board_random(&b, 15, 15, 5, 89);
	start_small_search(&b, 3);
	same_plan_keep_for_last(&plan, 2, 3);
	share_log log = { .searched = &plan };
	same_plan_run(&plan, &(same_plan_limits){ .moves = 30000,
	    .share = log_share, .user = &log });
	ck_assert_uint_ge(plan.searches, 2);
	ck_assert_uint_eq(log.kept, 1u << 2 | 1u << 3);

	/* A board of three colours keeps none. */
	same_board_random(&b, 10, 15, 3, 89);
	start_small_search(&b, 3);
	log = (share_log){ .searched = &plan };
	same_plan_run(&plan, &(same_plan_limits){ .moves = 5000,
	    .share = log_share, .user = &log });
	ck_assert_uint_eq(log.kept, 1u);
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
	tcase_add_test(t, a_colour_is_kept_for_last_from_four_colours);
	tcase_add_test(t, colours_near_the_commonest_are_tried_for_last);
	tcase_add_test(t, every_second_search_keeps_the_runner_up_for_last);
	tcase_add_test(t, positions_without_moves);
	tcase_add_test(t, the_callback_reports_and_stops);
	tcase_add_test(t, the_cancel_flag_stops);
	tcase_add_test(t, a_search_takes_a_better_line_it_is_shared);
	tcase_add_test(t, a_search_shares_under_the_colour_it_keeps_for_last);
	tcase_add_test(t, a_level_stops_once_its_line_comes_back);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_plan_suite());
}
