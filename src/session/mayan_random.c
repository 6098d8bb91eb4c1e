/*
 * Random Mayan puzzles: the generator's board, proved to need exactly N
 * moves, with the header a level file carries.
 */
#include <stdio.h>
#include <string.h>

#include "engine/mayan_gen.h"
#include "io/levels.h"
#include "io/mayan_random_moves.h"
#include "io/paths.h"
#include "session/mayan_random.h"

/* Candidates tried before giving up; a few are usually enough.  The same
 * for every caller, or a seed could name two puzzles. */
#define MAYAN_RANDOM_TRIES 100000

#define MAYAN_RANDOM_PREFIX "Random "

bool mayan_random_make(uint64_t seed, int moves, int colors,
    const char *title, const atomic_bool *cancel, mayan_puzzle *out)
{
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	mayan_solver solver;
	mayan_solver_init(&solver, 0);
	const bool made = mayan_generate(&solver, seed, moves, colors,
	    MAYAN_RANDOM_TRIES, cancel, &out->board, answer);
	mayan_solver_free(&solver);
	if (!made)
		return false;
	char text[MAYAN_JUDGE_VALUE_MAX];
	const unsigned long long seed_number = seed;
	out->moves = moves;
	out->fields = 0;
	if (title == NULL)
		snprintf(text, sizeof text, "%d move%s, seed %llu", moves,
		    moves == 1 ? "" : "s", seed_number);
	/* An empty title line reads back as none: none is written. */
	if ((title == NULL || title[0] != '\0') &&
	    !mayan_puzzle_add_field(out, "title", title ? title : text))
		return false;
	snprintf(text, sizeof text, "%d", moves);
	mayan_puzzle_add_field(out, "difficulty", text);
	snprintf(text, sizeof text, "tumble gen mayan --moves %d --seed %llu "
	    "--colors %d", moves, seed_number, colors);
	mayan_puzzle_add_field(out, "made-by", text);
	/* The answer, so a pack can be checked by replaying it, and the
	 * editor knows it. */
	levels_add_answer(out, answer, moves);
	return true;
}

void mayan_random_name(char *out, size_t size, int moves, uint64_t seed)
{
	snprintf(out, size, MAYAN_RANDOM_PREFIX "%d move%s, seed %llu", moves,
	    moves == 1 ? "" : "s", (unsigned long long)seed);
}

int mayan_random_name_moves(const char *name)
{
	const size_t prefix = strlen(MAYAN_RANDOM_PREFIX);
	int moves;
	unsigned long long seed;
	char again[128];
	if (strncmp(name, MAYAN_RANDOM_PREFIX, prefix) != 0 ||
	    sscanf(name + prefix, "%d move%*[s,] seed %llu", &moves,
	    &seed) != 2 || moves < 1 || moves > MAYAN_GEN_MAX_MOVES)
		return 0;
	/* Only the very name it would be given, nothing before or after. */
	mayan_random_name(again, sizeof again, moves, seed);
	return strcmp(again, name) == 0 ? moves : 0;
}

const char *mayan_random_name_seed(const char *name)
{
	return mayan_random_name_moves(name) > 0 ? strstr(name, "seed ") :
	    NULL;
}

/* "Random Mayan, 10 moves, seed 999999, move 0, 10 to redo" fits the
 * 59 columns a kept game's words have in an 80-column title menu, as
 * does the name with "(in another tumble)"; "Random Mayan puzzle of 10
 * moves, ..." was cut there once a move was taken back. */
bool mayan_random_name_spelt_out(const char *name, char *out, size_t size)
{
	const int moves = mayan_random_name_moves(name);
	if (moves == 0)
		return false;
	snprintf(out, size, MAYAN_RANDOM_PREFIX "Mayan, %d move%s, %s", moves,
	    moves == 1 ? "" : "s", mayan_random_name_seed(name));
	return true;
}

/* 0 until a random puzzle is made in this run. */
static int mayan_random_last;

void mayan_random_remember(int moves)
{
	char path[4096], error[512];
	if (moves < 1 || moves > MAYAN_GEN_MAX_MOVES)
		return;
	mayan_random_last = moves;
	if (paths_data_file(MAYAN_RANDOM_MOVES_FILE, path, sizeof path))
		(void)mayan_random_moves_write(path, moves, error,
		    sizeof error);
}

int mayan_random_last_moves(int fallback, char *trouble, size_t size)
{
	char path[4096];
	io_error e;
	int moves = fallback;
	trouble[0] = '\0';
	if (mayan_random_last > 0)
		return mayan_random_last;
	if (!paths_data_file(MAYAN_RANDOM_MOVES_FILE, path, sizeof path) ||
	    mayan_random_moves_read(path, &moves, &e))
		return moves;
	/* Named by its name alone where the damage has a place, as the
	 * title menu names its custom board's file. */
	if (e.line > 0)
		snprintf(trouble, size, "%s:%d:%d: %s; the random puzzle "
		    "starts at %d moves", MAYAN_RANDOM_MOVES_FILE, e.line,
		    e.col, e.what, fallback);
	else
		snprintf(trouble, size, "%s: %s; the random puzzle starts at "
		    "%d moves", e.file, e.what, fallback);
	return fallback;
}
