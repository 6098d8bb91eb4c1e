/*
 * The greedy replay of SPEC.md on bitboards: the greedy choice and whole
 * greedy games (same_greedy_choice, same_greedy_play).  Clusters of 4 or
 * more are flooded and keyed so that the best is the largest key; those
 * of 3 and 2 are told apart by their balls' neighbours alone and decide
 * only when nothing larger is left.  A game keeps the clusters a move
 * cannot have changed, with their cells, and floods again only around the
 * move.  Games run the whole-board steps with AVX2 where the processor
 * has it, and let balls fall with pext and pdep where it runs them fast
 * (same_bits_isa_for).
 */
#include "engine/same_bits_ops.h"

#include <stdatomic.h>
#if SAME_BITS_HAVE_BMI2
#include <cpuid.h>
#endif

/*
 * A cluster of 4 or more as the greedy scan keeps it, with its cells, so
 * that playing it needs no new flood.  Its place in the greedy order is
 * one number: size, then leftmost, then lowest representative, so that
 * the best is simply the largest key.
 */
typedef struct same_greedy_found {
	uint64_t cells[SAME_BITS_WORDS];
	uint32_t key;
	uint8_t color, first_col, last_col;
} same_greedy_found;

static inline uint32_t same_greedy_key(int size, int row, int col)
{
	return (uint32_t)size << 16 | (uint32_t)(255 - col) << 8 |
	    (uint32_t)(255 - row);
}

static inline same_cluster same_greedy_found_cluster(
    const same_greedy_found *f)
{
	return (same_cluster){ .row = 255 - (int)(f->key & 255),
		.col = 255 - (int)(f->key >> 8 & 255),
		.color = f->color,
		.size = (int)(f->key >> 16) };
}

/*
 * Where neighbouring balls share a colour, for every colour at once: bit
 * b of `up` is set when the ball at b has a ball of its colour just above
 * it, of `right` when it has one just right of it.  The tests for
 * clusters of 4 or more and of 3 and 2 below work on these, once for the
 * whole board rather than once for each colour.
 */
typedef struct same_greedy_edges {
	same_bits_mask up, right;
} same_greedy_edges;

SAME_BITS_INLINE void same_greedy_find_edges(const same_bits_board *p,
    same_greedy_edges *e, int lane, int words)
{
	const int vecs = same_bits_vecs(words);
	for (int v = 0; v < vecs; v++)
		e->up.v[v] = e->right.v[v] = (same_bits_vec){ 0 };
	for (int color = 1; color <= p->colors; color++) {
		same_bits_mask m, next;
		same_bits_mask_load(&m, p->ball[color], words);
		same_bits_from_right(&m, &next, lane, words);
		for (int v = 0; v < vecs; v++) {
			e->up.v[v] |= m.v[v] & m.v[v] >> 1;
			e->right.v[v] |= m.v[v] & next.v[v];
		}
	}
}

/* The balls next to a ball of `x` and of its colour. */
SAME_BITS_INLINE void same_greedy_step(const same_greedy_edges *e,
    const same_bits_mask *x, same_bits_mask *out, int lane, int words)
{
	const int vecs = same_bits_vecs(words);
	same_bits_mask from_right, from_left;
	same_bits_from_right(x, &from_right, lane, words);
	for (int v = 0; v < vecs; v++)
		from_left.v[v] = x->v[v] & e->right.v[v];
	same_bits_from_left(&from_left, &from_left, lane, words);
	for (int v = 0; v < vecs; v++)
		out->v[v] = (x->v[v] >> 1 & e->up.v[v]) |
		    (x->v[v] & e->up.v[v]) << 1 |
		    (from_right.v[v] & e->right.v[v]) | from_left.v[v];
}

/* The balls with at least one, two and three neighbours of their colour.
 * A lane's clear top bit keeps `up` from crossing lanes. */
typedef struct same_greedy_degree {
	same_bits_mask one, two, three;
} same_greedy_degree;

SAME_BITS_INLINE void same_greedy_degrees(const same_greedy_edges *e,
    same_greedy_degree *d, int lane, int words)
{
	same_bits_mask left;
	same_bits_from_left(&e->right, &left, lane, words);
	for (int v = 0; v < same_bits_vecs(words); v++) {
		const same_bits_vec up = e->up.v[v], down = e->up.v[v] << 1;
		const same_bits_vec right = e->right.v[v];
		const same_bits_vec vertical = down | up;
		const same_bits_vec horizontal = left.v[v] | right;
		const same_bits_vec both_v = down & up;
		const same_bits_vec both_h = left.v[v] & right;
		d->one.v[v] = vertical | horizontal;
		d->two.v[v] = both_v | both_h | (vertical & horizontal);
		d->three.v[v] = (both_v & horizontal) | (both_h & vertical);
	}
}

/*
 * The balls that belong to a cluster of 4 or more, found without a flood:
 * such a cluster holds a ball with three neighbours or two next to each
 * other with two neighbours each (its core), and its other balls are next
 * to its core.  Clusters of 2 and 3 (three in five on random boards)
 * matter to the greedy choice only when nothing larger is left, so the
 * scan never floods them.
 */
SAME_BITS_INLINE void same_greedy_seeds(const same_greedy_edges *e,
    same_bits_mask *seeds, int lane, int words)
{
	const int vecs = same_bits_vecs(words);
	same_greedy_degree d;
	same_bits_mask core;
	same_greedy_degrees(e, &d, lane, words);
	same_greedy_step(e, &d.two, &core, lane, words);
	for (int v = 0; v < vecs; v++)
		core.v[v] = (core.v[v] & d.two.v[v]) | d.three.v[v];
	same_greedy_step(e, &core, seeds, lane, words);
	for (int v = 0; v < vecs; v++)
		seeds->v[v] |= core.v[v];
}

/*
 * The balls in clusters of exactly 3 and of exactly 2.  A cluster of 3 is
 * a ball with two neighbours, each of which has only it; a pair is two
 * balls with one neighbour each, next to each other.
 */
SAME_BITS_INLINE void same_greedy_small(const same_greedy_edges *e,
    same_bits_mask *triples, same_bits_mask *pairs, int lane, int words)
{
	const int vecs = same_bits_vecs(words);
	same_greedy_degree d;
	same_bits_mask one, middle, crowded;
	same_greedy_degrees(e, &d, lane, words);
	same_greedy_step(e, &d.two, &crowded, lane, words);
	for (int v = 0; v < vecs; v++) {
		one.v[v] = d.one.v[v] & ~d.two.v[v];
		middle.v[v] = d.two.v[v] & ~d.three.v[v] & ~crowded.v[v];
	}
	same_greedy_step(e, &one, pairs, lane, words);
	same_greedy_step(e, &middle, triples, lane, words);
	for (int v = 0; v < vecs; v++) {
		pairs->v[v] &= one.v[v];
		triples->v[v] = (triples->v[v] & one.v[v]) | middle.v[v];
	}
}

/*
 * The greedy choice when no cluster has 4 balls, from the edges of the
 * position: the lowest ball of any cluster of 3 is the leftmost, lowest
 * representative among them, and failing those the lowest ball of any
 * pair.  Its balls go to `cells`.
 */
SAME_BITS_INLINE same_cluster same_greedy_best_small(const same_bits_board *p,
    const same_greedy_edges *e, same_bits_mask *cells, int lane, int words)
{
	same_bits_mask triples, pairs;
	same_greedy_small(e, &triples, &pairs, lane, words);
	const int size = same_bits_mask_any(&triples, words) ? 3
	    : same_bits_mask_any(&pairs, words)              ? 2
							     : 0;
	if (size == 0)
		return (same_cluster){ 0 };
	const same_bits_mask *set = size == 3 ? &triples : &pairs;
	const int bit = same_bits_lowest(set, words);
	/* Two steps reach every ball of a cluster of 3 from any of them. */
	same_bits_mask found;
	for (int v = 0; v < same_bits_vecs(words); v++)
		found.v[v] = (same_bits_vec){ 0 };
	found.w[bit >> 6] = UINT64_C(1) << (bit & 63);
	for (int step = 0; step < 2; step++) {
		same_bits_mask next;
		same_greedy_step(e, &found, &next, lane, words);
		for (int v = 0; v < same_bits_vecs(words); v++)
			found.v[v] |= next.v[v] & set->v[v];
	}
	*cells = found;
	return (same_cluster){ .row = bit % lane + 1,
		.col = bit / lane + 1,
		.color = same_bits_color_at(p, bit),
		.size = size };
}

/*
 * Append to `out` every cluster of 4 or more that has a ball in `range`,
 * and return how many; `best` (an index into `out`, offset by
 * `base`) and `best_key` follow the largest key.  One loop takes the
 * lowest seed of any word, its colour found without a branch, so the
 * scan's branches depend on the number of clusters, not on where they
 * are or their colours.
 */
SAME_BITS_INLINE int same_greedy_scan(const same_bits_board *p,
    const same_bits_mask *range, same_greedy_found *out, int base, int *best,
    uint32_t *best_key, same_greedy_edges *e, int lane, int words)
{
	same_bits_mask seeds;
	uint64_t pending; /* bit i: seeds left in word i */
	int count = 0;
	same_greedy_find_edges(p, e, lane, words);
	same_greedy_seeds(e, &seeds, lane, words);
	for (int v = 0; v < same_bits_vecs(words); v++)
		seeds.v[v] &= range->v[v];
	pending = same_bits_mask_words(&seeds, words);
	while (pending) {
		const int word = __builtin_ctzll(pending);
		const int start = word * 64 + __builtin_ctzll(seeds.w[word]);
		const int color = same_bits_color_at(p, start);
		same_greedy_found *f = &out[count];
		same_bits_mask cluster;
		int first, last;
		const int size = same_bits_flood(p->ball[color], start,
		    &cluster, &first, &last, lane, words);
		same_bits_mask_store(&cluster, f->cells, words);
		for (int v = 0; v < same_bits_vecs(words); v++)
			seeds.v[v] &= ~cluster.v[v];
		pending = same_bits_mask_words(&seeds, words);
		const uint32_t key = same_greedy_key(size, first % lane + 1,
		    first / lane + 1);
		f->key = key;
		f->color = (uint8_t)color;
		f->first_col = (uint8_t)(first / lane + 1);
		f->last_col = (uint8_t)(last / lane + 1);
		const bool better = key > *best_key;
		*best_key = better ? key : *best_key;
		*best = better ? base + count : *best;
		count++;
	}
	return count;
}

SAME_BITS_INLINE same_cluster same_greedy_choose(const same_board *b, int lane,
    int words)
{
	same_bits_board p;
	same_greedy_found found[SAME_MAX_MOVES];
	same_bits_mask cells, range;
	int best = -1;
	uint32_t best_key = 0;
	same_bits_load(&p, b, lane);
	same_greedy_edges e;
	same_bits_columns(1, p.width, &range, lane, words);
	same_greedy_scan(&p, &range, found, 0, &best, &best_key, &e, lane,
	    words);
	return best < 0 ? same_greedy_best_small(&p, &e, &cells, lane, words)
			: same_greedy_found_cluster(&found[best]);
}

/*
 * The places where a removal of `cells` that closes no column may have
 * changed a cluster: in each column, its lowest removed ball and every
 * place above it (the balls there fall), and the places next to those.
 * A lane's clear top bit keeps the per-lane negation inside its lane.
 */
SAME_BITS_INLINE void same_greedy_touched(const same_bits_mask *cells,
    same_bits_mask *touched, int lane, int words)
{
	uint64_t rows = 0; /* every place of every lane but its top bit */
	for (int at = 0; at < 64; at += lane)
		rows |= same_bits_below(lane - 1) << at;
	const uint64_t bottoms = rows & ~(rows << 1);
	same_bits_mask changed, from_right, from_left;
	for (int v = 0; v < same_bits_vecs(words); v++) {
		const same_bits_vec c = cells->v[v];
		const same_bits_vec negated = ((c ^ rows) + bottoms) & rows;
		changed.v[v] = (c | negated) & rows;
	}
	same_bits_from_right(&changed, &from_right, lane, words);
	same_bits_from_left(&changed, &from_left, lane, words);
	for (int v = 0; v < same_bits_vecs(words); v++) {
		const same_bits_vec c = changed.v[v];
		touched->v[v] = c | ((c << 1 | c >> 1 | from_right.v[v] |
					 from_left.v[v]) &
					rows);
	}
}

/*
 * Keep, in order at the front of `found`, the `count` clusters that the
 * move `move` (which closed `closed` columns) cannot have changed, given
 * `range`, the places it touched when it closed none; shift those right
 * of closed columns; return how many stay, with the best of them in
 * `best` and `best_key`.  Field by field, and without branches but the
 * rare shift: which clusters stay is a coin toss for the branch
 * predictor.
 */
SAME_BITS_INLINE int same_greedy_keep(same_greedy_found *found, int count,
    const same_bits_mask *range, same_bits_span move, int closed, int *best,
    uint32_t *best_key, int lane, int words)
{
	/* The best so far, in locals and with one condition (a cluster that
	 * goes competes with a key of 0): through the pointers, or on both
	 * conditions, the compiler jumps, as unpredictably as clusters
	 * stay. */
	int kept = 0, top = -1;
	uint32_t top_key = 0;
	for (int i = 0; i < count; i++) {
		const same_greedy_found *f = &found[i];
		same_greedy_found *to = &found[kept];
		const int first_col = f->first_col, end_col = f->last_col;
		const int left = end_col + 2 <= move.first;
		const int right = first_col >= move.last + 2;
		/* Moved left: a smaller column is a larger key. */
		const int shift = right * closed;
		const uint32_t key = f->key + ((uint32_t)shift << 8);
		const uint8_t color = f->color;
		same_bits_mask c, touched;
		same_bits_mask_load(&c, f->cells, words);
		for (int v = 0; v < same_bits_vecs(words); v++)
			touched.v[v] = c.v[v] & range->v[v];
		if (shift)
			same_bits_lanes_down(c.w, shift, lane, words);
		same_bits_mask_store(&c, to->cells, words);
		to->key = key;
		to->color = color;
		to->first_col = (uint8_t)(first_col - shift);
		to->last_col = (uint8_t)(end_col - shift);
		const int stays = closed ? left | right
					 : !same_bits_mask_any(&touched, words);
		const uint32_t candidate = key & (0u - (uint32_t)stays);
		const bool better = candidate > top_key;
		top_key = better ? candidate : top_key;
		top = better ? kept : top;
		kept += stays;
	}
	*best = top;
	*best_key = top_key;
	return kept;
}

/*
 * A whole game rescans only around each move.  When no column closes, a
 * cluster with no place among those the move touched is still there, and
 * only clusters with a ball there need a new flood.  When columns close,
 * columns left of the move never change and columns right of it only
 * shift left, so a cluster wholly two columns away from the removed one on
 * either side is still there, and only clusters with a cell in the
 * columns from one before the move to one after it need a new flood.
 */
SAME_BITS_INLINE int same_greedy_replay(same_board *b, same_cluster *moves,
    int lane, int words, bool bmi2)
{
	same_bits_board p;
	same_greedy_found found[SAME_MAX_MOVES];
	int best = -1;
	uint32_t best_key = 0;
	same_bits_load(&p, b, lane);
	/* The edges of the position, which every scan leaves behind. */
	same_greedy_edges e;
	same_bits_mask range;
	same_bits_columns(1, p.width, &range, lane, words);
	int count = same_greedy_scan(&p, &range, found, 0, &best, &best_key,
	    &e, lane, words);
	int played = 0;
	for (;;) {
		same_bits_mask cells;
		same_cluster removed;
		int last_col;
		if (best < 0) {
			removed = same_greedy_best_small(&p, &e, &cells, lane,
			    words);
			if (removed.size < 2)
				break;
			last_col = same_bits_highest(&cells, words) / lane + 1;
		} else {
			const same_greedy_found *f = &found[best];
			removed = same_greedy_found_cluster(f);
			same_bits_mask_load(&cells, f->cells, words);
			last_col = f->last_col;
		}
		const same_bits_span move = same_bits_take(&p, cells.w,
		    removed.col, last_col, lane, words, bmi2);
		const int closed = move.closed;
		moves[played++] = removed;
		if (closed == 0)
			same_greedy_touched(&cells, &range, lane, words);
		/* Most moves close no column: a copy of the loop for them
		 * drops the shifts. */
		const int kept = closed
		    ? same_greedy_keep(found, count, &range, move, closed,
			  &best, &best_key, lane, words)
		    : same_greedy_keep(found, count, &range, move, 0, &best,
			  &best_key, lane, words);
		if (closed) {
			const int from = move.first > 1 ? move.first - 1 : 1;
			int to = move.last + 1 - closed;
			if (to > p.width)
				to = p.width;
			same_bits_columns(from, to, &range, lane, words);
		}
		count = kept + same_greedy_scan(&p, &range, found + kept, kept,
		    &best, &best_key, &e, lane, words);
	}
	same_bits_store(&p, b, lane, words);
	return played;
}

same_bits_layout same_bits_layout_for(const same_board *b)
{
	return b->rows < SAME_BITS_NARROW_LANE &&
		b->cols * SAME_BITS_NARROW_LANE <= 64 * SAME_BITS_NARROW_WORDS
	    ? SAME_BITS_NARROW
	    : SAME_BITS_WIDE;
}

same_cluster same_bits_greedy_choice(const same_board *b,
    same_bits_layout layout)
{
	if (layout == SAME_BITS_NARROW)
		return same_greedy_choose(b, SAME_BITS_NARROW_LANE,
		    SAME_BITS_NARROW_WORDS);
	return same_greedy_choose(b, SAME_BITS_WIDE_LANE, SAME_BITS_WORDS);
}

/* One entry point per layout and instruction set. */
static int same_greedy_play_narrow(same_board *b, same_cluster *moves)
{
	return same_greedy_replay(b, moves, SAME_BITS_NARROW_LANE,
	    SAME_BITS_NARROW_WORDS, false);
}

static int same_greedy_play_wide(same_board *b, same_cluster *moves)
{
	return same_greedy_replay(b, moves, SAME_BITS_WIDE_LANE,
	    SAME_BITS_WORDS, false);
}

#if SAME_BITS_HAVE_BMI2
__attribute__((target("popcnt,avx2"))) static int
same_greedy_play_narrow_avx2(same_board *b, same_cluster *moves)
{
	return same_greedy_replay(b, moves, SAME_BITS_NARROW_LANE,
	    SAME_BITS_NARROW_WORDS, false);
}

__attribute__((target("popcnt,avx2"))) static int
same_greedy_play_wide_avx2(same_board *b, same_cluster *moves)
{
	return same_greedy_replay(b, moves, SAME_BITS_WIDE_LANE,
	    SAME_BITS_WORDS, false);
}

__attribute__((target("bmi2,popcnt,avx2"))) static int
same_greedy_play_narrow_bmi2(same_board *b, same_cluster *moves)
{
	return same_greedy_replay(b, moves, SAME_BITS_NARROW_LANE,
	    SAME_BITS_NARROW_WORDS, true);
}

__attribute__((target("bmi2,popcnt,avx2"))) static int
same_greedy_play_wide_bmi2(same_board *b, same_cluster *moves)
{
	return same_greedy_replay(b, moves, SAME_BITS_WIDE_LANE,
	    SAME_BITS_WORDS, true);
}
#endif

same_bits_isa same_bits_isa_for(const same_bits_cpu *cpu)
{
	if (!cpu->avx2)
		return SAME_BITS_PLAIN;
	/* AMD's processors before family 0x19 (Zen 3) run pext and pdep
	 * as microcode, dozens of cycles for each: there the BMI2 path
	 * plays slower than the plain one; the AVX2 steps without them
	 * play faster than plain C (bench/same_plan_results.md, "Figures
	 * that stood in the code"). */
	const bool slow_pext = cpu->amd && cpu->family < 0x19;
	return cpu->bmi2 && !slow_pext ? SAME_BITS_BMI2 : SAME_BITS_AVX2;
}

same_bits_cpu same_bits_cpu_here(void)
{
	same_bits_cpu cpu = { .amd = false };
#if SAME_BITS_HAVE_BMI2
	unsigned max, vendor[3], signature, unused;
	__cpuid(0, max, vendor[0], vendor[2], vendor[1]);
	cpu.amd = memcmp(vendor, "AuthenticAMD", 12) == 0 ||
	    memcmp(vendor, "HygonGenuine", 12) == 0;
	if (max >= 1) {
		__cpuid(1, signature, unused, unused, unused);
		const int base = (int)(signature >> 8 & 15);
		cpu.family = base == 15 ? base + (int)(signature >> 20 & 255)
					: base;
	}
	cpu.avx2 = __builtin_cpu_supports("popcnt") &&
	    __builtin_cpu_supports("avx2");
	cpu.bmi2 = __builtin_cpu_supports("bmi2");
#endif
	return cpu;
}

bool same_bits_isa_supported(same_bits_isa isa)
{
	const same_bits_cpu cpu = same_bits_cpu_here();
	switch (isa) {
	case SAME_BITS_PLAIN:
		return true;
	case SAME_BITS_AVX2:
		return cpu.avx2;
	case SAME_BITS_BMI2:
		return cpu.avx2 && cpu.bmi2;
	}
	return false;
}

same_bits_isa same_bits_isa_best(void)
{
	/* The processor stays the same while the program runs, and cpuid
	 * costs microseconds under a hypervisor, as much as a good part of
	 * a greedy game on a judge's board, so it is asked once:
	 * 0 until then, else the instruction set plus one.  Threads that
	 * race to ask find the same answer. */
	static atomic_int known;
	int isa = atomic_load_explicit(&known, memory_order_relaxed);
	if (isa == 0) {
		const same_bits_cpu cpu = same_bits_cpu_here();
		isa = (int)same_bits_isa_for(&cpu) + 1;
		atomic_store_explicit(&known, isa, memory_order_relaxed);
	}
	return (same_bits_isa)(isa - 1);
}

int same_bits_greedy_play(same_board *b, same_cluster *moves,
    same_bits_layout layout, same_bits_isa isa)
{
	const bool narrow = layout == SAME_BITS_NARROW;
#if SAME_BITS_HAVE_BMI2
	if (isa == SAME_BITS_BMI2)
		return narrow ? same_greedy_play_narrow_bmi2(b, moves)
			      : same_greedy_play_wide_bmi2(b, moves);
	if (isa == SAME_BITS_AVX2)
		return narrow ? same_greedy_play_narrow_avx2(b, moves)
			      : same_greedy_play_wide_avx2(b, moves);
#else
	(void)isa;
#endif
	return narrow ? same_greedy_play_narrow(b, moves)
		      : same_greedy_play_wide(b, moves);
}

same_cluster same_greedy_choice(const same_board *b)
{
	return same_bits_greedy_choice(b, same_bits_layout_for(b));
}

int same_greedy_play(same_board *b, same_cluster *moves)
{
	return same_bits_greedy_play(b, moves, same_bits_layout_for(b),
	    same_bits_isa_best());
}
