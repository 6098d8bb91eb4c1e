/*
 * The yes/no question the screens ask before throwing work away, without
 * a terminal: the words asked, y runs what was asked for, anything else
 * carries on, and a key with no question waiting is left to the screen.
 */
#include <check.h>

#include "support.h"
#include "ui/ask.h"
#include "ui/ui.h"

static int ran;
static ui_screen *ran_on;

static void then(ui_screen *self)
{
	ran++;
	ran_on = self;
}

/* `then` asking again, as a screen's next question may. */
static ui_ask *again;
static ui_note *again_note;
static void then_asks_again(ui_screen *self)
{
	(void)self;
	ran++;
	ui_ask_start(again, again_note, then, "And this too?");
}

static void reset(void)
{
	ran = 0;
	ran_on = NULL;
}

START_TEST(no_question_leaves_the_key)
{
	ui_ask ask = { 0 };
	ui_screen screen = { 0 };
	reset();
	ck_assert(!ui_ask_waiting(&ask));
	ck_assert(!ui_ask_answer(&ask, 'y', &screen));
	ck_assert(!ui_ask_answer(&ask, 'q', &screen));
	ck_assert_int_eq(ran, 0);
}
END_TEST

START_TEST(y_runs_what_was_asked_for_once)
{
	ui_ask ask = { 0 };
	ui_note note = { 0 };
	ui_screen screen = { 0 };
	for (int i = 0; i < 2; i++) {
		reset();
		ui_ask_start(&ask, &note, then, "Quit this game?");
		ck_assert(ui_ask_waiting(&ask));
		ck_assert_str_eq(note.text, "Quit this game? (y/n)");
		ck_assert_int_eq(note.style, UI_ALERT);
		ck_assert(ui_ask_answer(&ask, i == 0 ? 'y' : 'Y', &screen));
		ck_assert_int_eq(ran, 1);
		ck_assert_ptr_eq(ran_on, &screen);
		/* Answered: the next y is the screen's again. */
		ck_assert(!ui_ask_waiting(&ask));
		ck_assert(!ui_ask_answer(&ask, 'y', &screen));
		ck_assert_int_eq(ran, 1);
	}
}
END_TEST

START_TEST(anything_else_carries_on)
{
	const int keys[] = { 'n', 'N', 'q', ' ', 27, KEY_MOUSE };
	ui_ask ask = { 0 };
	ui_note note = { 0 };
	ui_screen screen = { 0 };
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		reset();
		ui_ask_start(&ask, &note, then, "Leave the editor?");
		ck_assert(ui_ask_answer(&ask, keys[i], &screen));
		ck_assert_int_eq(ran, 0);
		ck_assert_str_eq(note.text, "Carry on.");
		ck_assert_int_eq(note.style, UI_PLAIN);
		ck_assert(!ui_ask_answer(&ask, 'y', &screen));
		ck_assert_int_eq(ran, 0);
	}
}
END_TEST

START_TEST(what_y_runs_may_ask_again)
{
	ui_ask ask = { 0 };
	ui_note note = { 0 };
	ui_screen screen = { 0 };
	reset();
	again = &ask;
	again_note = &note;
	ui_ask_start(&ask, &note, then_asks_again, "This?");
	ck_assert(ui_ask_answer(&ask, 'y', &screen));
	ck_assert_int_eq(ran, 1);
	ck_assert_str_eq(note.text, "And this too? (y/n)");
	ck_assert(ui_ask_answer(&ask, 'y', &screen));
	ck_assert_int_eq(ran, 2);
	ck_assert_ptr_eq(ran_on, &screen);
}
END_TEST

static Suite *ui_ask_suite(void)
{
	Suite *s = suite_create("ui_ask");
	TCase *t = tcase_create("ui_ask");
	tcase_add_test(t, no_question_leaves_the_key);
	tcase_add_test(t, y_runs_what_was_asked_for_once);
	tcase_add_test(t, anything_else_carries_on);
	tcase_add_test(t, what_y_runs_may_ask_again);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_ask_suite());
}
