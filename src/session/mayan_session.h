/*
 * One Mayan puzzle in progress, as both front ends see it: the start
 * board, the number of moves n it must be solved in, every position
 * reached, and undo, redo and restart.  A puzzle allows exactly n moves,
 * so the whole history fits in the session without allocation.
 */
#ifndef TUMBLE_SESSION_MAYAN_SESSION_H
#define TUMBLE_SESSION_MAYAN_SESSION_H

#include <stdbool.h>

#include "engine/mayan.h"

/* What is proved of the start: whether it can be cleared in exactly its
 * n moves. */
typedef enum mayan_start_known {
	MAYAN_START_UNKNOWN,   /* nothing proved yet */
	MAYAN_START_CLEARABLE, /* some line of n moves clears it */
	MAYAN_START_HOPELESS,  /* none does: no undo or restart can help */
} mayan_start_known;

/* What a search from a position of the line found: whether it ended,
 * and whether it found a line clearing it in its moves left, `move`. */
typedef struct mayan_session_found {
	bool known;
	bool found;
	mayan_move move[MAYAN_SOLVE_MAX_MOVES];
} mayan_session_found;

typedef struct mayan_session {
	mayan_board positions[MAYAN_SOLVE_MAX_MOVES + 1]; /* [0] the start */
	mayan_move moves[MAYAN_SOLVE_MAX_MOVES]; /* [i]: [i] to [i+1] */
	int limit;   /* n */
	int current; /* index of the position shown */
	int last;    /* last index that redo can reach */
	bool assisted; /* the computer has played a move */
	mayan_start_known start_known;
	/* [k]: what a search from the position after k moves found, while
	 * that position stays on the line (mayan_session_learn_at). */
	mayan_session_found found_at[MAYAN_SOLVE_MAX_MOVES + 1];
} mayan_session;

/* Start the puzzle `start`, to be solved in n moves
 * (1..MAYAN_SOLVE_MAX_MOVES). */
void mayan_session_start(mayan_session *s, const mayan_board *start, int n);

const mayan_board *mayan_session_board(const mayan_session *s);
const mayan_board *mayan_session_start_board(const mayan_session *s);
int mayan_session_move_count(const mayan_session *s);
int mayan_session_moves_left(const mayan_session *s);
/* The n of a puzzle that starts from the position shown (the editor's,
 * on the board as it stands): the moves left, as the board needs no
 * more, but 1 when none is, since a puzzle asks for a move at least. */
int mayan_session_n_from_here(const mayan_session *s);
/* The k-th move (0-based) of the line that leads to the current position. */
mayan_move mayan_session_move(const mayan_session *s, int k);
/* Cleared in exactly n moves. */
bool mayan_session_solved(const mayan_session *s);
/* No move can follow: n moves played, or the board is empty. */
bool mayan_session_over(const mayan_session *s);

/* Play a move; false (nothing changes) when it is not legal or no move
 * is left.  A move drops the moves that redo could have replayed. */
bool mayan_session_play(mayan_session *s, mayan_move m);
/* Play a move the solver chose, as mayan_session_play does.  Once the
 * computer has played one, a solve is assisted for good, undone or not,
 * since the player has seen it. */
bool mayan_session_play_assisted(mayan_session *s, mayan_move m);
bool mayan_session_assisted(const mayan_session *s);
/* Mark a puzzle assisted that was so before it was saved. */
void mayan_session_mark_assisted(mayan_session *s);
/* Whether the position shown was reached by following `line` (`count`
 * moves) from position `from`, which must hold `board`: an answer found
 * for that position still speaks for this one. */
bool mayan_session_follows(const mayan_session *s, int from,
    const mayan_board *board, const mayan_move *line, int count);
/* Note what a search proved of the start, and what has been proved so
 * far: the puzzle is the same while the session lasts, so undo, redo,
 * mayan_session_restart and mayan_session_start_over keep it; only
 * mayan_session_start, a puzzle anew, forgets it. */
void mayan_session_learn_start(mayan_session *s, bool clearable);
mayan_start_known mayan_session_start_known(const mayan_session *s);
/* Note what a search from the position after `k` moves of the line
 * found: `line` (its moves left) when `found`.  Kept while that position
 * stays on the line (a move played from an earlier one forgets it). */
void mayan_session_learn_at(mayan_session *s, int k, bool found,
    const mayan_move *line);
/* The first move of the line after which the puzzle could no longer be
 * cleared in exactly the moves left (its index, `fatal`) and from before
 * it a first move that still clears it (`fix`), told from what searches
 * noted alone, with no search of its own: the position before that move
 * has a line noted from it or from a position before it that the moves
 * played follow so far, and the position after it is the last and not
 * solved, or a search from it found none.  False when what was noted
 * does not tell. */
bool mayan_session_fatal_known(const mayan_session *s, int *fatal,
    mayan_move *fix);
bool mayan_session_undo(mayan_session *s);
bool mayan_session_redo(mayan_session *s);
/* Back to the start board, keeping the moves for redo. */
void mayan_session_restart(mayan_session *s);
/* The same puzzle afresh, as mayan_session_start() starts it (no moves
 * to redo, not assisted), but for what is proved of its start, which
 * still holds. */
void mayan_session_start_over(mayan_session *s);

#endif
