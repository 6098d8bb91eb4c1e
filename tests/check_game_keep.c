/*
 * A game quit before its end is kept to continue: one per kind, as a save
 * that names the game, so that it continues as the same game (its moves to
 * undo, its assisted mark, its high-score table, its level), and a game
 * taken up and finished leaves nothing behind.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "support.h"

static char data_dir[256];

static void use_fresh_data_dir(void)
{
	snprintf(data_dir, sizeof data_dir, "%s", support_temp_dir());
	setenv("XDG_DATA_HOME", data_dir, 1);
}

static bool kept_file_exists(const char *name)
{
	char path[512];
	snprintf(path, sizeof path, "%s/tumble/%s", data_dir, name);
	return access(path, F_OK) == 0;
}

START_TEST(a_pack_board_continues_as_itself)
{
	use_fresh_data_dir();
	game g, back;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	char alert[512], words[96];
	time_t when;
	game_init(&g);
	game_init(&back);
	r.name = "standard:3";
	ck_assert(game_open(&g, &r, &e));
	/* Nothing is kept of a game without a move. */
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert(!kept_file_exists("continue-same"));
	ck_assert(!game_kept(GAME_SAME, words, sizeof words, &when));
	same_cluster best = same_greedy_choice(same_session_board(&g.same));
	same_session_remove_assisted(&g.same, best.row, best.col);
	best = same_greedy_choice(same_session_board(&g.same));
	same_session_remove(&g.same, best.row, best.col);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert(kept_file_exists("continue-same"));
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, "Same Game standard:3, 2 moves");

	ck_assert_msg(game_open_kept(&back, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert(back.continued);
	ck_assert_str_eq(back.origin, "standard:3");
	ck_assert_str_eq(back.score_kind, "same-standard-3");
	ck_assert(same_session_assisted(&back.same));
	ck_assert_int_eq(same_session_move_count(&back.same), 2);
	ck_assert(same_board_equal(same_session_board(&back.same),
	    same_session_board(&g.same)));
	ck_assert(same_session_undo(&back.same));
	ck_assert(same_session_undo(&back.same));
	ck_assert(!same_session_can_undo(&back.same));
	/* Taken up and gone back to its start: nothing left to continue. */
	ck_assert(game_keep(&back, alert, sizeof alert));
	ck_assert(!kept_file_exists("continue-same"));
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(a_random_board_keeps_its_id_and_a_finished_one_goes)
{
	use_fresh_data_dir();
	game g, back;
	game_open_error e;
	char alert[512];
	const same_id id = { 2, 2, 2, 5, false };
	game_init(&g);
	game_init(&back);
	ck_assert(game_start_same_id(&g, &id));
	/* The first move that leaves a game not yet over. */
	same_cluster c = same_greedy_choice(same_session_board(&g.same));
	ck_assert_int_ge(c.size, 2);
	same_session_remove(&g.same, c.row, c.col);
	if (same_session_over(&g.same)) {
		game_free(&g);
		return;
	}
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert(game_open_kept(&back, GAME_SAME, GAME_KEPT_NEWEST, &e));
	ck_assert(back.same.has_id);
	ck_assert_str_eq(back.origin, g.origin);
	c = same_greedy_choice(same_session_board(&back.same));
	while (!same_session_over(&back.same)) {
		same_session_remove(&back.same, c.row, c.col);
		c = same_greedy_choice(same_session_board(&back.same));
	}
	ck_assert(game_keep(&back, alert, sizeof alert));
	ck_assert(!kept_file_exists("continue-same"));
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(a_level_continues_as_the_level)
{
	use_fresh_data_dir();
	const char *levels = support_temp_dir();
	char path[512], alert[512];
	snprintf(path, sizeof path, "%s/01-first.txt", levels);
	support_write_file(path, "# title: The first\n2\n1 0\n1 0\n0\n1 2 0\n"
	    "0\n");
	setenv("TUMBLE_LEVELS_DIR", levels, 1);
	game g, back;
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	game_init(&g);
	game_init(&back);
	r.name = "1";
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert(mayan_session_play(&g.mayan, (mayan_move){ 3, 1, 1 }));
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert(kept_file_exists("continue-mayan"));
	ck_assert_msg(game_open_kept(&back, GAME_MAYAN, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(back.level, "01-first");
	ck_assert_str_eq(back.title, "The first");
	ck_assert_int_eq(mayan_session_move_count(&back.mayan), 1);
	ck_assert_int_eq(back.mayan.limit, 2);
	game_free(&g);
	game_free(&back);
	unsetenv("TUMBLE_LEVELS_DIR");
	/* Nothing kept says so. */
	use_fresh_data_dir();
	ck_assert(!game_open_kept(&back, GAME_MAYAN, GAME_KEPT_NEWEST, &e));
	ck_assert_str_eq(e.text, "no Mayan puzzle is kept to continue");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_keep");
	TCase *tc = tcase_create("keep");
	tcase_add_test(tc, a_pack_board_continues_as_itself);
	tcase_add_test(tc, a_random_board_keeps_its_id_and_a_finished_one_goes);
	tcase_add_test(tc, a_level_continues_as_the_level);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
