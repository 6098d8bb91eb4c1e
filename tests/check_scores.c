/*
 * The high score file: a round trip through the text format, ranks and
 * the limit per board kind, errors with file:line:col, and a damaged file
 * set aside rather than lost or fatal.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/days.h"
#include "io/reviews.h"
#include "io/scores.h"
#include "support.h"
#include "table_fixture.h"

static scores_table *new_table(void)
{
	return table_new(sizeof(scores_table));
}

static bool parse_into(io_scan *s, void *table, io_error *e)
{
	return scores_parse(s, table, e);
}

START_TEST(scores_round_trip_through_the_file)
{
	char path[256], error[512], kind[32];
	snprintf(path, sizeof path, "%s", table_path("scores"));
	scores_same_kind(kind, sizeof kind, 10, 15, 3);
	ck_assert_str_eq(kind, "same-10x15x3");

	scores_table *t = new_table();
	ck_assert_int_eq(scores_best(t, kind), -1);
	ck_assert_int_eq(scores_add(t, kind, 1200, "2026-01-02"), 1);
	ck_assert_int_eq(scores_add(t, kind, 3661, "2026-01-03"), 1);
	ck_assert_int_eq(scores_add(t, "same-5x5x4", 77, "2026-01-04"), 1);
	/* An equal score ranks below the one already there. */
	ck_assert_int_eq(scores_add(t, kind, 1200, "2026-01-05"), 3);
	ck_assert_int_eq(scores_best(t, kind), 3661);
	ck_assert(scores_write(path, t, error, sizeof error));

	char *text = support_read_file(path);
	ck_assert_ptr_nonnull(text);
	ck_assert_str_eq(text,
	    "# tumble high scores: KIND SCORE DATE, best first within a kind\n"
	    "same-5x5x4 77 2026-01-04\n"
	    "same-10x15x3 3661 2026-01-03\n"
	    "same-10x15x3 1200 2026-01-02\n"
	    "same-10x15x3 1200 2026-01-05\n");
	free(text);

	scores_table *back = new_table();
	io_error e;
	ck_assert(scores_read(path, back, &e));
	ck_assert_int_eq(back->count, 4);
	ck_assert_mem_eq(back->entry, t->entry, 4 * sizeof t->entry[0]);

	/* Only the best SCORES_PER_KIND of a kind are kept. */
	for (int i = 0; i < SCORES_PER_KIND; i++)
		ck_assert_int_gt(scores_add(back, kind, 5000 + i, "2026-02-01"),
		    0);
	ck_assert_int_eq(scores_add(back, kind, 10, "2026-02-02"), 0);
	int of_kind = 0;
	for (int i = 0; i < back->count; i++)
		of_kind += strcmp(back->entry[i].kind, kind) == 0;
	ck_assert_int_eq(of_kind, SCORES_PER_KIND);
	ck_assert_int_eq(scores_best(back, "same-5x5x4"), 77);

	/* A missing file is an empty table. */
	char none[300];
	snprintf(none, sizeof none, "%s.none", path);
	ck_assert(scores_read(none, back, &e));
	ck_assert_int_eq(back->count, 0);
	free(t);
	free(back);
	table_remove(path);
}
END_TEST

START_TEST(bad_lines_are_named_by_line_and_column)
{
	static const table_bad_line cases[] = {
		{ "# ok\nsame-10x15x3 12x 2026-01-01\n", 2, 16, "a score" },
		{ "same-10x15x3 12 2026-1-01\n", 1, 23, "a date YYYY-MM-DD" },
		{ "same 1 2026-01-01 extra\n", 1, 19, "end of the line" },
		{ "\n\n%%%\n", 3, 1, "board kind" },
		{ "same 1\n2026-01-01\n", 1, 7, "a date" },
		{ "same 1 2026-01-011\n", 1, 18, "end of the line" },
		/* The shape alone was checked: no day was no error. */
		{ "same 1 2026-13-45\n", 1, 8, "a day of the calendar" },
		{ "same 1 2026-02-29\n", 1, 8, "a day of the calendar" },
		{ "same 1 1969-12-31\n", 1, 8, "from 1970 on" },
	};
	scores_table *t = new_table();
	table_expect_bad_lines(parse_into, t, "scores", cases,
	    sizeof cases / sizeof *cases);
	free(t);
}
END_TEST

/* A file mended by hand, its scores worst first and more of a kind than
 * are kept, once made scores_add move entries by a negative size. */
START_TEST(a_mended_file_in_any_order_takes_a_new_score)
{
	const char *text =
	    "same-10x15x3 100 2026-11-11\nsame-10x15x3 200 2026-11-12\n"
	    "same-10x15x3 300 2026-11-13\nsame-10x15x3 400 2026-11-14\n"
	    "same-10x15x3 500 2026-11-15\nsame-10x15x3 600 2026-11-16\n"
	    "same-10x15x3 700 2026-11-17\nsame-10x15x3 800 2026-11-18\n"
	    "same-10x15x3 900 2026-11-19\nsame-10x15x3 1000 2026-11-20\n"
	    "same-10x15x3 50 2026-11-21\nsame-10x15x3 1100 2026-11-22\n"
	    "same-10x07x3 1100 2026-11-21\n";
	scores_table *t = new_table();
	io_scan *scan = io_scan_new_memory(text, strlen(text), "scores");
	io_error e;
	ck_assert_ptr_nonnull(scan);
	ck_assert(scores_parse(scan, t, &e));
	ck_assert_int_eq(t->count, 13);

	ck_assert_int_eq(scores_add(t, "same-10x15x3", 650, "2026-11-29"), 6);
	/* Sorted, and the kind cut to its share: the three worst are gone. */
	ck_assert_int_eq(t->count, 11);
	ck_assert_str_eq(t->entry[0].kind, "same-10x07x3");
	long expected[] = { 1100, 1000, 900, 800, 700, 650, 600, 500, 400,
	    300 };
	for (int i = 0; i < SCORES_PER_KIND; i++) {
		ck_assert_str_eq(t->entry[i + 1].kind, "same-10x15x3");
		ck_assert_int_eq(t->entry[i + 1].score, expected[i]);
	}
	ck_assert_str_eq(t->entry[6].date, "2026-11-29");
	/* A score below the kept ten is refused and changes nothing. */
	ck_assert_int_eq(scores_add(t, "same-10x15x3", 10, "2026-11-29"), 0);
	ck_assert_int_eq(t->count, 11);
	io_scan_free(scan);
	free(t);
}
END_TEST

/* Kinds are listed by their numbers as numbers: the 8x8 board before the
 * 10x15 one and standard:2 before standard:10, as a player counts them,
 * each kind's scores together and best first. */
START_TEST(kinds_are_in_the_order_of_their_numbers)
{
	const char *text =
	    "same-standard-10 70 2026-11-11\nsame-10x15x3 300 2026-11-12\n"
	    "same-standard-2 80 2026-11-13\nsame-8x8x3 400 2026-11-14\n"
	    "same-10x15x3-assisted 900 2026-11-15\n"
	    "same-15x15x5 500 2026-11-16\nsame-10x15x3 600 2026-11-17\n";
	scores_table *t = new_table();
	io_scan *scan = io_scan_new_memory(text, strlen(text), "scores");
	io_error e;
	ck_assert_ptr_nonnull(scan);
	ck_assert(scores_parse(scan, t, &e));
	scores_sort(t);
	static const struct {
		const char *kind;
		long score;
	} want[] = {
		{ "same-8x8x3", 400 }, { "same-10x15x3", 600 },
		{ "same-10x15x3", 300 }, { "same-10x15x3-assisted", 900 },
		{ "same-15x15x5", 500 }, { "same-standard-2", 80 },
		{ "same-standard-10", 70 },
	};
	ck_assert_int_eq(t->count, (int)(sizeof want / sizeof *want));
	for (int i = 0; i < t->count; i++) {
		ck_assert_str_eq(t->entry[i].kind, want[i].kind);
		ck_assert_int_eq(t->entry[i].score, want[i].score);
	}
	/* Only a kind equals itself, leading zeros and all. */
	ck_assert_int_lt(scores_kind_compare("same-10x07x3", "same-10x7x3"),
	    0);
	ck_assert_int_eq(scores_kind_compare("same-10x7x3", "same-10x7x3"),
	    0);
	io_scan_free(scan);
	free(t);
}
END_TEST

/* A full table whose kind holds more than its share made room by
 * writing one entry past the end. */
START_TEST(a_full_table_takes_a_score_of_a_kind_over_its_share)
{
	scores_table *t = new_table();
	for (int i = 0; i < SCORES_MAX; i++) {
		scores_entry *x = &t->entry[t->count++];
		snprintf(x->kind, sizeof x->kind, i < SCORES_PER_KIND + 1 ?
		    "same-10x15x3" : "kind-%d", i);
		x->score = 100 * (SCORES_MAX - i);
		snprintf(x->date, sizeof x->date, "2026-11-29");
	}
	ck_assert_int_eq(scores_add(t, "same-10x15x3", 200000, "2026-11-30"),
	    1);
	ck_assert_int_le(t->count, SCORES_MAX);
	ck_assert_int_eq(scores_best(t, "same-10x15x3"), 200000);
	int kept = 0;
	for (int i = 0; i < t->count; i++)
		kept += strcmp(t->entry[i].kind, "same-10x15x3") == 0;
	ck_assert_int_eq(kept, SCORES_PER_KIND);
	free(t);
}
END_TEST

/* A table full of other kinds dropped a new kind's score without a word:
 * the kind holding the most gives up its worst instead. */
START_TEST(a_table_full_of_other_kinds_keeps_a_new_kind)
{
	scores_table *t = new_table();
	for (int i = 0; i < SCORES_MAX; i++) {
		scores_entry *x = &t->entry[t->count++];
		/* kind-0 holds 10 scores, every other kind fewer. */
		snprintf(x->kind, sizeof x->kind, "kind-%d",
		    i < SCORES_PER_KIND ? 0 : i / 5);
		x->score = 1000 + i;
		snprintf(x->date, sizeof x->date, "2026-11-29");
	}
	ck_assert_int_eq(scores_add(t, "same-9x9x3", 7, "2026-11-30"), 1);
	ck_assert_int_eq(t->count, SCORES_MAX);
	ck_assert_int_eq(scores_best(t, "same-9x9x3"), 7);
	int kind_0 = 0;
	long worst = -1;
	for (int i = 0; i < t->count; i++)
		if (strcmp(t->entry[i].kind, "kind-0") == 0) {
			kind_0++;
			worst = t->entry[i].score;
		}
	/* kind-0's worst, 1000, went. */
	ck_assert_int_eq(kind_0, SCORES_PER_KIND - 1);
	ck_assert_int_eq(worst, 1001);
	free(t);
}
END_TEST

/* One bad line hid every score: the good lines are kept, before and
 * after the bad one, and the file as it was is set aside. */
START_TEST(a_damaged_file_is_set_aside_and_the_score_kept)
{
	const char *dir = support_temp_dir();
	char path[256], bad[300];
	snprintf(path, sizeof path, "%s/scores", dir);
	snprintf(bad, sizeof bad, "%s.bad", path);
	const char *damaged = "same-10x15x3 900 2026-01-01\n\x01garbage\n"
	    "same-5x5x3 40 2026-01-02\n";
	support_write_file(path, damaged);

	/* Read as it is: the first bad line named, the good ones read. */
	scores_table *t = new_table();
	io_error e;
	ck_assert(!scores_read(path, t, &e));
	ck_assert_int_eq(e.line, 2);
	ck_assert_int_eq(t->count, 2);
	ck_assert_int_eq(scores_best(t, "same-5x5x3"), 40);

	scores_outcome out;
	ck_assert(scores_record(path, "same-10x15x3", 3661, "2026-03-01",
	    &out));
	ck_assert(out.set_aside);
	ck_assert_int_eq(out.rank, 1);
	ck_assert_int_eq(out.previous_best, 900);
	char where[300];
	snprintf(where, sizeof where, "%s:2:1: expected a board kind", path);
	ck_assert_ptr_nonnull(strstr(out.message, where));
	ck_assert_ptr_nonnull(strstr(out.message, "set aside as"));

	char *kept = support_read_file(bad);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept, damaged);
	free(kept);
	ck_assert(scores_read(path, t, &e));
	ck_assert_int_eq(t->count, 3);
	ck_assert_int_eq(scores_best(t, "same-10x15x3"), 3661);
	ck_assert_int_eq(scores_best(t, "same-5x5x3"), 40);

	/* The next record reads the fresh file: no message, rank 2. */
	ck_assert(scores_record(path, "same-10x15x3", 100, "2026-03-02",
	    &out));
	ck_assert(!out.set_aside);
	ck_assert_str_eq(out.message, "");
	ck_assert_int_eq(out.rank, 3);
	ck_assert_int_eq(out.previous_best, 3661);

	/* Loading alone mends a damaged file too, its scores in place. */
	char bad1[300];
	snprintf(bad1, sizeof bad1, "%s.bad.1", path);
	support_write_file(path, damaged);
	ck_assert(scores_load(path, t, &out));
	ck_assert(out.set_aside);
	ck_assert_int_eq(t->count, 2);
	ck_assert(scores_read(path, t, &e));
	ck_assert_int_eq(t->count, 2);
	kept = support_read_file(bad1);
	ck_assert_str_eq(kept, damaged);
	free(kept);
	free(t);
	unlink(path);
	unlink(bad);
	unlink(bad1);
	snprintf(bad1, sizeof bad1, "%s.lock", path);
	unlink(bad1);
	rmdir(dir);
}
END_TEST

START_TEST(pack_boards_and_assisted_games_have_kinds_of_their_own)
{
	char kind[SCORES_KIND_MAX], assisted[SCORES_KIND_MAX];
	scores_same_pack_kind(kind, sizeof kind, "standard", 3);
	ck_assert_str_eq(kind, "same-standard-3");
	/* A pack's name may hold what a kind cannot. */
	scores_same_pack_kind(kind, sizeof kind, "my pack_2.x", 20);
	ck_assert_str_eq(kind, "same-my-pack-2-x-20");
	scores_assisted_kind(assisted, sizeof assisted, "same-10x15x3");
	ck_assert_str_eq(assisted, "same-10x15x3-assisted");
	ck_assert(scores_kind_is_assisted(assisted));
	ck_assert(!scores_kind_is_assisted("same-10x15x3"));
	ck_assert(!scores_kind_is_assisted("-assisted"));
	char title[64];
	const char *const titles[][2] = {
		{ "same-10x15x3", "10x15, 3 colours" },
		{ "same-1x1x1-assisted", "1x1, 1 colour" },
		{ "same-standard-3", "standard:3" },
		{ "same-my-pack-2-x-20", "my-pack-2-x:20" },
		{ "same-standard-3-assisted", "standard:3" },
		{ "same-daily-20261203", "Board of the day 3 Dec 2026" },
		/* No day of the calendar: a pack's board, as the rest of
		 * the game takes it. */
		{ "same-daily-20260231", "daily:20260231" },
		{ "same-10x15x3x", "same-10x15x3x" },
		/* Numbers the game never writes are no size: a number past
		 * an int is not taken for another one. */
		{ "same-4294967306x15x3", "same-4294967306x15x3" },
		{ "same-clearable-10x15x4294967299",
		    "same-clearable-10x15x4294967299" },
		{ "same-010x15x3", "same-010x15x3" },
		{ "same-0x15x3", "same-0x15x3" },
		{ "same-", "same-" },
		{ "same--3", "same--3" },
		{ "other", "other" },
	};
	for (size_t i = 0; i < sizeof titles / sizeof *titles; i++) {
		scores_kind_title(title, sizeof title, titles[i][0], 28);
		ck_assert_str_eq(title, titles[i][1]);
	}

	/* Both go through the file and come back apart from the player's
	 * own table; the longest pack name fits. */
	char longest[65];
	memset(longest, 'p', 64);
	longest[64] = '\0';
	char pack[SCORES_KIND_MAX], pack_assisted[SCORES_KIND_MAX];
	scores_same_pack_kind(pack, sizeof pack, longest, 20);
	scores_assisted_kind(pack_assisted, sizeof pack_assisted, pack);
	ck_assert_int_eq(strlen(pack_assisted), 5 + 64 + 3 + 9);
	char path[256], error[512];
	snprintf(path, sizeof path, "%s/kinds", support_temp_dir());
	scores_table *t = new_table();
	ck_assert_int_eq(scores_add(t, "same-10x15x3", 900, "2026-01-01"), 1);
	ck_assert_int_eq(scores_add(t, assisted, 5000, "2026-01-02"), 1);
	ck_assert_int_eq(scores_add(t, pack_assisted, 7, "2026-01-03"), 1);
	ck_assert(scores_write(path, t, error, sizeof error));
	io_error e;
	ck_assert(scores_read(path, t, &e));
	ck_assert_int_eq(t->count, 3);
	ck_assert_int_eq(scores_best(t, "same-10x15x3"), 900);
	ck_assert_int_eq(scores_best(t, assisted), 5000);
	ck_assert_int_eq(scores_best(t, pack_assisted), 7);
	ck_assert_int_eq(scores_best(t, pack), -1);
	unlink(path);
	free(t);
}
END_TEST

/* The player's games beside the planner's: every game counted, the one
 * that came closest kept (by its share of the planner's score, not by
 * its score), round trip through the file. */
START_TEST(reviews_count_games_and_keep_the_closest)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s", table_path("reviews"));
	reviews_table *t = table_new(sizeof *t);
	ck_assert(reviews_add(t, "same-10x15x3", 1000, 4000, "2026-12-01"));
	/* A higher score, but a smaller share of a stronger planner's. */
	ck_assert(reviews_add(t, "same-10x15x3", 2000, 10000, "2026-12-02"));
	ck_assert(reviews_add(t, "same-10x15x3", 3000, 4000, "2026-12-03"));
	ck_assert(reviews_add(t, "same-8x8x3", 500, 400, "2026-12-03"));
	/* The planner's score is never 0: no share of it to take. */
	ck_assert(!reviews_add(t, "same-8x8x3", 10, 0, "2026-12-03"));
	ck_assert_int_eq(t->count, 2);
	const reviews_entry *x = reviews_find(t, "same-10x15x3");
	ck_assert_ptr_nonnull(x);
	ck_assert_int_eq(x->games, 3);
	ck_assert_int_eq(x->yours, 3000);
	ck_assert_int_eq(x->planner, 4000);
	ck_assert_str_eq(x->date, "2026-12-03");
	ck_assert_int_eq(reviews_percent(x), 75);
	/* A player may beat the planner. */
	ck_assert_int_eq(reviews_percent(reviews_find(t, "same-8x8x3")), 125);
	ck_assert_ptr_null(reviews_find(t, "same-5x5x3"));
	ck_assert(reviews_write(path, t, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text,
	    "# tumble reviews: KIND GAMES YOURS PLANNER DATE, the closest "
	    "game\n"
	    "same-10x15x3 3 3000 4000 2026-12-03\n"
	    "same-8x8x3 1 500 400 2026-12-03\n");
	free(text);
	reviews_table *back = table_new(sizeof *back);
	io_error e;
	ck_assert(reviews_read(path, back, &e));
	ck_assert_int_eq(back->count, 2);
	ck_assert_mem_eq(back->entry, t->entry, 2 * sizeof t->entry[0]);
	/* Recorded under the lock, a game at a time. */
	ck_assert(reviews_record(path, "same-8x8x3", 100, 400, "2026-12-04",
	    error, sizeof error));
	ck_assert_str_eq(error, "");
	ck_assert(reviews_read(path, back, &e));
	ck_assert_int_eq(reviews_find(back, "same-8x8x3")->games, 2);
	ck_assert_int_eq(reviews_find(back, "same-8x8x3")->yours, 500);
	/* The planner's score beside a game lifted: the closest says it
	 * when the game is the closest, and no other game is changed. */
	ck_assert(!reviews_lift(t, "same-10x15x3", 1000, 4000, 5000,
	    "2026-12-01"));
	ck_assert(!reviews_lift(t, "same-10x15x3", 3000, 4000, 3500,
	    "2026-12-03"));
	ck_assert(reviews_lift(t, "same-10x15x3", 3000, 4000, 5000,
	    "2026-12-03"));
	ck_assert_int_eq(x->planner, 5000);
	ck_assert_int_eq(x->games, 3);
	ck_assert_int_eq(reviews_percent(x), 60);
	ck_assert(reviews_record_lift(path, "same-8x8x3", 500, 400, 1000,
	    "2026-12-03", error, sizeof error));
	ck_assert(reviews_read(path, back, &e));
	ck_assert_int_eq(reviews_find(back, "same-8x8x3")->planner, 1000);
	free(t);
	free(back);
	table_remove(path);
}
END_TEST

/* A new board of the day every day fills the table: the oldest gives up
 * its line, its closest game being of that board alone, and a game of
 * another board is still set beside the planner's. */
START_TEST(a_full_reviews_table_drops_its_oldest_board_of_the_day)
{
	char kind[SCORES_KIND_MAX];
	reviews_table *t = table_new(sizeof *t);
	for (int i = 0; i < REVIEWS_MAX; i++) {
		snprintf(kind, sizeof kind, "same-daily-%ld",
		    days_date(20000 + REVIEWS_MAX - 1 - i));
		ck_assert(reviews_add(t, kind, 100, 200, "2026-12-01"));
	}
	ck_assert(reviews_add(t, "same-6x6x3", 300, 400, "2026-12-04"));
	ck_assert_int_eq(t->count, REVIEWS_MAX);
	ck_assert_int_eq(reviews_percent(reviews_find(t, "same-6x6x3")), 75);
	ck_assert_ptr_null(reviews_find(t, "same-daily-20241004"));
	ck_assert_ptr_nonnull(reviews_find(t, "same-daily-20241005"));
	free(t);
}
END_TEST

static bool parse_reviews(io_scan *s, void *table, io_error *e)
{
	return reviews_parse(s, table, e);
}

START_TEST(reviews_bad_lines_are_named_by_line_and_column)
{
	static const table_bad_line cases[] = {
		{ "same-8x8x3 0 1 2 2026-01-01\n", 1, 12, "a number of games" },
		{ "same-8x8x3 1 1 0 2026-01-01\n", 1, 16,
		  "the planner's score" },
		{ "same-8x8x3 1 x 2 2026-01-01\n", 1, 14, "your score" },
		{ "same-8x8x3 1 1 2 2026-01-01 x\n", 1, 29, "end of the line" },
		{ "same-8x8x3 1 1 2 2026-01-01\nsame-8x8x3 1 1 2 2026-01-01\n",
		  2, 1, "each board kind once" },
	};
	reviews_table *t = table_new(sizeof *t);
	table_expect_bad_lines(parse_reviews, t, "reviews", cases,
	    sizeof cases / sizeof *cases);
	free(t);
}
END_TEST

START_TEST(a_damaged_reviews_file_is_set_aside_and_the_game_kept)
{
	char path[300], bad[320], error[700];
	snprintf(path, sizeof path, "%s/reviews", support_temp_dir());
	snprintf(bad, sizeof bad, "%s.bad", path);
	support_write_file(path, "same-8x8x3 1 1 2 2026-01-01\n\x01junk\n");
	ck_assert(reviews_record(path, "same-8x8x3", 3, 4, "2026-12-04",
	    error, sizeof error));
	ck_assert_msg(strstr(error, "reviews.bad") != NULL, "%s", error);
	reviews_table *t = table_new(sizeof *t);
	io_error e;
	ck_assert(reviews_read(path, t, &e));
	ck_assert_int_eq(reviews_find(t, "same-8x8x3")->games, 2);
	ck_assert_int_eq(reviews_find(t, "same-8x8x3")->yours, 3);
	char *kept = support_read_file(bad);
	ck_assert_ptr_nonnull(kept);
	ck_assert(strstr(kept, "junk") != NULL);
	free(kept);
	free(t);
	unlink(bad);
	unlink(path);
}
END_TEST

static Suite *scores_suite(void)
{
	Suite *s = suite_create("scores");
	TCase *t = tcase_create("scores");
	tcase_add_test(t, scores_round_trip_through_the_file);
	tcase_add_test(t, bad_lines_are_named_by_line_and_column);
	tcase_add_test(t, a_damaged_file_is_set_aside_and_the_score_kept);
	tcase_add_test(t, a_mended_file_in_any_order_takes_a_new_score);
	tcase_add_test(t, kinds_are_in_the_order_of_their_numbers);
	tcase_add_test(t, a_full_table_takes_a_score_of_a_kind_over_its_share);
	tcase_add_test(t, a_table_full_of_other_kinds_keeps_a_new_kind);
	tcase_add_test(t,
	    pack_boards_and_assisted_games_have_kinds_of_their_own);
	tcase_add_test(t, reviews_count_games_and_keep_the_closest);
	tcase_add_test(t, reviews_bad_lines_are_named_by_line_and_column);
	tcase_add_test(t,
	    a_full_reviews_table_drops_its_oldest_board_of_the_day);
	tcase_add_test(t,
	    a_damaged_reviews_file_is_set_aside_and_the_game_kept);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(scores_suite());
}
