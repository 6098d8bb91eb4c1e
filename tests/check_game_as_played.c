/*
 * A game kept as it is played (the curses game's): each move keeps it,
 * so that a tumble killed in the middle of a game (SIGKILL, a crash)
 * loses no more than the move being made, without waiting for the disk
 * at each move (the quit's keep does), and the file is held while
 * the game is played, so that no other tumble takes it up meanwhile.
 * Kept so, it puts no other kept game out: that waits for the quit,
 * which says so; with every place taken by another, it is kept in the
 * spare place meanwhile.
 */
#define _GNU_SOURCE /* syscall */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

/* The words of the kept Same Game in `slot`, "" for none, and whether
 * another tumble plays it. */
static const char *kept_words_in(int slot, bool *elsewhere)
{
	static game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS);
	for (int i = 0; i < count; i++)
		if (list[i].kind == GAME_SAME && list[i].slot == slot) {
			*elsewhere = list[i].elsewhere;
			return list[i].words;
		}
	*elsewhere = false;
	return "";
}

/* Board 8x8:3:11 in `g`, kept as it is played, as the screens keep it. */
static void open_as_played(game *g)
{
	game_init(g);
	fixture_open_named(g, GAME_SAME, "8x8:3:11");
	g->keep_as_played = true;
}

/* The syncs asked of the disk: this definition stands for the C
 * library's in the whole test program. */
static int syncs;

int fsync(int fd)
{
	syncs++;
	return (int)syscall(SYS_fsync, fd);
}

static void play_a_move(game *g)
{
	game_outcome out;
	const same_cluster best = fixture_greedy(g);
	ck_assert(game_play_same(g, best.row, best.col, false, &out));
}

/* The kept game as a tumble killed now leaves it: a child process takes
 * it up as the next start would; its words, "" when none could be. */
static const char *taken_up_after_a_kill(void)
{
	static char words[700];
	int answer[2];
	ck_assert_int_eq(pipe(answer), 0);
	const pid_t child = fork();
	ck_assert_int_ge(child, 0);
	if (child == 0) {
		game g;
		game_open_error e;
		game_init(&g);
		char said[700] = "";
		if (game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e))
			snprintf(said, sizeof said, "%s, move %d", g.title,
			    g.rules->move_count(&g));
		else
			snprintf(said, sizeof said, "%s", e.text);
		(void)!write(answer[1], said, strlen(said));
		_exit(0);
	}
	close(answer[1]);
	const ssize_t n = read(answer[0], words, sizeof words - 1);
	words[n > 0 ? n : 0] = '\0';
	close(answer[0]);
	int status;
	ck_assert_int_eq(waitpid(child, &status, 0), child);
	return words;
}

START_TEST(each_move_keeps_the_game_and_holds_it)
{
	fixture_fresh_data_dir();
	game g;
	bool elsewhere;
	open_as_played(&g);
	play_a_move(&g);
	ck_assert_str_eq(kept_words_in(0, &elsewhere), "Same Game 8x8:3:11");
	ck_assert_msg(elsewhere, "no other tumble may take it up meanwhile");
	ck_assert_str_eq(taken_up_after_a_kill(), "the Same Game kept to "
	    "continue is being played in another tumble");
	play_a_move(&g);
	ck_assert(game_undo(&g));
	/* The process dies without a word: its hold goes with it. */
	close(g.kept_hold);
	g.kept_hold = -1;
	ck_assert_str_eq(taken_up_after_a_kill(), "8x8:3:11, move 1");
	game_free(&g);
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
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
	open_as_played(&g);
	syncs = 0;
	play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same"));
	play_a_move(&g);
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
	open_as_played(&g);
	play_a_move(&g);
	play_a_move(&g);
	game_rewind(&g);
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11");
	close(g.kept_hold);
	g.kept_hold = -1;
	ck_assert_str_eq(taken_up_after_a_kill(), "8x8:3:11, move 0");
	game_free(&g);
}
END_TEST

/* Started again, or played to its end, nothing is left to take up. */
START_TEST(a_restart_or_the_end_leaves_nothing_kept)
{
	fixture_fresh_data_dir();
	game g;
	game_outcome out;
	open_as_played(&g);
	play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same"));
	ck_assert(game_restart(&g));
	ck_assert(!fixture_data_file_exists("continue-same"));
	play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same"));
	fixture_play_to_end(&g, &out);
	ck_assert(out.ended);
	ck_assert(!fixture_data_file_exists("continue-same"));
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
	open_as_played(g);
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
	play_a_move(&g);
	play_a_move(&g);
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 1");
	ck_assert(!elsewhere);
	ck_assert_str_eq(kept_words_in(1, &elsewhere), "Same Game 8x8:3:11");
	ck_assert(elsewhere);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept in place of this board's older "
	    "game");
	ck_assert(game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(kept_words_in(0, &elsewhere), "");
	game_free(&g);
	ck_assert_str_eq(kept_words_in(1, &elsewhere),
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
	play_a_move(&g);
	play_a_move(&g);
	play_a_move(&g);
	close(g.kept_hold);
	g.kept_hold = -1;
	ck_assert_str_eq(taken_up_after_a_kill(), "8x8:3:11, move 3");
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
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
	play_a_move(&g);
	const int held = open(fixture_data_file("continue-same"), O_RDONLY);
	ck_assert_int_ge(held, 0);
	ck_assert_int_eq(flock(held, LOCK_EX | LOCK_NB), 0);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept to continue");
	ck_assert(!game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	close(held);
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 1");
	game_free(&g);
}
END_TEST

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
	play_a_move(&g);
	ck_assert(three_untouched(three));
	ck_assert_str_eq(kept_words_in(GAME_KEPT_MAX, &elsewhere),
	    "Same Game 8x8:3:14");
	ck_assert_msg(elsewhere, "no other tumble may take it up meanwhile");
	ck_assert_int_eq(fixture_lines_starting("continue-same.4",
	    "moves 1"), 1);
	play_a_move(&g);
	ck_assert_int_eq(fixture_lines_starting("continue-same.4",
	    "moves 2"), 1);
	ck_assert(three_untouched(three));
	close(g.kept_hold);
	g.kept_hold = -1;
	ck_assert_str_eq(taken_up_after_a_kill(), "8x8:3:14, move 2");
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    GAME_KEPT_MAX + 1);
	ck_assert_str_eq(kept_words_in(GAME_KEPT_MAX, &elsewhere),
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
	play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same.4"));
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest kept game goes");
	ck_assert(game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept: Same Game 8x8:3:11, move 1.");
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	game_free(&g);
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
	ck_assert_str_eq(kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:12, move 1");
	ck_assert_str_eq(kept_words_in(2, &elsewhere),
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
	play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same.4"));
	ck_assert(game_restart(&g));
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	play_a_move(&g);
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
	play_a_move(&g);
	close(g.kept_hold);
	g.kept_hold = -1;
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
	play_a_move(&h);
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
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
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
	play_a_move(&g);
	ck_assert(fixture_data_file_exists("continue-same.4"));
	ck_assert_int_eq(unlink(fixture_data_file("continue-same.2")), 0);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept to continue");
	ck_assert(!game_keep_drops_another(&g));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "");
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	game_free(&g);
	ck_assert_str_eq(kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:14, move 1");
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
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
	open_as_played(&g);
	play_a_move(&g);
	play_a_move(&g);
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
	ck_assert_str_eq(kept_words_in(0, &elsewhere),
	    "Same Game 8x8:3:11, move 2");
	ck_assert_str_eq(kept_words_in(1, &elsewhere),
	    "Same Game 8x8:3:12, move 1");
	ck_assert_str_eq(kept_words_in(2, &elsewhere),
	    "Same Game 8x8:3:13, move 1");
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
		play_a_move(&g);
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
		play_a_move(&g);
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
				play_a_move(&g);
			(void)!write(ready[1], "", 1);
			play_a_move(&g);
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
	tcase_add_test(tc, a_fresh_game_is_kept_beside_its_older_copy);
	tcase_add_test(tc, a_fresh_game_killed_beside_its_older_copy_is_kept);
	tcase_add_test(tc, an_older_copy_played_elsewhere_stays);
	tcase_add_test(tc, a_move_puts_no_other_kept_game_out);
	tcase_add_test(tc, the_quit_puts_the_spare_game_in_place);
	tcase_add_test(tc, a_spare_game_ended_leaves_nothing);
	tcase_add_test(tc, a_spare_game_taken_up_and_quit);
	tcase_add_test(tc, the_quit_of_a_spare_game_takes_a_place_freed);
	tcase_add_test(tc,
	    a_fresh_game_beside_a_full_set_takes_its_copy_s_place);
	tcase_add_test(tc, never_taken_up_while_played);
	tcase_add_test(tc, an_end_killed_is_never_recorded_twice);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
