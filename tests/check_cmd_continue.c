/*
 * `continue [same|mayan]` at a prompt and in a script: the game kept to
 * continue taken up as `tumble same --continue` and the title menu take
 * it up (the newest of a kind, or of either kind, that no tumble plays),
 * in place of the game in play, which is asked about as `load`
 * and `new` ask; no kept game, or a damaged one, said before any
 * question.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "command/cmd.h"
#include "session/game_keep.h"
#include "session/game_play.h"
#include "cmd_fixture.h"
#include "game_fixture.h"
#include "support.h"

/* The questions asked, and the answer each gets. */
static int asked;
static char question[256];
static bool answer;

static bool ask(FILE *to, const char *q)
{
	asked++;
	snprintf(question, sizeof question, "%s", q);
	return answer;
}

/* Run `line` as typed at a prompt, which asks. */
static cmd_status run_asking(const char *line)
{
	size_t size;
	free(out);
	FILE *fp = open_memstream(&out, &size);
	ck_assert_ptr_nonnull(fp);
	why[0] = '\0';
	asked = 0;
	const cmd_status status = cmd_run_line_asking(&g, line, fp, NULL, why,
	    sizeof why, NULL, ask, stderr);
	fclose(fp);
	return status;
}

/* Set the time a kept file was written, `ago` seconds back, so that the
 * kept games have an order. */
static void kept_ago(const char *name, int ago)
{
	struct timeval now, times[2];
	gettimeofday(&now, NULL);
	times[0] = times[1] = (struct timeval){ now.tv_sec - ago, 0 };
	ck_assert_int_eq(utimes(fixture_data_file(name), times), 0);
}

/* The Same Game `name` kept after greedy's first move, its board left
 * in `board`. */
static void keep_same(const char *name, same_board *board)
{
	game kept;
	game_init(&kept);
	fixture_keep_after_a_move(&kept, name);
	*board = *same_session_board(&kept.same);
	game_free(&kept);
}

/* In a fresh data folder, two Same Games kept after a move: the older
 * (8x8:3:11, its file made a minute older) and the newer (8x8:3:12). */
static void keep_older_and_newer(same_board *older, same_board *newer)
{
	fixture_fresh_data_dir();
	keep_same("8x8:3:11", older);
	kept_ago("continue-same", 60);
	keep_same("8x8:3:12", newer);
}

/* Level 1 of the tests' pack kept after its first move. */
static void keep_level_one(void)
{
	game kept;
	game_outcome o;
	game_init(&kept);
	fixture_open_named(&kept, GAME_MAYAN, "1");
	ck_assert(game_play_mayan(&kept, (mayan_move){ 3, 1, 1 }, false, &o));
	fixture_keep(&kept);
	game_free(&kept);
}

START_TEST(nothing_kept_is_said)
{
	fixture_fresh_data_dir();
	fails("continue", "no game is kept to continue");
	fails("continue same", "no Same Game is kept to continue");
	fails("continue mayan", "no Mayan puzzle is kept to continue");
	fails("continue solitaire", "expected 'same' or 'mayan', found "
	    "'solitaire'");
	fails("continue same mayan", "'mayan' is a word too many: "
	    "usage: continue [same|mayan]");
}
END_TEST

/* The newest kept game of either kind, or the newest of the kind
 * named, with its board, score and moves as they were left. */
START_TEST(the_newest_kept_game_is_taken_up)
{
	fixture_fresh_data_dir();
	same_board board;
	keep_same("8x8:3:11", &board);
	kept_ago("continue-same", 60);
	keep_level_one();
	ok("continue");
	ck_assert_int_eq(g.kind, GAME_MAYAN);
	ck_assert(g.continued);
	ck_assert_int_eq(game_moves_at_stake(&g), 1);
	ok("continue same");
	ck_assert_int_eq(g.kind, GAME_SAME);
	ck_assert(g.continued);
	ck_assert_str_eq(g.origin, "8x8:3:11");
	ck_assert_int_eq(same_session_move_count(&g.same), 1);
	ck_assert(same_board_equal(same_session_board(&g.same), &board));
	ck_assert_int_gt(same_session_score(&g.same), 0);
	/* The puzzle left for the Same Game is not kept, as a game left
	 * for `load` or `new` is not: its kept copy is gone. */
	ck_assert(!fixture_data_file_exists("continue-mayan"));
}
END_TEST

/* Typed at a prompt over a game with moves made, it asks as load asks,
 * once the kept game is found: a no leaves both games as they were, and
 * with none kept nothing is asked. */
START_TEST(a_game_in_play_is_asked_about_as_load_asks)
{
	fixture_fresh_data_dir();
	same_board board;
	keep_same("8x8:3:11", &board);
	ok("new same 8x8:3:12");
	ok("greedy");
	ck_assert_int_eq(run_asking("continue mayan"), CMD_FAILED);
	ck_assert_str_eq(why, "no Mayan puzzle is kept to continue");
	ck_assert_int_eq(asked, 0);
	answer = false;
	ck_assert_int_eq(run_asking("continue"), CMD_DECLINED);
	ck_assert_int_eq(asked, 1);
	ck_assert_str_eq(question, "Leave this game with 1 move made? It is "
	    "not kept.");
	ck_assert_str_eq(g.origin, "8x8:3:12");
	ck_assert_int_eq(same_session_move_count(&g.same), 1);
	ck_assert(fixture_data_file_exists("continue-same"));
	answer = true;
	ck_assert_int_eq(run_asking("continue"), CMD_OK);
	ck_assert_str_eq(g.origin, "8x8:3:11");
	ck_assert(same_board_equal(same_session_board(&g.same), &board));
}
END_TEST

/* A kept file that does not read is named as the title menu names it,
 * with where and why and what becomes of it, or why it cannot be read,
 * and the game in play is not asked about.  Where it is damaged, it is
 * said to be no saved game, in a save's words: it was told what the
 * count of a judge file's games looks like. */
START_TEST(a_damaged_kept_game_is_named)
{
	const char *data_dir = fixture_fresh_data_dir();
	char dir[300];
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	support_write_file(fixture_data_file("continue-same"), "junk junk\n");
	static const char damaged[] = "no game to take up: continue-same:1:1: "
	    "expected a saved game, starting 'tumble-save', found 'junk'; a "
	    "game of its kind kept next sets it aside";
	ok("new same 8x8:3:12");
	ok("greedy");
	answer = true;
	ck_assert_int_eq(run_asking("continue"), CMD_FAILED);
	ck_assert_str_eq(why, damaged);
	ck_assert_int_eq(asked, 0);
	ck_assert_str_eq(g.origin, "8x8:3:12");
	fails("continue same", damaged);
	fails("continue mayan", "no Mayan puzzle is kept to continue");
	/* A board where a save belongs, or a save's board damaged. */
	support_write_file(fixture_data_file("continue-same"), "RGB\nGBR\n");
	fails("continue", "no game to take up: continue-same:1:1: expected a "
	    "saved game, starting 'tumble-save', found 'RGB'; a game of its "
	    "kind kept next sets it aside");
	support_write_file(fixture_data_file("continue-same"), "tumble-save 1"
	    "\nsame\nmoves 0\n\njunk\n");
	fails("continue", "no game to take up: continue-same:5:1: expected the "
	    "board the game started from, found 'j'; a game of its kind kept "
	    "next sets it aside");
	ck_assert_int_eq(unlink(fixture_data_file("continue-same")), 0);
	support_write_file(fixture_data_file("continue-mayan"), "junk\n");
	fails("continue", "no game to take up: continue-mayan:1:1: expected a "
	    "saved game, starting 'tumble-save', found 'junk'; a game of its "
	    "kind kept next sets it aside");
	ck_assert_int_eq(unlink(fixture_data_file("continue-mayan")), 0);
	ck_assert_int_eq(mkdir(fixture_data_file("continue-mayan"), 0700), 0);
	/* Why it cannot be read, as the readers of every file say it. */
	fails("continue", "no game to take up: the kept game continue-mayan "
	    "does not read: a folder, not a regular file");
	ck_assert_int_eq(rmdir(fixture_data_file("continue-mayan")), 0);
	ck_assert_int_eq(mkfifo(fixture_data_file("continue-mayan"), 0600),
	    0);
	fails("continue", "no game to take up: the kept game continue-mayan "
	    "does not read: a FIFO, not a regular file");
	/* A link to itself is no missing file. */
	ck_assert_int_eq(unlink(fixture_data_file("continue-mayan")), 0);
	ck_assert_int_eq(symlink("continue-mayan",
	    fixture_data_file("continue-mayan")), 0);
	fails("continue", "no game to take up: the kept game continue-mayan "
	    "does not read: Too many levels of symbolic links");
}
END_TEST

/* The game in play, taken up from its kept file, is passed over by
 * `continue` for the other kept game, as the title menu passes over
 * one played elsewhere; `continue same`, whose one Same Game kept is
 * the one in play, says so and leaves it as it is: no question, and no
 * move made since it was taken up taken back. */
START_TEST(the_game_in_play_is_passed_over_or_handed_over)
{
	same_board older, newer;
	keep_older_and_newer(&older, &newer);
	ok("continue");
	ck_assert_str_eq(g.origin, "8x8:3:12");
	ok("continue");
	ck_assert_str_eq(g.origin, "8x8:3:11");
	ck_assert(same_board_equal(same_session_board(&g.same), &older));
	/* The game left was not kept: one game is kept, the one in play. */
	ck_assert(!fixture_data_file_exists("continue-same.2"));
	ok("greedy");
	const same_board played = *same_session_board(&g.same);
	ck_assert_int_eq(run_asking("continue same"), CMD_OK);
	ck_assert_int_eq(asked, 0);
	ck_assert_str_eq(out, "This game is the one kept to continue.\n");
	ck_assert_str_eq(g.origin, "8x8:3:11");
	ck_assert_int_eq(same_session_move_count(&g.same), 2);
	ck_assert(same_board_equal(same_session_board(&g.same), &played));
	ck_assert(g.continued);
	ck_assert_int_ge(g.kept_hold, 0);
	ck_assert(fixture_data_file_exists("continue-same"));
}
END_TEST

/* The newest game, played in another tumble, is passed over for the
 * next, as the title menu's Continue offers it, and so it is when the
 * kind is named, as `tumble same --continue` passes over it: the newest
 * of the kind was refused though an older one was free.  With every one
 * in play, here or elsewhere, the newest is refused. */
START_TEST(a_game_played_elsewhere_is_passed_over)
{
	same_board older, newer;
	keep_older_and_newer(&older, &newer);
	game elsewhere;
	game_open_error e;
	game_init(&elsewhere);
	ck_assert_msg(game_open_kept(&elsewhere, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(elsewhere.origin, "8x8:3:12");
	ok("continue same");
	ck_assert_str_eq(g.origin, "8x8:3:11");
	ck_assert(same_board_equal(same_session_board(&g.same), &older));
	fails("continue same", "the Same Game kept to continue is being "
	    "played in another tumble");
	fails("continue", "the Same Game kept to continue is being played "
	    "in another tumble");
	ck_assert_str_eq(g.origin, "8x8:3:11");
	game_free(&elsewhere);
}
END_TEST

/* A kept game another tumble plays, named by its file or chosen by
 * `continue`, is refused before the game in play is asked about: a yes
 * gave up that game for nothing.  The game in play's own kept file is
 * handed over, as before. */
START_TEST(a_game_played_elsewhere_is_refused_before_the_question)
{
	fixture_fresh_data_dir();
	same_board board;
	keep_same("8x8:3:11", &board);
	game elsewhere;
	game_open_error e;
	game_init(&elsewhere);
	ck_assert_msg(game_open_kept(&elsewhere, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ok("new same 8x8:3:12");
	ok("greedy");
	char load[600];
	snprintf(load, sizeof load, "load '%s'",
	    fixture_data_file("continue-same"));
	answer = true;
	const char *lines[] = { load, "continue same", "continue" };
	for (int i = 0; i < 3; i++) {
		ck_assert_int_eq(run_asking(lines[i]), CMD_FAILED);
		ck_assert_str_eq(why, "the Same Game kept to continue is being "
		    "played in another tumble");
		ck_assert_int_eq(asked, 0);
		ck_assert_str_eq(g.origin, "8x8:3:12");
		ck_assert_int_eq(same_session_move_count(&g.same), 1);
	}
	game_free(&elsewhere);
	ck_assert_int_eq(run_asking(load), CMD_OK);
	ck_assert_int_eq(asked, 1);
	ck_assert_str_eq(g.origin, "8x8:3:11");
	ck_assert(same_board_equal(same_session_board(&g.same), &board));
	/* Its own file, loaded again, is the game in play's to hand
	 * over: asked about, not refused. */
	ck_assert_int_eq(run_asking(load), CMD_OK);
	ck_assert_int_eq(asked, 1);
	ck_assert_str_eq(g.origin, "8x8:3:11");
	ck_assert(g.continued);
}
END_TEST

/* A game opened or taken up at the curses game's prompt is kept as it
 * is played, as the game it replaced was: killed after its first move,
 * it is there to take up. */
START_TEST(a_game_opened_at_the_prompt_is_kept_as_played)
{
	same_board older, newer;
	keep_older_and_newer(&older, &newer);
	g.keep_as_played = true;
	answer = true;
	const char *lines[] = { "new same 8x8:3:13", "continue same" };
	for (int i = 0; i < 2; i++) {
		ck_assert_int_eq(run_asking(lines[i]), CMD_OK);
		ck_assert(g.keep_as_played);
	}
	ck_assert_str_eq(g.origin, "8x8:3:12");
	/* The game taken up lets its own file go, and the next takes
	 * that place after its first move. */
	load_sample(1);
	ck_assert(g.keep_as_played);
	ck_assert(!fixture_data_file_exists("continue-same.2"));
	game_outcome o;
	const same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &o));
	ck_assert(fixture_data_file_exists("continue-same.2"));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("cmd_continue");
	TCase *tc = tcase_create("continue");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, nothing_kept_is_said);
	tcase_add_test(tc, the_newest_kept_game_is_taken_up);
	tcase_add_test(tc, a_game_in_play_is_asked_about_as_load_asks);
	tcase_add_test(tc, a_damaged_kept_game_is_named);
	tcase_add_test(tc, the_game_in_play_is_passed_over_or_handed_over);
	tcase_add_test(tc, a_game_played_elsewhere_is_passed_over);
	tcase_add_test(tc,
	    a_game_played_elsewhere_is_refused_before_the_question);
	tcase_add_test(tc, a_game_opened_at_the_prompt_is_kept_as_played);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
