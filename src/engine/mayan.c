/*
 * Mayan puzzle rules (see mayan.h).  The line finder works on whole
 * columns: two columns agree at row y exactly where the nibble y of their
 * exclusive or is zero, so one expression checks all seven rows.
 */
#include "engine/mayan.h"

#include <string.h>

/* Bit 3 of each of the seven nibbles a column uses, and the bits below. */
#define NIBBLE_TOP 0x8888888u
#define NIBBLE_REST 0x7777777u

/* Bit 3 of every zero nibble of v.  The sum cannot carry from one nibble
 * into the next (7 + 7 < 16), so no nibble disturbs its neighbour. */
static inline uint32_t nibbles_zero(uint32_t v)
{
	return ~(((v & NIBBLE_REST) + NIBBLE_REST) | v) & NIBBLE_TOP;
}

static inline uint32_t nibbles_nonzero(uint32_t v)
{
	return (((v & NIBBLE_REST) + NIBBLE_REST) | v) & NIBBLE_TOP;
}

/* Mark (bit 3 of the nibble) every cell in a line of 3 or more, column by
 * column; returns whether any cell is marked. */
static bool lines_mark(const mayan_board *b, uint32_t mark[MAYAN_WIDTH])
{
	uint32_t filled[MAYAN_WIDTH];
	uint32_t any = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const uint32_t c = b->col[x];
		filled[x] = nibbles_nonzero(c);
		/* Row y starts a vertical run when rows y+1 and y+2 agree
		 * with it; shifting brings zeros in at the top, which never
		 * agree with a block. */
		const uint32_t run = filled[x] & nibbles_zero(c ^ (c >> 4)) &
		    nibbles_zero(c ^ (c >> 8));
		mark[x] = run | run << 4 | run << 8;
	}
	for (int x = 0; x + 2 < MAYAN_WIDTH; x++) {
		const uint32_t run = filled[x] &
		    nibbles_zero(b->col[x] ^ b->col[x + 1]) &
		    nibbles_zero(b->col[x + 1] ^ b->col[x + 2]);
		mark[x] |= run;
		mark[x + 1] |= run;
		mark[x + 2] |= run;
	}
	for (int x = 0; x < MAYAN_WIDTH; x++)
		any |= mark[x];
	return any != 0;
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

/* Drop the marked cells of a column; the blocks above fall into place. */
static uint32_t column_remove(uint32_t column, uint32_t mark)
{
	uint32_t kept = 0;
	int to = 0;
	for (int y = 0; y < MAYAN_HEIGHT; y++) {
		if (mark >> (4 * y + 3) & 1)
			continue;
		kept |= (column >> (4 * y) & 0xf) << (4 * to);
		to++;
	}
	return kept;
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

bool mayan_move_legal(const mayan_board *b, mayan_move m)
{
	return m.x >= 0 && m.x < MAYAN_WIDTH && m.y >= 0 &&
	    m.y < mayan_board_height(b, m.x) && (m.g == 1 || m.g == -1) &&
	    m.x + m.g >= 0 && m.x + m.g < MAYAN_WIDTH;
}

bool mayan_move_swaps(const mayan_board *b, mayan_move m)
{
	return mayan_move_legal(b, m) &&
	    m.y < mayan_board_height(b, m.x + m.g);
}

bool mayan_board_drag(mayan_board *b, mayan_move m)
{
	if (!mayan_move_legal(b, m))
		return false;
	const int to = m.x + m.g;
	const int shift = 4 * m.y;
	const uint32_t block = b->col[m.x] >> shift & 0xf;
	if (m.y < mayan_board_height(b, to)) {
		const uint32_t other = b->col[to] >> shift & 0xf;
		b->col[m.x] ^= (block ^ other) << shift;
		b->col[to] ^= (block ^ other) << shift;
		return true;
	}
	/* The blocks above (x, y) drop by one; the block lands on top of
	 * the target column, which is lower than y, so it has room. */
	const uint32_t below = b->col[m.x] & ((1u << shift) - 1);
	b->col[m.x] = below | (b->col[m.x] >> (shift + 4)) << shift;
	b->col[to] |= block << (4 * mayan_board_height(b, to));
	return true;
}

mayan_cells mayan_board_settle_step(mayan_board *b)
{
	uint32_t mark[MAYAN_WIDTH];
	mayan_cells cells = 0;
	if (!lines_mark(b, mark))
		return 0;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		if (mark[x] == 0)
			continue;
		cells |= marks_cells(x, mark[x]);
		b->col[x] = column_remove(b->col[x], mark[x]);
	}
	return cells;
}

int mayan_board_settle(mayan_board *b)
{
	int rounds = 0;
	while (mayan_board_settle_step(b) != 0)
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

int mayan_move_compare(mayan_move a, mayan_move b)
{
	if (a.x != b.x)
		return a.x - b.x;
	if (a.y != b.y)
		return a.y - b.y;
	/* g = 1 comes first. */
	return b.g - a.g;
}
