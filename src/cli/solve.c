/*
 * `tumble solve [FILE] [--time S] [--threads N]`: the exact Mayan solver as
 * a judge runs it, judge input to judge output: the n moves of the
 * smallest answer, one per line, or -1 when no sequence of exactly n moves
 * clears the board.  With --time the search stops after S seconds; then
 * nothing is printed, since a search cut short knows no answer, and the
 * exit status is 3.  --threads splits the search over N threads (default
 * one per processor); the answer is the same.
 */
#include <getopt.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "engine/mayan_solve.h"
#include "engine/mayan_split.h"
#include "io/mayan_judge.h"
#include "io/seconds.h"

static void solve_help(void)
{
	printf("Usage: tumble solve [FILE] [-t, --time SECONDS] "
	       "[-j, --threads N]\n"
	       "Solve the Mayan puzzle in FILE (judge format; standard input\n"
	       "when FILE is - or missing): print the lexicographically\n"
	       "smallest sequence of exactly n moves that clears the board,\n"
	       "one 'x y g' per line, or -1 when there is none.\n"
	       "n may be 1 to %d (the judge's puzzles have at most 5).\n"
	       "Lines starting with '#' before n are a header and ignored.\n"
	       "  --time SECONDS  stop searching after SECONDS (fractions "
	       "such as 0.5\n"
	       "                  work; 0, the default, is no limit): then "
	       "nothing is\n"
	       "                  printed and the exit status is 3\n"
	       "  -j, --threads N  search on N threads side by side (1 to "
	       "%d; default:\n"
	       "                  one per processor); the answer is the "
	       "same\n",
	    MAYAN_SOLVE_MAX_MOVES, MAYAN_SPLIT_MAX_THREADS);
}

/* The clock that cancels a search: a thread asleep until the deadline. */
typedef struct solve_timer {
	pthread_t thread;
	struct timespec deadline; /* CLOCK_MONOTONIC */
	atomic_bool cancel;
	bool running;
} solve_timer;

static void *solve_timer_main(void *arg)
{
	solve_timer *t = arg;
	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &t->deadline,
	    NULL) != 0)
		;
	atomic_store(&t->cancel, true);
	return NULL;
}

/* Arm the timer for `seconds` (0: never); false when no thread starts. */
static bool solve_timer_start(solve_timer *t, double seconds)
{
	atomic_init(&t->cancel, false);
	t->running = false;
	if (seconds <= 0)
		return true;
	clock_gettime(CLOCK_MONOTONIC, &t->deadline);
	long long ns = (long long)(seconds * 1e9) + t->deadline.tv_nsec;
	t->deadline.tv_sec += (time_t)(ns / 1000000000);
	t->deadline.tv_nsec = (long)(ns % 1000000000);
	t->running = pthread_create(&t->thread, NULL, solve_timer_main, t) ==
	    0;
	return t->running;
}

static void solve_timer_stop(solve_timer *t)
{
	if (!t->running)
		return;
	/* clock_nanosleep is a cancellation point: the sleep ends here. */
	pthread_cancel(t->thread);
	pthread_join(t->thread, NULL);
	t->running = false;
}

typedef struct solve_options {
	double seconds;
	int threads; /* 0: one per processor */
} solve_options;

static int solve_option(int option, const char *value, void *user)
{
	solve_options *o = user;
	unsigned long long number;
	if (option == 'j') {
		if (!args_parse_number(value, 1, MAYAN_SPLIT_MAX_THREADS,
		    &number))
			return args_usage_error("solve", "--threads wants a "
			    "number from 1 to %d, not '%s'",
			    MAYAN_SPLIT_MAX_THREADS, value);
		o->threads = (int)number;
	} else if (!io_seconds_parse(value, &o->seconds)) {
		return args_usage_error("solve", "--time takes seconds such as "
		    "2 or 0.5, not '%s'", value);
	}
	return -1;
}

int cli_solve_main(int argc, char **argv)
{
	static const struct option options[] = {
		{ "time", required_argument, NULL, 't' },
		{ "threads", required_argument, NULL, 'j' },
		{ NULL, 0, NULL, 0 },
	};
	const char *path;
	solve_options o = { 0, 0 };
	const int usage = args_parse_with_operand("solve", argc, argv, "t:j:",
	    options, solve_option, solve_help, &o, "FILE", &path);
	if (usage >= 0)
		return usage;
	const char *name;
	FILE *fp = args_open_input(path, &name);
	if (fp == NULL)
		return ARGS_EXIT_BAD_INPUT;

	static io_scan scan;
	static mayan_puzzle puzzle;
	io_error error;
	io_scan_open_file(&scan, fp, name);
	const bool read = mayan_judge_read(&scan, &puzzle, &error);
	args_close_input(fp);
	if (!read) {
		io_error_print(&error, stderr);
		return ARGS_EXIT_BAD_INPUT;
	}

	/* The clock starts once the input is read: a slow pipe is not the
	 * search's time. */
	static solve_timer timer;
	if (!solve_timer_start(&timer, o.seconds)) {
		fprintf(stderr, "tumble solve: cannot start the clock for "
		    "--time\n");
		return ARGS_EXIT_BAD_INPUT;
	}
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	const mayan_solve_status status = mayan_solve_split(&puzzle.board,
	    puzzle.moves, o.threads, &timer.cancel, answer, NULL);
	solve_timer_stop(&timer);
	if (status == MAYAN_SOLVE_CANCELLED) {
		fprintf(stderr, "tumble solve: no answer within %g s; try a "
		    "longer --time\n", o.seconds);
		return ARGS_EXIT_OUT_OF_TIME;
	}
	if (status == MAYAN_SOLVE_FOUND) {
		char line[MAYAN_JUDGE_LINE_MAX];
		for (int i = 0; i < puzzle.moves; i++) {
			mayan_judge_format_move(line, answer[i]);
			puts(line);
		}
	} else {
		puts("-1");
	}
	return args_finish_output("solve", ARGS_EXIT_OK);
}
