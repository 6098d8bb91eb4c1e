/*
 * The Same Game planner as the front ends run it: from a position, within
 * a budget of seconds on a clock and of tried moves, with a seed named by
 * the position, and on as many cores as asked.  `tumble plan`, the `plan`
 * command and the game's H key all plan through here, so a position asked
 * about with one move budget on one thread gets one plan wherever it is
 * asked.
 *
 * A board of few balls whose whole tree of games is small is searched
 * whole first: its best game is then known, and the budget is not
 * spent (a spinner would turn on for nothing).
 *
 * A bounded budget is spent in two parts: first a trial of 1/32 of it for
 * each colour worth keeping for last (or one), which chooses that colour
 * and measures how many playouts the search can afford, and then a
 * search shaped for them (same_plan_fit).
 *
 * Several threads run searches of the same position (each with its own
 * seed and its own trials) and the best line of all of them is the plan.
 * On a clock, the searches that keep the same colour for last trade
 * their best lines at each step of their top level, each adapting
 * toward the better one: on the research set at 10 s of processor time
 * a search, two threads, that made more than searches kept apart on one
 * processor and as much on another (see bench/same_plan_results.md).
 * Under a budget of moves alone they stay apart, so that a position gets
 * one plan however the threads run.  The calling thread runs the first
 * search itself and reports progress from it; the others take no asynchronous
 * signal (session/quiet_thread.h), so that the front end's own thread
 * alone answers them.
 */
#ifndef TUMBLE_SESSION_SAME_PLANNER_H
#define TUMBLE_SESSION_SAME_PLANNER_H

#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "io/seconds.h"

/* The most searches run side by side. */
#define SAME_PLANNER_MAX_THREADS 64

/* What a plan spends when nobody says: the game's H, `plan` at the prompt
 * and `tumble plan` alike. */
#define SAME_PLANNER_DEFAULT_SECONDS 1.0
/* A day a board is more than anyone waits for; a longer wait is a typo. */
#define SAME_PLANNER_MAX_SECONDS IO_SECONDS_BUDGET_MAX
/* What a time of 0 does, said where one is refused: a plan (and a
 * review, which plans from every position) then runs without the clock,
 * on its budget of tried moves alone, which it then needs. */
#define SAME_PLANNER_ZERO_SECONDS "no time limit, for --moves"
/* The same ceiling for a budget of tried moves: more than a core tries in
 * a day (bench/same_plan_results.md has the rates). */
#define SAME_PLANNER_MAX_MOVES 100000000000ULL

/* What one plan may spend, and who hears how it goes.  At least one of
 * the two limits is set, or the cancel flag must end the search. */
typedef struct same_planner_budget {
	double seconds;  /* 0: no time limit */
	/* The clock the seconds count on.  On CLOCK_PROCESS_CPUTIME_ID each
	 * search counts the processor time of its own thread, so that every
	 * search gets the seconds asked whatever the number of threads. */
	clockid_t clock;
	uint64_t moves;  /* tried moves, for each search; 0: no limit */
	int threads;     /* searches side by side; 0: one per core */
	/* Called on the calling thread every few milliseconds with the best
	 * score of all the searches and the seconds left (below 0 when
	 * there is no time limit); may be NULL. */
	void (*report)(void *user, long best_score, double seconds_left);
	/* Called with each line better than every one it was given before,
	 * from the thread of the search that found it, one call at a time,
	 * so that the best line is known while the searches go on; the
	 * line is the caller's only during the call.  May be NULL. */
	void (*better)(void *user, const same_plan_line *line);
	void *user;
} same_planner_budget;

/* The seed a position is planned with: the same board gets the same seed
 * however it was reached. */
uint64_t same_planner_seed(const same_board *b);

/* The number of searches a budget's `threads` stands for. */
int same_planner_threads(int threads);

/* Search `plan` (started) within `budget`, or until `cancel` (may be NULL)
 * is set, or at once when its whole tree was searched; with more than
 * one thread the other searches start from the plan's position and
 * their best line joins the plan's.  Deterministic when the budget is
 * moves alone. */
void same_planner_run(same_plan *plan, const same_planner_budget *budget,
    const atomic_bool *cancel);

/* What a search stopped by its cancel flag before its budget was spent
 * leaves, for every front end alike (`plan` in the shell, H, A and
 * `plan` on the game's board): the best line it found before the stop
 * (greedy's at least, its first), kept and offered under
 * SAME_PLANNER_STOPPED_BEST with the score it ends with, or NULL when
 * it has none yet, which SAME_PLANNER_STOPPED_NONE says. */
#define SAME_PLANNER_STOPPED_BEST \
	"Planning stopped: the best line found so far"
#define SAME_PLANNER_STOPPED_NONE \
	"Planning stopped before any line was found."
const same_plan_line *same_planner_stopped_best(same_plan *plan);

/* Points greedy scores from `b` to the end, the clear bonus included: what
 * a plan is measured against. */
long same_planner_greedy_points(const same_board *b);

#endif
