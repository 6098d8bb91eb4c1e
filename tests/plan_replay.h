/*
 * What the planner suites check of every plan: that it replays.
 */
#ifndef TUMBLE_TESTS_PLAN_REPLAY_H
#define TUMBLE_TESTS_PLAN_REPLAY_H

#include "engine/same_plan.h"

/* Replay `line` from `start` by the plain rules of same_ref.c: each move
 * must remove the cluster it names, in the judge's words, the game must
 * end, and the stated score and balls left must add up. */
void plan_assert_replays(const same_board *start, const same_plan_line *line);

#endif
