/*
 * The Same Game screen (see same.h): its keys, clicks and moves, greedy's
 * replay and the plan's.  Every move goes through the session, every word
 * about a move through the judge's formatting, and every rule through the
 * engine.  The planner's search is in plan_job.c, drawing in
 * draw.c, high scores in record.c.
 */
#include "ui/same/same.h"

#include <stdio.h>
#include <stdlib.h>

#include "command/cmd.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/same_planner.h"
#include "ui/job.h"
#include "ui/prompt.h"
#include "ui/same/screen.h"
#include "ui/same/scores.h"

/* ---- moves ---- */

static void ui_same_stop_animation(ui_same *g)
{
	g->animating = false;
	ui_same_sync_tick(g);
}

/* After the session has played a move from `before`: say it, show it. */
static void ui_same_played(ui_same *g, const same_board *before,
    const game_outcome *out)
{
	const same_session *s = &g->game.same;
	const same_cluster move = same_session_move(s,
	    same_session_move_count(s) - 1);
	snprintf(g->move_line, sizeof g->move_line, "%s", out->move);
	g->note.text[0] = '\0';
	if (ui_same_job_outdated(g))
		ui_note_set(&g->note, UI_PLAIN, "Planning stopped: the board "
		    "changed.");
	if (g->animate) {
		ui_same_frame_start(&g->frame, before, &move);
		g->animating = true;
	}
	ui_same_sync_tick(g);
	ui_same_show_outcome(g, out);
}

static void ui_same_remove_at(ui_same *g, int row, int col)
{
	same_board before = *same_session_board(&g->game.same);
	game_outcome out;
	if (game_play_same(&g->game, row, col, false, &out))
		ui_same_played(g, &before, &out);
	else if (same_board_at(&before, row, col) != 0)
		ui_note_set(&g->note, UI_PLAIN, "A lone ball at (%d,%d) cannot be "
		    "removed: a cluster needs 2 balls or more.", row, col);
	else
		ui_note_set(&g->note, UI_PLAIN, "(%d,%d) is empty.", row, col);
}

/* A move the game makes for the player (`watched`: of the planner's
 * game shown, which goes on): the cursor follows it. */
static bool ui_same_make(ui_same *g, const same_cluster *move, bool watched)
{
	same_board before = *same_session_board(&g->game.same);
	const game_move m = { .same = { move->row, move->col } };
	game_outcome out;
	if (move->size < 2 || !(watched ? game_play_watched(&g->game, &m, &out)
	    : game_play(&g->game, &m, true, &out)))
		return false;
	g->row = move->row;
	g->col = move->col;
	ui_same_played(g, &before, &out);
	return true;
}

static bool ui_same_greedy_step(ui_same *g)
{
	const same_cluster move =
	    same_greedy_choice(same_session_board(&g->game.same));
	return ui_same_make(g, &move, false);
}

static bool ui_same_plan_step(ui_same *g)
{
	same_cluster next;
	return ui_same_plan_next(&g->plan, &g->game.same, &next) &&
	    ui_same_make(g, &next, true);
}

/* A replay ends with the game, so the next key is not spent on
 * stopping it. */
static void ui_same_replay_step(ui_same *g)
{
	bool moved = g->replaying_plan ? ui_same_plan_step(g) :
	    ui_same_greedy_step(g);
	g->replaying = moved && !same_session_over(&g->game.same);
	ui_same_sync_tick(g);
}

/* Play the plan in hand out, move by move, as a replay. */
static void ui_same_play_plan(ui_same *g)
{
	g->replaying_plan = true;
	ui_same_replay_step(g);
}

static void ui_same_watch(ui_same *g);

static void ui_same_tick(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (ui_same_poll_job(g))
		ui_same_play_plan(g);
	if (ui_same_poll_review(g)) {
		ui_same_check_review(g);
		if (g->watch_wanted)
			ui_same_watch(g);
	}
	if (g->animating) {
		if (ui_same_frame_step(&g->frame))
			return;
		/* At rest: a replay pauses before its next move. */
		g->animating = false;
	} else if (g->replaying) {
		ui_same_replay_step(g);
	}
	ui_same_sync_tick(g);
}

/* ---- keys ---- */

static void ui_same_move_cursor(ui_screen *self, int rows, int cols)
{
	ui_same *g = (ui_same *)self;
	const same_board *b = same_session_board(&g->game.same);
	g->row += rows;
	g->col += cols;
	g->row = g->row < 1 ? 1 : g->row > b->rows ? b->rows : g->row;
	g->col = g->col < 1 ? 1 : g->col > b->cols ? b->cols : g->col;
}

static void ui_same_key_left(ui_screen *self)
{
	ui_same_move_cursor(self, 0, -1);
}

static void ui_same_key_right(ui_screen *self)
{
	ui_same_move_cursor(self, 0, 1);
}

static void ui_same_key_up(ui_screen *self)
{
	ui_same_move_cursor(self, 1, 0);
}

static void ui_same_key_down(ui_screen *self)
{
	ui_same_move_cursor(self, -1, 0);
}

static void ui_same_key_remove(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	ui_same_remove_at(g, g->row, g->col);
}

static void ui_same_key_hint(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	same_cluster best = same_greedy_choice(same_session_board(&g->game.same));
	if (best.size < 2) {
		ui_note_set(&g->note, UI_PLAIN, "No move is left.");
		return;
	}
	g->row = best.row;
	g->col = best.col;
	ui_note_set(&g->note, UI_TITLE, "Hint: greedy removes %d balls of colour "
	    "%c at (%d,%d) for %d point%s.", best.size,
	    same_color_letter(best.color), best.row, best.col,
	    same_points(best.size), same_points(best.size) == 1 ? "" : "s");
}

static void ui_same_key_greedy(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!ui_same_greedy_step(g))
		ui_note_set(&g->note, UI_PLAIN, "No move is left.");
}

static void ui_same_key_replay(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (same_session_over(&g->game.same)) {
		ui_note_set(&g->note, UI_PLAIN, "No move is left.");
		return;
	}
	g->replaying_plan = false;
	ui_same_replay_step(g);
}

static void ui_same_key_plan(ui_screen *self)
{
	ui_same_think((ui_same *)self, false, NULL);
}

static void ui_same_key_play_plan(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (ui_same_think(g, true, NULL))
		ui_same_play_plan(g);
}

static void ui_same_key_escape(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (g->job == NULL)
		return;
	ui_same_stop_job(g);
	ui_note_set(&g->note, UI_PLAIN, "Planning cancelled.");
}

static void ui_same_key_undo(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!game_undo(&g->game)) {
		ui_note_set(&g->note, UI_PLAIN, "Nothing to undo.");
		return;
	}
	int moves = same_session_move_count(&g->game.same);
	same_cluster last = same_session_move(&g->game.same, moves - 1);
	g->move_line[0] = '\0';
	if (moves > 0)
		same_judge_format_move(g->move_line, moves, &last);
	ui_note_set(&g->note, UI_PLAIN, "Undid move %d; r redoes it.%s",
	    moves + 1, ui_same_job_outdated(g) ? "  Planning stopped." : "");
}

static void ui_same_key_redo(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!same_session_can_redo(&g->game.same)) {
		ui_note_set(&g->note, UI_PLAIN, "Nothing to redo.");
		return;
	}
	same_board before = *same_session_board(&g->game.same);
	game_outcome out;
	if (game_redo(&g->game, &out))
		ui_same_played(g, &before, &out);
}

/* Take up the game in g->game from its start, or as a command left it. */
static void ui_same_start(ui_same *g)
{
	ui_same_stop_job(g);
	g->plan.known = false;
	g->watch_wanted = false;
	ui_same_review_game(g);
	g->move_line[0] = '\0';
	g->row = 1;
	g->col = 1;
	ui_note_set(&g->note, UI_PLAIN, "Remove clusters of 2 or more balls of one "
	    "colour: (m-2)^2 points each.");
	ui_same_check_over(g);
}

static void ui_same_new_board(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	const same_board *b = same_session_start_board(&g->game.same);
	game_request r = game_request_new(GAME_SAME);
	/* A clearable board is followed by another clearable one. */
	r.random = (same_id){ b->rows, b->cols, b->colors, 0,
		g->game.same.has_id && g->game.same.id.clearable };
	r.sized = true;
	game_open_error e;
	game next;
	game_init(&next);
	if (!game_open(&next, &r, &e)) {
		ui_note_set(&g->note, UI_ALERT, "%s", e.text);
		return;
	}
	ui_same_settle_review(g);
	next.starts = g->game.starts + 1;
	game_drop(&g->game);
	game_free(&g->game);
	g->game = next;
	ui_same_start(g);
}

static bool ui_same_in_progress(ui_same *g)
{
	return game_moves_at_stake(&g->game) > 0;
}

/* Ask before a key throws away a game in progress.  The planner's
 * search stops first, as a move stops it: its spinner would stand where
 * the question is asked, and its plan, found, take the question's place
 * while the question still waited for a y. */
static void ui_same_ask(ui_same *g, void (*then)(ui_screen *),
    const char *question)
{
	if (!ui_same_in_progress(g)) {
		then(&g->screen);
		return;
	}
	ui_same_stop_job(g);
	ui_ask_start(&g->ask, &g->note, then, question);
}

static void ui_same_key_new(ui_screen *self)
{
	ui_same_ask((ui_same *)self, ui_same_new_board,
	    "Start a new board and drop this game?");
}

static void ui_same_restart(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!game_restart(&g->game)) {
		ui_note_set(&g->note, UI_ALERT, "Out of memory: the game goes "
		    "on.");
		return;
	}
	ui_same_start(g);
}

static void ui_same_key_restart(ui_screen *self)
{
	ui_same_ask((ui_same *)self, ui_same_restart,
	    "Start this board again and drop this game?");
}

static void ui_same_leave(ui_screen *self)
{
	ui_pop();
}

static void ui_same_key_quit(ui_screen *self)
{
	ui_same_ask((ui_same *)self, ui_same_leave, "Quit this game?");
}

static void ui_same_key_command(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	const unsigned long starts = g->game.starts;
	char planning[UI_PROMPT_LINE_MAX];
	cmd_search search;
	switch (ui_prompt_run_search(&g->game, GAME_SAME, &g->note, &search,
	    planning, sizeof planning)) {
	case UI_PROMPT_QUIT:
		ui_pop();
		return;
	case UI_PROMPT_SWITCH:
		ui_prompt_switch(&g->game, g->animate);
		return;
	case UI_PROMPT_STAY:
		break;
	}
	/* A command may have started another game, even of the same board:
	 * take it up afresh. */
	if (g->game.starts != starts) {
		ui_note note = g->note;
		ui_same_start(g);
		g->note = note;
	} else if (same_session_over(&g->game.same)) {
		ui_same_check_over(g);
	}
	int moves = same_session_move_count(&g->game.same);
	g->move_line[0] = '\0';
	if (moves > 0) {
		same_cluster last = same_session_move(&g->game.same, moves - 1);
		same_judge_format_move(g->move_line, moves, &last);
	}
	/* `plan` typed at the prompt runs as H and A do: on the job thread,
	 * with the spinner, Esc keeping the best line so far. */
	bool play;
	same_planner_budget budget;
	char error[CMD_ERROR_MAX];
	if (search != CMD_SEARCH_PLAN)
		return;
	if (!cmd_plan_line(planning, &play, &budget, error, sizeof error))
		ui_note_set(&g->note, UI_ALERT, "%s", error);
	else if (ui_same_think(g, play, &budget))
		ui_same_play_plan(g);
}

/* The planner's game on this board, played out from the start as A plays
 * (u and r then step through it), in a mode of its own that records and
 * keeps nothing: the game over is the player's, so the planner's cannot
 * spoil it. */
static void ui_same_watch(ui_same *g)
{
	g->watch_wanted = false;
	if (g->review.plan.line.count == 0)
		ui_note_set(&g->note, UI_PLAIN, "The planner found no move on "
		    "this board.");
	else if (!game_watch(&g->game))
		ui_note_set(&g->note, UI_ALERT, "Out of memory: the planner's "
		    "game cannot be shown.");
	else {
		ui_same_start(g);
		g->plan = g->review.plan;
		ui_same_play_plan(g);
	}
}

static void ui_same_key_watch(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!same_session_over(&g->game.same))
		ui_note_set(&g->note, UI_PLAIN, "v shows the planner's game on "
		    "this board once this game is over.");
	else if (g->review.job == NULL && !g->review.plan.known)
		ui_note_set(&g->note, UI_PLAIN, "The planner does not play "
		    "along: TUMBLE_REVIEW_SECONDS is 0.");
	else if (!g->review.plan.known) {
		/* Its game starts by itself once it is done. */
		g->watch_wanted = true;
		ui_note_set(&g->note, UI_PLAIN, "The planner is still at work "
		    "(%ld so far); its game starts when it is done.",
		    ui_same_review_best(&g->review));
	} else
		ui_same_watch(g);
}

static void ui_same_key_scores(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	ui_screen *scores = ui_scores_new(g->game.record.kind);
	if (scores != NULL)
		ui_push(scores);
}

static void ui_same_key_help(ui_screen *self)
{
	ui_help_show(self);
}

const ui_key ui_same_keys[] = {
	{ KEY_LEFT, "Arrows, hjkl", "move the cursor", NULL,
	    ui_same_key_left },
	{ KEY_RIGHT, NULL, NULL, NULL, ui_same_key_right },
	{ KEY_UP, NULL, NULL, NULL, ui_same_key_up },
	{ KEY_DOWN, NULL, NULL, NULL, ui_same_key_down },
	{ 'h', NULL, NULL, NULL, ui_same_key_left },
	{ 'l', NULL, NULL, NULL, ui_same_key_right },
	{ 'k', NULL, NULL, NULL, ui_same_key_up },
	{ 'j', NULL, NULL, NULL, ui_same_key_down },
	{ ' ', "Space, Enter", "remove the cluster under the cursor",
	    "remove", ui_same_key_remove },
	{ '\r', NULL, NULL, NULL, ui_same_key_remove },
	{ '\n', NULL, NULL, NULL, ui_same_key_remove },
	{ KEY_ENTER, NULL, NULL, NULL, ui_same_key_remove },
	{ 'g', "g", "hint: show and say the greedy move", "hint",
	    ui_same_key_hint },
	{ 'G', "G", "play the greedy move", "greedy", ui_same_key_greedy },
	{ 'a', "a", "replay greedy to the end; any key stops", "auto",
	    ui_same_key_replay },
	{ 'H', "H", "the planner's best move from here, and the score it "
	    "expects", NULL, ui_same_key_plan },
	{ 'A', "A", "play the plan out (far stronger than greedy); any key "
	    "stops", NULL, ui_same_key_play_plan },
	{ UI_KEY_ESC, "Esc", "cancel the planner's search", NULL,
	    ui_same_key_escape },
	{ 'u', "u", "undo (unlimited)", "undo", ui_same_key_undo },
	/* No footer word for redo: S takes its place at 80 columns. */
	{ 'r', "r", "redo (unlimited)", NULL, ui_same_key_redo },
	{ 'n', "n", "new random board of the same size and colours",
	    "new", ui_same_key_new },
	{ 'R', "R", "start this board again (a fresh game)", NULL,
	    ui_same_key_restart },
	{ 'v', "v", "once the game is over: watch the planner's game on this "
	    "board", NULL, ui_same_key_watch },
	/* No footer word: the footer is full at 80 columns. */
	{ ':', ":", "the command line (as tumble shell) on this game", NULL,
	    ui_same_key_command },
	{ 'S', "S", "the high scores: this board's first", "scores",
	    ui_same_key_scores },
	{ '?', "?", "this help", "help", ui_same_key_help },
	{ 'q', "q", "quit (asks while a game is in progress)", "quit",
	    ui_same_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

/* What every key and click does first: a key stops a replay (and does
 * nothing else), ends a removal's show at once, and answers a question.
 * Returns false when the event is used up. */
static bool ui_same_interrupt(ui_same *g, int key)
{
	if (g->replaying) {
		g->replaying = false;
		ui_same_stop_animation(g);
		ui_note_set(&g->note, UI_PLAIN, "Replay stopped.");
		return false;
	}
	ui_same_stop_animation(g);
	return !ui_ask_answer(&g->ask, key, &g->screen);
}

static void ui_same_key(ui_screen *self, int key)
{
	ui_same *g = (ui_same *)self;
	if (ui_same_interrupt(g, key))
		ui_screen_key(self, key);
}

static void ui_same_click(ui_screen *self, int y, int x)
{
	ui_same *g = (ui_same *)self;
	if (!ui_same_interrupt(g, KEY_MOUSE))
		return;
	const same_board *b = same_session_board(&g->game.same);
	if (ui_same_layout_cell_at(&g->layout, b->rows, b->cols, y, x,
	    &g->row, &g->col))
		ui_same_remove_at(g, g->row, g->col);
}

/* The cursor follows the pointer over the board: its cluster lights and
 * the cursor line says what a click there would remove.  A move is never
 * made by the pointer alone, so nothing is interrupted. */
static void ui_same_hover(ui_screen *self, int y, int x)
{
	ui_same *g = (ui_same *)self;
	const same_board *b = same_session_board(&g->game.same);
	ui_same_layout_cell_at(&g->layout, b->rows, b->cols, y, x, &g->row,
	    &g->col);
}

static void ui_same_close(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	char alert[512];
	ui_same_stop_job(g);
	ui_same_settle_review(g);
	ui_same_review_stop(&g->review);
	/* Whatever closes the screen (q, a signal, the terminal gone), a
	 * game in progress is kept to continue; trouble keeping it costs
	 * only the continuing, and is said. */
	if (!game_keep(&g->game, alert, sizeof alert))
		ui_leave_word(alert);
	game_free(&g->game);
	free(g);
}

ui_screen *ui_same_new_game(game *from, bool animate)
{
	ui_same *g = calloc(1, sizeof *g);
	if (g == NULL) {
		game_free(from);
		return NULL;
	}
	g->game = *from;
	game_init(from);
	g->screen = (ui_screen){
		.title = "Same Game",
		.keys = ui_same_keys,
		.help = "Remove a cluster of 2 or more balls of one colour "
		    "for (m-2)^2 points;\n"
		    "balls fall, empty columns close, and a clear board earns "
		    "1000 more.\n"
		    "Click a ball to remove its cluster.  Rows count from 1 "
		    "at the bottom,\n"
		    "columns from 1 at the left, as the message line names "
		    "moves.\n"
		    "High scores are kept per board kind in "
		    "$XDG_DATA_HOME/tumble/scores;\n"
		    "a game in which the computer played a move (G, a, A, "
		    "greedy or plan play\n"
		    "at the : prompt) is assisted and kept apart from them.\n"
		    "H plans for a second; TUMBLE_PLAN_SECONDS=S in the "
		    "environment plans S seconds.\n",
		.fit = ui_same_fit,
		.draw = ui_same_draw,
		.key = ui_same_key,
		.click = ui_same_click,
		.hover = ui_same_hover,
		.note = &g->note,
		.tick = ui_same_tick,
		.close = ui_same_close,
	};
	g->animate = animate;
	ui_same_start(g);
	return &g->screen;
}

ui_screen *ui_same_new_random(int rows, int cols, int colors,
    bool clearable, bool animate)
{
	game_request r = game_request_new(GAME_SAME);
	r.random = (same_id){ rows, cols, colors, 0, clearable };
	r.sized = true;
	game g;
	game_open_error e;
	game_init(&g);
	if (!game_open(&g, &r, &e))
		return NULL;
	return ui_same_new_game(&g, animate);
}
