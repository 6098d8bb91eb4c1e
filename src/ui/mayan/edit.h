/*
 * The Mayan puzzle editor: a board built block by block, solved for its n
 * or for the fewest moves that clear it, written to a file in the judge
 * format, and played.  Reached by `e` on the Mayan screen, `tumble mayan
 * --edit [FILE]` and "Make a puzzle" in the title menu.
 */
#ifndef TUMBLE_UI_MAYAN_EDIT_H
#define TUMBLE_UI_MAYAN_EDIT_H

#include <stdbool.h>

#include "engine/mayan.h"
#include "io/levels.h"
#include "io/mayan_judge.h"
#include "session/mayan_session.h"
#include "ui/ui.h"

/* The editor's keys, for its help, its footer and the manual's test. */
extern const ui_key ui_mayan_edit_keys[];

/* An editor on `board` for n moves; `path` (may be NULL) is the file it
 * came from, offered when it is written.  NULL when memory runs out. */
ui_screen *ui_mayan_edit_new(const mayan_board *board, int n,
    const char *path, bool animate);
/* The same for a puzzle titled `title` (NULL or "" for none), as a level
 * file's title line has it. */
ui_screen *ui_mayan_edit_new_titled(const mayan_board *board, int n,
    const char *path, const char *title, bool animate);
/* The same for puzzle `p`, titled as its header's title line says, and
 * knowing the answer its `# answer:` line gives when that answer holds
 * (mayan_edit_learn_puzzle): s shows it without a search. */
ui_screen *ui_mayan_edit_new_puzzle(const mayan_puzzle *p, const char *path,
    bool animate);
/* The editor `editor` opened from a game on the position session `s`
 * shows: q and Esc go back to the game, and what the game's searches
 * found there is known, as if s had run (mayan_edit_learn_game).  On
 * the start of level `level` of `pack` (NULL for a game of no level) it
 * knows the answer the level's file gives, as ui_mayan_edit_new_puzzle()
 * does (mayan_edit_learn_level). */
void ui_mayan_edit_over_game(ui_screen *editor, const mayan_session *s,
    const levels_pack *pack, int level);

#endif
