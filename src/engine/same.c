/*
 * Same Game rules (see same.h).  The hot path is the judge's greedy replay:
 * one flood fill per cluster per move over a bordered column-major array.
 */
#include "engine/same.h"

#include <string.h>

#include "engine/rng.h"

static const char color_letters[SAME_MAX_COLORS + 1] = "?RGBYPC";

char same_color_letter(int color)
{
	if (color < 1 || color > SAME_MAX_COLORS)
		return '?';
	return color_letters[color];
}

int same_color_of_letter(int letter)
{
	for (int c = 1; c <= SAME_MAX_COLORS; c++)
		if (color_letters[c] == letter)
			return c;
	return 0;
}

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

void same_board_put(same_board *b, int row, int col, int color)
{
	b->cell[same_board_index(row, col)] = (uint8_t)color;
}

/* Let the balls of column c fall, keeping their order; returns its height. */
static int column_compact(same_board *b, int c)
{
	uint8_t *column = &b->cell[same_board_index(0, c)];
	int to = 1;
	for (int r = 1; r <= b->rows; r++)
		if (column[r])
			column[to++] = column[r];
	int height = to - 1;
	memset(column + to, 0, (size_t)(b->rows + 1 - to));
	b->height[c] = (uint8_t)height;
	return height;
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
		b->balls += column_compact(b, c);
	columns_close(b, b->cols);
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
	    a->width == b->width && memcmp(a->cell, b->cell, sizeof a->cell) == 0;
}

/*
 * Flood the cluster holding cell `start` (non-empty), marking its cells in
 * `mark` with `tag`.  The cells are written to `members` when it is not
 * NULL.  Returns the size.  Empty border cells never match a colour, so no
 * bounds checks are needed.
 */
static int flood(const same_board *b, int start, uint16_t *mark, uint16_t tag,
    int16_t *members)
{
	int16_t work[SAME_MAX_ROWS * SAME_MAX_COLS];
	int16_t *cells = members ? members : work;
	const uint8_t color = b->cell[start];
	int size = 0;

	/* Each cell is appended once and visited in order. */
	cells[size++] = (int16_t)start;
	mark[start] = tag;
	for (int i = 0; i < size; i++) {
		const int at = cells[i];
		const int next[4] = { at + 1, at - 1, at + SAME_STRIDE,
			at - SAME_STRIDE };
		for (int k = 0; k < 4; k++) {
			const int n = next[k];
			if (b->cell[n] == color && mark[n] != tag) {
				mark[n] = tag;
				cells[size++] = (int16_t)n;
			}
		}
	}
	return size;
}

/* The representative of a cluster given one of its cells: the lowest cell
 * of its leftmost column. */
static same_cluster cluster_describe(const same_board *b, const int16_t *cells,
    int size)
{
	int best = cells[0];
	for (int i = 1; i < size; i++)
		if (cells[i] < best)
			best = cells[i];
	return (same_cluster){ .row = best % SAME_STRIDE,
		.col = best / SAME_STRIDE,
		.color = b->cell[best],
		.size = size };
}

same_cluster same_cluster_at(const same_board *b, int row, int col)
{
	if (row < 1 || row > b->rows || col < 1 || col > b->cols ||
	    same_board_at(b, row, col) == 0)
		return (same_cluster){ 0 };
	uint16_t mark[SAME_CELLS] = { 0 };
	int16_t cells[SAME_MAX_ROWS * SAME_MAX_COLS];
	int size = flood(b, same_board_index(row, col), mark, 1, cells);
	return cluster_describe(b, cells, size);
}

void same_clusters_find(const same_board *b, same_clusters *out)
{
	memset(out->label_of, 0, sizeof out->label_of);
	out->count = 0;
	/* Scanning columns left to right and each column bottom up meets every
	 * cluster first at its representative. */
	for (int c = 1; c <= b->width; c++) {
		for (int r = 1; r <= b->height[c]; r++) {
			const int at = same_board_index(r, c);
			if (out->label_of[at])
				continue;
			same_cluster *cl = &out->list[out->count];
			cl->row = r;
			cl->col = c;
			cl->color = b->cell[at];
			cl->size = flood(b, at, out->label_of,
			    (uint16_t)(out->count + 1), NULL);
			out->count++;
		}
	}
}

same_cluster same_greedy_choice(const same_board *b)
{
	uint16_t seen[SAME_CELLS];
	same_cluster best = { 0 };
	memset(seen, 0, sizeof seen);
	/* The scan meets each cluster first at its representative, in the
	 * tie-break's order (leftmost, then lowest), so a strict > keeps the
	 * earliest of the largest. */
	for (int c = 1; c <= b->width; c++) {
		for (int r = 1; r <= b->height[c]; r++) {
			const int at = same_board_index(r, c);
			if (seen[at])
				continue;
			int size = flood(b, at, seen, 1, NULL);
			if (size > best.size)
				best = (same_cluster){ .row = r, .col = c,
					.color = b->cell[at], .size = size };
		}
	}
	return best;
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
	uint16_t mark[SAME_CELLS];
	int16_t cells[SAME_MAX_ROWS * SAME_MAX_COLS];
	memset(mark, 0, sizeof mark);
	int size = flood(b, same_board_index(row, col), mark, 1, cells);
	if (size < 2)
		return none;
	same_cluster removed = cluster_describe(b, cells, size);
	int first = SAME_MAX_COLS, last = 0;
	for (int i = 0; i < size; i++) {
		const int c = cells[i] / SAME_STRIDE;
		b->cell[cells[i]] = 0;
		if (c < first)
			first = c;
		if (c > last)
			last = c;
	}
	bool emptied = false;
	for (int c = first; c <= last; c++)
		if (column_compact(b, c) == 0)
			emptied = true;
	if (emptied)
		columns_close(b, b->width);
	b->balls -= size;
	return removed;
}
