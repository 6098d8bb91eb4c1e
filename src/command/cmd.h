/*
 * The command table that `tumble shell` and the game's `:` prompt share:
 * one entry per command with its name, usage, help text, argument counts
 * and function, the way tmux lists its commands.
 *
 * A front end hands a line to cmd_run_line() together with the game it
 * shows; the command changes that game, prints what it has to say to
 * `out`, and on failure leaves a one-line message in `error` (no newline,
 * no position: the caller knows whether to prefix "SCRIPT:LINE:COLUMN: "
 * or to show it on a message line).
 */
#ifndef TUMBLE_COMMAND_CMD_H
#define TUMBLE_COMMAND_CMD_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "session/game.h"
#include "session/game_leave.h"

#define CMD_MAX_ARGS 16
#define CMD_ERROR_MAX 512

typedef enum cmd_status {
	CMD_OK,
	CMD_FAILED, /* the message is in the error buffer */
	CMD_QUIT,   /* the user asked to leave */
	CMD_DECLINED, /* the player answered no to its question: nothing
		       * changed */
} cmd_status;

/* Ask the player `question` on `to` and wait for a yes or a no (the
 * prompts' shell_editor_ask); true for yes. */
typedef bool cmd_ask_fn(FILE *to, const char *question);

/* Where a command says trouble with a data file (one set aside, a game
 * not kept): among what it prints at the game's prompt (`speaks`
 * false), or as a message of the program's, after the speaker ("tumble
 * shell: "), on standard error in `tumble shell`.  Chosen by the front
 * end, not told by the stream, so that a test's stream hears the same
 * words. */
typedef struct cmd_warn {
	FILE *to;
	bool speaks;
} cmd_warn;

typedef struct cmd_call {
	game *game;
	const char *name; /* the command as typed */
	int argc;         /* arguments after the command name */
	char **argv;
	FILE *out;
	cmd_warn warn;
	char *error;
	size_t error_size;
	/* On failure the word at fault, one of argv's, when one is (NULL:
	 * the command as a whole).  The word itself, not its place: an
	 * option parser may have reordered argv since. */
	const char *error_word;
	/* Set (from a signal handler, say) to stop a search the command
	 * runs; NULL when nothing can. */
	const atomic_bool *cancel;
	/* How the player's prompt asks before a game with moves made is
	 * dropped, on `ask_to`; NULL for a script, which never asks. */
	cmd_ask_fn *ask;
	FILE *ask_to;
} cmd_call;

/* The game a command works on, checked before it runs, as tmux's
 * command entries declare their target. */
typedef enum cmd_target {
	CMD_TARGET_NONE,  /* none needed */
	CMD_TARGET_ANY,   /* a game of either kind */
	CMD_TARGET_SAME,  /* a Same Game */
	CMD_TARGET_MAYAN, /* a Mayan puzzle */
} cmd_target;

/* The search a command runs, which a screen runs on its own thread with
 * its spinner instead (the prompt hands the line back). */
typedef enum cmd_search {
	CMD_SEARCH_NONE,
	CMD_SEARCH_PLAN,   /* the planner's line (Same Game) */
	CMD_SEARCH_ANSWER, /* the whole answer (Mayan) */
	CMD_SEARCH_HINT,   /* the next move of the answer (Mayan) */
} cmd_search;

/* What Tab offers for a command's arguments. */
typedef enum cmd_complete {
	CMD_COMPLETE_NONE,
	CMD_COMPLETE_COMMAND, /* a command's name (help) */
	CMD_COMPLETE_FILE,    /* a file's path (load, save) */
	CMD_COMPLETE_BOARD,   /* a kind of game, then a board of it (new) */
} cmd_complete;

typedef struct cmd_entry {
	const char *name;
	const char *alias;  /* another name for it, or NULL */
	const char *usage;  /* the arguments, as `help` shows them */
	const char *help;   /* one line */
	int min_args, max_args;
	cmd_complete complete;
	cmd_status (*run)(cmd_call *call);
	/* A command that does different work on each kind of game runs
	 * these instead, by game_kind. */
	cmd_status (*run_on[GAME_MAYAN + 1])(cmd_call *call);
	/* Its options, which `help CMD` lists; NULL for none. */
	const struct options_entry *options;
	/* The words its first argument may be as they stand (`greedy all`,
	 * `new same`), which Tab offers; NULL-ended, or NULL for none. */
	const char *const *words;
	cmd_target target;
	/* The search it runs on a game of `search_kind` (GAME_NONE: none):
	 * `hint` searches on a Mayan puzzle, not on a Same Game. */
	cmd_search search;
	game_kind search_kind;
	/* It replaces or leaves the game in play (new, load, continue,
	 * quit): a front end asks first when moves would be lost... */
	bool drops_game;
	/* ...unless it asks itself, once the game that replaces it is found
	 * (new, load, continue): a name that opens nothing (a folder, a
	 * FIFO, a damaged file), or no kept game, is refused with no
	 * question before it. */
	bool asks_once_found;
	/* The game it leaves is kept to continue (quit), which its question
	 * says, and the front end closes with it; another game is not kept
	 * (new, load, continue). */
	bool keeps_game;
} cmd_entry;

/* Ended by a NULL name. */
extern const cmd_entry cmd_table[];

/* The entry named (or aliased) `name`, NULL when there is none. */
const cmd_entry *cmd_find(const char *name);
/* The entry of the command `line` names, NULL for a blank line, a line
 * that does not split, or an unknown name. */
const cmd_entry *cmd_of_line(const char *line);

/* The question a player's prompt asks before it runs `command` (the one
 * its line names: cmd_of_line) on `g`, into `question` (without
 * "(y/n)"): a command that quits the game in play (which keeps it, as
 * the question says), while moves are at stake.  `quit` is what quitting
 * does where the line is typed: GAME_QUIT, or GAME_TO_EDITOR over a
 * puzzle played from the editor, which it goes back to.  False, when
 * none is needed: new, load and continue ask themselves, through the
 * call's `ask`, once the game they start is found. */
bool cmd_drop_question(const game *g, const cmd_entry *command,
    game_leaving quit, char *question, size_t size);
/* Whether running `command` on `g` would put another game in its place
 * (new, load, continue, once the game they name is found): not where
 * the game in play opens none (a practice game: game_opens_another),
 * which such a command is refused on, with the session's words. */
bool cmd_replaces_game(const game *g, const cmd_entry *command);
/* What is said when the player answers no, at a prompt and on every
 * screen's question: one phrase for keeping what was at stake, which
 * fits a game and the editor's unwritten puzzle alike. */
extern const char cmd_declined[];

/*
 * Split a line into words the way a shell would, simply: blanks separate
 * words, '...' quotes literally, "..." quotes with \" and \\ escapes, a
 * backslash outside quotes escapes the next character, and a word starting
 * with # begins a comment.  The words are copied into `buf`.  False (and
 * a message) on an unfinished quote or more than max_args words (at
 * most CMD_MAX_ARGS).
 */
bool cmd_split(const char *line, char *buf, size_t buf_size, char **argv,
    int max_args, int *argc, char *error, size_t error_size);
/* The same, with the column (from 1) where each word starts in
 * `columns`, and on failure the column of what failed (the unfinished
 * quote, the word too many) in `fail_column`. */
bool cmd_split_at(const char *line, char *buf, size_t buf_size,
    char **argv, int *columns, int max_args, int *argc, int *fail_column,
    char *error, size_t error_size);

struct same_planner_budget;
/* Read a `plan [play] [SECONDS] [--moves N]` line as the plan command
 * would, for a front end that runs the search itself (the game's `:`
 * prompt, on its thread with its spinner); false with a message. */
bool cmd_plan_line(const char *line, bool *play,
    struct same_planner_budget *budget, char *error, size_t error_size);

/* The game in play in a line, as `score` says it ("Same Game (5x5:3:7):
 * score 0, 25 balls left, 0 moves"); nothing for no game. */
void cmd_say_game(game *g, FILE *out);

/* Run one line against `g`.  A blank line or a comment does nothing. */
cmd_status cmd_run_line(game *g, const char *line, FILE *out, char *error,
    size_t error_size);
/* The same, with a flag that stops a search (`plan`, `solve`, `hint`)
 * when set: a plan keeps the best line found so far; a Mayan search that
 * found nothing yet says it was stopped. */
cmd_status cmd_run_line_cancellable(game *g, const char *line, FILE *out,
    char *error, size_t error_size, const atomic_bool *cancel);
/* The same, saying on failure the column (from 1) of what went wrong in
 * the line: the unfinished quote or the word too many, the word at
 * fault, else the command's name (0 when out of memory); trouble with a
 * data file as `warn` says (see cmd_warn; NULL: on `out`, alone). */
cmd_status cmd_run_line_at(game *g, const char *line, FILE *out,
    const cmd_warn *warn, char *error, size_t error_size,
    const atomic_bool *cancel, int *column);
/* cmd_run_line_cancellable() for a line a player typed at a prompt:
 * a command that would drop a game with moves made asks `ask` on
 * `ask_to` first, and a no is CMD_DECLINED. */
cmd_status cmd_run_line_asking(game *g, const char *line, FILE *out,
    const cmd_warn *warn, char *error, size_t error_size,
    const atomic_bool *cancel, cmd_ask_fn *ask, FILE *ask_to);

#endif
