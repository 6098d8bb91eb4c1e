/*
 * Same Game rules (see same.h) on the board's own cells: building and
 * settling boards, clusters found by flood fill, removal with gravity and
 * closing, the end of the game.  The greedy replay works on bitboards
 * instead (same_greedy.c).
 */
#include "engine/same.h"

#include <string.h>

#include "engine/rng.h"

const char same_color_letters[SAME_MAX_COLORS + 2] = "?RGBYPC";

const uint8_t same_color_by_letter[256] = {
	['R'] = 1, ['G'] = 2, ['B'] = 3, ['Y'] = 4, ['P'] = 5, ['C'] = 6,
};

bool same_board_init(same_board *b, int rows, int cols, int colors)
{
	if (rows < 1 || rows > SAME_MAX_ROWS || cols < 1 ||
	    cols > SAME_MAX_COLS || colors < 1 || colors > SAME_MAX_COLORS)
		return false;
	memset(b, 0, sizeof *b);
	b->rows = rows;
	b->cols = cols;
	b->colors = colors;
	return true;
}

/* Let the balls of column c between rows `from` and `top` fall, keeping
 * their order (rows below `from` hold no gap, rows above `top` no ball);
 * returns the column's new height. */
static int column_compact(same_board *b, int c, int from, int top)
{
	uint8_t *column = &b->cell[same_board_index(0, c)];
	int to = from;
	for (int r = from; r <= top; r++)
		if (column[r])
			column[to++] = column[r];
	memset(column + to, 0, (size_t)(top + 1 - to));
	b->height[c] = (uint8_t)(to - 1);
	return to - 1;
}

/* Drop the empty columns among 1..last, shifting the others left. */
static void columns_close(same_board *b, int last)
{
	int to = 1;
	for (int c = 1; c <= last; c++) {
		if (b->height[c] == 0)
			continue;
		if (to != c) {
			memcpy(&b->cell[same_board_index(0, to)],
			    &b->cell[same_board_index(0, c)], SAME_STRIDE);
			b->height[to] = b->height[c];
		}
		to++;
	}
	for (int c = to; c <= last; c++) {
		memset(&b->cell[same_board_index(0, c)], 0, SAME_STRIDE);
		b->height[c] = 0;
	}
	b->width = to - 1;
}

void same_board_settle(same_board *b)
{
	b->balls = 0;
	for (int c = 1; c <= b->cols; c++)
		b->balls += column_compact(b, c, 1, b->rows);
	columns_close(b, b->cols);
}

void same_board_settle_full(same_board *b)
{
	for (int c = 1; c <= b->cols; c++)
		b->height[c] = (uint8_t)b->rows;
	b->width = b->cols;
	b->balls = b->rows * b->cols;
}

void same_board_random(same_board *b, int rows, int cols, int colors,
    uint64_t seed)
{
	rng r;
	rng_seed(&r, seed);
	same_board_init(b, rows, cols, colors);
	for (int c = 1; c <= cols; c++)
		for (int row = 1; row <= rows; row++)
			same_board_put(b, row, c,
			    1 + (int)rng_below(&r, (uint32_t)colors));
	same_board_settle(b);
}

bool same_board_equal(const same_board *a, const same_board *b)
{
	return a->rows == b->rows && a->cols == b->cols &&
	    a->colors == b->colors && a->balls == b->balls &&
	    a->width == b->width &&
	    memcmp(a->cell, b->cell, sizeof a->cell) == 0;
}

/*
 * Flood the cluster at `start` in `scratch`, a copy of the cells in which
 * visited cells are cleared to empty: one load and compare per neighbour,
 * with no separate visited marks.  `members` (room for every cell) is the
 * work queue and ends up holding the cluster's cells.  Returns the size;
 * `low` and `high` get the smallest and largest cell index, that is the
 * representative and the rightmost column.
 */
static inline __attribute__((always_inline)) int flood_clear(
    uint8_t *scratch, int start, int16_t *members, int *low, int *high)
{
	const uint8_t color = scratch[start];
	int size = 1, lo = start, hi = start;
	members[0] = (int16_t)start;
	scratch[start] = 0;
	for (int i = 0; i < size; i++) {
		const int at = members[i];
		/* Up and down cannot change the column, so only left and
		 * right can move the extremes. */
		if (scratch[at + 1] == color) {
			scratch[at + 1] = 0;
			members[size++] = (int16_t)(at + 1);
		}
		if (scratch[at - 1] == color) {
			scratch[at - 1] = 0;
			members[size++] = (int16_t)(at - 1);
			lo = at - 1 < lo ? at - 1 : lo;
		}
		if (scratch[at + SAME_STRIDE] == color) {
			scratch[at + SAME_STRIDE] = 0;
			members[size++] = (int16_t)(at + SAME_STRIDE);
			hi = at + SAME_STRIDE > hi ? at + SAME_STRIDE : hi;
		}
		if (scratch[at - SAME_STRIDE] == color) {
			scratch[at - SAME_STRIDE] = 0;
			members[size++] = (int16_t)(at - SAME_STRIDE);
			lo = at - SAME_STRIDE < lo ? at - SAME_STRIDE : lo;
		}
	}
	/* `hi` only tracks the column: the largest index in the rightmost
	 * column is not needed. */
	*low = lo;
	*high = hi;
	return size;
}

static same_cluster cluster_at_index(const same_board *b, int low, int size)
{
	return (same_cluster){ .row = low % SAME_STRIDE,
		.col = low / SAME_STRIDE,
		.color = b->cell[low],
		.size = size };
}

same_cluster same_cluster_at(const same_board *b, int row, int col)
{
	if (row < 1 || row > b->rows || col < 1 || col > b->cols ||
	    same_board_at(b, row, col) == 0)
		return (same_cluster){ 0 };
	uint8_t scratch[SAME_CELLS];
	int16_t cells[SAME_MAX_ROWS * SAME_MAX_COLS];
	int low, high;
	memcpy(scratch, b->cell, sizeof scratch);
	int size = flood_clear(scratch, same_board_index(row, col), cells, &low,
	    &high);
	return cluster_at_index(b, low, size);
}

void same_clusters_find(const same_board *b, same_clusters *out)
{
	uint8_t scratch[SAME_CELLS];
	int16_t cells[SAME_MAX_ROWS * SAME_MAX_COLS];
	memcpy(scratch, b->cell, sizeof scratch);
	memset(out->label_of, 0, sizeof out->label_of);
	out->count = 0;
	/* Scanning columns left to right and each column bottom up meets every
	 * cluster first at its representative. */
	for (int c = 1; c <= b->width; c++) {
		for (int r = 1; r <= b->height[c]; r++) {
			const int at = same_board_index(r, c);
			if (scratch[at] == 0)
				continue;
			int low, high;
			const int size = flood_clear(scratch, at, cells, &low,
			    &high);
			out->list[out->count++] = cluster_at_index(b, low,
			    size);
			for (int i = 0; i < size; i++)
				out->label_of[cells[i]] =
				    (uint16_t)out->count;
		}
	}
}

bool same_board_over(const same_board *b)
{
	for (int c = 1; c <= b->width; c++) {
		const uint8_t *column = &b->cell[same_board_index(0, c)];
		for (int r = 1; r <= b->height[c]; r++)
			if (column[r] == column[r + 1] ||
			    column[r] == column[r + SAME_STRIDE])
				return false;
	}
	return true;
}

same_cluster same_board_remove(same_board *b, int row, int col)
{
	same_cluster none = { 0 };
	if (row < 1 || row > b->rows || col < 1 || col > b->width ||
	    same_board_at(b, row, col) == 0)
		return none;
	/* Flooding the board itself empties the cluster's cells as it goes;
	 * a lone ball is put back. */
	int16_t cells[SAME_MAX_ROWS * SAME_MAX_COLS];
	int low, high;
	const int start = same_board_index(row, col);
	const uint8_t color = b->cell[start];
	const int size = flood_clear(b->cell, start, cells, &low, &high);
	if (size < 2) {
		b->cell[start] = color;
		return none;
	}
	same_cluster removed = { .row = low % SAME_STRIDE,
		.col = low / SAME_STRIDE,
		.color = color,
		.size = size };
	/* Each touched column falls from its lowest emptied row. */
	uint8_t lowest[SAME_MAX_COLS + 2];
	const int last = high / SAME_STRIDE;
	memset(lowest + removed.col, 0xff, (size_t)(last - removed.col + 1));
	for (int i = 0; i < size; i++) {
		const int c = cells[i] / SAME_STRIDE,
		    r = cells[i] % SAME_STRIDE;
		if (r < lowest[c])
			lowest[c] = (uint8_t)r;
	}
	bool emptied = false;
	for (int c = removed.col; c <= last; c++)
		if (lowest[c] != 0xff &&
		    column_compact(b, c, lowest[c], b->height[c]) == 0)
			emptied = true;
	if (emptied)
		columns_close(b, b->width);
	b->balls -= size;
	return removed;
}
