/*
 * What every entry point of the program shares, whichever front end it
 * opens: the exit codes PRODUCT.md fixes, usage errors in one set of
 * words, numbers in arguments, opening inputs and checking output.  The
 * option parser is options.h.
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
 * says "FILE: reason" (args_error) and returns NULL. */
FILE *args_open_input(const char *path, const char **display_name);
void args_close_input(FILE *fp);
/* When `fp` is standard input and a terminal, say on stderr that the
 * command is reading `what` from it, as bc and python3 do, rather than
 * wait in silence; from a pipe or a file nothing is said. */
void args_tell_terminal_input(const char *what, FILE *fp);

/* Whether standard input is a terminal that hung up, rather than one
 * that ended a line with Ctrl-D or failed: a hung-up terminal polls as
 * such for ever.  The game and the shell then die of SIGHUP, whether or
 * not the signal reached them first (see ui_run). */
bool args_input_hung_up(void);

/*
 * Who speaks on standard error.  A fault in the file a command was
 * given to read is said as FILE:LINE:COL: what was expected, alone, as
 * compilers and grep say theirs; every other message begins with the
 * speaker: "tumble COMMAND: " once main() has found the command, and
 * "tumble: " before (or for `tumble` alone, the title menu).  The
 * front ends say every message through the functions below, the name
 * set once; the layers under them return their words.
 */
/* The command that runs from now on (NULL: none, "tumble" speaks). */
void args_set_speaker(const char *command);
/* A message on standard error after the speaker, "tumble COMMAND:
 * message", what it quotes escaped (the format's own newlines kept) and
 * broken between words on a terminal. */
void args_error(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
/* The same on `to` (the shell's error stream, say). */
void args_error_to(FILE *to, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A fault in a file read, said by its place alone, the format giving
 * "FILE:LINE:COL: what" as compilers and grep say theirs: no speaker
 * before it, and escaped and broken between words as args_error(). */
void args_fault(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
/* A reader's error: a fault in the file as args_fault() says it; the
 * file as a whole (line 0) as args_error() says it. */
struct io_error;
void args_say_file_error(const struct io_error *e);

/* Say the message as args_error() does and a pointer to the speaker's
 * --help ("Try 'tumble CMD --help'."); returns ARGS_EXIT_USAGE. */
int args_usage_error(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

/* A whole decimal number in [min, max] (digits only: no sign, no hex). */
bool args_parse_number(const char *text, unsigned long long min,
    unsigned long long max, unsigned long long *out);

struct game_open_error;
/* Say why a board name was refused, as args_error() does (a fault in a
 * file as the reader words it, "FILE:LINE:COL: reason", alone), and
 * return the exit status it calls for. */
int args_game_refused(const struct game_open_error *e);

/* Flush stdout and turn a write failure (a full disk, a closed pipe) into
 * a message and exit status 1. */
int args_finish_output(int status);

/* Flush stdout, keeping why a write failed (in this flush, or in one of
 * someone else's just before) for args_finish_output: stdio drops what
 * it could not write, so the last flush may have nothing left to fail
 * on, and by then errno says something else. */
void args_flush_output(void);

#endif
