/*
 * How long the review of a failed Mayan puzzle takes (session/
 * mayan_review.h), as the screen runs it when a puzzle ends unsolved: for
 * every level of the installed pack of up to 7 moves, GAMES random games
 * played to a failure, each reviewed with a solver of its own (a table
 * allocated per review, as the screen does).  Prints per n the levels,
 * the reviews, and the median and worst wall-clock time of one review.
 *
 * Usage: mayan-review [GAMES [SEED]]  (defaults 5 2026); from the build
 * folder, TUMBLE_LEVELS_DIR=data/levels/mayan names the pack.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "engine/rng.h"
#include "io/levels.h"
#include "session/mayan_review.h"

#define REVIEW_MAX (LEVELS_MAX * 20)

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int by_time(const void *a, const void *b)
{
	const double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	const int games = argc > 1 ? atoi(argv[1]) : 5;
	rng r;
	rng_seed(&r, argc > 2 ? strtoull(argv[2], NULL, 10) : 2026);
	static levels_pack pack;
	static double took[MAYAN_SOLVE_MAX_MOVES + 1][REVIEW_MAX];
	int count[MAYAN_SOLVE_MAX_MOVES + 1] = { 0 };
	int levels[MAYAN_SOLVE_MAX_MOVES + 1] = { 0 };
	levels_list(&pack);
	for (int i = 0; i < pack.count; i++) {
		char path[sizeof pack.dir + sizeof pack.file[i] + 2];
		snprintf(path, sizeof path, "%s/%s", pack.dir, pack.file[i]);
		mayan_puzzle p;
		io_error e;
		if (!levels_read_puzzle(path, &p, &e) || p.moves > 7 ||
		    games < 1 || games > 20)
			continue;
		levels[p.moves]++;
		for (int g = 0; g < games; g++) {
			mayan_session s;
			mayan_session_start(&s, &p.board, p.moves);
			while (!mayan_session_over(&s)) {
				mayan_move m = {
					(int8_t)rng_below(&r, MAYAN_WIDTH),
					(int8_t)rng_below(&r, MAYAN_HEIGHT),
					(int8_t)(rng_below(&r, 2) ? 1 : -1) };
				mayan_session_play(&s, m);
			}
			if (mayan_session_solved(&s))
				continue;
			mayan_review review;
			const double start = now();
			mayan_review_first_fatal(&s, NULL, NULL, &review);
			took[p.moves][count[p.moves]++] = now() - start;
		}
	}
	printf("n  levels  reviews  median s  worst s\n");
	for (int n = 1; n <= 7; n++) {
		if (count[n] == 0)
			continue;
		qsort(took[n], (size_t)count[n], sizeof took[n][0], by_time);
		printf("%d  %6d  %7d  %8.4f  %7.4f\n", n, levels[n], count[n],
		    took[n][count[n] / 2], took[n][count[n] - 1]);
	}
	return 0;
}
