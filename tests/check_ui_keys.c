/*
 * A key a screen has no use for, without a terminal: ui_screen_key runs
 * the table's keys and names any other key a player pressed on the
 * screen's message line, in one sentence; what is no key of the player's
 * (a mouse report, a resize, a key with modifiers curses has no plain
 * name for) leaves the line as it was.
 */
#include <check.h>

#include "support.h"
#include "ui/ui.h"

static int ran;

static void run(ui_screen *self)
{
	(void)self;
	ran++;
}

static const ui_key keys[] = {
	{ 'a', "a", "a key of the screen", NULL, run },
	{ '?', "?", "this help", "help", run },
	{ 0, NULL, NULL, NULL, NULL },
};

/* The words `key` leaves on a screen with a message line saying
 * "before". */
static const char *said(ui_note *note, int key)
{
	ui_screen screen = { .keys = keys, .note = note };
	ui_note_set(note, UI_PLAIN, "before");
	ui_screen_key(&screen, key);
	return note->text;
}

START_TEST(a_key_of_the_table_runs_and_says_nothing)
{
	ui_note note;
	ran = 0;
	ck_assert_str_eq(said(&note, 'a'), "before");
	ck_assert_int_eq(ran, 1);
}
END_TEST

START_TEST(another_key_is_named_in_a_players_words)
{
	ui_note note;
	ck_assert_str_eq(said(&note, 'z'), "z does nothing here; ? shows "
	    "the keys.");
	ck_assert_str_eq(said(&note, ' '), "Space does nothing here; ? "
	    "shows the keys.");
	ck_assert_str_eq(said(&note, KEY_F(1)), "F1 does nothing here; ? "
	    "shows the keys.");
	ck_assert_str_eq(said(&note, 'X' - '@'), "Ctrl-X does nothing "
	    "here; ? shows the keys.");
	ck_assert_str_eq(said(&note, KEY_DC), "Delete does nothing here; ? "
	    "shows the keys.");
	ck_assert_int_eq(note.style, UI_PLAIN);
}
END_TEST

START_TEST(no_key_of_the_players_says_nothing)
{
	ui_note note;
	ck_assert_str_eq(said(&note, KEY_MOUSE), "before");
	ck_assert_str_eq(said(&note, KEY_RESIZE), "before");
	/* Ctrl-Left and the like, as ncurses numbers them past KEY_MAX. */
	ck_assert_str_eq(said(&note, KEY_MAX + 5), "before");
	ck_assert_str_eq(said(&note, ERR), "before");
}
END_TEST

START_TEST(a_screen_without_a_message_line_says_nothing)
{
	ui_screen screen = { .keys = keys };
	ran = 0;
	ui_screen_key(&screen, 'z');
	ui_screen_key(&screen, 'a');
	ck_assert_int_eq(ran, 1);
}
END_TEST

static Suite *ui_keys_suite(void)
{
	Suite *s = suite_create("ui_keys");
	TCase *t = tcase_create("ui_keys");
	tcase_add_test(t, a_key_of_the_table_runs_and_says_nothing);
	tcase_add_test(t, another_key_is_named_in_a_players_words);
	tcase_add_test(t, no_key_of_the_players_says_nothing);
	tcase_add_test(t, a_screen_without_a_message_line_says_nothing);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_keys_suite());
}
