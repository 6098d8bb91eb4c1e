/*
 * A kept game held by the tumble that took it up: no other tumble takes
 * it up meanwhile, and the title menu marks it as played elsewhere; a
 * game kept by one tumble while another plays its board takes another
 * place, and the oldest kept game that goes to make room is never one
 * another tumble plays.  The question before a quit goes by the same
 * holds.  The board of the day opened to play, and the names of kept
 * games, are check_game_kept_names.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_leave.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

/* A kept game taken up is held: another tumble cannot take it up too
 * (both then recorded it), and may once the first has let it go. */
START_TEST(a_kept_game_is_taken_up_by_one_tumble_at_a_time)
{
	fixture_fresh_data_dir();
	game g, first, second;
	game_open_error e;
	game_init(&g);
	game_init(&first);
	game_init(&second);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	ck_assert_msg(game_open_kept(&first, GAME_SAME, GAME_KEPT_NEWEST, &e),
	    "%s", e.text);
	ck_assert(!game_open_kept(&second, GAME_SAME, GAME_KEPT_NEWEST, &e));
	ck_assert_str_eq(e.text, "the Same Game kept to continue is being "
	    "played in another tumble");
	/* Still offered: it is kept. */
	char words[96];
	time_t when;
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	game_free(&first);
	ck_assert_msg(game_open_kept(&second, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	game_free(&second);
}
END_TEST

/* The newest kept game of a kind, as `tumble same --continue` takes it
 * up, is the newest that no other tumble plays: the newest of all was
 * taken and refused, though an older one of the kind was free.  With
 * every one in play elsewhere, the newest is refused. */
START_TEST(the_newest_kept_passes_over_one_played_elsewhere)
{
	fixture_fresh_data_dir();
	game g, first, second, third;
	game_open_error e;
	game_init(&g);
	game_init(&first);
	game_init(&second);
	game_init(&third);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	game_init(&g);
	fixture_keep_after_a_move(&g, "8x8:3:12");
	game_free(&g);
	fixture_kept_minutes_ago(0, 1);
	ck_assert_msg(game_open_kept(&first, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(first.origin, "8x8:3:12");
	ck_assert_msg(game_open_kept(&second, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(second.origin, "8x8:3:11");
	ck_assert(!game_open_kept(&third, GAME_SAME, GAME_KEPT_NEWEST, &e));
	ck_assert_str_eq(e.text, "the Same Game kept to continue is being "
	    "played in another tumble");
	game_free(&first);
	game_free(&second);
}
END_TEST

/* The words of the kept Same Game in `slot`, "" for none. */
static const char *kept_words_in(int slot)
{
	return fixture_kept_words_of(GAME_SAME, slot);
}

/* A game of `board` kept after a move, then taken up in `taken`, as
 * another tumble takes it up. */
static void take_up_kept(game *taken, const char *board)
{
	game g;
	game_open_error e;
	game_init(&g);
	fixture_keep_after_a_move(&g, board);
	game_free(&g);
	ck_assert_msg(game_open_kept(taken, GAME_SAME, GAME_KEPT_NEWEST, &e),
	    "%s", e.text);
}

/* Two tumbles on one board: the one that opens it afresh while the other
 * plays the game kept of it keeps its own in another place, and the
 * other's, quit, in its own.  The game played elsewhere was taken for
 * an older copy to replace, and each tumble wrote over the other's. */
START_TEST(a_game_played_elsewhere_is_no_copy_to_replace)
{
	fixture_fresh_data_dir();
	game taken, fresh;
	game_init(&taken);
	game_init(&fresh);
	take_up_kept(&taken, "8x8:3:11");
	fixture_keep_after_a_move(&fresh, "8x8:3:11");
	fixture_keep_a_move_on(&taken);
	game_free(&taken);
	game_free(&fresh);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 2");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:11, move 1");
}
END_TEST

/* A game taken up whose file another tumble wrote over meanwhile (one
 * that could not see it held: a folder without locks) keeps itself in
 * another place: the game of its board there is the other tumble's. */
START_TEST(a_game_taken_up_keeps_past_its_board_kept_since)
{
	fixture_fresh_data_dir();
	game taken, fresh;
	game_init(&taken);
	game_init(&fresh);
	take_up_kept(&taken, "8x8:3:11");
	close(taken.kept_hold);
	taken.kept_hold = -1;
	fixture_keep_after_a_move(&fresh, "8x8:3:11");
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	fixture_keep_a_move_on(&taken);
	game_free(&taken);
	game_free(&fresh);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:11, move 2");
}
END_TEST

/* With every place taken, the game kept makes room with the oldest that
 * no other tumble plays, and says so. */
START_TEST(the_oldest_played_elsewhere_is_passed_over)
{
	fixture_fresh_data_dir();
	game g, taken;
	game_open_error e;
	game_init(&taken);
	const char *boards[] = { "8x8:3:11", "8x8:3:12", "8x8:3:13" };
	for (int i = 0; i < 3; i++) {
		game_init(&g);
		fixture_keep_after_a_move(&g, boards[i]);
		game_free(&g);
		/* The first the oldest. */
		fixture_kept_minutes_ago(i, 3 - i);
	}
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, 0, &e), "%s", e.text);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:14");
	fixture_play_a_move(&g);
	char alert[512], question[160];
	/* Asked as it is: the oldest kept game stays. */
	ck_assert(game_leaving_question(&g, GAME_QUIT, question,
	    sizeof question));
	ck_assert_str_eq(question, "Quit this game with 1 move made? It is "
	    "kept, and the oldest not in play goes.");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	/* Said as it is: not the oldest of the 3 kept. */
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept that no other tumble plays: Same Game "
	    "8x8:3:12, move 1.");
	game_free(&g);
	game_free(&taken);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:14, move 1");
	ck_assert_str_eq(kept_words_in(2), "Same Game 8x8:3:13, move 1");
}
END_TEST

/* Same Games on `boards` kept in the first places, the others holding
 * folders, no place for a game; `g` opened on 8x8:3:14 with a move
 * made. */
static void kept_beside_folders(game *g, const char *const *boards,
    int count)
{
	char name[32];
	for (int i = 0; i < count; i++) {
		game_init(g);
		fixture_keep_after_a_move(g, boards[i]);
		game_free(g);
		fixture_kept_minutes_ago(i, count - i);
	}
	for (int slot = count; slot < GAME_KEPT_MAX; slot++) {
		snprintf(name, sizeof name, "continue-same.%d", slot + 1);
		ck_assert_int_eq(mkdir(fixture_data_file(name), 0700), 0);
	}
	game_init(g);
	fixture_open_named(g, GAME_SAME, "8x8:3:14");
	fixture_play_a_move(g);
}

/* With folders in the other places, the one or two games kept are said
 * as such, asked and then said put out. */
START_TEST(the_game_put_out_of_one_or_two_is_said_so)
{
	static const char *const boards[] = { "8x8:3:11", "8x8:3:12" };
	game g, taken;
	game_open_error e;
	char alert[512], words[96];
	fixture_fresh_data_dir();
	kept_beside_folders(&g, boards, 1);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the only other kept game "
	    "goes");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the only other kept game: Same Game 8x8:3:11, move 1.");
	game_free(&g);
	fixture_fresh_data_dir();
	kept_beside_folders(&g, boards, 2);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest kept game goes");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the older of the 2 kept: Same Game 8x8:3:11, move 1.");
	game_free(&g);
	/* Of two, one played in another tumble: the other goes. */
	fixture_fresh_data_dir();
	kept_beside_folders(&g, boards, 2);
	game_init(&taken);
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, 0, &e), "%s", e.text);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest not in play goes");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the one of the 2 kept that no other tumble plays: Same Game "
	    "8x8:3:12, move 1.");
	game_free(&g);
	game_free(&taken);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:14, move 1");
}
END_TEST

/* The question before a quit promises what keeping the game will do:
 * kept, kept in place of its board's older game, or kept with the oldest
 * game going; a copy another tumble plays is left, so nothing goes. */
START_TEST(a_quit_promises_what_keeping_does)
{
	fixture_fresh_data_dir();
	game g, fresh, taken;
	game_open_error e;
	char words[96];
	game_init(&g);
	game_init(&fresh);
	game_init(&taken);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	fixture_open_named(&fresh, GAME_SAME, "8x8:3:11");
	fixture_play_a_move(&fresh);
	game_keep_promise(&fresh, words, sizeof words);
	ck_assert_str_eq(words, "it is kept in place of this board's older "
	    "game");
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, 0, &e), "%s", e.text);
	game_keep_promise(&fresh, words, sizeof words);
	ck_assert_str_eq(words, "it is kept to continue");
	game_free(&taken);
	const char *boards[] = { "8x8:3:12", "8x8:3:13" };
	for (int i = 0; i < 2; i++) {
		game_init(&g);
		fixture_keep_after_a_move(&g, boards[i]);
		game_free(&g);
	}
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:14");
	fixture_play_a_move(&g);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest kept game goes");
	game_free(&g);
	game_free(&fresh);
}
END_TEST

/* The kept games, as the title menu reads them, say which one another
 * tumble plays now: the one a child process has taken up, named without
 * the moves its file had, and no longer once that tumble has let it
 * go. */
START_TEST(a_kept_game_in_play_elsewhere_is_marked)
{
	fixture_fresh_data_dir();
	game g, other;
	game_init(&g);
	game_init(&other);
	/* In the first place, continue-same, and the next. */
	fixture_keep_after_a_move(&g, "8x8:3:11");
	fixture_keep_after_a_move(&other, "8x8:3:12");
	game_free(&g);
	game_free(&other);
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	int first = list[0].slot == 0 ? 0 : 1;
	ck_assert(!list[0].elsewhere && !list[1].elsewhere);
	ck_assert_str_eq(list[first].words, "Same Game 8x8:3:11, move 1");
	int taken[2], done[2];
	ck_assert_int_eq(pipe(taken), 0);
	ck_assert_int_eq(pipe(done), 0);
	const pid_t child = fork();
	ck_assert_int_ge(child, 0);
	if (child == 0) {
		game_open_error e;
		char c = game_open_kept(&g, GAME_SAME, 0, &e) ? 'y' : 'n';
		(void)!write(taken[1], &c, 1);
		(void)!read(done[0], &c, 1);
		game_free(&g);
		_exit(0);
	}
	char c = 0;
	ck_assert_int_eq(read(taken[0], &c, 1), 1);
	ck_assert_int_eq(c, 'y');
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	first = list[0].slot == 0 ? 0 : 1;
	ck_assert(list[first].elsewhere);
	ck_assert(!list[1 - first].elsewhere);
	ck_assert_str_eq(list[first].words, "Same Game 8x8:3:11");
	ck_assert_str_eq(list[1 - first].words, "Same Game 8x8:3:12, move 1");
	/* Looked at, it stays the other tumble's alone. */
	game_open_error e;
	ck_assert(!game_open_kept(&g, GAME_SAME, 0, &e));
	ck_assert_str_eq(e.text, "the Same Game kept to continue is being "
	    "played in another tumble");
	ck_assert_int_eq(write(done[1], "x", 1), 1);
	int status;
	ck_assert_int_eq(waitpid(child, &status, 0), child);
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	first = list[0].slot == 0 ? 0 : 1;
	ck_assert(!list[0].elsewhere && !list[1].elsewhere);
	ck_assert_str_eq(list[first].words, "Same Game 8x8:3:11, move 1");
	for (int i = 0; i < 2; i++) {
		close(taken[i]);
		close(done[i]);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_held");
	TCase *tc = tcase_create("held");
	tcase_add_test(tc, a_kept_game_is_taken_up_by_one_tumble_at_a_time);
	tcase_add_test(tc, the_newest_kept_passes_over_one_played_elsewhere);
	tcase_add_test(tc, a_kept_game_in_play_elsewhere_is_marked);
	tcase_add_test(tc, a_game_played_elsewhere_is_no_copy_to_replace);
	tcase_add_test(tc, a_game_taken_up_keeps_past_its_board_kept_since);
	tcase_add_test(tc, the_oldest_played_elsewhere_is_passed_over);
	tcase_add_test(tc, the_game_put_out_of_one_or_two_is_said_so);
	tcase_add_test(tc, a_quit_promises_what_keeping_does);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
