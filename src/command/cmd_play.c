/*
 * The commands that play a game and answer about it: show, score,
 * remove, move, greedy, plan, solve, hint, undo, redo and restart.
 */
#include "command/cmd_impl.h"

#include "command/args.h"
#include "command/options.h"
#include "command/wrap.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan_solve.h"
#include "io/escape.h"
#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/seconds.h"
#include "io/same_judge.h"
#include "session/same_planner.h"

/* A level ("Level 3 of 117", which `new mayan 3` takes) is found in
 * the pack as it is now; a level the pack no longer holds is named by
 * its title. */
void cmd_game_name(const game *g, char *out, size_t size)
{
	levels_pack *pack = g->level[0] != '\0' ? malloc(sizeof *pack) :
	    NULL;
	int index = -1;
	if (pack != NULL) {
		levels_list(pack);
		index = levels_find(pack, g->level);
	}
	if (index >= 0)
		levels_said(pack, index, out, size);
	else
		escape_for_terminal(out, size, g->title);
	free(pack);
}

cmd_status cmd_score_same(cmd_call *call)
{
	const game *g = call->game;
	const same_session *s = &g->same;
	char name[sizeof g->title + 8];
	cmd_game_name(g, name, sizeof name);
	const int moves = same_session_move_count(s);
	const int balls = same_session_board(s)->balls;
	char line[sizeof name + 160], redo[32], helped[16];
	game_redo_words(g, "", redo, sizeof redo);
	game_assisted_words(g, helped, sizeof helped);
	snprintf(line, sizeof line, "Same Game (%s): score %ld, %d ball%s "
	    "left, %d move%s%s%s%s", name, same_session_score(s), balls,
	    balls == 1 ? "" : "s", moves, moves == 1 ? "" : "s", redo,
	    helped, same_session_over(s) ? ", game over" : "");
	wrap_say(call->out, line);
	return CMD_OK;
}

cmd_status cmd_score_mayan(cmd_call *call)
{
	const game *g = call->game;
	const mayan_session *s = &g->mayan;
	char name[sizeof g->title + 8];
	cmd_game_name(g, name, sizeof name);
	const char *state = mayan_session_solved(s) ? ", solved" :
	    mayan_session_over(s) ? ", not solved" : "";
	const int blocks = mayan_board_blocks(mayan_session_board(s));
	char line[sizeof name + 160], redo[32], helped[16];
	game_redo_words(g, "", redo, sizeof redo);
	game_assisted_words(g, helped, sizeof helped);
	snprintf(line, sizeof line, "Mayan (%s): move %d of %d%s, %d block%s "
	    "left%s%s", name, mayan_session_move_count(s), s->limit, redo,
	    blocks, blocks == 1 ? "" : "s", helped, state);
	wrap_say(call->out, line);
	return CMD_OK;
}

void cmd_say_game(game *g, FILE *out)
{
	char error[CMD_ERROR_MAX];
	cmd_call call = { .game = g, .name = "score", .out = out,
		.error = error, .error_size = sizeof error };
	if (g->kind == GAME_SAME)
		cmd_score_same(&call);
	else if (g->kind == GAME_MAYAN)
		cmd_score_mayan(&call);
}

/* A row of the Same Game board's column labels, `cell` columns a
 * ball: the numbers whole where they fit, else their tens (`tens`) or
 * their ones, one over the other as the game screen draws them. */
static void cmd_show_labels(FILE *out, int cols, int cell, bool tens)
{
	fprintf(out, "   ");
	for (int c = 1; c <= cols; c++) {
		if (cell >= 3)
			fprintf(out, "%*d", cell, c);
		else if (tens)
			fprintf(out, "%*c", cell, c >= 10 ? '0' + c / 10 : ' ');
		else
			fprintf(out, "%*d", cell, c % 10);
	}
	fputc('\n', out);
}

/* Both boards carry the judge's coordinates, as the game labels them:
 * Same Game rows 1..10 from the bottom and columns 1..15; Mayan y 0..6
 * from the bottom and x 0..4; the score follows.  A Same Game board
 * narrows its balls to fit the terminal it is shown on (the : prompt
 * of a game played in 40 columns), as the game screen does. */
cmd_status cmd_show_same(cmd_call *call)
{
	const same_board *b = same_session_board(&call->game->same);
	const int width = wrap_terminal_width(call->out);
	int cell = 3;
	while (cell > 1 && width > 0 && 3 + b->cols * cell > width - 1)
		cell--;
	for (int r = b->rows; r >= 1; r--) {
		fprintf(call->out, "%2d ", r);
		for (int c = 1; c <= b->cols; c++) {
			int color = same_board_at(b, r, c);
			fprintf(call->out, "%*c", cell,
			    color ? same_color_letter(color) : '.');
		}
		fputc('\n', call->out);
	}
	if (cell < 3 && b->cols >= 10)
		cmd_show_labels(call->out, b->cols, cell, true);
	cmd_show_labels(call->out, b->cols, cell, false);
	return cmd_score_same(call);
}

cmd_status cmd_show_mayan(cmd_call *call)
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
	return cmd_score_mayan(call);
}

cmd_status cmd_remove(cmd_call *call)
{
	const same_board *b = same_session_board(&call->game->same);
	long row, col;
	if (!cmd_number(call, call->argv[0], 1, b->rows, "a row", &row) ||
	    !cmd_number(call, call->argv[1], 1, b->cols, "a column", &col))
		return CMD_FAILED;
	/* Refused in the session's words, as the game's screen says them
	 * (a lone ball, an empty cell, a game over). */
	game_outcome out;
	if (!game_play_same(call->game, (int)row, (int)col, false, &out))
		return cmd_fail(call, "%s", out.refused);
	cmd_print_played(call, &out, false);
	return CMD_OK;
}

cmd_status cmd_move(cmd_call *call)
{
	mayan_session *s = &call->game->mayan;
	long x, y;
	if (!cmd_number(call, call->argv[0], 0, MAYAN_WIDTH - 1, "x", &x) ||
	    !cmd_number(call, call->argv[1], 0, MAYAN_HEIGHT - 1, "y", &y))
		return CMD_FAILED;
	/* Two values, not a range: "from -1 to 1" would offer 0. */
	const char *way = call->argv[2];
	if (strcmp(way, "1") != 0 && strcmp(way, "-1") != 0)
		return cmd_fail_word(call, way, "expected G 1 (right) or -1 "
		    "(left), found '%s'", way);
	const int g = way[0] == '-' ? -1 : 1;
	mayan_move m = { (int8_t)x, (int8_t)y, (int8_t)g };
	const mayan_board *b = mayan_session_board(s);
	if (mayan_session_moves_left(s) == 0)
		return cmd_fail(call, "no moves left (%d of %d played); try "
		    "undo or restart", s->limit, s->limit);
	if (y >= mayan_board_height(b, (int)x))
		return cmd_fail(call, "no block at (%ld,%ld)", x, y);
	game_outcome out;
	if (!game_play_mayan(call->game, m, false, &out))
		return cmd_fail(call, "%s", out.refused);
	cmd_print_played(call, &out, false);
	return CMD_OK;
}

cmd_status cmd_greedy(cmd_call *call)
{
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

const options_entry cmd_plan_options[] = {
	{ 'n', "moves", 'n', "N", "plan for N tried moves (the same plan every "
	    "time)" },
	{ 0, NULL, 0, NULL, NULL },
};

static const options_command cmd_plan_command = {
	.name = "plan",
	.usage = "[play] [SECONDS] [--moves N]",
	.about = "",
	.options = cmd_plan_options,
};

static bool cmd_plan_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	same_planner_budget *budget = user;
	unsigned long long moves;
	if (args_parse_number(value, 1, SAME_PLANNER_MAX_MOVES, &moves)) {
		budget->moves = moves;
		return true;
	}
	escape_fit(why, why_size, "expected a number of moves from 1 to %llu, "
	    "found '%s'", SAME_PLANNER_MAX_MOVES, value);
	return false;
}

/* The budget of `plan [play] [SECONDS] [--moves N]`; false (and a message)
 * on anything else.  A move budget alone plans without the clock and in
 * one search, as `tumble plan -n N -j 1` does, so the plan is the same on
 * every machine whatever its processors. */
static bool cmd_plan_args(cmd_call *call, bool *play,
    same_planner_budget *budget)
{
	*play = false;
	*budget = (same_planner_budget){
		.seconds = SAME_PLANNER_DEFAULT_SECONDS,
		.clock = CLOCK_MONOTONIC };
	int first;
	/* The words before argv are the command's name, as getopt wants. */
	if (!options_parse_line(&cmd_plan_command, call->argc + 1,
	    call->argv - 1, cmd_plan_option, budget, &first,
	    &call->error_word, call->error, call->error_size))
		return false;
	char **operand = call->argv - 1 + first;
	int operands = call->argc + 1 - first;
	if (operands > 0 && strcmp(operand[0], "play") == 0) {
		*play = true;
		operand++;
		operands--;
	}
	if (operands > 1) {
		cmd_fail(call, "usage: plan %s", cmd_plan_command.usage);
		return false;
	}
	if (operands == 1 &&
	    !io_seconds_parse_budget(operand[0], &budget->seconds)) {
		char words[IO_SECONDS_WORDS_MAX];
		io_seconds_budget_words(words, sizeof words,
		    SAME_PLANNER_ZERO_SECONDS);
		cmd_fail_word(call, operand[0], "expected %s, found '%s'",
		    words, operand[0]);
		return false;
	}
	if (budget->moves > 0 && operands == 0) {
		budget->seconds = 0;
		budget->threads = 1;
	}
	if (budget->moves == 0 && budget->seconds == 0) {
		cmd_fail(call, "plan 0 needs --moves N");
		return false;
	}
	return true;
}

bool cmd_plan_line(const char *line, bool *play, same_planner_budget *budget,
    char *error, size_t error_size)
{
	char buf[4096], *words[CMD_MAX_ARGS];
	int count;
	if (!cmd_split(line, buf, sizeof buf, words, CMD_MAX_ARGS, &count,
	    error, error_size))
		return false;
	cmd_call call = { .name = words[0], .argc = count - 1,
		.argv = words + 1, .error = error, .error_size = error_size };
	return count > 0 && cmd_plan_args(&call, play, budget);
}

/* The planner's line from the current position, in the judge's words:
 * moves numbered on from the game's, and the final score the game would
 * end with; or played, which prints the same lines. */
cmd_status cmd_plan(cmd_call *call)
{
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
	same_planner_run(plan, &budget, call->cancel);
	const same_plan_line *line = same_plan_best(plan);
	/* A line cut short is said to be one, as the game's screen says
	 * it: the player would take it for the plan of the whole time
	 * asked. */
	if (call->cancel != NULL && atomic_load(call->cancel)) {
		line = same_planner_stopped_best(plan);
		if (line == NULL) {
			fprintf(call->out, "%s\n", SAME_PLANNER_STOPPED_NONE);
			free(plan);
			return CMD_OK;
		}
		fprintf(call->out, "%s:\n", SAME_PLANNER_STOPPED_BEST);
	}
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

/* The answer from the current position with the moves left, unless the
 * call's cancel flag stops the search first; the answer found before is
 * taken again while the game follows it (hint after solve). */
static mayan_solve_status cmd_solve_mayan(const cmd_call *call,
    mayan_move answer[])
{
	mayan_session *s = &call->game->mayan;
	if (mayan_session_moves_left(s) == 0)
		return mayan_session_solved(s) ? MAYAN_SOLVE_FOUND :
		    MAYAN_SOLVE_NONE;
	return mayan_assist_solve(&call->game->answer, s, call->cancel,
	    answer);
}

static cmd_status cmd_stopped(cmd_call *call)
{
	return cmd_fail(call, "stopped before an answer was found");
}

cmd_status cmd_solve(cmd_call *call)
{
	const mayan_session *s = &call->game->mayan;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	const mayan_solve_status found = cmd_solve_mayan(call, answer);
	if (found == MAYAN_SOLVE_CANCELLED)
		return cmd_stopped(call);
	if (found == MAYAN_SOLVE_NONE) {
		fprintf(call->out, "-1\n");
		return CMD_OK;
	}
	/* The judge's answer from a solved puzzle has no move: a script
	 * gets none, a player the game's words rather than "Done.". */
	if (mayan_session_moves_left(s) == 0) {
		cmd_tell_player(call, "Solved already.\n");
		return CMD_OK;
	}
	char line[MAYAN_JUDGE_LINE_MAX];
	game_shown_help(call->game);
	for (int i = 0; i < mayan_session_moves_left(s); i++) {
		mayan_judge_format_move(line, answer[i]);
		fprintf(call->out, "%s\n", line);
	}
	return CMD_OK;
}

cmd_status cmd_hint_mayan(cmd_call *call)
{
	mayan_session *s = &call->game->mayan;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	if (mayan_session_over(s)) {
		char over[160];
		const bool way_back = mayan_assist_say_over(s, over,
		    sizeof over);
		return cmd_fail(call, "%s%s", over, way_back ? "; try undo or "
		    "restart" : "");
	}
	const mayan_solve_status found = cmd_solve_mayan(call, answer);
	if (found == MAYAN_SOLVE_CANCELLED)
		return cmd_stopped(call);
	if (found == MAYAN_SOLVE_NONE) {
		char none[160];
		const bool way_back = mayan_assist_say_none(s, none,
		    sizeof none);
		fprintf(call->out, "%s%s\n", none,
		    way_back ? "; try undo or restart" : "");
	} else {
		game_shown_help(call->game);
		fprintf(call->out, "move %d %d %d\n", answer[0].x,
		    answer[0].y, answer[0].g);
	}
	return CMD_OK;
}

cmd_status cmd_hint_same(cmd_call *call)
{
	const same_session *s = &call->game->same;
	if (same_session_over(s))
		return cmd_fail(call, "the game is over");
	same_cluster best = same_greedy_choice(same_session_board(s));
	fprintf(call->out, "remove %d %d: %d %c balls, %d point%s\n",
	    best.row, best.col, best.size, same_color_letter(best.color),
	    same_points(best.size), same_points(best.size) == 1 ? "" : "s");
	return CMD_OK;
}

cmd_status cmd_undo(cmd_call *call)
{
	if (!game_undo(call->game))
		return cmd_fail(call, "nothing to undo");
	/* In the words of the game screen's u. */
	cmd_tell_player(call, "Undid move %d.\n",
	    call->game->rules->move_count(call->game) + 1);
	cmd_print_alert(call);
	return CMD_OK;
}

cmd_status cmd_redo(cmd_call *call)
{
	game_outcome out;
	if (!game_redo(call->game, &out))
		return cmd_fail(call, "nothing to redo");
	cmd_print_played(call, &out, false);
	return CMD_OK;
}

cmd_status cmd_restart(cmd_call *call)
{
	game_rewind(call->game);
	/* The moves are still there, for redo: the game screen's R starts
	 * afresh instead, so the prompt says so. */
	char more[32];
	game_redo_words(call->game, "", more, sizeof more);
	cmd_tell_player(call, "Back to the start%s.\n", more);
	cmd_print_alert(call);
	return CMD_OK;
}
