/*
 * The commands that start and keep games: load, new, save and levels.
 */
#include "command/cmd_impl.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/same_judge.h"
#include "io/same_list.h"
#include "io/save_file.h"
#include "session/mayan_progress.h"

/* Read a Mayan puzzle from the start of `fp` and play it. */
static cmd_status cmd_start_mayan(cmd_call *call, io_scan *scan, FILE *fp,
    const char *path, const char *origin)
{
	mayan_puzzle *puzzle = malloc(sizeof *puzzle);
	io_error e;
	cmd_status status = CMD_OK;
	if (puzzle == NULL)
		return cmd_fail(call, "out of memory");
	/* The first line has been read to tell the kinds apart. */
	if (fseek(fp, 0, SEEK_SET) != 0) {
		free(puzzle);
		return cmd_fail(call, "%s: cannot read a Mayan puzzle from "
		    "something that is not a file", path);
	}
	io_scan_open_file(scan, fp, path);
	if (mayan_judge_read(scan, puzzle, &e))
		game_start_mayan(call->game, &puzzle->board, puzzle->moves,
		    origin);
	else
		status = cmd_fail_io(call, &e);
	free(puzzle);
	return status;
}

/* Load game `number` of a Same Game judge file or board list, or the
 * Mayan puzzle that the file's first lines show it to be. */
static cmd_status cmd_load_puzzle(cmd_call *call, io_scan *scan, FILE *fp,
    const char *path, long number, bool numbered)
{
	io_error e;
	long games;
	if (same_file_detect(scan) == SAME_FILE_MAYAN)
		return numbered ? cmd_fail(call, "%s is a Mayan puzzle; K is "
		    "for Same Game files", path) :
		    cmd_start_mayan(call, scan, fp, path, path);
	same_board board;
	if (!same_file_read_board(scan, number, &board, &games, &e))
		return cmd_fail_io(call, &e);
	if (number > games)
		return cmd_fail(call, "%s holds %ld game%s, not %ld", path,
		    games, games == 1 ? "" : "s", number);
	char origin[sizeof call->game->origin];
	if (games == 1)
		snprintf(origin, sizeof origin, "%s", path);
	else
		snprintf(origin, sizeof origin, "%s, game %ld", path, number);
	if (!game_start_same(call->game, &board, number, origin))
		return cmd_fail(call, "out of memory");
	return CMD_OK;
}

/* Start the saved game and replay its moves, so undo reaches the start. */
static cmd_status cmd_load_save(cmd_call *call, io_scan *scan,
    const char *path)
{
	save_game *save = malloc(sizeof *save);
	io_error e;
	cmd_status status = CMD_OK;
	if (save == NULL)
		return cmd_fail(call, "out of memory");
	if (!save_read(scan, save, &e)) {
		status = cmd_fail_io(call, &e);
	} else if (save->kind == SAVE_MAYAN) {
		game_start_mayan(call->game, &save->mayan_start.board,
		    save->mayan_start.moves, path);
		for (int i = 0; i < save->count; i++)
			mayan_session_play(&call->game->mayan,
			    save->mayan_moves[i]);
	} else if (!game_start_same(call->game, &save->same_start, 1, path)) {
		status = cmd_fail(call, "out of memory");
	} else {
		for (int i = 0; i < save->count; i++)
			same_session_remove(&call->game->same,
			    save->same_moves[i].row, save->same_moves[i].col);
		if (save->assisted)
			same_session_mark_assisted(&call->game->same);
	}
	free(save);
	return status;
}

/* Open `path` and hand it, with a scanner, to `load`. */
static cmd_status cmd_load_file(cmd_call *call, const char *path,
    long number, bool numbered, const char *origin)
{
	FILE *fp = io_scan_fopen(path);
	if (fp == NULL)
		return cmd_fail(call, "%s: %s", path, strerror(errno));
	io_scan *scan = malloc(sizeof *scan);
	if (scan == NULL) {
		fclose(fp);
		return cmd_fail(call, "out of memory");
	}
	io_scan_open_file(scan, fp, path);
	cmd_status status;
	if (origin != NULL)
		status = cmd_start_mayan(call, scan, fp, path, origin);
	else if (!save_looks_like_save(scan))
		status = cmd_load_puzzle(call, scan, fp, path, number, numbered);
	else if (numbered)
		status = cmd_fail(call, "%s is a save, which holds one game; "
		    "K is for Same Game files", path);
	else
		status = cmd_load_save(call, scan, path);
	free(scan);
	fclose(fp);
	return status;
}

cmd_status cmd_load(cmd_call *call)
{
	long number = 1;
	if (call->argc == 2 && !cmd_number(call, call->argv[1], 1,
	    SAME_JUDGE_MAX_GAMES, "a game number", &number))
		return CMD_FAILED;
	return cmd_load_file(call, call->argv[0], number, call->argc == 2,
	    NULL);
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

/* new same [ID|SEED|PACK:K] [--size RxC] [--colors K]: the board an id
 * names, a board of a pack, or a random board of the size and colours
 * asked (the judge's by default). */
static cmd_status cmd_new_same(cmd_call *call)
{
	same_id id = same_id_judge(0);
	const char *board = NULL;
	bool sized = false, missing;
	char why[256];
	for (int i = 1; i < call->argc; i++) {
		const char *value;
		if ((value = cmd_option(call, &i, "--size", &missing))) {
			if (!same_id_parse_size(value, &id.rows, &id.cols, why,
			    sizeof why))
				return cmd_fail(call, "%s", why);
			sized = true;
		} else if ((value = cmd_option(call, &i, "--colors",
		    &missing))) {
			long colors;
			if (!cmd_number(call, value, 1, SAME_MAX_COLORS,
			    "a number of colours", &colors))
				return CMD_FAILED;
			id.colors = (int)colors;
			sized = true;
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
	char pack_path[4096];
	long pack_board;
	if (board != NULL && !sized && levels_same_board(board, pack_path,
	    sizeof pack_path, &pack_board)) {
		const cmd_status status = cmd_load_file(call, pack_path,
		    pack_board, true, NULL);
		if (status == CMD_OK)
			snprintf(call->game->origin, sizeof call->game->origin,
			    "%s", board);
		return status;
	}
	if (board != NULL && same_id_looks_like_id(board)) {
		if (sized)
			return cmd_fail(call, "a board id names its own size "
			    "and colours; give the id alone");
		if (!same_id_parse(board, &id, why, sizeof why))
			return cmd_fail(call, "%s", why);
	} else if (board != NULL) {
		long long seed;
		char *end;
		errno = 0;
		seed = strtoll(board, &end, 10);
		if (end == board || *end != '\0' || errno != 0 || seed < 0)
			return cmd_fail(call, "expected a board id (as "
			    "15x15:5:42) or a seed (a whole number from 0 to "
			    "%" PRId64 "), found '%s'",
			    (int64_t)SAME_ID_SEED_MAX, board);
		id.seed = (uint64_t)seed;
	} else {
		id.seed = same_session_fresh_seed();
	}
	if (!game_start_same_id(call->game, &id))
		return cmd_fail(call, "out of memory");
	/* A board nobody named is named now, so it can be played again. */
	if (board == NULL)
		fprintf(call->out, "Same Game, board %s\n", call->game->origin);
	return CMD_OK;
}

static cmd_status cmd_new_mayan(cmd_call *call)
{
	levels_pack *pack = malloc(sizeof *pack);
	cmd_status status;
	if (pack == NULL)
		return cmd_fail(call, "out of memory");
	levels_list(pack);
	int i = call->argc == 2 ? levels_find(pack, call->argv[1]) :
	    mayan_progress_default_level(pack);
	char path[8192];
	if (pack->count == 0)
		status = cmd_fail(call, "no Mayan levels are installed; "
		    "'load FILE' plays a puzzle file");
	else if (i < 0)
		status = cmd_fail(call, "no level '%s'; 'levels' lists them",
		    call->argv[1]);
	else if (!levels_path(pack, i, path, sizeof path))
		status = cmd_fail(call, "the level folder's name is too long");
	else {
		status = cmd_load_file(call, path, 1, false, path);
		if (status == CMD_OK)
			game_mark_level(call->game, pack->name[i]);
	}
	free(pack);
	return status;
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
