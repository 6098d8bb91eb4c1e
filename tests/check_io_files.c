/*
 * Atomic file replacement, the XDG folders, and times in seconds.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/atomic_file.h"
#include "io/paths.h"
#include "io/seconds.h"
#include "support.h"

START_TEST(atomic_write_replaces_and_failure_keeps_the_old_file)
{
	const char *dir = support_temp_dir();
	char path[256], error[512], sub[256];
	snprintf(path, sizeof path, "%s/save.txt", dir);
	ck_assert(atomic_file_write(path, "one\n", 4, error, sizeof error));
	ck_assert(atomic_file_write(path, "two\n", 4, error, sizeof error));
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "two\n");
	free(text);

	/* An aborted write leaves the old file and no temporary behind. */
	atomic_file f;
	ck_assert(atomic_file_open(&f, path, error, sizeof error));
	fputs("half", f.fp);
	atomic_file_abort(&f);
	text = support_read_file(path);
	ck_assert_str_eq(text, "two\n");
	free(text);
	ck_assert_int_ne(access(f.temp, F_OK), 0);

	/* A folder that does not exist: a message naming the file. */
	snprintf(sub, sizeof sub, "%s/missing/save.txt", dir);
	ck_assert(!atomic_file_write(sub, "x", 1, error, sizeof error));
	ck_assert_ptr_nonnull(strstr(error, sub));
	ck_assert_ptr_nonnull(strstr(error, ": no such folder"));
	/* A folder that is there but takes no new file (/proc, where
	 * creating one says ENOENT) is not said to be missing. */
	if (access("/proc/version", F_OK) == 0) {
		ck_assert(!atomic_file_write("/proc/version", "x", 1, error,
		    sizeof error));
		ck_assert_str_eq(error, "cannot write /proc/version: its "
		    "folder cannot hold a new file");
	}
	/* Neither a folder nor a FIFO may be replaced, as is known before
	 * anything is written; a regular file or none may. */
	ck_assert(!atomic_file_replaceable(dir, error, sizeof error));
	ck_assert_ptr_nonnull(strstr(error, ": a folder"));
	ck_assert(atomic_file_replaceable(path, error, sizeof error));
	ck_assert(atomic_file_replaceable(sub, error, sizeof error));
	/* Writable now: its folder is there too, as a writer that makes
	 * no folder needs; else in the words of the write. */
	ck_assert(atomic_file_writable(path, error, sizeof error));
	ck_assert(!atomic_file_writable(sub, error, sizeof error));
	char want[700];
	snprintf(want, sizeof want, "cannot write %s: no such folder", sub);
	ck_assert_str_eq(error, want);

	snprintf(sub, sizeof sub, "%s/a/b/c", dir);
	ck_assert(atomic_file_make_dirs(sub, error, sizeof error));
	struct stat st;
	ck_assert_int_eq(stat(sub, &st), 0);
	ck_assert(S_ISDIR(st.st_mode));
	unlink(path);
	rmdir(sub);
	snprintf(sub, sizeof sub, "%s/a/b", dir);
	rmdir(sub);
	snprintf(sub, sizeof sub, "%s/a", dir);
	rmdir(sub);
	rmdir(dir);
}
END_TEST

/* A path too long to hold is refused whole: a parent cut to fit would
 * be made as folders nobody named. */
START_TEST(a_parent_too_long_to_hold_is_not_made_in_part)
{
	const char *dir = support_temp_dir();
	char path[5200], first[512], error[512];
	size_t len = (size_t)snprintf(path, sizeof path, "%s", dir);
	while (len < 5000)
		len += (size_t)snprintf(path + len, sizeof path - len,
		    "/%0200d", 0);
	snprintf(path + len, sizeof path - len, "/file");
	ck_assert(!atomic_file_make_parent(path, error, sizeof error));
	ck_assert_ptr_nonnull(strstr(error, "cannot create"));
	snprintf(first, sizeof first, "%s/%0200d", dir, 0);
	ck_assert_int_ne(access(first, F_OK), 0);
	rmdir(dir);
}
END_TEST

START_TEST(xdg_folders_follow_the_environment)
{
	char out[256];
	setenv("HOME", "/home/player", 1);
	unsetenv("XDG_DATA_HOME");
	unsetenv("XDG_STATE_HOME");
	ck_assert(paths_data_dir(out, sizeof out));
	ck_assert_str_eq(out, "/home/player/.local/share/tumble");
	ck_assert(paths_state_file("history", out, sizeof out));
	ck_assert_str_eq(out, "/home/player/.local/state/tumble/history");
	setenv("XDG_DATA_HOME", "/data", 1);
	ck_assert(paths_data_file("scores", out, sizeof out));
	ck_assert_str_eq(out, "/data/tumble/scores");
	/* Relative XDG values are ignored, as the XDG rules say. */
	setenv("XDG_STATE_HOME", "relative", 1);
	ck_assert(paths_state_dir(out, sizeof out));
	ck_assert_str_eq(out, "/home/player/.local/state/tumble");
	unsetenv("HOME");
	unsetenv("XDG_STATE_HOME");
	ck_assert(!paths_state_dir(out, sizeof out));
	ck_assert(!paths_data_file("x", out, 8));
}
END_TEST

/* A data folder named up to PATHS_DIR_MAX bytes is one; a longer name
 * is none, and is said to be too long rather than unset, nor cut short
 * into the name of another file. */
START_TEST(a_data_folder_named_too_long_is_none)
{
	char out[4096], base[5000];
	unsetenv("XDG_DATA_HOME");
	unsetenv("HOME");
	ck_assert(!paths_data_dir(out, sizeof out));
	ck_assert_str_eq(paths_data_trouble(), "set HOME or XDG_DATA_HOME");
	const size_t most = PATHS_DIR_MAX - strlen("/tumble");
	memset(base, 'd', most);
	base[0] = '/';
	base[most] = '\0';
	setenv("XDG_DATA_HOME", base, 1);
	ck_assert(paths_data_file("kept-same-3.1234567.abcdef.bad.10", out,
	    sizeof out));
	ck_assert_uint_eq(strlen(out), PATHS_DIR_MAX + 34);
	ck_assert_str_eq(paths_data_trouble(), "");
	strcat(base, "d");
	setenv("XDG_DATA_HOME", base, 1);
	ck_assert(!paths_data_dir(out, sizeof out));
	ck_assert(!paths_data_file("scores", out, sizeof out));
	ck_assert_str_eq(paths_data_trouble(), "the data folder's name is "
	    "too long; set XDG_DATA_HOME to a shorter one");
	/* So does a home whose data folder would be too long. */
	unsetenv("XDG_DATA_HOME");
	setenv("HOME", base, 1);
	ck_assert(!paths_data_dir(out, sizeof out));
	ck_assert_str_eq(paths_data_trouble(), "the data folder's name is "
	    "too long; set XDG_DATA_HOME to a shorter one");
	unsetenv("HOME");
}
END_TEST

/* The data folder as a player reads it: the home folder it starts in
 * as ~, a home that only begins its name left whole. */
START_TEST(the_data_folder_is_shown_with_home_as_a_tilde)
{
	char out[256];
	setenv("HOME", "/home/ann/", 1);
	unsetenv("XDG_DATA_HOME");
	ck_assert(paths_data_dir_shown(out, sizeof out));
	ck_assert_str_eq(out, "~/.local/share/tumble");
	setenv("XDG_DATA_HOME", "/home/anna/data", 1);
	ck_assert(paths_data_dir_shown(out, sizeof out));
	ck_assert_str_eq(out, "/home/anna/data/tumble");
	setenv("XDG_DATA_HOME", "/home/ann/data", 1);
	ck_assert(paths_data_dir_shown(out, sizeof out));
	ck_assert_str_eq(out, "~/data/tumble");
	setenv("HOME", "/", 1);
	ck_assert(paths_data_dir_shown(out, sizeof out));
	ck_assert_str_eq(out, "/home/ann/data/tumble");
	unsetenv("HOME");
	ck_assert(paths_data_dir_shown(out, sizeof out));
	ck_assert_str_eq(out, "/home/ann/data/tumble");
	unsetenv("XDG_DATA_HOME");
	ck_assert(!paths_data_dir_shown(out, sizeof out));
}
END_TEST

START_TEST(seconds_are_read_as_people_write_them)
{
	const struct { const char *text; double value; } good[] = {
		{ "2", 2 }, { "0", 0 }, { "0.3", 0.3 }, { ".5", 0.5 },
		{ "10.", 10 }, { "600", 600 }, { "0.001", 0.001 },
	};
	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
		double v = -1;
		ck_assert_msg(io_seconds_parse(good[i].text, &v), "%s",
		    good[i].text);
		ck_assert_double_eq_tol(v, good[i].value, 1e-9);
	}
	const char *const bad[] = { "", ".", "0x10", "1e3", "-1", "+1",
	    " 1", "1 ", "inf", "nan", "1,5", "1.2.3", "99999999999" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		double v = 7;
		ck_assert_msg(!io_seconds_parse(bad[i], &v), "'%s'", bad[i]);
		ck_assert_double_eq(v, 7);
	}
	/* Said back in the same form, which reads back: not 1e-06. */
	const struct { double value; const char *text; } said[] = {
		{ 0.3, "0.3" }, { 2, "2" }, { 0, "0" },
		{ 0.000001, "0.000001" }, { 86400, "86400" }, { 0.5, "0.5" },
		{ 0.0000001, "0.0000001" }, { 0.25, "0.25" },
	};
	for (size_t i = 0; i < sizeof said / sizeof said[0]; i++) {
		char text[48];
		io_seconds_format(text, sizeof text, said[i].value);
		ck_assert_str_eq(text, said[i].text);
	}
	/* What was asked is said back as it was written, however many
	 * decimals it took. */
	const char *const asked[] = { "0.0000001", "0.000000123", "1.5",
	    "3600.000001", "0.001", "42", "0.0123456789012",
	    "0.00000000000001", "86399.1234567891", "0.1234567890123" };
	for (size_t i = 0; i < sizeof asked / sizeof asked[0]; i++) {
		char text[48];
		double v;
		ck_assert(io_seconds_parse(asked[i], &v));
		io_seconds_format(text, sizeof text, v);
		ck_assert_str_eq(text, asked[i]);
	}
}
END_TEST

static Suite *io_files_suite(void)
{
	Suite *s = suite_create("io_files");
	TCase *t = tcase_create("files");
	tcase_add_test(t, atomic_write_replaces_and_failure_keeps_the_old_file);
	tcase_add_test(t, a_parent_too_long_to_hold_is_not_made_in_part);
	tcase_add_test(t, xdg_folders_follow_the_environment);
	tcase_add_test(t, a_data_folder_named_too_long_is_none);
	tcase_add_test(t, the_data_folder_is_shown_with_home_as_a_tilde);
	tcase_add_test(t, seconds_are_read_as_people_write_them);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(io_files_suite());
}
