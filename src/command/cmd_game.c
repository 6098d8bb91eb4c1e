/*
 * The commands that start and keep games: load, new, continue, save and
 * levels.
 */
#include "command/cmd_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/escape.h"
#include "io/file_names.h"
#include "io/levels.h"
#include "io/marks.h"
#include "io/mayan_judge.h"
#include "io/same_judge.h"
#include "command/game_options.h"
#include "command/options.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/game_rules.h"
#include "session/mayan_progress.h"
#include "session/mayan_tiers.h"

static cmd_status cmd_fail_kind(cmd_call *call, const char *word)
{
	return cmd_fail_word(call, word, "expected '%s' or '%s', found '%s'",
	    game_rules_same.command, game_rules_mayan.command, word);
}

/* `next`, a game started, takes the place of the one in play (dropped,
 * with its kept copy), and is kept as that one was: after every move at
 * the curses game's prompt and in the shell on a terminal, never in a
 * script. */
static cmd_status cmd_replace(cmd_call *call, game *next)
{
	next->starts = call->game->starts + 1;
	next->keep_as_played = call->game->keep_as_played;
	game_drop(call->game);
	game_free(call->game);
	*call->game = *next;
	free(next);
	cmd_print_alert(call);
	return CMD_OK;
}

/* Start the game `r` names in place of the one in play (dropped, with
 * its kept copy), or say why not and keep it; `word` is the word typed
 * that names it (NULL for none), where a script's message points. */
static cmd_status cmd_open(cmd_call *call, const game_request *r,
    const char *word)
{
	game_open_error e;
	char question[160];
	/* Asked only of a game that would replace the one in play: a name
	 * that opens nothing (a folder, a FIFO, a damaged or missing file, a
	 * kept game another tumble plays) is refused first, with no
	 * question, and a no leaves the game in play as it was (taking up
	 * a kept game would have let go of the copy the game in play
	 * holds). */
	if (cmd_drop_asked(call, question, sizeof question)) {
		if (!game_open_can_go_ahead(r, call->game, &e))
			return cmd_fail_word(call, word, "%s", e.text);
		if (!call->ask(call->ask_to, question))
			return CMD_DECLINED;
	}
	game *next = malloc(sizeof *next);
	if (next == NULL)
		return cmd_fail(call, "out of memory");
	game_init(next);
	if (!game_open_or_take_up(next, r, call->game, &e)) {
		game_free(next);
		free(next);
		return cmd_fail_word(call, word, "%s", e.text);
	}
	return cmd_replace(call, next);
}

/* continue [same|mayan]: take up the game kept to continue, as
 * `tumble same --continue` or the title menu's Continue takes it up, in
 * place of the one in play; when the one chosen is the game in play's
 * own, it says so and leaves it.  With none to take up it says so
 * before any question, as new and load refuse a name that opens
 * nothing. */
cmd_status cmd_continue(cmd_call *call)
{
	const char *word = call->argc > 0 ? call->argv[0] : NULL;
	const game_kind kind = word != NULL ? game_kind_of_command(word) :
	    GAME_NONE;
	if (word != NULL && kind == GAME_NONE)
		return cmd_fail_kind(call, word);
	game_kept_entry chosen;
	game_open_error e;
	char question[160];
	if (!game_kept_choose(kind, &chosen, &e))
		return cmd_fail_word(call, word, "%s", e.text);
	/* Taking up the game in play again would ask to leave it, and
	 * take back a shell's moves made since it was taken up. */
	if (game_kept_entry_in_play(&chosen, call->game)) {
		fprintf(call->out, "This game is the one kept to "
		    "continue.\n");
		return CMD_OK;
	}
	/* One another tumble plays is refused before the question, as
	 * load refuses it. */
	if (cmd_drop_asked(call, question, sizeof question)) {
		if (!game_take_up_can_go_ahead(&chosen, call->game, &e))
			return cmd_fail_word(call, word, "%s", e.text);
		if (!call->ask(call->ask_to, question))
			return CMD_DECLINED;
	}
	game *next = malloc(sizeof *next);
	if (next == NULL)
		return cmd_fail(call, "out of memory");
	game_init(next);
	if (!game_take_up_kept(next, &chosen, call->game, &e)) {
		game_free(next);
		free(next);
		return cmd_fail_word(call, word, "%s", e.text);
	}
	return cmd_replace(call, next);
}

/* A file name as the player typed it: a leading ~ is the home folder, as
 * in the screens' file prompts (a name that cannot be read so is taken as
 * it is, and the file's error says why). */
static const char *cmd_file_name(const char *typed, char *out, size_t size)
{
	return file_names_expand(typed, out, size) ? out : typed;
}

cmd_status cmd_load(cmd_call *call)
{
	char path[4096];
	game_request r = game_request_new(GAME_NONE);
	r.name = cmd_file_name(call->argv[0], path, sizeof path);
	if (call->argc == 2 && !cmd_number(call, call->argv[1], 1,
	    SAME_JUDGE_MAX_GAMES, "a board number", &r.number))
		return CMD_FAILED;
	return cmd_open(call, &r, call->argv[0]);
}

/* The one name after a command's options (NULL for none) into `name`;
 * false, saying so, when a second one follows. */
static bool cmd_one_name(cmd_call *call, int first, const char *what,
    const char **name)
{
	if (call->argc - first > 1) {
		cmd_fail_word(call, call->argv[first + 1], "more than one "
		    "%s: '%s' and '%s'", what, call->argv[first],
		    call->argv[first + 1]);
		return false;
	}
	*name = first < call->argc ? call->argv[first] : NULL;
	return true;
}

const options_entry cmd_new_same_options[] = {
	OPTIONS_SAME_BOARD,
	{ 0, NULL, 0, NULL, NULL },
};

static const options_command cmd_new_same_command = {
	.name = "new same",
	.usage = "[ID|SEED|PACK:K|FILE] [-g K] [--size RxC] [--colors K] "
	    "[--clearable] [--daily]",
	.about = "",
	.options = cmd_new_same_options,
};

static bool cmd_new_same_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	bool ok = false;
	game_options_same_board(o, value, user, &ok, why, why_size);
	return ok;
}

/* new same [ID|SEED|PACK:K|FILE] [options]: the board a name names, or a
 * random board of the size and colours asked (the judge's by default),
 * through the same service and options as `tumble same`. */
static cmd_status cmd_new_same(cmd_call *call)
{
	game_request r = game_request_new(GAME_SAME);
	int first;
	/* argv[0] is "same", where getopt expects the command's name. */
	if (!options_parse_line(&cmd_new_same_command, call->argc, call->argv,
	    cmd_new_same_option, &r, &first, &call->error_word, call->error,
	    call->error_size))
		return CMD_FAILED;
	if (!cmd_one_name(call, first, "board", &r.name))
		return CMD_FAILED;
	const cmd_status status = cmd_open(call, &r, r.name);
	/* A board nobody named is named now, by its id so it can be
	 * played again, and as every command names it where that is more
	 * (the board of the day); at a prompt (one that asks) the game
	 * started is named anyway (shell_run_typed). */
	if (status == CMD_OK && r.name == NULL && call->ask == NULL) {
		const game *g = call->game;
		char name[sizeof g->title + 8];
		cmd_game_name(g, name, sizeof name);
		if (strcmp(name, g->origin) == 0)
			fprintf(call->out, "Same Game, board %s\n", g->origin);
		else
			fprintf(call->out, "Same Game (%s), board %s\n", name,
			    g->origin);
	}
	return status;
}

static const options_entry cmd_new_mayan_options[] = {
	{ 0, NULL, 0, NULL, NULL },
};

static const options_command cmd_new_mayan_command = {
	.name = "new mayan",
	.usage = "[LEVEL]",
	.about = "",
	.options = cmd_new_mayan_options,
};

static bool cmd_new_mayan_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	return false;
}

/* new mayan [LEVEL]: no options, but a word such as --random is named
 * as an option it does not take rather than as a second level. */
static cmd_status cmd_new_mayan(cmd_call *call)
{
	game_request r = game_request_new(GAME_MAYAN);
	int first;
	if (!options_parse_line(&cmd_new_mayan_command, call->argc,
	    call->argv, cmd_new_mayan_option, NULL, &first,
	    &call->error_word, call->error, call->error_size))
		return CMD_FAILED;
	if (!cmd_one_name(call, first, "level", &r.name))
		return CMD_FAILED;
	return cmd_open(call, &r, r.name);
}

cmd_status cmd_new(cmd_call *call)
{
	switch (game_kind_of_command(call->argv[0])) {
	case GAME_SAME:
		return cmd_new_same(call);
	case GAME_MAYAN:
		return cmd_new_mayan(call);
	default:
		return cmd_fail_kind(call, call->argv[0]);
	}
}

cmd_status cmd_save(cmd_call *call)
{
	char path[4096];
	const char *name = cmd_file_name(call->argv[0], path, sizeof path);
	if (game_save(call->game, name, call->error, call->error_size)) {
		cmd_tell_player(call, "Saved to %s.\n", name);
		return CMD_OK;
	}
	/* The file is the word at fault, as load names the one it cannot
	 * read. */
	call->error_word = call->argv[0];
	return CMD_FAILED;
}

/* The tables behind the marks of `levels`, read once for the list. */
typedef struct cmd_levels_done {
	levels_pack pack;
	progress_table progress;
	marks_table marks;
} cmd_levels_done;

cmd_status cmd_levels(cmd_call *call)
{
	cmd_levels_done *done = malloc(sizeof *done);
	if (done == NULL)
		return cmd_fail(call, "out of memory");
	levels_pack *pack = &done->pack;
	levels_list(pack);
	/* The folder may come from TUMBLE_LEVELS_DIR: shown escaped, as
	 * the names in it are. */
	if (pack->count == 0)
		escape_fprintf(call->out, "no Mayan levels are installed (in "
		    "%s)\n", pack->dir);
	/* The progress file's trouble (set aside, unreadable) is said
	 * once, after the list. */
	char said[256] = "";
	mayan_progress_tables(&done->progress, &done->marks, said,
	    sizeof said);
	/* Number and name (what `new mayan` takes, and the second word for
	 * scripts), then as the level menu shows them: the mark's letter,
	 * title, n, the mark's words.
	 * Names and titles come from files, so they are shown escaped. */
	for (int i = 0; i < pack->count; i++) {
		char title[MAYAN_JUDGE_VALUE_MAX], mark[48];
		char shown[4 * MAYAN_JUDGE_VALUE_MAX];
		const char *why;
		int n = levels_title_why(pack, i, title, sizeof title, &why);
		const char letter = mayan_tiers_mark(&done->progress,
		    &done->marks, pack->name[i], mark, sizeof mark);
		fprintf(call->out, "%3d %s %c ", i + 1, escape_for_terminal(
		    shown, sizeof shown, pack->name[i]), letter);
		if (strcmp(title, pack->name[i]) != 0)
			fprintf(call->out, "%s, ", escape_for_terminal(shown,
			    sizeof shown, title));
		if (n == 0)
			fputs(why, call->out);
		else
			fprintf(call->out, "%d move%s", n, n == 1 ? "" : "s");
		fprintf(call->out, "%s%s\n", mark[0] != '\0' ? ", " : "", mark);
	}
	if (said[0] != '\0')
		cmd_print_warning(call, said);
	/* Files the pack leaves out, by name or number, are said too: a
	 * level added there would otherwise just not be found. */
	char unlisted[sizeof pack->dir + 160];
	if (levels_unlisted(pack, unlisted, sizeof unlisted))
		escape_fprintf(call->out, "%s\n", unlisted);
	free(done);
	return CMD_OK;
}
