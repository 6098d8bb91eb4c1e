/*
 * The Same Game rules of SPEC.md section 1 written out plainly on a grid,
 * sharing no code with the engine, for the suites to check the engine,
 * the planner and the binary against: a flood fill, removal with gravity
 * and closing columns, the greedy choice, the end of a game and its score.
 * A same_board is only read, cell by cell, to build the grid.
 */
#ifndef TUMBLE_TESTS_SAME_REF_H
#define TUMBLE_TESTS_SAME_REF_H

#include <stdbool.h>

#include "engine/same.h"

/* A board as a grid: cell[r][c], r from 1 at the bottom, c from 1 at the
 * left, 0 for empty; the border around the board stays empty. */
typedef struct ref_board {
	int rows, cols;
	int cell[SAME_MAX_ROWS + 2][SAME_MAX_COLS + 2];
} ref_board;

/* Marks on the cells of a ref_board, 0 for none. */
typedef int ref_marks[SAME_MAX_ROWS + 2][SAME_MAX_COLS + 2];

ref_board ref_from(const same_board *b);

/* Mark the cluster of the ball at (row, col) with `mark` in `seen` (which
 * must not mark any of it yet) and return it: its colour, its size and its
 * representative, the lowest ball of its leftmost column. */
same_cluster ref_flood(const ref_board *g, int row, int col, ref_marks seen,
    int mark);

/* The greedy choice: the largest cluster, then the leftmost
 * representative, then the lowest; size 0 when no cluster has 2 balls. */
same_cluster ref_greedy(const ref_board *g);

/* Remove the cluster of (row, col) when it has 2 or more balls, let the
 * balls fall and close the empty columns; returns the removed cluster,
 * size 0 (and the board untouched) when nothing was removed. */
same_cluster ref_remove(ref_board *g, int row, int col);

/* True when no two neighbouring balls share a colour. */
bool ref_over(const ref_board *g);
int ref_balls(const ref_board *g);

/* Points for removing a cluster of `size`, and the bonus an emptied board
 * earns at the end. */
int ref_points(int size);
int ref_clear_bonus(const ref_board *g);

/* Play greedy from `g` to the end of the game, which `g` is left at;
 * returns the number of moves, stored in `moves`. */
int ref_greedy_game(ref_board *g, same_cluster moves[SAME_MAX_MOVES]);
/* Greedy's final score from `start`. */
long ref_greedy_score(const same_board *start);

#endif
