/*
 * Mayan puzzle generator (see mayan_gen.h).
 */
#include "engine/mayan_gen.h"

#include <stddef.h>

#include "engine/mayan_shorter.h"
#include "engine/rng.h"

/* Lines of three of random colours, vertical or across three columns of
 * equal height, until `lines` are placed: every block is in a line. */
static void plant_lines(rng *r, mayan_board *b, int lines, int colors)
{
	mayan_board_clear(b);
	for (int placed = 0, tries = 0; placed < lines && tries < 100;
	    tries++) {
		const int color = 1 + (int)rng_below(r, (uint32_t)colors);
		const int x = (int)rng_below(r, MAYAN_WIDTH);
		if (rng_below(r, 2) == 0) {
			if (mayan_board_height(b, x) > MAYAN_HEIGHT - 3)
				continue;
			for (int k = 0; k < 3; k++)
				mayan_board_push(b, x, color);
		} else {
			const int h = mayan_board_height(b, x);
			if (x + 2 >= MAYAN_WIDTH || h == MAYAN_HEIGHT ||
			    mayan_board_height(b, x + 1) != h ||
			    mayan_board_height(b, x + 2) != h)
				continue;
			for (int k = 0; k < 3; k++)
				mayan_board_push(b, x + k, color);
		}
		placed++;
	}
}

/* A random cell of a non-empty set. */
static void pick_cell(rng *r, mayan_cells cells, int *x, int *y)
{
	int skip = (int)rng_below(r, (uint32_t)__builtin_popcountll(cells));
	while (skip-- > 0)
		cells &= cells - 1;
	const int bit = __builtin_ctzll(cells);
	*x = bit / 8;
	*y = bit % 8;
}

/* Scramble with swaps of two different colours, each taking a block out
 * of a line while lines remain; false when lines are left at the end. */
static bool scramble(rng *r, mayan_board *b, int swaps)
{
	for (int done = 0; done < swaps; done++) {
		mayan_cells pool = mayan_board_lines(b);
		const bool no_line = pool == 0;
		for (int x = 0; no_line && x < MAYAN_WIDTH; x++)
			for (int y = 0; y < mayan_board_height(b, x); y++)
				pool |= MAYAN_CELL(x, y);
		bool moved = false;
		for (int tries = 0; tries < 20 && !moved; tries++) {
			int x, y;
			pick_cell(r, pool, &x, &y);
			const mayan_move m = { (int8_t)x, (int8_t)y,
				(int8_t)(rng_below(r, 2) ? 1 : -1) };
			if (!mayan_move_swaps(b, m) ||
			    mayan_board_at(b, x, y) ==
			    mayan_board_at(b, x + m.g, y))
				continue;
			mayan_board_drag(b, m);
			moved = true;
		}
		if (!moved)
			return false;
	}
	return !mayan_board_has_line(b);
}

/* Positions the quick search for a shorter answer may visit on one
 * candidate, and its table of failed positions: 2^20 entries, 24 MiB.
 * Measured on 9 and 10 moves (bench/mayan_results.md): a larger budget
 * turns down more candidates before the exact searches, and proves more
 * of those kept. */
#define GEN_SHORTER_BUDGET 3000000
#define GEN_SHORTER_TABLE_BITS 20

/* Whether candidate b needs exactly `moves` moves, with the solver's
 * answer into `answer`; cancelled when `cancel` was set.  The quick
 * search goes first: it turns most candidates down with the moves of a
 * shorter answer, and often proves there is none, sparing the exact
 * searches of fewer moves.  Whether a shorter answer exists, not which
 * is the smallest, is all that counts here, so the candidates kept, and
 * the puzzle a seed names, are the same as without it. */
static mayan_solve_status gen_prove(mayan_solver *s, mayan_shorter *q,
    const mayan_board *b, int moves, const atomic_bool *cancel,
    mayan_move answer[])
{
	const mayan_shorter_result shorter = moves > 1
	    ? mayan_shorter_find(q, b, moves - 1) : MAYAN_SHORTER_NONE;
	if (shorter == MAYAN_SHORTER_FOUND)
		return MAYAN_SOLVE_NONE;
	mayan_solve_status status = MAYAN_SOLVE_NONE;
	for (int n = 1; shorter == MAYAN_SHORTER_UNKNOWN && n < moves &&
	    status == MAYAN_SOLVE_NONE; n++)
		status = mayan_solver_run(s, b, n, cancel, answer);
	if (status == MAYAN_SOLVE_CANCELLED)
		return status;
	if (status == MAYAN_SOLVE_FOUND)
		return MAYAN_SOLVE_NONE;
	return mayan_solver_run(s, b, moves, cancel, answer);
}

int mayan_gen_default_colors(int moves)
{
	return moves >= 9 ? 6 : moves == 8 ? 5 : 3;
}

bool mayan_generate(mayan_solver *s, uint64_t seed, int moves, int colors,
    int max_tries, const atomic_bool *cancel, mayan_board *out,
    mayan_move answer[])
{
	if (moves < 1 || moves > MAYAN_GEN_MAX_MOVES || colors < 2 ||
	    colors > MAYAN_COLORS)
		return false;
	rng r;
	rng_seed(&r, seed);
	mayan_shorter quick;
	mayan_shorter_init(&quick, GEN_SHORTER_TABLE_BITS);
	quick.budget = GEN_SHORTER_BUDGET;
	quick.cancel = cancel;
	mayan_solve_status status = MAYAN_SOLVE_NONE;
	mayan_board b;
	for (int t = 0; t < max_tries && status == MAYAN_SOLVE_NONE; t++) {
		/* A swap can break two lines: up to twice as many lines as
		 * moves make fuller boards. */
		plant_lines(&r, &b, moves + (int)rng_below(&r,
		    (uint32_t)moves + 1), colors);
		if (scramble(&r, &b, moves))
			status = gen_prove(s, &quick, &b, moves, cancel,
			    answer);
	}
	mayan_shorter_free(&quick);
	if (status == MAYAN_SOLVE_FOUND)
		*out = b;
	return status == MAYAN_SOLVE_FOUND;
}
