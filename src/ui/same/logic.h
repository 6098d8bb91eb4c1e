/*
 * The parts of the Same Game screen that need no terminal: the moves its
 * keys make through the session, the high-score table a game belongs to
 * (its board's, or the assisted one), the frames of a removal as it is shown
 * (balls falling, then columns closing), fresh seeds, and the planner's
 * line as the screen keeps it (searched on a thread of its own, and kept
 * while the position shown is on it).  Kept apart so that the tests check
 * them without curses.
 */
#ifndef TUMBLE_UI_SAME_LOGIC_H
#define TUMBLE_UI_SAME_LOGIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "session/same_planner.h"
#include "io/scores.h"
#include "session/same_session.h"

/* Play the greedy move of the current position, as `tumble greedy` would,
 * which makes the game assisted; returns the cluster removed, size 0 when
 * the game is over. */
same_cluster ui_same_action_greedy(same_session *s);

/* The first frame of a removal: `before` with the removed cluster's balls
 * gone and nothing fallen yet.  Frames use only the cells of a board. */
void ui_same_frame_start(same_board *frame, const same_board *before,
    const same_cluster *removed);
/* One step of the show: in every column the balls over the lowest hole
 * fall one row together; once none can, the leftmost empty column
 * closes.  False when the frame has come to rest, which is then the board
 * after the move. */
bool ui_same_frame_step(same_board *frame);

/* The planner's line from one position of a session. */
typedef struct ui_same_plan {
	bool known;          /* a search has ended for `from` */
	int from;            /* the session's move count it started at */
	same_board board;    /* the board it started from */
	long points;         /* the points scored before it */
	same_plan_line line;
} ui_same_plan;

/* True when the plan still speaks for the session's position: planned
 * from the same board, and every move since is the plan's own. */
bool ui_same_plan_holds(const ui_same_plan *p, const same_session *s);
/* The plan's next move for the session's position; false when the plan
 * does not hold or is played out. */
bool ui_same_plan_next(const ui_same_plan *p, const same_session *s,
    same_cluster *next);
/* The final score the game ends with when the plan is played out. */
long ui_same_plan_final(const ui_same_plan *p);

/* How long the screen plans: `text` (TUMBLE_PLAN_SECONDS) in seconds of
 * the wall clock when it is a number above 0, else a second. */
same_planner_budget ui_same_plan_budget(const char *text);

/* Say on `err`, once, which of TUMBLE_PLAN_SECONDS and
 * TUMBLE_REVIEW_SECONDS hold no number the budgets above take: they are
 * ignored. */
void ui_same_env_warnings(FILE *err);

/* The planner on a thread of its own (see job.h). */
typedef struct ui_same_plan_job ui_same_plan_job;
/* Start planning from the session's position; NULL when no thread can
 * start. */
ui_same_plan_job *ui_same_plan_job_start(const same_session *s,
    const same_planner_budget *budget);
/* True once the search has spent its budget. */
bool ui_same_plan_job_done(ui_same_plan_job *job);
/* The spinner's character while it works; '\0' while it is quiet. */
char ui_same_plan_job_spinner(const ui_same_plan_job *job);
/* The final score the best line found so far ends the game with; it
 * climbs while the search works. */
long ui_same_plan_job_best(ui_same_plan_job *job);
/* Wait for the search, cancelling it first when `cancel`, and free the
 * job.  True when it spent its budget: `plan` then holds its line. */
bool ui_same_plan_job_finish(ui_same_plan_job *job, bool cancel,
    ui_same_plan *plan);

/* The review of a game: from the moment a board is first shown, the
 * planner plays the same board from its start on the processors nobody
 * else wants (see quiet_thread_idle), so that the end of the game can set
 * the player's score beside greedy's and the planner's, and show the
 * planner's game. */
typedef struct ui_same_review {
	bool on;                /* started for `start`: greedy's score known */
	same_board start;
	long greedy;            /* greedy's final score from `start` */
	long player;            /* the player's, once a game of it ended; -1 */
	ui_same_plan_job *job;  /* at work, or NULL */
	ui_same_plan plan;      /* known once the job has spent its budget */
} ui_same_review;

/* Processor seconds each of the review's searches spends when
 * TUMBLE_REVIEW_SECONDS does not say. */
#define UI_SAME_REVIEW_SECONDS 10.0

/* The review's budget: `text` (TUMBLE_REVIEW_SECONDS) seconds of
 * processor time a search when it is a number from 0, else the default,
 * on every processor; false when it is 0, which turns reviews off. */
bool ui_same_review_budget(const char *text, same_planner_budget *budget);
/* Review the game that starts on `start`, with the planner within
 * `budget` (NULL: greedy alone); a review of the same board, at work or
 * done, is kept (a restart plays the same board again). */
void ui_same_review_start(ui_same_review *r, const same_board *start,
    const same_planner_budget *budget);
/* From the screen's tick: true once, when the search has just spent its
 * budget and its line is in r->plan. */
bool ui_same_review_poll(ui_same_review *r);
/* Stop and forget the review. */
void ui_same_review_stop(ui_same_review *r);
/* The final score of the planner's best line so far, -1 for none. */
long ui_same_review_best(ui_same_review *r);

#endif
