/*
 * The exact Mayan solver (see mayan_solve.h).
 *
 * Why each skip is exact:
 * - A drag to the left onto a block gives the same board as dragging that
 *   block to the right, which comes earlier in the order and has already
 *   failed when the search gets here.
 * - Swapping two blocks of one colour leaves the board as it was, so every
 *   such move of a position leads to the same position: only the first is
 *   searched.
 * - Nothing ever adds blocks, so a colour with 1 or 2 blocks left can
 *   never form a line and the board can never be cleared.
 * - A colour whose counts per column cannot be cut into lines needs
 *   blocks moved sideways, and moves give few such steps (see
 *   colors_strand below).
 * - Two swaps that complete no line and share no cell give the same board
 *   in either order; only the order the search meets first is searched
 *   (see solve_arrival).
 * - The failure table holds only positions whose whole subtree was
 *   searched; a cancelled search stores nothing.
 */
#include "engine/mayan_solve.h"

#include <stdlib.h>
#include <string.h>

#define SOLVE_DEFAULT_TABLE_BITS 20
#define SOLVE_MAX_TABLE_BITS 28
/* The tree of a dense board grows about eightfold with each move: a
 * search of n moves uses 2^(SOLVE_BITS_BASE + SOLVE_BITS_PER_MOVE * n)
 * entries at most. */
#define SOLVE_BITS_BASE 0
#define SOLVE_BITS_PER_MOVE 3
/* Slots probed per lookup: a small bucket keeps the table exact under
 * replacement (a lost entry only costs time) and lookups short. */
#define SOLVE_BUCKET 4
/* Nodes between two reads of the cancel flag. */
#define SOLVE_CANCEL_PERIOD 4096
#define SOLVE_STAMP_LIMIT (UINT32_MAX >> 4)
/* Count vectors of one colour: 0..7 blocks in each of the 5 columns. */
#define SOLVE_COUNT_VECTORS (1 << (3 * MAYAN_WIDTH))

void mayan_solver_init(mayan_solver *s, int table_bits)
{
	memset(s, 0, sizeof *s);
	if (table_bits <= 0)
		table_bits = SOLVE_DEFAULT_TABLE_BITS;
	if (table_bits > SOLVE_MAX_TABLE_BITS)
		table_bits = SOLVE_MAX_TABLE_BITS;
	const size_t size = (size_t)1 << table_bits;
	s->table = calloc(size, sizeof *s->table);
	s->size_mask = s->table ? (uint32_t)(size - 1) : 0;
	s->removable = calloc(SOLVE_COUNT_VECTORS, 1);
}

void mayan_solver_free(mayan_solver *s)
{
	free(s->table);
	free(s->removable);
	s->table = NULL;
	s->removable = NULL;
	s->size_mask = s->mask = 0;
}

/* The board or its mirror image, whichever compares smaller: both have
 * the same fate, so they share one entry. */
static mayan_board canonical(const mayan_board *b)
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

static uint32_t table_hash(const mayan_board *b, int left)
{
	uint64_t h = (uint64_t)left * 0x9e3779b97f4a7c15ULL;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		h ^= b->col[x];
		h *= 0xbf58476d1ce4e5b9ULL;
		h ^= h >> 31;
	}
	return (uint32_t)(h >> 32);
}

/* The slots where a position may be remembered (NULL without a table). */
static mayan_solve_entry *table_bucket(mayan_solver *s, const mayan_board *key,
    int left)
{
	if (s->table == NULL)
		return NULL;
	return &s->table[table_hash(key, left) & s->mask &
	    ~(uint32_t)(SOLVE_BUCKET - 1)];
}

static bool table_failed(const mayan_solver *s,
    const mayan_solve_entry *bucket, const mayan_board *key, int left)
{
	if (bucket == NULL)
		return false;
	const uint32_t tag = s->stamp << 4 | (uint32_t)left;
	for (int i = 0; i < SOLVE_BUCKET; i++)
		if (bucket[i].tag == tag &&
		    memcmp(bucket[i].col, key->col, sizeof key->col) == 0)
			return true;
	return false;
}

/* Remember a failure, replacing a stale entry or else the one with the
 * fewest moves left (the cheapest to prove again). */
static void table_store(const mayan_solver *s, mayan_solve_entry *bucket,
    const mayan_board *key, int left)
{
	if (bucket == NULL)
		return;
	mayan_solve_entry *victim = &bucket[0];
	for (int i = 0; i < SOLVE_BUCKET; i++) {
		if (bucket[i].tag >> 4 != s->stamp) {
			victim = &bucket[i];
			break;
		}
		if ((bucket[i].tag & 0xf) < (victim->tag & 0xf))
			victim = &bucket[i];
	}
	memcpy(victim->col, key->col, sizeof key->col);
	victim->tag = s->stamp << 4 | (uint32_t)left;
}

/*
 * Which colours are hopeless or stuck.
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
 * counts per column satisfies this in every column (counts_removable).
 * Sums of such choices are such choices, so removals never free a stranded
 * colour, and the columns its blocks are in when they vanish must be
 * removable counts: its blocks need at least shift_distance() sideways
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
typedef struct color_state {
	uint64_t count[MAYAN_WIDTH];
	uint64_t stranded;
	int shifts;   /* sideways steps the stranded colours need at least */
	int farthest; /* the most steps one colour needs */
} color_state;

#define COLOR_TOP 0x8888888888888888ULL
#define COLOR_ONE_UP 0x7777777777777777ULL   /* + this: top bit if >= 1 */

static inline uint64_t color_bit(int color)
{
	return 8ULL << (4 * color);
}

/*
 * Whether horizontal lines can be laid over counts[x..] so that every
 * column passes the test above.  n1, n2 and n3 lines are open from the
 * column before, having covered 1, 2, and 3 or more columns; only the
 * last may stop before x.
 */
static bool lines_fit(const int *counts, int x, int n1, int n2, int n3)
{
	if (x == MAYAN_WIDTH)
		return n1 == 0 && n2 == 0;
	for (int stopped = 0; stopped <= n3; stopped++) {
		const int going = n1 + n2 + n3 - stopped;
		for (int h = going; h <= counts[x]; h++) {
			const int vertical = counts[x] - h;
			if (vertical != 0 && vertical < 3 - h)
				continue;
			if (lines_fit(counts, x + 1, h - going, n1,
			    n2 + n3 - stopped))
				return true;
		}
	}
	return false;
}

/* counts_removable for a colour's counts packed 3 bits per column,
 * remembered by the solver. */
static bool counts_removable(mayan_solver *s, uint32_t packed)
{
	if (s->removable != NULL && s->removable[packed] != 0)
		return s->removable[packed] == 1;
	int counts[MAYAN_WIDTH];
	for (int x = 0; x < MAYAN_WIDTH; x++)
		counts[x] = (int)(packed >> (3 * x) & 7);
	const bool fits = lines_fit(counts, 0, 0, 0, 0);
	if (s->removable != NULL)
		s->removable[packed] = fits ? 1 : 2;
	return fits;
}

/* A colour's counts packed 3 bits per column, as counts_removable takes
 * them. */
static uint32_t color_packed(const color_state *k, int color)
{
	uint32_t packed = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		packed |= (uint32_t)(k->count[x] >> (4 * color) & 7) << (3 * x);
	return packed;
}

/* Calls f(packed counts) for each move of one block to a neighbouring
 * column, until it returns true. */
static bool shift_any(mayan_solver *s, uint32_t packed,
    bool (*f)(mayan_solver *, uint32_t))
{
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		if ((packed >> (3 * x) & 7) == 0)
			continue;
		for (int to = x - 1; to <= x + 1; to += 2)
			if (to >= 0 && to < MAYAN_WIDTH &&
			    (packed >> (3 * to) & 7) < 7 &&
			    f(s, packed - (1u << (3 * x)) + (1u << (3 * to))))
				return true;
	}
	return false;
}

static bool shift_removable(mayan_solver *s, uint32_t packed)
{
	return shift_any(s, packed, counts_removable);
}

/*
 * The fewest moves of one block to a neighbouring column that make a
 * colour's counts removable: 0, 1, 2, or 3 for more.  Every sideways step
 * of one of its blocks counts, whenever it comes, because the columns the
 * blocks are in when they vanish must be removable counts.  Remembered in
 * the same bytes as counts_removable: 3, 4, 5 for 1, 2, 3.
 */
static int shift_distance(mayan_solver *s, uint32_t packed)
{
	if (counts_removable(s, packed))
		return 0;
	if (s->removable != NULL && s->removable[packed] >= 3)
		return s->removable[packed] - 2;
	const int distance = shift_removable(s, packed) ? 1
	    : shift_any(s, packed, shift_removable) ? 2 : 3;
	if (s->removable != NULL)
		s->removable[packed] = (uint8_t)(distance + 2);
	return distance;
}

static void colors_strand(mayan_solver *s, color_state *k)
{
	uint64_t present = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		present |= (k->count[x] + COLOR_ONE_UP) & COLOR_TOP;
	k->stranded = 0;
	k->shifts = 0;
	k->farthest = 0;
	for (; present != 0; present &= present - 1) {
		const int color = __builtin_ctzll(present) / 4;
		const int distance = shift_distance(s, color_packed(k, color));
		if (distance > 0)
			k->stranded |= color_bit(color);
		if (distance > k->farthest)
			k->farthest = distance;
		k->shifts += distance;
	}
}

/* Whether the moves left can give the stranded colours their steps: two
 * per move in all, and one per move to any one colour (a swap of two
 * blocks of one colour changes no count). */
static bool colors_hopeful(const color_state *k, int left)
{
	return k->shifts <= 2 * left && k->farthest <= left;
}

/* Count from scratch; false when some colour is dead. */
static bool colors_count(mayan_solver *s, const mayan_board *b,
    color_state *k)
{
	int total[16] = { 0 };
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		k->count[x] = 0;
		for (uint32_t c = b->col[x]; c != 0; c >>= 4) {
			k->count[x] += 1ULL << (4 * (c & 0xf));
			total[c & 0xf]++;
		}
	}
	for (int color = 1; color <= MAYAN_COLORS; color++)
		if (total[color] == 1 || total[color] == 2)
			return false;
	colors_strand(s, k);
	return true;
}

/* The counts after a move that removed nothing: a block of `color` went
 * from column `from` to column `to`.  Call colors_strand() after. */
static inline void colors_carry(color_state *k, int color, int from, int to)
{
	k->count[from] -= 1ULL << (4 * color);
	k->count[to] += 1ULL << (4 * color);
}

/* How many colours a set holds: its bits, one per nibble, summed into the
 * top nibble (at most 11, so the sum cannot overflow). */
static inline int colors_in(uint64_t set)
{
	return (int)(((set >> 3) * 0x1111111111111111ULL) >> 60);
}

/* The colours a move carries sideways (a fall also names colour 0, which
 * is never stranded). */
static uint64_t move_colors(const mayan_board *b, mayan_move m)
{
	return color_bit(mayan_board_at(b, m.x, m.y)) |
	    color_bit(mayan_board_at(b, m.x + m.g, m.y));
}

static bool cancelled(mayan_solver *s)
{
	if (s->cancel == NULL || --s->countdown > 0)
		return false;
	s->countdown = SOLVE_CANCEL_PERIOD;
	if (s->progress != NULL)
		atomic_store_explicit(s->progress, s->nodes,
		    memory_order_relaxed);
	return atomic_load_explicit(s->cancel, memory_order_relaxed);
}

/*
 * How a position was reached, when that was a swap that completed no line
 * (x < 0 otherwise), and which swaps of the position before would have.
 *
 * Two such swaps on four different cells give the same board in either
 * order.  So when the search arrives by swap B, a smaller swap A that
 * touches none of B's cells and completed no line before B either leads
 * where A-then-B led, and A came first and failed: it is skipped.
 */
typedef struct solve_arrival {
	mayan_move swap;
	const uint32_t *before; /* swaps making lines, before the swap */
} solve_arrival;

static bool swap_repeats_arrival(const solve_arrival *arrival, mayan_move m)
{
	const mayan_move b = arrival->swap;
	if (b.x < 0 || mayan_move_compare(m, b) >= 0)
		return false;
	const bool shares_a_cell = m.y == b.y && m.x >= b.x - 1 &&
	    m.x <= b.x + 1;
	return !shares_a_cell && !(arrival->before[m.x] >> m.y & 1);
}

/* Where a position is remembered, found (and fetched) before its colours
 * are looked at, so that the memory access overlaps that work. */
typedef struct solve_memo {
	mayan_board key;
	mayan_solve_entry *bucket;
} solve_memo;

static void memo_find(mayan_solver *s, const mayan_board *b, int left,
    solve_memo *memo)
{
	memo->key = canonical(b);
	memo->bucket = table_bucket(s, &memo->key, left);
	if (memo->bucket != NULL)
		__builtin_prefetch(memo->bucket);
}

static mayan_solve_status search(mayan_solver *s, const mayan_board *b,
    const color_state *colors, const solve_memo *memo, int left,
    const solve_arrival *arrival, mayan_move *answer);

/* Try one move that is not the last from `b`, writing it to answer[0].
 * `stays_stable` says the move is a swap known to complete no line;
 * `lines` are the swaps of `b` that complete one. */
static mayan_solve_status try_move(mayan_solver *s, const mayan_board *b,
    const color_state *colors, mayan_move m, bool stays_stable,
    const uint32_t *lines, int left, mayan_move *answer)
{
	mayan_board next = *b;
	color_state next_colors = *colors;
	const solve_arrival quiet_swap = { m, lines };
	const solve_arrival other = { { -1, 0, 0 }, NULL };
	const solve_arrival *arrival = &other;
	solve_memo memo;
	answer[0] = m;
	mayan_board_drag(&next, m);
	if (stays_stable || !mayan_board_has_line(&next)) {
		memo_find(s, &next, left - 1, &memo);
		/* Nothing removed: only the carried blocks change column. */
		colors_carry(&next_colors, mayan_board_at(b, m.x, m.y), m.x,
		    m.x + m.g);
		if (stays_stable) {
			colors_carry(&next_colors, mayan_board_at(b,
			    m.x + m.g, m.y), m.x + m.g, m.x);
			arrival = &quiet_swap;
		}
		colors_strand(s, &next_colors);
	} else {
		mayan_board_settle(&next);
		if (mayan_board_empty(&next))
			return MAYAN_SOLVE_NONE; /* cleared too early */
		memo_find(s, &next, left - 1, &memo);
		if (!colors_count(s, &next, &next_colors))
			return MAYAN_SOLVE_NONE;
	}
	if (!colors_hopeful(&next_colors, left - 1))
		return MAYAN_SOLVE_NONE;
	return search(s, &next, &next_colors, &memo, left - 1, arrival,
	    answer + 1);
}

/* After the last move no block moves sideways again, so each colour it
 * carries must be removable with its new counts. */
static bool carried_removable(mayan_solver *s, const color_state *k,
    const mayan_board *b, mayan_move m)
{
	const int dragged = mayan_board_at(b, m.x, m.y);
	const int other = mayan_board_at(b, m.x + m.g, m.y);
	const uint32_t from = 1u << (3 * m.x), to = 1u << (3 * (m.x + m.g));
	if (!counts_removable(s, color_packed(k, dragged) - from + to))
		return false;
	return other == 0 ||
	    counts_removable(s, color_packed(k, other) - to + from);
}

/* Rows lo..hi-1 as a mask (none when hi <= lo). */
static uint32_t rows_from_to(int lo, int hi)
{
	return hi > lo ? (1u << hi) - (1u << lo) : 0;
}

/*
 * With one move left, the move must clear the board, so it must remove
 * blocks: only the swaps that complete a line and the falls are tried, in
 * the order of the answer, and only those that carry every stranded
 * colour.  `lines` are the swaps that complete a line.
 */
static mayan_solve_status search_last(mayan_solver *s, const mayan_board *b,
    const color_state *colors, const int *height, const uint32_t *lines,
    mayan_move *answer)
{
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const uint32_t right = x + 1 < MAYAN_WIDTH
		    ? lines[x] | rows_from_to(height[x + 1], height[x]) : 0;
		const uint32_t left = x > 0
		    ? rows_from_to(height[x - 1], height[x]) : 0;
		uint32_t rows = right | left;
		for (; rows != 0; rows &= rows - 1) {
			const int y = __builtin_ctz(rows);
			for (int g = 1; g >= -1; g -= 2) {
				if (!((g > 0 ? right : left) >> y & 1))
					continue;
				const mayan_move m = { (int8_t)x, (int8_t)y,
					(int8_t)g };
				if (colors->stranded & ~move_colors(b, m) ||
				    !carried_removable(s, colors, b, m))
					continue;
				mayan_board next = *b;
				mayan_board_move(&next, m);
				if (mayan_board_empty(&next)) {
					answer[0] = m;
					return MAYAN_SOLVE_FOUND;
				}
			}
		}
	}
	return MAYAN_SOLVE_NONE;
}

/* Search a non-empty stable board with no dead colour whose stranded
 * colours are hopeful. */
static mayan_solve_status search(mayan_solver *s, const mayan_board *b,
    const color_state *colors, const solve_memo *memo, int left,
    const solve_arrival *arrival, mayan_move *answer)
{
	s->nodes++;
	if (cancelled(s))
		return MAYAN_SOLVE_CANCELLED;
	if (table_failed(s, memo->bucket, &memo->key, left))
		return MAYAN_SOLVE_NONE;

	int height[MAYAN_WIDTH];
	uint32_t lines[MAYAN_WIDTH - 1];
	for (int x = 0; x < MAYAN_WIDTH; x++)
		height[x] = mayan_board_height(b, x);
	for (int x = 0; x + 1 < MAYAN_WIDTH; x++)
		lines[x] = mayan_board_swaps_making_lines(b, x);
	if (left == 1) {
		const mayan_solve_status r = search_last(s, b, colors, height,
		    lines, answer);
		if (r == MAYAN_SOLVE_NONE)
			table_store(s, memo->bucket, &memo->key, left);
		return r;
	}
	bool wasted_tried = false;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < height[x]; y++) {
			for (int g = 1; g >= -1; g -= 2) {
				const int to = x + g;
				if (to < 0 || to >= MAYAN_WIDTH)
					continue;
				const mayan_move m = { (int8_t)x, (int8_t)y,
					(int8_t)g };
				bool stays_stable = false;
				if (y < height[to]) {
					if (g < 0)
						continue;
					if (mayan_board_at(b, x, y) ==
					    mayan_board_at(b, to, y)) {
						if (wasted_tried)
							continue;
						wasted_tried = true;
					}
					stays_stable = !(lines[x] >> y & 1);
					if (swap_repeats_arrival(arrival, m))
						continue;
				}
				/* The move gives each colour it carries one
				 * of the steps it needs. */
				if (colors->shifts - colors_in(
				    colors->stranded & move_colors(b, m)) >
				    2 * (left - 1))
					continue;
				const mayan_solve_status r = try_move(s, b,
				    colors, m, stays_stable, lines, left,
				    answer);
				if (r != MAYAN_SOLVE_NONE)
					return r;
			}
		}
	}
	table_store(s, memo->bucket, &memo->key, left);
	return MAYAN_SOLVE_NONE;
}

mayan_solve_status mayan_solver_run(mayan_solver *s, const mayan_board *board,
    int n, const atomic_bool *cancel, mayan_move answer[])
{
	s->nodes = 0;
	s->cancel = cancel;
	s->countdown = 1; /* a flag raised before the start stops at once */
	/* A new stamp makes every entry of earlier searches stale; clear
	 * the table only when the stamps run out. */
	if (++s->stamp >= SOLVE_STAMP_LIMIT) {
		if (s->table)
			memset(s->table, 0, ((size_t)s->size_mask + 1) *
			    sizeof *s->table);
		s->stamp = 1;
	}
	/* A short search uses only the start of the table, which then
	 * stays in the processor's cache. */
	s->mask = s->size_mask;
	if (n >= 1 && n <= MAYAN_SOLVE_MAX_MOVES &&
	    SOLVE_BITS_BASE + SOLVE_BITS_PER_MOVE * n < 32)
		s->mask &= (1u << (SOLVE_BITS_BASE + SOLVE_BITS_PER_MOVE * n)) -
		    1;
	if (n < 1 || n > MAYAN_SOLVE_MAX_MOVES || mayan_board_empty(board))
		return MAYAN_SOLVE_NONE;
	color_state colors;
	if (!colors_count(s, board, &colors) ||
	    !colors_hopeful(&colors, n))
		return MAYAN_SOLVE_NONE;
	const solve_arrival start = { { -1, 0, 0 }, NULL };
	solve_memo memo;
	memo_find(s, board, n, &memo);
	return search(s, board, &colors, &memo, n, &start, answer);
}

mayan_solve_status mayan_solve(const mayan_board *board, int n,
    const atomic_bool *cancel, mayan_move answer[])
{
	mayan_solver s;
	mayan_solver_init(&s, 0);
	const mayan_solve_status r = mayan_solver_run(&s, board, n, cancel,
	    answer);
	mayan_solver_free(&s);
	return r;
}
