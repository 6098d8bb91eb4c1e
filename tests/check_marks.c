/*
 * The marks earned on a board: each rule of the Same Game's, the file
 * they are kept in (a round trip, bad lines named by line and column, a
 * damaged file set aside), and a game's end earning them once, whoever
 * plays its last move, and an assisted game earning none.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command/cmd.h"
#include "io/days.h"
#include "io/marks.h"
#include "io/reviews.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/mayan_progress.h"
#include "session/mayan_tiers.h"
#include "support.h"
#include "table_fixture.h"

static marks_table *new_table(void)
{
	return table_new(sizeof(marks_table));
}

static bool parse_into(io_scan *s, void *table, io_error *e)
{
	return marks_parse(s, table, e);
}

START_TEST(beating_greedy_takes_more_than_greedys_score)
{
	ck_assert_uint_eq(same_record_marks(1001, 3, 1000, -1, false),
	    MARK_GREEDY);
	ck_assert_uint_eq(same_record_marks(1000, 3, 1000, -1, false), 0);
}
END_TEST

START_TEST(a_board_is_cleared_with_no_ball_left)
{
	ck_assert_uint_eq(same_record_marks(10, 0, 50, -1, false),
	    MARK_CLEARED);
	ck_assert_uint_eq(same_record_marks(10, 1, 50, -1, false), 0);
}
END_TEST

START_TEST(ninety_percent_of_the_planner_is_counted_exactly)
{
	ck_assert_uint_eq(same_record_marks(900, 2, 5000, 1000, false),
	    MARK_NEAR_PLANNER);
	ck_assert_uint_eq(same_record_marks(899, 2, 5000, 1000, false), 0);
}
END_TEST

START_TEST(matching_the_planner_earns_both_planner_marks)
{
	ck_assert_uint_eq(same_record_marks(1000, 2, 5000, 1000, false),
	    MARK_NEAR_PLANNER | MARK_PLANNER);
	ck_assert_uint_eq(same_record_marks(1200, 0, 5000, 1000, false),
	    MARK_CLEARED | MARK_NEAR_PLANNER | MARK_PLANNER);
}
END_TEST

START_TEST(no_planner_mark_while_its_score_is_not_known)
{
	ck_assert_uint_eq(same_record_marks(5000, 0, 10, -1, false),
	    MARK_GREEDY | MARK_CLEARED);
}
END_TEST

START_TEST(an_assisted_game_earns_no_mark)
{
	ck_assert_uint_eq(same_record_marks(5000, 0, 10, 100, true), 0);
}
END_TEST

START_TEST(marks_round_trip_through_the_file)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s", table_path("marks"));
	marks_table *t = new_table();
	ck_assert_uint_eq(marks_add(t, "same-standard-3", MARK_CLEARED),
	    MARK_CLEARED);
	/* Only the marks new to the board are said to be earned. */
	ck_assert_uint_eq(marks_add(t, "same-standard-3",
	    MARK_CLEARED | MARK_GREEDY), MARK_GREEDY);
	ck_assert_uint_eq(marks_add(t, "mayan/01-sample",
	    MARK_SOLVED | MARK_CLEAN), MARK_SOLVED | MARK_CLEAN);
	ck_assert_uint_eq(marks_add(t, "bad name", MARK_SOLVED), 0);
	ck_assert(marks_write(path, t, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text,
	    "# tumble marks: BOARD MARK..., the marks earned on a board\n"
	    "same-standard-3 greedy cleared\n"
	    "mayan/01-sample solved clean\n");
	free(text);
	marks_table *back = new_table();
	io_error e;
	ck_assert(marks_read(path, back, &e));
	ck_assert_int_eq(back->count, 2);
	ck_assert_uint_eq(marks_of(back, "same-standard-3"),
	    MARK_GREEDY | MARK_CLEARED);
	ck_assert_uint_eq(marks_of(back, "same-standard-4"), 0);

	char row[16];
	marks_row(row, sizeof row, marks_of(back, "same-standard-3"),
	    MARKS_SAME, "-");
	ck_assert_str_eq(row, "GC--");
	marks_row(row, sizeof row, MARK_SOLVED, MARKS_MAYAN, "-");
	ck_assert_str_eq(row, "S-");
	marks_names(error, sizeof error, MARK_GREEDY | MARK_PLANNER);
	ck_assert_str_eq(error, "beat greedy, matched the planner");
	free(t);
	free(back);
	table_remove(path);
}
END_TEST

/* A new board of the day every day fills the table: the oldest gives up
 * its line, and a game of another board still earns its marks. */
START_TEST(a_full_marks_table_drops_its_oldest_board_of_the_day)
{
	char board[MARKS_BOARD_MAX];
	marks_table *t = new_table();
	for (int i = 0; i < MARKS_MAX; i++) {
		snprintf(board, sizeof board, "same-daily-%ld",
		    days_date(20000 + MARKS_MAX - 1 - i));
		ck_assert_uint_eq(marks_add(t, board, MARK_GREEDY),
		    MARK_GREEDY);
	}
	ck_assert_uint_eq(marks_add(t, "same-6x6x3", MARK_CLEARED),
	    MARK_CLEARED);
	ck_assert_int_eq(t->count, MARKS_MAX);
	ck_assert_uint_eq(marks_of(t, "same-daily-20241004"), 0);
	ck_assert_uint_eq(marks_of(t, "same-daily-20241005"), MARK_GREEDY);
	free(t);
}
END_TEST

START_TEST(bad_mark_lines_are_named_by_line_and_column)
{
	static const table_bad_line cases[] = {
		{ "same-standard-3\n", 1, 16, "a mark such as greedy" },
		{ "same-standard-3 greedy bonus\n", 1, 24, "not 'bonus'" },
		{ "# ok\nx cleared cleared\n", 2, 11, "each mark once" },
		{ "a solved\nb solved\na clean\n", 3, 1, "each board once" },
		{ "\x01 solved\n", 1, 1, "a board such as" },
	};
	marks_table *t = new_table();
	table_expect_bad_lines(parse_into, t, "marks", cases,
	    sizeof cases / sizeof *cases);
	free(t);
}
END_TEST

START_TEST(a_damaged_marks_file_is_set_aside)
{
	const char *dir = support_temp_dir();
	char path[256], bad[300], message[700];
	snprintf(path, sizeof path, "%s/marks", dir);
	snprintf(bad, sizeof bad, "%s.bad", path);
	support_write_file(path, "same-standard-1 cleared\nsame-x greedy 3\n");
	unsigned earned;
	ck_assert(marks_record(path, "same-standard-2", MARK_GREEDY, &earned,
	    message, sizeof message));
	ck_assert_uint_eq(earned, MARK_GREEDY);
	ck_assert_ptr_nonnull(strstr(message, ":2:"));
	ck_assert_ptr_nonnull(strstr(message, "set aside as"));
	marks_table *t = new_table();
	io_error e;
	ck_assert(marks_read(path, t, &e));
	ck_assert_uint_eq(marks_of(t, "same-standard-1"), MARK_CLEARED);
	ck_assert_uint_eq(marks_of(t, "same-standard-2"), MARK_GREEDY);
	free(t);
	unlink(path);
	unlink(bad);
}
END_TEST

/* A level named with a blank earned its marks, which no line of the
 * file can hold: they were kept nowhere, and nothing said so. */
START_TEST(marks_the_file_cannot_hold_are_said)
{
	const char *dir = support_temp_dir();
	char path[256], message[700], want[900];
	snprintf(path, sizeof path, "%s/marks", dir);
	unsigned earned = MARK_SOLVED;
	ck_assert(!marks_record(path, "mayan/30 long", MARK_SOLVED, &earned,
	    message, sizeof message));
	ck_assert_uint_eq(earned, 0);
	snprintf(want, sizeof want, "%s cannot hold the name of board "
	    "'mayan/30 long' (a blank, a control byte or a '#' first): this "
	    "game is not kept in it.", path);
	ck_assert_str_eq(message, want);
	ck_assert_int_ne(access(path, F_OK), 0);
	rmdir(dir);
}
END_TEST

/* Board 1 of a pack, one move that clears it (1000 points), in a data
 * folder of its own. */
static void start_pack_board(game *g, const char *dir)
{
	setenv("XDG_DATA_HOME", dir, 1);
	same_board b;
	support_same_board(&b, 1, "RR");
	game_init(g);
	ck_assert(game_start_same(g, &b, 1, "standard:1"));
	snprintf(g->score_kind, sizeof g->score_kind, "same-standard-1");
	game_begin(g);
}

static unsigned marks_in(const char *dir, const char *board)
{
	char path[400];
	snprintf(path, sizeof path, "%s/tumble/marks", dir);
	marks_table *t = new_table();
	io_error e;
	ck_assert(marks_read(path, t, &e));
	const unsigned marks = marks_of(t, board);
	free(t);
	return marks;
}

START_TEST(the_last_move_earns_the_marks_once)
{
	char dir[300];
	snprintf(dir, sizeof dir, "%s/end", support_temp_dir());
	game g;
	start_pack_board(&g, dir);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert(out.ended);
	ck_assert_ptr_nonnull(strstr(out.rank, "New mark: board cleared."));
	ck_assert_uint_eq(marks_in(dir, "same-standard-1"), MARK_CLEARED);
	/* The planner's score known later earns its marks then, said
	 * after the end's as more of them. */
	ck_assert(same_record_review(&g.record, &g, 1000));
	ck_assert_str_eq(g.record.news, "Also: 90% of the planner, matched "
	    "the planner.");
	ck_assert_uint_eq(marks_in(dir, "same-standard-1"),
	    MARK_CLEARED | MARK_NEAR_PLANNER | MARK_PLANNER);
	/* A second game of the board earns nothing new. */
	game_free(&g);
	start_pack_board(&g, dir);
	ck_assert_uint_eq(g.record.marks,
	    MARK_CLEARED | MARK_NEAR_PLANNER | MARK_PLANNER);
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert_ptr_null(strstr(out.rank, "New mark"));
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

START_TEST(a_kept_planner_score_earns_at_the_end)
{
	char dir[300], path[400], message[700];
	snprintf(dir, sizeof dir, "%s/kept", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble/reviews", dir);
	ck_assert(reviews_record(path, "same-standard-1", 500, 1100,
	    "2026-12-01", message, sizeof message));
	game g;
	start_pack_board(&g, dir);
	ck_assert_int_eq(g.record.planner, 1100);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, false, &out));
	ck_assert_ptr_nonnull(strstr(out.rank, "New marks: board cleared, "
	    "90% of the planner."));
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

START_TEST(an_assisted_last_move_earns_nothing)
{
	char dir[300], path[400];
	snprintf(dir, sizeof dir, "%s/assisted", support_temp_dir());
	snprintf(path, sizeof path, "%s/tumble/marks", dir);
	game g;
	start_pack_board(&g, dir);
	game_outcome out;
	ck_assert(game_play_same(&g, 1, 1, true, &out));
	ck_assert(out.ended);
	ck_assert_ptr_null(strstr(out.rank, "New mark"));
	ck_assert(!same_record_review(&g.record, &g, 1000));
	ck_assert(access(path, F_OK) != 0);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

START_TEST(a_clean_solve_has_no_undo_no_hint_and_no_help)
{
	ck_assert_uint_eq(mayan_progress_marks(3, 3, false, false),
	    MARK_SOLVED | MARK_CLEAN);
	/* A move undone: 4 made for a puzzle of 3. */
	ck_assert_uint_eq(mayan_progress_marks(4, 3, false, false),
	    MARK_SOLVED);
	/* A hint or the answer shown. */
	ck_assert_uint_eq(mayan_progress_marks(3, 3, false, true),
	    MARK_SOLVED);
	/* A move the computer played. */
	ck_assert_uint_eq(mayan_progress_marks(3, 3, true, false), 0);
}
END_TEST

/* Level 1 of the tests' pack (3 moves), solved in a data folder of its
 * own, with `first` run at the prompt before its first move; the words
 * of its end. */
static void solve_level_one(const char *dir, const char *first, char *rank,
    size_t size)
{
	static const mayan_move answer[] = { { 2, 1, 1 }, { 3, 1, 1 },
		{ 3, 0, 1 } };
	setenv("XDG_DATA_HOME", dir, 1);
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	game g;
	game_init(&g);
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	r.name = "1";
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	if (first != NULL) {
		char error[CMD_ERROR_MAX];
		FILE *out = fopen("/dev/null", "w");
		ck_assert_int_eq(cmd_run_line(&g, first, out, error,
		    sizeof error), CMD_OK);
		fclose(out);
	}
	game_outcome out;
	for (int i = 0; i < 3; i++)
		ck_assert(game_play_mayan(&g, answer[i], false, &out));
	ck_assert(out.ended);
	snprintf(rank, size, "%s", out.rank);
	game_free(&g);
	unsetenv("TUMBLE_LEVELS_DIR");
	unsetenv("XDG_DATA_HOME");
}

START_TEST(a_level_solved_clean_earns_both_marks)
{
	char dir[300], rank[400];
	snprintf(dir, sizeof dir, "%s/clean", support_temp_dir());
	solve_level_one(dir, NULL, rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "New marks: solved, solved "
	    "clean."));
	ck_assert_uint_eq(marks_in(dir, "mayan/01-sample"),
	    MARK_SOLVED | MARK_CLEAN);
}
END_TEST

START_TEST(a_hint_at_the_prompt_leaves_the_solve_not_clean)
{
	char dir[300], rank[400];
	snprintf(dir, sizeof dir, "%s/hinted", support_temp_dir());
	solve_level_one(dir, "hint", rank, sizeof rank);
	ck_assert_ptr_nonnull(strstr(rank, "New mark: solved."));
	ck_assert_uint_eq(marks_in(dir, "mayan/01-sample"), MARK_SOLVED);
	snprintf(dir, sizeof dir, "%s/answered", support_temp_dir());
	solve_level_one(dir, "solve", rank, sizeof rank);
	ck_assert_uint_eq(marks_in(dir, "mayan/01-sample"), MARK_SOLVED);
}
END_TEST

START_TEST(tiers_start_where_named_and_where_the_moves_drop)
{
	static const int moves[] = { 1, 2, 3, 5, 3, 4, 10, 2 };
	static const char *const named[] = { "Beginner", "", "", "", "",
		"", "", "Last" };
	mayan_tiers t;
	mayan_tiers_make(&t, 8, moves, named);
	ck_assert_int_eq(t.count, 3);
	ck_assert_str_eq(t.tier[0].name, "Beginner");
	ck_assert_int_eq(t.tier[0].last, 3);
	ck_assert_str_eq(t.tier[1].name, "Tier 2");
	ck_assert_int_eq(mayan_tiers_of(&t, 6), 1);
	ck_assert_int_eq(mayan_tiers_of(&t, 7), 2);
	char words[160];
	mayan_tiers_start_words(&t, 4, words, sizeof words);
	ck_assert_str_eq(words, "A new tier, Tier 2: levels 5 to 7, 3 to 10 "
	    "moves.");
	mayan_tiers_start_words(&t, 5, words, sizeof words);
	ck_assert_str_eq(words, "");
	mayan_tiers_start_words(&t, 0, words, sizeof words);
	ck_assert_str_eq(words, "");
	t.tier[1].clean = 2;
	mayan_tiers_count_words(&t, 1, words, sizeof words);
	ck_assert_str_eq(words, "Tier 2: 2 of 3 clean");
}
END_TEST

/* A tier's name is a level file's words: one longer than a tier's name
 * holds is cut between characters (39 bytes hold 38 letters, not half
 * of the é after them), and a control byte in it is shown as \xNN,
 * never sent to the terminal. */
START_TEST(a_tiers_name_is_cut_whole_and_escaped)
{
	static const char board[] = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n"
	    "2 4 3 4 0\n";
	const char *const thirty_eight =
	    "Tiers-have-names-of-thirty-eight-bytes";
	char dir[300], path[400], text[400];
	ck_assert_int_eq((int)strlen(thirty_eight), 38);
	snprintf(dir, sizeof dir, "%s/tier-names", support_temp_dir());
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	snprintf(path, sizeof path, "%s/01.txt", dir);
	snprintf(text, sizeof text, "# tier: %s\xc3\xa9\xc3\xa9\n%s",
	    thirty_eight, board);
	support_write_file(path, text);
	snprintf(path, sizeof path, "%s/02.txt", dir);
	snprintf(text, sizeof text, "# tier: Ex\x1b[2Jpert\n%s", board);
	support_write_file(path, text);
	setenv("TUMBLE_LEVELS_DIR", dir, 1);
	levels_pack *pack = calloc(1, sizeof *pack);
	levels_list(pack);
	ck_assert_int_eq(pack->count, 2);
	mayan_tiers t;
	mayan_tiers_read(&t, pack);
	ck_assert_int_eq(t.count, 2);
	ck_assert_str_eq(t.tier[0].name, thirty_eight);
	ck_assert_str_eq(t.tier[1].name, "Ex\\x1b[2Jpert");
	free(pack);
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

START_TEST(the_packs_tiers_are_named_and_counted)
{
	char dir[300], rank[400];
	snprintf(dir, sizeof dir, "%s/counted", support_temp_dir());
	solve_level_one(dir, NULL, rank, sizeof rank);
	setenv("XDG_DATA_HOME", dir, 1);
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	levels_pack *pack = calloc(1, sizeof *pack);
	levels_list(pack);
	progress_table *done = calloc(1, sizeof *done);
	marks_table *marks = calloc(1, sizeof *marks);
	char path[400], message[700];
	snprintf(path, sizeof path, "%s/tumble/progress", dir);
	ck_assert(progress_load(path, done, message, sizeof message));
	snprintf(path, sizeof path, "%s/tumble/marks", dir);
	ck_assert(marks_load(path, marks, message, sizeof message));
	mayan_tiers t;
	mayan_tiers_read(&t, pack);
	mayan_tiers_count(&t, pack, done, marks);
	ck_assert_int_ge(t.count, 1);
	ck_assert_int_eq(t.tier[0].solved, 1);
	ck_assert_int_eq(t.tier[0].clean, 1);
	free(pack);
	free(done);
	free(marks);
	unsetenv("TUMBLE_LEVELS_DIR");
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* A level's letter, as the level menu and `levels` show it, follows
 * the progress file: a clean mark left of a level it does not call
 * solved does not make it 'C'. */
START_TEST(a_clean_mark_of_a_level_not_solved_is_not_shown)
{
	progress_table *done = calloc(1, sizeof *done);
	marks_table *marks = calloc(1, sizeof *marks);
	char board[MARKS_BOARD_MAX], words[48];
	marks_mayan_board(board, sizeof board, "01-sample");
	marks_add(marks, board, MARK_SOLVED | MARK_CLEAN);
	ck_assert_int_eq(mayan_tiers_mark(done, marks, "01-sample", words,
	    sizeof words), ' ');
	ck_assert_str_eq(words, "");
	progress_add(done, "01-sample", PROGRESS_ASSISTED);
	ck_assert_int_eq(mayan_tiers_mark(done, marks, "01-sample", words,
	    sizeof words), '+');
	ck_assert_str_eq(words, "solved assisted");
	progress_add(done, "01-sample", 3);
	ck_assert_int_eq(mayan_tiers_mark(done, marks, "01-sample", words,
	    sizeof words), 'C');
	ck_assert_str_eq(words, "solved clean");
	free(done);
	free(marks);
}
END_TEST

/* A game's status line says a level's standing in the level menu's
 * words: clean, in the mark's own, its best, or assisted. */
START_TEST(the_status_line_says_the_menu_words)
{
	char words[48];
	mayan_tiers_status_words(1, true, false, words, sizeof words);
	ck_assert_str_eq(words, "Solved clean");
	mayan_tiers_status_words(1, false, false, words, sizeof words);
	ck_assert_str_eq(words, "Solved, best: 1 move made");
	mayan_tiers_status_words(4, false, false, words, sizeof words);
	ck_assert_str_eq(words, "Solved, best: 4 moves made");
	mayan_tiers_status_words(-1, false, false, words, sizeof words);
	ck_assert_str_eq(words, "");
	/* Solved only with help: the menu's word; a solve of the
	 * player's own betters it. */
	mayan_tiers_status_words(-1, false, true, words, sizeof words);
	ck_assert_str_eq(words, "Solved assisted");
	mayan_tiers_status_words(3, false, true, words, sizeof words);
	ck_assert_str_eq(words, "Solved, best: 3 moves made");
}
END_TEST

/* The game's own assisted mark beside the level's standing: where the
 * standing says "Solved assisted" already, "Assisted" read as the same
 * word twice; there it names the game. */
START_TEST(the_game_s_assisted_mark_is_told_apart)
{
	ck_assert_str_eq(mayan_tiers_game_mark(-1, false, false), "");
	ck_assert_str_eq(mayan_tiers_game_mark(-1, true, false), "");
	ck_assert_str_eq(mayan_tiers_game_mark(-1, false, true), "Assisted");
	ck_assert_str_eq(mayan_tiers_game_mark(3, false, true), "Assisted");
	/* A solve of the player's own betters the assisted one: the
	 * standing says the best, not assisted. */
	ck_assert_str_eq(mayan_tiers_game_mark(3, true, true), "Assisted");
	ck_assert_str_eq(mayan_tiers_game_mark(-1, true, true),
	    "This game assisted");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("marks");
	TCase *rules = tcase_create("rules");
	tcase_add_test(rules, beating_greedy_takes_more_than_greedys_score);
	tcase_add_test(rules, a_board_is_cleared_with_no_ball_left);
	tcase_add_test(rules, ninety_percent_of_the_planner_is_counted_exactly);
	tcase_add_test(rules, matching_the_planner_earns_both_planner_marks);
	tcase_add_test(rules, no_planner_mark_while_its_score_is_not_known);
	tcase_add_test(rules, an_assisted_game_earns_no_mark);
	suite_add_tcase(s, rules);
	TCase *file = tcase_create("file");
	tcase_add_test(file, marks_round_trip_through_the_file);
	tcase_add_test(file, bad_mark_lines_are_named_by_line_and_column);
	tcase_add_test(file,
	    a_full_marks_table_drops_its_oldest_board_of_the_day);
	tcase_add_test(file, a_damaged_marks_file_is_set_aside);
	tcase_add_test(file, marks_the_file_cannot_hold_are_said);
	suite_add_tcase(s, file);
	TCase *life = tcase_create("game");
	tcase_add_test(life, the_last_move_earns_the_marks_once);
	tcase_add_test(life, a_kept_planner_score_earns_at_the_end);
	tcase_add_test(life, an_assisted_last_move_earns_nothing);
	suite_add_tcase(s, life);
	TCase *mayan = tcase_create("mayan");
	tcase_add_test(mayan, a_clean_solve_has_no_undo_no_hint_and_no_help);
	tcase_add_test(mayan, a_level_solved_clean_earns_both_marks);
	tcase_add_test(mayan, a_hint_at_the_prompt_leaves_the_solve_not_clean);
	tcase_add_test(mayan, tiers_start_where_named_and_where_the_moves_drop);
	tcase_add_test(mayan, a_tiers_name_is_cut_whole_and_escaped);
	tcase_add_test(mayan, the_packs_tiers_are_named_and_counted);
	tcase_add_test(mayan, a_clean_mark_of_a_level_not_solved_is_not_shown);
	tcase_add_test(mayan, the_status_line_says_the_menu_words);
	tcase_add_test(mayan, the_game_s_assisted_mark_is_told_apart);
	suite_add_tcase(s, mayan);
	return support_run_suite(s);
}
