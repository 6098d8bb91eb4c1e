/*
 * A game kept as it is played (the curses game's): each move keeps it,
 * so that a tumble killed in the middle of a game (SIGKILL, a crash)
 * loses no more than the move being made, without waiting for the disk
 * at each move (the quit's keep does), and the file is held while
 * the game is played, so that no other tumble takes it up meanwhile.
 * Kept so, it puts no other kept game out: that waits for the quit,
 * which says so; with every place taken by another, it is kept in the
 * spare place meanwhile (check_game_spare.c).
 */
#define _GNU_SOURCE /* syscall */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

/* The syncs asked of the disk: this definition stands for the C
 * library's in the whole test program. */
static int syncs;

int fsync(int fd)
{
	syncs++;
	return (int)syscall(SYS_fsync, fd);
}

START_TEST(each_move_keeps_the_game_and_holds_it)
{
	fixture_fresh_data_dir();
	game g;
	bool elsewhere;
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11");
	ck_assert_msg(elsewhere, "no other tumble may take it up meanwhile");
	ck_assert_str_eq(fixture_taken_up_after_a_kill(), "the Same Game kept "
	    "to continue is being played in another tumble");
	fixture_play_a_move(&g);
	ck_assert(game_undo(&g));
	fixture_let_go(&g);
	ck_assert_str_eq(fixture_taken_up_after_a_kill(), "8x8:3:11, move 1");
	game_free(&g);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 1, 1 to redo");
}
END_TEST

/* A move keeps the game without waiting for the disk, which a slow one
 * would make the player feel at every move; the quit's keep waits for
 * it, as every other file written does. */
START_TEST(a_move_waits_for_no_disk_and_the_quit_does)
{
	fixture_fresh_data_dir();
	game g;
	char alert[512];
	fixture_open_as_played(&g);
	syncs = 0;
	fixture_play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same"));
	fixture_play_a_move(&g);
	ck_assert(game_undo(&g));
	ck_assert_int_eq(syncs, 0);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_int_ge(syncs, 2);
	game_free(&g);
}
END_TEST

/* Back to the start at the prompt (`restart`), the moves kept to redo:
 * killed there, the game comes back where it was left, as after undos
 * one by one. */
START_TEST(a_rewind_keeps_the_game_where_it_is)
{
	fixture_fresh_data_dir();
	game g;
	bool elsewhere;
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	game_rewind(&g);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11");
	fixture_let_go(&g);
	ck_assert_str_eq(fixture_taken_up_after_a_kill(), "8x8:3:11, move 0");
	game_free(&g);
}
END_TEST

/* Started again, or played to its end, nothing is left to take up. */
START_TEST(a_restart_or_the_end_leaves_nothing_kept)
{
	fixture_fresh_data_dir();
	game g;
	game_outcome out;
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same"));
	ck_assert(game_restart(&g));
	ck_assert(!fixture_data_file_exists("continue-same"));
	fixture_play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same"));
	fixture_play_to_end(&g, &out);
	ck_assert(out.ended);
	ck_assert(!fixture_data_file_exists("continue-same"));
	game_free(&g);
}
END_TEST

/* Whether `alert` says that the damaged kept file `file` (damaged at
 * its first line) was set aside, and where. */
static bool says_set_aside(const char *alert, const char *file)
{
	char where[64], bad[4200];
	snprintf(where, sizeof where, "%s:1:1: ", file);
	snprintf(bad, sizeof bad, "; set aside as %s.bad",
	    fixture_data_file(file));
	return strstr(alert, where) != NULL && strstr(alert, bad) != NULL;
}

/* A damaged kept file (one the title menu says the next game kept sets
 * aside) stops no game from being kept as it is played: the first move
 * sets it aside and keeps the game, so that a kill loses it no more
 * than with a free place.  The game says where it went, as its screen
 * shows it (a Same Game's record's alert, which its end says again),
 * once. */
START_TEST(a_damaged_kept_file_is_set_aside_by_a_move)
{
	const char *data_dir = fixture_fresh_data_dir();
	game g;
	char dir[300];
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	mkdir(dir, 0700);
	support_write_file(fixture_data_file("continue-same.2"),
	    "junk junk\n");
	fixture_open_as_played(&g);
	ck_assert_str_eq(g.alert, "");
	fixture_play_a_move(&g);
	ck_assert_msg(says_set_aside(g.record.alert, "continue-same.2"), "%s",
	    g.record.alert);
	ck_assert_str_eq(g.alert, g.record.alert);
	ck_assert_msg(says_set_aside(game_alert_unsaid(&g),
	    "continue-same.2"), "%s", g.alert);
	fixture_play_a_move(&g);
	ck_assert_str_eq(game_alert_unsaid(&g), "");
	fixture_let_go(&g);
	ck_assert_str_eq(fixture_taken_up_after_a_kill(), "8x8:3:11, move 2");
	char *bad = support_read_file(fixture_data_file(
	    "continue-same.2.bad"));
	ck_assert_str_eq(bad, "junk junk\n");
	free(bad);
	game_free(&g);
}
END_TEST

/* The same of a Mayan puzzle, whose screen shows the game's alert. */
START_TEST(a_mayan_move_says_the_damaged_file_set_aside)
{
	const char *data_dir = fixture_fresh_data_dir();
	game g;
	game_outcome out;
	char dir[300];
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	mkdir(dir, 0700);
	support_write_file(fixture_data_file("continue-mayan"), "junk\n");
	game_init(&g);
	fixture_open_named(&g, GAME_MAYAN, "1");
	g.keep_as_played = true;
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 1, 1 }, false, &out));
	ck_assert_msg(says_set_aside(g.alert, "continue-mayan"), "%s",
	    g.alert);
	ck_assert(fixture_data_file_exists("continue-mayan.bad"));
	game_free(&g);
}
END_TEST

/* Board 8x8:3:11 opened afresh in `g`, kept as played, beside an older
 * game of the same board kept after a move. */
static void open_beside_an_older_copy(game *g)
{
	game other;
	game_init(&other);
	fixture_keep_after_a_move(&other, "8x8:3:11");
	game_free(&other);
	fixture_open_as_played(g);
	ck_assert_int_eq(g->rules->move_count(g), 0);
}

/* A game opened afresh on a board whose older game is kept: played, it
 * is kept in a free place beside that copy, so that a kill loses
 * neither; the quit puts the copy out, as its question says. */
START_TEST(a_fresh_game_is_kept_beside_its_older_copy)
{
	fixture_fresh_data_dir();
	game g;
	bool elsewhere;
	char alert[512], words[160];
	open_beside_an_older_copy(&g);
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 1");
	ck_assert(!elsewhere);
	ck_assert_str_eq(fixture_kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:11");
	ck_assert(elsewhere);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept in place of this board's older "
	    "game");
	ck_assert(game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere), "");
	game_free(&g);
	ck_assert_str_eq(fixture_kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:11, move 2");
}
END_TEST

/* Killed instead, the game in play is the one taken up next, and the
 * older copy is still there. */
START_TEST(a_fresh_game_killed_beside_its_older_copy_is_kept)
{
	fixture_fresh_data_dir();
	game g;
	bool elsewhere;
	open_beside_an_older_copy(&g);
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	fixture_let_go(&g);
	ck_assert_str_eq(fixture_taken_up_after_a_kill(), "8x8:3:11, move 3");
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 1");
	game_free(&g);
}
END_TEST

/* The older copy taken up in another tumble while this game is played
 * is that tumble's game: the quit leaves it and promises nothing of
 * it. */
START_TEST(an_older_copy_played_elsewhere_stays)
{
	fixture_fresh_data_dir();
	game g;
	bool elsewhere;
	char alert[512], words[160];
	open_beside_an_older_copy(&g);
	fixture_play_a_move(&g);
	const int held = open(fixture_data_file("continue-same"), O_RDONLY);
	ck_assert_int_ge(held, 0);
	ck_assert_int_eq(flock(held, LOCK_EX | LOCK_NB), 0);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept to continue");
	ck_assert(!game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	close(held);
	ck_assert_str_eq(fixture_kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 1");
	game_free(&g);
}
END_TEST

/* Another tumble that takes up the kept games while one is played, move
 * after move: the file is held at every moment, the new one from before
 * it is put in place, so that it is never taken up twice. */
START_TEST(never_taken_up_while_played)
{
	fixture_fresh_data_dir();
	int ready[2], done[2];
	ck_assert_int_eq(pipe(ready), 0);
	ck_assert_int_eq(pipe(done), 0);
	const pid_t child = fork();
	ck_assert_int_ge(child, 0);
	if (child == 0) {
		game g;
		game_outcome out;
		char c;
		close(done[1]);
		game_init(&g);
		fixture_open_named(&g, GAME_SAME, "8x8:3:11");
		g.keep_as_played = true;
		fixture_play_a_move(&g);
		(void)!write(ready[1], "", 1);
		bool played = true;
		for (int i = 0; i < 150 && played; i++)
			played = game_undo(&g) && game_redo(&g, &out);
		(void)!write(ready[1], played ? "y" : "n", 1);
		/* Still playing until the other is told. */
		(void)!read(done[0], &c, 1);
		_exit(0);
	}
	close(ready[1]);
	close(done[0]);
	char c;
	ck_assert_int_eq(read(ready[0], &c, 1), 1);
	ck_assert_int_eq(fcntl(ready[0], F_SETFL, O_NONBLOCK), 0);
	int taken = 0, status;
	while (read(ready[0], &c, 1) != 1) {
		game g;
		game_open_error e;
		game_init(&g);
		if (game_open_kept(&g, GAME_SAME, 0, &e))
			taken++;
		game_free(&g);
	}
	close(done[1]);
	close(ready[0]);
	ck_assert_int_eq(waitpid(child, &status, 0), child);
	ck_assert_int_eq(c, 'y');
	ck_assert_int_eq(taken, 0);
}
END_TEST

/* The game's last move, killed at any moment (SIGKILL, a power cut):
 * either the end is not recorded and the game is still there to
 * finish, or it is recorded and nothing is left to take up, never a
 * game recorded and still kept, to finish and record a second time. */
START_TEST(an_end_killed_is_never_recorded_twice)
{
	game g;
	int moves = 0;
	fixture_fresh_data_dir();
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	while (!same_session_over(&g.same)) {
		fixture_play_a_move(&g);
		moves++;
	}
	game_free(&g);
	srand(1);
	long most = 1, at = 0;
	/* Each run a data folder of its own: 14 of them. */
	for (int i = 0; i < 14; i++) {
		fixture_fresh_data_dir();
		int ready[2];
		ck_assert_int_eq(pipe(ready), 0);
		const pid_t child = fork();
		ck_assert_int_ge(child, 0);
		if (child == 0) {
			game_init(&g);
			fixture_open_named(&g, GAME_SAME, "8x8:3:11");
			g.keep_as_played = true;
			for (int m = 1; m < moves; m++)
				fixture_play_a_move(&g);
			(void)!write(ready[1], "", 1);
			fixture_play_a_move(&g);
			(void)!write(ready[1], "", 1);
			pause();
			_exit(0);
		}
		close(ready[1]);
		char c;
		struct timespec from, to;
		ck_assert_int_eq(read(ready[0], &c, 1), 1);
		clock_gettime(CLOCK_MONOTONIC, &from);
		/* The first end is let run, to time it; the others are
		 * killed at a moment in it. */
		if (i == 0) {
			ck_assert_int_eq(read(ready[0], &c, 1), 1);
			clock_gettime(CLOCK_MONOTONIC, &to);
			most = (to.tv_sec - from.tv_sec) * 1000000L +
			    (to.tv_nsec - from.tv_nsec) / 1000 + 1;
		} else {
			at = rand() % most;
			usleep((useconds_t)at);
		}
		kill(child, SIGKILL);
		int status;
		ck_assert_int_eq(waitpid(child, &status, 0), child);
		close(ready[0]);
		const bool recorded = fixture_lines_starting("scores",
		    "same-8x8x3 ") > 0;
		ck_assert_msg(!recorded ||
		    !fixture_data_file_exists("continue-same"),
		    "recorded and still kept, killed after %ld of %ld us", at,
		    most);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_as_played");
	TCase *tc = tcase_create("as_played");
	tcase_add_test(tc, each_move_keeps_the_game_and_holds_it);
	tcase_add_test(tc, a_move_waits_for_no_disk_and_the_quit_does);
	tcase_add_test(tc, a_rewind_keeps_the_game_where_it_is);
	tcase_add_test(tc, a_restart_or_the_end_leaves_nothing_kept);
	tcase_add_test(tc, a_damaged_kept_file_is_set_aside_by_a_move);
	tcase_add_test(tc, a_mayan_move_says_the_damaged_file_set_aside);
	tcase_add_test(tc, a_fresh_game_is_kept_beside_its_older_copy);
	tcase_add_test(tc, a_fresh_game_killed_beside_its_older_copy_is_kept);
	tcase_add_test(tc, an_older_copy_played_elsewhere_stays);
	tcase_add_test(tc, never_taken_up_while_played);
	tcase_add_test(tc, an_end_killed_is_never_recorded_twice);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
