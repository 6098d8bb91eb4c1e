/*
 * Faults from outside: a save or a high score write killed at random
 * moments leaves the old file or the new one, complete; a full disk, a
 * device or folder in place of a file, and a missing file each give a
 * message and a non-zero status, never a crash or a half-written file.
 */
#include <check.h>
#include <dirent.h>
#include <stdbool.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "io/scores.h"
#include "support.h"

/* Kills per test: enough to land in every part of a write many times
 * over the runs, few enough for the sanitizer and valgrind builds. */
#define FAULTS_KILLS 40

static char *faults_path(const char *dir, const char *name)
{
	size_t size = strlen(dir) + strlen(name) + 2;
	char *path = malloc(size);
	ck_assert_ptr_nonnull(path);
	snprintf(path, size, "%s/%s", dir, name);
	return path;
}

static void faults_write(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");
	ck_assert_ptr_nonnull(fp);
	fputs(text, fp);
	ck_assert_int_eq(fclose(fp), 0);
}

/* The file must hold exactly `a` or exactly `b`. */
static void faults_check_whole(const char *path, const char *a,
    const char *b)
{
	char *text = support_read_file(path);
	ck_assert_msg(text != NULL, "%s is gone", path);
	ck_assert_msg(strcmp(text, a) == 0 || strcmp(text, b) == 0,
	    "%s holds neither file:\n%s", path, text);
	free(text);
}

/* A process killed between making its temporary file and renaming it
 * leaves the temporary file behind, beside the target: remove those, so
 * that each run starts alike.  Returns how many there were. */
static int faults_remove_temps(const char *dir, const char *target)
{
	DIR *d = opendir(dir);
	ck_assert_ptr_nonnull(d);
	struct dirent *entry;
	int count = 0;
	size_t len = strlen(target);
	while ((entry = readdir(d)) != NULL) {
		if (strncmp(entry->d_name, target, len) != 0 ||
		    entry->d_name[len] != '.')
			continue;
		char *path = faults_path(dir, entry->d_name);
		unlink(path);
		free(path);
		count++;
	}
	closedir(d);
	return count;
}

/* Wait a random moment (up to `most` microseconds), then SIGKILL. */
static void faults_kill_later(pid_t pid, unsigned most)
{
	usleep((useconds_t)(rand() % most));
	kill(pid, SIGKILL);
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
}

START_TEST(a_killed_save_leaves_the_old_or_the_new_file)
{
	const char *dir = support_temp_dir();
	char *save = faults_path(dir, "game.save");
	char *one = faults_path(dir, "one.save");
	char *two = faults_path(dir, "two.save");
	char *script = faults_path(dir, "script");

	/* The two saves, written whole once. */
	size_t size = 4 * strlen(dir) + 4096;
	char *text = malloc(size);
	ck_assert_ptr_nonnull(text);
	snprintf(text, size, "new same 1\ngreedy 3\nsave %s\nnew same 2\n"
	    "save %s\n", one, two);
	run_result r = support_run(text, NULL, "shell", NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	support_run_free(&r);
	char *old_text = support_read_file(one);
	char *new_text = support_read_file(two);
	ck_assert_str_ne(old_text, new_text);

	/* A script that saves the two games in turn, over and over. */
	FILE *fp = fopen(script, "w");
	ck_assert_ptr_nonnull(fp);
	for (int i = 0; i < 100; i++)
		fprintf(fp, "new same 2\nsave %s\nnew same 1\ngreedy 3\n"
		    "save %s\n", save, save);
	ck_assert_int_eq(fclose(fp), 0);

	const char *bin = getenv("TUMBLE_BIN");
	srand(1);
	for (int i = 0; i < FAULTS_KILLS; i++) {
		faults_write(save, old_text);
		pid_t pid = fork();
		ck_assert_int_ge(pid, 0);
		if (pid == 0) {
			int null = open("/dev/null", O_RDWR);
			dup2(null, 0);
			dup2(null, 1);
			dup2(null, 2);
			execl(bin, bin, "shell", script, (char *)NULL);
			_exit(127);
		}
		faults_kill_later(pid, 50000);
		faults_check_whole(save, old_text, new_text);
		faults_remove_temps(dir, "game.save");
	}
	free(text);
	free(old_text);
	free(new_text);
	free(save);
	free(one);
	free(two);
	free(script);
}
END_TEST

static void faults_table(scores_table *t, long first)
{
	t->count = 0;
	for (int i = 0; i < SCORES_PER_KIND; i++)
		scores_add(t, "same-10x15x3", first - i, "2026-11-29");
}

START_TEST(a_killed_score_write_leaves_a_whole_file)
{
	const char *dir = support_temp_dir();
	char *path = faults_path(dir, "scores");
	char error[512];
	scores_table *a = malloc(sizeof *a), *b = malloc(sizeof *b);
	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(b);
	faults_table(a, 1000);
	faults_table(b, 2000000);
	ck_assert(scores_write(path, b, error, sizeof error));
	char *b_text = support_read_file(path);
	ck_assert(scores_write(path, a, error, sizeof error));
	char *a_text = support_read_file(path);

	srand(2);
	for (int i = 0; i < FAULTS_KILLS; i++) {
		pid_t pid = fork();
		ck_assert_int_ge(pid, 0);
		if (pid == 0)
			for (;;) {
				scores_write(path, b, error, sizeof error);
				scores_write(path, a, error, sizeof error);
			}
		faults_kill_later(pid, 20000);
		faults_check_whole(path, a_text, b_text);
		faults_remove_temps(dir, "scores");
	}
	free(a_text);
	free(b_text);
	free(a);
	free(b);
	free(path);
}
END_TEST

/* `tumble ARGS` with standard output on /dev/full: status 1 and the
 * reason, however much or little it had to write. */
static void faults_full(const char *input, const char *const *args)
{
	run_result r = support_run_argv(input, NULL, "/dev/full", args);
	ck_assert_msg(r.status == 1, "%s: status %d", args[0], r.status);
	ck_assert_msg(strstr(r.err, "cannot write the output: No space left "
	    "on device") != NULL, "%s: %s", args[0], r.err);
	support_run_free(&r);
}

START_TEST(output_to_a_full_disk_is_an_error)
{
	const char *sample = support_test_path("data/same/sample.in");
	const char *mayan = support_test_path("data/mayan/noip2011/sample.in");
	faults_full(NULL, (const char *const[]){ "greedy", sample, NULL });
	faults_full(NULL, (const char *const[]){ "solve", mayan, NULL });
	faults_full("new same 1\nshow\n", (const char *const[]){ "shell",
	    NULL });
	faults_full(NULL, (const char *const[]){ "--help", NULL });
	faults_full(NULL, (const char *const[]){ "--version", NULL });
	faults_full(NULL, (const char *const[]){ "greedy", "--help", NULL });
}
END_TEST

/* `save` over something that is not a plain file would put a plain file
 * in its place: a device such as /dev/full (made here as a copy of it,
 * so that a failure cannot replace the machine's own; that needs root),
 * a pipe, a folder.  It is refused and the thing stays what it was. */
START_TEST(a_save_over_a_device_a_pipe_or_a_folder_is_refused)
{
	const char *dir = support_temp_dir();
	char *fifo = faults_path(dir, "pipe");
	char *full = faults_path(dir, "full");
	struct stat dev_full;
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	ck_assert_int_eq(stat("/dev/full", &dev_full), 0);
	bool have_device = mknod(full, S_IFCHR | 0600, dev_full.st_rdev) == 0;
	const char *targets[] = { fifo, dir, full };
	/* In the words that reading each says. */
	const char *kinds[] = { "a FIFO", "a folder", "a device" };
	for (int i = 0; i < (have_device ? 3 : 2); i++) {
		struct stat before, after;
		ck_assert_int_eq(lstat(targets[i], &before), 0);
		size_t size = strlen(targets[i]) + 64;
		char *input = malloc(size), *expected = malloc(size + 64);
		snprintf(input, size, "new same 1\nsave %s\n", targets[i]);
		snprintf(expected, size + 64, "<stdin>:2:6: cannot write %s: "
		    "%s\n", targets[i], kinds[i]);
		run_result r = support_run(input, NULL, "shell", NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, expected);
		ck_assert_int_eq(lstat(targets[i], &after), 0);
		ck_assert_int_eq(after.st_mode, before.st_mode);
		ck_assert(after.st_rdev == before.st_rdev);
		support_run_free(&r);
		free(input);
		free(expected);
	}
	free(full);
	free(fifo);
}
END_TEST

/* A save through a symbolic link replaces the file it points to and
 * keeps the link. */
START_TEST(a_save_through_a_link_replaces_its_target)
{
	const char *dir = support_temp_dir();
	char *target = faults_path(dir, "real.save");
	char *link = faults_path(dir, "link.save");
	faults_write(target, "old\n");
	ck_assert_int_eq(symlink("real.save", link), 0);
	size_t size = strlen(link) + 64;
	char *input = malloc(size);
	snprintf(input, size, "new same 1\nsave %s\nload %s\n", link, link);
	run_result r = support_run(input, NULL, "shell", NULL);
	ck_assert_msg(r.status == 0, "%s", r.err);
	struct stat st;
	ck_assert_int_eq(lstat(link, &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	char *text = support_read_file(target);
	ck_assert_ptr_nonnull(strstr(text, "tumble-save 1\nsame\n"));
	free(text);
	support_run_free(&r);
	free(input);
	free(link);
	free(target);
}
END_TEST

/* A save through a link to nothing is refused by what it is, rather than
 * creating a file wherever the link points (or calling the link "not a
 * regular file"); the link stays as it was. */
START_TEST(a_save_through_a_dangling_link_is_refused)
{
	const char *dir = support_temp_dir();
	char *link = faults_path(dir, "link.save");
	char *target = faults_path(dir, "missing.save");
	ck_assert_int_eq(symlink("missing.save", link), 0);
	size_t size = strlen(link) + 64;
	char *input = malloc(size);
	snprintf(input, size, "new same 1\nsave %s\n", link);
	run_result r = support_run(input, NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 1);
	char *expected = malloc(2 * size);
	snprintf(expected, 2 * size, "<stdin>:2:6: cannot write %s: a link to "
	    "missing.save, which does not exist\n", link);
	ck_assert_str_eq(r.err, expected);
	ck_assert_int_eq(access(target, F_OK), -1);
	char points_to[64] = "";
	ck_assert_int_gt(readlink(link, points_to, sizeof points_to - 1), 0);
	ck_assert_str_eq(points_to, "missing.save");
	support_run_free(&r);
	free(expected);
	free(input);
	free(link);
	free(target);
}
END_TEST

/* Run `tumble shell SCRIPT` with every file it writes limited to `limit`
 * bytes, the way a disk that fills up stops a write (`ulimit -f`, with
 * SIGXFSZ as a shell leaves it: a write past the limit kills a process
 * that does not ignore it); returns the status and what it said on
 * standard error. */
static int faults_shell_limited(const char *script, rlim_t limit,
    char **err)
{
	int out[2];
	ck_assert_int_eq(pipe(out), 0);
	const char *bin = getenv("TUMBLE_BIN");
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		struct rlimit r = { limit, limit };
		int null = open("/dev/null", O_RDWR);
		signal(SIGXFSZ, SIG_DFL);
		setrlimit(RLIMIT_FSIZE, &r);
		dup2(null, 0);
		dup2(null, 1);
		dup2(out[1], 2);
		execl(bin, bin, "shell", script, (char *)NULL);
		_exit(127);
	}
	close(out[1]);
	size_t len = 0, size = 4096;
	char *text = malloc(size);
	ssize_t n;
	while ((n = read(out[0], text + len, size - len - 1)) > 0)
		len += (size_t)n;
	text[len] = '\0';
	close(out[0]);
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	*err = text;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

START_TEST(a_save_cut_short_by_a_full_disk_keeps_the_old_file)
{
	const char *dir = support_temp_dir();
	char *save = faults_path(dir, "game.save");
	char *script = faults_path(dir, "script");
	char *text = malloc(strlen(save) + 64);
	sprintf(text, "new same 1\nsave %s\n", save);
	faults_write(script, text);
	faults_write(save, "old\n");
	char *err;
	/* Half a save fits; the rest does not. */
	int status = faults_shell_limited(script, 100, &err);
	ck_assert_int_eq(status, 1);
	sprintf(text, ":2:6: cannot write %s: File too large\n", save);
	ck_assert_msg(strstr(err, text) != NULL, "%s", err);
	char *kept = support_read_file(save);
	ck_assert_str_eq(kept, "old\n");
	ck_assert_int_eq(faults_remove_temps(dir, "game.save"), 0);
	free(kept);
	free(err);
	free(text);
	free(script);
	free(save);
}
END_TEST

/* A high score that does not fit under the limit is a warning (the
 * script itself ran), the scores kept before whole, and no temporary
 * left. */
START_TEST(a_score_cut_short_by_a_size_limit_keeps_the_old_file)
{
	const char *dir = support_temp_dir();
	char *data = faults_path(dir, "data");
	char *scores = faults_path(dir, "data/tumble/scores");
	char *script = faults_path(dir, "script");
	setenv("XDG_DATA_HOME", data, 1);
	faults_write(script, "new same --size 5x8 -s 5\ngreedy all\n"
	    "new same --size 6x8 -s 6\ngreedy all\n");
	char *err;
	/* The first game's score fits, the second's does not. */
	int status = faults_shell_limited(script, 110, &err);
	ck_assert_msg(status == 0, "status %d: %s", status, err);
	char *text = malloc(strlen(scores) + 64);
	sprintf(text, "tumble shell: cannot write %s: File too large\n",
	    scores);
	ck_assert_msg(strstr(err, text) != NULL, "%s", err);
	char *kept = support_read_file(scores);
	ck_assert_ptr_nonnull(strstr(kept, "\nsame-5x8x3-assisted "));
	ck_assert_ptr_null(strstr(kept, "same-6x8x3"));
	char *folder = faults_path(dir, "data/tumble");
	char *lock = faults_path(dir, "data/tumble/scores.lock");
	ck_assert_int_eq(unlink(lock), 0);
	ck_assert_int_eq(faults_remove_temps(folder, "scores"), 0);
	free(lock);
	free(folder);
	free(kept);
	free(err);
	free(text);
	free(script);
	free(scores);
	free(data);
}
END_TEST

/* Each way of naming a file that is not there, or cannot be read, says
 * which and why, with status 1: what tumble reads instead is told as
 * true of the reader that refused it, the commands' FILE taking FIFOs
 * and pipes, the game's file not. */
START_TEST(missing_and_unreadable_files_are_named)
{
	const char *dir = support_temp_dir();
	char *missing = faults_path(dir, "missing.in");
	const char *paths[] = { missing, dir, "/dev/zero" };
	const char *what[] = { NULL, "a folder", "a device" };
	for (int i = 0; i < 3; i++) {
		char stream[200], file[200];
		if (what[i] == NULL) {
			snprintf(stream, sizeof stream, "No such file or "
			    "directory");
			snprintf(file, sizeof file, "%s", stream);
		} else {
			snprintf(stream, sizeof stream, "%s; tumble reads "
			    "regular files, FIFOs, pipes and standard input",
			    what[i]);
			snprintf(file, sizeof file, "%s, not a regular file",
			    what[i]);
		}
		char expected[4200];
		const char *commands[] = { "greedy", "plan", "solve", "review",
			"shell", "same" };
		for (int c = 0; c < 6; c++) {
			snprintf(expected, sizeof expected,
			    "tumble %s: %s: %s\n", commands[c], paths[i],
			    c < 5 ? stream : file);
			run_result r = support_run(NULL, NULL, commands[c],
			    paths[i], NULL);
			ck_assert_msg(r.status == 1, "%s %s: status %d",
			    commands[c], paths[i], r.status);
			ck_assert_str_eq(r.err, expected);
			support_run_free(&r);
		}
		char input[4200];
		snprintf(input, sizeof input, "load %s\n", paths[i]);
		snprintf(expected, sizeof expected, "<stdin>:1:6: %s: %s\n",
		    paths[i], file);
		run_result r = support_run(input, NULL, "shell", NULL);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, expected);
		support_run_free(&r);
	}
	free(missing);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("faults");
	TCase *t = tcase_create("faults");
	/* The kill loops start the program many times; under valgrind
	 * that takes a while. */
	tcase_set_timeout(t, 600);
	tcase_add_test(t, a_killed_save_leaves_the_old_or_the_new_file);
	tcase_add_test(t, a_killed_score_write_leaves_a_whole_file);
	tcase_add_test(t, output_to_a_full_disk_is_an_error);
	tcase_add_test(t, a_save_over_a_device_a_pipe_or_a_folder_is_refused);
	tcase_add_test(t, a_save_through_a_link_replaces_its_target);
	tcase_add_test(t, a_save_through_a_dangling_link_is_refused);
	tcase_add_test(t, a_save_cut_short_by_a_full_disk_keeps_the_old_file);
	tcase_add_test(t, a_score_cut_short_by_a_size_limit_keeps_the_old_file);
	tcase_add_test(t, missing_and_unreadable_files_are_named);
	suite_add_tcase(s, t);
	return support_run_suite(s);
}
