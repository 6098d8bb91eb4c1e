/*
 * Saves through the command table: round trips of both games keep the
 * undo history, damaged saves are named by line and column and leave the
 * game in play, and failed saves say why.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd_fixture.h"
#include "engine/same.h"
#include "io/scan.h"
#include "support.h"

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
	/* greedy played the moves, so the save says the game is assisted;
	 * the move undone is kept for redo. */
	const char *head = "tumble-save 6\nsame\nassisted\nundone 1\n"
	    "moves 4\n4 1\n2 1\n1 1\n3 4\n1\n\nRGGBBGGRBRRGGBG\n"
	    "RBGRBGRBGRBGRBG\n";
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
	ok("redo");
	ck_assert_int_eq(same_session_score(&g.same), 900 + 1369 + 1225 + 81);
	fails("redo", "nothing to redo");
	ok("undo");
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

/* `save ~/NAME` and `load ~/NAME` read ~ as the home folder, as the
 * screens' file prompts do. */
START_TEST(save_and_load_read_a_tilde_as_home)
{
	char dir[64], path[128];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(path, sizeof path, "%s/game.sav", dir);
	setenv("HOME", dir, 1);
	load_sample(1);
	ok("greedy 2");
	ok("save ~/game.sav");
	ck_assert_int_eq(access(path, F_OK), 0);
	ok("new same 7");
	ok("load ~/game.sav");
	ck_assert_int_eq(same_session_move_count(&g.same), 2);
	unlink(path);
	rmdir(dir);
}
END_TEST

/* The Mayan sample in play, and a save's path in a folder of its own
 * (`dir`, 64 bytes; `path`, 128). */
static void mayan_sample_in_play(char *dir, char *path)
{
	char line[256];
	snprintf(dir, 64, "%s", support_temp_dir());
	snprintf(path, 128, "%s/m.sav", dir);
	snprintf(line, sizeof line, "load %s", mayan_sample());
	ok(line);
}

START_TEST(mayan_save_round_trip_keeps_the_undo_history)
{
	char dir[64], path[128], line[256];
	mayan_sample_in_play(dir, path);
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

/* Save the game to `path`, which must then hold `want`, and load it
 * again after another game. */
static void save_is_and_loads(const char *path, const char *want)
{
	char line[256];
	snprintf(line, sizeof line, "save %s", path);
	ok(line);
	char *text = support_read_file(path);
	ck_assert_str_eq(text, want);
	free(text);
	ok("new same 5");
	snprintf(line, sizeof line, "load %s", path);
	ok(line);
}

/* A Mayan puzzle the computer played a move in stays assisted through a
 * save: its solve is no clean one after loading either. */
START_TEST(mayan_save_keeps_the_assisted_mark)
{
	char dir[64], path[128];
	mayan_sample_in_play(dir, path);
	ck_assert(mayan_session_play_assisted(&g.mayan,
	    (mayan_move){ 2, 1, 1 }));
	save_is_and_loads(path, "tumble-save 2\nmayan\nassisted\nmoves 1\n"
	    "2 1 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
	ck_assert_int_eq(mayan_session_move_count(&g.mayan), 1);
	ck_assert(mayan_session_assisted(&g.mayan));
	unlink(path);
	rmdir(dir);
}
END_TEST

/* A hint shown and a move undone stay with a Mayan save: loaded (or
 * taken up from the kept game), its solve is no clean one and counts
 * every move played.  Both were lost, and a game quit and taken up was
 * marked solved clean. */
START_TEST(mayan_save_keeps_hints_and_moves_played)
{
	char dir[64], path[128];
	mayan_sample_in_play(dir, path);
	ok("hint");
	ok("move 2 1 1");
	ok("undo");
	ok("move 2 1 1");
	save_is_and_loads(path, "tumble-save 4\nmayan\nhelped\nplayed 2\n"
	    "moves 1\n2 1 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
	ck_assert(g.helped);
	ck_assert_int_eq(g.made, 2);
	ck_assert_int_eq(mayan_session_move_count(&g.mayan), 1);
	unlink(path);
	rmdir(dir);
}
END_TEST

/* A titled puzzle's save keeps its title, as its puzzle file's header
 * line: loaded, it is named by it as the puzzle was, and saved again it
 * keeps it.  Saves named the game by their file.  A title that would not
 * read back as it is (a control byte) is left out. */
START_TEST(a_mayan_save_keeps_the_puzzle_s_title)
{
	char dir[64], puzzle[128], path[128], line[512];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(puzzle, sizeof puzzle, "%s/t.in", dir);
	snprintf(path, sizeof path, "%s/t.save", dir);
	const char *board = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
	snprintf(line, sizeof line, "# title: Caf\xc3\xa9 Seven\n"
	    "# difficulty: 3\n%s", board);
	support_write_file(puzzle, line);
	snprintf(line, sizeof line, "load %s", puzzle);
	ok(line);
	ok("move 2 1 1");
	snprintf(line, sizeof line, "tumble-save 1\nmayan\nmoves 1\n2 1 1\n"
	    "# title: Caf\xc3\xa9 Seven\n%s", board);
	save_is_and_loads(path, line);
	ck_assert_str_eq(g.title, "Caf\xc3\xa9 Seven");
	ok("score");
	ck_assert_str_eq(out, "Mayan (Caf\xc3\xa9 Seven): move 1 of 3, 12 "
	    "blocks left\n");
	/* Through the game's life: a save of the save keeps it too. */
	ok("undo");
	snprintf(line, sizeof line, "tumble-save 6\nmayan\nundone 1\n"
	    "moves 1\n2 1 1\n# title: Caf\xc3\xa9 Seven\n%s", board);
	save_is_and_loads(path, line);
	ck_assert_str_eq(g.title, "Caf\xc3\xa9 Seven");

	snprintf(line, sizeof line, "# title: Bell\x07 rings\n%s", board);
	support_write_file(puzzle, line);
	snprintf(line, sizeof line, "load %s", puzzle);
	ok(line);
	snprintf(line, sizeof line, "tumble-save 1\nmayan\nmoves 0\n%s",
	    board);
	save_is_and_loads(path, line);
	ck_assert_str_eq(g.title, "t.save");
	unlink(puzzle);
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

/* A save holding `len` bytes of `text`, NUL bytes among them, is refused
 * with `message` after its name. */
static void damaged_bytes(const char *dir, const char *text, size_t len,
    const char *message)
{
	char path[128], line[256], expected[512];
	snprintf(path, sizeof path, "%s/bad.sav", dir);
	FILE *fp = fopen(path, "wb");
	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(text, 1, len, fp), len);
	fclose(fp);
	snprintf(line, sizeof line, "load %s", path);
	snprintf(expected, sizeof expected, "%s:%s", path, message);
	ok("new same 5");
	fails(line, expected);
	unlink(path);
}

/* A NUL byte in a save's words is named where it stands, not as the end
 * of the input after the word, nor let through at the end of one. */
START_TEST(a_nul_byte_in_a_save_is_named_where_it_stands)
{
	char dir[64];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	static const char undone[] = "tumble-save 6\nsame\n\0undone 1\n";
	damaged_bytes(dir, undone, sizeof undone - 1, "3:1: expected the "
	    "line 'moves', found byte 0x00");
	static const char kind[] = "tumble-save 6\nsame\0\nmoves 0\n";
	damaged_bytes(dir, kind, sizeof kind - 1, "2:5: expected the game "
	    "kind 'same' or 'mayan', found byte 0x00");
	static const char moves[] = "tumble-save 6\nsame\nmov\0es 0\n";
	damaged_bytes(dir, moves, sizeof moves - 1, "3:4: expected the "
	    "line 'moves', found byte 0x00");
	rmdir(dir);
}
END_TEST

START_TEST(damaged_saves_are_named_by_line_and_column)
{
	char dir[64];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	char *sample = support_read_file(support_test_path(
	    "data/same/sample.in"));
	/* Game 3 of the sample, the checkerboard: no move at all. */
	char *board3 = strstr(sample, "RBGRBGRBGRBGRBG\nBGR");
	char text[1024];
	damaged(dir, "tumble-sav 1\n", "1:1: expected a saved game, "
	    "starting 'tumble-save', found 'tumble-sav'");
	damaged(dir, "tumble-save 7\n", "1:13: expected the save version "
	    "from 1 to 6, found 7");
	damaged(dir, "tumble-save 6\nsame\nundone 2\nmoves 1\n1 1\n", "3:1: "
	    "expected at most 1 undone (the moves below), found 2");
	damaged(dir, "tumble-save 6\nsame\nundone 0\n", "3:8: expected "
	    "the moves undone from 1 to 200, found 0");
	damaged(dir, "tumble-save 5\nsame\nundone 1\n", "3:1: expected "
	    "the line 'moves', found 'undone'");
	damaged(dir, "tumble-save 5\nsame\nfrom a.txt\nboard 0\n", "4:7: "
	    "expected the board's number from 1 to 100000000, found 0");
	damaged(dir, "tumble-save 4\nmayan\nplayed 0\nmoves 1\n2 1 1\n3\n"
	    "1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", "3:1: expected at "
	    "least 1 played (the moves below), found 0");
	damaged(dir, "tumble-save 3\nsame\nfrom \x1b\n", "3:6: expected a name "
	    "of at most 299 bytes without control bytes");
	damaged(dir, "tumble-save 1\nchess\n", "2:1: expected the game kind "
	    "'same' or 'mayan', found 'chess'");
	/* A number out of range is said as found, whatever its size: one
	 * past an int was "a number far outside that range". */
	damaged(dir, "tumble-save 1\nsame\nmoves -1\n", "3:7: expected the "
	    "number of moves from 0 to 200, found -1");
	damaged(dir, "tumble-save 1\nsame\nmoves 2147483648\n", "3:7: "
	    "expected the number of moves from 0 to 200, found 2147483648");
	damaged(dir, "tumble-save 1\nsame\nmoves +00000000000000000000000000"
	    "0000000000000000000000000000000000000000000000000000000000001234"
	    "\n", "3:7: expected the number of moves from 0 to 200, found "
	    "+00000000000000000000000000000...000000000000000000000000001234");
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
	/* The board is the one the game started from, not a judge file's
	 * games. */
	damaged(dir, "tumble-save 1\nsame\nmoves 0\njunk\n", "4:1: expected "
	    "the board the game started from, found 'j'");
	damaged(dir, "tumble-save 1\nsame\nmoves 0\n", "4:1: expected the "
	    "board the game started from, found end of input");
	damaged(dir, "tumble-save 1\nsame\nmoves 0\n1\n\nRRR\n", "6:4: "
	    "expected 15 balls in row 1 of the board, found 3");
	snprintf(text, sizeof text, "tumble-save 1\nsame\nmoves 0\n1\n\n%s"
	    "extra\n", board3);
	damaged(dir, text, "16:1: expected the end of the save after the "
	    "board");
	damaged(dir, "tumble-save 1\nmayan\nmoves 1\n0 0 -1\n3\n1 0\n2 1 0\n"
	    "2 3 4 0\n3 1 0\n2 4 3 4 0\n", "4:1: move 1: 0 0 -1 is not a legal "
	    "move");
	damaged(dir, "tumble-save 1\nmayan\nmoves 1\n2 1 2\n3\n1 0\n2 1 0\n"
	    "2 3 4 0\n3 1 0\n2 4 3 4 0\n", "4:5: expected the direction of a "
	    "move, 1 or -1, found 2");
	damaged(dir, "tumble-save 1\nmayan\nmoves 1\n2 1 x\n3\n1 0\n2 1 0\n"
	    "2 3 4 0\n3 1 0\n2 4 3 4 0\n", "4:5: expected the direction of a "
	    "move, 1 or -1, found 'x'");
	damaged(dir, "tumble-save 1\nmayan\nmoves 1\n2 1 -99999999999999999999"
	    "\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", "4:5: expected "
	    "the direction of a move, 1 or -1, found -99999999999999999999");
	damaged(dir, "tumble-save 1\nmayan\nmoves 4\n2 1 1\n3 1 1\n3 0 1\n"
	    "0 0 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", "3:1: 4 moves "
	    "saved for a puzzle of 3");
	damaged(dir, "tumble-save 1\nmayan\nmoves 0\n3\n1 0\n", "6:1: "
	    "expected column x = 1 (of 0 to 4: colours from the bottom up, "
	    "ended by 0), found end of input");
	/* A word cut by a limit is named as the limit, not as the word
	 * it was cut to ('tumble' where 'tumble-save' stands). */
	const size_t blanks = IO_SCAN_LINE_MAX - 6;
	char *cut = malloc(blanks + 32);
	ck_assert_ptr_nonnull(cut);
	memset(cut, ' ', blanks);
	snprintf(cut + blanks, 32, "tumble-save 1\n");
	damaged(dir, cut, "1:65537: found a line longer than 65536 bytes, "
	    "the most a line may hold");
	free(cut);
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
	ck_assert_ptr_nonnull(strstr(why, "/nonexistent/dir/x.sav"));
}
END_TEST

/* The mode of the file at `path`. */
static mode_t mode_of(const char *path)
{
	struct stat st;
	ck_assert_int_eq(stat(path, &st), 0);
	return st.st_mode & 07777;
}

/* A save the player names is theirs to pass on: new, it gets the mode
 * the umask leaves (0644 under 022), of either game, where the files
 * of the data folder are the player's alone (0600). */
START_TEST(a_new_save_takes_the_mode_the_umask_leaves)
{
	char dir[64], path[128], line[256];
	const mode_t old = umask(022);
	mayan_sample_in_play(dir, path);
	ok("move 2 1 1");
	snprintf(line, sizeof line, "save %s", path);
	ok(line);
	ck_assert_uint_eq(mode_of(path), 0644);
	unlink(path);
	load_sample(1);
	ok("remove 1 1");
	ok(line);
	ck_assert_uint_eq(mode_of(path), 0644);
	/* A save written over one keeps that file's mode. */
	ck_assert_int_eq(chmod(path, 0640), 0);
	ok("remove 1 1");
	ok(line);
	ck_assert_uint_eq(mode_of(path), 0640);
	umask(old);
	unlink(path);
	rmdir(dir);
}
END_TEST

static bool never_asked(FILE *to, const char *question)
{
	(void)to;
	(void)question;
	ck_abort_msg("asked: %s", question);
	return false;
}

/* What `line` says at a player's prompt (one that asks). */
static char *said_at_prompt(const char *line)
{
	char *said = NULL;
	size_t size = 0;
	FILE *fp = open_memstream(&said, &size);
	ck_assert_int_eq(cmd_run_line_asking(&g, line, fp, NULL, why,
	    sizeof why, NULL, never_asked, stdout), CMD_OK);
	fclose(fp);
	return said;
}

/* At a prompt, save and undo say what they did (a script's output keeps
 * to what it asked for), the file's name escaped as every name from
 * outside is. */
START_TEST(save_and_undo_say_what_they_did)
{
	char dir[64], path[256], line[300];
	snprintf(dir, sizeof dir, "%s", support_temp_dir());
	snprintf(path, sizeof path, "%s/a\tgame.sav", dir);
	load_sample(1);
	ok("remove 1 1");
	ok("remove 1 1");
	ok("remove 1 1");
	snprintf(line, sizeof line, "save '%s'", path);
	char *said = said_at_prompt(line);
	char want[400];
	snprintf(want, sizeof want, "Saved to %s/a\\x09game.sav.\n", dir);
	ck_assert_str_eq(said, want);
	free(said);
	ck_assert_int_eq(access(path, F_OK), 0);
	said = said_at_prompt("undo");
	ck_assert_str_eq(said, "Undid move 3.\n");
	free(said);
	ck_assert_int_eq(same_session_move_count(&g.same), 2);
	unlink(path);
	rmdir(dir);
}
END_TEST

/* At a prompt, restart says what it did and what redo brings back, where
 * it said only "Done." (the game screen's R starts afresh instead: a
 * player needs to be told these moves are still there). */
START_TEST(restart_says_what_redo_brings_back)
{
	load_sample(1);
	ok("remove 1 1");
	ok("remove 1 1");
	ok("undo");
	char *said = said_at_prompt("restart");
	ck_assert_str_eq(said, "Back to the start, 2 to redo.\n");
	free(said);
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	said = said_at_prompt("restart");
	ck_assert_str_eq(said, "Back to the start, 2 to redo.\n");
	free(said);
	ok("redo");
	ok("remove 1 1");
	said = said_at_prompt("restart");
	ck_assert_str_eq(said, "Back to the start, 2 to redo.\n");
	free(said);
	/* A script's output keeps to what it asked for. */
	ok("restart");
	ck_assert_str_eq(out, "");
}
END_TEST

static Suite *cmd_save_suite(void)
{
	Suite *s = suite_create("cmd_save");
	TCase *t = tcase_create("saves");
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, same_save_round_trip_keeps_the_undo_history);
	tcase_add_test(t, restart_says_what_redo_brings_back);
	tcase_add_test(t, save_and_load_read_a_tilde_as_home);
	tcase_add_test(t, mayan_save_round_trip_keeps_the_undo_history);
	tcase_add_test(t, mayan_save_keeps_the_assisted_mark);
	tcase_add_test(t, mayan_save_keeps_hints_and_moves_played);
	tcase_add_test(t, a_mayan_save_keeps_the_puzzle_s_title);
	tcase_add_test(t, damaged_saves_are_named_by_line_and_column);
	tcase_add_test(t, a_nul_byte_in_a_save_is_named_where_it_stands);
	tcase_add_test(t, save_failures_keep_the_game_and_say_why);
	tcase_add_test(t, a_new_save_takes_the_mode_the_umask_leaves);
	tcase_add_test(t, save_and_undo_say_what_they_did);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(cmd_save_suite());
}
