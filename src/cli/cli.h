/*
 * The command-line front end: the batch modes and the shell, one entry
 * per subcommand.
 */
#ifndef TUMBLE_CLI_CLI_H
#define TUMBLE_CLI_CLI_H

#include "command/args.h"
#include "command/options.h"

/* Each subcommand's interface: its --help, and what the manual is held
 * to. */
extern const options_command cli_greedy_command, cli_shell_command,
    cli_solve_command, cli_gen_command, cli_plan_command,
    cli_review_command, cli_stats_command;

int cli_greedy_main(int argc, char **argv);
int cli_shell_main(int argc, char **argv);
int cli_solve_main(int argc, char **argv);
int cli_gen_main(int argc, char **argv);
int cli_plan_main(int argc, char **argv);
int cli_review_main(int argc, char **argv);
int cli_stats_main(int argc, char **argv);

#endif
