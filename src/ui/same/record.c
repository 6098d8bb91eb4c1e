/*
 * The end of a Same Game as the screen says it: the final line in the
 * judge's words, and how the score ranks, as session/same_record.h
 * records it.
 */
#include "session/same_record.h"
#include "ui/same/screen.h"

void ui_same_check_over(ui_same *g)
{
	if (!same_session_over(&g->game.same))
		return;
	char final[SAME_JUDGE_LINE_MAX], words[128];
	same_judge_format_final(final, same_session_score(&g->game.same),
	    same_session_board(&g->game.same)->balls);
	/* A board with no move at all is no game to rank. */
	if (same_session_move_count(&g->game.same) == 0) {
		ui_note_set(&g->note, UI_TITLE, "Game over: no cluster of 2 "
		    "balls.  %s", final);
		return;
	}
	bool new_best = same_record_end(&g->record, &g->game, words,
	    sizeof words);
	ui_note_set(&g->note, new_best ? UI_GOOD : UI_TITLE, "%s  %s", final,
	    words);
}
