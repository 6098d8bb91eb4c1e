/*
 * The one list of every list screen: the title menu, the pack boards, the
 * Mayan levels and the kinds of the score screen.  It keeps which line is
 * chosen and which are shown, and owns the keys, the mouse wheel and the
 * click-to-line mapping that move the choice, so the four lists behave
 * alike and a fix to one is a fix to all.
 *
 * The choice stops at either end: Up on the first line and Down on the
 * last stay where they are, as in most terminal programs, so a key held
 * down or a wheel spun hard never jumps from one end to the other; Home
 * and End reach the ends at once.
 *
 * A screen with a list points its ui_screen's `list` at it, puts
 * UI_LIST_KEYS in its key table and ui_list_wheel as its `wheel`, calls
 * ui_list_place() before drawing the lines, and ui_list_click() from its
 * click function.
 */
#ifndef TUMBLE_UI_LIST_H
#define TUMBLE_UI_LIST_H

#include <stdbool.h>

#include "ui/ui.h"

typedef struct ui_list {
	int count, chosen;
	int top;  /* the first line shown */
	int y;    /* the screen row of line `top`, as last placed */
	int rows; /* how many lines the screen has room for, as last placed */
} ui_list;

/* Move the choice by `by` lines, stopping at the first and last. */
void ui_list_move(ui_list *list, int by);
/* Choose line `line`, or the nearest end past either. */
void ui_list_choose(ui_list *list, int line);
/* Show the list from screen row `y` in `rows` rows: scroll so the chosen
 * line is shown, and no further than the last line needs, so a terminal
 * grown taller shows the first lines again.  Called at every draw. */
void ui_list_place(ui_list *list, int y, int rows);
/* One past the last line shown. */
int ui_list_end(const ui_list *list);
/* The screen row of a line shown. */
int ui_list_row(const ui_list *list, int line);
/* The style of a line: chosen, or `style`. */
attr_t ui_list_attr(const ui_list *list, int line, ui_style style);
/* Choose the line shown on screen row `y`; false when no line is there. */
bool ui_list_click(ui_list *list, int y);
/* A column header over a list, in the one style all lists share. */
void ui_list_put_header(int y, int x, const char *text);

/* The keys of UI_LIST_KEYS and the wheel, acting on self->list. */
void ui_list_key_up(ui_screen *self);
void ui_list_key_down(ui_screen *self);
void ui_list_key_page_up(ui_screen *self);
void ui_list_key_page_down(ui_screen *self);
void ui_list_key_first(ui_screen *self);
void ui_list_key_last(ui_screen *self);
void ui_list_wheel(ui_screen *self, int notches);

/* What the help page of a screen with a list says of it. */
extern const char ui_list_help[];

/* The list's keys, the first lines of a list screen's key table; `what`
 * is what Up and Down pick ("pick a board"). */
#define UI_LIST_KEYS(what) \
	{ KEY_UP, "Up, Down, jk", what, NULL, ui_list_key_up }, \
	{ KEY_DOWN, NULL, NULL, NULL, ui_list_key_down }, \
	{ 'k', NULL, NULL, NULL, ui_list_key_up }, \
	{ 'j', NULL, NULL, NULL, ui_list_key_down }, \
	{ KEY_PPAGE, "PgUp, PgDn", "a page up / down", NULL, \
	    ui_list_key_page_up }, \
	{ KEY_NPAGE, NULL, NULL, NULL, ui_list_key_page_down }, \
	{ KEY_HOME, "Home, End", "the first / last line", NULL, \
	    ui_list_key_first }, \
	{ KEY_END, NULL, NULL, NULL, ui_list_key_last }

#endif
