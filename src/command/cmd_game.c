/*
 * The commands that start and keep games: load, new, save and levels.
 */
#include "command/cmd_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/same_judge.h"
#include "io/save_file.h"
#include "session/game_open.h"
#include "session/mayan_progress.h"

/* Start the game `r` names, or say why not. */
static cmd_status cmd_open(cmd_call *call, const game_request *r)
{
	game_open_error e;
	if (!game_open(call->game, r, &e))
		return cmd_fail(call, "%s", e.text);
	return CMD_OK;
}

cmd_status cmd_load(cmd_call *call)
{
	game_request r = game_request_new(GAME_NONE);
	r.name = call->argv[0];
	if (call->argc == 2 && !cmd_number(call, call->argv[1], 1,
	    SAME_JUDGE_MAX_GAMES, "a game number", &r.number))
		return CMD_FAILED;
	return cmd_open(call, &r);
}

/* The value of option `name` at argv[*i], as `--name VALUE` or
 * `--name=VALUE`; NULL when argv[*i] is not that option. */
static const char *cmd_option(cmd_call *call, int *i, const char *name,
    bool *missing)
{
	const char *arg = call->argv[*i];
	const size_t len = strlen(name);
	*missing = false;
	if (strncmp(arg, name, len) != 0)
		return NULL;
	if (arg[len] == '=')
		return arg + len + 1;
	if (arg[len] != '\0')
		return NULL;
	if (*i + 1 >= call->argc) {
		*missing = true;
		return NULL;
	}
	return call->argv[++*i];
}

/* new same [ID|SEED|PACK:K] [--size RxC] [--colors K] [--clearable]
 * [--daily]: the board an id names, a board of a pack, a random board of
 * the size and colours asked (the judge's by default), made clearable
 * when asked, or the board of the day. */
static cmd_status cmd_new_same(cmd_call *call)
{
	game_request r = game_request_new(GAME_SAME);
	const char *board = NULL;
	bool missing;
	char why[256];
	for (int i = 1; i < call->argc; i++) {
		const char *value;
		if ((value = cmd_option(call, &i, "--size", &missing))) {
			if (!same_id_parse_size(value, &r.random.rows,
			    &r.random.cols, why, sizeof why))
				return cmd_fail(call, "%s", why);
			r.sized = true;
		} else if ((value = cmd_option(call, &i, "--colors",
		    &missing))) {
			long colors;
			if (!cmd_number(call, value, 1, SAME_MAX_COLORS,
			    "a number of colours", &colors))
				return CMD_FAILED;
			r.random.colors = (int)colors;
			r.sized = true;
		} else if (strcmp(call->argv[i], "--clearable") == 0) {
			r.random.clearable = true;
		} else if (strcmp(call->argv[i], "--daily") == 0) {
			r.daily = true;
		} else if (missing) {
			return cmd_fail(call, "%s needs a value",
			    call->argv[i]);
		} else if (call->argv[i][0] == '-' && call->argv[i][1] != '\0' &&
		    (call->argv[i][1] < '0' || call->argv[i][1] > '9')) {
			return cmd_fail(call, "unknown option '%s'",
			    call->argv[i]);
		} else if (board != NULL) {
			return cmd_fail(call, "more than one board: '%s' and "
			    "'%s'", board, call->argv[i]);
		} else {
			board = call->argv[i];
		}
	}
	r.name = board;
	const cmd_status status = cmd_open(call, &r);
	/* A board nobody named is named now, so it can be played again. */
	if (status == CMD_OK && board == NULL)
		fprintf(call->out, "Same Game, board %s\n", call->game->origin);
	return status;
}

static cmd_status cmd_new_mayan(cmd_call *call)
{
	game_request r = game_request_new(GAME_MAYAN);
	r.name = call->argc == 2 ? call->argv[1] : NULL;
	return cmd_open(call, &r);
}

cmd_status cmd_new(cmd_call *call)
{
	if (strcmp(call->argv[0], "same") == 0)
		return cmd_new_same(call);
	if (strcmp(call->argv[0], "mayan") == 0)
		return cmd_new_mayan(call);
	return cmd_fail(call, "expected 'same' or 'mayan', found '%s'",
	    call->argv[0]);
}

cmd_status cmd_save(cmd_call *call)
{
	if (!cmd_need_game(call))
		return CMD_FAILED;
	const char *path = call->argv[0];
	bool saved;
	if (call->game->kind == GAME_MAYAN) {
		const mayan_session *s = &call->game->mayan;
		saved = save_write_mayan(path, mayan_session_start_board(s),
		    s->limit, s->moves, mayan_session_move_count(s),
		    call->error, call->error_size);
	} else {
		const same_session *s = &call->game->same;
		int count = same_session_move_count(s);
		same_cluster moves[SAVE_MAX_MOVES];
		for (int k = 0; k < count; k++)
			moves[k] = same_session_move(s, k);
		saved = save_write_same(path, same_session_start_board(s),
		    moves, count, same_session_assisted(s), call->error,
		    call->error_size);
	}
	return saved ? CMD_OK : CMD_FAILED;
}

cmd_status cmd_levels(cmd_call *call)
{
	levels_pack *pack = malloc(sizeof *pack);
	if (pack == NULL)
		return cmd_fail(call, "out of memory");
	levels_list(pack);
	if (pack->count == 0)
		fprintf(call->out, "no Mayan levels are installed (in %s)\n",
		    pack->dir);
	/* Number and name (what `new mayan` takes, and the second word for
	 * scripts), then as the level menu shows them: solved, title, n. */
	for (int i = 0; i < pack->count; i++) {
		char title[MAYAN_JUDGE_VALUE_MAX], alert[256];
		int n = levels_title(pack, i, title, sizeof title);
		long best = mayan_progress_best(pack->name[i], alert,
		    sizeof alert);
		fprintf(call->out, "%3d %s %c ", i + 1, pack->name[i],
		    best >= 0 ? '*' : ' ');
		if (strcmp(title, pack->name[i]) != 0)
			fprintf(call->out, "%s, ", title);
		fprintf(call->out, "%d move%s", n, n == 1 ? "" : "s");
		if (best >= 0)
			fprintf(call->out, ", best %ld move%s made", best,
			    best == 1 ? "" : "s");
		fputc('\n', call->out);
	}
	free(pack);
	return CMD_OK;
}
