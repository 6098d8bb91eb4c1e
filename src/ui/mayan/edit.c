/*
 * The Mayan puzzle editor screen (see edit.h).  Its rules live in
 * session/mayan_edit.c, its searches in edit_search.c and its drawing in
 * edit_draw.c; this file listens, asks for a file name or a title on the
 * bottom line (line.c), writes and plays.
 */
#include "ui/mayan/edit.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/escape.h"
#include "io/file_names.h"
#include "io/mayan_judge.h"
#include "session/game_open.h"
#include "session/mayan_draft.h"
#include "ui/mayan/edit_screen.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/screen.h"

/* ---- the board changing ---- */

/* The board changed: an answer found before speaks for it no more. */
static void ui_mayan_edit_changed(ui_mayan_edit *g)
{
	g->answered = false;
}

/* ---- writing ---- */

/* `path` escaped for the terminal in `out`, cut from its start to fit
 * the note's row beside `beside` bytes of words, so that its end, which
 * names the file, shows.  In bytes too, as the note breaks its rows. */
static const char *ui_mayan_edit_fit_path(char *out, size_t size,
    const char *path, int beside)
{
	const ui_mayan_layout l = ui_mayan_layout_now();
	char escaped[4 * UI_MAYAN_EDIT_PATH_MAX];
	escape_for_terminal(escaped, sizeof escaped, path);
	/* As ui_put_lines() keeps a column free at the edge. */
	int room = COLS - l.left - 1 - beside;
	if (room < 0)
		room = 0;
	if ((size_t)room + 1 < size)
		size = (size_t)room + 1;
	return ui_fit_end(out, size, escaped, room);
}

/* The name typed as a file's path, in `path`; says why not, the name's
 * end in sight on the note's first row and the reason whole. */
static bool ui_mayan_edit_path(ui_mayan_edit *g, const char *typed,
    char *path, size_t size)
{
	if (file_names_expand(typed, path, size))
		return true;
	char shown[200];
	ui_note_set(&g->note, UI_ALERT, "Not written: %s names no file "
	    "here (is HOME set?).", ui_mayan_edit_fit_path(shown,
	    sizeof shown, typed, (int)strlen("Not written:  names")));
	return false;
}

/* Why `path` was not written (the writer's "cannot write PATH: ..."), as
 * a sentence on the message line: the path's end in sight on its first
 * row and the reason whole after it.  The writer names another file
 * when a link led there; that is said as the writer says it. */
static void ui_mayan_edit_not_written(ui_mayan_edit *g, const char *path,
    char *error)
{
	static const char cannot[] = "cannot write ";
	const size_t before = sizeof cannot - 1, length = strlen(path);
	if (strncmp(error, cannot, before) == 0 &&
	    strncmp(error + before, path, length) == 0 &&
	    error[before + length] == ':') {
		char shown[200];
		ui_note_set(&g->note, UI_ALERT, "Cannot write %s%.180s.",
		    ui_mayan_edit_fit_path(shown, sizeof shown, path,
		    (int)before + 1), error + before + length);
		return;
	}
	error[0] = (char)toupper((unsigned char)error[0]);
	ui_note_set(&g->note, UI_ALERT, "%.250s.", error);
}

/* The file just written, on the note's two rows: "Written to" and, a
 * long path on a narrow terminal cut from its start, the path's end,
 * which names the file. */
static void ui_mayan_edit_say_written(ui_mayan_edit *g)
{
	char shown[300];
	/* Beside the full stop. */
	ui_note_set(&g->note, UI_GOOD, "Written to %s.",
	    ui_mayan_edit_fit_path(shown, sizeof shown, g->path, 1));
}

static void ui_mayan_edit_write(ui_mayan_edit *g, const char *typed)
{
	char error[512], path[sizeof g->path];
	if (!ui_mayan_edit_path(g, typed, path, sizeof path))
		return;
	if (!mayan_draft_write(&g->edit, path, error, sizeof error)) {
		ui_mayan_edit_not_written(g, path, error);
		return;
	}
	snprintf(g->path, sizeof g->path, "%s", path);
	g->unwritten[0] = '\0';
	ui_mayan_edit_say_written(g);
}

/* Yes to replacing the file named: the name is still the line's, as
 * nothing is typed while the question waits. */
static void ui_mayan_edit_replace(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	ui_mayan_edit_write(g, g->line.text);
}

/* A name typed: written at once, refused, or replaced once the player
 * says so, the end of its name in sight (mayan_draft_place_of). */
static void ui_mayan_edit_name_typed(ui_mayan_edit *g, const char *typed)
{
	char path[sizeof g->path], question[256], error[512];
	if (!ui_mayan_edit_path(g, typed, path, sizeof path))
		return;
	switch (mayan_draft_place_of(path, g->path, error, sizeof error)) {
	case MAYAN_DRAFT_WRITE:
		ui_mayan_edit_write(g, typed);
		return;
	case MAYAN_DRAFT_REFUSED:
		ui_mayan_edit_not_written(g, path, error);
		return;
	case MAYAN_DRAFT_ASK_FIRST:
		break;
	}
	char shown[200];
	snprintf(question, sizeof question, "%s exists; replace it?",
	    ui_mayan_edit_fit_path(shown, sizeof shown, path,
	    (int)strlen(" exists;")));
	ui_ask_start(&g->ask, &g->note, ui_mayan_edit_replace, question);
}

/* A title typed: set, or why not. */
static void ui_mayan_edit_title_typed(ui_mayan_edit *g, const char *title)
{
	if (!mayan_edit_set_title(&g->edit, title)) {
		ui_note_set(&g->note, UI_ALERT, "Title unchanged: a title has "
		    "at most %d bytes.", MAYAN_JUDGE_VALUE_MAX - 1);
		return;
	}
	char shown[4 * MAYAN_JUDGE_VALUE_MAX];
	if (g->edit.title[0] == '\0')
		ui_note_set(&g->note, UI_PLAIN, "No title.");
	else
		ui_note_set(&g->note, UI_PLAIN, "Title: %.200s.",
		    escape_for_terminal(shown, sizeof shown, g->edit.title));
}

/* A key for the bottom line: Enter writes the file or sets the title,
 * Esc or Ctrl-C gives up, the rest edit the line. */
static void ui_mayan_edit_typed_key(ui_mayan_edit *g, int key)
{
	const ui_line_state state = ui_line_key(&g->line, key);
	const ui_mayan_edit_typing typing = g->typing;
	if (state == UI_LINE_TYPING)
		return;
	g->typing = UI_MAYAN_EDIT_TYPING_NOTHING;
	if (typing == UI_MAYAN_EDIT_TYPING_TITLE) {
		if (state == UI_LINE_GIVEN_UP)
			ui_note_set(&g->note, UI_PLAIN, "Title unchanged.");
		else
			ui_mayan_edit_title_typed(g, g->line.text);
	} else if (state == UI_LINE_GIVEN_UP) {
		ui_note_set(&g->note, UI_PLAIN, "Not written.");
	} else if (g->line.len == 0) {
		ui_note_set(&g->note, UI_PLAIN, "No name: not written.");
	} else {
		snprintf(g->unwritten, sizeof g->unwritten, "%s",
		    g->line.text);
		ui_mayan_edit_name_typed(g, g->line.text);
	}
}

/* Type on the bottom line, starting from `text`. */
static void ui_mayan_edit_type(ui_mayan_edit *g, ui_mayan_edit_typing typing,
    const char *text, size_t most)
{
	if (typing == UI_MAYAN_EDIT_TYPING_NAME)
		ui_line_start_file(&g->line, text);
	else
		ui_line_start(&g->line, text, most);
	g->typing = typing;
	g->note.text[0] = '\0';
}

/* ---- keys ---- */

static void ui_mayan_edit_cursor(ui_screen *self, int dx, int dy)
{
	mayan_edit_move(&((ui_mayan_edit *)self)->edit, dx, dy);
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
	if (!mayan_edit_put(&g->edit, color)) {
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
	if (!mayan_edit_take(&g->edit)) {
		ui_note_set(&g->note, UI_PLAIN, "No block at (%d,%d) to take "
		    "out.", g->edit.x, g->edit.y);
		return;
	}
	ui_mayan_edit_changed(g);
	g->note.text[0] = '\0';
}

static void ui_mayan_edit_key_n(ui_mayan_edit *g, int by)
{
	if (!mayan_edit_step_n(&g->edit, by)) {
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

/* The file name asked for: the one typed and not written to, else the
 * file last read or written. */
static void ui_mayan_edit_ask_name(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	ui_mayan_edit_type(g, UI_MAYAN_EDIT_TYPING_NAME,
	    g->unwritten[0] != '\0' ? g->unwritten : g->path, 0);
}

static void ui_mayan_edit_key_write(ui_screen *self)
{
	ui_mayan_edit_guard((ui_mayan_edit *)self, ui_mayan_edit_ask_name,
	    "write");
}

static void ui_mayan_edit_play(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	game played;
	game_init(&played);
	/* A file written as it stands is played as the file, by its title;
	 * anything else as what is on the board. */
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	r.name = g->path;
	if (g->path[0] == '\0' || g->edit.changed ||
	    !game_open(&played, &r, &e)) {
		game_start_mayan(&played, &g->edit.board, g->edit.n,
		    MAYAN_EDIT_ORIGIN);
		/* Its title as typed, which a save of it keeps. */
		snprintf(played.puzzle_title, sizeof played.puzzle_title,
		    "%s", g->edit.title);
		if (g->edit.title[0] != '\0')
			escape_for_terminal(played.title, sizeof played.title,
			    g->edit.title);
	}
	ui_screen *screen = ui_mayan_new_from_editor(&played, g->animate);
	if (screen == NULL) {
		ui_note_set(&g->note, UI_ALERT, "Out of memory.");
		return;
	}
	/* The question answered to get here ("play it anyway?") would
	 * still stand on the line when the editor comes back, asking
	 * nothing. */
	g->note.text[0] = '\0';
	ui_push(screen);
}

static void ui_mayan_edit_key_play(ui_screen *self)
{
	ui_mayan_edit_guard((ui_mayan_edit *)self, ui_mayan_edit_play,
	    "play");
}

static void ui_mayan_edit_key_title(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	ui_mayan_edit_type(g, UI_MAYAN_EDIT_TYPING_TITLE, g->edit.title,
	    sizeof g->edit.title - 1);
}

static void ui_mayan_edit_leave(ui_screen *self)
{
	((ui_mayan_edit *)self)->given_up = true;
	ui_pop();
}

/* Esc first stops a search; leaving asks while changes are unwritten. */
static void ui_mayan_edit_key_quit(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (ui_mayan_edit_cancel(g))
		return;
	if (g->edit.changed)
		ui_ask_start(&g->ask, &g->note, ui_mayan_edit_leave,
		    "Leave the editor without writing the changes?");
	else
		ui_pop();
}

/* Every key but q and Esc, which say where they go: out of tumble or to
 * the screen under the editor, or back to the game it was opened from. */
#define UI_MAYAN_EDIT_KEYS_BUT_QUIT \
	{ KEY_LEFT, "Arrows, hjkl", "move the cursor (a column, and a " \
	    "block in it); a click too", NULL, ui_mayan_edit_key_left }, \
	{ KEY_RIGHT, NULL, NULL, NULL, ui_mayan_edit_key_right }, \
	{ KEY_UP, NULL, NULL, NULL, ui_mayan_edit_key_up }, \
	{ KEY_DOWN, NULL, NULL, NULL, ui_mayan_edit_key_down }, \
	{ 'h', NULL, NULL, NULL, ui_mayan_edit_key_left }, \
	{ 'l', NULL, NULL, NULL, ui_mayan_edit_key_right }, \
	{ 'k', NULL, NULL, NULL, ui_mayan_edit_key_up }, \
	{ 'j', NULL, NULL, NULL, ui_mayan_edit_key_down }, \
	{ '1', "1..9, 0", "put a block of colour 1..9 (0: colour 10) on top " \
	    "of the cursor's column", "block", ui_mayan_edit_key_put }, \
	{ '2', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '3', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '4', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '5', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '6', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '7', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '8', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '9', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ '0', NULL, NULL, NULL, ui_mayan_edit_key_put }, \
	{ 'x', "x, Delete", "take out the block under the cursor (the ones " \
	    "above fall)", "take", ui_mayan_edit_key_take }, \
	{ KEY_DC, NULL, NULL, NULL, ui_mayan_edit_key_take }, \
	{ '+', "+/-", "n, the moves the puzzle asks for (1..10)", "n", \
	    ui_mayan_edit_key_more }, \
	{ '-', NULL, NULL, NULL, ui_mayan_edit_key_fewer }, \
	{ 's', "s", "solve it as it stands for n; the answer or -1 beside " \
	    "it", "solve", ui_mayan_edit_key_solve }, \
	{ 'f', "f", "the fewest moves that clear it (n from 1 up to 10)", \
	    "fewest", ui_mayan_edit_key_fewest }, \
	{ 't', "t", "give the puzzle a title (the file's title line; " \
	    "empty for none)", NULL, ui_mayan_edit_key_title }, \
	{ 'w', "w", "write it to a file (a puzzle file); asks first when it " \
	    "cannot be cleared in n moves, or would replace another file", \
	    "write", ui_mayan_edit_key_write }, \
	{ 'p', "p", "play it; asks first when it cannot be cleared in n " \
	    "moves", "play", ui_mayan_edit_key_play }, \
	{ '?', "?", "this help", "help", ui_key_help }

const ui_key ui_mayan_edit_keys[] = {
	UI_MAYAN_EDIT_KEYS_BUT_QUIT,
	{ 'q', "q, Esc", "cancel a search; leave the editor (asks when "
	    "there are unwritten changes)", "quit", ui_mayan_edit_key_quit },
	{ UI_KEY_ESC, NULL, NULL, NULL, ui_mayan_edit_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

static const ui_key ui_mayan_edit_keys_from_game[] = {
	UI_MAYAN_EDIT_KEYS_BUT_QUIT,
	{ 'q', "q, Esc", "cancel a search; back to the game (asks when "
	    "there are unwritten changes)", "back", ui_mayan_edit_key_quit },
	{ UI_KEY_ESC, NULL, NULL, NULL, ui_mayan_edit_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

void ui_mayan_edit_over_game(ui_screen *editor, const mayan_session *s,
    const levels_pack *pack, int level)
{
	ui_mayan_edit *g = (ui_mayan_edit *)editor;
	editor->keys = ui_mayan_edit_keys_from_game;
	if (pack != NULL)
		mayan_edit_learn_level(&g->edit, pack, level, &g->told);
	if (!mayan_edit_learn_game(&g->edit, s, &g->answer))
		return;
	g->trying = g->edit.n;
	g->answered = g->answer.known;
}

static void ui_mayan_edit_key(ui_screen *self, int key)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	if (g->typing != UI_MAYAN_EDIT_TYPING_NOTHING) {
		ui_mayan_edit_typed_key(g, key);
		return;
	}
	if (ui_ask_answer(&g->ask, key, self))
		return;
	/* While the solver works on the board, the board stays as it is. */
	if (g->job != NULL && key != UI_KEY_ESC && key != 'q' && key != '?') {
		ui_note_set(&g->note, UI_PLAIN, "Searching: Esc cancels.");
		return;
	}
	g->key = key;
	ui_screen_key(self, key);
}

static bool ui_mayan_edit_typing_now(const ui_screen *self)
{
	return ((const ui_mayan_edit *)self)->typing !=
	    UI_MAYAN_EDIT_TYPING_NOTHING;
}

static void ui_mayan_edit_click(ui_screen *self, int row, int col)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	int x, y;
	if (g->typing == UI_MAYAN_EDIT_TYPING_NOTHING &&
	    ui_mayan_cell_at(row, col, &x, &y))
		mayan_edit_point(&g->edit, x, y);
}
/* Closed with changes unwritten that the player did not give up (a
 * signal, the terminal gone, a quit from the too-small screen): the
 * puzzle is kept, as a game is, and offered when the editor opens next. */
static void ui_mayan_edit_keep_draft(ui_mayan_edit *g)
{
	char alert[700];
	if (!g->edit.changed || g->given_up ||
	    (mayan_board_empty(&g->edit.board) && g->edit.title[0] == '\0'))
		return;
	if (mayan_draft_keep(&g->edit, g->path, alert, sizeof alert))
		ui_leave_word("The puzzle you were making is kept: the editor "
		    "offers it when it opens next.");
	else
		ui_leave_word(alert);
}

static void ui_mayan_edit_close(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	ui_mayan_edit_stop_job(g);
	ui_mayan_edit_keep_draft(g);
	curs_set(0);
	free(g);
}

/* Yes to the puzzle kept: it is this editor's, unwritten still. */
static void ui_mayan_edit_take_draft(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	g->edit = g->draft;
	snprintf(g->path, sizeof g->path, "%s", g->draft_path);
	mayan_draft_forget();
	ui_mayan_edit_changed(g);
	ui_note_set(&g->note, UI_GOOD, "Taken up as it was left; w writes "
	    "it.");
}

/* The puzzle kept when tumble last closed on it unwritten, offered. */
static void ui_mayan_edit_offer_draft(ui_mayan_edit *g)
{
	char alert[700], question[160];
	if (!mayan_draft_read(&g->draft, g->draft_path, sizeof g->draft_path,
	    alert, sizeof alert)) {
		if (alert[0] != '\0')
			ui_note_set(&g->note, UI_ALERT, "%s", alert);
		return;
	}
	const int blocks = mayan_board_blocks(&g->draft.board);
	snprintf(question, sizeof question, "The puzzle you were making when "
	    "tumble closed (%d block%s, n = %d) is kept; take it up?",
	    blocks, blocks == 1 ? "" : "s", g->draft.n);
	ui_ask_start(&g->ask, &g->note, ui_mayan_edit_take_draft, question);
	/* A bare "Carry on." leaves the player thinking the puzzle lost. */
	g->ask.after_no = "It stays kept for the next time the editor opens.";
}

ui_screen *ui_mayan_edit_new(const mayan_board *board, int n,
    const char *path, bool animate)
{
	return ui_mayan_edit_new_titled(board, n, path, NULL, animate);
}

ui_screen *ui_mayan_edit_new_titled(const mayan_board *board, int n,
    const char *path, const char *title, bool animate)
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
		    "written.  A column holds 7 blocks at most.  Below the "
		    "board: whether it is\n"
		    "well formed, then whether it clears in n moves.  w and p "
		    "ask first when it\n"
		    "cannot; when that is not known yet, they search n first "
		    "(Esc cancels it).\n"
		    "Typing a file name or a title: Left, Right, Home, End "
		    "(Ctrl-A, Ctrl-E)\n"
		    "move; Backspace, Delete erase; Ctrl-U erases to the "
		    "start, Ctrl-K to the\n"
		    "end, Ctrl-W a word; Enter takes it, Esc or Ctrl-C gives "
		    "up.\n",
		.min_rows = UI_MAYAN_MIN_ROWS,
		.min_cols = UI_MAYAN_MIN_COLS,
		.draw = ui_mayan_edit_draw,
		.key = ui_mayan_edit_key,
		.click = ui_mayan_edit_click,
		.note = &g->note,
		.ask = &g->ask,
		.typing = ui_mayan_edit_typing_now,
		.tick = ui_mayan_edit_tick,
		.close = ui_mayan_edit_close,
	};
	mayan_edit_open(&g->edit, board, n);
	/* A title the header cannot hold as it is (only a hand-made file
	 * has one) is left out rather than written back otherwise. */
	if (title != NULL)
		mayan_edit_set_title(&g->edit, title);
	g->edit.changed = false;
	g->animate = animate;
	if (path != NULL)
		snprintf(g->path, sizeof g->path, "%s", path);
	ui_note_set(&g->note, UI_PLAIN, "1..9 and 0 put blocks, x takes "
	    "them out, + and - set n; ? lists the keys.");
	ui_mayan_edit_offer_draft(g);
	return &g->screen;
}

ui_screen *ui_mayan_edit_new_puzzle(const mayan_puzzle *p, const char *path,
    bool animate)
{
	ui_screen *editor = ui_mayan_edit_new_titled(&p->board, p->moves,
	    path, mayan_puzzle_field(p, "title"), animate);
	if (editor != NULL) {
		ui_mayan_edit *g = (ui_mayan_edit *)editor;
		mayan_edit_learn_puzzle(&g->edit, p, &g->told);
	}
	return editor;
}
