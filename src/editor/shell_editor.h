/*
 * Reading command lines with libedit: emacs keys, Tab completion of
 * command names, file names and level names, and one history shared by
 * every run of `tumble shell` and the game's `:` prompt, kept in
 * $XDG_STATE_HOME/tumble/history.
 *
 * The curses game opens an editor once, in normal terminal mode (before
 * initscr(), or between def_prog_mode(); endwin() and reset_prog_mode()),
 * and for each `:` leaves curses the same way, calls shell_editor_read(),
 * hands the line to cmd_run_line() with its game, and redraws.
 */
#ifndef TUMBLE_EDITOR_SHELL_EDITOR_H
#define TUMBLE_EDITOR_SHELL_EDITOR_H

#include <stdbool.h>
#include <stdio.h>
#include <termios.h>

#include "command/cmd.h"

/* The prompt of `tumble shell`. */
#define SHELL_PROMPT "tumble> "

typedef struct shell_editor shell_editor;

/* An editor on the terminal `in`/`out`, with the saved history loaded.
 * NULL when libedit cannot start.  `ended`, when not NULL, says whether
 * a signal handler of the caller's has asked for the line to end: it is
 * asked with every signal held before each wait for a key, so a signal
 * that came while the line was being edited (not waited for) ends it
 * too instead of leaving the editor waiting; other signals leave the line
 * being typed as it is.  NULL: a signal with a handler that interrupts
 * the wait for a key ends the line. */
shell_editor *shell_editor_open(FILE *in, FILE *out, FILE *err,
    bool (*ended)(void));
/* Read one line after `prompt`.  A non-blank line is added to the history
 * and the history file is rewritten atomically.  Returns the line without
 * its newline, valid until the next call, or NULL at the end of input. */
const char *shell_editor_read(shell_editor *ed, const char *prompt);
void shell_editor_close(shell_editor *ed);

/* The terminal's keys one at a time, without echo or signal keys (Ctrl-C
 * is a key like any other), taken before a question is shown so that a
 * key typed as it appears is neither echoed by the terminal nor a
 * SIGINT, until shell_keys_give_back().  Nothing when `fd` is no
 * terminal. */
typedef struct shell_keys {
	int fd;
	bool taken;
	struct termios before;
} shell_keys;
void shell_keys_take(shell_keys *k, int fd);
/* One key, read directly (stdio would buffer keys typed after it, which
 * curses then never sees); -1 at the end of input or when a signal
 * interrupts; SHELL_KEYS_SUSPEND for the key that stopped the job before
 * the keys were taken (Ctrl-Z), which the caller then passes on to
 * shell_keys_suspend() once its line is out of the way. */
enum { SHELL_KEYS_SUSPEND = -2 };
int shell_keys_read(const shell_keys *k);
/* Stop the job as Ctrl-Z would have, with the terminal as it was before
 * the keys were taken; they are taken again once the job is continued. */
void shell_keys_suspend(shell_keys *k);
/* Say `line` on `out` (as wrap_ask() with `room`) and read a key with
 * `read`; the key that stops the job stops it, and the line is said
 * again once the job is taken up. */
int shell_keys_ask(shell_keys *k, FILE *out, const char *line, int room,
    int (*read)(const shell_keys *k));
void shell_keys_give_back(shell_keys *k);

/* Ask `question` on `out` as "question (y/n) " and read one key from the
 * standard input: y or Y is yes, and is echoed so; anything else no. */
bool shell_editor_ask(FILE *out, const char *question);

/* Run a line typed at a prompt (the shell's, or the game's `:`) on `g`:
 * what the command prints goes to `out` as it is printed, its error to
 * err->to (and into `error`), trouble with a data file as `err` says
 * (cmd_warn), each in its turn where they share a terminal.  A
 * command that would drop a game with moves made (new, load) asks first
 * on `term`, the terminal of the keys, once the game it starts is
 * found; a no is CMD_DECLINED, with nothing said.  A command that
 * succeeds in silence (save, undo ...) still answers in a word, so that
 * the player sees the line was taken; one that starts a game (new,
 * load) names it, after anything else it said. */
cmd_status shell_run_typed(game *g, const char *line, FILE *out,
    const cmd_warn *err, FILE *term, char *error, size_t error_size,
    const atomic_bool *cancel);

#endif
