/*
 * The commands of the command line (see cmd.h): the table, the dispatcher
 * that checks argument counts, `help` and `quit`, and the helpers the
 * commands share (cmd_impl.h).  Moves and answers are printed in the
 * judge's words through same_judge_format_* and mayan_judge_format_move,
 * so `greedy all` prints what `tumble greedy` prints for that game and
 * `solve` what `tumble solve` prints.
 */
#include "command/cmd.h"

#include "command/args.h"
#include "command/cmd_impl.h"
#include "command/options.h"
#include "command/wrap.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/escape.h"
#include "io/same_judge.h"
#include "session/game_leave.h"
#include "session/game_rules.h"
#include "session/mayan_review.h"

cmd_status cmd_fail(cmd_call *call, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	escape_vformat_fit(call->error, call->error_size, false, fmt,
	    ap);
	va_end(ap);
	return CMD_FAILED;
}

cmd_status cmd_fail_word(cmd_call *call, const char *word,
    const char *fmt, ...)
{
	call->error_word = word;
	va_list ap;
	va_start(ap, fmt);
	escape_vformat_fit(call->error, call->error_size, false, fmt,
	    ap);
	va_end(ap);
	return CMD_FAILED;
}

void cmd_tell_player(cmd_call *call, const char *fmt, ...)
{
	if (call->ask == NULL)
		return;
	va_list ap;
	va_start(ap, fmt);
	escape_vfprintf(call->out, fmt, ap);
	va_end(ap);
}

/* A whole decimal number in [min, max]; `what` names it in the message.
 * Digits alone, after a '-' at most: strtol's leading blanks and '+'
 * are refused, as the batch modes' options refuse them. */
bool cmd_number(cmd_call *call, const char *arg, long min, long max,
    const char *what, long *out)
{
	char *end;
	errno = 0;
	const char *digits = arg + (arg[0] == '-');
	long value = strtol(arg, &end, 10);
	if (*digits < '0' || *digits > '9' || *end != '\0' || errno != 0 ||
	    value < min || value > max) {
		cmd_fail_word(call, arg, "expected %s from %ld to %ld, found "
		    "'%s'", what, min, max, arg);
		return false;
	}
	*out = value;
	return true;
}

const char *cmd_kind_name(game_kind kind)
{
	return game_rules_of(kind)->a_noun;
}

static bool cmd_no_game(cmd_call *call)
{
	cmd_fail(call, "no game in play; try 'new same', 'new mayan' or "
	    "'load FILE'");
	return false;
}

/* True when any game is in play; else a message that says how to start
 * one. */
static bool cmd_need_game(cmd_call *call)
{
	return call->game->kind != GAME_NONE || cmd_no_game(call);
}

/* True when the game in play is of `kind`; else a message that says what
 * would help. */
static bool cmd_need(cmd_call *call, game_kind kind)
{
	if (call->game->kind == kind)
		return true;
	if (call->game->kind == GAME_NONE)
		return cmd_no_game(call);
	cmd_fail(call, "'%s' is for %s, and this is %s", call->name,
	    cmd_kind_name(kind), cmd_kind_name(call->game->kind));
	return false;
}

/* The game the entry declares is in play; else a message. */
static bool cmd_target_holds(cmd_call *call, cmd_target target)
{
	switch (target) {
	case CMD_TARGET_NONE:
		return true;
	case CMD_TARGET_ANY:
		return cmd_need_game(call);
	case CMD_TARGET_SAME:
		return cmd_need(call, GAME_SAME);
	case CMD_TARGET_MAYAN:
		return cmd_need(call, GAME_MAYAN);
	}
	return false;
}

/* The command puts another game in the place of the one in play (new,
 * load, continue), as its entry declares: dropped and not kept. */
static bool cmd_opens_game(const cmd_entry *e)
{
	return e->drops_game && !e->keeps_game;
}

bool cmd_replaces_game(const game *g, const cmd_entry *command)
{
	return command != NULL && cmd_opens_game(command) &&
	    game_opens_another(g, NULL, 0);
}

/* After `help`, where the game in play opens no other (a practice
 * game): the commands that would, and why they do not here; `only`
 * (unless NULL) the one command asked about. */
static void cmd_help_refused(cmd_call *call, const cmd_entry *only)
{
	char why[200], said[400] = "Not here:";
	size_t n = strlen(said);
	if (game_opens_another(call->game, why, sizeof why))
		return;
	int named = 0;
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++)
		if (cmd_opens_game(e) && (only == NULL || e == only) &&
		    n < sizeof said)
			n += (size_t)snprintf(said + n, sizeof said - n,
			    "%s %s", named++ > 0 ? "," : "", e->name);
	if (named == 0)
		return;
	snprintf(said + n, n < sizeof said ? sizeof said - n : 0, ".  %s",
	    why);
	wrap_print(call->out, said, 0, wrap_width(call->out) - 1);
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

void cmd_print_warning(cmd_call *call, const char *text)
{
	/* Said apart from what the command prints: what came before it
	 * first, where both go to one terminal. */
	fflush(call->out);
	if (call->warn.speaks) {
		args_error_to(call->warn.to, "%s", text);
	} else {
		char shown[4 * sizeof call->game->alert];
		wrap_say(call->warn.to,
		    escape_for_terminal(shown, sizeof shown, text));
	}
	fflush(call->warn.to);
}

void cmd_print_alert(cmd_call *call)
{
	const char *unsaid = game_alert_unsaid(call->game);
	if (unsaid[0] != '\0')
		cmd_print_warning(call, unsaid);
}

/* What the session recorded of a game's end, as the shell says it:
 * broken between words at a terminal's width, whole in a pipe. */
void cmd_print_outcome(cmd_call *call, const game_outcome *out)
{
	if (out->rank[0] != '\0')
		wrap_say(call->out, out->rank);
	cmd_print_alert(call);
}

void cmd_print_played(cmd_call *call, const game_outcome *out,
    bool assisted)
{
	fprintf(call->out, "%s\n", out->move);
	if (call->game->kind == GAME_SAME) {
		if (out->ended) {
			/* The bonus apart, as the game's screen says it; a
			 * game the computer played prints what `tumble
			 * greedy` prints. */
			if (!assisted && out->cleared[0] != '\0')
				wrap_say(call->out, out->cleared);
			cmd_print_same_final(call);
			/* A game the computer played has no rank to say,
			 * but a file it could not be kept in is said. */
			if (assisted)
				cmd_print_alert(call);
			else
				cmd_print_outcome(call, out);
		} else {
			/* A damaged kept file the move's keep set aside. */
			cmd_print_alert(call);
		}
		return;
	}
	const mayan_session *s = &call->game->mayan;
	/* The end in the session's words, as the game's screen says it:
	 * solved, out of moves, or cleared too soon. */
	if (out->end[0] != '\0')
		wrap_say(call->out, out->end);
	if (!out->ended && out->end[0] != '\0') {
		mayan_review review;
		char words[160];
		/* Which move lost it, or that none did, as the game's
		 * screen and tumble review say. */
		if (mayan_review_quick(s, &review) || review.hopeless) {
			mayan_review_words(words, sizeof words, s, &review);
			wrap_say(call->out, words);
		}
	}
	cmd_print_outcome(call, out);
}

/* Remove a cluster through the session and say so.  A move the
 * computer chose (greedy, plan play) marks the game assisted. */
void cmd_play_same(cmd_call *call, int row, int col, bool assisted)
{
	game_outcome out;
	if (game_play_same(call->game, row, col, assisted, &out))
		cmd_print_played(call, &out, assisted);
}

/* A command's usage line, "usage: NAME ARGS", as help and the errors
 * of a wrong count of words say it. */
static void cmd_usage(const cmd_entry *e, char *out, size_t size)
{
	snprintf(out, size, "usage: %s%s%s", e->name, *e->usage ? " " : "",
	    e->usage);
}

static cmd_status cmd_help(cmd_call *call)
{
	if (call->argc == 1) {
		const cmd_entry *e = cmd_find(call->argv[0]);
		if (e == NULL)
			return cmd_fail_word(call, call->argv[0],
			    "unknown command '%s'", call->argv[0]);
		char usage[256];
		cmd_usage(e, usage, sizeof usage);
		wrap_print_synopsis(call->out, usage, 4, 4,
		    wrap_width(call->out) - 1);
		wrap_print(call->out, e->help, 0, wrap_width(call->out) - 1);
		if (e->options != NULL)
			options_print_entries(e->options, call->out,
			    wrap_width(call->out) - 1);
		if (e->alias != NULL)
			fprintf(call->out, "also called: %s\n", e->alias);
		cmd_help_refused(call, e);
		return CMD_OK;
	}
	/* The help beside the synopsis, or under a long one or on a narrow
	 * terminal, broken at blanks to the terminal's width, so that no
	 * word is cut. */
	enum { SYNOPSIS = 22, HELP_COLUMN = 2 + SYNOPSIS + 1 };
	int width = wrap_width(call->out) - 1;
	/* Under a name, the help stands in from the name's continuation
	 * lines. */
	const int column = wrap_help_column(HELP_COLUMN, 6, width);
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++) {
		char synopsis[256];
		snprintf(synopsis, sizeof synopsis, "%s %s", e->name,
		    e->usage);
		if (strlen(synopsis) > SYNOPSIS || column != HELP_COLUMN) {
			fprintf(call->out, "  ");
			wrap_print_synopsis(call->out, synopsis, 4, 4, width);
			fprintf(call->out, "%*s", column, "");
		} else {
			fprintf(call->out, "  %-*s ", SYNOPSIS, synopsis);
		}
		wrap_print(call->out, e->help, column, width);
	}
	cmd_help_refused(call, NULL);
	return CMD_OK;
}

static cmd_status cmd_quit(cmd_call *call)
{
	return CMD_QUIT;
}

static const char *const cmd_new_words[] = { GAME_SAME_COMMAND,
	GAME_MAYAN_COMMAND, NULL };
static const char *const cmd_greedy_words[] = { "all", NULL };
static const char *const cmd_plan_words[] = { "play", NULL };

const cmd_entry cmd_table[] = {
	{ .name = "help", .usage = "[CMD]",
	  .help = "list the commands, or explain one",
	  .min_args = 0, .max_args = 1, .complete = CMD_COMPLETE_COMMAND,
	  .run = cmd_help },
	{ .name = "load", .usage = "FILE [K]",
	  .help = "load a Mayan puzzle, a save, or board K (default 1) of a "
	  "Same Game judge file or board list",
	  .min_args = 1, .max_args = 2, .complete = CMD_COMPLETE_FILE,
	  .run = cmd_load, .drops_game = true, .asks_once_found = true },
	{ .name = "new", .usage = "same [BOARD] [-g K] [-s N] [--size RxC] "
	  "[--colors K] [--clearable] [--daily] | mayan [LEVEL]",
	  .help = "start a Same Game (the board of an id or a pack, a random "
	  "one, a clearable one or the board of the day) or a Mayan level",
	  .min_args = 1, .max_args = 12, .complete = CMD_COMPLETE_BOARD,
	  .run = cmd_new,
	  .options = cmd_new_same_options, .words = cmd_new_words,
	  .drops_game = true,
	  .asks_once_found = true },
	{ .name = "continue", .usage = "[same|mayan]",
	  .help = "take up the newest kept game no other tumble plays, of "
	  "either kind or of the kind named",
	  .min_args = 0, .max_args = 1, .run = cmd_continue,
	  .words = cmd_new_words, .drops_game = true,
	  .asks_once_found = true },
	{ .name = "show", .usage = "",
	  .help = "print the board with its coordinates",
	  .run_on = { [GAME_SAME] = cmd_show_same,
		      [GAME_MAYAN] = cmd_show_mayan },
	  .target = CMD_TARGET_ANY },
	{ .name = "remove", .usage = "R C",
	  .help = "Same Game: remove the cluster at row R, column C",
	  .min_args = 2, .max_args = 2, .run = cmd_remove,
	  .target = CMD_TARGET_SAME },
	{ .name = "move", .usage = "X Y G",
	  .help = "Mayan: drag the block at (X,Y) right (G=1) or left (G=-1)",
	  .min_args = 3, .max_args = 3, .run = cmd_move,
	  .target = CMD_TARGET_MAYAN },
	{ .name = "greedy", .usage = "[K|all]",
	  .help = "Same Game: play K greedy moves (default 1), or all",
	  .min_args = 0, .max_args = 1, .run = cmd_greedy,
	  .words = cmd_greedy_words, .target = CMD_TARGET_SAME },
	{ .name = "plan", .usage = "[play] [SECONDS] [--moves N]",
	  .help = "Same Game: print (or play) the planner's line from here",
	  .min_args = 0, .max_args = 4, .run = cmd_plan,
	  .options = cmd_plan_options, .words = cmd_plan_words,
	  .target = CMD_TARGET_SAME,
	  .search = CMD_SEARCH_PLAN, .search_kind = GAME_SAME },
	{ .name = "solve", .usage = "",
	  .help = "Mayan: print the answer with the moves left, or -1",
	  .run = cmd_solve, .target = CMD_TARGET_MAYAN,
	  .search = CMD_SEARCH_ANSWER, .search_kind = GAME_MAYAN },
	{ .name = "hint", .usage = "",
	  .help = "say a good next move without playing it",
	  .run_on = { [GAME_SAME] = cmd_hint_same,
		      [GAME_MAYAN] = cmd_hint_mayan },
	  .target = CMD_TARGET_ANY,
	  .search = CMD_SEARCH_HINT, .search_kind = GAME_MAYAN },
	{ .name = "undo", .usage = "", .help = "take back the last move",
	  .run = cmd_undo, .target = CMD_TARGET_ANY },
	{ .name = "redo", .usage = "", .help = "play the move taken back again",
	  .run = cmd_redo, .target = CMD_TARGET_ANY },
	{ .name = "restart", .usage = "",
	  .help = "back to the start; redo replays the moves",
	  .run = cmd_restart, .target = CMD_TARGET_ANY },
	{ .name = "save", .usage = "FILE",
	  .help = "save the start and the moves played",
	  .min_args = 1, .max_args = 1, .complete = CMD_COMPLETE_FILE,
	  .run = cmd_save,
	  .target = CMD_TARGET_ANY },
	{ .name = "levels", .usage = "",
	  .help = "list the Mayan levels installed", .run = cmd_levels },
	{ .name = "score", .alias = "status", .usage = "",
	  .help = "print the score (or moves) and what is left",
	  .run_on = { [GAME_SAME] = cmd_score_same,
		      [GAME_MAYAN] = cmd_score_mayan },
	  .target = CMD_TARGET_ANY },
	{ .name = "quit", .alias = "exit", .usage = "", .help = "leave",
	  .run = cmd_quit, .drops_game = true, .keeps_game = true },
	{ .name = NULL },
};

const cmd_entry *cmd_find(const char *name)
{
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++)
		if (strcmp(e->name, name) == 0 ||
		    (e->alias != NULL && strcmp(e->alias, name) == 0))
			return e;
	return NULL;
}

const cmd_entry *cmd_of_line(const char *line)
{
	/* As long as the line, as cmd_run_line_at() splits it: a shorter
	 * buffer would find no command in a long line that runs one. */
	const size_t size = strlen(line) + 1;
	char *buf = malloc(size), *words[CMD_MAX_ARGS], error[CMD_ERROR_MAX];
	int count;
	const cmd_entry *found = NULL;
	if (buf != NULL && cmd_split(line, buf, size, words, CMD_MAX_ARGS,
	    &count, error, sizeof error) && count > 0)
		found = cmd_find(words[0]);
	free(buf);
	return found;
}

const char cmd_declined[] = "Carry on.";

bool cmd_drop_question(const game *g, const cmd_entry *command,
    game_leaving quit, char *question, size_t size)
{
	return command != NULL && command->drops_game &&
	    !command->asks_once_found && game_leaving_question(g,
	    command->keeps_game ? quit : GAME_LEFT, question, size);
}

bool cmd_drop_asked(const cmd_call *call, char *question, size_t size)
{
	return call->ask != NULL &&
	    game_leaving_question(call->game, GAME_LEFT, question, size);
}

cmd_status cmd_run_line(game *g, const char *line, FILE *out, char *error,
    size_t error_size)
{
	return cmd_run_line_cancellable(g, line, out, error, error_size, NULL);
}

cmd_status cmd_run_line_cancellable(game *g, const char *line, FILE *out,
    char *error, size_t error_size, const atomic_bool *cancel)
{
	int column;
	return cmd_run_line_at(g, line, out, NULL, error, error_size, cancel,
	    &column);
}

static cmd_status cmd_run(game *g, const char *line, FILE *out,
    const cmd_warn *warn, char *error, size_t error_size,
    const atomic_bool *cancel, cmd_ask_fn *ask, FILE *ask_to, int *column);

cmd_status cmd_run_line_at(game *g, const char *line, FILE *out,
    const cmd_warn *warn, char *error, size_t error_size,
    const atomic_bool *cancel, int *column)
{
	return cmd_run(g, line, out, warn, error, error_size, cancel, NULL,
	    NULL, column);
}

cmd_status cmd_run_line_asking(game *g, const char *line, FILE *out,
    const cmd_warn *warn, char *error, size_t error_size,
    const atomic_bool *cancel, cmd_ask_fn *ask, FILE *ask_to)
{
	int column;
	return cmd_run(g, line, out, warn, error, error_size, cancel, ask,
	    ask_to, &column);
}

static cmd_status cmd_run(game *g, const char *line, FILE *out,
    const cmd_warn *warn, char *error, size_t error_size,
    const atomic_bool *cancel, cmd_ask_fn *ask, FILE *ask_to, int *column)
{
	size_t size = strlen(line) + 1;
	char *words = malloc(size);
	char *argv[CMD_MAX_ARGS], *typed[CMD_MAX_ARGS];
	int argc, columns[CMD_MAX_ARGS];
	cmd_call call = { .game = g, .out = out,
		.warn = warn != NULL ? *warn : (cmd_warn){ out, false },
		.error = error,
		.error_size = error_size, .cancel = cancel, .ask = ask,
		.ask_to = ask_to };
	*column = 0;
	if (words == NULL)
		return cmd_fail(&call, "out of memory");
	cmd_status status = CMD_OK;
	if (!cmd_split_at(line, words, size, argv, columns, CMD_MAX_ARGS,
	    &argc, column, error, error_size)) {
		status = CMD_FAILED;
	} else if (argc > 0) {
		/* The words in the order typed, which columns follows. */
		memcpy(typed, argv, (size_t)argc * sizeof *argv);
		const cmd_entry *e = cmd_find(argv[0]);
		call.name = argv[0];
		call.argc = argc - 1;
		call.argv = argv + 1;
		char why[200], usage[256];
		if (e != NULL)
			cmd_usage(e, usage, sizeof usage);
		if (e == NULL)
			status = cmd_fail(&call, "unknown command '%s'; try "
			    "'help'", argv[0]);
		else if (cmd_opens_game(e) &&
		    !game_opens_another(g, why, sizeof why))
			status = cmd_fail(&call, "%s", why);
		else if (call.argc > e->max_args)
			/* A word too many is the one at fault, named. */
			status = cmd_fail_word(&call, call.argv[e->max_args],
			    "'%s' is a word too many: %s",
			    call.argv[e->max_args], usage);
		else if (call.argc < e->min_args)
			/* A word missing leaves the command's name. */
			status = cmd_fail(&call, "a word is missing: %s",
			    usage);
		else if (!cmd_target_holds(&call, e->target))
			status = CMD_FAILED;
		else if (e->run == NULL)
			status = e->run_on[call.game->kind](&call);
		else
			status = e->run(&call);
		if (status == CMD_FAILED)
			*column = columns[0];
		for (int i = 1; status == CMD_FAILED && i < argc; i++)
			if (typed[i] == call.error_word)
				*column = columns[i];
	}
	free(words);
	return status;
}
