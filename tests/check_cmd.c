/*
 * The command table without a terminal: splitting lines into words,
 * unknown commands and wrong argument counts, help and the lines it is
 * wrapped in, and every command that plays a Same Game, with its effect
 * on the game and the exact text it prints.  check_cmd_open.c tests the
 * commands that start or load a game, check_cmd_mayan.c the Mayan
 * puzzle's commands, check_cmd_plan.c the plan command,
 * check_cmd_save.c saves.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd_fixture.h"
#include "command/wrap.h"
#include "engine/same.h"
#include "support.h"

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
	fails("remove 1", "a word is missing: usage: remove R C");
	fails("remove 1 2 3", "'3' is a word too many: usage: remove R C");
	fails("undo now", "'now' is a word too many: usage: undo");
	fails("new", "a word is missing: usage: new same [BOARD] [-g K] "
	    "[-s N] [--size RxC] [--colors K] [--clearable] [--daily] | "
	    "mayan [LEVEL]");
	fails("move 1 2", "a word is missing: usage: move X Y G");
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
	/* Each line within 80 columns (no terminal here), broken at
	 * blanks: with the breaks and their indents made single blanks
	 * again, every help reads whole. */
	char flat[8192];
	size_t n = 0;
	for (const char *p = out, *line = out; *p != '\0' &&
	    n + 1 < sizeof flat; p++) {
		if (*p == '\n') {
			ck_assert_int_lt(p - line, 80);
			line = p + 1;
		}
		bool blank = *p == ' ' || *p == '\n';
		if (!blank || (n > 0 && flat[n - 1] != ' '))
			flat[n++] = blank ? ' ' : *p;
	}
	flat[n] = '\0';
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++) {
		char needle[64];
		snprintf(needle, sizeof needle, "  %s ", e->name);
		ck_assert_msg(strstr(out, needle) != NULL, "%s", e->name);
		ck_assert_msg(strstr(flat, e->help) != NULL, "%s", e->help);
	}
	ok("help remove");
	ck_assert_str_eq(out, "usage: remove R C\n"
	    "Same Game: remove the cluster at row R, column C\n");
	ok("help status");
	ck_assert_ptr_nonnull(strstr(out, "usage: score\n"));
	ck_assert_ptr_nonnull(strstr(out, "also called: status\n"));
	/* In the manual's words: a file of boards, K a board of it. */
	ok("help load");
	ck_assert_str_eq(out, "usage: load FILE [K]\nload a Mayan puzzle, a "
	    "save, or board K (default 1) of a Same Game judge file\nor board "
	    "list\n");
	/* The game continue takes up, as game_kept_choose() chooses it. */
	ok("help continue");
	ck_assert_str_eq(out, "usage: continue [same|mayan]\ntake up the "
	    "newest kept game no other tumble plays, of either kind or of "
	    "the\nkind named\n");
	fails("help bogus", "unknown command 'bogus'");
	/* A command's options come from the table its parser reads, the
	 * one `tumble same` shares. */
	ok("help new");
	ck_assert_ptr_nonnull(strstr(out, "      --size RxC        rows x "
	    "columns of a random board, 1 to 20 each\n"));
	ck_assert_ptr_nonnull(strstr(out, "  -g, --game K "));
	ok("new same --colors=4 --size 5x6 -s 9");
	ck_assert_str_eq(g.origin, "5x6:4:9");
	ok("help plan");
	ck_assert_ptr_nonnull(strstr(out, "  -n, --moves N "));
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
	    "Same Game (sample.in, board 2): score 784, 120 balls left, "
	    "1 move\n";
	char *path = strdup(support_test_path("data/same/sample.in"));
	char expected[2048];
	snprintf(expected, sizeof expected, "%s", board);
	ck_assert_str_eq(out, expected);
	/* The status line alone. */
	ok("status");
	snprintf(expected, sizeof expected, "Same Game (sample.in, board 2): "
	    "score 784, 120 balls left, 1 move\n");
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
	/* In the words of the game's screen, which tell a lone ball from
	 * an empty cell. */
	fails("remove 8 8", "a lone ball at (8,8) cannot be removed: a "
	    "cluster needs 2 balls or more");
	fails("remove 10 8", "(10,8) is empty");
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

START_TEST(hint_says_the_greedy_move_without_playing_it)
{
	load_sample(1);
	ok("hint");
	ck_assert_str_eq(out, "remove 4 1: 32 B balls, 900 points\n");
	ck_assert_int_eq(same_session_move_count(&g.same), 0);
	/* One of a thing is not "1 points" or "1 balls". */
	ok("new same 1x3:1:1");
	ok("hint");
	ck_assert_str_eq(out, "remove 1 1: 3 R balls, 1 point\n");
	/* A board cleared says its bonus apart, as the game's screen does,
	 * before the judge's final line. */
	ok("new same 1x4:1:1");
	ok("remove 1 1");
	const char cleared[] = "Move 1 at (1,1): removed 4 balls of color R, "
	    "got 4 points.\nBoard cleared!  4 points + 1000 bonus.\nFinal "
	    "score: 1004, with 0 balls remaining.\n";
	ck_assert_msg(strncmp(out, cleared, strlen(cleared)) == 0,
	    "cleared, said: %s", out);
	ok("new same 1x3:2:3");
	ok("remove 1 1");
	ok("status");
	ck_assert_str_eq(out, "Same Game (1x3:2:3): score 0, 1 ball left, "
	    "1 move, game over\n");
}
END_TEST

/* A game the computer played a move in (greedy's, a hint taken on the
 * board) is said so, as the board's status line says it, undone or
 * not. */
START_TEST(score_says_an_assisted_game)
{
	load_sample(2);
	ok("score");
	ck_assert_str_eq(out, "Same Game (sample.in, board 2): score 0, 150 "
	    "balls left, 0 moves\n");
	ok("greedy");
	ok("undo");
	ok("score");
	ck_assert_str_eq(out, "Same Game (sample.in, board 2): score 0, 150 "
	    "balls left, 0 moves, 1 to redo, assisted\n");
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

/* A word longer than the line (a path said at a narrow prompt) is cut
 * between characters: cut inside an é, each line began or ended with
 * half of one, which the terminal shows as no letter at all. */
START_TEST(wrap_cuts_a_long_word_between_characters)
{
	char *said = NULL;
	size_t size = 0;
	FILE *lines = open_memstream(&said, &size);
	ck_assert_ptr_nonnull(lines);
	wrap_print(lines, "a\xc3\xa9" "a\xc3\xa9" "a\xc3\xa9" "a\xc3\xa9", 0,
	    5);
	fclose(lines);
	ck_assert_str_eq(said, "a\xc3\xa9" "a\n\xc3\xa9" "a\xc3\xa9\n"
	    "a\xc3\xa9\n");
	free(said);
}
END_TEST

/* A held line's later rows start at the column its mark gives while
 * that leaves words a third of the width, else at half of it; a line
 * printed as it is hangs at its own leading blanks. */
START_TEST(wrap_held_rows_hang_where_words_have_room)
{
	char *said = NULL;
	size_t size = 0;
	FILE *lines = open_memstream(&said, &size);
	ck_assert_ptr_nonnull(lines);
	wrap_hold(true);
	wrap_print(lines, "usage: load FILE [K]", 12, 79);
	fputs("   as it is\n", lines);
	wrap_hold(false);
	fclose(lines);
	size_t used;
	int hang, indent;
	char *line = wrap_held_line(said, size, &used, &hang);
	ck_assert_str_eq(line, "usage: load FILE [K]");
	ck_assert_int_eq(hang, 12);
	ck_assert_int_eq(wrap_held_row(line, 0, hang, 18, &indent), 16);
	ck_assert_int_eq(indent, 0);
	ck_assert_int_eq(wrap_held_row(line, 17, hang, 18, &indent), 3);
	ck_assert_int_eq(indent, 12);
	ck_assert_int_eq(wrap_held_row(line, 0, hang, 15, &indent), 11);
	ck_assert_int_eq(wrap_held_row(line, 12, hang, 15, &indent), 8);
	ck_assert_int_eq(indent, 7);
	free(line);
	line = wrap_held_line(said + used, size - used, &used, &hang);
	ck_assert_str_eq(line, "   as it is");
	ck_assert_int_eq(hang, 3);
	free(line);
	free(said);
}
END_TEST

/* On a terminal narrower than a held line's hang, no later row starts
 * past the width: at a blank, a row starting where the width ends would
 * run on past it. */
START_TEST(wrap_held_rows_stay_within_a_tiny_width)
{
	int indent;
	ck_assert_int_eq(wrap_held_row("ab cd", 3, 1, 1, &indent), 1);
	ck_assert_int_eq(indent, 0);
	ck_assert_int_eq(wrap_held_row("ab cd", 3, 2, 2, &indent), 1);
	ck_assert_int_eq(indent, 1);
	ck_assert_int_eq(wrap_held_row("ab cd", 3, 1, 2, &indent), 1);
	ck_assert_int_eq(indent, 1);
}
END_TEST

static Suite *cmd_suite(void)
{
	Suite *s = suite_create("cmd");
	TCase *t = tcase_create("cmd");
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, split_handles_quotes_blanks_and_comments);
	tcase_add_test(t, wrap_cuts_a_long_word_between_characters);
	tcase_add_test(t, wrap_held_rows_hang_where_words_have_room);
	tcase_add_test(t, wrap_held_rows_stay_within_a_tiny_width);
	tcase_add_test(t, unknown_commands_and_wrong_counts_give_the_usage);
	tcase_add_test(t, score_says_an_assisted_game);
	tcase_add_test(t, help_lists_every_command_and_explains_one);
	tcase_add_test(t, show_labels_rows_bottom_up_and_columns_below);
	tcase_add_test(t, remove_plays_through_the_session_in_judge_words);
	tcase_add_test(t, greedy_all_prints_what_tumble_greedy_prints);
	tcase_add_test(t, greedy_k_plays_k_moves_and_ends_with_the_final_line);
	tcase_add_test(t, hint_says_the_greedy_move_without_playing_it);
	tcase_add_test(t, undo_redo_and_restart_walk_the_history);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(cmd_suite());
}
