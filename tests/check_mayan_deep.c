/*
 * The deep Mayan search against independent searches: a plain one with
 * no pruning beyond memoisation (every legal move in the order of
 * SPEC.md, failures remembered by board and moves left), on thousands of
 * puzzles of up to 6 moves (among them hundreds where the colour bound
 * is tight, see mayan_bound.h) and a sample of 8 to 10; every position
 * on the way of the plain search's answers against the colours'
 * balance; and the search split over threads (`tumble solve --threads`)
 * against the single one.
 */
#include <check.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan.h"
#include "engine/mayan_bound.h"
#include "engine/mayan_solve.h"
#include "engine/mayan_split.h"
#include "engine/rng.h"
#include "support.h"

#define MOVE(x, y, g) ((mayan_move){ (x), (y), (g) })

/* The plain search's memory: board and moves left of proved failures, in
 * an open-addressed table that, when full, stops remembering.  Entries of
 * earlier puzzles are told apart by the puzzle's number. */
#define MEMO_BITS 20

typedef struct memo_entry {
	mayan_board board;
	int left;
	unsigned puzzle;
} memo_entry;

static memo_entry *memo;
static unsigned memo_puzzle;

static memo_entry *memo_slot(const mayan_board *b, int left)
{
	uint64_t h = (uint64_t)left;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		h = (h ^ b->col[x]) * 0x9e3779b97f4a7c15ULL;
	const size_t mask = ((size_t)1 << MEMO_BITS) - 1;
	for (size_t i = h >> 40 & mask, probes = 0; probes < 64;
	    i = (i + 1) & mask, probes++)
		if (memo[i].puzzle != memo_puzzle || (memo[i].left == left &&
		    mayan_board_equal(&memo[i].board, b)))
			return &memo[i];
	return NULL;
}

static bool memo_search(const mayan_board *b, int left, mayan_move *answer)
{
	if (mayan_board_empty(b))
		return left == 0;
	if (left == 0)
		return false;
	memo_entry *slot = memo_slot(b, left);
	if (slot != NULL && slot->puzzle == memo_puzzle)
		return false;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		for (int y = 0; y < MAYAN_HEIGHT; y++) {
			for (int g = 1; g >= -1; g -= 2) {
				mayan_board next = *b;
				answer[0] = MOVE(x, y, g);
				if (mayan_board_move(&next, answer[0]) &&
				    memo_search(&next, left - 1, answer + 1))
					return true;
			}
		}
	}
	if (slot != NULL) {
		slot->board = *b;
		slot->left = left;
		slot->puzzle = memo_puzzle;
	}
	return false;
}

/* A fresh memory for each puzzle, so no puzzle leans on another. */
static bool plain_solve(const mayan_board *b, int n, mayan_move *answer)
{
	memo_puzzle++;
	return memo_search(b, n, answer);
}

static void setup(void)
{
	memo = calloc((size_t)1 << MEMO_BITS, sizeof *memo);
	ck_assert_ptr_nonnull(memo);
}

static void teardown(void)
{
	free(memo);
}

/*
 * A puzzle with an answer planted in it: vertical lines of three in
 * random columns, then `swaps` swaps of different colours, until no line
 * is left.  Undoing the swaps often clears it, so answers are common.
 */
static void planted_puzzle(rng *r, mayan_board *b, int lines, int swaps,
    int colors)
{
	do {
		mayan_board_clear(b);
		for (int i = 0; i < lines; i++) {
			const int x = (int)rng_below(r, MAYAN_WIDTH);
			const int color = 1 + (int)rng_below(r,
			    (uint32_t)colors);
			for (int k = 0; k < 3; k++)
				mayan_board_push(b, x, color);
		}
		for (int i = 0; i < swaps; i++) {
			const mayan_move m = MOVE((int)rng_below(r, 4),
			    (int)rng_below(r, MAYAN_HEIGHT),
			    1);
			if (mayan_move_swaps(b, m))
				mayan_board_drag(b, m);
		}
	} while (mayan_board_has_line(b) || mayan_board_empty(b));
}

/* A planted puzzle of `lines` lines in 3 or 4 colours, scrambled by
 * enough swaps to break every line and up to `spare` - 1 more; drawn
 * in a fixed order, whatever order a compiler gives arguments. */
static void scrambled_puzzle(rng *r, mayan_board *b, int lines, int spare)
{
	const int swaps = (lines + 1) / 2 + (int)rng_below(r,
	    (uint32_t)spare);
	const int colors = 3 + (int)rng_below(r, 2);
	planted_puzzle(r, b, lines, swaps, colors);
}

/* True when the moves, played in order, clear the board with the last. */
static bool clears(const mayan_board *start, const mayan_move *moves, int n)
{
	mayan_board b = *start;
	for (int i = 0; i < n; i++)
		if (mayan_board_empty(&b) || !mayan_board_move(&b, moves[i]))
			return false;
	return mayan_board_empty(&b);
}

/* Solve with the deep search and the plain one; they must agree to the
 * move.  Returns whether there is an answer. */
static bool expect_agree(mayan_solver *s, const mayan_board *b, int n,
    const char *what, int i)
{
	mayan_move want[MAYAN_SOLVE_MAX_MOVES], got[MAYAN_SOLVE_MAX_MOVES];
	const bool exists = plain_solve(b, n, want);
	const mayan_solve_status status = mayan_solver_run(s, b, n, NULL,
	    got);
	ck_assert_msg(status == (exists ? MAYAN_SOLVE_FOUND
					: MAYAN_SOLVE_NONE),
	    "%s %d, n = %d: status %d", what, i, n, status);
	for (int m = 0; exists && m < n; m++)
		ck_assert_msg(mayan_move_compare(got[m], want[m]) == 0,
		    "%s %d, n = %d: move %d is %d %d %d, not %d %d %d", what,
		    i, n, m + 1, got[m].x, got[m].y, got[m].g, want[m].x,
		    want[m].y, want[m].g);
	if (exists)
		ck_assert(clears(b, got, n));
	return exists;
}

START_TEST(deep_equals_plain_up_to_six_moves)
{
	/* Boards of 2 to 5 lines' worth of blocks in 3 or 4 colours, enough
	 * planted swaps to break every line and up to 5 more, and n from 1
	 * to 6, so that falls, swaps, chains and wasted moves all come
	 * up. */
	rng r;
	rng_seed(&r, 30);
	mayan_solver s;
	mayan_solver_init(&s, 16);
	int solved = 0, total = 0;
	for (int i = 0; i < 3000; i++) {
		const int n = 1 + (int)rng_below(&r, 6);
		const int lines = 2 + (int)rng_below(&r, 4);
		mayan_board b;
		scrambled_puzzle(&r, &b, lines, 6);
		solved += expect_agree(&s, &b, n, "puzzle", i);
		total++;
	}
	mayan_solver_free(&s);
	/* Both outcomes must be common for the comparison to mean much. */
	ck_assert_msg(solved > total / 10 && solved < total - total / 10,
	    "%d of %d puzzles have an answer", solved, total);
}
END_TEST

/* Whether the colours' distances add up to exactly twice the moves: the
 * tight case, where only a swap giving two useful steps may come next. */
static bool tight_at_start(const mayan_board *b, int n)
{
	mayan_colors k;
	return mayan_colors_count(mayan_count_table_get(), b, &k) &&
	    k.shifts == 2 * n && k.farthest <= n;
}

START_TEST(deep_equals_plain_on_tight_puzzles)
{
	/* About one planted swap a move, so that each swap strands two
	 * colours and the distances often add up to exactly twice the moves
	 * left, where the search cuts hardest; every n from 1 to 6. */
	rng r;
	rng_seed(&r, 4711);
	mayan_solver s;
	mayan_solver_init(&s, 16);
	int tight = 0, tight_solved = 0, solved = 0;
	const int total = 2000;
	for (int i = 0; i < total; i++) {
		const int n = 1 + (int)rng_below(&r, 6);
		const int lines = 2 + (int)rng_below(&r, 3);
		mayan_board b;
		scrambled_puzzle(&r, &b, lines, n);
		const bool found = expect_agree(&s, &b, n, "tight puzzle", i);
		solved += found;
		if (tight_at_start(&b, n)) {
			tight++;
			tight_solved += found;
		}
	}
	mayan_solver_free(&s);
	ck_assert_msg(solved > total / 10 && solved < total - total / 10,
	    "%d of %d puzzles have an answer", solved, total);
	ck_assert_msg(tight > total / 10 && tight_solved > tight / 10 &&
	    tight_solved < tight - tight / 10,
	    "%d of %d puzzles tight, %d of them with an answer", tight, total,
	    tight_solved);
}
END_TEST

START_TEST(deep_answers_of_8_to_10_moves_match)
{
	rng r;
	rng_seed(&r, 810);
	mayan_solver s;
	mayan_solver_init(&s, 0);
	int solved = 0;
	for (int i = 0; i < 24; i++) {
		const int n = 8 + i % 3;
		mayan_board b;
		planted_puzzle(&r, &b, 3, n, 3);
		solved += expect_agree(&s, &b, n, "deep puzzle", i);
	}
	mayan_solver_free(&s);
	ck_assert_int_gt(solved, 0);
}
END_TEST

START_TEST(every_position_of_an_answer_is_balanced)
{
	/* The colours' balance (mayan_bound.h) proves a position lost: no
	 * position on the way of an answer that the plain search found,
	 * knowing nothing of it, may fail it. */
	rng r;
	rng_seed(&r, 606);
	const mayan_count_table *t = mayan_count_table_get();
	int answers = 0, tested = 0;
	for (int i = 0; i < 3000; i++) {
		const int n = 2 + (int)rng_below(&r, 5);
		const int lines = 2 + (int)rng_below(&r, 4);
		mayan_board b;
		scrambled_puzzle(&r, &b, lines, n);
		mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
		if (!plain_solve(&b, n, answer))
			continue;
		answers++;
		for (int m = 0; m < n; m++) {
			const int left = n - m;
			mayan_colors k;
			ck_assert(mayan_colors_count(t, &b, &k));
			tested += k.stranded != 0 &&
			    2 * left - k.shifts <= MAYAN_FLOW_EXTRA;
			ck_assert_msg(mayan_colors_balanced(t, &k, left, NULL),
			    "puzzle %d, before move %d of %d", i, m + 1, n);
			ck_assert(mayan_board_move(&b, answer[m]));
		}
	}
	ck_assert_int_gt(answers, 300);
	ck_assert_int_gt(tested, 1000);
}
END_TEST

/* The search split over two threads as mayan_solver_run() splits a long
 * one, here also at fewer moves; the same solver's table.  Compared with
 * the single search, the same answer or the same -1. */
static bool split_agrees(mayan_solver *s, const mayan_board *b, int n,
    int i)
{
	mayan_move one[MAYAN_SOLVE_MAX_MOVES], two[MAYAN_SOLVE_MAX_MOVES];
	s->threads = 1;
	const mayan_solve_status want = mayan_solver_run(s, b, n, NULL, one);
	s->threads = 2;
	mayan_solver_begin(s, n, NULL);
	ck_assert_int_eq(mayan_split_run(s, b, n, two), want);
	for (int m = 0; want == MAYAN_SOLVE_FOUND && m < n; m++)
		ck_assert_msg(mayan_move_compare(one[m], two[m]) == 0,
		    "puzzle %d, n = %d: move %d", i, n, m + 1);
	return want == MAYAN_SOLVE_FOUND;
}

START_TEST(split_search_gives_the_same_answers)
{
	/* Fuller boards, where first moves are many and their searches long
	 * enough to overlap, of 2 to 5 moves (each first move an opening),
	 * so that openings that clear the board, or are the whole answer,
	 * come up; then deeper ones, whose openings are the first two
	 * moves. */
	rng r;
	rng_seed(&r, 2);
	mayan_solver s;
	mayan_solver_init(&s, 16);
	int solved = 0;
	for (int i = 0; i < 150; i++) {
		const int n = 2 + (int)rng_below(&r, 4);
		mayan_board b;
		planted_puzzle(&r, &b, 4 + (int)rng_below(&r, 5), n, 4);
		solved += split_agrees(&s, &b, n, i);
	}
	ck_assert_int_gt(solved, 20);
	ck_assert_int_lt(solved, 130);
	int deep_solved = 0;
	for (int i = 0; i < 16; i++) {
		const int n = 8 + i % 2;
		mayan_board b;
		planted_puzzle(&r, &b, 3, n, 3);
		deep_solved += split_agrees(&s, &b, n, i);
	}
	mayan_solver_free(&s);
	ck_assert_int_gt(deep_solved, 8);
}
END_TEST

START_TEST(split_search_cancelled_is_not_no_answer)
{
	mayan_board b;
	support_mayan_board(&b, "1 2 3 1 2 3", "2 3 1 2 3 1", "3 1 2 3 1 2",
	    "1 2 3 1 2 3", "2 3 1 2 3 1");
	atomic_bool cancel;
	atomic_init(&cancel, true);
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(mayan_solve_split(&b, 10, 2, &cancel, answer, NULL),
	    MAYAN_SOLVE_CANCELLED);
}
END_TEST

START_TEST(solve_threads_option)
{
	static const char sample[] = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n"
				     "2 4 3 4 0\n";
	run_result r = support_run(sample, NULL, "solve", "--threads", "2",
	    NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "2 1 1\n3 1 1\n3 0 1\n");
	support_run_free(&r);
	r = support_run(sample, NULL, "solve", "-j", "0", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_ptr_nonnull(strstr(r.err, "--threads takes a number"));
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
}
END_TEST

START_TEST(equal_blocks_searched_once)
{
	/* Blocks of one colour on top of each other fall alike (column 0,
	 * rows 0 and 1 onto column 1 once it is low enough), and blocks of
	 * one colour land on a column alike in either order: each board
	 * is searched once.  Without the first skip the search visits
	 * 1,227 positions, without the second 1,255; the answer (none) is
	 * the plain search's. */
	mayan_board b;
	support_mayan_board(&b, "1 1 2 2 1", "1 2 3 3 1 2 3",
	    "3 3 1 3 3 2 1", "2 1 2 1 1", "1 1 3 2 3 2");
	mayan_solver s;
	mayan_solver_init(&s, 16);
	s.threads = 1;
	ck_assert(!expect_agree(&s, &b, 4, "board of equal blocks", 0));
	ck_assert_uint_le(s.nodes, 1217);
	mayan_solver_free(&s);
}
END_TEST

static Suite *mayan_deep_suite(void)
{
	Suite *s = suite_create("mayan_deep");
	TCase *t = tcase_create("deep");
	tcase_set_timeout(t, 240);
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, deep_equals_plain_up_to_six_moves);
	tcase_add_test(t, deep_equals_plain_on_tight_puzzles);
	tcase_add_test(t, deep_answers_of_8_to_10_moves_match);
	tcase_add_test(t, every_position_of_an_answer_is_balanced);
	tcase_add_test(t, equal_blocks_searched_once);
	tcase_add_test(t, split_search_gives_the_same_answers);
	tcase_add_test(t, split_search_cancelled_is_not_no_answer);
	tcase_add_test(t, solve_threads_option);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_deep_suite());
}
