/*
 * The table of subcommands that main() dispatches on.
 */
#include "cli/cli.h"

#include <stddef.h>

const cli_command cli_commands[] = {
	{ "greedy", "[FILE]", "batch: greedy replay, judge input -> judge output",
	    cli_greedy_main },
	{ "mayan", "[FILE | LEVEL]",
	    "play a Mayan puzzle: FILE, or a level of the pack", cli_mayan_main },
	{ "same", "[FILE] [--game K] [--seed N]",
	    "play Same Game: a board from FILE, or a random board", cli_same_main },
	{ "shell", "[SCRIPT]", "the command line, or run a script",
	    cli_shell_main },
	{ "solve", "[FILE]", "batch: Mayan solve, judge input -> judge output",
	    cli_solve_main },
	{ "gen", "mayan --moves N --seed S",
	    "a Mayan puzzle proved to need exactly N moves", cli_gen_main },
	{ "plan", "[FILE] [--time S] [--seed N]",
	    "batch: a strong Same Game plan per board, judge output",
	    cli_plan_main },
	{ NULL, NULL, NULL, NULL },
};
