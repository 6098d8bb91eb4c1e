/*
 * The title menu (see menu.h).  Each entry names a key of the menu's key
 * table, so an entry, its hot key and its line on the help page are one
 * action: a new game joins the menu as a key line and an entry line.
 */
#include "ui/menu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/mayan.h"
#include "ui/same.h"

typedef struct ui_menu_entry {
	int key;           /* the key in ui_menu_keys that chooses it */
	const char *name;
	const char *about;
} ui_menu_entry;

static const ui_menu_entry ui_menu_entries[] = {
	{ 's', "Same Game", "clear a board of R, G and B balls" },
	{ 'm', "Mayan", "clear the blocks in exactly n moves" },
	{ '?', "Help", "keys and rules" },
	{ 'q', "Quit", "" },
};

enum { UI_MENU_ENTRIES = sizeof ui_menu_entries / sizeof *ui_menu_entries };

static const char *const ui_menu_banner[] = {
	" _                   _     _      ",
	"| |_ _   _ _ __ ___ | |__ | | ___ ",
	"| __| | | | '_ ` _ \\| '_ \\| |/ _ \\",
	"| |_| |_| | | | | | | |_) | |  __/",
	" \\__|\\__,_|_| |_| |_|_.__/|_|\\___|",
};

enum {
	UI_MENU_BANNER = sizeof ui_menu_banner / sizeof *ui_menu_banner,
	UI_MENU_WIDTH = 52, /* an entry line: key, name, about */
};

typedef struct ui_menu {
	ui_screen screen;
	int chosen;
} ui_menu;

/* The first entry's row, so drawing and clicking agree. */
static int ui_menu_first_row(void)
{
	int height = UI_MENU_BANNER + 3 + UI_MENU_ENTRIES * 2;
	int top = (LINES - 2 - height) / 2;
	return (top < 0 ? 0 : top) + UI_MENU_BANNER + 3;
}

static void ui_menu_draw(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	int y = ui_menu_first_row() - UI_MENU_BANNER - 3;
	for (int i = 0; i < UI_MENU_BANNER; i++)
		ui_put_centered(y + i, ui_attr(UI_TITLE), ui_menu_banner[i]);
	/* A row of balls under the name, in the board's own colours. */
	int x = (COLS - 15) / 2;
	for (int i = 0; i < 5; i++) {
		char ball[4] = { ' ', "RGB"[i % 3], ' ', '\0' };
		ui_put(y + UI_MENU_BANNER + 1, x + 3 * i,
		    ui_ball_attr(1 + i % 3, false), ball);
	}
	x = (COLS - UI_MENU_WIDTH) / 2;
	for (int i = 0; i < UI_MENU_ENTRIES; i++) {
		const ui_menu_entry *e = &ui_menu_entries[i];
		char line[UI_MENU_WIDTH + 1];
		snprintf(line, sizeof line, " %c  %-12s %-*s", e->key, e->name,
		    UI_MENU_WIDTH - 18, e->about);
		ui_put(ui_menu_first_row() + 2 * i, x, i == m->chosen ?
		    ui_attr(UI_CHOSEN) : ui_attr(UI_PLAIN), line);
	}
	ui_put_footer(LINES - 1, self->keys);
}

static void ui_menu_key_up(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	m->chosen = (m->chosen + UI_MENU_ENTRIES - 1) % UI_MENU_ENTRIES;
}

static void ui_menu_key_down(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	m->chosen = (m->chosen + 1) % UI_MENU_ENTRIES;
}

static void ui_menu_key_choose(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	ui_key_run(self->keys, self, ui_menu_entries[m->chosen].key);
}

static void ui_menu_key_same(ui_screen *self)
{
	ui_screen *game = ui_same_new_random(SAME_JUDGE_ROWS, SAME_JUDGE_COLS,
	    SAME_JUDGE_COLORS, true);
	if (game != NULL)
		ui_push(game);
}

static void ui_menu_key_mayan(ui_screen *self)
{
	ui_screen *levels = ui_mayan_levels_new(NULL, true);
	if (levels != NULL)
		ui_push(levels);
}

static void ui_menu_key_help(ui_screen *self)
{
	ui_help_show(self);
}

static void ui_menu_key_quit(ui_screen *self)
{
	ui_quit();
}

static const ui_key ui_menu_keys[] = {
	{ KEY_UP, "Up, Down, jk", "pick an entry", NULL, ui_menu_key_up },
	{ KEY_DOWN, NULL, NULL, NULL, ui_menu_key_down },
	{ 'k', NULL, NULL, NULL, ui_menu_key_up },
	{ 'j', NULL, NULL, NULL, ui_menu_key_down },
	{ '\r', "Enter, Space", "open the entry picked", "open",
	    ui_menu_key_choose },
	{ '\n', NULL, NULL, NULL, ui_menu_key_choose },
	{ KEY_ENTER, NULL, NULL, NULL, ui_menu_key_choose },
	{ ' ', NULL, NULL, NULL, ui_menu_key_choose },
	{ 's', "s", "play Same Game on a random board", "Same Game",
	    ui_menu_key_same },
	{ 'm', "m", "the Mayan level menu", "Mayan", ui_menu_key_mayan },
	{ '?', "?", "this help", "help", ui_menu_key_help },
	{ 'q', "q", "quit", "quit", ui_menu_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_menu_click(ui_screen *self, int y, int x)
{
	ui_menu *m = (ui_menu *)self;
	int i = y - ui_menu_first_row();
	if (i < 0 || i % 2 != 0 || i / 2 >= UI_MENU_ENTRIES)
		return;
	m->chosen = i / 2;
	ui_menu_key_choose(self);
}

static void ui_menu_close(ui_screen *self)
{
	free(self);
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
		    "exactly n moves.  Each game has its own help page: press ? "
		    "while\n"
		    "playing.  Click an entry to open it.\n",
		.min_rows = UI_MENU_BANNER + 3 + UI_MENU_ENTRIES * 2 + 2,
		.min_cols = UI_MENU_WIDTH + 2,
		.draw = ui_menu_draw,
		.key = ui_screen_key,
		.click = ui_menu_click,
		.close = ui_menu_close,
	};
	return &m->screen;
}
