/*
 * One service turns a board name into a game: a file and its board K, an
 * id, a pack board, a seed, a level, a save.  Each name gets one origin
 * (a name that opens it again), one name on screen and one high-score
 * kind, whichever front end asks; a file of neither game is refused in
 * the words of the game asked.  The batch commands that take the same
 * names are check_game_open_batch.c's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/same.h"
#include "game_open_fixture.h"
#include "session/game_open.h"
#include "support.h"

static void refused(game_kind kind, const char *name, long number,
    game_open_status status, const char *words)
{
	game_open_error e;
	ck_assert_msg(!fixture_find(kind, name, number, &e), "%s was taken",
	    name);
	ck_assert_int_eq(e.status, status);
	ck_assert_msg(strstr(e.text, words) != NULL, "'%s' lacks '%s'", e.text,
	    words);
}

START_TEST(a_file_names_its_game_by_base_name_and_k)
{
	game_open_error e;
	ck_assert(fixture_find(GAME_SAME, sample_file(), 2, &e));
	ck_assert_int_eq(fixture_found.kind, GAME_SAME);
	ck_assert_int_eq(fixture_found.number, 2);
	ck_assert_str_eq(fixture_found.origin, sample_file());
	/* The file holds three boards, so the game is named by K too. */
	ck_assert_str_eq(fixture_found.title, "sample.in, board 2");
	ck_assert_str_eq(fixture_found.score_kind, "same-10x15x3");
	/* A file of one board is named by the file alone. */
	char path[512];
	snprintf(path, sizeof path, "%s/one.in", support_temp_dir());
	support_write_file(path, "RG\nGR\n");
	ck_assert(fixture_find(GAME_SAME, path, 0, &e));
	ck_assert_str_eq(fixture_found.title, "one.in");
	ck_assert_str_eq(fixture_found.score_kind, "same-2x2x2");
	refused(GAME_SAME, sample_file(), 4, GAME_OPEN_BAD_INPUT,
	    "holds 3 boards; there is no board 4");
}
END_TEST

/* A Mayan puzzle with a line of 3 standing is refused by its line and
 * column, to play and to solve alike; the editor alone takes it as it
 * stands, for the player to mend. */
START_TEST(a_line_of_3_is_taken_by_the_editor_alone)
{
	char path[512], want[600];
	game_open_error e;
	snprintf(path, sizeof path, "%s/line.in", support_temp_dir());
	support_write_file(path, "2\n1 0\n1 0\n1 0\n2 0\n0\n");
	snprintf(want, sizeof want, "%s:2:1: expected a starting board "
	    "without a line of 3", path);
	refused(GAME_MAYAN, path, 0, GAME_OPEN_BAD_INPUT, want);
	refused(GAME_NONE, path, 0, GAME_OPEN_BAD_INPUT, want);
	game_request r = game_request_new(GAME_MAYAN);
	r.name = path;
	r.unsettled = true;
	ck_assert(game_source_find(&r, &fixture_found, &e));
	ck_assert_int_eq(fixture_found.kind, GAME_MAYAN);
	ck_assert_int_eq(fixture_found.mayan.moves, 2);
	ck_assert(mayan_board_lines(&fixture_found.mayan.board) != 0);
}
END_TEST

/* A Mayan puzzle with no block has nothing to clear: it is refused to
 * play (it would open as cleared too soon, with nothing done), from a
 * file, a save or the pack alike; the editor takes it to build on, and
 * `tumble solve` answers it as the judge does, with -1. */
START_TEST(an_empty_puzzle_is_no_game_to_play)
{
	char path[512], save[512], want[600];
	game_open_error e;
	snprintf(path, sizeof path, "%s/empty.in", support_temp_dir());
	support_write_file(path, "1\n0\n0\n0\n0\n0\n");
	snprintf(want, sizeof want, "%s: expected a board with blocks to "
	    "clear, found none", path);
	refused(GAME_MAYAN, path, 0, GAME_OPEN_BAD_INPUT, want);
	refused(GAME_NONE, path, 0, GAME_OPEN_BAD_INPUT, want);
	snprintf(save, sizeof save, "%s/empty.save", support_temp_dir());
	support_write_file(save, "tumble-save 1\nmayan\nmoves 0\n"
	    "1\n0\n0\n0\n0\n0\n");
	refused(GAME_NONE, save, 0, GAME_OPEN_BAD_INPUT, "found none");
	game *g = malloc(sizeof *g);
	game_init(g);
	game_request r = game_request_new(GAME_MAYAN);
	r.name = path;
	ck_assert(!game_open(g, &r, &e));
	ck_assert_ptr_nonnull(strstr(e.text, want));
	game_free(g);
	free(g);
	r.unsettled = true;
	ck_assert(game_source_find(&r, &fixture_found, &e));
	ck_assert(mayan_board_empty(&fixture_found.mayan.board));
	run_result run = support_run(NULL, NULL, "solve", path, NULL);
	ck_assert_int_eq(run.status, 0);
	ck_assert_str_eq(run.out, "-1\n");
	support_run_free(&run);

	char dir[512], level[600], level_env[600];
	snprintf(dir, sizeof dir, "%s/empty-pack", support_temp_dir());
	mkdir(dir, 0700);
	snprintf(level, sizeof level, "%s/01.in", dir);
	support_write_file(level, "2\n0\n0\n0\n0\n0\n");
	snprintf(level_env, sizeof level_env, "TUMBLE_LEVELS_DIR=%s", dir);
	putenv(level_env);
	r = game_request_new(GAME_MAYAN);
	r.name = "1";
	ck_assert(!game_source_find(&r, &fixture_found, &e));
	ck_assert_ptr_nonnull(strstr(e.text, "found none"));
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

START_TEST(ids_seeds_and_pack_boards_name_their_boards)
{
	game_open_error e;
	same_board expected;
	ck_assert(fixture_find(GAME_SAME, "15x15:5:42", 0, &e));
	ck_assert(fixture_found.has_id);
	same_board_random(&expected, 15, 15, 5, 42);
	ck_assert(same_board_equal(&fixture_found.same, &expected));
	ck_assert_str_eq(fixture_found.origin, "15x15:5:42");
	ck_assert_str_eq(fixture_found.score_kind, "same-15x15x5");
	/* A bare seed is the judge's board of that seed. */
	ck_assert(fixture_find(GAME_SAME, "42", 0, &e));
	ck_assert_str_eq(fixture_found.title, "10x15:3:42");
	/* A pack board in any case, named as the pack spells it. */
	ck_assert(fixture_find(GAME_SAME, "STANDARD:3", 0, &e));
	ck_assert_str_eq(fixture_found.origin, "standard:3");
	ck_assert_str_eq(fixture_found.title, "standard:3");
	ck_assert_str_eq(fixture_found.score_kind, "same-standard-3");
	const same_board pack_board = fixture_found.same;
	char origin[sizeof fixture_found.origin];
	snprintf(origin, sizeof origin, "%s", fixture_found.origin);
	ck_assert(fixture_find(GAME_SAME, origin, 0, &e));
	ck_assert(same_board_equal(&fixture_found.same, &pack_board));
}
END_TEST

START_TEST(contradictions_and_unknown_names_are_refused)
{
	/* K is a board number in every refusal, as -g/--game says. */
	refused(GAME_SAME, "15x15:5:42", 2, GAME_OPEN_USAGE,
	    "names its own board: give it without a board number");
	refused(GAME_SAME, "standard:3", 2, GAME_OPEN_USAGE,
	    "give it without a board number");
	refused(GAME_SAME, "42", 2, GAME_OPEN_USAGE,
	    "give it without a board number");
	/* `load NAME K` says the same of a board's name: a level of no
	 * such name is not what is wrong with it. */
	refused(GAME_NONE, "15x15:5:42", 2, GAME_OPEN_USAGE,
	    "names its own board: give it without a board number");
	refused(GAME_NONE, "standard:3", 2, GAME_OPEN_USAGE,
	    "standard:3 names a board of a pack: give it without a board "
	    "number");
	/* K outside a pack there is: its range, from the pack's own count,
	 * whatever K is (it said "from 1" alone). */
	refused(GAME_SAME, "standard:0", 0, GAME_OPEN_BAD_INPUT,
	    "'standard:0' is no board of a pack: its pack holds boards 1 "
	    "to 20");
	refused(GAME_SAME, "Standard:x", 0, GAME_OPEN_BAD_INPUT,
	    "its pack holds boards 1 to 20");
	refused(GAME_SAME, "nopack:0", 0, GAME_OPEN_BAD_INPUT, "K from 1");
	/* K was blamed when it was the pack's name that was unknown. */
	refused(GAME_SAME, "nopack:3", 0, GAME_OPEN_BAD_INPUT,
	    "'nopack:3' is no board of a pack: no pack is called 'nopack' "
	    "(the packs: standard)");
	refused(GAME_SAME, "nosuch", 0, GAME_OPEN_BAD_INPUT,
	    "'nosuch' is no file");
	refused(GAME_SAME, NULL, 3, GAME_OPEN_USAGE,
	    "a board number needs a FILE");
	refused(GAME_SAME, "/nonexistent/x", 0, GAME_OPEN_BAD_INPUT,
	    "No such file");
	refused(GAME_MAYAN, sample_file(), 0, GAME_OPEN_BAD_INPUT,
	    "holds a Same Game file, not a Mayan puzzle");
	refused(GAME_SAME, puzzle_file(), 0, GAME_OPEN_BAD_INPUT,
	    "holds a Mayan puzzle, not a Same Game file");
	refused(GAME_NONE, puzzle_file(), 2, GAME_OPEN_USAGE,
	    "K is for Same Game files");
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.name = "42";
	r.seeded = true;
	ck_assert(!game_source_find(&r, &fixture_found, &e));
	ck_assert_int_eq(e.status, GAME_OPEN_USAGE);
	/* A folder named without a slash is a name, said to be a folder
	 * (it was said to be no file). */
	ck_assert_int_eq(chdir(support_temp_dir()), 0);
	ck_assert_int_eq(mkdir("adir", 0700), 0);
	refused(GAME_SAME, "adir", 0, GAME_OPEN_BAD_INPUT,
	    "'adir' is a folder, not a file, nor a board id");
	refused(GAME_MAYAN, "adir", 0, GAME_OPEN_BAD_INPUT,
	    "'adir' is a folder, not a file, nor a level of the pack");
	refused(GAME_NONE, "adir", 0, GAME_OPEN_BAD_INPUT,
	    "'adir' is a folder, not a file, nor a board id, a board of a "
	    "pack or a level");
	/* A link in a loop is there, and said to be what it is: it was
	 * said to be no file, nor a board or level. */
	ck_assert_int_eq(symlink("loop", "loop"), 0);
	refused(GAME_SAME, "loop", 0, GAME_OPEN_BAD_INPUT,
	    "loop: Too many levels of symbolic links");
	refused(GAME_NONE, "loop", 0, GAME_OPEN_BAD_INPUT,
	    "loop: Too many levels of symbolic links");
	static const char *const batch[] = { "greedy", "plan", "solve" };
	for (size_t i = 0; i < sizeof batch / sizeof batch[0]; i++) {
		run_result run = support_run(NULL, NULL, batch[i], "loop",
		    NULL);
		ck_assert_int_eq(run.status, 1);
		ck_assert_ptr_nonnull(strstr(run.err,
		    "loop: Too many levels of symbolic links"));
		ck_assert_ptr_null(strstr(run.err, "no file"));
		support_run_free(&run);
	}
	unlink("loop");
}
END_TEST

START_TEST(levels_by_number_name_or_title)
{
	fixture_two_levels();
	game_open_error e;
	ck_assert(fixture_find(GAME_MAYAN, "2", 0, &e));
	ck_assert_str_eq(fixture_found.level, "02-second");
	ck_assert_str_eq(fixture_found.origin, "02-second");
	ck_assert_str_eq(fixture_found.title, "02-second");
	ck_assert(fixture_find(GAME_MAYAN, "the FIRST", 0, &e));
	ck_assert_str_eq(fixture_found.level, "01-first");
	ck_assert_str_eq(fixture_found.title, "The first");
	/* A level opens again by its origin. */
	char origin[sizeof fixture_found.origin];
	snprintf(origin, sizeof origin, "%s", fixture_found.origin);
	ck_assert(fixture_find(GAME_MAYAN, origin, 0, &e));
	ck_assert_str_eq(fixture_found.level, "01-first");
	/* `load` takes a level too, once no board has the name. */
	ck_assert(fixture_find(GAME_NONE, "2", 0, &e) &&
	    fixture_found.kind == GAME_SAME);
	ck_assert(fixture_find(GAME_NONE, "02-second", 0, &e));
	ck_assert_int_eq(fixture_found.kind, GAME_MAYAN);
	refused(GAME_MAYAN, "3", 0, GAME_OPEN_BAD_INPUT, "nor a level");
	refused(GAME_MAYAN, "02-second", 2, GAME_OPEN_USAGE,
	    "a level is one puzzle: give it without a board number");
	/* A file shows its base name when its header has no title. */
	ck_assert(fixture_find(GAME_MAYAN, puzzle_file(), 0, &e));
	ck_assert_str_eq(fixture_found.title, "sample.in");
	ck_assert_str_eq(fixture_found.level, "");
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

START_TEST(a_save_starts_with_its_moves_replayed)
{
	char path[512];
	snprintf(path, sizeof path, "%s/game.save", support_temp_dir());
	/* Two columns of R over G; the move takes the left one's Rs. */
	support_write_file(path, "tumble-save 2\nsame\nassisted\nmoves 1\n"
	    "2 1\nRR\nGG\n");
	game g;
	game_init(&g);
	game_request r = game_request_new(GAME_NONE);
	game_open_error e;
	r.name = path;
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert_int_eq(g.kind, GAME_SAME);
	ck_assert_int_eq(same_session_move_count(&g.same), 1);
	ck_assert(same_session_assisted(&g.same));
	ck_assert_str_eq(g.title, "game.save");
	ck_assert_str_eq(g.origin, path);
	game_free(&g);
}
END_TEST

/* A save that names the game it was opened by is that game again: its
 * name on screen and its high-score table; a name that opens another
 * board, or the save itself, leaves it named by its file. */
START_TEST(a_save_is_the_game_its_from_line_names)
{
	char path[512], text[1024];
	snprintf(path, sizeof path, "%s/kept.save", support_temp_dir());
	/* The clearable board of the id 3x4:2:c5 (tumble gen same --size
	 * 3x4 -c 2 --clearable -s 5), its Gs of column 2 taken. */
	static const char board[] = "RGRG\nRGRG\nRGGR\n";
	static const char *const named[][3] = {
		{ "3x4:2:c5", "3x4:2:c5", "same-clearable-3x4x2" },
		{ "3x4:2:c6", NULL, "same-3x4x2" },
		{ NULL, NULL, "same-3x4x2" },
	};
	for (int i = 0; i < 3; i++) {
		const char *from = named[i][0] != NULL ? named[i][0] : path;
		snprintf(text, sizeof text, "tumble-save 3\nsame\nfrom %s\n"
		    "moves 1\n1 2\n%s", from, board);
		support_write_file(path, text);
		game g;
		game_init(&g);
		game_request r = game_request_new(GAME_NONE);
		game_open_error e;
		r.name = path;
		ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
		ck_assert_int_eq(same_session_move_count(&g.same), 1);
		const char *origin = named[i][1] != NULL ? named[i][1] : path;
		ck_assert_str_eq(g.origin, origin);
		ck_assert_str_eq(g.title, named[i][1] != NULL ? origin :
		    "kept.save");
		ck_assert_str_eq(g.score_kind, named[i][2]);
		game_free(&g);
	}
}
END_TEST

/* ] and [ on a pack's board: its neighbours in the pack, and words for
 * the first, the last and a board of no pack. */
START_TEST(a_pack_board_steps_through_its_pack)
{
	game g, next;
	game_init(&g);
	game_init(&next);
	game_open_error e;
	game_request r = game_request_new(GAME_SAME);
	r.name = "standard:1";
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert(game_is_pack_board(&g));
	ck_assert_msg(game_open_pack_step(&next, &g, 1, &e), "%s", e.text);
	ck_assert_str_eq(next.origin, "standard:2");
	/* Whether a step goes somewhere, asked of the same names. */
	ck_assert(game_pack_has_step(&g, 1) && !game_pack_has_step(&g, -1));
	ck_assert(!game_open_pack_step(&next, &g, -1, &e));
	ck_assert_str_eq(e.text, "standard:1 is the first board of its pack.");
	r.name = "standard:20";
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert(!game_open_pack_step(&next, &g, 1, &e));
	ck_assert_str_eq(e.text, "standard:20 is the last board of its pack.");
	ck_assert(!game_pack_has_step(&g, 1) && game_pack_has_step(&g, -1));
	ck_assert_msg(game_open_pack_step(&next, &g, -1, &e), "%s", e.text);
	ck_assert_str_eq(next.origin, "standard:19");
	r.name = "10x15:3:7";
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert(!game_is_pack_board(&g));
	ck_assert(!game_open_pack_step(&next, &g, 1, &e));
	ck_assert_str_eq(e.text, "This board is in no pack: ] and [ step "
	    "through the boards of a pack, listed by p in the title menu, "
	    "or of a file that holds several.");
	ck_assert(!game_pack_has_step(&g, 1) && !game_pack_has_step(&g, -1));
	game_free(&g);
	game_free(&next);
}
END_TEST

/* A file that reads as neither game is refused in the words of the game
 * it was given to, where that game's reader stopped: a damaged Mayan
 * puzzle was told what a Same Game board expected ("expected a ball").
 * `load`, for either game, keeps the words of the game it looks like. */
START_TEST(neither_game_s_file_is_refused_as_the_game_asked)
{
	char junk[512], half[512];
	snprintf(junk, sizeof junk, "%s/junk.txt", support_temp_dir());
	support_write_file(junk, "\x1b[2JRGB\n");
	snprintf(half, sizeof half, "%s/half.txt", support_temp_dir());
	support_write_file(half, "3\n1 2 x\n");
	game_open_error e;
	refused(GAME_MAYAN, junk, 0, GAME_OPEN_BAD_INPUT,
	    "junk.txt:1:1: expected the number of moves (a number from 1 to "
	    "10), found byte 0x1b");
	refused(GAME_SAME, junk, 0, GAME_OPEN_BAD_INPUT,
	    "junk.txt:1:1: expected a ball R/G/B/Y/P/C, found byte 0x1b");
	refused(GAME_NONE, junk, 0, GAME_OPEN_BAD_INPUT,
	    "junk.txt:1:1: expected a ball");
	/* Looks like a Mayan puzzle, given to Same Game. */
	refused(GAME_SAME, half, 0, GAME_OPEN_BAD_INPUT,
	    "half.txt:2:1: expected a ball R/G/B, found '1'");
	refused(GAME_MAYAN, half, 0, GAME_OPEN_BAD_INPUT,
	    "half.txt:2:5: expected a colour from 1 to 10");
	refused(GAME_NONE, half, 0, GAME_OPEN_BAD_INPUT,
	    "half.txt:2:5: expected a colour from 1 to 10");
	/* A file of the other game that reads is still said to be one. */
	refused(GAME_MAYAN, sample_file(), 0, GAME_OPEN_BAD_INPUT,
	    "holds a Same Game file, not a Mayan puzzle");
	ck_assert(!fixture_find(GAME_MAYAN, junk, 0, &e));
	ck_assert(e.in_file);
	ck_assert_int_eq(e.line, 1);
	ck_assert_int_eq(e.col, 1);
	/* And so on the command line. */
	run_result r = support_run(NULL, NULL, "mayan", junk, NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, "expected the number of moves"));
	ck_assert_ptr_null(strstr(r.err, "ball"));
	support_run_free(&r);
}
END_TEST

static Suite *game_open_suite(void)
{
	Suite *s = suite_create("game_open");
	TCase *tc = tcase_create("names");
	tcase_add_test(tc, a_file_names_its_game_by_base_name_and_k);
	tcase_add_test(tc, a_line_of_3_is_taken_by_the_editor_alone);
	tcase_add_test(tc, an_empty_puzzle_is_no_game_to_play);
	tcase_add_test(tc, ids_seeds_and_pack_boards_name_their_boards);
	tcase_add_test(tc, contradictions_and_unknown_names_are_refused);
	tcase_add_test(tc, levels_by_number_name_or_title);
	tcase_add_test(tc, a_save_starts_with_its_moves_replayed);
	tcase_add_test(tc, a_save_is_the_game_its_from_line_names);
	tcase_add_test(tc, a_pack_board_steps_through_its_pack);
	tcase_add_test(tc, neither_game_s_file_is_refused_as_the_game_asked);
	tcase_set_timeout(tc, 30);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return support_run_suite(game_open_suite());
}
