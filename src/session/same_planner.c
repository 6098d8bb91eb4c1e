/*
 * Running the Same Game planner within a budget (see same_planner.h).  The
 * engine counts its work in moves tried; the clock is read here, in the
 * planner's progress callback, so the engine stays free of time.
 */
#include "session/same_planner.h"

#include "engine/rng.h"

typedef struct same_planner_clock {
	clockid_t clock;
	double deadline;
} same_planner_clock;

static double same_planner_now(clockid_t clock)
{
	struct timespec t;
	clock_gettime(clock, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static bool same_planner_in_time(void *user, const same_plan_status *status)
{
	const same_planner_clock *c = user;
	return same_planner_now(c->clock) < c->deadline;
}

uint64_t same_planner_seed(const same_board *b)
{
	/* Each cell stirs the whole seed, so any change of the board makes
	 * a different one. */
	uint64_t seed = (uint64_t)b->rows << 8 | (uint64_t)b->cols;
	for (int c = 1; c <= b->cols; c++)
		for (int r = 1; r <= b->rows; r++) {
			uint64_t x = seed ^ (uint64_t)same_board_at(b, r, c);
			seed = rng_splitmix64(&x);
		}
	return seed;
}

void same_planner_run(same_plan *plan, const same_planner_budget *budget,
    const atomic_bool *cancel)
{
	same_planner_clock clock = { .clock = budget->clock };
	same_plan_limits limits = { .moves = budget->moves, .cancel = cancel };
	if (budget->seconds > 0) {
		clock.deadline = same_planner_now(budget->clock) +
		    budget->seconds;
		limits.progress = same_planner_in_time;
		limits.user = &clock;
	}
	same_plan_run(plan, &limits);
}

long same_planner_greedy_points(const same_board *b)
{
	same_board end = *b;
	same_cluster moves[SAME_MAX_MOVES];
	int count = same_greedy_play(&end, moves);
	long points = same_final_bonus(&end);
	for (int i = 0; i < count; i++)
		points += same_points(moves[i].size);
	return points;
}
