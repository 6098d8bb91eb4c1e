/*
 * Which puzzle the Mayan screen plays (see screen.h): the next and
 * previous levels of the pack, another random puzzle, the level menu and
 * a game chosen on it, and the editor on the puzzle in play.  Each new
 * puzzle takes the old one's place through the game screen, asking first
 * while moves are made.
 */
#include <string.h>

#include "session/game_open.h"
#include "session/mayan_random.h"
#include "ui/mayan/edit.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/screen.h"

static void ui_mayan_open_level(ui_mayan *g, int i)
{
	game_open_error e;
	game next;
	game_init(&next);
	if (!game_open_level(&next, g->pack, i, &e)) {
		ui_note_set(&g->gs.note, UI_ALERT, "%s", e.text);
		return;
	}
	ui_game_replace(&g->gs, &next);
}

/* Whether the level `step` away from this one is there; says why not. */
static bool ui_mayan_level_there(ui_mayan *g, int step)
{
	if (g->level < 0) {
		ui_note_set(&g->gs.note, UI_PLAIN, "This puzzle is not a "
		    "level of "
		    "the pack: L lists the levels.");
		return false;
	}
	int next = g->level + step;
	if (next < 0 || next >= g->pack->count) {
		ui_note_set(&g->gs.note, UI_PLAIN, "This is the %s level.",
		    step > 0 ? "last" : "first");
		return false;
	}
	return true;
}

static void ui_mayan_open_next(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_mayan_open_level(g, g->level + 1);
}

static void ui_mayan_open_previous(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_mayan_open_level(g, g->level - 1);
}

/* The game chosen above, once the player has said to leave this one. */
static void ui_mayan_take_chosen(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_game_replace(&g->gs, &g->chosen);
}

/* A game chosen on the level menu (L) or made for it: it takes this
 * puzzle's place, asking first as ] and [ do. */
void ui_mayan_take_game(ui_screen *screen, game *chosen)
{
	ui_mayan *g = (ui_mayan *)screen;
	game_free(&g->chosen);
	g->chosen = *chosen;
	game_init(chosen);
	if (g->leaving) {
		g->leaving = false;
		ui_mayan_take_chosen(screen);
		return;
	}
	ui_game_ask_leaving(&g->gs, ui_mayan_take_chosen);
}

void ui_mayan_key_next(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (ui_mayan_level_there(g, 1))
		ui_game_ask_leaving(&g->gs, ui_mayan_open_next);
}

void ui_mayan_key_previous(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (ui_mayan_level_there(g, -1))
		ui_game_ask_leaving(&g->gs, ui_mayan_open_previous);
}

void ui_mayan_key_new(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (!ui_mayan_random(g)) {
		ui_note_set(&g->gs.note, UI_PLAIN, "This puzzle is not a "
		    "random "
		    "one: the last line of the level menu (L) makes one.");
		return;
	}
	g->making_moves = mayan_random_name_moves(g->gs.game.origin);
	ui_game_ask_leaving(&g->gs, ui_mayan_make_another);
}

/* The level menu plays what is chosen on it here, in this puzzle's
 * place; but over a puzzle played from the editor, whose q goes back to
 * the editor, on a screen of its own above the menu, as from the title
 * menu: q leaves it for the menu, and the menu's q comes back to this
 * puzzle as it was left. */
void ui_mayan_key_levels(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_screen *menu = ui_mayan_levels_new(g->from_editor ? NULL : self,
	    g->gs.animate);
	if (menu != NULL)
		ui_push(menu);
}

/* The editor: back to the one below, for its puzzle played from it;
 * else a new one on the board as it stands and the moves left, knowing
 * what the game's searches found there; a level not yet played is the
 * level itself, and keeps the title of its header (levels_title gives
 * the level's name when there is none). */
void ui_mayan_key_edit(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	const mayan_session *s = ui_mayan_session(g);
	char title[MAYAN_JUDGE_VALUE_MAX] = "";
	if (g->from_editor && s->limit == g->editor_n &&
	    mayan_board_equal(mayan_session_start_board(s),
	    &g->editor_board)) {
		/* Leaving asks, as q does, while moves are made. */
		ui_game_key_quit(self);
		return;
	}
	/* A search ahead that has ended tells the editor what it found. */
	ui_mayan_take_ahead(g);
	ui_mayan_stop_job(g);
	ui_mayan_stop_ahead(g);
	g->holding = g->hinting = false;
	if (g->level >= 0 && mayan_session_move_count(s) == 0) {
		levels_title(g->pack, g->level, title, sizeof title);
		if (strcmp(title, g->pack->name[g->level]) == 0)
			title[0] = '\0';
	}
	ui_screen *editor = ui_mayan_edit_new_titled(mayan_session_board(s),
	    mayan_session_n_from_here(s), NULL, title, g->gs.animate);
	if (editor == NULL)
		return;
	ui_mayan_edit_over_game(editor, s, g->level >= 0 ? g->pack : NULL,
	    g->level);
	/* The line spoke of the position as the player left it (a block
	 * picked up, a hint, a key's answer), which the editor's keys make
	 * old: back from it, it says only what holds, the end of a game
	 * over. */
	g->gs.note.text[0] = '\0';
	if (mayan_session_over(s))
		ui_mayan_check_over(g);
	ui_push(editor);
}
