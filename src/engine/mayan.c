/*
 * Mayan puzzle rules (see mayan.h).  The line finder works on whole
 * columns (mayan_board_runs), checking all seven rows in one expression;
 * settling turns its marks into removed cells.
 */
#include "engine/mayan.h"

#include <string.h>

/* Mark (bit 3 of the nibble) every cell in a line of 3 or more, column by
 * column; returns whether any cell is marked. */
static bool lines_mark(const mayan_board *b, uint32_t mark[MAYAN_WIDTH])
{
	const mayan_runs r = mayan_board_runs(b);
	const uint32_t row0 = (uint32_t)r.row01;
	const uint32_t row1 = (uint32_t)(r.row01 >> 32);
	/* A run of three from row y marks rows y to y + 2, which stay in
	 * their half. */
	const uint64_t mark01 = r.column01 | r.column01 << 4 |
	    r.column01 << 8;
	const uint64_t mark23 = r.column23 | r.column23 << 4 |
	    r.column23 << 8;
	mark[0] = (uint32_t)mark01 | row0;
	mark[1] = (uint32_t)(mark01 >> 32) | row0 | row1;
	mark[2] = (uint32_t)mark23 | row0 | row1 | r.row2;
	mark[3] = (uint32_t)(mark23 >> 32) | row1 | r.row2;
	mark[4] = r.column4 | r.column4 << 4 | r.column4 << 8 | r.row2;
	return mayan_runs_any(&r);
}

/* The cells of one column's marks as a cell set. */
static mayan_cells marks_cells(int x, uint32_t mark)
{
	mayan_cells cells = 0;
	for (int y = 0; y < MAYAN_HEIGHT; y++)
		if (mark >> (4 * y + 3) & 1)
			cells |= MAYAN_CELL(x, y);
	return cells;
}

/* Drop the marked cells of a column, highest first so that the rows
 * still to drop keep their places; the blocks above fall into place. */
static uint32_t column_remove(uint32_t column, uint32_t mark)
{
	while (mark != 0) {
		const int top = 31 - __builtin_clz(mark);
		const int shift = top - 3;
		column = (column & ((1u << shift) - 1)) |
		    (column >> (shift + 4)) << shift;
		mark &= ~(1u << top);
	}
	return column;
}

/* One round of settling: mark the lines, then drop the marked cells.
 * False, and nothing marked, when the board is stable. */
static bool settle_round(mayan_board *b, uint32_t mark[MAYAN_WIDTH])
{
	if (!lines_mark(b, mark))
		return false;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		if (mark[x] != 0)
			b->col[x] = column_remove(b->col[x], mark[x]);
	return true;
}

void mayan_board_clear(mayan_board *b)
{
	memset(b, 0, sizeof *b);
}

bool mayan_board_push(mayan_board *b, int x, int color)
{
	if (x < 0 || x >= MAYAN_WIDTH || color < 1 || color > MAYAN_COLORS)
		return false;
	const int height = mayan_board_height(b, x);
	if (height >= MAYAN_HEIGHT)
		return false;
	b->col[x] |= (uint32_t)color << (4 * height);
	return true;
}

bool mayan_board_take(mayan_board *b, int x, int y)
{
	if (x < 0 || x >= MAYAN_WIDTH || y < 0 ||
	    y >= mayan_board_height(b, x))
		return false;
	const uint32_t below = (1u << (4 * y)) - 1;
	const uint32_t column = b->col[x];
	b->col[x] = (column & below) | ((column >> 4) & ~below);
	return true;
}

bool mayan_board_empty(const mayan_board *b)
{
	uint32_t any = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		any |= b->col[x];
	return any == 0;
}

int mayan_board_blocks(const mayan_board *b)
{
	int blocks = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		blocks += mayan_board_height(b, x);
	return blocks;
}

bool mayan_board_equal(const mayan_board *a, const mayan_board *b)
{
	return memcmp(a->col, b->col, sizeof a->col) == 0;
}

void mayan_board_count(const mayan_board *b, int count[MAYAN_COLORS + 1])
{
	for (int c = 0; c <= MAYAN_COLORS; c++)
		count[c] = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			count[mayan_board_at(b, x, y)]++;
}

mayan_board mayan_board_mirror(const mayan_board *b)
{
	mayan_board m;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		m.col[x] = b->col[MAYAN_WIDTH - 1 - x];
	return m;
}

mayan_cells mayan_board_lines(const mayan_board *b)
{
	uint32_t mark[MAYAN_WIDTH];
	mayan_cells cells = 0;
	if (!lines_mark(b, mark))
		return 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		cells |= marks_cells(x, mark[x]);
	return cells;
}

/*
 * Rows where a block arriving from the neighbouring column (`arriving`,
 * nibble y for row y) completes a vertical line in `column`: it matches
 * the two cells below it, the two above it, or one on each side.
 */
static uint32_t arrivals_making_lines(uint32_t column, uint32_t arriving)
{
	const uint32_t below1 = mayan_nibbles_zero(arriving ^ (column << 4));
	const uint32_t below2 = mayan_nibbles_zero(arriving ^ (column << 8));
	const uint32_t above1 = mayan_nibbles_zero(arriving ^ (column >> 4));
	const uint32_t above2 = mayan_nibbles_zero(arriving ^ (column >> 8));
	return (below1 & below2) | (below1 & above1) | (above1 & above2);
}

/* Rows where a block arriving in a column (`arriving`, nibble y for row
 * y) matches the two cells of a row in the columns `near` and `far`
 * beside it, that way: a horizontal line completed. */
static uint32_t arrivals_matching_row(uint32_t arriving, uint32_t near,
    uint32_t far)
{
	return mayan_nibbles_zero(arriving ^ near) &
	    mayan_nibbles_zero(arriving ^ far);
}

uint32_t mayan_board_swaps_making_lines(const mayan_board *b, int x)
{
	/* After the swap at row y, cell (x, y) holds the right block and
	 * (x + 1, y) the left one, which differ: a line through them lies
	 * in their column or runs away from the other, over two cells
	 * that did not move. */
	const uint32_t *c = b->col;
	const uint32_t left = c[x], right = c[x + 1];
	uint32_t lines = arrivals_making_lines(left, right) |
	    arrivals_making_lines(right, left);
	if (x >= 2)
		lines |= arrivals_matching_row(right, c[x - 1], c[x - 2]);
	if (x + 3 < MAYAN_WIDTH)
		lines |= arrivals_matching_row(left, c[x + 2], c[x + 3]);
	/* Only rows with two different blocks are swaps that change the
	 * board; the other rows matched only because of empty cells. */
	lines &= ~mayan_nibbles_zero(left) & ~mayan_nibbles_zero(right) &
	    ~mayan_nibbles_zero(left ^ right);
	/* Bit 4y + 3 to bit y, pairing neighbours up three times. */
	uint32_t rows = lines >> 3;
	rows = (rows | rows >> 3) & 0x03030303u;
	rows = (rows | rows >> 6) & 0x000f000fu;
	return (rows | rows >> 12) & 0x7fu;
}

bool mayan_move_swaps(const mayan_board *b, mayan_move m)
{
	return mayan_move_legal(b, m) &&
	    m.y < mayan_board_height(b, m.x + m.g);
}

mayan_cells mayan_board_settle_step(mayan_board *b)
{
	uint32_t mark[MAYAN_WIDTH];
	mayan_cells cells = 0;
	if (!settle_round(b, mark))
		return 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		cells |= marks_cells(x, mark[x]);
	return cells;
}

int mayan_board_settle(mayan_board *b)
{
	/* The rounds of mayan_board_settle_step, without listing cells: the
	 * solver settles millions of boards. */
	uint32_t mark[MAYAN_WIDTH];
	int rounds = 0;
	while (settle_round(b, mark))
		rounds++;
	return rounds;
}

bool mayan_board_move(mayan_board *b, mayan_move m)
{
	if (!mayan_board_drag(b, m))
		return false;
	mayan_board_settle(b);
	return true;
}

int mayan_board_moves(const mayan_board *b, bool keep_still,
    mayan_move moves[])
{
	int count = 0;
	bool still = !keep_still;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < mayan_board_height(b, x); y++) {
			for (int g = 1; g >= -1; g -= 2) {
				const mayan_move m = { (int8_t)x, (int8_t)y,
					(int8_t)g };
				if (!mayan_move_legal(b, m))
					continue;
				if (mayan_move_swaps(b, m)) {
					if (g < 0)
						continue;
					if (mayan_board_at(b, x, y) ==
					    mayan_board_at(b, x + 1, y)) {
						if (still)
							continue;
						still = true;
					}
				}
				moves[count++] = m;
			}
		}
	}
	return count;
}
