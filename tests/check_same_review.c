/*
 * The review of a Same Game played (session/same_review.c): the estimates
 * obey the consistency rule (before a move, never below the move's points
 * plus the value after it), every line the review claims replays from its
 * position to its score by the plain rules of same_ref.c, a game that is
 * the planner's own line costs next to nothing, and a cancelled review
 * keeps what it has and ends later.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "io/reviews.h"
#include "session/game.h"
#include "session/same_assist.h"
#include "session/same_planner.h"
#include "session/same_review.h"
#include "plan_replay.h"
#include "support.h"

/* Tried moves a position: small, so that the suite is quick, and a
 * budget of moves alone, so that it is the same every time. */
#define REVIEW_MOVES 20000

static const same_review_budget small_budget = { .moves = REVIEW_MOVES,
	.threads = 2 };

/* The review, not yet searched, of the game greedy plays on the random
 * board of `rows` x `cols`, `colors` and `seed`, which `b` receives. */
static void review_greedy_game(same_review *r, same_board *b, int rows,
    int cols, int colors, uint64_t seed)
{
	same_board_random(b, rows, cols, colors, seed);
	same_board end = *b;
	same_cluster moves[SAME_MAX_MOVES];
	const int count = same_greedy_play(&end, moves);
	ck_assert(same_review_init(r, b, moves, count));
}

/* Every figure of a settled review against the rules it promises. */
static void assert_review_holds(const same_review *r)
{
	ck_assert(r->settled);
	long played = 0;
	for (int k = 0; k < r->count; k++) {
		const same_review_move *m = &r->move[k];
		ck_assert_int_ge(m->before, m->points + m->after);
		ck_assert_int_eq(m->cost, m->before - m->points - m->after);
		ck_assert_int_ge(m->cost, 0);
		ck_assert_int_eq(m->before, r->position[k].line.score);
		ck_assert_int_eq(m->after, r->position[k + 1].line.score);
		played += m->points;
	}
	for (int k = 0; k <= r->count; k++)
		plan_assert_replays(&r->position[k].board,
		    &r->position[k].line);
	played += same_final_bonus(&r->position[r->count].board);
	ck_assert_int_eq(same_review_played_score(r), played);
	ck_assert_int_ge(same_review_planner_score(r), played);
}

/* Greedy's line from `b` as a line of the review. */
static void greedy_line(const same_board *b, same_plan_line *line)
{
	same_board end = *b;
	line->count = same_greedy_play(&end, line->moves);
	line->score = same_final_bonus(&end);
	for (int i = 0; i < line->count; i++)
		line->score += same_points(line->moves[i].size);
	line->balls = end.balls;
}

/* A search that found less from before a move than the move and the
 * line after it give is lifted to that, with that line: here greedy's
 * line is all each search found, and on the first small board where a
 * move other than greedy's, then greedy, scores more, that move is
 * played. */
START_TEST(a_value_below_the_move_and_the_value_after_is_lifted)
{
	same_board b;
	same_clusters clusters;
	same_cluster move = { 0 };
	same_plan_line from_start;
	for (uint64_t seed = 1; move.size == 0; seed++) {
		ck_assert_uint_lt(seed, 1000);
		same_board_random(&b, 5, 5, 3, seed);
		greedy_line(&b, &from_start);
		same_clusters_find(&b, &clusters);
		for (int i = 0; i < clusters.count; i++) {
			const same_cluster c = clusters.list[i];
			if (c.size < 2)
				continue;
			same_board after = b;
			same_board_remove(&after, c.row, c.col);
			same_plan_line rest;
			greedy_line(&after, &rest);
			if (same_points(c.size) + rest.score >
			    from_start.score) {
				move = c;
				break;
			}
		}
	}
	same_review r;
	ck_assert(same_review_init(&r, &b, &move, 1));
	greedy_line(&r.position[0].board, &r.position[0].line);
	greedy_line(&r.position[1].board, &r.position[1].line);
	const long lifted = same_points(move.size) + r.position[1].line.score;
	ck_assert_int_lt(r.position[0].line.score, lifted);

	same_review_settle(&r);
	ck_assert(r.move[0].lifted);
	ck_assert_int_eq(r.move[0].before, lifted);
	ck_assert_int_eq(r.move[0].cost, 0);
	ck_assert_int_eq(r.position[0].line.moves[0].row, move.row);
	ck_assert_int_eq(r.position[0].line.moves[0].col, move.col);
	assert_review_holds(&r);
	same_review_free(&r);
}
END_TEST

/* Greedy's game on boards of several sizes and colours: every claim
 * replays, every cost is the difference it says, none below 0. */
START_TEST(every_line_replays_on_several_boards)
{
	static const struct {
		int rows, cols, colors;
		uint64_t seed;
	} boards[] = { { 6, 6, 3, 1 }, { 10, 15, 3, 7 }, { 8, 8, 4, 3 },
		{ 5, 12, 5, 11 }, { 12, 6, 2, 5 } };
	int beaten = 0;
	for (size_t i = 0; i < sizeof boards / sizeof *boards; i++) {
		same_board b;
		same_review r;
		review_greedy_game(&r, &b, boards[i].rows, boards[i].cols,
		    boards[i].colors, boards[i].seed);
		const int count = r.count;
		ck_assert(same_review_run(&r, &small_budget, NULL));
		ck_assert_int_eq(same_review_searched(&r), count + 1);
		assert_review_holds(&r);
		/* A move that cost nothing is never named. */
		int costliest[3];
		const int named = same_review_costliest(&r, costliest, 3);
		for (int j = 0; j < named; j++)
			ck_assert_int_gt(r.move[costliest[j]].cost, 0);
		beaten += same_review_planner_score(&r) >
		    same_review_played_score(&r);
		same_review_free(&r);
	}
	/* The planner beats greedy on most of these boards. */
	ck_assert_int_ge(beaten, 3);
}
END_TEST

/* The game the planner itself plays from the start, with the budget
 * every position gets: it costs what later searches found beyond the
 * planner's own line, which is the estimates' noise.  The costs add up
 * to the planner's value from the start less the game's score.  At 100,000
 * tried moves a position, 534 points of 16,724 (3.2%) on these four
 * boards, the costliest move 316; at 20,000, 12% (bench/same_review.md). */
#define OWN_GAME_MOVES 100000
START_TEST(the_planners_own_game_costs_next_to_nothing)
{
	static same_plan plan;
	long noise = 0, scored = 0;
	for (uint64_t seed = 1; seed <= 4; seed++) {
		same_board b;
		same_board_random(&b, 10, 15, 3, seed);
		same_plan_start(&plan, &b, same_planner_seed(&b));
		same_planner_run(&plan, &(same_planner_budget){
		    .moves = OWN_GAME_MOVES, .threads = 1 }, NULL);
		const same_plan_line *line = same_plan_best(&plan);
		same_review r;
		ck_assert(same_review_init(&r, &b, line->moves, line->count));
		ck_assert(same_review_run(&r, &(same_review_budget){
		    .moves = OWN_GAME_MOVES, .threads = 2 }, NULL));
		assert_review_holds(&r);
		ck_assert_int_eq(same_review_played_score(&r), line->score);
		long total = 0;
		for (int k = 0; k < r.count; k++)
			total += r.move[k].cost;
		ck_assert_int_eq(total, same_review_planner_score(&r) -
		    line->score);
		noise += total;
		scored += line->score;
		same_review_free(&r);
	}
	fprintf(stderr, "# the planner's own games: %ld points of cost over "
	    "%ld scored\n", noise, scored);
	/* The same every time (a budget of moves alone): under 5%. */
	ck_assert_int_le(noise * 20, scored);
}
END_TEST

/* The game's own planner searched the first board longer than the
 * review's search of it: its better line is taken for the start, and the
 * figures settle again around it; a line scoring no more is not. */
START_TEST(a_better_line_from_the_start_is_taken)
{
	same_board b;
	same_review r;
	review_greedy_game(&r, &b, 8, 8, 3, 3);
	const int count = r.count;
	for (int k = 0; k <= count; k++)
		greedy_line(&r.position[k].board, &r.position[k].line);
	same_review_settle(&r);
	const long greedy = same_review_planner_score(&r);

	static same_plan plan;
	same_plan_start(&plan, &b, same_planner_seed(&b));
	same_planner_run(&plan, &(same_planner_budget){ .moves = 100000,
	    .threads = 1 }, NULL);
	const same_plan_line better = *same_plan_best(&plan);
	ck_assert_int_gt(better.score, greedy);
	ck_assert(same_review_take_start_line(&r, &better));
	ck_assert_int_eq(same_review_planner_score(&r), better.score);
	assert_review_holds(&r);
	long total = 0;
	for (int k = 0; k < r.count; k++)
		total += r.move[k].cost;
	ck_assert_int_eq(total, better.score - same_review_played_score(&r));

	same_plan_line worse;
	greedy_line(&b, &worse);
	ck_assert(!same_review_take_start_line(&r, &worse));
	ck_assert_int_eq(same_review_planner_score(&r), better.score);

	/* The game's planner takes the review's line when it is the
	 * better, of the same board only. */
	same_assist_review planner = { 0 };
	same_assist_review_known(&planner, &b, &worse);
	ck_assert_int_eq(same_assist_review_best(&planner), worse.score);
	same_board other;
	same_board_random(&other, 8, 8, 3, 4);
	ck_assert(!same_assist_review_take(&planner, &other,
	    &r.position[0].line));
	ck_assert(same_assist_review_take(&planner, &b, &r.position[0].line));
	ck_assert_int_eq(same_assist_review_best(&planner), better.score);
	ck_assert(!same_assist_review_take(&planner, &b, &worse));
	ck_assert_int_eq(same_assist_review_best(&planner), better.score);
	same_assist_review_stop(&planner);
	same_review_free(&r);
}
END_TEST

/* A line the planner plays for the player (A) from a position of the
 * game: the planner's figure on the board takes it, from the start by
 * the moves that led there, whatever less its own search found; a plan
 * the game has left is not its line. */
START_TEST(the_line_played_for_the_player_is_the_planners)
{
	same_board b;
	same_board_random(&b, 8, 8, 3, 5);
	same_session s;
	ck_assert(same_session_start(&s, &b));
	const same_cluster first = same_greedy_choice(&b);
	ck_assert_int_gt(same_session_remove(&s, first.row, first.col).size,
	    0);

	static same_plan plan;
	same_plan_start(&plan, same_session_board(&s),
	    same_planner_seed(same_session_board(&s)));
	same_planner_run(&plan, &(same_planner_budget){ .moves = 100000,
	    .threads = 1 }, NULL);
	const same_assist_line played = { .known = true, .from = 1,
		.board = *same_session_board(&s),
		.points = same_session_points(&s),
		.line = *same_plan_best(&plan) };
	const long final = same_assist_final(&played);

	same_assist_review planner = { 0 };
	same_plan_line none = { .count = 0, .score = 0, .balls = b.balls };
	same_assist_review_known(&planner, &b, &none);
	ck_assert(same_assist_review_played(&planner, &s, &played));
	ck_assert_int_eq(same_assist_review_best(&planner), final);
	same_plan_line line;
	ck_assert(same_assist_review_line(&planner, &line));
	ck_assert_int_eq(line.count, 1 + played.line.count);
	plan_assert_replays(&b, &line);
	ck_assert(!same_assist_review_played(&planner, &s, &played));

	/* Taken back before where it was planned, the game no longer
	 * plays it. */
	same_assist_review_known(&planner, &b, &none);
	ck_assert(same_session_undo(&s));
	ck_assert(!same_assist_review_played(&planner, &s, &played));
	ck_assert_int_eq(same_assist_review_best(&planner), 0);
	same_assist_review_stop(&planner);
	same_session_free(&s);
}
END_TEST

/* The game greedy plays on `b`, played alone in `g` and ended on its
 * record; its moves in `moves`, how many returned. */
static int record_greedy_game(game *g, const same_board *b,
    same_cluster *moves)
{
	same_board end = *b;
	const int count = same_greedy_play(&end, moves);
	ck_assert(game_start_same(g, b, 1, "agree.in"));
	for (int i = 0; i < count; i++)
		ck_assert_int_gt(same_session_remove(&g->same, moves[i].row,
		    moves[i].col).size, 0);
	ck_assert(same_session_over(&g->same));
	char words[128];
	same_record_start(&g->record, g);
	same_record_end(&g->record, g, words, sizeof words);
	ck_assert_int_ge(g->record.recorded, 0);
	return count;
}

static void wait_a_little(void)
{
	nanosleep(&(struct timespec){ .tv_nsec = 10000000 }, NULL);
}

/* The review of the game on a thread, waited for: its result. */
static const same_review *review_job_done(same_review_job *job)
{
	while (!same_review_job_done(job))
		wait_a_little();
	const same_review *r = same_review_job_result(job);
	ck_assert_ptr_nonnull(r);
	return r;
}

/* The planner beside a game started on `b` within `moves` tried moves,
 * waited for until its search is over but not polled: a screen still
 * sees it at work (its spinner turns, its line is not in hand). */
static void planner_searched(same_assist_review *planner,
    const same_board *b, uint64_t moves)
{
	same_assist_review_start(planner, b, &(same_planner_budget){
	    .moves = moves, .threads = 1 });
	ck_assert_ptr_nonnull(planner->job);
	while (!same_assist_job_done(planner->job))
		wait_a_little();
	ck_assert(!planner->plan.known);
}

/* The review of the game is done with a better line from the start than
 * the planner's best so far while the planner is still at work: that
 * line is at once the figure the score screen shows, the one the game
 * is set beside in the files when the board is left, and the one kept
 * when the planner ends lower. */
START_TEST(a_review_above_a_planner_at_work_is_its_figure_and_record)
{
	char dir[300], path[400];
	snprintf(dir, sizeof dir, "%s/agree", support_temp_dir());
	setenv("XDG_DATA_HOME", dir, 1);
	same_board b;
	same_board_random(&b, 8, 8, 3, 3);
	game g;
	game_init(&g);
	same_cluster moves[SAME_MAX_MOVES];
	const int count = record_greedy_game(&g, &b, moves);
	same_review_job *review = same_review_job_start(&b, moves, count,
	    &(same_review_budget){ .moves = 50000, .threads = 2 });
	ck_assert_ptr_nonnull(review);
	const same_review *done = review_job_done(review);
	const long found = same_review_planner_score(done);

	same_assist_review planner = { 0 };
	planner_searched(&planner, &b, 100);
	ck_assert_int_lt(same_assist_review_best(&planner), found);
	ck_assert(same_assist_review_agree(&planner, review));
	ck_assert_ptr_nonnull(planner.job);
	ck_assert_int_eq(same_assist_review_best(&planner), found);
	ck_assert_int_eq(same_review_planner_score(done), found);
	same_plan_line line;
	ck_assert(same_assist_review_line(&planner, &line));
	ck_assert_int_eq(line.score, found);
	plan_assert_replays(&b, &line);

	/* Set beside it when the board is left, not before. */
	ck_assert(!same_assist_review_record(&planner, &g, false));
	ck_assert(!g.record.reviewed);
	same_assist_review_record(&planner, &g, true);
	ck_assert(g.record.reviewed);
	ck_assert_int_eq(g.record.planner, found);
	ck_assert_str_eq(g.record.alert, "");
	snprintf(path, sizeof path, "%s/tumble/reviews", dir);
	reviews_table *t = calloc(1, sizeof *t);
	io_error e;
	ck_assert(reviews_read(path, t, &e));
	ck_assert_int_eq(t->count, 1);
	ck_assert_int_eq(t->entry[0].planner, found);
	free(t);

	/* The planner's own line, lower, once in hand, leaves it so. */
	ck_assert(same_assist_review_poll(&planner));
	ck_assert_int_eq(same_assist_review_best(&planner), found);
	plan_assert_replays(&b, &planner.plan.line);
	ck_assert(!same_assist_review_agree(&planner, review));
	ck_assert_int_eq(same_review_planner_score(done), found);
	same_assist_review_stop(&planner);
	same_review_job_stop(review);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* The planner still at work has a better line from the start than the
 * review of the game found: the review takes it for its figure, settled
 * around it, without waiting for the planner to end. */
START_TEST(a_planner_at_work_above_the_review_is_the_reviews_figure)
{
	same_board b;
	same_board_random(&b, 8, 8, 3, 3);
	same_board end = b;
	same_cluster moves[SAME_MAX_MOVES];
	const int count = same_greedy_play(&end, moves);
	same_review_job *review = same_review_job_start(&b, moves, count,
	    &(same_review_budget){ .moves = 50, .threads = 2 });
	ck_assert_ptr_nonnull(review);
	const same_review *done = review_job_done(review);

	same_assist_review planner = { 0 };
	planner_searched(&planner, &b, 100000);
	const long best = same_assist_review_best(&planner);
	ck_assert_int_gt(best, same_review_planner_score(done));
	ck_assert(!same_assist_review_agree(&planner, review));
	ck_assert_ptr_nonnull(planner.job);
	ck_assert_int_eq(same_review_planner_score(done), best);
	assert_review_holds(done);
	ck_assert_int_eq(same_assist_review_best(&planner), best);
	same_assist_review_stop(&planner);
	same_review_job_stop(review);
}
END_TEST

/* A review cancelled before it starts searches nothing and says it is
 * not done; run again, it ends, and a finished review has nothing left
 * to search. */
START_TEST(a_cancelled_review_ends_when_run_again)
{
	same_board b;
	same_review r;
	review_greedy_game(&r, &b, 6, 8, 3, 2);
	const int count = r.count;
	atomic_bool cancel;
	atomic_init(&cancel, true);
	ck_assert(!same_review_run(&r, &small_budget, &cancel));
	ck_assert_int_eq(same_review_searched(&r), 0);
	ck_assert(!r.settled);
	ck_assert(same_review_run(&r, &small_budget, NULL));
	assert_review_holds(&r);
	ck_assert(same_review_run(&r, &small_budget, NULL));
	ck_assert_int_eq(same_review_searched(&r), count + 1);
	same_review_free(&r);
}
END_TEST

/* A move that removes nothing is no game to review. */
START_TEST(a_game_with_an_illegal_move_is_refused)
{
	same_board b;
	support_same_board(&b, 3,
	    "RGB\n"
	    "GBR");
	const same_cluster moves[] = { { 1, 1, 2, 2 } };
	same_review r;
	ck_assert(!same_review_init(&r, &b, moves, 1));
}
END_TEST

/* The three costliest, costliest first, the earlier on ties, none that
 * cost nothing. */
START_TEST(the_costliest_moves_come_first)
{
	same_board b;
	same_review r;
	review_greedy_game(&r, &b, 6, 6, 3, 1);
	const int count = r.count;
	ck_assert_int_ge(count, 5);
	static const long cost[] = { 0, 40, 9, 40, 100 };
	for (int k = 0; k < count; k++)
		r.move[k].cost = k < 5 ? cost[k] : 0;
	int index[3];
	ck_assert_int_eq(same_review_costliest(&r, index, 3), 3);
	ck_assert_int_eq(index[0], 4);
	ck_assert_int_eq(index[1], 1);
	ck_assert_int_eq(index[2], 3);
	r.move[1].cost = r.move[3].cost = r.move[2].cost = 0;
	ck_assert_int_eq(same_review_costliest(&r, index, 3), 1);
	ck_assert_int_eq(index[0], 4);
	same_review_free(&r);
}
END_TEST

static Suite *same_review_suite(void)
{
	Suite *s = suite_create("same_review");
	TCase *t = tcase_create("review");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, a_value_below_the_move_and_the_value_after_is_lifted);
	tcase_add_test(t, every_line_replays_on_several_boards);
	tcase_add_test(t, the_planners_own_game_costs_next_to_nothing);
	tcase_add_test(t, a_better_line_from_the_start_is_taken);
	tcase_add_test(t, the_line_played_for_the_player_is_the_planners);
	tcase_add_test(t,
	    a_review_above_a_planner_at_work_is_its_figure_and_record);
	tcase_add_test(t,
	    a_planner_at_work_above_the_review_is_the_reviews_figure);
	tcase_add_test(t, a_cancelled_review_ends_when_run_again);
	tcase_add_test(t, a_game_with_an_illegal_move_is_refused);
	tcase_add_test(t, the_costliest_moves_come_first);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_review_suite());
}
