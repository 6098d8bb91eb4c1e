/*
 * The Same Game screen: the board in colour with letters and the judge's
 * coordinates, a cursor whose cluster is lit with its size and points,
 * the status and message lines, keys and mouse, the greedy hint and
 * replay, undo and redo, removals shown as balls falling, and high scores.
 */
#ifndef TUMBLE_UI_SAME_SAME_H
#define TUMBLE_UI_SAME_SAME_H

#include <stdbool.h>

#include "session/same_session.h"
#include "ui/ui.h"

/* session/game.h, which names its type as some callers name a variable. */
struct game;

/* The screen's keys: its help page and footer are drawn from them, and
 * the manual is held to them. */
extern const ui_key ui_same_keys[];

/* A screen playing the Same Game `from`, which it takes over (leaving
 * `from` empty). */
ui_screen *ui_same_new_game(struct game *from, bool animate);
/* A screen on a fresh random board of `rows` x `cols` (1..20 each) with
 * `colors` colours (1..6), built so that a line clears it when
 * `clearable`. */
ui_screen *ui_same_new_random(int rows, int cols, int colors,
    bool clearable, bool animate);

#endif
