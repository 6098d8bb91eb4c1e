/*
 * The command table without a terminal: splitting lines into words,
 * unknown commands and wrong argument counts, every command's effect on
 * the game and the exact text it prints, and saves (round trips with undo,
 * damaged files named by line and column).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "command/cmd.h"
#include "engine/mayan.h"
#include "engine/same.h"
#include "session/game.h"
#include "session/same_planner.h"
#include "support.h"

static game g;
static char *out;           /* what the last command printed */
static char error[CMD_ERROR_MAX];

static void setup(void)
{
	game_init(&g);
	out = NULL;
}

static void teardown(void)
{
	game_free(&g);
	free(out);
}

static cmd_status run(const char *line)
{
	size_t size;
	free(out);
	FILE *fp = open_memstream(&out, &size);
	ck_assert_ptr_nonnull(fp);
	error[0] = '\0';
	cmd_status status = cmd_run_line(&g, line, fp, error, sizeof error);
	fclose(fp);
	return status;
}

/* Run a line that must succeed. */
static void ok(const char *line)
{
	cmd_status status = run(line);
	ck_assert_msg(status == CMD_OK, "'%s' failed: %s", line, error);
}

/* Run a line that must fail with exactly `message`. */
static void fails(const char *line, const char *message)
{
	ck_assert_int_eq(run(line), CMD_FAILED);
	ck_assert_str_eq(error, message);
	ck_assert_str_eq(out, "");
}

static void load_sample(int k)
{
	char line[512];
	snprintf(line, sizeof line, "load '%s' %d",
	    support_test_path("data/same/sample.in"), k);
	ok(line);
}

/* Game k's block of the SPEC sample output, from "Game k:" to its final
 * line and newline. */
static char *sample_block(int k)
{
	char *all = support_read_file(support_test_path(
	    "data/same/sample.out"));
	ck_assert_ptr_nonnull(all);
	char head[32];
	snprintf(head, sizeof head, "Game %d:", k);
	char *start = strstr(all, head);
	ck_assert_ptr_nonnull(start);
	char *end = strstr(start, "Final score");
	end = strchr(end, '\n') + 1;
	char *block = strndup(start, (size_t)(end - start));
	free(all);
	return block;
}

static const char *mayan_sample(void)
{
	return support_test_path("data/mayan/noip2011/sample.in");
}


START_TEST(split_handles_quotes_blanks_and_comments)
{
	char buf[256], msg[128];
	char *argv[CMD_MAX_ARGS];
	int argc;
	ck_assert(cmd_split("  load\t'a b'  \"c \\\"d\\\" \\\\\" e\\ f  # x y",
	    buf, sizeof buf, argv, CMD_MAX_ARGS, &argc, msg, sizeof msg));
	ck_assert_int_eq(argc, 4);
	ck_assert_str_eq(argv[0], "load");
	ck_assert_str_eq(argv[1], "a b");
	ck_assert_str_eq(argv[2], "c \"d\" \\");
	ck_assert_str_eq(argv[3], "e f");
	ck_assert(cmd_split("a''b \"\" x#y", buf, sizeof buf, argv,
	    CMD_MAX_ARGS, &argc, msg, sizeof msg));
	ck_assert_int_eq(argc, 3);
	ck_assert_str_eq(argv[0], "ab");
	ck_assert_str_eq(argv[1], "");
	ck_assert_str_eq(argv[2], "x#y");
	ck_assert(cmd_split("   # only a comment", buf, sizeof buf, argv,
	    CMD_MAX_ARGS, &argc, msg, sizeof msg));
	ck_assert_int_eq(argc, 0);
	ck_assert(!cmd_split("load 'a b", buf, sizeof buf, argv, CMD_MAX_ARGS,
	    &argc, msg, sizeof msg));
	ck_assert_str_eq(msg, "unfinished quote '");
	ck_assert(!cmd_split("load \"a", buf, sizeof buf, argv, CMD_MAX_ARGS,
	    &argc, msg, sizeof msg));
	ck_assert_str_eq(msg, "unfinished quote \"");
	ck_assert(!cmd_split("a b c", buf, sizeof buf, argv, 2, &argc, msg,
	    sizeof msg));
	ck_assert_str_eq(msg, "too many words (at most 2)");
	ck_assert(!cmd_split("abcdef", buf, 4, argv, 2, &argc, msg,
	    sizeof msg));
	ck_assert_str_eq(msg, "line too long");
}
END_TEST

START_TEST(unknown_commands_and_wrong_counts_give_the_usage)
{
	ok("");
	ok("   # nothing");
	fails("bogus 1 2", "unknown command 'bogus'; try 'help'");
	fails("remove 1", "usage: remove R C");
	fails("remove 1 2 3", "usage: remove R C");
	fails("undo now", "usage: undo");
	fails("new", "usage: new same [ID|SEED|PACK:K] [--size RxC] [--colors "
	    "K] | mayan [LEVEL]");
	fails("move 1 2", "usage: move X Y G");
	fails("load 'x", "unfinished quote '");
	fails("show", "no game in play; try 'new same', 'new mayan' or "
	    "'load FILE'");
	ck_assert_int_eq(run("quit"), CMD_QUIT);
	ck_assert_int_eq(run("exit"), CMD_QUIT);
}
END_TEST

START_TEST(help_lists_every_command_and_explains_one)
{
	ok("help");
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++) {
		char needle[64];
		snprintf(needle, sizeof needle, "  %s ", e->name);
		ck_assert_msg(strstr(out, needle) != NULL, "%s", e->name);
		ck_assert_ptr_nonnull(strstr(out, e->help));
	}
	ok("help remove");
	ck_assert_str_eq(out, "usage: remove R C\n"
	    "Same Game: remove the cluster at row R, column C\n");
	ok("help status");
	ck_assert_ptr_nonnull(strstr(out, "usage: score\n"));
	ck_assert_ptr_nonnull(strstr(out, "also called: status\n"));
	fails("help bogus", "unknown command 'bogus'");
}
END_TEST

START_TEST(show_labels_rows_bottom_up_and_columns_below)
{
	load_sample(2);
	ok("remove 1 1");
	ok("show");
	const char *board =
	    "10   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .\n"
	    " 9   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .\n"
	    " 8   R  R  R  R  R  R  R  R  R  R  R  R  R  R  R\n"
	    " 7   R  R  R  R  R  R  R  R  R  R  R  R  R  R  R\n"
	    " 6   G  G  G  G  G  G  G  G  G  G  G  G  G  G  G\n"
	    " 5   G  G  G  G  G  G  G  G  G  G  G  G  G  G  G\n"
	    " 4   B  B  B  B  B  B  B  B  B  B  B  B  B  B  B\n"
	    " 3   B  B  B  B  B  B  B  B  B  B  B  B  B  B  B\n"
	    " 2   R  R  R  R  R  R  R  R  R  R  R  R  R  R  R\n"
	    " 1   R  R  R  R  R  R  R  R  R  R  R  R  R  R  R\n"
	    "     1  2  3  4  5  6  7  8  9 10 11 12 13 14 15\n"
	    "Same Game (%s, game 2): score 784, 120 balls left, 1 move\n";
	char *path = strdup(support_test_path("data/same/sample.in"));
	char expected[2048];
	snprintf(expected, sizeof expected, board, path);
	ck_assert_str_eq(out, expected);
	/* The status line alone. */
	ok("status");
	snprintf(expected, sizeof expected, "Same Game (%s, game 2): score "
	    "784, 120 balls left, 1 move\n", path);
	ck_assert_str_eq(out, expected);
	ok("score");
	ck_assert_str_eq(out, expected);
	free(path);
}
END_TEST

START_TEST(remove_plays_through_the_session_in_judge_words)
{
	load_sample(1);
	same_board expected = *same_session_board(&g.same);
	same_board_remove(&expected, 4, 1);
	ok("remove 4 3");
	ck_assert_str_eq(out, "Move 1 at (4,1): removed 32 balls of color B, "
	    "got 900 points.\n");
	ck_assert(same_board_equal(same_session_board(&g.same), &expected));
	ck_assert_int_eq(same_session_score(&g.same), 900);
	fails("remove 11 1", "expected a row from 1 to 10, found '11'");
	fails("remove 1 x", "expected a column from 1 to 15, found 'x'");
	fails("remove 10 8", "no cluster of 2 or more balls at (10,8)");
	fails("move 1 1 1", "'move' is for a Mayan puzzle, and this is Same "
	    "Game");
	fails("solve", "'solve' is for a Mayan puzzle, and this is Same Game");
}
END_TEST

START_TEST(greedy_all_prints_what_tumble_greedy_prints)
{
	for (int k = 1; k <= 3; k++) {
		char *block = sample_block(k);
		load_sample(k);
		ok("greedy all");
		ck_assert_str_eq(out, block);
		free(block);
		ck_assert(same_session_over(&g.same));
	}
	fails("greedy", "the game is over");
	fails("hint", "the game is over");
	fails("remove 1 1", "the game is over");
	fails("greedy x", "expected a number of moves (or 'all') from 1 to "
	    "400, found 'x'");
}
END_TEST

START_TEST(greedy_k_plays_k_moves_and_ends_with_the_final_line)
{
	load_sample(2);
	ok("greedy");
	ck_assert_str_eq(out, "Move 1 at (1,1): removed 30 balls of color G, "
	    "got 784 points.\n");
	ok("greedy 2");
	ck_assert_str_eq(out,
	    "Move 2 at (1,1): removed 30 balls of color R, got 784 points.\n"
	    "Move 3 at (1,1): removed 30 balls of color B, got 784 points.\n");
	ok("greedy 10");
	ck_assert_str_eq(out,
	    "Move 4 at (1,1): removed 30 balls of color G, got 784 points.\n"
	    "Move 5 at (1,1): removed 30 balls of color R, got 784 points.\n"
	    "Final score: 4920, with 0 balls remaining.\n");
	ck_assert_int_eq(same_session_score(&g.same), 4920);
}
END_TEST

/* Replay what `plan` printed from the game's position on a copy of it:
 * every move must be legal and as stated, numbered on from the game's
 * moves, and the final line must state the score and balls the replay
 * ends with.  Returns that final score. */
static long replay_plan(const char *printed)
{
	same_session copy;
	ck_assert(same_session_start(&copy, same_session_board(&g.same)));
	int done = same_session_move_count(&g.same);
	long before = same_session_points(&g.same);
	const char *line = printed;
	int k = 0;
	for (;;) {
		int number, row, col, size, points;
		char color;
		if (sscanf(line, "Move %d at (%d,%d): removed %d balls of color "
		    "%c, got %d points.", &number, &row, &col, &size, &color,
		    &points) != 6)
			break;
		same_cluster done_move = same_session_remove(&copy, row, col);
		ck_assert_int_eq(number, done + ++k);
		ck_assert_int_ge(done_move.size, 2);
		ck_assert_int_eq(done_move.size, size);
		ck_assert_int_eq(same_color_letter(done_move.color), color);
		ck_assert_int_eq(same_points(size), points);
		line = strchr(line, '\n') + 1;
	}
	long score;
	int balls;
	char end[8] = "";
	ck_assert_int_eq(sscanf(line, "Final score: %ld, with %d balls "
	    "remaining.%7s", &score, &balls, end), 2);
	ck_assert_str_eq(strchr(line, '\n'), "\n");
	ck_assert(same_session_over(&copy));
	ck_assert_int_eq(before + same_session_score(&copy), score);
	ck_assert_int_eq(same_session_board(&copy)->balls, balls);
	same_session_free(&copy);
	return score;
}

/* The final score greedy reaches from the game's position. */
static long greedy_final(void)
{
	return same_session_points(&g.same) +
	    same_planner_greedy_points(same_session_board(&g.same));
}

START_TEST(plan_prints_a_legal_line_never_below_greedy)
{
	for (int k = 1; k <= 3; k++) {
		load_sample(k);
		ok("plan --moves 20000");
		ck_assert_int_ge(replay_plan(out), greedy_final());
		/* Printing is not playing. */
		ck_assert_int_eq(same_session_move_count(&g.same), 0);
	}
	/* From the middle of a game too. */
	load_sample(1);
	ok("greedy 2");
	ok("plan --moves=20000");
	ck_assert(strncmp(out, "Move 3 at ", 10) == 0);
	long planned = replay_plan(out);
	ck_assert_int_ge(planned, greedy_final());
	/* The SPEC sample's greedy scores 3661 on this board; the plan from
	 * the start does better. */
	load_sample(1);
	ok("plan --moves 20000");
	ck_assert_int_gt(replay_plan(out), 3661);
}
END_TEST

START_TEST(plan_with_a_move_budget_is_deterministic)
{
	load_sample(1);
	ok("greedy");
	ok("plan --moves 20000");
	char *first = strdup(out);
	/* The same position reached another way gets the same plan. */
	load_sample(1);
	ok("greedy");
	ok("undo");
	ok("redo");
	ok("plan --moves 20000");
	ck_assert_str_eq(out, first);
	free(first);
}
END_TEST

START_TEST(plan_play_plays_the_line_it_prints)
{
	load_sample(1);
	ok("plan --moves 20000");
	char *printed = strdup(out);
	long score = replay_plan(printed);
	ok("plan play --moves 20000");
	ck_assert_str_eq(out, printed);
	free(printed);
	ck_assert(same_session_over(&g.same));
	ck_assert_int_eq(same_session_score(&g.same), score);
	/* Over: the plan is only the final line. */
	ok("plan --moves 10");
	char final[64];
	snprintf(final, sizeof final, "Final score: %ld, with %d balls "
	    "remaining.\n", score, same_session_board(&g.same)->balls);
	ck_assert_str_eq(out, final);
}
END_TEST

/* A stopped search says so, never -1 as if there were no answer; a
 * stopped plan prints the best line it has, which is a whole game. */
START_TEST(a_stopped_search_says_it_was_stopped)
{
	atomic_bool stop;
	atomic_init(&stop, true);
	char line[512];
	snprintf(line, sizeof line, "load '%s'",
	    support_test_path("data/mayan/hard.txt"));
	ok(line);
	size_t size;
	free(out);
	FILE *fp = open_memstream(&out, &size);
	ck_assert_int_eq(cmd_run_line_cancellable(&g, "solve", fp, error,
	    sizeof error, &stop), CMD_FAILED);
	fclose(fp);
	ck_assert_str_eq(error, "stopped before an answer was found");
	ck_assert_str_eq(out, "");
	load_sample(1);
	free(out);
	fp = open_memstream(&out, &size);
	ck_assert_int_eq(cmd_run_line_cancellable(&g, "plan 600", fp, error,
	    sizeof error, &stop), CMD_OK);
	fclose(fp);
	/* Greedy's line at least: the planner's first best line. */
	ck_assert_ptr_nonnull(strstr(out, "Final score: "));
}
END_TEST

START_TEST(plan_refuses_a_mayan_game_and_bad_budgets)
{
	fails("plan", "no game in play; try 'new same', 'new mayan' or "
	    "'load FILE'");
	char line[512];
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ok(line);
	fails("plan", "'plan' is for Same Game, and this is a Mayan puzzle");
	fails("plan play", "'plan' is for Same Game, and this is a Mayan "
	    "puzzle");
	load_sample(1);
	fails("plan 0", "plan 0 needs --moves N");
	fails("plan x", "expected seconds from 0 to 86400, such as 2 or 0.5, "
	    "found 'x'");
	/* Seconds as people write them, and not in hex. */
	fails("plan 0x10", "expected seconds from 0 to 86400, such as 2 or 0.5, "
	    "found '0x10'");
	fails("plan 1 2", "usage: plan [play] [SECONDS] [--moves N]");
	fails("plan --moves", "--moves needs a number");
	fails("plan --moves 0", "expected a number of moves from 1 to "
	    "9223372036854775807, found '0'");
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
}
END_TEST

START_TEST(hint_says_the_greedy_move_without_playing_it)
{
	load_sample(1);
	ok("hint");
	ck_assert_str_eq(out, "remove 4 1: 32 balls of color B, 900 points\n");
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
}
END_TEST

START_TEST(undo_redo_and_restart_walk_the_history)
{
	load_sample(1);
	fails("undo", "nothing to undo");
	ok("greedy 3");
	const same_board after3 = *same_session_board(&g.same);
	ok("undo");
	ck_assert_str_eq(out, "");
	ck_assert_int_eq(same_session_move_count(&g.same), 2);
	ck_assert_int_eq(same_session_score(&g.same), 900 + 1369);
	ok("redo");
	ck_assert(same_board_equal(same_session_board(&g.same), &after3));
	fails("redo", "nothing to redo");
	ok("restart");
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	ck_assert_int_eq(same_session_score(&g.same), 0);
	ok("redo");
	ck_assert_int_eq(same_session_score(&g.same), 900);
}
END_TEST

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
	fails("new same -1", "expected a board id (as 15x15:5:42) or a seed "
	    "(a whole number from 0 to 9223372036854775807), found '-1'");
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
	char line[512], msg[600];
	const char *sample = support_test_path("data/same/sample.in");
	snprintf(line, sizeof line, "load %s 4", sample);
	snprintf(msg, sizeof msg, "%s holds 3 games, not 4", sample);
	fails(line, msg);
	snprintf(line, sizeof line, "load %s 2", mayan_sample());
	snprintf(msg, sizeof msg, "%s is a Mayan puzzle; K is for Same Game "
	    "files", mayan_sample());
	fails(line, msg);
}
END_TEST

START_TEST(mayan_commands_move_solve_and_hint)
{
	char line[512];
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ok(line);
	ck_assert_int_eq(g.kind, GAME_MAYAN);
	ok("solve");
	ck_assert_str_eq(out, "2 1 1\n3 1 1\n3 0 1\n");
	ok("hint");
	ck_assert_str_eq(out, "move 2 1 1\n");
	ok("show");
	char expected[1024];
	snprintf(expected, sizeof expected,
	    "6   .  .  .  .  .\n"
	    "5   .  .  .  .  .\n"
	    "4   .  .  .  .  .\n"
	    "3   .  .  .  .  4\n"
	    "2   .  .  4  .  3\n"
	    "1   .  1  3  1  4\n"
	    "0   1  2  2  3  2\n"
	    "    0  1  2  3  4\n"
	    "Mayan (%s): move 0 of 3, 12 blocks left\n", mayan_sample());
	ck_assert_str_eq(out, expected);
	fails("move 0 1 1", "no block at (0,1)");
	fails("move 4 0 1", "column 5 is off the board");
	fails("move 0 0 0", "expected G 1 (right) or -1 (left), found 0");
	fails("move 5 0 1", "expected x from 0 to 4, found '5'");
	fails("remove 1 1", "'remove' is for Same Game, and this is a Mayan "
	    "puzzle");
	fails("greedy", "'greedy' is for Same Game, and this is a Mayan "
	    "puzzle");
	ok("move 2 1 1");
	ck_assert_str_eq(out, "Move 1 of 3: 2 1 1\n");
	ok("solve");
	ck_assert_str_eq(out, "3 1 1\n3 0 1\n");
	/* A move off the answer's path leaves none in the one move left. */
	ok("move 0 0 1");
	ok("solve");
	ck_assert_str_eq(out, "-1\n");
	ok("hint");
	ck_assert_str_eq(out, "no answer from here with 1 move left; try "
	    "undo or restart\n");
	ok("undo");
	ok("move 3 1 1");
	ok("move 3 0 1");
	ck_assert_str_eq(out, "Move 3 of 3: 3 0 1\nSolved.\n");
	ck_assert(mayan_session_solved(&g.mayan));
	fails("move 0 0 1", "all 3 moves are played; try undo or restart");
	fails("hint", "no moves left; try undo or restart");
	ok("status");
	snprintf(expected, sizeof expected, "Mayan (%s): move 3 of 3, 0 "
	    "blocks left, solved\n", mayan_sample());
	ck_assert_str_eq(out, expected);
	ok("restart");
	ok("move 1 0 1");
	ok("move 1 0 1");
	ok("move 1 0 1");
	ck_assert_ptr_nonnull(strstr(out, "Not solved: "));
}
END_TEST

START_TEST(levels_come_from_the_level_folder)
{
	char dir[64], path[128];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	setenv("TUMBLE_LEVELS_DIR", dir, 1);
	ok("levels");
	char expected[256];
	snprintf(expected, sizeof expected, "no Mayan levels are installed "
	    "(in %s)\n", dir);
	ck_assert_str_eq(out, expected);
	fails("new mayan", "no Mayan levels are installed; 'load FILE' plays "
	    "a puzzle file");
	char *sample = support_read_file(mayan_sample());
	ck_assert_msg(sample != NULL, "cannot read %s", mayan_sample());
	snprintf(path, sizeof path, "%s/02-second.txt", dir);
	support_write_file(path, "1\n1 1 0\n1 0\n0\n0\n0\n");
	snprintf(path, sizeof path, "%s/01-first.txt", dir);
	support_write_file(path, sample);
	snprintf(path, sizeof path, "%s/README.md", dir);
	support_write_file(path, "levels\n");
	ok("levels");
	ck_assert_str_eq(out, "  1 01-first   3 moves\n"
	    "  2 02-second   1 move\n");
	ok("new mayan");
	ck_assert_str_eq(g.origin, "level 01-first");
	ck_assert_int_eq(g.mayan.limit, 3);
	ok("new mayan 02-second");
	ck_assert_int_eq(g.mayan.limit, 1);
	ok("new mayan 1");
	ck_assert_str_eq(g.origin, "level 01-first");
	fails("new mayan 3", "no level '3'; 'levels' lists them");
	unsetenv("TUMBLE_LEVELS_DIR");
	free(sample);
}
END_TEST

START_TEST(same_save_round_trip_keeps_the_undo_history)
{
	char dir[64], path[128], line[256];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(path, sizeof path, "%s/game.sav", dir);
	load_sample(1);
	const same_board start = *same_session_board(&g.same);
	ok("greedy 4");
	ok("undo");
	const same_board saved = *same_session_board(&g.same);
	snprintf(line, sizeof line, "save %s", path);
	ok(line);
	ck_assert_str_eq(out, "");
	char *text = support_read_file(path);
	/* greedy played the moves, so the save says the game is assisted. */
	const char *head = "tumble-save 2\nsame\nassisted\nmoves 3\n4 1\n2 1\n"
	    "1 1\n1\n\nRGGBBGGRBRRGGBG\nRBGRBGRBGRBGRBG\n";
	ck_assert_int_eq(strncmp(text, head, strlen(head)), 0);
	ck_assert_int_eq(strlen(text), strlen(head) + 8 * 16);
	free(text);

	ok("new same 7");
	snprintf(line, sizeof line, "load %s", path);
	ok(line);
	ck_assert_int_eq(same_session_move_count(&g.same), 3);
	ck_assert(same_session_assisted(&g.same));
	ck_assert(same_board_equal(same_session_board(&g.same), &saved));
	ck_assert_int_eq(same_session_score(&g.same), 900 + 1369 + 1225);
	ok("undo");
	ok("undo");
	ok("undo");
	ck_assert(same_board_equal(same_session_board(&g.same), &start));
	fails("undo", "nothing to undo");
	ok("redo");
	ck_assert_int_eq(same_session_score(&g.same), 900);
	unlink(path);
	rmdir(dir);
}
END_TEST

START_TEST(mayan_save_round_trip_keeps_the_undo_history)
{
	char dir[64], path[128], line[256];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(path, sizeof path, "%s/m.sav", dir);
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ok(line);
	ok("move 2 1 1");
	ok("move 3 1 1");
	snprintf(line, sizeof line, "save %s", path);
	ok(line);
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "tumble-save 1\nmayan\nmoves 2\n2 1 1\n3 1 1\n"
	    "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
	free(text);
	snprintf(line, sizeof line, "load %s", path);
	ok("new same 1");
	ok(line);
	ck_assert_int_eq(g.kind, GAME_MAYAN);
	ck_assert_int_eq(mayan_session_move_count(&g.mayan), 2);
	ok("solve");
	ck_assert_str_eq(out, "3 0 1\n");
	ok("undo");
	ok("undo");
	fails("undo", "nothing to undo");
	ok("solve");
	ck_assert_str_eq(out, "2 1 1\n3 1 1\n3 0 1\n");
	unlink(path);
	rmdir(dir);
}
END_TEST

/* Load `text` as a save and expect `message` after "FILE:". */
static void damaged(const char *dir, const char *text, const char *message)
{
	char path[128], line[256], expected[512];
	snprintf(path, sizeof path, "%s/bad.sav", dir);
	support_write_file(path, text);
	snprintf(line, sizeof line, "load %s", path);
	snprintf(expected, sizeof expected, "%s:%s", path, message);
	ok("new same 5");
	fails(line, expected);
	/* The game in play is untouched by a failed load. */
	ck_assert_str_eq(g.origin, "10x15:3:5");
	unlink(path);
}

START_TEST(damaged_saves_are_named_by_line_and_column)
{
	char dir[64];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	char *sample = support_read_file(support_test_path(
	    "data/same/sample.in"));
	/* Game 3 of the sample, the checkerboard: no move at all. */
	char *board3 = strstr(sample, "RBGRBGRBGRBGRBG\nBGR");
	char text[1024];
	damaged(dir, "tumble-sav 1\n", "1:1: expected the save header "
	    "'tumble-save', found 'tumble-sav'");
	damaged(dir, "tumble-save 3\n", "1:13: expected the save version "
	    "from 1 to 2, found 3");
	damaged(dir, "tumble-save 1\nchess\n", "2:1: expected the game kind "
	    "'same' or 'mayan', found 'chess'");
	damaged(dir, "tumble-save 1\nsame\nmoves 2\n1 1\n", "5:1: expected "
	    "the row of a move (a number from 1 to 20), found end of input");
	damaged(dir, "tumble-save 1\nsame\nmoves 1\n1 1 1\n", "4:5: expected "
	    "the end of the line after a move");
	snprintf(text, sizeof text, "tumble-save 1\nsame\nmoves 1\n\n12 3\n"
	    "1\n\n%s", board3);
	damaged(dir, text, "5:1: move 1: no cluster of 2 or more balls at "
	    "(12,3)");
	snprintf(text, sizeof text, "tumble-save 1\nsame\nmoves 1\n1 1\n1\n\n"
	    "%s", board3);
	damaged(dir, text, "4:1: move 1: no cluster of 2 or more balls at "
	    "(1,1)");
	damaged(dir, "tumble-save 1\nsame\nmoves 0\n1\n\nRRR\n", "6:4: "
	    "expected 15 balls in row 1 of the board, found 3");
	snprintf(text, sizeof text, "tumble-save 1\nsame\nmoves 0\n1\n\n%s"
	    "extra\n", board3);
	damaged(dir, text, "16:1: expected the end of the save after the "
	    "board");
	damaged(dir, "tumble-save 1\nmayan\nmoves 1\n0 0 -1\n3\n1 0\n2 1 0\n"
	    "2 3 4 0\n3 1 0\n2 4 3 4 0\n", "4:1: move 1: 0 0 -1 is not a legal "
	    "move");
	damaged(dir, "tumble-save 1\nmayan\nmoves 4\n2 1 1\n3 1 1\n3 0 1\n"
	    "0 0 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", "3:1: 4 moves "
	    "saved for a puzzle of 3");
	damaged(dir, "tumble-save 1\nmayan\nmoves 0\n3\n1 0\n", "6:1: "
	    "expected column x = 1 (of 0 to 4: colours from the bottom up, ended by 0), "
	    "found end of input");
	free(sample);
	rmdir(dir);
}
END_TEST

START_TEST(save_failures_keep_the_game_and_say_why)
{
	fails("save /tmp/x.sav", "no game in play; try 'new same', 'new "
	    "mayan' or 'load FILE'");
	ok("new same 3");
	ck_assert_int_eq(run("save /nonexistent/dir/x.sav"), CMD_FAILED);
	ck_assert_ptr_nonnull(strstr(error, "/nonexistent/dir/x.sav"));
}
END_TEST

static Suite *cmd_suite(void)
{
	Suite *s = suite_create("cmd");
	TCase *t = tcase_create("cmd");
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, split_handles_quotes_blanks_and_comments);
	tcase_add_test(t, unknown_commands_and_wrong_counts_give_the_usage);
	tcase_add_test(t, help_lists_every_command_and_explains_one);
	tcase_add_test(t, show_labels_rows_bottom_up_and_columns_below);
	tcase_add_test(t, remove_plays_through_the_session_in_judge_words);
	tcase_add_test(t, greedy_all_prints_what_tumble_greedy_prints);
	tcase_add_test(t, greedy_k_plays_k_moves_and_ends_with_the_final_line);
	tcase_add_test(t, hint_says_the_greedy_move_without_playing_it);
	tcase_add_test(t, plan_prints_a_legal_line_never_below_greedy);
	tcase_add_test(t, plan_with_a_move_budget_is_deterministic);
	tcase_add_test(t, plan_play_plays_the_line_it_prints);
	tcase_add_test(t, plan_refuses_a_mayan_game_and_bad_budgets);
	tcase_add_test(t, a_stopped_search_says_it_was_stopped);
	tcase_add_test(t, undo_redo_and_restart_walk_the_history);
	tcase_add_test(t, new_same_plays_the_board_of_its_seed);
	tcase_add_test(t, load_reports_files_it_cannot_use);
	tcase_add_test(t, mayan_commands_move_solve_and_hint);
	tcase_add_test(t, levels_come_from_the_level_folder);
	tcase_add_test(t, same_save_round_trip_keeps_the_undo_history);
	tcase_add_test(t, mayan_save_round_trip_keeps_the_undo_history);
	tcase_add_test(t, damaged_saves_are_named_by_line_and_column);
	tcase_add_test(t, save_failures_keep_the_game_and_say_why);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(cmd_suite());
}
