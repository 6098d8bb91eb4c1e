/*
 * A plain Mayan solver for comparison only: depth-first search over a 5x7
 * array, with the usual safe prunes and nothing more.  The benchmark
 * measures tumble's solver against it and checks that both agree.
 */
#ifndef TUMBLE_BENCH_MAYAN_BASELINE_H
#define TUMBLE_BENCH_MAYAN_BASELINE_H

#include <stdbool.h>

#include "engine/mayan.h"

/* True and the n moves in `answer` when the board can be cleared in
 * exactly n moves (the smallest such sequence); false for -1. */
bool mayan_baseline_solve(const mayan_board *board, int n,
    mayan_move answer[]);

#endif
