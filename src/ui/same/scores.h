/*
 * The high-score screen: every board kind that has a score, its best 10
 * with their dates, and apart from them the best assisted game of that
 * kind (one in which the computer played a move).  Opened from the title
 * menu and with S in a game.
 */
#ifndef TUMBLE_UI_SAME_SCORES_H
#define TUMBLE_UI_SAME_SCORES_H

#include "ui/ui.h"

/* The screen, showing `kind` first (listed even before it has a score);
 * NULL for the first kind.  NULL when memory runs out. */
ui_screen *ui_scores_new(const char *kind);

#endif
