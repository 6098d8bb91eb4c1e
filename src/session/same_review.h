/*
 * The review of a Same Game played: the planner searches the position
 * before each of the player's moves, and each move is set against the
 * best game it found from there.  For move k (from 0):
 *
 *     before  the best final points found from the position before it
 *     after   the best found from the position after it
 *     cost    before - (the move's points + after)
 *
 * Points "from a position" are those still to come, the clear bonus
 * included.  They are the planner's estimates, not proofs: a longer
 * search may find more.  Two rules make them agree with each other
 * (same_review_settle):
 *
 *   - from before a move the planner may always play the player's move,
 *     so `before` is never below the move's points plus `after`: where a
 *     search found less, it is lifted to that, with the player's move and
 *     the line from after it as its line, and the move costs 0;
 *   - a line from before a move that starts with the player's move is,
 *     without that move, a line from after it, so `after` is never below
 *     `before` less the move's points.
 *
 * Every value comes with the line that scores it, so every claim
 * replays from its position.
 *
 * The positions are searched side by side on `threads` threads, each
 * search on one thread for a budget of its own (seconds of its thread's
 * processor time, tried moves, or both), so a review costs that budget
 * times the moves played; under a budget of moves alone every position
 * gets the same line every time.  A cancel flag stops the work within a
 * few milliseconds; positions already searched are kept, and a further
 * same_review_run searches only the others.
 */
#ifndef TUMBLE_SESSION_SAME_REVIEW_H
#define TUMBLE_SESSION_SAME_REVIEW_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "engine/same.h"
#include "engine/same_plan.h"
#include "session/job.h"

/* A position's budget when nobody says: a second of a core's time. */
#define SAME_REVIEW_DEFAULT_SECONDS 1.0

typedef struct same_review_budget {
	double seconds;  /* processor seconds a position; 0: no limit */
	uint64_t moves;  /* tried moves a position; 0: no limit */
	int threads;     /* positions searched side by side; 0: a core each */
} same_review_budget;

/* One move of the game, as the review sees it. */
typedef struct same_review_move {
	same_cluster played;  /* the player's move */
	int points;           /* its points */
	long before, after;   /* see above */
	long cost;            /* before - (points + after), never below 0 */
	bool lifted;          /* `before` was raised to points + after */
} same_review_move;

/* A position of the game and the best line found from it. */
typedef struct same_review_position {
	same_board board;
	atomic_bool searched; /* its search has ended */
	same_plan_line line;  /* its best line (score: points to come) */
} same_review_position;

typedef struct same_review {
	int count;                       /* moves played */
	same_review_position *position;  /* count + 1 of them */
	same_review_move *move;          /* count of them, once settled */
	bool settled;
	atomic_int searched;             /* positions searched so far */
} same_review;

/* Set up the review of the game that plays `moves` from `start`; false
 * when a move removes nothing or memory runs out. */
bool same_review_init(same_review *r, const same_board *start,
    const same_cluster *moves, int count);
void same_review_free(same_review *r);

/* Search every position not yet searched within `budget`, until done or
 * `cancel` (may be NULL) is set; true when every position is searched
 * (then the review is settled). */
bool same_review_run(same_review *r, const same_review_budget *budget,
    const atomic_bool *cancel);
/* Positions searched so far, of count + 1; readable from any thread. */
int same_review_searched(const same_review *r);

/* Make the values consistent by the two rules above and fill in
 * r->move; every position must be searched. */
void same_review_settle(same_review *r);
/* A line from the start found by another search (the game's own
 * planner, with a larger budget): when it scores more than the review's
 * from the start, the start takes it and the review is settled again, so
 * that both speak of one planner's score.  True when it was taken. */
bool same_review_take_start_line(same_review *r, const same_plan_line *line);

/* A review on a thread of its own (see job.h), for a screen that keeps
 * drawing and listening while it works: started on the game a session
 * has played to its position, polled, and stopped at once when the
 * screen goes (the thread frees the job when it sees the cancel). */
typedef struct same_review_job same_review_job;
/* NULL when memory runs out or no thread can start. */
same_review_job *same_review_job_start(const same_board *start,
    const same_cluster *moves, int count, const same_review_budget *budget);
/* The game's first board, and its moves. */
const same_board *same_review_job_start_board(const same_review_job *job);
int same_review_job_count(const same_review_job *job);
/* Positions searched so far, of count + 1. */
int same_review_job_searched(const same_review_job *job);
/* The spinner's character while it works; '\0' while it is quiet. */
char same_review_job_spinner(const same_review_job *job);
/* True once the work has returned (every position searched, or memory
 * ran out). */
bool same_review_job_done(same_review_job *job);
/* The review, settled, once every position is searched; else NULL. */
const same_review *same_review_job_result(same_review_job *job);
/* same_review_take_start_line() on the job's review, once it is done and
 * `line` is from its first board; false otherwise. */
bool same_review_job_take_start_line(same_review_job *job,
    const same_board *start, const same_plan_line *line);
/* Stop the work without waiting for it, and let go of the job. */
void same_review_job_stop(same_review_job *job);

/* The final points of the game played. */
long same_review_played_score(const same_review *r);
/* The planner's best final score from the start. */
long same_review_planner_score(const same_review *r);
/* Up to `most` moves with a cost above 0, costliest first (the earlier
 * on ties), in `index`; returns how many. */
int same_review_costliest(const same_review *r, int *index, int most);

#endif
