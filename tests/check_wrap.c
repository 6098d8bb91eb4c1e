/*
 * Text broken for the terminal (command/wrap.h) in a UTF-8 locale, as the
 * program runs: lines are measured in the columns the terminal shows,
 * not in bytes (é takes two bytes and one column, a CJK letter three
 * bytes and two), never end inside a character and never run past the
 * width.
 */
#include <check.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "command/columns.h"
#include "command/wrap.h"
#include "support.h"

#define E_ACUTE "\xc3\xa9"        /* é: 2 bytes, 1 column */
#define PA "\xe3\x83\x91"         /* パ: 3 bytes, 2 columns */
#define ZU "\xe3\x82\xba"         /* ズ */
#define RU "\xe3\x83\xab"         /* ル */

/* What wrap_print() says of `text` from column 0 in `width` columns. */
static char *printed(const char *text, int width)
{
	char *said = NULL;
	size_t size = 0;
	FILE *lines = open_memstream(&said, &size);
	ck_assert_ptr_nonnull(lines);
	wrap_print(lines, text, 0, width);
	fclose(lines);
	return said;
}

/* Every line of `said` is whole characters and at most `width` columns;
 * returns how many lines there are. */
static int lines_within(const char *said, int width)
{
	int count = 0;
	for (const char *line = said; *line != '\0'; count++) {
		const size_t length = strcspn(line, "\n");
		char *copy = strndup(line, length);
		ck_assert_ptr_nonnull(copy);
		ck_assert_msg(mbstowcs(NULL, copy, 0) != (size_t)-1,
		    "a character cut in \"%s\"", copy);
		ck_assert_msg(columns_text_width(copy) <= width,
		    "\"%s\" is wider than %d", copy, width);
		free(copy);
		line += length + (line[length] == '\n');
	}
	return count;
}

/* A line of é's fits as many as the columns, not half as many: a file
 * named with them is said on one line where it fits. */
START_TEST(an_accent_takes_one_column)
{
	static const char text[] = E_ACUTE "t" E_ACUTE " " E_ACUTE "t"
	    E_ACUTE;
	/* 7 columns, 11 bytes: whole in 7 columns. */
	ck_assert_int_eq(wrap_line(text, 7), 11);
	/* In 6 it breaks at the blank, "été" (5 bytes) on the first line
	 * at its very edge in 3 too. */
	ck_assert_int_eq(wrap_line(text, 6), 5);
	ck_assert_int_eq(wrap_line(text, 3), 5);
	/* In 2 the word is cut between characters, two of them. */
	ck_assert_int_eq(wrap_line(text, 2), 3);
	char *said = printed("load niveaux-" E_ACUTE "t" E_ACUTE ".txt", 20);
	ck_assert_str_eq(said, "load niveaux-" E_ACUTE "t" E_ACUTE ".txt\n");
	ck_assert_int_eq(lines_within(said, 20), 1);
	free(said);
	/* A word longer than the line: cut at the width in columns. */
	said = printed("a" E_ACUTE "a" E_ACUTE "a" E_ACUTE "a" E_ACUTE, 5);
	ck_assert_str_eq(said, "a" E_ACUTE "a" E_ACUTE "a\n" E_ACUTE "a"
	    E_ACUTE "\n");
	ck_assert_int_eq(lines_within(said, 5), 2);
	free(said);
}
END_TEST

/* A double-width letter counts two: it goes to the next line rather than
 * past the edge, and is never cut in two. */
START_TEST(a_wide_letter_takes_two_columns)
{
	static const char text[] = "ab " PA ZU RU ".txt";
	/* "ab パズル.txt": 13 columns, 16 bytes. */
	ck_assert_int_eq(wrap_line(text, 13), 16);
	ck_assert_int_eq(wrap_line(text, 12), 2);
	/* The word alone, cut: パズ in 5 and in 4, パ in 3 and 2. */
	const char *word = wrap_rest(text, 2);
	ck_assert_str_eq(word, PA ZU RU ".txt");
	ck_assert_int_eq(wrap_line(word, 5), 6);
	ck_assert_int_eq(wrap_line(word, 4), 6);
	ck_assert_int_eq(wrap_line(word, 3), 3);
	ck_assert_int_eq(wrap_line(word, 2), 3);
	/* A line narrower than a letter holds that letter alone, whole. */
	ck_assert_int_eq(wrap_line(word, 1), 3);
	char *said = printed(text, 5);
	ck_assert_str_eq(said, "ab\n" PA ZU "\n" RU ".tx\nt\n");
	ck_assert_int_eq(lines_within(said, 5), 4);
	free(said);
	/* Every width from 2 to past the whole text: each line within. */
	static const char mixed[] = "Cannot read " PA ZU RU "-" E_ACUTE
	    "t" E_ACUTE ".txt: no such file";
	for (int width = 2; width <= 40; width++) {
		said = printed(mixed, width);
		lines_within(said, width);
		free(said);
	}
}
END_TEST

/* The columns a character takes: a control or other character that
 * prints nothing of its own one, a mark on the letter before it none,
 * a byte that is no character one, its later bytes with it. */
START_TEST(each_character_has_its_columns)
{
	ck_assert_int_eq(columns_text_width("a" E_ACUTE PA), 4);
	ck_assert_int_eq(columns_text_width("a\x01z"), 3);
	ck_assert_int_eq(columns_text_width("e\xcc\x81"), 1);
	ck_assert_int_eq(columns_text_width("\xff"), 1);
	int used;
	/* Half of パ: its two bytes stay together, two columns. */
	ck_assert_uint_eq(columns_fitting("\xe3\x83" "a", 3, 1, &used), 0);
	ck_assert_uint_eq(columns_fitting("\xe3\x83" "a", 3, 2, &used), 2);
	ck_assert_int_eq(used, 2);
	ck_assert_uint_eq(columns_fitting(PA E_ACUTE, 5, 2, &used), 3);
	ck_assert_int_eq(used, 2);
	ck_assert_uint_eq(columns_fitting(PA E_ACUTE, 5, 3, &used), 5);
	ck_assert_int_eq(used, 3);
}
END_TEST

/* A question's answer keeps its room beside a last line of é's counted
 * in columns: "ééééé" and " y" in 7 columns is one row. */
START_TEST(a_question_counts_columns)
{
	ck_assert_int_eq(wrap_ask_rows(E_ACUTE E_ACUTE E_ACUTE E_ACUTE E_ACUTE,
	    1, 8), 1);
	ck_assert_int_eq(wrap_ask_rows(E_ACUTE E_ACUTE E_ACUTE E_ACUTE E_ACUTE
	    E_ACUTE, 1, 8), 2);
	/* 13 columns and the answer's 2 in a line of 15. */
	ck_assert_int_eq(wrap_ask_rows("Replace " PA ZU "?", 1, 16), 1);
	ck_assert_int_eq(wrap_ask_rows("Replace " PA ZU "?", 1, 15), 2);
}
END_TEST

/* The prompt's held lines break for the width they are shown at, in
 * columns too. */
START_TEST(held_rows_count_columns)
{
	int indent;
	static const char line[] = "load " PA ZU RU " " E_ACUTE E_ACUTE;
	ck_assert_int_eq(wrap_held_row(line, 0, 5, 12, &indent), 14);
	ck_assert_int_eq(wrap_held_row(line, 0, 5, 11, &indent), 14);
	ck_assert_int_eq(wrap_held_row(line, 0, 5, 10, &indent), 4);
	ck_assert_int_eq(wrap_held_row(line, 5, 5, 10, &indent), 6);
	ck_assert_int_eq(indent, 5);
}
END_TEST

/* A list of names and their help keeps the help beside the names while
 * it has as many columns as they take, and puts it under them on a
 * terminal narrower than that, rather than in a strip a word wide. */
START_TEST(help_goes_under_its_name_when_narrow)
{
	ck_assert_int_eq(wrap_help_column(25, 6, 79), 25);
	ck_assert_int_eq(wrap_help_column(25, 6, 50), 25);
	ck_assert_int_eq(wrap_help_column(25, 6, 49), 6);
	ck_assert_int_eq(wrap_help_column(24, 10, 39), 10);
	/* No terminal: the lines as written, beside their names. */
	ck_assert_int_eq(wrap_help_column(25, 6, 0), 25);
}
END_TEST

/* What `print` (wrap_print_hanging() or one like it) says of `text`
 * after `indent` columns a caller printed, its rows going on at `hang`,
 * in `width` columns. */
static char *printed_by(void (*print)(FILE *out, const char *text,
    int indent, int hang, int width), const char *text, int indent,
    int hang, int width)
{
	char *said = NULL;
	size_t size = 0;
	FILE *lines = open_memstream(&said, &size);
	ck_assert_ptr_nonnull(lines);
	print(lines, text, indent, hang, width);
	fclose(lines);
	return said;
}

static char *printed_hanging(const char *text, int indent, int hang,
    int width)
{
	return printed_by(wrap_print_hanging, text, indent, hang, width);
}

static char *printed_prose(const char *text, int indent, int hang,
    int width)
{
	return printed_by(wrap_print_prose, text, indent, hang, width);
}

/* A synopsis too wide goes on under its operands, its own next line at
 * its indent with its blanks; its words are never cut, and the caller's
 * columns before the first line count. */
START_TEST(a_synopsis_goes_on_under_its_operands)
{
	static const char usage[] = "tumble plan [FILE | BOARD] [-t SECONDS]\n"
	    "            [-s N] [-n N]\n";
	char *said = printed_hanging(usage, 2, 14, 30);
	ck_assert_str_eq(said, "tumble plan [FILE | BOARD]\n"
	    "              [-t SECONDS]\n"
	    "              [-s N] [-n N]\n");
	free(said);
	said = printed_hanging("one two three four", 20, 4, 30);
	ck_assert_str_eq(said, "one two\n    three four\n");
	free(said);
}
END_TEST

/* What wrap_print_synopsis() says, as printed_hanging() does. */
static char *printed_synopsis(const char *text, int indent, int hang,
    int width)
{
	char *said = NULL;
	size_t size = 0;
	FILE *lines = open_memstream(&said, &size);
	ck_assert_ptr_nonnull(lines);
	wrap_print_synopsis(lines, text, indent, hang, width);
	fclose(lines);
	return said;
}

/* A synopsis keeps an operand group whole on a narrow terminal, "[-t
 * SECONDS]" on one row rather than "[-t" at the end of one and
 * "SECONDS]" on the next, or "N]" alone; a group wider than the rows it
 * would go on still breaks at its blanks, the groups inside it whole.
 * Prose keeps its breaks, and output to no terminal its lines. */
START_TEST(a_synopsis_keeps_its_groups_whole)
{
	static const char plan[] = "tumble plan [FILE [-g K] | BOARD] "
	    "[-t SECONDS] [--cpu] [-j N] [-s N] [-n N]";
	char *said = printed_synopsis(plan, 7, 19, 39);
	ck_assert_str_eq(said, "tumble plan [FILE [-g K] |\n"
	    "                   BOARD] [-t SECONDS]\n"
	    "                   [--cpu] [-j N]\n"
	    "                   [-s N] [-n N]\n");
	free(said);
	said = printed_synopsis(plan, 2, 14, 62);
	ck_assert_str_eq(said, "tumble plan [FILE [-g K] | BOARD] "
	    "[-t SECONDS] [--cpu]\n              [-j N] [-s N] [-n N]\n");
	free(said);
	/* The row it ends decides: "[-j N]" moves on, "N]" stays. */
	ck_assert_int_eq(wrap_synopsis_line("review [-t SECONDS] [-j N]", 23,
	    23), 19);
	ck_assert_int_eq(wrap_line("review [-t SECONDS] [-j N]", 23), 23);
	/* Wider than the rows after it: broken at a blank, "[-g K]" kept. */
	said = printed_synopsis("same [FILE [-g K] | ID | SEED] [-s N]", 0,
	    5, 16);
	ck_assert_str_eq(said, "same [FILE\n     [-g K] | ID\n"
	    "     | SEED]\n     [-s N]\n");
	free(said);
	/* Prose is broken as before, and nothing for no terminal. */
	said = printed_hanging("default [-t SECONDS]", 0, 0, 12);
	ck_assert_str_eq(said, "default [-t\nSECONDS]\n");
	free(said);
	said = printed_synopsis(plan, 7, 19, 0);
	ck_assert_str_eq(said, "tumble plan [FILE [-g K] | BOARD] "
	    "[-t SECONDS] [--cpu] [-j N] [-s N] [-n N]\n");
	free(said);
}
END_TEST

/* Width 0, for output that is no terminal: the lines as written, the
 * caller's indent before each after the first, nothing for no text. */
START_TEST(help_for_a_program_is_left_as_written)
{
	static const char help[] = "run N searches side by side (default: "
	    "one per core);\nwith --moves and one thread";
	char *said = printed_hanging(help, 24, 24, 0);
	ck_assert_str_eq(said, "run N searches side by side (default: one "
	    "per core);\n                        with --moves and one "
	    "thread\n");
	free(said);
	said = printed_hanging("", 0, 0, 0);
	ck_assert_str_eq(said, "");
	free(said);
	/* A stream that is no terminal gets its help so. */
	FILE *pipe = tmpfile();
	ck_assert_ptr_nonnull(pipe);
	ck_assert_int_eq(wrap_help_width(pipe), 0);
	fclose(pipe);
}
END_TEST

/* Prose written in lines for 80 columns, broken for a narrower
 * terminal, goes on from a line that ends inside a sentence into the
 * next, where each such line left a row of a word or two ("1;" alone
 * under "search each board this long (default"); a sentence's end, a
 * blank line and an indented line keep their breaks, and lines that fit
 * keep theirs. */
START_TEST(prose_goes_on_inside_a_sentence)
{
	char joined[256];
	ck_assert(wrap_join_sentences("search each board this long (default "
	    "1;\n0: no time limit)\nrun N searches; with --moves\n"
	    "the same.\nNext:\n  kept\n\nAfter a blank\n", joined,
	    sizeof joined));
	ck_assert_str_eq(joined, "search each board this long (default 1; "
	    "0: no time limit) run N searches; with --moves the same.\n"
	    "Next:\n  kept\n\nAfter a blank\n");
	ck_assert(!wrap_join_sentences("a\nb", joined, 3));
	char *said = printed_prose("search each board this long (default "
	    "1;\n0: no time limit, for --moves)", 24, 24, 62);
	ck_assert_str_eq(said, "search each board this long (default\n"
	    "                        1; 0: no time limit, for --moves)\n");
	free(said);
	/* For a program, and where they fit, the lines as written. */
	for (int width = 0; width <= 80; width += 80) {
		said = printed_prose("default 1;\n0: none", 0, 0, width);
		ck_assert_str_eq(said, "default 1;\n0: none\n");
		free(said);
	}
}
END_TEST

static Suite *wrap_suite(void)
{
	Suite *s = suite_create("wrap");
	TCase *t = tcase_create("wrap");
	tcase_add_test(t, an_accent_takes_one_column);
	tcase_add_test(t, a_wide_letter_takes_two_columns);
	tcase_add_test(t, each_character_has_its_columns);
	tcase_add_test(t, a_question_counts_columns);
	tcase_add_test(t, held_rows_count_columns);
	tcase_add_test(t, help_goes_under_its_name_when_narrow);
	tcase_add_test(t, a_synopsis_goes_on_under_its_operands);
	tcase_add_test(t, a_synopsis_keeps_its_groups_whole);
	tcase_add_test(t, help_for_a_program_is_left_as_written);
	tcase_add_test(t, prose_goes_on_inside_a_sentence);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	/* As the program runs: setlocale(LC_ALL, "") in a UTF-8 one. */
	if (setlocale(LC_ALL, "C.UTF-8") == NULL)
		return 77;
	return support_run_suite(wrap_suite());
}
