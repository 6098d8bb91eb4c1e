/*
 * The table of subcommands that main() dispatches on.
 */
#include "cli/cli.h"

#include <stddef.h>

const cli_command cli_commands[] = {
	{ "greedy", "[FILE]", "batch: greedy replay, judge input -> judge output",
	    cli_greedy_main },
	{ "plan", "[FILE] [--time S] [--seed N]",
	    "batch: a strong Same Game plan per board, judge output",
	    cli_plan_main },
	{ NULL, NULL, NULL, NULL },
};
