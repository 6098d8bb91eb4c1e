/*
 * The command-line front end: one entry per subcommand, shared helpers for
 * opening inputs and reporting usage errors, and the exit codes PRODUCT.md
 * fixes.
 */
#ifndef TUMBLE_CLI_CLI_H
#define TUMBLE_CLI_CLI_H

#include <stdbool.h>
#include <stdio.h>

enum {
	CLI_EXIT_OK = 0,
	CLI_EXIT_BAD_INPUT = 1,
	CLI_EXIT_USAGE = 2,
	CLI_EXIT_OUT_OF_TIME = 3,
};

typedef struct cli_command {
	const char *name;
	const char *args;    /* synopsis after the name */
	const char *summary; /* one line for --help */
	int (*run)(int argc, char **argv); /* argv[0] is the command name */
} cli_command;

/* The table of subcommands, ended by a NULL name. */
extern const cli_command cli_commands[];

/* Open FILE for reading, or standard input for NULL or "-".  On failure,
 * prints "tumble: FILE: reason" and returns NULL. */
FILE *cli_open_input(const char *path, const char **display_name);
void cli_close_input(FILE *fp);

/* Print "tumble CMD: message" and a pointer to --help; returns
 * CLI_EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* True when argv holds -h or --help (then the command prints its help). */
bool cli_wants_help(int argc, char **argv);

struct option;
/* Called for each option cli_parse_options() meets, with its value (NULL
 * for a flag); returns -1 to go on, or the exit status to stop with (a
 * usage error from cli_usage_error()). */
typedef int cli_option_handler(int option, const char *value, void *user);

/*
 * The option parser of every subcommand: getopt_long, so `--opt value`,
 * `--opt=value`, short forms and `--` work alike everywhere, options and
 * operands in any order.  -h and --help print `help` and end with status
 * 0; an unknown option or a missing value is a usage error in the same
 * words for every command.  Returns -1 when the options were taken, with
 * *first_operand the index of the first operand left in argv (argv is
 * permuted so that the operands come last); else the exit status.
 */
int cli_parse_options(const char *command, int argc, char **argv,
    const char *short_options, const struct option *long_options,
    cli_option_handler *handle, void (*help)(void), void *user,
    int *first_operand);

/* A whole decimal number in [min, max] (digits only: no sign, no hex). */
bool cli_parse_number(const char *text, unsigned long long min,
    unsigned long long max, unsigned long long *out);

/* After cli_parse_options(): at most one operand (`what` names it in the
 * message), set in *operand (NULL when absent).  Returns -1 when right,
 * else the exit status of the usage error reported. */
int cli_at_most_one_operand(const char *command, int argc, char **argv,
    int first, const char *what, const char **operand);
/* For commands whose only argument is an optional file (`what`: "FILE",
 * "SCRIPT"): -h and --help print `help`; sets `path` (NULL when absent)
 * and returns -1, or returns the exit status to end with. */
int cli_only_file_argument(const char *command, int argc, char **argv,
    void (*help)(void), const char *what, const char **path);

/* Flush stdout and turn a write failure (a full disk, a closed pipe) into
 * a message and exit status 1. */
int cli_finish_output(const char *command, int status);

int cli_greedy_main(int argc, char **argv);
int cli_shell_main(int argc, char **argv);
int cli_solve_main(int argc, char **argv);
int cli_gen_main(int argc, char **argv);
int cli_same_main(int argc, char **argv);
int cli_mayan_main(int argc, char **argv);
/* `tumble` alone: the title menu. */
int cli_title_main(void);
int cli_plan_main(int argc, char **argv);

#endif
