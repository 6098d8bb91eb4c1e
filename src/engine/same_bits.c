/*
 * Same Game clusters on bitboards (see same_bits.h): the layout a board
 * takes, and every cluster of a position with each ball's label
 * (same_clusters_find).  The greedy replay is in same_greedy.c.
 */
#include "engine/same_bits_ops.h"

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

void same_clusters_find(const same_board *b, same_clusters *out)
{
	same_bits_clusters_find(b, out, same_bits_layout_for(b));
}
