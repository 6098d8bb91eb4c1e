/*
 * The Mayan puzzle screen (see mayan.h).  Every move goes through the
 * session, every word about a move through the judge's formatting, every
 * answer through the exact solver; this file listens (keys, mouse, the
 * `:` prompt) and opens levels and puzzles; moves.c plays, answer.c keeps
 * the solver on its own thread so that the screen never stops, and draw.c
 * draws it.
 */
#include "ui/mayan/mayan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/levels.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/mayan_random.h"
#include "ui/mayan/edit.h"
#include "ui/mayan/logic.h"
#include "ui/mayan/screen.h"
#include "ui/prompt.h"

static void ui_mayan_tick(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (g->animating && !ui_mayan_show_step(&g->show))
		ui_mayan_finish_animation(g);
	if (g->job != NULL && ui_mayan_job_done(g->job) &&
	    ui_mayan_job_ended(g))
		ui_mayan_play_move(g, g->hint, true);
}

/* ---- levels ---- */

/* Start the game in g->game afresh: a new puzzle or level. */
static void ui_mayan_start(ui_mayan *g)
{
	ui_mayan_stop_job(g);
	g->level = g->game.level[0] != '\0' ?
	    levels_find(g->pack, g->game.level) : -1;
	snprintf(g->title, sizeof g->title, "%.100s", g->game.title);
	g->x = g->y = 0;
	g->holding = g->pressed = g->animating = false;
	g->panel = g->hinting = false;
	memset(&g->answer, 0, sizeof g->answer);
	ui_mayan_say_last_move(g);
	ui_note_set(&g->note, UI_PLAIN, "Clear it in exactly %d "
	    "move%s: drag blocks sideways, lines of 3 vanish.",
	    g->game.mayan.limit, g->game.mayan.limit == 1 ? "" : "s");
	/* A game continued out of moves (or cleared too soon) says so, not
	 * how to begin; a solved one was recorded when it was solved. */
	if (mayan_session_over(&g->game.mayan) &&
	    !mayan_session_solved(&g->game.mayan))
		ui_mayan_check_over(g);
	ui_mayan_sync_tick(g);
}

/* The puzzle in play gives way to `next`: dropped, with its kept copy. */
static void ui_mayan_replace(ui_mayan *g, game *next)
{
	next->starts = g->game.starts + 1;
	game_drop(&g->game);
	game_free(&g->game);
	g->game = *next;
	game_init(next);
	ui_mayan_start(g);
}

static void ui_mayan_open_level(ui_mayan *g, int i)
{
	game_open_error e;
	game next;
	game_init(&next);
	if (!game_open_level(&next, g->pack, i, &e)) {
		ui_note_set(&g->note, UI_ALERT, "%s", e.text);
		return;
	}
	ui_mayan_replace(g, &next);
}

/* Whether the level `step` away from this one is there; says why not. */
static bool ui_mayan_level_there(ui_mayan *g, int step)
{
	if (g->level < 0) {
		ui_note_set(&g->note, UI_PLAIN, "This puzzle is not a level of "
		    "the pack: L lists the levels.");
		return false;
	}
	int next = g->level + step;
	if (next < 0 || next >= g->pack->count) {
		ui_note_set(&g->note, UI_PLAIN, "This is the %s level.",
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

/* Moves made on a puzzle not yet solved would be lost by leaving it:
 * ask first ("Quit this puzzle ...?"), then `leave` on y.  A search
 * stops first, as a move stops it: its answer, found, would take the
 * question's place while the question still waited for a y. */
static void ui_mayan_leave_asking(ui_mayan *g, const char *verb,
    void (*leave)(ui_screen *self))
{
	const mayan_session *s = ui_mayan_session(g);
	if (mayan_session_move_count(s) == 0 || mayan_session_solved(s)) {
		leave(&g->screen);
		return;
	}
	ui_mayan_stop_job(g);
	char question[64];
	snprintf(question, sizeof question, "%s this puzzle with %d move%s "
	    "made?", verb, mayan_session_move_count(s),
	    mayan_session_move_count(s) == 1 ? "" : "s");
	ui_ask_start(&g->ask, &g->note, leave, question);
}

/* The game chosen above, once the player has said to leave this one. */
static void ui_mayan_take_chosen(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_mayan_replace(g, &g->chosen);
}

/* A game chosen on the level menu (L) or made for it: it takes this
 * puzzle's place, asking first as ] and [ do. */
static void ui_mayan_take_game(ui_screen *screen, game *chosen)
{
	ui_mayan *g = (ui_mayan *)screen;
	game_free(&g->chosen);
	g->chosen = *chosen;
	game_init(chosen);
	ui_mayan_leave_asking(g, "Leave", ui_mayan_take_chosen);
}

/* ---- keys ---- */

/* The cursor moved drops a block picked up, and says so: the words
 * about the block would be stale. */
static void ui_mayan_cursor(ui_mayan *g, int dx, int dy)
{
	if (g->holding) {
		g->holding = false;
		ui_note_set(&g->note, UI_PLAIN, "Dropped.");
	}
	g->x = g->x + dx < 0 ? 0 : g->x + dx >= MAYAN_WIDTH ?
	    MAYAN_WIDTH - 1 : g->x + dx;
	g->y = g->y + dy < 0 ? 0 : g->y + dy >= MAYAN_HEIGHT ?
	    MAYAN_HEIGHT - 1 : g->y + dy;
}

/* Left and Right move the block picked up, else the cursor. */
static void ui_mayan_sideways(ui_mayan *g, int dir)
{
	if (g->holding)
		ui_mayan_play(g, g->x, g->y, dir);
	else
		ui_mayan_cursor(g, dir, 0);
}

static void ui_mayan_key_left(ui_screen *self)
{
	ui_mayan_sideways((ui_mayan *)self, -1);
}

static void ui_mayan_key_right(ui_screen *self)
{
	ui_mayan_sideways((ui_mayan *)self, 1);
}

static void ui_mayan_key_up(ui_screen *self)
{
	ui_mayan_cursor((ui_mayan *)self, 0, 1);
}

static void ui_mayan_key_down(ui_screen *self)
{
	ui_mayan_cursor((ui_mayan *)self, 0, -1);
}

static void ui_mayan_key_pick(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (g->holding) {
		g->holding = false;
		ui_note_set(&g->note, UI_PLAIN, "Dropped.");
	} else {
		ui_mayan_pick_up(g, g->x, g->y);
	}
}

static void ui_mayan_key_escape(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (g->job != NULL) {
		ui_mayan_stop_job(g);
		ui_note_set(&g->note, UI_PLAIN, "Solve cancelled.");
	} else if (g->holding) {
		g->holding = false;
		ui_note_set(&g->note, UI_PLAIN, "Dropped.");
	}
}

static void ui_mayan_key_solve(ui_screen *self)
{
	ui_mayan_solve((ui_mayan *)self, UI_MAYAN_WANT_ANSWER);
}

static void ui_mayan_key_hint(ui_screen *self)
{
	ui_mayan_solve((ui_mayan *)self, UI_MAYAN_WANT_HINT);
}

static void ui_mayan_key_play_hint(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (ui_mayan_solve(g, UI_MAYAN_WANT_PLAY))
		ui_mayan_play_move(g, g->hint, true);
}

static void ui_mayan_key_undo(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (!game_undo(&g->game)) {
		ui_note_set(&g->note, UI_PLAIN, "Nothing to undo.");
		return;
	}
	g->holding = g->hinting = false;
	ui_mayan_say_last_move(g);
	ui_note_set(&g->note, UI_PLAIN, "Undid move %d; r redoes it.",
	    mayan_session_move_count(&g->game.mayan) + 1);
}

static void ui_mayan_key_redo(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	mayan_session *s = &g->game.mayan;
	mayan_board before = *mayan_session_board(s);
	game_outcome out;
	if (!game_redo(&g->game, &out)) {
		ui_note_set(&g->note, UI_PLAIN, "Nothing to redo.");
		return;
	}
	ui_mayan_played(g, &before,
	    mayan_session_move(s, mayan_session_move_count(s) - 1), &out);
}

static void ui_mayan_key_restart(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	game_rewind(&g->game);
	g->holding = g->hinting = false;
	ui_mayan_say_last_move(g);
	ui_note_set(&g->note, UI_PLAIN, "Back to the start; r replays the "
	    "moves.");
}

static void ui_mayan_key_next(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (ui_mayan_level_there(g, 1))
		ui_mayan_leave_asking(g, "Leave", ui_mayan_open_next);
}

static void ui_mayan_key_previous(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (ui_mayan_level_there(g, -1))
		ui_mayan_leave_asking(g, "Leave", ui_mayan_open_previous);
}

/* Another random puzzle of as many moves, made on a screen of its own
 * that then plays it here. */
static void ui_mayan_make_another(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_screen *making = ui_mayan_making_new(game_fresh_seed(),
	    mayan_random_name_moves(g->game.origin), self, g->animate);
	if (making != NULL)
		ui_push(making);
}

static void ui_mayan_key_new(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (!ui_mayan_random(g)) {
		ui_note_set(&g->note, UI_PLAIN, "This puzzle is not a random "
		    "one: the last line of the level menu (L) makes one.");
		return;
	}
	ui_mayan_leave_asking(g, "Leave", ui_mayan_make_another);
}

static void ui_mayan_key_levels(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_screen *menu = ui_mayan_levels_new(self, g->animate);
	if (menu != NULL)
		ui_push(menu);
}

/* The editor, on the board as it stands and the puzzle's n; a level
 * not yet played is the level itself, and keeps the title of its header
 * (levels_title gives the level's name when there is none). */
static void ui_mayan_key_edit(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	const mayan_session *s = ui_mayan_session(g);
	char title[MAYAN_JUDGE_VALUE_MAX] = "";
	ui_mayan_stop_job(g);
	g->holding = g->hinting = false;
	if (g->level >= 0 && mayan_session_move_count(s) == 0) {
		levels_title(g->pack, g->level, title, sizeof title);
		if (strcmp(title, g->pack->name[g->level]) == 0)
			title[0] = '\0';
	}
	ui_screen *editor = ui_mayan_edit_new_titled(mayan_session_board(s),
	    s->limit, NULL, title, g->animate);
	if (editor != NULL)
		ui_push(editor);
}

static void ui_mayan_key_command(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	const unsigned long starts = g->game.starts;
	char searching[UI_PROMPT_LINE_MAX];
	cmd_search search;
	ui_mayan_stop_job(g);
	switch (ui_prompt_run_search(&g->game, GAME_MAYAN, &g->note, &search,
	    searching, sizeof searching)) {
	case UI_PROMPT_QUIT:
		ui_pop();
		return;
	case UI_PROMPT_SWITCH:
		ui_prompt_switch(&g->game, g->animate);
		return;
	case UI_PROMPT_STAY:
		break;
	}
	/* A command may have loaded another puzzle: take it up afresh. */
	if (g->game.starts != starts) {
		ui_note note = g->note;
		ui_mayan_start(g);
		g->note = note;
	}
	g->holding = g->hinting = false;
	ui_mayan_say_last_move(g);
	if (mayan_session_over(ui_mayan_session(g)) ||
	    mayan_session_solved(ui_mayan_session(g)))
		ui_mayan_check_over(g);
	if (search != CMD_SEARCH_NONE)
		ui_mayan_solve(g, search == CMD_SEARCH_HINT ?
		    UI_MAYAN_WANT_HINT : UI_MAYAN_WANT_ANSWER);
}

static void ui_mayan_key_help(ui_screen *self)
{
	ui_help_show(self);
}

static void ui_mayan_leave(ui_screen *self)
{
	ui_pop();
}

static void ui_mayan_key_quit(ui_screen *self)
{
	ui_mayan_leave_asking((ui_mayan *)self, "Quit", ui_mayan_leave);
}

const ui_key ui_mayan_keys[] = {
	{ KEY_LEFT, "Arrows, hjkl", "move the cursor; a block picked up: "
	    "Left/Right (h/l) move it", NULL, ui_mayan_key_left },
	{ KEY_RIGHT, NULL, NULL, NULL, ui_mayan_key_right },
	{ KEY_UP, NULL, NULL, NULL, ui_mayan_key_up },
	{ KEY_DOWN, NULL, NULL, NULL, ui_mayan_key_down },
	{ 'h', NULL, NULL, NULL, ui_mayan_key_left },
	{ 'l', NULL, NULL, NULL, ui_mayan_key_right },
	{ 'k', NULL, NULL, NULL, ui_mayan_key_up },
	{ 'j', NULL, NULL, NULL, ui_mayan_key_down },
	{ ' ', "Space, Enter", "pick up (or put back) the block under the "
	    "cursor", "pick", ui_mayan_key_pick },
	{ '\r', NULL, NULL, NULL, ui_mayan_key_pick },
	{ '\n', NULL, NULL, NULL, ui_mayan_key_pick },
	{ KEY_ENTER, NULL, NULL, NULL, ui_mayan_key_pick },
	{ UI_KEY_ESC, "Esc", "drop the block; cancel a search", NULL,
	    ui_mayan_key_escape },
	{ 's', "s", "solve from here with the moves left; show the answer",
	    "solve", ui_mayan_key_solve },
	{ 'g', "g", "hint: the next move of the answer, on the board",
	    "hint", ui_mayan_key_hint },
	{ 'G', "G", "play the next move of the answer", "play",
	    ui_mayan_key_play_hint },
	{ 'u', "u", "undo", "undo", ui_mayan_key_undo },
	{ 'r', "r", "redo", NULL, ui_mayan_key_redo },
	{ 'R', "R", "restart the puzzle (r replays the moves)", NULL,
	    ui_mayan_key_restart },
	{ ']', "], [", "next / previous level (asks while moves are made)",
	    NULL, ui_mayan_key_next },
	{ '[', NULL, NULL, NULL, ui_mayan_key_previous },
	{ 'n', "n", "a random puzzle: another of as many moves (asks while "
	    "moves are made)", NULL, ui_mayan_key_new },
	{ 'L', "L", "the level menu (a level chosen asks while moves are "
	    "made)", "levels", ui_mayan_key_levels },
	{ 'e', "e", "the puzzle editor, on the board as it stands", NULL,
	    ui_mayan_key_edit },
	{ ':', ":", "the command line (as tumble shell) on this puzzle",
	    "command", ui_mayan_key_command },
	{ '?', "?", "this help", "help", ui_mayan_key_help },
	{ 'q', "q", "quit (asks while moves are made)", "quit",
	    ui_mayan_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_mayan_key(ui_screen *self, int key)
{
	ui_mayan *g = (ui_mayan *)self;
	/* A key ends the show of a move at once, then does its work. */
	ui_mayan_finish_animation(g);
	g->pressed = false;
	if (!ui_ask_answer(&g->ask, key, self))
		ui_screen_key(self, key);
}

static void ui_mayan_press(ui_screen *self, int row, int col)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_mayan_finish_animation(g);
	/* A question waiting is answered by the click, below. */
	if (ui_ask_waiting(&g->ask))
		return;
	g->pressed = ui_mayan_cell_at(row, col, &g->press_x, &g->press_y);
	/* The cursor goes to a block taken by the pointer, so that the
	 * player sees what a drag will move. */
	if (g->pressed && !g->holding && mayan_board_at(mayan_session_board(
	    ui_mayan_session(g)), g->press_x, g->press_y) != 0) {
		g->x = g->press_x;
		g->y = g->press_y;
	}
}

/* A click picks up a block; a click on the cell beside the block picked
 * up moves it there.  A drag from a block moves it one cell (a block
 * never moves further) toward where the button was let go. */
static void ui_mayan_click(ui_screen *self, int row, int col)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_mayan_finish_animation(g);
	bool pressed = g->pressed;
	g->pressed = false;
	/* A click answers a question as a key other than y does, as in the
	 * Same Game: left standing behind a move, the question would take
	 * a later y with nothing on screen asking. */
	if (ui_ask_answer(&g->ask, KEY_MOUSE, self))
		return;
	int x, y;
	if (!ui_mayan_cell_at(row, col, &x, &y))
		return;
	const mayan_board *b = mayan_session_board(ui_mayan_session(g));
	if (pressed && x != g->press_x &&
	    mayan_board_at(b, g->press_x, g->press_y) != 0) {
		ui_mayan_play(g, g->press_x, g->press_y,
		    x > g->press_x ? 1 : -1);
		return;
	}
	if (g->holding && y == g->y && abs(x - g->x) == 1) {
		ui_mayan_play(g, g->x, g->y, x - g->x);
		return;
	}
	if (g->holding && x == g->x && y == g->y) {
		g->holding = false;
		ui_note_set(&g->note, UI_PLAIN, "Dropped.");
		return;
	}
	ui_mayan_pick_up(g, x, y);
}

/* The cursor follows the pointer over the board, but not while a block
 * is picked up or dragged: that block stays where the player took it. */
static void ui_mayan_hover(ui_screen *self, int row, int col)
{
	ui_mayan *g = (ui_mayan *)self;
	int x, y;
	if (!g->holding && !g->pressed && ui_mayan_cell_at(row, col, &x, &y)) {
		g->x = x;
		g->y = y;
	}
}

static void ui_mayan_close(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	char alert[512];
	ui_mayan_stop_job(g);
	/* A puzzle in progress is kept to continue, as Same Game's. */
	if (!game_keep(&g->game, alert, sizeof alert))
		ui_leave_word(alert);
	game_free(&g->game);
	game_free(&g->chosen);
	free(g->pack);
	free(g);
}

ui_screen *ui_mayan_new_game(game *from, bool animate)
{
	ui_mayan *g = calloc(1, sizeof *g);
	levels_pack *pack = malloc(sizeof *pack);
	if (g == NULL || pack == NULL) {
		free(g);
		free(pack);
		game_free(from);
		return NULL;
	}
	g->game = *from;
	game_init(from);
	game_init(&g->chosen);
	g->pack = pack;
	levels_list(pack);
	g->screen = (ui_screen){
		.title = "Mayan puzzle",
		.keys = ui_mayan_keys,
		.help = "Drag a block one column sideways: onto a block the two "
		    "swap, into the\n"
		    "open it falls.  Lines of 3 or more of one colour vanish "
		    "and what stands\n"
		    "over them falls, in chains.  Clear the board in exactly "
		    "n moves.\n"
		    "Click a block, then the cell beside it (or drag it there).  "
		    "Blocks show\n"
		    "their colour as a digit, 1 to 9, and 0 for colour 10.  x "
		    "counts 0..4 from\n"
		    "the left, y 0..6 from the bottom, as the message line names "
		    "moves\n"
		    "(x y g, g = 1 right, -1 left).\n"
		    "Solved levels are kept in $XDG_DATA_HOME/tumble/progress.\n",
		.min_rows = UI_MAYAN_MIN_ROWS,
		.min_cols = UI_MAYAN_MIN_COLS,
		.draw = ui_mayan_draw,
		.key = ui_mayan_key,
		.press = ui_mayan_press,
		.click = ui_mayan_click,
		.hover = ui_mayan_hover,
		.note = &g->note,
		.tick = ui_mayan_tick,
		.take_game = ui_mayan_take_game,
		.close = ui_mayan_close,
	};
	g->animate = animate;
	ui_mayan_start(g);
	return &g->screen;
}
