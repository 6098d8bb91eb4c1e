/*
 * The solver beside a Mayan puzzle, for every front end: its answer from
 * one position of a session and whether it still holds for the position
 * reached (so that a hint follows the answer as the player plays it), the
 * search on a thread of its own (see job.h), and random puzzles made the
 * same way.  No terminal here.
 */
#ifndef TUMBLE_SESSION_MAYAN_ASSIST_H
#define TUMBLE_SESSION_MAYAN_ASSIST_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"
#include "io/mayan_judge.h"
#include "session/mayan_session.h"

/* The solver's answer from one position of a session. */
typedef struct mayan_assist_answer {
	bool known;          /* a search has finished for `from` */
	bool found;          /* it found an answer (else there is none) */
	int from;            /* the session's move count it started at */
	mayan_board board;   /* the board it started from */
	int count;           /* moves in the answer */
	mayan_move move[MAYAN_SOLVE_MAX_MOVES];
} mayan_assist_answer;

/* The solver on a thread of its own (see job.h). */
typedef struct mayan_assist_job mayan_assist_job;
/* Start solving `board` (the session's position after `from` moves) in
 * exactly n moves; NULL when no thread can start. */
mayan_assist_job *mayan_assist_job_start(const mayan_board *board, int n,
    int from);
/* True once the search has ended. */
bool mayan_assist_job_done(mayan_assist_job *job);
/* The spinner's character while it works; '\0' while it is quiet. */
char mayan_assist_job_spinner(const mayan_assist_job *job);
/* The n it searches, and the positions it has tried so far (counted in
 * steps of a few thousand while it runs). */
int mayan_assist_job_moves(const mayan_assist_job *job);
uint64_t mayan_assist_job_positions(mayan_assist_job *job);
/* Wait for the search, cancelling it first when `cancel`, and free the
 * job.  True when it ran to its end: `answer` then holds what it found,
 * and session `s` (NULL for a board of none, the editor's) notes what it
 * proves of its start: an answer from any position on the session's
 * line says the start can be cleared, none from the start says it
 * cannot (whatever position the session shows by now). */
bool mayan_assist_job_finish(mayan_assist_job *job, bool cancel,
    mayan_session *s, mayan_assist_answer *answer);

/* The same search started before anyone asks, from the session's
 * position in its moves left, on processors that would otherwise idle
 * (see quiet_thread_idle): so that the answer is there the moment it is
 * asked for, without slowing the game or anything else.  NULL when no
 * thread can start, or while searches abandoned earlier still wait for
 * a processor (job_room_ahead): ask again later. */
mayan_assist_job *mayan_assist_job_ahead(const mayan_session *s);
/* Whether the search is from the session's position as it stands, in
 * its moves left. */
bool mayan_assist_job_for(const mayan_assist_job *job,
    const mayan_session *s);
/* Cancel the search and free the job once its thread sees it, without
 * waiting (a thread on idle processors may take a while to). */
void mayan_assist_job_abandon(mayan_assist_job *job);

/* A random puzzle made on a thread of its own (see job.h), for the level
 * menu: the longest take a second or two. */
typedef struct mayan_assist_random_job mayan_assist_random_job;
/* Start making the puzzle of `moves` moves from `seed` (the default
 * colours, as `tumble gen mayan`); NULL when no thread can start. */
mayan_assist_random_job *mayan_assist_random_start(uint64_t seed, int moves);
bool mayan_assist_random_done(mayan_assist_random_job *job);
char mayan_assist_random_spinner(const mayan_assist_random_job *job);
/* Wait for it, cancelling it first when `cancel`, and free the job.  True
 * when a puzzle was made: it is in `out` (which may be NULL). */
bool mayan_assist_random_finish(mayan_assist_random_job *job, bool cancel,
    mayan_puzzle *out);

/* The answer from the session's position in its moves left, found here
 * on the caller's thread, until `cancel` (may be NULL) is set, unless
 * `known` holds for the position: then its moves from there, at once.
 * A search that ends is kept in `known` for the next ask; `answer` gets
 * the moves left when one is found.  What it proves of the start is
 * noted in the session, as a search on its thread notes it. */
mayan_solve_status mayan_assist_solve(mayan_assist_answer *known,
    mayan_session *s, const atomic_bool *cancel, mayan_move answer[]);

/* True when the answer still speaks for the session's position: played
 * from the same board, and every move since is the answer's own. */
bool mayan_assist_holds(const mayan_assist_answer *a, const mayan_session *s);
/* The answer's next move for the session's position (which it holds for);
 * false when the answer is used up or there is none. */
bool mayan_assist_next(const mayan_assist_answer *a, const mayan_session *s,
    mayan_move *next);

/* The words for a position the solver found no answer from, in `out`
 * (lower case, no stop, for a front end to add its words): at the start
 * "no answer with 10 moves: this puzzle cannot be cleared", else "no
 * answer from here with 3 moves left".  True when moves were made, so
 * that an undo or a restart can lead where the position cannot: the
 * front end then names its keys or commands for them.  When the start
 * is proved to have no answer either, no undo or restart can help: the
 * words say so ("...: it cannot be cleared in exactly 4 moves from its
 * start") and it is false.  On a puzzle of up to
 * MAYAN_REVIEW_QUICK_MOVES moves the start is proved here when it is
 * not known yet (as quick as the review at its end); a longer one's
 * start is said when a search has proved it already (the session keeps
 * what each proved). */
bool mayan_assist_say_none(mayan_session *s, char *out, size_t size);
/* The words for a puzzle over, that no hint can help (lower case, no
 * stop, as above): "solved already", "no moves left", or a board cleared
 * too soon, "cleared with 1 move still to make".  True when an undo or a
 * restart is the way on (not solved, and the start not proved to have
 * no answer, as for mayan_assist_say_none). */
bool mayan_assist_say_over(mayan_session *s, char *out, size_t size);
#endif
