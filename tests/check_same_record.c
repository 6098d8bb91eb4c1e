/*
 * What a Same Game records when it ends, whichever front end plays it:
 * its score saved once in its board's table (or the assisted one), and
 * the words that say how it ranks.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/marks.h"
#include "io/reviews.h"
#include "io/tally.h"
#include "session/game.h"
#include "session/same_record.h"
#include "support.h"

/* A board of one move: two Rs, cleared for the 1000 bonus. */
static void play_one_move(game *g, bool assisted)
{
	same_board b;
	support_same_board(&b, 1, "RR");
	ck_assert(game_start_same(g, &b, 1, "two.in"));
	if (assisted)
		same_session_remove_assisted(&g->same, 1, 1);
	else
		same_session_remove(&g->same, 1, 1);
	ck_assert(same_session_over(&g->same));
}

START_TEST(a_score_is_kept_once_and_ranked)
{
	setenv("XDG_DATA_HOME", support_temp_dir(), 1);
	game g;
	game_init(&g);
	same_record r;
	char words[128];
	play_one_move(&g, false);
	same_record_start(&r, &g);
	ck_assert_str_eq(r.kind, "same-1x2x1");
	ck_assert_int_eq(r.best, -1);
	ck_assert(same_record_end(&r, &g, words, sizeof words));
	ck_assert_str_eq(words, "New high score!");
	ck_assert_int_eq(r.best, 1000);
	/* The same game seen over again is not saved twice. */
	ck_assert(!same_record_end(&r, &g, words, sizeof words));
	ck_assert_str_eq(words, "Best: 1000.");
	/* The next game of the kind starts knowing the best; one that
	 * ties it ranks after it, and says so. */
	play_one_move(&g, false);
	same_record_start(&r, &g);
	ck_assert_int_eq(r.best, 1000);
	ck_assert(!same_record_end(&r, &g, words, sizeof words));
	ck_assert_str_eq(words, "Number 2 in the high scores, equal to the "
	    "best: 1000.");
	/* A game the computer played a move in keeps apart. */
	play_one_move(&g, true);
	same_record_start(&r, &g);
	ck_assert(!same_record_end(&r, &g, words, sizeof words));
	ck_assert_str_eq(words, "Assisted game: not a high score (best "
	    "assisted yet).");
	ck_assert_str_eq(r.alert, "");
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* One game of a board of one row, its moves (columns) played in turn. */
static void play_row(game *g, const char *row, const int *moves)
{
	same_board b;
	support_same_board(&b, 2, row);
	ck_assert(game_start_same(g, &b, 1, "row.in"));
	for (; *moves > 0; moves++)
		ck_assert_int_gt(same_session_remove(&g->same, 1, *moves).size,
		    0);
	ck_assert(same_session_over(&g->same));
}

/* The row game played, then ended on record `r`: whether it is a high
 * score, `words` what its end said. */
static bool record_row(game *g, same_record *r, const char *row,
    const int *moves, char *words, size_t size)
{
	play_row(g, row, moves);
	same_record_start(r, g);
	return same_record_end(r, g, words, size);
}

/* A data folder of the test's own, `name` under the temporary one. */
static void use_data_folder(char *dir, size_t size, const char *name)
{
	snprintf(dir, size, "%s/%s", support_temp_dir(), name);
	setenv("XDG_DATA_HOME", dir, 1);
}

/* The one board kind the reviews file of data folder `dir` holds. */
static reviews_entry only_review(const char *dir)
{
	char path[400];
	snprintf(path, sizeof path, "%s/tumble/reviews", dir);
	reviews_table *t = calloc(1, sizeof *t);
	io_error e;
	ck_assert(reviews_read(path, t, &e));
	ck_assert_int_eq(t->count, 1);
	const reviews_entry x = t->entry[0];
	free(t);
	return x;
}

/* The one board kind the tally of data folder `dir` holds. */
static tally_entry only_tally(const char *dir)
{
	char path[400];
	snprintf(path, sizeof path, "%s/tumble/tally", dir);
	tally_table *t = calloc(1, sizeof *t);
	io_error e;
	ck_assert(tally_read(path, t, &e));
	ck_assert_int_eq(t->count, 1);
	const tally_entry x = t->entry[0];
	free(t);
	return x;
}

/* A score short of the best names its rank and the best. */
START_TEST(a_lower_score_names_the_best)
{
	char dir[300];
	use_data_folder(dir, sizeof dir, "lower");
	game g;
	game_init(&g);
	same_record r;
	char words[128];
	/* GRRGG: RR, then GGG, cleared: 1 + 1000. */
	ck_assert(record_row(&g, &r, "GRRGG", (const int[]){ 2, 1, 0 },
	    words, sizeof words));
	ck_assert_str_eq(words, "New high score!");
	/* RRGRG: RR, then nothing more: 0, on a board of the same kind. */
	ck_assert(!record_row(&g, &r, "RRGRG", (const int[]){ 1, 0 },
	    words, sizeof words));
	ck_assert_str_eq(words, "Number 2 in the high scores; best: 1001.");
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* The first game of a board that scores nothing heads its table, but
 * is no high score to cheer: "New high score!" was said for 0. */
START_TEST(a_first_score_of_nothing_is_no_high_score)
{
	char dir[300];
	use_data_folder(dir, sizeof dir, "nothing");
	game g;
	game_init(&g);
	same_record r;
	char words[128];
	/* RRGRG: RR, then nothing more: 0. */
	ck_assert(!record_row(&g, &r, "RRGRG", (const int[]){ 1, 0 },
	    words, sizeof words));
	ck_assert_str_eq(words, "The first score on this board.");
	ck_assert_int_eq(r.best, 0);
	/* The next game that scores is a high score. */
	ck_assert(record_row(&g, &r, "GRRGG", (const int[]){ 2, 1, 0 },
	    words, sizeof words));
	ck_assert_str_eq(words, "New high score!");
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* A game the player played alone is set beside the planner's once; an
 * assisted one, or one not over, never. */
START_TEST(a_game_is_set_beside_the_planners_once)
{
	char dir[300], path[400];
	use_data_folder(dir, sizeof dir, "beside");
	snprintf(path, sizeof path, "%s/tumble/reviews", dir);
	game g;
	game_init(&g);
	same_record r;
	same_board b;
	support_same_board(&b, 1, "RRR");
	ck_assert(game_start_same(&g, &b, 1, "three.in"));
	same_record_start(&r, &g);
	same_record_review(&r, &g, 1001);
	ck_assert(access(path, F_OK) != 0);
	play_one_move(&g, true);
	same_record_start(&r, &g);
	same_record_review(&r, &g, 1000);
	ck_assert(access(path, F_OK) != 0);
	play_one_move(&g, false);
	same_record_start(&r, &g);
	same_record_review(&r, &g, 1250);
	same_record_review(&r, &g, 1250);
	ck_assert_str_eq(r.alert, "");
	const reviews_entry x = only_review(dir);
	ck_assert_str_eq(x.kind, "same-1x2x1");
	ck_assert_int_eq(x.games, 1);
	ck_assert_int_eq(x.yours, 1000);
	ck_assert_int_eq(x.planner, 1250);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* An end recorded, then moves taken back before the game is left: the
 * end recorded is set beside the planner's all the same, in the
 * reviews and in the tally, or that game would be counted without its
 * share of the planner's score. */
START_TEST(an_end_taken_back_is_set_beside_the_planners)
{
	char dir[300];
	use_data_folder(dir, sizeof dir, "taken-back");
	game g;
	game_init(&g);
	same_record r;
	char words[128];
	/* GRRGG: RR, then GGG, cleared: 1 + 1000. */
	ck_assert(record_row(&g, &r, "GRRGG", (const int[]){ 2, 1, 0 },
	    words, sizeof words));
	ck_assert(same_session_undo(&g.same));
	ck_assert(!same_session_over(&g.same));
	same_record_review(&r, &g, 1250);
	const reviews_entry review = only_review(dir);
	ck_assert_int_eq(review.yours, 1001);
	ck_assert_int_eq(review.planner, 1250);
	const tally_entry tally = only_tally(dir);
	ck_assert_int_eq(tally.games, 1);
	ck_assert_int_eq(tally.beside, 1);
	ck_assert_int_eq(tally.best, 80);
	/* Taken back to its start, it is the same end all the same. */
	ck_assert(same_session_undo(&g.same));
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	ck_assert(!same_record_review(&r, &g, 1250));
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* The review of a game finds a better line from its start than the
 * planner's when the game was set beside it: the reviews file (the
 * score screen's "Closest to the planner") and the tally's share take
 * the figure the screens now say, never a lower one. */
START_TEST(a_planner_lifted_by_the_review_is_the_files_figure)
{
	char dir[300];
	use_data_folder(dir, sizeof dir, "lifted");
	game g;
	game_init(&g);
	same_record r;
	char words[128];
	/* GRRGG: RR, then GGG, cleared: 1 + 1000. */
	record_row(&g, &r, "GRRGG", (const int[]){ 2, 1, 0 }, words,
	    sizeof words);
	same_record_review(&r, &g, 1250);
	same_record_planner_lifted(&r, &g, 2002);
	same_record_planner_lifted(&r, &g, 1500);
	ck_assert_str_eq(r.alert, "");
	ck_assert_int_eq(r.planner, 2002);
	const reviews_entry review = only_review(dir);
	ck_assert_int_eq(review.games, 1);
	ck_assert_int_eq(review.yours, 1001);
	ck_assert_int_eq(review.planner, 2002);
	const tally_entry tally = only_tally(dir);
	ck_assert_int_eq(tally.beside, 1);
	ck_assert_int_eq(tally.shares, 50);
	ck_assert_int_eq(tally.best, 50);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* The file `name` of the data folder `dir` full of `count` pack boards,
 * each a line of `rest` after its kind: no board of the day to give
 * way. */
static void fill_file(const char *dir, const char *name, int count,
    const char *rest)
{
	char path[400];
	mkdir(dir, 0700);
	snprintf(path, sizeof path, "%s/tumble", dir);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/tumble/%s", dir, name);
	char *text = malloc((size_t)count * 64 + 1);
	size_t len = 0;
	for (int i = 0; i < count; i++)
		len += (size_t)snprintf(text + len, 64, "same-standard-%d %s\n",
		    i + 1, rest);
	support_write_file(path, text);
	free(text);
}

/* The words a one-move game leaves as its alert, ended and set beside
 * the planner's, in the data folder `dir`. */
static void alert_of_one_game(const char *dir, char *alert, size_t size)
{
	setenv("XDG_DATA_HOME", dir, 1);
	game g;
	game_init(&g);
	same_record r;
	char words[128];
	play_one_move(&g, false);
	same_record_start(&r, &g);
	same_record_end(&r, &g, words, sizeof words);
	same_record_review(&r, &g, 1000);
	snprintf(alert, size, "%s", r.alert);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}

/* A table full of boards that cannot give way kept no trace of a game
 * of a new kind, and said nothing: now it says so. */
START_TEST(a_full_table_with_none_to_give_way_says_so)
{
	static const struct {
		const char *name, *rest, *words;
		int count;
	} tables[] = {
		{ "reviews", "1 1 2 2026-01-01",
		  "reviews is full (1000 board kinds)",
		  REVIEWS_MAX },
		{ "tally", "1 0 0 0 0", "tally is full (1000 board kinds)",
		  TALLY_MAX },
		{ "marks", "greedy", "marks is full (2000 boards)", MARKS_MAX },
	};
	char dir[300], alert[sizeof ((same_record *)0)->alert];
	for (size_t i = 0; i < sizeof tables / sizeof *tables; i++) {
		snprintf(dir, sizeof dir, "%s/full-%s", support_temp_dir(),
		    tables[i].name);
		fill_file(dir, tables[i].name, tables[i].count,
		    tables[i].rest);
		alert_of_one_game(dir, alert, sizeof alert);
		ck_assert_msg(strstr(alert, tables[i].words) != NULL &&
		    strstr(alert, "this game is not kept in it.") != NULL,
		    "%s", alert);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("same_record");
	TCase *tc = tcase_create("record");
	tcase_add_test(tc, a_score_is_kept_once_and_ranked);
	tcase_add_test(tc, a_lower_score_names_the_best);
	tcase_add_test(tc, a_first_score_of_nothing_is_no_high_score);
	tcase_add_test(tc, a_game_is_set_beside_the_planners_once);
	tcase_add_test(tc, an_end_taken_back_is_set_beside_the_planners);
	tcase_add_test(tc,
	    a_planner_lifted_by_the_review_is_the_files_figure);
	tcase_add_test(tc, a_full_table_with_none_to_give_way_says_so);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
