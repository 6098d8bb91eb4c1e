/*
 * The line editor's end on a signal: a stop its caller's handler has
 * asked for ends the line even when it came while keys were being
 * handled rather than waited for (a SIGTERM between two keys once left
 * `tumble shell` waiting for more), and the keys are read when none has.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "editor/shell_editor.h"
#include "support.h"

static bool stop_asked;

static bool asked(void)
{
	return stop_asked;
}

/* An editor reading `keys` from a pipe, its history in a fresh folder. */
static shell_editor *editor_on(const char *keys, FILE **in, FILE **out)
{
	setenv("XDG_STATE_HOME", support_temp_dir(), 1);
	int fds[2];
	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_eq(write(fds[1], keys, strlen(keys)),
	    (ssize_t)strlen(keys));
	close(fds[1]);
	*in = fdopen(fds[0], "r");
	*out = fopen("/dev/null", "w");
	ck_assert_ptr_nonnull(*out);
	shell_editor *ed = shell_editor_open(*in, *out, *out, asked);
	ck_assert_ptr_nonnull(ed);
	return ed;
}

START_TEST(a_stop_asked_before_the_wait_ends_the_line)
{
	FILE *in, *out;
	shell_editor *ed = editor_on("status\n", &in, &out);
	/* The handler ran while the editor was busy: the keys waiting are
	 * not read, the line ends. */
	stop_asked = true;
	ck_assert_ptr_null(shell_editor_read(ed, SHELL_PROMPT));
	shell_editor_close(ed);
	fclose(in);
	fclose(out);
}
END_TEST

START_TEST(without_a_stop_the_keys_make_the_line)
{
	FILE *in, *out;
	shell_editor *ed = editor_on("status\n", &in, &out);
	stop_asked = false;
	const char *line = shell_editor_read(ed, SHELL_PROMPT);
	ck_assert_ptr_nonnull(line);
	ck_assert_str_eq(line, "status");
	shell_editor_close(ed);
	fclose(in);
	fclose(out);
}
END_TEST

static Suite *shell_editor_suite(void)
{
	Suite *s = suite_create("shell_editor");
	TCase *t = tcase_create("stop");
	tcase_add_test(t, a_stop_asked_before_the_wait_ends_the_line);
	tcase_add_test(t, without_a_stop_the_keys_make_the_line);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(shell_editor_suite());
}
