/*
 * The colour bounds of the Mayan solver (see mayan_bound.h): the test of
 * whether a colour's counts per column can be cut into lines, and the
 * sideways steps that make them so.
 */
#include "engine/mayan_bound.h"

#include <stddef.h>
#include <string.h>

#define COLOR_TOP 0x8888888888888888ULL
#define COLOR_ONE_UP 0x7777777777777777ULL   /* + this: top bit if >= 1 */

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

/* mayan_counts_removable for a colour's counts packed 3 bits per column,
 * remembered by the solver. */
bool mayan_counts_removable(uint8_t *removable, uint32_t packed)
{
	if (removable != NULL && removable[packed] != 0)
		return removable[packed] == 1;
	int counts[MAYAN_WIDTH];
	for (int x = 0; x < MAYAN_WIDTH; x++)
		counts[x] = (int)(packed >> (3 * x) & 7);
	const bool fits = lines_fit(counts, 0, 0, 0, 0);
	if (removable != NULL)
		removable[packed] = fits ? 1 : 2;
	return fits;
}

/* A colour's counts packed 3 bits per column, as mayan_counts_removable takes
 * them. */
uint32_t mayan_color_packed(const mayan_colors *k, int color)
{
	uint32_t packed = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		packed |= (uint32_t)(k->count[x] >> (4 * color) & 7) << (3 * x);
	return packed;
}

/* Calls f(packed counts) for each move of one block to a neighbouring
 * column, until it returns true. */
static bool shift_any(uint8_t *removable, uint32_t packed,
    bool (*f)(uint8_t *, uint32_t))
{
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		if ((packed >> (3 * x) & 7) == 0)
			continue;
		for (int to = x - 1; to <= x + 1; to += 2)
			if (to >= 0 && to < MAYAN_WIDTH &&
			    (packed >> (3 * to) & 7) < 7 &&
			    f(removable, packed - (1u << (3 * x)) +
			    (1u << (3 * to))))
				return true;
	}
	return false;
}

static bool shift_removable(uint8_t *removable, uint32_t packed)
{
	return shift_any(removable, packed, mayan_counts_removable);
}

/*
 * The fewest moves of one block to a neighbouring column that make a
 * colour's counts removable: 0, 1, 2, or 3 for more.  Every sideways step
 * of one of its blocks counts, whenever it comes, because the columns the
 * blocks are in when they vanish must be removable counts.  Remembered in
 * the same bytes as mayan_counts_removable: 3, 4, 5 for 1, 2, 3.
 */
int mayan_shift_distance(uint8_t *removable, uint32_t packed)
{
	if (mayan_counts_removable(removable, packed))
		return 0;
	if (removable != NULL && removable[packed] >= 3)
		return removable[packed] - 2;
	const int distance = shift_removable(removable, packed) ? 1
	    : shift_any(removable, packed, shift_removable) ? 2 : 3;
	if (removable != NULL)
		removable[packed] = (uint8_t)(distance + 2);
	return distance;
}

/* Set the steps of one colour, keeping the sums right. */
static void colors_step(uint8_t *removable, mayan_colors *k, int color)
{
	const int steps = mayan_shift_distance(removable,
	    mayan_color_packed(k, color));
	k->shifts += steps - k->steps[color];
	k->steps[color] = (uint8_t)steps;
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

void mayan_colors_strand(uint8_t *removable, mayan_colors *k)
{
	uint64_t present = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		present |= (k->count[x] + COLOR_ONE_UP) & COLOR_TOP;
	k->stranded = 0;
	k->shifts = 0;
	memset(k->steps, 0, sizeof k->steps);
	for (; present != 0; present &= present - 1)
		colors_step(removable, k, __builtin_ctzll(present) / 4);
	colors_farthest(k);
}

void mayan_colors_restrand(uint8_t *removable, mayan_colors *k, int a,
    int b)
{
	if (a != 0)
		colors_step(removable, k, a);
	if (b != 0 && b != a)
		colors_step(removable, k, b);
	colors_farthest(k);
}

bool mayan_colors_count(uint8_t *removable, const mayan_board *b,
    mayan_colors *k)
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
	mayan_colors_strand(removable, k);
	return true;
}

