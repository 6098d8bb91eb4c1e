/*
 * The Mayan screen's layout without a terminal: the cell size chosen in
 * the terminals players use, that what is drawn stays on the screen and
 * in its middle, and that a click on any place of any cell names it.
 */
#include <check.h>

#include "engine/mayan.h"
#include "support.h"
#include "ui/mayan/layout.h"

/* The board, the panel and the text lie inside the terminal; the text
 * (status, last move, two lines of message, one of trouble) above the
 * footer on its last line; as many lines over the title as under the
 * text, give or take the compact layout's line for the editor. */
static void check_inside(const ui_mayan_layout *l, int lines, int columns)
{
	ck_assert_int_ge(l->left, 0);
	ck_assert_int_le(l->left + l->width, columns);
	ck_assert_int_le(l->label + MAYAN_WIDTH * l->cell_w, l->panel);
	ck_assert_int_ge(l->title_row, 0);
	ck_assert_int_lt(l->title_row, l->top);
	ck_assert_int_le(l->top + MAYAN_HEIGHT * l->cell_h + 1, l->status);
	ck_assert_int_le(l->status + 5, lines - 1);
	const int under = lines - 1 - (l->status + 5);
	ck_assert_int_le(l->title_row, under);
	ck_assert_int_ge(l->title_row + 2, under);
}

/* Every line and column of every cell names that cell; around the board
 * none does. */
static void check_clicks(const ui_mayan_layout *l)
{
	int x, y;
	for (int cx = 0; cx < MAYAN_WIDTH; cx++)
		for (int cy = 0; cy < MAYAN_HEIGHT; cy++)
			for (int dy = 0; dy < l->cell_h; dy++)
				for (int dx = 0; dx < l->cell_w; dx++) {
					ck_assert(ui_mayan_layout_cell_at(l,
					    ui_mayan_layout_cell_row(l, cy) +
					    dy, ui_mayan_layout_cell_col(l,
					    cx) + dx, &x, &y));
					ck_assert_int_eq(x, cx);
					ck_assert_int_eq(y, cy);
				}
	const int left = ui_mayan_layout_cell_col(l, 0);
	ck_assert(!ui_mayan_layout_cell_at(l, l->top - 1, left, &x, &y));
	ck_assert(!ui_mayan_layout_cell_at(l, l->top, left - 1, &x, &y));
	ck_assert(!ui_mayan_layout_cell_at(l, l->top, left + MAYAN_WIDTH *
	    l->cell_w, &x, &y));
	ck_assert(!ui_mayan_layout_cell_at(l, l->top + MAYAN_HEIGHT *
	    l->cell_h, left, &x, &y));
}

START_TEST(the_usual_terminals_keep_their_cells)
{
	ui_mayan_layout l = ui_mayan_layout_choose(24, 80);
	ck_assert_int_eq(l.cell_w, 7);
	ck_assert_int_eq(l.cell_h, 2);
	ck_assert_int_eq(l.title_row, 0);
	ck_assert_int_eq(l.top, 2);
	ck_assert_int_eq(l.left, 7);
	check_inside(&l, 24, 80);
	/* 9x3 cells need 31 lines and 76 columns. */
	l = ui_mayan_layout_choose(30, 90);
	ck_assert_int_eq(l.cell_h, 2);
	check_inside(&l, 30, 90);
	l = ui_mayan_layout_choose(31, 76);
	ck_assert_int_eq(l.cell_w, 9);
	ck_assert_int_eq(l.cell_h, 3);
	check_inside(&l, 31, 76);
	ck_assert_int_eq(ui_mayan_layout_choose(31, 75).cell_h, 2);
	/* The smallest: cells of 3x1. */
	l = ui_mayan_layout_choose(UI_MAYAN_MIN_ROWS, UI_MAYAN_MIN_COLS);
	ck_assert_int_eq(l.cell_w, 3);
	ck_assert_int_eq(l.cell_h, 1);
	check_inside(&l, UI_MAYAN_MIN_ROWS, UI_MAYAN_MIN_COLS);
	ck_assert_int_eq(ui_mayan_layout_choose(23, 80).cell_h, 1);
	ck_assert_int_eq(ui_mayan_layout_choose(24, 65).cell_h, 1);
}
END_TEST

/* A long answer goes on under the board where the lines are spare, the
 * text under it moved down but for the status, the last move and two
 * lines of message: at 40x16 a 10-move answer is whole. */
START_TEST(a_long_answer_takes_the_spare_lines_under_the_board)
{
	ui_mayan_layout l = ui_mayan_layout_choose(UI_MAYAN_MIN_ROWS,
	    UI_MAYAN_MIN_COLS);
	const ui_mayan_layout usual = l;
	ck_assert_int_eq(l.panel_rows, MAYAN_HEIGHT + 1);
	/* Short enough for the board's rows: nothing moves. */
	ui_mayan_layout_grow_panel(&l, UI_MAYAN_MIN_ROWS, MAYAN_HEIGHT + 1);
	ck_assert_int_eq(l.status, usual.status);
	ck_assert_int_eq(l.panel_rows, usual.panel_rows);
	/* Ten moves, with or without the heading. */
	ui_mayan_layout_grow_panel(&l, UI_MAYAN_MIN_ROWS, 11);
	ck_assert_int_ge(l.panel_rows, 10);
	ck_assert_int_eq(l.status, l.top + l.panel_rows);
	ck_assert_int_le(l.status + 4, UI_MAYAN_MIN_ROWS - 1);
	ck_assert_int_eq(l.top, usual.top);
	ck_assert_int_eq(l.title_row, usual.title_row);
	/* Roomy: the board's rows hold it already. */
	l = ui_mayan_layout_choose(24, 80);
	const int status = l.status;
	ui_mayan_layout_grow_panel(&l, 24, 11);
	ck_assert_int_eq(l.status, status);
	ck_assert_int_ge(l.panel_rows, 11);
}
END_TEST

START_TEST(big_terminals_get_big_cells_in_the_middle)
{
	ui_mayan_layout l = ui_mayan_layout_choose(40, 100);
	ck_assert_int_eq(l.cell_w, 11);
	ck_assert_int_eq(l.cell_h, 4);
	/* 38 lines of 40 and 86 columns of 100 used. */
	ck_assert_int_eq(l.title_row, 1);
	ck_assert_int_eq(l.left, 7);
	check_inside(&l, 40, 100);
	l = ui_mayan_layout_choose(60, 200);
	ck_assert_int_eq(l.cell_w, 17);
	ck_assert_int_eq(l.cell_h, 7);
	ck_assert_int_eq(l.left, (200 - 116) / 2);
	check_inside(&l, 60, 200);
	/* No taller than that, however big the terminal. */
	ck_assert_int_eq(ui_mayan_layout_choose(200, 400).cell_h,
	    UI_MAYAN_LAYOUT_CELL_ROWS_MAX);
	for (int lines = UI_MAYAN_MIN_ROWS; lines <= 80; lines++)
		for (int columns = UI_MAYAN_MIN_COLS; columns <= 220;
		    columns += 3) {
			l = ui_mayan_layout_choose(lines, columns);
			check_inside(&l, lines, columns);
		}
}
END_TEST

START_TEST(a_click_names_the_cell_under_it_at_every_size)
{
	const int terminals[][2] = { { 16, 40 }, { 24, 80 }, { 30, 90 },
		{ 40, 100 }, { 60, 200 } };
	for (size_t i = 0; i < sizeof terminals / sizeof *terminals; i++) {
		ui_mayan_layout l = ui_mayan_layout_choose(terminals[i][0],
		    terminals[i][1]);
		check_clicks(&l);
	}
}
END_TEST

static Suite *mayan_layout_suite(void)
{
	Suite *s = suite_create("mayan_layout");
	TCase *t = tcase_create("mayan_layout");
	tcase_add_test(t, the_usual_terminals_keep_their_cells);
	tcase_add_test(t, big_terminals_get_big_cells_in_the_middle);
	tcase_add_test(t, a_long_answer_takes_the_spare_lines_under_the_board);
	tcase_add_test(t, a_click_names_the_cell_under_it_at_every_size);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_layout_suite());
}
