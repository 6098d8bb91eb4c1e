/*
 * Trouble with the player's data files (high scores, marks, progress)
 * as a game meets it: set aside only by the game that reads the file,
 * every file named, and each said once at a command line; no data
 * folder at all, said once for the game.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/game_rules.h"
#include "game_fixture.h"
#include "support.h"

/* A look at the games kept (the title menu's lines, the question before
 * a quit) reads the kept files alone: a damaged high-score, marks or
 * progress file stays as it is for the game that reads it, which sets it
 * aside and says so, where the look did it without a word. */
START_TEST(a_look_at_the_kept_games_leaves_the_records_alone)
{
	static const char *const damaged[] = { "scores", "marks", "progress" };
	game g, level;
	game_init(&g);
	game_init(&level);
	fixture_fresh_data_dir();
	fixture_keep_after_a_move(&g, "8x8:3:11");
	fixture_open_named(&level, GAME_MAYAN, "1");
	ck_assert(mayan_session_play(&level.mayan, (mayan_move){ 2, 1, 1 }));
	fixture_keep(&level);
	game_free(&level);
	for (size_t i = 0; i < sizeof damaged / sizeof *damaged; i++)
		support_write_file(fixture_data_file(damaged[i]), "!!\n");
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	char words[96];
	game_keep_promise(&g, words, sizeof words);
	game_free(&g);
	for (size_t i = 0; i < sizeof damaged / sizeof *damaged; i++) {
		char bad[32];
		snprintf(bad, sizeof bad, "%s.bad", damaged[i]);
		ck_assert_msg(!fixture_data_file_exists(bad), "%s", bad);
	}
	game_open_error e;
	game_init(&g);
	ck_assert_msg(game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e),
	    "%s", e.text);
	ck_assert_msg(strstr(g.record.alert, "set aside as") != NULL, "%s",
	    g.record.alert);
	ck_assert(fixture_data_file_exists("scores.bad"));
	ck_assert(fixture_data_file_exists("marks.bad"));
	game_free(&g);
	game_init(&level);
	ck_assert_msg(game_open_kept(&level, GAME_MAYAN, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_msg(strstr(level.alert, "progress:1:") != NULL, "%s",
	    level.alert);
	ck_assert(fixture_data_file_exists("progress.bad"));
	game_free(&level);
}
END_TEST

/* A Same Game begun with its scores and marks files both damaged names
 * each, as a Mayan level names its progress and marks: the second
 * message took the place of the first. */
START_TEST(a_same_game_names_every_damaged_file)
{
	game g;
	game_init(&g);
	char folder[400];
	snprintf(folder, sizeof folder, "%s/tumble", fixture_fresh_data_dir());
	ck_assert_int_eq(mkdir(folder, 0700), 0);
	support_write_file(fixture_data_file("scores"), "!!\n");
	support_write_file(fixture_data_file("marks"), "!!\n");
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	const char *alert = g.record.alert;
	const char *scores = strstr(alert, "/scores:1:");
	const char *marks = strstr(alert, "/marks:1:");
	ck_assert_msg(scores != NULL && marks != NULL && scores < marks,
	    "%s", alert);
	ck_assert(fixture_data_file_exists("scores.bad"));
	ck_assert(fixture_data_file_exists("marks.bad"));
	game_free(&g);
}
END_TEST

/* What a command line has said of a game's trouble is not said again,
 * and trouble written anew, shorter, is said whole. */
START_TEST(an_alert_is_said_once_and_a_new_one_whole)
{
	game g;
	game_init(&g);
	game_alert_add(g.alert, sizeof g.alert, "scores set aside.");
	ck_assert_str_eq(game_alert_unsaid(&g), "scores set aside.");
	game_alert_add(g.alert, sizeof g.alert, "marks set aside.");
	ck_assert_str_eq(game_alert_unsaid(&g), "marks set aside.");
	ck_assert_str_eq(game_alert_unsaid(&g), "");
	snprintf(g.alert, sizeof g.alert, "tally set aside.");
	ck_assert_str_eq(game_alert_unsaid(&g), "tally set aside.");
	game_free(&g);
}
END_TEST


/* No data folder to use: each game says so once, in one message that
 * names what it would keep there and why, from its start: a level said
 * its progress and then its marks, each naming the folder. */
START_TEST(a_level_with_no_data_folder_says_so_once)
{
	const char *nothing = "Nothing is kept (progress, marks): set HOME "
	    "or XDG_DATA_HOME.";
	fixture_fresh_data_dir();
	unsetenv("XDG_DATA_HOME");
	unsetenv("HOME");
	game g;
	game_outcome out;
	game_init(&g);
	fixture_open_named(&g, GAME_MAYAN, "1");
	ck_assert_str_eq(game_alert_unsaid(&g), nothing);
	const mayan_move solve[] = { { 2, 1, 1 }, { 3, 1, 1 }, { 3, 0, 1 } };
	for (int i = 0; i < 3; i++)
		ck_assert(game_play_mayan(&g, solve[i], false, &out));
	ck_assert(out.ended);
	ck_assert_str_eq(g.alert, nothing);
	ck_assert_str_eq(game_alert_unsaid(&g), "");
	game_free(&g);
}
END_TEST

/* The board of the day played to its end by the player with no data
 * folder to use: one message for its high scores, marks, statistics
 * and streak, where the streak was said apart from the rest. */
START_TEST(a_same_game_with_no_data_folder_says_so_once)
{
	char base[5000];
	const char *nothing = "Nothing is kept (high scores, marks, "
	    "statistics, streak): the data folder's name is too long; set "
	    "XDG_DATA_HOME to a shorter one.";
	base[0] = '/';
	memset(base + 1, 'd', 4000);
	base[4001] = '\0';
	setenv("XDG_DATA_HOME", base, 1);
	setenv("TUMBLE_TODAY", "20261207", 1);
	game g;
	game_outcome out;
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "15x15:5:c20261207");
	ck_assert_str_eq(game_alert_unsaid(&g), nothing);
	fixture_play_to_end(&g, &out);
	ck_assert(out.ended);
	ck_assert_str_eq(g.record.alert, nothing);
	ck_assert_str_eq(g.alert, nothing);
	ck_assert_str_eq(game_alert_unsaid(&g), "");
	/* Nothing counted, and the line to share is made all the same. */
	ck_assert_msg(strstr(out.rank, "Board of the day") == NULL, "%s",
	    out.rank);
	ck_assert_str_eq(g.record.share, "tumble daily 2026-12-07: 1625, "
	    "cleared");
	/* Set beside the planner's game, it names its share of it: the
	 * line was made only once the reviews file was written. */
	ck_assert(!same_record_review(&g.record, &g, 3250));
	ck_assert_str_eq(g.record.share, "tumble daily 2026-12-07: 1625, "
	    "50% of the planner, cleared");
	ck_assert_str_eq(g.record.alert, nothing);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* A level solved where neither its progress nor its marks can be
 * written says both: the marks' trouble took the place of the
 * progress's, which then went unsaid. */
START_TEST(a_solve_that_cannot_be_noted_says_each_file)
{
	const char *data_dir = fixture_fresh_data_dir();
	const char *levels = support_temp_dir();
	char path[512], dir[512];
	snprintf(path, sizeof path, "%s/01-one.txt", levels);
	support_write_file(path, "1\n1 0\n1 0\n0\n1 0\n0\n");
	setenv("TUMBLE_LEVELS_DIR", levels, 1);
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	mkdir(dir, 0700);
	/* A lock through a link is refused, whoever runs the test. */
	ck_assert_int_eq(symlink("/nowhere",
	    fixture_data_file("progress.lock")), 0);
	ck_assert_int_eq(symlink("/nowhere", fixture_data_file("marks.lock")),
	    0);
	game g;
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	game_outcome out;
	game_init(&g);
	r.name = "1";
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 0, -1 }, false, &out));
	ck_assert(out.ended);
	ck_assert_msg(strstr(g.alert, "progress.lock is a symbolic link") !=
	    NULL && strstr(g.alert, "marks.lock is a symbolic link") != NULL,
	    "%s", g.alert);
	game_free(&g);
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

static Suite *game_alerts_suite(void)
{
	Suite *s = suite_create("game_alerts");
	TCase *t = tcase_create("alerts");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, a_look_at_the_kept_games_leaves_the_records_alone);
	tcase_add_test(t, a_same_game_names_every_damaged_file);
	tcase_add_test(t, an_alert_is_said_once_and_a_new_one_whole);
	tcase_add_test(t, a_solve_that_cannot_be_noted_says_each_file);
	tcase_add_test(t, a_level_with_no_data_folder_says_so_once);
	tcase_add_test(t, a_same_game_with_no_data_folder_says_so_once);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(game_alerts_suite());
}
