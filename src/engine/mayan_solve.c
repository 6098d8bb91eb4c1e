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
 *   bring no colour nearer, and tight positions without a swap that
 *   gives two useful steps, now or two moves ahead, are wasted (see
 *   mayan_bound.h).
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

#include <string.h>
#include <sys/mman.h>

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

/*
 * The table in memory of its own, zero until touched, on pages of 2 MiB
 * where the system has them: the search reads one entry a position,
 * anywhere in tens of MiB, and with pages of 4 KiB most of those reads
 * miss the processor's table of pages too.
 */
#define SOLVE_HUGE_PAGE ((size_t)2 << 20)

static mayan_solve_entry *table_map(mayan_solver *s, size_t bytes)
{
	const size_t mapped = bytes + SOLVE_HUGE_PAGE;
	void *map = mmap(NULL, mapped, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED)
		return NULL;
	s->table_map = map;
	s->table_map_bytes = mapped;
	const uintptr_t start = ((uintptr_t)map + SOLVE_HUGE_PAGE - 1) &
	    ~(uintptr_t)(SOLVE_HUGE_PAGE - 1);
#ifdef MADV_HUGEPAGE
	madvise((void *)start, bytes, MADV_HUGEPAGE); /* a hint only */
#endif
	return (mayan_solve_entry *)start;
}

void mayan_solver_init(mayan_solver *s, int table_bits)
{
	memset(s, 0, sizeof *s);
	if (table_bits <= 0)
		table_bits = SOLVE_DEFAULT_TABLE_BITS;
	if (table_bits > SOLVE_MAX_TABLE_BITS)
		table_bits = SOLVE_MAX_TABLE_BITS;
	const size_t size = (size_t)1 << table_bits;
	s->table = table_map(s, size * sizeof *s->table);
	s->size_mask = s->table ? (uint32_t)(size - 1) : 0;
	s->owns_table = true;
	s->counts = mayan_count_table_get();
}

void mayan_solver_share(mayan_solver *s, const mayan_solver *owner,
    const atomic_bool *cancel)
{
	memset(s, 0, sizeof *s);
	s->table = owner->table;
	s->size_mask = owner->size_mask;
	s->mask = owner->mask;
	s->stamp = owner->stamp;
	s->cancel = cancel;
	s->countdown = 1;
	s->threads = 1;
	s->counts = owner->counts;
}

void mayan_solver_free(mayan_solver *s)
{
	if (s->owns_table && s->table_map != NULL)
		munmap(s->table_map, s->table_map_bytes);
	s->table = NULL;
	s->table_map = NULL;
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

/*
 * The table may be shared by the searches of mayan_solve_split(), so an
 * entry is read and written as a sequence lock: a writer makes `seq` odd,
 * writes, and makes it even again; a reader trusts what it read only when
 * `seq` was the same even number before and after.  A writer that finds
 * the entry being written leaves it (a lost entry only costs time).
 */
#define RELAXED memory_order_relaxed

static bool entry_holds(mayan_solve_entry *e, uint32_t tag,
    const mayan_board *key)
{
	const uint32_t before = atomic_load_explicit(&e->seq,
	    memory_order_acquire);
	if (before & 1 || atomic_load_explicit(&e->tag, RELAXED) != tag)
		return false;
	bool same = true;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		same &= atomic_load_explicit(&e->col[x], RELAXED) ==
		    key->col[x];
	atomic_thread_fence(memory_order_acquire);
	return same && atomic_load_explicit(&e->seq, RELAXED) == before;
}

static bool table_failed(const mayan_solver *s, mayan_solve_entry *bucket,
    const mayan_board *key, int left)
{
	if (bucket == NULL)
		return false;
	const uint32_t tag = s->stamp << 4 | (uint32_t)left;
	for (int i = 0; i < SOLVE_BUCKET; i++)
		if (entry_holds(&bucket[i], tag, key))
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
	uint32_t victim_tag = atomic_load_explicit(&victim->tag, RELAXED);
	for (int i = 0; i < SOLVE_BUCKET; i++) {
		const uint32_t tag = atomic_load_explicit(&bucket[i].tag,
		    RELAXED);
		if (tag >> 4 != s->stamp) {
			victim = &bucket[i];
			break;
		}
		if ((tag & 0xf) < (victim_tag & 0xf)) {
			victim = &bucket[i];
			victim_tag = tag;
		}
	}
	uint32_t seq = atomic_load_explicit(&victim->seq, RELAXED);
	if (seq & 1 || !atomic_compare_exchange_strong_explicit(&victim->seq,
	    &seq, seq + 1, memory_order_acquire, RELAXED))
		return;
	atomic_thread_fence(memory_order_release);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		atomic_store_explicit(&victim->col[x], key->col[x], RELAXED);
	atomic_store_explicit(&victim->tag, s->stamp << 4 | (uint32_t)left,
	    RELAXED);
	atomic_store_explicit(&victim->seq, seq + 2, memory_order_release);
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
	const uint32_t *lines; /* swaps of the position before making lines */
	const uint16_t *quiet_falls; /* falls tried there and found quiet */
} solve_arrival;

static inline uint16_t fall_bit(mayan_move m)
{
	return (uint16_t)(1u << (2 * m.y + (m.g < 0)));
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
	if (!mayan_board_drag(&first, m) || mayan_board_has_line(&first) ||
	    !mayan_board_drag(&first, a->move))
		return false;
	mayan_board second = *now;
	return mayan_board_drag(&second, m) &&
	    mayan_board_equal(&first, &second);
}

/* Whether the drags of m (a swap when `m_swaps`) and the arrival's move
 * touch different blocks, m being a quiet move of the position before,
 * as above. */
static bool touches_apart(const solve_arrival *a, mayan_move m, bool m_swaps)
{
	const mayan_move b = a->move;
	if (m_swaps) {
		if (a->lines[m.x] >> m.y & 1)
			return false;
		if (a->swapped)
			return !(m.y == b.y && m.x >= b.x - 1 &&
			    m.x <= b.x + 1);
		const int tb = b.x + b.g;
		return !((m.x == b.x || m.x + 1 == b.x) && m.y >= b.y) &&
		    !((m.x == tb || m.x + 1 == tb) && m.y >= a->landed);
	}
	if (!(a->quiet_falls[m.x] & fall_bit(m)))
		return false;
	if (a->swapped)
		return !((b.x == m.x || b.x + 1 == m.x) && b.y >= m.y);
	const int tm = m.x + m.g, tb = b.x + b.g;
	return m.x != b.x && m.x != tb && tm != b.x && tm != tb;
}

/* Whether move m (a swap when `m_swaps`) after arriving by `a` at board
 * `now` repeats a smaller move of the position before, as above. */
static bool repeats_arrival(const solve_arrival *a, const mayan_board *now,
    mayan_move m, bool m_swaps)
{
	if (a->move.x < 0 || mayan_move_compare(m, a->move) >= 0)
		return false;
	return touches_apart(a, m, m_swaps) || commutes_exactly(a, now, m);
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
	/* With one move left, trying the few moves that can clear the
	 * board costs less than a lookup that misses the cache, and the
	 * table keeps its room for deeper positions. */
	if (left == 1) {
		memo->bucket = NULL;
		return;
	}
	memo->key = canonical(b);
	memo->bucket = table_bucket(s, &memo->key, left);
	if (memo->bucket != NULL)
		__builtin_prefetch(memo->bucket);
}

static mayan_solve_status search(mayan_solver *s, const mayan_board *b,
    const mayan_colors *colors, const solve_memo *memo, int left,
    const solve_arrival *arrival, mayan_move *answer);

/* Try one move that is not the last from `b`, writing it to answer[0].
 * `stays_stable` says the move is a swap known to complete no line;
 * `lines` are the swaps of `b` that complete one, `quiet_falls` the falls
 * tried so far that completed none (this one is added when it is). */
static mayan_solve_status try_move(mayan_solver *s, const mayan_board *b,
    const mayan_colors *colors, mayan_move m, bool swaps, bool stays_stable,
    const uint32_t *lines, uint16_t *quiet_falls, int left,
    mayan_move *answer)
{
	mayan_board next = *b;
	mayan_colors next_colors = *colors;
	const solve_arrival quiet = { b, m, swaps,
		mayan_board_height(b, m.x + m.g), lines, quiet_falls };
	const solve_arrival other = { NULL, { -1, 0, 0 }, false, 0, NULL,
		NULL };
	const solve_arrival *arrival = &other;
	solve_memo memo;
	answer[0] = m;
	mayan_board_drag(&next, m);
	if (stays_stable || (!swaps && !mayan_board_has_line(&next))) {
		memo_find(s, &next, left - 1, &memo);
		/* Nothing removed: only the carried blocks change column. */
		const int dragged = mayan_board_at(b, m.x, m.y);
		const int displaced = mayan_board_at(b, m.x + m.g, m.y);
		mayan_colors_carry(&next_colors, dragged, m.x, m.x + m.g);
		if (swaps)
			mayan_colors_carry(&next_colors, displaced, m.x + m.g,
			    m.x);
		else
			quiet_falls[m.x] |= fall_bit(m);
		arrival = &quiet;
		mayan_colors_restrand(s->counts, &next_colors, dragged,
		    displaced);
	} else {
		mayan_board_settle(&next);
		if (mayan_board_empty(&next))
			return MAYAN_SOLVE_NONE; /* cleared too early */
		memo_find(s, &next, left - 1, &memo);
		if (!mayan_colors_count(s->counts, &next, &next_colors))
			return MAYAN_SOLVE_NONE;
	}
	if (!mayan_colors_hopeful(&next_colors, &next, left - 1) ||
	    !mayan_colors_tight_ahead(s->counts, &next_colors, &next,
	    left - 1))
		return MAYAN_SOLVE_NONE;
	return search(s, &next, &next_colors, &memo, left - 1, arrival,
	    answer + 1);
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
    const mayan_colors *colors, const int *height, const uint32_t *lines,
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

/* Search a non-empty stable board with no dead colour whose stranded
 * colours are hopeful. */
static mayan_solve_status search(mayan_solver *s, const mayan_board *b,
    const mayan_colors *colors, const solve_memo *memo, int left,
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
	uint16_t quiet_falls[MAYAN_WIDTH] = { 0 };
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < height[x]; y++) {
			for (int g = 1; g >= -1; g -= 2) {
				const int to = x + g;
				if (to < 0 || to >= MAYAN_WIDTH)
					continue;
				const mayan_move m = { (int8_t)x, (int8_t)y,
					(int8_t)g };
				const bool swaps = y < height[to];
				bool stays_stable = false;
				if (swaps) {
					if (g < 0)
						continue;
					if (mayan_board_at(b, x, y) ==
					    mayan_board_at(b, to, y)) {
						if (wasted_tried)
							continue;
						wasted_tried = true;
					}
					stays_stable = !(lines[x] >> y & 1);
				}
				if (falls_as_below(b, height, m)) {
					/* Quiet exactly when the fall from
					 * below was. */
					quiet_falls[x] |= (uint16_t)((
					    quiet_falls[x] & fall_bit(m) >> 2)
					    << 2);
					continue;
				}
				if (repeats_arrival(arrival, b, m, swaps))
					continue;
				/* Its steps away add to what is needed,
				 * its other steps that are not useful
				 * take nothing off (mayan_bound.h). */
				if (mayan_move_shifts_after(colors, b,
				    m) > 2 * (left - 1))
					continue;
				const mayan_solve_status r = try_move(s, b,
				    colors, m, swaps, stays_stable, lines,
				    quiet_falls, left, answer);
				if (r != MAYAN_SOLVE_NONE)
					return r;
			}
		}
	}
	table_store(s, memo->bucket, &memo->key, left);
	return MAYAN_SOLVE_NONE;
}

void mayan_solver_begin(mayan_solver *s, int n, const atomic_bool *cancel)
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
}

/* Search a board from scratch, with no move known to have failed. */
static mayan_solve_status search_root(mayan_solver *s,
    const mayan_board *board, int n, mayan_move answer[])
{
	if (n < 1 || n > MAYAN_SOLVE_MAX_MOVES || mayan_board_empty(board))
		return MAYAN_SOLVE_NONE;
	mayan_colors colors;
	if (!mayan_colors_count(s->counts, board, &colors) ||
	    !mayan_colors_hopeful(&colors, board, n) ||
	    !mayan_colors_tight_ahead(s->counts, &colors, board, n))
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

mayan_solve_status mayan_solver_run_first(mayan_solver *s,
    const mayan_board *board, mayan_move first, int n, mayan_move answer[])
{
	mayan_board next = *board;
	if (n < 1 || n > MAYAN_SOLVE_MAX_MOVES || mayan_board_empty(board) ||
	    !mayan_board_move(&next, first))
		return MAYAN_SOLVE_NONE;
	answer[0] = first;
	if (n == 1)
		return mayan_board_empty(&next) ? MAYAN_SOLVE_FOUND
						: MAYAN_SOLVE_NONE;
	/* The first moves before this one may not have finished: nothing
	 * of theirs is taken as failed (see solve_arrival). */
	return search_root(s, &next, n - 1, answer + 1);
}
