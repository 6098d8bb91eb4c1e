/*
 * The title menu that `tumble` opens: one entry per game, help and quit.
 */
#ifndef TUMBLE_UI_MENU_H
#define TUMBLE_UI_MENU_H

#include "ui/ui.h"

/* The menu's keys, for its help, its footer and the manual's test. */
extern const ui_key ui_menu_keys[];

/* The menu screen; NULL when memory runs out. */
ui_screen *ui_menu_new(void);

#endif
