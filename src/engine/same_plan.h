/*
 * The Same Game planner: from any position, search for the whole-game line
 * with the highest final score.
 *
 * The search is a nested Monte Carlo search (level 1, then level 2 again
 * and again with new random playouts, each remembering the best line it
 * has seen) whose playouts never touch the "tabu" colour until nothing
 * else is left: its balls are kept together for one large final cluster.
 * The tabu colour is the one with the most balls; the repeated searches
 * take turns with the one with the second most, which finds better lines
 * than keeping to one.  The greedy line is the first candidate, so a plan
 * never scores less than greedy from the same position.
 *
 * Pure and deterministic: the work budget is counted in moves tried (not
 * in seconds), and the same position, seed and budget give the same plan on
 * every machine.  A front end that wants a wall-clock limit, a spinner or a
 * cancel key passes a progress callback (called every SAME_PLAN_REPORT_EVERY
 * moves, from the searching thread) and stops the search by returning false
 * from it; a front end that searches in another thread may instead set the
 * cancel flag.  Either way the search stops within one report period and
 * the best line found so far is kept.
 *
 * Typical use in a single-threaded front end, where `tick` redraws a
 * spinner with status->best_score and returns false on a key press or at
 * a deadline:
 *
 *     static same_plan plan;     (about 6 KB; the search adds ~20 KB of stack)
 *     same_plan_start(&plan, &board, seed);
 *     same_plan_run(&plan, &(same_plan_limits){ .progress = tick,
 *         .user = ui });
 *     const same_plan_line *best = same_plan_best(&plan);
 *
 * From a thread: the same calls with .cancel = &flag (and .moves for a
 * budget); the other thread sets the flag, joins, then reads the line.
 *
 * same_plan_best may be read between calls and from the callback.  A
 * further same_plan_run searches on: it keeps the best line and starts the
 * level that was interrupted again, so it is meant for a new budget, not
 * as a way to take small steps (the callback is that way).
 */
#ifndef TUMBLE_ENGINE_SAME_PLAN_H
#define TUMBLE_ENGINE_SAME_PLAN_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "engine/rng.h"
#include "engine/same.h"

/* Every move removes at least two balls. */
#define SAME_PLAN_MAX_MOVES (SAME_MAX_ROWS * SAME_MAX_COLS / 2)
/* The deepest nesting the search climbs to.  Each level costs the one
 * below times the moves of a game times the moves at each step: level 2
 * on a 10x15 board takes about a million tried moves, level 3 would take
 * hundreds of times that, and a level 3 cut short scored less than level 2
 * run again with new playouts in the same time. */
#define SAME_PLAN_MAX_LEVEL 2
/* Moves tried between two progress reports (and cancel checks): a few
 * milliseconds on a 10x15 board. */
#define SAME_PLAN_REPORT_EVERY 4096

/* A whole game from the start position, in the judge's terms: each move is
 * the removed cluster (representative, colour, size). */
typedef struct same_plan_line {
	int count;
	long score; /* including the clear bonus */
	int balls;  /* balls left at the end */
	same_cluster moves[SAME_PLAN_MAX_MOVES];
} same_plan_line;

/* Where a search stands, as the progress callback sees it. */
typedef struct same_plan_status {
	long best_score;  /* of the best line so far */
	uint64_t moves;   /* moves tried since same_plan_start */
	int level;        /* nesting level being searched */
} same_plan_status;

typedef struct same_plan_limits {
	/* Moves to try in this call; 0 for no limit (then the progress
	 * callback or the cancel flag must stop the search). */
	uint64_t moves;
	/* Called every SAME_PLAN_REPORT_EVERY moves; return false to stop. */
	bool (*progress)(void *user, const same_plan_status *status);
	void *user;
	/* Set (from any thread) to stop; may be NULL. */
	const atomic_bool *cancel;
} same_plan_limits;

/* One step of a line being searched: the representative of the cluster
 * removed. */
typedef struct same_plan_step {
	uint8_t row, col;
} same_plan_step;

/* A line as the search stores it. */
typedef struct same_plan_path {
	int count;
	long score;
	same_plan_step step[SAME_PLAN_MAX_MOVES];
} same_plan_path;

/* The planner's whole state: no allocation during the search. */
typedef struct same_plan {
	same_board start;
	rng random;
	int tabu;              /* colour the playouts keep for last */
	int tabu_turns;        /* colours the searches take turns with */
	int tabu_colors[2];    /* the colours with the most balls */
	uint64_t searches;     /* finished searches at the deepest level */
	int level;             /* nesting level searched next */
	bool stopped;          /* the current run must unwind */
	uint64_t moves;        /* moves tried since same_plan_start */
	uint64_t moves_limit;  /* moves at which this run stops */
	uint64_t next_report;
	const same_plan_limits *limits;
	same_plan_path path;   /* from the start to the position searched */
	same_plan_path best;   /* the best whole line seen */
	same_plan_path level_best[SAME_PLAN_MAX_LEVEL + 1];
	same_plan_line line;   /* `best` in the judge's terms */
	bool line_current;
} same_plan;

/* Begin planning from `start`; the greedy line is the first best line. */
void same_plan_start(same_plan *p, const same_board *start, uint64_t seed);
/* Search within `limits`.  Returns at once when the start position has no
 * move (its line is empty and final). */
void same_plan_run(same_plan *p, const same_plan_limits *limits);
/* The best line found so far. */
const same_plan_line *same_plan_best(same_plan *p);

#endif
