/*
 * How deep the Mayan solver reaches: for n = FROM..TO moves, dense random
 * boards of K colours (see mayan_boards.h) solved with exactly n moves,
 * the same boards at every n, each by a search of its own as `tumble solve
 * --threads N` runs it.  Prints per n the median and worst time of one
 * board, the total, how many have an answer and the mean positions
 * visited.  Times are processor time on one thread; on several threads
 * (0: one per processor), the wall clock, with the processor time of all
 * threads beside it.
 *
 * Usage: mayan-deep [COLORS [FROM [TO [BOARDS [THREADS [SEED]]]]]]
 * (defaults 4 5 10 12 1 2011).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"
#include "engine/mayan_split.h"
#include "engine/rng.h"
#include "mayan_boards.h"

#define DEEP_MAX_BOARDS 100

static int arg_or(int argc, char **argv, int i, int fallback)
{
	return argc > i ? atoi(argv[i]) : fallback;
}

/* The answer as the judge writes it, on one line ("-1" for none), so
 * that two builds can be compared by their output. */
static void print_answer(const mayan_move *answer, int n)
{
	if (answer == NULL)
		printf(" -1");
	for (int i = 0; answer != NULL && i < n; i++)
		printf(" %d,%d,%d", answer[i].x, answer[i].y, answer[i].g);
	printf("\n");
}

int main(int argc, char **argv)
{
	const int colors = arg_or(argc, argv, 1, 4);
	const int from = arg_or(argc, argv, 2, 5);
	const int to = arg_or(argc, argv, 3, MAYAN_SOLVE_MAX_MOVES);
	const int count = arg_or(argc, argv, 4, 12);
	const int threads = arg_or(argc, argv, 5, 1);
	const uint64_t seed = argc > 6 ? strtoull(argv[6], NULL, 0) : 2011;
	if (colors < 2 || colors > MAYAN_COLORS || from < 1 || to < from ||
	    to > MAYAN_SOLVE_MAX_MOVES || count < 1 ||
	    count > DEEP_MAX_BOARDS || threads < 0) {
		fprintf(stderr, "usage: mayan-deep [COLORS [FROM [TO [BOARDS "
				"[THREADS [SEED]]]]]]\n");
		return 2;
	}
	static mayan_board boards[DEEP_MAX_BOARDS];
	rng r;
	rng_seed(&r, seed);
	for (int i = 0; i < count;)
		i += mayan_bench_board(&r, colors, &boards[i]);

	double (*clock_ms)(void) = threads == 1 ? mayan_bench_cpu_ms
						: mayan_bench_wall_ms;
	printf("%d dense boards of %d colours (seed %llu), %d thread%s; "
	       "times in ms\n", count, colors, (unsigned long long)seed,
	    threads, threads == 1 ? "" : "s");
	printf("%3s %10s %10s %11s %11s %7s %14s\n", "n", "median", "worst",
	    "total", "cpu total", "solved", "mean nodes");
	for (int n = from; n <= to; n++) {
		double ms[DEEP_MAX_BOARDS], total = 0, nodes = 0;
		const double cpu_start = mayan_bench_cpu_ms();
		int solved = 0;
		for (int i = 0; i < count; i++) {
			mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
			uint64_t visited;
			const double start = clock_ms();
			const bool found = mayan_solve_split(&boards[i], n,
			    threads, NULL, answer, &visited) ==
			    MAYAN_SOLVE_FOUND;
			solved += found;
			ms[i] = clock_ms() - start;
			total += ms[i];
			nodes += (double)visited;
			printf("# n=%d board %d: %.1f ms, %llu nodes, answer",
			    n, i, ms[i], (unsigned long long)visited);
			print_answer(found ? answer : NULL, n);
			fflush(stdout);
		}
		double worst = 0;
		for (int i = 0; i < count; i++)
			worst = ms[i] > worst ? ms[i] : worst;
		printf("%3d %10.1f %10.1f %11.1f %11.1f %4d/%-2d %14.0f\n", n,
		    mayan_bench_median(ms, count), worst, total,
		    mayan_bench_cpu_ms() - cpu_start, solved, count,
		    nodes / count);
		fflush(stdout);
	}
	return 0;
}
