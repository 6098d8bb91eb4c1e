/*
 * The commands of the command line (see cmd.h): the table, the dispatcher
 * that checks argument counts, `help` and `quit`, and the helpers the
 * commands share (cmd_impl.h).  Moves and answers are printed in the
 * judge's words through same_judge_format_* and mayan_judge_format_move,
 * so `greedy all` prints what `tumble greedy` prints for that game and
 * `solve` what `tumble solve` prints.
 */
#include "command/cmd.h"
#include "command/cmd_impl.h"
#include "command/options.h"
#include "command/wrap.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/same_judge.h"

cmd_status cmd_fail(cmd_call *call, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(call->error, call->error_size, fmt, ap);
	va_end(ap);
	return CMD_FAILED;
}

cmd_status cmd_fail_io(cmd_call *call, const io_error *e)
{
	if (e->line > 0)
		return cmd_fail(call, "%s:%d:%d: %s", e->file, e->line, e->col,
		    e->what);
	return cmd_fail(call, "%s: %s", e->file, e->what);
}

/* A whole decimal number in [min, max]; `what` names it in the message. */
bool cmd_number(cmd_call *call, const char *arg, long min, long max,
    const char *what, long *out)
{
	char *end;
	errno = 0;
	long value = strtol(arg, &end, 10);
	if (end == arg || *end != '\0' || errno != 0 || value < min ||
	    value > max) {
		cmd_fail(call, "expected %s from %ld to %ld, found '%s'", what,
		    min, max, arg);
		return false;
	}
	*out = value;
	return true;
}

const char *cmd_kind_name(game_kind kind)
{
	return kind == GAME_SAME ? "Same Game" : "a Mayan puzzle";
}

bool cmd_no_game(cmd_call *call)
{
	cmd_fail(call, "no game in play; try 'new same', 'new mayan' or "
	    "'load FILE'");
	return false;
}

/* True when any game is in play; else a message that says how to start
 * one. */
bool cmd_need_game(cmd_call *call)
{
	return call->game->kind != GAME_NONE || cmd_no_game(call);
}

/* True when the game in play is of `kind`; else a message that says what
 * would help. */
bool cmd_need(cmd_call *call, game_kind kind)
{
	if (call->game->kind == kind)
		return true;
	if (call->game->kind == GAME_NONE)
		return cmd_no_game(call);
	cmd_fail(call, "'%s' is for %s, and this is %s", call->name,
	    cmd_kind_name(kind), cmd_kind_name(call->game->kind));
	return false;
}

void cmd_print_same_move(cmd_call *call, long k,
    const same_cluster *move)
{
	char line[SAME_JUDGE_LINE_MAX];
	same_judge_format_move(line, k, move);
	fprintf(call->out, "%s\n", line);
}

void cmd_print_same_final(cmd_call *call)
{
	const same_session *s = &call->game->same;
	char line[SAME_JUDGE_LINE_MAX];
	same_judge_format_final(line, same_session_score(s),
	    same_session_board(s)->balls);
	fprintf(call->out, "%s\n", line);
}

/* Remove a cluster through the session and say so; the final line
 * follows the move that ends the game.  A move the computer chose
 * (greedy, plan play) marks the game assisted. */
void cmd_play_same(cmd_call *call, int row, int col, bool assisted)
{
	same_session *s = &call->game->same;
	same_cluster done = assisted ?
	    same_session_remove_assisted(s, row, col) :
	    same_session_remove(s, row, col);
	cmd_print_same_move(call, same_session_move_count(s), &done);
	if (same_session_over(s))
		cmd_print_same_final(call);
}

static cmd_status cmd_help(cmd_call *call)
{
	if (call->argc == 1) {
		const cmd_entry *e = cmd_find(call->argv[0]);
		if (e == NULL)
			return cmd_fail(call, "unknown command '%s'",
			    call->argv[0]);
		char usage[256];
		snprintf(usage, sizeof usage, "usage: %s%s%s", e->name,
		    *e->usage ? " " : "", e->usage);
		wrap_print(call->out, usage, 4, wrap_width(call->out) - 1);
		wrap_print(call->out, e->help, 0, wrap_width(call->out) - 1);
		if (e->options != NULL)
			options_print_entries(e->options, call->out);
		if (e->alias != NULL)
			fprintf(call->out, "also called: %s\n", e->alias);
		return CMD_OK;
	}
	/* The help beside the synopsis, or under a long one, broken at
	 * blanks to the terminal's width, so that no word is cut. */
	enum { SYNOPSIS = 22, HELP_COLUMN = 2 + SYNOPSIS + 1 };
	int width = wrap_width(call->out) - 1;
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++) {
		char synopsis[256];
		snprintf(synopsis, sizeof synopsis, "%s %s", e->name,
		    e->usage);
		if (strlen(synopsis) > SYNOPSIS) {
			fprintf(call->out, "  ");
			wrap_print(call->out, synopsis, 4, width);
			fprintf(call->out, "%*s", HELP_COLUMN, "");
		} else {
			fprintf(call->out, "  %-*s ", SYNOPSIS, synopsis);
		}
		wrap_print(call->out, e->help, HELP_COLUMN, width);
	}
	return CMD_OK;
}

static cmd_status cmd_quit(cmd_call *call)
{
	return CMD_QUIT;
}

const cmd_entry cmd_table[] = {
	{ "help", NULL, "[CMD]", "list the commands, or explain one", 0, 1,
	    cmd_help, NULL },
	{ "load", NULL, "FILE [K]",
	    "load a Mayan puzzle, a save, or game K of a Same Game file", 1,
	    2, cmd_load, NULL },
	{ "new", NULL, "same [BOARD] [-g K] [-s N] [--size RxC] [--colors K] "
	    "[--clearable] [--daily] | mayan [LEVEL]", "start a Same Game (the "
	    "board of an id or a pack, a random one, a clearable one or the "
	    "board of the day) or a Mayan level", 1, 12, cmd_new,
	    cmd_new_same_options },
	{ "show", NULL, "", "print the board with its coordinates", 0, 0,
	    cmd_show, NULL },
	{ "remove", NULL, "R C",
	    "Same Game: remove the cluster at row R, column C", 2, 2,
	    cmd_remove, NULL },
	{ "move", NULL, "X Y G",
	    "Mayan: drag the block at (X,Y) right (G=1) or left (G=-1)", 3, 3,
	    cmd_move, NULL },
	{ "greedy", NULL, "[K|all]",
	    "Same Game: play K greedy moves (default 1), or all", 0, 1,
	    cmd_greedy, NULL },
	{ "plan", NULL, "[play] [SECONDS] [--moves N]",
	    "Same Game: print (or play) the planner's line from here", 0, 4,
	    cmd_plan, cmd_plan_options },
	{ "solve", NULL, "",
	    "Mayan: print the answer with the moves left, or -1", 0, 0,
	    cmd_solve, NULL },
	{ "hint", NULL, "", "say a good next move without playing it", 0, 0,
	    cmd_hint, NULL },
	{ "undo", NULL, "", "take back the last move", 0, 0, cmd_undo, NULL },
	{ "redo", NULL, "", "play the move taken back again", 0, 0,
	    cmd_redo, NULL },
	{ "restart", NULL, "", "back to the start; redo replays the moves", 0,
	    0, cmd_restart, NULL },
	{ "save", NULL, "FILE", "save the start and the moves played", 1, 1,
	    cmd_save, NULL },
	{ "levels", NULL, "", "list the Mayan levels installed", 0, 0,
	    cmd_levels, NULL },
	{ "score", "status", "", "print the score (or moves) and what is left",
	    0, 0, cmd_score, NULL },
	{ "quit", "exit", "", "leave", 0, 0, cmd_quit, NULL },
	{ NULL, NULL, NULL, NULL, 0, 0, NULL, NULL },
};

const cmd_entry *cmd_find(const char *name)
{
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++)
		if (strcmp(e->name, name) == 0 ||
		    (e->alias != NULL && strcmp(e->alias, name) == 0))
			return e;
	return NULL;
}

cmd_status cmd_run_line(game *g, const char *line, FILE *out, char *error,
    size_t error_size)
{
	return cmd_run_line_cancellable(g, line, out, error, error_size, NULL);
}

cmd_status cmd_run_line_cancellable(game *g, const char *line, FILE *out,
    char *error, size_t error_size, const atomic_bool *cancel)
{
	size_t size = strlen(line) + 1;
	char *words = malloc(size);
	char *argv[CMD_MAX_ARGS];
	int argc;
	cmd_call call = { g, NULL, 0, NULL, out, error, error_size, cancel };
	if (words == NULL)
		return cmd_fail(&call, "out of memory");
	cmd_status status = CMD_OK;
	if (!cmd_split(line, words, size, argv, CMD_MAX_ARGS, &argc, error,
	    error_size)) {
		status = CMD_FAILED;
	} else if (argc > 0) {
		const cmd_entry *e = cmd_find(argv[0]);
		call.name = argv[0];
		call.argc = argc - 1;
		call.argv = argv + 1;
		if (e == NULL)
			status = cmd_fail(&call, "unknown command '%s'; try "
			    "'help'", argv[0]);
		else if (call.argc < e->min_args || call.argc > e->max_args)
			status = cmd_fail(&call, "usage: %s%s%s", e->name,
			    *e->usage ? " " : "", e->usage);
		else
			status = e->run(&call);
	}
	free(words);
	return status;
}
