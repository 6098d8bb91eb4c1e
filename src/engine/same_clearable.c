/*
 * Clearable boards built backwards (see same_clearable.h).
 *
 * The board grows from empty towards its full size.  A step draws a small
 * shape (one to three columns, one to three balls in each) and inserts it
 * either into columns the board has, pushing the balls above it up, or as
 * new columns between them.  A step is kept only when the engine, playing
 * forwards, removes exactly the inserted balls as one cluster and gets the
 * board before it back, and when what remains to fill can still be filled
 * by clusters of two or more.  A board that jams (no shape fits in any
 * colour) is started again from the same random stream, so a seed still
 * names one board; after too many jams, or with one colour, the board is
 * made of stripes, which any order of moves clears.
 *
 * Two colours are made the other way round.  Grown backwards they jam on
 * nearly every board larger than about 30 cells (each cluster inserted
 * must be walled in by the other colour, and the board soon has no such
 * place left), so they came out striped.  A shuffled two-colour board,
 * though, is nearly always clearable, and a short depth-first search
 * finds the line: the board is drawn with its colours in equal numbers
 * and kept when the search clears it within its budget, counted in
 * positions, not time, so that a seed names one board everywhere.  Only
 * when a few such boards in a row are not cleared does the backward build
 * take over.
 */
#include "engine/same_clearable.h"

#include "engine/rng.h"

/* Boards started before stripes are used.  Two colours jam on all but
 * the smallest boards (measured: none larger than about 30 cells finished
 * in 3 seeds), so they give up sooner. */
#define BOARDS_PER_SEED 32
#define BOARDS_PER_SEED_TWO_COLORS 4
/* Shuffled two-colour boards tried, and the positions the search for
 * the line of each may visit: measured on 100 seeds, the search clears
 * all 100 boards of 10x15 and of 20x20 within 2000 positions (15 on
 * average), and 42 to 58 of the smallest (1x7, 2x3), most of
 * which have no line at all; a board takes well under a millisecond. */
#define SHUFFLED_BOARDS 12
#define SEARCH_POSITIONS 2000
/* The widest and tallest rectangle inserted at once. */
#define BLOCK_MAX 5
/* How much likelier an insertion that splits no cluster is drawn than one
 * that cuts through columns: measured, it makes three-colour boards jam
 * about ten times less often. */
#define WEIGHT_WHOLE 200

/* Balls inserted as one cluster: columns first..first+span-1 of the board
 * after the insertion each get tall[i] balls from `row` up. */
typedef struct insertion {
	bool fresh; /* new columns, else balls pushed into existing ones */
	int first, span, row;
	int tall[SAME_MAX_COLS];
} insertion;

static int insertion_size(const insertion *in)
{
	int size = 0;
	for (int i = 0; i < in->span; i++)
		size += in->tall[i];
	return size;
}

static int min_int(int a, int b)
{
	return a < b ? a : b;
}

/* Column c of `b` copied into column `to` of `out` with `pushed` balls of
 * `color` inserted at `row`. */
static void column_copy(const same_board *b, int c, same_board *out, int to,
    int row, int pushed, int color)
{
	int at = 1;
	for (int r = 1; r <= b->height[c] + 1; r++) {
		if (r == row)
			for (int i = 0; i < pushed; i++)
				same_board_put(out, at++, to, color);
		if (r <= b->height[c])
			same_board_put(out, at++, to, same_board_at(b, r, c));
	}
}

static void insertion_apply(const same_board *b, const insertion *in,
    int color, same_board *out)
{
	same_board_init(out, b->rows, b->cols, b->colors);
	int to = 1;
	for (int c = 1; c <= b->width + 1; c++) {
		if (in->fresh && c == in->first)
			for (int i = 0; i < in->span; i++, to++)
				for (int r = 1; r <= in->tall[i]; r++)
					same_board_put(out, r, to, color);
		if (c > b->width)
			break;
		const int k = c - in->first;
		const bool inside = !in->fresh && k >= 0 && k < in->span;
		column_copy(b, c, out, to++, in->row, inside ? in->tall[k] : 0,
		    color);
	}
	same_board_settle(out);
}

/* The colour the board after `in` has at (row, c): 0 for none, -1 for
 * an inserted ball; read from `b` without building that board. */
static int after_at(const same_board *b, const insertion *in, int row, int c)
{
	if (row < 1 || row > b->rows || c < 1)
		return 0;
	const int k = c - in->first;
	if (in->fresh) {
		if (k < 0)
			return same_board_at(b, row, c);
		if (k < in->span)
			return row <= in->tall[k] ? -1 : 0;
		return c - in->span <= b->width
		    ? same_board_at(b, row, c - in->span) : 0;
	}
	if (c > b->width)
		return 0;
	if (k < 0 || k >= in->span || row < in->row)
		return same_board_at(b, row, c);
	if (row < in->row + in->tall[k])
		return -1;
	return same_board_at(b, row - in->tall[k], c);
}

/* The colours the inserted balls may not take, a bit each: those of the
 * balls beside them, which would join their cluster. */
static unsigned forbidden_colors(const same_board *b, const insertion *in)
{
	static const int step[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 },
		{ 0, -1 } };
	unsigned mask = 0;
	for (int i = 0; i < in->span; i++) {
		const int c = in->first + i;
		for (int row = in->row; row < in->row + in->tall[i]; row++)
			for (int s = 0; s < 4; s++) {
				const int color = after_at(b, in,
				    row + step[s][0], c + step[s][1]);
				if (color > 0)
					mask |= 1u << color;
			}
	}
	return mask;
}

/* Whether the cells still empty after `in` can be filled by clusters of
 * two or more of the shapes drawn: a run of unfilled columns lacking a
 * single ball between full ones cannot, nor can one missing column one
 * row high. */
static bool can_finish(const same_board *b, const insertion *in)
{
	int height[SAME_MAX_COLS + 2] = { 0 };
	int width = 0;
	for (int c = 1; c <= b->width + 1; c++) {
		const int k = c - in->first;
		if (in->fresh && k == 0)
			for (int i = 0; i < in->span; i++)
				height[++width] = in->tall[i];
		if (c <= b->width)
			height[++width] = b->height[c] +
			    (!in->fresh && k >= 0 && k < in->span ? in->tall[k]
			    : 0);
	}
	if (b->rows == 1 && b->cols - width == 1)
		return false;
	/* A column lower than both its neighbours is a pit that mostly
	 * jams: what fills it touches balls on both sides. */
	for (int c = 2; c < width; c++)
		if (height[c] < height[c - 1] && height[c] < height[c + 1])
			return false;
	int run = 0;
	for (int c = 1; c <= width + 1; c++) {
		const int lacking = c <= width ? b->rows - height[c] : 0;
		if (lacking > 0) {
			run += lacking;
			continue;
		}
		if (run == 1)
			return false;
		run = 0;
	}
	return true;
}

/* The insertions of one kind that fit, one of them kept at random. */
typedef struct candidates {
	const same_board *board;
	rng *r;
	int found;
	insertion chosen;
	unsigned chosen_forbidden;
} candidates;

/* Whether `in` leaves the balls there together: laid on top of its
 * columns, or new columns at an edge.  Cutting through columns splits
 * clusters into ever smaller ones, around which little more fits. */
static bool splits_nothing(const same_board *b, const insertion *in)
{
	if (in->fresh)
		return in->first == 1 || in->first == b->width + 1;
	for (int i = 0; i < in->span; i++)
		if (b->height[in->first + i] + 1 != in->row)
			return false;
	return true;
}

static void consider(candidates *all, const insertion *in)
{
	if (insertion_size(in) < 2)
		return;
	const unsigned everything = ((1u << all->board->colors) - 1) << 1;
	const unsigned forbidden = forbidden_colors(all->board, in);
	if ((forbidden & everything) == everything ||
	    !can_finish(all->board, in))
		return;
	const int weight = splits_nothing(all->board, in) ? WEIGHT_WHOLE : 1;
	all->found += weight;
	if ((int)rng_below(all->r, (uint32_t)all->found) < weight) {
		all->chosen = *in;
		all->chosen_forbidden = forbidden;
	}
}

/* Every way of giving columns i.. of the span their heights, each from 1
 * to its own limit. */
static void each_tall(candidates *all, insertion *in, int i,
    const int *limit)
{
	if (i == in->span) {
		consider(all, in);
		return;
	}
	for (in->tall[i] = 1; in->tall[i] <= limit[i]; in->tall[i]++)
		each_tall(all, in, i + 1, limit);
}

/* New columns: one to three of them on a board one row high (they are
 * single balls), else one or two, each one to three balls tall. */
static void each_fresh(candidates *all, insertion *in)
{
	const same_board *b = all->board;
	const int spans = min_int(b->rows == 1 ? 3 : 2, b->cols - b->width);
	const int tallest = min_int(3, b->rows);
	const int limit[3] = { tallest, tallest, tallest };
	in->fresh = true;
	in->row = 1;
	for (in->first = 1; in->first <= b->width + 1; in->first++)
		for (in->span = 1; in->span <= spans; in->span++)
			each_tall(all, in, 0, limit);
}

/* Rectangles up to BLOCK_MAX wide and tall pushed into the board, beyond
 * the shapes of each_pushed: with few colours the larger clusters leave
 * room for more to be cut out of them. */
static void each_block(candidates *all, insertion *in)
{
	const same_board *b = all->board;
	in->fresh = false;
	for (in->first = 1; in->first <= b->width; in->first++)
		for (in->span = 1; in->span <= BLOCK_MAX &&
		    in->first + in->span - 1 <= b->width; in->span++) {
			int lowest = b->rows, highest = 0;
			for (int i = 0; i < in->span; i++) {
				const int h = b->height[in->first + i];
				lowest = min_int(lowest, h);
				highest = h > highest ? h : highest;
			}
			const int small = in->span > 3 ? 0
			    : in->span == 1 ? 3 : 2;
			for (int tall = small + 1; tall <= BLOCK_MAX &&
			    highest + tall <= b->rows; tall++) {
				for (int i = 0; i < in->span; i++)
					in->tall[i] = tall;
				for (in->row = 1; in->row <= lowest + 1;
				    in->row++)
					consider(all, in);
			}
		}
}

/* Balls pushed into one to three neighbouring columns at any row they
 * can take: up to three in a lone column, one or two in each of several. */
static void each_pushed(candidates *all, insertion *in)
{
	const same_board *b = all->board;
	in->fresh = false;
	for (in->first = 1; in->first <= b->width; in->first++)
		for (in->span = 1; in->span <= 3 &&
		    in->first + in->span - 1 <= b->width; in->span++) {
			int limit[3], lowest = b->rows;
			bool room = true;
			for (int i = 0; i < in->span; i++) {
				const int c = in->first + i;
				limit[i] = min_int(in->span == 1 ? 3 : 2,
				    b->rows - b->height[c]);
				lowest = min_int(lowest, b->height[c]);
				room = room && limit[i] > 0;
			}
			for (in->row = 1; room && in->row <= lowest + 1;
			    in->row++)
				each_tall(all, in, 0, limit);
		}
	each_block(all, in);
}

/* The colour least used so far among those allowed, ties at random. */
static int pick_color(const int *used, int colors, unsigned forbidden,
    rng *r)
{
	int best = 0, ties = 0;
	for (int color = 1; color <= colors; color++) {
		if (forbidden & (1u << color))
			continue;
		if (best == 0 || used[color] < used[best]) {
			best = color;
			ties = 1;
		} else if (used[color] == used[best] &&
		    rng_below(r, (uint32_t)++ties) == 0) {
			best = color;
		}
	}
	return best;
}

/* One step: grow `b` by a cluster at random among those that fit, new
 * columns drawn in proportion to the cells they still have to bring (so
 * columns and rows fill together), the other kind when none of the drawn
 * kind fits.  Its first ball goes to `cell`. */
static bool grow(same_board *b, rng *r, int *used, same_cluster *cell)
{
	const int missing_cells = (b->cols - b->width) * b->rows;
	const int empty = b->rows * b->cols - b->balls;
	const bool fresh_first = (int)rng_below(r, (uint32_t)empty) <
	    missing_cells;
	for (int pass = 0; pass < 2; pass++) {
		candidates all = { .board = b, .r = r };
		insertion in;
		if (fresh_first == (pass == 0)) {
			if (b->width < b->cols)
				each_fresh(&all, &in);
		} else {
			each_pushed(&all, &in);
		}
		if (all.found == 0)
			continue;
		const int color = pick_color(used, b->colors,
		    all.chosen_forbidden, r);
		same_board after;
		insertion_apply(b, &all.chosen, color, &after);
		used[color] += insertion_size(&all.chosen);
		*cell = (same_cluster){ .row = all.chosen.row,
			.col = all.chosen.first };
		*b = after;
		return true;
	}
	return false;
}

/* A whole board grown backwards; false when it jammed. */
static bool build_backwards(same_board *b, rng *r, same_cluster *cells,
    int *count)
{
	int used[SAME_MAX_COLORS + 1] = { 0 };
	same_board_init(b, b->rows, b->cols, b->colors);
	*count = 0;
	while (b->balls < b->rows * b->cols)
		if (!grow(b, r, used, &cells[(*count)++]))
			return false;
	return true;
}

/* Stripes: one colour a column, or on a board one row high a colour
 * every two balls (the last three share one when the width is odd), so
 * every cluster has two balls or more, and keeps them as others go. */
static void build_stripes(same_board *b, same_cluster *cells, int *count)
{
	same_board_init(b, b->rows, b->cols, b->colors);
	for (int c = 1; c <= b->cols; c++) {
		int stripe = b->rows > 1 ? c - 1 : (c - 1) / 2;
		if (b->rows == 1 && c == b->cols && c % 2 == 1)
			stripe = (c - 2) / 2;
		for (int row = 1; row <= b->rows; row++)
			same_board_put(b, row, c, 1 + stripe % b->colors);
	}
	same_board_settle_full(b);
	/* Every move is at the first ball, so the order reads both ways. */
	*count = 0;
	for (same_board left = *b; left.balls > 0; (*count)++) {
		cells[*count] = (same_cluster){ .row = 1, .col = 1 };
		same_board_remove(&left, 1, 1);
	}
}

/* The search for a line that clears a two-colour board. */
typedef struct line_search {
	long positions; /* visited so far, up to SEARCH_POSITIONS */
	same_cluster *line;
	int moves; /* of the line, once it clears the board */
} line_search;

/* How far a position looks from clearing: every lone ball is a ball that
 * has to be joined to others before it can go, and every cluster a move
 * still to make. */
static int position_cost(const same_board *b)
{
	same_clusters all;
	same_clusters_find(b, &all);
	int lone = 0;
	for (int i = 0; i < all.count; i++)
		lone += all.list[i].size == 1;
	return lone * 4 + all.count;
}

/* A move of the search, by a ball of its cluster: small, as the search
 * keeps a list of them at every depth (up to a move for every two balls). */
typedef struct search_move {
	uint8_t row, col;
} search_move;

/* The moves of `b` into `moves`, the ones leaving the cheapest positions
 * first; returns how many.  Its own frame, so that the clusters found are
 * not kept on the stack while the search goes deeper. */
static int moves_in_order(const same_board *b, search_move *moves)
{
	same_clusters all;
	same_clusters_find(b, &all);
	int cost[SAME_MAX_MOVES];
	int count = 0;
	for (int i = 0; i < all.count; i++) {
		if (all.list[i].size < 2)
			continue;
		same_board after = *b;
		same_board_remove(&after, all.list[i].row, all.list[i].col);
		const int here = position_cost(&after);
		int at = count++;
		for (; at > 0 && cost[at - 1] > here; at--) {
			cost[at] = cost[at - 1];
			moves[at] = moves[at - 1];
		}
		cost[at] = here;
		moves[at] = (search_move){ .row = (uint8_t)all.list[i].row,
			.col = (uint8_t)all.list[i].col };
	}
	return count;
}

/* Whether `b`, reached after `depth` moves, can be cleared within the
 * budget; the moves go to search->line from `depth` on. */
static bool search_clears(line_search *search, const same_board *b,
    int depth)
{
	if (b->balls == 0) {
		search->moves = depth;
		return true;
	}
	if (++search->positions > SEARCH_POSITIONS)
		return false;
	int left[SAME_MAX_COLORS + 1] = { 0 };
	for (int c = 1; c <= b->width; c++)
		for (int row = 1; row <= b->height[c]; row++)
			left[same_board_at(b, row, c)]++;
	/* A colour down to one ball can never go. */
	for (int color = 1; color <= b->colors; color++)
		if (left[color] == 1)
			return false;
	search_move moves[SAME_MAX_MOVES];
	const int count = moves_in_order(b, moves);
	for (int i = 0; i < count; i++) {
		same_board after = *b;
		search->line[depth] = same_board_remove(&after, moves[i].row,
		    moves[i].col);
		if (search_clears(search, &after, depth + 1))
			return true;
		if (search->positions > SEARCH_POSITIONS)
			return false;
	}
	return false;
}

/* A board of two colours in equal numbers (one more of a colour drawn at
 * random when the cells are odd), shuffled, with the line that clears it;
 * 0 moves when the search found none. */
static int shuffled_two_colors(same_board *b, rng *r, same_cluster *line)
{
	const int cells = b->rows * b->cols;
	const int odd_one = 1 + (int)rng_below(r, 2);
	uint8_t color[SAME_MAX_ROWS * SAME_MAX_COLS];
	for (int i = 0; i < cells; i++)
		color[i] = (uint8_t)(i == cells - 1 && cells % 2 ? odd_one
		    : 1 + i % 2);
	for (int i = cells - 1; i > 0; i--) {
		const int j = (int)rng_below(r, (uint32_t)i + 1);
		const uint8_t swap = color[i];
		color[i] = color[j];
		color[j] = swap;
	}
	same_board_init(b, b->rows, b->cols, b->colors);
	for (int c = 1, i = 0; c <= b->cols; c++)
		for (int row = 1; row <= b->rows; row++)
			same_board_put(b, row, c, color[i++]);
	same_board_settle_full(b);
	line_search search = { .line = line };
	return search_clears(&search, b, 0) ? search.moves : 0;
}

int same_clearable_make(same_board *b, int rows, int cols, int colors,
    uint64_t seed, same_cluster *line)
{
	if (!same_board_init(b, rows, cols, colors))
		return 0;
	if (!same_clearable_exists(rows, cols))
		return 0;
	rng r;
	rng_seed(&r, seed);
	if (colors == 2)
		for (int tries = 0; tries < SHUFFLED_BOARDS; tries++) {
			const int count = shuffled_two_colors(b, &r, line);
			if (count > 0)
				return count;
		}
	same_cluster cells[SAME_MAX_MOVES];
	int count = 0;
	bool built = false;
	const int boards = colors == 1 ? 0 : colors == 2 ?
	    BOARDS_PER_SEED_TWO_COLORS : BOARDS_PER_SEED;
	for (int tries = 0; !built && tries < boards; tries++)
		built = build_backwards(b, &r, cells, &count);
	if (!built)
		build_stripes(b, cells, &count);
	/* Played forwards the clusters go in the opposite order; the engine
	 * names each by its representative. */
	same_board left = *b;
	for (int i = 0; i < count; i++)
		line[i] = same_board_remove(&left, cells[count - 1 - i].row,
		    cells[count - 1 - i].col);
	return count;
}
