/*
 * The Mayan screen's moves (see screen.h): a move played through the
 * session, shown as it happens, and what the position means once it is
 * played (solved, out of moves, cleared too soon), with the level's
 * progress recorded; the block picked up.  mayan.c's keys and mouse
 * call these; nothing here calls back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/mayan_judge.h"
#include "session/game_play.h"
#include "ui/mayan/logic.h"
#include "ui/mayan/screen.h"

/* The words said now are the end's while the puzzle is over. */
static void ui_mayan_keep_end(ui_mayan *g)
{
	if (mayan_session_over(ui_mayan_session(g)))
		g->end = g->gs.note;
	else
		g->end.text[0] = '\0';
}

/* What a move's outcome means: solved (the session has noted the
 * level's progress), out of moves, cleared too soon. */
void ui_mayan_show_outcome(ui_mayan *g, const game_outcome *out)
{
	if (out->ended)
		/* The way on first, where a long line does not break it. */
		ui_note_set(&g->gs.note, UI_GOOD, "%s  %s%s", out->end,
		    ui_mayan_next_level(g) ? "] plays the next level.  " :
		    ui_mayan_random(g) ? "n makes another.  " : "", out->rank);
	else if (out->end[0] != '\0' && ui_mayan_review(g))
		ui_note_set(&g->gs.note, UI_ALERT, "%s  Move %d, %s, made it "
		    "impossible: t goes back to before it.", out->end,
		    g->review.fatal + 1, g->review_words);
	else if (out->end[0] != '\0' && g->review.hopeless)
		/* Neither an undo nor a restart would clear it. */
		ui_mayan_say_hopeless(g, out->end);
	else if (out->end[0] != '\0')
		ui_note_set(&g->gs.note, UI_ALERT, "%s  u undoes, R restarts.",
		    out->end);
	ui_mayan_keep_end(g);
}

void ui_mayan_say_hopeless(ui_mayan *g, const char *before)
{
	char words[160];
	mayan_review_words(words, sizeof words, ui_mayan_session(g),
	    &g->review);
	ui_note_set(&g->gs.note, UI_ALERT, "%s%s%s", before,
	    before[0] != '\0' ? "  " : "", words);
}

void ui_mayan_check_over(ui_mayan *g)
{
	game_outcome out;
	/* Solved by a command at the prompt, or taken up solved: said as a
	 * move that solves it is, the way on with it. */
	game_end_words(&g->gs.game, &out);
	ui_mayan_show_outcome(g, &out);
}

/* The move line for the last move that led here, empty at the start. */
void ui_mayan_say_last_move(ui_mayan *g)
{
	const mayan_session *s = ui_mayan_session(g);
	int k = mayan_session_move_count(s);
	g->move_line[0] = '\0';
	if (k == 0)
		return;
	char line[MAYAN_JUDGE_LINE_MAX];
	mayan_judge_format_move(line, mayan_session_move(s, k - 1));
	snprintf(g->move_line, sizeof g->move_line, "Move %d of %d: %s", k,
	    s->limit, line);
}

/* After the session has played `m` from `before`: say it, show it. */
void ui_mayan_played(ui_mayan *g, const mayan_board *before,
    mayan_move m, const game_outcome *out)
{
	g->holding = false;
	g->hinting = false;
	g->gs.note.text[0] = '\0';
	if (ui_mayan_job_outdated(g))
		ui_note_set(&g->gs.note, UI_PLAIN, "Solving stopped: the "
		    "board changed.");
	ui_mayan_say_last_move(g);
	if (g->gs.animate) {
		ui_mayan_show_start(&g->show, before, m);
		g->animating = true;
	}
	ui_mayan_follow_block(g, m);
	ui_mayan_show_outcome(g, out);
	ui_mayan_think_ahead(g);
}

void ui_mayan_follow_block(ui_mayan *g, mayan_move m)
{
	const mayan_board *b = mayan_session_board(ui_mayan_session(g));
	const int height = mayan_board_height(b, m.x + m.g);
	g->x = m.x + m.g;
	g->y = m.y < height ? m.y : height > 0 ? height - 1 : 0;
}

/* Play a move, the player's or (`assisted`) the solver's. */
void ui_mayan_play_move(ui_mayan *g, mayan_move m, bool assisted)
{
	mayan_session *s = &g->gs.game.mayan;
	const int x = m.x, dir = m.g;
	mayan_board before = *mayan_session_board(s);
	game_outcome out;
	if (mayan_session_over(s)) {
		ui_mayan_say_over(g);
	} else if (x + dir < 0 || x + dir >= MAYAN_WIDTH) {
		ui_note_set(&g->gs.note, UI_PLAIN, "(%d,%d) cannot move %s: "
		    "the board ends there.", x, m.y, dir < 0 ? "left" :
		    "right");
	} else if (game_play_mayan(&g->gs.game, m, assisted, &out)) {
		ui_mayan_played(g, &before, m, &out);
	}
}

void ui_mayan_play(ui_mayan *g, int x, int y, int dir)
{
	ui_mayan_play_move(g, (mayan_move){ (int8_t)x, (int8_t)y,
	    (int8_t)dir }, false);
}

/* Pick up the block at (x, y), or say why not. */
void ui_mayan_pick_up(ui_mayan *g, int x, int y)
{
	const mayan_board *b = mayan_session_board(ui_mayan_session(g));
	g->x = x;
	g->y = y;
	/* No block is picked up that cannot move. */
	if (mayan_session_over(ui_mayan_session(g))) {
		ui_mayan_say_over(g);
		return;
	}
	int color = mayan_board_at(b, x, y);
	if (color == 0) {
		g->holding = false;
		ui_note_set(&g->gs.note, UI_PLAIN, "(%d,%d) is empty.", x, y);
		return;
	}
	g->holding = true;
	ui_note_set(&g->gs.note, UI_PLAIN, "Picked up %c at (%d,%d): Left or "
	    "Right moves it, Esc drops it.", ui_block_label(color), x, y);
}

/* A move shown at once: the animation ends where it stands. */
void ui_mayan_finish_animation(ui_mayan *g)
{
	if (!g->animating)
		return;
	g->animating = false;
	ui_mayan_sync_tick(g);
}

/* Back to before the move that made the puzzle impossible, found when it
 * failed, with the move that still clears it from there lit. */
void ui_mayan_key_try_again(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	const mayan_session *s = ui_mayan_session(g);
	if (!mayan_session_over(s) || mayan_session_solved(s) ||
	    !ui_mayan_review(g)) {
		if (mayan_session_over(s) && g->review.hopeless) {
			ui_mayan_say_hopeless(g, "");
			return;
		}
		if (mayan_session_over(s) && !mayan_session_solved(s))
			ui_note_set(&g->gs.note, UI_PLAIN, "Which move made "
			    "it impossible is not known: on a puzzle of more "
			    "than %d moves, only when the answer from each "
			    "position was found before the next move.",
			    MAYAN_REVIEW_QUICK_MOVES);
		else
			ui_note_set(&g->gs.note, UI_PLAIN, "t goes back to "
			    "before the move that made a failed puzzle "
			    "impossible.");
		return;
	}
	while (mayan_session_move_count(s) > g->review.fatal)
		game_undo(&g->gs.game);
	g->gs.kind->moved(&g->gs);
	char fix[32];
	ui_mayan_drag_words(fix, sizeof fix, g->review.fix);
	g->hint = g->review.fix;
	g->hinting = true;
	g->x = g->hint.x;
	g->y = g->hint.y;
	ui_note_set(&g->gs.note, UI_TITLE, "Back to before move %d: from "
	    "here %s still clears it.", g->review.fatal + 1, fix);
}
