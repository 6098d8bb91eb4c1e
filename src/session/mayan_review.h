/*
 * The review of a Mayan puzzle that ended unsolved, exact: the first move
 * of the game after which the puzzle could no longer be cleared in
 * exactly the moves left, and from before it the first move of a line
 * that still clears it.  Clearable-in-exactly-the-moves-left only ever
 * goes from yes to no along the moves played (a line from a later
 * position is a line from an earlier one too), so the first fatal move is
 * found by bisection with a handful of exact solves.
 */
#ifndef TUMBLE_SESSION_MAYAN_REVIEW_H
#define TUMBLE_SESSION_MAYAN_REVIEW_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "engine/mayan_solve.h"
#include "session/mayan_session.h"

typedef struct mayan_review {
	/* False when even the start cannot be cleared: no move is to
	 * blame. */
	bool found;
	/* The start itself cannot be cleared in exactly its n moves: no
	 * move is to blame, and no undo or restart can clear it. */
	bool hopeless;
	int fatal;       /* the fatal move's index, 0 for the first move */
	mayan_move fix;  /* from before it: a first move that still clears */
} mayan_review;

/* Review the line that leads to the session's position (which need not
 * be over: the review answers for the moves made so far), with `solver`
 * (NULL: one of its own for this review, its table allocated once).
 * MAYAN_SOLVE_CANCELLED when `cancel` stopped a solve; else
 * MAYAN_SOLVE_FOUND when the position shown can still be cleared (nothing
 * fatal yet, r->found false), MAYAN_SOLVE_NONE with `r` filled in. */
mayan_solve_status mayan_review_first_fatal(const mayan_session *s,
    mayan_solver *solver, const atomic_bool *cancel, mayan_review *r);

/* Puzzles of up to this many moves are reviewed as they end, unasked:
 * the review is exact and quick there (a few tenths of a second at
 * most), where a longer puzzle's solves can take seconds. */
#define MAYAN_REVIEW_QUICK_MOVES 7

/* The review of a puzzle that ended unsolved, when some move is to
 * blame and it is quick: what the searches of the game found tells
 * (mayan_session_fatal_known: a puzzle of any length), or the puzzle
 * has up to MAYAN_REVIEW_QUICK_MOVES moves.  True, with `r` filled in;
 * false otherwise, with r->hopeless set when the review found that the
 * puzzle could not be cleared from its start, or a search had proved it
 * before (a puzzle of any length). */
bool mayan_review_quick(const mayan_session *s, mayan_review *r);

/* The review in a player's words: "Move 2, (1,3) left, made it
 * impossible; from before it, (2,0) right still clears it.", or for a
 * puzzle that could not be cleared from its start "No move is to
 * blame: it cannot be cleared in exactly 2 moves from its start." */
void mayan_review_words(char *out, size_t size, const mayan_session *s,
    const mayan_review *r);

#endif
