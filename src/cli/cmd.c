/*
 * The commands of the command line (see cmd.h): the table, the dispatcher
 * that checks argument counts, and one function per command.  Moves and
 * answers are printed in the judge's words through same_judge_format_* and
 * mayan_judge_format_move, so `greedy all` prints what `tumble greedy`
 * prints for that game and `solve` what `tumble solve` prints.
 */
#include "cli/cmd.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/mayan_solve.h"
#include "engine/same_plan.h"
#include "engine/same.h"
#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/same_judge.h"
#include "io/same_list.h"
#include "io/save_file.h"
#include "io/scan.h"
#include "session/mayan_progress.h"
#include "session/same_planner.h"

static cmd_status cmd_fail(cmd_call *call, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static cmd_status cmd_fail(cmd_call *call, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(call->error, call->error_size, fmt, ap);
	va_end(ap);
	return CMD_FAILED;
}

static cmd_status cmd_fail_io(cmd_call *call, const io_error *e)
{
	if (e->line > 0)
		return cmd_fail(call, "%s:%d:%d: %s", e->file, e->line, e->col,
		    e->what);
	return cmd_fail(call, "%s: %s", e->file, e->what);
}

/* A whole decimal number in [min, max]; `what` names it in the message. */
static bool cmd_number(cmd_call *call, const char *arg, long min, long max,
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

static const char *cmd_kind_name(game_kind kind)
{
	return kind == GAME_SAME ? "Same Game" : "a Mayan puzzle";
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

static void cmd_print_same_move(cmd_call *call, long k,
    const same_cluster *move)
{
	char line[SAME_JUDGE_LINE_MAX];
	same_judge_format_move(line, k, move);
	fprintf(call->out, "%s\n", line);
}

static void cmd_print_same_final(cmd_call *call)
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
static void cmd_play_same(cmd_call *call, int row, int col, bool assisted)
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
		fprintf(call->out, "usage: %s%s%s\n%s\n", e->name,
		    *e->usage ? " " : "", e->usage, e->help);
		if (e->alias != NULL)
			fprintf(call->out, "also called: %s\n", e->alias);
		return CMD_OK;
	}
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++) {
		char synopsis[64];
		snprintf(synopsis, sizeof synopsis, "%s %s", e->name,
		    e->usage);
		/* A long synopsis puts its help on the next line. */
		if (strlen(synopsis) > 22)
			fprintf(call->out, "  %s\n  %-22s %s\n", synopsis, "",
			    e->help);
		else
			fprintf(call->out, "  %-22s %s\n", synopsis, e->help);
	}
	return CMD_OK;
}

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

static cmd_status cmd_load(cmd_call *call)
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
	char path[8192], origin[sizeof call->game->origin];
	if (pack->count == 0)
		status = cmd_fail(call, "no Mayan levels are installed; "
		    "'load FILE' plays a puzzle file");
	else if (i < 0)
		status = cmd_fail(call, "no level '%s'; 'levels' lists them",
		    call->argv[1]);
	else if (!levels_path(pack, i, path, sizeof path))
		status = cmd_fail(call, "the level folder's name is too long");
	else {
		snprintf(origin, sizeof origin, "level %s", pack->name[i]);
		status = cmd_load_file(call, path, 1, false, origin);
	}
	free(pack);
	return status;
}

static cmd_status cmd_new(cmd_call *call)
{
	if (strcmp(call->argv[0], "same") == 0)
		return cmd_new_same(call);
	if (strcmp(call->argv[0], "mayan") == 0)
		return cmd_new_mayan(call);
	return cmd_fail(call, "expected 'same' or 'mayan', found '%s'",
	    call->argv[0]);
}

static void cmd_print_status(cmd_call *call)
{
	const game *g = call->game;
	if (g->kind == GAME_SAME) {
		const same_session *s = &g->same;
		int moves = same_session_move_count(s);
		fprintf(call->out, "Same Game (%s): score %ld, %d balls left, "
		    "%d move%s%s\n", g->origin, same_session_score(s),
		    same_session_board(s)->balls, moves, moves == 1 ? "" : "s",
		    same_session_over(s) ? ", game over" : "");
		return;
	}
	const mayan_session *s = &g->mayan;
	const char *state = mayan_session_solved(s) ? ", solved" :
	    mayan_session_over(s) ? ", not solved" : "";
	fprintf(call->out, "Mayan (%s): move %d of %d, %d blocks left%s\n",
	    g->origin, mayan_session_move_count(s), s->limit,
	    mayan_board_blocks(mayan_session_board(s)), state);
}

/* Both boards carry the judge's coordinates, as the game labels them:
 * Same Game rows 1..10 from the bottom and columns 1..15; Mayan y 0..6
 * from the bottom and x 0..4. */
static void cmd_show_same(cmd_call *call)
{
	const same_board *b = same_session_board(&call->game->same);
	for (int r = b->rows; r >= 1; r--) {
		fprintf(call->out, "%2d ", r);
		for (int c = 1; c <= b->cols; c++) {
			int color = same_board_at(b, r, c);
			fprintf(call->out, "%3c",
			    color ? same_color_letter(color) : '.');
		}
		fputc('\n', call->out);
	}
	fprintf(call->out, "   ");
	for (int c = 1; c <= b->cols; c++)
		fprintf(call->out, "%3d", c);
	fputc('\n', call->out);
}

static void cmd_show_mayan(cmd_call *call)
{
	const mayan_board *b = mayan_session_board(&call->game->mayan);
	for (int y = MAYAN_HEIGHT - 1; y >= 0; y--) {
		fprintf(call->out, "%d ", y);
		for (int x = 0; x < MAYAN_WIDTH; x++) {
			int color = mayan_board_at(b, x, y);
			if (color)
				fprintf(call->out, "%3d", color);
			else
				fprintf(call->out, "%3c", '.');
		}
		fputc('\n', call->out);
	}
	fprintf(call->out, "  ");
	for (int x = 0; x < MAYAN_WIDTH; x++)
		fprintf(call->out, "%3d", x);
	fputc('\n', call->out);
}

static cmd_status cmd_show(cmd_call *call)
{
	if (!cmd_need_game(call))
		return CMD_FAILED;
	if (call->game->kind == GAME_SAME)
		cmd_show_same(call);
	else
		cmd_show_mayan(call);
	cmd_print_status(call);
	return CMD_OK;
}

static cmd_status cmd_score(cmd_call *call)
{
	if (!cmd_need_game(call))
		return CMD_FAILED;
	cmd_print_status(call);
	return CMD_OK;
}

static cmd_status cmd_remove(cmd_call *call)
{
	if (!cmd_need(call, GAME_SAME))
		return CMD_FAILED;
	const same_board *b = same_session_board(&call->game->same);
	long row, col;
	if (!cmd_number(call, call->argv[0], 1, b->rows, "a row", &row) ||
	    !cmd_number(call, call->argv[1], 1, b->cols, "a column", &col))
		return CMD_FAILED;
	if (same_session_over(&call->game->same))
		return cmd_fail(call, "the game is over");
	if (same_cluster_at(b, (int)row, (int)col).size < 2)
		return cmd_fail(call, "no cluster of 2 or more balls at "
		    "(%ld,%ld)", row, col);
	cmd_play_same(call, (int)row, (int)col, false);
	return CMD_OK;
}

static cmd_status cmd_move(cmd_call *call)
{
	if (!cmd_need(call, GAME_MAYAN))
		return CMD_FAILED;
	mayan_session *s = &call->game->mayan;
	long x, y, g;
	if (!cmd_number(call, call->argv[0], 0, MAYAN_WIDTH - 1, "x", &x) ||
	    !cmd_number(call, call->argv[1], 0, MAYAN_HEIGHT - 1, "y", &y) ||
	    !cmd_number(call, call->argv[2], -1, 1, "G (1 right, -1 left)",
	    &g))
		return CMD_FAILED;
	mayan_move m = { (int8_t)x, (int8_t)y, (int8_t)g };
	const mayan_board *b = mayan_session_board(s);
	if (mayan_session_moves_left(s) == 0)
		return cmd_fail(call, "all %d moves are played; try undo or "
		    "restart", s->limit);
	if (g == 0)
		return cmd_fail(call, "expected G 1 (right) or -1 (left), "
		    "found 0");
	if (y >= mayan_board_height(b, (int)x))
		return cmd_fail(call, "no block at (%ld,%ld)", x, y);
	if (!mayan_session_play(s, m))
		return cmd_fail(call, "column %ld is off the board", x + g);
	char line[MAYAN_JUDGE_LINE_MAX];
	mayan_judge_format_move(line, m);
	fprintf(call->out, "Move %d of %d: %s\n", mayan_session_move_count(s),
	    s->limit, line);
	if (mayan_session_solved(s))
		fprintf(call->out, "Solved.\n");
	else if (mayan_session_over(s))
		fprintf(call->out, "Not solved: %d blocks left after %d "
		    "moves.\n", mayan_board_blocks(mayan_session_board(s)),
		    mayan_session_move_count(s));
	return CMD_OK;
}

static cmd_status cmd_greedy(cmd_call *call)
{
	if (!cmd_need(call, GAME_SAME))
		return CMD_FAILED;
	same_session *s = &call->game->same;
	bool all = call->argc == 1 && strcmp(call->argv[0], "all") == 0;
	long count = 1;
	if (all) {
		/* The block `tumble greedy` prints for this game. */
		char line[SAME_JUDGE_LINE_MAX];
		same_judge_format_game(line, call->game->number);
		fprintf(call->out, "%s\n\n", line);
		if (same_session_over(s))
			cmd_print_same_final(call);
		count = SAME_MAX_ROWS * SAME_MAX_COLS;
	} else if (call->argc == 1 && !cmd_number(call, call->argv[0], 1,
	    SAME_MAX_ROWS * SAME_MAX_COLS, "a number of moves (or 'all')",
	    &count)) {
		return CMD_FAILED;
	} else if (same_session_over(s)) {
		return cmd_fail(call, "the game is over");
	}
	for (long i = 0; i < count && !same_session_over(s); i++) {
		same_cluster best = same_greedy_choice(same_session_board(s));
		cmd_play_same(call, best.row, best.col, true);
	}
	return CMD_OK;
}

/* `plan` spends this long when no budget is given, as the game's H key
 * does. */
#define CMD_PLAN_SECONDS 1.0
/* More than anyone waits for at a prompt. */
#define CMD_PLAN_MAX_SECONDS 86400L

/* The budget of `plan [play] [SECONDS] [--moves N]`; false (and a message)
 * on anything else.  A move budget alone plans without the clock, so the
 * plan is the same on every machine. */
static bool cmd_plan_args(cmd_call *call, bool *play,
    same_planner_budget *budget)
{
	bool seconds_given = false;
	long value;
	*play = false;
	*budget = (same_planner_budget){ .seconds = CMD_PLAN_SECONDS,
		.clock = CLOCK_MONOTONIC };
	for (int i = 0; i < call->argc; i++) {
		const char *arg = call->argv[i];
		const char *moves = NULL;
		if (strcmp(arg, "play") == 0 && i == 0) {
			*play = true;
		} else if (strncmp(arg, "--moves=", 8) == 0) {
			moves = arg + 8;
		} else if (strcmp(arg, "--moves") == 0) {
			if (++i == call->argc) {
				cmd_fail(call, "--moves needs a number");
				return false;
			}
			moves = call->argv[i];
		} else if (!seconds_given) {
			if (!cmd_number(call, arg, 0, CMD_PLAN_MAX_SECONDS,
			    "seconds", &value))
				return false;
			budget->seconds = (double)value;
			seconds_given = true;
		} else {
			cmd_fail(call, "usage: plan [play] [SECONDS] "
			    "[--moves N]");
			return false;
		}
		if (moves != NULL) {
			if (!cmd_number(call, moves, 1, LONG_MAX,
			    "a number of moves", &value))
				return false;
			budget->moves = (uint64_t)value;
		}
	}
	if (budget->moves > 0 && !seconds_given)
		budget->seconds = 0;
	if (budget->moves == 0 && budget->seconds == 0) {
		cmd_fail(call, "plan 0 needs --moves N");
		return false;
	}
	return true;
}

/* The planner's line from the current position, in the judge's words:
 * moves numbered on from the game's, and the final score the game would
 * end with; or played, which prints the same lines. */
static cmd_status cmd_plan(cmd_call *call)
{
	if (!cmd_need(call, GAME_SAME))
		return CMD_FAILED;
	bool play;
	same_planner_budget budget;
	if (!cmd_plan_args(call, &play, &budget))
		return CMD_FAILED;
	same_session *s = &call->game->same;
	const same_board *b = same_session_board(s);
	same_plan *plan = malloc(sizeof *plan);
	if (plan == NULL)
		return cmd_fail(call, "out of memory");
	same_plan_start(plan, b, same_planner_seed(b));
	same_planner_run(plan, &budget, NULL);
	const same_plan_line *line = same_plan_best(plan);
	if (play) {
		for (int i = 0; i < line->count; i++)
			cmd_play_same(call, line->moves[i].row,
			    line->moves[i].col, true);
		if (line->count == 0)
			cmd_print_same_final(call);
	} else {
		int done = same_session_move_count(s);
		char text[SAME_JUDGE_LINE_MAX];
		for (int i = 0; i < line->count; i++)
			cmd_print_same_move(call, done + i + 1,
			    &line->moves[i]);
		same_judge_format_final(text, same_session_points(s) +
		    line->score, line->balls);
		fprintf(call->out, "%s\n", text);
	}
	free(plan);
	return CMD_OK;
}

/* The answer from the current position with the moves left: false when
 * there is none. */
static bool cmd_solve_mayan(const mayan_session *s, mayan_move answer[])
{
	int left = mayan_session_moves_left(s);
	if (left == 0)
		return mayan_session_solved(s);
	return mayan_solve(mayan_session_board(s), left, NULL, answer) ==
	    MAYAN_SOLVE_FOUND;
}

static cmd_status cmd_solve(cmd_call *call)
{
	if (!cmd_need(call, GAME_MAYAN))
		return CMD_FAILED;
	const mayan_session *s = &call->game->mayan;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	if (!cmd_solve_mayan(s, answer)) {
		fprintf(call->out, "-1\n");
		return CMD_OK;
	}
	char line[MAYAN_JUDGE_LINE_MAX];
	for (int i = 0; i < mayan_session_moves_left(s); i++) {
		mayan_judge_format_move(line, answer[i]);
		fprintf(call->out, "%s\n", line);
	}
	return CMD_OK;
}

static cmd_status cmd_hint(cmd_call *call)
{
	if (!cmd_need_game(call))
		return CMD_FAILED;
	if (call->game->kind == GAME_MAYAN) {
		const mayan_session *s = &call->game->mayan;
		mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
		if (mayan_session_over(s))
			return cmd_fail(call, "no moves left; try undo or "
			    "restart");
		if (!cmd_solve_mayan(s, answer))
			fprintf(call->out, "no answer from here with %d "
			    "move%s left; try undo or restart\n",
			    mayan_session_moves_left(s),
			    mayan_session_moves_left(s) == 1 ? "" : "s");
		else
			fprintf(call->out, "move %d %d %d\n", answer[0].x,
			    answer[0].y, answer[0].g);
		return CMD_OK;
	}
	const same_session *s = &call->game->same;
	if (same_session_over(s))
		return cmd_fail(call, "the game is over");
	same_cluster best = same_greedy_choice(same_session_board(s));
	fprintf(call->out, "remove %d %d: %d balls of color %c, %d points\n",
	    best.row, best.col, best.size, same_color_letter(best.color),
	    same_points(best.size));
	return CMD_OK;
}

static cmd_status cmd_undo(cmd_call *call)
{
	if (!cmd_need_game(call))
		return CMD_FAILED;
	game *g = call->game;
	if (!(g->kind == GAME_SAME ? same_session_undo(&g->same) :
	    mayan_session_undo(&g->mayan)))
		return cmd_fail(call, "nothing to undo");
	return CMD_OK;
}

static cmd_status cmd_redo(cmd_call *call)
{
	if (!cmd_need_game(call))
		return CMD_FAILED;
	game *g = call->game;
	if (!(g->kind == GAME_SAME ? same_session_redo(&g->same) :
	    mayan_session_redo(&g->mayan)))
		return cmd_fail(call, "nothing to redo");
	return CMD_OK;
}

static cmd_status cmd_restart(cmd_call *call)
{
	if (!cmd_need_game(call))
		return CMD_FAILED;
	if (call->game->kind == GAME_SAME)
		same_session_restart(&call->game->same);
	else
		mayan_session_restart(&call->game->mayan);
	return CMD_OK;
}

static cmd_status cmd_save(cmd_call *call)
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

static cmd_status cmd_levels(cmd_call *call)
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

static cmd_status cmd_quit(cmd_call *call)
{
	return CMD_QUIT;
}

const cmd_entry cmd_table[] = {
	{ "help", NULL, "[CMD]", "list the commands, or explain one", 0, 1,
	    cmd_help },
	{ "load", NULL, "FILE [K]",
	    "load a Mayan puzzle, a save, or game K of a Same Game file", 1,
	    2, cmd_load },
	{ "new", NULL, "same [ID|SEED|PACK:K] [--size RxC] [--colors K] | "
	    "mayan [LEVEL]", "start a Same Game (the board of an id or a pack, "
	    "or a random one) or a Mayan level", 1, 6, cmd_new },
	{ "show", NULL, "", "print the board with its coordinates", 0, 0,
	    cmd_show },
	{ "remove", NULL, "R C",
	    "Same Game: remove the cluster at row R, column C", 2, 2,
	    cmd_remove },
	{ "move", NULL, "X Y G",
	    "Mayan: drag the block at (X,Y) right (G=1) or left (G=-1)", 3, 3,
	    cmd_move },
	{ "greedy", NULL, "[K|all]",
	    "Same Game: play K greedy moves (default 1), or all", 0, 1,
	    cmd_greedy },
	{ "plan", NULL, "[play] [SECONDS] [--moves N]",
	    "Same Game: print (or play) the planner's line from here", 0, 4,
	    cmd_plan },
	{ "solve", NULL, "",
	    "Mayan: print the answer with the moves left, or -1", 0, 0,
	    cmd_solve },
	{ "hint", NULL, "", "say a good next move without playing it", 0, 0,
	    cmd_hint },
	{ "undo", NULL, "", "take back the last move", 0, 0, cmd_undo },
	{ "redo", NULL, "", "play the move taken back again", 0, 0,
	    cmd_redo },
	{ "restart", NULL, "", "back to the start; redo replays the moves", 0,
	    0, cmd_restart },
	{ "save", NULL, "FILE", "save the start and the moves played", 1, 1,
	    cmd_save },
	{ "levels", NULL, "", "list the Mayan levels installed", 0, 0,
	    cmd_levels },
	{ "score", "status", "", "print the score (or moves) and what is left",
	    0, 0, cmd_score },
	{ "quit", "exit", "", "leave", 0, 0, cmd_quit },
	{ NULL, NULL, NULL, NULL, 0, 0, NULL },
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
	size_t size = strlen(line) + 1;
	char *words = malloc(size);
	char *argv[CMD_MAX_ARGS];
	int argc;
	cmd_call call = { g, NULL, 0, NULL, out, error, error_size };
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
