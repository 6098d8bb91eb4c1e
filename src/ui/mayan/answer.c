/*
 * The Mayan screen's solver (see screen.h): a search on the job
 * thread for `s`, `g` and `G`, and one ahead of them from each position
 * shown, its answer kept while the player follows it, and the words
 * that give a hint or the whole answer.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "io/mayan_judge.h"
#include "ui/mayan/logic.h"
#include "ui/mayan/screen.h"

void ui_mayan_stop_job(ui_mayan *g)
{
	if (g->job == NULL)
		return;
	mayan_assist_job_finish(g->job, true, &g->gs.game.mayan,
	    &g->gs.game.answer);
	g->job = NULL;
	ui_mayan_sync_tick(g);
}

bool ui_mayan_job_outdated(ui_mayan *g)
{
	if (g->job == NULL)
		return false;
	ui_mayan_stop_job(g);
	return true;
}

void ui_mayan_stop_ahead(ui_mayan *g)
{
	g->ahead_wanted = false;
	if (g->ahead != NULL)
		mayan_assist_job_abandon(g->ahead);
	g->ahead = NULL;
	ui_mayan_sync_tick(g);
}

/* The search ahead has ended: its answer, when it is from the position
 * shown, is the game's, which nothing shows until s, g or G asks for it
 * (the panel and the hint were of an answer that no longer held).  The
 * move t lights is the exact answer's next one: it stays lit. */
void ui_mayan_take_ahead(ui_mayan *g)
{
	if (g->ahead == NULL || !mayan_assist_job_done(g->ahead))
		return;
	const mayan_session *s = ui_mayan_session(g);
	const bool current = mayan_assist_job_for(g->ahead, s);
	mayan_assist_answer found;
	mayan_move next;
	const bool ended = mayan_assist_job_finish(g->ahead, false,
	    &g->gs.game.mayan, &found);
	if (ended && current) {
		g->gs.game.answer = found;
		g->panel = false;
		if (!mayan_assist_next(&found, s, &next) ||
		    next.x != g->hint.x || next.y != g->hint.y ||
		    next.g != g->hint.g)
			g->hinting = false;
	}
	g->ahead = NULL;
}

void ui_mayan_think_ahead(ui_mayan *g)
{
	const mayan_session *s = ui_mayan_session(g);
	ui_mayan_take_ahead(g);
	if (g->ahead != NULL && !mayan_assist_job_for(g->ahead, s))
		ui_mayan_stop_ahead(g);
	/* Not beside a search asked for. */
	const bool wanted = g->ahead == NULL && g->job == NULL &&
	    !mayan_session_over(s) &&
	    !mayan_assist_holds(&g->gs.game.answer, s);
	if (wanted)
		g->ahead = mayan_assist_job_ahead(s);
	/* Held back by searches left behind: the tick asks again. */
	g->ahead_wanted = wanted && g->ahead == NULL;
	ui_mayan_sync_tick(g);
}

bool ui_mayan_review(ui_mayan *g)
{
	const mayan_session *s = ui_mayan_session(g);
	/* A search ahead that ended since the last tick tells the review
	 * what it found, as it would tell t a moment later. */
	ui_mayan_take_ahead(g);
	if (!mayan_review_quick(s, &g->review))
		return false;
	ui_mayan_drag_words(g->review_words, sizeof g->review_words,
	    mayan_session_move(s, g->review.fatal));
	return true;
}

void ui_mayan_say_over(ui_mayan *g)
{
	g->holding = false;
	char over[160];
	mayan_session *s = &g->gs.game.mayan;
	/* Solved, its end's words say more than that it is. */
	if (g->end.text[0] != '\0' && mayan_session_solved(s)) {
		g->gs.note = g->end;
		return;
	}
	const bool way_back = mayan_assist_say_over(s, over, sizeof over);
	/* Failed, the move that made it impossible is named again, with
	 * t, the way back the footer offers first. */
	if (way_back && !mayan_session_solved(s) && ui_mayan_review(g)) {
		ui_note_set(&g->gs.note, UI_ALERT, "%c%s: move %d, %s, made "
		    "it impossible; t goes back to before it.",
		    toupper((unsigned char)over[0]), over + 1,
		    g->review.fatal + 1, g->review_words);
		return;
	}
	ui_note_set(&g->gs.note, mayan_session_solved(s) ? UI_PLAIN :
	    UI_ALERT, "%c%s%s",
	    toupper((unsigned char)over[0]), over + 1,
	    way_back ? ": u undoes, R restarts." : ".");
}

bool ui_mayan_say_end(ui_game *gs)
{
	ui_mayan *g = (ui_mayan *)gs;
	if (!mayan_session_over(ui_mayan_session(g)))
		return false;
	if (g->end.text[0] != '\0') {
		g->holding = false;
		g->gs.note = g->end;
	} else {
		ui_mayan_say_over(g);
	}
	return true;
}

/* Neither a hint nor the answer: the position has none. */
static void ui_mayan_say_no_answer(ui_mayan *g)
{
	char none[160];
	const bool way_back = mayan_assist_say_none(&g->gs.game.mayan, none,
	    sizeof none);
	ui_note_set(&g->gs.note, UI_ALERT, "%c%s%s", toupper((unsigned char)
	    none[0]), none + 1, way_back ? ": u undoes, R restarts." : ".");
}

void ui_mayan_say_hint(ui_mayan *g)
{
	const mayan_session *s = ui_mayan_session(g);
	if (!mayan_assist_next(&g->gs.game.answer, s, &g->hint)) {
		g->hinting = false;
		ui_mayan_say_no_answer(g);
		return;
	}
	char line[MAYAN_JUDGE_LINE_MAX], drag[32];
	mayan_judge_format_move(line, g->hint);
	ui_mayan_drag_words(drag, sizeof drag, g->hint);
	g->hinting = true;
	game_shown_help(&g->gs.game);
	g->x = g->hint.x;
	g->y = g->hint.y;
	ui_note_set(&g->gs.note, UI_TITLE, "Hint: %s: drag %s.", line, drag);
}

void ui_mayan_say_answer(ui_mayan *g)
{
	g->panel = true;
	if (g->gs.game.answer.found) {
		game_shown_help(&g->gs.game);
		ui_note_set(&g->gs.note, UI_TITLE, "The answer is beside the "
		    "board; g shows its next move, G plays it.");
	} else {
		ui_mayan_say_no_answer(g);
	}
}

/* The answer is known and holds for the position shown: do with it what
 * the player asked for. */
bool ui_mayan_use_answer(ui_mayan *g, ui_mayan_want want)
{
	if (want == UI_MAYAN_WANT_ANSWER) {
		ui_mayan_say_answer(g);
		return false;
	}
	ui_mayan_say_hint(g);
	return want == UI_MAYAN_WANT_PLAY && g->hinting;
}

/* A search has ended: say what it found, as the key asked.  It is for
 * the position shown: whatever changes it (a move, an undo or a redo, t,
 * a restart, another game, the `:` prompt, which stops the search
 * before it opens) stops the search first, on this thread, before the
 * tick polls it again. */
bool ui_mayan_job_ended(ui_mayan *g)
{
	mayan_assist_job_finish(g->job, false, &g->gs.game.mayan,
	    &g->gs.game.answer);
	g->job = NULL;
	ui_mayan_sync_tick(g);
	return ui_mayan_use_answer(g, g->wanted);
}

/* Find the answer from the position shown, unless it is known, and use
 * it as `want` says once it is. */
bool ui_mayan_solve(ui_mayan *g, ui_mayan_want want)
{
	const mayan_session *s = ui_mayan_session(g);
	if (g->job != NULL) {
		/* The key is not lost: the search's answer does the most
		 * asked of it (G over g over s), as A pressed while H plans
		 * plays the plan out. */
		if (want > g->wanted)
			g->wanted = want;
		ui_note_set(&g->gs.note, UI_PLAIN, "Still solving; Esc "
		    "cancels.");
		return false;
	}
	if (mayan_session_over(s)) {
		ui_mayan_say_over(g);
		return false;
	}
	ui_mayan_take_ahead(g);
	if (mayan_assist_holds(&g->gs.game.answer, s))
		return ui_mayan_use_answer(g, want);
	/* The search ahead runs on idle processors and has not ended: the
	 * one asked for takes its place at full speed. */
	ui_mayan_stop_ahead(g);
	g->job = mayan_assist_job_start(mayan_session_board(s),
	    mayan_session_moves_left(s), mayan_session_move_count(s));
	if (g->job == NULL) {
		ui_note_set(&g->gs.note, UI_ALERT, "The solver cannot start.");
		return false;
	}
	g->wanted = want;
	g->gs.note.text[0] = '\0';
	ui_mayan_sync_tick(g);
	return false;
}
