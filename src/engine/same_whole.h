/*
 * The whole tree of games of a small Same Game board, walked to its end:
 * the best game there is, when the tree is small enough.  The planner asks
 * it first, so that a small board's best game is known at once and no
 * budget is spent searching a tree already searched.
 */
#ifndef TUMBLE_ENGINE_SAME_WHOLE_H
#define TUMBLE_ENGINE_SAME_WHOLE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "engine/same.h"
#include "engine/same_plan.h"

/* The best whole game from `b` into `best` (its moves and score, the
 * clear board's bonus in it): true when the tree held `max_positions`
 * positions at most and `cancel` (may be NULL) was not set meanwhile;
 * false otherwise, `best` then saying nothing. */
bool same_whole_best(const same_board *b, uint64_t max_positions,
    const atomic_bool *cancel, same_plan_path *best);

#endif
