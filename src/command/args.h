/*
 * What every entry point of the program shares, whichever front end it
 * opens: the exit codes PRODUCT.md fixes, the one option parser, usage
 * errors in one set of words, opening inputs and checking output.
 */
#ifndef TUMBLE_COMMAND_ARGS_H
#define TUMBLE_COMMAND_ARGS_H

#include <stdbool.h>
#include <stdio.h>

enum {
	ARGS_EXIT_OK = 0,
	ARGS_EXIT_BAD_INPUT = 1,
	ARGS_EXIT_USAGE = 2,
	ARGS_EXIT_OUT_OF_TIME = 3,
};

/* Open FILE for reading, or standard input for NULL or "-".  On failure,
 * prints "tumble: FILE: reason" and returns NULL. */
FILE *args_open_input(const char *path, const char **display_name);
void args_close_input(FILE *fp);

/* Print "tumble CMD: message" and a pointer to --help; returns
 * ARGS_EXIT_USAGE. */
int args_usage_error(const char *command, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

struct option;
/* Called for each option args_parse_options() meets, with its value (NULL
 * for a flag); returns -1 to go on, or the exit status to stop with (a
 * usage error from args_usage_error()). */
typedef int args_option_handler(int option, const char *value, void *user);

/*
 * The option parser of every subcommand: getopt_long, so `--opt value`,
 * `--opt=value`, short forms and `--` work alike everywhere, options and
 * operands in any order.  -h and --help print `help` and end with status
 * 0; an unknown option or a missing value is a usage error in the same
 * words for every command.  Returns -1 when the options were taken, with
 * *first_operand the index of the first operand left in argv (argv is
 * permuted so that the operands come last); else the exit status.
 */
int args_parse_options(const char *command, int argc, char **argv,
    const char *short_options, const struct option *long_options,
    args_option_handler *handle, void (*help)(void), void *user,
    int *first_operand);

/* A whole decimal number in [min, max] (digits only: no sign, no hex). */
bool args_parse_number(const char *text, unsigned long long min,
    unsigned long long max, unsigned long long *out);

/* args_parse_options(), then at most one operand (`what` names it in the
 * message: "FILE", "FILE or LEVEL"), set in *operand (NULL when absent). */
int args_parse_with_operand(const char *command, int argc, char **argv,
    const char *short_options, const struct option *long_options,
    args_option_handler *handle, void (*help)(void), void *user,
    const char *what, const char **operand);
/* For commands whose only argument is an optional file (`what`: "FILE",
 * "SCRIPT"): -h and --help print `help`; sets `path` (NULL when absent)
 * and returns -1, or returns the exit status to end with. */
int args_only_file_argument(const char *command, int argc, char **argv,
    void (*help)(void), const char *what, const char **path);

struct game_open_error;
/* Print why a board name was refused, as "tumble CMD: why" (a file's
 * trouble as the reader words it, "FILE:LINE:COL: reason"), and return
 * the exit status it calls for. */
int args_game_refused(const char *command, const struct game_open_error *e);

/* Flush stdout and turn a write failure (a full disk, a closed pipe) into
 * a message and exit status 1. */
int args_finish_output(const char *command, int status);

#endif
