/*
 * `tumble plan [FILE] [--time SECONDS] [--cpu] [--seed N] [--moves N]`:
 * a strong Same Game plan for every board of judge input, printed in the
 * judge's output format so that it can be replayed and checked like
 * greedy's.
 *
 * The engine's budget is a count of tried moves, which gives the same plan
 * on every machine; --time adds a limit in seconds per board (see
 * session/same_planner.h): seconds of the wall clock, or with
 * --cpu of processor time, so that a benchmark on a busy machine measures
 * what the planner does with a core of its own.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/batch.h"
#include "cli/cli.h"
#include "engine/same_plan.h"
#include "session/same_planner.h"

#define PLAN_DEFAULT_SECONDS 1.0
/* A day per board is more than anyone waits for. */
#define PLAN_MAX_SECONDS 86400.0

typedef struct plan_options {
	same_planner_budget budget; /* per board */
	uint64_t seed;
} plan_options;

static void plan_play(same_board *b, long k, cli_batch_out *o, void *user)
{
	static same_plan plan;
	const plan_options *opt = user;
	same_plan_start(&plan, b, opt->seed);
	same_planner_run(&plan, &opt->budget, NULL);
	const same_plan_line *line = same_plan_best(&plan);
	cli_batch_game_begin(o, k);
	for (int i = 0; i < line->count; i++)
		cli_batch_game_move(o, i + 1, &line->moves[i]);
	cli_batch_game_end(o, line->score, line->balls);
	/* Each board takes a while: show it as soon as it is planned. */
	cli_batch_flush(o);
}

static void plan_help(void)
{
	printf("Usage: tumble plan [FILE] [--time SECONDS] [--cpu] [--seed N] "
	       "[--moves N]\n"
	       "Plan every Same Game board of FILE (judge format; standard "
	       "input when\n"
	       "FILE is - or missing) for the highest score and print the "
	       "plans in the\n"
	       "judge's output format.\n\n"
	       "  --time SECONDS  search each board this long (default 1; "
	       "0: no limit)\n"
	       "  --cpu           count --time in processor time used, not "
	       "time passed\n"
	       "  --seed N        seed of the search (default 1); the same "
	       "seed and\n"
	       "                  --moves give the same plans on every "
	       "machine\n"
	       "  --moves N       search each board for N tried moves (a 10x15 "
	       "board\n"
	       "                  takes a few million a second); with "
	       "--time,\n"
	       "                  whichever ends first\n");
}

/* The value of option argv[*i], as "--name VALUE" or "--name=VALUE";
 * NULL when argv[*i] is not that option. */
static const char *plan_option(int argc, char **argv, int *i,
    const char *name, bool *missing)
{
	size_t len = strlen(name);
	if (strncmp(argv[*i], name, len) != 0)
		return NULL;
	if (argv[*i][len] == '=')
		return argv[*i] + len + 1;
	if (argv[*i][len] != '\0')
		return NULL;
	if (*i + 1 >= argc) {
		*missing = true;
		return NULL;
	}
	return argv[++*i];
}

static bool plan_parse_count(const char *text, uint64_t *out)
{
	char *end;
	errno = 0;
	if (text[0] < '0' || text[0] > '9')
		return false;
	unsigned long long v = strtoull(text, &end, 10);
	if (errno != 0 || *end != '\0')
		return false;
	*out = v;
	return true;
}

static bool plan_parse_seconds(const char *text, double *out)
{
	char *end;
	errno = 0;
	double v = strtod(text, &end);
	if (errno != 0 || end == text || *end != '\0' || !(v >= 0) ||
	    v > PLAN_MAX_SECONDS)
		return false;
	*out = v;
	return true;
}

int cli_plan_main(int argc, char **argv)
{
	if (args_wants_help(argc, argv)) {
		plan_help();
		return ARGS_EXIT_OK;
	}
	plan_options opt = { .budget = { .seconds = PLAN_DEFAULT_SECONDS,
		.clock = CLOCK_MONOTONIC },
		.seed = 1 };
	bool time_given = false;
	const char *path = NULL;
	for (int i = 1; i < argc; i++) {
		bool missing = false;
		const char *value;
		if ((value = plan_option(argc, argv, &i, "--time", &missing))) {
			if (!plan_parse_seconds(value, &opt.budget.seconds))
				return args_usage_error("plan", "--time wants "
				    "seconds from 0 to %.0f, not '%s'",
				    PLAN_MAX_SECONDS, value);
			time_given = true;
		} else if ((value = plan_option(argc, argv, &i, "--seed",
		    &missing))) {
			if (!plan_parse_count(value, &opt.seed))
				return args_usage_error("plan",
				    "--seed wants a whole number, not '%s'",
				    value);
		} else if ((value = plan_option(argc, argv, &i, "--moves",
		    &missing))) {
			if (!plan_parse_count(value, &opt.budget.moves))
				return args_usage_error("plan",
				    "--moves wants a whole number, not '%s'",
				    value);
		} else if (strcmp(argv[i], "--cpu") == 0) {
			opt.budget.clock = CLOCK_PROCESS_CPUTIME_ID;
		} else if (missing) {
			return args_usage_error("plan", "%s needs a value",
			    argv[i]);
		} else if (argv[i][0] == '-' && argv[i][1] != '\0') {
			return args_usage_error("plan", "unknown option '%s'",
			    argv[i]);
		} else if (path != NULL) {
			return args_usage_error("plan", "more than one FILE");
		} else {
			path = argv[i];
		}
	}
	/* A move budget alone is deterministic: no clock unless asked. */
	if (opt.budget.moves > 0 && !time_given)
		opt.budget.seconds = 0;
	if (opt.budget.moves == 0 && opt.budget.seconds == 0)
		return args_usage_error("plan", "--time 0 needs --moves");
	return cli_batch_run("plan", path, plan_play, &opt);
}
