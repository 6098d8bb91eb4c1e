/*
 * The board that comes after a Same Game's (n, ], [): a new random board
 * of the same size and colours, or on a pack's board the next or the
 * previous board of its pack (], [ step through a file of several boards
 * too), asked first while moves are made.
 */
#include "session/game_open.h"
#include "ui/same/screen.h"

static void ui_same_new_board(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	const same_board *b = same_session_start_board(&g->gs.game.same);
	game_request r = game_request_new(GAME_SAME);
	/* A clearable board is followed by another clearable one. */
	r.random = (same_id){ b->rows, b->cols, b->colors, 0,
		g->gs.game.same.has_id && g->gs.game.same.id.clearable };
	r.sized = true;
	game_open_error e;
	game next;
	game_init(&next);
	if (!game_open(&next, &r, &e)) {
		ui_note_set(&g->gs.note, UI_ALERT, "%s", e.text);
		return;
	}
	ui_game_replace(&g->gs, &next);
}

/* The board stepped to, read before asking, once the player has said
 * to leave this one. */
static void ui_same_take_stepped(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	ui_game_replace(&g->gs, &g->stepped);
}

/* A game that opens no other in its place (a practice game) says so
 * and why: true then. */
static bool ui_same_opens_none(ui_same *g)
{
	char why[160];
	if (game_opens_another(&g->gs.game, why, sizeof why))
		return false;
	ui_note_set(&g->gs.note, UI_PLAIN, "%s", why);
	return true;
}

/* The board `step` away in the pack or the file: read first, so that
 * the first or the last board says so before anything is asked. */
static void ui_same_pack_step(ui_same *g, int step)
{
	game_open_error e;
	if (ui_same_opens_none(g))
		return;
	game_free(&g->stepped);
	game_init(&g->stepped);
	if (!game_open_pack_step(&g->stepped, &g->gs.game, step, &e)) {
		ui_note_set(&g->gs.note, UI_PLAIN, "%s", e.text);
		return;
	}
	ui_game_ask_leaving(&g->gs, ui_same_take_stepped);
}

void ui_same_key_next(ui_screen *self)
{
	ui_same_pack_step((ui_same *)self, 1);
}

void ui_same_key_previous(ui_screen *self)
{
	ui_same_pack_step((ui_same *)self, -1);
}

/* On a pack's board n stays in the pack: its next board. */
void ui_same_key_new(ui_screen *self)
{
	if (ui_same_opens_none((ui_same *)self))
		return;
	if (((ui_same *)self)->pack_board)
		ui_same_key_next(self);
	else
		ui_game_ask_leaving((ui_game *)self, ui_same_new_board);
}
