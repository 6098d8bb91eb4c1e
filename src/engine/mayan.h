/*
 * Mayan puzzle rules (SPEC.md section 2): the 7x5 board, the two kinds of
 * move (a swap with the neighbouring block, a fall into an emptier column)
 * and the settling that removes lines of three and lets blocks drop.
 *
 * Pure functions over a 20-byte value type: no I/O, no allocation, no
 * globals.  The solver, the batch judge, the session and the tests all use
 * these functions, so the rules live in one place.
 *
 * Each column is one 32-bit word holding its stack of blocks, four bits per
 * cell: bits 4y..4y+3 are the colour at row y (0 for empty).  Blocks never
 * float, so the occupied nibbles are always the lowest ones.  This packing
 * lets the line finder compare whole columns at once, and a board is its
 * own hash key.
 */
#ifndef TUMBLE_ENGINE_MAYAN_H
#define TUMBLE_ENGINE_MAYAN_H

#include <stdbool.h>
#include <stdint.h>

#define MAYAN_WIDTH 5
#define MAYAN_HEIGHT 7
#define MAYAN_COLORS 10
/* The largest n of a puzzle: what readers accept, sessions keep and the
 * solver searches (the judge's go to 5).  A rule of the puzzle, not of
 * the search, which has no limit of its own; but a dense board with 10
 * moves can already take a long time. */
#define MAYAN_SOLVE_MAX_MOVES 10

typedef struct mayan_board {
	uint32_t col[MAYAN_WIDTH]; /* column x, nibble y: colour at (x, y) */
} mayan_board;

/* A drag of the block at (x, y) one column sideways: g = 1 right, -1 left. */
typedef struct mayan_move {
	int8_t x, y, g;
} mayan_move;

/*
 * A set of cells, bit MAYAN_CELL(x, y) for (x, y).  Eight bits per column
 * so that a set reads the same way as the board.
 */
typedef uint64_t mayan_cells;
#define MAYAN_CELL(x, y) ((mayan_cells)1 << ((x) * 8 + (y)))

static inline int mayan_board_at(const mayan_board *b, int x, int y)
{
	return (int)(b->col[x] >> (4 * y)) & 0xf;
}

/* Blocks in column x: the occupied nibbles are the lowest ones. */
static inline int mayan_column_height(uint32_t column)
{
	return column == 0 ? 0 : (35 - __builtin_clz(column)) / 4;
}

static inline int mayan_board_height(const mayan_board *b, int x)
{
	return mayan_column_height(b->col[x]);
}

/* An empty board. */
void mayan_board_clear(mayan_board *b);
/* Put a block of `color` (1..MAYAN_COLORS) on top of column x; false when
 * the column is full or the colour is out of range. */
bool mayan_board_push(mayan_board *b, int x, int color);
/* Take out the block at (x, y), the ones above falling one row; false when
 * there is none. */
bool mayan_board_take(mayan_board *b, int x, int y);
bool mayan_board_empty(const mayan_board *b);
int mayan_board_blocks(const mayan_board *b);
bool mayan_board_equal(const mayan_board *a, const mayan_board *b);
/* Blocks of each colour: count[c] for c = 1..MAYAN_COLORS (count[0] is
 * the number of empty cells). */
void mayan_board_count(const mayan_board *b, int count[MAYAN_COLORS + 1]);
/* The board seen in a mirror: column x becomes column 4 - x.  A board can
 * be cleared in n moves exactly when its mirror image can. */
mayan_board mayan_board_mirror(const mayan_board *b);

/* The board or its mirror image, whichever compares smaller column by
 * column: both have the same fate, so a table of positions keeps one
 * entry for the two.  Inline for the solver's table. */
static inline mayan_board mayan_board_canonical(const mayan_board *b)
{
	for (int x = 0; x < MAYAN_WIDTH / 2; x++) {
		const uint32_t left = b->col[x];
		const uint32_t right = b->col[MAYAN_WIDTH - 1 - x];
		if (left < right)
			return *b;
		if (left > right)
			return mayan_board_mirror(b);
	}
	return *b;
}

/*
 * The line finder, inline because the solver asks it millions of times.
 * A result marks bit 3 of nibble y for row y.  Two columns agree at row y
 * exactly where nibble y of their exclusive or is zero.
 */
#define MAYAN_NIBBLE_TOP 0x8888888u
#define MAYAN_NIBBLE_REST 0x7777777u

/* Bit 3 of every zero nibble of v.  The sum cannot carry from one nibble
 * into the next (7 + 7 < 16), so no nibble disturbs its neighbour. */
static inline uint32_t mayan_nibbles_zero(uint32_t v)
{
	return ~(((v & MAYAN_NIBBLE_REST) + MAYAN_NIBBLE_REST) | v) &
	    MAYAN_NIBBLE_TOP;
}

/* Rows where a vertical line of 3 starts in a column: rows y+1 and y+2
 * agree with a block at y.  The shifts bring zeros in at the top, which
 * never agree with a block. */
static inline uint32_t mayan_column_runs(uint32_t c)
{
	return ~mayan_nibbles_zero(c) & MAYAN_NIBBLE_TOP &
	    mayan_nibbles_zero(c ^ (c >> 4)) & mayan_nibbles_zero(c ^ (c >> 8));
}

/* Rows where three neighbouring columns hold a horizontal line of 3. */
static inline uint32_t mayan_row_runs(uint32_t a, uint32_t b, uint32_t c)
{
	return ~mayan_nibbles_zero(a) & MAYAN_NIBBLE_TOP &
	    mayan_nibbles_zero(a ^ b) & mayan_nibbles_zero(b ^ c);
}

/*
 * The same for two columns at once, side by side in one word, the
 * second in the upper half.  Row 7 is never occupied, so its nibble,
 * zero in each half, keeps the halves apart: a shift down brings the
 * upper column's lowest block only into row 7 of the lower one, and no
 * run there or below it matches an empty cell.
 */
#define MAYAN_PAIR_TOP 0x0888888808888888ULL
#define MAYAN_PAIR_REST 0x0777777707777777ULL

static inline uint64_t mayan_pair(uint32_t lower, uint32_t upper)
{
	return lower | (uint64_t)upper << 32;
}

static inline uint64_t mayan_pair_nibbles_zero(uint64_t v)
{
	return ~(((v & MAYAN_PAIR_REST) + MAYAN_PAIR_REST) | v) &
	    MAYAN_PAIR_TOP;
}

static inline uint64_t mayan_pair_column_runs(uint64_t c)
{
	return ~mayan_pair_nibbles_zero(c) & MAYAN_PAIR_TOP &
	    mayan_pair_nibbles_zero(c ^ (c >> 4)) &
	    mayan_pair_nibbles_zero(c ^ (c >> 8));
}

static inline uint64_t mayan_pair_row_runs(uint64_t a, uint64_t b, uint64_t c)
{
	return ~mayan_pair_nibbles_zero(a) & MAYAN_PAIR_TOP &
	    mayan_pair_nibbles_zero(a ^ b) & mayan_pair_nibbles_zero(b ^ c);
}

/* Where the runs of 3 of a board start, two columns to a word where
 * they fit: the horizontal runs from columns 0 and 1 (row01, column 0 in
 * the lower half) and from column 2 (row2), the vertical runs of columns
 * 0 and 1 (column01), 2 and 3 (column23) and 4 (column4). */
typedef struct mayan_runs {
	uint64_t row01, column01, column23;
	uint32_t row2, column4;
} mayan_runs;

static inline mayan_runs mayan_board_runs(const mayan_board *b)
{
	const uint32_t *c = b->col;
	const uint64_t c01 = mayan_pair(c[0], c[1]);
	const uint64_t c23 = mayan_pair(c[2], c[3]);
	return (mayan_runs){
		.row01 = mayan_pair_row_runs(c01, mayan_pair(c[1], c[2]), c23),
		.column01 = mayan_pair_column_runs(c01),
		.column23 = mayan_pair_column_runs(c23),
		.row2 = mayan_row_runs(c[2], c[3], c[4]),
		.column4 = mayan_column_runs(c[4]),
	};
}

static inline bool mayan_runs_any(const mayan_runs *r)
{
	return (r->row01 | r->column01 | r->column23 | r->row2 |
	    r->column4) != 0;
}

/* True when the board holds a line of 3 or more somewhere. */
static inline bool mayan_board_has_line(const mayan_board *b)
{
	const mayan_runs r = mayan_board_runs(b);
	return mayan_runs_any(&r);
}

/* Every cell that lies in a horizontal or vertical line of 3 or more equal
 * colours (0 when the board is stable). */
mayan_cells mayan_board_lines(const mayan_board *b);

/*
 * Rows y (bit y) where swapping (x, y) with (x + 1, y) would complete a
 * line of 3, on a board that holds none: the same answer as dragging and
 * looking, for all seven rows at once.  Swaps of equal colours and rows
 * without two blocks are never included.
 */
uint32_t mayan_board_swaps_making_lines(const mayan_board *b, int x);

/* True when the move is on the board and drags a block. */
static inline bool mayan_move_legal(const mayan_board *b, mayan_move m)
{
	return m.x >= 0 && m.x < MAYAN_WIDTH && m.y >= 0 &&
	    m.y < mayan_board_height(b, m.x) && (m.g == 1 || m.g == -1) &&
	    m.x + m.g >= 0 && m.x + m.g < MAYAN_WIDTH;
}

/* True when the move swaps two blocks (as opposed to a fall). */
bool mayan_move_swaps(const mayan_board *b, mayan_move m);

/*
 * Drag a block as the move says, without settling: a swap exchanges two
 * blocks, a fall takes the block out of its column (those above drop by
 * one) and drops it onto the neighbouring column.  False, and the board
 * untouched, when the move is not legal.
 */
static inline bool mayan_board_drag(mayan_board *b, mayan_move m)
{
	if (!mayan_move_legal(b, m))
		return false;
	const int to = m.x + m.g;
	const int shift = 4 * m.y;
	const uint32_t block = b->col[m.x] >> shift & 0xf;
	if (m.y < mayan_board_height(b, to)) {
		const uint32_t flip = (block ^ (b->col[to] >> shift & 0xf)) <<
		    shift;
		b->col[m.x] ^= flip;
		b->col[to] ^= flip;
		return true;
	}
	/* The blocks above (x, y) drop by one; the block lands on top of
	 * the target column, which is lower than y, so it has room. */
	const uint32_t below = b->col[m.x] & ((1u << shift) - 1);
	b->col[m.x] = below | (b->col[m.x] >> (shift + 4)) << shift;
	b->col[to] |= block << (4 * mayan_board_height(b, to));
	return true;
}

/*
 * One round of settling: remove every cell in a line of 3 or more at once,
 * then let the remaining blocks fall.  Returns the cells that vanished, as
 * they were placed before the fall; 0 when the board was already stable.
 * The curses game animates a chain one round at a time with this.
 */
mayan_cells mayan_board_settle_step(mayan_board *b);
/* Settle completely; returns the number of rounds that removed blocks. */
int mayan_board_settle(mayan_board *b);
/* A whole move: drag, then settle.  False when the move is not legal. */
bool mayan_board_move(mayan_board *b, mayan_move m);

/* Every cell dragged either way: room for the moves of any board. */
#define MAYAN_MAX_MOVES (MAYAN_WIDTH * MAYAN_HEIGHT * 2)

/*
 * The moves of `b` that can lead to different boards, in the order of
 * SPEC.md, into `moves` (room for MAYAN_MAX_MOVES); returns how many.  A
 * drag to the left onto a block is the neighbour's drag to the right,
 * left out; every swap of two blocks of one colour leaves the board as it
 * was: the first of them is kept when `keep_still` (a search for exactly
 * n moves may need to spend one), none otherwise.
 */
int mayan_board_moves(const mayan_board *b, bool keep_still,
    mayan_move moves[]);

/* Moves in the order of SPEC.md: x, then y, then g = 1 before g = -1.
 * Negative, zero or positive like strcmp. */
static inline int mayan_move_compare(mayan_move a, mayan_move b)
{
	const int rank_a = (a.x * MAYAN_HEIGHT + a.y) * 2 + (a.g < 0);
	const int rank_b = (b.x * MAYAN_HEIGHT + b.y) * 2 + (b.g < 0);
	return rank_a - rank_b;
}

#endif
