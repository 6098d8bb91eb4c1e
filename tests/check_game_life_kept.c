/*
 * One game, one life, for its kept copy: a continued game that ends or
 * is dropped is no longer offered; a kept copy is removed only by the
 * game that read it; games of a kind kept one after another or at once
 * are kept or name the one they replace; and the last game over is kept
 * for its review.  Its record is check_game_life.c's.
 */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

START_TEST(a_continued_game_that_ends_is_no_longer_offered)
{
	fixture_fresh_data_dir();
	game g, back;
	game_outcome out;
	game_open_error e;
	char words[96];
	time_t when;
	game_init(&g);
	game_init(&back);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert(game_open_kept(&back, GAME_SAME, GAME_KEPT_NEWEST, &e));
	fixture_play_to_end(&back, &out);
	ck_assert(out.ended);
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert(!game_kept(GAME_SAME, words, sizeof words, &when));
	/* Quit after its end, it is not kept again. */
	fixture_keep(&back);
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert_int_eq(fixture_lines_starting("scores", "same-8x8x3 "), 1);
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(a_continued_game_dropped_is_no_longer_offered)
{
	fixture_fresh_data_dir();
	game g, back;
	game_outcome out;
	game_open_error e;
	game_init(&g);
	game_init(&back);
	fixture_open_named(&g, GAME_MAYAN, "1");
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 1, 1 }, false, &out));
	fixture_keep(&g);
	ck_assert(game_open_kept(&back, GAME_MAYAN, GAME_KEPT_NEWEST, &e));
	ck_assert(fixture_data_file_exists("continue-mayan"));
	game_drop(&back);
	ck_assert(!fixture_data_file_exists("continue-mayan"));
	game_free(&g);
	game_free(&back);
}
END_TEST

/* A: takes up the kept game.  B: keeps another since.  A ends its game:
 * B's stays. */
START_TEST(a_kept_game_is_removed_only_by_the_game_that_read_it)
{
	fixture_fresh_data_dir();
	game a, b;
	game_outcome out;
	game_open_error e;
	char alert[512];
	game_init(&a);
	game_init(&b);
	fixture_keep_after_a_move(&a, "8x8:3:11");
	game_free(&a);
	game_init(&a);
	ck_assert(game_open_kept(&a, GAME_SAME, GAME_KEPT_NEWEST, &e));

	fixture_open_named(&b, GAME_SAME, "10x15:3:5");
	const same_cluster best = fixture_greedy(&b);
	ck_assert(game_play_same(&b, best.row, best.col, false, &out));
	ck_assert(game_keep(&b, alert, sizeof alert));
	ck_assert_str_eq(alert, "");

	fixture_play_to_end(&a, &out);
	fixture_keep(&a);
	ck_assert(!fixture_data_file_exists("continue-same"));
	char *text = support_read_file(fixture_data_file("continue-same.2"));
	ck_assert_ptr_nonnull(strstr(text, "10x15:3:5"));
	free(text);
	game_free(&a);
	game_free(&b);
}
END_TEST

/* Games of one kind quit one after another are all kept, up to
 * GAME_KEPT_MAX; the next takes the oldest one's place and names it. */
START_TEST(games_of_a_kind_are_kept_the_oldest_named)
{
	fixture_fresh_data_dir();
	static const char *const boards[] = { "8x8:3:11", "8x8:3:12",
		"8x8:3:13", "8x8:3:14" };
	static const char *const files[] = { "continue-same",
		"continue-same.2", "continue-same.3" };
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	char alert[512];
	game g;
	game_outcome out;
	for (int i = 0; i < GAME_KEPT_MAX; i++) {
		game_init(&g);
		fixture_keep_after_a_move(&g, boards[i]);
		game_free(&g);
		/* The order of the list is the order they were kept in. */
		struct timespec later[2] = { { .tv_sec = 1000000 + i },
			{ .tv_sec = 1000000 + i } };
		ck_assert_int_eq(utimensat(AT_FDCWD,
		    fixture_data_file(files[i]), later, 0), 0);
	}
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX);
	ck_assert_str_eq(list[0].words, "Same Game 8x8:3:13, move 1");
	ck_assert_str_eq(list[2].words, "Same Game 8x8:3:11, move 1");

	game_init(&g);
	fixture_open_named(&g, GAME_SAME, boards[3]);
	const same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept: Same Game 8x8:3:11, move 1.");
	game_free(&g);
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX);
	ck_assert_str_eq(list[0].words, "Same Game 8x8:3:14, move 1");

	/* The one in the middle, taken up and ended, leaves the others. */
	game_init(&g);
	ck_assert(game_open_kept(&g, GAME_SAME, 1, &(game_open_error){0}));
	ck_assert_str_eq(g.origin, "8x8:3:12");
	fixture_play_to_end(&g, &out);
	ck_assert(!fixture_data_file_exists("continue-same.2"));
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX - 1);
	game_free(&g);
}
END_TEST

/* Six tumbles keep a game at once (as SIGTERM to each would): three are
 * kept, and each of the three others names the game it replaced. */
START_TEST(games_kept_at_once_are_kept_or_named)
{
	enum { KEEPERS = 6 };
	fixture_fresh_data_dir();
	int pipes[KEEPERS][2];
	for (int i = 0; i < KEEPERS; i++) {
		ck_assert_int_eq(pipe(pipes[i]), 0);
		const pid_t child = fork();
		ck_assert_int_ge(child, 0);
		if (child == 0) {
			char name[32], alert[512];
			game g;
			game_outcome out;
			snprintf(name, sizeof name, "8x8:3:%d", 20 + i);
			game_init(&g);
			fixture_open_named(&g, GAME_SAME, name);
			const same_cluster best = fixture_greedy(&g);
			game_play_same(&g, best.row, best.col, false, &out);
			const bool kept = game_keep(&g, alert, sizeof alert);
			const ssize_t n = write(pipes[i][1], alert,
			    strlen(alert));
			_exit(kept && n >= 0 ? 0 : 1);
		}
		close(pipes[i][1]);
	}
	int named = 0;
	for (int i = 0; i < KEEPERS; i++) {
		char alert[512] = "";
		const ssize_t n = read(pipes[i][0], alert, sizeof alert - 1);
		close(pipes[i][0]);
		int status;
		ck_assert_int_gt(wait(&status), 0);
		ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
		if (n > 0 && strstr(alert, "3 kept: Same Game 8x8:3:2"))
			named++;
	}
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX);
	ck_assert_int_eq(named, KEEPERS - GAME_KEPT_MAX);
}
END_TEST

/* A game over is kept with its moves as the last of its kind, for its
 * review (a Mayan puzzle failed as well as solved); the planner's game
 * shown never is. */
START_TEST(the_last_game_over_is_kept_for_its_review)
{
	fixture_fresh_data_dir();
	game g, kept;
	game_outcome out;
	game_init(&g);
	game_init(&kept);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	ck_assert(!fixture_data_file_exists("last-same"));
	fixture_play_to_end(&g, &out);
	fixture_open_named(&kept, GAME_SAME, fixture_data_file("last-same"));
	ck_assert_int_eq(same_session_move_count(&kept.same),
	    same_session_move_count(&g.same));
	ck_assert(same_board_equal(same_session_board(&kept.same),
	    same_session_board(&g.same)));
	char *before = support_read_file(fixture_data_file("last-same"));
	ck_assert(game_watch(&g));
	while (!same_session_over(&g.same)) {
		const same_cluster best = fixture_greedy(&g);
		game_move shown = { .same = { best.row, best.col } };
		ck_assert(game_play_watched(&g, &shown, &out));
	}
	char *after = support_read_file(fixture_data_file("last-same"));
	ck_assert_str_eq(after, before);
	free(before);
	free(after);

	/* Any three legal moves end the puzzle of three, solved or not. */
	fixture_open_named(&g, GAME_MAYAN, "1");
	for (int made = 0; made < 3; made++) {
		bool played = false;
		for (int i = 0; !played && i < MAYAN_WIDTH * MAYAN_HEIGHT * 2;
		    i++) {
			const game_move m = { .mayan = { (int8_t)(i / 2 %
			    MAYAN_WIDTH), (int8_t)(i / 2 / MAYAN_WIDTH),
			    (int8_t)(i % 2 ? -1 : 1) } };
			played = game_play(&g, &m, false, &out);
		}
		ck_assert(played);
	}
	fixture_open_named(&kept, GAME_MAYAN, fixture_data_file("last-mayan"));
	ck_assert_int_eq(mayan_session_move_count(&kept.mayan), 3);
	game_free(&kept);
	game_free(&g);
}
END_TEST

static Suite *game_life_kept_suite(void)
{
	Suite *s = suite_create("game_life_kept");
	TCase *t = tcase_create("life_kept");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, a_continued_game_that_ends_is_no_longer_offered);
	tcase_add_test(t, a_continued_game_dropped_is_no_longer_offered);
	tcase_add_test(t, a_kept_game_is_removed_only_by_the_game_that_read_it);
	tcase_add_test(t, games_of_a_kind_are_kept_the_oldest_named);
	tcase_add_test(t, games_kept_at_once_are_kept_or_named);
	tcase_add_test(t, the_last_game_over_is_kept_for_its_review);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(game_life_kept_suite());
}
