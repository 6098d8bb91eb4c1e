/*
 * How fast the Mayan solver proves the hard case: dense random boards
 * (5 to 7 blocks in every column, 4 to 6 colours, each with 3 blocks or
 * more, no line at the start) that have no answer in 5 moves, so the whole
 * tree must be searched.  Each board is solved by the plain baseline and by
 * tumble's solver; the answers must agree.  Prints medians, means and
 * their ratio, then tumble's figures for n = 6 and n = 7.
 *
 * Usage: mayan-bench [BOARDS [SEED]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"
#include "engine/rng.h"
#include "mayan_baseline.h"
#include "mayan_boards.h"

#define BENCH_MOVES 5
#define BENCH_MAX_BOARDS MAYAN_BENCH_MAX_VALUES

/* A board of the hard set: dense, in 4 to 6 colours. */
static bool bench_board(rng *r, mayan_board *b)
{
	const int colors = 4 + (int)rng_below(r, 3);
	return mayan_bench_board(r, colors, b);
}

static double mean(const double *v, int n)
{
	double sum = 0;
	for (int i = 0; i < n; i++)
		sum += v[i];
	return sum / n;
}

/* Time tumble's solver on every board with n moves. */
static void time_solver(mayan_solver *s, const mayan_board *boards, int count,
    int n, double *ms, uint64_t *nodes, int *found)
{
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	*found = 0;
	for (int i = 0; i < count; i++) {
		const double start = mayan_bench_cpu_ms();
		if (mayan_solver_run(s, &boards[i], n, NULL, answer) ==
		    MAYAN_SOLVE_FOUND)
			(*found)++;
		ms[i] = mayan_bench_cpu_ms() - start;
		nodes[i] = s->nodes;
	}
}

static double mean_nodes(const uint64_t *nodes, int n)
{
	double sum = 0;
	for (int i = 0; i < n; i++)
		sum += (double)nodes[i];
	return sum / n;
}

int main(int argc, char **argv)
{
	const int want = argc > 1 ? atoi(argv[1]) : 24;
	const uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : 2011;
	if (want < 1 || want > BENCH_MAX_BOARDS) {
		fprintf(stderr, "mayan-bench: BOARDS must be 1 to %d\n",
		    BENCH_MAX_BOARDS);
		return 2;
	}
	static mayan_board boards[BENCH_MAX_BOARDS];
	static double base_ms[BENCH_MAX_BOARDS], fast_ms[BENCH_MAX_BOARDS];
	static uint64_t nodes[BENCH_MAX_BOARDS];
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	mayan_solver solver;
	mayan_solver_init(&solver, 0);
	solver.threads = 1; /* one thread, as the baseline runs */

	/* Keep only boards without an answer: the hard case. */
	rng r;
	rng_seed(&r, seed);
	int count = 0, drawn = 0;
	while (count < want) {
		if (!bench_board(&r, &boards[count]))
			continue;
		drawn++;
		if (mayan_solver_run(&solver, &boards[count], BENCH_MOVES, NULL,
		    answer) == MAYAN_SOLVE_NONE)
			count++;
	}
	printf("Mayan solver: %d dense boards without an answer in %d moves "
	       "(seed %llu, %d drawn)\n\n", count, BENCH_MOVES,
	    (unsigned long long)seed, drawn);

	int disagree = 0, found;
	for (int i = 0; i < count; i++) {
		const double start = mayan_bench_cpu_ms();
		if (mayan_baseline_solve(&boards[i], BENCH_MOVES, answer))
			disagree++;
		base_ms[i] = mayan_bench_cpu_ms() - start;
	}
	time_solver(&solver, boards, count, BENCH_MOVES, fast_ms, nodes,
	    &found);
	disagree += found;

	printf("Times are processor time per board; tumble reuses one solver "
	       "(its table is\nallocated once).\n\n");
	printf("%-22s %12s %12s %14s\n", "n = 5", "median ms", "mean ms",
	    "mean nodes");
	printf("%-22s %12.3f %12.3f %14s\n", "baseline",
	    mayan_bench_median(base_ms, count),
	    mean(base_ms, count), "-");
	printf("%-22s %12.3f %12.3f %14.0f\n", "tumble",
	    mayan_bench_median(fast_ms, count),
	    mean(fast_ms, count), mean_nodes(nodes, count));
	printf("%-22s %12.1f %12.1f\n\n", "ratio baseline/tumble",
	    mayan_bench_median(base_ms, count) /
	    mayan_bench_median(fast_ms, count),
	    mean(base_ms, count) / mean(fast_ms, count));

	for (int n = BENCH_MOVES + 1; n <= BENCH_MOVES + 2; n++) {
		time_solver(&solver, boards, count, n, fast_ms, nodes, &found);
		char label[32];
		snprintf(label, sizeof label, "tumble n = %d", n);
		printf("%-22s %12.3f %12.3f %14.0f   %d of %d solved\n", label,
		    mayan_bench_median(fast_ms, count), mean(fast_ms, count),
		    mean_nodes(nodes, count), found, count);
	}
	mayan_solver_free(&solver);
	if (disagree) {
		printf("\nThe solvers disagree on %d boards.\n", disagree);
		return 1;
	}
	printf("\nBoth solvers agree on every board (-1).\n");
	return 0;
}
