/*
 * The commands of a Mayan puzzle without a terminal: move, solve and
 * hint with their effect on the puzzle and the exact text they print, a
 * puzzle that cannot be cleared from the start, and the levels of the
 * level folder that `levels` lists and `new mayan` opens.  check_cmd.c
 * tests the command table and the Same Game's commands, check_cmd_open.c
 * the commands that start or load a game.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "cmd_fixture.h"
#include "engine/mayan.h"
#include "support.h"

static bool never_asked(FILE *to, const char *question)
{
	(void)to;
	(void)question;
	ck_abort_msg("asked: %s", question);
	return false;
}

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
	    "Mayan (sample.in): move 0 of 3, 12 blocks left\n");
	ck_assert_str_eq(out, expected);
	fails("move 0 1 1", "no block at (0,1)");
	fails("move 4 0 1", "(4,0) cannot move right: the board ends there");
	fails("move 0 0 0", "expected G 1 (right) or -1 (left), found '0'");
	fails("move 0 0 2", "expected G 1 (right) or -1 (left), found '2'");
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
	ck_assert_str_eq(out, "Move 3 of 3: 3 0 1\nSolved in exactly 3 "
	    "moves!\n");
	ck_assert(mayan_session_solved(&g.mayan));
	fails("move 0 0 1", "no moves left (3 of 3 played); try undo or "
	    "restart");
	/* As the game's screen says it: nothing to undo for. */
	fails("hint", "solved already");
	ok("status");
	snprintf(expected, sizeof expected, "Mayan (sample.in): move 3 of 3, "
	    "0 blocks left, solved\n");
	ck_assert_str_eq(out, expected);
	/* Assisted (a hint taken on the board, a save of one), as the
	 * board's status line says it. */
	mayan_session_mark_assisted(&g.mayan);
	ok("score");
	ck_assert_str_eq(out, "Mayan (sample.in): move 3 of 3, 0 blocks "
	    "left, assisted, solved\n");
	ok("restart");
	ok("move 1 0 1");
	ok("move 1 0 1");
	ok("move 1 0 1");
	/* Failed, it names the move that lost it, as the game does. */
	ck_assert_str_eq(out, "Move 3 of 3: 1 0 1\nOut of moves with 12 "
	    "blocks left.\nMove 1, (1,0) right, made it impossible; from "
	    "before it, (2,1) right still clears it.\n");
}
END_TEST

/* At a player's prompt, solve on a puzzle solved already says so, as the
 * game's s does, where it said "Done."; a script's output keeps to the
 * judge's answer, which has no move. */
START_TEST(mayan_solve_when_solved_says_so_at_a_prompt)
{
	char line[512];
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ok(line);
	ok("move 2 1 1");
	ok("move 3 1 1");
	ok("move 3 0 1");
	ck_assert(mayan_session_solved(&g.mayan));
	ok("solve");
	ck_assert_str_eq(out, "");
	char *said = NULL;
	size_t size = 0;
	FILE *fp = open_memstream(&said, &size);
	ck_assert_int_eq(cmd_run_line_asking(&g, "solve", fp, NULL, why,
	    sizeof why, NULL, never_asked, stdout), CMD_OK);
	fclose(fp);
	ck_assert_str_eq(said, "Solved already.\n");
	free(said);
}
END_TEST

/* A board cleared with moves still to make is said so, in the words of
 * the game's screen: it was "Not solved: 0 blocks left". */
START_TEST(mayan_cleared_too_soon_is_said_as_the_game_says_it)
{
	char path[512], line[600];
	snprintf(path, sizeof path, "%s/early.txt", support_temp_dir());
	/* Three 1s with a gap: one move clears them, of the 2 asked. */
	support_write_file(path, "2\n1 0\n1 0\n0\n1 0\n0\n");
	snprintf(line, sizeof line, "load %s", path);
	ok(line);
	ok("move 3 0 -1");
	ck_assert_str_eq(out, "Move 1 of 2: 3 0 -1\nCleared with 1 move "
	    "still to make: a puzzle needs exactly 2.\nMove 1, (3,0) left, "
	    "made it impossible; from before it, (0,0) right still clears "
	    "it.\n");
	/* A move is left, but no block to make it with. */
	fails("hint", "cleared with 1 move still to make; try undo or "
	    "restart");
	ok("undo");
	ok("move 3 0 1");
	ok("move 4 0 -1");
	fails("hint", "no moves left; try undo or restart");
}
END_TEST

/* With no move made an undo or a restart leads nowhere new: the puzzle
 * itself cannot be cleared, and hint says so. */
START_TEST(mayan_hint_at_the_start_of_an_impossible_puzzle)
{
	char path[512], line[600];
	snprintf(path, sizeof path, "%s/two-ones.txt", support_temp_dir());
	/* Colour 1 has 2 blocks: no line of 3 ever takes them. */
	support_write_file(path, "2\n1 0\n1 0\n0\n0\n0\n");
	snprintf(line, sizeof line, "load %s", path);
	ok(line);
	ok("hint");
	ck_assert_str_eq(out, "no answer with 2 moves: this puzzle cannot be "
	    "cleared\n");
	/* After a move neither an undo nor a restart can help. */
	ok("move 0 0 1");
	ok("hint");
	ck_assert_str_eq(out, "no answer from here with 1 move left: it "
	    "cannot be cleared in exactly 2 moves from its start\n");
	/* Out of moves, no move is blamed for it, as the screen says. */
	ok("move 1 0 -1");
	ck_assert_str_eq(out, "Move 2 of 2: 1 0 -1\nOut of moves with 2 "
	    "blocks left.\nNo move is to blame: it cannot be cleared in "
	    "exactly 2 moves from its start.\n");
	fails("hint", "no moves left: it cannot be cleared in exactly 2 "
	    "moves from its start");
}
END_TEST

/* A puzzle too long to prove unasked: once a search has proved that its
 * start has no answer, no hint and no end offers an undo or a restart;
 * before, a hint cannot know better. */
START_TEST(mayan_long_impossible_puzzle_said_once_proved)
{
	char path[512], line[600];
	snprintf(path, sizeof path, "%s/two-ones-9.txt", support_temp_dir());
	support_write_file(path, "9\n1 0\n1 0\n0\n0\n0\n");
	snprintf(line, sizeof line, "load %s", path);
	ok(line);
	ok("move 0 0 1");
	ok("hint");
	ck_assert_str_eq(out, "no answer from here with 8 moves left; try "
	    "undo or restart\n");
	ok("restart");
	ok("hint");
	ck_assert_str_eq(out, "no answer with 9 moves: this puzzle cannot be "
	    "cleared\n");
	ok("move 0 0 1");
	ok("hint");
	ck_assert_str_eq(out, "no answer from here with 8 moves left: it "
	    "cannot be cleared in exactly 9 moves from its start\n");
	/* The two blocks swap to the end, a wasted move each time. */
	for (int i = 0; i < 8; i++)
		ok("move 0 0 1");
	ck_assert_str_eq(out, "Move 9 of 9: 0 0 1\nOut of moves with 2 "
	    "blocks left.\nNo move is to blame: it cannot be cleared in "
	    "exactly 9 moves from its start.\n");
	fails("hint", "no moves left: it cannot be cleared in exactly 9 "
	    "moves from its start");
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
	snprintf(expected, sizeof expected, "no Mayan levels are installed "
	    "in %s; give a puzzle FILE", dir);
	fails("new mayan", expected);
	snprintf(expected, sizeof expected, "'3' is no file, nor a level: no "
	    "Mayan levels are installed in %s", dir);
	fails("new mayan 3", expected);
	/* A folder's name comes from outside, and is shown escaped. */
	setenv("TUMBLE_LEVELS_DIR", "/nonexistent/\x1b[2J", 1);
	ok("levels");
	ck_assert_str_eq(out, "no Mayan levels are installed (in "
	    "/nonexistent/\\x1b[2J)\n");
	setenv("TUMBLE_LEVELS_DIR", dir, 1);
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
	ck_assert_str_eq(g.origin, "01-first");
	ck_assert_int_eq(g.mayan.limit, 3);
	ok("new mayan 02-second");
	ck_assert_int_eq(g.mayan.limit, 1);
	ok("new mayan 1");
	ck_assert_str_eq(g.origin, "01-first");
	fails("new mayan 3", "'3' is no file, nor a level of the pack, which "
	    "holds levels 1 to 2");
	/* An option is not taken for a second level. */
	fails("new mayan --random 3", "unknown option '--random'");
	fails("new mayan 1 2", "more than one level: '1' and '2'");
	fails("new same 10x15:3:7 5", "more than one board: '10x15:3:7' and "
	    "'5'");
	unsetenv("TUMBLE_LEVELS_DIR");
	free(sample);
}
END_TEST

static Suite *cmd_mayan_suite(void)
{
	Suite *s = suite_create("cmd_mayan");
	TCase *t = tcase_create("cmd_mayan");
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, mayan_commands_move_solve_and_hint);
	tcase_add_test(t, mayan_hint_at_the_start_of_an_impossible_puzzle);
	tcase_add_test(t, mayan_long_impossible_puzzle_said_once_proved);
	tcase_add_test(t, mayan_cleared_too_soon_is_said_as_the_game_says_it);
	tcase_add_test(t, mayan_solve_when_solved_says_so_at_a_prompt);
	tcase_add_test(t, levels_come_from_the_level_folder);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(cmd_mayan_suite());
}
