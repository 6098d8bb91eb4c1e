/*
 * The Same Game screen's moves (see screen.h): a move played through the
 * session and shown as it happens, the replays of greedy and of the plan,
 * and the planner's game watched.  same.c's keys and clicks call these.
 */
#include <stdio.h>

#include "session/game_play.h"
#include "ui/same/screen.h"

void ui_same_stop_animation(ui_same *g)
{
	g->animating = false;
	ui_same_sync_tick(g);
}

void ui_same_say_last_move(ui_same *g)
{
	const same_session *s = &g->gs.game.same;
	const int moves = same_session_move_count(s);
	g->move_line[0] = '\0';
	if (moves > 0) {
		const same_cluster last = same_session_move(s, moves - 1);
		same_judge_say_move(g->move_line, moves, &last);
	}
}

/* After the session has played a move from `before`: say it, show it. */
void ui_same_played(ui_same *g, const same_board *before,
    const game_outcome *out)
{
	const same_session *s = &g->gs.game.same;
	const same_cluster move = same_session_move(s,
	    same_session_move_count(s) - 1);
	/* The player's words, "1 point", where out->move is the judge's. */
	same_judge_say_move(g->move_line, same_session_move_count(s), &move);
	g->gs.note.text[0] = '\0';
	if (ui_same_job_outdated(g))
		ui_note_set(&g->gs.note, UI_PLAIN, "Planning stopped: the "
		    "board "
		    "changed.");
	if (g->gs.animate) {
		ui_same_frame_start(&g->frame, before, &move);
		g->animating = true;
	}
	ui_same_sync_tick(g);
	ui_same_show_outcome(g, out);
}

void ui_same_remove_at(ui_same *g, int row, int col)
{
	same_board before = *same_session_board(&g->gs.game.same);
	game_outcome out;
	if (game_play_same(&g->gs.game, row, col, false, &out)) {
		ui_same_played(g, &before, &out);
		return;
	}
	/* A board over takes no move, on a ball or not: a stray key, and
	 * its end stays. */
	if (ui_same_say_end(&g->gs))
		return;
	if (same_board_at(&before, row, col) != 0)
		ui_note_set(&g->gs.note, UI_PLAIN, "A lone ball at (%d,%d) "
		    "cannot be removed: a cluster needs 2 balls or more.", row,
		    col);
	else
		ui_note_set(&g->gs.note, UI_PLAIN, "(%d,%d) is empty.", row,
		    col);
}

/* A move the game makes for the player (`watched`: of the planner's
 * game shown, which goes on): the cursor follows it. */
static bool ui_same_make(ui_same *g, const same_cluster *move, bool watched)
{
	same_board before = *same_session_board(&g->gs.game.same);
	const game_move m = { .same = { move->row, move->col } };
	game_outcome out;
	if (move->size < 2 || !(watched ? game_play_watched(&g->gs.game, &m,
	    &out)
	    : game_play(&g->gs.game, &m, true, &out)))
		return false;
	g->row = move->row;
	g->col = move->col;
	ui_same_played(g, &before, &out);
	return true;
}

bool ui_same_greedy_step(ui_same *g)
{
	const same_cluster move =
	    same_greedy_choice(same_session_board(&g->gs.game.same));
	return ui_same_make(g, &move, false);
}

static bool ui_same_plan_step(ui_same *g)
{
	same_cluster next;
	return same_assist_next(&g->plan, &g->gs.game.same, &next) &&
	    ui_same_make(g, &next, true);
}

/* A replay ends with the game, so the next key is not spent on
 * stopping it. */
void ui_same_replay_step(ui_same *g)
{
	bool moved = g->replaying_plan ? ui_same_plan_step(g) :
	    ui_same_greedy_step(g);
	g->replaying = moved && !same_session_over(&g->gs.game.same);
	ui_same_sync_tick(g);
}

/* Play the plan in hand out, move by move, as a replay. */
void ui_same_play_plan(ui_same *g)
{
	/* The planner's own line on this board now: its figure at the end
	 * is never below it. */
	if (!g->gs.game.watching)
		same_assist_review_played(&g->review, &g->gs.game.same,
		    &g->plan);
	g->replaying_plan = true;
	ui_same_replay_step(g);
}

void ui_same_tick(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	/* A play-out begun here has played its first move: it is shown,
	 * its removal's first frame too, and a key can stop it, before the
	 * next, as when a key begins it. */
	bool begun = false;
	if (ui_same_poll_job(g)) {
		ui_same_play_plan(g);
		begun = true;
	}
	ui_same_review_let_go_stale(g);
	ui_same_poll_review(g, g->reviewed);
	/* The planner may have ended while the review was shown. */
	if (g->watch_wanted && g->review.plan.known) {
		ui_same_watch(g);
		begun = true;
	}
	if (begun) {
		ui_same_sync_tick(g);
		return;
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

/* The planner's game on this board, played out from the start as A plays
 * (u and r then step through it), in a mode of its own that records and
 * keeps nothing: the game over is the player's, so the planner's cannot
 * spoil it. */
void ui_same_watch(ui_same *g)
{
	g->watch_wanted = false;
	if (!g->gs.game.watching)
		ui_same_set_end_aside(g);
	if (g->review.plan.line.count == 0)
		ui_note_set(&g->gs.note, UI_PLAIN, "The planner found no move "
		    "on "
		    "this board.");
	else if (!game_watch(&g->gs.game))
		ui_note_set(&g->gs.note, UI_ALERT, "Out of memory: the "
		    "planner's "
		    "game cannot be shown.");
	else {
		g->gs.kind->start(&g->gs);
		g->plan = g->review.plan;
		ui_same_play_plan(g);
	}
}

bool ui_same_unwatch(ui_same *g)
{
	if (!game_unwatch(&g->gs.game))
		return false;
	/* Its end, as it was said, comes back with it, its last move
	 * too. */
	g->gs.kind->start(&g->gs);
	ui_same_say_last_move(g);
	ui_same_say_end_again(g);
	return true;
}
