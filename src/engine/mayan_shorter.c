/*
 * A quick search for a short way to clear a Mayan board (see
 * mayan_shorter.h).  The pruning is the solver's (a dead colour, colours
 * needing more sideways steps than the moves left give, steps of no use:
 * mayan_bound.h), which holds for at most k moves as for exactly k, and
 * a position that failed with L moves left fails with fewer, so a search
 * through is a proof.
 */
#include "engine/mayan_shorter.h"

#include "engine/mayan_bound.h"

#include <string.h>

/* Positions between two reads of the cancel flag. */
#define SHORTER_CANCEL_PERIOD 4096

typedef struct shorter_step {
	mayan_move move;
	int score; /* higher first */
	mayan_board next;
	mayan_colors colors;
} shorter_step;

typedef struct shorter_search {
	mayan_shorter *q;
	const mayan_count_table *counts;
} shorter_search;

void mayan_shorter_init(mayan_shorter *q, int table_bits)
{
	memset(q, 0, sizeof *q);
	const size_t size = (size_t)1 << table_bits;
	q->table = mapped_table_new(&q->memory, size * sizeof *q->table);
	q->mask = q->table ? (uint32_t)(size - 1) : 0;
}

void mayan_shorter_free(mayan_shorter *q)
{
	mapped_table_free(&q->memory);
	q->table = NULL;
	q->mask = 0;
}

/* The slot of a board (mirror-canonical in `key`), NULL without a
 * table. */
static mayan_shorter_entry *shorter_slot(const mayan_shorter *q,
    const mayan_board *b, mayan_board *key)
{
	if (q->table == NULL)
		return NULL;
	*key = mayan_board_canonical(b);
	uint64_t h = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		h ^= key->col[x];
		h *= 0xbf58476d1ce4e5b9ULL;
		h ^= h >> 31;
	}
	return &q->table[(uint32_t)(h >> 32) & q->mask];
}

/* A move worth trying first: one that removes blocks, the more the
 * better, then one leaving the colours fewer steps from lines. */
static int step_score(const mayan_board *before, const shorter_step *s,
    bool removed)
{
	if (removed)
		return 1000 + mayan_board_blocks(before) -
		    mayan_board_blocks(&s->next);
	return 100 - s->colors.shifts;
}

/* The colours after move m, which made `next` from `b`: carried along
 * when it removed nothing, else counted afresh; false when one is dead. */
static bool step_colors(const shorter_search *z, const mayan_board *b,
    const mayan_colors *colors, mayan_move m, bool removed,
    const mayan_board *next, mayan_colors *out)
{
	if (removed)
		return mayan_colors_count(z->counts, next, out);
	const int dragged = mayan_board_at(b, m.x, m.y);
	const int displaced = mayan_board_at(b, m.x + m.g, m.y);
	*out = *colors;
	mayan_colors_carry(out, dragged, m.x, m.x + m.g);
	if (displaced != 0)
		mayan_colors_carry(out, displaced, m.x + m.g, m.x);
	mayan_colors_restrand(z->counts, out, dragged, displaced);
	return true;
}

/* The moves of `b` that leave a hopeful position, into `steps`, and
 * their order, best first, into `order`; a move that clears the board
 * ends the list, alone. */
static int shorter_steps(const shorter_search *z, const mayan_board *b,
    const mayan_colors *colors, int left, shorter_step *steps, int *order,
    bool *cleared)
{
	mayan_move moves[MAYAN_MAX_MOVES];
	const int total = mayan_board_moves(b, false, moves);
	int count = 0;
	*cleared = false;
	for (int i = 0; i < total; i++) {
		const mayan_move m = moves[i];
		/* Steps of no use leave the colours as far as before or
		 * farther, removals no nearer. */
		if (mayan_move_shifts_after(colors, b, m) >
		    2 * (left - 1))
			continue;
		shorter_step *s = &steps[count];
		s->move = m;
		s->next = *b;
		mayan_board_drag(&s->next, m);
		const bool removed = mayan_board_has_line(&s->next);
		if (removed)
			mayan_board_settle(&s->next);
		if (mayan_board_empty(&s->next)) {
			steps[0] = *s;
			order[0] = 0;
			*cleared = true;
			return 1;
		}
		if (left == 1 || !step_colors(z, b, colors, m, removed,
		    &s->next, &s->colors) ||
		    !mayan_colors_hopeful(&s->colors, &s->next, left - 1))
			continue;
		s->score = step_score(b, s, removed);
		/* Insertion keeps the order sorted, the first met first
		 * among equals. */
		int at = count++;
		for (; at > 0 && steps[order[at - 1]].score < s->score; at--)
			order[at] = order[at - 1];
		order[at] = (int)(s - steps);
	}
	return count;
}

/* 1: cleared (the moves from answer[0] on), 0: not within `left` moves,
 * -1: the budget ran out. */
static int shorter_search_from(const shorter_search *z,
    const mayan_board *b, const mayan_colors *colors, int left,
    mayan_move *answer)
{
	if (++z->q->nodes > z->q->budget)
		return -1;
	if (z->q->nodes % SHORTER_CANCEL_PERIOD == 0 && z->q->cancel != NULL &&
	    atomic_load_explicit(z->q->cancel, memory_order_relaxed))
		return -1;
	mayan_board key;
	mayan_shorter_entry *slot = shorter_slot(z->q, b, &key);
	if (slot != NULL && slot->stamp == z->q->stamp &&
	    slot->left >= left && mayan_board_equal(&slot->board, &key))
		return 0;
	shorter_step steps[MAYAN_MAX_MOVES];
	int order[MAYAN_MAX_MOVES];
	bool cleared;
	const int count = shorter_steps(z, b, colors, left, steps, order,
	    &cleared);
	if (cleared) {
		answer[0] = steps[0].move;
		return 1;
	}
	for (int i = 0; i < count; i++) {
		const shorter_step *s = &steps[order[i]];
		answer[0] = s->move;
		const int r = shorter_search_from(z, &s->next, &s->colors,
		    left - 1, answer + 1);
		if (r != 0)
			return r;
	}
	if (slot != NULL) {
		slot->board = key;
		slot->stamp = z->q->stamp;
		slot->left = (uint16_t)left;
	}
	return 0;
}

mayan_shorter_result mayan_shorter_find(mayan_shorter *q,
    const mayan_board *board, int most)
{
	q->nodes = 0;
	q->length = 0;
	/* A new stamp makes the entries of earlier searches stale; the
	 * table is cleared only when the stamps run out. */
	if (++q->stamp == 0) {
		if (q->table != NULL)
			memset(q->table, 0, ((size_t)q->mask + 1) *
			    sizeof *q->table);
		q->stamp = 1;
	}
	if (most < 1 || most > MAYAN_SOLVE_MAX_MOVES ||
	    mayan_board_empty(board))
		return MAYAN_SHORTER_UNKNOWN;
	const shorter_search z = { q, mayan_count_table_get() };
	mayan_colors colors;
	if (!mayan_colors_count(z.counts, board, &colors) ||
	    !mayan_colors_hopeful(&colors, board, most))
		return MAYAN_SHORTER_NONE;
	const int r = shorter_search_from(&z, board, &colors, most,
	    q->witness);
	if (r != 1)
		return r == 0 ? MAYAN_SHORTER_NONE : MAYAN_SHORTER_UNKNOWN;
	/* The witness ends where the board is empty. */
	mayan_board b = *board;
	while (!mayan_board_empty(&b))
		mayan_board_move(&b, q->witness[q->length++]);
	return MAYAN_SHORTER_FOUND;
}
