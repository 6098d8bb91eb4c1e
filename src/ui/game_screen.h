/*
 * One game screen: what the screens of both games share, so that a key
 * means one thing on both.  It owns the game on screen (shared with the
 * `:` prompt), its message line and the question asked before moves are
 * dropped, and the keys every game has: undo, restart, quit, the command
 * line and help.  A kind of game embeds it first in its own screen and
 * gives a table of what differs (taking a game up, stopping what runs
 * beside it, showing a position, its searches): ui/same and ui/mayan draw
 * their boards and read their clicks and drags, nothing else.
 */
#ifndef TUMBLE_UI_GAME_SCREEN_H
#define TUMBLE_UI_GAME_SCREEN_H

#include <stdbool.h>

#include "command/cmd.h"
#include "session/game.h"
#include "session/game_leave.h"
#include "ui/ask.h"
#include "ui/ui.h"

typedef struct ui_game ui_game;

typedef struct ui_game_kind {
	game_kind kind;
	/* Take up gs->game afresh: a new game, or one a command started. */
	void (*start)(ui_game *gs);
	/* Stop what runs beside the game (a search, a replay, a block picked
	 * up) before a question or a change of game.  Returns the words
	 * that say a search the player asked for was stopped ("" for
	 * none): the game goes on without it after a no or the prompt. */
	const char *(*stop)(ui_game *gs);
	/* The position changed under the screen (an undo, a command): the
	 * cursor and the move line follow it.  Returns words to add to what
	 * the screen says of it ("" for none). */
	const char *(*moved)(ui_game *gs);
	/* The game is left (a board or level in its place, the screen
	 * closing): what runs beside it is settled.  NULL: nothing to. */
	void (*leave)(ui_game *gs);
	/* Run a search typed at the prompt, as the screen's key does. */
	void (*search)(ui_game *gs, cmd_search search,
	    const char *line);
	/* Whether a search the player asked for is under way. */
	bool (*searching)(const ui_game *gs);
	/* The player stops the search typed at the prompt (Ctrl-C) as the
	 * screen's Esc stops one, saying what it leaves.  NULL: the stop
	 * and its words. */
	void (*cancel)(ui_game *gs);
	/* Over, with words of its end: say them again (a key with nothing
	 * else to do brings them back) and return true; false else. */
	bool (*say_end)(ui_game *gs);
} ui_game_kind;

struct ui_game {
	ui_screen screen;
	game game;      /* shared with the `:` prompt */
	bool animate;
	ui_ask ask;     /* the question before moves are dropped */
	/* What asking it stopped (the kind's stop words), said too once a
	 * y has restarted the game; "" for nothing. */
	const char *ask_stopped;
	ui_note note;
	const ui_game_kind *kind;
	/* What q (and the prompt's quit) does: GAME_QUIT, or GAME_TO_EDITOR
	 * over a puzzle played from the editor, which it goes back to; the
	 * question before it says so. */
	game_leaving quit;
	/* The question the player said y to before the game goes, by a key
	 * or the prompt's quit, as game_keep_to_leave() takes it; "" for
	 * none. */
	char asked[160];
	/* The search under way was typed at the prompt: Ctrl-C stops it,
	 * as the command line's Ctrl-C stops a search it runs, rather than
	 * end the game. */
	bool typed_search;
};

/* Take `from` over (it is left empty) for a screen of `kind`. */
void ui_game_adopt(ui_game *gs, game *from, const ui_game_kind *kind,
    bool animate);
/* `next` takes the place of the game on screen, which is dropped with
 * its kept copy; then the kind takes it up. */
void ui_game_replace(ui_game *gs, game *next);
/* The screen closes, whatever closed it (q, Ctrl-C, SIGTERM, SIGHUP, the
 * terminal gone): a game in progress is kept to continue, and trouble
 * keeping it is said as the screen goes. */
void ui_game_close(ui_game *gs);

/* Run `then` at once, or, with moves at stake, once the player says y to
 * the question before the game goes as `how` says (game_leaving_question:
 * the words the command line asks in too). */
void ui_game_ask(ui_game *gs, game_leaving how,
    void (*then)(ui_screen *self));
/* The same for leaving the game for another (a new board, the next or
 * previous one, a level chosen): it is not kept. */
void ui_game_ask_leaving(ui_game *gs, void (*then)(ui_screen *self));

/* A key of the screen's table runs; any other at a game over brings
 * back the words of its end (score, rank, line to share), which a key
 * pressed by chance must not wipe; elsewhere it is said to do nothing
 * (ui_screen_key). */
void ui_game_key(ui_game *gs, int key);

/* Whether Ctrl-C is a key of the screen's now (ui_screen's `typing`):
 * while a search typed at the prompt runs, which it stops. */
bool ui_game_typing(const ui_screen *self);

/* The keys every game has. */
void ui_game_key_undo(ui_screen *self);
void ui_game_key_restart(ui_screen *self);
void ui_game_key_quit(ui_screen *self);
void ui_game_key_command(ui_screen *self);
/* q on the too-small screen over the game (ui_screen's small_quit): with
 * moves at stake, the question q asks on the game, and its way out on
 * y; false, asking nothing, with none. */
bool ui_game_small_quit(ui_screen *self);

#endif
