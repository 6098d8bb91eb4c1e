/*
 * Mayan puzzle generator: boards that the exact solver proves can be
 * cleared in exactly n moves and not in fewer, from a seed, so that a seed
 * names the same puzzle on every machine.
 *
 * A candidate is planted: lines of three stacked so that the whole board
 * would vanish at once, then scrambled by n swaps that take blocks out of
 * the lines until none is left.  Undoing the swaps often clears it; the
 * solver decides, and its answer is usually not the planted one.  From 9
 * moves the candidate is smaller (n - 2 lines), each swap is one that
 * takes its colours farthest from lines (mayan_bound.h), and a candidate
 * whose colours need fewer sideways steps than n (in k colours, than
 * k + 3 when that is less) is dropped before any search: such boards far
 * more often clear in fewer moves.  Most deep candidates still clear in
 * fewer moves: a quick search finds such an answer first
 * (mayan_shorter.h), or often proves there is none; the exact solver
 * settles the rest, and the choice is the same as without the quick
 * search.
 */
#ifndef TUMBLE_ENGINE_MAYAN_GEN_H
#define TUMBLE_ENGINE_MAYAN_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"

/* The range of moves the generator accepts (longer ones take long). */
#define MAYAN_GEN_MAX_MOVES 10
/* From this many moves mayan_generate() proves as many candidates at
 * once as the solver has threads, each on one; shallower ones are proved
 * in turn, each on all of them, which is as fast at 9 moves for less
 * processor time (bench/mayan_results.md).  The puzzle is the same. */
#define MAYAN_GEN_SPLIT_MOVES 10
#define MAYAN_GEN_MAX_THREADS 64
/* The colours a puzzle of `moves` moves uses when none are asked for:
 * MAYAN_GEN_COLORS, and more for the deepest, which boards of 3 colours
 * hardly ever make.  Nine and ten moves use MAYAN_GEN_DEEP_COLORS: their
 * candidates are kept only when the colours are far from lines, which
 * more colours make likelier (bench/mayan_results.md has the
 * measurements).  Macros, so that the help can state them. */
#define MAYAN_GEN_COLORS 3
#define MAYAN_GEN_COLORS_OF_8 5
#define MAYAN_GEN_DEEP_COLORS 8
int mayan_gen_default_colors(int moves);

/*
 * A puzzle of exactly `moves` moves (1..MAYAN_GEN_MAX_MOVES) in at most
 * `colors` colours (2..MAYAN_COLORS) from `seed`, into `out`, and the
 * solver's answer to it into `answer` (`moves` of them); `s` is the solver
 * to prove it with, whose `threads` also say how many candidates are
 * proved at once.  False when the arguments are out of range, `max_tries`
 * candidates all failed, or `cancel` (which may be NULL) was set.
 */
bool mayan_generate(mayan_solver *s, uint64_t seed, int moves, int colors,
    int max_tries, const atomic_bool *cancel, mayan_board *out,
    mayan_move answer[]);
/* The same with `at_once` candidates proved at once, each on a thread and
 * a solver of its own (1: in turn, with `s` on its threads): the first
 * candidate in order that needs exactly `moves`, whatever `at_once`. */
bool mayan_generate_at_once(mayan_solver *s, uint64_t seed, int moves,
    int colors, int max_tries, int at_once, const atomic_bool *cancel,
    mayan_board *out, mayan_move answer[]);

#endif
