/*
 * The title menu (see menu.h).  Each entry names a key of the menu's key
 * table, so an entry, its hot key and its line on the help page are one
 * action: a new game joins the menu as a key line and an entry line.
 */
#include "ui/menu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "io/paths.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/edit.h"
#include "ui/same/same.h"
#include "ui/same/boards.h"
#include "ui/same/scores.h"
#include "ui/menu_kept.h"

typedef struct ui_menu_entry {
	int key;           /* the key in ui_menu_keys that chooses it */
	const char *name;
	/* NULL: what only the menu knows (the game kept to continue, the
	 * custom board's size, as chosen, today's board of the day) */
	const char *about;
} ui_menu_entry;

/* The Same Game boards of fixed size: the classic one, the research set's,
 * and a small one for a quick game. */
static const struct ui_menu_size {
	int key, rows, cols, colors;
} ui_menu_sizes[] = {
	{ 's', SAME_JUDGE_ROWS, SAME_JUDGE_COLS, SAME_JUDGE_COLORS },
	{ 'b', 15, 15, 5 },
	{ 'e', 8, 8, 3 },
};

/* The first entries are the kept games, newest first: the one r takes
 * up (the one kept last, unless another tumble plays it), the one R
 * takes up (the next), and any others, chosen by a click or Enter. */
static const ui_menu_entry ui_menu_entries[] = {
	{ 'r', "Continue", NULL },
	{ 'R', "Continue", NULL },
	{ ' ', "Continue", NULL },
	{ 's', "Same Game", "10x15, 3 colours: the classic board" },
	{ 'b', "Big board", "15x15, 5 colours: the research size" },
	{ 'e', "Easy board", "8x8, 3 colours: a quick game" },
	{ 'd', "Today's board", NULL },
	{ 'c', "Custom", NULL },
	{ 'p', "Pack", "the same boards every time: standard:K" },
	{ 'S', "High scores", "best 10 of every board; t: statistics" },
	{ 'm', "Mayan", "clear the blocks in exactly n moves" },
	{ 'M', "Make a puzzle", "your own Mayan puzzle, in the editor" },
	{ '?', "Help", "keys and rules" },
	{ 'q', "Quit", "" },
};

_Static_assert(UI_MENU_ENTRIES == sizeof ui_menu_entries /
    sizeof *ui_menu_entries, "UI_MENU_ENTRIES counts the table");

static const char *const ui_menu_banner[] = {
	" _                   _     _      ",
	"| |_ _   _ _ __ ___ | |__ | | ___ ",
	"| __| | | | '_ ` _ \\| '_ \\| |/ _ \\",
	"| |_| |_| | | | | | | |_) | |  __/",
	" \\__|\\__,_|_| |_| |_|_.__/|_|\\___|",
};

_Static_assert(UI_MENU_BANNER == sizeof ui_menu_banner /
    sizeof *ui_menu_banner, "UI_MENU_BANNER counts the banner's rows");

enum {
	/* The widest names, "Make a puzzle" and "Today's board": "Board of the
	 * day" would make the menu 3 columns wider than its smallest, 60. */
	UI_MENU_NAME = 13,
	UI_MENU_ABOUT = DAILY_MENU_WORDS, /* the widest about, the day's */
	UI_MENU_WIDTH = 6 + UI_MENU_NAME + UI_MENU_ABOUT, /* key, name, about */
};


static bool ui_menu_has_banner(const ui_menu *m)
{
	return LINES >= ui_menu_height(m, true) + UI_MENU_BELOW;
}

/* The first entry's row, so drawing and clicking agree. */
static int ui_menu_first_row(const ui_menu *m)
{
	int height = ui_menu_height(m, ui_menu_has_banner(m));
	int top = (LINES - UI_MENU_BELOW - height) / 2;
	return (top < 0 ? 0 : top) + height - m->list.count;
}

/* The game's name in big letters, with a row of balls under it, one of
 * each colour. */
static void ui_menu_draw_banner(const ui_menu *m)
{
	int y = ui_menu_first_row(m) - UI_MENU_BANNER - 3;
	for (int i = 0; i < UI_MENU_BANNER; i++)
		ui_put_centered(y + i, ui_attr(UI_TITLE), ui_menu_banner[i]);
	int x = (COLS - 3 * SAME_MAX_COLORS) / 2;
	for (int color = 1; color <= SAME_MAX_COLORS; color++) {
		char ball[4] = { ' ', same_color_letter(color), ' ', '\0' };
		ui_put(y + UI_MENU_BANNER + 1, x + 3 * (color - 1),
		    ui_ball_attr(color, false), ball);
	}
}

static void ui_menu_read_daily(ui_menu *m)
{
	m->daily_for = daily_today();
	daily_menu_words(m->daily, sizeof m->daily, m->daily_for);
}

/* Line `i`'s words in `out`, `width` wide at most: a kept game's too
 * wide in the longest of their shorter forms that fits ("Board of 4 Dec
 * 2026, move 12"); words still too wide are cut with "..." to say so,
 * before the mark of a game played elsewhere, which stays whole. */
static void ui_menu_line_words(const ui_menu *m, int i, const char *about,
    int width, char *out, size_t size)
{
	const char *mark = ui_menu_line_elsewhere(m, i) ?
	    ui_menu_elsewhere : "";
	const int room = width - (int)strlen(mark);
	char cut[300];
	if (i < m->kept_count && about == m->kept[i].words)
		for (int f = 0; f < GAME_KEPT_SHORTER &&
		    ui_text_width(about) > room &&
		    m->kept[i].shorter[f][0] != '\0'; f++)
			about = m->kept[i].shorter[f];
	/* In columns, cut between characters: a kept game's name may be
	 * a file's, é and パ in it. */
	if (ui_text_width(about) > room)
		about = ui_fit(cut, sizeof cut, about, room);
	snprintf(out, size, "%s%s", about, mark);
}

static void ui_menu_draw(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	if (ui_menu_has_banner(m))
		ui_menu_draw_banner(m);
	else
		ui_put_centered(ui_menu_first_row(m) - 2, ui_attr(UI_TITLE),
		    "tumble");
	char custom[64];
	snprintf(custom, sizeof custom, "%dx%d, %d colour%s%s",
	    m->custom.rows, m->custom.cols, m->custom.colors,
	    m->custom.colors == 1 ? "" : "s", m->custom.clearable ?
	    ", clearable" : ": your own size");
	if (m->daily_for != daily_today())
		ui_menu_read_daily(m);
	ui_list_place(&m->list, ui_menu_first_row(m), m->list.count);
	const char *about[sizeof m->shown / sizeof *m->shown];
	int about_width = UI_MENU_ABOUT;
	for (int i = 0; i < m->list.count; i++) {
		const ui_menu_entry *e = &ui_menu_entries[m->shown[i]];
		const bool nothing_kept = i == 0 && m->kept_count == 0;
		about[i] = e->about != NULL ? e->about :
		    e->key == 'c' ? custom : e->key == 'd' ? m->daily :
		    nothing_kept ? m->nothing_kept : m->kept[i].words;
		const int width = ui_text_width(about[i]) +
		    (ui_menu_line_elsewhere(m, i) ?
		    (int)strlen(ui_menu_elsewhere) : 0);
		if (width > about_width)
			about_width = width;
	}
	/* A kept game's words may be wider than the column: the menu
	 * widens for them, still centred, and only a terminal too narrow
	 * for them cuts them. */
	const int rest = UI_MENU_WIDTH - UI_MENU_ABOUT; /* key and name */
	if (about_width > COLS - 2 - rest)
		about_width = COLS - 2 - rest;
	const int x = (COLS - rest - about_width) / 2;
	for (int i = 0; i < m->list.count; i++) {
		const ui_menu_entry *e = &ui_menu_entries[m->shown[i]];
		/* Dim: nothing to take up on this line. */
		const bool dim = (i == 0 && m->kept_count == 0) ||
		    ui_menu_line_elsewhere(m, i);
		char words[300], line[400];
		ui_menu_line_words(m, i, about[i], about_width, words,
		    sizeof words);
		const int pad = about_width - ui_text_width(words);
		snprintf(line, sizeof line, " %c  %-*s  %s%*s", e->key,
		    UI_MENU_NAME, e->name, words, pad > 0 ? pad : 0, "");
		ui_put(ui_list_row(&m->list, i), x, ui_list_attr(&m->list, i,
		    dim ? UI_DIM : UI_PLAIN), line);
	}
	/* Centred, as the menu is, on the two rows over the footer; words
	 * longer than that take the blank row under the entries too, so
	 * that the menu's smallest terminal shows a damaged kept game's
	 * name and fate whole. */
	const int under = ui_list_row(&m->list, m->list.count - 1) + 1;
	const int rows = m->note.text[0] != '\0' &&
	    ui_lines_needed(1, m->note.text) > 2 && LINES - 4 >= under ? 3 : 2;
	ui_put_lines_centered(LINES - 1 - rows, rows, ui_attr(m->note.style),
	    m->note.text);
	ui_put_footer(LINES - 1, self->keys);
}

static void ui_menu_key_choose(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	if (m->list.chosen < m->kept_count)
		ui_menu_continue(m, m->list.chosen);
	else
		ui_key_run(self->keys, self,
		    ui_menu_entries[m->shown[m->list.chosen]].key);
}

/* What the menu said was about the last choice: a screen opened over it
 * makes it stale (the "No game is kept to continue." of r after a game
 * was quit and kept). */
static void ui_menu_push(ui_menu *m, ui_screen *screen)
{
	m->note.text[0] = '\0';
	if (screen != NULL)
		ui_push(screen);
}

/* A random board of the size on the key just pressed. */
static void ui_menu_play_size(ui_screen *self, int key)
{
	for (size_t i = 0; i < sizeof ui_menu_sizes / sizeof *ui_menu_sizes;
	    i++)
		if (ui_menu_sizes[i].key == key)
			ui_menu_push((ui_menu *)self,
			    ui_same_new_random(ui_menu_sizes[i].rows,
			    ui_menu_sizes[i].cols, ui_menu_sizes[i].colors,
			    false, true));
}

static void ui_menu_key_same(ui_screen *self)
{
	ui_menu_play_size(self, 's');
}

static void ui_menu_key_big(ui_screen *self)
{
	ui_menu_play_size(self, 'b');
}

static void ui_menu_key_easy(ui_screen *self)
{
	ui_menu_play_size(self, 'e');
}

/* The board of the day, opened as `tumble same --daily` opens it: the
 * day's game kept half-way is taken up. */
static void ui_menu_key_daily(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	game g;
	r.daily = true;
	game_init(&g);
	if (!game_open_to_play(&g, &r, &e)) {
		ui_note_set(&m->note, UI_ALERT, "%s", e.text);
		return;
	}
	ui_menu_push(m, ui_same_new_game(&g, true));
}

static void ui_menu_key_custom(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	ui_menu_push(m, ui_same_custom_new(&m->custom, &m->note));
}

static void ui_menu_key_pack(ui_screen *self)
{
	ui_menu_push((ui_menu *)self, ui_same_packs_new());
}

static void ui_menu_key_scores(ui_screen *self)
{
	ui_menu_push((ui_menu *)self, ui_scores_new(NULL));
}

static void ui_menu_key_stats(ui_screen *self)
{
	ui_menu_push((ui_menu *)self, ui_stats_new());
}

static void ui_menu_key_mayan(ui_screen *self)
{
	ui_menu_push((ui_menu *)self, ui_mayan_levels_new(NULL, true));
}

static void ui_menu_key_make(ui_screen *self)
{
	mayan_board empty;
	mayan_board_clear(&empty);
	ui_menu_push((ui_menu *)self, ui_mayan_edit_new(&empty, 1, NULL,
	    true));
}

static void ui_menu_key_quit(ui_screen *self)
{
	ui_quit();
}

const ui_key ui_menu_keys[] = {
	UI_LIST_KEYS("pick an entry"),
	{ '\r', "Enter, Space", "open the entry picked", "open",
	    ui_menu_key_choose },
	{ '\n', NULL, NULL, NULL, ui_menu_key_choose },
	{ KEY_ENTER, NULL, NULL, NULL, ui_menu_key_choose },
	{ ' ', NULL, NULL, NULL, ui_menu_key_choose },
	{ 'r', "r", "continue the game quit before its end", NULL,
	    ui_menu_key_continue },
	{ 'R', "R", "continue the game kept before the newest, when two are "
	    "kept", NULL, ui_menu_key_continue_other },
	{ 's', "s", "Same Game on a random board of the classic size",
	    "Same Game", ui_menu_key_same },
	{ 'b', "b", "a random board of 15x15 with 5 colours", NULL,
	    ui_menu_key_big },
	{ 'e', "e", "a random board of 8x8 with 3 colours", NULL,
	    ui_menu_key_easy },
	{ 'd', "d", "the board of the day: 15x15, 5 colours, clearable, the "
	    "same for every player", NULL, ui_menu_key_daily },
	{ 'c', "c", "choose a board's size and colours (remembered)", NULL,
	    ui_menu_key_custom },
	{ 'p', "p", "a board of the built-in packs", NULL, ui_menu_key_pack },
	{ 'S', "S", "the high scores", "scores", ui_menu_key_scores },
	{ 't', "t", "statistics: games, clears, marks, streaks, levels",
	    NULL, ui_menu_key_stats },
	{ 'm', "m", "the Mayan level menu", "Mayan", ui_menu_key_mayan },
	{ 'M', "M", "make a Mayan puzzle in the editor", NULL,
	    ui_menu_key_make },
	{ '?', "?", "this help", "help", ui_key_help },
	{ 'q', "q", "quit", "quit", ui_menu_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_menu_click(ui_screen *self, int y, int x)
{
	ui_menu *m = (ui_menu *)self;
	if (ui_list_click(&m->list, y))
		ui_menu_key_choose(self);
}

/* The menu back on top: the screen above it closed, which may have kept
 * a game (or left word that it could not) or ended the board of the
 * day. */
static void ui_menu_resume(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	const char *left = ui_take_left_word();
	if (left != NULL)
		ui_note_set(&m->note, UI_ALERT, "%s", left);
	ui_menu_read_kept(m);
	ui_menu_read_daily(m);
}

static void ui_menu_close(ui_screen *self)
{
	free(self);
}

/* The custom board remembered from last time; a damaged file is named
 * (by its name alone: the help page says where it is) and the defaults
 * offered, and the next choice writes it afresh. */
static void ui_menu_read_custom(ui_menu *m)
{
	char path[4096];
	io_error e;
	if (!paths_data_file(SAME_CUSTOM_FILE, path, sizeof path) ||
	    same_custom_read(path, &m->custom, &e))
		return;
	if (e.line > 0)
		ui_note_set(&m->note, UI_ALERT, "%s:%d:%d: %s; the custom "
		    "board is %dx%d with %d colours", SAME_CUSTOM_FILE, e.line,
		    e.col, e.what, m->custom.rows, m->custom.cols,
		    m->custom.colors);
	else
		ui_note_set(&m->note, UI_ALERT, "%s: %s", path, e.what);
}

ui_screen *ui_menu_new(void)
{
	ui_menu *m = calloc(1, sizeof *m);
	if (m == NULL)
		return NULL;
	m->screen = (ui_screen){
		.title = "tumble",
		.keys = ui_menu_keys,
		.help = "tumble holds two puzzles.  Same Game: remove clusters "
		    "of 2 or more\n"
		    "balls of one colour; bigger clusters score far more.  "
		    "Mayan: drag\n"
		    "blocks sideways so that lines of 3 vanish, and clear the "
		    "board in\n"
		    "exactly n moves.  Each game has its own help page: press "
		    "? while\n"
		    "playing.  Click an entry to open it.\n"
		    "A kept game dim and marked (in another tumble) is being "
		    "played\n"
		    "there now, and can be taken up once that tumble quits "
		    "it.\n"
		    "The custom board's size is remembered in "
		    "$XDG_DATA_HOME/tumble/" SAME_CUSTOM_FILE ".\n",
		/* min_rows: set with the entries shown. */
		.min_cols = UI_MENU_WIDTH + 2,
		.draw = ui_menu_draw,
		.key = ui_screen_key,
		.click = ui_menu_click,
		.wheel = ui_list_wheel,
		.list = &m->list,
		.note = &m->note,
		.resume = ui_menu_resume,
		.close = ui_menu_close,
	};
	m->custom = same_custom_default();
	ui_menu_read_custom(m);
	ui_menu_resume(&m->screen);
	return &m->screen;
}
