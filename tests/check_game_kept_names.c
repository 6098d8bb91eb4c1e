/*
 * The kept games with a name of their own: the board of the day, opened
 * to play as the day's game kept (the first that no other tumble holds)
 * and named by its day in forms short enough for the title menu; a
 * random Mayan puzzle and one from the editor, named as such.  The holds
 * on kept games are check_game_held.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session/daily.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/mayan_edit.h"
#include "game_fixture.h"
#include "support.h"

/* The board of the day opened to play is the day's game kept, the first
 * that no other tumble plays, and a fresh board when there is none. */
START_TEST(the_board_of_the_day_opens_as_the_day_s_game_kept)
{
	fixture_fresh_data_dir();
	setenv("TUMBLE_TODAY", "20261204", 1);
	game g, held, second;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.daily = true;
	game_init(&g);
	game_init(&held);
	game_init(&second);
	ck_assert_msg(game_open_to_play(&g, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&g), 0);
	fixture_keep_a_move_on(&g);
	game_free(&g);
	ck_assert_msg(game_open_to_play(&held, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&held), 1);
	ck_assert(held.continued);
	/* Another tumble's meanwhile: the day's board afresh. */
	ck_assert_msg(game_open_to_play(&second, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&second), 0);
	fixture_play_a_move(&second);
	fixture_keep_a_move_on(&second);
	game_free(&second);
	/* A third finds the second's, the first's being played. */
	game_init(&g);
	ck_assert_msg(game_open_to_play(&g, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&g), 2);
	game_free(&g);
	game_free(&held);
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* The board of the day opened by name over a game in play (`new same
 * --daily` at a prompt) is the day's game kept too, as the title menu
 * and `tumble same --daily` open it: afresh, its quit would put it in
 * the place of the day's game begun. */
START_TEST(the_board_of_the_day_named_over_a_game_is_the_day_s_kept)
{
	fixture_fresh_data_dir();
	setenv("TUMBLE_TODAY", "20261204", 1);
	game g, in_play, next;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.daily = true;
	game_init(&g);
	ck_assert_msg(game_open_to_play(&g, &r, &e), "%s", e.text);
	fixture_keep_a_move_on(&g);
	game_free(&g);
	game_init(&in_play);
	fixture_open_named(&in_play, GAME_SAME, "8x8:3:14");
	fixture_play_a_move(&in_play);
	game_init(&next);
	ck_assert_msg(game_open_or_take_up(&next, &r, &in_play, &e), "%s",
	    e.text);
	ck_assert_int_eq(game_moves_at_stake(&next), 1);
	ck_assert(next.continued);
	game_free(&next);
	game_free(&in_play);
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* `g`, the board of the day of `today` (YYYYMMDD), opened to play in a
 * fresh data folder. */
static void open_the_day(game *g, const char *today)
{
	fixture_fresh_data_dir();
	setenv("TUMBLE_TODAY", today, 1);
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.daily = true;
	game_init(g);
	ck_assert_msg(game_open_to_play(g, &r, &e), "%s", e.text);
}

/* A kept board of the day is named by its title alone, as the title
 * menu's Today's board line names it: "Same Game Board of the day, ..."
 * said the game twice, and with moves to redo it was cut on an 80-column
 * terminal. */
START_TEST(a_kept_board_of_the_day_is_named_by_its_day)
{
	game g;
	open_the_day(&g, "20260930");
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	ck_assert(game_undo(&g));
	fixture_keep(&g);
	game_free(&g);
	ck_assert_str_eq(fixture_kept_words_of(GAME_SAME, 0), "Board of the "
	    "day, 30 September 2026, move 1, 1 to redo");
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* A kept board of the day's words too wide for the title menu at its
 * smallest (the words' column DAILY_MENU_WORDS wide) have shorter forms,
 * the last whole there with its moves and moves to redo: they were cut
 * "Board of the day, 30 September 2026, m...".  Held in another tumble,
 * its name alone, as the long form is. */
START_TEST(a_kept_board_of_the_day_has_shorter_forms)
{
	game g;
	game_open_error e;
	open_the_day(&g, "20260930");
	for (int i = 0; i < 12; i++)
		fixture_play_a_move(&g);
	for (int i = 0; i < 3; i++)
		ck_assert(game_undo(&g));
	fixture_keep(&g);
	game_free(&g);
	const game_kept_entry *kept = fixture_kept_entry_of(GAME_SAME, 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept->words, "Board of the day, 30 September 2026, "
	    "move 9, 3 to redo");
	ck_assert_str_eq(kept->shorter[0], "Board of the day 30 Sep 2026, "
	    "move 9, 3 to redo");
	ck_assert_str_eq(kept->shorter[1], "Board of 30 Sep 2026, move 9, "
	    "3 to redo");
	ck_assert_str_eq(kept->shorter[2], "Board 30 Sep 2026, move 9, "
	    "3 to redo");
	/* The most a board of the day can come to, move 10 and 102 to
	 * redo, fits in the last form too. */
	ck_assert_int_le((int)strlen(kept->shorter[GAME_KEPT_SHORTER - 1]) +
	    3, DAILY_MENU_WORDS);
	game taken;
	game_init(&taken);
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	kept = fixture_kept_entry_of(GAME_SAME, 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert(kept->elsewhere);
	ck_assert_str_eq(kept->words, "Board of the day, 30 September 2026");
	ck_assert_str_eq(kept->shorter[0], "Board of the day 30 Sep 2026");
	ck_assert_str_eq(kept->shorter[1], "Board of 30 Sep 2026");
	ck_assert_str_eq(kept->shorter[2], "Board 30 Sep 2026");
	game_free(&taken);
	unsetenv("TUMBLE_TODAY");
	/* Another game has none. */
	fixture_fresh_data_dir();
	game_init(&g);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	kept = fixture_kept_entry_of(GAME_SAME, 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept->words, "Same Game 8x8:3:11, move 1");
	for (int form = 0; form < GAME_KEPT_SHORTER; form++)
		ck_assert_str_eq(kept->shorter[form], "");
}
END_TEST

/* A Mayan puzzle of 2 moves from `origin`, titled `title` as the editor
 * titles the puzzle it plays ("" for none), kept after a move in a
 * fresh data folder. */
static void keep_a_mayan_move_titled(const char *origin, const char *title)
{
	fixture_fresh_data_dir();
	mayan_board b;
	mayan_board_clear(&b);
	for (int x = 0; x < 4; x++)
		ck_assert(mayan_board_push(&b, x, x == 2 ? 2 : 1));
	game g;
	game_outcome out;
	game_init(&g);
	game_start_mayan(&g, &b, 2, origin);
	if (title[0] != '\0') {
		snprintf(g.puzzle_title, sizeof g.puzzle_title, "%s", title);
		snprintf(g.title, sizeof g.title, "%s", title);
	}
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 0, 1 }, false, &out));
	fixture_keep(&g);
	game_free(&g);
}

static void keep_a_mayan_move_from(const char *origin)
{
	keep_a_mayan_move_titled(origin, "");
}

/* A kept random Mayan puzzle is named as one, "Random Mayan, 2 moves,
 * seed 9": after the kind, its name read "Mayan Random 2 moves, seed
 * 9", a capital in mid-line.  A puzzle is random by where it
 * came from, as the Mayan screen tells it, not by its title: a level
 * file titled so is named as a level is. */
START_TEST(a_kept_random_puzzle_is_named_as_one)
{
	keep_a_mayan_move_from("Random 2 moves, seed 9");
	ck_assert_str_eq(fixture_kept_words_of(GAME_MAYAN, 0), "Random "
	    "Mayan, 2 moves, seed 9, move 1");
	game g;
	game_outcome out;
	fixture_fresh_data_dir();
	const char *dir = support_temp_dir();
	char path[512];
	snprintf(path, sizeof path, "%s/titled.in", dir);
	support_write_file(path, "# title: Random 2 moves, seed 9\n2\n1 0\n"
	    "1 0\n0\n1 2 0\n0\n");
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	r.name = path;
	game_init(&g);
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert_str_eq(g.title, "Random 2 moves, seed 9");
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 1, 1 }, false, &out));
	fixture_keep(&g);
	game_free(&g);
	unlink(path);
	rmdir(dir);
	ck_assert_str_eq(fixture_kept_words_of(GAME_MAYAN, 0), "Mayan "
	    "Random 2 moves, seed 9, move 1");
}
END_TEST

/* A kept puzzle played from the editor with no title is "Mayan puzzle
 * from the editor", where its name after the kind read "Mayan Puzzle
 * from the editor"; a titled one says its title after that: a level's
 * board taken to the editor keeps the level's title, and was named
 * "Mayan Drop In" as the level is, which taking it up does not play. */
START_TEST(a_kept_puzzle_from_the_editor_is_named_as_one)
{
	keep_a_mayan_move_from(MAYAN_EDIT_ORIGIN);
	ck_assert_str_eq(fixture_kept_words_of(GAME_MAYAN, 0), "Mayan "
	    "puzzle from the editor, move 1");
	keep_a_mayan_move_titled(MAYAN_EDIT_ORIGIN, "Drop In");
	ck_assert_str_eq(fixture_kept_words_of(GAME_MAYAN, 0), "Mayan "
	    "puzzle from the editor: Drop In, move 1");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_kept_names");
	TCase *tc = tcase_create("kept_names");
	tcase_add_test(tc, the_board_of_the_day_opens_as_the_day_s_game_kept);
	tcase_add_test(tc,
	    the_board_of_the_day_named_over_a_game_is_the_day_s_kept);
	tcase_add_test(tc, a_kept_board_of_the_day_is_named_by_its_day);
	tcase_add_test(tc, a_kept_board_of_the_day_has_shorter_forms);
	tcase_add_test(tc, a_kept_random_puzzle_is_named_as_one);
	tcase_add_test(tc, a_kept_puzzle_from_the_editor_is_named_as_one);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
