/*
 * The exact Mayan solver: the lexicographically smallest sequence of
 * exactly n moves that clears a board (SPEC.md section 2), or the proof
 * that there is none.
 *
 * A depth-first search in the order of the answer, so the first sequence
 * found is the smallest.  What it skips is only what cannot change that
 * answer: moves that give the same board as an earlier move of the same
 * position, or as an earlier order of the same two quiet moves, positions
 * where some colour is down to 1 or 2 blocks (they can never vanish),
 * positions whose colours need more sideways steps to be cut into lines
 * than the moves left can give, or just as many with no chain of swaps,
 * each giving two of them at once, that clears the board, or steps that
 * cannot pair up over the boundaries between columns as swaps pair them
 * (mayan_bound.h), moves whose steps are no use when the rest could not
 * give what is still needed, and positions already proved unsolvable
 * with the same number of moves left, remembered in a table keyed by the
 * whole board (or its mirror image, which is solvable exactly when the
 * board is).  The table has a fixed size whatever the
 * depth: entries that do not fit are forgotten, which costs only time.
 * Searches of MAYAN_SOLVE_SPLIT_MOVES moves or more run on several
 * threads sharing the table (mayan_split.h).
 *
 * A search can be cancelled from another thread or a signal handler
 * through an atomic flag; it then says so rather than claiming there is no
 * answer.
 */
#ifndef TUMBLE_ENGINE_MAYAN_SOLVE_H
#define TUMBLE_ENGINE_MAYAN_SOLVE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/mapped.h"
#include "engine/mayan.h"

typedef enum mayan_solve_status {
	MAYAN_SOLVE_FOUND,     /* the answer is in `answer` */
	MAYAN_SOLVE_NONE,      /* no sequence of exactly n moves works */
	MAYAN_SOLVE_CANCELLED, /* stopped by the cancel flag: unknown */
} mayan_solve_status;

/* One remembered failure: a board (mirror-canonical) and the moves left.
 * Atomic so that several searches can share a table (see mayan_solve.c). */
typedef struct mayan_solve_entry {
	_Atomic uint32_t seq; /* odd while being written */
	_Atomic uint32_t tag; /* search stamp << 4 | moves left */
	_Atomic uint32_t col[MAYAN_WIDTH];
	uint32_t unused;      /* 32 bytes: a bucket of 4 is two cache lines */
} mayan_solve_entry;

/*
 * A solver keeps its failure table between searches, so many puzzles can
 * be solved without allocating again.  Entries of an earlier search are
 * told apart by a stamp rather than cleared.
 */
typedef struct mayan_solver {
	mayan_solve_entry *table; /* NULL: search without one (slower) */
	bool owns_table;          /* false: another solver's (shared) */
	mapped_table memory;      /* the table's, when it owns it */
	uint32_t size_mask;       /* table size - 1 */
	uint32_t mask;            /* the part this search uses, - 1 */
	uint32_t stamp;
	const atomic_bool *cancel; /* of the search in progress */
	/* The colours' distances (mayan_bound.h), shared by all solvers. */
	const struct mayan_count_table *counts;
	/* This solver's answers of the colours' balance, for its thread
	 * alone. */
	struct mayan_balance_memo *balance;
	uint64_t nodes;           /* positions visited by the last search */
	uint32_t countdown;       /* nodes until the cancel flag is read */
	/* Where `nodes` is copied each time the cancel flag is read, for
	 * another thread to show how far a long search has got; NULL for
	 * none.  The caller sets it after mayan_solver_init(). */
	atomic_uint_fast64_t *progress;
	/* Searches of MAYAN_SOLVE_SPLIT_MOVES moves or more run on this
	 * many threads, which share the table (see mayan_split.h): 0 (what
	 * mayan_solver_init() sets) one per processor, 1 only the caller's.
	 * The answer is the same. */
	int threads;
} mayan_solver;

/* Shallower searches take too little time to gain from threads. */
#define MAYAN_SOLVE_SPLIT_MOVES 6

/* Map the failure table (2^table_bits entries of 32 bytes; 0 picks the
 * default, 2^20 entries: 32 MiB), zero until a search touches it: a
 * search of n moves touches only its first 2^(3n) entries.  Without
 * memory the solver still works, only slower. */
void mayan_solver_init(mayan_solver *s, int table_bits);
/* A solver for another thread that shares the table of `owner`, on which
 * mayan_solver_begin() was called; it watches `cancel`.  The owner must
 * outlive it. */
void mayan_solver_share(mayan_solver *s, const mayan_solver *owner,
    const atomic_bool *cancel);
void mayan_solver_free(mayan_solver *s);

/*
 * Solve `board` in exactly n moves (1..MAYAN_SOLVE_MAX_MOVES), on
 * s->threads threads when n is MAYAN_SOLVE_SPLIT_MOVES or more.  `answer`
 * receives n moves when the result is MAYAN_SOLVE_FOUND.  `cancel` may be
 * NULL; when it becomes non-zero the search stops soon after and returns
 * MAYAN_SOLVE_CANCELLED.  Defined in mayan_split.c, which hands a deep
 * search to its threads and a short one to mayan_solver_search().
 */
mayan_solve_status mayan_solver_run(mayan_solver *s, const mayan_board *board,
    int n, const atomic_bool *cancel, mayan_move answer[]);

/* The whole search on the calling thread, once mayan_solver_begin() has
 * been called for it. */
mayan_solve_status mayan_solver_search(mayan_solver *s,
    const mayan_board *board, int n, mayan_move answer[]);

/*
 * A search split by its opening, the first move or two, as
 * mayan_split_run() runs it: mayan_solver_begin() once for the whole
 * search, then for each opening mayan_solver_run_opening(), which answers
 * for the sequences of n moves that start with those `length` moves
 * (copied to the start of `answer`) and keeps what the table learnt from
 * the openings searched before.  It takes no opening as failed before its
 * own turn, so openings may be searched in any order, on any thread with
 * a solver of its own.
 */
void mayan_solver_begin(mayan_solver *s, int n, const atomic_bool *cancel);
mayan_solve_status mayan_solver_run_opening(mayan_solver *s,
    const mayan_board *board, const mayan_move *opening, int length, int n,
    mayan_move answer[]);

/* The same with a solver of its own, for a single puzzle (defined in
 * mayan_split.c, as mayan_solve_split() on every processor). */
mayan_solve_status mayan_solve(const mayan_board *board, int n,
    const atomic_bool *cancel, mayan_move answer[]);

#endif
