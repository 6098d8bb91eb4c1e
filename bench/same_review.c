/*
 * The review of a Same Game played (session/same_review.h), measured two
 * ways:
 *
 *   same-review time SECONDS THREADS [RUNS]
 *     the review of a game of 40 moves on the judge's board size (the
 *     first seed's board, from 10x15:3:1 on, where random moves among the
 *     two largest clusters make a game of exactly 40 moves), SECONDS of
 *     processor time a position on THREADS threads, RUNS times (2): the
 *     wall-clock time of each, and its three costliest moves, to see how
 *     stable they are from run to run;
 *
 *   same-review noise MOVES [BOARDS]
 *     the planner's own game (MOVES tried moves from the start, as the
 *     review searches every position) reviewed with MOVES a position, on
 *     BOARDS random 10x15:3 boards (4): the costs found, which would be 0
 *     with a perfect planner.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/rng.h"
#include "engine/same_plan.h"
#include "session/same_planner.h"
#include "session/same_review.h"

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A player's game: each move one of the two largest clusters at random. */
static int player_game(const same_board *start, uint64_t seed,
    same_cluster *moves)
{
	rng r;
	rng_seed(&r, seed);
	same_board b = *start;
	static same_clusters clusters;
	int count = 0;
	while (!same_board_over(&b)) {
		same_clusters_find(&b, &clusters);
		same_cluster first = { 0 }, second = { 0 };
		for (int i = 0; i < clusters.count; i++) {
			const same_cluster c = clusters.list[i];
			if (c.size > first.size) {
				second = first;
				first = c;
			} else if (c.size > second.size) {
				second = c;
			}
		}
		const same_cluster pick = second.size >= 2 &&
		    rng_below(&r, 2) ? second : first;
		moves[count++] = same_board_remove(&b, pick.row, pick.col);
	}
	return count;
}

static int bench_time(double seconds, int threads, int runs)
{
	same_board b;
	same_cluster moves[SAME_MAX_MOVES];
	uint64_t seed = 1;
	int count;
	do {
		same_board_random(&b, 10, 15, 3, seed++);
		count = player_game(&b, seed, moves);
	} while (count != 40);
	printf("board 10x15:3:%llu, a game of %d moves scoring ",
	    (unsigned long long)(seed - 1), count);
	const same_review_budget budget = { .seconds = seconds,
		.threads = threads };
	for (int run = 0; run < runs; run++) {
		same_review r;
		if (!same_review_init(&r, &b, moves, count))
			return 1;
		const double start = now();
		same_review_run(&r, &budget, NULL);
		const double took = now() - start;
		if (run == 0)
			printf("%ld\n", same_review_played_score(&r));
		int index[3];
		const int n = same_review_costliest(&r, index, 3);
		printf("run %d: %.1f s, planner %ld, costliest:", run + 1,
		    took, same_review_planner_score(&r));
		for (int i = 0; i < n; i++)
			printf(" move %d (%ld)", index[i] + 1,
			    r.move[index[i]].cost);
		printf("\n");
		same_review_free(&r);
	}
	return 0;
}

static int bench_noise(uint64_t moves, int boards)
{
	static same_plan plan;
	long noise = 0, scored = 0, worst = 0;
	for (int seed = 1; seed <= boards; seed++) {
		same_board b;
		same_board_random(&b, 10, 15, 3, (uint64_t)seed);
		same_plan_start(&plan, &b, same_planner_seed(&b));
		same_planner_run(&plan, &(same_planner_budget){ .moves = moves,
		    .threads = 1 }, NULL);
		const same_plan_line *line = same_plan_best(&plan);
		same_review r;
		if (!same_review_init(&r, &b, line->moves, line->count))
			return 1;
		same_review_run(&r, &(same_review_budget){ .moves = moves },
		    NULL);
		long total = 0;
		for (int k = 0; k < r.count; k++) {
			total += r.move[k].cost;
			if (r.move[k].cost > worst)
				worst = r.move[k].cost;
		}
		printf("10x15:3:%d: played %ld, cost in all %ld\n", seed,
		    line->score, total);
		noise += total;
		scored += line->score;
		same_review_free(&r);
	}
	printf("%llu moves a position: %ld of %ld points (%.1f%%), the "
	    "costliest move %ld\n", (unsigned long long)moves, noise, scored,
	    100.0 * (double)noise / (double)scored, worst);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc >= 4 && strcmp(argv[1], "time") == 0)
		return bench_time(atof(argv[2]), atoi(argv[3]),
		    argc > 4 ? atoi(argv[4]) : 2);
	if (argc >= 3 && strcmp(argv[1], "noise") == 0)
		return bench_noise(strtoull(argv[2], NULL, 10),
		    argc > 3 ? atoi(argv[3]) : 4);
	fprintf(stderr, "usage: same-review time SECONDS THREADS [RUNS]\n"
	    "       same-review noise MOVES [BOARDS]\n");
	return 2;
}
