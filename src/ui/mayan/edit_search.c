/*
 * The Mayan editor's searches (see edit_screen.h): the solver on its
 * thread for one n, or for n = 1, 2, ... up to the fewest moves that
 * clear the board; what each finds is learnt for the board as it stands.
 * w and p go through here: a puzzle that cannot be cleared in its n is
 * written or played only once the player says so, and one whose n was
 * never searched is searched first.
 */
#include <stdio.h>

#include "ui/mayan/edit_screen.h"

bool ui_mayan_edit_refused(ui_mayan_edit *g, const char *verb)
{
	/* Why is the verdict's, which stands above the line already. */
	const bool refused = mayan_edit_refusal(&g->edit) != NULL;
	if (refused)
		ui_note_set(&g->note, UI_ALERT, "Cannot %s it as it stands.",
		    verb);
	return refused;
}

static void ui_mayan_edit_sync_tick(ui_mayan_edit *g)
{
	g->screen.tick_ms = g->job != NULL ? JOB_POLL_MS : 0;
}

static bool ui_mayan_edit_start_job(ui_mayan_edit *g, int n)
{
	g->trying = n;
	g->job = mayan_assist_job_start(&g->edit.board, n, 0);
	ui_mayan_edit_sync_tick(g);
	if (g->job == NULL)
		ui_note_set(&g->note, UI_ALERT, "The solver cannot start.");
	return g->job != NULL;
}

void ui_mayan_edit_stop_job(ui_mayan_edit *g)
{
	if (g->job == NULL)
		return;
	mayan_assist_job_finish(g->job, true, NULL, &g->answer);
	g->job = NULL;
	ui_mayan_edit_sync_tick(g);
}

/* The answer the puzzle's file gave, when the board and n are the ones
 * it holds for: beside the board at once, as a search would put it. */
static bool ui_mayan_edit_show_told(ui_mayan_edit *g)
{
	const mayan_assist_answer *told = &g->told;
	if (!told->found || told->count != g->edit.n ||
	    !mayan_board_equal(&told->board, &g->edit.board))
		return false;
	g->answer = *told;
	g->trying = g->edit.n;
	g->answered = true;
	g->note.text[0] = '\0';
	mayan_edit_learn(&g->edit, g->edit.n, true);
	return true;
}

void ui_mayan_edit_search(ui_mayan_edit *g, bool fewest)
{
	if (ui_mayan_edit_refused(g, "solve"))
		return;
	/* The answer for this board and n is known and beside the board
	 * (an s before, or the game's searches): a search again would only
	 * make a q meant to leave stop it instead. */
	if (!fewest && g->answered && g->trying == g->edit.n)
		return;
	if (!fewest && ui_mayan_edit_show_told(g))
		return;
	g->fewest = fewest;
	g->answered = false;
	g->note.text[0] = '\0';
	ui_mayan_edit_start_job(g, fewest ? 1 : g->edit.n);
}

void ui_mayan_edit_guard(ui_mayan_edit *g, void (*then)(ui_screen *),
    const char *verb)
{
	char question[160];
	const int n = g->edit.n;
	if (ui_mayan_edit_refused(g, verb))
		return;
	switch (mayan_edit_clears(&g->edit, n)) {
	case MAYAN_EDIT_CLEARS:
		then(&g->screen);
		return;
	case MAYAN_EDIT_NEVER:
		snprintf(question, sizeof question, "It cannot be cleared in "
		    "%d "
		    "move%s; %s it anyway?", n, n == 1 ? "" : "s", verb);
		ui_ask_start(&g->ask, &g->note, then, question);
		return;
	case MAYAN_EDIT_UNKNOWN:
		break;
	}
	g->fewest = false;
	g->answered = false;
	if (!ui_mayan_edit_start_job(g, n))
		return;
	g->checking = then;
	g->checking_verb = verb;
	ui_note_set(&g->note, UI_PLAIN, "First a check that it can be cleared "
	    "in %d move%s (Esc cancels it).", n, n == 1 ? "" : "s");
}

/* A search has ended: say what it found, or try the next n. */
static void ui_mayan_edit_job_ended(ui_mayan_edit *g)
{
	mayan_assist_job_finish(g->job, false, NULL, &g->answer);
	g->job = NULL;
	ui_mayan_edit_sync_tick(g);
	mayan_edit_learn(&g->edit, g->trying, g->answer.found);
	if (g->fewest && !g->answer.found &&
	    g->trying < MAYAN_SOLVE_MAX_MOVES) {
		ui_mayan_edit_start_job(g, g->trying + 1);
		return;
	}
	g->answered = true;
	/* The verdict above the line says what was found, and the answer
	 * (or -1) is beside the board: the line would say it twice.  Only
	 * f's search of every n is more than the verdict tells. */
	if (g->fewest && !g->answer.found)
		ui_note_set(&g->note, UI_ALERT, "f tried n = 1 to %d: none "
		    "clears it.", g->trying);
	else
		g->note.text[0] = '\0';
	if (g->checking != NULL) {
		void (*then)(ui_screen *) = g->checking;
		g->checking = NULL;
		ui_mayan_edit_guard(g, then, g->checking_verb);
	}
}

void ui_mayan_edit_tick(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (g->job != NULL && mayan_assist_job_done(g->job))
		ui_mayan_edit_job_ended(g);
}

/* The check before w or p was stopped: whether the puzzle clears is not
 * known, and the player decides. */
static void ui_mayan_edit_check_stopped(ui_mayan_edit *g)
{
	char question[200];
	const int n = g->edit.n;
	void (*then)(ui_screen *) = g->checking;
	g->checking = NULL;
	snprintf(question, sizeof question, "Not known whether it clears in "
	    "%d move%s; %s it anyway?", n, n == 1 ? "" : "s",
	    g->checking_verb);
	ui_ask_start(&g->ask, &g->note, then, question);
}

bool ui_mayan_edit_cancel(ui_mayan_edit *g)
{
	if (g->job == NULL)
		return false;
	ui_mayan_edit_stop_job(g);
	if (g->checking != NULL)
		ui_mayan_edit_check_stopped(g);
	else
		ui_note_set(&g->note, UI_PLAIN, "Search cancelled.");
	return true;
}
