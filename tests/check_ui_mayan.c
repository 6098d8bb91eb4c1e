/*
 * The Mayan screen's parts without a terminal: the show of every move
 * comes to rest on the engine's board after flashing exactly the lines the
 * engine removes, chain by chain; the answer kept by the screen follows
 * the player's moves; a search on its own thread answers from a position
 * in mid-game, can be cancelled and never takes the loop's signals; one
 * sought ahead stays unseen until asked for; a solve is recorded in
 * words; and the default level is the first one not solved.
 * check_mayan_edit.c tests the puzzle editor's rules.
 */
#include <check.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "engine/mayan.h"
#include "engine/mayan_gen.h"
#include "io/levels.h"
#include "io/scan.h"
#include "io/progress.h"
#include "session/mayan_progress.h"
#include "session/mayan_random.h"
#include "session/mayan_review.h"
#include "session/mayan_session.h"
#include "support.h"
#include "session/job.h"
#include "ui/mayan/logic.h"
#include "ui/mayan/screen.h"
#include "session/mayan_assist.h"
#include "session/same_assist.h"

static mayan_puzzle read_puzzle(const char *path)
{
	mayan_puzzle p;
	io_error e;
	ck_assert_msg(levels_read_puzzle(path, &p, &e), "%s:%d:%d: %s",
	    e.file, e.line, e.col, e.what);
	return p;
}

static int show_blocks(const ui_mayan_show *show)
{
	int blocks = 0;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			blocks += show->cell[x][y] != 0;
	return blocks;
}

/* Show move m from `before` and check it against the engine: the same
 * cells flash as the settle rounds remove, and the last frame is the
 * board after the move.  Returns the number of chains. */
static int check_show(const mayan_board *before, mayan_move m)
{
	mayan_board expect = *before, rounds = *before;
	ck_assert(mayan_board_move(&expect, m));
	ck_assert(mayan_board_drag(&rounds, m));
	ui_mayan_show show;
	ui_mayan_show_start(&show, before, m);
	int frames = 0, chains = 0, blocks = mayan_board_blocks(before);
	mayan_cells flashing = 0;
	while (ui_mayan_show_step(&show)) {
		ck_assert_int_lt(++frames, 200);
		ck_assert_int_le(show_blocks(&show), blocks);
		blocks = show_blocks(&show);
		if (show.flash != 0 && show.flash != flashing) {
			/* A new round of lines: the engine's own. */
			ck_assert_uint_eq(show.flash,
			    mayan_board_settle_step(&rounds));
			chains++;
		}
		flashing = show.flash;
	}
	ck_assert_uint_eq(mayan_board_settle_step(&rounds), 0);
	ck_assert_int_eq(show.chain, chains);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			ck_assert_int_eq(show.cell[x][y],
			    mayan_board_at(&expect, x, y));
	return chains;
}

START_TEST(every_move_is_shown_ending_on_the_engines_board)
{
	char path[64];
	int chained = 0, moves = 0;
	for (int k = 0; k <= 10; k++) {
		if (k == 0)
			snprintf(path, sizeof path, "sample.in");
		else
			snprintf(path, sizeof path, "mayan%d.in", k);
		char relative[128];
		snprintf(relative, sizeof relative, "data/mayan/noip2011/%s",
		    path);
		mayan_puzzle p = read_puzzle(support_test_path(relative));
		/* Every legal move of the start and of one move later, so
		 * that falls, swaps and chains all come up. */
		for (int first = -1; first < MAYAN_WIDTH * MAYAN_HEIGHT * 2;
		    first++) {
			mayan_board b = p.board;
			if (first >= 0) {
				mayan_move f = { (int8_t)(first / 14),
				    (int8_t)(first / 2 % 7),
				    (int8_t)(first % 2 ? -1 : 1) };
				if (!mayan_board_move(&b, f))
					continue;
			}
			for (int x = 0; x < MAYAN_WIDTH; x++)
				for (int y = 0; y < MAYAN_HEIGHT; y++)
					for (int g = -1; g <= 1; g += 2) {
						mayan_move m = { (int8_t)x,
						    (int8_t)y, (int8_t)g };
						if (!mayan_move_legal(&b, m))
							continue;
						chained +=
						    check_show(&b, m) > 1;
						moves++;
					}
		}
	}
	ck_assert_int_gt(moves, 1000);
	ck_assert_int_gt(chained, 0);
}
END_TEST

START_TEST(the_samples_last_move_flashes_three_chains)
{
	mayan_puzzle p = read_puzzle(
	    support_test_path("data/mayan/noip2011/sample.in"));
	mayan_board b = p.board;
	ck_assert(mayan_board_move(&b, (mayan_move){ 2, 1, 1 }));
	ck_assert(mayan_board_move(&b, (mayan_move){ 3, 1, 1 }));
	ck_assert_int_eq(check_show(&b, (mayan_move){ 3, 0, 1 }), 3);
}
END_TEST

static const mayan_move sample_answer[3] = {
	{ 2, 1, 1 }, { 3, 1, 1 }, { 3, 0, 1 },
};

static mayan_session sample_session(void)
{
	mayan_puzzle p = read_puzzle(
	    support_test_path("data/mayan/noip2011/sample.in"));
	mayan_session s;
	mayan_session_start(&s, &p.board, p.moves);
	return s;
}

START_TEST(the_answer_follows_the_players_moves)
{
	mayan_session s = sample_session();
	mayan_assist_answer a = { .known = true, .found = true, .from = 0,
	    .board = *mayan_session_board(&s), .count = 3 };
	memcpy(a.move, sample_answer, sizeof sample_answer);
	mayan_move next;
	for (int k = 0; k < 3; k++) {
		ck_assert(mayan_assist_holds(&a, &s));
		ck_assert(mayan_assist_next(&a, &s, &next));
		ck_assert_int_eq(mayan_move_compare(next, sample_answer[k]), 0);
		ck_assert(mayan_session_play(&s, next));
	}
	ck_assert(mayan_session_solved(&s));
	ck_assert(mayan_assist_holds(&a, &s));
	ck_assert(!mayan_assist_next(&a, &s, &next));

	/* Another move leaves the answer behind; undo brings it back. */
	mayan_session_restart(&s);
	ck_assert(mayan_session_play(&s, (mayan_move){ 0, 0, 1 }));
	ck_assert(!mayan_assist_holds(&a, &s));
	ck_assert(!mayan_assist_next(&a, &s, &next));
	ck_assert(mayan_session_undo(&s));
	ck_assert(mayan_assist_next(&a, &s, &next));
	ck_assert_int_eq(mayan_move_compare(next, sample_answer[0]), 0);

	/* An answer from another board says nothing here. */
	a.board.col[0] ^= 1;
	ck_assert(!mayan_assist_holds(&a, &s));
}
END_TEST

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

START_TEST(the_default_level_is_the_first_not_solved)
{
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	levels_pack *pack = malloc(sizeof *pack);
	progress_table *done = calloc(1, sizeof *done);
	levels_list(pack);
	ck_assert_int_eq(pack->count, 3);
	ck_assert_str_eq(pack->name[0], "01-sample");
	ck_assert_int_eq(mayan_progress_first_unsolved(pack, done), 0);
	ck_assert(progress_add(done, "01-sample", 3));
	ck_assert(progress_add(done, "03-noip2", 2));
	ck_assert_int_eq(mayan_progress_first_unsolved(pack, done), 1);
	/* A level solved only with the computer's help is still to solve. */
	ck_assert(progress_add(done, "02-wasted", PROGRESS_ASSISTED));
	ck_assert_int_eq(mayan_progress_first_unsolved(pack, done), 1);
	ck_assert(progress_add(done, "02-wasted", 2));
	ck_assert_int_eq(mayan_progress_first_unsolved(pack, done), 0);
	/* From the file, a damaged one's good lines count: it opened
	 * the first level. */
	const char *data = support_temp_dir();
	char path[512];
	setenv("XDG_DATA_HOME", data, 1);
	snprintf(path, sizeof path, "%s/tumble", data);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/tumble/progress", data);
	support_write_file(path, "01-sample 3\njunk junk\n03-noip2 2\n");
	ck_assert_int_eq(mayan_progress_default_level(pack), 1);
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/none"), 1);
	levels_list(pack);
	ck_assert_int_eq(mayan_progress_first_unsolved(pack, done), -1);
	free(pack);
	free(done);
}
END_TEST

/* A solve is noted with words that count right, 1 move as 1 move. */
START_TEST(a_solve_is_recorded_in_words)
{
	setenv("XDG_DATA_HOME", support_temp_dir(), 1);
	char words[128], alert[256] = "";
	long best = -1;
	ck_assert(mayan_progress_record("one", 1, 1, false, &best, words,
	    sizeof words, alert, sizeof alert));
	ck_assert_str_eq(words, "First solve: 1 move made, none wasted.");
	ck_assert_int_eq(best, 1);
	ck_assert(mayan_progress_record("one", 3, 1, false, &best, words,
	    sizeof words, alert, sizeof alert));
	ck_assert_str_eq(words, "Best: 1 move made.");
	best = -1;
	ck_assert(mayan_progress_record("three", 5, 3, false, &best, words,
	    sizeof words, alert, sizeof alert));
	ck_assert_str_eq(words, "First solve: 5 moves made.");
	ck_assert(mayan_progress_record("three", 4, 3, false, &best, words,
	    sizeof words, alert, sizeof alert));
	ck_assert_str_eq(words, "New best: 4 moves made.");
	ck_assert_int_eq(mayan_progress_best("three", NULL, alert,
	    sizeof alert), 4);
	ck_assert_int_eq(mayan_progress_best("two", NULL, alert,
	    sizeof alert), -1);
	/* A solve the computer helped with has no best, and keeps none. */
	best = -1;
	ck_assert(mayan_progress_record("two", 2, 2, true, &best, words,
	    sizeof words, alert, sizeof alert));
	ck_assert_str_eq(words, "");
	ck_assert_int_eq(best, -1);
	ck_assert_int_eq(mayan_progress_best("two", NULL, alert,
	    sizeof alert), -1);
	ck_assert(mayan_progress_record("three", 3, 3, true, &best, words,
	    sizeof words, alert, sizeof alert));
	ck_assert_int_eq(mayan_progress_best("three", NULL, alert,
	    sizeof alert), 4);
	ck_assert_str_eq(alert, "");
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

static Suite *ui_mayan_suite(void)
{
	Suite *s = suite_create("ui_mayan");
	TCase *t = tcase_create("ui_mayan");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, every_move_is_shown_ending_on_the_engines_board);
	tcase_add_test(t, the_samples_last_move_flashes_three_chains);
	tcase_add_test(t, the_answer_follows_the_players_moves);
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
	tcase_add_test(t, a_solve_is_recorded_in_words);
	tcase_add_test(t, the_default_level_is_the_first_not_solved);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_mayan_suite());
}
