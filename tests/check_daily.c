/*
 * The board of the day: its name, the days file and the file of each
 * day's best game, and the streak's rules with a fixed today
 * (TUMBLE_TODAY): a game counts for its board's own date, today's or
 * yesterday's; a day missed breaks the streak.  check_daily_game.c tests
 * the games played on it.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/days.h"
#include "io/scores.h"
#include "session/daily.h"
#include "support.h"
#include "table_fixture.h"

static days_table *new_table(void)
{
	return table_new(sizeof(days_table));
}

static bool parse_into(io_scan *s, void *table, io_error *e)
{
	return days_parse(s, table, e);
}

static bool bests_parse_into(io_scan *s, void *table, io_error *e)
{
	return days_bests_parse(s, table, e);
}

/* The days of `dates`, ended by 0. */
static days_table *table_of(const long *dates)
{
	days_table *t = new_table();
	for (; *dates != 0; dates++)
		ck_assert(days_add(t, *dates));
	return t;
}

START_TEST(the_board_of_the_day_is_named_by_its_date)
{
	char title[64];
	days_board_name(title, sizeof title, 20261204,
	    DAYS_BOARD_NAME_LONG);
	ck_assert_str_eq(title, "Board of the day, 4 December 2026");
	ck_assert_int_eq(scores_kind_daily_date("same-daily-20261204"),
	    20261204);
	ck_assert_int_eq(scores_kind_daily_date("same-daily-20260231"), 0);
	ck_assert_int_eq(scores_kind_daily_date("same-standard-3"), 0);
	setenv("TUMBLE_TODAY", "20261204", 1);
	ck_assert_int_eq(daily_today(), 20261204);
	setenv("TUMBLE_TODAY", "20261304", 1);
	ck_assert_int_ne(daily_today(), 20261304);
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* Where the title's words do not fit (the score screen's list), the
 * same words shortened, every day's in the room, one form for all. */
START_TEST(the_day_is_named_in_the_room_there_is)
{
	char name[64];
	days_board_name(name, sizeof name, 20261206, 34);
	ck_assert_str_eq(name, "Board of the day, 6 Dec 2026");
	days_board_name(name, sizeof name, 20261206, 28);
	ck_assert_str_eq(name, "Board of the day 6 Dec 2026");
	days_board_name(name, sizeof name, 20260930, DAYS_BOARD_NAME_SHORT);
	ck_assert_str_eq(name, "Board of the day 30 Sep 2026");
	const int rooms[] = { DAYS_BOARD_NAME_SHORT, DAYS_BOARD_NAME_SHORT + 2,
	    DAYS_BOARD_NAME_LONG };
	for (long day = days_number(20260101); day <= days_number(20271231);
	    day++)
		for (size_t i = 0; i < sizeof rooms / sizeof *rooms; i++) {
			days_board_name(name, sizeof name, days_date(day),
			    rooms[i]);
			ck_assert_int_le((int)strlen(name), rooms[i]);
		}
}
END_TEST

START_TEST(days_count_across_months_and_leap_years)
{
	ck_assert_int_eq(days_number(19700101), 0);
	ck_assert_int_eq(days_number(20240301) - days_number(20240228), 2);
	ck_assert_int_eq(days_number(20260301) - days_number(20260228), 1);
	ck_assert_int_eq(days_number(20260231), -1);
	ck_assert_int_eq(days_number(20261232), -1);
	ck_assert_int_eq(days_date(days_number(20261231) + 1), 20270101);
}
END_TEST

START_TEST(yesterdays_board_counts_for_its_own_date)
{
	ck_assert(daily_counts(20261204, 20261204));
	ck_assert(daily_counts(20261203, 20261204));
	ck_assert(daily_counts(20261231, 20270101));
	ck_assert(!daily_counts(20261202, 20261204));
	ck_assert(!daily_counts(20261205, 20261204));
}
END_TEST

START_TEST(a_missed_day_breaks_the_streak)
{
	days_table *t = table_of((const long[]){ 20261130, 20261201,
	    20261202, 20261203, 20261205, 0 });
	daily_streak s = daily_streak_of(t, 20261205);
	ck_assert_int_eq(s.current, 1);
	ck_assert_int_eq(s.longest, 4);
	ck_assert_int_eq(s.days, 5);
	/* Today not played yet: yesterday keeps the streak alive. */
	s = daily_streak_of(t, 20261206);
	ck_assert_int_eq(s.current, 1);
	/* A whole day missed ends it. */
	s = daily_streak_of(t, 20261207);
	ck_assert_int_eq(s.current, 0);
	ck_assert_int_eq(s.longest, 4);
	/* Across the end of a month. */
	s = daily_streak_of(t, 20261203);
	ck_assert_int_eq(s.current, 4);
	/* A clock set back: the days after it were played all the same. */
	s = daily_streak_of(t, 20261201);
	ck_assert_int_eq(s.current, 2);
	ck_assert_int_eq(s.longest, 4);
	ck_assert_int_eq(s.days, 5);
	free(t);
}
END_TEST

START_TEST(days_round_trip_through_the_file)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s", table_path("days"));
	days_table *t = table_of((const long[]){ 20261204, 20261202, 0 });
	ck_assert(!days_add(t, 20261204));
	ck_assert(days_write(path, t, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "# tumble days: DATE, a day whose board of "
	    "the day was finished\n2026-12-02\n2026-12-04\n");
	free(text);
	days_table *back = new_table();
	io_error e;
	ck_assert(days_read(path, back, &e));
	ck_assert_int_eq(back->count, 2);
	ck_assert_int_eq(back->day[1], 20261204);
	free(t);
	free(back);
	table_remove(path);
}
END_TEST

START_TEST(bad_day_lines_are_named_by_line_and_column)
{
	static const table_bad_line cases[] = {
		{ "2026-02-31\n", 1, 1, "a day of the calendar" },
		{ "2026-12-04 x\n", 1, 12, "end of the line" },
		/* At the first byte that does not fit the date. */
		{ "# ok\n2026-12-4\n", 2, 10, "a date YYYY-MM-DD" },
		{ "2026-1x-04\n", 1, 7, "a date YYYY-MM-DD" },
		{ "2026/12/04\n", 1, 5, "a date YYYY-MM-DD" },
		{ "x026-12-04\n", 1, 1, "a date YYYY-MM-DD" },
		{ "2026-12-04\n2026-12-04\n", 2, 1, "each day once" },
		{ "1969-12-31\n", 1, 1, "from 1970 on" },
	};
	days_table *t = new_table();
	table_expect_bad_lines(parse_into, t, "days", cases,
	    sizeof cases / sizeof *cases);
	free(t);
}
END_TEST

/* A file of more days than a table holds keeps the newest, as a table
 * that fills does: it kept the first DAYS_MAX lines, the oldest, and the
 * streak was lost.  The line too many is named all the same. */
START_TEST(days_past_the_most_keep_the_newest)
{
	char path[256];
	snprintf(path, sizeof path, "%s/days", support_temp_dir());
	char *text = malloc((DAYS_MAX + 2) * 20), *p = text;
	long day = 20000101;
	/* A day older than all others last: it is the one left out. */
	for (int i = 0; i <= DAYS_MAX; i++, day = days_date(days_number(day) +
	    1))
		p += sprintf(p, "%04ld-%02ld-%02ld\n", day / 10000,
		    day / 100 % 100, day % 100);
	p += sprintf(p, "1999-12-31\n");
	support_write_file(path, text);
	days_table *t = new_table();
	io_error e;
	ck_assert(!days_read(path, t, &e));
	ck_assert_int_eq(e.line, DAYS_MAX + 1);
	ck_assert_int_eq(e.col, 1);
	ck_assert_ptr_nonnull(strstr(e.what, "at most 4000 days: the "
	    "oldest are left out"));
	ck_assert_int_eq(t->count, DAYS_MAX);
	ck_assert_int_eq(t->day[0], 20000102);
	ck_assert_int_eq(t->day[DAYS_MAX - 1], days_date(days_number(day) -
	    1));
	ck_assert(!days_add(t, 19991230));
	ck_assert(days_add(t, day));
	ck_assert_int_eq(t->day[0], 20000103);
	/* The best games of the days, the same. */
	p = text;
	day = 20000101;
	for (int i = 0; i <= DAYS_MAX; i++, day = days_date(days_number(day) +
	    1))
		p += sprintf(p, "%04ld-%02ld-%02ld 7 0\n", day / 10000,
		    day / 100 % 100, day % 100);
	sprintf(p, "1999-12-31 9 1\n");
	support_write_file(path, text);
	days_bests *b = malloc(sizeof *b);
	ck_assert(!days_bests_read(path, b, &e));
	ck_assert_int_eq(e.line, DAYS_MAX + 1);
	ck_assert_int_eq(b->count, DAYS_MAX);
	ck_assert_int_eq(b->best[0].day, 20000102);
	ck_assert_ptr_null(days_bests_find(b, 19991231));
	free(b);
	free(t);
	free(text);
}
END_TEST

START_TEST(day_bests_keep_the_better_game)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s", table_path("days-best"));
	days_bests *t = table_new(sizeof *t);
	ck_assert(days_bests_add(t, 20261204, 900, false));
	ck_assert(!days_bests_add(t, 20261204, 800, true));
	ck_assert(days_bests_add(t, 20261204, 900, true));
	ck_assert(!days_bests_add(t, 20261204, 900, false));
	ck_assert(days_bests_add(t, 20261202, 10, false));
	ck_assert(!days_bests_add(t, 20260231, 10, false));
	ck_assert(days_bests_write(path, t, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "# tumble days-best: DATE SCORE CLEARED, the "
	    "best game of a day\n2026-12-02 10 0\n2026-12-04 900 1\n");
	free(text);
	io_error e;
	ck_assert(days_bests_read(path, t, &e));
	ck_assert_int_eq(t->count, 2);
	ck_assert_int_eq(days_bests_find(t, 20261204)->score, 900);
	ck_assert(days_bests_find(t, 20261204)->cleared);
	ck_assert_ptr_null(days_bests_find(t, 20261203));
	static const table_bad_line cases[] = {
		{ "2026-12-04 12\n", 1, 14, "1 for a board cleared" },
		{ "2026-12-04 12 2\n", 1, 15,
		    "expected 1 for a board cleared, 0 for not, found 2" },
		{ "2026-12-04 -1 0\n", 1, 12, "a score" },
		{ "2026-12-04 1 0\n2026-12-04 2 0\n", 2, 1, "each day once" },
	};
	table_expect_bad_lines(bests_parse_into, t, "days-best", cases,
	    sizeof cases / sizeof *cases);
	free(t);
	table_remove(path);
}
END_TEST

/* The streak's words as every place says them, in each case a player
 * meets: none yet, none running but a longest, running and safe today,
 * running and at stake until today ends, and yesterday's board kept to
 * finish; the statistics' lines within their 76 columns and the menu's
 * within DAILY_MENU_WORDS, with the figures at their longest. */
static const char *words_of(daily_streak s, daily_streak_form form)
{
	static char words[160];
	daily_streak_words(words, sizeof words, &s, form);
	return words;
}

START_TEST(the_streak_is_said_as_a_player_reads_it)
{
	const daily_streak none = { 0, 0, 0, false, 0 };
	ck_assert_str_eq(words_of(none, DAILY_STREAK_NOW), "Streak: none yet; "
	    "finish a board of the day to start one");
	ck_assert_str_eq(words_of(none, DAILY_STREAK_RECORD), "");
	ck_assert_str_eq(words_of(none, DAILY_STREAK_COUNT), "");
	ck_assert_str_eq(words_of(none, DAILY_STREAK_MENU), "");
	const daily_streak broken = { 0, 4, 9, false, 0 };
	ck_assert_str_eq(words_of(broken, DAILY_STREAK_NOW), "Streak: none "
	    "running; finish today's board to start one");
	ck_assert_str_eq(words_of(broken, DAILY_STREAK_RECORD), "Longest "
	    "streak: 4 days in a row; 9 days played");
	ck_assert_str_eq(words_of(broken, DAILY_STREAK_MENU), "");
	const daily_streak safe = { 3, 5, 12, true, 0 };
	ck_assert_str_eq(words_of(safe, DAILY_STREAK_NOW), "Streak: 3 days in "
	    "a row, today's board finished");
	ck_assert_str_eq(words_of(safe, DAILY_STREAK_RECORD), "Longest "
	    "streak: 5 days in a row; 12 days played");
	ck_assert_str_eq(words_of(safe, DAILY_STREAK_COUNT), "3 days in a row");
	ck_assert_str_eq(words_of(safe, DAILY_STREAK_MENU), "3 days in a row");
	const daily_streak alive = { 1, 1, 1, false, 0 };
	ck_assert_str_eq(words_of(alive, DAILY_STREAK_NOW), "Streak: 1 day in "
	    "a row, alive until today ends: finish today's board");
	ck_assert_str_eq(words_of(alive, DAILY_STREAK_RECORD), "Longest "
	    "streak: 1 day in a row, this one; 1 day played");
	ck_assert_str_eq(words_of(alive, DAILY_STREAK_COUNT), "1 day in a row");
	ck_assert_str_eq(words_of(alive, DAILY_STREAK_MENU), "1 day in a row: "
	    "play today to keep it");
	const daily_streak kept = { 0, 2, 2, false, 3 };
	ck_assert_str_eq(words_of(kept, DAILY_STREAK_NOW), "Streak: finish "
	    "yesterday's kept board today to make 3 days in a row");
	ck_assert_str_eq(words_of(kept, DAILY_STREAK_MENU), "finish "
	    "yesterday's: 3 days in a row");
	const daily_streak first = { 0, 0, 0, false, 1 };
	ck_assert_str_eq(words_of(first, DAILY_STREAK_NOW), "Streak: none yet; "
	    "finish yesterday's kept board today to start one");
	ck_assert_str_eq(words_of(first, DAILY_STREAK_MENU), "finish "
	    "yesterday's to start a streak");
	/* The longest figures: DAYS_MAX days, a streak of 3 digits on the
	 * menu (its 5-digit score said beside it by daily_menu_words). */
	const daily_streak most[] = {
		{ 0, 0, 0, false, 0 },
		{ 0, DAYS_MAX, DAYS_MAX, false, 0 },
		{ 0, DAYS_MAX - 1, DAYS_MAX - 1, false, DAYS_MAX },
		{ 0, 0, DAYS_MAX, false, 1 },
		{ DAYS_MAX, DAYS_MAX, DAYS_MAX, true, 0 },
		{ DAYS_MAX, DAYS_MAX, DAYS_MAX, false, 0 },
	};
	for (size_t i = 0; i < sizeof most / sizeof *most; i++) {
		ck_assert_int_le((int)strlen(words_of(most[i],
		    DAILY_STREAK_NOW)), 76);
		ck_assert_int_le((int)strlen(words_of(most[i],
		    DAILY_STREAK_RECORD)), 76);
		daily_streak menu = most[i];
		menu.current = menu.current > 999 ? 999 : menu.current;
		menu.kept = menu.kept > 999 ? 999 : menu.kept;
		ck_assert_int_le((int)strlen(words_of(menu,
		    DAILY_STREAK_MENU)), DAILY_MENU_WORDS);
	}
}
END_TEST

/* A board of the day finished today counts a new day only when it is
 * today's or yesterday's and its day is not counted yet: the streak it
 * would make, joined to the days before it and after it. */
START_TEST(a_day_finished_makes_the_streak_it_joins)
{
	days_table *t = table_of((const long[]){ 20261204, 20261205,
	    20261207, 0 });
	/* Yesterday's board finished today joins both runs. */
	ck_assert_int_eq(daily_streak_with(t, 20261206, 20261207), 4);
	/* Today's, yesterday's missed: a run of its own after 5 Dec. */
	ck_assert_int_eq(daily_streak_with(t, 20261207, 20261207), 0);
	ck_assert_int_eq(daily_streak_with(t, 20261208, 20261208), 2);
	ck_assert_int_eq(daily_streak_with(t, 20261206, 20261208), 0);
	/* Yesterday's, before today's counted; an older one counts not. */
	ck_assert_int_eq(daily_streak_with(t, 20261203, 20261204), 2);
	ck_assert_int_eq(daily_streak_with(t, 20261202, 20261204), 0);
	ck_assert_int_eq(daily_streak_with(t, 20261209, 20261210), 1);
	free(t);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("daily");
	TCase *rules = tcase_create("rules");
	tcase_add_test(rules, the_board_of_the_day_is_named_by_its_date);
	tcase_add_test(rules, the_day_is_named_in_the_room_there_is);
	tcase_add_test(rules, days_count_across_months_and_leap_years);
	tcase_add_test(rules, yesterdays_board_counts_for_its_own_date);
	tcase_add_test(rules, a_missed_day_breaks_the_streak);
	tcase_add_test(rules, the_streak_is_said_as_a_player_reads_it);
	tcase_add_test(rules, a_day_finished_makes_the_streak_it_joins);
	suite_add_tcase(s, rules);
	TCase *file = tcase_create("file");
	tcase_add_test(file, days_round_trip_through_the_file);
	tcase_add_test(file, bad_day_lines_are_named_by_line_and_column);
	tcase_add_test(file, days_past_the_most_keep_the_newest);
	tcase_add_test(file, day_bests_keep_the_better_game);
	suite_add_tcase(s, file);
	return support_run_suite(s);
}
