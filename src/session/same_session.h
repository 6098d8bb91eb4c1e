/*
 * One Same Game in progress, as both front ends see it: the start board,
 * every position reached, the moves between them, and unlimited undo and
 * redo.  The curses game and the command line call these functions; a
 * click and a typed `remove R C` become the same call.
 *
 * Like a puzzle midend, the session keeps the list of positions rather than
 * inverse moves, so undo is exact by construction.
 */
#ifndef TUMBLE_SESSION_SAME_SESSION_H
#define TUMBLE_SESSION_SAME_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/same.h"
#include "io/same_id.h"

typedef struct same_session {
	same_board *positions; /* positions[0] is the start */
	same_cluster *moves;   /* moves[i] leads from positions[i] to [i+1] */
	long *scores;          /* points scored up to positions[i] */
	int current;           /* index of the position shown */
	int last;              /* last index that redo can reach */
	int capacity;
	same_id id;            /* the id of a random board */
	bool has_id;           /* false for a board loaded from a file */
	bool assisted;         /* the computer has played a move */
} same_session;

/* Start a session on a given board; false when memory runs out. */
bool same_session_start(same_session *s, const same_board *start);
/* Start a session on the random board an id names. */
bool same_session_start_id(same_session *s, const same_id *id);
void same_session_free(same_session *s);
/* A copy of `from` with its own memory, redo's moves and all; false when
 * memory runs out (`to` then holds nothing). */
bool same_session_copy(same_session *to, const same_session *from);

const same_board *same_session_board(const same_session *s);
const same_board *same_session_start_board(const same_session *s);
/* Moves played to reach the current position. */
int same_session_move_count(const same_session *s);
/* The k-th move (0-based) of the line that leads to the current position. */
same_cluster same_session_move(const same_session *s, int k);
/* Points scored so far, without the clear bonus. */
long same_session_points(const same_session *s);
bool same_session_over(const same_session *s);
/* Points plus the clear bonus once the game is over. */
long same_session_score(const same_session *s);

/* Remove the cluster at (row, col).  Returns the cluster removed (size 0
 * when there is nothing to remove there; then nothing changes).  A move
 * drops the moves that redo could have replayed. */
same_cluster same_session_remove(same_session *s, int row, int col);
/* The same for a move the computer chose (greedy, the planner): once it
 * has played one, the game is assisted for good, undone or not, since the
 * player has seen where it leads.  Assisted games keep out of the high
 * scores; this mark is the one place that rule reads. */
same_cluster same_session_remove_assisted(same_session *s, int row,
    int col);
bool same_session_assisted(const same_session *s);
/* Mark a game assisted that was so before it was saved. */
void same_session_mark_assisted(same_session *s);
/* Whether the position shown was reached by following `line` (`count`
 * moves) from position `from`, which must hold `board`: a line found
 * for that position (the planner's) still speaks for this one. */
bool same_session_follows(const same_session *s, int from,
    const same_board *board, const same_cluster *line, int count);
bool same_session_can_undo(const same_session *s);
bool same_session_can_redo(const same_session *s);
/* Step back or forward one move; false when there is none. */
bool same_session_undo(same_session *s);
bool same_session_redo(same_session *s);
/* Back to the start board, keeping the moves for redo. */
void same_session_restart(same_session *s);

#endif
