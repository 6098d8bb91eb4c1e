/*
 * The table of subcommands that main() dispatches on.
 */
#include "cli/cli.h"

#include <stddef.h>

/* In the order --help lists them: play first, then the batch modes. */
const cli_command cli_commands[] = {
	{ "same", "[FILE] [--game K] [--seed N] [--no-animation]",
	    "play Same Game: a board from FILE, or a random board", cli_same_main },
	{ "mayan", "[FILE | LEVEL] [--no-animation]",
	    "play a Mayan puzzle: FILE, or a level of the pack", cli_mayan_main },
	{ "greedy", "[FILE]", "batch: greedy replay, judge input -> judge output",
	    cli_greedy_main },
	{ "solve", "[FILE]", "batch: Mayan solve, judge input -> judge output",
	    cli_solve_main },
	{ "plan", "[FILE] [--time S] [--cpu] [--seed N] [--moves N]",
	    "batch: a strong Same Game plan per board, judge output",
	    cli_plan_main },
	{ "shell", "[SCRIPT]", "the command line, or run a script",
	    cli_shell_main },
	{ "gen", "mayan --moves N --seed S [--colors K]",
	    "a Mayan puzzle proved to need exactly N moves", cli_gen_main },
	{ NULL, NULL, NULL, NULL },
};
