/*
 * What a Mayan session notes of the positions of its line, tried against
 * the solver under every way the line changes: moves of the player and
 * of the computer, undo, redo, restart, start over, a move played after
 * an undo, and searches that end after the line has moved on.  Whatever
 * is noted of a position still on the line is true of it, and the fatal
 * move read from it is the first after which the puzzle could no longer
 * be cleared.
 */
#include <check.h>
#include <stdlib.h>

#include "engine/mayan_gen.h"
#include "engine/rng.h"
#include "session/mayan_assist.h"
#include "session/mayan_random.h"
#include "session/mayan_review.h"
#include "support.h"

static mayan_solver solver;

/* Whether the position after k moves clears in exactly its moves left. */
static bool clearable_at(const mayan_session *s, int k)
{
	const mayan_board *b = &s->positions[k];
	const int left = s->limit - k;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	return left == 0 ? mayan_board_empty(b) : !mayan_board_empty(b) &&
	    mayan_solver_run(&solver, b, left, NULL, answer) ==
	    MAYAN_SOLVE_FOUND;
}

/* Whether `line` (its moves left) clears the position after k moves. */
static bool line_clears(const mayan_session *s, int k,
    const mayan_move *line)
{
	mayan_board b = s->positions[k];
	for (int i = k; i < s->limit; i++)
		if (!mayan_board_move(&b, line[i - k]))
			return false;
	return mayan_board_empty(&b);
}

/* Everything noted of a position that redo can still reach is true. */
static void check_noted(const mayan_session *s)
{
	for (int k = 0; k <= s->last; k++) {
		const mayan_session_found *at = &s->found_at[k];
		if (!at->known)
			continue;
		ck_assert_int_eq(at->found, clearable_at(s, k));
		if (at->found)
			ck_assert(line_clears(s, k, at->move));
	}
}

/* The fatal move, when what was noted tells it, is the first after which
 * the puzzle could not be cleared; the fix clears it from before. */
static bool check_fatal(const mayan_session *s)
{
	int fatal;
	mayan_move fix;
	if (!mayan_session_fatal_known(s, &fatal, &fix))
		return false;
	ck_assert(mayan_session_over(s) && !mayan_session_solved(s));
	int first = 0;
	while (clearable_at(s, first))
		first++;
	ck_assert_int_eq(fatal, first - 1);
	mayan_board b = s->positions[fatal];
	ck_assert(mayan_board_move(&b, fix));
	mayan_session after;
	mayan_session_start(&after, &b, s->limit - fatal - 1);
	ck_assert(clearable_at(&after, 0));
	return true;
}

static void play_any(mayan_session *s, rng *r)
{
	mayan_move moves[MAYAN_MAX_MOVES];
	const int count = mayan_board_moves(mayan_session_board(s), false,
	    moves);
	if (count > 0 && !mayan_session_over(s))
		ck_assert(mayan_session_play(s, moves[rng_below(r,
		    (uint32_t)count)]));
}

START_TEST(what_is_noted_holds_however_the_line_changes)
{
	rng r;
	rng_seed(&r, 77);
	mayan_solver_init(&solver, 0);
	int told = 0;
	for (uint64_t seed = 1; seed <= 24; seed++) {
		const int n = 3 + (int)(seed % 3);
		mayan_puzzle p;
		ck_assert(mayan_random_make(seed, n,
		    mayan_gen_default_colors(n), NULL, NULL, &p));
		mayan_session s;
		mayan_session_start(&s, &p.board, n);
		mayan_assist_job *job = NULL;
		mayan_assist_answer answer = { 0 };
		for (int step = 0; step < 400; step++) {
			mayan_move line[MAYAN_SOLVE_MAX_MOVES], next;
			mayan_assist_answer fresh = { 0 };
			switch (rng_below(&r, 10)) {
			case 0: case 1: case 2:
				play_any(&s, &r);
				break;
			case 3:
				if (mayan_assist_next(&answer, &s, &next))
					(void)mayan_session_play_assisted(&s,
					    next);
				break;
			case 4:
				(void)mayan_session_undo(&s);
				break;
			case 5:
				(void)mayan_session_redo(&s);
				break;
			case 6:
				if (rng_below(&r, 4) == 0)
					mayan_session_start_over(&s);
				else
					mayan_session_restart(&s);
				break;
			case 7:
				if (!mayan_session_over(&s))
					(void)mayan_assist_solve(&fresh, &s,
					    NULL, line);
				answer = fresh;
				break;
			case 8:
				if (job == NULL && !mayan_session_over(&s))
					job = mayan_assist_job_start(
					    mayan_session_board(&s),
					    mayan_session_moves_left(&s),
					    mayan_session_move_count(&s));
				break;
			default:
				if (job != NULL)
					(void)mayan_assist_job_finish(job,
					    false, &s, &answer);
				job = NULL;
				break;
			}
			check_noted(&s);
			if (mayan_session_over(&s) && !mayan_session_solved(&s))
				told += check_fatal(&s);
		}
		if (job != NULL)
			(void)mayan_assist_job_finish(job, true, NULL, &answer);
	}
	ck_assert_int_ge(told, 50);
	mayan_solver_free(&solver);
}
END_TEST

static Suite *mayan_known_suite(void)
{
	Suite *s = suite_create("mayan_known");
	TCase *t = tcase_create("known");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, what_is_noted_holds_however_the_line_changes);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_known_suite());
}
