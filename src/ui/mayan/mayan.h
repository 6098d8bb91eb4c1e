/*
 * The Mayan puzzle screen: the 7x5 board in colour with a digit on every
 * block and the judge's coordinates, moves by keys or mouse shown as they
 * happen (slide, fall, flashing lines, chains), the solver's answer and
 * hints without freezing the screen, undo, redo and restart, the level
 * pack with progress, and the `:` command line.
 *
 * The level menu lists the pack with the levels solved; it opens a level
 * in a new Mayan screen, or in the one it was called from.
 */
#ifndef TUMBLE_UI_MAYAN_MAYAN_H
#define TUMBLE_UI_MAYAN_MAYAN_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/ui.h"

/* session/game.h, which names its type as some callers name a variable. */
struct game;

/* The keys of the Mayan screen, for its help, its footer and the manual's
 * test. */
extern const ui_key ui_mayan_keys[];

/* A screen playing the Mayan game `from`, which it takes over (leaving
 * `from` empty).  A level of the pack (game.level) is that level, for
 * progress and for ] and [.  NULL when memory runs out. */
ui_screen *ui_mayan_new_game(struct game *from, bool animate);
/* The same for a puzzle played from the editor, the screen under it:
 * its e goes back there, as the player who tries a puzzle out expects,
 * rather than opening a second editor over the first. */
ui_screen *ui_mayan_new_from_editor(struct game *from, bool animate);

/* The level menu, with the puzzle `target` plays picked (its level, or
 * the random line), else the first unsolved level.  Choosing a level
 * opens it in `target` (a Mayan screen, which must lie below the menu) or,
 * when `target` is NULL, in a new Mayan screen on top of the menu. */
ui_screen *ui_mayan_levels_new(ui_screen *target, bool animate);
/* The Mayan screen `played`, opened from the level menu `menu`, is
 * closing: the menu picks the puzzle it ended on, which ], [ and n may
 * have moved on from the one chosen there.  Nothing when `menu` is no
 * level menu. */
void ui_mayan_levels_follow(ui_screen *menu, const ui_screen *played);
/* The level menu's random line chosen over the Mayan screen `target`
 * (lying under the menu) while its game has moves at stake: the menu
 * closes and the game asks first, as for a level chosen, ] or n, and
 * the random puzzle of `moves` moves is made only once the player says
 * to leave (a no makes nothing).  False, doing nothing, with no move at
 * stake: the menu makes it at once. */
bool ui_mayan_make_random(ui_screen *target, int moves);
/* A screen that makes the random puzzle of `moves` moves from `seed` on a
 * thread of its own and then plays it: on `target` (a Mayan screen lying
 * under the level menu, which lies under this screen; both close), or
 * when `target` is NULL on a new Mayan screen in its place.  NULL when
 * memory runs out or no thread can start. */
ui_screen *ui_mayan_making_new(uint64_t seed, int moves, ui_screen *target,
    bool animate);

#endif
