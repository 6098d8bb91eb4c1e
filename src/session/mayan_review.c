/*
 * The review of a Mayan puzzle that ended unsolved (see mayan_review.h).
 */
#include "session/mayan_review.h"

#include <stddef.h>
#include <stdio.h>

/* Whether the position after `k` moves of the session can still be
 * cleared in exactly the moves left; `first` gets the first move of a
 * line that does. */
static mayan_solve_status mayan_review_clearable(mayan_solver *solver,
    const mayan_session *s, int k, const atomic_bool *cancel,
    mayan_move *first)
{
	const int left = s->limit - k;
	const mayan_board *b = &s->positions[k];
	if (left == 0)
		return mayan_board_empty(b) ? MAYAN_SOLVE_FOUND :
		    MAYAN_SOLVE_NONE;
	/* Cleared with moves still to make: no move is left to make. */
	if (mayan_board_empty(b))
		return MAYAN_SOLVE_NONE;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	const mayan_solve_status status = mayan_solver_run(solver, b, left,
	    cancel, answer);
	if (status == MAYAN_SOLVE_FOUND)
		*first = answer[0];
	return status;
}

mayan_solve_status mayan_review_first_fatal(const mayan_session *s,
    mayan_solver *solver, const atomic_bool *cancel, mayan_review *r)
{
	mayan_solver own;
	if (solver == NULL) {
		mayan_solver_init(&own, 0);
		const mayan_solve_status status = mayan_review_first_fatal(s,
		    &own, cancel, r);
		mayan_solver_free(&own);
		return status;
	}
	r->found = false;
	r->hopeless = false;
	mayan_move fix = { 0, 0, 0 };
	const int count = mayan_session_move_count(s);
	mayan_solve_status status = mayan_review_clearable(solver, s, count,
	    cancel, &fix);
	if (status != MAYAN_SOLVE_NONE)
		return status;
	status = mayan_review_clearable(solver, s, 0, cancel, &fix);
	if (status == MAYAN_SOLVE_CANCELLED)
		return status;
	if (status == MAYAN_SOLVE_NONE) {
		r->hopeless = true;
		return MAYAN_SOLVE_NONE;
	}
	/* Clearable after `good` moves, not after `bad`: the move between
	 * them is fatal once they are neighbours. */
	int good = 0, bad = count;
	mayan_move good_fix = fix;
	while (bad - good > 1) {
		const int mid = good + (bad - good) / 2;
		status = mayan_review_clearable(solver, s, mid, cancel, &fix);
		if (status == MAYAN_SOLVE_CANCELLED)
			return status;
		if (status == MAYAN_SOLVE_FOUND) {
			good = mid;
			good_fix = fix;
		} else {
			bad = mid;
		}
	}
	r->found = true;
	r->fatal = good;
	r->fix = good_fix;
	return MAYAN_SOLVE_NONE;
}

void mayan_review_words(char *out, size_t size, const mayan_session *s,
    const mayan_review *r)
{
	if (r->hopeless) {
		snprintf(out, size, "No move is to blame: it cannot be cleared "
		    "in exactly %d move%s from its start.", s->limit,
		    s->limit == 1 ? "" : "s");
		return;
	}
	const mayan_move fatal = mayan_session_move(s, r->fatal);
	snprintf(out, size, "Move %d, (%d,%d) %s, made it impossible; from "
	    "before it, (%d,%d) %s still clears it.", r->fatal + 1, fatal.x,
	    fatal.y, fatal.g > 0 ? "right" : "left", r->fix.x, r->fix.y,
	    r->fix.g > 0 ? "right" : "left");
}

bool mayan_review_quick(const mayan_session *s, mayan_review *r)
{
	r->found = false;
	/* Proved already (a search from the start found nothing): said
	 * on a puzzle of any length, with no search. */
	r->hopeless = mayan_session_start_known(s) == MAYAN_START_HOPELESS;
	if (r->hopeless)
		return false;
	/* What the searches of the game found tells, on a puzzle of any
	 * length, with no search of its own. */
	if (mayan_session_fatal_known(s, &r->fatal, &r->fix)) {
		r->found = true;
		return true;
	}
	return s->limit <= MAYAN_REVIEW_QUICK_MOVES &&
	    mayan_review_first_fatal(s, NULL, NULL, r) == MAYAN_SOLVE_NONE &&
	    r->found;
}
