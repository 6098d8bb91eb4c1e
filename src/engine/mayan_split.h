/*
 * The exact Mayan solver on several threads: the openings of a puzzle
 * (its first move, or in a search of 8 moves or more its first two) are
 * handed out in the order of the answer to searches side by side, which
 * share one table of failures.  The answer is the same as
 * mayan_solve()'s: an opening's answer is only trusted once every
 * smaller opening is proved to have none, and a search whose opening is
 * larger than one with an answer is stopped.
 */
#ifndef TUMBLE_ENGINE_MAYAN_SPLIT_H
#define TUMBLE_ENGINE_MAYAN_SPLIT_H

#include <stdatomic.h>
#include <stdint.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"

/* The most searches side by side. */
#define MAYAN_SPLIT_MAX_THREADS 64

/*
 * Solve `board` in exactly n moves with `threads` searches
 * (1..MAYAN_SPLIT_MAX_THREADS; 0 for one per processor), as
 * mayan_solve() does.  `nodes`, when not NULL, receives the positions
 * visited by all of them.  With one thread, or when no thread can start,
 * the search runs on the calling thread.  Searches of fewer than
 * MAYAN_SOLVE_SPLIT_MOVES moves always do.
 */
mayan_solve_status mayan_solve_split(const mayan_board *board, int n,
    int threads, const atomic_bool *cancel, mayan_move answer[],
    uint64_t *nodes);

/* The threads s->threads asks for: one a processor when 0, at most
 * MAYAN_SPLIT_MAX_THREADS. */
int mayan_split_threads(const mayan_solver *s);

/* The search of mayan_solver_run() on s->threads threads, for a solver on
 * which mayan_solver_begin() was called: they share its table, watch its
 * cancel flag and report to its progress counter; s->nodes receives the
 * positions they visited. */
mayan_solve_status mayan_split_run(mayan_solver *s, const mayan_board *board,
    int n, mayan_move answer[]);

#endif
