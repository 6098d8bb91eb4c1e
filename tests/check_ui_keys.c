/*
 * A key a screen has no use for, without a terminal: ui_screen_key runs
 * the table's keys and names any other key a player pressed on the
 * screen's message line, in one sentence; what is no key of the player's
 * (a mouse report, a resize, a key with modifiers curses has no plain
 * name for) leaves the line as it was.  Those words last until a key
 * does something (ui_screen_take_key), and the line says again what
 * they covered.
 */
#include <check.h>

#include "support.h"
#include "ui/ui.h"

static int ran;

#define UNHEARD_Z "z does nothing here; ? shows the keys."

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

/* A screen's key function as the loop reaches it: the table's keys,
 * and `m`, a key the screen takes before its table, which moves the
 * cursor and says nothing; `w`, taken first too, says its own words. */
static void screen_key(ui_screen *self, int key)
{
	if (key == 'm')
		ran++;
	else if (key == 'w')
		ui_note_set(self->note, UI_ALERT, "its own words");
	else
		ui_screen_key(self, key);
}

/* The words on `note` after the loop gave a screen with that line each
 * key `pressed` (ended by 0), the line saying "before" at first. */
static const char *said_after(ui_note *note, const int *pressed)
{
	ui_screen screen = { .keys = keys, .key = screen_key,
		.note = note };
	ui_note_set(note, UI_DIM, "before");
	for (; *pressed != 0; pressed++)
		ui_screen_take_key(&screen, *pressed);
	return note->text;
}

/* The words that a key does nothing go as soon as a key does something,
 * from the table or taken before it, and what they covered is back, in
 * its style: the level menu's tier line hidden for good by a stray y. */
START_TEST(the_words_last_until_a_key_does_something)
{
	ui_note note;
	ck_assert_str_eq(said_after(&note, (const int[]){ 'z', 0 }),
	    UNHEARD_Z);
	ck_assert_str_eq(said_after(&note, (const int[]){ 'z', 'a', 0 }),
	    "before");
	ck_assert_int_eq(note.style, UI_DIM);
	ck_assert_str_eq(said_after(&note, (const int[]){ 'z', 'm', 0 }),
	    "before");
	ck_assert_str_eq(said_after(&note,
	    (const int[]){ 'y', 'z', 'z', 'm', 0 }), "before");
	ck_assert_int_eq(note.style, UI_DIM);
	ck_assert_str_eq(said_after(&note, (const int[]){ 'y', 'z', 0 }),
	    UNHEARD_Z);
}
END_TEST

/* A key that says its own words keeps them; a key of no name of its own
 * does nothing, and the words on the key before stay, to go with the
 * next key that does something. */
START_TEST(words_of_their_own_and_no_key_keep_the_line)
{
	ui_note note;
	ck_assert_str_eq(said_after(&note, (const int[]){ 'z', 'w', 0 }),
	    "its own words");
	ck_assert_str_eq(said_after(&note, (const int[]){ 'z', 'w', 'a', 0 }),
	    "its own words");
	ck_assert_str_eq(said_after(&note,
	    (const int[]){ 'z', KEY_MAX + 5, 0 }), UNHEARD_Z);
	ck_assert_str_eq(said_after(&note,
	    (const int[]){ 'z', KEY_MAX + 5, 'a', 0 }), "before");
	ck_assert_int_eq(note.style, UI_DIM);
}
END_TEST

/* A screen that clears its line itself leaves nothing to give back. */
START_TEST(a_line_cleared_since_stays_clear)
{
	ui_note note;
	ui_screen screen = { .keys = keys, .key = screen_key,
		.note = &note };
	ui_note_set(&note, UI_PLAIN, "before");
	ui_screen_take_key(&screen, 'z');
	note.text[0] = '\0';
	ui_screen_take_key(&screen, 'a');
	ck_assert_str_eq(note.text, "");
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
	tcase_add_test(t, the_words_last_until_a_key_does_something);
	tcase_add_test(t, words_of_their_own_and_no_key_keep_the_line);
	tcase_add_test(t, a_line_cleared_since_stays_clear);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_keys_suite());
}
