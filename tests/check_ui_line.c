/*
 * The line typed on a screen's bottom row (the editor's file name and
 * title) without a terminal: letters go in at the cursor, the cursor
 * moves, and the shell's keys erase what they erase in a shell.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/file_names.h"
#include "support.h"
#include "ui/line.h"
#include "ui/ui.h"

#define CTRL(letter) ((letter) - 'A' + 1)

static void type(ui_line *line, const char *text)
{
	for (const char *c = text; *c != '\0'; c++)
		ck_assert_int_eq(ui_line_key(line, (unsigned char)*c),
		    UI_LINE_TYPING);
}

static void press(ui_line *line, int key)
{
	ck_assert_int_eq(ui_line_key(line, key), UI_LINE_TYPING);
}

START_TEST(letters_go_in_at_the_cursor)
{
	ui_line line;
	ui_line_start(&line, "levels/two.in", 0);
	ck_assert_uint_eq(line.at, 13);
	press(&line, KEY_HOME);
	type(&line, "my/");
	ck_assert_str_eq(line.text, "my/levels/two.in");
	press(&line, CTRL('E'));
	press(&line, KEY_LEFT);
	press(&line, KEY_LEFT);
	press(&line, KEY_LEFT);
	type(&line, "x");
	ck_assert_str_eq(line.text, "my/levels/twox.in");
	press(&line, CTRL('A'));
	press(&line, KEY_RIGHT);
	press(&line, CTRL('F'));
	press(&line, CTRL('B'));
	type(&line, "-");
	ck_assert_str_eq(line.text, "m-y/levels/twox.in");
	/* The ends hold the cursor. */
	press(&line, KEY_END);
	press(&line, KEY_RIGHT);
	ck_assert_uint_eq(line.at, line.len);
	press(&line, KEY_HOME);
	press(&line, KEY_LEFT);
	ck_assert_uint_eq(line.at, 0);
}
END_TEST

START_TEST(the_shells_keys_erase)
{
	ui_line line;
	ui_line_start(&line, "/tmp/puzzles/first try", 0);
	/* Ctrl-W: the word before the cursor, back to a blank or a /. */
	press(&line, CTRL('W'));
	ck_assert_str_eq(line.text, "/tmp/puzzles/first ");
	press(&line, CTRL('W'));
	ck_assert_str_eq(line.text, "/tmp/puzzles/");
	press(&line, CTRL('W'));
	ck_assert_str_eq(line.text, "/tmp/");
	type(&line, "abc");
	/* Backspace before the cursor, Delete (Ctrl-D) under it. */
	press(&line, KEY_LEFT);
	press(&line, KEY_BACKSPACE);
	ck_assert_str_eq(line.text, "/tmp/ac");
	press(&line, 127);
	press(&line, KEY_DC);
	ck_assert_str_eq(line.text, "/tmp/");
	press(&line, CTRL('D'));
	ck_assert_str_eq(line.text, "/tmp/");
	type(&line, "one two");
	/* Ctrl-K to the end, Ctrl-U to the start. */
	press(&line, KEY_LEFT);
	press(&line, KEY_LEFT);
	press(&line, KEY_LEFT);
	press(&line, CTRL('K'));
	ck_assert_str_eq(line.text, "/tmp/one ");
	press(&line, KEY_LEFT);
	press(&line, CTRL('U'));
	ck_assert_str_eq(line.text, " ");
	ck_assert_uint_eq(line.at, 0);
	press(&line, KEY_BACKSPACE);
	ck_assert_str_eq(line.text, " ");
}
END_TEST

START_TEST(enter_takes_and_esc_gives_up)
{
	ui_line line;
	ui_line_start(&line, NULL, 0);
	type(&line, "a");
	ck_assert_int_eq(ui_line_key(&line, '\r'), UI_LINE_TAKEN);
	ck_assert_int_eq(ui_line_key(&line, KEY_ENTER), UI_LINE_TAKEN);
	ck_assert_int_eq(ui_line_key(&line, UI_KEY_ESC), UI_LINE_GIVEN_UP);
	ck_assert_int_eq(ui_line_key(&line, CTRL('G')), UI_LINE_GIVEN_UP);
	/* Ctrl-C too, as a shell's line drops the line. */
	ck_assert_int_eq(ui_line_key(&line, CTRL('C')), UI_LINE_GIVEN_UP);
	ck_assert_str_eq(line.text, "a");
}
END_TEST

/* A home folder `name` under the tests' own, made the HOME, holding two
 * puzzle files at the paths `first` and `second` (in one folder); its
 * path in `dir`. */
static void home_holding(char *dir, size_t size, const char *name,
    const char *first, const char *second)
{
	char path[1024];
	snprintf(dir, size, "%s/%s", support_temp_dir(), name);
	const char *const files[] = { first, second };
	for (int i = 0; i < 2; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, files[i]);
		char folder[1024];
		snprintf(folder, sizeof folder, "mkdir -p '%.*s'",
		    (int)(strrchr(path, '/') - path), path);
		ck_assert_int_eq(system(folder), 0);
		support_write_file(path, "1\n0\n0\n0\n0\n0\n");
	}
	setenv("HOME", dir, 1);
}

/* A file name completes on Tab as far as every file it may name agrees,
 * ~ read as the home folder and kept as typed; a title does not. */
START_TEST(tab_completes_a_file_name)
{
	char dir[512], path[600];
	home_holding(dir, sizeof dir, "tab", "puzzles/first.in",
	    "puzzles/fifth.in");
	ui_line line;
	ui_line_start_file(&line, "~/puz");
	press(&line, '\t');
	ck_assert_str_eq(line.text, "~/puzzles/");
	type(&line, "f");
	press(&line, '\t');
	ck_assert_str_eq(line.text, "~/puzzles/fi");
	type(&line, "r");
	press(&line, '\t');
	ck_assert_str_eq(line.text, "~/puzzles/first.in");
	ck_assert_uint_eq(line.at, line.len);
	char expanded[600];
	ck_assert(file_names_expand(line.text, expanded, sizeof expanded));
	snprintf(path, sizeof path, "%s/puzzles/first.in", dir);
	ck_assert_str_eq(expanded, path);
	ck_assert(file_names_expand("a~/b", expanded, sizeof expanded));
	ck_assert_str_eq(expanded, "a~/b");
	/* Nothing that begins so: the line stays. */
	ui_line_start_file(&line, "~/nothing");
	press(&line, '\t');
	ck_assert_str_eq(line.text, "~/nothing");
	ui_line_start(&line, "~/puz", 0);
	press(&line, '\t');
	ck_assert_str_eq(line.text, "~/puz");
}
END_TEST

START_TEST(control_bytes_and_overflow_stay_out)
{
	ui_line line;
	ui_line_start(&line, "abcdef", 4);
	ck_assert_str_eq(line.text, "abcd");
	type(&line, "e");
	ck_assert_str_eq(line.text, "abcd");
	press(&line, KEY_BACKSPACE);
	press(&line, '\t');
	press(&line, 0x1b5);
	press(&line, 200);
	ck_assert_str_eq(line.text, "abc");
	type(&line, "Z");
	ck_assert_str_eq(line.text, "abcZ");
}
END_TEST

/* On a UTF-8 terminal a character of several bytes goes in whole, once
 * its last byte is typed; the cursor, Backspace and Delete step over
 * whole characters; a C1 control, a malformed or overlong sequence and a
 * character that would not fit stay out.  Elsewhere only ASCII goes in. */
START_TEST(utf8_characters_go_in_whole)
{
	ck_assert_ptr_nonnull(setlocale(LC_CTYPE, "C.UTF-8"));
	ui_line line;
	ui_line_start(&line, NULL, 11);
	type(&line, "Caf\xc3\xa9 \xe2\x82\xac!");
	ck_assert_str_eq(line.text, "Caf\xc3\xa9 \xe2\x82\xac!");
	press(&line, KEY_LEFT);
	press(&line, KEY_LEFT);
	ck_assert_uint_eq(line.at, 6);
	press(&line, KEY_BACKSPACE);
	ck_assert_str_eq(line.text, "Caf\xc3\xa9\xe2\x82\xac!");
	press(&line, KEY_LEFT);
	press(&line, KEY_DC);
	ck_assert_str_eq(line.text, "Caf\xe2\x82\xac!");
	press(&line, KEY_RIGHT);
	ck_assert_uint_eq(line.at, 6);
	/* A C1 control, a lone later byte, an overlong slash, a surrogate,
	 * a lead byte cut short by a letter: only the letter. */
	type(&line, "\xc2\x9b" "\x80" "\xc0\xaf" "\xed\xa0\x80" "\xc3" "x");
	ck_assert_str_eq(line.text, "Caf\xe2\x82\xacx!");
	/* Room for three bytes: a character of two goes in, then neither
	 * one of three nor one of two, but a letter. */
	ck_assert_uint_eq(line.len, 8);
	type(&line, "\xc3\xa9");
	ck_assert_uint_eq(line.len, 10);
	type(&line, "\xe2\x82\xac" "\xc3\xa9");
	ck_assert_uint_eq(line.len, 10);
	type(&line, "y");
	ck_assert_str_eq(line.text, "Caf\xe2\x82\xacx\xc3\xa9y!");
	/* A line started from a longer text is cut between characters. */
	ui_line_start(&line, "ab\xe2\x82\xac", 4);
	ck_assert_str_eq(line.text, "ab");

	ck_assert_ptr_nonnull(setlocale(LC_CTYPE, "C"));
	ui_line_start(&line, NULL, 0);
	type(&line, "a\xc3\xa9z");
	ck_assert_str_eq(line.text, "az");
}
END_TEST

/* Names that part inside a character share the characters before it:
 * Tab does not leave half a character on the line. */
START_TEST(tab_completes_whole_characters)
{
	ck_assert_ptr_nonnull(setlocale(LC_CTYPE, "C.UTF-8"));
	char dir[512];
	home_holding(dir, sizeof dir, "tab-utf8", "puzzles/caf\xc3\xa9.in",
	    "puzzles/caf\xc3\xa8.in");
	ui_line line;
	ui_line_start_file(&line, "~/puzzles/c");
	press(&line, '\t');
	ck_assert_str_eq(line.text, "~/puzzles/caf");
	type(&line, "\xc3\xa9");
	press(&line, '\t');
	ck_assert_str_eq(line.text, "~/puzzles/caf\xc3\xa9.in");
	ck_assert_ptr_nonnull(setlocale(LC_CTYPE, "C"));
}
END_TEST

static Suite *ui_line_suite(void)
{
	Suite *s = suite_create("ui_line");
	TCase *t = tcase_create("ui_line");
	tcase_add_test(t, letters_go_in_at_the_cursor);
	tcase_add_test(t, the_shells_keys_erase);
	tcase_add_test(t, enter_takes_and_esc_gives_up);
	tcase_add_test(t, control_bytes_and_overflow_stay_out);
	tcase_add_test(t, tab_completes_a_file_name);
	tcase_add_test(t, utf8_characters_go_in_whole);
	tcase_add_test(t, tab_completes_whole_characters);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(ui_line_suite());
}
