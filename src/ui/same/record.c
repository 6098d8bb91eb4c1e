/*
 * The end of a Same Game as the screen says it: the final line in the
 * judge's words (a cleared board's with its bonus apart from the move
 * points), and how the score ranks, as session/same_record.h records it;
 * and the game set beside the planner's once both have ended.
 */
#include <stdio.h>

#include "session/same_record.h"
#include "ui/same/screen.h"

void ui_same_check_review(ui_same *g)
{
	if (!g->watching && g->review.plan.known)
		same_record_review(&g->record, &g->game,
		    ui_same_review_best(&g->review));
}

void ui_same_check_over(ui_same *g)
{
	const same_session *s = &g->game.same;
	if (!same_session_over(s))
		return;
	char final[SAME_JUDGE_LINE_MAX], cleared[64] = "", words[128];
	same_judge_format_final(final, same_session_score(s),
	    same_session_board(s)->balls);
	/* A board with no move at all is no game to rank. */
	if (same_session_move_count(s) == 0) {
		ui_note_set(&g->note, UI_TITLE, "Game over: no cluster of 2 "
		    "balls.  %s", final);
		return;
	}
	/* The planner's game was the player's to watch, not to rank. */
	if (g->watching) {
		ui_note_set(&g->note, UI_TITLE, "The planner's game ends.  %s",
		    final);
		return;
	}
	g->review.player = same_session_score(s);
	if (ui_same_cleared(g))
		snprintf(cleared, sizeof cleared, "Board cleared!  %ld points + "
		    "%d bonus.  ", same_session_points(s),
		    same_final_bonus(same_session_board(s)));
	bool new_best = same_record_end(&g->record, &g->game, words,
	    sizeof words);
	ui_same_check_review(g);
	ui_note_set(&g->note, new_best ? UI_GOOD : UI_TITLE, "%s%s  %s",
	    cleared, final, words);
}
