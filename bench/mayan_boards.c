/*
 * Dense boards and clocks shared by the Mayan benchmarks (see
 * mayan_boards.h).
 */
#include "mayan_boards.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

bool mayan_bench_board(rng *r, int colors, mayan_board *b)
{
	mayan_board_clear(b);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const int height = 5 + (int)rng_below(r, 3);
		for (int y = 0; y < height; y++) {
			/* Draw until the new block completes no line. */
			mayan_board trial;
			do {
				trial = *b;
				mayan_board_push(&trial, x,
				    1 + (int)rng_below(r, (uint32_t)colors));
			} while (mayan_board_lines(&trial) != 0);
			*b = trial;
		}
	}
	int count[MAYAN_COLORS + 1];
	mayan_board_count(b, count);
	for (int c = 1; c <= colors; c++)
		if (count[c] < 3)
			return false;
	return true;
}

static double clock_ms(clockid_t id)
{
	struct timespec t;
	clock_gettime(id, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Processor time, so that other programs running on the machine disturb
 * the figures less than they would disturb a wall clock. */
double mayan_bench_cpu_ms(void)
{
	return clock_ms(CLOCK_PROCESS_CPUTIME_ID);
}

double mayan_bench_wall_ms(void)
{
	return clock_ms(CLOCK_MONOTONIC);
}

static int compare_double(const void *a, const void *b)
{
	const double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

double mayan_bench_median(const double *v, int n)
{
	double sorted[MAYAN_BENCH_MAX_VALUES];
	memcpy(sorted, v, (size_t)n * sizeof *v);
	qsort(sorted, (size_t)n, sizeof *sorted, compare_double);
	return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}
