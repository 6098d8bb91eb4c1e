/*
 * A game kept as it is played while another tumble holds the lock of
 * the kind's kept games (keeping or putting out its own): a move never
 * waits for it.  The keep after the move writes nothing then, and the
 * next keep writes every move since; a game ended meanwhile leaves no
 * copy to take up and record a second time.
 */
#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "game_fixture.h"
#include "support.h"

/* Another tumble's hold on the lock of the kept Same Games: a lock of
 * its own open, which refuses the game's as another process's would. */
static int hold_the_lock(void)
{
	const int fd = open(fixture_data_file("continue-same.lock"),
	    O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(flock(fd, LOCK_EX | LOCK_NB), 0);
	return fd;
}

/* The whole text of a data file, "" for none. */
static const char *data_text(const char *name)
{
	static char text[1 << 16];
	FILE *fp = fopen(fixture_data_file(name), "r");
	text[0] = '\0';
	if (fp == NULL)
		return text;
	const size_t n = fread(text, 1, sizeof text - 1, fp);
	text[n] = '\0';
	fclose(fp);
	return text;
}

/* Board 8x8:3:11 kept after a move, taken up in `g` and kept as it is
 * played. */
static void take_up_as_played(game *g)
{
	game_open_error e;
	game_init(g);
	fixture_keep_after_a_move(g, "8x8:3:11");
	game_free(g);
	game_init(g);
	ck_assert_msg(game_open_kept(g, GAME_SAME, 0, &e), "%s", e.text);
	g->keep_as_played = true;
}

/* The moves of the game kept in slot 0, as one taking it up finds it
 * once `g` (which holds it) lets go. */
static int kept_moves_after(game *g)
{
	game kept;
	game_open_error e;
	fixture_let_go(g);
	game_init(&kept);
	ck_assert_msg(game_open_kept(&kept, GAME_SAME, 0, &e), "%s", e.text);
	const int moves = kept.rules->move_count(&kept);
	game_free(&kept);
	return moves;
}

START_TEST(a_move_with_the_lock_held_writes_at_the_next)
{
	fixture_fresh_data_dir();
	game g;
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	char before[1 << 16];
	snprintf(before, sizeof before, "%s", data_text("continue-same"));
	ck_assert_str_ne(before, "");
	ck_assert(!g.kept_behind);
	const int lock = hold_the_lock();
	fixture_play_a_move(&g);
	ck_assert_int_eq(g.rules->move_count(&g), 2);
	ck_assert_str_eq(data_text("continue-same"), before);
	ck_assert(g.kept_behind);
	close(lock);
	fixture_play_a_move(&g);
	ck_assert(!g.kept_behind);
	ck_assert_str_ne(data_text("continue-same"), before);
	ck_assert_int_eq(kept_moves_after(&g), 3);
	game_free(&g);
}
END_TEST

/* The quit keeps every move, whatever the moves' keeps skipped. */
START_TEST(the_quit_keeps_what_a_move_skipped)
{
	fixture_fresh_data_dir();
	game g;
	char alert[512];
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	const int lock = hold_the_lock();
	fixture_play_a_move(&g);
	ck_assert(game_undo(&g));
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	close(lock);
	ck_assert(g.kept_behind);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert(!g.kept_behind);
	ck_assert_int_eq(kept_moves_after(&g), 3);
	game_free(&g);
}
END_TEST

/* The game loaded again by its kept file's name, while that file is
 * behind it: the moves since are not lost. */
START_TEST(loaded_again_it_has_every_move)
{
	fixture_fresh_data_dir();
	game g, next;
	game_open_error e;
	char path[4096];
	fixture_open_as_played(&g);
	fixture_play_a_move(&g);
	const int lock = hold_the_lock();
	fixture_play_a_move(&g);
	fixture_play_a_move(&g);
	close(lock);
	ck_assert(g.kept_behind);
	snprintf(path, sizeof path, "%s", fixture_data_file("continue-same"));
	game_request r = game_request_new(GAME_NONE);
	r.name = path;
	game_init(&next);
	ck_assert_msg(game_open_or_take_up(&next, &r, &g, &e), "%s", e.text);
	ck_assert_int_eq(next.rules->move_count(&next), 3);
	game_free(&next);
	game_free(&g);
}
END_TEST

/* Whether a file named `prefix`... is in the data folder. */
static bool data_file_starting(const char *prefix)
{
	char folder[4096];
	snprintf(folder, sizeof folder, "%s", fixture_data_file(""));
	DIR *d = opendir(folder);
	ck_assert_ptr_nonnull(d);
	bool found = false;
	for (struct dirent *e; (e = readdir(d)) != NULL;)
		found |= strncmp(e->d_name, prefix, strlen(prefix)) == 0;
	closedir(d);
	return found;
}

/* A game taken up and played to its end while another tumble holds the
 * lock: its kept copy goes all the same, or it would be taken up,
 * finished and recorded again. */
START_TEST(an_end_with_the_lock_held_leaves_nothing_kept)
{
	fixture_fresh_data_dir();
	game g;
	game_outcome out;
	take_up_as_played(&g);
	const int lock = hold_the_lock();
	fixture_play_to_end(&g, &out);
	ck_assert(out.ended);
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert(!data_file_starting("continue-same.aside"));
	close(lock);
	ck_assert_int_eq(fixture_lines_starting("scores", "same-8x8x3 "), 1);
	game_free(&g);
}
END_TEST

/* The same end, when another tumble has kept a game of its own in that
 * place since: that one stays. */
START_TEST(an_end_with_the_lock_held_leaves_another_game)
{
	fixture_fresh_data_dir();
	game g, other;
	game_outcome out;
	char alert[512];
	take_up_as_played(&g);
	game_init(&other);
	fixture_open_named(&other, GAME_SAME, "8x8:3:12");
	fixture_play_a_move(&other);
	/* Its place, as the oldest of those played elsewhere. */
	ck_assert_msg(game_save(&other, fixture_data_file("continue-same"),
	    alert, sizeof alert), "%s", alert);
	char theirs[1 << 16];
	snprintf(theirs, sizeof theirs, "%s", data_text("continue-same"));
	const int lock = hold_the_lock();
	fixture_play_to_end(&g, &out);
	ck_assert(out.ended);
	ck_assert_str_eq(data_text("continue-same"), theirs);
	ck_assert(!data_file_starting("continue-same.aside"));
	close(lock);
	game_free(&other);
	game_free(&g);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_kept_busy");
	TCase *tc = tcase_create("kept_busy");
	tcase_add_test(tc, a_move_with_the_lock_held_writes_at_the_next);
	tcase_add_test(tc, the_quit_keeps_what_a_move_skipped);
	tcase_add_test(tc, loaded_again_it_has_every_move);
	tcase_add_test(tc, an_end_with_the_lock_held_leaves_nothing_kept);
	tcase_add_test(tc, an_end_with_the_lock_held_leaves_another_game);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
