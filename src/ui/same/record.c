/*
 * The end of a Same Game as the screen says it: the outcome of the move
 * that ended it (the session has recorded it: see session/game_play.h),
 * or the state of a game taken up already over; and the game set beside
 * the planner's once both have ended.
 */
#include <stdio.h>

#include "session/game_play.h"
#include "session/same_record.h"
#include "ui/same/screen.h"

void ui_same_check_review(ui_same *g)
{
	if (!g->gs.game.watching && g->review.plan.known)
		same_record_review(&g->gs.game.record, &g->gs.game,
		    same_assist_review_best(&g->review));
}

void ui_same_settle_review(ui_game *gs)
{
	ui_same *g = (ui_same *)gs;
	/* A board left while the planner still plays it: the review keeps
	 * the best the planner found so far rather than nothing. */
	if (g->review.job != NULL && g->gs.game.rules != NULL &&
	    !g->gs.game.watching && same_session_over(&g->gs.game.same))
		same_record_review(&g->gs.game.record, &g->gs.game,
		    same_assist_review_best(&g->review));
}

/* The player's score beside the planner's, once the game is over. */
static void ui_same_ended(ui_same *g)
{
	if (g->gs.game.watching ||
	    same_session_move_count(&g->gs.game.same) == 0)
		return;
	g->review.player = same_session_score(&g->gs.game.same);
	ui_same_check_review(g);
}

void ui_same_show_outcome(ui_same *g, const game_outcome *out)
{
	if (out->left_watching)
		ui_note_set(&g->gs.note, UI_PLAIN, "Your game again, from move "
		    "%d: an assisted game, the planner's moves in it.",
		    same_session_move_count(&g->gs.game.same));
	if (!out->ended)
		return;
	ui_same_ended(g);
	ui_note_set(&g->gs.note, out->new_best ? UI_GOOD : UI_TITLE, "%s%s%s",
	    out->end, out->rank[0] != '\0' ? "  " : "", out->rank);
}

void ui_same_check_over(ui_same *g)
{
	const same_session *s = &g->gs.game.same;
	if (!same_session_over(s))
		return;
	char final[SAME_JUDGE_LINE_MAX];
	same_judge_say_final(final, same_session_score(s),
	    same_session_board(s)->balls);
	/* A board with no move at all is no game to rank. */
	if (same_session_move_count(s) == 0)
		ui_note_set(&g->gs.note, UI_TITLE, "Game over: no cluster of 2 "
		    "balls.  %s", final);
	else if (g->gs.game.end_words[0] != '\0')
		ui_note_set(&g->gs.note, UI_TITLE, "%s", g->gs.game.end_words);
	else
		ui_note_set(&g->gs.note, UI_TITLE, "Game over.  %s", final);
	ui_same_ended(g);
}
