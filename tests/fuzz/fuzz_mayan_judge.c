/*
 * libFuzzer harness for the Mayan judge reader: any bytes must give a
 * puzzle or a positioned error, never a crash.  A puzzle of at most three
 * moves is also solved, and an answer the solver finds must clear the
 * board when it is played, so the reader's boards reach the engine too.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"
#include "io/mayan_judge.h"

/* Deeper searches are too slow for the many inputs a fuzzer tries. */
#define FUZZ_SOLVE_MAX_MOVES 3

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_solve(const mayan_puzzle *p)
{
	static mayan_solver solver;
	static bool ready;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	if (!ready) {
		mayan_solver_init(&solver, 12);
		ready = true;
	}
	if (mayan_solver_run(&solver, &p->board, p->moves, NULL, answer) !=
	    MAYAN_SOLVE_FOUND)
		return;
	mayan_board b = p->board;
	for (int i = 0; i < p->moves; i++)
		if (!mayan_board_move(&b, answer[i]))
			abort();
	if (!mayan_board_empty(&b))
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static mayan_puzzle puzzle;
	io_error error;
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	if (mayan_judge_read(scan, &puzzle, &error) &&
	    puzzle.moves <= FUZZ_SOLVE_MAX_MOVES)
		fuzz_solve(&puzzle);
	io_scan_free(scan);
	return 0;
}
