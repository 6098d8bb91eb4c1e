/*
 * The colour bounds of the Mayan solver: which colours can never vanish,
 * and how many sideways steps the others need before they can, counted
 * from the blocks of each colour in each column.  A position whose
 * colours need more steps than its moves left can give is skipped.
 *
 * A colour with 1 or 2 blocks in all can never vanish: the board is dead.
 *
 * A colour is stranded when its blocks cannot all vanish unless one of
 * them moves sideways.  Falls keep every block in its column, so without
 * a sideways move the colour's blocks per column only shrink, by what each
 * removal takes: a union of lines that may cross.  A horizontal line takes
 * one block from each of 3 or more neighbouring columns; a vertical line
 * of length L in column x that crosses k of those lines takes L - k more
 * from x, and L >= 3.  So if h lines of the colour ever pass through
 * column x, the blocks of x that vertical lines take number 0 or at least
 * 3 - h.  A colour is stranded when no choice of horizontal lines over its
 * counts per column satisfies this in every column (mayan_counts_removable).
 * Sums of such choices are such choices, so removals never free a stranded
 * colour, and the columns its blocks are in when they vanish must be
 * removable counts: its blocks need at least mayan_shift_distance() sideways
 * steps in all.  A move carries sideways the block it drags and, in a
 * swap, the other one: one step for each of at most two colours.  So with
 * k moves left the colours together may need at most 2k steps, one colour
 * at most k, and after a move every stranded colour it does not carry is
 * still stranded.
 *
 * The counts of each column are packed a nibble per colour (a column holds
 * at most 7), so a move that removes nothing updates them with two
 * additions.  Colour sets use the same layout: colour c is bit 4c + 3.
 */
#ifndef TUMBLE_ENGINE_MAYAN_BOUND_H
#define TUMBLE_ENGINE_MAYAN_BOUND_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/mayan.h"

/* Count vectors of one colour: 0..7 blocks in each of the 5 columns, the
 * size of the cache the functions below fill (0 unknown in each byte). */
#define MAYAN_COUNT_VECTORS (1 << (3 * MAYAN_WIDTH))

typedef struct mayan_colors {
	uint64_t count[MAYAN_WIDTH];
	uint64_t stranded;
	int shifts;   /* sideways steps the stranded colours need at least */
	int farthest; /* the most steps one colour needs */
	uint8_t steps[MAYAN_COLORS + 1]; /* each colour's (0 when absent) */
} mayan_colors;

static inline uint64_t mayan_color_bit(int color)
{
	return 8ULL << (4 * color);
}

/* Whether the moves left can give the stranded colours their steps: two
 * per move in all, and one per move to any one colour (a swap of two
 * blocks of one colour changes no count). */
static inline bool mayan_colors_hopeful(const mayan_colors *k, int left)
{
	return k->shifts <= 2 * left && k->farthest <= left;
}

/* The counts after a move that removed nothing: a block of `color` went
 * from column `from` to column `to`.  Call mayan_colors_strand() after. */
static inline void mayan_colors_carry(mayan_colors *k, int color, int from,
    int to)
{
	k->count[from] -= 1ULL << (4 * color);
	k->count[to] += 1ULL << (4 * color);
}

/* How many colours a set holds: its bits, one per nibble, summed into the
 * top nibble (at most 11, so the sum cannot overflow). */
static inline int mayan_colors_in(uint64_t set)
{
	return (int)(((set >> 3) * 0x1111111111111111ULL) >> 60);
}

/* The colours a move carries sideways (a fall also names colour 0, which
 * is never stranded). */
static inline uint64_t mayan_move_colors(const mayan_board *b, mayan_move m)
{
	return mayan_color_bit(mayan_board_at(b, m.x, m.y)) |
	    mayan_color_bit(mayan_board_at(b, m.x + m.g, m.y));
}


/* Whether a colour's counts packed 3 bits per column can vanish without a
 * sideways step; `removable` caches the answers (or is NULL). */
bool mayan_counts_removable(uint8_t *removable, uint32_t packed);
/* A colour's counts packed 3 bits per column. */
uint32_t mayan_color_packed(const mayan_colors *k, int color);
/* The fewest sideways steps that make packed counts removable: 0 to 3
 * (3 standing for 3 or more). */
int mayan_shift_distance(uint8_t *removable, uint32_t packed);
/* Recompute the stranded colours and their steps from the counts. */
void mayan_colors_strand(uint8_t *removable, mayan_colors *k);
/* The same after a move that removed nothing and carried blocks of
 * colours a and b (0 for none): only their steps can change. */
void mayan_colors_restrand(uint8_t *removable, mayan_colors *k, int a,
    int b);
/* Count from scratch; false when some colour is dead. */
bool mayan_colors_count(uint8_t *removable, const mayan_board *b,
    mayan_colors *k);

#endif
