/*
 * The Same Game planner as the front ends run it: from a position, within
 * a budget of seconds on a clock and of tried moves, and with a seed named
 * by the position.  `tumble plan`, the `plan` command and the game's H key
 * all plan through here, so a position asked about with one move budget
 * gets one plan wherever it is asked.
 */
#ifndef TUMBLE_SESSION_SAME_PLANNER_H
#define TUMBLE_SESSION_SAME_PLANNER_H

#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

#include "engine/same.h"
#include "engine/same_plan.h"

/* What one plan may spend; at least one of the two limits is set, or the
 * cancel flag must end the search. */
typedef struct same_planner_budget {
	double seconds;  /* 0: no time limit */
	clockid_t clock; /* the clock the seconds count on */
	uint64_t moves;  /* tried moves; 0: no limit */
} same_planner_budget;

/* The seed a position is planned with: the same board gets the same seed
 * however it was reached. */
uint64_t same_planner_seed(const same_board *b);

/* Search `plan` (started) within `budget`, or until `cancel` (may be NULL)
 * is set. */
void same_planner_run(same_plan *plan, const same_planner_budget *budget,
    const atomic_bool *cancel);

/* Points greedy scores from `b` to the end, the clear bonus included: what
 * a plan is measured against. */
long same_planner_greedy_points(const same_board *b);

#endif
