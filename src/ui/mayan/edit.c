/*
 * The Mayan puzzle editor screen (see mayan_edit.h).  Its rules live in
 * edit_logic.c and the board is drawn by draw.c; this file
 * listens, runs the solver on its thread (one n, or n = 1, 2, ... for the
 * fewest moves), asks for a file name on the bottom line, and writes.
 */
#include "ui/mayan/edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/atomic_file.h"
#include "io/mayan_judge.h"
#include "session/game_open.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/edit_logic.h"
#include "ui/mayan/logic.h"
#include "ui/mayan/screen.h"

/* Room for a file name, typed or given. */
enum { UI_MAYAN_EDIT_PATH_MAX = 1024 };

typedef struct ui_mayan_edit {
	ui_screen screen;
	ui_mayan_edit_board edit;
	bool animate;          /* for the game that p opens */
	int key;               /* the key being handled: a colour's digit */
	char path[UI_MAYAN_EDIT_PATH_MAX]; /* the file last read or written, or "" */
	ui_mayan_job *job;     /* the search in progress, or NULL */
	bool fewest;           /* it tries n = 1, 2, ... until one clears */
	int trying;            /* the n it searches */
	ui_mayan_answer answer;
	bool answered;         /* `answer` is for the board as it stands */
	bool naming;           /* the file name is typed on the bottom line */
	char name[UI_MAYAN_EDIT_PATH_MAX];
	bool confirming;       /* leave with unwritten changes? (y/n) */
	ui_note note;
} ui_mayan_edit;

/* ---- the board changing ---- */

/* The board changed: an answer found before speaks for it no more. */
static void ui_mayan_edit_changed(ui_mayan_edit *g)
{
	g->answered = false;
}

/* Why the board cannot be played or written, or NULL when it can. */
static const char *ui_mayan_edit_refusal(const ui_mayan_edit *g)
{
	mayan_cells lit;
	switch (ui_mayan_edit_check(&g->edit, &lit)) {
	case UI_MAYAN_EDIT_EMPTY:
		return "The board is empty: put blocks with 1..9 and 0.";
	case UI_MAYAN_EDIT_LINE:
		return "Not playable: a line of 3 stands (lit); x takes a "
		    "block out.";
	case UI_MAYAN_EDIT_PLAYABLE:
		break;
	}
	return NULL;
}

/* Says why when the board cannot be played, written or solved. */
static bool ui_mayan_edit_refused(ui_mayan_edit *g)
{
	const char *refusal = ui_mayan_edit_refusal(g);
	if (refusal != NULL)
		ui_note_set(&g->note, UI_ALERT, "%s", refusal);
	return refusal != NULL;
}

/* ---- searches ---- */

static void ui_mayan_edit_sync_tick(ui_mayan_edit *g)
{
	g->screen.tick_ms = g->job != NULL ? UI_JOB_POLL_MS : 0;
}

static bool ui_mayan_edit_start_job(ui_mayan_edit *g, int n)
{
	g->trying = n;
	g->job = ui_mayan_job_start(&g->edit.board, n, 0);
	ui_mayan_edit_sync_tick(g);
	if (g->job == NULL)
		ui_note_set(&g->note, UI_ALERT, "The solver cannot start.");
	return g->job != NULL;
}

static void ui_mayan_edit_stop_job(ui_mayan_edit *g)
{
	if (g->job == NULL)
		return;
	ui_mayan_job_finish(g->job, true, &g->answer);
	g->job = NULL;
	ui_mayan_edit_sync_tick(g);
}

/* Solve the board as it stands: for n, or for the fewest moves. */
static void ui_mayan_edit_search(ui_mayan_edit *g, bool fewest)
{
	if (ui_mayan_edit_refused(g))
		return;
	g->fewest = fewest;
	g->answered = false;
	g->note.text[0] = '\0';
	ui_mayan_edit_start_job(g, fewest ? 1 : g->edit.n);
}

/* A search has ended: say what it found, or try the next n. */
static void ui_mayan_edit_job_ended(ui_mayan_edit *g)
{
	ui_mayan_job_finish(g->job, false, &g->answer);
	g->job = NULL;
	ui_mayan_edit_sync_tick(g);
	if (g->fewest && !g->answer.found &&
	    g->trying < MAYAN_SOLVE_MAX_MOVES) {
		ui_mayan_edit_start_job(g, g->trying + 1);
		return;
	}
	g->answered = true;
	if (!g->answer.found)
		ui_note_set(&g->note, UI_ALERT, g->fewest ? "No way to clear "
		    "it in %d move%s or fewer." : "No answer in exactly %d "
		    "move%s: -1.", g->trying, g->trying == 1 ? "" : "s");
	else if (g->fewest)
		ui_note_set(&g->note, UI_GOOD, "The fewest moves that clear "
		    "it: %d.", g->trying);
	else
		ui_note_set(&g->note, UI_GOOD, "Solved in exactly %d move%s.",
		    g->trying, g->trying == 1 ? "" : "s");
}

static void ui_mayan_edit_tick(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (g->job != NULL && ui_mayan_job_done(g->job))
		ui_mayan_edit_job_ended(g);
}

/* ---- writing ---- */

static void ui_mayan_edit_write(ui_mayan_edit *g, const char *path)
{
	mayan_puzzle puzzle = { .moves = g->edit.n, .board = g->edit.board };
	atomic_file f;
	char error[512];
	if (!atomic_file_open(&f, path, error, sizeof error)) {
		ui_note_set(&g->note, UI_ALERT, "%.250s", error);
		return;
	}
	if (!mayan_judge_write(f.fp, &puzzle)) {
		atomic_file_abort(&f);
		ui_note_set(&g->note, UI_ALERT, "%.200s could not be written.",
		    path);
		return;
	}
	if (!atomic_file_commit(&f, error, sizeof error)) {
		ui_note_set(&g->note, UI_ALERT, "%.250s", error);
		return;
	}
	snprintf(g->path, sizeof g->path, "%s", path);
	g->edit.changed = false;
	ui_note_set(&g->note, UI_GOOD, "Written to %.200s.", path);
}

/* The bottom line's editor: letters join the name, Backspace takes the
 * last one out, Enter writes, Esc gives up. */
static void ui_mayan_edit_name_key(ui_mayan_edit *g, int key)
{
	size_t len = strlen(g->name);
	if (key == UI_KEY_ESC) {
		g->naming = false;
		ui_note_set(&g->note, UI_PLAIN, "Not written.");
	} else if (key == '\r' || key == '\n' || key == KEY_ENTER) {
		g->naming = false;
		if (len == 0)
			ui_note_set(&g->note, UI_PLAIN, "No name: not written.");
		else
			ui_mayan_edit_write(g, g->name);
	} else if (key == KEY_BACKSPACE || key == 127 || key == '\b') {
		if (len > 0)
			g->name[len - 1] = '\0';
	} else if (key >= ' ' && key < 127 && len + 1 < sizeof g->name) {
		g->name[len] = (char)key;
		g->name[len + 1] = '\0';
	}
}

/* ---- keys ---- */

static void ui_mayan_edit_cursor(ui_screen *self, int dx, int dy)
{
	ui_mayan_edit_move(&((ui_mayan_edit *)self)->edit, dx, dy);
}

static void ui_mayan_edit_key_left(ui_screen *self)
{
	ui_mayan_edit_cursor(self, -1, 0);
}

static void ui_mayan_edit_key_right(ui_screen *self)
{
	ui_mayan_edit_cursor(self, 1, 0);
}

static void ui_mayan_edit_key_up(ui_screen *self)
{
	ui_mayan_edit_cursor(self, 0, 1);
}

static void ui_mayan_edit_key_down(ui_screen *self)
{
	ui_mayan_edit_cursor(self, 0, -1);
}

/* 1..9 put colours 1..9 and 0 colour 10, as the blocks are labelled. */
static void ui_mayan_edit_key_put(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	const int color = g->key == '0' ? 10 : g->key - '0';
	if (!ui_mayan_edit_put(&g->edit, color)) {
		ui_note_set(&g->note, UI_ALERT, "Column %d is full: it holds "
		    "%d blocks at most.", g->edit.x, MAYAN_HEIGHT);
		return;
	}
	ui_mayan_edit_changed(g);
	g->note.text[0] = '\0';
}

static void ui_mayan_edit_key_take(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (!ui_mayan_edit_take(&g->edit)) {
		ui_note_set(&g->note, UI_PLAIN, "No block at (%d,%d) to take "
		    "out.", g->edit.x, g->edit.y);
		return;
	}
	ui_mayan_edit_changed(g);
	g->note.text[0] = '\0';
}

static void ui_mayan_edit_key_n(ui_mayan_edit *g, int by)
{
	if (!ui_mayan_edit_step_n(&g->edit, by)) {
		ui_note_set(&g->note, UI_PLAIN, "n goes from 1 to %d.",
		    MAYAN_SOLVE_MAX_MOVES);
		return;
	}
	ui_mayan_edit_changed(g);
	ui_note_set(&g->note, UI_PLAIN, "n = %d.", g->edit.n);
}

static void ui_mayan_edit_key_more(ui_screen *self)
{
	ui_mayan_edit_key_n((ui_mayan_edit *)self, 1);
}

static void ui_mayan_edit_key_fewer(ui_screen *self)
{
	ui_mayan_edit_key_n((ui_mayan_edit *)self, -1);
}

static void ui_mayan_edit_key_solve(ui_screen *self)
{
	ui_mayan_edit_search((ui_mayan_edit *)self, false);
}

static void ui_mayan_edit_key_fewest(ui_screen *self)
{
	ui_mayan_edit_search((ui_mayan_edit *)self, true);
}

static void ui_mayan_edit_key_write(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (ui_mayan_edit_refused(g))
		return;
	snprintf(g->name, sizeof g->name, "%s", g->path);
	g->naming = true;
	g->note.text[0] = '\0';
}

static void ui_mayan_edit_key_play(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (ui_mayan_edit_refused(g))
		return;
	game played;
	game_init(&played);
	/* A file written as it stands is played as the file, by its title;
	 * anything else as what is on the board. */
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	r.name = g->path;
	if (g->path[0] == '\0' || g->edit.changed ||
	    !game_open(&played, &r, &e))
		game_start_mayan(&played, &g->edit.board, g->edit.n,
		    "Puzzle from the editor");
	ui_screen *screen = ui_game_screen(&played, g->animate);
	if (screen == NULL) {
		ui_note_set(&g->note, UI_ALERT, "Out of memory.");
		return;
	}
	ui_push(screen);
}

static void ui_mayan_edit_key_help(ui_screen *self)
{
	ui_help_show(self);
}

/* Esc first stops a search; leaving asks while changes are unwritten. */
static void ui_mayan_edit_key_quit(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (g->job != NULL) {
		ui_mayan_edit_stop_job(g);
		ui_note_set(&g->note, UI_PLAIN, "Search cancelled.");
	} else if (g->edit.changed) {
		g->confirming = true;
		ui_note_set(&g->note, UI_ALERT, "Leave the editor without "
		    "writing the changes? (y/n)");
	} else {
		ui_pop();
	}
}

const ui_key ui_mayan_edit_keys[] = {
	{ KEY_LEFT, "Arrows, hjkl", "move the cursor (a column, and a "
	    "block in it); a click too", NULL, ui_mayan_edit_key_left },
	{ KEY_RIGHT, NULL, NULL, NULL, ui_mayan_edit_key_right },
	{ KEY_UP, NULL, NULL, NULL, ui_mayan_edit_key_up },
	{ KEY_DOWN, NULL, NULL, NULL, ui_mayan_edit_key_down },
	{ 'h', NULL, NULL, NULL, ui_mayan_edit_key_left },
	{ 'l', NULL, NULL, NULL, ui_mayan_edit_key_right },
	{ 'k', NULL, NULL, NULL, ui_mayan_edit_key_up },
	{ 'j', NULL, NULL, NULL, ui_mayan_edit_key_down },
	{ '1', "1..9, 0", "put a block of colour 1..9 (0: colour 10) on top "
	    "of the cursor's column", "block", ui_mayan_edit_key_put },
	{ '2', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '3', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '4', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '5', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '6', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '7', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '8', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '9', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ '0', NULL, NULL, NULL, ui_mayan_edit_key_put },
	{ 'x', "x, Delete", "take out the block under the cursor (the ones "
	    "above fall)", "take", ui_mayan_edit_key_take },
	{ KEY_DC, NULL, NULL, NULL, ui_mayan_edit_key_take },
	{ '+', "+, -", "n, the moves the puzzle asks for (1..10)", "n",
	    ui_mayan_edit_key_more },
	{ '-', NULL, NULL, NULL, ui_mayan_edit_key_fewer },
	{ 's', "s", "solve it as it stands for n; the answer or -1 beside "
	    "it", "solve", ui_mayan_edit_key_solve },
	{ 'f', "f", "the fewest moves that clear it (n from 1 up to 10)",
	    "fewest", ui_mayan_edit_key_fewest },
	{ 'w', "w", "write it to a file (a puzzle file)", "write",
	    ui_mayan_edit_key_write },
	{ 'p', "p", "play it", "play", ui_mayan_edit_key_play },
	{ '?', "?", "this help", "help", ui_mayan_edit_key_help },
	{ 'q', "q, Esc", "cancel a search; leave the editor (asks when "
	    "there are unwritten changes)", "quit", ui_mayan_edit_key_quit },
	{ UI_KEY_ESC, NULL, NULL, NULL, ui_mayan_edit_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_mayan_edit_key(ui_screen *self, int key)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (g->naming) {
		ui_mayan_edit_name_key(g, key);
		return;
	}
	if (g->confirming) {
		g->confirming = false;
		if (key == 'y' || key == 'Y')
			ui_pop();
		else
			ui_note_set(&g->note, UI_PLAIN, "Carry on.");
		return;
	}
	/* While the solver works on the board, the board stays as it is. */
	if (g->job != NULL && key != UI_KEY_ESC && key != 'q' && key != '?') {
		ui_note_set(&g->note, UI_PLAIN, "Searching: Esc cancels.");
		return;
	}
	g->key = key;
	ui_key_run(ui_mayan_edit_keys, self, key);
}

static void ui_mayan_edit_click(ui_screen *self, int row, int col)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	int x, y;
	if (!g->naming && ui_mayan_cell_at(row, col, &x, &y))
		ui_mayan_edit_point(&g->edit, x, y);
}

/* ---- drawing ---- */

/* Beside the board: the search at work, or the answer it found. */
static void ui_mayan_edit_draw_panel(const ui_mayan_edit *g,
    const ui_mayan_layout *l)
{
	int x = l->left + l->panel, y = l->top;
	char text[64];
	if (g->job != NULL) {
		ui_mayan_draw_search(g->job, y, x, l->width - l->panel);
		return;
	}
	if (!g->answered)
		return;
	if (!g->answer.found) {
		snprintf(text, sizeof text, "n=%d: -1", g->trying);
		ui_put(y, x, ui_attr(UI_ALERT), text);
		return;
	}
	snprintf(text, sizeof text, "Answer, n=%d:", g->trying);
	ui_put(y++, x, ui_attr(UI_TITLE), text);
	int rows = MAYAN_HEIGHT * l->cell_h;
	for (int i = 0; i < g->answer.count && i < rows; i++) {
		char drag[32];
		ui_mayan_drag_words(drag, sizeof drag, g->answer.move[i]);
		snprintf(text, sizeof text, "  %s", drag);
		ui_put(y + i, x, ui_attr(UI_PLAIN), text);
	}
}

static void ui_mayan_edit_draw(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	ui_mayan_layout l = ui_mayan_layout_now();
	int width = COLS - l.left;
	char text[256];
	ui_put(0, l.left, ui_attr(UI_TITLE), "TUMBLE  Mayan editor");
	ui_mayan_view view;
	ui_mayan_view_board(&view, &g->edit.board);
	mayan_cells lines;
	ui_mayan_edit_check(&g->edit, &lines);
	view.lit = lines;
	view.cursor = true;
	view.x = g->edit.x;
	view.y = g->edit.y;
	ui_mayan_draw_board(&view, &l);
	ui_mayan_edit_draw_panel(g, &l);

	int y = l.status;
	snprintf(text, sizeof text, "n: %d   Blocks: %d   %.60s%s",
	    g->edit.n, mayan_board_blocks(&g->edit.board),
	    g->path[0] != '\0' ? g->path : "not written yet",
	    g->edit.changed ? " (changed)" : "");
	ui_put_fitted(y++, l.left, width, ui_attr(UI_TITLE), text);
	const char *refusal = ui_mayan_edit_refusal(g);
	ui_put_fitted(y++, l.left, width, ui_attr(refusal ? UI_ALERT :
	    UI_PLAIN), refusal ? refusal : "Playable.");
	ui_put_two_lines(y, l.left, ui_attr(g->note.style), g->note.text);
	if (g->naming) {
		snprintf(text, sizeof text, "Write to: %.200s", g->name);
		ui_put_fitted(LINES - 1, 0, COLS, ui_attr(UI_PLAIN), text);
		move(LINES - 1, (int)strlen(text) < COLS ? (int)strlen(text) :
		    COLS - 1);
		curs_set(1);
		return;
	}
	curs_set(0);
	ui_put_footer(LINES - 1, ui_mayan_edit_keys);
}

static void ui_mayan_edit_close(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	ui_mayan_edit_stop_job(g);
	curs_set(0);
	free(g);
}

ui_screen *ui_mayan_edit_new(const mayan_board *board, int n,
    const char *path, bool animate)
{
	ui_mayan_edit *g = calloc(1, sizeof *g);
	if (g == NULL)
		return NULL;
	g->screen = (ui_screen){
		.title = "Mayan editor",
		.keys = ui_mayan_edit_keys,
		.help = "Build a puzzle: put blocks on the columns, take them "
		    "out, set n, and\n"
		    "check it with s (exactly n moves) or f (the fewest).  A "
		    "line of 3 standing\n"
		    "on the board is lit: it must be mended before the puzzle "
		    "is played or\n"
		    "written.  A column holds 7 blocks at most.\n",
		.min_rows = UI_MAYAN_MIN_ROWS,
		.min_cols = UI_MAYAN_MIN_COLS,
		.draw = ui_mayan_edit_draw,
		.key = ui_mayan_edit_key,
		.click = ui_mayan_edit_click,
		.tick = ui_mayan_edit_tick,
		.close = ui_mayan_edit_close,
	};
	ui_mayan_edit_open(&g->edit, board, n);
	g->animate = animate;
	if (path != NULL)
		snprintf(g->path, sizeof g->path, "%s", path);
	ui_note_set(&g->note, UI_PLAIN, "1..9 and 0 put blocks, x takes "
	    "them out, + and - set n; ? lists the keys.");
	return &g->screen;
}
