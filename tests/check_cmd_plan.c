/*
 * The plan command without a terminal: the line it prints replays from
 * the game's position, never below greedy, the same for a move budget
 * however the position was reached, `plan play` plays it, bad budgets and
 * Mayan games are refused, and a stopped search (plan's or solve's) says
 * so.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd_fixture.h"
#include "engine/same.h"
#include "session/same_planner.h"
#include "support.h"

/* Replay what `plan` printed from the game's position on a copy of it:
 * every move must be legal and as stated, numbered on from the game's
 * moves, and the final line must state the score and balls the replay
 * ends with.  Returns that final score. */
static long replay_plan(const char *printed)
{
	same_session copy;
	ck_assert(same_session_start(&copy, same_session_board(&g.same)));
	int done = same_session_move_count(&g.same);
	long before = same_session_points(&g.same);
	const char *line = printed;
	int k = 0;
	for (;;) {
		int number, row, col, size, points;
		char color;
		if (sscanf(line, "Move %d at (%d,%d): removed %d balls of "
		    "color %c, got %d points.", &number, &row, &col, &size,
		    &color, &points) != 6)
			break;
		same_cluster done_move = same_session_remove(&copy, row, col);
		ck_assert_int_eq(number, done + ++k);
		ck_assert_int_ge(done_move.size, 2);
		ck_assert_int_eq(done_move.size, size);
		ck_assert_int_eq(same_color_letter(done_move.color), color);
		ck_assert_int_eq(same_points(size), points);
		line = strchr(line, '\n') + 1;
	}
	long score;
	int balls;
	char end[8] = "";
	ck_assert_int_eq(sscanf(line, "Final score: %ld, with %d balls "
	    "remaining.%7s", &score, &balls, end), 2);
	ck_assert_str_eq(strchr(line, '\n'), "\n");
	ck_assert(same_session_over(&copy));
	ck_assert_int_eq(before + same_session_score(&copy), score);
	ck_assert_int_eq(same_session_board(&copy)->balls, balls);
	same_session_free(&copy);
	return score;
}

/* The final score greedy reaches from the game's position. */
static long greedy_final(void)
{
	return same_session_points(&g.same) +
	    same_planner_greedy_points(same_session_board(&g.same));
}

START_TEST(plan_prints_a_legal_line_never_below_greedy)
{
	for (int k = 1; k <= 3; k++) {
		load_sample(k);
		ok("plan --moves 20000");
		ck_assert_int_ge(replay_plan(out), greedy_final());
		/* Printing is not playing. */
		ck_assert_int_eq(same_session_move_count(&g.same), 0);
	}
	/* From the middle of a game too. */
	load_sample(1);
	ok("greedy 2");
	ok("plan --moves=20000");
	ck_assert(strncmp(out, "Move 3 at ", 10) == 0);
	long planned = replay_plan(out);
	ck_assert_int_ge(planned, greedy_final());
	/* The SPEC sample's greedy scores 3661 on this board; the plan from
	 * the start does better. */
	load_sample(1);
	ok("plan --moves 20000");
	ck_assert_int_gt(replay_plan(out), 3661);
}
END_TEST

START_TEST(plan_with_a_move_budget_is_deterministic)
{
	load_sample(1);
	ok("greedy");
	ok("plan --moves 20000");
	char *first = strdup(out);
	/* The same position reached another way gets the same plan. */
	load_sample(1);
	ok("greedy");
	ok("undo");
	ok("redo");
	ok("plan --moves 20000");
	ck_assert_str_eq(out, first);
	free(first);
}
END_TEST

/* A move budget alone plans in one search, so that the plan does not
 * depend on the processors: it ran one search per core, and a machine
 * with another number of them printed another plan. */
START_TEST(plan_with_a_move_budget_is_one_search)
{
	load_sample(1);
	ok("plan --moves 20000");
	const same_board *b = same_session_board(&g.same);
	same_plan *plan = malloc(sizeof *plan);
	ck_assert_ptr_nonnull(plan);
	same_plan_start(plan, b, same_planner_seed(b));
	const same_planner_budget one = { .moves = 20000, .threads = 1 };
	same_planner_run(plan, &one, NULL);
	ck_assert_int_eq(replay_plan(out), same_plan_best(plan)->score);
	free(plan);
	bool play;
	same_planner_budget budget;
	char error[256];
	ck_assert(cmd_plan_line("plan --moves 500", &play, &budget, error,
	    sizeof error));
	ck_assert_int_eq(budget.threads, 1);
	ck_assert(budget.seconds == 0);
	/* With the clock, every processor helps. */
	ck_assert(cmd_plan_line("plan 2 --moves 500", &play, &budget, error,
	    sizeof error));
	ck_assert_int_eq(budget.threads, 0);
}
END_TEST

START_TEST(plan_play_plays_the_line_it_prints)
{
	load_sample(1);
	ok("plan --moves 20000");
	char *printed = strdup(out);
	long score = replay_plan(printed);
	ok("plan play --moves 20000");
	ck_assert_str_eq(out, printed);
	free(printed);
	ck_assert(same_session_over(&g.same));
	ck_assert_int_eq(same_session_score(&g.same), score);
	/* Over: the plan is only the final line. */
	ok("plan --moves 10");
	char final[64];
	snprintf(final, sizeof final, "Final score: %ld, with %d balls "
	    "remaining.\n", score, same_session_board(&g.same)->balls);
	ck_assert_str_eq(out, final);
}
END_TEST

/* A stopped search says so, never -1 as if there were no answer; a
 * stopped plan prints the best line it has, which is a whole game. */
START_TEST(a_stopped_search_says_it_was_stopped)
{
	atomic_bool stop;
	atomic_init(&stop, true);
	char line[512];
	snprintf(line, sizeof line, "load '%s'",
	    support_test_path("data/mayan/hard.txt"));
	ok(line);
	size_t size;
	free(out);
	FILE *fp = open_memstream(&out, &size);
	ck_assert_int_eq(cmd_run_line_cancellable(&g, "solve", fp, why,
	    sizeof why, &stop), CMD_FAILED);
	fclose(fp);
	ck_assert_str_eq(why, "stopped before an answer was found");
	ck_assert_str_eq(out, "");
	load_sample(1);
	free(out);
	fp = open_memstream(&out, &size);
	ck_assert_int_eq(cmd_run_line_cancellable(&g, "plan 600", fp, why,
	    sizeof why, &stop), CMD_OK);
	fclose(fp);
	/* Greedy's line at least: the planner's first best line, said to
	 * be the best found before the stop. */
	const char *stopped = "Planning stopped: the best line found so "
	    "far:\n";
	ck_assert_int_eq(strncmp(out, stopped, strlen(stopped)), 0);
	ck_assert_ptr_nonnull(strstr(out, "Final score: "));
}
END_TEST

/* run LINE with its search stopped before it starts: what a line that
 * needs no search still does. */
static cmd_status run_stopped(const char *line)
{
	atomic_bool stop;
	atomic_init(&stop, true);
	size_t size;
	free(out);
	FILE *fp = open_memstream(&out, &size);
	const cmd_status status = cmd_run_line_cancellable(&g, line, fp, why,
	    sizeof why, &stop);
	fclose(fp);
	return status;
}

/* hint after solve takes the answer solve found while the game follows
 * it, with no search: a search stopped before it starts still answers.
 * Off the answer's path, what the search there found is kept alike. */
START_TEST(hint_after_solve_needs_no_search)
{
	char line[512];
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ok(line);
	ck_assert_int_eq(run_stopped("hint"), CMD_FAILED);
	ck_assert_str_eq(why, "stopped before an answer was found");
	ok("solve");
	ck_assert_str_eq(out, "2 1 1\n3 1 1\n3 0 1\n");
	ck_assert_int_eq(run_stopped("hint"), CMD_OK);
	ck_assert_str_eq(out, "move 2 1 1\n");
	/* Its first move played, the rest of it. */
	ok("move 2 1 1");
	ck_assert_int_eq(run_stopped("solve"), CMD_OK);
	ck_assert_str_eq(out, "3 1 1\n3 0 1\n");
	ck_assert_int_eq(run_stopped("hint"), CMD_OK);
	ck_assert_str_eq(out, "move 3 1 1\n");
	/* A move off it: no answer in the move left, found once. */
	ok("move 0 0 1");
	ok("hint");
	ck_assert_str_eq(out, "no answer from here with 1 move left; try "
	    "undo or restart\n");
	ck_assert_int_eq(run_stopped("solve"), CMD_OK);
	ck_assert_str_eq(out, "-1\n");
}
END_TEST

START_TEST(plan_refuses_a_mayan_game_and_bad_budgets)
{
	fails("plan", "no game in play; try 'new same', 'new mayan' or "
	    "'load FILE'");
	char line[512];
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ok(line);
	fails("plan", "'plan' is for Same Game, and this is a Mayan puzzle");
	fails("plan play", "'plan' is for Same Game, and this is a Mayan "
	    "puzzle");
	load_sample(1);
	fails("plan 0", "plan 0 needs --moves N");
	fails("plan x", "expected seconds from 0 (no time limit, for --moves) "
	    "to 86400, such as 2 or 0.5, found 'x'");
	/* Seconds as people write them, and not in hex. */
	fails("plan 0x10", "expected seconds from 0 (no time limit, for "
	    "--moves) to 86400, such as 2 or 0.5, found '0x10'");
	fails("plan 1 2", "usage: plan [play] [SECONDS] [--moves N]");
	fails("plan --moves", "--moves needs a value");
	fails("plan --moves 0", "expected a number of moves from 1 to "
	    "100000000000, found '0'");
	/* A budget past a day of a core is a typo, not a plan. */
	fails("plan --moves 9223372036854775807", "expected a number of moves "
	    "from 1 to 100000000000, found '9223372036854775807'");
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
}
END_TEST

static Suite *cmd_plan_suite(void)
{
	Suite *s = suite_create("cmd_plan");
	TCase *t = tcase_create("plan");
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, plan_prints_a_legal_line_never_below_greedy);
	tcase_add_test(t, plan_with_a_move_budget_is_deterministic);
	tcase_add_test(t, plan_with_a_move_budget_is_one_search);
	tcase_add_test(t, plan_play_plays_the_line_it_prints);
	tcase_add_test(t, plan_refuses_a_mayan_game_and_bad_budgets);
	tcase_add_test(t, hint_after_solve_needs_no_search);
	tcase_add_test(t, a_stopped_search_says_it_was_stopped);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(cmd_plan_suite());
}
