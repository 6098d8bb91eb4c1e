/*
 * Listing a level pack: levels in the order of their numbers however
 * many digits they have, every file of a large folder listed whatever
 * order the folder keeps, and the files left out counted and named.  A
 * level's `# answer:` line: taken, by the editor too, only when replaying
 * it clears the board in exactly the level's n.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/levels.h"
#include "session/mayan_edit.h"
#include "support.h"

static levels_pack *list_folder(const char *dir)
{
	levels_pack *pack = malloc(sizeof *pack);
	ck_assert_ptr_nonnull(pack);
	setenv("TUMBLE_LEVELS_DIR", dir, 1);
	levels_list(pack);
	return pack;
}

/* `count` empty files NNN.in (three digits) in a fresh folder, made in
 * the reverse of their order so that the folder's own order is not it. */
static const char *folder_of_levels(int count)
{
	const char *dir = support_temp_dir();
	char path[512];
	for (int i = count - 1; i >= 0; i--) {
		snprintf(path, sizeof path, "%s/%03d.in", dir, i);
		support_write_file(path, "");
	}
	return dir;
}

static void remove_levels(const char *dir, int count)
{
	char path[512];
	for (int i = 0; i < count; i++) {
		snprintf(path, sizeof path, "%s/%03d.in", dir, i);
		unlink(path);
	}
}

START_TEST(names_compare_numbers_by_value)
{
	ck_assert_int_lt(levels_compare_names("9.in", "10.in"), 0);
	ck_assert_int_lt(levels_compare_names("10.in", "11.in"), 0);
	ck_assert_int_lt(levels_compare_names("11.in", "100.in"), 0);
	ck_assert_int_lt(levels_compare_names("99.in", "100.in"), 0);
	ck_assert_int_gt(levels_compare_names("104.in", "11.in"), 0);
	ck_assert_int_lt(levels_compare_names("01-sample", "02-bridge"), 0);
	ck_assert_int_lt(levels_compare_names("level2", "level10"), 0);
	ck_assert_int_lt(levels_compare_names("a", "b"), 0);
	ck_assert_int_lt(levels_compare_names("a", "a1"), 0);
	ck_assert_int_eq(levels_compare_names("07.in", "07.in"), 0);
	/* Equal in value, still one order either way round. */
	ck_assert_int_ne(levels_compare_names("1.in", "01.in"), 0);
	ck_assert_int_eq(levels_compare_names("1.in", "01.in") > 0,
	    levels_compare_names("01.in", "1.in") < 0);
}
END_TEST

/* The built-in pack grew past 99: 100 to 104 come after 99, not 10. */
START_TEST(a_pack_past_99_is_in_the_order_of_its_numbers)
{
	levels_pack *pack = list_folder(support_test_path(
	    "data/mayan/past-99"));
	static const char *const order[] = { "01", "02", "09", "10", "11",
		"99", "100", "101", "104" };
	const int count = (int)(sizeof order / sizeof order[0]);
	ck_assert_int_eq(pack->count, count);
	for (int i = 0; i < count; i++)
		ck_assert_str_eq(pack->name[i], order[i]);
	/* A level's name comes before its number: "100" is the level named
	 * so, the seventh. */
	ck_assert_int_eq(levels_find(pack, "100"), 6);
	ck_assert_int_eq(levels_find(pack, "4"), 3);
	/* The player is told its place, never the file's name. */
	char said[64];
	levels_said(pack, 6, said, sizeof said);
	ck_assert_str_eq(said, "Level 7 of 9");
	char note[256];
	ck_assert(!levels_unlisted(pack, note, sizeof note));
	free(pack);
}
END_TEST

START_TEST(a_folder_of_300_levels_lists_them_all_in_order)
{
	const char *dir = folder_of_levels(300);
	levels_pack *pack = list_folder(dir);
	ck_assert_int_eq(pack->count, 300);
	char name[16];
	for (int i = 0; i < 300; i++) {
		snprintf(name, sizeof name, "%03d", i);
		ck_assert_str_eq(pack->name[i], name);
	}
	free(pack);
	remove_levels(dir, 300);
	rmdir(dir);
}
END_TEST

/* A name too long to keep progress under, and files past the most a
 * pack holds: left out, counted, and said in one sentence. */
START_TEST(files_left_out_are_counted_and_said)
{
	const char *dir = folder_of_levels(LEVELS_MAX + 2);
	char path[512], note[512];
	snprintf(path, sizeof path, "%s/%0*d.in", dir, LEVELS_NAME_MAX, 7);
	support_write_file(path, "");
	levels_pack *pack = list_folder(dir);
	ck_assert_int_eq(pack->count, LEVELS_MAX);
	ck_assert_str_eq(pack->name[LEVELS_MAX - 1], "999");
	ck_assert_int_eq(pack->too_many, 2);
	ck_assert_int_eq(pack->too_long, 1);
	ck_assert(levels_unlisted(pack, note, sizeof note));
	ck_assert_ptr_nonnull(strstr(note, "3 files of "));
	ck_assert_ptr_nonnull(strstr(note, "are not listed"));
	ck_assert_ptr_nonnull(strstr(note, "at most 63 characters"));
	ck_assert_ptr_nonnull(strstr(note, "at most 1000 levels"));
	unlink(path);
	remove_levels(dir, LEVELS_MAX + 2);

	/* A 63-character name is a level's. */
	snprintf(path, sizeof path, "%s/%0*d.in", dir, LEVELS_NAME_MAX - 1, 7);
	support_write_file(path, "");
	levels_list(pack);
	ck_assert_int_eq(pack->count, 1);
	ck_assert_int_eq(pack->too_long, 0);
	ck_assert(!levels_unlisted(pack, note, sizeof note));
	ck_assert_str_eq(note, "");
	unlink(path);
	free(pack);
	rmdir(dir);
}
END_TEST

/* The puzzle file `text` (a line of 3 taken as it stands), read. */
static mayan_puzzle read_level(const char *text)
{
	io_scan scan;
	io_error e;
	mayan_puzzle p;
	io_scan_open_memory(&scan, text, strlen(text), "level");
	ck_assert_msg(mayan_judge_read_unsettled(&scan, &p, &e), "%s: %s",
	    text, e.what);
	return p;
}

/* SPEC.md's sample, with the answer line `answer` and n `moves`. */
static mayan_puzzle sample_answered(const char *answer, const char *moves)
{
	char text[512];
	snprintf(text, sizeof text, "# answer: %s\n%s\n1 0\n2 1 0\n"
	    "2 3 4 0\n3 1 0\n2 4 3 4 0\n", answer, moves);
	return read_level(text);
}

static bool sample_answer_holds(const char *answer, const char *moves)
{
	mayan_move line[MAYAN_SOLVE_MAX_MOVES];
	const mayan_puzzle p = sample_answered(answer, moves);
	return levels_answer(&p, line);
}

/* The answer `tumble gen mayan` writes reads back; one that is not of its
 * form, or does not clear the board in exactly n moves, is not taken:
 * the file's word is no proof. */
START_TEST(a_level_answer_is_taken_only_when_it_clears)
{
	static const mayan_move want[] = { { 2, 1, 1 }, { 3, 1, 1 },
		{ 3, 0, 1 } };
	mayan_move line[MAYAN_SOLVE_MAX_MOVES];
	mayan_puzzle p = sample_answered("2 1 1, 3 1 1, 3 0 1", "3");
	ck_assert(levels_answer(&p, line));
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(mayan_move_compare(line[i], want[i]), 0);
	/* Written as a level carries it, it reads back the same. */
	p.fields = 0;
	ck_assert(levels_add_answer(&p, want, 3));
	ck_assert_str_eq(mayan_puzzle_field(&p, "answer"),
	    "2 1 1, 3 1 1, 3 0 1");
	ck_assert(levels_answer(&p, line));

	static const char *const refused[] = {
		"2 1 1, 3 1 1",                /* too few */
		"2 1 1, 3 1 1, 3 0 1, 0 0 1",  /* too many */
		"1 0 1, 3 1 1, 3 0 1",         /* blocks left */
		"258 1 1, 3 1 1, 3 0 1",       /* 2 in a byte */
		"2 1 1, 3 1 1, 3 0 0",         /* no direction */
		"2 1 1, 3 1 1, 3 0 1x",
		"2 1 1, 3 1 1, 3 0 1,",
		"2 1 1 3 1 1 3 0 1",
		"2 1 1,, 3 1 1, 3 0 1",
		"99999999999999999999 1 1, 3 1 1, 3 0 1",
		"",
	};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
		ck_assert_msg(!sample_answer_holds(refused[i], "3"),
		    "'%s' taken", refused[i]);
	/* The right moves for another n. */
	ck_assert(!sample_answer_holds("2 1 1, 3 1 1, 3 0 1", "4"));
	/* No answer line. */
	p = read_level("1\n1 0\n1 0\n0\n1 0\n0\n");
	ck_assert(!levels_answer(&p, line));
	/* Cleared by the first move, the second has nothing to drag. */
	p = read_level("# answer: 3 0 -1, 0 0 1\n2\n1 0\n1 0\n0\n1 0\n"
	    "0\n");
	ck_assert(!levels_answer(&p, line));
	/* A board with a line of 3 standing is no puzzle to clear, though
	 * a wasted move would settle it away. */
	p = read_level("# answer: 0 0 1\n1\n1 0\n1 0\n1 0\n0\n0\n");
	ck_assert(!levels_answer(&p, line));
}
END_TEST

/* The editor opened on a level knows the answer its file gives once it
 * holds, as if s had found it: it said "Clears in 3 moves? s checks"
 * and searched.  A wrong answer line teaches it nothing. */
START_TEST(the_editor_knows_a_level_answer_that_holds)
{
	const mayan_puzzle p = sample_answered("2 1 1, 3 1 1, 3 0 1", "3");
	mayan_edit_board e;
	mayan_assist_answer told;
	mayan_edit_open(&e, &p.board, p.moves);
	ck_assert(mayan_edit_learn_puzzle(&e, &p, &told));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_CLEARS);
	ck_assert(told.known && told.found);
	ck_assert_int_eq(told.count, 3);
	ck_assert(mayan_board_equal(&told.board, &p.board));
	ck_assert_int_eq(mayan_move_compare(told.move[2],
	    (mayan_move){ 3, 0, 1 }), 0);
	/* Another n is not the level's. */
	mayan_edit_open(&e, &p.board, 4);
	ck_assert(!mayan_edit_learn_puzzle(&e, &p, &told));
	ck_assert_int_eq(mayan_edit_clears(&e, 4), MAYAN_EDIT_UNKNOWN);
	ck_assert(!told.found);
	/* A wrong answer is not taken. */
	const mayan_puzzle wrong = sample_answered("1 0 1, 3 1 1, 3 0 1",
	    "3");
	mayan_edit_open(&e, &wrong.board, wrong.moves);
	ck_assert(!mayan_edit_learn_puzzle(&e, &wrong, &told));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_UNKNOWN);
	ck_assert(!told.found);
}
END_TEST

/* The editor e opens on a level's game, which keeps no header, learns
 * what it learns opened on the level's file: the answer on the level's
 * board and n, nothing on another, nor from a level that does not
 * read. */
START_TEST(the_editor_knows_a_level_answer_from_its_game)
{
	levels_pack *pack = calloc(1, sizeof *pack);
	ck_assert_ptr_nonnull(pack);
	snprintf(pack->dir, sizeof pack->dir, "%s", support_temp_dir());
	pack->count = 2;
	snprintf(pack->file[0], sizeof pack->file[0], "01.in");
	snprintf(pack->file[1], sizeof pack->file[1], "02.in");
	char path[sizeof pack->dir + 16];
	snprintf(path, sizeof path, "%s/01.in", pack->dir);
	support_write_file(path, "# answer: 2 1 1, 3 1 1, 3 0 1\n3\n1 0\n"
	    "2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
	const mayan_puzzle p = sample_answered("2 1 1, 3 1 1, 3 0 1", "3");
	mayan_edit_board e;
	mayan_assist_answer told;
	mayan_edit_open(&e, &p.board, p.moves);
	ck_assert(mayan_edit_learn_level(&e, pack, 0, &told));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_CLEARS);
	ck_assert(told.found && told.count == 3);
	mayan_edit_open(&e, &p.board, 4);
	ck_assert(!mayan_edit_learn_level(&e, pack, 0, &told));
	ck_assert(!told.found);
	/* 02.in was never written. */
	mayan_edit_open(&e, &p.board, p.moves);
	ck_assert(!mayan_edit_learn_level(&e, pack, 1, &told));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_UNKNOWN);
	ck_assert(!told.found);
	free(pack);
}
END_TEST

static Suite *levels_suite(void)
{
	Suite *s = suite_create("levels");
	TCase *t = tcase_create("levels");
	tcase_add_test(t, names_compare_numbers_by_value);
	tcase_add_test(t, a_pack_past_99_is_in_the_order_of_its_numbers);
	tcase_add_test(t, a_folder_of_300_levels_lists_them_all_in_order);
	tcase_add_test(t, files_left_out_are_counted_and_said);
	tcase_add_test(t, a_level_answer_is_taken_only_when_it_clears);
	tcase_add_test(t, the_editor_knows_a_level_answer_that_holds);
	tcase_add_test(t, the_editor_knows_a_level_answer_from_its_game);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(levels_suite());
}
