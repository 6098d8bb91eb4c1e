/*
 * The Same Game screen's planner (see screen.h): a search on the job
 * thread for `H`, `A` and `plan` at the `:` prompt, polled from the
 * screen's tick so that the screen never stops, and the words that give
 * the plan's next move.  The plan is played out by same.c's replay.  And
 * the planner that plays the board from its start once a game is over,
 * its line set beside the game's review.
 */
#include <stdlib.h>

#include "session/same_planner.h"
#include "session/same_review.h"
#include "ui/same/screen.h"

static same_assist_end ui_same_end_job(ui_same *g, bool cancel)
{
	const same_assist_end end = same_assist_job_finish(g->job, cancel,
	    &g->plan);
	g->job = NULL;
	ui_same_sync_tick(g);
	return end;
}

void ui_same_stop_job(ui_same *g)
{
	if (g->job == NULL)
		return;
	same_assist_job_drop(g->job);
	g->job = NULL;
	ui_same_sync_tick(g);
}

bool ui_same_job_outdated(ui_same *g)
{
	if (g->job == NULL)
		return false;
	ui_same_stop_job(g);
	return true;
}

void ui_same_review_game(ui_same *g)
{
	same_planner_budget budget;
	const bool planner = same_assist_review_budget(
	    getenv("TUMBLE_REVIEW_SECONDS"), &budget);
	same_assist_review_start(&g->review,
	    same_session_start_board(&g->gs.game.same), planner ? &budget :
	    NULL);
	ui_same_sync_tick(g);
}

void ui_same_review_let_go_stale(ui_same *g)
{
	if (g->reviewed != NULL && (g->reviewed_made != g->gs.game.made ||
	    g->reviewed_starts != g->gs.game.starts)) {
		same_review_job_stop(g->reviewed);
		g->reviewed = NULL;
	}
}

void ui_same_review_agree(ui_same *g, struct same_review_job *review)
{
	if (same_assist_review_agree(&g->review, review))
		ui_same_check_review(g);
}

void ui_same_poll_review(ui_same *g, struct same_review_job *review)
{
	const bool done = same_assist_review_poll(&g->review);
	if (done)
		ui_same_sync_tick(g);
	/* Either may have found more, whether the other is done or not:
	 * the better line so far stands for both. */
	if (same_assist_review_agree(&g->review, review) || done)
		ui_same_check_review(g);
}

/* The plan's next move on the board (the cursor's cluster is lit) and in
 * the message line after `lead`, beside what greedy would end with from
 * here. */
static void ui_same_say_plan_as(ui_same *g, const char *lead)
{
	const same_session *s = &g->gs.game.same;
	same_cluster next;
	if (!same_assist_next(&g->plan, s, &next)) {
		ui_same_say_over(g);
		return;
	}
	g->row = next.row;
	g->col = next.col;
	long greedy = same_session_points(s) +
	    same_planner_greedy_points(same_session_board(s));
	ui_note_set(&g->gs.note, UI_TITLE, "%s: remove %d %c balls at "
	    "(%d,%d); expected final score %ld, greedy's %ld.", lead,
	    next.size, same_color_letter(next.color), next.row, next.col,
	    same_assist_final(&g->plan), greedy);
}

static void ui_same_say_plan(ui_same *g)
{
	ui_same_say_plan_as(g, "Plan");
}

void ui_same_cancel_job(ui_same *g)
{
	if (g->job == NULL)
		return;
	switch (ui_same_end_job(g, true)) {
	case SAME_ASSIST_STOPPED_NONE:
		ui_note_set(&g->gs.note, UI_PLAIN, "%s",
		    SAME_PLANNER_STOPPED_NONE);
		break;
	case SAME_ASSIST_STOPPED:
		ui_same_say_plan_as(g, SAME_PLANNER_STOPPED_BEST);
		break;
	case SAME_ASSIST_SPENT:
		ui_same_say_plan(g);
		break;
	}
}

/* A search has spent its budget: say its plan, or have it played out.
 * The plan is for the position shown: whatever changes it (a move, an
 * undo or a redo, a restart, another game, the `:` prompt, which stops
 * the search before it opens) stops the search first, on this thread,
 * before the tick polls it again. */
static bool ui_same_job_ended(ui_same *g)
{
	bool plays = g->job_plays;
	ui_same_end_job(g, false);
	if (plays)
		return true;
	ui_same_say_plan(g);
	return false;
}

bool ui_same_poll_job(ui_same *g)
{
	return g->job != NULL && same_assist_job_done(g->job) &&
	    ui_same_job_ended(g);
}

bool ui_same_think(ui_same *g, bool play, const same_planner_budget *budget)
{
	const same_session *s = &g->gs.game.same;
	if (g->job != NULL) {
		g->job_plays = g->job_plays || play;
		ui_note_set(&g->gs.note, UI_PLAIN, "Still planning; Esc "
		    "cancels.");
		return false;
	}
	if (same_session_over(s)) {
		ui_same_say_over(g);
		return false;
	}
	/* A budget asked for at the prompt plans afresh even so. */
	if (budget == NULL && same_assist_holds(&g->plan, s)) {
		if (play)
			return true;
		ui_same_say_plan(g);
		return false;
	}
	const same_planner_budget key_budget =
	    same_assist_plan_budget(getenv("TUMBLE_PLAN_SECONDS"));
	g->job = same_assist_job_start(s, budget ? budget : &key_budget);
	if (g->job == NULL) {
		ui_note_set(&g->gs.note, UI_ALERT, "The planner cannot start.");
		return false;
	}
	g->job_plays = play;
	g->gs.note.text[0] = '\0';
	ui_same_sync_tick(g);
	return false;
}
