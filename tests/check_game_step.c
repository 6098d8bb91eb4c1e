/*
 * ] and [ on a board of a file holding several (tumble same FILE -g K):
 * the next and previous board of the file, as a pack's board steps in
 * its pack (check_game_open.c), a judge file's and a board list's alike;
 * and words for the first and the last board, a file of one board and a
 * file gone since.
 */
#include <check.h>
#include <stdio.h>
#include <unistd.h>

#include "session/game_open.h"
#include "support.h"

static void open_board(game *g, const char *path, long k)
{
	game_open_error e;
	game_request r = game_request_new(GAME_SAME);
	r.name = path;
	r.number = k;
	ck_assert_msg(game_open(g, &r, &e), "%s", e.text);
}

START_TEST(a_judge_files_board_steps_through_its_file)
{
	const char *path = support_test_path("data/same/sample.in");
	game g, next;
	game_open_error e;
	game_init(&g);
	game_init(&next);
	open_board(&g, path, 2);
	ck_assert_msg(game_open_pack_step(&next, &g, 1, &e), "%s", e.text);
	ck_assert_str_eq(next.origin, path);
	ck_assert_int_eq(next.number, 3);
	ck_assert_str_eq(next.title, "sample.in, board 3");
	ck_assert_msg(game_open_pack_step(&next, &g, -1, &e), "%s", e.text);
	ck_assert_int_eq(next.number, 1);
	open_board(&g, path, 3);
	ck_assert(!game_open_pack_step(&next, &g, 1, &e));
	ck_assert_str_eq(e.text, "Board 3 is the last board of sample.in.");
	open_board(&g, path, 1);
	ck_assert(!game_open_pack_step(&next, &g, -1, &e));
	ck_assert_str_eq(e.text, "Board 1 is the first board of sample.in.");
	game_free(&g);
	game_free(&next);
}
END_TEST

START_TEST(a_board_lists_board_steps_until_the_file_is_gone)
{
	char path[400], one[400];
	snprintf(path, sizeof path, "%s/boards.txt", support_temp_dir());
	support_write_file(path, "RR\nGG\n\nRG\nRG\n");
	snprintf(one, sizeof one, "%s/one.txt", support_temp_dir());
	support_write_file(one, "RG\nGR\n");
	game g, next;
	game_open_error e;
	game_init(&g);
	game_init(&next);
	open_board(&g, path, 1);
	ck_assert_msg(game_open_pack_step(&next, &g, 1, &e), "%s", e.text);
	ck_assert_int_eq(next.number, 2);
	/* A file of one board has no other to step to. */
	open_board(&g, one, 1);
	ck_assert(!game_open_pack_step(&next, &g, 1, &e));
	ck_assert_str_eq(e.text, "This board is in no pack: ] and [ step "
	    "through the boards of a pack, listed by p in the title menu, "
	    "or of a file that holds several.");
	/* A file gone since says so, not that it holds one board. */
	open_board(&g, path, 1);
	ck_assert_int_eq(unlink(path), 0);
	ck_assert(!game_open_pack_step(&next, &g, 1, &e));
	ck_assert(e.unreadable);
	game_free(&g);
	game_free(&next);
}
END_TEST

static Suite *game_step_suite(void)
{
	Suite *s = suite_create("game_step");
	TCase *t = tcase_create("step");
	tcase_add_test(t, a_judge_files_board_steps_through_its_file);
	tcase_add_test(t, a_board_lists_board_steps_until_the_file_is_gone);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(game_step_suite());
}
