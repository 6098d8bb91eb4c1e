/*
 * The review of a failed Mayan puzzle: the first move after which the
 * puzzle could no longer be cleared in exactly the moves left, found by
 * bisection, agrees with the plain search that tries every position in
 * turn, on hundreds of random failed games; and the fix it names clears
 * the puzzle from before that move.
 */
#include <check.h>
#include <stdlib.h>

#include "engine/mayan_gen.h"
#include "engine/rng.h"
#include "session/mayan_assist.h"
#include "session/mayan_random.h"
#include "session/mayan_review.h"
#include "support.h"

/* The plain search: the first k whose position after k moves cannot be
 * cleared in the moves left; -1 when every one can. */
static mayan_solver solver; /* one table for the whole suite */

static int first_unclearable(const mayan_session *s)
{
	for (int k = 0; k <= mayan_session_move_count(s); k++) {
		const mayan_board *b = &s->positions[k];
		const int left = s->limit - k;
		mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
		const bool clearable = left == 0 ? mayan_board_empty(b) :
		    !mayan_board_empty(b) &&
		    mayan_solver_run(&solver, b, left, NULL, answer) ==
		    MAYAN_SOLVE_FOUND;
		if (!clearable)
			return k;
	}
	return -1;
}

/* Random legal moves until the puzzle is over. */
static void play_randomly(mayan_session *s, rng *r)
{
	while (!mayan_session_over(s)) {
		mayan_move m;
		do {
			m = (mayan_move){ (int8_t)rng_below(r, MAYAN_WIDTH),
				(int8_t)rng_below(r, MAYAN_HEIGHT),
				(int8_t)(rng_below(r, 2) ? 1 : -1) };
		} while (!mayan_session_play(s, m));
	}
}

START_TEST(the_first_fatal_move_agrees_with_the_plain_search)
{
	rng r;
	rng_seed(&r, 2026);
	mayan_solver_init(&solver, 0);
	int failed = 0;
	for (uint64_t seed = 1; failed < 200; seed++) {
		const int n = 2 + (int)(seed % 3);
		mayan_puzzle p;
		ck_assert(mayan_random_make(seed, n,
		    mayan_gen_default_colors(n), NULL, NULL, &p));
		/* Several games of each puzzle: making one proves it, which
		 * costs more than the games. */
		for (int game = 0; game < 5; game++) {
			mayan_session s;
			mayan_session_start(&s, &p.board, n);
			play_randomly(&s, &r);
			if (mayan_session_solved(&s))
				continue;
			failed++;
			mayan_review review;
			ck_assert_int_eq(mayan_review_first_fatal(&s, &solver,
			    NULL, &review), MAYAN_SOLVE_NONE);
			const int k = first_unclearable(&s);
			/* The start is proved clearable: a move is fatal. */
			ck_assert_int_ge(k, 1);
			ck_assert(review.found);
			ck_assert(!review.hopeless);
			ck_assert_int_eq(review.fatal, k - 1);
			/* The fix clears it from before the fatal move. */
			mayan_session fixed;
			mayan_session_start(&fixed, &s.positions[review.fatal],
			    n - review.fatal);
			ck_assert(mayan_session_play(&fixed, review.fix));
			ck_assert_int_ne(first_unclearable(&fixed), 1);
		}
	}
	mayan_solver_free(&solver);
}
END_TEST

/* A puzzle longer than the quick review's is reviewed from what the
 * searches of the game found (the answer sought from each position
 * before the next move, as the screen seeks it ahead), with no search
 * of its own: the same fatal move as the plain search, and a fix that
 * clears.  Without them it is not reviewed; a move played from an
 * earlier position forgets what was found after it. */
START_TEST(a_long_puzzle_is_reviewed_from_its_searches)
{
	rng r;
	rng_seed(&r, 9);
	mayan_solver_init(&solver, 0);
	const int n = MAYAN_REVIEW_QUICK_MOVES + 2;
	int reviewed = 0;
	for (uint64_t seed = 1; seed <= 3; seed++) {
		mayan_puzzle p;
		ck_assert(mayan_random_make(seed, n,
		    mayan_gen_default_colors(n), NULL, NULL, &p));
		for (int game = 0; game < 4; game++) {
			mayan_session s, unsought;
			mayan_session_start(&s, &p.board, n);
			mayan_session_start(&unsought, &p.board, n);
			while (!mayan_session_over(&s)) {
				mayan_assist_answer known = { 0 };
				mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
				mayan_assist_solve(&known, &s, NULL, answer);
				/* Half the games follow the answer a while. */
				mayan_move m = answer[0];
				if (!known.found || game % 2 == 0 ||
				    rng_below(&r, 3) == 0) {
					do {
						m = (mayan_move){
						    (int8_t)rng_below(&r, 5),
						    (int8_t)rng_below(&r, 7),
						    (int8_t)(rng_below(&r, 2) ?
						    1 : -1) };
					} while (!mayan_move_legal(
					    mayan_session_board(&s), m));
				}
				ck_assert(mayan_session_play(&s, m));
				ck_assert(mayan_session_play(&unsought, m));
			}
			if (mayan_session_solved(&s))
				continue;
			reviewed++;
			mayan_review review;
			ck_assert(!mayan_review_quick(&unsought, &review));
			ck_assert(mayan_review_quick(&s, &review));
			ck_assert_int_eq(review.fatal,
			    first_unclearable(&s) - 1);
			mayan_session fixed;
			mayan_session_start(&fixed, &s.positions[review.fatal],
			    n - review.fatal);
			ck_assert(mayan_session_play(&fixed, review.fix));
			ck_assert_int_ne(first_unclearable(&fixed), 1);
			/* Another move in place of the last but one: what
			 * was found before the last no longer holds. */
			const int count = mayan_session_move_count(&s);
			if (count < 2)
				continue;
			ck_assert(s.found_at[count - 1].known);
			const mayan_move played = mayan_session_move(&s,
			    count - 2);
			ck_assert(mayan_session_undo(&s));
			ck_assert(mayan_session_undo(&s));
			mayan_move moves[MAYAN_MAX_MOVES];
			const int legal = mayan_board_moves(
			    mayan_session_board(&s), false, moves);
			ck_assert_int_ge(legal, 2);
			ck_assert(mayan_session_play(&s, moves[
			    mayan_move_compare(moves[0], played) == 0]));
			ck_assert(!s.found_at[count - 1].known);
		}
	}
	ck_assert_int_ge(reviewed, 6);
	mayan_solver_free(&solver);
}
END_TEST

/* While the position shown can still be cleared, nothing is fatal. */
START_TEST(a_puzzle_still_clearable_has_no_fatal_move)
{
	mayan_puzzle p;
	ck_assert(mayan_random_make(7, 3, mayan_gen_default_colors(3), NULL,
	    NULL, &p));
	mayan_session s;
	mayan_session_start(&s, &p.board, 3);
	mayan_review review;
	ck_assert_int_eq(mayan_review_first_fatal(&s, NULL, NULL, &review),
	    MAYAN_SOLVE_FOUND);
	ck_assert(!review.found);
}
END_TEST

/* A puzzle that could not be cleared from its start has no fatal move,
 * and its words say that none is to blame. */
START_TEST(a_puzzle_never_clearable_blames_no_move)
{
	mayan_board b;
	mayan_board_clear(&b);
	/* 1 and 2 over each other in three columns: nothing clears them
	 * in one move. */
	for (int x = 0; x < 3; x++) {
		mayan_board_push(&b, x, x == 1 ? 2 : 1);
		mayan_board_push(&b, x, x == 1 ? 1 : 2);
	}
	mayan_session s;
	mayan_session_start(&s, &b, 1);
	ck_assert(mayan_session_play(&s, (mayan_move){ 0, 0, 1 }));
	ck_assert(mayan_session_over(&s) && !mayan_session_solved(&s));
	mayan_review review;
	ck_assert(!mayan_review_quick(&s, &review));
	ck_assert(review.hopeless);
	ck_assert(!review.found);
	char words[160];
	mayan_review_words(words, sizeof words, &s, &review);
	ck_assert_str_eq(words, "No move is to blame: it cannot be cleared "
	    "in exactly 1 move from its start.");
}
END_TEST

static Suite *mayan_review_suite(void)
{
	Suite *s = suite_create("mayan_review");
	TCase *t = tcase_create("review");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, the_first_fatal_move_agrees_with_the_plain_search);
	tcase_add_test(t, a_puzzle_still_clearable_has_no_fatal_move);
	tcase_add_test(t, a_long_puzzle_is_reviewed_from_its_searches);
	tcase_add_test(t, a_puzzle_never_clearable_blames_no_move);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_review_suite());
}
