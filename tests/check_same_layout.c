/*
 * The Same Game screen's layout without a terminal: every board from 1x1
 * to 20x20 in the terminals players use, the ball width chosen, that
 * what is drawn stays on the screen, and that a click on any column of
 * any ball names that ball at every width.
 */
#include <check.h>

#include "support.h"
#include "ui/same/layout.h"

/* The board, its labels and its text all lie inside the terminal, above
 * the footer on its last line. */
static void check_inside(const ui_same_layout *l, int rows, int cols,
    int lines, int columns)
{
	ck_assert(l->fits);
	ck_assert_int_ge(l->left, 0);
	ck_assert_int_le(l->left + UI_SAME_LAYOUT_LABEL + cols * l->cell,
	    columns);
	/* One line a ball, or a block about as tall as it is wide. */
	ck_assert(l->cell_rows == 1 || l->cell == 2 * l->cell_rows + 1);
	ck_assert_int_ge(l->title_row, 0);
	/* The title's line is row 0, which the tightest layout gives up;
	 * every other one has it.  Fewer lines than the tightest needs are
	 * a bare layout's, for a board too tall for it in 24 lines. */
	const int tightest = rows + l->label_rows + 5;
	ck_assert_int_eq(l->title, lines > tightest);
	ck_assert_int_eq(l->bare, lines < tightest);
	ck_assert(!l->bare || tightest > 24);
	ck_assert_int_ge(l->top, l->title_row + (l->title ? 1 : 0));
	ck_assert(l->title || l->tight);
	ck_assert_int_le(l->top + rows * l->cell_rows + l->label_rows,
	    l->text_top);
	/* Status, cursor (not when tight), move, two message lines (and two
	 * alert lines when roomy), then the footer; when bare, the status
	 * and one line. */
	ck_assert_int_le(l->text_top + (l->bare ? 2 : l->tight ? 4 : 5) +
	    (l->roomy ? 2 : 0), lines - 1);
	ck_assert_int_ge(l->text_left, 0);
	ck_assert_int_le(l->text_left + l->text_width, columns);
	ck_assert_int_ge(l->text_width, UI_SAME_LAYOUT_TEXT_MIN);
	/* The status beside a bare board's balls of 3: a column apart, in
	 * its columns with one free at the edge, and lines enough for its
	 * figures (score, balls, moves, best, the board's name on two, the
	 * assisted mark). */
	ck_assert(!l->side || (l->bare && l->cell == 3));
	if (l->side) {
		ck_assert_int_ge(l->side_left, l->left + UI_SAME_LAYOUT_LABEL +
		    cols * l->cell + 1);
		ck_assert_int_le(l->side_left + UI_SAME_LAYOUT_SIDE_MIN,
		    columns - 1);
		ck_assert_int_ge(l->text_top - l->top, 7);
	}
}

START_TEST(an_80x24_terminal_holds_every_board)
{
	for (int rows = 1; rows <= 20; rows++)
		for (int cols = 1; cols <= 20; cols++) {
			ui_same_layout l = ui_same_layout_choose(rows, cols,
			    24, 80);
			/* 80 columns always have room for " R " balls,
			 * and a small board for bigger ones. */
			ck_assert_int_ge(l.cell, 3);
			ck_assert_int_eq(l.cell_rows > 1,
			    rows <= 6 && cols <= 15);
			ck_assert(l.fits);
			ck_assert_int_eq(l.tight, rows > 16);
			/* 19 and 20 rows: the status and one line. */
			ck_assert_int_eq(l.bare, rows > 18);
			ck_assert_int_eq(l.need_rows, rows > 18 ? rows + 4 :
			    rows + 6);
			check_inside(&l, rows, cols, 24, 80);
		}
	/* The judge's board keeps its blank lines and alert lines. */
	ui_same_layout judge = ui_same_layout_choose(10, 15, 24, 80);
	ck_assert(judge.roomy);
	/* Its 22 lines in the middle of 24. */
	ck_assert_int_eq(judge.title_row, 1);
	ck_assert_int_eq(judge.top, 3);
	ui_same_layout big = ui_same_layout_choose(15, 20, 24, 80);
	ck_assert(!big.roomy);
	ck_assert_int_eq(big.top, 1);
}
END_TEST

START_TEST(narrow_terminals_get_narrower_balls)
{
	/* 20 columns: 63 screen columns at 3 a ball, 43 at 2, 23 at 1. */
	ck_assert_int_eq(ui_same_layout_choose(20, 20, 40, 63).cell, 3);
	ck_assert_int_eq(ui_same_layout_choose(20, 20, 40, 62).cell, 2);
	ck_assert_int_eq(ui_same_layout_choose(20, 20, 40, 43).cell, 2);
	ck_assert_int_eq(ui_same_layout_choose(20, 20, 40, 42).cell, 1);
	/* Two-digit column labels under narrow balls take two lines. */
	ck_assert_int_eq(ui_same_layout_choose(20, 20, 40, 42).label_rows, 2);
	ck_assert_int_eq(ui_same_layout_choose(20, 9, 40, 20).label_rows, 1);
	for (int columns = 40; columns <= 120; columns++)
		for (int rows = 1; rows <= 20; rows++)
			for (int cols = 1; cols <= 20; cols++) {
				ui_same_layout l = ui_same_layout_choose(rows,
				    cols, 40, columns);
				ck_assert(l.fits);
				check_inside(&l, rows, cols, 40, columns);
			}
}
END_TEST

START_TEST(a_terminal_too_small_knows_what_it_needs)
{
	ui_same_layout l = ui_same_layout_choose(20, 20, 23, 80);
	ck_assert(!l.fits);
	ck_assert_int_eq(l.need_rows, 24);
	/* In 24 lines its column numbers must take one line: balls of 3. */
	ck_assert_int_eq(l.need_cols, 63);
	/* What it asks for is enough: bare, the words from the footer's
	 * column to the last but one. */
	ui_same_layout then = ui_same_layout_choose(20, 20, l.need_rows,
	    l.need_cols);
	ck_assert(then.fits);
	ck_assert(then.bare && !then.title);
	ck_assert_int_eq(then.text_top, 21);
	ck_assert_int_eq(then.text_left, 1);
	ck_assert_int_eq(then.text_width, 61);
	check_inside(&then, 20, 20, l.need_rows, l.need_cols);
	then = ui_same_layout_choose(20, 20, 25, 80);
	ck_assert(then.bare && !then.title);
	check_inside(&then, 20, 20, 25, 80);
	/* From 26 lines as before: the tightest, then the title. */
	then = ui_same_layout_choose(20, 20, 26, 80);
	ck_assert(!then.bare && !then.title && then.tight);
	ck_assert_int_eq(then.text_left, 7);
	check_inside(&then, 20, 20, 26, 80);
	then = ui_same_layout_choose(20, 20, 27, 80);
	ck_assert(then.title && then.tight);
	check_inside(&then, 20, 20, 27, 80);
	/* 19 rows need a line less. */
	ck_assert(ui_same_layout_choose(19, 20, 23, 63).bare);
	ck_assert(ui_same_layout_choose(19, 20, 23, 63).fits);
	ck_assert_int_eq(ui_same_layout_choose(19, 20, 22, 63).need_rows,
	    23);
	/* Narrower, the numbers take two lines, and one line more. */
	l = ui_same_layout_choose(20, 20, 24, 62);
	ck_assert(!l.fits);
	ck_assert_int_eq(l.need_rows, 25);
	ck_assert_int_eq(l.need_cols, UI_SAME_LAYOUT_TEXT_MIN);
	then = ui_same_layout_choose(20, 20, 25, 40);
	ck_assert(then.fits && then.bare);
	check_inside(&then, 20, 20, 25, 40);
	l = ui_same_layout_choose(10, 15, 10, 30);
	ck_assert(!l.fits);
	then = ui_same_layout_choose(10, 15, l.need_rows, l.need_cols);
	ck_assert(then.fits);
	check_inside(&then, 10, 15, l.need_rows, l.need_cols);
	/* The judge's board in 50x16: tight, with its labels. */
	l = ui_same_layout_choose(10, 15, 16, 50);
	ck_assert(l.fits);
	ck_assert(l.tight);
	ck_assert_int_eq(l.top, 0);
	check_inside(&l, 10, 15, 16, 50);
	ck_assert(!ui_same_layout_choose(10, 15, 15, 50).fits);
	/* A 1x1 board fits the smallest terminal the text allows. */
	ck_assert(ui_same_layout_choose(1, 1, 7, 40).fits);
	ck_assert(!ui_same_layout_choose(1, 1, 6, 40).fits);
	ck_assert(!ui_same_layout_choose(1, 1, 7, 39).fits);
}
END_TEST

/* Whether a terminal of `lines` x `columns` shows a board. */
static bool shows(int rows, int cols, int lines, int columns)
{
	return ui_same_layout_choose(rows, cols, lines, columns).fits;
}

/* The smallest terminals named for a board of `r` x `c`: each fits, not
 * with a line fewer, and a column fewer is none or another layout; and
 * every terminal that fits is at least one of them. */
static void check_smallest(int r, int c)
{
	int cols[UI_SAME_LAYOUT_SMALLEST_MAX];
	int rows[UI_SAME_LAYOUT_SMALLEST_MAX];
	const int count = ui_same_layout_smallest(r, c, cols, rows);
	ck_assert_int_ge(count, 1);
	for (int i = 0; i < count; i++) {
		const ui_same_layout narrower = ui_same_layout_choose(r, c,
		    rows[i], cols[i] - 1);
		if (!shows(r, c, rows[i], cols[i]) ||
		    shows(r, c, rows[i] - 1, cols[i]) ||
		    (narrower.fits && narrower.need_rows == rows[i]))
			ck_abort_msg("%dx%d: %dx%d is not a smallest terminal",
			    r, c, cols[i], rows[i]);
	}
	for (int lines = 1; lines <= 40; lines++)
		for (int columns = 1; columns <= 90; columns++) {
			bool named = false;
			for (int i = 0; i < count; i++)
				named |= columns >= cols[i] && lines >= rows[i];
			if (!named && shows(r, c, lines, columns))
				ck_abort_msg("%dx%d fits %dx%d, none of the "
				    "smallest named", r, c, columns, lines);
		}
}

/* The smallest terminals a board fits, one for each height of its
 * column labels: 20x20 fits 40x25 and 63x24, where a terminal too small
 * was told of one of them alone, the one of its own width. */
START_TEST(every_smallest_terminal_a_board_fits_is_named)
{
	int cols[UI_SAME_LAYOUT_SMALLEST_MAX];
	int rows[UI_SAME_LAYOUT_SMALLEST_MAX];
	ck_assert_int_eq(ui_same_layout_smallest(20, 20, cols, rows), 2);
	ck_assert_int_eq(cols[0], 40);
	ck_assert_int_eq(rows[0], 25);
	ck_assert_int_eq(cols[1], 63);
	ck_assert_int_eq(rows[1], 24);
	ck_assert_int_eq(ui_same_layout_smallest(10, 15, cols, rows), 2);
	ck_assert_int_eq(cols[0], 40);
	ck_assert_int_eq(rows[0], 17);
	ck_assert_int_eq(cols[1], 48);
	ck_assert_int_eq(rows[1], 16);
	/* Labels of one digit take one line at every width. */
	ck_assert_int_eq(ui_same_layout_smallest(5, 9, cols, rows), 1);
	ck_assert_int_eq(cols[0], 40);
	ck_assert_int_eq(rows[0], 11);
	for (int r = 1; r <= 20; r++)
		for (int c = 1; c <= 20; c++)
			check_smallest(r, c);
}
END_TEST

START_TEST(a_bare_screen_wide_enough_has_the_status_beside)
{
	/* 20 columns of balls of 3 and the status need 79 columns. */
	ui_same_layout l = ui_same_layout_choose(20, 20, 24, 80);
	ck_assert(l.bare && l.side);
	/* The board and the status in the middle, the words under the
	 * column labels, from the footer's column. */
	ck_assert_int_eq(l.left, 1);
	ck_assert_int_eq(l.side_left, 65);
	ck_assert_int_eq(l.text_top, 21);
	ck_assert_int_eq(l.text_left, 1);
	check_inside(&l, 20, 20, 24, 80);
	l = ui_same_layout_choose(20, 20, 24, 79);
	ck_assert(l.side);
	check_inside(&l, 20, 20, 24, 79);
	ck_assert(!ui_same_layout_choose(20, 20, 24, 78).side);
	/* Where the sizes it needs all of leave no room beside it, as
	 * before: centred, the status under it. */
	l = ui_same_layout_choose(20, 20, 24, 63);
	ck_assert(l.bare && !l.side);
	ck_assert_int_eq(l.left, 0);
	l = ui_same_layout_choose(20, 20, 25, 40);
	ck_assert(l.bare && !l.side);
	ck_assert(ui_same_layout_choose(20, 20, 25, 80).side);
	/* 19 rows by the same rule, a narrower board in fewer columns;
	 * balls narrowed to fit never have it beside them. */
	ck_assert(ui_same_layout_choose(19, 20, 24, 80).side);
	ck_assert(ui_same_layout_choose(19, 10, 24, 49).side);
	ck_assert(!ui_same_layout_choose(19, 10, 24, 48).side);
	ck_assert(!ui_same_layout_choose(19, 20, 24, 62).side);
	/* Not a bare screen, not beside it. */
	ck_assert(!ui_same_layout_choose(20, 20, 26, 120).side);
	ck_assert(!ui_same_layout_choose(18, 20, 24, 120).side);
	for (int columns = 40; columns <= 120; columns++)
		for (int rows = 19; rows <= 20; rows++)
			for (int cols = 1; cols <= 20; cols++) {
				l = ui_same_layout_choose(rows, cols, 24,
				    columns);
				if (!l.fits)
					continue;
				ck_assert_int_eq(l.side, l.cell == 3 &&
				    columns >= UI_SAME_LAYOUT_LABEL +
				    3 * cols + 16);
				check_inside(&l, rows, cols, 24, columns);
			}
}
END_TEST

/* Every column and line of the ball at (r, c) names it. */
static void check_every_place(const ui_same_layout *l, int rows, int cols,
    int r, int c)
{
	const int x0 = ui_same_layout_cell_x(l, c);
	const int y0 = ui_same_layout_cell_y(l, rows, r);
	for (int dy = 0; dy < l->cell_rows; dy++)
		for (int dx = 0; dx < l->cell; dx++) {
			int row = 0, col = 0;
			ck_assert(ui_same_layout_cell_at(l, rows, cols,
			    y0 + dy, x0 + dx, &row, &col));
			ck_assert_int_eq(row, r);
			ck_assert_int_eq(col, c);
		}
}

START_TEST(a_click_names_the_ball_under_it_at_every_width)
{
	const int sizes[][2] = { { 20, 20 }, { 10, 15 }, { 1, 1 }, { 15, 20 },
		{ 8, 8 } };
	const int terminals[][2] = { { 40, 100 }, { 40, 80 }, { 40, 50 },
		{ 40, 43 }, { 40, 42 }, { 40, 40 }, { 24, 80 }, { 60, 200 } };
	for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
		for (size_t w = 0; w < sizeof terminals / sizeof *terminals;
		    w++) {
			const int rows = sizes[s][0], cols = sizes[s][1];
			const int lines = terminals[w][0];
			const int columns = terminals[w][1];
			ui_same_layout l = ui_same_layout_choose(rows, cols,
			    lines, columns);
			if (!l.fits)
				continue;
			int row, col;
			const int x0 = l.left + UI_SAME_LAYOUT_LABEL;
			for (int r = 1; r <= rows; r++) {
				const int y = ui_same_layout_letter_y(&l, rows,
				    r);
				for (int c = 1; c <= cols; c++) {
					check_every_place(&l, rows, cols, r,
					    c);
					ck_assert(ui_same_layout_cell_at(&l,
					    rows, cols, y,
					    ui_same_layout_letter_x(&l, c),
					    &row, &col));
					ck_assert_int_eq(row, r);
					ck_assert_int_eq(col, c);
				}
				/* The row label and past the last ball. */
				ck_assert(!ui_same_layout_cell_at(&l, rows,
				    cols, y, x0 - 1, &row, &col));
				ck_assert(!ui_same_layout_cell_at(&l, rows,
				    cols, y, x0 + cols * l.cell, &row, &col));
			}
			/* Over the board and on its column labels. */
			ck_assert(!ui_same_layout_cell_at(&l, rows, cols,
			    l.top - 1, x0, &row, &col));
			ck_assert(!ui_same_layout_cell_at(&l, rows, cols,
			    ui_same_layout_labels_y(&l, rows), x0, &row,
			    &col));
		}
}
END_TEST

/* The judge's board and the biggest one in the usual terminal and in
 * two big ones: balls grow where the lines allow, and the board with its
 * text sits in the middle of the terminal. */
START_TEST(big_terminals_get_big_balls_in_the_middle)
{
	ui_same_layout l = ui_same_layout_choose(10, 15, 24, 80);
	ck_assert_int_eq(l.cell, 3);
	ck_assert_int_eq(l.cell_rows, 1);
	check_inside(&l, 10, 15, 24, 80);
	l = ui_same_layout_choose(10, 15, 40, 100);
	ck_assert_int_eq(l.cell, 5);
	ck_assert_int_eq(l.cell_rows, 2);
	/* 32 lines of 40 used: 4 over the title, 4 under the text. */
	ck_assert_int_eq(l.title_row, 4);
	ck_assert_int_eq(l.top, 6);
	ck_assert_int_eq(l.left, (100 - 3 - 15 * 5) / 2);
	check_inside(&l, 10, 15, 40, 100);
	l = ui_same_layout_choose(10, 15, 60, 200);
	ck_assert_int_eq(l.cell, 9);
	ck_assert_int_eq(l.cell_rows, 4);
	ck_assert_int_eq(l.title_row, 4);
	ck_assert_int_eq(l.left, (200 - 3 - 15 * 9) / 2);
	check_inside(&l, 10, 15, 60, 200);
	/* 20x20 needs 52 lines for balls of 2: 3 columns in 40 lines, in
	 * the middle of them. */
	l = ui_same_layout_choose(20, 20, 40, 100);
	ck_assert_int_eq(l.cell, 3);
	ck_assert_int_eq(l.cell_rows, 1);
	ck_assert_int_eq(l.title_row, 4);
	check_inside(&l, 20, 20, 40, 100);
	l = ui_same_layout_choose(20, 20, 60, 200);
	ck_assert_int_eq(l.cell, 5);
	ck_assert_int_eq(l.cell_rows, 2);
	ck_assert_int_eq(l.title_row, 4);
	check_inside(&l, 20, 20, 60, 200);
	/* A small board stops growing at the tallest ball. */
	l = ui_same_layout_choose(1, 1, 60, 200);
	ck_assert_int_eq(l.cell_rows, UI_SAME_LAYOUT_CELL_ROWS_MAX);
	check_inside(&l, 1, 1, 60, 200);
	/* Every board in every terminal up to 200x60 stays inside it. */
	for (int lines = 24; lines <= 60; lines += 4)
		for (int columns = 80; columns <= 200; columns += 15)
			for (int rows = 1; rows <= 20; rows += 3)
				for (int cols = 1; cols <= 20; cols += 3) {
					l = ui_same_layout_choose(rows, cols,
					    lines, columns);
					if (l.fits)
						check_inside(&l, rows, cols,
						    lines, columns);
				}
}
END_TEST

static Suite *same_layout_suite(void)
{
	Suite *s = suite_create("same_layout");
	TCase *t = tcase_create("same_layout");
	tcase_add_test(t, an_80x24_terminal_holds_every_board);
	tcase_add_test(t, narrow_terminals_get_narrower_balls);
	tcase_add_test(t, a_terminal_too_small_knows_what_it_needs);
	tcase_add_test(t, every_smallest_terminal_a_board_fits_is_named);
	tcase_add_test(t, a_bare_screen_wide_enough_has_the_status_beside);
	tcase_add_test(t, a_click_names_the_ball_under_it_at_every_width);
	tcase_add_test(t, big_terminals_get_big_balls_in_the_middle);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_layout_suite());
}
