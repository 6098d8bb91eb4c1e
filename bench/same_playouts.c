/*
 * same-playouts [GAMES]: random playouts per second of processor time on
 * 10x15 boards with 3 colours and 15x15 boards with 5, through the two
 * engine calls a search's playouts make: same_clusters_find for the
 * moves, same_board_remove for the one drawn.  The best of five rounds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "engine/rng.h"
#include "engine/same.h"

static double cpu_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Play `games` random games from seeded boards; returns the moves made,
 * so that the work cannot be optimised away. */
static long playouts(int rows, int cols, int colors, long games)
{
	static same_clusters found;
	rng r;
	rng_seed(&r, 1);
	long moves = 0;
	for (long g = 0; g < games; g++) {
		same_board b;
		same_board_random(&b, rows, cols, colors, (uint64_t)g);
		for (;;) {
			same_clusters_find(&b, &found);
			int legal[SAME_MAX_ROWS * SAME_MAX_COLS], count = 0;
			for (int i = 0; i < found.count; i++)
				if (found.list[i].size >= 2)
					legal[count++] = i;
			if (count == 0)
				break;
			const same_cluster *c =
			    &found.list[legal[rng_below(&r, (uint32_t)count)]];
			same_board_remove(&b, c->row, c->col);
			moves++;
		}
	}
	return moves;
}

int main(int argc, char **argv)
{
	const long games = argc > 1 ? strtol(argv[1], NULL, 10) : 20000;
	static const int sizes[][3] = { { 10, 15, 3 }, { 15, 15, 5 } };
	for (int s = 0; s < 2; s++) {
		double best = 0;
		long moves = 0;
		for (int round = 0; round < 5; round++) {
			const double start = cpu_seconds();
			moves = playouts(sizes[s][0], sizes[s][1], sizes[s][2],
			    games);
			const double took = cpu_seconds() - start;
			if (round == 0 || took < best)
				best = took;
		}
		printf("%dx%d, %d colours: %ld playouts in %.3f s cpu, "
		       "%.0f playouts/s, %.0f moves/s\n", sizes[s][0],
		    sizes[s][1], sizes[s][2], games, best, games / best,
		    moves / best);
	}
	return 0;
}
