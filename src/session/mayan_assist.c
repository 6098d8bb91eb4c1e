/*
 * The solver beside a Mayan puzzle (see mayan_assist.h).
 */
#include "session/mayan_assist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan_gen.h"
#include "session/job.h"
#include "session/mayan_random.h"
#include "session/mayan_review.h"
#include "session/quiet_thread.h"

struct mayan_assist_job {
	job_task job;
	bool idle; /* on processors that would otherwise idle */
	mayan_board board;
	int n, from;
	mayan_solve_status status;
	mayan_move move[MAYAN_SOLVE_MAX_MOVES];
	atomic_uint_fast64_t positions; /* tried so far, for the screen */
};

bool mayan_assist_holds(const mayan_assist_answer *a, const mayan_session *s)
{
	/* No answer (-1) speaks only for the position it was sought from. */
	return a->known && mayan_session_follows(s, a->from, &a->board,
	    a->move, a->found ? a->count : 0);
}

bool mayan_assist_next(const mayan_assist_answer *a, const mayan_session *s,
    mayan_move *next)
{
	int k = mayan_session_move_count(s) - a->from;
	if (!mayan_assist_holds(a, s) || !a->found || k >= a->count)
		return false;
	*next = a->move[k];
	return true;
}

/* Note in the session what an answer found for one of its positions
 * says of it, for the review of a failed puzzle, and proves of its
 * start: an answer from any position on its line says the start can be
 * cleared, none from the start says it cannot.  Every search that ends
 * notes it here, so no front end has it to do. */
static void mayan_assist_learn(mayan_session *s,
    const mayan_assist_answer *a)
{
	/* The answer's position must be on the session's line, reached
	 * from the start by the moves before it. */
	if (!a->known || a->from > s->last ||
	    a->from + a->count != s->limit ||
	    !mayan_board_equal(&s->positions[a->from], &a->board))
		return;
	mayan_session_learn_at(s, a->from, a->found, a->move);
	/* A line from a later position is one from the start too; no line
	 * speaks of the start only when sought from the start. */
	if (a->found || a->from == 0)
		mayan_session_learn_start(s, a->found);
}

/* Whether the start is proved to have no answer, proving it first on a
 * puzzle quick to solve (as the review at its end does). */
static bool mayan_assist_hopeless(mayan_session *s)
{
	if (mayan_session_start_known(s) == MAYAN_START_UNKNOWN &&
	    s->limit <= MAYAN_REVIEW_QUICK_MOVES) {
		mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
		const mayan_solve_status status = mayan_solve(
		    mayan_session_start_board(s), s->limit, NULL, answer);
		if (status != MAYAN_SOLVE_CANCELLED)
			mayan_session_learn_start(s,
			    status == MAYAN_SOLVE_FOUND);
	}
	return mayan_session_start_known(s) == MAYAN_START_HOPELESS;
}

/* ": it cannot be cleared in exactly 4 moves from its start" after what
 * `out` holds: the truth no undo or restart can change. */
static void mayan_assist_say_hopeless(const mayan_session *s, char *out,
    size_t size)
{
	const size_t used = strlen(out);
	snprintf(out + used, size - used, ": it cannot be cleared in exactly "
	    "%d move%s from its start", s->limit, s->limit == 1 ? "" : "s");
}

bool mayan_assist_say_none(mayan_session *s, char *out, size_t size)
{
	const int left = mayan_session_moves_left(s);
	const char *plural = left == 1 ? "" : "s";
	/* Before a move the position is the puzzle: nothing to undo or
	 * restart, and no answer means it cannot be cleared at all. */
	if (mayan_session_move_count(s) == 0) {
		snprintf(out, size, "no answer with %d move%s: this puzzle "
		    "cannot be cleared", left, plural);
		return false;
	}
	snprintf(out, size, "no answer from here with %d move%s left", left,
	    plural);
	if (mayan_assist_hopeless(s)) {
		mayan_assist_say_hopeless(s, out, size);
		return false;
	}
	return true;
}

bool mayan_assist_say_over(mayan_session *s, char *out, size_t size)
{
	const int left = mayan_session_moves_left(s);
	if (mayan_session_solved(s)) {
		snprintf(out, size, "solved already");
		return false;
	}
	if (left > 0)
		snprintf(out, size, "cleared with %d move%s still to make",
		    left, left == 1 ? "" : "s");
	else
		snprintf(out, size, "no moves left");
	if (mayan_assist_hopeless(s)) {
		mayan_assist_say_hopeless(s, out, size);
		return false;
	}
	return true;
}

static void mayan_assist_job_run(job_task *thread, const atomic_bool *cancel)
{
	mayan_assist_job *job = (mayan_assist_job *)thread;
	if (job->idle)
		quiet_thread_idle();
	mayan_solver solver;
	mayan_solver_init(&solver, 0);
	solver.progress = &job->positions;
	job->status = mayan_solver_run(&solver, &job->board, job->n, cancel,
	    job->move);
	mayan_solver_free(&solver);
}

static mayan_assist_job *mayan_assist_job_start_at(const mayan_board *board,
    int n, int from, bool idle)
{
	mayan_assist_job *job = calloc(1, sizeof *job);
	if (job == NULL)
		return NULL;
	job->idle = idle;
	job->board = *board;
	job->n = n;
	job->from = from;
	if (!job_start(&job->job, mayan_assist_job_run)) {
		free(job);
		return NULL;
	}
	return job;
}

mayan_assist_job *mayan_assist_job_start(const mayan_board *board, int n,
    int from)
{
	return mayan_assist_job_start_at(board, n, from, false);
}

mayan_assist_job *mayan_assist_job_ahead(const mayan_session *s)
{
	if (!job_room_ahead())
		return NULL;
	return mayan_assist_job_start_at(mayan_session_board(s),
	    mayan_session_moves_left(s), mayan_session_move_count(s), true);
}

bool mayan_assist_job_for(const mayan_assist_job *job,
    const mayan_session *s)
{
	return job->n == mayan_session_moves_left(s) &&
	    mayan_session_follows(s, job->from, &job->board, NULL, 0);
}

void mayan_assist_job_abandon(mayan_assist_job *job)
{
	job_abandon(&job->job, job_free);
}

bool mayan_assist_job_done(mayan_assist_job *job)
{
	return job_done(&job->job);
}

char mayan_assist_job_spinner(const mayan_assist_job *job)
{
	return job_spinner(&job->job);
}

int mayan_assist_job_moves(const mayan_assist_job *job)
{
	return job->n;
}

uint64_t mayan_assist_job_positions(mayan_assist_job *job)
{
	return atomic_load_explicit(&job->positions, memory_order_relaxed);
}

/* What a search that ended found, from `board` after `from` moves in
 * exactly n. */
static void mayan_assist_keep(mayan_assist_answer *answer,
    mayan_solve_status status, const mayan_board *board, int from, int n,
    const mayan_move move[])
{
	memset(answer, 0, sizeof *answer);
	answer->known = true;
	answer->found = status == MAYAN_SOLVE_FOUND;
	answer->from = from;
	answer->board = *board;
	answer->count = n;
	if (answer->found)
		memcpy(answer->move, move, (size_t)n * sizeof *move);
}

bool mayan_assist_job_finish(mayan_assist_job *job, bool cancel,
    mayan_session *s, mayan_assist_answer *answer)
{
	job_finish(&job->job, cancel);
	bool ended = job->status != MAYAN_SOLVE_CANCELLED;
	if (ended) {
		mayan_assist_keep(answer, job->status, &job->board, job->from,
		    job->n, job->move);
		if (s != NULL)
			mayan_assist_learn(s, answer);
	}
	free(job);
	return ended;
}

mayan_solve_status mayan_assist_solve(mayan_assist_answer *known,
    mayan_session *s, const atomic_bool *cancel, mayan_move answer[])
{
	const int left = mayan_session_moves_left(s);
	if (mayan_assist_holds(known, s)) {
		if (!known->found)
			return MAYAN_SOLVE_NONE;
		const int done = mayan_session_move_count(s) - known->from;
		memcpy(answer, known->move + done, (size_t)left *
		    sizeof *answer);
		return MAYAN_SOLVE_FOUND;
	}
	const mayan_board *board = mayan_session_board(s);
	const mayan_solve_status status = mayan_solve(board, left, cancel,
	    answer);
	if (status != MAYAN_SOLVE_CANCELLED) {
		mayan_assist_keep(known, status, board,
		    mayan_session_move_count(s), left, answer);
		mayan_assist_learn(s, known);
	}
	return status;
}

struct mayan_assist_random_job {
	job_task job;
	uint64_t seed;
	int moves;
	bool made;
	mayan_puzzle puzzle;
};

static void mayan_assist_random_run(job_task *thread, const atomic_bool *cancel)
{
	mayan_assist_random_job *job = (mayan_assist_random_job *)thread;
	job->made = mayan_random_make(job->seed, job->moves,
	    mayan_gen_default_colors(job->moves), NULL, cancel, &job->puzzle);
}

mayan_assist_random_job *mayan_assist_random_start(uint64_t seed, int moves)
{
	mayan_assist_random_job *job = calloc(1, sizeof *job);
	if (job == NULL)
		return NULL;
	job->seed = seed;
	job->moves = moves;
	if (!job_start(&job->job, mayan_assist_random_run)) {
		free(job);
		return NULL;
	}
	return job;
}

bool mayan_assist_random_done(mayan_assist_random_job *job)
{
	return job_done(&job->job);
}

char mayan_assist_random_spinner(const mayan_assist_random_job *job)
{
	return job_spinner(&job->job);
}

bool mayan_assist_random_finish(mayan_assist_random_job *job, bool cancel,
    mayan_puzzle *out)
{
	job_finish(&job->job, cancel);
	const bool made = job->made;
	if (made && out != NULL)
		*out = job->puzzle;
	free(job);
	return made;
}
