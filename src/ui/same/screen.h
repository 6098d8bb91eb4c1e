/*
 * The Same Game screen's own state, shared by the files that make it up:
 * same.c (keys, moves, replays), plan_job.c (the planner's search),
 * draw.c (drawing, layout) and record.c (high scores).  Nothing
 * outside the screen includes it.
 */
#ifndef TUMBLE_UI_SAME_SCREEN_H
#define TUMBLE_UI_SAME_SCREEN_H

#include <stdbool.h>

#include "io/same_judge.h"
#include "session/game.h"
#include "session/game_play.h"
#include "session/same_assist.h"
#include "session/same_record.h"
#include "ui/game_screen.h"
#include "session/job.h"
#include "ui/same/layout.h"
#include "ui/same/logic.h"
#include "ui/ui.h"

typedef struct ui_same {
	ui_game gs; /* a Same Game, its note and question */
	int row, col;      /* the cursor, in the judge's coordinates */
	same_board frame;  /* what is shown while a removal animates */
	bool animating, replaying;
	bool replaying_plan;  /* the replay follows the plan, not greedy */
	same_assist_line plan;
	same_assist_job *job; /* the search in progress, or NULL */
	bool job_plays;       /* play the plan out once it is found (A) */
	same_assist_review review; /* the planner's game on this board */
	bool watch_wanted;    /* v was pressed while the review thinks */
	/* The review screen's work, done or at work (w), kept for w again
	 * while the game is the one it reviewed, which opens where it was
	 * left (-1: left before it showed anything): made is the game's
	 * moves played when it was asked for. */
	struct same_review_job *reviewed;
	int reviewed_at;
	long reviewed_made;
	unsigned long reviewed_starts;
	char move_line[SAME_JUDGE_LINE_MAX];
	/* The words of the game's end: the end and its rank, the rank
	 * alone, the marks the review earned, and the result to share as
	 * said (with the line last kept and copied, and whether it was). */
	char end_full[800], end_rank[400], end_news[256], end_share[256];
	char shared[160];
	bool copied;
	/* The note of the end in the words above, then shorter forms for a
	 * terminal too small for them all: without the judge's final line
	 * (the status line shows the score and the balls), then the result
	 * to share as said, then its line alone; the first that fits is
	 * shown.  A bare screen's status line gives way to the end's
	 * words, or stands beside the board: there the second form names
	 * the final score. */
	char end_forms[5][400];
	ui_style end_style;    /* of the note of the end, when said again */
	/* The marks the review earned and the style of the end, of the
	 * player's game set aside while the planner's is shown: the
	 * planner's end says its own, and the review is not made again. */
	char yours_news[256];
	ui_style yours_style;
	ui_same_layout layout; /* as last drawn, for clicks */
	same_clusters clusters;
	game stepped;          /* the pack's next board, while asked to leave */
	bool pack_board;       /* the game is a board of a pack: n, ], [ */
	bool pack_last;        /* ... its last: n and ] have nowhere to go */
} ui_same;

enum {
	UI_SAME_FRAME_MS = 45,   /* one step of balls falling */
	UI_SAME_REPLAY_MS = 300, /* the pause between replayed moves */
	/* How often a review at work in the background is asked whether it
	 * is done, while nothing else ticks and the game is not over. */
	UI_SAME_REVIEW_POLL_MS = 500,
};

/* Ticks are needed while balls fall, a replay plays or the planner
 * works, and only then, or for the planner's game asked for by v. */
static inline void ui_same_sync_tick(ui_same *g)
{
	/* A replay keeps its pace while the planner works; the planner is
	 * then polled at the replay's.  The review's spinner turns once the
	 * game is over.  A planner that ended under the review screen was
	 * polled there: the game's next tick here starts its game. */
	g->gs.screen.tick_ms = g->animating ? UI_SAME_FRAME_MS :
	    g->replaying ? UI_SAME_REPLAY_MS :
	    g->job != NULL || g->watch_wanted ? JOB_POLL_MS :
	    /* A review left at work is watched for the game changing. */
	    g->reviewed != NULL && !same_review_job_done(g->reviewed) ?
	    JOB_POLL_MS :
	    g->review.job == NULL && !g->review.waiting ? 0 :
	    /* (no game: handed to another screen as this one closes) */
	    g->gs.game.rules == NULL ? 0 :
	    same_session_over(&g->gs.game.same) ? JOB_POLL_MS :
	    UI_SAME_REVIEW_POLL_MS;
}

/* plan_job.c */
/* Stop a search in progress without waiting for its line (the board
 * changed, a question, another game). */
void ui_same_stop_job(ui_same *g);
/* The player stops the search in progress (Esc, or Ctrl-C on one typed
 * at the prompt): the best line it found before the stop is offered as
 * the shell's `plan` offers it, its next move lit; nothing without a
 * search. */
void ui_same_cancel_job(ui_same *g);
/* The board has changed under a search in progress: stop it, as its line
 * could no longer be played; true when one was stopped. */
bool ui_same_job_outdated(ui_same *g);
/* Review the game on screen from its first board (see logic.h), keeping
 * a review of the same board. */
void ui_same_review_game(ui_same *g);
/* The game's planner and the review of the game search its first board
 * with budgets of their own: the better line found from there so far
 * stands for both (same_assist_review_agree), and a figure that rose
 * once the game was set beside the planner's is recorded. */
void ui_same_review_agree(ui_same *g, struct same_review_job *review);
/* Stop the review kept for w again (review.c) once the game is no
 * longer the one it reviews (another board, or other moves played). */
void ui_same_review_let_go_stale(ui_same *g);
/* From the tick: the planner's line and that of `review` (the review of
 * the game, shown or kept; NULL for none) agree, see
 * ui_same_review_agree; once the planner has played the board from its
 * start, the game is set beside its figure in the record. */
void ui_same_poll_review(ui_same *g, struct same_review_job *review);
/* From the tick: once the search has spent its budget, do what it was
 * started for; true when that is to play the plan out, which the screen
 * then does. */
bool ui_same_poll_job(ui_same *g);
/* Plan from here within `budget` (NULL: the key's own, one second or
 * TUMBLE_PLAN_SECONDS, and the plan in hand kept while it holds), on the
 * job thread; then say the plan's first move or, with `play`, have it
 * played out: true when the plan in hand is to be played now. */
bool ui_same_think(ui_same *g, bool play, const same_planner_budget *budget);

/* moves.c: the screen's moves. */
void ui_same_stop_animation(ui_same *g);
/* The move line: the last move made, in the judge's words, or none. */
void ui_same_say_last_move(ui_same *g);
/* After the session has played a move from `before`: say it, show it. */
void ui_same_played(ui_same *g, const same_board *before,
    const game_outcome *out);
/* Remove the cluster at (row, col) as the player, or say why not. */
void ui_same_remove_at(ui_same *g, int row, int col);
/* Play greedy's move for the player; false when none is left. */
bool ui_same_greedy_step(ui_same *g);
/* One move of the replay in progress (greedy's or the plan's). */
void ui_same_replay_step(ui_same *g);
/* Play the plan in hand out, move by move, as a replay. */
void ui_same_play_plan(ui_same *g);
/* The planner's game on this board from its start, watched. */
void ui_same_watch(ui_same *g);
/* Back from the planner's game to the player's own over (v again, w);
 * false when none was set aside. */
bool ui_same_unwatch(ui_same *g);
void ui_same_tick(ui_screen *self);

/* draw.c */
void ui_same_fit(ui_screen *self);
/* The sizes a screen showing a board that started as `start` needs, as
 * laid out in `l`: this width's smallest to draw it, and every smallest
 * terminal to name when too small. */
void ui_same_fit_sizes(ui_screen *self, const ui_same_layout *l,
    const same_board *start);
void ui_same_draw(ui_screen *self);
/* One ball: " R " (the cursor "[R]"), " R" (">R"), or "R", the cursor
 * then underlined, as narrower balls have no room for brackets. */
void ui_same_draw_cell(const ui_same_layout *l, int y, int x, int color,
    bool cursor, bool lit);
/* Column numbers under the board: each ends under its ball's letter; two
 * digits under narrow balls take two lines, the tens over the ones. */
void ui_same_draw_column_labels(const ui_same_layout *l, int y, int cols);

/* next.c: the board after this one: n (a new board, or on a pack's
 * board its next), ] and [ (the next and previous board of the pack). */
void ui_same_key_new(ui_screen *self);
void ui_same_key_next(ui_screen *self);
void ui_same_key_previous(ui_screen *self);

/* review.c: the review of the game just played, a screen of its own
 * (w once the game is over). */
ui_screen *ui_same_review_new(ui_same *g);
/* w: the review of the game over on screen, or why not. */
void ui_same_key_review(ui_screen *self);

/* The game ended with every ball removed, its bonus won. */
static inline bool ui_same_cleared(const ui_same *g)
{
	return same_session_move_count(&g->gs.game.same) > 0 &&
	    same_session_board(&g->gs.game.same)->balls == 0;
}

/* record.c: what a move's outcome says (the end, as the session recorded
 * it; the planner's game left for the player's own). */
void ui_same_show_outcome(ui_same *g, const game_outcome *out);
/* A game taken up over already (no move at all, or ended at the `:`
 * prompt): its final line. */
void ui_same_check_over(ui_same *g);
/* The board is left: a planner still at work or waiting sets the game
 * beside the best line found so far, its own or the review's. */
void ui_same_settle_review(ui_game *gs);
/* Once the game is over and its review has its line, the two set side
 * by side in the reviews file (a game the player played alone, once). */
void ui_same_check_review(ui_same *g);
/* A key with nothing to do on a board that is over (g, G, a, H, A, a key
 * of no table, Space on an empty cell): the end said again, whose words
 * (the score, the rank, the line to share) a stray key would otherwise
 * wipe for good.  A ball picked there is still told why it does not
 * go. */
void ui_same_say_over(ui_same *g);
/* The kind's say_end (see game_screen.h): the end said again, when the
 * board is over and its end has words. */
bool ui_same_say_end(ui_game *gs);
/* The end of the player's game, as said, set aside while the planner's
 * is shown (v), and said again once the player's is back, with the
 * marks its review earned. */
void ui_same_set_end_aside(ui_same *g);
void ui_same_say_end_again(ui_same *g);
/* The note as drawn in `rows` rows from x: the end of the game in the
 * first of its forms that fits (see end_forms), any other note as it
 * is. */
const char *ui_same_end_note(const ui_same *g, int x, int rows);
/* The note as drawn: on a bare screen the opening tip, `note`, in the
 * first of its forms that `rows` rows from x hold (the rows under the
 * status, which it then leaves in place), any other note as it is. */
const char *ui_same_tip_note(const ui_same *g, const char *note, int x,
    int rows);

#endif
