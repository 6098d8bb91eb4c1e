/*
 * The Mayan screen's searches without a terminal: a search on its own
 * thread answers from a position in mid-game, teaches its session what
 * it proves, can be cancelled and never takes the loop's signals; one
 * sought ahead answers the position it started from and stays unseen
 * until asked for, even at the end; and searches left behind stop new
 * ones until they end.  check_ui_mayan.c tests the screen's other parts.
 */
#include <check.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/mayan.h"
#include "engine/mayan_gen.h"
#include "session/job.h"
#include "session/mayan_assist.h"
#include "session/mayan_random.h"
#include "session/mayan_review.h"
#include "session/mayan_session.h"
#include "session/same_assist.h"
#include "support.h"
#include "ui/mayan/logic.h"
#include "ui/mayan/screen.h"
#include "ui_mayan_fixture.h"

/* Run a search to its end, as the screen's ticks do. */
static bool wait_job(mayan_assist_job *job, mayan_assist_answer *a)
{
	while (!mayan_assist_job_done(job))
		usleep(1000);
	return mayan_assist_job_finish(job, false, NULL, a);
}

/* A search that ends notes in its session what it proves of the start,
 * with no front end to remember it: an answer from a later position on
 * the session's line, even once the session has moved on. */
START_TEST(a_search_ended_teaches_its_session)
{
	mayan_session s = sample_session();
	mayan_assist_answer a;
	ck_assert(mayan_session_play(&s, sample_answer[0]));
	mayan_assist_job *job = mayan_assist_job_start(mayan_session_board(&s),
	    2, 1);
	ck_assert_ptr_nonnull(job);
	ck_assert(mayan_session_undo(&s));
	while (!mayan_assist_job_done(job))
		usleep(1000);
	ck_assert(mayan_assist_job_finish(job, false, &s, &a));
	ck_assert(a.found);
	ck_assert_int_eq(mayan_session_start_known(&s),
	    MAYAN_START_CLEARABLE);
}
END_TEST

START_TEST(a_search_answers_from_mid_game)
{
	mayan_session s = sample_session();
	ck_assert(mayan_session_play(&s, sample_answer[0]));
	mayan_assist_answer a;
	mayan_assist_job *job = mayan_assist_job_start(mayan_session_board(&s),
	    mayan_session_moves_left(&s), mayan_session_move_count(&s));
	ck_assert_ptr_nonnull(job);
	ck_assert(wait_job(job, &a));
	ck_assert(a.found);
	ck_assert_int_eq(a.from, 1);
	ck_assert_int_eq(a.count, 2);
	ck_assert_int_eq(mayan_move_compare(a.move[0], sample_answer[1]), 0);
	ck_assert_int_eq(mayan_move_compare(a.move[1], sample_answer[2]), 0);
	ck_assert(mayan_assist_holds(&a, &s));

	/* After a wrong first move there is no answer in the two left,
	 * as the solver itself says. */
	mayan_session_restart(&s);
	ck_assert(mayan_session_play(&s, (mayan_move){ 0, 0, 1 }));
	mayan_move direct[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(mayan_solve(mayan_session_board(&s), 2, NULL, direct),
	    MAYAN_SOLVE_NONE);
	job = mayan_assist_job_start(mayan_session_board(&s), 2, 1);
	ck_assert_ptr_nonnull(job);
	ck_assert(wait_job(job, &a));
	ck_assert(a.known);
	ck_assert(!a.found);
	ck_assert(mayan_assist_holds(&a, &s));
}
END_TEST

START_TEST(a_search_ahead_answers_the_position_it_started_from)
{
	mayan_session s = sample_session();
	ck_assert(mayan_session_play(&s, sample_answer[0]));
	mayan_assist_job *job = mayan_assist_job_ahead(&s);
	ck_assert_ptr_nonnull(job);
	ck_assert_int_eq(mayan_assist_job_moves(job), 2);
	ck_assert(mayan_assist_job_for(job, &s));
	/* A move, or an undo, leaves it speaking for another position. */
	ck_assert(mayan_session_play(&s, sample_answer[1]));
	ck_assert(!mayan_assist_job_for(job, &s));
	ck_assert(mayan_session_undo(&s));
	ck_assert(mayan_session_undo(&s));
	ck_assert(!mayan_assist_job_for(job, &s));
	ck_assert(mayan_session_play(&s, sample_answer[0]));
	ck_assert(mayan_assist_job_for(job, &s));
	mayan_assist_answer a;
	ck_assert(wait_job(job, &a));
	ck_assert(a.found);
	ck_assert_int_eq(a.from, 1);
	ck_assert_int_eq(mayan_move_compare(a.move[0], sample_answer[1]), 0);
	ck_assert_int_eq(mayan_move_compare(a.move[1], sample_answer[2]), 0);
	/* The same board with other moves left is another puzzle. */
	mayan_session_restart(&s);
	job = mayan_assist_job_ahead(&s);
	ck_assert_ptr_nonnull(job);
	ck_assert(mayan_assist_job_for(job, &s));
	mayan_session other;
	mayan_session_start(&other, mayan_session_board(&s), 4);
	ck_assert(!mayan_assist_job_for(job, &other));
	/* Abandoned, nobody waits: its thread frees it, or the abandon
	 * itself once the search has ended (the sanitizers hold both to
	 * freeing it once). */
	while (!mayan_assist_job_done(job))
		usleep(1000);
	mayan_assist_job_abandon(job);
	mayan_puzzle p = read_puzzle(support_test_path("data/mayan/hard.txt"));
	mayan_session hard;
	mayan_session_start(&hard, &p.board, p.moves);
	job = mayan_assist_job_ahead(&hard);
	ck_assert_ptr_nonnull(job);
	mayan_assist_job_abandon(job);
}
END_TEST

/* Jobs abandoned on a machine so busy that their threads do not yet
 * run: they wait for `gate` whatever the cancel says. */
static atomic_bool gate;

static void wait_for_gate(job_task *job, const atomic_bool *cancel)
{
	(void)job;
	(void)cancel;
	while (!atomic_load(&gate))
		usleep(1000);
}

static void free_gated(job_task *job)
{
	free(job);
}

/* Until abandoned jobs have ended, 15 s at most (three waits stay
 * within the check's limit): on idle processors of a machine running
 * the rest of the suite, a thread may take a while to see its cancel. */
static void wait_for_room(void)
{
	for (int waited = 0; !job_room_ahead() && waited < 15000; waited++)
		usleep(1000);
}

START_TEST(searches_left_behind_stop_new_ones_ahead)
{
	mayan_session s = sample_session();
	atomic_store(&gate, false);
	/* Searches earlier tests abandoned end first (the suite may run in
	 * one process). */
	wait_for_room();
	ck_assert(job_room_ahead());
	for (int i = 0; i < JOB_LEFT_BEHIND_MAX; i++) {
		job_task *stuck = calloc(1, sizeof *stuck);
		ck_assert_ptr_nonnull(stuck);
		ck_assert(job_start(stuck, wait_for_gate));
		job_abandon(stuck, free_gated);
	}
	/* Neither a search ahead nor a review in the background starts
	 * beside them (both wait): a busy machine would gather one a move.
	 * The Mayan screen keeps ticking to ask again. */
	ck_assert(!job_room_ahead());
	ck_assert_ptr_null(mayan_assist_job_ahead(&s));
	ui_mayan screen = { 0 };
	screen.gs.game.mayan = s;
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_null(screen.ahead);
	ck_assert_int_eq(screen.gs.screen.tick_ms, JOB_POLL_MS);
	same_planner_budget budget;
	ck_assert(same_assist_review_budget("1", &budget));
	same_board board;
	same_board_random(&board, 5, 5, 2, 7);
	same_assist_review review = { 0 };
	same_assist_review_start(&review, &board, &budget);
	ck_assert(review.on);
	ck_assert(review.waiting);
	ck_assert_ptr_null(review.job);
	ck_assert(!same_assist_review_poll(&review));
	ck_assert_ptr_null(review.job);
	/* Once their threads have ended, the review's planner starts at
	 * the screen's next poll, and the search ahead starts again. */
	atomic_store(&gate, true);
	wait_for_room();
	ck_assert(job_room_ahead());
	same_assist_review_poll(&review);
	ck_assert(!review.waiting);
	ck_assert(review.job != NULL || review.plan.known);
	/* Its planner, abandoned, is left behind in turn until its thread
	 * sees the cancel (the gated jobs may not all have ended yet). */
	same_assist_review_stop(&review);
	wait_for_room();
	/* The screen's next tick starts it, and the one after it ends
	 * takes its answer in; the ticks then stop. */
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_nonnull(screen.ahead);
	ck_assert(!screen.ahead_wanted);
	while (!mayan_assist_job_done(screen.ahead))
		usleep(1000);
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_null(screen.ahead);
	ck_assert(screen.gs.game.answer.found);
	ck_assert_int_eq(screen.gs.screen.tick_ms, 0);
}
END_TEST

/* The answer found ahead is taken in at the tick after its search
 * ends, and nothing shows it: not the panel, lit for an answer asked
 * for before the player moved off it, nor a hint; nor is it counted as
 * help.  Only s, g or G show it, with no search of their own. */
START_TEST(an_answer_found_ahead_stays_unseen_until_asked)
{
	wait_for_room(); /* searches earlier tests left behind */
	ui_mayan screen = { 0 };
	screen.gs.game.mayan = sample_session();
	ck_assert(mayan_session_play(&screen.gs.game.mayan,
	    sample_answer[0]));
	screen.panel = screen.hinting = true;
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_nonnull(screen.ahead);
	while (!mayan_assist_job_done(screen.ahead))
		usleep(1000);
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_null(screen.ahead);
	ck_assert(screen.gs.game.answer.found);
	ck_assert(mayan_assist_holds(&screen.gs.game.answer,
	    &screen.gs.game.mayan));
	ck_assert(!screen.panel);
	ck_assert(!screen.hinting);
	ck_assert(!screen.gs.game.helped);
	ck_assert_int_eq(screen.gs.screen.tick_ms, 0);
}
END_TEST

/* t lights the move that still clears a failed puzzle, the exact
 * answer's next one from the position it goes back to; the answer
 * sought ahead from there, taken in at a tick, has the same move next
 * and leaves it lit where the player was told to look. */
START_TEST(the_move_t_lights_stays_lit_when_its_answer_is_taken_in)
{
	wait_for_room(); /* searches earlier tests left behind */
	ui_mayan screen = { 0 };
	screen.gs.game.mayan = sample_session();
	/* Where t goes back to on the sample played 2 1 1, 0 0 1, 0 0 1:
	 * before move 2, with (3,1) right lit. */
	ck_assert(mayan_session_play(&screen.gs.game.mayan,
	    sample_answer[0]));
	screen.hint = sample_answer[1];
	screen.hinting = true;
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_nonnull(screen.ahead);
	while (!mayan_assist_job_done(screen.ahead))
		usleep(1000);
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_null(screen.ahead);
	ck_assert(mayan_assist_holds(&screen.gs.game.answer,
	    &screen.gs.game.mayan));
	ck_assert(screen.hinting);
	ck_assert_int_eq(mayan_move_compare(screen.hint, sample_answer[1]),
	    0);
	ck_assert(!screen.panel);
}
END_TEST

/* A puzzle longer than the quick review's, followed to its last move by
 * the answer and lost there: the search ahead of that move has ended,
 * not yet taken in at a tick, and the end already names the move that
 * lost it, as t then goes back before it. */
START_TEST(the_end_reads_a_search_ahead_not_yet_taken_in)
{
	wait_for_room(); /* searches earlier tests left behind */
	const int n = MAYAN_REVIEW_QUICK_MOVES + 1;
	mayan_puzzle p;
	ck_assert(mayan_random_make(5, n, mayan_gen_default_colors(n), NULL,
	    NULL, &p));
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(mayan_solve(&p.board, n, NULL, answer),
	    MAYAN_SOLVE_FOUND);
	ui_mayan screen = { 0 };
	game_start_mayan(&screen.gs.game, &p.board, n, "");
	mayan_session *s = &screen.gs.game.mayan;
	for (int k = 0; k < n - 1; k++)
		ck_assert(mayan_session_play(s, answer[k]));
	ui_mayan_think_ahead(&screen);
	ck_assert_ptr_nonnull(screen.ahead);
	while (!mayan_assist_job_done(screen.ahead))
		usleep(1000);
	/* Any last move but one that clears it loses it. */
	mayan_move moves[MAYAN_MAX_MOVES], lost = { 0, 0, 0 };
	const int count = mayan_board_moves(mayan_session_board(s), false,
	    moves);
	int k = 0;
	for (; k < count; k++) {
		mayan_board b = *mayan_session_board(s);
		ck_assert(mayan_board_move(&b, moves[k]));
		lost = moves[k];
		if (!mayan_board_empty(&b))
			break;
	}
	ck_assert_int_lt(k, count);
	ui_mayan_play_move(&screen, lost, false);
	ck_assert(mayan_session_over(s) && !mayan_session_solved(s));
	char want[64];
	snprintf(want, sizeof want, "Move %d, ", n);
	ck_assert_msg(strstr(screen.gs.note.text, want) != NULL &&
	    strstr(screen.gs.note.text, "made it impossible") != NULL,
	    "said: %s", screen.gs.note.text);
	game_free(&screen.gs.game);
}
END_TEST

START_TEST(a_long_search_is_cancelled)
{
	mayan_puzzle p = read_puzzle(support_test_path("data/mayan/hard.txt"));
	ck_assert_int_eq(p.moves, 10);
	mayan_assist_answer a = { .count = -1 };
	mayan_assist_job *job = mayan_assist_job_start(&p.board, p.moves, 0);
	ck_assert_ptr_nonnull(job);
	ck_assert_int_eq(mayan_assist_job_moves(job), 10);
	/* It counts the positions it tries while it runs. */
	while (mayan_assist_job_positions(job) == 0 &&
	    !mayan_assist_job_done(job))
		sched_yield();
	ck_assert_uint_gt(mayan_assist_job_positions(job), 0);
	/* Cancelled, the search tells nothing and leaves the answer be. */
	ck_assert(!mayan_assist_job_finish(job, true, NULL, &a));
	ck_assert(!a.known);
	ck_assert_int_eq(a.count, -1);
}
END_TEST

/* A job that notes which signals its thread blocks. */
typedef struct mask_job {
	job_task job;
	bool blocks_int, blocks_winch, blocks_term;
} mask_job;

static void mask_job_work(job_task *job, const atomic_bool *cancel)
{
	(void)cancel;
	mask_job *m = (mask_job *)job;
	sigset_t mask;
	pthread_sigmask(SIG_BLOCK, NULL, &mask);
	m->blocks_int = sigismember(&mask, SIGINT) == 1;
	m->blocks_winch = sigismember(&mask, SIGWINCH) == 1;
	m->blocks_term = sigismember(&mask, SIGTERM) == 1;
}

/* Signals are the curses loop's: a search thread never takes one, and
 * starting it leaves the caller's mask as it was. */
START_TEST(a_search_thread_blocks_the_signals)
{
	mask_job m = { 0 };
	sigset_t before, after;
	pthread_sigmask(SIG_BLOCK, NULL, &before);
	ck_assert(job_start(&m.job, mask_job_work));
	pthread_sigmask(SIG_BLOCK, NULL, &after);
	job_finish(&m.job, false);
	ck_assert(m.blocks_int && m.blocks_winch && m.blocks_term);
	ck_assert_int_eq(sigismember(&after, SIGINT),
	    sigismember(&before, SIGINT));
	ck_assert_int_eq(sigismember(&after, SIGWINCH),
	    sigismember(&before, SIGWINCH));
}
END_TEST

static Suite *ui_mayan_search_suite(void)
{
	Suite *s = suite_create("ui_mayan_search");
	TCase *t = tcase_create("ui_mayan_search");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, a_search_answers_from_mid_game);
	tcase_add_test(t, a_search_ended_teaches_its_session);
	tcase_add_test(t, a_search_ahead_answers_the_position_it_started_from);
	tcase_add_test(t, searches_left_behind_stop_new_ones_ahead);
	tcase_add_test(t, an_answer_found_ahead_stays_unseen_until_asked);
	tcase_add_test(t,
	    the_move_t_lights_stays_lit_when_its_answer_is_taken_in);
	tcase_add_test(t, the_end_reads_a_search_ahead_not_yet_taken_in);
	tcase_add_test(t, a_long_search_is_cancelled);
	tcase_add_test(t, a_search_thread_blocks_the_signals);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_mayan_search_suite());
}
