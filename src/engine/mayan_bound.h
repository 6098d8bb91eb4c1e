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
 * counts per column satisfies this in every column (lines_fit): its
 * counts are not removable.  Sums of removable counts are removable.
 *
 * The distance of a colour is the fewest steps of one block to a
 * neighbouring column that make its counts removable, where a column may
 * count more blocks than a board column holds (they are the columns
 * blocks vanish from, over many removals): a breadth-first search over
 * count vectors, mayan_count_table.  The colour's blocks make at least
 * that many sideways steps before the last of them vanishes, whatever
 * falls and removals come between, by induction back from the empty
 * board (distance 0): a step changes the distance by one at most, and a
 * removal never lowers it (if the rest reach removable w in d steps, the
 * same steps take the whole to w plus the removed, also removable).  A
 * colour of more than 15 blocks is given distance 0 and no useful step
 * (below): no bound at all, which keeps the table small.
 *
 * A move carries sideways the block it drags and, in a swap, the other
 * one: one step for each of at most two colours (a swap of two blocks of
 * one colour leaves the counts as they were: treat it as no step).  So
 * with k moves left the distances may add up to 2k at most, one colour's
 * to k.  A step of a colour counts only when it is useful: when it brings
 * the counts to a distance one less.  Any other step leaves counts at the
 * same distance or, when it is a step away, one farther (a step changes
 * the distance by one at most), so the colour still needs as many steps
 * after it as before, or one more.  Hence:
 * - a move that gives u useful steps and a steps away leaves distances
 *   adding up to at least the sum less u, plus a, to the moves after it
 *   (whatever it removes: a removal never lowers a distance);
 * - when the distances add up to exactly 2k (the position is tight),
 *   every one of the k moves must give two useful steps, so the next move
 *   is a swap of two blocks of different colours in one row, each going
 *   a useful way.  A tight position without such a swap is lost
 *   (mayan_colors_pair_swap), whatever the moves after it would do;
 * - to the end: after such a swap the distances add up to exactly
 *   2(k - 1) again (no less, as a removal never lowers one), so the
 *   position after it is tight in turn.  When the swap removes nothing,
 *   each of the two colours it carries is one step nearer; when it
 *   removes blocks, the colours of what is left are counted again, and
 *   their distances must add up to 2(k - 1).  The last swap must leave
 *   the board empty, and one that empties it sooner leaves moves that
 *   cannot be made.  So a tight position is lost unless some chain of
 *   such swaps, one a move, clears it (mayan_colors_tight_ahead follows
 *   every chain of up to four moves: few swaps give two useful steps).
 *
 * The steps must also pair up.  A move crosses one boundary between
 * neighbouring columns: a swap carries one block over it each way, a
 * fall one block one way.  So when, over the moves left, R_x blocks
 * cross boundary x to the right and L_x to the left, those moves number
 * max(R_x, L_x) = (R_x + L_x + |R_x - L_x|) / 2 at least.  The blocks
 * of a colour vanish from columns whose counts w are removable (above),
 * and none is made or lost on the way, so the colour's net flow over
 * boundary x, its flow f_x, is its blocks in columns 0..x now less
 * those of w: they cross x |f_x| times at least, and R_x - L_x is the
 * sum of every colour's f_x.  With k moves left there are then counts
 * w for each colour, with flows f_c, such that
 *   sum over c of |f_c| + sum over x of |sum over c of f_c,x| <= 2k,
 * where |f| adds up |f_x|.  |f_c| is at least the colour's distance, so
 * with s the slack, 2k less the distances added up, every colour's flow
 * is at most s steps longer than its distance (its extra), and the
 * extras and the net flows over each boundary add up to s at most: the
 * colours are balanced (mayan_colors_balanced).  A colour that need not
 * move does best not to: a flow g adds |g| to the first sum and takes
 * |g| at most off the second.  For the same reason a flow that crosses
 * each boundary as often as another or more, the same way, is never
 * needed.
 *
 * The counts of each colour are packed 3 bits per column (a column holds
 * at most 7), as the table takes them, so a move that removes nothing
 * updates them with two additions.  Colour sets are a nibble per colour:
 * colour c is bit 4c + 3.
 */
#ifndef TUMBLE_ENGINE_MAYAN_BOUND_H
#define TUMBLE_ENGINE_MAYAN_BOUND_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/mayan.h"

/* Count vectors of one colour: 0..7 blocks in each of the 5 columns. */
#define MAYAN_COUNT_VECTORS (1 << (3 * MAYAN_WIDTH))
/* The distance of counts that are never removable (1 or 2 blocks). */
#define MAYAN_COUNT_FAR 0xff

/* Flows are kept for slacks up to this: a position with more is not
 * tested for balance.  Few positions that slack are unbalanced. */
#define MAYAN_FLOW_EXTRA 3
/* Room for the flows of every count vector (the suite checks that they
 * fit). */
#define MAYAN_FLOWS 32768

/* A way for a colour's blocks to reach removable counts: how many cross
 * each boundary x (between columns x and x + 1), to the right when
 * positive, and how many steps beyond the colour's distance it takes. */
typedef struct mayan_flow {
	int8_t net[MAYAN_WIDTH - 1];
	uint8_t extra;
} mayan_flow;

/* Per count vector packed 3 bits per column: its distance, the steps
 * that bring it one nearer (bit x a block from column x to x + 1, bit
 * 4 + x one from column x + 1 to x) and, in the same layout, the steps
 * that take it one farther (away); and for counts at distance 1 or more
 * their flows of MAYAN_FLOW_EXTRA extra steps or fewer, fewest steps
 * first, leaving out each that crosses every boundary as often as
 * another or more, the same way: flows[flow_first[v]] up to
 * flows[flow_first[v + 1]]. */
typedef struct mayan_count_table {
	uint8_t distance[MAYAN_COUNT_VECTORS];
	uint8_t useful[MAYAN_COUNT_VECTORS];
	uint8_t away[MAYAN_COUNT_VECTORS];
	uint16_t flow_first[MAYAN_COUNT_VECTORS + 1];
	mayan_flow flows[MAYAN_FLOWS];
	bool flows_whole; /* false if they did not fit: no balance test */
} mayan_count_table;

typedef struct mayan_colors {
	uint32_t packed[MAYAN_COLORS + 1]; /* each colour's counts */
	uint64_t stranded;
	int shifts;   /* the colours' distances added up */
	int farthest; /* the largest distance of one colour */
	uint8_t steps[MAYAN_COLORS + 1];  /* each colour's (0 when absent) */
	uint8_t useful[MAYAN_COLORS + 1]; /* its useful steps (table bits) */
	uint8_t away[MAYAN_COLORS + 1];   /* its steps away (table bits) */
} mayan_colors;

static inline uint64_t mayan_color_bit(int color)
{
	return 8ULL << (4 * color);
}

/* Whether a tight position (above) has a swap giving two useful steps. */
bool mayan_colors_pair_swap(const mayan_colors *k, const mayan_board *b);
/* False when a position with `left` moves left is tight and no chain of
 * swaps of two useful steps clears it (above; with more than four moves
 * left, when it has no such swap now); true otherwise. */
bool mayan_colors_tight_ahead(const mayan_count_table *t,
    const mayan_colors *k, const mayan_board *b, int left);

/* Bit 3 of nibble y for each row y where `column` holds a block of
 * `color` (1..MAYAN_COLORS): the layout of mayan_nibbles_zero(). */
static inline uint32_t mayan_column_cells(uint32_t column, int color)
{
	return mayan_nibbles_zero(column ^ 0x1111111u * (uint32_t)color);
}

/* Answers of mayan_colors_balanced() kept for the colours' counts and
 * slack that asked them: positions of one search share most of them.
 * An entry is 0 when empty. */
#define MAYAN_BALANCE_MEMO_BITS 14
typedef struct mayan_balance_memo {
	uint64_t entry[1 << MAYAN_BALANCE_MEMO_BITS];
} mayan_balance_memo;

/* False when the stranded colours of a position with `left` moves left
 * cannot be balanced (above); true when they can, or when the slack is
 * more than MAYAN_FLOW_EXTRA.  `memo` may be NULL. */
bool mayan_colors_balanced(const mayan_count_table *t, const mayan_colors *k,
    int left, mayan_balance_memo *memo);

/* Whether the moves left can give the stranded colours their steps: two
 * per move in all, one per move to any one colour. */
static inline bool mayan_colors_within(const mayan_colors *k, int left)
{
	return k->shifts <= 2 * left && k->farthest <= left;
}

/* The same, and when that is just enough, two by the next move. */
static inline bool mayan_colors_hopeful(const mayan_colors *k,
    const mayan_board *b, int left)
{
	return mayan_colors_within(k, left) && (k->shifts < 2 * left ||
	    left == 0 || mayan_colors_pair_swap(k, b));
}

/* The counts after a move that removed nothing: a block of `color` went
 * from column `from` to column `to`.  Call mayan_colors_restrand() after. */
static inline void mayan_colors_carry(mayan_colors *k, int color, int from,
    int to)
{
	k->packed[color] += (1u << (3 * to)) - (1u << (3 * from));
}

/* The steps of move m (the dragged block's from m.x to m.x + m.g and,
 * in a swap, the other block's back) whose bit is set in `mask`. */
static inline int mayan_move_steps(const uint8_t *mask,
    const mayan_board *b, mayan_move m)
{
	const int dragged = mayan_board_at(b, m.x, m.y);
	const int other = mayan_board_at(b, m.x + m.g, m.y);
	if (dragged == other)
		return 0;
	const int gap = m.g > 0 ? m.x : m.x - 1; /* the columns' boundary */
	const int there = m.g > 0 ? gap : 4 + gap;
	const int back = m.g > 0 ? 4 + gap : gap;
	return (mask[dragged] >> there & 1) + (mask[other] >> back & 1);
}

/* The useful steps move m gives (0, 1 or 2). */
static inline int mayan_move_useful(const mayan_colors *k,
    const mayan_board *b, mayan_move m)
{
	return mayan_move_steps(k->useful, b, m);
}

/* The least the colours' distances can add up to after move m: the sum
 * less its useful steps, plus its steps away. */
static inline int mayan_move_shifts_after(const mayan_colors *k,
    const mayan_board *b, mayan_move m)
{
	return k->shifts - mayan_move_steps(k->useful, b, m) +
	    mayan_move_steps(k->away, b, m);
}

/* The colours a move carries sideways (a fall also names colour 0, which
 * is never stranded). */
static inline uint64_t mayan_move_colors(const mayan_board *b, mayan_move m)
{
	return mayan_color_bit(mayan_board_at(b, m.x, m.y)) |
	    mayan_color_bit(mayan_board_at(b, m.x + m.g, m.y));
}

/* The table, filled on first use (safe from any thread). */
const mayan_count_table *mayan_count_table_get(void);
/* Whether packed counts can vanish without a sideways step. */
bool mayan_counts_removable(const mayan_count_table *t, uint32_t packed);
/* A colour's counts packed 3 bits per column. */
static inline uint32_t mayan_color_packed(const mayan_colors *k, int color)
{
	return k->packed[color];
}
/* Recompute the stranded colours and their distances from the counts. */
void mayan_colors_strand(const mayan_count_table *t, mayan_colors *k);
/* The same after a move that removed nothing and carried blocks of
 * colours a and b (0 for none): only theirs can change. */
void mayan_colors_restrand(const mayan_count_table *t, mayan_colors *k,
    int a, int b);
/* Count from scratch; false when some colour is dead. */
bool mayan_colors_count(const mayan_count_table *t, const mayan_board *b,
    mayan_colors *k);

#endif
