/*
 * Progress through the Mayan level pack, kept in
 * $XDG_DATA_HOME/tumble/progress: which levels are solved, and the best
 * solve of each.  A puzzle is solved in exactly n moves, so what can be
 * bettered is how many moves the player made on the way, the ones taken
 * back by undo or restart included: n is a clean solve.  A level solved
 * only with a move the computer played is noted apart, as assisted: it
 * has no best, and any clean solve replaces it.
 *
 * The file is small text that a person can read and mend:
 *
 *     # tumble progress: LEVEL MOVES or LEVEL assisted, one line a level
 *     01-sample 3
 *     02-bridge 11
 *     03-noip2 assisted
 *
 * Blank lines and lines whose first character other than a blank is '#'
 * are ignored.  LEVEL is the level's name in the pack (any bytes but
 * blanks and control bytes, so UTF-8 too; at most PROGRESS_NAME_MAX - 1
 * of them, the first not '#'); MOVES a number from 1 to
 * PROGRESS_MAX_MOVES, or the word `assisted`.  A level appears at most
 * once.  The file is changed as table_file.h says, like the high scores.
 */
#ifndef TUMBLE_IO_PROGRESS_H
#define TUMBLE_IO_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

#define PROGRESS_MAX 1000
#define PROGRESS_NAME_MAX 64
#define PROGRESS_MAX_MOVES 1000000L
/* The moves of a level solved only with the computer's help. */
#define PROGRESS_ASSISTED 0L

typedef struct progress_entry {
	char level[PROGRESS_NAME_MAX];
	long moves; /* the fewest moves made to solve it, or
		     * PROGRESS_ASSISTED */
} progress_entry;

typedef struct progress_table {
	int count;
	progress_entry entry[PROGRESS_MAX];
} progress_table;

/* Read the table from `s`.  False when a line is malformed, with `e`
 * naming the first such line by file:line:col and `t` holding the good
 * lines all the same. */
bool progress_parse(io_scan *s, progress_table *t, io_error *e);
/* Read the file at `path` as progress_parse does; a missing file is an
 * empty table. */
bool progress_read(const char *path, progress_table *t, io_error *e);
/* Replace the file atomically, creating its folder when needed. */
bool progress_write(const char *path, const progress_table *t, char *error,
    size_t error_size);

/* The best clean solve of `level`, or -1 when it has none. */
long progress_best(const progress_table *t, const char *level);
/* Whether `level` was solved, but only with the computer's help. */
bool progress_assisted(const progress_table *t, const char *level);
/* Note a solve of `level` in `moves` (PROGRESS_ASSISTED: with the
 * computer's help); true when it is the first or a better one (the table
 * changed): a clean solve betters an assisted one, never the reverse. */
bool progress_add(progress_table *t, const char *level, long moves);

/* Read the file at `path` into `t`; a damaged file is mended as
 * table_file_load() says, with `message` saying so (else it is empty).
 * False only when the file cannot be read at all. */
bool progress_load(const char *path, progress_table *t, char *message,
    size_t message_size);
/* Load the file, note the solve (`moves` as progress_add takes them) and
 * write the file back when it changed.
 * Returns false when it could not be saved, or the file has no line for
 * the level (PROGRESS_MAX others, or a name it cannot hold), `message`
 * saying why; a damaged file alone is not a failure.  `*improved` tells
 * whether the solve was the first or a better one. */
bool progress_record(const char *path, const char *level, long moves,
    bool *improved, char *message, size_t message_size);

#endif
