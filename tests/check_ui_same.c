/*
 * The Same Game screen's moves and frames without a terminal: its greedy
 * key plays what `tumble greedy` prints, and the frames of a removal (balls
 * falling, columns closing) come to rest on the board the engine gives;
 * and the planner's line as the screen keeps it, found on its own thread
 * and held while the game follows it.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "command/cmd.h"
#include "engine/same.h"
#include "io/same_judge.h"
#include "session/game.h"
#include "session/same_planner.h"
#include "session/same_session.h"
#include "session/game_open.h"
#include "support.h"
#include "session/same_assist.h"
#include "ui/same/logic.h"

/* The greedy move of the position, as the G key plays it: the computer's,
 * which makes the game assisted; size 0 when no move is left. */
static same_cluster greedy_move(same_session *s)
{
	const same_cluster best = same_greedy_choice(same_session_board(s));
	if (best.size < 2)
		return (same_cluster){ 0 };
	return same_session_remove_assisted(s, best.row, best.col);
}

START_TEST(the_greedy_key_plays_what_tumble_greedy_prints)
{
	char *input = support_read_file(support_test_path(
	    "data/same/sample.in"));
	ck_assert_ptr_nonnull(input);
	run_result r = support_run(input, NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 0);

	io_scan *scan = malloc(sizeof *scan);
	io_error e;
	long games;
	io_scan_open_memory(scan, input, strlen(input), "sample");
	ck_assert(same_judge_read_count(scan, &games, &e));
	char *text = calloc(1, 1 << 16);
	size_t len = 0;
	for (long k = 1; k <= games; k++) {
		same_board b;
		ck_assert(same_judge_read_board(scan, &b, 10, 15, 3, &e));
		same_session s;
		ck_assert(same_session_start(&s, &b));
		if (k > 1)
			text[len++] = '\n';
		len += same_judge_format_game(text + len, k);
		text[len++] = '\n';
		text[len++] = '\n';
		same_cluster m;
		while ((m = greedy_move(&s)).size >= 2) {
			len += same_judge_format_move(text + len,
			    same_session_move_count(&s), &m);
			text[len++] = '\n';
		}
		/* At the end the key plays nothing and changes nothing. */
		int moves = same_session_move_count(&s);
		ck_assert_int_eq(m.size, 0);
		ck_assert_int_eq(same_session_move_count(&s), moves);
		len += same_judge_format_final(text + len,
		    same_session_score(&s), same_session_board(&s)->balls);
		text[len++] = '\n';
		same_session_free(&s);
	}
	ck_assert_str_eq(text, r.out);
	support_run_free(&r);
	free(text);
	free(scan);
	free(input);
}
END_TEST

/* Play a removal as the screen shows it; the number of frames. */
static int show_removal(same_board *frame, const same_board *before,
    const same_cluster *move)
{
	ui_same_frame_start(frame, before, move);
	int balls = 0;
	for (int i = 0; i < SAME_CELLS; i++)
		balls += frame->cell[i] != 0;
	ck_assert_int_eq(balls, before->balls - move->size);
	int frames = 0;
	while (ui_same_frame_step(frame))
		ck_assert_int_lt(++frames, 100);
	same_board_settle(frame);
	return frames;
}

START_TEST(frames_come_to_rest_on_the_engine_board)
{
	for (uint64_t seed = 1; seed <= 20; seed++) {
		same_board b;
		same_board_random(&b, 10, 15, 3, seed);
		while (!same_board_over(&b)) {
			same_board before = b, frame;
			same_cluster move = same_greedy_choice(&b);
			same_board_remove(&b, move.row, move.col);
			show_removal(&frame, &before, &move);
			ck_assert(same_board_equal(&frame, &b));
		}
	}
}
END_TEST

START_TEST(balls_fall_one_row_per_frame_then_columns_close)
{
	same_board before, frame;
	/* Column 1 loses its lower three balls: the B and R above fall
	 * three rows, side by side.  Column 2 empties and closes. */
	support_same_board(&before, 3,
	    "R..\n"
	    "B..\n"
	    "GG.\n"
	    "GGB\n"
	    "GGR");
	same_cluster move = same_cluster_at(&before, 1, 1);
	ck_assert_int_eq(move.size, 6);
	ui_same_frame_start(&frame, &before, &move);
	ck_assert_int_eq(same_board_at(&frame, 5, 1), 1);
	ck_assert_int_eq(same_board_at(&frame, 4, 1), 3);
	ck_assert_int_eq(same_board_at(&frame, 1, 1), 0);
	ck_assert(ui_same_frame_step(&frame));
	ck_assert_int_eq(same_board_at(&frame, 4, 1), 1);
	ck_assert_int_eq(same_board_at(&frame, 3, 1), 3);
	ck_assert(ui_same_frame_step(&frame));
	ck_assert(ui_same_frame_step(&frame));
	ck_assert_int_eq(same_board_at(&frame, 2, 1), 1);
	ck_assert_int_eq(same_board_at(&frame, 1, 1), 3);
	/* The fall is over; now the empty column 2 closes. */
	ck_assert_int_eq(same_board_at(&frame, 1, 3), 1);
	ck_assert(ui_same_frame_step(&frame));
	ck_assert_int_eq(same_board_at(&frame, 1, 2), 1);
	ck_assert_int_eq(same_board_at(&frame, 2, 2), 3);
	ck_assert(!ui_same_frame_step(&frame));
}
END_TEST

START_TEST(fresh_seeds_are_short)
{
	for (int i = 0; i < 100; i++)
		ck_assert_uint_lt(game_fresh_seed(), 1000000);
}
END_TEST

/* The sample's first board, as the session of a test. */
static void start_sample(same_session *s)
{
	char *input = support_read_file(support_test_path(
	    "data/same/sample.in"));
	ck_assert_ptr_nonnull(input);
	io_scan *scan = malloc(sizeof *scan);
	io_error e;
	long games;
	same_board b;
	io_scan_open_memory(scan, input, strlen(input), "sample");
	ck_assert(same_judge_read_count(scan, &games, &e));
	ck_assert(same_judge_read_board(scan, &b, 10, 15, 3, &e));
	ck_assert(same_session_start(s, &b));
	free(scan);
	free(input);
}

/* A plan from the session's position, on the job's thread, within a
 * move budget so that it is the same on every run. */
static void plan_from(const same_session *s, same_assist_line *plan)
{
	same_planner_budget budget = { .moves = 20000 };
	same_assist_job *job = same_assist_job_start(s, &budget);
	ck_assert_ptr_nonnull(job);
	ck_assert_int_eq(same_assist_job_finish(job, false, plan),
	    SAME_ASSIST_SPENT);
	ck_assert(plan->known);
}

/* Another ball of the cluster whose representative is `m`, so a move
 * made by clicking elsewhere on the plan's cluster can be checked. */
static void other_ball(const same_board *b, const same_cluster *m,
    int *row, int *col)
{
	for (int c = 1; c <= b->cols; c++)
		for (int r = 1; r <= b->rows; r++) {
			same_cluster here = same_cluster_at(b, r, c);
			if ((r != m->row || c != m->col) &&
			    here.row == m->row && here.col == m->col) {
				*row = r;
				*col = c;
				return;
			}
		}
	ck_abort_msg("a cluster of one ball");
}

START_TEST(a_plan_holds_while_the_game_follows_it)
{
	same_session s;
	same_assist_line plan = { 0 };
	same_cluster next;
	start_sample(&s);
	ck_assert(!same_assist_holds(&plan, &s));
	plan_from(&s, &plan);
	ck_assert_int_ge(plan.line.count, 2);
	ck_assert_int_eq(same_assist_final(&plan), plan.line.score);
	ck_assert(same_assist_next(&plan, &s, &next));
	ck_assert_int_eq(next.row, plan.line.moves[0].row);
	ck_assert_int_eq(next.col, plan.line.moves[0].col);

	/* Played by a click on another ball of its cluster: still on it. */
	int row, col;
	other_ball(same_session_board(&s), &next, &row, &col);
	same_session_remove(&s, row, col);
	ck_assert(same_assist_holds(&plan, &s));
	ck_assert(same_assist_next(&plan, &s, &next));
	ck_assert_int_eq(next.row, plan.line.moves[1].row);
	ck_assert_int_eq(next.col, plan.line.moves[1].col);

	/* Another move leaves it; undone, the position is on it again. */
	same_cluster other = { 0 };
	same_clusters found;
	same_clusters_find(same_session_board(&s), &found);
	for (int i = 0; i < found.count && other.size == 0; i++)
		if (found.list[i].size >= 2 &&
		    (found.list[i].row != next.row ||
		    found.list[i].col != next.col))
			other = found.list[i];
	ck_assert_int_ge(other.size, 2);
	same_session_remove(&s, other.row, other.col);
	ck_assert(!same_assist_holds(&plan, &s));
	ck_assert(!same_assist_next(&plan, &s, &next));
	ck_assert(same_session_undo(&s));
	ck_assert(same_assist_holds(&plan, &s));

	/* Played out, it ends the game with the score it expected. */
	while (same_assist_next(&plan, &s, &next))
		same_session_remove(&s, next.row, next.col);
	ck_assert(same_session_over(&s));
	ck_assert(same_assist_holds(&plan, &s));
	ck_assert_int_eq(same_session_score(&s), same_assist_final(&plan));
	same_session_free(&s);
}
END_TEST

START_TEST(a_plan_from_mid_game_expects_the_whole_game_score)
{
	same_session s;
	same_assist_line plan = { 0 };
	start_sample(&s);
	greedy_move(&s);
	greedy_move(&s);
	plan_from(&s, &plan);
	ck_assert_int_eq(plan.from, 2);
	ck_assert_int_eq(plan.points, same_session_points(&s));
	ck_assert_int_eq(same_assist_final(&plan),
	    same_session_points(&s) + plan.line.score);
	/* Never below greedy from the same position. */
	ck_assert_int_ge(same_assist_final(&plan), same_session_points(&s) +
	    same_planner_greedy_points(same_session_board(&s)));
	ck_assert(same_assist_holds(&plan, &s));
	ck_assert(same_session_undo(&s));
	ck_assert(!same_assist_holds(&plan, &s));
	same_session_free(&s);
}
END_TEST

/* Stopped, a search keeps the best line it found before the stop, as
 * `plan` in the shell does: the plan then holds, and played out it ends
 * the game with the score it was offered with. */
START_TEST(a_cancelled_plan_keeps_its_best_line)
{
	same_session s;
	same_assist_line plan = { 0 };
	start_sample(&s);
	const long greedy =
	    same_planner_greedy_points(same_session_board(&s));
	/* A budget nobody waits for: only the cancel flag ends it, once it
	 * has found better than greedy. */
	same_planner_budget budget = same_assist_plan_budget("86400");
	same_assist_job *job = same_assist_job_start(&s, &budget);
	ck_assert_ptr_nonnull(job);
	for (int i = 0; i < 3000 && same_assist_job_best(job) <= greedy; i++)
		usleep(10000);
	const long seen = same_assist_job_best(job);
	ck_assert_int_gt(seen, greedy);
	ck_assert_int_eq(same_assist_job_finish(job, true, &plan),
	    SAME_ASSIST_STOPPED);
	ck_assert(plan.known);
	ck_assert_int_eq(plan.from, 0);
	ck_assert_int_ge(same_assist_final(&plan), seen);
	same_cluster next;
	while (same_assist_next(&plan, &s, &next))
		same_session_remove(&s, next.row, next.col);
	ck_assert(same_session_over(&s));
	ck_assert_int_eq(same_session_score(&s), same_assist_final(&plan));
	same_session_free(&s);
}
END_TEST

/* A search asked for again from a position the plan in hand leads
 * through, stopped before it found as much: the plan in hand stays. */
START_TEST(a_cancelled_plan_gives_way_to_a_better_one_that_holds)
{
	same_session s;
	same_assist_line plan = { 0 };
	start_sample(&s);
	plan_from(&s, &plan);
	const same_assist_line before = plan;
	same_session_remove(&s, plan.line.moves[0].row,
	    plan.line.moves[0].col);
	ck_assert_int_gt(same_assist_final(&plan), same_session_points(&s) +
	    same_planner_greedy_points(same_session_board(&s)));
	same_planner_budget budget = same_assist_plan_budget("86400");
	same_assist_job *job = same_assist_job_start(&s, &budget);
	ck_assert_ptr_nonnull(job);
	ck_assert_int_eq(same_assist_job_finish(job, true, &plan),
	    SAME_ASSIST_STOPPED);
	ck_assert_int_eq(plan.from, 0);
	ck_assert_int_eq(same_assist_final(&plan), same_assist_final(&before));
	ck_assert(same_assist_holds(&plan, &s));
	/* Off its line, the stopped search's best line is the plan. */
	ck_assert(same_session_undo(&s));
	greedy_move(&s);
	if (same_assist_holds(&plan, &s))
		greedy_move(&s);
	ck_assert(!same_assist_holds(&plan, &s));
	job = same_assist_job_start(&s, &budget);
	ck_assert_ptr_nonnull(job);
	ck_assert_int_eq(same_assist_job_finish(job, true, &plan),
	    SAME_ASSIST_STOPPED);
	ck_assert(same_assist_holds(&plan, &s));
	ck_assert_int_eq(plan.from, same_session_move_count(&s));
	ck_assert_int_ge(same_assist_final(&plan), same_session_points(&s) +
	    same_planner_greedy_points(same_session_board(&s)));
	same_session_free(&s);
}
END_TEST

START_TEST(the_plan_budget_comes_from_the_environment_word)
{
	ck_assert(same_assist_plan_budget(NULL).seconds == 1.0);
	ck_assert(same_assist_plan_budget("2.5").seconds == 2.5);
	ck_assert(same_assist_plan_budget("600").seconds == 600.0);
	ck_assert_int_eq(same_assist_plan_budget("600").moves, 0);
	const char *bad[] = { "", "x", "0", "-1", "2s", "1e9", "nan" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(same_assist_plan_budget(bad[i]).seconds == 1.0,
		    "'%s' was taken", bad[i]);
}
END_TEST

START_TEST(tumble_same_reports_bad_input_before_the_terminal)
{
	const char *dir = support_temp_dir();
	char bad[256];
	snprintf(bad, sizeof bad, "%s/bad.in", dir);
	FILE *fp = fopen(bad, "w");
	ck_assert_ptr_nonnull(fp);
	fputs("1\n\nRGB\n", fp);
	fclose(fp);
	char where[300];
	snprintf(where, sizeof where, "%s:3:4: expected 15 balls", bad);

	run_result r = support_run(NULL, NULL, "same", bad, NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, where));
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);

	const char *sample = support_test_path("data/same/sample.in");
	r = support_run(NULL, NULL, "same", sample, "--game", "4", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, "holds 3 boards"));
	support_run_free(&r);
	static const char *const usage[][4] = {
		{ "same", "--seed", "x", NULL },
		{ "same", "--seed", NULL, NULL },
		{ "same", "--game", "0", NULL },
		{ "same", "--game", "2", NULL },
		{ "same", "--bogus", NULL, NULL },
		{ "same", "a", "b", NULL },
		{ "same", "-", NULL, NULL },
	};
	for (size_t i = 0; i < sizeof usage / sizeof *usage; i++) {
		r = support_run_argv(NULL, NULL, NULL, usage[i]);
		ck_assert_int_eq(r.status, 2);
		ck_assert_ptr_nonnull(strstr(r.err, "tumble same --help"));
		support_run_free(&r);
	}

	r = support_run(NULL, NULL, "same", "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "--seed N"));
	/* The usage line's SEED is said in its words too. */
	ck_assert_ptr_nonnull(strstr(r.out, "from SEED (as -s N)"));
	support_run_free(&r);
	/* A good board without a terminal: said plainly, no escape codes. */
	r = support_run(NULL, NULL, "same", sample, NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble same: the game needs a terminal\n");
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
	unlink(bad);
	rmdir(dir);
}
END_TEST

/* Run `line` at the `:` prompt of the game `g`, as the screen does. */
static void prompt(game *g, const char *line)
{
	char error[CMD_ERROR_MAX];
	FILE *out = fopen("/dev/null", "w");
	ck_assert_ptr_nonnull(out);
	ck_assert_int_eq(cmd_run_line(g, line, out, error, sizeof error),
	    CMD_OK);
	fclose(out);
}

static void record_kind_is(const game *g, const char *expected)
{
	char kind[SCORES_KIND_MAX];
	game_record_kind(g, kind, sizeof kind);
	ck_assert_str_eq(kind, expected);
}

START_TEST(a_move_the_computer_plays_makes_the_game_assisted)
{
	const same_id id = same_id_judge(7);
	game g;
	game_init(&g);
	ck_assert(game_start_same_id(&g, &id));
	/* The player's own moves, and hints, leave it a player's game. */
	same_cluster best = same_greedy_choice(same_session_board(&g.same));
	ck_assert_int_ge(same_session_remove(&g.same, best.row,
	    best.col).size, 2);
	prompt(&g, "hint");
	prompt(&g, "plan 0 --moves 50");
	best = same_greedy_choice(same_session_board(&g.same));
	char line[64];
	snprintf(line, sizeof line, "remove %d %d", best.row, best.col);
	prompt(&g, line);
	ck_assert(!same_session_assisted(&g.same));
	record_kind_is(&g, "same-10x15x3");

	/* The greedy key: assisted, and undoing it does not take that
	 * back. */
	ck_assert_int_ge(greedy_move(&g.same).size, 2);
	ck_assert(same_session_assisted(&g.same));
	record_kind_is(&g, "same-10x15x3-assisted");
	ck_assert(same_session_undo(&g.same));
	ck_assert(same_session_assisted(&g.same));
	/* A greedy key with no move left plays nothing and marks nothing. */
	same_session over;
	same_board lone;
	support_same_board(&lone, 3, "R");
	ck_assert(same_session_start(&over, &lone));
	ck_assert_int_eq(greedy_move(&over).size, 0);
	ck_assert(!same_session_assisted(&over));
	same_session_free(&over);

	/* A new board is a new game; then greedy and plan play at the
	 * prompt mark it as the keys do. */
	ck_assert(game_start_same_id(&g, &id));
	ck_assert(!same_session_assisted(&g.same));
	prompt(&g, "greedy 2");
	ck_assert(same_session_assisted(&g.same));
	ck_assert(game_start_same_id(&g, &id));
	prompt(&g, "plan play 0 --moves 50");
	ck_assert(same_session_assisted(&g.same));
	ck_assert(same_session_over(&g.same));
	game_free(&g);
}
END_TEST

START_TEST(a_pack_board_has_a_table_of_its_own)
{
	game g;
	game_init(&g);
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.name = "Standard:3";
	ck_assert(game_open(&g, &r, &e));
	record_kind_is(&g, "same-standard-3");
	same_session_mark_assisted(&g.same);
	record_kind_is(&g, "same-standard-3-assisted");
	/* Any other board goes by its size and colours. */
	same_board b;
	support_same_board(&b, 3, "RG\nGR");
	ck_assert(game_start_same(&g, &b, 1, "boards.txt, board 3"));
	record_kind_is(&g, "same-2x2x3");
	game_free(&g);
}
END_TEST

static Suite *ui_same_suite(void)
{
	Suite *s = suite_create("ui_same");
	TCase *t = tcase_create("ui_same");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, the_greedy_key_plays_what_tumble_greedy_prints);
	tcase_add_test(t, frames_come_to_rest_on_the_engine_board);
	tcase_add_test(t, balls_fall_one_row_per_frame_then_columns_close);
	tcase_add_test(t, fresh_seeds_are_short);
	tcase_add_test(t, a_plan_holds_while_the_game_follows_it);
	tcase_add_test(t, a_plan_from_mid_game_expects_the_whole_game_score);
	tcase_add_test(t, a_cancelled_plan_keeps_its_best_line);
	tcase_add_test(t,
	    a_cancelled_plan_gives_way_to_a_better_one_that_holds);
	tcase_add_test(t, the_plan_budget_comes_from_the_environment_word);
	tcase_add_test(t, tumble_same_reports_bad_input_before_the_terminal);
	tcase_add_test(t, a_move_the_computer_plays_makes_the_game_assisted);
	tcase_add_test(t, a_pack_board_has_a_table_of_its_own);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_same_suite());
}
