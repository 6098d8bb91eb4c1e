/*
 * The board of the day kept half-way: yesterday's, finished today, still
 * counts for its own day, and the title menu and the statistics say what
 * finishing it would make of the streak, but of an assisted one, which
 * counts toward none, they promise nothing.
 * check_daily_game.c tests the games of the day played to their end.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/same.h"
#include "session/daily.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/stats.h"
#include "support.h"

/* The board of the day of `date` opened as tumble same --daily opens it,
 * on that day, in the data folder `dir`, one move made (the computer's
 * when `assisted`), and left: kept to continue. */
static void keep_daily(const char *dir, long date, bool assisted)
{
	char fixed[16], alert[512];
	snprintf(fixed, sizeof fixed, "%ld", date);
	setenv("TUMBLE_TODAY", fixed, 1);
	setenv("XDG_DATA_HOME", dir, 1);
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	game_outcome out;
	game g;
	r.daily = true;
	game_init(&g);
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	const same_cluster c = same_greedy_choice(same_session_board(&g.same));
	ck_assert(game_play_same(&g, c.row, c.col, assisted, &out));
	ck_assert(!out.ended);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
}

/* The title menu's words and the statistics of `dir` on `today`. */
static void streak_said(const char *dir, long today, char *menu,
    size_t size, char **stats)
{
	setenv("XDG_DATA_HOME", dir, 1);
	daily_menu_words(menu, size, today);
	FILE *out = open_memstream(stats, &(size_t){ 0 });
	ck_assert_ptr_nonnull(out);
	stats_write(out, NULL, today);
	fclose(out);
	unsetenv("XDG_DATA_HOME");
}

/* Yesterday's board of the day kept half-way still counts for its own
 * day when finished today, and so saves a streak that today's board
 * alone would start afresh: the title menu and the statistics say so,
 * and once it is finished it did what they said. */
START_TEST(a_kept_game_of_yesterday_saves_the_streak)
{
	char dir[300], path[400], menu[64], *stats;
	snprintf(dir, sizeof dir, "%s/kept-yesterday", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(dir, 0700);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	support_write_file(path, "2026-12-04\n2026-12-05\n");
	keep_daily(dir, 20261206, false);
	streak_said(dir, 20261207, menu, sizeof menu, &stats);
	ck_assert_str_eq(menu, "finish yesterday's: 3 days in a row");
	ck_assert_msg(strstr(stats, "  Streak: finish yesterday's kept board "
	    "today to make 3 days in a row\n  Longest streak: 2 days in a "
	    "row; 2 days played\n") != NULL, "%s", stats);
	free(stats);
	/* The day after, it counts for nothing: said nowhere. */
	streak_said(dir, 20261208, menu, sizeof menu, &stats);
	ck_assert_str_eq(menu, "Board of the day, 8 December 2026");
	ck_assert_ptr_nonnull(strstr(stats, "  Streak: none running;"));
	free(stats);
	/* Taken up on 7 December and finished by the player. */
	setenv("TUMBLE_TODAY", "20261207", 1);
	setenv("XDG_DATA_HOME", dir, 1);
	game g;
	game_open_error e;
	game_outcome out = { .ended = false };
	game_init(&g);
	ck_assert_msg(game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e),
	    "%s", e.text);
	while (!out.ended) {
		const same_cluster c =
		    same_greedy_choice(same_session_board(&g.same));
		ck_assert(game_play_same(&g, c.row, c.col, false, &out));
	}
	ck_assert_msg(strstr(out.rank, "Board of the day: 3 days in a row.")
	    != NULL, "%s", out.rank);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
	unsetenv("XDG_DATA_HOME");
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	char *text = support_read_file(path);
	ck_assert_ptr_nonnull(strstr(text, "2026-12-05\n2026-12-06\n"));
	free(text);
	streak_said(dir, 20261207, menu, sizeof menu, &stats);
	ck_assert_str_eq(menu, "3 days in a row: play today to keep it");
	ck_assert_ptr_nonnull(strstr(stats, "  Streak: 3 days in a row, alive "
	    "until today ends: finish today's board\n  Longest streak: 3 "
	    "days in a row, this one; 3 days played\n"));
	free(stats);
}
END_TEST

/* Yesterday's board kept half-way after the computer played a move in
 * it counts toward no streak when finished: the title menu and the
 * statistics do not ask the player to finish it. */
START_TEST(an_assisted_kept_game_of_yesterday_promises_nothing)
{
	char dir[300], path[400], menu[64], *stats;
	snprintf(dir, sizeof dir, "%s/kept-assisted", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(dir, 0700);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	support_write_file(path, "2026-12-04\n2026-12-05\n");
	keep_daily(dir, 20261206, true);
	streak_said(dir, 20261207, menu, sizeof menu, &stats);
	ck_assert_str_eq(menu, "Board of the day, 7 December 2026");
	ck_assert_msg(strstr(stats, "  Streak: none running; finish today's "
	    "board to start one\n") != NULL, "%s", stats);
	free(stats);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("daily_kept");
	TCase *kept = tcase_create("kept");
	tcase_add_test(kept, a_kept_game_of_yesterday_saves_the_streak);
	tcase_add_test(kept,
	    an_assisted_kept_game_of_yesterday_promises_nothing);
	suite_add_tcase(s, kept);
	return support_run_suite(s);
}
