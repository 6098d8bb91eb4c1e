/*
 * The dense Mayan boards the benchmarks measure: 5 to 7 blocks in every
 * column, drawn from a fixed number of colours, no line of 3 at the start
 * and every colour with 3 blocks or more.  Dense boards are the hard case
 * of the solver: many moves at every level and few colours dead early.
 */
#ifndef TUMBLE_BENCH_MAYAN_BOARDS_H
#define TUMBLE_BENCH_MAYAN_BOARDS_H

#include <stdbool.h>

#include "engine/mayan.h"
#include "engine/rng.h"

/* One dense board of `colors` colours from `r`; false when some colour
 * came out with fewer than 3 blocks (the caller draws again). */
bool mayan_bench_board(rng *r, int colors, mayan_board *b);

/* Processor time of this process in milliseconds. */
double mayan_bench_cpu_ms(void);
/* A monotonic clock in milliseconds, for searches on several threads. */
double mayan_bench_wall_ms(void);

/* The median of n values (n <= MAYAN_BENCH_MAX_VALUES). */
#define MAYAN_BENCH_MAX_VALUES 1000
double mayan_bench_median(const double *v, int n);

#endif
