/*
 * A game of the board of the day, with a fixed today (TUMBLE_TODAY): it
 * counts for its board's own date, today's or yesterday's, once however
 * often it is played; an assisted game counts for nothing; a damaged
 * days file is set aside and the streak goes on; the line to share, the
 * title menu's words and the dates of what the game records.
 * check_daily.c tests the days' rules and files.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "io/days.h"
#include "io/reviews.h"
#include "io/scores.h"
#include "io/tally.h"
#include "engine/same.h"
#include "session/daily.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/stats.h"
#include "support.h"
#include "table_fixture.h"

/* The clock as the game reads it (session/daily.c asks time()): the real
 * one, unless a test sets midnight_clock to a moment a second before
 * midnight, where it is at its first look and at midnight at every look
 * after. */
static time_t midnight_clock;
static int midnight_looks;

time_t time(time_t *at)
{
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	time_t t = now.tv_sec;
	if (midnight_clock != 0)
		t = midnight_clock + (midnight_looks++ > 0 ? 1 : 0);
	if (at != NULL)
		*at = t;
	return t;
}

/* A game of the board of the day of `date` on the board of `colors`
 * colours in `picture`, started with today set to `today` in the data
 * folder `dir`. */
static void start_daily_on(game *g, const char *dir, long date, long today,
    int colors, const char *picture)
{
	char fixed[16];
	snprintf(fixed, sizeof fixed, "%ld", today);
	setenv("TUMBLE_TODAY", fixed, 1);
	setenv("XDG_DATA_HOME", dir, 1);
	same_board b;
	support_same_board(&b, colors, picture);
	game_init(g);
	ck_assert(game_start_same(g, &b, 1, "daily"));
	snprintf(g->score_kind, sizeof g->score_kind, "same-daily-%ld", date);
	game_begin(g);
}

/* The board of the day of `date` as a 1x2 board, one move that clears
 * it. */
static void start_daily(game *g, const char *dir, long date, long today)
{
	start_daily_on(g, dir, date, today, 1, "RR");
}

/* That game played out and left; its end's words. */
static void play_daily(const char *dir, long date, long today, bool assisted,
    char *rank, size_t size)
{
	game g;
	start_daily(&g, dir, date, today);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, assisted, &out));
	ck_assert(out.ended);
	snprintf(rank, size, "%s", out.rank);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
	unsetenv("XDG_DATA_HOME");
}

static char *days_file(const char *dir)
{
	char path[400];
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	return support_read_file(path);
}

START_TEST(a_finished_daily_game_counts_once_for_its_date)
{
	char dir[300], rank[400];
	snprintf(dir, sizeof dir, "%s/streak", support_temp_dir());
	play_daily(dir, 20261203, 20261203, false, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "Board of the day: 1 day in a "
	    "row."));
	/* Yesterday's board, finished after midnight. */
	play_daily(dir, 20261204, 20261205, false, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "2 days in a row."));
	play_daily(dir, 20261205, 20261205, false, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "3 days in a row."));
	play_daily(dir, 20261205, 20261205, false, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "Board of the day again: your "
	    "best of the day, the one to share."));
	char *text = days_file(dir);
	ck_assert_ptr_nonnull(strstr(text, "2026-12-03\n2026-12-04\n"
	    "2026-12-05\n"));
	free(text);
	/* A board two days old counts toward nothing. */
	play_daily(dir, 20261201, 20261205, false, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "counts toward no streak"));
	text = days_file(dir);
	ck_assert_ptr_null(strstr(text, "2026-12-01"));
	free(text);
	/* Nor does a board of a day still to come, which is no past one. */
	play_daily(dir, 20261206, 20261205, false, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "A board of a day to come: it "
	    "counts toward no streak."));
	char path[400];
	io_error e;
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	days_table *t = malloc(sizeof *t);
	ck_assert(days_read(path, t, &e));
	daily_streak s = daily_streak_of(t, 20261207);
	free(t);
	ck_assert_int_eq(s.current, 0);
	ck_assert_int_eq(s.longest, 3);
}
END_TEST

START_TEST(the_line_to_share_says_the_result_plainly)
{
	char line[160];
	same_record_share_line(line, sizeof line, 20261204, 3812, 4380, true,
	    4);
	ck_assert_str_eq(line, "tumble daily 2026-12-04: 3812, 87% of the "
	    "planner, cleared, 4 days in a row");
	/* The planner's score and the streak said only when known. */
	same_record_share_line(line, sizeof line, 20261204, 120, -1, false,
	    0);
	ck_assert_str_eq(line, "tumble daily 2026-12-04: 120, not cleared");
}
END_TEST

START_TEST(a_daily_game_ends_with_a_line_to_share)
{
	char dir[300];
	snprintf(dir, sizeof dir, "%s/share", support_temp_dir());
	game g;
	start_daily(&g, dir, 20261204, 20261204);
	ck_assert_str_eq(g.record.share, "");
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert_str_eq(g.record.share, "tumble daily 2026-12-04: 1000, "
	    "cleared, 1 day in a row");
	/* The planner's score, once known, joins it. */
	same_record_review(&g.record, &g, 1250);
	ck_assert_str_eq(g.record.share, "tumble daily 2026-12-04: 1000, 80% "
	    "of the planner, cleared, 1 day in a row");
	/* The review found a better line from the start: the line says
	 * the figure the screens now show; a lower one changes nothing. */
	same_record_planner_lifted(&g.record, &g, 1600);
	ck_assert_str_eq(g.record.share, "tumble daily 2026-12-04: 1000, 62% "
	    "of the planner, cleared, 1 day in a row");
	same_record_planner_lifted(&g.record, &g, 1250);
	ck_assert_str_eq(g.record.share, "tumble daily 2026-12-04: 1000, 62% "
	    "of the planner, cleared, 1 day in a row");
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* A game of the board of the day RGGRR of 2026-12-04, played on `today`
 * in `dir`: well (GG, then RRR: 1001 points, cleared) or badly (the RR on
 * the right, then GG: 0 points, an R left); its end's words in `rank`
 * and its line to share in `share`. */
static void play_daily_twice(const char *dir, long today, bool well,
    char *rank, size_t size, char *share, size_t share_size)
{
	game g;
	game_outcome out;
	start_daily_on(&g, dir, 20261204, today, 2, "RGGRR");
	ck_assert(game_play_same(&g, 1, well ? 2 : 4, false, &out));
	ck_assert(game_play_same(&g, 1, well ? 1 : 2, false, &out));
	ck_assert(out.ended);
	snprintf(rank, size, "%s", out.rank);
	snprintf(share, share_size, "%s", g.record.share);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
	unsetenv("XDG_DATA_HOME");
}

/* The board of the day played again the same day: the day counts once,
 * and the line to share is the day's best game, which a worse one after
 * it leaves alone; the title menu says today's board is played, its
 * best and that the streak is safe, and the statistics count the games
 * and the one day. */
START_TEST(the_day_shares_its_best_game_and_counts_once)
{
	char dir[300], rank[400], share[160], words[64];
	snprintf(dir, sizeof dir, "%s/again", support_temp_dir());
	setenv("XDG_DATA_HOME", dir, 1);
	daily_menu_words(words, sizeof words, 20261204);
	ck_assert_str_eq(words, "Board of the day, 4 December 2026");
	play_daily_twice(dir, 20261204, false, rank, sizeof rank, share,
	    sizeof share);
	ck_assert_ptr_nonnull(strstr(rank, "Board of the day: 1 day in a "
	    "row."));
	ck_assert_str_eq(share, "tumble daily 2026-12-04: 0, not cleared, "
	    "1 day in a row");
	play_daily_twice(dir, 20261204, true, rank, sizeof rank, share,
	    sizeof share);
	ck_assert_ptr_nonnull(strstr(rank, "Board of the day again: your "
	    "best of the day, the one to share."));
	ck_assert_str_eq(share, "tumble daily 2026-12-04: 1001, cleared, "
	    "1 day in a row");
	play_daily_twice(dir, 20261204, false, rank, sizeof rank, share,
	    sizeof share);
	ck_assert_ptr_nonnull(strstr(rank, "Board of the day again: your "
	    "best of the day, 1001, stays the one to share."));
	ck_assert_str_eq(share, "tumble daily 2026-12-04: 1001, cleared, "
	    "1 day in a row");
	char *text = days_file(dir);
	ck_assert_str_eq(text, "# tumble days: DATE, a day whose board of the "
	    "day was finished\n2026-12-04\n");
	free(text);
	setenv("XDG_DATA_HOME", dir, 1);
	daily_menu_words(words, sizeof words, 20261204);
	ck_assert_str_eq(words, "today's best 1001; 1 day in a row");
	/* Tomorrow the streak is not safe until tomorrow's board is done,
	 * and the menu says it is at stake; yesterday's, finished after
	 * midnight, is yesterday's.  A day later it is gone. */
	daily_menu_words(words, sizeof words, 20261205);
	ck_assert_str_eq(words, "1 day in a row: play today to keep it");
	daily_menu_words(words, sizeof words, 20261206);
	ck_assert_str_eq(words, "Board of the day, 6 December 2026");
	FILE *out = open_memstream(&text, &(size_t){ 0 });
	ck_assert_ptr_nonnull(out);
	stats_write(out, NULL, 20261204);
	fclose(out);
	ck_assert_msg(strstr(text, "Board of the day\n  3 games, "
	    "1 cleared, marks ") != NULL, "%s", text);
	ck_assert_ptr_nonnull(strstr(text, "  Streak: 1 day in a row, "
	    "today's board finished\n  Longest streak: 1 day in a row, this "
	    "one; 1 day played\n"));
	free(text);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* The words of the title menu's smallest width hold the longest day's
 * words whole: a 5-digit score and a streak of 3 digits. */
START_TEST(the_menu_words_of_the_day_fit_the_menu)
{
	char dir[300], path[400], words[64];
	snprintf(dir, sizeof dir, "%s/long", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(dir, 0700);
	mkdir(path, 0700);
	days_table *t = table_new(sizeof *t);
	for (long n = days_number(20260930) - 998;
	    n <= days_number(20260930); n++)
		ck_assert(days_add(t, days_date(n)));
	char error[512];
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	ck_assert(days_write(path, t, error, sizeof error));
	snprintf(path, sizeof path, "%s/tumble/days-best", dir);
	support_write_file(path, "2026-09-30 49729 0\n");
	setenv("XDG_DATA_HOME", dir, 1);
	daily_menu_words(words, sizeof words, 20260930);
	unsetenv("XDG_DATA_HOME");
	ck_assert_str_eq(words, "today's best 49729; 999 days in a row");
	ck_assert_int_le((int)strlen(words), DAILY_MENU_WORDS);
	days_board_name(words, sizeof words, 20260930,
	    DAYS_BOARD_NAME_LONG);
	ck_assert_int_le((int)strlen(words), DAILY_MENU_WORDS);
	/* The next day, with the streak at stake: a streak of 3 digits
	 * keeps the call alone. */
	setenv("XDG_DATA_HOME", dir, 1);
	daily_menu_words(words, sizeof words, 20261001);
	unsetenv("XDG_DATA_HOME");
	ck_assert_str_eq(words, "999 days in a row: play today");
	ck_assert_int_le((int)strlen(words), DAILY_MENU_WORDS);
	free(t);
}
END_TEST

/* The lines to share of a run: one a board, a later line of a board in
 * its own place, the oldest going once there are too many to print. */
START_TEST(the_lines_to_share_keep_one_a_board)
{
	daily_shares s = { .count = 0 };
	daily_shares_keep(&s, 20261206, "six: 763");
	daily_shares_keep(&s, 20261207, "seven: 1625");
	daily_shares_keep(&s, 20261206, "six: 900");
	char *text;
	FILE *out = open_memstream(&text, &(size_t){ 0 });
	ck_assert_ptr_nonnull(out);
	daily_shares_print(&s, out);
	fclose(out);
	ck_assert_str_eq(text, "six: 900\nseven: 1625\n");
	free(text);
	for (long day = 20261101; day < 20261101 + DAILY_SHARES; day++)
		daily_shares_keep(&s, day, "a day");
	ck_assert_int_eq(s.count, DAILY_SHARES);
	/* The two of December gave way to those of November. */
	ck_assert_int_eq(s.day[0], 20261101);
	ck_assert_int_eq(s.day[DAILY_SHARES - 1], 20261101 + DAILY_SHARES - 1);
}
END_TEST

START_TEST(an_assisted_daily_game_counts_for_nothing)
{
	char dir[300], rank[400], path[400];
	snprintf(dir, sizeof dir, "%s/assisted", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	play_daily(dir, 20261204, 20261204, true, rank, sizeof rank);
	ck_assert_ptr_null(strstr(rank, "in a row"));
	/* Said so, as the manual says it: the player might take the help
	 * for free. */
	ck_assert_str_eq(rank, "Assisted game: not a high score (best "
	    "assisted yet).  It does not count toward the streak either.");
	ck_assert(access(path, F_OK) != 0);
}
END_TEST

/* 1000 of the planner's 1195 is 83.7%: the review says 83% (its figure
 * rounded down, as the marks count), and so do the line to share, the
 * tally the statistics read and the score screen's closest game. */
START_TEST(the_share_of_the_planner_is_one_figure_everywhere)
{
	char dir[300], path[400];
	snprintf(dir, sizeof dir, "%s/percent", support_temp_dir());
	game g;
	start_daily(&g, dir, 20261204, 20261204);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	same_record_review(&g.record, &g, 1195);
	ck_assert_int_eq(reviews_share(1000, 1195), 83);
	ck_assert_str_eq(g.record.share, "tumble daily 2026-12-04: 1000, 83% "
	    "of the planner, cleared, 1 day in a row");
	io_error e;
	tally_table *tally = table_new(sizeof *tally);
	snprintf(path, sizeof path, "%s/tumble/tally", dir);
	ck_assert(tally_read(path, tally, &e));
	ck_assert_int_eq(tally_find(tally, "same-daily-20261204")->best, 83);
	reviews_table *reviews = table_new(sizeof *reviews);
	snprintf(path, sizeof path, "%s/tumble/reviews", dir);
	ck_assert(reviews_read(path, reviews, &e));
	ck_assert_int_eq(reviews_percent(reviews_find(reviews,
	    "same-daily-20261204")), 83);
	free(reviews);
	free(tally);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* The day TUMBLE_TODAY sets is the day of everything a game records: the
 * board of the day and its streak, and the dates the high scores and the
 * reviews show (a day long past, which the clock is not).  Yesterday's
 * board, finished today, is dated today. */
START_TEST(a_game_is_dated_the_day_the_board_of_the_day_takes)
{
	char dir[300], path[400];
	snprintf(dir, sizeof dir, "%s/dated", support_temp_dir());
	game g;
	start_daily(&g, dir, 20010314, 20010315);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	same_record_review(&g.record, &g, 1250);
	io_error e;
	scores_table *scores = table_new(sizeof *scores);
	snprintf(path, sizeof path, "%s/tumble/scores", dir);
	ck_assert(scores_read(path, scores, &e));
	ck_assert_int_eq(scores->count, 1);
	ck_assert_str_eq(scores->entry[0].date, "2001-03-15");
	reviews_table *reviews = table_new(sizeof *reviews);
	snprintf(path, sizeof path, "%s/tumble/reviews", dir);
	ck_assert(reviews_read(path, reviews, &e));
	ck_assert_str_eq(reviews_find(reviews, "same-daily-20010314")->date,
	    "2001-03-15");
	free(reviews);
	free(scores);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* A game that ends as midnight strikes is of one day: the day its board
 * of the day counts for in the streak is the date its score is kept
 * with, and the date of its review, made once the planner is done after
 * midnight.  The clock was read for each, and the score or the review
 * could be kept the day after the day counted. */
START_TEST(a_game_ended_at_midnight_is_of_one_day)
{
	char dir[300], path[400];
	snprintf(dir, sizeof dir, "%s/midnight", support_temp_dir());
	game g;
	start_daily(&g, dir, 20261206, 20261206);
	unsetenv("TUMBLE_TODAY");
	struct tm before = { .tm_year = 2026 - 1900, .tm_mon = 11,
	    .tm_mday = 6, .tm_hour = 23, .tm_min = 59, .tm_sec = 59,
	    .tm_isdst = -1 };
	midnight_clock = mktime(&before);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert(out.ended);
	same_record_review(&g.record, &g, 1250);
	midnight_clock = 0;
	char *days = days_file(dir);
	ck_assert_ptr_nonnull(strstr(days, "\n2026-12-06\n"));
	ck_assert_ptr_null(strstr(days, "2026-12-07"));
	free(days);
	io_error e;
	scores_table *scores = table_new(sizeof *scores);
	snprintf(path, sizeof path, "%s/tumble/scores", dir);
	ck_assert(scores_read(path, scores, &e));
	ck_assert_int_eq(scores->count, 1);
	ck_assert_str_eq(scores->entry[0].date, "2026-12-06");
	free(scores);
	reviews_table *reviews = table_new(sizeof *reviews);
	snprintf(path, sizeof path, "%s/tumble/reviews", dir);
	ck_assert(reviews_read(path, reviews, &e));
	ck_assert_str_eq(reviews_find(reviews, "same-daily-20261206")->date,
	    "2026-12-06");
	free(reviews);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

START_TEST(the_streak_survives_a_damaged_file)
{
	char dir[300], path[400], bad[420], rank[400];
	snprintf(dir, sizeof dir, "%s/damaged", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(dir, 0700);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	snprintf(bad, sizeof bad, "%s.bad", path);
	support_write_file(path, "2026-12-03\nyesterday\n");
	play_daily(dir, 20261204, 20261204, false, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "2 days in a row."));
	ck_assert(access(bad, F_OK) == 0);
	char *text = days_file(dir);
	ck_assert_ptr_nonnull(strstr(text, "2026-12-03\n2026-12-04\n"));
	free(text);
}
END_TEST

/* The days file set aside is said, as a damaged days-best file is: the
 * best game's file, kept after it, took the days' words away. */
START_TEST(a_damaged_days_file_is_said)
{
	char dir[300], path[400], said[1000];
	snprintf(dir, sizeof dir, "%s/damaged-said", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(dir, 0700);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/tumble/days", dir);
	support_write_file(path, "2026-12-03\nyesterday\n");
	game g;
	game_outcome out;
	start_daily(&g, dir, 20261204, 20261204);
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert(out.ended);
	snprintf(said, sizeof said, "%s:2:1: expected a date YYYY-MM-DD; "
	    "set aside as %s.bad", path, path);
	ck_assert_msg(strstr(g.alert, said) != NULL, "alert: '%s'", g.alert);
	game_free(&g);
	unsetenv("TUMBLE_TODAY");
	unsetenv("XDG_DATA_HOME");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("daily_game");
	TCase *life = tcase_create("game");
	tcase_add_test(life, a_finished_daily_game_counts_once_for_its_date);
	tcase_add_test(life, an_assisted_daily_game_counts_for_nothing);
	tcase_add_test(life, the_line_to_share_says_the_result_plainly);
	tcase_add_test(life, a_daily_game_ends_with_a_line_to_share);
	tcase_add_test(life, the_share_of_the_planner_is_one_figure_everywhere);
	tcase_add_test(life, the_streak_survives_a_damaged_file);
	tcase_add_test(life, a_damaged_days_file_is_said);
	tcase_add_test(life,
	    a_game_is_dated_the_day_the_board_of_the_day_takes);
	tcase_add_test(life, a_game_ended_at_midnight_is_of_one_day);
	tcase_add_test(life, the_day_shares_its_best_game_and_counts_once);
	tcase_add_test(life, the_menu_words_of_the_day_fit_the_menu);
	tcase_add_test(life, the_lines_to_share_keep_one_a_board);
	suite_add_tcase(s, life);
	return support_run_suite(s);
}
