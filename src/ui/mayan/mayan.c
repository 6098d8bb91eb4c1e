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

#include "io/levels.h"
#include "session/game_play.h"
#include "ui/mayan/logic.h"
#include "ui/mayan/screen.h"

static void ui_mayan_tick(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (g->animating && !ui_mayan_show_step(&g->show))
		ui_mayan_finish_animation(g);
	if (g->job != NULL && mayan_assist_job_done(g->job) &&
	    ui_mayan_job_ended(g))
		ui_mayan_play_move(g, g->hint, true);
	ui_mayan_think_ahead(g);
}

/* ---- levels ---- */

/* Start the game in g->gs.game afresh: a new puzzle or level. */
static void ui_mayan_start(ui_game *gs)
{
	ui_mayan *g = (ui_mayan *)gs;
	ui_mayan_stop_job(g);
	ui_mayan_stop_ahead(g);
	g->level = g->gs.game.level[0] != '\0' ?
	    levels_find(g->pack, g->gs.game.level) : -1;
	ui_fit(g->title, sizeof g->title, g->gs.game.title,
	    (int)sizeof g->title - 1);
	g->holding = g->pressed = g->animating = false;
	g->panel = g->hinting = false;
	ui_mayan_say_last_move(g);
	/* A level that starts a tier says so, rather than how to play: its
	 * puzzles start over with fewer moves (the status line says n). */
	char tier[160];
	const int n = g->gs.game.mayan.limit;
	const int made = mayan_session_move_count(&g->gs.game.mayan);
	const int stake = game_moves_at_stake(&g->gs.game);
	/* A game taken up has its cursor where the last move left it, as
	 * the player had it, not back in the corner. */
	g->x = g->y = 0;
	if (made > 0)
		ui_mayan_follow_block(g, mayan_session_move(&g->gs.game.mayan,
		    made - 1));
	char redo[64];
	game_redo_words(&g->gs.game, " (r)", redo, sizeof redo);
	mayan_tiers_start_words(&g->tiers, g->level, tier, sizeof tier);
	if (stake > 0 && made < n)
		/* A game taken up part-way: how to begin would be stale. */
		ui_note_set(&g->gs.note, UI_PLAIN, "Taken up after %d "
		    "move%s%s: clear it in the %d left.", made,
		    made == 1 ? "" : "s", redo, n - made);
	else if (tier[0] != '\0')
		ui_note_set(&g->gs.note, UI_TITLE, "%s", tier);
	else
		ui_note_set(&g->gs.note, UI_PLAIN, "Clear it in exactly %d "
		    "move%s: drag blocks sideways, lines of 3 vanish.", n,
		    n == 1 ? "" : "s");
	/* A game taken up over (solved, out of moves, cleared too soon)
	 * says so, as the move that ended it did, not how to begin. */
	if (mayan_session_over(&g->gs.game.mayan))
		ui_mayan_check_over(g);
	ui_mayan_think_ahead(g);
}

/* ---- keys ---- */

/* The cursor moved drops a block picked up, and says so: the words
 * about the block would be stale. */
static void ui_mayan_cursor(ui_mayan *g, int dx, int dy)
{
	if (g->holding) {
		g->holding = false;
		ui_note_set(&g->gs.note, UI_PLAIN, "Dropped.");
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
		ui_note_set(&g->gs.note, UI_PLAIN, "Dropped.");
	} else {
		ui_mayan_pick_up(g, g->x, g->y);
	}
}

static void ui_mayan_key_escape(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (g->job != NULL) {
		ui_mayan_stop_job(g);
		ui_note_set(&g->gs.note, UI_PLAIN, "Solve cancelled.");
	} else if (g->holding) {
		g->holding = false;
		ui_note_set(&g->gs.note, UI_PLAIN, "Dropped.");
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

/* The cursor goes back with the block undone to where it was picked
 * up, as it follows the block on a move and a redo. */
static void ui_mayan_key_undo(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	const mayan_session *s = ui_mayan_session(g);
	const int made = mayan_session_move_count(s);
	ui_game_key_undo(self);
	if (mayan_session_move_count(s) == made)
		return;
	const mayan_move m = mayan_session_move(s, made - 1);
	g->x = m.x;
	g->y = m.y;
}

static void ui_mayan_key_redo(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	mayan_session *s = &g->gs.game.mayan;
	mayan_board before = *mayan_session_board(s);
	game_outcome out;
	if (!game_redo(&g->gs.game, &out)) {
		ui_note_set(&g->gs.note, UI_PLAIN, "Nothing to redo.");
		return;
	}
	ui_mayan_played(g, &before,
	    mayan_session_move(s, mayan_session_move_count(s) - 1), &out);
}

/* Every key but q, which says where it goes: out of the game, or back
 * to the editor a puzzle was played from. */
#define UI_MAYAN_KEYS_BUT_Q \
	{ KEY_LEFT, "Arrows, hjkl", "move the cursor; a block picked up: " \
	    "Left/Right (h/l) move it", NULL, ui_mayan_key_left }, \
	{ KEY_RIGHT, NULL, NULL, NULL, ui_mayan_key_right }, \
	{ KEY_UP, NULL, NULL, NULL, ui_mayan_key_up }, \
	{ KEY_DOWN, NULL, NULL, NULL, ui_mayan_key_down }, \
	{ 'h', NULL, NULL, NULL, ui_mayan_key_left }, \
	{ 'l', NULL, NULL, NULL, ui_mayan_key_right }, \
	{ 'k', NULL, NULL, NULL, ui_mayan_key_up }, \
	{ 'j', NULL, NULL, NULL, ui_mayan_key_down }, \
	{ ' ', "Space, Enter", "pick up (or drop) the block under the " \
	    "cursor", "pick", ui_mayan_key_pick }, \
	{ '\r', NULL, NULL, NULL, ui_mayan_key_pick }, \
	{ '\n', NULL, NULL, NULL, ui_mayan_key_pick }, \
	{ KEY_ENTER, NULL, NULL, NULL, ui_mayan_key_pick }, \
	{ UI_KEY_ESC, "Esc", "drop the block; cancel a search", NULL, \
	    ui_mayan_key_escape }, \
	{ 's', "s", "solve from here with the moves left; show the answer", \
	    "solve", ui_mayan_key_solve }, \
	{ 'g', "g", "hint: the next move of the answer, on the board", \
	    "hint", ui_mayan_key_hint }, \
	{ 'G', "G", "play the next move of the answer", "play", \
	    ui_mayan_key_play_hint }, \
	{ 'u', "u", "undo", "undo", ui_mayan_key_undo }, \
	{ 'r', "r", "redo", "redo", ui_mayan_key_redo }, \
	{ 'R', "R", "start this puzzle again (a fresh game)", NULL, \
	    ui_game_key_restart }, \
	{ ']', "], [", "next / previous level (asks while moves are made)", \
	    NULL, ui_mayan_key_next }, \
	{ '[', NULL, NULL, NULL, ui_mayan_key_previous }, \
	{ 'n', "n", "on a random puzzle, another of as many moves (asks " \
	    "while moves are made); on a level, the last line of the " \
	    "level menu (L) makes one", NULL, ui_mayan_key_new }, \
	{ 'L', "L", "the level menu, on the puzzle in play (another level " \
	    "chosen asks while moves are made)", "levels", \
	    ui_mayan_key_levels }, \
	{ 'e', "e", "the puzzle editor, on the board as it stands and the " \
	    "moves left as n; a puzzle played from it: back to it (asks " \
	    "while moves are made)", NULL, \
	    ui_mayan_key_edit }, \
	{ 't', "t", "a puzzle failed: back to before the move that made " \
	    "it impossible (known at once up to 7 moves; on a longer one, " \
	    "once found between moves)", NULL, ui_mayan_key_try_again }, \
	{ ':', ":", "the command line (as tumble shell) on this puzzle", \
	    "command", ui_game_key_command }, \
	{ '?', "?", "this help", "help", ui_key_help }

const ui_key ui_mayan_keys[] = {
	UI_MAYAN_KEYS_BUT_Q,
	{ 'q', "q", "quit (asks while moves are made)", "quit",
	    ui_game_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

static const ui_key ui_mayan_keys_from_editor[] = {
	UI_MAYAN_KEYS_BUT_Q,
	{ 'q', "q", "back to the editor (asks while moves are made)",
	    "editor", ui_game_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_mayan_key(ui_screen *self, int key)
{
	ui_mayan *g = (ui_mayan *)self;
	/* A key ends the show of a move at once, then does its work. */
	ui_mayan_finish_animation(g);
	g->pressed = false;
	if (!ui_ask_answer(&g->gs.ask, key, self))
		ui_game_key(&g->gs, key);
}

static void ui_mayan_press(ui_screen *self, int row, int col)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_mayan_finish_animation(g);
	/* A question waiting is answered by the click, below. */
	if (ui_ask_waiting(&g->gs.ask))
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
	if (ui_ask_answer(&g->gs.ask, KEY_MOUSE, self))
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
		ui_note_set(&g->gs.note, UI_PLAIN, "Dropped.");
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

/* What runs beside the puzzle stops before a question or another game:
 * the search asked for, and the block picked up.  The search ahead
 * goes on through a question, whose no leaves the position as it was
 * (it shows nothing), and stops with the game (ui_mayan_start). */
static const char *ui_mayan_stop(ui_game *gs)
{
	ui_mayan *g = (ui_mayan *)gs;
	const bool solving = g->job != NULL;
	ui_mayan_stop_job(g);
	ui_mayan_finish_animation(g);
	g->holding = g->hinting = false;
	return solving ? "Solving stopped." : "";
}

/* The position changed under the screen (an undo, a command): the move
 * line follows it, a search for the position before stops, and a puzzle
 * over is said. */
static const char *ui_mayan_moved(ui_game *gs)
{
	ui_mayan *g = (ui_mayan *)gs;
	const mayan_session *s = ui_mayan_session(g);
	g->holding = g->hinting = false;
	ui_mayan_say_last_move(g);
	const bool stopped = ui_mayan_job_outdated(g);
	if (mayan_session_over(s) || mayan_session_solved(s))
		ui_mayan_check_over(g);
	ui_mayan_think_ahead(g);
	return stopped ? "  Solving stopped." : "";
}

/* `solve` or `hint` typed at the prompt runs as s and g do: on the job
 * thread, with the spinner. */
static void ui_mayan_search(ui_game *gs, cmd_search search,
    const char *line)
{
	ui_mayan_solve((ui_mayan *)gs, search == CMD_SEARCH_HINT ?
	    UI_MAYAN_WANT_HINT : UI_MAYAN_WANT_ANSWER);
}

static bool ui_mayan_searching(const ui_game *gs)
{
	return ((const ui_mayan *)gs)->job != NULL;
}

static const ui_game_kind ui_mayan_kind = {
	.kind = GAME_MAYAN,
	.start = ui_mayan_start,
	.stop = ui_mayan_stop,
	.moved = ui_mayan_moved,
	.search = ui_mayan_search,
	.searching = ui_mayan_searching,
	.say_end = ui_mayan_say_end,
};

/* A screen above closed without playing a game here: a puzzle being
 * made was given up, and with it the player's word to leave this game,
 * whose question is no longer asked. */
static void ui_mayan_resume(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	if (!g->leaving)
		return;
	g->leaving = false;
	ui_note_set(&g->gs.note, UI_PLAIN, "No new puzzle made: this one "
	    "goes on.");
}

static void ui_mayan_close(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_mayan_levels_follow(self->below, self);
	ui_mayan_stop_ahead(g);
	ui_game_close(&g->gs);
	game_free(&g->chosen);
	free(g->pack);
	free(g);
}

ui_screen *ui_mayan_new_from_editor(game *from, bool animate)
{
	const mayan_session *s = &from->mayan;
	const mayan_board board = *mayan_session_start_board(s);
	const int n = s->limit;
	ui_screen *screen = ui_mayan_new_game(from, animate);
	if (screen != NULL) {
		ui_mayan *g = (ui_mayan *)screen;
		g->from_editor = true;
		g->gs.screen.keys = ui_mayan_keys_from_editor;
		g->gs.quit = GAME_TO_EDITOR;
		g->editor_board = board;
		g->editor_n = n;
	}
	return screen;
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
	ui_game_adopt(&g->gs, from, &ui_mayan_kind, animate);
	game_init(&g->chosen);
	g->pack = pack;
	levels_list(pack);
	mayan_tiers_read(&g->tiers, pack);
	g->gs.screen = (ui_screen){
		.title = "Mayan puzzle",
		.keys = ui_mayan_keys,
		.help = "Drag a block one column sideways: onto a block the "
		    "two "
		    "swap, into the\n"
		    "open it falls.  Lines of 3 or more of one colour vanish "
		    "and what stands\n"
		    "over them falls, in chains.  Clear the board in exactly "
		    "n moves.\n"
		    "Click a block, then the cell beside it (or drag it "
		    "there).  "
		    "Blocks show\n"
		    "their colour as a digit, 1 to 9, and 0 for colour 10.  x "
		    "counts 0..4 from\n"
		    "the left, y 0..6 from the bottom, as the message line "
		    "names "
		    "moves\n"
		    "(x y g, g = 1 right, -1 left).\n"
		    "Solved levels are kept in "
		    "$XDG_DATA_HOME/tumble/progress.\n",
		.min_rows = UI_MAYAN_MIN_ROWS,
		.min_cols = UI_MAYAN_MIN_COLS,
		.draw = ui_mayan_draw,
		.key = ui_mayan_key,
		.press = ui_mayan_press,
		.click = ui_mayan_click,
		.hover = ui_mayan_hover,
		.note = &g->gs.note,
		.ask = &g->gs.ask,
		.small_quit = ui_game_small_quit,
		.typing = ui_game_typing,
		.tick = ui_mayan_tick,
		.resume = ui_mayan_resume,
		.take_game = ui_mayan_take_game,
		.close = ui_mayan_close,
	};
	ui_mayan_start(&g->gs);
	return &g->gs.screen;
}
