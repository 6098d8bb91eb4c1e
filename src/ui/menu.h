/*
 * The title menu that `tumble` opens: one entry per game, help and quit.
 */
#ifndef TUMBLE_UI_MENU_H
#define TUMBLE_UI_MENU_H

#include "ui/ui.h"

/* The menu screen; NULL when memory runs out. */
ui_screen *ui_menu_new(void);

#endif
