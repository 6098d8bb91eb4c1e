/*
 * A game kept as it is played while every place of its kind holds
 * another game: it stands in a spare place, so that a kill loses no
 * more than with a free one, and the quit keeps it as a new game is
 * kept, putting the oldest out as it asks, and empties the spare place.
 * A game another tumble plays is never put out: with every kept game
 * played elsewhere, the quit keeps it in the spare place, or asks.
 * check_game_as_played.c tests a game kept as played in its own place
 * or a free one.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_leave.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

/* Three Same Games kept, each in a place of its own: 8x8:3:11, the
 * oldest, 12 and 13, and `g` opened on 8x8:3:14, kept as it is played;
 * `three` the kept entries of the three places. */
static void open_a_fourth(game *g, game_kept_entry three[GAME_KEPT_MAX])
{
	game other;
	game_init(&other);
	for (int seed = 11; seed <= 13; seed++) {
		char name[16];
		snprintf(name, sizeof name, "8x8:3:%d", seed);
		fixture_keep_after_a_move(&other, name);
		game_free(&other);
	}
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS);
	ck_assert_int_eq(count, GAME_KEPT_MAX);
	for (int i = 0; i < count; i++)
		three[list[i].slot] = list[i];
	game_init(g);
	fixture_open_named(g, GAME_SAME, "8x8:3:14");
	g->keep_as_played = true;
}

/* Whether the three places hold the games `three` names, untouched. */
static bool three_untouched(const game_kept_entry three[GAME_KEPT_MAX])
{
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS);
	int found = 0;
	for (int i = 0; i < count; i++)
		for (int slot = 0; slot < GAME_KEPT_MAX; slot++)
			found += game_kept_entry_same(&list[i], &three[slot]);
	return found == GAME_KEPT_MAX;
}

/* The oldest of a full set is put out only by the quit, which asks
 * first: the game in play is kept meanwhile in the spare place
 * (continue-same.4), with its moves, and a tumble killed then leaves it
 * to take up next, offered beside the three. */
START_TEST(a_move_puts_no_other_kept_game_out)
{
	fixture_fresh_data_dir();
	game g;
	game_kept_entry three[GAME_KEPT_MAX], list[GAME_KEPT_PLACES *
	    GAME_KINDS];
	bool elsewhere;
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	ck_assert(three_untouched(three));
	ck_assert_str_eq(fixture_kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:14");
	ck_assert_msg(elsewhere, "no other tumble may take it up meanwhile");
	ck_assert_int_eq(fixture_lines_starting("continue-same.4",
	    "moves 1"), 1);
	fixture_play_a_move(&g);
	ck_assert_int_eq(fixture_lines_starting("continue-same.4",
	    "moves 2"), 1);
	ck_assert(three_untouched(three));
	fixture_let_go(&g);
	ck_assert_str_eq(fixture_taken_up_after_a_kill(), "8x8:3:14, move 2");
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX + 1);
	ck_assert_str_eq(fixture_kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:14, move 2");
	ck_assert(three_untouched(three));
	game_free(&g);
}
END_TEST

/* Quit, the game in the spare place is kept as a fourth always was: in
 * the oldest's place, which the question said first, and the spare
 * place is free again. */
START_TEST(the_quit_puts_the_spare_game_in_place)
{
	fixture_fresh_data_dir();
	game g;
	game_kept_entry three[GAME_KEPT_MAX], list[GAME_KEPT_PLACES *
	    GAME_KINDS];
	bool elsewhere;
	char alert[512], words[160];
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same.4"));
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest kept game goes");
	ck_assert(game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept: Same Game 8x8:3:11, move 1.");
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	game_free(&g);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
	ck_assert_str_eq(fixture_kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:12, move 1");
	ck_assert_str_eq(fixture_kept_words_in(2, &elsewhere),
	    "Same Game 8x8:3:13, move 1");
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX);
}
END_TEST

/* Ended or restarted, the game in the spare place leaves nothing there,
 * and the three as they were. */
START_TEST(a_spare_game_ended_leaves_nothing)
{
	fixture_fresh_data_dir();
	game g;
	game_kept_entry three[GAME_KEPT_MAX];
	game_outcome out;
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same.4"));
	ck_assert(game_restart(&g));
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	fixture_play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same.4"));
	fixture_play_to_end(&g, &out);
	ck_assert(out.ended);
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	ck_assert(three_untouched(three));
	game_free(&g);
}
END_TEST

/* Taken up from the spare place after a kill (by its file's name, as
 * `load` takes it up), played on and quit: kept there while played,
 * then in the oldest's place as any fourth. */
START_TEST(a_spare_game_taken_up_and_quit)
{
	fixture_fresh_data_dir();
	game g, h;
	game_kept_entry three[GAME_KEPT_MAX];
	game_open_error e;
	bool elsewhere;
	char alert[512], words[160];
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	fixture_let_go(&g);
	game_free(&g);
	game_init(&h);
	char path[4096];
	snprintf(path, sizeof path, "%s",
	    fixture_data_file("continue-same.4"));
	game_request r = game_request_new(GAME_NONE);
	r.name = path;
	ck_assert_msg(game_open_or_take_up(&h, &r, NULL, &e), "%s", e.text);
	ck_assert(h.continued);
	ck_assert_int_eq(h.kept.slot, GAME_KEPT_MAX);
	h.keep_as_played = true;
	fixture_play_a_move(&h);
	ck_assert_int_eq(fixture_lines_starting("continue-same.4",
	    "moves 2"), 1);
	ck_assert(three_untouched(three));
	game_keep_promise(&h, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest kept game goes");
	ck_assert_msg(game_keep(&h, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept: Same Game 8x8:3:11, move 1.");
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	game_free(&h);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:14, move 2");
}
END_TEST

/* A place freed meanwhile (another tumble finished its game there) is
 * the one the quit keeps the spare game in: no other game goes. */
START_TEST(the_quit_of_a_spare_game_takes_a_place_freed)
{
	fixture_fresh_data_dir();
	game g;
	game_kept_entry three[GAME_KEPT_MAX];
	bool elsewhere;
	char alert[512], words[160];
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same.4"));
	ck_assert_int_eq(unlink(fixture_data_file("continue-same.2")), 0);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept to continue");
	ck_assert(!game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "");
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	game_free(&g);
	ck_assert_str_eq(fixture_kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 1");
}
END_TEST

/* A game opened afresh on the board of one of the three: with no free
 * place to stand beside its older copy, it stands in the spare place,
 * and the quit puts that copy out, as its question says. */
START_TEST(a_fresh_game_beside_a_full_set_takes_its_copy_s_place)
{
	fixture_fresh_data_dir();
	game g, other;
	game_kept_entry three[GAME_KEPT_MAX];
	bool elsewhere;
	char alert[512], words[160];
	open_a_fourth(&other, three);
	game_free(&other);
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	ck_assert(three_untouched(three));
	ck_assert_int_eq(fixture_lines_starting("continue-same.4",
	    "moves 2"), 1);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept in place of this board's older "
	    "game");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "");
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	game_free(&g);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 2");
	ck_assert_str_eq(fixture_kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:12, move 1");
	ck_assert_str_eq(fixture_kept_words_in(2, &elsewhere),
	    "Same Game 8x8:3:13, move 1");
}
END_TEST

/* A game closed with no one to ask (a signal, a terminal gone) puts no
 * other kept game out: it stays in the spare place, with its last move,
 * a fourth to take up beside the three, as a kill leaves it. */
START_TEST(an_unasked_keep_puts_no_other_kept_game_out)
{
	fixture_fresh_data_dir();
	game g;
	game_kept_entry three[GAME_KEPT_MAX], list[GAME_KEPT_PLACES *
	    GAME_KINDS];
	bool elsewhere;
	char alert[512];
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	ck_assert_msg(game_keep_unasked(&g, alert, sizeof alert), "%s",
	    alert);
	ck_assert_str_eq(alert, "");
	game_free(&g);
	ck_assert(three_untouched(three));
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX + 1);
	ck_assert_str_eq(fixture_kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:14, move 2");
}
END_TEST

/* Nor this board's older game: a game opened afresh beside a full set,
 * closed unasked, leaves its older copy as it was. */
START_TEST(an_unasked_keep_leaves_the_older_copy)
{
	fixture_fresh_data_dir();
	game g, other;
	game_kept_entry three[GAME_KEPT_MAX];
	bool elsewhere;
	char alert[512];
	open_a_fourth(&other, three);
	game_free(&other);
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	ck_assert_msg(game_keep_unasked(&g, alert, sizeof alert), "%s",
	    alert);
	game_free(&g);
	ck_assert(three_untouched(three));
	ck_assert_str_eq(fixture_kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:11, move 2");
}
END_TEST

/* Asked first, the quit's keep is the one that puts the oldest out; the
 * unasked keep after it (the screen closing) keeps it in that place. */
START_TEST(an_unasked_keep_after_the_quit_s_stays_in_place)
{
	fixture_fresh_data_dir();
	game g;
	game_kept_entry three[GAME_KEPT_MAX];
	bool elsewhere;
	char alert[512];
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_msg(game_keep_unasked(&g, alert, sizeof alert), "%s",
	    alert);
	ck_assert_str_eq(alert, "");
	game_free(&g);
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
}
END_TEST

/* A game quit while another, killed, stands in the spare place: the
 * oldest of the 3 in the other places goes, and the words say that the
 * spare place's stays, a fourth still kept. */
START_TEST(the_quit_beside_a_spare_game_says_it_stays)
{
	fixture_fresh_data_dir();
	game g;
	game_kept_entry three[GAME_KEPT_MAX], list[GAME_KEPT_PLACES *
	    GAME_KINDS];
	bool elsewhere;
	char alert[512];
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	fixture_let_go(&g);
	game_free(&g);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:15");
	fixture_play_a_move(&g);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept outside the spare place: Same Game "
	    "8x8:3:11, move 1.");
	game_free(&g);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:15, move 1");
	ck_assert_str_eq(fixture_kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_PLACES);
}
END_TEST

/* The question before a quit with every place taken, on one line of 80
 * columns. */
static const char *quit_question(const game *g)
{
	static char question[160];
	ck_assert(game_leaving_question(g, GAME_QUIT, question,
	    sizeof question));
	ck_assert_uint_le(strlen(question), 80);
	return question;
}

/* Beside a game killed in the spare place, older than the three, the
 * question before a quit names the oldest that goes as the oldest
 * outside the spare place, or not in play, when an older one stays. */
START_TEST(the_question_names_the_oldest_that_goes)
{
	fixture_fresh_data_dir();
	game g, taken;
	game_kept_entry three[GAME_KEPT_MAX];
	game_open_error e;
	char alert[512];
	open_a_fourth(&g, three);
	fixture_play_a_move(&g);
	fixture_let_go(&g);
	game_free(&g);
	for (int slot = 0; slot < GAME_KEPT_MAX; slot++)
		fixture_kept_minutes_ago(slot, 5 - slot);
	fixture_kept_minutes_ago(GAME_KEPT_MAX, 10);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:15");
	fixture_play_a_move(&g);
	ck_assert_str_eq(quit_question(&g), "Quit this game with 1 move "
	    "made? It is kept; the oldest outside the spare goes.");
	game_init(&taken);
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, 0, &e), "%s", e.text);
	ck_assert_str_eq(quit_question(&g), "Quit this game with 1 move "
	    "made? The oldest not in play or spare goes for it.");
	fixture_kept_minutes_ago(GAME_KEPT_MAX, 1);
	ck_assert_str_eq(quit_question(&g), "Quit this game with 1 move "
	    "made? It is kept, and the oldest not in play goes.");
	game_free(&taken);
	ck_assert_str_eq(quit_question(&g), "Quit this game with 1 move "
	    "made? It is kept, and the oldest kept game goes.");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept outside the spare place: Same Game "
	    "8x8:3:11, move 1.");
	game_free(&g);
}
END_TEST

/* Every kept game played in another tumble (taken up there, which holds
 * its file): none is put out for a game quit here.  It stays in the
 * spare place, where its moves kept it, and the question promises no
 * game going; with the spare place holding another game too, the quit
 * says that it cannot be kept and asks, as for a place that cannot be
 * written. */
START_TEST(no_quit_puts_out_a_game_played_elsewhere)
{
	fixture_fresh_data_dir();
	game g, taken[GAME_KEPT_MAX];
	game_kept_entry three[GAME_KEPT_MAX];
	game_open_error e;
	bool elsewhere;
	char alert[512], words[160], question[600];
	open_a_fourth(&g, three);
	for (int slot = 0; slot < GAME_KEPT_MAX; slot++) {
		game_init(&taken[slot]);
		ck_assert_msg(game_open_kept(&taken[slot], GAME_SAME, slot,
		    &e), "%s", e.text);
	}
	fixture_play_a_move(&g);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept to continue");
	ck_assert(!game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "");
	game_free(&g);
	ck_assert(three_untouched(three));
	ck_assert_str_eq(fixture_kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:15");
	fixture_play_a_move(&g);
	ck_assert(!game_keep_drops_another(&g));
	/* Asked once, saying why: a yes to it quits. */
	ck_assert(game_keep_refused(&g));
	ck_assert(game_leaving_question(&g, GAME_QUIT, words, sizeof words));
	ck_assert_str_eq(words, "Quit this game with 1 move made? It is not "
	    "kept: every place holds another game.");
	ck_assert(!game_keep_to_leave(&g, GAME_QUIT, words, alert,
	    sizeof alert, question, sizeof question));
	ck_assert_str_eq(question, "");
	ck_assert_str_eq(alert, "The game could not be kept to continue: "
	    "every place of its kind holds a game played in another "
	    "tumble, the spare one another game.");
	/* Not asked, or asked otherwise: asked now. */
	ck_assert(!game_keep_to_leave(&g, GAME_QUIT, NULL, alert, sizeof alert,
	    question, sizeof question));
	ck_assert_str_eq(question, "This game cannot be kept to continue "
	    "(every place of its kind holds a game played in another "
	    "tumble, the spare one another game); quit all the same?");
	game_free(&g);
	ck_assert(three_untouched(three));
	ck_assert_str_eq(fixture_kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
	for (int slot = 0; slot < GAME_KEPT_MAX; slot++)
		game_free(&taken[slot]);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_spare");
	TCase *tc = tcase_create("spare");
	tcase_add_test(tc, a_move_puts_no_other_kept_game_out);
	tcase_add_test(tc, the_quit_puts_the_spare_game_in_place);
	tcase_add_test(tc, a_spare_game_ended_leaves_nothing);
	tcase_add_test(tc, a_spare_game_taken_up_and_quit);
	tcase_add_test(tc, the_quit_of_a_spare_game_takes_a_place_freed);
	tcase_add_test(tc,
	    a_fresh_game_beside_a_full_set_takes_its_copy_s_place);
	tcase_add_test(tc, an_unasked_keep_puts_no_other_kept_game_out);
	tcase_add_test(tc, an_unasked_keep_leaves_the_older_copy);
	tcase_add_test(tc, an_unasked_keep_after_the_quit_s_stays_in_place);
	tcase_add_test(tc, the_quit_beside_a_spare_game_says_it_stays);
	tcase_add_test(tc, the_question_names_the_oldest_that_goes);
	tcase_add_test(tc, no_quit_puts_out_a_game_played_elsewhere);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
