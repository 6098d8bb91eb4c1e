/*
 * The Mayan screen's parts without a terminal or a search: the show of
 * every move comes to rest on the engine's board after flashing exactly
 * the lines the engine removes, chain by chain; the answer kept by the
 * screen follows the player's moves; a solve is recorded in words; and
 * the default level is the first one not solved.
 * check_ui_mayan_search.c tests the searches on their own threads,
 * check_mayan_edit.c the puzzle editor's rules.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/mayan.h"
#include "io/levels.h"
#include "io/progress.h"
#include "session/mayan_assist.h"
#include "session/mayan_progress.h"
#include "session/mayan_session.h"
#include "support.h"
#include "ui/mayan/logic.h"
#include "ui_mayan_fixture.h"

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

static Suite *ui_mayan_suite(void)
{
	Suite *s = suite_create("ui_mayan");
	TCase *t = tcase_create("ui_mayan");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, every_move_is_shown_ending_on_the_engines_board);
	tcase_add_test(t, the_samples_last_move_flashes_three_chains);
	tcase_add_test(t, the_answer_follows_the_players_moves);
	tcase_add_test(t, a_solve_is_recorded_in_words);
	tcase_add_test(t, the_default_level_is_the_first_not_solved);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_mayan_suite());
}
