/*
 * Random Mayan puzzles, as `tumble gen mayan` prints them and the game
 * plays them (`tumble mayan --random N`, the level menu): one function
 * makes both, so a number of moves and a seed name the same puzzle
 * wherever it is asked for, on every machine.
 */
#ifndef TUMBLE_SESSION_MAYAN_RANDOM_H
#define TUMBLE_SESSION_MAYAN_RANDOM_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "io/mayan_judge.h"

/*
 * The puzzle of exactly `moves` moves (1..MAYAN_GEN_MAX_MOVES) in at most
 * `colors` colours made from `seed`, into `out` with its header: the title
 * (`title`, none when it is empty, or "N moves, seed S" when NULL),
 * difficulty, the command that makes it, and the solver's answer.  False
 * when none was found, the title does not fit, or `cancel` (may be NULL)
 * was set while it was sought.
 */
bool mayan_random_make(uint64_t seed, int moves, int colors,
    const char *title, const atomic_bool *cancel, mayan_puzzle *out);

/* The name a random puzzle goes by on screen, and as its game's origin:
 * "Random 4 moves, seed 9". */
void mayan_random_name(char *out, size_t size, int moves, uint64_t seed);
/* The moves of the random puzzle a name of mayan_random_name() gives,
 * or 0 for any other name: `n` makes another of as many. */
int mayan_random_name_moves(const char *name);
/* The end of such a name that tells the puzzle apart, "seed 9", where
 * the moves are said already; NULL for any other name. */
const char *mayan_random_name_seed(const char *name);
/* Such a name spelt out where the kind of game is not said before it,
 * as in the list of games kept to continue: "Random Mayan, 4 moves,
 * seed 9"; false, `out` untouched, for any other name. */
bool mayan_random_name_spelt_out(const char *name, char *out, size_t size);

/* The moves of the random puzzle made last, which the level menu's
 * random line starts at: remembered in this run, and across runs in the
 * player's data folder (io/mayan_random_moves.h) where there is one;
 * `fallback` before any, or when the file cannot be read (a damaged file
 * is passed over: the number is a convenience, and the next puzzle made
 * writes it afresh; `trouble` then says what is wrong with it, by file,
 * line and column, and is empty otherwise).  A file that cannot be
 * written leaves the number remembered for this run alone. */
void mayan_random_remember(int moves);
int mayan_random_last_moves(int fallback, char *trouble, size_t size);

#endif
