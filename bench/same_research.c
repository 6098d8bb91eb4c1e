/*
 * bench_same_research FILE SECONDS [THREADS [FIRST [COUNT]]]: plan the
 * boards of a research test set (boards of digits 0..5 separated by
 * blanks, the top row first, blank lines between boards: the form of
 * tests/data/same/standard20/problems.txt) for SECONDS of the wall clock
 * each (SECONDS followed by "cpu", as in 2cpu: seconds of processor
 * time of each search) on THREADS threads (default: every core), and
 * print each board's
 * score and the total.  Boards FIRST (from 1) to FIRST + COUNT - 1 only
 * when asked, for short tuning runs, with the planner's settings and
 * seed changed by the environment (see research_settings;
 * BENCH_PLAN_SEED=N mixes N into every board's seed, to see how much a
 * total owes to luck).  A stand-in for `tumble plan` until
 * it reads board lists; it checks nothing of the input beyond its shape.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "session/same_planner.h"

/* The next board of `fp` into `b`; false at the end of the file. */
static bool research_read_board(FILE *fp, same_board *b)
{
	int grid[SAME_MAX_ROWS][SAME_MAX_COLS];
	int rows = 0, cols = 0, colors = 1;
	char line[256];
	while (fgets(line, sizeof line, fp) != NULL) {
		int n = 0;
		for (char *p = line; *p != '\0'; p++)
			if (*p >= '0' && *p <= '5' && n < SAME_MAX_COLS &&
			    rows < SAME_MAX_ROWS) {
				grid[rows][n++] = *p - '0' + 1;
				colors = grid[rows][n - 1] > colors ?
				    grid[rows][n - 1] : colors;
			}
		if (n == 0 && rows > 0)
			break;
		if (n > 0) {
			cols = n;
			rows++;
		}
	}
	if (rows == 0 || !same_board_init(b, rows, cols, colors))
		return false;
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			same_board_put(b, rows - r, c + 1, grid[r][c]);
	same_board_settle(b);
	return true;
}

/* The planner's settings as the environment changes them, for tuning
 * runs: BENCH_PLAN_LEVEL, BENCH_PLAN_ITERATIONS (per level from 1, as
 * 25,100,100), BENCH_PLAN_PLAYOUTS, BENCH_PLAN_ALPHA, BENCH_PLAN_TABU
 * (0 or 1). */
static void research_settings(same_plan_settings *s)
{
	const char *text;
	if ((text = getenv("BENCH_PLAN_LEVEL")) != NULL)
		s->level = atoi(text);
	if ((text = getenv("BENCH_PLAN_ITERATIONS")) != NULL)
		for (int level = 1; level <= SAME_PLAN_MAX_LEVEL && *text;
		    level++) {
			char *end;
			s->iterations[level] = (int)strtol(text, &end, 10);
			text = *end == ',' ? end + 1 : end;
		}
	if ((text = getenv("BENCH_PLAN_PLAYOUTS")) != NULL)
		s->playouts = atoi(text);
	if ((text = getenv("BENCH_PLAN_ALPHA")) != NULL)
		s->alpha = strtof(text, NULL);
	if ((text = getenv("BENCH_PLAN_TABU")) != NULL)
		s->tabu = atoi(text) != 0;
}

int main(int argc, char **argv)
{
	if (argc < 3 || argc > 6) {
		fprintf(stderr, "usage: bench_same_research FILE SECONDS "
		    "[THREADS [FIRST [COUNT]]]\n");
		return 2;
	}
	FILE *fp = fopen(argv[1], "r");
	if (fp == NULL) {
		perror(argv[1]);
		return 1;
	}
	char *unit;
	same_planner_budget budget = { .seconds = strtod(argv[2], &unit),
		.clock = strcmp(unit, "cpu") == 0 ? CLOCK_PROCESS_CPUTIME_ID :
		    CLOCK_MONOTONIC,
		.threads = argc > 3 ? atoi(argv[3]) : 0 };
	const int first = argc > 4 ? atoi(argv[4]) : 1;
	const int count = argc > 5 ? atoi(argv[5]) : 1000;
	static same_plan plan;
	const char *seed_text = getenv("BENCH_PLAN_SEED");
	const uint64_t seed_change = seed_text ? strtoull(seed_text, NULL, 10) :
	    0;
	same_board b;
	long total = 0;
	for (int k = 1; k < first + count && research_read_board(fp, &b);
	    k++) {
		if (k < first)
			continue;
		same_plan_start(&plan, &b, same_planner_seed(&b) ^ seed_change);
		research_settings(&plan.settings);
		same_planner_run(&plan, &budget, NULL);
		const long score = same_plan_best(&plan)->score;
		total += score;
		printf("board %d: %ld (first search: %.1f M moves tried)\n",
		    k, score, (double)plan.moves / 1e6);
		fflush(stdout);
	}
	printf("total: %ld\n", total);
	fclose(fp);
	return 0;
}
