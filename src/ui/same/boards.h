/*
 * The Same Game boards the title menu offers beyond its fixed sizes: a
 * custom size and colour count, chosen with keys and remembered (see
 * io/same_custom.h), and the boards of the built-in packs, each played as
 * PACK:K with a high-score table of its own.
 */
#ifndef TUMBLE_UI_SAME_BOARDS_H
#define TUMBLE_UI_SAME_BOARDS_H

#include "io/same_custom.h"
#include "ui/ui.h"

/* The custom board chooser from `choice`, which the menu owns and shows:
 * Enter plays the board chosen, sets `choice` to it and writes it back to
 * the file; q and Esc leave both as they were.  Trouble writing it goes
 * to `note`, the menu's message line.  NULL when memory runs out. */
ui_screen *ui_same_custom_new(same_custom *choice, ui_note *note);
/* The list of the packs' boards, with their sizes and best scores. */
ui_screen *ui_same_packs_new(void);

#endif
