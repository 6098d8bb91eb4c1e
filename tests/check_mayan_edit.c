/*
 * The Mayan puzzle editor's rules without a terminal: blocks put and
 * taken, a full column, n within 1..10, the lines of 3 that keep a board
 * from play, what is known and said of clearing it (never that it can be
 * played when it cannot be cleared), and its title, written as gen
 * writes it.  The files it reads and writes, and the command line that
 * opens it, are check_mayan_edit_files.c's.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"
#include "io/mayan_judge.h"
#include "io/scan.h"
#include "mayan_edit_fixture.h"
#include "support.h"
#include "session/mayan_edit.h"

START_TEST(the_editor_puts_and_takes_blocks)
{
	mayan_edit_board e;
	mayan_board empty, want;
	mayan_board_clear(&empty);
	mayan_edit_open(&e, &empty, 3);
	ck_assert(!e.changed);
	mayan_edit_move(&e, 2, 0);
	ck_assert(mayan_edit_put(&e, 1));
	ck_assert(mayan_edit_put(&e, 2));
	ck_assert(mayan_edit_put(&e, 10));
	ck_assert(e.changed);
	ck_assert_int_eq(e.y, 2);
	support_mayan_board(&want, "", "", "1 2 10", "", "");
	ck_assert(mayan_board_equal(&e.board, &want));
	/* Taking the middle block drops the one above it. */
	mayan_edit_move(&e, 0, -1);
	ck_assert(mayan_edit_take(&e));
	support_mayan_board(&want, "", "", "1 10", "", "");
	ck_assert(mayan_board_equal(&e.board, &want));
	/* Over the top of the column there is nothing to take. */
	mayan_edit_move(&e, 0, 5);
	ck_assert_int_eq(e.y, 2);
	ck_assert(!mayan_edit_take(&e));
	ck_assert(mayan_board_equal(&e.board, &want));
	/* The top block taken, the cursor is on the new top: x again
	 * empties the column. */
	mayan_edit_move(&e, 0, -1);
	ck_assert_int_eq(e.y, 1);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(e.y, 0);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(e.y, 0);
	ck_assert(mayan_board_equal(&e.board, &empty));
	ck_assert(!mayan_edit_take(&e));
	/* The cursor stays on the board. */
	mayan_edit_move(&e, 9, -9);
	ck_assert_int_eq(e.x, MAYAN_WIDTH - 1);
	ck_assert_int_eq(e.y, 0);
}
END_TEST

START_TEST(the_editor_refuses_an_eighth_block)
{
	mayan_edit_board e;
	mayan_board start, want;
	support_mayan_board(&start, "1 2 1 2 1 2 1", "", "", "", "");
	mayan_edit_open(&e, &start, 1);
	ck_assert(!mayan_edit_put(&e, 3));
	ck_assert(mayan_board_equal(&e.board, &start));
	ck_assert(!e.changed);
	/* The cursor reaches the top block of a full column, no further. */
	mayan_edit_move(&e, 0, 9);
	ck_assert_int_eq(e.y, MAYAN_HEIGHT - 1);
	ck_assert(mayan_edit_take(&e));
	support_mayan_board(&want, "1 2 1 2 1 2", "", "", "", "");
	ck_assert(mayan_board_equal(&e.board, &want));
	ck_assert(mayan_edit_put(&e, 3));
}
END_TEST

START_TEST(the_editor_keeps_n_from_1_to_10)
{
	mayan_edit_board e;
	mayan_board empty;
	mayan_board_clear(&empty);
	mayan_edit_open(&e, &empty, 0);
	ck_assert_int_eq(e.n, 1);
	ck_assert(!mayan_edit_step_n(&e, -1));
	ck_assert_int_eq(e.n, 1);
	for (int n = 2; n <= 10; n++)
		ck_assert(mayan_edit_step_n(&e, 1));
	ck_assert(!mayan_edit_step_n(&e, 1));
	ck_assert_int_eq(e.n, 10);
	mayan_edit_open(&e, &empty, 99);
	ck_assert_int_eq(e.n, 10);
}
END_TEST

START_TEST(the_editor_lights_lines_of_three)
{
	mayan_edit_board e;
	mayan_board empty;
	mayan_cells lit;
	mayan_board_clear(&empty);
	mayan_edit_open(&e, &empty, 2);
	ck_assert_int_eq(mayan_edit_check(&e, &lit), MAYAN_EDIT_EMPTY);
	ck_assert(lit == 0);
	/* Two of a colour side by side are fine; a third makes a line. */
	for (int x = 0; x < 2; x++) {
		mayan_edit_point(&e, x, 0);
		ck_assert(mayan_edit_put(&e, 4));
	}
	ck_assert_int_eq(mayan_edit_check(&e, &lit),
	    MAYAN_EDIT_WELL_FORMED);
	mayan_edit_point(&e, 2, 0);
	ck_assert(mayan_edit_put(&e, 4));
	ck_assert(mayan_edit_put(&e, 5));
	ck_assert_int_eq(mayan_edit_check(&e, &lit), MAYAN_EDIT_LINE);
	ck_assert(lit == (MAYAN_CELL(0, 0) | MAYAN_CELL(1, 0) |
	    MAYAN_CELL(2, 0)));
	/* Taking one out mends it. */
	mayan_edit_point(&e, 1, 0);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(mayan_edit_check(&e, &lit),
	    MAYAN_EDIT_WELL_FORMED);
	ck_assert(lit == 0);
}
END_TEST

START_TEST(the_editor_says_a_short_colour_never_clears)
{
	mayan_edit_board e;
	char said[160];
	edit_row(&e, (const int[]){ 1, 1, 0, 2, 2 }, 1);
	ck_assert_int_eq(mayan_edit_check(&e, &(mayan_cells){ 0 }),
	    MAYAN_EDIT_WELL_FORMED);
	ck_assert_int_eq(mayan_edit_short_color(&e), 1);
	/* Known without a search, for every n. */
	ck_assert_int_eq(mayan_edit_clears(&e, 1), MAYAN_EDIT_NEVER);
	ck_assert_int_eq(mayan_edit_clears(&e, 10), MAYAN_EDIT_NEVER);
	ck_assert(mayan_edit_never(&e));
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_NEVER);
	ck_assert_str_eq(said, "Cannot be cleared: colour 1 has 2 blocks, "
	    "and a line takes 3.");
	/* A third of each mends it; what is known then waits on a search. */
	mayan_edit_point(&e, 2, 0);
	ck_assert(mayan_edit_put(&e, 1));
	mayan_edit_point(&e, 3, 1);
	ck_assert(mayan_edit_put(&e, 2));
	ck_assert_int_eq(mayan_edit_short_color(&e), 0);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_UNKNOWN);
	ck_assert_str_eq(said, "Clears in 1 move? s checks; f finds the "
	    "fewest.");
}
END_TEST

START_TEST(the_editor_learns_what_searches_find)
{
	mayan_edit_board e;
	char said[160];
	edit_row(&e, (const int[]){ 1, 0, 1, 0, 1 }, 1);
	/* s for n = 1: none. */
	mayan_edit_learn(&e, 1, false);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_NEVER);
	ck_assert_str_eq(said, "Cannot be cleared in exactly 1 move.");
	ck_assert(strstr(said, "layable") == NULL);
	/* f goes on: 2 clears, so 2 is the fewest, whatever n is. */
	mayan_edit_learn(&e, 2, true);
	ck_assert_int_eq(mayan_edit_fewest(&e), 2);
	mayan_edit_say_clearing(&e, said, sizeof said);
	ck_assert_str_eq(said, "Cannot be cleared in exactly 1 move (the "
	    "fewest: 2).");
	/* n changed: what was found is kept. */
	ck_assert(mayan_edit_step_n(&e, 1));
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_CLEARS);
	ck_assert_str_eq(said, "Clears in exactly 2 moves, and no fewer.");
	ck_assert(mayan_edit_step_n(&e, 1));
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_UNKNOWN);
	ck_assert_str_eq(said, "The fewest moves that clear it: 2; s checks "
	    "exactly 3.");
	mayan_edit_learn(&e, 3, true);
	mayan_edit_say_clearing(&e, said, sizeof said);
	ck_assert_str_eq(said, "Clears in exactly 3 moves (the fewest: 2).");
	/* A block put: all of it is forgotten. */
	mayan_edit_point(&e, 0, 1);
	ck_assert(mayan_edit_put(&e, 1));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_UNKNOWN);
	ck_assert_int_eq(mayan_edit_fewest(&e), 0);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(mayan_edit_clears(&e, 2), MAYAN_EDIT_UNKNOWN);
	/* No n up to 10 clears it: said once for all. */
	for (int n = 1; n <= MAYAN_SOLVE_MAX_MOVES; n++)
		mayan_edit_learn(&e, n, false);
	ck_assert(mayan_edit_never(&e));
	mayan_edit_say_clearing(&e, said, sizeof said);
	ck_assert_str_eq(said, "Cannot be cleared in 10 moves or fewer.");
}
END_TEST

/* The editor opened on the position `s` shows, for its moves left. */
static bool edit_learn_game(mayan_edit_board *e, const mayan_session *s,
    mayan_assist_answer *shown)
{
	mayan_edit_open(e, mayan_session_board(s),
	    mayan_session_n_from_here(s));
	return mayan_edit_learn_game(e, s, shown);
}

static void check_shown_line(const mayan_assist_answer *shown,
    const mayan_move *line, int count)
{
	ck_assert(shown->known && shown->found);
	ck_assert_int_eq(shown->count, count);
	for (int i = 0; i < count; i++)
		ck_assert_int_eq(mayan_move_compare(shown->move[i], line[i]),
		    0);
}

/* The editor opened from a game knows what the game's searches found
 * for the position it shows, as if s had run there: it said "Clears in
 * 3 moves? s checks" of a level whose answer the game held.  What the
 * game knows of another position, or of another n, is not learnt. */
START_TEST(the_editor_knows_what_the_game_found)
{
	mayan_board b;
	support_mayan_board(&b, "1", "2 1", "2 3 4", "3 1", "2 4 3 4");
	mayan_move line[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(mayan_solve(&b, 3, NULL, line), MAYAN_SOLVE_FOUND);
	mayan_session s;
	mayan_edit_board e;
	mayan_assist_answer shown;
	char said[160];
	mayan_session_start(&s, &b, 3);
	ck_assert(!edit_learn_game(&e, &s, &shown));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_UNKNOWN);
	/* The answer found from the start, as a search notes it. */
	mayan_session_learn_at(&s, 0, true, line);
	mayan_session_learn_start(&s, true);
	ck_assert(edit_learn_game(&e, &s, &shown));
	check_shown_line(&shown, line, 3);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_CLEARS);
	ck_assert_str_eq(said, "Clears in exactly 3 moves.");
	/* Another n, or another board, is not the position's. */
	mayan_edit_open(&e, &b, 2);
	ck_assert(!mayan_edit_learn_game(&e, &s, &shown));
	ck_assert_int_eq(mayan_edit_clears(&e, 2), MAYAN_EDIT_UNKNOWN);
	mayan_edit_open(&e, &b, 3);
	mayan_edit_point(&e, 0, 1);
	ck_assert(mayan_edit_put(&e, 1));
	ck_assert(!mayan_edit_learn_game(&e, &s, &shown));
	/* The answer's first move played: the rest of it, for the moves
	 * left. */
	ck_assert(mayan_session_play(&s, line[0]));
	ck_assert(edit_learn_game(&e, &s, &shown));
	check_shown_line(&shown, line + 1, 2);
	ck_assert_int_eq(mayan_edit_clears(&e, 2), MAYAN_EDIT_CLEARS);
	/* Taken back, the line from the position after it speaks for the
	 * start too. */
	mayan_session_start(&s, &b, 3);
	ck_assert(mayan_session_play(&s, line[0]));
	mayan_session_learn_at(&s, 1, true, line + 1);
	ck_assert(mayan_session_undo(&s));
	ck_assert(edit_learn_game(&e, &s, &shown));
	check_shown_line(&shown, line, 3);
	/* Another first move: the line speaks for it no more; none found
	 * from there says it cannot be cleared in the moves left. */
	mayan_move other = line[0];
	other.g = -other.g;
	if (!mayan_session_play(&s, other)) {
		other = (mayan_move){ 1, 0, 1 };
		ck_assert(mayan_move_compare(other, line[0]) != 0);
		ck_assert(mayan_session_play(&s, other));
	}
	ck_assert(!edit_learn_game(&e, &s, &shown));
	mayan_session_learn_at(&s, 1, false, NULL);
	ck_assert(edit_learn_game(&e, &s, &shown));
	ck_assert(shown.known && !shown.found);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_NEVER);
	ck_assert_str_eq(said, "Cannot be cleared in exactly 2 moves.");
	/* The start proved without a line kept (the review's search):
	 * none is shown as s shows it; one that clears, with nothing to
	 * show, is known all the same. */
	mayan_session_start(&s, &b, 3);
	mayan_session_learn_start(&s, false);
	ck_assert(edit_learn_game(&e, &s, &shown));
	ck_assert(shown.known && !shown.found);
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_NEVER);
	mayan_session_start(&s, &b, 3);
	mayan_session_learn_start(&s, true);
	ck_assert(edit_learn_game(&e, &s, &shown));
	ck_assert(!shown.known);
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_CLEARS);
	/* No move left: the editor asks for one, which nothing searched. */
	mayan_session_start(&s, &b, 3);
	mayan_session_learn_at(&s, 0, true, line);
	for (int i = 0; i < 3; i++)
		ck_assert(mayan_session_play(&s, line[i]));
	ck_assert(!edit_learn_game(&e, &s, &shown));
}
END_TEST

START_TEST(the_editor_refuses_a_title_the_header_cannot_hold)
{
	mayan_edit_board e;
	char longest[MAYAN_JUDGE_VALUE_MAX + 1];
	edit_row(&e, (const int[]){ 1, 2, 1, 2, 3 }, 2);
	ck_assert_str_eq(e.title, "");
	e.changed = false;
	/* Blanks at the ends go; the rest is kept. */
	ck_assert(mayan_edit_set_title(&e, "  Two  Steps "));
	ck_assert_str_eq(e.title, "Two  Steps");
	ck_assert(e.changed);
	/* A newline would forge a header line; control bytes could reach
	 * the terminal: refused, as gen --title refuses them. */
	ck_assert(!mayan_edit_set_title(&e, "Two\n3"));
	ck_assert(!mayan_edit_set_title(&e, "Two\033[2J"));
	ck_assert(!mayan_edit_set_title(&e, "Tab\there"));
	memset(longest, 'a', sizeof longest - 1);
	longest[sizeof longest - 1] = '\0';
	ck_assert(!mayan_edit_set_title(&e, longest));
	longest[MAYAN_JUDGE_VALUE_MAX - 1] = '\0';
	ck_assert(mayan_edit_set_title(&e, longest));
	ck_assert(mayan_edit_set_title(&e, "Two Steps"));
	ck_assert_str_eq(e.title, "Two Steps");
	/* Empty: no title, and no title line. */
	ck_assert(mayan_edit_set_title(&e, "   "));
	ck_assert_str_eq(e.title, "");
}
END_TEST

START_TEST(the_editor_writes_the_title_line_gen_writes)
{
	mayan_edit_board e;
	static mayan_puzzle p, back;
	char text[512];
	edit_row(&e, (const int[]){ 1, 2, 1, 2, 3 }, 2);
	ck_assert(mayan_edit_set_title(&e, "Two Steps"));
	mayan_edit_puzzle(&e, &p);
	FILE *fp = fmemopen(text, sizeof text, "w");
	ck_assert(fp != NULL);
	ck_assert(mayan_judge_write(fp, &p));
	fclose(fp);
	ck_assert_str_eq(text, "# title: Two Steps\n2\n1 0\n2 0\n1 0\n"
	    "2 0\n3 0\n");
	io_error err;
	io_scan *s = io_scan_new_memory(text, strlen(text), "written");
	ck_assert(mayan_judge_read(s, &back, &err));
	io_scan_free(s);
	ck_assert_str_eq(mayan_puzzle_field(&back, "title"), "Two Steps");
	ck_assert_int_eq(back.moves, 2);
	ck_assert(mayan_board_equal(&back.board, &e.board));
	/* Untitled: a plain judge file. */
	ck_assert(mayan_edit_set_title(&e, ""));
	mayan_edit_puzzle(&e, &p);
	ck_assert_int_eq(p.fields, 0);
}
END_TEST

static Suite *mayan_edit_suite(void)
{
	Suite *s = suite_create("mayan_edit");
	TCase *t = tcase_create("mayan_edit");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, the_editor_puts_and_takes_blocks);
	tcase_add_test(t, the_editor_refuses_an_eighth_block);
	tcase_add_test(t, the_editor_keeps_n_from_1_to_10);
	tcase_add_test(t, the_editor_lights_lines_of_three);
	tcase_add_test(t, the_editor_says_a_short_colour_never_clears);
	tcase_add_test(t, the_editor_learns_what_searches_find);
	tcase_add_test(t, the_editor_knows_what_the_game_found);
	tcase_add_test(t, the_editor_refuses_a_title_the_header_cannot_hold);
	tcase_add_test(t, the_editor_writes_the_title_line_gen_writes);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_edit_suite());
}
