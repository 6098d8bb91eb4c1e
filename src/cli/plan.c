/*
 * `tumble plan [FILE] [--time SECONDS] [--cpu] [--threads N] [--seed N]
 * [--moves N]`: a strong Same Game plan for every board of judge input or
 * a board list, printed in the judge's output format so that it can be
 * replayed and checked like greedy's.
 *
 * The engine's budget is a count of tried moves, which gives the same plan
 * on every machine; --time adds a limit in seconds per board (see
 * session/same_planner.h): seconds of the wall clock, or with --cpu of
 * processor time, so that a benchmark on a busy machine measures what the
 * planner does with a core of its own.  The searches run on every core
 * unless --threads says otherwise.  On a terminal, stderr shows the board
 * being planned, the best score so far and the time left.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/batch.h"
#include "cli/cli.h"
#include "command/game_options.h"
#include "engine/same_plan.h"
#include "io/escape.h"
#include "session/same_planner.h"

/* How often the progress line is redrawn. */
#define PLAN_PROGRESS_EVERY 0.2

typedef struct plan_options {
	same_planner_budget budget; /* per board */
	uint64_t seed;
	bool seed_given; /* else each board's own, as the game plans it */
	same_plan *plan; /* one board's search after another */
} plan_options;

/* The progress line on stderr while a board is planned. */
typedef struct plan_progress {
	long board, boards;
	double next_draw; /* on CLOCK_MONOTONIC */
	bool drawn;
} plan_progress;

static double plan_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void plan_progress_draw(void *user, long best_score,
    double seconds_left)
{
	plan_progress *progress = user;
	const double now = plan_now();
	if (now < progress->next_draw)
		return;
	progress->next_draw = now + PLAN_PROGRESS_EVERY;
	progress->drawn = true;
	/* \r and erase-line redraw the one line in place. */
	/* A board list's count is not known while it streams. */
	if (progress->boards > 0)
		fprintf(stderr, "\rboard %ld of %ld: best %ld",
		    progress->board, progress->boards, best_score);
	else
		fprintf(stderr, "\rboard %ld: best %ld", progress->board,
		    best_score);
	if (seconds_left > 0)
		fprintf(stderr, ", %.1f s left", seconds_left);
	fputs("\033[K", stderr);
	fflush(stderr);
}

static void plan_progress_clear(const plan_progress *progress)
{
	if (progress->drawn) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
}

static void plan_play(same_board *b, long k, cli_batch_out *o, void *user)
{
	const plan_options *opt = user;
	same_planner_budget budget = opt->budget;
	plan_progress progress = { .board = k, .boards = o->games };
	if (isatty(STDERR_FILENO)) {
		budget.report = plan_progress_draw;
		budget.user = &progress;
	}
	same_plan_start(opt->plan, b, opt->seed_given ? opt->seed :
	    same_planner_seed(b));
	same_planner_run(opt->plan, &budget, NULL);
	plan_progress_clear(&progress);
	const same_plan_line *line = same_plan_best(opt->plan);
	cli_batch_game_begin(o, k);
	cli_batch_game_moves(o, line->moves, line->count);
	cli_batch_game_end(o, line->score, line->balls);
	/* Each board takes a while: show it as soon as it is planned. */
	cli_batch_flush(o);
}

enum { PLAN_OPT_CPU = 256 };

static const options_entry plan_options_table[] = {
	OPTIONS_FILE_GAME,
	{ 't', "time", 't', "SECONDS", "search each board this long (default "
	    "1;\n0: " SAME_PLANNER_ZERO_SECONDS ")" },
	{ PLAN_OPT_CPU, "cpu", 0, NULL, "count --time in processor time used "
	    "(by each search),\nnot time passed" },
	{ 'j', "threads", 'j', "N", "run N searches side by side (default: "
	    "one per core);\nwith --moves and one thread the plans are the "
	    "same\nevery time" },
	{ 's', "seed", 's', "N", "seed of the search (default: the board's "
	    "own, as in\nthe game and the shell); the same seed and --moves\n"
	    "on one thread give the same plans on every machine" },
	{ 'n', "moves", 'n', "N", "search each board for N tried moves in each "
	    "search (a\ncore tries a few million a second); with --time,\n"
	    "whichever ends first" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command cli_plan_command = {
	.name = "plan",
	.usage = "[FILE [-g K] | BOARD] [-t SECONDS] [--cpu] [-j N]\n"
	    "            [-s N] [-n N]\n",
	.about = "Plan every Same Game board of FILE (a judge file or a board "
	    "list; standard\ninput when FILE is - or missing), or the BOARD an "
	    "id, a pack board or\na seed names, for the highest score and "
	    "print the plans in the judge's\noutput format.\n\n",
	.options = plan_options_table,
	.notes = "On a terminal, standard error shows the board being planned, "
	    "the best score\nso far and the time left.\n",
};

/* What the options ask, as read. */
typedef struct plan_arguments {
	plan_options opt;
	bool time_given;
	long number; /* -g K, 0 for every board */
} plan_arguments;

static bool plan_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	plan_arguments *a = user;
	unsigned long long number;
	switch (o->id) {
	case 'g':
		return cli_batch_game_option(o, value, &a->number, why,
		    why_size);
	case 't':
		a->time_given = true;
		/* fall through */
	case 'n':
	case 'j':
		return cli_batch_budget_option(o->id, value,
		    &a->opt.budget.seconds, &a->opt.budget.moves,
		    &a->opt.budget.threads, why, why_size);
	case 's':
		if (!args_parse_number(value, 0, UINT64_MAX, &number)) {
			escape_fit(why, why_size,
			    "--seed takes a number from 0 "
			    "to 18446744073709551615, not '%s'", value);
			return false;
		}
		a->opt.seed = number;
		a->opt.seed_given = true;
		return true;
	default:
		a->opt.budget.clock = CLOCK_PROCESS_CPUTIME_ID;
		return true;
	}
}

int cli_plan_main(int argc, char **argv)
{
	plan_arguments a = { .opt = { .budget = {
		.seconds = SAME_PLANNER_DEFAULT_SECONDS,
		.clock = CLOCK_MONOTONIC } } };
	const char *path;
	const int usage = options_parse_operand(&cli_plan_command, argc, argv,
	    plan_option, &a, "FILE", &path);
	if (usage >= 0)
		return usage;
	plan_options opt = a.opt;
	/* A move budget alone is deterministic: no clock unless asked. */
	if (opt.budget.moves > 0 && !a.time_given)
		opt.budget.seconds = 0;
	if (opt.budget.moves == 0 && opt.budget.seconds == 0)
		return args_usage_error("--time 0 needs --moves");
	/* The search is megabytes: it is the command's own rather than a
	 * static of every run of the program, all of whose statics a leak
	 * checker reads at its exit. */
	opt.plan = calloc(1, sizeof *opt.plan);
	if (opt.plan == NULL) {
		args_error("out of memory");
		return ARGS_EXIT_BAD_INPUT;
	}
	const int status = cli_batch_run(path, a.number, plan_play,
	    &opt);
	free(opt.plan);
	return status;
}
