/*
 * The commands that open a game, without a terminal: new of a seed, a
 * clearable board or the board of the day, load and the files it cannot
 * use, the question before a game with moves made or undone goes (asked
 * only once the file reads), and a practice game that opens no other.
 * check_cmd.c tests the command table and the commands that play.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd_fixture.h"
#include "engine/same.h"
#include "engine/same_clearable.h"
#include "session/daily.h"
#include "session/game_open.h"
#include "support.h"

START_TEST(new_same_plays_the_board_of_its_seed)
{
	ok("new same 42");
	ck_assert_str_eq(out, "");
	/* The same board again is a new game: front ends see it by the
	 * count of starts, not by its name. */
	const unsigned long starts = g.starts;
	ok("new same 42");
	ck_assert_uint_eq(g.starts, starts + 1);
	same_board expected;
	same_board_random(&expected, 10, 15, 3, 42);
	ck_assert(same_board_equal(same_session_board(&g.same), &expected));
	ck_assert_str_eq(g.origin, "10x15:3:42");
	/* A negative number is a board that is not, as after "--": it
	 * was called an unknown option. */
	fails("new same -1", "'-1' is no file, nor a board id (as "
	    "15x15:5:42), a board of a pack (as standard:3) or a seed (a whole "
	    "number)");
	fails("new same -- -1", "'-1' is no file, nor a board id (as "
	    "15x15:5:42), a board of a pack (as standard:3) or a seed (a whole "
	    "number)");
	fails("new chess", "expected 'same' or 'mayan', found 'chess'");
	ok("new same");
	ck_assert_int_eq(strncmp(out, "Same Game, board 10x15:3:", 25), 0);
	ck_assert_int_eq(g.kind, GAME_SAME);
	ck_assert(g.same.has_id);
}
END_TEST

START_TEST(load_reports_files_it_cannot_use)
{
	fails("load /nonexistent/x", "/nonexistent/x: No such file or "
	    "directory");
	/* Where a command reads "-" is no file: its input holds the
	 * commands, or the keys. */
	fails("load -", "-: standard input is not read here; name a file "
	    "(./- for one called -)");
	char line[512], msg[600];
	const char *sample = support_test_path("data/same/sample.in");
	snprintf(line, sizeof line, "load %s 4", sample);
	snprintf(msg, sizeof msg, "%s holds 3 boards; there is no board 4",
	    sample);
	fails(line, msg);
	snprintf(line, sizeof line, "load %s x", sample);
	fails(line, "expected a board number from 1 to 100000000, found "
	    "'x'");
	snprintf(line, sizeof line, "load %s 2", mayan_sample());
	snprintf(msg, sizeof msg, "%s is a Mayan puzzle; K is for Same Game "
	    "files", mayan_sample());
	fails(line, msg);
	/* What is wrong is the name, not the board number after it. */
	fails("load nosuch 2", "'nosuch' is no file, nor a board id, a board "
	    "of a pack or a level");
}
END_TEST

/* The questions a prompt asked, and the answer it gives. */
static int asked;
static char last_question[200];
static bool answer;

static bool ask_and_answer(FILE *to, const char *question)
{
	(void)to;
	asked++;
	snprintf(last_question, sizeof last_question, "%s", question);
	return answer;
}

/* Run `line` as a prompt does, its questions answered `yes`. */
static cmd_status run_asked(const char *line, bool yes)
{
	answer = yes;
	return cmd_run_line_asking(&g, line, stdout, NULL, why, sizeof why,
	    NULL, ask_and_answer, stdout);
}

/* load asks before it drops a game with moves made only once the file
 * reads: it asked first and then said a folder, a FIFO, a file of
 * control bytes or a missing file could not be read.  A no, or a file
 * that fails, leaves the game in play as it was. */
START_TEST(load_asks_only_for_a_file_that_reads)
{
	load_sample(1);
	ok("remove 1 1");
	ok("remove 1 1");
	const same_board before = *same_session_board(&g.same);
	char dir[512], fifo[512], junk[512], line[600];
	snprintf(dir, sizeof dir, "%s/a-folder", support_temp_dir());
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	snprintf(fifo, sizeof fifo, "%s/a-fifo", support_temp_dir());
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	snprintf(junk, sizeof junk, "%s/junk", support_temp_dir());
	support_write_file(junk, "\x01RGB\n");
	const char *const refused[] = { dir, fifo, junk, "/nonexistent/x" };
	asked = 0;
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		snprintf(line, sizeof line, "load %s", refused[i]);
		ck_assert_int_eq(run_asked(line, true), CMD_FAILED);
		ck_assert_ptr_nonnull(strstr(why, refused[i]));
	}
	snprintf(line, sizeof line, "new mayan %s", junk);
	ck_assert_int_eq(run_asked(line, true), CMD_FAILED);
	ck_assert_ptr_nonnull(strstr(why, "expected the number of moves"));
	ck_assert_int_eq(asked, 0);
	ck_assert_int_eq(game_moves_at_stake(&g), 2);
	ck_assert(same_board_equal(same_session_board(&g.same), &before));
	/* A file that reads is asked for, in the words of the one
	 * question, which the game's keys ask too (they had words of
	 * their own); no keeps the game, yes replaces it. */
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ck_assert_int_eq(run_asked(line, false), CMD_DECLINED);
	ck_assert_int_eq(asked, 1);
	ck_assert_str_eq(last_question, "Leave this game with 2 moves made? "
	    "It is not kept.");
	ck_assert_int_eq(g.kind, GAME_SAME);
	ck_assert_int_eq(game_moves_at_stake(&g), 2);
	ck_assert_int_eq(run_asked(line, true), CMD_OK);
	ck_assert_int_eq(asked, 2);
	ck_assert_int_eq(g.kind, GAME_MAYAN);
	/* No move at stake, no question; quit still asks before it runs. */
	ck_assert_int_eq(run_asked(line, true), CMD_OK);
	ck_assert_int_eq(asked, 2);
	char question[160];
	ck_assert(!cmd_drop_question(&g, cmd_find("load"), GAME_QUIT,
	    question, sizeof question));
	ck_assert(!cmd_drop_question(&g, cmd_find("new"), GAME_QUIT,
	    question, sizeof question));
}
END_TEST

/* Moves undone back to the start are still there for redo: quit, new
 * and load ask about them as about moves made, naming them as such. */
START_TEST(undone_moves_are_asked_about_before_a_game_goes)
{
	char question[160], line[512];
	load_sample(1);
	ok("greedy 2");
	ok("undo");
	ok("undo");
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	ck_assert(cmd_drop_question(&g, cmd_find("quit"), GAME_QUIT,
	    question, sizeof question));
	ck_assert_str_eq(question, "Quit this game with 2 moves to redo? It "
	    "is kept to continue.");
	/* Typed over a puzzle played from the editor, quit goes back to
	 * it, and says so; load still leaves the game unkept. */
	ck_assert(cmd_drop_question(&g, cmd_find("quit"), GAME_TO_EDITOR,
	    question, sizeof question));
	ck_assert_str_eq(question, "Leave this game for the editor with 2 "
	    "moves to redo? It is kept to continue.");
	/* The status says them too, as the title menu does. */
	ok("score");
	ck_assert_str_eq(out, "Same Game (sample.in, board 1): score 0, 150 "
	    "balls left, 0 moves, 2 to redo, assisted\n");
	snprintf(line, sizeof line, "load %s", mayan_sample());
	const char *const leaving[] = { "new mayan", line };
	asked = 0;
	for (int i = 0; i < 2; i++) {
		ck_assert_int_eq(run_asked(leaving[i], false), CMD_DECLINED);
		ck_assert_int_eq(asked, i + 1);
		ck_assert_str_eq(last_question, "Leave this game with 2 moves "
		    "to redo? It is not kept.");
		ck_assert_int_eq(g.kind, GAME_SAME);
	}
	ok("redo");
	ok("redo");
	ck_assert_int_eq(same_session_score(&g.same), 900 + 1369);
}
END_TEST

START_TEST(new_same_clearable_and_daily)
{
	ok("new same --clearable 42");
	same_board expected;
	same_cluster line[SAME_MAX_MOVES];
	same_clearable_make(&expected, 10, 15, 3, 42, line);
	ck_assert(same_board_equal(same_session_board(&g.same), &expected));
	ck_assert_str_eq(g.origin, "10x15:3:c42");
	ck_assert_str_eq(g.score_kind, "same-clearable-10x15x3");
	setenv("TUMBLE_TODAY", "20261215", 1);
	ok("new same --daily");
	/* Named as the game and the prompt name it, its id with it so
	 * that a script can play it again. */
	ck_assert_str_eq(out, "Same Game (Board of the day, 15 December "
	    "2026), board 15x15:5:c20261215\n");
	unsetenv("TUMBLE_TODAY");
	ok("new same --daily");
	char want[64];
	snprintf(want, sizeof want, "15x15:5:c%ld", daily_today());
	ck_assert_str_eq(g.origin, want);
	snprintf(want, sizeof want, "same-daily-%ld", daily_today());
	ck_assert_str_eq(g.score_kind, want);
	fails("new same --daily 42", "the board of the day is today's: give "
	    "it without a board, seed, size or colours");
	fails("new same --clearable standard:3", "clearable boards are made "
	    "from a seed, not read from a file or named by an id (an id of "
	    "one holds a c before its seed)");
}
END_TEST

/* A practice game (the review's t) opens no other game in its place:
 * new, load and continue say why and leave it as it was, moves and
 * all, and help names them with the same words. */
START_TEST(a_practice_game_opens_no_other)
{
	load_sample(1);
	ok("remove 4 1");
	same_board position = *same_session_board(&g.same);
	ck_assert(game_start_practice(&g, &position, &g, 1));
	ok("remove 4 1");
	static const char refused[] = "A practice game opens no other "
	    "board: q goes back to the review, R starts this practice "
	    "again.";
	const unsigned long starts = g.starts;
	fails("new same 42", refused);
	fails("new mayan", refused);
	fails("load sample.in", refused);
	fails("continue", refused);
	ck_assert_uint_eq(g.starts, starts);
	ck_assert(g.practice);
	ck_assert_int_eq(same_session_move_count(&g.same), 1);
	ok("help new");
	ck_assert_ptr_nonnull(strstr(out, "Not here: new.  A practice "
	    "game opens no other board"));
	ok("help");
	ck_assert_ptr_nonnull(strstr(out, "Not here: load, new, continue."));
	ok("undo");
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
}
END_TEST

static Suite *cmd_open_suite(void)
{
	Suite *s = suite_create("cmd_open");
	TCase *t = tcase_create("cmd_open");
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, undone_moves_are_asked_about_before_a_game_goes);
	tcase_add_test(t, new_same_plays_the_board_of_its_seed);
	tcase_add_test(t, new_same_clearable_and_daily);
	tcase_add_test(t, load_reports_files_it_cannot_use);
	tcase_add_test(t, load_asks_only_for_a_file_that_reads);
	tcase_add_test(t, a_practice_game_opens_no_other);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(cmd_open_suite());
}
