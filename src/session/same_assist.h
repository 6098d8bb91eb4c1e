/*
 * The planner beside a Same Game, for every front end: its line from one
 * position of a session and whether it still holds for the position
 * reached (so that H and A follow it as the game goes on), a search on a
 * thread of its own (see job.h), and the review that plays each board
 * from its start on idle processors so that the end of a game can set the
 * player's score beside the planner's.  No terminal here.
 */
#ifndef TUMBLE_SESSION_SAME_ASSIST_H
#define TUMBLE_SESSION_SAME_ASSIST_H

#include <stdbool.h>
#include <stdio.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "session/same_planner.h"
#include "session/same_review.h"
#include "session/same_session.h"

typedef struct game game;

/* The planner's line from one position of a session. */
typedef struct same_assist_line {
	bool known;          /* a search has ended for `from` */
	int from;            /* the session's move count it started at */
	same_board board;    /* the board it started from */
	long points;         /* the points scored before it */
	same_plan_line line;
} same_assist_line;

/* True when the plan still speaks for the session's position: planned
 * from the same board, and every move since is the plan's own. */
bool same_assist_holds(const same_assist_line *p, const same_session *s);
/* The plan's next move for the session's position; false when the plan
 * does not hold or is played out. */
bool same_assist_next(const same_assist_line *p, const same_session *s,
    same_cluster *next);
/* The final score the game ends with when the plan is played out. */
long same_assist_final(const same_assist_line *p);

/* How long the screen plans: `text` (TUMBLE_PLAN_SECONDS) in seconds of
 * the wall clock when it is a number above 0, else a second. */
same_planner_budget same_assist_plan_budget(const char *text);

/* Processor seconds each position of a game's review (session/
 * same_review.h) gets when TUMBLE_REVIEW_MOVE_SECONDS does not say. */
#define SAME_ASSIST_MOVE_REVIEW_SECONDS 0.5

/* The budget of a game's review on screen: `text`
 * (TUMBLE_REVIEW_MOVE_SECONDS) seconds of processor time a position when
 * it is a number above 0, else the default.  At the priority of the
 * game, not on idle processors: the player asked for it and waits for
 * it, and on a busy machine idle processors may not come for minutes. */
same_review_budget same_assist_move_review_budget(const char *text);

/* The words that say which of TUMBLE_PLAN_SECONDS,
 * TUMBLE_REVIEW_SECONDS and TUMBLE_REVIEW_MOVE_SECONDS hold no number the
 * budgets take (they are ignored), one a variable, for the front end to
 * say; returns how many. */
#define SAME_ASSIST_ENV_VARS 3
#define SAME_ASSIST_ENV_WARNING_MAX 160
int same_assist_env_warnings(
    char words[SAME_ASSIST_ENV_VARS][SAME_ASSIST_ENV_WARNING_MAX]);

/* The planner on a thread of its own (see job.h). */
typedef struct same_assist_job same_assist_job;
/* Start planning from the session's position; NULL when no thread can
 * start. */
same_assist_job *same_assist_job_start(const same_session *s,
    const same_planner_budget *budget);
/* True once the search has spent its budget. */
bool same_assist_job_done(same_assist_job *job);
/* The spinner's character while it works; '\0' while it is quiet. */
char same_assist_job_spinner(const same_assist_job *job);
/* The final score the best line found so far ends the game with; it
 * climbs while the search works. */
long same_assist_job_best(same_assist_job *job);
/* The best line found so far (from the position planned from) in
 * `line`, while the search works or after; false before it has one. */
bool same_assist_job_line(same_assist_job *job, same_plan_line *line);
/* How a search on its thread ended. */
typedef enum same_assist_end {
	SAME_ASSIST_SPENT,        /* its budget spent: `plan` holds its line */
	/* Stopped first: `plan` holds the best line it found before the
	 * stop (same_planner_stopped_best), or the line `plan` held when
	 * that leads from the same position to a higher score. */
	SAME_ASSIST_STOPPED,
	SAME_ASSIST_STOPPED_NONE  /* stopped before any line: `plan` kept */
} same_assist_end;
/* Wait for the search, cancelling it first when `cancel` (the player
 * stops it, unless it has spent its budget already), and free the job. */
same_assist_end same_assist_job_finish(same_assist_job *job, bool cancel,
    same_assist_line *plan);
/* Stop the search and free the job, its line unused: the position it
 * was for is gone, or something else than the player stopped it (a
 * question, another game, the `:` prompt). */
void same_assist_job_drop(same_assist_job *job);

/* The review of a game: from the moment a board is first shown, the
 * planner plays the same board from its start on the processors nobody
 * else wants (see quiet_thread_idle), so that the end of the game can set
 * the player's score beside greedy's and the planner's, and show the
 * planner's game. */
typedef struct same_assist_review {
	bool on;                /* started for `start`: greedy's score known */
	same_board start;
	long greedy;            /* greedy's final score from `start` */
	long player;            /* the player's, once a game of it ended; -1 */
	same_assist_job *job;   /* at work, or NULL */
	/* The planner is to play within `budget` once the jobs left behind
	 * have ended (job_room_ahead): the poll starts it then. */
	bool waiting;
	same_planner_budget budget;
	same_assist_line plan;  /* known once the job has spent its budget */
	/* A better line from `start` than the planner's so far, found by
	 * the review of the game while the planner works (a score of -1:
	 * none): the planner's line stands for it once it is the better. */
	same_plan_line found;
} same_assist_review;

/* Processor seconds each of the review's searches spends when
 * TUMBLE_REVIEW_SECONDS does not say. */
#define SAME_ASSIST_REVIEW_SECONDS 10.0

/* The review's budget: `text` (TUMBLE_REVIEW_SECONDS) seconds of
 * processor time a search when it is a number from 0, else the default,
 * on every processor; false when it is 0, which turns reviews off. */
bool same_assist_review_budget(const char *text, same_planner_budget *budget);
/* Review the game that starts on `start`, with the planner within
 * `budget` (NULL: greedy alone); while jobs abandoned earlier still wait
 * for a processor the planner waits too (see job_room_ahead).  A review
 * of the same board, at work or done, is kept (a restart plays the same
 * board again). */
void same_assist_review_start(same_assist_review *r, const same_board *start,
    const same_planner_budget *budget);
/* From the screen's tick: starts a planner that waited once there is
 * room; true once, when the search has just spent its budget and its
 * line is in r->plan. */
bool same_assist_review_poll(same_assist_review *r);
/* Review the game that starts on `start` with `line`, a line the planner
 * found from there already (a practice game from a position of a game
 * reviewed): nothing to search. */
void same_assist_review_known(same_assist_review *r, const same_board *start,
    const same_plan_line *line);
/* A line from `start` found by another search (the review of a game,
 * position by position): while the planner plays along (at work,
 * waiting or done) and the line scores more than its best so far, the
 * line stands for the planner's, now and once it is done unless it
 * finds better, so that the game's end and the review speak of one
 * planner's score.  True when it was taken. */
bool same_assist_review_take(same_assist_review *r, const same_board *start,
    const same_plan_line *line);
/* The planner plays `plan` out for the player of `s` (A), from where it
 * was planned: the line from the board's start by the moves that led
 * there and on by the plan's is one the planner plays on this board, so
 * its figure is never below it (the end would show the player's score,
 * all of it the planner's moves or a start they were planned from, above
 * the planner's).  True when it was taken (see same_assist_review_take). */
bool same_assist_review_played(same_assist_review *r, const same_session *s,
    const same_assist_line *plan);
/* Stop and forget the review. */
void same_assist_review_stop(same_assist_review *r);
/* The final score of the planner's best line so far, -1 for none: its
 * own or one it took; it never goes down while the review is of one
 * board. */
long same_assist_review_best(same_assist_review *r);
/* That line, while the planner plays along; false for none. */
bool same_assist_review_line(same_assist_review *r, same_plan_line *line);

/* The planner's review of a board and the review of a game of it
 * (`review`, done or at work; NULL for none) search its first board
 * with budgets of their own: the better line from there that either has
 * found so far stands for both, whether either still works or not, so
 * that the score screen, the review and the record name one planner's
 * score, the best known, which never goes down.  Called whenever either
 * may have found more (the screen's tick).  True when the planner's
 * figure rose by the review's line. */
bool same_assist_review_agree(same_assist_review *r,
    same_review_job *review);

/* The game over `g` set beside the planner's figure on its board in its
 * record (session/same_record.h): once the planner is done, or now
 * when the board is `left` while it still works or waits (the best so
 * far, the review's line included); a figure that rose after the game
 * was set beside a lower one lifts what the files say.  Nothing while
 * the planner's game is watched, or when it does not play along.  True
 * when it earned a mark (g->record.news says which). */
bool same_assist_review_record(same_assist_review *r, game *g, bool left);

#endif
