/*
 * Clearable Same Game boards: a full board of any size and colour count
 * built backwards from the empty board, one cluster inserted at a time,
 * so that removing the clusters in the opposite order clears it.  The
 * board comes with that clearing line; the same seed gives the same board
 * and line on every machine.
 *
 * Every insertion is checked by playing it forwards with the engine's own
 * removal: the inserted balls must form exactly one cluster whose removal
 * gives back the board before it.  Colours are chosen least used first, so
 * they come in about equal numbers where the board has room for them all.
 * Two colours, which jam that way, are shuffled in equal numbers instead
 * and kept when a bounded search finds the line that clears them.
 */
#ifndef TUMBLE_ENGINE_SAME_CLEARABLE_H
#define TUMBLE_ENGINE_SAME_CLEARABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/same.h"

/* A clearable board needs a cluster of two, so a board of one cell has
 * none; every other size and colour count has one. */
static inline bool same_clearable_exists(int rows, int cols)
{
	return rows * cols >= 2;
}

/*
 * The clearable board of `rows` x `cols` in `colors` colours made from
 * `seed` into `b`, and its clearing line, each move named by its cluster's
 * representative as the judge names moves, into `line` (room for
 * SAME_MAX_MOVES).  Returns the number of moves; 0 when the size is out of
 * range or has no clearable board (`b` is then left empty).
 */
int same_clearable_make(same_board *b, int rows, int cols, int colors,
    uint64_t seed, same_cluster *line);

#endif
