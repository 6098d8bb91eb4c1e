/*
 * The pager of the game's `:` prompt: text that fits is printed whole;
 * longer text stops before the line that would push the first one shown
 * off the screen, Space shows the next screenful (at the size the
 * terminal has by then), Enter one line, q the rest never, Ctrl-Z stops
 * the job and shows the stop again after; a line wider than the terminal
 * is broken between words into rows, and a resize while a stop waits
 * shows the screenful again, broken for the new width.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/wrap.h"
#include "editor/shell_pager.h"
#include "support.h"

/* The memory the pager asks for, refused while `calloc_fails` (this
 * suite is linked with --wrap=calloc). */
void *__real_calloc(size_t count, size_t size);
void *__wrap_calloc(size_t count, size_t size);
static bool calloc_fails;

void *__wrap_calloc(size_t count, size_t size)
{
	return calloc_fails ? NULL : __real_calloc(count, size);
}

typedef struct fake_terminal {
	const char *keys; /* the keys pressed, one at each stop */
	int rows, columns;
	int resized_rows; /* the rows after the first key, 0: the same */
	/* The columns after the first key, 0: the same. */
	int resized_columns;
	/* The size R in keys resizes the terminal to, the pager told. */
	int new_rows, new_columns;
	int stopped;      /* the times the job was stopped (Z in keys) */
	const char *after; /* the line asked on after the text */
	FILE *out;        /* where "<clear>" shows the terminal blanked */
} fake_terminal;

static void fake_size(void *ctx, int *rows, int *columns)
{
	const fake_terminal *t = ctx;
	*rows = t->rows;
	*columns = t->columns;
}

static int fake_key(void *ctx)
{
	fake_terminal *t = ctx;
	if (*t->keys == '\0')
		return -1;
	if (t->resized_rows > 0)
		t->rows = t->resized_rows;
	if (t->resized_columns > 0)
		t->columns = t->resized_columns;
	if (*t->keys == 'R') {
		t->keys++;
		t->rows = t->new_rows;
		t->columns = t->new_columns;
		return SHELL_PAGER_RESIZED;
	}
	if (*t->keys == 'Z') {
		t->keys++;
		return SHELL_KEYS_SUSPEND;
	}
	return (unsigned char)*t->keys++;
}

static void fake_clear(void *ctx)
{
	fake_terminal *t = ctx;
	fputs("<clear>", t->out);
}

static void fake_suspend(void *ctx)
{
	fake_terminal *t = ctx;
	t->stopped++;
}

/* "line 1\n" to "line N\n". */
static char *numbered_lines(int n)
{
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);
	for (int i = 1; i <= n; i++)
		fprintf(out, "line %d\n", i);
	fclose(out);
	return text;
}

/* Page `text` on `t` and expect `want` printed, and the end reached
 * when `whole`. */
static void expect_paged(fake_terminal *t, const char *text, bool whole,
    const char *want)
{
	char *shown = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&shown, &size);
	t->out = out;
	const shell_pager pager = { .out = out, .after = t->after,
		.size = fake_size, .key = fake_key, .clear = fake_clear,
		.suspend = fake_suspend, .ctx = t };
	ck_assert(shell_page(&pager, text, strlen(text)) == whole);
	fclose(out);
	ck_assert_str_eq(shown, want);
	free(shown);
}

/* The same for "line 1\n" to "line N\n". */
static void expect_lines_paged(fake_terminal *t, int n, bool whole,
    const char *want)
{
	char *text = numbered_lines(n);
	expect_paged(t, text, whole, want);
	free(text);
}

/* The stop line, shown and then blanked for the next line. */
#define STOP SHELL_PAGER_MORE "\r" \
	"                                                     \r"

START_TEST(text_that_fits_is_printed_whole)
{
	fake_terminal t = { .keys = "", .rows = 10, .columns = 80 };
	char *text = numbered_lines(9);
	expect_paged(&t, text, true, text);
	free(text);
}
END_TEST

START_TEST(space_shows_a_screenful_and_enter_a_line)
{
	fake_terminal t = { .keys = " \r ", .rows = 4, .columns = 80 };
	expect_lines_paged(&t, 9, true, "line 1\nline 2\nline 3\n" STOP
	    "line 4\nline 5\nline 6\n" STOP "line 7\n" STOP
	    "line 8\nline 9\n");
}
END_TEST

/* A key of no meaning is passed over. */
START_TEST(q_leaves_the_rest_unshown)
{
	fake_terminal t = { .keys = "xq", .rows = 4, .columns = 80 };
	expect_lines_paged(&t, 9, false, "line 1\nline 2\nline 3\n" STOP);
}
END_TEST

/* Taken away while stopped, shown again after, and the key after it is
 * the one that pages. */
START_TEST(ctrl_z_stops_the_job_and_shows_the_stop_again)
{
	fake_terminal t = { .keys = "Z ", .rows = 4, .columns = 80 };
	expect_lines_paged(&t, 5, true, "line 1\nline 2\nline 3\n" STOP
	    STOP "line 4\nline 5\n");
	ck_assert_int_eq(t.stopped, 1);
}
END_TEST

START_TEST(no_key_leaves_the_rest_unshown)
{
	fake_terminal t = { .keys = "", .rows = 4, .columns = 80 };
	expect_lines_paged(&t, 5, false, "line 1\nline 2\nline 3\n" STOP);
}
END_TEST

START_TEST(a_screenful_takes_the_size_after_a_resize)
{
	fake_terminal t = { .keys = " ", .rows = 3, .columns = 80,
		.resized_rows = 6 };
	expect_lines_paged(&t, 7, true, "line 1\nline 2\n" STOP
	    "line 3\nline 4\nline 5\nline 6\nline 7\n");
}
END_TEST

/* 19 letters and blanks on a terminal 10 wide: two rows of 9 columns,
 * broken between words. */
START_TEST(a_wide_line_is_broken_into_rows)
{
	fake_terminal t = { .keys = " ", .rows = 4, .columns = 10 };
	expect_paged(&t, "a\nbbbb bbbb bbbb bbbb\nc\n", true,
	    "a\nbbbb bbbb\nbbbb bbbb\n" SHELL_PAGER_MORE_SHORT
	    "\r          \rc\n");
}
END_TEST

/* The line asked on after the text takes two rows on a narrow terminal:
 * both are kept on the last screenful, whose first line a row fewer
 * pushed off the screen. */
START_TEST(the_line_after_keeps_all_its_rows)
{
	fake_terminal t = { .keys = " ", .rows = 5, .columns = 20,
		.after = "-- press a key to go back --" };
	expect_lines_paged(&t, 6, true, "line 1\nline 2\nline 3\n"
	    SHELL_PAGER_MORE_SHORT "\r          \rline 4\nline 5\nline 6\n");
}
END_TEST

/* What a command at the prompt says, held (wrap_hold()): "  new  " and
 * `help` printed after it from column 7, then `after` as it is; for the
 * caller to free. */
static char *held_help(const char *help, const char *after)
{
	char *text = NULL;
	size_t size = 0;
	FILE *said = open_memstream(&text, &size);
	ck_assert_ptr_nonnull(said);
	wrap_hold(true);
	fputs("  new  ", said);
	wrap_print(said, help, 7, 79);
	fputs(after, said);
	wrap_hold(false);
	fclose(said);
	return text;
}

/* Held text, as a command at the prompt says it: its lines whole, broken
 * when shown, later rows at the column the command gave. */
START_TEST(held_text_is_broken_for_the_width_shown)
{
	char *text = held_help("start a game of either kind", "");
	fake_terminal t = { .keys = "", .rows = 10, .columns = 21 };
	expect_paged(&t, text, true, "  new  start a game\n"
	    "       of either\n       kind\n");
	t.columns = 80;
	expect_paged(&t, text, true, "  new  start a game of either kind\n");
	free(text);
}
END_TEST

/* A resize while the stop waits: the screenful again, for the new size,
 * from the line at its top (here the second, after Enter), in as many
 * rows as there are above the stop, which fits the new width. */
START_TEST(a_resize_at_a_stop_shows_the_screenful_again)
{
	fake_terminal t = { .keys = "\rR ", .rows = 3, .columns = 80,
		.new_rows = 4, .new_columns = 9 };
	expect_paged(&t, "aaa bbb ccc\nddd eee fff\nggg\nhhh\n", true,
	    "aaa bbb ccc\nddd eee fff\n" STOP "ggg\n" SHELL_PAGER_MORE
	    "<clear>ddd eee\nfff\nggg\n" SHELL_PAGER_MORE_SHORT
	    "\r         \rhhh\n");
}
END_TEST

/* A screenful shown again that holds the rest ends the paging. */
START_TEST(a_resize_that_shows_the_rest_ends_the_paging)
{
	fake_terminal t = { .keys = "R", .rows = 3, .columns = 80,
		.new_rows = 6, .new_columns = 80 };
	expect_lines_paged(&t, 5, true, "line 1\nline 2\n" SHELL_PAGER_MORE
	    "<clear>line 1\nline 2\nline 3\nline 4\nline 5\n");
}
END_TEST

/* A resize to a terminal too small to page on, the line after the text
 * taking all its rows: the rest is printed whole, as it is when the
 * paging starts so, rather than left unshown as if it had been. */
START_TEST(a_resize_too_small_to_page_shows_the_rest)
{
	fake_terminal t = { .keys = "R", .rows = 3, .columns = 80,
		.new_rows = 2, .new_columns = 12,
		.after = "-- press a key to go back --" };
	expect_lines_paged(&t, 5, true, "line 1\nline 2\n" SHELL_PAGER_MORE
	    "<clear>line 1\nline 2\nline 3\nline 4\nline 5\n");
}
END_TEST

/* Without memory to break held text with, its lines are printed as they
 * are, whole, but never with their marks, which are no text. */
START_TEST(held_text_without_memory_is_printed_without_its_marks)
{
	char *text = held_help("start a game\nof either kind", "as it is\n");
	fake_terminal t = { .keys = "", .rows = 10, .columns = 21 };
	calloc_fails = true;
	expect_paged(&t, text, true, "  new  start a game\n"
	    "       of either kind\nas it is\n");
	calloc_fails = false;
	free(text);
}
END_TEST

/* A key that comes before the news that the terminal narrowed: the stop
 * line is taken away in blanks that fit the new width, which ran on to a
 * row of their own and left it blank in the text. */
START_TEST(the_stop_is_taken_away_within_a_narrowed_terminal)
{
	fake_terminal t = { .keys = " ", .rows = 4, .columns = 80,
		.resized_columns = 20 };
	expect_lines_paged(&t, 5, true, "line 1\nline 2\nline 3\n"
	    SHELL_PAGER_MORE "\r                    \rline 4\nline 5\n");
}
END_TEST

static Suite *shell_pager_suite(void)
{
	Suite *s = suite_create("shell_pager");
	TCase *t = tcase_create("pages");
	tcase_add_test(t, text_that_fits_is_printed_whole);
	tcase_add_test(t, space_shows_a_screenful_and_enter_a_line);
	tcase_add_test(t, q_leaves_the_rest_unshown);
	tcase_add_test(t, ctrl_z_stops_the_job_and_shows_the_stop_again);
	tcase_add_test(t, no_key_leaves_the_rest_unshown);
	tcase_add_test(t, a_screenful_takes_the_size_after_a_resize);
	tcase_add_test(t, a_wide_line_is_broken_into_rows);
	tcase_add_test(t, the_line_after_keeps_all_its_rows);
	tcase_add_test(t, held_text_is_broken_for_the_width_shown);
	tcase_add_test(t, a_resize_at_a_stop_shows_the_screenful_again);
	tcase_add_test(t, a_resize_that_shows_the_rest_ends_the_paging);
	tcase_add_test(t, the_stop_is_taken_away_within_a_narrowed_terminal);
	tcase_add_test(t, a_resize_too_small_to_page_shows_the_rest);
	tcase_add_test(t,
	    held_text_without_memory_is_printed_without_its_marks);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(shell_pager_suite());
}
