/*
 * The plain baseline solver (see mayan_baseline.h).  Its prunes: a colour
 * with 1 or 2 blocks left is dead; a block moves left only into an empty
 * cell (a swap to the left is the neighbour's swap to the right); one swap
 * of two equal colours per level.  Everything else is searched, and every
 * move is simulated cell by cell.
 */
#include "mayan_baseline.h"

#include <string.h>

typedef struct grid {
	int cell[MAYAN_WIDTH][MAYAN_HEIGHT]; /* 0 empty */
} grid;

/* Let every column fall; nothing floats afterwards. */
static void grid_fall(grid *g)
{
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		int to = 0;
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			if (g->cell[x][y])
				g->cell[x][to++] = g->cell[x][y];
		while (to < MAYAN_HEIGHT)
			g->cell[x][to++] = 0;
	}
}

/* Remove every line of 3 or more at once; false when there was none. */
static bool grid_remove_lines(grid *g)
{
	bool mark[MAYAN_WIDTH][MAYAN_HEIGHT];
	bool any = false;
	memset(mark, 0, sizeof mark);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT; y++) {
			const int c = g->cell[x][y];
			if (c == 0)
				continue;
			if (x + 2 < MAYAN_WIDTH && g->cell[x + 1][y] == c &&
			    g->cell[x + 2][y] == c) {
				mark[x][y] = mark[x + 1][y] = true;
				mark[x + 2][y] = true;
				any = true;
			}
			if (y + 2 < MAYAN_HEIGHT && g->cell[x][y + 1] == c &&
			    g->cell[x][y + 2] == c) {
				mark[x][y] = mark[x][y + 1] = true;
				mark[x][y + 2] = true;
				any = true;
			}
		}
	}
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			if (mark[x][y])
				g->cell[x][y] = 0;
	return any;
}

static bool grid_empty(const grid *g)
{
	for (int x = 0; x < MAYAN_WIDTH; x++)
		if (g->cell[x][0])
			return false;
	return true;
}

static bool grid_dead(const grid *g)
{
	int count[MAYAN_COLORS + 1] = { 0 };
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			count[g->cell[x][y]]++;
	for (int c = 1; c <= MAYAN_COLORS; c++)
		if (count[c] == 1 || count[c] == 2)
			return true;
	return false;
}

static bool search(const grid *g, int left, mayan_move *answer)
{
	if (grid_empty(g))
		return left == 0;
	if (left == 0 || grid_dead(g))
		return false;
	bool wasted_tried = false;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT && g->cell[x][y]; y++) {
			for (int d = 1; d >= -1; d -= 2) {
				const int to = x + d;
				if (to < 0 || to >= MAYAN_WIDTH)
					continue;
				const int other = g->cell[to][y];
				if (d < 0 && other)
					continue;
				if (other == g->cell[x][y]) {
					if (wasted_tried)
						continue;
					wasted_tried = true;
				}
				grid next = *g;
				next.cell[to][y] = g->cell[x][y];
				next.cell[x][y] = other;
				do
					grid_fall(&next);
				while (grid_remove_lines(&next));
				answer[0] = (mayan_move){ (signed char)x,
					(signed char)y, (signed char)d };
				if (search(&next, left - 1, answer + 1))
					return true;
			}
		}
	}
	return false;
}

bool mayan_baseline_solve(const mayan_board *board, int n,
    mayan_move answer[])
{
	grid g;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			g.cell[x][y] = mayan_board_at(board, x, y);
	return search(&g, n, answer);
}
