/*
 * The player's progress through the Mayan level pack, as both front ends
 * see it: which level to start on when none is named (the first one not
 * yet solved, for `tumble mayan` and `new mayan` alike), the best solve of
 * a level, and the noting of a new solve with the words that say how it
 * went.  Progress lives in the data folder's `progress` file (see
 * io/progress.h); trouble with that file costs the record, never the game,
 * and comes back as a message.
 */
#ifndef TUMBLE_SESSION_MAYAN_PROGRESS_H
#define TUMBLE_SESSION_MAYAN_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/levels.h"
#include "io/marks.h"
#include "io/progress.h"

/* The first level of the pack that `done` does not list as solved by
 * the player and that reads (one solved only with the computer's help
 * is still to solve; the first level when there is none); -1 for an
 * empty pack. */
int mayan_progress_first_unsolved(const levels_pack *pack,
    const progress_table *done);

/* The level to play when none is named: the first one not yet solved by
 * the progress file (a damaged file counts as none solved: the game says
 * so when it opens the level); -1 for an empty pack. */
int mayan_progress_default_level(const levels_pack *pack);

/* The progress file's table, as a game played loads it: a damaged file
 * set aside (`alert` says so); false, none, when it cannot be read
 * (`alert` then says why). */
bool mayan_progress_load(progress_table *t, char *alert, size_t alert_size);

/* The progress and the marks as the lists of levels show them (the
 * level menu, the shell's `levels`): only read, no file changed, the
 * good lines of each.  A damaged or unreadable progress file is named in
 * `alert` and left as it is, to be set aside by the game that records a
 * solve in it; the marks' trouble is the game's to say when it next
 * keeps one. */
void mayan_progress_tables(progress_table *done, marks_table *marks,
    char *alert, size_t alert_size);

/* The fewest moves made in a clean solve of `level`, -1 when it has none
 * or the progress file cannot be read (`alert` then says why);
 * `assisted`, unless NULL, tells whether it was solved only with the
 * computer's help. */
long mayan_progress_best(const char *level, bool *assisted, char *alert,
    size_t alert_size);

/* Whether `level` bears the mark "solved clean" in the marks file
 * (only read; a file that does not read counts as none). */
bool mayan_progress_clean(const char *level);

/*
 * Note a solve of `level`, a puzzle of n = `limit` moves, with `made`
 * moves made (undone ones included; never fewer than n); an `assisted`
 * one (the computer played a move) is kept apart and has no best.
 * `best` holds the level's best before (-1: none) and after.  `words`
 * receives what the message line says of it, such as "First solve: 3
 * moves made, none wasted." (never "solved" again after the solve), ""
 * for an assisted one (the game's end says so of every puzzle); false,
 * with `alert` saying why, when it cannot be kept.
 */
bool mayan_progress_record(const char *level, long made, int limit,
    bool assisted, long *best, char *words, size_t words_size, char *alert,
    size_t alert_size);

/* The marks a solve of a level of n = `limit` moves earns
 * (io/marks.h): solved, unless the computer played a move in it
 * (`assisted`); solved clean besides when no move was undone (`made` is
 * n) and no hint or answer was shown (`helped`). */
unsigned mayan_progress_marks(long made, int limit, bool assisted,
    bool helped);

/* Keep `marks` on `level` in the marks file; `words` say the ones new to
 * it ("New mark: solved clean."), "" for none; false, with `alert`
 * saying why, when they could not be kept. */
bool mayan_progress_keep_marks(const char *level, unsigned marks,
    char *words, size_t words_size, char *alert, size_t alert_size);

#endif
