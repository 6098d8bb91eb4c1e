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
#include <string.h>

#include "command/cmd.h"
#include "io/scores.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/same_planner.h"
#include "session/same_review.h"
#include "session/job.h"
#include "ui/same/screen.h"
#include "ui/same/scores.h"

/* ---- keys ---- */

/* The cursor at (row, col), or the nearest cell of the board to it. */
static void ui_same_put_cursor(ui_same *g, int row, int col)
{
	const same_board *b = same_session_board(&g->gs.game.same);
	g->row = row < 1 ? 1 : row > b->rows ? b->rows : row;
	g->col = col < 1 ? 1 : col > b->cols ? b->cols : col;
}

static void ui_same_move_cursor(ui_screen *self, int rows, int cols)
{
	ui_same *g = (ui_same *)self;
	ui_same_put_cursor(g, g->row + rows, g->col + cols);
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
	same_cluster best =
	    same_greedy_choice(same_session_board(&g->gs.game.same));
	if (best.size < 2) {
		ui_same_say_over(g);
		return;
	}
	g->row = best.row;
	g->col = best.col;
	ui_note_set(&g->gs.note, UI_TITLE, "Hint: greedy removes %d %c balls "
	    "at (%d,%d) for %d point%s.", best.size,
	    same_color_letter(best.color), best.row, best.col,
	    same_points(best.size), same_points(best.size) == 1 ? "" : "s");
}

static void ui_same_key_greedy(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!ui_same_greedy_step(g))
		ui_same_say_over(g);
}

static void ui_same_key_replay(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (same_session_over(&g->gs.game.same)) {
		ui_same_say_over(g);
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
	ui_same_cancel_job((ui_same *)self);
}

/* The position changed under the screen (an undo, a command): the move
 * line follows, a plan for the position before stops, and a game over is
 * said.  A game taken back into play no longer waits for the planner's
 * game (v), which would take it aside once the planner is done. */
static const char *ui_same_moved(ui_game *gs)
{
	ui_same *g = (ui_same *)gs;
	if (!same_session_over(&g->gs.game.same))
		g->watch_wanted = false;
	ui_same_say_last_move(g);
	const bool stopped = ui_same_job_outdated(g);
	ui_same_check_over(g);
	return stopped ? "  Planning stopped." : "";
}

static void ui_same_key_redo(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!same_session_can_redo(&g->gs.game.same)) {
		ui_note_set(&g->gs.note, UI_PLAIN, "Nothing to redo.");
		return;
	}
	same_board before = *same_session_board(&g->gs.game.same);
	game_outcome out;
	if (game_redo(&g->gs.game, &out))
		ui_same_played(g, &before, &out);
}

/* How to play, said as a new game opens: in full, then in fewer words
 * for a bare screen's one line under the status (63 columns, then the
 * narrowest, 40), so that the status shows from the first. */
static const char *const ui_same_tips[] = {
	"Remove a cluster of m balls (2 or more, one colour) for (m-2)^2 "
	    "points.",
	"Remove a cluster of m balls (2+, one colour): (m-2)^2 points.",
	"Clusters of m (2+): (m-2)^2 points.",
};

/* Take up the game in g->gs.game from its start, or as a command left it. */
static void ui_same_start(ui_game *gs)
{
	ui_same *g = (ui_same *)gs;
	ui_same_stop_job(g);
	g->plan.known = false;
	g->watch_wanted = false;
	g->pack_board = game_is_pack_board(&g->gs.game);
	g->pack_last = g->pack_board &&
	    !game_pack_has_step(&g->gs.game, 1);
	ui_same_review_game(g);
	g->move_line[0] = '\0';
	g->shared[0] = '\0';
	g->end_share[0] = '\0';
	g->end_forms[0][0] = '\0';
	/* The board of the day is named where even the smallest terminal,
	 * which has no line for the board's name, shows it. */
	const long day = scores_kind_daily_date(g->gs.game.score_kind);
	const int made = same_session_move_count(&g->gs.game.same);
	const int stake = game_moves_at_stake(&g->gs.game);
	/* A game taken up has its cursor where the last move left it, as
	 * the player had it, not back in the corner. */
	if (made > 0) {
		const same_cluster last = same_session_move(&g->gs.game.same,
		    made - 1);
		ui_same_put_cursor(g, last.row, last.col);
	} else {
		ui_same_put_cursor(g, 1, 1);
	}
	char name[64], redo[64];
	days_board_name(name, sizeof name, day, DAYS_BOARD_NAME_LONG);
	game_redo_words(&g->gs.game, " (r)", redo, sizeof redo);
	/* A game taken up part-way: how to begin would be stale. */
	if (stake > 0 && day != 0)
		ui_note_set(&g->gs.note, UI_PLAIN, "%s: taken up after %d "
		    "move%s%s.", name, made, made == 1 ? "" : "s", redo);
	else if (stake > 0)
		ui_note_set(&g->gs.note, UI_PLAIN, "Taken up after %d "
		    "move%s%s.", made, made == 1 ? "" : "s", redo);
	else if (day != 0)
		ui_note_set(&g->gs.note, UI_PLAIN, "%s: the same board for "
		    "every player.", name);
	else
		ui_note_set(&g->gs.note, UI_PLAIN, "%s", ui_same_tips[0]);
	ui_same_check_over(g);
}

const char *ui_same_tip_note(const ui_same *g, const char *note, int x,
    int rows)
{
	if (!g->layout.bare || strcmp(note, ui_same_tips[0]) != 0)
		return note;
	const int last = (int)(sizeof ui_same_tips / sizeof *ui_same_tips) -
	    1;
	for (int i = 0; i < last; i++)
		if (ui_lines_needed(x, ui_same_tips[i]) <= rows)
			return ui_same_tips[i];
	return ui_same_tips[last];
}

static void ui_same_key_watch(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	/* Pressed again, back to the player's own game over. */
	if (ui_same_unwatch(g))
		return;
	if (!same_session_over(&g->gs.game.same) && !g->gs.game.watching)
		ui_note_set(&g->gs.note, UI_PLAIN, "v shows the planner's "
		    "game on this board once this game is over.");
	else if (g->review.job == NULL && !g->review.waiting &&
	    !g->review.plan.known)
		ui_note_set(&g->gs.note, UI_PLAIN, "The planner does not play "
		    "along: TUMBLE_REVIEW_SECONDS is 0.");
	else if (!g->review.plan.known) {
		/* Its game starts by itself once it is done. */
		g->watch_wanted = true;
		if (g->review.waiting)
			ui_note_set(&g->gs.note, UI_PLAIN, "The planner waits "
			    "for a free processor; its game starts when it "
			    "is done.");
		else
			/* Its best so far climbs on the line above: a figure
			 * here would stand still beside it. */
			ui_note_set(&g->gs.note, UI_PLAIN, "The planner is "
			    "still at work; its game starts when it is "
			    "done.");
	} else
		ui_same_watch(g);
}

static void ui_same_key_scores(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	ui_screen *scores = ui_scores_new(g->gs.game.record.kind);
	if (scores != NULL)
		ui_push(scores);
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
	    "expects", "best", ui_same_key_plan },
	{ 'A', "A", "play the plan out (far stronger than greedy); any key "
	    "stops", "plan", ui_same_key_play_plan },
	{ UI_KEY_ESC, "Esc", "stop the planner's search, keeping its best line "
	    "so far", NULL, ui_same_key_escape },
	{ 'u', "u", "undo (unlimited)", "undo", ui_game_key_undo },
	/* No footer word for redo: the footer is full at 80 columns. */
	{ 'r', "r", "redo (unlimited)", NULL, ui_same_key_redo },
	{ 'n', "n", "new random board of the same size and colours, "
	    "clearable when this one is (on a pack's board: its next board; "
	    "asks while a game is in progress)", "new", ui_same_key_new },
	{ ']', "], [", "on a board of a pack (as standard:3), or of a file "
	    "holding several: the next / previous board there",
	    NULL, ui_same_key_next },
	{ '[', NULL, NULL, NULL, ui_same_key_previous },
	{ 'R', "R", "start this board again (a fresh game)", "restart",
	    ui_game_key_restart },
	{ 'v', "v", "once the game is over: watch the planner's game on this "
	    "board; again: back to yours", NULL, ui_same_key_watch },
	{ 'w', "w", "once the game is over: review it, move by move, and try "
	    "again from any move (watching: review yours)", NULL,
	    ui_same_key_review },
	/* No footer word: the footer is full at 80 columns. */
	{ ':', ":", "the command line (as tumble shell) on this game", NULL,
	    ui_game_key_command },
	{ 'S', "S", "the high scores: this board's first", "scores",
	    ui_same_key_scores },
	{ '?', "?", "this help", "help", ui_key_help },
	{ 'q', "q", "quit (asks while a game is in progress)", "quit",
	    ui_game_key_quit },
	{ 0, NULL, NULL, NULL, NULL },
};

/* The keys of a practice game: the game's, but for n, which is named
 * nowhere (it says why it opens no other board), and q, which goes back
 * to the review without asking; the command line opens no other board
 * either (game_opens_another). */
static const ui_key *ui_same_practice_keys(void)
{
	enum { UI_SAME_KEYS = sizeof ui_same_keys / sizeof *ui_same_keys };
	static ui_key keys[UI_SAME_KEYS];
	for (size_t i = 0; i < UI_SAME_KEYS; i++) {
		keys[i] = ui_same_keys[i];
		if (keys[i].key == 'n')
			keys[i] = (ui_key){ 'n', NULL, NULL, NULL,
			    ui_same_key_new };
		else if (keys[i].key == 'q')
			keys[i].does = "back to the review (a practice game "
			    "is not kept)";
		else if (keys[i].key == ':')
			keys[i].does = "the command line (as tumble shell) on "
			    "this game; new, load and continue open no other "
			    "board here";
	}
	return keys;
}

/* The keys that go on at once from the planner's game as it plays, as
 * its words and footer offer them: v and w back to the player's game,
 * u and r a step. */
static bool ui_same_acts_while_watched(const ui_same *g, int key)
{
	return g->gs.game.watching &&
	    (key == 'v' || key == 'w' || key == 'u' || key == 'r');
}

/* What every key and click does first: a key stops a replay (and does
 * nothing else, but the planner's game's ways on), ends a removal's show
 * at once, and answers a question.  Returns false when the event is used
 * up. */
static bool ui_same_interrupt(ui_same *g, int key)
{
	if (g->replaying) {
		g->replaying = false;
		ui_same_stop_animation(g);
		ui_note_set(&g->gs.note, UI_PLAIN, "Replay stopped.");
		return ui_same_acts_while_watched(g, key);
	}
	ui_same_stop_animation(g);
	return !ui_ask_answer(&g->gs.ask, key, &g->gs.screen);
}

static void ui_same_key(ui_screen *self, int key)
{
	ui_same *g = (ui_same *)self;
	if (ui_same_interrupt(g, key))
		ui_game_key(&g->gs, key);
}

static void ui_same_click(ui_screen *self, int y, int x)
{
	ui_same *g = (ui_same *)self;
	if (!ui_same_interrupt(g, KEY_MOUSE))
		return;
	const same_board *b = same_session_board(&g->gs.game.same);
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
	const same_board *b = same_session_board(&g->gs.game.same);
	ui_same_layout_cell_at(&g->layout, b->rows, b->cols, y, x, &g->row,
	    &g->col);
}

/* What runs beside the game stops before a question or another game. */
static const char *ui_same_stop(ui_game *gs)
{
	ui_same *g = (ui_same *)gs;
	const bool planning = g->job != NULL;
	ui_same_stop_job(g);
	g->replaying = false;
	ui_same_stop_animation(g);
	return planning ? "Planning stopped." : "";
}

/* `plan` typed at the prompt runs as H and A do: on the job thread, with
 * the spinner, Esc keeping the best line so far. */
static void ui_same_search(ui_game *gs, cmd_search search,
    const char *line)
{
	ui_same *g = (ui_same *)gs;
	bool play;
	same_planner_budget budget;
	char error[CMD_ERROR_MAX];
	if (!cmd_plan_line(line, &play, &budget, error, sizeof error))
		ui_note_set(&g->gs.note, UI_ALERT, "%s", error);
	else if (ui_same_think(g, play, &budget))
		ui_same_play_plan(g);
}

static bool ui_same_searching(const ui_game *gs)
{
	return ((const ui_same *)gs)->job != NULL;
}

/* Ctrl-C on a search typed at the prompt: as Esc. */
static void ui_same_cancel(ui_game *gs)
{
	ui_same *g = (ui_same *)gs;
	ui_same_cancel_job(g);
	g->replaying = false;
	ui_same_stop_animation(g);
}

static const ui_game_kind ui_same_kind = {
	.kind = GAME_SAME,
	.start = ui_same_start,
	.stop = ui_same_stop,
	.moved = ui_same_moved,
	.leave = ui_same_settle_review,
	.search = ui_same_search,
	.searching = ui_same_searching,
	.cancel = ui_same_cancel,
	.say_end = ui_same_say_end,
};

static void ui_same_close(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	ui_game_close(&g->gs);
	same_assist_review_stop(&g->review);
	if (g->reviewed != NULL)
		same_review_job_stop(g->reviewed);
	game_free(&g->stepped);
	free(g);
}

ui_screen *ui_same_new_game(game *from, bool animate)
{
	ui_same *g = calloc(1, sizeof *g);
	if (g == NULL) {
		game_free(from);
		return NULL;
	}
	game_init(&g->stepped);
	ui_game_adopt(&g->gs, from, &ui_same_kind, animate);
	g->gs.screen = (ui_screen){
		.title = "Same Game",
		.keys = ui_same_keys,
		.help = "Remove a cluster of m balls (2 or more, one "
		    "colour) for (m-2)^2 points;\n"
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
		.note = &g->gs.note,
		.ask = &g->gs.ask,
		.small_quit = ui_game_small_quit,
		.typing = ui_game_typing,
		.tick = ui_same_tick,
		.close = ui_same_close,
	};
	if (g->gs.game.practice)
		g->gs.screen.keys = ui_same_practice_keys();
	ui_same_start(&g->gs);
	return &g->gs.screen;
}

/* A random board of a size and colours: the title menu's fixed sizes
 * and the custom board. */
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
