/*
 * The one list of the list screens without a terminal: the choice stops
 * at either end, the lines shown follow it and come back when the
 * terminal grows, and a click maps to the line on its row.
 */
#include <check.h>

#include "support.h"
#include "ui/list.h"

START_TEST(the_choice_stops_at_either_end)
{
	ui_list l = { .count = 5 };
	ui_list_move(&l, -1);
	ck_assert_int_eq(l.chosen, 0);
	ui_list_move(&l, 4);
	ck_assert_int_eq(l.chosen, 4);
	ui_list_move(&l, 1);
	ck_assert_int_eq(l.chosen, 4);
	ui_list_move(&l, -100);
	ck_assert_int_eq(l.chosen, 0);
	ui_list_choose(&l, 99);
	ck_assert_int_eq(l.chosen, 4);
	/* An empty list has nothing to choose, and no line -1. */
	ui_list empty = { 0 };
	ui_list_move(&empty, 1);
	ck_assert_int_eq(empty.chosen, 0);
}
END_TEST

START_TEST(the_keys_move_by_a_line_a_page_or_to_the_ends)
{
	ui_list l = { .count = 30 };
	ui_screen screen = { .list = &l };
	ui_list_place(&l, 2, 10);
	ui_list_key_page_down(&screen);
	ck_assert_int_eq(l.chosen, 10);
	ui_list_key_down(&screen);
	ck_assert_int_eq(l.chosen, 11);
	ui_list_key_last(&screen);
	ck_assert_int_eq(l.chosen, 29);
	ui_list_key_page_down(&screen);
	ck_assert_int_eq(l.chosen, 29);
	ui_list_wheel(&screen, 1);
	ck_assert_int_eq(l.chosen, 29);
	ui_list_wheel(&screen, -2);
	ck_assert_int_eq(l.chosen, 27);
	ui_list_key_page_up(&screen);
	ck_assert_int_eq(l.chosen, 17);
	ui_list_key_up(&screen);
	ck_assert_int_eq(l.chosen, 16);
	ui_list_key_first(&screen);
	ck_assert_int_eq(l.chosen, 0);
	ui_list_key_up(&screen);
	ck_assert_int_eq(l.chosen, 0);
}
END_TEST

START_TEST(the_lines_shown_follow_the_choice)
{
	ui_list l = { .count = 30 };
	ui_list_place(&l, 3, 10);
	ck_assert_int_eq(l.top, 0);
	ck_assert_int_eq(ui_list_end(&l), 10);
	ui_list_choose(&l, 25);
	ui_list_place(&l, 3, 10);
	ck_assert_int_eq(l.top, 16);
	ck_assert_int_eq(ui_list_end(&l), 26);
	ck_assert_int_eq(ui_list_row(&l, 25), 12);
	ui_list_choose(&l, 5);
	ui_list_place(&l, 3, 10);
	ck_assert_int_eq(l.top, 5);
	/* Grown taller than the list: every line, from the first. */
	ui_list_choose(&l, 29);
	ui_list_place(&l, 3, 10);
	ui_list_place(&l, 3, 40);
	ck_assert_int_eq(l.top, 0);
	ck_assert_int_eq(ui_list_end(&l), 30);
	/* Grown a little: no blank rows under the last line. */
	ui_list_place(&l, 3, 10);
	ui_list_place(&l, 3, 20);
	ck_assert_int_eq(l.top, 10);
}
END_TEST

START_TEST(a_click_chooses_the_line_on_its_row)
{
	ui_list l = { .count = 30 };
	ui_list_choose(&l, 20);
	ui_list_place(&l, 3, 10);
	ck_assert_int_eq(l.top, 11);
	ck_assert(ui_list_click(&l, 3));
	ck_assert_int_eq(l.chosen, 11);
	ck_assert(ui_list_click(&l, 12));
	ck_assert_int_eq(l.chosen, 20);
	/* Above the list, and below its rows: nothing. */
	ck_assert(!ui_list_click(&l, 2));
	ck_assert(!ui_list_click(&l, 13));
	ck_assert_int_eq(l.chosen, 20);
	/* Below the last line of a short list: nothing. */
	ui_list short_list = { .count = 3 };
	ui_list_place(&short_list, 0, 10);
	ck_assert(!ui_list_click(&short_list, 3));
	ck_assert(ui_list_click(&short_list, 2));
	ck_assert_int_eq(short_list.chosen, 2);
}
END_TEST

static Suite *ui_list_suite(void)
{
	Suite *s = suite_create("ui_list");
	TCase *t = tcase_create("ui_list");
	tcase_add_test(t, the_choice_stops_at_either_end);
	tcase_add_test(t, the_keys_move_by_a_line_a_page_or_to_the_ends);
	tcase_add_test(t, the_lines_shown_follow_the_choice);
	tcase_add_test(t, a_click_chooses_the_line_on_its_row);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_list_suite());
}
