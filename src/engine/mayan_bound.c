/*
 * The colour bounds of the Mayan solver (see mayan_bound.h): the test of
 * whether a colour's counts per column can be cut into lines, and the
 * sideways steps that make them so.
 */
#include "engine/mayan_bound.h"

#include <pthread.h>
#include <stddef.h>
#include <string.h>


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

/* The search below runs over counts of up to WIDE_MAX blocks in all,
 * 4 bits per column, so that no column is ever cut short at 7 (the
 * columns blocks vanish from may add up to more than a board column
 * holds). */
#define WIDE_MAX 15
#define WIDE_VECTORS (1u << (4 * MAYAN_WIDTH))

static int wide_count(uint32_t wide, int x)
{
	return (int)(wide >> (4 * x) & 0xf);
}

/* One block of column x to column x + 1 (add) or back (subtract). */
static uint32_t wide_edge(int x)
{
	return (1u << (4 * (x + 1))) - (1u << (4 * x));
}

static uint32_t widen(uint32_t packed, int *total)
{
	uint32_t wide = 0;
	*total = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const uint32_t count = packed >> (3 * x) & 7;
		wide |= count << (4 * x);
		*total += (int)count;
	}
	return wide;
}

static mayan_count_table count_table;
static pthread_once_t count_table_once = PTHREAD_ONCE_INIT;
static uint8_t wide_distance[WIDE_VECTORS];
/* Room for every vector of WIDE_MAX blocks or fewer: (15 + 5 choose 5). */
static uint32_t wide_queue[15504];

/* Every count vector of at most `room` more blocks in columns x.. on
 * top of `v`: the removable ones join the queue at distance 0, the
 * others wait at MAYAN_COUNT_FAR. */
static void wide_seed(uint32_t v, int x, int room, uint32_t *tail)
{
	if (x < MAYAN_WIDTH) {
		for (int count = 0; count <= room; count++)
			wide_seed(v | (uint32_t)count << (4 * x), x + 1,
			    room - count, tail);
		return;
	}
	int counts[MAYAN_WIDTH];
	for (int i = 0; i < MAYAN_WIDTH; i++)
		counts[i] = wide_count(v, i);
	const bool fits = lines_fit(counts, 0, 0, 0, 0);
	wide_distance[v] = fits ? 0 : MAYAN_COUNT_FAR;
	if (fits)
		wide_queue[(*tail)++] = v;
}

/* The steps of one block from wide counts v to a neighbouring column
 * that lead to counts at distance d, as table bits: bit x a block from
 * column x to x + 1, bit 4 + x one from column x + 1 to x. */
static uint8_t steps_to(uint32_t v, int d)
{
	uint8_t steps = 0;
	for (int x = 0; x + 1 < MAYAN_WIDTH; x++) {
		if (wide_count(v, x) > 0 &&
		    wide_distance[v + wide_edge(x)] == d)
			steps |= (uint8_t)(1u << x);
		if (wide_count(v, x + 1) > 0 &&
		    wide_distance[v - wide_edge(x)] == d)
			steps |= (uint8_t)(0x10u << x);
	}
	return steps;
}

/* Looking for the flows of one count vector (see mayan_bound.h). */
typedef struct flow_search {
	mayan_count_table *t;
	int counts[MAYAN_WIDTH];  /* the colour's blocks in each column */
	uint32_t first;           /* its first flow in t->flows */
	uint32_t used;            /* flows found, of every vector */
	int extra;                /* of the flows being looked for */
	int8_t net[MAYAN_WIDTH - 1];
} flow_search;

/* Whether flow g crosses no boundary more often than f, nor the other
 * way. */
static bool flow_within(const int8_t *g, const int8_t *f)
{
	for (int x = 0; x + 1 < MAYAN_WIDTH; x++)
		if (g[x] != 0 && (g[x] > 0 ? g[x] > f[x] : g[x] < f[x]))
			return false;
	return true;
}

/* Keep z->net, which leaves counts `wide`, when they are removable and
 * no flow kept before (of fewer steps) is within it. */
static void flow_keep(flow_search *z, uint32_t wide)
{
	if (wide_distance[wide] != 0)
		return;
	for (uint32_t i = z->first; i < z->used; i++)
		if (flow_within(z->t->flows[i].net, z->net))
			return;
	if (z->used == MAYAN_FLOWS) {
		z->t->flows_whole = false;
		return;
	}
	mayan_flow *f = &z->t->flows[z->used++];
	memcpy(f->net, z->net, sizeof f->net);
	f->extra = (uint8_t)z->extra;
}

/* Every flow crossing boundaries x.. `rest` times in all that takes no
 * more blocks out of a column than it has; `wide` holds the counts it
 * leaves in columns 0..x - 1.  A column is never negative: unsigned
 * says so to the static analyser, which takes x as it comes. */
static void flow_try(flow_search *z, unsigned x, int rest, uint32_t wide)
{
	/* What column x has and gets from the left, less what it passes
	 * right, is what it keeps. */
	const int has = z->counts[x] + (x > 0 ? z->net[x - 1] : 0);
	if (x + 2 == MAYAN_WIDTH) {
		/* The last boundary takes all the crossings left. */
		const int last = z->counts[x + 1];
		for (int f = -rest; f <= rest; f += rest > 0 ? 2 * rest : 1) {
			if (f > has || last + f < 0)
				continue;
			z->net[x] = (int8_t)f;
			flow_keep(z, wide | (uint32_t)(has - f) << (4 * x) |
			    (uint32_t)(last + f) << (4 * (x + 1)));
		}
		return;
	}
	for (int f = -rest; f <= (has < rest ? has : rest); f++) {
		z->net[x] = (int8_t)f;
		flow_try(z, x + 1, rest - (f < 0 ? -f : f),
		    wide | (uint32_t)(has - f) << (4 * x));
	}
}

_Static_assert(MAYAN_FLOWS <= UINT16_MAX + 1,
    "flow_first holds where the flows start in 16 bits");

/* The flows of every count vector at distance 1 or more, once the
 * distances are known. */
static void flows_fill(mayan_count_table *t)
{
	flow_search z = { .t = t };
	t->flows_whole = true;
	for (uint32_t packed = 0; packed < MAYAN_COUNT_VECTORS; packed++) {
		t->flow_first[packed] = (uint16_t)z.used;
		if (t->useful[packed] == 0)
			continue; /* removable, or no bound at all */
		z.first = z.used;
		for (int x = 0; x < MAYAN_WIDTH; x++)
			z.counts[x] = (int)(packed >> (3 * x) & 7);
		for (z.extra = 0; z.extra <= MAYAN_FLOW_EXTRA; z.extra++)
			flow_try(&z, 0, t->distance[packed] + z.extra, 0);
	}
	t->flow_first[MAYAN_COUNT_VECTORS] = (uint16_t)z.used;
}

/*
 * Every distance, by a breadth-first search from the removable count
 * vectors, one step at a time (a step keeps the number of blocks, so each
 * vector meets only vectors of its own size).  A colour of more than
 * WIDE_MAX blocks gets distance 0 and no useful step: no bound, as if
 * each step it takes were wasted, which the proof in mayan_bound.h allows.
 */
static void count_table_fill(void)
{
	uint32_t head = 0, tail = 0;
	wide_seed(0, 0, WIDE_MAX, &tail);
	while (head < tail) {
		const uint32_t v = wide_queue[head++];
		for (int x = 0; x + 1 < MAYAN_WIDTH; x++) {
			uint32_t near[2];
			int nears = 0;
			if (wide_count(v, x) > 0)
				near[nears++] = v + wide_edge(x);
			if (wide_count(v, x + 1) > 0)
				near[nears++] = v - wide_edge(x);
			for (int i = 0; i < nears; i++) {
				if (wide_distance[near[i]] != MAYAN_COUNT_FAR)
					continue;
				wide_distance[near[i]] =
				    (uint8_t)(wide_distance[v] + 1);
				wide_queue[tail++] = near[i];
			}
		}
	}
	mayan_count_table *t = &count_table;
	for (uint32_t packed = 0; packed < MAYAN_COUNT_VECTORS; packed++) {
		int total;
		const uint32_t v = widen(packed, &total);
		const int d = total > WIDE_MAX ? 0 : wide_distance[v];
		const bool bounded = total <= WIDE_MAX && d != MAYAN_COUNT_FAR;
		t->distance[packed] = (uint8_t)d;
		t->useful[packed] = bounded && d > 0 ? steps_to(v, d - 1) : 0;
		t->away[packed] = bounded ? steps_to(v, d + 1) : 0;
	}
	flows_fill(t);
}

const mayan_count_table *mayan_count_table_get(void)
{
	pthread_once(&count_table_once, count_table_fill);
	return &count_table;
}

bool mayan_counts_removable(const mayan_count_table *t, uint32_t packed)
{
	return t->distance[packed] == 0;
}

/* Whether flows of the colours packed[0..n), whose distances from
 * colour i on add up to reach[i], can be chosen whose extras and net
 * flows, with the flows `net` of the colours before, add up to `room`
 * at most. */
static bool flows_fit(const mayan_count_table *t, const uint32_t *packed,
    const int *reach, int n, const int *net, int room)
{
	const mayan_flow *f = &t->flows[t->flow_first[packed[0]]];
	const mayan_flow *end = &t->flows[t->flow_first[packed[0] + 1]];
	for (; f < end && f->extra <= room; f++) {
		int sum[MAYAN_WIDTH - 1], size = 0;
		for (int x = 0; x + 1 < MAYAN_WIDTH; x++) {
			sum[x] = net[x] + f->net[x];
			size += sum[x] < 0 ? -sum[x] : sum[x];
		}
		/* The colours after can take reach[1] off the net flows
		 * at most, beyond what their extras add. */
		if (size - reach[1] + f->extra <= room && (n == 1 ||
		    flows_fit(t, packed + 1, reach + 1, n - 1, sum,
		    room - f->extra)))
			return true;
	}
	return false;
}

/* The colours kept in the memo at most: their counts and the slack,
 * 15 bits each and 2, make its key. */
#define BALANCE_MEMO_COLORS 4

bool mayan_colors_balanced(const mayan_count_table *t, const mayan_colors *k,
    int left, mayan_balance_memo *memo)
{
	const int slack = 2 * left - k->shifts;
	if (slack < 0)
		return false;
	if (slack > MAYAN_FLOW_EXTRA || k->stranded == 0 || !t->flows_whole)
		return true;
	uint32_t packed[MAYAN_COLORS];
	int n = 0;
	uint64_t key = (uint64_t)slack;
	for (uint64_t set = k->stranded; set != 0; set &= set - 1) {
		packed[n] = k->packed[__builtin_ctzll(set) / 4];
		key = key << (3 * MAYAN_WIDTH) | packed[n++];
	}
	/* Counts are never 0, so no key is, nor any entry in use. */
	uint64_t *entry = memo == NULL || n > BALANCE_MEMO_COLORS ? NULL :
	    &memo->entry[(key * 0x9e3779b97f4a7c15ULL) >>
	    (64 - MAYAN_BALANCE_MEMO_BITS)];
	if (entry != NULL && *entry >> 1 == key)
		return *entry & 1;
	/* A flow of d + e steps takes d + e off the net flows at most and
	 * adds e: reach[i] adds up the distances of colours i.. */
	int reach[MAYAN_COLORS + 1];
	reach[n] = 0;
	for (int i = n - 1; i >= 0; i--)
		reach[i] = reach[i + 1] + t->distance[packed[i]];
	const int none[MAYAN_WIDTH - 1] = { 0 };
	const bool balanced = flows_fit(t, packed, reach, n, none, slack);
	if (entry != NULL)
		*entry = key << 1 | balanced;
	return balanced;
}

/* Set the steps of one colour, keeping the sums right. */
static void colors_step(const mayan_count_table *t, mayan_colors *k,
    int color)
{
	const uint32_t packed = mayan_color_packed(k, color);
	const int steps = t->distance[packed];
	k->shifts += steps - k->steps[color];
	k->steps[color] = (uint8_t)steps;
	k->useful[color] = t->useful[packed];
	k->away[color] = t->away[packed];
	if (steps > 0)
		k->stranded |= mayan_color_bit(color);
	else
		k->stranded &= ~mayan_color_bit(color);
}

static void colors_farthest(mayan_colors *k)
{
	k->farthest = 0;
	for (int color = 1; color <= MAYAN_COLORS; color++)
		if (k->steps[color] > k->farthest)
			k->farthest = k->steps[color];
}

void mayan_colors_strand(const mayan_count_table *t, mayan_colors *k)
{
	k->stranded = 0;
	k->shifts = 0;
	memset(k->steps, 0, sizeof k->steps);
	memset(k->useful, 0, sizeof k->useful);
	memset(k->away, 0, sizeof k->away);
	for (int color = 1; color <= MAYAN_COLORS; color++)
		if (k->packed[color] != 0)
			colors_step(t, k, color);
	colors_farthest(k);
}

void mayan_colors_restrand(const mayan_count_table *t, mayan_colors *k,
    int a, int b)
{
	if (a != 0)
		colors_step(t, k, a);
	if (b != 0 && b != a)
		colors_step(t, k, b);
	colors_farthest(k);
}

bool mayan_colors_count(const mayan_count_table *t, const mayan_board *b,
    mayan_colors *k)
{
	int total[16] = { 0 };
	uint32_t packed[16] = { 0 };
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (uint32_t c = b->col[x]; c != 0; c >>= 4) {
			packed[c & 0xf] += 1u << (3 * x);
			total[c & 0xf]++;
		}
	}
	for (int color = 1; color <= MAYAN_COLORS; color++)
		if (total[color] == 1 || total[color] == 2)
			return false;
	memcpy(k->packed, packed, sizeof k->packed);
	mayan_colors_strand(t, k);
	return true;
}

/* The rows (bit 3 of nibble y) where swapping (x, y) with (x + 1, y)
 * gives two useful steps, by the steps `useful` of the colours in the set
 * `colors` (no other colour has any). */
static uint32_t pair_cells(const uint8_t *useful, uint64_t colors,
    const mayan_board *b, int x)
{
	const uint32_t a = b->col[x], c = b->col[x + 1];
	uint32_t right = 0, left = 0;
	for (; colors != 0; colors &= colors - 1) {
		const int color = __builtin_ctzll(colors) / 4;
		if (useful[color] >> x & 1)
			right |= mayan_column_cells(a, color);
		if (useful[color] >> (4 + x) & 1)
			left |= mayan_column_cells(c, color);
	}
	return right & left & ~mayan_nibbles_zero(a ^ c);
}

/* The boundaries x (bit x) that some colour of `colors` crosses usefully
 * to the right and some colour to the left: the only ones where a swap
 * can give two useful steps, whatever the board. */
static unsigned pair_boundaries(const uint8_t *useful, uint64_t colors)
{
	unsigned right = 0, left = 0;
	for (; colors != 0; colors &= colors - 1) {
		const uint8_t steps = useful[__builtin_ctzll(colors) / 4];
		right |= steps & 0xfu;
		left |= steps >> 4;
	}
	return right & left;
}

/* Whether some swap gives two useful steps. */
static bool has_pair(const uint8_t *useful, uint64_t colors,
    const mayan_board *b)
{
	unsigned edges = pair_boundaries(useful, colors);
	for (; edges != 0; edges &= edges - 1)
		if (pair_cells(useful, colors, b, __builtin_ctz(edges)) != 0)
			return true;
	return false;
}

bool mayan_colors_pair_swap(const mayan_colors *k, const mayan_board *b)
{
	return has_pair(k->useful, k->stranded, b);
}

static bool tight_lives(const mayan_count_table *t, const mayan_colors *k,
    const mayan_board *b, int left);

/*
 * The position after the swap (x, y) of two useful steps from a tight
 * position with `left` moves: whether it can still be cleared in the
 * left - 1 moves after it, as far as the colours tell.  `after` holds
 * the colours before the swap and is overwritten.
 */
static bool tight_swap_lives(const mayan_count_table *t, mayan_colors *after,
    const mayan_board *b, int x, int y, int left)
{
	mayan_board next = *b;
	mayan_board_drag(&next, (mayan_move){ (int8_t)x, (int8_t)y, 1 });
	if (mayan_board_has_line(&next)) {
		/* A removal never brings a colour nearer: the distances of
		 * what is left must add up to exactly 2 (left - 1) again. */
		mayan_board_settle(&next);
		if (mayan_board_empty(&next))
			return left == 1;
		return left > 1 && mayan_colors_count(t, &next, after) &&
		    after->shifts == 2 * (left - 1) &&
		    tight_lives(t, after, &next, left - 1);
	}
	if (left == 1)
		return false; /* the last move removes nothing */
	/* Each of the two colours carried is one step nearer. */
	const int dragged = mayan_board_at(b, x, y);
	const int displaced = mayan_board_at(b, x + 1, y);
	mayan_colors_carry(after, dragged, x, x + 1);
	mayan_colors_carry(after, displaced, x + 1, x);
	mayan_colors_restrand(t, after, dragged, displaced);
	return tight_lives(t, after, &next, left - 1);
}

/* Whether a tight position with `left` moves (one or more) has a swap of
 * two useful steps after which it can go on to the end (mayan_bound.h). */
static bool tight_lives(const mayan_count_table *t, const mayan_colors *k,
    const mayan_board *b, int left)
{
	unsigned edges = pair_boundaries(k->useful, k->stranded);
	for (; edges != 0; edges &= edges - 1) {
		const int x = __builtin_ctz(edges);
		uint32_t rows = pair_cells(k->useful, k->stranded, b, x);
		for (; rows != 0; rows &= rows - 1) {
			mayan_colors after = *k;
			if (tight_swap_lives(t, &after, b, x,
			    __builtin_ctz(rows) / 4, left))
				return true;
		}
	}
	return false;
}

/* The chains followed are this many moves long at most: the swaps of
 * two useful steps of a tight position are few, but a chain of n moves
 * may still have to try a number of them to the power n.  Longer ones
 * are left to the search, which meets each position of them once. */
#define TIGHT_FOLLOWED_MOVES 4

bool mayan_colors_tight_ahead(const mayan_count_table *t,
    const mayan_colors *k, const mayan_board *b, int left)
{
	if (left < 1 || k->shifts != 2 * left)
		return true;
	if (left > TIGHT_FOLLOWED_MOVES)
		return mayan_colors_pair_swap(k, b);
	return tight_lives(t, k, b, left);
}
