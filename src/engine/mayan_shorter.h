/*
 * A quick search for any way to clear a Mayan board in at most k moves,
 * in whatever order finds one soonest: moves that remove blocks first,
 * then those that bring the colours nearer to lines (mayan_bound.h).
 * A yes comes with the moves that clear the board, which anyone can
 * replay; a search through every position left proves there is none; a
 * search that spends its node budget first proves nothing.  The generator
 * asks it before the exact solver whether a candidate clears in fewer
 * moves than asked for: most do, and the exact solver, bound to the order
 * of the answer, takes far longer to find the first of them.
 */
#ifndef TUMBLE_ENGINE_MAYAN_SHORTER_H
#define TUMBLE_ENGINE_MAYAN_SHORTER_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "engine/mapped.h"
#include "engine/mayan.h"

/* A position known not to clear within `left` moves (nor fewer). */
typedef struct mayan_shorter_entry {
	mayan_board board; /* or its mirror image, the smaller */
	uint16_t stamp;    /* of the search that stored it */
	uint16_t left;
} mayan_shorter_entry;

typedef struct mayan_shorter {
	mayan_shorter_entry *table; /* NULL: search without one */
	mapped_table memory;        /* where the table is */
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

/* Map the table of positions that failed (2^table_bits entries of 24
 * bytes, mapped.h); without memory the search works, only slower.  The
 * budget starts at 0: set it. */
void mayan_shorter_init(mayan_shorter *q, int table_bits);
void mayan_shorter_free(mayan_shorter *q);

typedef enum mayan_shorter_result {
	MAYAN_SHORTER_FOUND,   /* the moves are in witness[0..length) */
	MAYAN_SHORTER_NONE,    /* searched through: no way at all */
	MAYAN_SHORTER_UNKNOWN, /* the budget ran out, or cancelled */
} mayan_shorter_result;

/*
 * Whether `board` (not empty) clears in 1..most moves (most <=
 * MAYAN_SOLVE_MAX_MOVES), within q->budget positions: FOUND with the
 * moves in q->witness and q->length (the board is empty after the last
 * of them, not before).  A search that ends within its budget without
 * one is a proof that there is none, as the solver's would be: what it
 * leaves out is only what cannot clear the board in time (a dead colour,
 * colours farther from lines than the moves left can bring them, steps of
 * no use, mayan_bound.h), positions already failed with as many moves
 * left or more, or their mirror images, and moves that change nothing.
 */
mayan_shorter_result mayan_shorter_find(mayan_shorter *q,
    const mayan_board *board, int most);

#endif
