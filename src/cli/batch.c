/*
 * Reading judge input and printing judge output for the Same Game batch
 * modes (see batch.h).  Games are read, played and printed one at a time,
 * so any number of games streams in constant memory.
 */
#include "cli/batch.h"

#include "cli/cli.h"
#include "command/game_options.h"
#include "io/escape.h"
#include "io/same_judge.h"
#include "io/same_list.h"
#include "io/seconds.h"
#include "session/game_open.h"
#include "session/game_rules.h"
#include "session/same_planner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void cli_batch_flush(cli_batch_out *o)
{
	fwrite(o->data, 1, o->used, stdout);
	o->used = 0;
}

/* Room for one more judge line and its newline. */
static char *batch_line(cli_batch_out *o)
{
	if (o->used + SAME_JUDGE_LINE_MAX + 1 > CLI_BATCH_BUFFER)
		cli_batch_flush(o);
	return o->data + o->used;
}

static void batch_end_line(cli_batch_out *o, size_t len)
{
	o->used += len;
	o->data[o->used++] = '\n';
}

static void batch_empty_line(cli_batch_out *o)
{
	batch_line(o);
	batch_end_line(o, 0);
}

void cli_batch_game_begin(cli_batch_out *o, long k)
{
	if (k > 1)
		batch_empty_line(o);
	batch_end_line(o, same_judge_format_game(batch_line(o), k));
	batch_empty_line(o);
}

/* A game's moves go to the buffer at once, in one call. */
_Static_assert(SAME_MAX_MOVES * (SAME_JUDGE_LINE_MAX + 1) <= CLI_BATCH_BUFFER,
    "a game's moves fit the output buffer");

void cli_batch_game_moves(cli_batch_out *o, const same_cluster *moves,
    int count)
{
	if (o->used + (size_t)count * (SAME_JUDGE_LINE_MAX + 1) >
	    CLI_BATCH_BUFFER)
		cli_batch_flush(o);
	o->used += same_judge_format_moves(o->data + o->used, moves, count);
}

void cli_batch_game_end(cli_batch_out *o, long score, int balls)
{
	batch_end_line(o, same_judge_format_final(batch_line(o), score, balls));
}

/* A judge file streams: each game is played as soon as it is read, so
 * any number of games runs in constant memory, and the games before a bad
 * one are printed (the exit status says the whole is not). */
static bool batch_run_judge(io_scan *scan, cli_batch_out *out,
    cli_batch_player *play, void *user, io_error *error)
{
	static same_board board;
	long games;
	io_scan_skip_space_and_comments(scan);
	if (!same_judge_read_count(scan, &games, error))
		return false;
	out->games = games;
	for (long k = 1; k <= games; k++) {
		if (!same_judge_read_board(scan, &board, SAME_JUDGE_ROWS,
		    SAME_JUDGE_COLS, SAME_JUDGE_COLORS, error))
			return false;
		play(&board, k, out, user);
	}
	return same_judge_read_end(scan, games, error);
}

/* A board list streams as a judge file does: each board is played as
 * soon as it is read, in memory that does not grow with the list (a
 * list read whole would hold every board at once, and a list may be
 * any length), and the boards before a bad one are printed, the exit
 * status saying the whole is not.  How many boards it holds is not
 * known ahead: out->games stays 0. */
static bool batch_run_list(io_scan *scan, cli_batch_out *out,
    cli_batch_player *play, void *user, io_error *error)
{
	static same_board board;
	bool found;
	out->games = 0;
	for (long k = 1;; k++) {
		if (!same_list_read_board(scan, &board, &found, error))
			return false;
		if (!found)
			return true;
		play(&board, k, out, user);
	}
}

/* A board named by an id, a pack board or a seed, or board `number` of
 * a file, or (`scan` not NULL) of the save or file read once on `scan`,
 * as a file named is read: one game. */
static int batch_run_named(const char *name, io_scan *scan, long number,
    cli_batch_player *play, void *user)
{
	static cli_batch_out out;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	io_error error;
	io_text text = { NULL, 0, NULL };
	if (scan != NULL && !io_scan_take_text(scan, &text, &error)) {
		args_flush_output();
		args_say_file_error(&error);
		return args_finish_output(ARGS_EXIT_BAD_INPUT);
	}
	game_source *src = malloc(sizeof *src);
	if (src == NULL) {
		io_text_free(&text);
		args_error("out of memory");
		return ARGS_EXIT_BAD_INPUT;
	}
	r.name = name;
	r.number = number;
	int status = ARGS_EXIT_OK;
	if (scan != NULL ? game_source_text(&r, &text, src, &e) :
	    game_source_find(&r, src, &e)) {
		out.used = 0;
		out.games = 1;
		play(&src->same, 1, &out, user);
		cli_batch_flush(&out);
	} else {
		status = args_game_refused(&e);
	}
	free(src);
	io_text_free(&text);
	return args_finish_output(status);
}

/* Whether `scan`, before its first read, holds a save or a Mayan puzzle
 * rather than Same Game boards, looked at within the limit of one game
 * (game_file_looks); boards are then read on up to a judge input's. */
static bool batch_looks_like_one_game(io_scan *scan)
{
	if (game_file_looks(scan) != GAME_SAME)
		return true;
	io_scan_raise_limit(scan, IO_SCAN_INPUT_MAX);
	return false;
}

/* Board `number` of the judge file or board list on standard input
 * (`path` NULL or "-") or a pipe: one game, as board K of a file named
 * is.  A stream is read once, so it is read here rather than opened
 * again by name. */
static int batch_run_stream_board(const char *path, long number,
    cli_batch_player *play, void *user)
{
	static cli_batch_out out;
	static same_board board;
	const char *name;
	FILE *fp = args_open_input(path, &name);
	if (fp == NULL)
		return ARGS_EXIT_BAD_INPUT;
	const bool is_stdin = fp == stdin;
	args_tell_terminal_input("boards", fp);
	io_scan *scan = io_scan_new_file(fp, name);
	/* A save or a Mayan puzzle is read as a file named is: board K of
	 * it is refused so.  The look reads no more than one game holds;
	 * boards are read on as far as a judge's file goes. */
	if (scan != NULL && batch_looks_like_one_game(scan)) {
		const int status = batch_run_named(is_stdin ? NULL : path,
		    scan, number, play, user);
		io_scan_free(scan);
		args_close_input(fp);
		return status;
	}
	io_error error;
	long games = 0;
	bool ok = scan != NULL;
	if (!ok)
		io_error_set(&error, name, 0, 0, "out of memory");
	else
		ok = same_file_read_board(scan, number, &board, &games,
		    &error);
	io_scan_free(scan);
	args_close_input(fp);
	if (!ok) {
		args_flush_output();
		args_say_file_error(&error);
		return args_finish_output(ARGS_EXIT_BAD_INPUT);
	}
	game_open_error e;
	if (!game_open_board_held(is_stdin ? "standard input" : path, games,
	    number, &e)) {
		args_flush_output();
		return args_finish_output(args_game_refused(&e));
	}
	out.used = 0;
	out.games = 1;
	play(&board, 1, &out, user);
	cli_batch_flush(&out);
	return args_finish_output(ARGS_EXIT_OK);
}

/* A pipe named as a file, as a shell's <(...) names one: read as
 * standard input is, once. */
static bool batch_names_pipe(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISFIFO(st.st_mode);
}

int cli_batch_run(const char *path, long number, cli_batch_player *play,
    void *user)
{
	if (number > 0 && (path == NULL || strcmp(path, "-") == 0 ||
	    batch_names_pipe(path)))
		return batch_run_stream_board(path, number, play,
		    user);
	if (number > 0 || (path != NULL && !game_name_is_file(path)))
		return batch_run_named(path, NULL, number, play,
		    user);
	const char *name;
	FILE *fp = args_open_input(path, &name);
	if (fp == NULL)
		return ARGS_EXIT_BAD_INPUT;
	args_tell_terminal_input("boards", fp);

	static cli_batch_out out;
	io_error error;
	out.used = 0;
	io_scan *scan = io_scan_new_file(fp, name);
	/* A save is read as every command reads a file, to play its start
	 * (a Mayan one is named as such): read as boards, it was told that
	 * a number of games was expected.  Its text is read once, so that
	 * standard input or a pipe, which cannot be opened again, is read
	 * as a file named is.  So is a file that looks like a Mayan puzzle,
	 * named as one as `tumble same` names it: read as a board list, it
	 * was told that a row ended too soon. */
	if (scan != NULL && batch_looks_like_one_game(scan)) {
		const int status = batch_run_named(NULL, scan, 0, play,
		    user);
		io_scan_free(scan);
		args_close_input(fp);
		return status;
	}
	bool ok = scan != NULL;
	if (!ok)
		io_error_set(&error, name, 0, 0, "out of memory");
	else if (same_file_detect(scan) == SAME_FILE_JUDGE)
		ok = batch_run_judge(scan, &out, play, user, &error);
	else
		ok = batch_run_list(scan, &out, play, user, &error);
	int status = ok ? ARGS_EXIT_OK : ARGS_EXIT_BAD_INPUT;
	cli_batch_flush(&out);
	io_scan_free(scan);
	args_close_input(fp);
	if (status != ARGS_EXIT_OK) {
		args_flush_output();
		args_say_file_error(&error);
	}
	return args_finish_output(status);
}

bool cli_batch_game_option(const options_entry *o, const char *value,
    long *number, char *why, size_t why_size)
{
	game_request r = game_request_new(GAME_SAME);
	bool ok = false;
	game_options_same_board(o, value, &r, &ok, why, why_size);
	*number = r.number;
	return ok;
}

bool cli_batch_budget_option(int id, const char *value, double *seconds,
    uint64_t *moves, int *threads, char *why, size_t why_size)
{
	unsigned long long number;
	char words[IO_SECONDS_WORDS_MAX];
	switch (id) {
	case 't':
		if (io_seconds_parse_budget(value, seconds))
			return true;
		io_seconds_budget_words(words, sizeof words,
		    SAME_PLANNER_ZERO_SECONDS);
		escape_fit(why, why_size, "--time takes %s, not '%s'", words,
		    value);
		return false;
	case 'n':
		if (!args_parse_number(value, 1, SAME_PLANNER_MAX_MOVES,
		    &number)) {
			escape_fit(why, why_size,
			    "--moves takes a number from 1 "
			    "to %llu, not '%s'", SAME_PLANNER_MAX_MOVES, value);
			return false;
		}
		*moves = number;
		return true;
	default:
		if (!args_parse_number(value, 1, SAME_PLANNER_MAX_THREADS,
		    &number)) {
			escape_fit(why, why_size,
			    "--threads takes a number from "
			    "1 to %d, not '%s'", SAME_PLANNER_MAX_THREADS,
			    value);
			return false;
		}
		*threads = (int)number;
		return true;
	}
}
