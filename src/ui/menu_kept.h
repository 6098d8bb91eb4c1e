/*
 * The title menu's state and its kept games (see menu.h): menu.c draws
 * the menu and runs its keys; menu_kept.c reads the games kept to
 * continue, lays out their lines and takes them up.
 */
#ifndef TUMBLE_UI_MENU_KEPT_H
#define TUMBLE_UI_MENU_KEPT_H

#include "io/same_custom.h"
#include "session/daily.h"
#include "session/game_keep.h"
#include "session/game_rules.h"
#include "ui/list.h"
#include "ui/ui.h"

enum {
	/* The entries of the menu's table (menu.c), kept games' lines
	 * apart. */
	UI_MENU_ENTRIES = 14,
	/* The rows of the game's name in big letters (menu.c). */
	UI_MENU_BANNER = 5,
	/* The banner with its row of balls over the entries; a short
	 * terminal shows the name alone on one line. */
	UI_MENU_BELOW = 4, /* a blank, the note's two rows, the footer */
	/* The usual terminal's lines, which the menu fits with every
	 * place of kept games taken. */
	UI_MENU_USUAL_LINES = 24,
};

typedef struct ui_menu {
	ui_screen screen;
	ui_list list;       /* of the entries, all shown */
	same_custom custom; /* the custom board, as last chosen */
	/* The games quit before their end, the one kept last first. */
	game_kept_entry kept[GAME_KEPT_PLACES * GAME_KINDS];
	int kept_count;
	/* With none to take up, the Continue line's words: none was kept,
	 * or the file of one does not read (r says why, in the session's
	 * words). */
	char nothing_kept[96];
	bool kept_unread; /* a kept file does not read: said as an alert */
	/* The entries shown: a Continue line for each kept game (one, dim,
	 * for none), and the others. */
	int shown[UI_MENU_ENTRIES + GAME_KEPT_PLACES * GAME_KINDS];
	ui_note note;       /* trouble with the custom board's file */
	/* Today's board of the day in the session's words (its date, its
	 * best game and the streak once played, or what keeps the streak:
	 * today's board, or yesterday's kept half-way), and
	 * the day they were read for: a menu left open past midnight
	 * names the new day. */
	char daily[DAILY_MENU_WORDS + 24];
	long daily_for;
} ui_menu;

/* The menu's rows over the note and footer, with the banner or with the
 * name alone on one line, for the entries shown. */
static inline int ui_menu_height(const ui_menu *m, bool banner)
{
	return (banner ? UI_MENU_BANNER + 3 : 2) + m->list.count;
}

/* The games kept, read again, and the lines shown for them
 * (menu_kept.c). */
void ui_menu_read_kept(ui_menu *m);
/* After a kept game's words when another tumble plays it. */
extern const char ui_menu_elsewhere[];
/* Whether line `i` of the menu is a kept game another tumble plays. */
bool ui_menu_line_elsewhere(const ui_menu *m, int i);
/* Take up the kept game on line `kept`. */
void ui_menu_continue(ui_menu *m, int kept);
/* r and R. */
void ui_menu_key_continue(ui_screen *self);
void ui_menu_key_continue_other(ui_screen *self);

#endif
