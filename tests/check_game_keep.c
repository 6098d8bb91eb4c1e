/*
 * A game quit before its end is kept to continue, as a save that names
 * the game, so that it continues as the same game (its moves to undo and
 * to redo, its assisted mark, its high-score table, its level, its
 * title), and a game taken up and finished leaves nothing behind; one
 * with CRLF line ends reads as any other.  check_game_kept_files.c tests
 * the kept files themselves, check_game_held.c a kept game another
 * tumble holds.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_leave.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

START_TEST(a_pack_board_continues_as_itself)
{
	fixture_fresh_data_dir();
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
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert(!game_kept(GAME_SAME, words, sizeof words, &when));
	same_cluster best = same_greedy_choice(same_session_board(&g.same));
	same_session_remove_assisted(&g.same, best.row, best.col);
	best = same_greedy_choice(same_session_board(&g.same));
	same_session_remove(&g.same, best.row, best.col);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert(fixture_data_file_exists("continue-same"));
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, "Same Game standard:3, move 2");

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
	/* Taken up and started again: nothing left to continue. */
	ck_assert(game_restart(&back));
	ck_assert(game_keep(&back, alert, sizeof alert));
	ck_assert(!fixture_data_file_exists("continue-same"));
	game_free(&g);
	game_free(&back);
}
END_TEST

/* Board K of a judge file is named by its file and K: both are kept, so
 * that it continues as that board, named so, and numbered so in what the
 * judge's format writes of it. */
START_TEST(a_file_board_continues_as_its_board_of_the_file)
{
	fixture_fresh_data_dir();
	game g, back;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	char alert[512], words[96];
	time_t when;
	game_init(&g);
	game_init(&back);
	r.name = support_test_path("data/same/sample.in");
	r.number = 2;
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	const same_cluster c = same_greedy_choice(same_session_board(&g.same));
	same_session_remove(&g.same, c.row, c.col);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, "Same Game sample.in, board 2, move 1");
	ck_assert_msg(game_open_kept(&back, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(back.title, "sample.in, board 2");
	ck_assert_str_eq(back.origin, g.origin);
	ck_assert_int_eq(back.number, 2);
	ck_assert(same_board_equal(same_session_board(&back.same),
	    same_session_board(&g.same)));
	ck_assert(same_session_undo(&back.same));
	ck_assert(same_board_equal(same_session_board(&back.same),
	    same_session_start_board(&g.same)));
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(a_random_board_keeps_its_id_and_a_finished_one_goes)
{
	fixture_fresh_data_dir();
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
	ck_assert(!fixture_data_file_exists("continue-same"));
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(a_level_continues_as_the_level)
{
	fixture_fresh_data_dir();
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
	ck_assert(fixture_data_file_exists("continue-mayan"));
	ck_assert_msg(game_open_kept(&back, GAME_MAYAN, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(back.level, "01-first");
	ck_assert_str_eq(back.title, "The first");
	ck_assert_int_eq(mayan_session_move_count(&back.mayan), 1);
	ck_assert_int_eq(back.mayan.limit, 2);
	game_free(&g);
	game_free(&back);
	/* Nothing kept says so. */
	fixture_fresh_data_dir();
	ck_assert(!game_open_kept(&back, GAME_MAYAN, GAME_KEPT_NEWEST, &e));
	ck_assert_str_eq(e.text, "no Mayan puzzle is kept to continue");
}
END_TEST

/* A titled puzzle kept to continue keeps its title: taken up when its
 * file is gone, it is still named by it (it was named by the file's
 * path), and it opens again by that path. */
START_TEST(a_kept_puzzle_keeps_its_title)
{
	fixture_fresh_data_dir();
	const char *dir = support_temp_dir();
	char path[512], alert[512];
	snprintf(path, sizeof path, "%s/seven.in", dir);
	support_write_file(path, "# title: Seven\n2\n1 0\n1 0\n0\n1 2 0\n"
	    "0\n");
	game g, back;
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	game_init(&g);
	game_init(&back);
	r.name = path;
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert(mayan_session_play(&g.mayan, (mayan_move){ 3, 1, 1 }));
	ck_assert(game_keep(&g, alert, sizeof alert));
	game_free(&g);
	unlink(path);
	char *text = support_read_file(fixture_data_file("continue-mayan"));
	ck_assert_ptr_nonnull(strstr(text, "\n# title: Seven\n2\n"));
	free(text);
	ck_assert_msg(game_open_kept(&back, GAME_MAYAN, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(back.title, "Seven");
	ck_assert_str_eq(back.origin, path);
	ck_assert_str_eq(back.puzzle_title, "Seven");
	ck_assert_int_eq(mayan_session_move_count(&back.mayan), 1);
	game_free(&back);
	rmdir(dir);
}
END_TEST

/* A game taken back to its start, its moves still there to redo, is a
 * game with moves: quitting it asks as for the moves made, and keeps
 * them, so that it continues at its start with redo bringing them back
 * (`only` of them, when `only` > 0, played back before it is kept). */
static void check_undone_game_kept(int only)
{
	fixture_fresh_data_dir();
	game g, back;
	game_outcome out;
	char alert[512], question[160], words[96];
	time_t when;
	game_init(&g);
	game_init(&back);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	game_init(&g);
	game_open_error e;
	ck_assert_msg(game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e),
	    "%s", e.text);
	const same_cluster second = fixture_greedy(&g);
	ck_assert(game_play_same(&g, second.row, second.col, false, &out));
	const same_board reached = *same_session_board(&g.same);
	ck_assert(game_undo(&g));
	ck_assert(game_undo(&g));
	for (int k = 0; k < only; k++)
		ck_assert(game_redo(&g, &out));
	ck_assert(game_leaving_question(&g, GAME_QUIT, question,
	    sizeof question));
	ck_assert_str_eq(question, only == 0 ? "Quit this game with 2 moves "
	    "to redo? It is kept to continue." : "Quit this game with 1 move "
	    "made and 1 to redo? It is kept to continue.");
	ck_assert(game_leaving_question(&g, GAME_LEFT, question,
	    sizeof question));
	ck_assert_str_eq(question, only == 0 ? "Leave this game with 2 moves "
	    "to redo? It is not kept." : "Leave this game with 1 move made "
	    "and 1 to redo? It is not kept.");
	/* Back to the editor it was played from, it is kept as a quit
	 * keeps it, and the question says where it goes. */
	ck_assert(game_leaving_question(&g, GAME_TO_EDITOR, question,
	    sizeof question));
	ck_assert_str_eq(question, only == 0 ? "Leave this game for the "
	    "editor with 2 moves to redo? It is kept to continue." :
	    "Leave this game for the editor with 1 move made and 1 to redo? "
	    "It is kept to continue.");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert(fixture_data_file_exists("continue-same"));
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, only == 0 ? "Same Game 8x8:3:11, move 0, 2 "
	    "to redo" : "Same Game 8x8:3:11, move 1, 1 to redo");
	game_free(&g);
	ck_assert_msg(game_open_kept(&back, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_int_eq(same_session_move_count(&back.same), only);
	ck_assert(same_session_can_redo(&back.same));
	while (same_session_move_count(&back.same) < 2)
		ck_assert(game_redo(&back, &out));
	ck_assert(!same_session_can_redo(&back.same));
	ck_assert(same_board_equal(same_session_board(&back.same), &reached));
	game_free(&back);
}

START_TEST(an_undone_game_is_kept_with_its_moves_to_redo)
{
	check_undone_game_kept(0);
	check_undone_game_kept(1);
}
END_TEST

/* A Mayan puzzle undone to its start keeps its move to redo too, and a
 * game begun afresh and undone to its start is asked about and kept as
 * one taken up. */
START_TEST(an_undone_puzzle_is_kept_with_its_move_to_redo)
{
	fixture_fresh_data_dir();
	const char *levels = support_temp_dir();
	char path[512], alert[512], question[160], words[96];
	time_t when;
	snprintf(path, sizeof path, "%s/01-first.txt", levels);
	support_write_file(path, "# title: The first\n2\n1 0\n1 0\n0\n1 2 0\n"
	    "0\n");
	setenv("TUMBLE_LEVELS_DIR", levels, 1);
	game g, back;
	game_outcome out;
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	game_init(&g);
	game_init(&back);
	r.name = "1";
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 1, 1 }, false, &out));
	const mayan_board reached = *mayan_session_board(&g.mayan);
	ck_assert(game_undo(&g));
	ck_assert(game_leaving_question(&g, GAME_QUIT, question,
	    sizeof question));
	ck_assert_str_eq(question, "Quit this game with 1 move to redo? It is "
	    "kept to continue.");
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert(game_kept(GAME_MAYAN, words, sizeof words, &when));
	ck_assert_str_eq(words, "Mayan The first, move 0, 1 to redo");
	ck_assert_msg(game_open_kept(&back, GAME_MAYAN, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(back.level, "01-first");
	ck_assert_int_eq(mayan_session_move_count(&back.mayan), 0);
	ck_assert(game_redo(&back, &out));
	ck_assert(mayan_board_equal(mayan_session_board(&back.mayan),
	    &reached));
	/* Started again, it has nothing left to keep or ask about. */
	ck_assert(game_restart(&back));
	ck_assert(!game_leaving_question(&back, GAME_QUIT, question,
	    sizeof question));
	ck_assert(game_keep(&back, alert, sizeof alert));
	ck_assert(!fixture_data_file_exists("continue-mayan"));
	game_free(&g);
	game_free(&back);
}
END_TEST

/* A kept game written with CRLF line ends (copied from another system)
 * reads as every other save does, its `from` line included. */
START_TEST(a_kept_game_with_crlf_line_ends_is_taken_up)
{
	fixture_fresh_data_dir();
	game g, back;
	game_open_error e;
	game_init(&g);
	game_init(&back);
	fixture_keep_after_a_move(&g, "standard:3");
	char *text = support_read_file(fixture_data_file("continue-same"));
	ck_assert_ptr_nonnull(strstr(text, "from standard:3\n"));
	char *crlf = malloc(2 * strlen(text) + 1), *to = crlf;
	for (const char *from = text; *from != '\0'; from++) {
		if (*from == '\n')
			*to++ = '\r';
		*to++ = *from;
	}
	*to = '\0';
	support_write_file(fixture_data_file("continue-same"), crlf);
	ck_assert_msg(game_open_kept(&back, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(back.origin, "standard:3");
	ck_assert_int_eq(same_session_move_count(&back.same), 1);
	free(text);
	free(crlf);
	game_free(&g);
	game_free(&back);
}
END_TEST

/* With no data folder (neither XDG_DATA_HOME nor HOME set) a game with
 * moves cannot be kept, and says so, as a folder that cannot be written
 * does: the quit promised it kept, and the game was lost unasked. */
START_TEST(a_game_with_no_data_folder_is_not_kept_unasked)
{
	fixture_fresh_data_dir();
	game g;
	char alert[512], question[600];
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	const char *home = getenv("HOME");
	char *saved_home = home != NULL ? strdup(home) : NULL;
	unsetenv("XDG_DATA_HOME");
	unsetenv("HOME");
	/* Nothing to keep before a move. */
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert_str_eq(alert, "");
	const same_cluster best = fixture_greedy(&g);
	same_session_remove(&g.same, best.row, best.col);
	ck_assert(!game_keep(&g, alert, sizeof alert));
	ck_assert_str_eq(alert, "The game could not be kept to continue: "
	    "set HOME or XDG_DATA_HOME.");
	ck_assert(!game_keep_to_leave(&g, GAME_QUIT, NULL, alert, sizeof alert,
	    question, sizeof question));
	ck_assert_str_eq(question, "This game cannot be kept to continue "
	    "(set HOME or XDG_DATA_HOME); quit all the same?");
	if (saved_home != NULL)
		setenv("HOME", saved_home, 1);
	free(saved_home);
	game_free(&g);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_keep");
	TCase *tc = tcase_create("keep");
	tcase_add_test(tc, a_pack_board_continues_as_itself);
	tcase_add_test(tc, a_file_board_continues_as_its_board_of_the_file);
	tcase_add_test(tc, a_random_board_keeps_its_id_and_a_finished_one_goes);
	tcase_add_test(tc, a_level_continues_as_the_level);
	tcase_add_test(tc, a_kept_puzzle_keeps_its_title);
	tcase_add_test(tc, an_undone_game_is_kept_with_its_moves_to_redo);
	tcase_add_test(tc, an_undone_puzzle_is_kept_with_its_move_to_redo);
	tcase_add_test(tc, a_kept_game_with_crlf_line_ends_is_taken_up);
	tcase_add_test(tc, a_game_with_no_data_folder_is_not_kept_unasked);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
