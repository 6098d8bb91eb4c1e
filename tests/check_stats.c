/*
 * The statistics: the tally file of the games (a round trip, bad lines
 * named by line and column, a damaged file set aside), a game's end and
 * its review counted once in it, and the text `tumble stats` and the
 * screen share, from the data folder's files.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/days.h"
#include "io/tally.h"
#include "session/daily.h"
#include "session/game_play.h"
#include "session/stats.h"
#include "support.h"
#include "table_fixture.h"

static tally_table *new_table(void)
{
	return table_new(sizeof(tally_table));
}

static bool parse_into(io_scan *s, void *table, io_error *e)
{
	return tally_parse(s, table, e);
}

START_TEST(the_tally_round_trips_through_the_file)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s", table_path("tally"));
	tally_table *t = new_table();
	ck_assert(!tally_add_share(t, "same-10x15x3", 90));
	ck_assert(tally_add_game(t, "same-10x15x3", true));
	ck_assert(tally_add_game(t, "same-10x15x3", false));
	ck_assert(tally_add_share(t, "same-10x15x3", 90));
	ck_assert(tally_add_share(t, "same-10x15x3", 104));
	/* No more shares than games. */
	ck_assert(!tally_add_share(t, "same-10x15x3", 50));
	ck_assert(tally_write(path, t, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "# tumble tally: KIND GAMES CLEARED BESIDE "
	    "SHARES BEST\nsame-10x15x3 2 1 2 194 104\n");
	free(text);
	tally_table *back = new_table();
	io_error e;
	ck_assert(tally_read(path, back, &e));
	ck_assert_int_eq(back->count, 1);
	ck_assert_int_eq(tally_find(back, "same-10x15x3")->best, 104);
	/* A share lifted to a higher planner's score: the sum takes it;
	 * the best of two may be the other's, of one it is the one. */
	ck_assert(!tally_lift_share(back, "same-10x15x3", 90, 95));
	ck_assert(tally_lift_share(back, "same-10x15x3", 104, 100));
	ck_assert_int_eq(tally_find(back, "same-10x15x3")->shares, 190);
	ck_assert_int_eq(tally_find(back, "same-10x15x3")->best, 104);
	ck_assert(tally_add_game(back, "same-8x8x3", false));
	ck_assert(tally_add_share(back, "same-8x8x3", 80));
	ck_assert(tally_lift_share(back, "same-8x8x3", 80, 70));
	ck_assert_int_eq(tally_find(back, "same-8x8x3")->best, 70);
	free(t);
	free(back);
	table_remove(path);
}
END_TEST

START_TEST(bad_tally_lines_are_named_by_line_and_column)
{
	static const table_bad_line cases[] = {
		{ "same-5x5x3 2 3 0 0 0\n", 1, 14, "no more than the games" },
		{ "same-5x5x3 2 1 0 5 0\n", 1, 18, "the sum of the shares" },
		{ "same-5x5x3 2 1 1 90 90 x\n", 1, 24, "end of the line" },
		{ "# ok\nsame-5x5x3 0 0 0 0 0\n", 2, 12, "a number of games" },
		{ "a 1 0 0 0 0\nb 1 0 0 0 0\na 1 0 0 0 0\n", 3, 1,
		    "each board kind once" },
		/* The range said is the one a number can be read in. */
		{ "same-5x5x3 100000 0 100000 2000000000 100\n", 1, 28,
		    "score from 0 to 1000000000, found 2000000000" },
	};
	tally_table *t = new_table();
	table_expect_bad_lines(parse_into, t, "tally", cases,
	    sizeof cases / sizeof *cases);
	free(t);
}
END_TEST

START_TEST(a_damaged_tally_is_set_aside_and_the_game_counted)
{
	const char *dir = support_temp_dir();
	char path[256], bad[300], message[700];
	snprintf(path, sizeof path, "%s/tally", dir);
	snprintf(bad, sizeof bad, "%s.bad", path);
	support_write_file(path, "same-5x5x3 3 1 0 0 0\nsame-x many\n");
	ck_assert(tally_record(path, "same-5x5x3", true, -1, message,
	    sizeof message));
	ck_assert_ptr_nonnull(strstr(message, "set aside as"));
	tally_table *t = new_table();
	io_error e;
	ck_assert(tally_read(path, t, &e));
	ck_assert_int_eq(tally_find(t, "same-5x5x3")->games, 4);
	ck_assert_int_eq(tally_find(t, "same-5x5x3")->cleared, 2);
	free(t);
	unlink(path);
	unlink(bad);
}
END_TEST

/* A new board of the day every day fills the table: the oldest is
 * added into the next, so the sum of their games stays whole and a game
 * of another board is still counted. */
START_TEST(a_full_tally_adds_up_its_oldest_boards_of_the_day)
{
	char kind[SCORES_KIND_MAX];
	tally_table *t = new_table();
	for (int i = 0; i < TALLY_MAX; i++) {
		snprintf(kind, sizeof kind, "same-daily-%ld",
		    days_date(20000 + i));
		ck_assert(tally_add_game(t, kind, i == 0));
	}
	ck_assert(tally_add_share(t, "same-daily-20241004", 80));
	ck_assert(tally_add_game(t, "same-10x15x3", true));
	ck_assert_int_eq(t->count, TALLY_MAX);
	ck_assert_int_eq(tally_find(t, "same-10x15x3")->games, 1);
	ck_assert_ptr_null(tally_find(t, "same-daily-20241004"));
	const tally_entry *next = tally_find(t, "same-daily-20241005");
	ck_assert_int_eq(next->games, 2);
	ck_assert_int_eq(next->cleared, 1);
	ck_assert_int_eq(next->beside, 1);
	ck_assert_int_eq(next->best, 80);
	free(t);
}
END_TEST

/* A one-move game that clears a 1x2 board, played in `dir`. */
static void play_one(const char *dir, bool assisted, long planner)
{
	setenv("XDG_DATA_HOME", dir, 1);
	same_board b;
	support_same_board(&b, 1, "RR");
	game g;
	game_init(&g);
	ck_assert(game_start_same(&g, &b, 1, "two.in"));
	game_begin(&g);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, assisted, &out));
	/* Seen again (as a front end may), it is counted once. */
	char words[128];
	same_record_end(&g.record, &g, words, sizeof words);
	if (planner > 0)
		same_record_review(&g.record, &g, planner);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}

static char *stats_of(const char *dir, long today)
{
	char *text = NULL;
	size_t size;
	setenv("XDG_DATA_HOME", dir, 1);
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	FILE *out = open_memstream(&text, &size);
	ck_assert_ptr_nonnull(out);
	stats_write(out, NULL, today);
	fclose(out);
	unsetenv("TUMBLE_LEVELS_DIR");
	unsetenv("XDG_DATA_HOME");
	return text;
}

START_TEST(games_played_alone_are_counted_once)
{
	char dir[300];
	snprintf(dir, sizeof dir, "%s/counted", support_temp_dir());
	play_one(dir, false, 1250);
	play_one(dir, false, 0);
	play_one(dir, true, 1000);
	char *text = stats_of(dir, 20261204);
	ck_assert_str_eq(text,
	    "Same Game\n"
	    "  1x2, 1 colour: 2 games, 2 cleared, marks -C--\n"
	    "    beside the planner 1 time: 80% on average, best 80%\n"
	    "  Marks earned: 1 (G 0, C 1, 9 0, P 0)\n"
	    "Board of the day\n"
	    "  0 games, 0 cleared\n"
	    "  Streak: none yet; finish a board of the day to start one\n"
	    "Mayan\n"
	    "  Levels: 0 of 3 solved, 0 clean\n"
	    "  Tier 1: 0 of 1 solved, 0 clean\n"
	    "  Tier 2: 0 of 2 solved, 0 clean\n");
	free(text);
}
END_TEST

/* A data folder `name` under the tests' own, holding `count` files as
 * { name, text } pairs, into `dir`. */
static void data_folder(const char *name, const char *const (*files)[2],
    size_t count, char *dir, size_t size)
{
	char path[400];
	snprintf(dir, size, "%s/%s", support_temp_dir(), name);
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(dir, 0700);
	mkdir(path, 0700);
	for (size_t i = 0; i < count; i++) {
		snprintf(path, sizeof path, "%s/tumble/%s", dir, files[i][0]);
		support_write_file(path, files[i][1]);
	}
}

/* The report of the data folder `dir` on day `today` begins with
 * `want`. */
static void assert_stats_begin(const char *dir, long today,
    const char *want)
{
	char *text = stats_of(dir, today);
	ck_assert_msg(strncmp(text, want, strlen(want)) == 0, "%s", text);
	free(text);
}

START_TEST(the_statistics_sum_every_file)
{
	char dir[300];
	static const char *const files[][2] = {
		{ "tally", "same-10x15x3 12 3 5 430 97\n"
		    "same-daily-20261203 1 1 1 90 90\n" },
		{ "marks", "same-standard-4 planner-90\n"
		    "mayan/01-sample solved clean\n" },
		{ "days", "2026-12-02\n2026-12-03\n2026-12-04\n" },
		{ "progress", "01-sample 3\n02-wasted 4\n" },
	};
	data_folder("files", files, sizeof files / sizeof *files, dir,
	    sizeof dir);
	char *text = stats_of(dir, 20261205);
	ck_assert_str_eq(text,
	    "Same Game\n"
	    "  10x15, 3 colours: 12 games, 3 cleared, marks ----\n"
	    "    beside the planner 5 times: 86% on average, best 97%\n"
	    "  standard:4: marks --9-\n"
	    "  Marks earned: 1 (G 0, C 0, 9 1, P 0)\n"
	    "Board of the day\n"
	    "  1 game, 1 cleared\n"
	    "    beside the planner 1 time: 90% on average, best 90%\n"
	    "  Streak: 3 days in a row, alive until today ends: finish "
	    "today's board\n"
	    "  Longest streak: 3 days in a row, this one; 3 days played\n"
	    "Mayan\n"
	    "  Levels: 2 of 3 solved, 1 clean\n"
	    "  Tier 1: 1 of 1 solved, 1 clean\n"
	    "  Tier 2: 1 of 2 solved, 0 clean\n");
	free(text);
}
END_TEST

/* A level solved only assisted is counted as such, in all and in its
 * tier, as the level menu marks it (+): not among the solved, yet not
 * left out either.  The level menu's line says it in the same words
 * (mayan_tiers_solved_words). */
START_TEST(a_level_solved_with_help_is_counted_apart)
{
	char dir[300];
	static const char *const files[][2] = {
		{ "marks", "mayan/01-sample solved clean\n" },
		{ "progress", "01-sample 3\n03-noip2 assisted\n" },
	};
	data_folder("helped", files, sizeof files / sizeof *files, dir,
	    sizeof dir);
	char *text = stats_of(dir, 20261205);
	ck_assert_ptr_nonnull(strstr(text, "Mayan\n"
	    "  Levels: 1 of 3 solved, 1 clean, 1 assisted\n"
	    "  Tier 1: 1 of 1 solved, 1 clean\n"
	    "  Tier 2: 0 of 2 solved, 0 clean, 1 assisted\n"));
	free(text);
}
END_TEST

/* A clean mark counts only for a level the progress file has solved:
 * a progress file mended by hand, or set aside, leaves a mark of a
 * level that is not solved (or solved only assisted), and no tier is
 * then cleaner than it is solved. */
START_TEST(a_clean_mark_counts_only_for_a_level_solved)
{
	char dir[300];
	static const char *const files[][2] = {
		{ "marks", "mayan/01-sample solved clean\n"
		    "mayan/02-wasted solved clean\n" },
		{ "progress", "02-wasted assisted\n" },
	};
	data_folder("unsolved", files, sizeof files / sizeof *files, dir,
	    sizeof dir);
	char *text = stats_of(dir, 20261205);
	ck_assert_msg(strstr(text, "Mayan\n"
	    "  Levels: 0 of 3 solved, 0 clean, 1 assisted\n"
	    "  Tier 1: 0 of 1 solved, 0 clean\n"
	    "  Tier 2: 0 of 2 solved, 0 clean, 1 assisted\n") != NULL,
	    "report: %s", text);
	free(text);
}
END_TEST

/* Boards are listed by their sizes and board numbers as numbers, as the
 * score screen lists them. */
START_TEST(boards_are_listed_in_the_order_of_their_numbers)
{
	char dir[300];
	static const char *const files[][2] = {
		{ "tally", "same-10x15x3 1 0 0 0 0\nsame-8x8x3 1 0 0 0 0\n"
		    "same-standard-10 1 0 0 0 0\nsame-standard-2 1 0 0 0 0\n" },
	};
	data_folder("order", files, sizeof files / sizeof *files, dir,
	    sizeof dir);
	static const char want[] = "Same Game\n"
	    "  8x8, 3 colours: 1 game, 0 cleared, marks ----\n"
	    "  10x15, 3 colours: 1 game, 0 cleared, marks ----\n"
	    "  standard:2: 1 game, 0 cleared, marks ----\n"
	    "  standard:10: 1 game, 0 cleared, marks ----\n";
	assert_stats_begin(dir, 20261205, want);
}
END_TEST

/* Only boards of the day played alone: the Same Game part says so, not
 * that no game was finished above the marks those games earned, nor
 * that no other board was finished when one was, assisted (its score
 * is kept, its game not counted). */
START_TEST(only_boards_of_the_day_are_said_to_be_so)
{
	char dir[300];
	static const char *const files[][2] = {
		{ "tally", "same-daily-20261203 1 1 0 0 0\n" },
		{ "marks", "same-daily-20261203 cleared\n" },
		{ "days", "2026-12-03\n" },
		{ "scores", "same-10x15x3-assisted 500 2026-12-03\n" },
	};
	data_folder("daily", files, sizeof files / sizeof *files, dir,
	    sizeof dir);
	static const char want[] = "Same Game\n"
	    "  No other board than the board of the day finished "
	    "unassisted yet.\n"
	    "  Marks earned: 1 (G 0, C 1, 9 0, P 0), boards of the day "
	    "included\n"
	    "Board of the day\n"
	    "  1 game, 1 cleared, marks 1 (G 0, C 1, 9 0, P 0)\n";
	assert_stats_begin(dir, 20261203, want);
}
END_TEST

/* The marks earned in all add up from the figures shown: the boards'
 * rows and the boards of the day's, which their part shows. */
START_TEST(the_marks_in_all_add_up_from_those_shown)
{
	char dir[300];
	static const char *const files[][2] = {
		{ "tally", "same-10x15x3 1 1 0 0 0\n"
		    "same-daily-20261203 1 1 0 0 0\n"
		    "same-daily-20261204 1 1 0 0 0\n" },
		{ "marks", "same-10x15x3 cleared\n"
		    "same-daily-20261203 cleared greedy\n"
		    "same-daily-20261204 cleared\n" },
		{ "days", "2026-12-03\n2026-12-04\n" },
	};
	data_folder("summed", files, sizeof files / sizeof *files, dir,
	    sizeof dir);
	static const char want[] = "Same Game\n"
	    "  10x15, 3 colours: 1 game, 1 cleared, marks -C--\n"
	    "  Marks earned: 4 (G 1, C 3, 9 0, P 0), boards of the day "
	    "included\n"
	    "Board of the day\n"
	    "  2 games, 2 cleared, marks 3 (G 1, C 2, 9 0, P 0)\n";
	assert_stats_begin(dir, 20261204, want);
}
END_TEST

/* A damaged file is named after what was counted of it, and left as it
 * is, the days file as every other: a report changes no file.  So does
 * the title menu's line of the board of the day. */
START_TEST(damaged_files_are_named_after_the_counts)
{
	char dir[300];
	static const char *const files[][2] = {
		{ "tally", "same-10x15x3 12 3 5 430 97\nsame-5x5x3 x\n" },
		{ "days", "2026-12-04\nyesterday\n" },
	};
	data_folder("damaged", files, sizeof files / sizeof *files, dir,
	    sizeof dir);
	char *text = stats_of(dir, 20261205);
	char want[2048];
	snprintf(want, sizeof want,
	    "Same Game\n"
	    "  10x15, 3 colours: 12 games, 3 cleared, marks ----\n"
	    "    beside the planner 5 times: 86%% on average, best 97%%\n"
	    "  Marks earned: 0 (G 0, C 0, 9 0, P 0)\n"
	    "Board of the day\n"
	    "  0 games, 0 cleared\n"
	    "  Streak: 1 day in a row, alive until today ends: finish "
	    "today's board\n"
	    "  Longest streak: 1 day in a row, this one; 1 day played\n"
	    "Mayan\n"
	    "  Levels: 0 of 3 solved, 0 clean\n"
	    "  Tier 1: 0 of 1 solved, 0 clean\n"
	    "  Tier 2: 0 of 2 solved, 0 clean\n"
	    "Files not read in full (their good lines are counted):\n"
	    "  %s/tumble/tally:2:12: expected a number of games (a number "
	    "from 1 to 1000000000), found 'x'\n"
	    "  %s/tumble/days:2:1: expected a date YYYY-MM-DD\n", dir, dir);
	ck_assert_str_eq(text, want);
	free(text);
	char days[400], words[64];
	snprintf(days, sizeof days, "%s/tumble/days", dir);
	setenv("XDG_DATA_HOME", dir, 1);
	daily_menu_words(words, sizeof words, 20261205);
	unsetenv("XDG_DATA_HOME");
	ck_assert_str_eq(words, "1 day in a row: play today to keep it");
	text = support_read_file(days);
	ck_assert_str_eq(text, "2026-12-04\nyesterday\n");
	free(text);
	strcat(days, ".bad");
	ck_assert_int_ne(access(days, F_OK), 0);
	/* A file that does not open at all is named among them. */
	char marks[400];
	snprintf(marks, sizeof marks, "%s/tumble/marks", dir);
	ck_assert_int_eq(mkfifo(marks, 0600), 0);
	text = stats_of(dir, 20261205);
	snprintf(want, sizeof want, "Files not read in full (their good lines "
	    "are counted):\n"
	    "  %s/tumble/tally:2:12: ", dir);
	ck_assert_ptr_nonnull(strstr(text, want));
	snprintf(want, sizeof want, "\n  %s: a FIFO, ", marks);
	ck_assert_ptr_nonnull(strstr(text, want));
	unlink(marks);
	free(text);
}
END_TEST

/* The words on damaged files, one wording for the command's messages
 * and the screen's heading. */
START_TEST(the_damaged_files_are_worded_once)
{
	char words[128];
	stats_damaged_words(words, sizeof words, 1, STATS_DAMAGED_AFTER);
	ck_assert_str_eq(words, "this file was not read in full; its good "
	    "lines are counted");
	stats_damaged_words(words, sizeof words, 2, STATS_DAMAGED_AFTER);
	ck_assert_str_eq(words, "these files were not read in full; their "
	    "good lines are counted");
	stats_damaged_words(words, sizeof words, 1, STATS_DAMAGED_HEADING);
	ck_assert_str_eq(words, "Files not read in full (their good lines "
	    "are counted):");
}
END_TEST

/* With no folder to keep data in, every figure is 0 because nothing is
 * kept, not because nothing was played: the report says so, as the game
 * does at its end. */
START_TEST(no_data_folder_is_said)
{
	char *home = getenv("HOME") != NULL ? strdup(getenv("HOME")) : NULL;
	unsetenv("HOME");
	unsetenv("XDG_DATA_HOME");
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	char *text = NULL;
	size_t size;
	FILE *out = open_memstream(&text, &size);
	ck_assert_ptr_nonnull(out);
	stats_write(out, NULL, 20261205);
	fclose(out);
	unsetenv("TUMBLE_LEVELS_DIR");
	if (home != NULL)
		setenv("HOME", home, 1);
	free(home);
	ck_assert_ptr_nonnull(strstr(text, "  Streak: none yet; finish a "
	    "board of the day to start one\n"));
	const char *last = "Nothing is kept between games: set HOME or "
	    "XDG_DATA_HOME.\n";
	ck_assert_msg(strlen(text) >= strlen(last) &&
	    strcmp(text + strlen(text) - strlen(last), last) == 0,
	    "report: %s", text);
	free(text);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("stats");
	TCase *file = tcase_create("tally");
	tcase_add_test(file, the_tally_round_trips_through_the_file);
	tcase_add_test(file, bad_tally_lines_are_named_by_line_and_column);
	tcase_add_test(file, a_damaged_tally_is_set_aside_and_the_game_counted);
	tcase_add_test(file, a_full_tally_adds_up_its_oldest_boards_of_the_day);
	suite_add_tcase(s, file);
	TCase *text = tcase_create("text");
	tcase_add_test(text, games_played_alone_are_counted_once);
	tcase_add_test(text, the_statistics_sum_every_file);
	tcase_add_test(text, a_level_solved_with_help_is_counted_apart);
	tcase_add_test(text, a_clean_mark_counts_only_for_a_level_solved);
	tcase_add_test(text, boards_are_listed_in_the_order_of_their_numbers);
	tcase_add_test(text, only_boards_of_the_day_are_said_to_be_so);
	tcase_add_test(text, the_marks_in_all_add_up_from_those_shown);
	tcase_add_test(text, damaged_files_are_named_after_the_counts);
	tcase_add_test(text, no_data_folder_is_said);
	tcase_add_test(text, the_damaged_files_are_worded_once);
	suite_add_tcase(s, text);
	return support_run_suite(s);
}
