/*
 * One game screen (see game_screen.h).
 */
#include "ui/game_screen.h"

#include <stdio.h>

#include "session/game_keep.h"
#include "session/game_play.h"
#include "ui/prompt.h"

/* The screen's game becomes `from`'s, which is left empty. */
static void ui_game_take(ui_game *gs, game *from)
{
	gs->game = *from;
	game_init(from);
	/* Kept at every move: a game killed on screen (SIGKILL, a crash)
	 * comes back on the next start, short of the move at most. */
	gs->game.keep_as_played = true;
}

void ui_game_adopt(ui_game *gs, game *from, const ui_game_kind *kind,
    bool animate)
{
	ui_game_take(gs, from);
	gs->kind = kind;
	gs->animate = animate;
	gs->ask_stopped = "";
	gs->quit = GAME_QUIT;
}

void ui_game_replace(ui_game *gs, game *next)
{
	if (gs->kind->leave != NULL)
		gs->kind->leave(gs);
	next->starts = gs->game.starts + 1;
	game_drop(&gs->game);
	game_free(&gs->game);
	ui_game_take(gs, next);
	gs->kind->start(gs);
}

void ui_game_close(ui_game *gs)
{
	char alert[512];
	gs->kind->stop(gs);
	if (gs->kind->leave != NULL)
		gs->kind->leave(gs);
	/* Kept or not, the alert (when there is one) is the player's: why
	 * it could not be, or what keeping it did to another file.  A quit
	 * asked first has kept it already, in the place its question
	 * named; a signal or a terminal gone asks no one, and puts no
	 * other kept game out. */
	(void)game_keep_unasked(&gs->game, alert, sizeof alert);
	if (alert[0] != '\0')
		ui_leave_word(alert);
	game_free(&gs->game);
}

void ui_game_ask(ui_game *gs, game_leaving how,
    void (*then)(ui_screen *self))
{
	char question[160];
	gs->ask_stopped = "";
	gs->asked[0] = '\0';
	if (!game_leaving_question(&gs->game, how, question,
	    sizeof question)) {
		then(&gs->screen);
		return;
	}
	/* What runs beside the game stops first, as a move stops it: its
	 * spinner would stand where the question is asked, and its answer,
	 * found, take the question's place while the question waited.  A
	 * no says it is gone: the game carries on without it. */
	const char *stopped = gs->kind->stop(gs);
	ui_ask_start(&gs->ask, &gs->note, then, question);
	snprintf(gs->asked, sizeof gs->asked, "%s", question);
	gs->ask_stopped = stopped;
	if (stopped[0] != '\0')
		gs->ask.after_no = stopped;
}

void ui_game_ask_leaving(ui_game *gs, void (*then)(ui_screen *self))
{
	ui_game_ask(gs, GAME_LEFT, then);
}

/* Ctrl-C as the terminal sends it, where it is a key. */
enum { UI_GAME_CTRL_C = 'C' - 'A' + 1 };

bool ui_game_typing(const ui_screen *self)
{
	const ui_game *gs = (const ui_game *)self;
	return gs->typed_search && gs->kind->searching != NULL &&
	    gs->kind->searching(gs);
}

void ui_game_key(ui_game *gs, int key)
{
	if (key == UI_GAME_CTRL_C && ui_game_typing(&gs->screen)) {
		gs->typed_search = false;
		if (gs->kind->cancel != NULL)
			gs->kind->cancel(gs);
		else
			ui_note_set(&gs->note, UI_PLAIN, "%s",
			    gs->kind->stop(gs));
		return;
	}
	/* A search the prompt started and that has ended: one a key starts
	 * next is the screen's, and Ctrl-C ends the game again. */
	if (!ui_game_typing(&gs->screen))
		gs->typed_search = false;
	if (ui_key_find(gs->screen.keys, key) == NULL &&
	    gs->kind->say_end != NULL && gs->kind->say_end(gs))
		return;
	ui_screen_key(&gs->screen, key);
}

void ui_game_key_undo(ui_screen *self)
{
	ui_game *gs = (ui_game *)self;
	if (!game_undo(&gs->game)) {
		ui_note_set(&gs->note, UI_PLAIN, "Nothing to undo.");
		return;
	}
	const char *more = gs->kind->moved(gs);
	ui_note_set(&gs->note, UI_PLAIN, "Undid move %d; r redoes it.%s",
	    gs->game.rules->move_count(&gs->game) + 1, more);
}

/* A search the player asked for, stopped by the question or here (a game
 * ended and taken back asks none), is said after the start's words, as
 * an undo says it after its own. */
static void ui_game_restart(ui_screen *self)
{
	ui_game *gs = (ui_game *)self;
	const char *stopped = gs->kind->stop(gs);
	if (stopped[0] == '\0')
		stopped = gs->ask_stopped;
	/* The game ended is left as any other (its review settled). */
	if (gs->kind->leave != NULL)
		gs->kind->leave(gs);
	if (!game_restart(&gs->game)) {
		ui_note_set(&gs->note, UI_ALERT, "Out of memory: the game goes "
		    "on.");
		return;
	}
	gs->kind->start(gs);
	if (stopped[0] != '\0') {
		const ui_note begun = gs->note;
		ui_note_set(&gs->note, begun.style, "%s  %s", begun.text,
		    stopped);
	}
}

void ui_game_key_restart(ui_screen *self)
{
	ui_game_ask((ui_game *)self, GAME_RESTARTED, ui_game_restart);
}

static void ui_game_leave_unkept(ui_screen *self)
{
	ui_pop();
}

/* Kept before the screen goes, so that a game that cannot be (a folder
 * that cannot be written) is not lost unasked; the screen's close keeps
 * it again in its own place, which says nothing new.  What keeping it
 * did to another game is said once back. */
static void ui_game_leave(ui_screen *self)
{
	ui_game *gs = (ui_game *)self;
	char alert[512], question[600];
	gs->kind->stop(gs);
	if (game_keep_to_leave(&gs->game, gs->quit, gs->asked[0] != '\0' ?
	    gs->asked : NULL, alert, sizeof alert, question,
	    sizeof question)) {
		if (alert[0] != '\0')
			ui_leave_word(alert);
		ui_pop();
		return;
	}
	/* Not kept, as the question said: the screen's close says why. */
	if (question[0] == '\0') {
		ui_pop();
		return;
	}
	/* The whole alert is said again on leaving. */
	ui_ask_start(&gs->ask, &gs->note, ui_game_leave_unkept, question);
}

void ui_game_key_quit(ui_screen *self)
{
	/* Leaving keeps it, as the prompt's quit says: a player who is not
	 * told fears losing it, and one not told that another kept game
	 * goes for it loses that one unasked. */
	ui_game *gs = (ui_game *)self;
	ui_game_ask(gs, gs->quit, ui_game_leave);
}

bool ui_game_small_quit(ui_screen *self)
{
	ui_game *gs = (ui_game *)self;
	char question[160];
	if (!game_leaving_question(&gs->game, gs->quit, question,
	    sizeof question))
		return false;
	ui_game_key_quit(self);
	return true;
}

void ui_game_key_command(ui_screen *self)
{
	ui_game *gs = (ui_game *)self;
	const unsigned long starts = gs->game.starts;
	const int moves = gs->game.rules->move_count(&gs->game);
	char typed[UI_PROMPT_LINE_MAX];
	cmd_search search;
	/* Said unless the prompt says more: back from it, the key that
	 * started the search would seem to be still at work. */
	const char *stopped = gs->kind->stop(gs);
	if (stopped[0] != '\0')
		ui_note_set(&gs->note, UI_PLAIN, "%s", stopped);
	switch (ui_prompt_run_search(gs, &search, typed, sizeof typed)) {
	case UI_PROMPT_QUIT:
		ui_game_leave(self);
		return;
	case UI_PROMPT_SWITCH:
		ui_prompt_switch(&gs->game, gs->animate);
		return;
	case UI_PROMPT_STAY:
		break;
	}
	/* A command may have started another game, even of the same board:
	 * take it up afresh, keeping what the command said. */
	if (gs->game.starts != starts) {
		const ui_note note = gs->note;
		gs->kind->start(gs);
		gs->note = note;
	} else {
		/* A command that left the game where it was (answered no,
		 * failed, or one that only prints) keeps what the prompt
		 * said: a game over would say its end again in its place. */
		const ui_note note = gs->note;
		gs->kind->moved(gs);
		if (gs->game.rules->move_count(&gs->game) == moves)
			gs->note = note;
	}
	gs->typed_search = false;
	if (search != CMD_SEARCH_NONE) {
		gs->kind->search(gs, search, typed);
		gs->typed_search = true;
	}
}

