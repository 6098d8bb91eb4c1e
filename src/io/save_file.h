/*
 * Saved games: the start position and the moves played, so that loading a
 * save replays every move and undo reaches back to the start.
 *
 * The format (version 1), plain text, one item a line:
 *
 *     tumble-save 1
 *     same
 *     RGGBBGGRBRRGGBG      10 rows of 15 balls, top row first, as in
 *     ...                  the judge's input
 *     4 1                  one move a line: row (1..10 from the bottom)
 *     2 1                  and column (1..15 from the left) of a ball of
 *                          the cluster removed, as `remove R C` takes them
 *
 * Blank lines are ignored.  The reader replays the moves and rejects a
 * move that removes nothing, so a save that loads is a game that happened.
 */
#ifndef TUMBLE_IO_SAVE_FILE_H
#define TUMBLE_IO_SAVE_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/same.h"
#include "io/scan.h"

#define SAVE_MAGIC "tumble-save"
#define SAVE_VERSION 1
/* Every move removes two balls or more. */
#define SAVE_MAX_MOVES (SAME_MAX_ROWS * SAME_MAX_COLS / 2)

typedef struct save_same {
	same_board start;
	int count;
	same_cluster moves[SAVE_MAX_MOVES]; /* as replayed from the start */
} save_same;

/* True when the input, after white space, starts like a save rather than
 * a judge file. */
bool save_looks_like_save(io_scan *s);
/* Read and replay a whole save. */
bool save_read_same(io_scan *s, save_same *out, io_error *e);
/* Write a save atomically; on failure `error` says why and the old file
 * is untouched. */
bool save_write_same(const char *path, const same_board *start,
    const same_cluster *moves, int count, char *error, size_t error_size);

#endif
