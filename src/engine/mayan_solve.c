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
 *   blocks moved sideways, and moves give few such steps; steps that
 *   bring no colour nearer, and tight positions without a chain of
 *   swaps of two useful steps that clears the board, are wasted, and a
 *   move carries one block over one boundary each way at most, so the
 *   colours' crossings must pair up (see mayan_bound.h).
 * - Two quiet moves (moves whose drag completes no line) that give the
 *   same board in either order (as they do when they touch different
 *   blocks) are searched only in the order the search meets first (see
 *   solve_arrival).
 * - Two blocks of one colour, one on the other, that fall the same way
 *   give the same board: only the lower one's fall is searched.
 * - The failure table holds only positions whose whole subtree was
 *   searched; a cancelled search stores nothing.
 */
#include "engine/mayan_solve.h"

#include "engine/mayan_bound.h"
#include "engine/mayan_solve_table.h"

/* Nodes between two reads of the cancel flag. */
#define SOLVE_CANCEL_PERIOD 4096

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

/* The swaps of a board that complete a line (rows, bit y), found for
 * a boundary between columns when first asked: many positions ask for
 * few of them, or none. */
typedef struct solve_lines {
	const mayan_board *b;
	unsigned known; /* bit x: rows[x] found */
	uint32_t rows[MAYAN_WIDTH - 1];
} solve_lines;

static inline uint32_t lines_at(solve_lines *l, int x)
{
	if (!(l->known >> x & 1)) {
		l->rows[x] = mayan_board_swaps_making_lines(l->b, x);
		l->known |= 1u << x;
	}
	return l->rows[x];
}

/*
 * How a position was reached, when that was a quiet move B: a drag that
 * completed no line, so nothing settled (x < 0 otherwise); and which moves
 * of the position P before were quiet: the swaps that make no line, and
 * the falls tried there whose drag made none.
 *
 * When a smaller move A was quiet on P too and the two drags touch
 * different blocks, dragging A then B gives the same unsettled board as B
 * then A, and so the same position once it settles, whether or not the
 * second drag completes a line.  A came first at P and failed, so A after
 * B is skipped.  The drags touch different blocks when:
 * - both swap: no cell in common;
 * - one swaps, the other falls from (x, y) onto column t: the swap has no
 *   cell at or above y in column x (they drop when the block leaves), nor
 *   at or above the landing row in column t (a fall before the swap would
 *   make it another move);
 * - both fall: four different columns.
 */
typedef struct solve_arrival {
	const mayan_board *before; /* the position P before */
	mayan_move move;       /* x < 0: none */
	bool swapped;          /* the move was a swap */
	int landed;            /* else the row where its block landed */
	solve_lines *lines;    /* swaps of the position before making lines */
	const uint16_t *quiet_falls; /* falls tried there and found quiet */
} solve_arrival;

/* Bit y for a fall from row y to the right, bit 8 + y to the left. */
static inline uint16_t fall_bit(mayan_move m)
{
	return (uint16_t)(1u << (m.y + 8 * (m.g < 0)));
}

/*
 * Whether the drags of m and of the arrival's move B give the same
 * unsettled board in either order from P, m being quiet there: then
 * P.m.B and P.B.m (board `now`) are the same position, and P.m, smaller
 * than B, has failed.  This holds for any m smaller than B (all of them
 * came first at P and failed, or were left out as giving a board that
 * failed); the tests above are the cheap cases of it, this one also
 * finds blocks of one colour landing in the same column in either
 * order, and other drags that touch the same blocks and still commute.
 */
static bool commutes_exactly(const solve_arrival *a, const mayan_board *now,
    mayan_move m)
{
	mayan_board first = *a->before;
	mayan_board second = *now;
	if (!mayan_board_drag(&first, m) || !mayan_board_drag(&second, m))
		return false;
	/* m is quiet on P when its drag there completes no line; the
	 * boards are compared first, as they seldom agree. */
	const mayan_board moved = first;
	return mayan_board_drag(&first, a->move) &&
	    mayan_board_equal(&first, &second) &&
	    !mayan_board_has_line(&moved);
}

/* Rows lo..hi-1 as a mask (none when hi <= lo). */
static uint32_t rows_from_to(int lo, int hi)
{
	return hi > lo ? (1u << hi) - (1u << lo) : 0;
}

/* The moves (x, y, g) of the board now, bit y of repeat[g < 0][x], that
 * repeat a smaller move of the position before, as above, when it is
 * known from the cells they touch; and, in ask[g < 0][x], those whose
 * drags touch common blocks, for commutes_exactly() to tell.  Every move
 * m smaller than the arrival's B is one or the other, but a swap that
 * completes a line on the position before, which is not quiet there.
 * Drags to the left onto a block are never met (the swap of the
 * neighbour is), so they are in neither. */
typedef struct solve_repeats {
	uint32_t repeat[2][MAYAN_WIDTH];
	uint32_t ask[2][MAYAN_WIDTH];
} solve_repeats;

/* Of the swaps `rows` to the right from column x, quiet on the position
 * before, those whose cells are apart from the arrival's move B's. */
static uint32_t swaps_apart(const solve_arrival *a, int x, uint32_t rows)
{
	const mayan_move b = a->move;
	if (a->swapped)
		return x >= b.x - 1 && x <= b.x + 1 ? rows & ~(1u << b.y)
						      : rows;
	const int tb = b.x + b.g;
	if (x == b.x || x + 1 == b.x)
		rows &= rows_from_to(0, b.y);
	if (x == tb || x + 1 == tb)
		rows &= rows_from_to(0, a->landed);
	return rows;
}

/* Of the falls `rows` from column x to column `to`, quiet on the
 * position before, those whose blocks are apart from B's. */
static uint32_t falls_apart(const solve_arrival *a, int x, int to,
    uint32_t rows)
{
	const mayan_move b = a->move;
	if (a->swapped)
		return b.x == x || b.x + 1 == x ?
		    rows & ~rows_from_to(0, b.y + 1) : rows;
	const int tb = b.x + b.g;
	return x == b.x || x == tb || to == b.x || to == tb ? 0 : rows;
}

static void repeats_find(const solve_arrival *a, const int *height,
    solve_repeats *r)
{
	*r = (solve_repeats){ { { 0 } }, { { 0 } } };
	const mayan_move b = a->move;
	if (b.x < 0)
		return;
	for (int x = 0; x <= b.x; x++) {
		/* The rows of the moves of column x smaller than B. */
		const uint32_t smaller = x < b.x ? rows_from_to(0, height[x]) :
		    rows_from_to(0, b.y < height[x] ? b.y : height[x]);
		for (int gi = 0; gi < 2; gi++) {
			const int to = gi == 0 ? x + 1 : x - 1;
			if (to < 0 || to >= MAYAN_WIDTH)
				continue;
			uint32_t rows = smaller;
			if (x == b.x && gi == 0 && b.g < 0 && b.y < height[x])
				rows |= 1u << b.y; /* right before left */
			const uint32_t below = rows_from_to(0, height[to]);
			const uint32_t swaps = gi == 0 ? rows & below : 0;
			const uint32_t falls = rows & ~below;
			const uint32_t quiet_swaps = swaps != 0 ?
			    swaps & ~lines_at(a->lines, x) : 0;
			const uint32_t apart = swaps_apart(a, x, quiet_swaps) |
			    falls_apart(a, x, to,
			    falls & a->quiet_falls[x] >> (8 * gi));
			r->repeat[gi][x] = apart;
			r->ask[gi][x] = (quiet_swaps | falls) & ~apart;
		}
	}
}

/* Where a position is remembered, found (and fetched) when the position
 * is made, so that the memory accesses of siblings overlap. */
typedef struct solve_memo {
	mayan_board key;
	mayan_solve_entry *bucket;
} solve_memo;

static void memo_find(mayan_solver *s, const mayan_board *b, int left,
    solve_memo *memo)
{
	/* With one move left, trying the few moves that can clear the
	 * board costs less than a lookup that misses the cache, and the
	 * table keeps its room for deeper positions. */
	if (left == 1) {
		memo->bucket = NULL;
		return;
	}
	memo->key = mayan_board_canonical(b);
	memo->bucket = solve_table_bucket(s, &memo->key, left);
	if (memo->bucket != NULL) {
		/* A bucket spans two cache lines: fetch both. */
		__builtin_prefetch(memo->bucket);
		__builtin_prefetch(memo->bucket + SOLVE_BUCKET - 1);
	}
}

static mayan_solve_status search(mayan_solver *s, const mayan_board *b,
    const mayan_colors *colors, const solve_memo *memo, int left,
    const solve_arrival *arrival, mayan_move *answer);

/* A position one move on from the one being searched, ready to be
 * searched in its turn. */
typedef struct solve_child {
	mayan_move move;
	mayan_board board;
	mayan_colors colors;
	solve_memo memo;
	solve_arrival arrival;
} solve_child;

/* Make move m, not the last, from `b` into `child`; false when the
 * position it gives is lost at sight.  `stays_stable` says the move is a
 * swap known to complete no line; `lines` are the swaps of `b` that
 * complete one, `quiet_falls` the falls tried so far that completed none
 * (this one is added when it is).  The child's entry in the table is
 * fetched from memory meanwhile. */
static bool prepare_child(mayan_solver *s, const mayan_board *b,
    const mayan_colors *colors, mayan_move m, bool swaps, bool stays_stable,
    solve_lines *lines, uint16_t *quiet_falls, int left,
    solve_child *child)
{
	mayan_board *next = &child->board;
	mayan_colors *next_colors = &child->colors;
	*next = *b;
	*next_colors = *colors;
	child->move = m;
	child->arrival = (solve_arrival){ NULL, { -1, 0, 0 }, false, 0, NULL,
		NULL };
	mayan_board_drag(next, m);
	if (stays_stable || (!swaps && !mayan_board_has_line(next))) {
		/* Nothing removed: only the carried blocks change column. */
		const int dragged = mayan_board_at(b, m.x, m.y);
		const int displaced = mayan_board_at(b, m.x + m.g, m.y);
		mayan_colors_carry(next_colors, dragged, m.x, m.x + m.g);
		if (swaps)
			mayan_colors_carry(next_colors, displaced, m.x + m.g,
			    m.x);
		else
			quiet_falls[m.x] |= fall_bit(m);
		child->arrival = (solve_arrival){ b, m, swaps,
			mayan_board_height(b, m.x + m.g), lines, quiet_falls };
		mayan_colors_restrand(s->counts, next_colors, dragged,
		    displaced);
	} else {
		mayan_board_settle(next);
		if (mayan_board_empty(next))
			return false; /* cleared too early */
		if (!mayan_colors_count(s->counts, next, next_colors))
			return false;
	}
	/* With one move left the tests before and after the balance's
	 * refuse all that it would. */
	if (!mayan_colors_within(next_colors, left - 1) ||
	    (left > 2 && !mayan_colors_balanced(s->counts, next_colors,
	    left - 1, s->balance)) ||
	    !mayan_colors_tight_ahead(s->counts, next_colors, next,
	    left - 1))
		return false;
	memo_find(s, next, left - 1, &child->memo);
	return true;
}

/* After the last move no block moves sideways again, so each colour it
 * carries must be removable with its new counts. */
static bool carried_removable(mayan_solver *s, const mayan_colors *k,
    const mayan_board *b, mayan_move m)
{
	const int dragged = mayan_board_at(b, m.x, m.y);
	const int other = mayan_board_at(b, m.x + m.g, m.y);
	const uint32_t from = 1u << (3 * m.x), to = 1u << (3 * (m.x + m.g));
	if (!mayan_counts_removable(s->counts,
	    mayan_color_packed(k, dragged) - from + to))
		return false;
	return other == 0 || mayan_counts_removable(s->counts,
	    mayan_color_packed(k, other) - to + from);
}

/* Whether move m is a fall of a block whose neighbour below, of the same
 * colour, falls the same way too: taking either out of the column leaves
 * the same column, and both land alike, so the two give the same board
 * and the fall from below, smaller in the order, has been tried. */
static bool falls_as_below(const mayan_board *b, const int *height,
    mayan_move m)
{
	return m.y > height[m.x + m.g] &&
	    mayan_board_at(b, m.x, m.y - 1) == mayan_board_at(b, m.x, m.y);
}

/*
 * With one move left, the move must clear the board, so it must remove
 * blocks: only the swaps that complete a line and the falls are tried, in
 * the order of the answer, and only those that carry every stranded
 * colour.  `lines` are the swaps that complete a line.
 */
static mayan_solve_status search_last(mayan_solver *s, const mayan_board *b,
    const mayan_colors *colors, const int *height, solve_lines *lines,
    mayan_move *answer)
{
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const uint32_t right = x + 1 < MAYAN_WIDTH
		    ? lines_at(lines, x) |
		    rows_from_to(height[x + 1], height[x]) : 0;
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
				if (colors->stranded &
				    ~mayan_move_colors(b, m) ||
				    falls_as_below(b, height, m) ||
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

/* A position being searched, for the moves tried from it. */
typedef struct solve_node {
	mayan_solver *s;
	const mayan_board *b;
	const mayan_colors *colors;
	const solve_arrival *arrival;
	const int *height;
	solve_lines lines;
	int left;
	bool wasted_tried;   /* a swap of two blocks of one colour was met */
	uint16_t quiet_falls[MAYAN_WIDTH];
	solve_repeats repeats;
	int children;
	solve_child *child; /* room for MAYAN_MAX_MOVES */
} solve_node;

/* Move m of the node, met in the order of the answer: skipped when it
 * gives what a smaller move gave or cannot help, made otherwise (and its
 * position kept when not lost at sight). */
static inline void consider(solve_node *n, mayan_move m)
{
	const mayan_board *b = n->b;
	const int to = m.x + m.g;
	const bool swaps = m.y < n->height[to];
	if (swaps &&
	    mayan_board_at(b, m.x, m.y) == mayan_board_at(b, to, m.y)) {
		if (n->wasted_tried)
			return;
		n->wasted_tried = true;
	}
	if (falls_as_below(b, n->height, m)) {
		/* Quiet exactly when the fall from below was. */
		uint16_t *quiet = &n->quiet_falls[m.x];
		*quiet |= (uint16_t)((*quiet & fall_bit(m) >> 1) << 1);
		return;
	}
	/* Its steps away add to what is needed, its other steps that are
	 * not useful take nothing off (mayan_bound.h).  Tested first, as it
	 * costs less than comparing orders. */
	if (mayan_move_shifts_after(n->colors, b, m) > 2 * (n->left - 1))
		return;
	const int gi = m.g < 0;
	if (n->repeats.repeat[gi][m.x] >> m.y & 1 ||
	    (n->repeats.ask[gi][m.x] >> m.y & 1 &&
	    commutes_exactly(n->arrival, b, m)))
		return;
	const bool stays_stable = swaps &&
	    !(lines_at(&n->lines, m.x) >> m.y & 1);
	n->children += prepare_child(n->s, b, n->colors, m, swaps,
	    stays_stable, &n->lines, n->quiet_falls, n->left,
	    &n->child[n->children]);
}

/* Every move of the node, in the order of the answer, but the drags to
 * the left onto a block: each is the swap of its neighbour to the
 * right, met before. */
static void consider_all(solve_node *n)
{
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const int fall_left = x > 0 ? n->height[x - 1] : MAYAN_HEIGHT;
		for (int8_t y = 0; y < n->height[x]; y++) {
			if (x + 1 < MAYAN_WIDTH)
				consider(n, (mayan_move){ (int8_t)x, y, 1 });
			if (y >= fall_left)
				consider(n, (mayan_move){ (int8_t)x, y, -1 });
		}
	}
}

/* Bit 3 of nibble y for the rows below `height`. */
static uint32_t rows_below(int height)
{
	return MAYAN_NIBBLE_TOP & ((1u << (4 * height)) - 1);
}

/*
 * When the colours' distances add up to more than the moves after the
 * next can give, the next move must give a useful step (consider() would
 * turn every other down): only the moves that carry a block of a colour
 * a useful way are met, still in the order of the answer.  A swap (x, y)
 * to the right carries the block of column x right and that of column
 * x + 1 left; a fall carries its block alone.  Every move consider()
 * would try is among them, and the falls and swaps it skips before
 * trying them (the fall above one alike, a second swap of one colour)
 * are skipped alike or give no useful step, so the same moves are tried
 * in the same order and quiet_falls learns the same.
 */
static void consider_useful(solve_node *n)
{
	const mayan_board *b = n->b;
	uint32_t right[MAYAN_WIDTH - 1] = { 0 }; /* column x's cells */
	uint32_t left[MAYAN_WIDTH - 1] = { 0 };  /* column x + 1's */
	for (uint64_t set = n->colors->stranded; set != 0; set &= set - 1) {
		const int color = __builtin_ctzll(set) / 4;
		const uint8_t useful = n->colors->useful[color];
		for (int x = 0; x + 1 < MAYAN_WIDTH; x++) {
			if (useful >> x & 1)
				right[x] |= mayan_column_cells(b->col[x],
				    color);
			if (useful >> (4 + x) & 1)
				left[x] |= mayan_column_cells(b->col[x + 1],
				    color);
		}
	}
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const uint32_t go_right = x + 1 < MAYAN_WIDTH ? right[x] |
		    (left[x] & rows_below(n->height[x])) : 0;
		const uint32_t go_left = x > 0 ? left[x - 1] &
		    ~rows_below(n->height[x - 1]) : 0;
		for (uint32_t rows = go_right | go_left; rows != 0;
		    rows &= rows - 1) {
			const int bit = __builtin_ctz(rows);
			const int8_t y = (int8_t)(bit / 4);
			if (go_right >> bit & 1)
				consider(n, (mayan_move){ (int8_t)x, y, 1 });
			if (go_left >> bit & 1)
				consider(n, (mayan_move){ (int8_t)x, y, -1 });
		}
	}
}

/* Search a non-empty stable board with no dead colour whose stranded
 * colours are hopeful. */
static mayan_solve_status search(mayan_solver *s, const mayan_board *b,
    const mayan_colors *colors, const solve_memo *memo, int left,
    const solve_arrival *arrival, mayan_move *answer)
{
	s->nodes++;
	if (cancelled(s))
		return MAYAN_SOLVE_CANCELLED;
	if (solve_table_failed(s, memo->bucket, &memo->key, left))
		return MAYAN_SOLVE_NONE;

	int height[MAYAN_WIDTH];
	for (int x = 0; x < MAYAN_WIDTH; x++)
		height[x] = mayan_board_height(b, x);
	if (left == 1) {
		solve_lines lines = { .b = b };
		const mayan_solve_status r = search_last(s, b, colors, height,
		    &lines, answer);
		if (r == MAYAN_SOLVE_NONE)
			solve_table_store(s, memo->bucket, &memo->key, left);
		return r;
	}
	/* Every child is made before the first is searched, so that their
	 * entries in the table are fetched from memory side by side.  What
	 * a child's search reads of its parent (quiet_falls) is only ever
	 * about moves smaller than its own, made before it either way; the
	 * parent's lines it may find in its turn, as they depend on the
	 * parent's board alone.  Room for them takes 13 KiB of stack a move
	 * searched. */
	solve_child children[MAYAN_MAX_MOVES];
	solve_node node = { .s = s, .b = b, .colors = colors,
		.arrival = arrival, .height = height, .lines = { .b = b },
		.left = left, .child = children };
	repeats_find(arrival, height, &node.repeats);
	if (colors->shifts > 2 * (left - 1))
		consider_useful(&node);
	else
		consider_all(&node);
	for (int i = 0; i < node.children; i++) {
		const solve_child *child = &node.child[i];
		answer[0] = child->move;
		const mayan_solve_status r = search(s, &child->board,
		    &child->colors, &child->memo, left - 1, &child->arrival,
		    answer + 1);
		if (r != MAYAN_SOLVE_NONE)
			return r;
	}
	solve_table_store(s, memo->bucket, &memo->key, left);
	return MAYAN_SOLVE_NONE;
}

/* Search a board from scratch, with no move known to have failed. */
static mayan_solve_status search_root(mayan_solver *s,
    const mayan_board *board, int n, mayan_move answer[])
{
	if (n < 1 || n > MAYAN_SOLVE_MAX_MOVES || mayan_board_empty(board))
		return MAYAN_SOLVE_NONE;
	mayan_colors colors;
	if (!mayan_colors_count(s->counts, board, &colors) ||
	    !mayan_colors_within(&colors, n) ||
	    !mayan_colors_tight_ahead(s->counts, &colors, board, n) ||
	    !mayan_colors_balanced(s->counts, &colors, n, s->balance))
		return MAYAN_SOLVE_NONE;
	const solve_arrival start = { NULL, { -1, 0, 0 }, false, 0, NULL,
		NULL };
	solve_memo memo;
	memo_find(s, board, n, &memo);
	return search(s, board, &colors, &memo, n, &start, answer);
}

mayan_solve_status mayan_solver_search(mayan_solver *s,
    const mayan_board *board, int n, mayan_move answer[])
{
	return search_root(s, board, n, answer);
}

mayan_solve_status mayan_solver_run_opening(mayan_solver *s,
    const mayan_board *board, const mayan_move *opening, int length, int n,
    mayan_move answer[])
{
	if (n < 1 || n > MAYAN_SOLVE_MAX_MOVES || length < 1 || length > n ||
	    mayan_board_empty(board))
		return MAYAN_SOLVE_NONE;
	mayan_board next = *board;
	for (int i = 0; i < length; i++) {
		if (!mayan_board_move(&next, opening[i]))
			return MAYAN_SOLVE_NONE;
		answer[i] = opening[i];
		/* A board cleared before the last move cannot go on. */
		if (mayan_board_empty(&next))
			return i + 1 == n ? MAYAN_SOLVE_FOUND
					  : MAYAN_SOLVE_NONE;
	}
	if (length == n)
		return MAYAN_SOLVE_NONE;
	/* The openings before this one may not have finished: nothing of
	 * theirs is taken as failed (see solve_arrival). */
	return search_root(s, &next, n - length, answer + length);
}
