/*
 * The greedy replay of SPEC.md on bitboards: the greedy choice and whole
 * greedy games (same_greedy_choice, same_greedy_play).  Clusters are keyed
 * so that the best is the largest key; a game keeps the clusters a move
 * cannot have changed and floods again only around the move.
 */
#include "engine/same_bits_ops.h"

/*
 * A cluster of 3 or more as the greedy scan keeps it.  Its place in the
 * greedy order is one number: size, then leftmost, then lowest
 * representative, so that the best is simply the largest key.
 */
typedef struct same_greedy_found {
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

/* Index of the first cluster in the greedy order, or -1 for none. */
static int same_greedy_best(const same_greedy_found *found, int count)
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
SAME_BITS_INLINE void same_greedy_sort_seeds(const uint64_t *m,
    uint64_t *larger, uint64_t *pairs, int lane, int words)
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
SAME_BITS_INLINE same_cluster same_greedy_best_pair(const same_bits_board *p,
    int lane, int words)
{
	same_cluster best = { 0 };
	int best_bit = SAME_BITS_WORDS * 64;
	for (int color = 1; color <= p->colors; color++) {
		uint64_t larger[SAME_BITS_WORDS], pairs[SAME_BITS_WORDS];
		same_greedy_sort_seeds(p->ball[color], larger, pairs, lane,
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
SAME_BITS_INLINE int same_greedy_scan(const same_bits_board *p, int from,
    int to, same_greedy_found *out, int lane, int words)
{
	uint64_t range[SAME_BITS_WORDS];
	int count = 0;
	if (from > to)
		return 0;
	same_bits_columns(from, to, range, lane, words);
	for (int color = 1; color <= p->colors; color++) {
		const uint64_t *m = p->ball[color];
		uint64_t seeds[SAME_BITS_WORDS], pairs[SAME_BITS_WORDS];
		same_greedy_sort_seeds(m, seeds, pairs, lane, words);
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
				out[count++] = (same_greedy_found){
					.key = same_greedy_key(size,
					    first % lane + 1, first / lane + 1),
					.color = (uint8_t)color,
					.first_col =
					    (uint8_t)(first / lane + 1),
					.last_col = (uint8_t)(last / lane + 1),
				};
			}
		}
	}
	return count;
}

SAME_BITS_INLINE same_cluster same_greedy_choose(const same_board *b, int lane,
    int words)
{
	same_bits_board p;
	same_greedy_found found[SAME_MAX_MOVES];
	same_bits_load(&p, b, lane);
	const int count = same_greedy_scan(&p, 1, p.width, found, lane, words);
	const int best = same_greedy_best(found, count);
	return best < 0 ? same_greedy_best_pair(&p, lane, words)
			: same_greedy_found_cluster(&found[best]);
}

/*
 * A whole game rescans only around each move: columns left of the move
 * never change, columns right of it only shift left when columns close,
 * so a cluster wholly two columns away from the removed one on either
 * side is still there, and only clusters with a cell in the columns from
 * one before the move to one after it need a new flood.
 */
SAME_BITS_INLINE int same_greedy_replay(same_board *b, same_cluster *moves,
    int lane, int words)
{
	same_bits_board p;
	same_greedy_found found[SAME_MAX_MOVES];
	same_bits_load(&p, b, lane);
	int count = same_greedy_scan(&p, 1, p.width, found, lane, words);
	int played = 0;
	for (;;) {
		const int best = same_greedy_best(found, count);
		const same_cluster removed = best < 0
		    ? same_greedy_best_pair(&p, lane, words)
		    : same_greedy_found_cluster(&found[best]);
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
			same_greedy_found f = found[i];
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
		count = kept + same_greedy_scan(&p, from, to, found + kept,
		    lane, words);
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

int same_bits_greedy_play(same_board *b, same_cluster *moves,
    same_bits_layout layout)
{
	if (layout == SAME_BITS_NARROW)
		return same_greedy_replay(b, moves, SAME_BITS_NARROW_LANE,
		    SAME_BITS_NARROW_WORDS);
	return same_greedy_replay(b, moves, SAME_BITS_WIDE_LANE,
	    SAME_BITS_WORDS);
}

same_cluster same_greedy_choice(const same_board *b)
{
	return same_bits_greedy_choice(b, same_bits_layout_for(b));
}

int same_greedy_play(same_board *b, same_cluster *moves)
{
	return same_bits_greedy_play(b, moves, same_bits_layout_for(b));
}
