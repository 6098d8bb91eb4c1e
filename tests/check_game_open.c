/*
 * One service turns a board name into a game: a file and its board K, an
 * id, a pack board, a seed, a level, a save.  Each name gets one origin
 * (a name that opens it again), one name on screen and one high-score
 * kind, whichever front end asks; the batch commands take the same names
 * wherever they take a file.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/same.h"
#include "io/same_judge.h"
#include "session/game_open.h"
#include "support.h"

static game_source src;

static const char *sample(void)
{
	return support_test_path("data/same/sample.in");
}

static const char *puzzle(void)
{
	return support_test_path("data/mayan/noip2011/sample.in");
}

static bool find(game_kind kind, const char *name, long number,
    game_open_error *e)
{
	game_request r = game_request_new(kind);
	r.name = name;
	r.number = number;
	return game_source_find(&r, &src, e);
}

static void refused(game_kind kind, const char *name, long number,
    game_open_status status, const char *words)
{
	game_open_error e;
	ck_assert_msg(!find(kind, name, number, &e), "%s was taken", name);
	ck_assert_int_eq(e.status, status);
	ck_assert_msg(strstr(e.text, words) != NULL, "'%s' lacks '%s'", e.text,
	    words);
}

START_TEST(a_file_names_its_game_by_base_name_and_k)
{
	game_open_error e;
	ck_assert(find(GAME_SAME, sample(), 2, &e));
	ck_assert_int_eq(src.kind, GAME_SAME);
	ck_assert_int_eq(src.number, 2);
	ck_assert_str_eq(src.origin, sample());
	/* The file holds three boards, so the game is named by K too. */
	ck_assert_str_eq(src.title, "sample.in, board 2");
	ck_assert_str_eq(src.score_kind, "same-10x15x3");
	/* A file of one board is named by the file alone. */
	char path[512];
	snprintf(path, sizeof path, "%s/one.in", support_temp_dir());
	support_write_file(path, "RG\nGR\n");
	ck_assert(find(GAME_SAME, path, 0, &e));
	ck_assert_str_eq(src.title, "one.in");
	ck_assert_str_eq(src.score_kind, "same-2x2x2");
	refused(GAME_SAME, sample(), 4, GAME_OPEN_BAD_INPUT,
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
	ck_assert(game_source_find(&r, &src, &e));
	ck_assert_int_eq(src.kind, GAME_MAYAN);
	ck_assert_int_eq(src.mayan.moves, 2);
	ck_assert(mayan_board_lines(&src.mayan.board) != 0);
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
	ck_assert(game_source_find(&r, &src, &e));
	ck_assert(mayan_board_empty(&src.mayan.board));
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
	ck_assert(!game_source_find(&r, &src, &e));
	ck_assert_ptr_nonnull(strstr(e.text, "found none"));
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

START_TEST(ids_seeds_and_pack_boards_name_their_boards)
{
	game_open_error e;
	same_board expected;
	ck_assert(find(GAME_SAME, "15x15:5:42", 0, &e));
	ck_assert(src.has_id);
	same_board_random(&expected, 15, 15, 5, 42);
	ck_assert(same_board_equal(&src.same, &expected));
	ck_assert_str_eq(src.origin, "15x15:5:42");
	ck_assert_str_eq(src.score_kind, "same-15x15x5");
	/* A bare seed is the judge's board of that seed. */
	ck_assert(find(GAME_SAME, "42", 0, &e));
	ck_assert_str_eq(src.title, "10x15:3:42");
	/* A pack board in any case, named as the pack spells it. */
	ck_assert(find(GAME_SAME, "STANDARD:3", 0, &e));
	ck_assert_str_eq(src.origin, "standard:3");
	ck_assert_str_eq(src.title, "standard:3");
	ck_assert_str_eq(src.score_kind, "same-standard-3");
	const same_board pack_board = src.same;
	char origin[sizeof src.origin];
	snprintf(origin, sizeof origin, "%s", src.origin);
	ck_assert(find(GAME_SAME, origin, 0, &e));
	ck_assert(same_board_equal(&src.same, &pack_board));
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
	refused(GAME_MAYAN, sample(), 0, GAME_OPEN_BAD_INPUT,
	    "holds a Same Game file, not a Mayan puzzle");
	refused(GAME_SAME, puzzle(), 0, GAME_OPEN_BAD_INPUT,
	    "holds a Mayan puzzle, not a Same Game file");
	refused(GAME_NONE, puzzle(), 2, GAME_OPEN_USAGE,
	    "K is for Same Game files");
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.name = "42";
	r.seeded = true;
	ck_assert(!game_source_find(&r, &src, &e));
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

/* A pack of two levels in a folder of its own. */
static const char *two_levels(void)
{
	const char *dir = support_temp_dir();
	char path[512];
	snprintf(path, sizeof path, "%s/01-first.txt", dir);
	support_write_file(path, "# title: The first\n1\n1 0\n1 0\n0\n1 0\n"
	    "0\n");
	snprintf(path, sizeof path, "%s/02-second.txt", dir);
	support_write_file(path, "1\n2 2 0\n2 0\n0\n0\n0\n");
	setenv("TUMBLE_LEVELS_DIR", dir, 1);
	return dir;
}

START_TEST(levels_by_number_name_or_title)
{
	two_levels();
	game_open_error e;
	ck_assert(find(GAME_MAYAN, "2", 0, &e));
	ck_assert_str_eq(src.level, "02-second");
	ck_assert_str_eq(src.origin, "02-second");
	ck_assert_str_eq(src.title, "02-second");
	ck_assert(find(GAME_MAYAN, "the FIRST", 0, &e));
	ck_assert_str_eq(src.level, "01-first");
	ck_assert_str_eq(src.title, "The first");
	/* A level opens again by its origin. */
	char origin[sizeof src.origin];
	snprintf(origin, sizeof origin, "%s", src.origin);
	ck_assert(find(GAME_MAYAN, origin, 0, &e));
	ck_assert_str_eq(src.level, "01-first");
	/* `load` takes a level too, once no board has the name. */
	ck_assert(find(GAME_NONE, "2", 0, &e) && src.kind == GAME_SAME);
	ck_assert(find(GAME_NONE, "02-second", 0, &e));
	ck_assert_int_eq(src.kind, GAME_MAYAN);
	refused(GAME_MAYAN, "3", 0, GAME_OPEN_BAD_INPUT, "nor a level");
	refused(GAME_MAYAN, "02-second", 2, GAME_OPEN_USAGE,
	    "a level is one puzzle: give it without a board number");
	/* A file shows its base name when its header has no title. */
	ck_assert(find(GAME_MAYAN, puzzle(), 0, &e));
	ck_assert_str_eq(src.title, "sample.in");
	ck_assert_str_eq(src.level, "");
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
	    "through the boards of a pack, listed by p in the title menu.");
	ck_assert(!game_pack_has_step(&g, 1) && !game_pack_has_step(&g, -1));
	game_free(&g);
	game_free(&next);
}
END_TEST

/* `tumble greedy NAME` plays the board the name names, as game 1. */
START_TEST(batch_commands_take_board_and_level_names)
{
	game_open_error e;
	ck_assert(find(GAME_SAME, "standard:3", 0, &e));
	same_cluster moves[SAME_MAX_MOVES];
	same_board b = src.same;
	const int count = same_greedy_play(&b, moves);
	long score = same_final_bonus(&b);
	for (int i = 0; i < count; i++)
		score += same_points(moves[i].size);
	char final[SAME_JUDGE_LINE_MAX];
	same_judge_format_final(final, score, b.balls);
	run_result r = support_run(NULL, NULL, "greedy", "standard:3", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_int_eq(strncmp(r.out, "Game 1:\n\n", 9), 0);
	ck_assert_ptr_nonnull(strstr(r.out, final));
	support_run_free(&r);
	r = support_run(NULL, NULL, "plan", "--moves", "1000", "-j", "1",
	    "15x15:5:42", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "Final score: "));
	support_run_free(&r);
	r = support_run(NULL, NULL, "greedy", "nosuch", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, "'nosuch' is no file"));
	support_run_free(&r);

	const char *dir = two_levels();
	char level_env[600];
	snprintf(level_env, sizeof level_env, "TUMBLE_LEVELS_DIR=%s", dir);
	const char *const env[] = { level_env, NULL };
	char path[600];
	snprintf(path, sizeof path, "%s/01-first.txt", dir);
	run_result by_file = support_run(NULL, NULL, "solve", path, NULL);
	r = support_run(NULL, env, "solve", "the first", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "3 0 -1\n");
	ck_assert_str_eq(r.out, by_file.out);
	support_run_free(&r);
	support_run_free(&by_file);
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

/* A save named to a batch command is opened as every command opens a
 * file: greedy and plan play its start, solve solves its puzzle from the
 * start, and a file of the other game is named as such.  Read as boards
 * or a puzzle, they were told a number was expected, found 't'.  A save
 * of the other game is named as a save (it was said to be a plain
 * file of that game). */
START_TEST(batch_commands_take_saves)
{
	char same_save[512], mayan_save[512], same_list[512];
	snprintf(same_save, sizeof same_save, "%s/same.save",
	    support_temp_dir());
	support_write_file(same_save, "tumble-save 2\nsame\nmoves 1\n2 1\n"
	    "RR\nGG\n");
	snprintf(same_list, sizeof same_list, "%s/same.txt",
	    support_temp_dir());
	support_write_file(same_list, "RR\nGG\n");
	snprintf(mayan_save, sizeof mayan_save, "%s/mayan.save",
	    support_temp_dir());
	support_write_file(mayan_save, "tumble-save 2\nmayan\nmoves 1\n"
	    "0 0 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");

	run_result r = support_run(NULL, NULL, "greedy", same_save, NULL);
	run_result want = support_run(NULL, NULL, "greedy", same_list, NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	ck_assert_str_eq(r.out, want.out);
	support_run_free(&r);
	support_run_free(&want);
	r = support_run(NULL, NULL, "plan", "-j", "1", "--moves", "100",
	    same_save, NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	ck_assert_ptr_nonnull(strstr(r.out, "Final score: 1000, with 0 "
	    "balls remaining.\n"));
	support_run_free(&r);

	r = support_run(NULL, NULL, "solve", mayan_save, NULL);
	want = support_run(NULL, NULL, "solve", puzzle(), NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	ck_assert_str_eq(r.out, want.out);
	support_run_free(&r);
	support_run_free(&want);

	char text[1200];
	r = support_run(NULL, NULL, "greedy", mayan_save, NULL);
	snprintf(text, sizeof text, "tumble greedy: %s holds a saved Mayan "
	    "puzzle, not a Same Game file\n", mayan_save);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, text);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
	/* A Mayan puzzle is named as one by greedy and plan too, as by
	 * `tumble same` and greedy -g: read as a board list, it was told
	 * that row 2 ended after one ball. */
	static const char *const batch[] = { "greedy", "plan" };
	for (int i = 0; i < 2; i++) {
		r = support_run(NULL, NULL, batch[i], puzzle(), NULL);
		snprintf(text, sizeof text, "tumble %s: %s holds a Mayan "
		    "puzzle, not a Same Game file\n", batch[i], puzzle());
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, text);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
	}
	r = support_run("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", NULL,
	    "greedy", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "tumble greedy: <stdin> holds a Mayan "
	    "puzzle, not a Same Game file\n");
	support_run_free(&r);
	/* Board K of it too, as of the file named. */
	r = support_run("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", NULL,
	    "greedy", "-g", "1", NULL);
	ck_assert_int_eq(r.status, 2);
	ck_assert_str_eq(r.out, "");
	ck_assert_ptr_nonnull(strstr(r.err, "tumble greedy: <stdin> is a "
	    "Mayan puzzle; K is for Same Game files\n"));
	support_run_free(&r);
	r = support_run(NULL, NULL, "solve", same_save, NULL);
	snprintf(text, sizeof text, "tumble solve: %s holds a saved Same "
	    "Game, not a Mayan puzzle\n", same_save);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, text);
	support_run_free(&r);
	r = support_run(NULL, NULL, "solve", sample(), NULL);
	snprintf(text, sizeof text, "tumble solve: %s holds a Same Game "
	    "file, not a Mayan puzzle\n", sample());
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, text);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
}
END_TEST

/* A save on standard input, or through a pipe named as the FILE (as
 * bash's <(...) names one), is read as a save named is: greedy, plan,
 * solve and review take it, and a save or a file of the other game is
 * named as such.  Only a regular file was looked at twice, so these
 * were read as boards or a puzzle and told that a number was expected,
 * found 't'. */
START_TEST(a_save_is_read_from_standard_input_and_pipes)
{
	static const char same_save[] = "tumble-save 2\nsame\nmoves 1\n2 1\n"
	    "RR\nGG\n";
	static const char mayan_save[] = "tumble-save 2\nmayan\nmoves 1\n"
	    "0 0 1\n3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
	char same_list[512];
	snprintf(same_list, sizeof same_list, "%s/same.txt",
	    support_temp_dir());
	support_write_file(same_list, "RR\nGG\n");
	run_result greedy = support_run(NULL, NULL, "greedy", same_list,
	    NULL);
	run_result solve = support_run(NULL, NULL, "solve", puzzle(), NULL);
	ck_assert_int_eq(greedy.status, 0);
	ck_assert_int_eq(solve.status, 0);
	/* NULL: standard input; "/dev/stdin": the pipe named. */
	const char *const files[] = { NULL, "/dev/stdin" };
	for (int i = 0; i < 2; i++) {
		const char *file = files[i];
		const char *name = file != NULL ? file : "<stdin>";
		char want[600];
		run_result r = support_run(same_save, NULL, "greedy", file,
		    NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_str_eq(r.out, greedy.out);
		support_run_free(&r);
		r = support_run(same_save, NULL, "plan", "-j", "1", "--moves",
		    "100", file, NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_ptr_nonnull(strstr(r.out, "Final score: 1000, with 0 "
		    "balls remaining.\n"));
		support_run_free(&r);
		r = support_run(mayan_save, NULL, "solve", file, NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_str_eq(r.out, solve.out);
		support_run_free(&r);
		r = support_run(mayan_save, NULL, "review", file, NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		ck_assert_ptr_nonnull(strstr(r.out, "Mayan puzzle in 3 moves, "
		    "1 played: "));
		support_run_free(&r);
		r = support_run(mayan_save, NULL, "greedy", file, NULL);
		snprintf(want, sizeof want, "tumble greedy: %s holds a saved "
		    "Mayan puzzle, not a Same Game file\n", name);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		ck_assert_str_eq(r.out, "");
		support_run_free(&r);
		r = support_run("RR\nGG\n", NULL, "solve", file, NULL);
		snprintf(want, sizeof want, "tumble solve: %s holds a Same "
		    "Game file, not a Mayan puzzle\n", name);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
		/* And a damaged save is told where, by its own lines. */
		r = support_run("\n\n  tumble-save 2\nsame\nmoves x\n", NULL,
		    "greedy", file, NULL);
		snprintf(want, sizeof want, "%s:5:7: expected", name);
		ck_assert_int_eq(r.status, 1);
		ck_assert_msg(strncmp(r.err, want, strlen(want)) == 0, "%s",
		    r.err);
		support_run_free(&r);
	}
	support_run_free(&greedy);
	support_run_free(&solve);
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
	refused(GAME_MAYAN, sample(), 0, GAME_OPEN_BAD_INPUT,
	    "holds a Same Game file, not a Mayan puzzle");
	ck_assert(!find(GAME_MAYAN, junk, 0, &e));
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
	tcase_add_test(tc, batch_commands_take_saves);
	tcase_add_test(tc, a_save_is_read_from_standard_input_and_pipes);
	tcase_add_test(tc, batch_commands_take_board_and_level_names);
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
