/*
 * A quick search for any way to clear a Mayan board in at most k moves,
 * in whatever order finds one soonest: moves that remove blocks first,
 * then those that bring the colours nearer to lines (mayan_bound.h).
 * Only a yes counts, and it comes with the moves that clear the board,
 * which anyone can replay; a search that spends its node budget without
 * finding one proves nothing.  The generator asks it before the exact
 * solver whether a candidate clears in fewer moves than asked for: most
 * do, and the exact solver, bound to the order of the answer, takes far
 * longer to find the first of them.
 */
#ifndef TUMBLE_ENGINE_MAYAN_SHORTER_H
#define TUMBLE_ENGINE_MAYAN_SHORTER_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "engine/mayan.h"

/* A position known not to clear within `left` moves (nor fewer). */
typedef struct mayan_shorter_entry {
	mayan_board board; /* or its mirror image, the smaller */
	uint16_t stamp;    /* of the search that stored it */
	uint16_t left;
} mayan_shorter_entry;

typedef struct mayan_shorter {
	mayan_shorter_entry *table; /* NULL: search without one */
	uint32_t mask;
	uint16_t stamp;
	uint64_t budget; /* positions it may visit */
	/* When set (may be NULL), the search stops soon after, finding
	 * nothing. */
	const atomic_bool *cancel;
	uint64_t nodes;  /* positions it visited */
	int length;      /* moves of the witness, when one was found */
	mayan_move witness[MAYAN_SOLVE_MAX_MOVES];
} mayan_shorter;

/* Allocate the table of positions that failed (2^table_bits entries of
 * 24 bytes); without memory the search works, only slower.  The budget
 * starts at 0: set it. */
void mayan_shorter_init(mayan_shorter *q, int table_bits);
void mayan_shorter_free(mayan_shorter *q);

/* Whether `board` clears in 1..most moves (most <= MAYAN_SOLVE_MAX_MOVES),
 * found within q->budget positions: true with the moves in q->witness and
 * q->length (the board is empty after the last of them, not before);
 * false when none was found (there may still be one). */
bool mayan_shorter_find(mayan_shorter *q, const mayan_board *board,
    int most);

#endif
