/*
 * Same Game clusters on bitboards (see same_bits.h).  Every function here
 * takes the lane width and word count as constants and is forced inline
 * into one entry point per layout, so each layout gets loops of a fixed
 * length that the compiler unrolls, from one source.
 */
#include "engine/same_bits.h"

#include <string.h>

#define SAME_BITS_WORDS 10 /* 20 columns of 32-bit lanes */
#define SAME_BITS_INLINE static inline __attribute__((always_inline))

/* A position: one mask per colour, and mask 0 for every ball. */
typedef struct same_bits_board {
	int colors;
	int width;
	uint64_t ball[SAME_MAX_COLORS + 1][SAME_BITS_WORDS];
} same_bits_board;

/* The bits below bit p of a word, 0 <= p < 64. */
SAME_BITS_INLINE uint64_t same_bits_below(int p)
{
	return (UINT64_C(1) << p) - 1;
}

SAME_BITS_INLINE uint64_t same_bits_lane_mask(int lane)
{
	return lane == 64 ? ~UINT64_C(0) : same_bits_below(lane);
}

SAME_BITS_INLINE bool same_bits_any(const uint64_t *x, int words)
{
	uint64_t any = 0;
	for (int i = 0; i < words; i++)
		any |= x[i];
	return any != 0;
}

/* Index of the lowest set bit; the mask must not be empty. */
SAME_BITS_INLINE int same_bits_lowest(const uint64_t *x, int words)
{
	int i = 0;
	while (i < words - 1 && x[i] == 0)
		i++;
	return i * 64 + __builtin_ctzll(x[i]);
}

/* Index of the highest set bit; the mask must not be empty. */
SAME_BITS_INLINE int same_bits_highest(const uint64_t *x, int words)
{
	int i = words - 1;
	while (i > 0 && x[i] == 0)
		i--;
	return i * 64 + 63 - __builtin_clzll(x[i]);
}

SAME_BITS_INLINE int same_bits_count(const uint64_t *x, int words)
{
	int n = 0;
	for (int i = 0; i < words; i++)
		n += __builtin_popcountll(x[i]);
	return n;
}

/* The cells of `m` next to a cell of `x`: a shift of one row either way
 * within each lane, and of one lane either way across words. */
SAME_BITS_INLINE void same_bits_spread(const uint64_t *m, const uint64_t *x,
    uint64_t *out, int lane, int words)
{
	for (int i = 0; i < words; i++) {
		uint64_t v = x[i] << 1 | x[i] >> 1 | x[i] << lane |
		    x[i] >> lane;
		if (i > 0)
			v |= x[i - 1] >> (64 - lane);
		if (i < words - 1)
			v |= x[i + 1] << (64 - lane);
		out[i] = v & m[i];
	}
}

/*
 * Grow `x`, a part of mask `m`, to the whole of its clusters in `m`.
 * Besides the one-step spread, adding `x` to `m` carries through each
 * run of `m` above a cell of `x` (a lane's clear top bit stops the
 * carry), so a column's run fills in one step instead of one per row.
 */
SAME_BITS_INLINE void same_bits_grow(const uint64_t *m, uint64_t *x,
    int lane, int words)
{
	uint64_t next[SAME_BITS_WORDS];
	for (;;) {
		same_bits_spread(m, x, next, lane, words);
		uint64_t changed = 0;
		for (int i = 0; i < words; i++) {
			next[i] |= x[i] | (((x[i] + m[i]) ^ m[i]) & m[i]);
			changed |= next[i] ^ x[i];
			x[i] = next[i];
		}
		if (changed == 0)
			return;
	}
}

/* The 64 bits of `x` from bit `at` on (`x` has a clear word past its
 * last). */
SAME_BITS_INLINE uint64_t same_bits_window(const uint64_t *x, int at)
{
	const int word = at >> 6, shift = at & 63;
	/* Two shifts, so that a shift of 0 needs no branch. */
	return x[word] >> shift | x[word + 1] << 1 << (63 - shift);
}

/* Or the 64 bits of `window` into `x` from bit `at` on. */
SAME_BITS_INLINE void same_bits_put_window(uint64_t *x, int at,
    uint64_t window)
{
	const int word = at >> 6, shift = at & 63;
	x[word] |= window << shift;
	x[word + 1] |= window >> 1 >> (63 - shift);
}

/*
 * The cluster of mask `m` holding bit `start`, into `cluster` (cleared
 * first); returns its size and stores its lowest and highest bit.
 *
 * With 16-bit lanes, most clusters fit in the four columns from the
 * start's: they grow in one word, and only a cluster that touches a ball
 * of its colour beyond those columns grows again over the whole board.
 */
SAME_BITS_INLINE int same_bits_flood(const uint64_t *m, int start,
    uint64_t *cluster, int *first, int *last, int lane, int words)
{
	memset(cluster, 0, sizeof(uint64_t) * SAME_BITS_WORDS);
	bool whole = false;
	if (lane == 16) {
		const uint64_t mask = same_bits_lane_mask(lane);
		const int at = start - start % lane;
		const uint64_t mw = same_bits_window(m, at);
		uint64_t x = UINT64_C(1) << (start - at);
		for (;;) {
			const uint64_t next = (x | x << 1 | x >> 1 | x << lane |
			    x >> lane | ((x + mw) ^ mw)) & mw;
			if (next == x)
				break;
			x = next;
		}
		const uint64_t left = at > 0
		    ? same_bits_window(m, at - lane) & mask
		    : 0;
		const uint64_t right = same_bits_window(m, at + 64) & mask;
		same_bits_put_window(cluster, at, x);
		whole = ((x & left) | (x >> (64 - lane) & right)) == 0;
		if (whole) {
			*first = at + __builtin_ctzll(x);
			*last = at + 63 - __builtin_clzll(x);
			return __builtin_popcountll(x);
		}
	} else {
		cluster[start >> 6] = UINT64_C(1) << (start & 63);
	}
	same_bits_grow(m, cluster, lane, words);
	*first = same_bits_lowest(cluster, words);
	*last = same_bits_highest(cluster, words);
	return same_bits_count(cluster, words);
}

/* The bits of columns from..to (1-based). */
SAME_BITS_INLINE void same_bits_columns(int from, int to, uint64_t *out,
    int lane, int words)
{
	const int low = (from - 1) * lane, high = to * lane;
	for (int i = 0; i < words; i++) {
		const int a = low > i * 64 ? low - i * 64 : 0;
		const int b = high < i * 64 + 64 ? high - i * 64 : 64;
		out[i] = a >= b ? 0
				: (b == 64 ? ~UINT64_C(0) : same_bits_below(b)) &
			~same_bits_below(a);
	}
}

SAME_BITS_INLINE void same_bits_load(same_bits_board *p, const same_board *b,
    int lane)
{
	memset(p, 0, sizeof *p);
	p->colors = b->colors;
	p->width = b->width;
	for (int c = 1; c <= b->width; c++) {
		const uint8_t *column = &b->cell[same_board_index(0, c)];
		const int base = (c - 1) * lane;
		for (int r = 1; r <= b->height[c]; r++) {
			const int bit = base + r - 1;
			p->ball[column[r]][bit >> 6] |= UINT64_C(1) << (bit & 63);
		}
		p->ball[0][base >> 6] |= same_bits_below(b->height[c])
		    << (base & 63);
	}
}

/* Write the position back into `b`, which it was loaded from. */
SAME_BITS_INLINE void same_bits_store(const same_bits_board *p, same_board *b,
    int lane, int words)
{
	for (int c = p->width + 1; c <= b->width; c++) {
		memset(&b->cell[same_board_index(0, c)], 0, SAME_STRIDE);
		b->height[c] = 0;
	}
	b->width = p->width;
	b->balls = same_bits_count(p->ball[0], words);
	for (int c = 1; c <= p->width; c++) {
		uint8_t *column = &b->cell[same_board_index(0, c)];
		const int base = (c - 1) * lane;
		const uint64_t mask = same_bits_lane_mask(lane);
		const int height = __builtin_popcountll(
		    p->ball[0][base >> 6] >> (base & 63) & mask);
		memset(column + height + 1, 0, (size_t)(b->height[c] - height >
			0 ? b->height[c] - height : 0));
		b->height[c] = (uint8_t)height;
		for (int color = 1; color <= p->colors; color++) {
			uint64_t v = p->ball[color][base >> 6] >> (base & 63) &
			    mask;
			while (v) {
				column[1 + __builtin_ctzll(v)] = (uint8_t)color;
				v &= v - 1;
			}
		}
	}
}

/* Squeeze the bits of `removed` out of lane `col` (0-based) of every
 * mask, letting the bits above them fall; true when the column is left
 * empty. */
SAME_BITS_INLINE bool same_bits_fall(same_bits_board *p, int col,
    uint64_t removed, int lane)
{
	const int word = col * lane >> 6, shift = col * lane & 63;
	const uint64_t mask = same_bits_lane_mask(lane);
	uint64_t v[SAME_MAX_COLORS + 1];
	for (int color = 0; color <= p->colors; color++)
		v[color] = p->ball[color][word] >> shift & mask;
	while (removed) {
		const int at = __builtin_ctzll(removed);
		const int run = __builtin_ctzll(~(removed >> at));
		const uint64_t below = same_bits_below(at);
		for (int color = 0; color <= p->colors; color++)
			v[color] = (v[color] & below) |
			    (v[color] >> run & ~below);
		removed = removed >> run & ~below;
	}
	for (int color = 0; color <= p->colors; color++)
		p->ball[color][word] = (p->ball[color][word] &
		    ~(mask << shift)) | v[color] << shift;
	return v[0] == 0;
}

/* Drop lane `col` (0-based) of every mask, shifting the lanes right of it
 * one lane lower. */
SAME_BITS_INLINE void same_bits_close(same_bits_board *p, int col, int lane,
    int words)
{
	const int word = col * lane >> 6, shift = col * lane & 63;
	const uint64_t keep = same_bits_below(shift);
	for (int color = 0; color <= p->colors; color++) {
		uint64_t *x = p->ball[color];
		x[word] = (x[word] & keep) | (x[word] >> lane & ~keep);
		for (int i = word + 1; i < words; i++) {
			x[i - 1] |= x[i] << (64 - lane);
			x[i] >>= lane;
		}
	}
	p->width--;
}

/* The columns a removal changed: the cluster's first and last (1-based,
 * before the move) and how many of them closed. */
typedef struct same_bits_span {
	int first, last, closed;
} same_bits_span;

/* Remove the cluster of colour `color` whose representative is bit
 * `start`, let the balls fall and close emptied columns. */
SAME_BITS_INLINE same_bits_span same_bits_take(same_bits_board *p, int start,
    int color, int lane, int words)
{
	uint64_t cluster[SAME_BITS_WORDS];
	int low, high;
	same_bits_flood(p->ball[color], start, cluster, &low, &high, lane,
	    words);
	const int first = low / lane, last = high / lane;
	const uint64_t mask = same_bits_lane_mask(lane);
	int emptied[SAME_MAX_COLS], count = 0;
	for (int col = first; col <= last; col++) {
		const int bit = col * lane;
		const uint64_t removed = cluster[bit >> 6] >> (bit & 63) & mask;
		if (removed && same_bits_fall(p, col, removed, lane))
			emptied[count++] = col;
	}
	/* Right to left, so that each index still names its column. */
	for (int i = count - 1; i >= 0; i--)
		same_bits_close(p, emptied[i], lane, words);
	return (same_bits_span){ first + 1, last + 1, count };
}

/*
 * A cluster of 2 or more as the greedy scan keeps it.  Its place in the
 * greedy order is one number: size, then leftmost, then lowest
 * representative, so that the best is simply the largest key.
 */
typedef struct same_bits_found {
	uint32_t key;
	uint8_t color, first_col, last_col;
} same_bits_found;

static inline uint32_t same_bits_key(int size, int row, int col)
{
	return (uint32_t)size << 16 | (uint32_t)(255 - col) << 8 |
	    (uint32_t)(255 - row);
}

static inline same_cluster same_bits_found_cluster(const same_bits_found *f)
{
	return (same_cluster){ .row = 255 - (int)(f->key & 255),
		.col = 255 - (int)(f->key >> 8 & 255),
		.color = f->color,
		.size = (int)(f->key >> 16) };
}

/* Index of the first cluster in the greedy order, or -1 for none. */
static int same_bits_best(const same_bits_found *found, int count)
{
	int best = -1;
	uint32_t best_key = 0;
	for (int i = 0; i < count; i++)
		if (found[i].key > best_key) {
			best_key = found[i].key;
			best = i;
		}
	return best;
}

/*
 * The balls of mask `m` that belong to a cluster of 3 or more, and (into
 * `pairs`) those of the clusters of exactly 2.  A pair needs no flood:
 * it is two balls with one neighbour of their colour each, next to each
 * other.  Pairs are 4 clusters in 10 on random boards and matter to the
 * greedy choice only when nothing larger is left.
 */
SAME_BITS_INLINE void same_bits_sort_seeds(const uint64_t *m, uint64_t *larger,
    uint64_t *pairs, int lane, int words)
{
	uint64_t single[SAME_BITS_WORDS], any[SAME_BITS_WORDS];
	for (int i = 0; i < words; i++) {
		const uint64_t down = m[i] << 1, up = m[i] >> 1;
		uint64_t left = m[i] << lane, right = m[i] >> lane;
		if (i > 0)
			left |= m[i - 1] >> (64 - lane);
		if (i < words - 1)
			right |= m[i + 1] << (64 - lane);
		/* At least one neighbour, and at least two. */
		const uint64_t vertical = down | up, horizontal = left | right;
		any[i] = (vertical | horizontal) & m[i];
		const uint64_t several = (down & up) | (left & right) |
		    (vertical & horizontal);
		single[i] = any[i] & ~several;
	}
	same_bits_spread(m, single, pairs, lane, words);
	for (int i = 0; i < words; i++) {
		pairs[i] &= single[i];
		larger[i] = any[i] & ~pairs[i];
	}
}

/* The greedy choice among pairs when no cluster is larger: the lowest
 * ball of any pair is the leftmost, lowest representative. */
SAME_BITS_INLINE same_cluster same_bits_best_pair(const same_bits_board *p,
    int lane, int words)
{
	same_cluster best = { 0 };
	int best_bit = SAME_BITS_WORDS * 64;
	for (int color = 1; color <= p->colors; color++) {
		uint64_t larger[SAME_BITS_WORDS], pairs[SAME_BITS_WORDS];
		same_bits_sort_seeds(p->ball[color], larger, pairs, lane,
		    words);
		if (!same_bits_any(pairs, words))
			continue;
		const int bit = same_bits_lowest(pairs, words);
		if (bit < best_bit) {
			best_bit = bit;
			best = (same_cluster){ .row = bit % lane + 1,
				.col = bit / lane + 1,
				.color = color,
				.size = 2 };
		}
	}
	return best;
}

/*
 * Append to `out` every cluster of 3 or more that has a cell in columns
 * from..to, and return how many.  Lone balls and pairs never start a
 * flood.
 */
SAME_BITS_INLINE int same_bits_scan(const same_bits_board *p, int from,
    int to, same_bits_found *out, int lane, int words)
{
	uint64_t range[SAME_BITS_WORDS];
	int count = 0;
	if (from > to)
		return 0;
	same_bits_columns(from, to, range, lane, words);
	for (int color = 1; color <= p->colors; color++) {
		const uint64_t *m = p->ball[color];
		uint64_t seeds[SAME_BITS_WORDS], pairs[SAME_BITS_WORDS];
		same_bits_sort_seeds(m, seeds, pairs, lane, words);
		for (int i = 0; i < words; i++)
			seeds[i] &= range[i];
		/* A flood clears its seeds in later words too. */
		for (int w = 0; w < words; w++) {
			while (seeds[w]) {
				uint64_t cluster[SAME_BITS_WORDS];
				int first, last;
				const int size = same_bits_flood(m,
				    w * 64 + __builtin_ctzll(seeds[w]), cluster,
				    &first, &last, lane, words);
				for (int i = w; i < words; i++)
					seeds[i] &= ~cluster[i];
				out[count++] = (same_bits_found){
					.key = same_bits_key(size,
					    first % lane + 1, first / lane + 1),
					.color = (uint8_t)color,
					.first_col = (uint8_t)(first / lane + 1),
					.last_col = (uint8_t)(last / lane + 1),
				};
			}
		}
	}
	return count;
}

SAME_BITS_INLINE same_cluster same_bits_choice(const same_board *b, int lane,
    int words)
{
	same_bits_board p;
	same_bits_found found[SAME_MAX_MOVES];
	same_bits_load(&p, b, lane);
	const int count = same_bits_scan(&p, 1, p.width, found, lane, words);
	const int best = same_bits_best(found, count);
	return best < 0 ? same_bits_best_pair(&p, lane, words)
			: same_bits_found_cluster(&found[best]);
}

/*
 * A whole game rescans only around each move: columns left of the move
 * never change, columns right of it only shift left when columns close,
 * so a cluster wholly two columns away from the removed one on either
 * side is still there, and only clusters with a cell in the columns from
 * one before the move to one after it need a new flood.
 */
SAME_BITS_INLINE int same_bits_play(same_board *b, same_cluster *moves,
    int lane, int words)
{
	same_bits_board p;
	same_bits_found found[SAME_MAX_MOVES];
	same_bits_load(&p, b, lane);
	int count = same_bits_scan(&p, 1, p.width, found, lane, words);
	int played = 0;
	for (;;) {
		const int best = same_bits_best(found, count);
		const same_cluster removed = best < 0
		    ? same_bits_best_pair(&p, lane, words)
		    : same_bits_found_cluster(&found[best]);
		if (removed.size < 2)
			break;
		const same_bits_span move = same_bits_take(&p,
		    (removed.col - 1) * lane + removed.row - 1, removed.color,
		    lane, words);
		const int closed = move.closed;
		moves[played++] = removed;
		/* Without branches: which clusters stay is a coin toss for
		 * the branch predictor. */
		int kept = 0;
		for (int i = 0; i < count; i++) {
			same_bits_found f = found[i];
			const int left = f.last_col + 2 <= move.first;
			const int right = f.first_col >= move.last + 2;
			/* Moved left: a smaller column is a larger key. */
			const int shift = right * closed;
			f.first_col = (uint8_t)(f.first_col - shift);
			f.last_col = (uint8_t)(f.last_col - shift);
			f.key += (uint32_t)shift << 8;
			found[kept] = f;
			kept += left | right;
		}
		const int from = move.first > 1 ? move.first - 1 : 1;
		int to = move.last + 1 - closed;
		if (to > p.width)
			to = p.width;
		count = kept + same_bits_scan(&p, from, to, found + kept, lane,
		    words);
	}
	same_bits_store(&p, b, lane, words);
	return played;
}

/* Every cluster, lone balls included, in the order of their
 * representatives: the lowest ball not yet labelled is always the
 * representative of the next cluster.  A ball with no neighbour of its
 * colour (most of them with many colours) is a cluster without a flood. */
SAME_BITS_INLINE void same_bits_label(const same_board *b, same_clusters *out,
    int lane, int words)
{
	same_bits_board p;
	uint64_t left[SAME_BITS_WORDS], social[SAME_BITS_WORDS] = { 0 };
	same_bits_load(&p, b, lane);
	for (int color = 1; color <= p.colors; color++) {
		uint64_t next_to[SAME_BITS_WORDS];
		same_bits_spread(p.ball[color], p.ball[color], next_to, lane,
		    words);
		for (int i = 0; i < words; i++)
			social[i] |= next_to[i];
	}
	memcpy(left, p.ball[0], sizeof left);
	memset(out->label_of, 0, sizeof out->label_of);
	out->count = 0;
	for (int w = 0; w < words; w++) {
		while (left[w]) {
			const int first = w * 64 + __builtin_ctzll(left[w]);
			const int row = first % lane + 1;
			const int col = first / lane + 1;
			const int color = same_board_at(b, row, col);
			const uint16_t label = (uint16_t)(out->count + 1);
			int size = 1;
			if (!(social[w] >> (first & 63) & 1)) {
				left[w] &= left[w] - 1;
				out->label_of[same_board_index(row, col)] =
				    label;
			} else {
				uint64_t cluster[SAME_BITS_WORDS];
				int low, high;
				size = same_bits_flood(p.ball[color], first,
				    cluster, &low, &high, lane, words);
				for (int i = w; i < words; i++) {
					left[i] &= ~cluster[i];
					for (uint64_t v = cluster[i]; v;
					     v &= v - 1) {
						const int bit = i * 64 +
						    __builtin_ctzll(v);
						out->label_of[same_board_index(
						    bit % lane + 1,
						    bit / lane + 1)] = label;
					}
				}
			}
			out->list[out->count++] = (same_cluster){ .row = row,
				.col = col,
				.color = color,
				.size = size };
		}
	}
}

#define SAME_BITS_NARROW_LANE 16
#define SAME_BITS_NARROW_WORDS 4
#define SAME_BITS_WIDE_LANE 32

same_bits_layout same_bits_layout_for(const same_board *b)
{
	return b->rows < SAME_BITS_NARROW_LANE &&
		b->cols * SAME_BITS_NARROW_LANE <= 64 * SAME_BITS_NARROW_WORDS
	    ? SAME_BITS_NARROW
	    : SAME_BITS_WIDE;
}

void same_bits_clusters_find(const same_board *b, same_clusters *out,
    same_bits_layout layout)
{
	if (layout == SAME_BITS_NARROW)
		same_bits_label(b, out, SAME_BITS_NARROW_LANE,
		    SAME_BITS_NARROW_WORDS);
	else
		same_bits_label(b, out, SAME_BITS_WIDE_LANE, SAME_BITS_WORDS);
}

same_cluster same_bits_greedy_choice(const same_board *b,
    same_bits_layout layout)
{
	if (layout == SAME_BITS_NARROW)
		return same_bits_choice(b, SAME_BITS_NARROW_LANE,
		    SAME_BITS_NARROW_WORDS);
	return same_bits_choice(b, SAME_BITS_WIDE_LANE, SAME_BITS_WORDS);
}

int same_bits_greedy_play(same_board *b, same_cluster *moves,
    same_bits_layout layout)
{
	if (layout == SAME_BITS_NARROW)
		return same_bits_play(b, moves, SAME_BITS_NARROW_LANE,
		    SAME_BITS_NARROW_WORDS);
	return same_bits_play(b, moves, SAME_BITS_WIDE_LANE, SAME_BITS_WORDS);
}

void same_clusters_find(const same_board *b, same_clusters *out)
{
	same_bits_clusters_find(b, out, same_bits_layout_for(b));
}

same_cluster same_greedy_choice(const same_board *b)
{
	return same_bits_greedy_choice(b, same_bits_layout_for(b));
}

int same_greedy_play(same_board *b, same_cluster *moves)
{
	return same_bits_greedy_play(b, moves, same_bits_layout_for(b));
}
