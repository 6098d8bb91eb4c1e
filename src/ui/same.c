/*
 * The Same Game screen (see same.h).  Every move goes through the session,
 * every word about a move through the judge's formatting, and every rule
 * through the engine; this file only draws and listens, and keeps the
 * planner on its own thread so that it never stops either.
 */
#include "ui/same.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "io/paths.h"
#include "io/same_judge.h"
#include "io/scores.h"
#include "ui/job.h"
#include "ui/prompt.h"
#include "ui/same_logic.h"

enum {
	UI_SAME_CELL = 3,        /* columns per ball: " R " */
	UI_SAME_LABEL = 3,       /* the row labels left of the board */
	UI_SAME_TEXT = 66,       /* the width of the text under the board */
	UI_SAME_TOP = 2,         /* the board's first row on screen */
	UI_SAME_FRAME_MS = 45,   /* one step of balls falling */
	UI_SAME_REPLAY_MS = 300, /* the pause between replayed moves */
};

typedef struct ui_same {
	ui_screen screen;
	game game;         /* a Same Game, shared with the `:` prompt */
	bool animate;
	int row, col;      /* the cursor, in the judge's coordinates */
	same_board frame;  /* what is shown while a removal animates */
	bool animating, replaying;
	bool replaying_plan;  /* the replay follows the plan, not greedy */
	ui_same_plan plan;
	ui_same_plan_job *job; /* the search in progress, or NULL */
	bool job_plays;       /* play the plan out once it is found (A) */
	void (*confirm)(ui_screen *self); /* run when the player says y */
	char move_line[SAME_JUDGE_LINE_MAX];
	ui_note note;
	char alert[700];   /* trouble with the high score file */
	char kind[32];     /* the board kind for high scores */
	long best;         /* the best score of that kind, -1 for none */
	long recorded;     /* the best score of this game already saved */
	same_clusters clusters;
} ui_same;

static const same_board *ui_same_shown(const ui_same *g)
{
	return g->animating ? &g->frame : same_session_board(&g->game.same);
}

static int ui_same_left(const ui_same *g)
{
	const int width = UI_SAME_LABEL +
	    same_session_start_board(&g->game.same)->cols * UI_SAME_CELL;
	return (COLS - width) / 2;
}

/* Ticks are needed while balls fall, a replay plays or the planner
 * works, and only then. */
static void ui_same_sync_tick(ui_same *g)
{
	/* A replay keeps its pace while the planner works; the planner is
	 * then polled at the replay's. */
	g->screen.tick_ms = g->animating ? UI_SAME_FRAME_MS :
	    g->replaying ? UI_SAME_REPLAY_MS :
	    g->job != NULL ? UI_JOB_POLL_MS : 0;
}

/* ---- high scores ---- */

static void ui_same_scores_path(ui_same *g, char *path, size_t size)
{
	if (!paths_data_file("scores", path, size)) {
		path[0] = '\0';
		snprintf(g->alert, sizeof g->alert,
		    "High scores are not kept: set HOME or XDG_DATA_HOME.");
	}
}

static void ui_same_load_best(ui_same *g)
{
	char path[4096];
	ui_same_scores_path(g, path, sizeof path);
	g->best = -1;
	scores_table *t = malloc(sizeof *t);
	if (path[0] == '\0' || t == NULL) {
		free(t);
		return;
	}
	scores_outcome out;
	if (scores_load(path, t, &out))
		g->best = scores_best(t, g->kind);
	if (out.message[0] != '\0')
		snprintf(g->alert, sizeof g->alert, "%s", out.message);
	free(t);
}

/* Save the score of a finished game once, and say how it ranks in
 * `words`; true for a new high score. */
static bool ui_same_record(ui_same *g, char *words, size_t size)
{
	long score = same_session_score(&g->game.same);
	char path[4096];
	words[0] = '\0';
	if (score <= g->recorded) {
		if (g->best >= 0)
			snprintf(words, size, "Best: %ld.", g->best);
		return false;
	}
	g->recorded = score;
	ui_same_scores_path(g, path, sizeof path);
	if (path[0] == '\0')
		return false;
	char date[16];
	time_t now = time(NULL);
	strftime(date, sizeof date, "%Y-%m-%d", localtime(&now));
	scores_outcome out;
	bool saved = scores_record(path, g->kind, score, date, &out);
	if (out.message[0] != '\0')
		snprintf(g->alert, sizeof g->alert, "%s", out.message);
	if (saved && out.rank == 1) {
		snprintf(words, size, "New high score!");
		g->best = score;
		return true;
	}
	if (saved && out.rank > 1)
		snprintf(words, size, "Number %d in the high scores; best: %ld.",
		    out.rank, out.previous_best);
	else if (out.previous_best >= 0)
		snprintf(words, size, "Best: %ld.", out.previous_best);
	return false;
}

/* The final line in the judge's words once the game is over. */
static void ui_same_check_over(ui_same *g)
{
	if (!same_session_over(&g->game.same))
		return;
	char final[SAME_JUDGE_LINE_MAX], words[128];
	same_judge_format_final(final, same_session_score(&g->game.same),
	    same_session_board(&g->game.same)->balls);
	bool new_best = ui_same_record(g, words, sizeof words);
	ui_note_set(&g->note, new_best ? UI_GOOD : UI_TITLE, "%s  %s", final, words);
}

/* ---- moves ---- */

static void ui_same_stop_animation(ui_same *g)
{
	g->animating = false;
	ui_same_sync_tick(g);
}

/* After the session has played `move` from `before`: say it, show it. */
static void ui_same_played(ui_same *g, const same_board *before,
    const same_cluster *move)
{
	same_judge_format_move(g->move_line,
	    same_session_move_count(&g->game.same), move);
	g->note.text[0] = '\0';
	if (g->animate) {
		ui_same_frame_start(&g->frame, before, move);
		g->animating = true;
	}
	ui_same_sync_tick(g);
	ui_same_check_over(g);
}

static void ui_same_remove_at(ui_same *g, int row, int col)
{
	same_board before = *same_session_board(&g->game.same);
	same_cluster move = same_session_remove(&g->game.same, row, col);
	if (move.size >= 2)
		ui_same_played(g, &before, &move);
	else if (same_board_at(&before, row, col) != 0)
		ui_note_set(&g->note, UI_PLAIN, "A lone ball at (%d,%d) cannot be "
		    "removed: a cluster needs 2 balls or more.", row, col);
	else
		ui_note_set(&g->note, UI_PLAIN, "(%d,%d) is empty.", row, col);
}

/* A move the game made for the player: the cursor follows it. */
static void ui_same_made(ui_same *g, const same_board *before,
    const same_cluster *move)
{
	g->row = move->row;
	g->col = move->col;
	ui_same_played(g, before, move);
}

static bool ui_same_greedy_step(ui_same *g)
{
	same_board before = *same_session_board(&g->game.same);
	same_cluster move = ui_same_action_greedy(&g->game.same);
	if (move.size < 2)
		return false;
	ui_same_made(g, &before, &move);
	return true;
}

static bool ui_same_plan_step(ui_same *g)
{
	same_cluster next;
	if (!ui_same_plan_next(&g->plan, &g->game.same, &next))
		return false;
	same_board before = *same_session_board(&g->game.same);
	same_cluster move = same_session_remove(&g->game.same, next.row,
	    next.col);
	ui_same_made(g, &before, &move);
	return true;
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

/* ---- the planner ---- */

/* Stop a search in progress without waiting for its line. */
static void ui_same_stop_job(ui_same *g)
{
	if (g->job == NULL)
		return;
	ui_same_plan_job_finish(g->job, true, &g->plan);
	g->job = NULL;
	ui_same_sync_tick(g);
}

/* The plan's next move on the board (the cursor's cluster is lit) and in
 * the message line, beside what greedy would end with from here. */
static void ui_same_say_plan(ui_same *g)
{
	const same_session *s = &g->game.same;
	same_cluster next;
	if (!ui_same_plan_next(&g->plan, s, &next)) {
		ui_note_set(&g->note, UI_PLAIN, "No move is left.");
		return;
	}
	g->row = next.row;
	g->col = next.col;
	long greedy = same_session_points(s) +
	    same_planner_greedy_points(same_session_board(s));
	ui_note_set(&g->note, UI_TITLE, "Plan: remove (%d,%d), %d balls of "
	    "%c; expected final score %ld (greedy: %ld).", next.row,
	    next.col, next.size, same_color_letter(next.color),
	    ui_same_plan_final(&g->plan), greedy);
}

static void ui_same_play_plan(ui_same *g)
{
	g->replaying_plan = true;
	ui_same_replay_step(g);
}

/* A search has spent its budget: say its plan, or play it out, if it
 * still speaks for the position shown. */
static void ui_same_job_ended(ui_same *g)
{
	bool plays = g->job_plays;
	ui_same_plan_job_finish(g->job, false, &g->plan);
	g->job = NULL;
	ui_same_sync_tick(g);
	if (!ui_same_plan_holds(&g->plan, &g->game.same))
		ui_note_set(&g->note, UI_PLAIN, "The plan ended after the "
		    "board changed; press H again.");
	else if (plays)
		ui_same_play_plan(g);
	else
		ui_same_say_plan(g);
}

/* Plan from the position shown, unless the plan in hand still holds, and
 * say its next move or play it out once it is known. */
static void ui_same_think(ui_same *g, bool play)
{
	const same_session *s = &g->game.same;
	if (g->job != NULL) {
		g->job_plays = g->job_plays || play;
		ui_note_set(&g->note, UI_PLAIN, "Still planning; Esc cancels.");
		return;
	}
	if (same_session_over(s)) {
		ui_note_set(&g->note, UI_PLAIN, "No move is left.");
		return;
	}
	if (ui_same_plan_holds(&g->plan, s)) {
		if (play)
			ui_same_play_plan(g);
		else
			ui_same_say_plan(g);
		return;
	}
	same_planner_budget budget =
	    ui_same_plan_budget(getenv("TUMBLE_PLAN_SECONDS"));
	g->job = ui_same_plan_job_start(s, &budget);
	if (g->job == NULL) {
		ui_note_set(&g->note, UI_ALERT, "The planner cannot start.");
		return;
	}
	g->job_plays = play;
	g->note.text[0] = '\0';
	ui_same_sync_tick(g);
}

static void ui_same_tick(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (g->job != NULL && ui_same_plan_job_done(g->job))
		ui_same_job_ended(g);
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
	ui_note_set(&g->note, UI_TITLE, "Hint: greedy removes %d balls of color %c "
	    "at (%d,%d) for %d points.", best.size,
	    same_color_letter(best.color), best.row, best.col,
	    same_points(best.size));
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
	ui_same_think((ui_same *)self, false);
}

static void ui_same_key_play_plan(ui_screen *self)
{
	ui_same_think((ui_same *)self, true);
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
	if (!same_session_undo(&g->game.same)) {
		ui_note_set(&g->note, UI_PLAIN, "Nothing to undo.");
		return;
	}
	int moves = same_session_move_count(&g->game.same);
	same_cluster last = same_session_move(&g->game.same, moves - 1);
	g->move_line[0] = '\0';
	if (moves > 0)
		same_judge_format_move(g->move_line, moves, &last);
	ui_note_set(&g->note, UI_PLAIN, "Undid move %d; r redoes it.", moves + 1);
}

static void ui_same_key_redo(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	if (!same_session_can_redo(&g->game.same)) {
		ui_note_set(&g->note, UI_PLAIN, "Nothing to redo.");
		return;
	}
	same_board before = *same_session_board(&g->game.same);
	same_session_redo(&g->game.same);
	int moves = same_session_move_count(&g->game.same);
	same_cluster move = same_session_move(&g->game.same, moves - 1);
	ui_same_played(g, &before, &move);
}

/* Take up the game in g->game from its start, or as a command left it. */
static void ui_same_start(ui_same *g)
{
	ui_same_stop_job(g);
	g->plan.known = false;
	const same_board *b = same_session_board(&g->game.same);
	scores_same_kind(g->kind, sizeof g->kind, b->rows, b->cols,
	    b->colors);
	g->recorded = -1;
	g->move_line[0] = '\0';
	g->alert[0] = '\0';
	g->row = 1;
	g->col = 1;
	ui_note_set(&g->note, UI_PLAIN, "Remove clusters of 2 or more balls of one "
	    "colour: (m-2)^2 points each.");
	ui_same_load_best(g);
}

static void ui_same_new_board(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	const same_board *b = same_session_start_board(&g->game.same);
	const same_id id = { b->rows, b->cols, b->colors,
		same_session_fresh_seed() };
	if (!game_start_same_id(&g->game, &id)) {
		/* The old game is gone too: nothing is left to show. */
		ui_pop();
		return;
	}
	ui_same_start(g);
}

static bool ui_same_in_progress(ui_same *g)
{
	return same_session_move_count(&g->game.same) > 0 &&
	    !same_session_over(&g->game.same);
}

/* Ask before a key throws away a game in progress. */
static void ui_same_ask(ui_same *g, void (*then)(ui_screen *),
    const char *question)
{
	if (!ui_same_in_progress(g)) {
		then(&g->screen);
		return;
	}
	g->confirm = then;
	ui_note_set(&g->note, UI_ALERT, "%s (y/n)", question);
}

static void ui_same_key_new(ui_screen *self)
{
	ui_same_ask((ui_same *)self, ui_same_new_board,
	    "Start a new board and drop this game?");
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
	char origin[sizeof g->game.origin];
	snprintf(origin, sizeof origin, "%s", g->game.origin);
	switch (ui_prompt_run(&g->game, GAME_SAME, &g->note)) {
	case UI_PROMPT_QUIT:
		ui_pop();
		return;
	case UI_PROMPT_SWITCH:
		ui_prompt_switch(&g->game, g->animate);
		return;
	case UI_PROMPT_STAY:
		break;
	}
	/* A command may have loaded another board: take it up afresh. */
	if (strcmp(origin, g->game.origin) != 0) {
		ui_note note = g->note;
		ui_same_start(g);
		g->note = note;
	}
	int moves = same_session_move_count(&g->game.same);
	g->move_line[0] = '\0';
	if (moves > 0) {
		same_cluster last = same_session_move(&g->game.same, moves - 1);
		same_judge_format_move(g->move_line, moves, &last);
	}
	ui_same_check_over(g);
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
	{ 'r', "r", "redo (unlimited)", "redo", ui_same_key_redo },
	{ 'n', "n", "new random board", "new", ui_same_key_new },
	/* No footer word: the footer is full at 80 columns. */
	{ ':', ":", "the command line (as tumble shell) on this game", NULL,
	    ui_same_key_command },
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
	if (g->confirm != NULL) {
		void (*then)(ui_screen *) = g->confirm;
		g->confirm = NULL;
		if (key == 'y' || key == 'Y')
			then(&g->screen);
		else
			ui_note_set(&g->note, UI_PLAIN, "Carry on.");
		return false;
	}
	return true;
}

static void ui_same_key(ui_screen *self, int key)
{
	ui_same *g = (ui_same *)self;
	if (ui_same_interrupt(g, key))
		ui_key_run(ui_same_keys, self, key);
}

static void ui_same_click(ui_screen *self, int y, int x)
{
	ui_same *g = (ui_same *)self;
	if (!ui_same_interrupt(g, KEY_MOUSE))
		return;
	const same_board *b = same_session_board(&g->game.same);
	int row = b->rows - (y - UI_SAME_TOP);
	int dx = x - ui_same_left(g) - UI_SAME_LABEL;
	if (row < 1 || row > b->rows || dx < 0 || dx >= b->cols * UI_SAME_CELL)
		return;
	g->row = row;
	g->col = dx / UI_SAME_CELL + 1;
	ui_same_remove_at(g, g->row, g->col);
}

/* ---- drawing ---- */

static void ui_same_draw_board(ui_same *g, int left)
{
	const same_board *b = ui_same_shown(g);
	/* The cursor's cluster is lit only on a board at rest. */
	int lit = 0;
	if (!g->animating) {
		same_clusters_find(b, &g->clusters);
		int label = g->clusters.label_of[same_board_index(g->row,
		    g->col)];
		if (label != 0 && g->clusters.list[label - 1].size >= 2)
			lit = label;
	}
	char text[16];
	for (int r = b->rows; r >= 1; r--) {
		int y = UI_SAME_TOP + b->rows - r;
		snprintf(text, sizeof text, "%2d ", r);
		ui_put(y, left, ui_attr(UI_DIM), text);
		for (int c = 1; c <= b->cols; c++) {
			int color = same_board_at(b, r, c);
			bool cursor = r == g->row && c == g->col;
			bool on = lit != 0 && g->clusters.label_of[
			    same_board_index(r, c)] == lit;
			snprintf(text, sizeof text, cursor ? "[%c]" : " %c ",
			    color ? same_color_letter(color) : ' ');
			ui_put(y, left + UI_SAME_LABEL + (c - 1) * UI_SAME_CELL,
			    color ? ui_ball_attr(color, on) :
			    ui_attr(UI_PLAIN), text);
		}
	}
	int y = UI_SAME_TOP + b->rows;
	for (int c = 1; c <= b->cols; c++) {
		snprintf(text, sizeof text, "%2d", c);
		ui_put(y, left + UI_SAME_LABEL + (c - 1) * UI_SAME_CELL,
		    ui_attr(UI_DIM), text);
	}
}

static void ui_same_draw_cursor_line(ui_same *g, int y, int x)
{
	const same_board *b = same_session_board(&g->game.same);
	char text[128];
	same_cluster under = same_cluster_at(b, g->row, g->col);
	if (g->animating)
		text[0] = '\0';
	else if (under.size == 0)
		snprintf(text, sizeof text, "Cursor (%d,%d): empty.", g->row,
		    g->col);
	else if (under.size == 1)
		snprintf(text, sizeof text, "Cursor (%d,%d): a lone %c ball, "
		    "nothing to remove.", g->row, g->col,
		    same_color_letter(under.color));
	else
		snprintf(text, sizeof text, "Cursor (%d,%d): %d balls of "
		    "color %c, worth %d points.", g->row, g->col, under.size,
		    same_color_letter(under.color), same_points(under.size));
	ui_put(y, x, ui_attr(UI_PLAIN), text);
}

static void ui_same_draw(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	const same_board *b = same_session_board(&g->game.same);
	char text[256];
	int left = ui_same_left(g);
	int text_left = (COLS - UI_SAME_TEXT) / 2;
	ui_put(0, text_left, ui_attr(UI_TITLE), "TUMBLE  Same Game");
	snprintf(text, sizeof text, "%s%.60s", g->game.same.has_id ?
	    "Board: " : "", g->game.origin);
	ui_put(0, text_left + UI_SAME_TEXT - (int)strlen(text),
	    ui_attr(UI_DIM), text);
	ui_same_draw_board(g, left);

	int y = UI_SAME_TOP + b->rows + 2;
	int n = snprintf(text, sizeof text, "Score: %ld   Balls: %d   Moves: %d",
	    same_session_score(&g->game.same), b->balls,
	    same_session_move_count(&g->game.same));
	if (g->best >= 0)
		snprintf(text + n, sizeof text - (size_t)n, "   Best: %ld",
		    g->best);
	ui_put(y++, text_left, ui_attr(UI_TITLE), text);
	ui_same_draw_cursor_line(g, y++, text_left);
	ui_put(y++, text_left, ui_attr(UI_PLAIN), g->move_line);
	char spinner = g->job != NULL ? ui_same_plan_job_spinner(g->job) : '\0';
	if (spinner != '\0') {
		snprintf(text, sizeof text, "Planning %c  Esc cancels", spinner);
		ui_put(y++, text_left, ui_attr(UI_TITLE), text);
	} else {
		/* A plan's line is longer than the board is wide. */
		ui_put_two_lines(y++, text_left, ui_attr(g->note.style),
		    g->note.text);
	}
	ui_put_two_lines(y + 1, text_left, ui_attr(UI_ALERT), g->alert);
	ui_put_footer(LINES - 1, ui_same_keys);
}

static void ui_same_close(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	ui_same_stop_job(g);
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
	const same_board *b = same_session_board(&g->game.same);
	g->screen = (ui_screen){
		.title = "Same Game",
		.keys = ui_same_keys,
		.help = "Remove a cluster of 2 or more balls of one colour "
		    "for (m-2)^2 points;\n"
		    "balls fall, empty columns close, and a clear board earns "
		    "1000 more.\n"
		    "Click a ball to remove its cluster.  Rows count 1..10 "
		    "from the bottom,\n"
		    "columns 1..15 from the left, as the judge names moves.\n"
		    "High scores are kept per board kind in "
		    "$XDG_DATA_HOME/tumble/scores.\n"
		    "H plans for a second; TUMBLE_PLAN_SECONDS=S in the "
		    "environment plans S seconds.\n",
		.min_rows = UI_SAME_TOP + b->rows + 10,
		.min_cols = UI_SAME_TEXT,
		.draw = ui_same_draw,
		.key = ui_same_key,
		.click = ui_same_click,
		.tick = ui_same_tick,
		.close = ui_same_close,
	};
	g->animate = animate;
	ui_same_start(g);
	return &g->screen;
}

ui_screen *ui_same_new(same_session *session, const char *source,
    bool animate)
{
	game from;
	game_init(&from);
	from.kind = GAME_SAME;
	from.same = *session;
	from.number = 1;
	if (source != NULL)
		snprintf(from.origin, sizeof from.origin, "%s", source);
	else
		same_id_format(&session->id, from.origin);
	return ui_same_new_game(&from, animate);
}

ui_screen *ui_same_new_random(bool animate)
{
	same_session session;
	const same_id id = same_id_judge(same_session_fresh_seed());
	if (!same_session_start_id(&session, &id))
		return NULL;
	return ui_same_new(&session, NULL, animate);
}
