/*
 * The bitboard position and its operations, for the greedy replay
 * (same_greedy.c); see same_bits.h for the layout.  Every function takes
 * the lane width, word count and instruction set as constants and is
 * forced inline into one entry point per layout and instruction set, so
 * each gets loops of a fixed length that the compiler unrolls, from one
 * source.  Internal to the engine.
 *
 * The AVX2 entry points are compiled for it (and popcnt) by a target
 * attribute, so that the masks held as vectors take its registers, and
 * the BMI2 ones for BMI2 as well; pext and pdep are written as inline
 * assembly because an intrinsic could not be inlined into the shared
 * source that the plain entry points also compile.
 */
#ifndef TUMBLE_ENGINE_SAME_BITS_OPS_H
#define TUMBLE_ENGINE_SAME_BITS_OPS_H

#include <string.h>

#include "engine/same_bits.h"

#define SAME_BITS_NARROW_LANE 16
#define SAME_BITS_NARROW_WORDS 4
#define SAME_BITS_WIDE_LANE 32
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

SAME_BITS_INLINE int same_bits_count(const uint64_t *x, int words)
{
	int n = 0;
	for (int i = 0; i < words; i++)
		n += __builtin_popcountll(x[i]);
	return n;
}

/*
 * A mask as vectors of four words, for the steps that work on the whole
 * board at once (growing a cluster, and the greedy scan's neighbours):
 * with AVX2 a narrow board is one register, so a step costs about what it
 * cost for one of its words.  Words past the
 * layout's last are zero.  Without AVX2 the compiler splits the vectors
 * into what the processor has.
 */
typedef uint64_t same_bits_vec __attribute__((vector_size(32)));
#define SAME_BITS_VECS ((SAME_BITS_WORDS + 3) / 4)

typedef union same_bits_mask {
	same_bits_vec v[SAME_BITS_VECS];
	uint64_t w[4 * SAME_BITS_VECS];
} same_bits_mask;

/* The vectors that hold `words` words. */
SAME_BITS_INLINE int same_bits_vecs(int words)
{
	return (words + 3) / 4;
}

SAME_BITS_INLINE void same_bits_mask_load(same_bits_mask *out,
    const uint64_t *x, int words)
{
	/* Vector by vector: a copy through the words would store halves
	 * that a vector load cannot take from the store queue. */
	for (int v = 0; v < same_bits_vecs(words); v++) {
		same_bits_vec t = { 0 };
		const int n = words - 4 * v < 4 ? words - 4 * v : 4;
		memcpy(&t, x + 4 * v, sizeof(uint64_t) * (size_t)n);
		out->v[v] = t;
	}
}

SAME_BITS_INLINE void same_bits_mask_store(const same_bits_mask *x,
    uint64_t *out, int words)
{
	memcpy(out, x->w, sizeof(uint64_t) * (size_t)words);
}

/* True when `x` has a bit set: the vectors or'd together and folded in
 * registers, rather than stored and read back word by word. */
SAME_BITS_INLINE bool same_bits_mask_any(const same_bits_mask *x, int words)
{
	same_bits_vec any = x->v[0];
	for (int v = 1; v < same_bits_vecs(words); v++)
		any |= x->v[v];
	any |= __builtin_shufflevector(any, any, 2, 3, 0, 1);
	any |= __builtin_shufflevector(any, any, 1, 0, 3, 2);
	return any[0] != 0;
}

/* Bit i set when word i of `x` is not empty, from the vectors' compares
 * folded in registers. */
SAME_BITS_INLINE uint64_t same_bits_mask_words(const same_bits_mask *x,
    int words)
{
	const same_bits_vec zero = { 0 };
	same_bits_vec bits = zero;
	for (int v = 0; v < same_bits_vecs(words); v++)
		bits |= ~(same_bits_vec)(x->v[v] == zero) &
		    ((same_bits_vec){ 1, 2, 4, 8 } << (4 * v));
	bits |= __builtin_shufflevector(bits, bits, 2, 3, 0, 1);
	bits |= __builtin_shufflevector(bits, bits, 1, 0, 3, 2);
	return bits[0];
}

/* Index of the lowest set bit; the mask must not be empty.  Its word
 * comes without a branch, as which word holds it is a coin toss. */
SAME_BITS_INLINE int same_bits_lowest(const same_bits_mask *x, int words)
{
	const int i = __builtin_ctzll(same_bits_mask_words(x, words));
	return i * 64 + __builtin_ctzll(x->w[i]);
}

/* Index of the highest set bit; the mask must not be empty. */
SAME_BITS_INLINE int same_bits_highest(const same_bits_mask *x, int words)
{
	const int i = 63 - __builtin_clzll(same_bits_mask_words(x, words));
	return i * 64 + 63 - __builtin_clzll(x->w[i]);
}

/* The bits below bit `bit`, built in registers. */
SAME_BITS_INLINE void same_bits_mask_below(same_bits_mask *out, int bit,
    int words)
{
	const same_bits_vec zero = { 0 };
	const same_bits_vec word = zero + (uint64_t)(bit >> 6);
	const same_bits_vec part = zero + same_bits_below(bit & 63);
	for (int v = 0; v < same_bits_vecs(words); v++) {
		const same_bits_vec index = (same_bits_vec){ 0, 1, 2, 3 } +
		    (uint64_t)(4 * v);
		out->v[v] = (same_bits_vec)(index < word) |
		    (part & (same_bits_vec)(index == word));
	}
}

/* The bits of columns from..to (1-based). */
SAME_BITS_INLINE void same_bits_columns(int from, int to,
    same_bits_mask *out, int lane, int words)
{
	same_bits_mask low;
	same_bits_mask_below(&low, (from - 1) * lane, words);
	same_bits_mask_below(out, to * lane, words);
	for (int v = 0; v < same_bits_vecs(words); v++)
		out->v[v] &= ~low.v[v];
}

/* The mask of the 64 bits `window` from bit `at` on, built in registers
 * (bits past the mask's last word drop out). */
SAME_BITS_INLINE void same_bits_mask_window(same_bits_mask *out, int at,
    uint64_t window, int words)
{
	const uint64_t word = (uint64_t)(at >> 6);
	const int shift = at & 63;
	const same_bits_vec zero = { 0 };
	const same_bits_vec low = zero + (window << shift);
	const same_bits_vec high = zero + (window >> 1 >> (63 - shift));
	for (int v = 0; v < same_bits_vecs(words); v++) {
		const same_bits_vec index = (same_bits_vec){ 0, 1, 2, 3 } +
		    (uint64_t)(4 * v);
		out->v[v] = (low & (same_bits_vec)(index == word + zero)) |
		    (high & (same_bits_vec)(index == word + 1 + zero));
	}
}

/* `x` with every bit moved from its column to the column on its left
 * (the leftmost drops out): column c gets column c + 1.  The helpers
 * here fill masks through pointers, as a vector passed by value would
 * change the calling convention of the entry points without AVX. */
SAME_BITS_INLINE void same_bits_from_right(const same_bits_mask *x,
    same_bits_mask *out, int lane, int words)
{
	const int vecs = same_bits_vecs(words);
	for (int v = 0; v < vecs; v++) {
		const same_bits_vec after = v + 1 < vecs
		    ? x->v[v + 1]
		    : (same_bits_vec){ 0 };
		/* Word i of `next` is word i + 1 of x. */
		const same_bits_vec next = __builtin_shufflevector(x->v[v],
		    after, 1, 2, 3, 4);
		out->v[v] = x->v[v] >> lane | next << (64 - lane);
	}
}

/* The other way: column c gets column c - 1. */
SAME_BITS_INLINE void same_bits_from_left(const same_bits_mask *x,
    same_bits_mask *out, int lane, int words)
{
	/* From the last vector down, so that `out` may be `x`. */
	for (int v = same_bits_vecs(words) - 1; v >= 0; v--) {
		const same_bits_vec before = v > 0 ? x->v[v - 1]
						     : (same_bits_vec){ 0 };
		const same_bits_vec previous = __builtin_shufflevector(
		    before, x->v[v], 3, 4, 5, 6);
		out->v[v] = x->v[v] << lane | previous >> (64 - lane);
	}
}

/*
 * Grow `x`, a part of mask `m`, to the whole of its clusters in `m`.
 * Besides the one-step spread (a row down, a column left and right),
 * adding `x` to `m` carries through each run of `m` above a cell of `x`
 * (a lane's clear top bit stops the carry), so a column's run fills in
 * one step instead of one per row; the carry takes the place just above
 * each cell too, so no shift up is needed.
 */
SAME_BITS_INLINE void same_bits_grow_mask(const same_bits_mask *m,
    same_bits_mask *x, int lane, int words)
{
	const int vecs = same_bits_vecs(words);
	for (;;) {
		same_bits_mask from_right, from_left, changed;
		same_bits_from_right(x, &from_right, lane, words);
		same_bits_from_left(x, &from_left, lane, words);
		for (int v = 0; v < vecs; v++) {
			const same_bits_vec c = x->v[v], a = m->v[v];
			const same_bits_vec next = c |
			    ((c >> 1 | from_right.v[v] | from_left.v[v] |
				 ((c + a) ^ a)) &
				a);
			changed.v[v] = next ^ c;
			x->v[v] = next;
		}
		if (!same_bits_mask_any(&changed, words))
			return;
	}
}

/* The 64 bits of `x` from bit `at` on (`x` has a clear word past its
 * last). */
SAME_BITS_INLINE uint64_t same_bits_window(const uint64_t *x, int at)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	/* A window of whole bytes (16-bit lanes start on one) is one load. */
	if (at % 8 == 0) {
		uint64_t window;
		memcpy(&window, (const unsigned char *)x + at / 8,
		    sizeof window);
		return window;
	}
#endif
	const int word = at >> 6, shift = at & 63;
	/* Two shifts, so that a shift of 0 needs no branch. */
	return x[word] >> shift | x[word + 1] << 1 << (63 - shift);
}

/* One step of a flood in a 64-bit window `mw` of 16-bit lanes: the
 * one-step spread and, by the carry of adding `x`, each run above it
 * (which, as in same_bits_grow_mask, takes the shift up as well). */
SAME_BITS_INLINE uint64_t same_bits_window_step(uint64_t x, uint64_t mw,
    int lane)
{
	return (x | x >> 1 | x << lane | x >> lane | ((x + mw) ^ mw)) & mw;
}

/*
 * The cluster of mask `m` holding bit `start`, into `cluster`; returns
 * its size and stores its lowest and highest bit.
 *
 * With 16-bit lanes, most clusters fit in the four columns from the
 * start's: they grow in one word, and only a cluster that touches a ball
 * of its colour beyond those columns grows again over the whole board.
 */
SAME_BITS_INLINE int same_bits_flood(const uint64_t *m, int start,
    same_bits_mask *cluster, int *first, int *last, int lane, int words)
{
	/* The cluster so far: the 64 bits from bit `at` on. */
	int at = start & ~63;
	uint64_t x = UINT64_C(1) << (start & 63);
	if (lane == 16) {
		const uint64_t mask = same_bits_below(lane);
		at = start - start % lane;
		const uint64_t mw = same_bits_window(m, at);
		x = UINT64_C(1) << (start - at);
		/* Most clusters are whole after a few steps: taking those
		 * steps unchecked spares the loop exit that a test after
		 * every step mispredicts. */
		for (int step = 0; step < 4; step++)
			x = same_bits_window_step(x, mw, lane);
		for (;;) {
			const uint64_t next = same_bits_window_step(x, mw,
			    lane);
			if (next == x)
				break;
			x = next;
		}
		const uint64_t left = at > 0
		    ? same_bits_window(m, at - lane) & mask
		    : 0;
		const uint64_t right = same_bits_window(m, at + 64) & mask;
		if (((x & left) | (x >> (64 - lane) & right)) == 0) {
			same_bits_mask_window(cluster, at, x, words);
			*first = at + __builtin_ctzll(x);
			*last = at + 63 - __builtin_clzll(x);
			return __builtin_popcountll(x);
		}
	}
	/* Grown in registers: words stored one by one and loaded back as
	 * vectors would wait for the stores to leave. */
	same_bits_mask mv;
	same_bits_mask_load(&mv, m, words);
	same_bits_mask_window(cluster, at, x, words);
	same_bits_grow_mask(&mv, cluster, lane, words);
	*first = same_bits_lowest(cluster, words);
	*last = same_bits_highest(cluster, words);
	return same_bits_count(cluster->w, words);
}

/* Bit k of each byte of `v`, as one bit each (byte i to bit i): one
 * multiplication gathers the eight bits, each product landing on its
 * own place with no carry. */
SAME_BITS_INLINE uint64_t same_bits_byte_bits(uint64_t v, int k)
{
	return (v >> k & UINT64_C(0x0101010101010101)) *
	    UINT64_C(0x0102040810204080) >> 56;
}

/* The colour of the ball at bit `bit`, found without a branch: which
 * colour it is, is a coin toss. */
SAME_BITS_INLINE int same_bits_color_at(const same_bits_board *p, int bit)
{
	int color = 0;
	for (int c = 1; c <= p->colors; c++)
		color |= c & -(int)(p->ball[c][bit >> 6] >> (bit & 63) & 1);
	return color;
}

/*
 * Load board `b`, eight cells of a column at a time: a column's cells
 * are bytes, so each bit of their colour numbers comes for the whole
 * lane at once (a plane), and a colour's lane is the planes that agree
 * with its number, rather than one bit set a cell.  A column's stride
 * leaves room for the bytes read past its last row, which are masked off.
 */
_Static_assert(SAME_MAX_COLORS < 8, "a colour number has three planes");
SAME_BITS_INLINE void same_bits_load(same_bits_board *p, const same_board *b,
    int lane)
{
	/* Only the masks in play: clearing the whole position took a slow
	 * string store for each game. */
	for (int color = 0; color <= b->colors; color++)
		memset(p->ball[color], 0, sizeof p->ball[color]);
	p->colors = b->colors;
	p->width = b->width;
	const int chunks = lane == 16 ? 2 : 3; /* rows < 16, rows <= 20 */
	const int planes = 32 - __builtin_clz((unsigned)b->colors);
	for (int c = 1; c <= b->width; c++) {
		const uint8_t *column = &b->cell[same_board_index(0, c)];
		const int base = (c - 1) * lane;
		const uint64_t rows = same_bits_below(b->height[c]);
		uint64_t v[3];
		memcpy(v, column + 1, sizeof(uint64_t) * (size_t)chunks);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		for (int k = 0; k < chunks; k++)
			v[k] = __builtin_bswap64(v[k]); /* row 1 to bit 0 */
#endif
		uint64_t plane[3] = { 0 };
		for (int k = 0; k < planes; k++)
			for (int j = 0; j < chunks; j++)
				plane[k] |= same_bits_byte_bits(v[j], k)
				    << (8 * j);
		for (int color = 1; color <= b->colors; color++) {
			uint64_t bits = rows;
			for (int k = 0; k < planes; k++)
				bits &= color >> k & 1 ? plane[k] : ~plane[k];
			p->ball[color][base >> 6] |= bits << (base & 63);
		}
		p->ball[0][base >> 6] |= rows << (base & 63);
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
		const uint64_t mask = same_bits_below(lane);
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
	const uint64_t mask = same_bits_below(lane);
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
 * one lane lower: from that lane on, a mask takes the one-column shift
 * of itself, on the whole mask at once. */
SAME_BITS_INLINE void same_bits_close(same_bits_board *p, int col, int lane,
    int words)
{
	same_bits_mask keep;
	same_bits_mask_below(&keep, col * lane, words);
	for (int color = 0; color <= p->colors; color++) {
		same_bits_mask m, next;
		same_bits_mask_load(&m, p->ball[color], words);
		same_bits_from_right(&m, &next, lane, words);
		for (int v = 0; v < same_bits_vecs(words); v++)
			m.v[v] = (m.v[v] & keep.v[v]) |
			    (next.v[v] & ~keep.v[v]);
		same_bits_mask_store(&m, p->ball[color], words);
	}
	p->width--;
}

/* Shift every lane of `x` down by `count` lanes (the lanes at the bottom
 * drop out). */
SAME_BITS_INLINE void same_bits_lanes_down(uint64_t *x, int count, int lane,
    int words)
{
	const int bits = count * lane, skip = bits >> 6, shift = bits & 63;
	for (int i = 0; i < words; i++) {
		const uint64_t low = i + skip < words ? x[i + skip] : 0;
		const uint64_t high = i + skip + 1 < words
		    ? x[i + skip + 1] : 0;
		x[i] = low >> shift | high << 1 << (63 - shift);
	}
}

#if defined(__x86_64__)
#define SAME_BITS_HAVE_BMI2 1
SAME_BITS_INLINE uint64_t same_bits_pext(uint64_t x, uint64_t mask)
{
	uint64_t r;
	__asm__("pext %2, %1, %0" : "=r"(r) : "r"(x), "r"(mask));
	return r;
}

SAME_BITS_INLINE uint64_t same_bits_pdep(uint64_t x, uint64_t mask)
{
	uint64_t r;
	__asm__("pdep %2, %1, %0" : "=r"(r) : "r"(x), "r"(mask));
	return r;
}

/*
 * Squeeze the bits of `removed` out of every lane of word `word` at once:
 * pext packs the balls that stay of a colour into the low bits, in lane
 * order, and pdep deals them back to the bottoms of their lanes, whose
 * new heights are the lanes of `kept`.  Returns the lanes the removal
 * emptied, as their lowest bits.
 */
SAME_BITS_INLINE uint64_t same_bits_fall_word(same_bits_board *p, int word,
    uint64_t removed, int lane)
{
	const uint64_t all = p->ball[0][word], stay = all & ~removed;
	const uint64_t mask = same_bits_below(lane);
	uint64_t kept = 0, below_tops = 0;
	for (int at = 0; at < 64; at += lane) {
		kept |= (all >> at & mask) >>
		    __builtin_popcountll(removed >> at & mask) << at;
		below_tops |= same_bits_below(lane - 1) << at;
	}
	for (int color = 1; color <= p->colors; color++)
		p->ball[color][word] = same_bits_pdep(
		    same_bits_pext(p->ball[color][word], stay), kept);
	/* A lane's top bit is clear, so adding the bits below it carries
	 * into it exactly when the lane holds a ball: the lanes that held
	 * balls and hold none, for all lanes at once. */
	const uint64_t held = all + below_tops, holds = kept + below_tops;
	p->ball[0][word] = kept;
	return (held & ~holds & ~below_tops) >> (lane - 1);
}
#else
#define SAME_BITS_HAVE_BMI2 0
#endif

/* The columns a removal changed: the cluster's first and last (1-based,
 * before the move) and how many of them closed. */
typedef struct same_bits_span {
	int first, last, closed;
} same_bits_span;

/* Remove `cluster`, which lies in columns first..last (1-based), let the
 * balls fall and close emptied columns. */
SAME_BITS_INLINE same_bits_span same_bits_take(same_bits_board *p,
    const uint64_t *cluster, int first, int last, int lane, int words,
    bool bmi2)
{
	const uint64_t mask = same_bits_below(lane);
	uint32_t emptied = 0; /* bit c: column c + 1 was left empty */
#if SAME_BITS_HAVE_BMI2
	if (bmi2) {
		uint64_t lows = 0; /* the lowest bit of every lane */
		for (int at = 0; at < 64; at += lane)
			lows |= UINT64_C(1) << at;
		for (int w = (first - 1) * lane >> 6;
		    w <= (last - 1) * lane >> 6; w++) {
			const uint64_t gone = same_bits_fall_word(p, w,
			    cluster[w], lane);
			emptied |= (uint32_t)same_bits_pext(gone, lows)
			    << (w * 64 / lane);
		}
	}
#endif
	if (!bmi2) {
		for (int col = first - 1; col < last; col++) {
			const int bit = col * lane;
			const uint64_t removed =
			    cluster[bit >> 6] >> (bit & 63) & mask;
			if (removed && same_bits_fall(p, col, removed, lane))
				emptied |= UINT32_C(1) << col;
		}
	}
	const int count = __builtin_popcount(emptied);
	/* Right to left, so that each index still names its column. */
	while (emptied) {
		const int col = 31 - __builtin_clz(emptied);
		same_bits_close(p, col, lane, words);
		emptied &= ~(UINT32_C(1) << col);
	}
	return (same_bits_span){ first, last, count };
}

#endif
