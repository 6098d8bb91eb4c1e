/*
 * The files tumble keeps, under pressure: many processes recording scores
 * and progress at once, damaged files set aside without losing earlier
 * copies, modes under a strict umask and after chmod, writing through a
 * symbolic link, no stray temporaries after writers are killed, and read
 * errors that say why.
 */
#include <check.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "io/atomic_file.h"
#include "io/atomic_lock.h"
#include "io/progress.h"
#include "io/reviews.h"
#include "io/scores.h"
#include "support.h"

enum { WRITERS = 9 };

/* Start `count` processes that each run `child(i)` at about the same
 * moment, and wait for all of them to succeed. */
static void run_at_once(int count, bool (*child)(const char *path, int i),
    const char *path)
{
	int gate[2];
	ck_assert_int_eq(pipe(gate), 0);
	pid_t pids[WRITERS];
	for (int i = 0; i < count; i++) {
		pids[i] = fork();
		ck_assert_int_ge(pids[i], 0);
		if (pids[i] == 0) {
			char go;
			close(gate[1]);
			/* Everyone starts when the gate closes. */
			while (read(gate[0], &go, 1) > 0)
				;
			_exit(child(path, i) ? 0 : 1);
		}
	}
	close(gate[0]);
	close(gate[1]);
	for (int i = 0; i < count; i++) {
		int status;
		ck_assert_int_eq(waitpid(pids[i], &status, 0), pids[i]);
		ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0,
		    "writer %d failed", i);
	}
}

static bool record_score(const char *path, int i)
{
	scores_outcome out;
	return scores_record(path, "same-10x15x3", 1000 + i, "2026-12-01",
	    &out) && out.rank > 0;
}

static bool record_level(const char *path, int i)
{
	char level[16];
	bool improved;
	char message[512];
	snprintf(level, sizeof level, "level-%d", i);
	return progress_record(path, level, 3 + i, &improved, message,
	    sizeof message) && improved;
}

START_TEST(writers_at_once_all_keep_their_entries)
{
	char path[256];
	snprintf(path, sizeof path, "%s/scores", support_temp_dir());
	run_at_once(WRITERS, record_score, path);
	scores_table t;
	io_error e;
	ck_assert(scores_read(path, &t, &e));
	ck_assert_int_eq(t.count, WRITERS);

	snprintf(path, sizeof path, "%s/progress", support_temp_dir());
	run_at_once(WRITERS, record_level, path);
	progress_table p;
	ck_assert(progress_read(path, &p, &e));
	ck_assert_int_eq(p.count, WRITERS);
}
END_TEST

/* Hold the lock of `path` for `hold` seconds, in a process of its own. */
static pid_t hold_lock(const char *path, double hold)
{
	const pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		char error[512];
		const int lock = atomic_file_lock(path, 60, error,
		    sizeof error);
		const long ns = (long)(hold * 1e9);
		nanosleep(&(struct timespec){ ns / 1000000000,
		    ns % 1000000000 }, NULL);
		atomic_file_unlock(lock);
		_exit(lock >= 0 ? 0 : 1);
	}
	return pid;
}

static void wait_for(pid_t pid)
{
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* Entries were lost under slow renames: a waiter gave up after 3 s while
 * the lock went from game to game.  It now waits as long as the lock
 * changes hands, and gives up, saying so, only on a holder that keeps
 * it. */
START_TEST(a_waiter_waits_while_the_lock_changes_hands)
{
	char path[256], error[512];
	snprintf(path, sizeof path, "%s/scores", support_temp_dir());
	enum { HOLDERS = 6 };
	pid_t holders[HOLDERS];
	for (int i = 0; i < HOLDERS; i++)
		holders[i] = hold_lock(path, 0.25);
	nanosleep(&(struct timespec){ 0, 100 * 1000 * 1000 }, NULL);
	/* Six holders of a quarter second each, a waiter of half a
	 * second. */
	const int lock = atomic_file_lock(path, 0.5, error, sizeof error);
	ck_assert_msg(lock >= 0, "%s", error);
	atomic_file_unlock(lock);
	for (int i = 0; i < HOLDERS; i++)
		wait_for(holders[i]);

	/* Past the 3 s a record waits, with room for a busy machine. */
	const pid_t stuck = hold_lock(path, ATOMIC_FILE_LOCK_SECONDS + 2);
	nanosleep(&(struct timespec){ 0, 200 * 1000 * 1000 }, NULL);
	ck_assert_int_lt(atomic_file_lock(path, 0.25, error, sizeof error),
	    0);
	ck_assert_ptr_nonnull(strstr(error, "another tumble has held it for "
	    "0.25 seconds"));
	/* What a record says when it gives up. */
	scores_outcome out;
	ck_assert(!scores_record(path, "same-10x15x3", 5, "2026-12-01",
	    &out));
	ck_assert_ptr_nonnull(strstr(out.message, "nothing was written to "
	    "it"));
	wait_for(stuck);
}
END_TEST

/* A dangling scores.lock link made tumble create its target. */
START_TEST(a_lock_is_never_taken_through_a_link)
{
	const char *dir = support_temp_dir();
	char path[256], lock[300], target[300], error[512];
	snprintf(path, sizeof path, "%s/scores", dir);
	snprintf(lock, sizeof lock, "%s.lock", path);
	snprintf(target, sizeof target, "%s/elsewhere", dir);
	ck_assert_int_eq(symlink(target, lock), 0);
	ck_assert_int_lt(atomic_file_lock(path, 1, error, sizeof error), 0);
	ck_assert_ptr_nonnull(strstr(error, "is a symbolic link, which "
	    "tumble does not follow"));
	scores_outcome out;
	ck_assert(!scores_record(path, "same-10x15x3", 5, "2026-12-01",
	    &out));
	ck_assert_ptr_nonnull(strstr(out.message, "symbolic link"));
	ck_assert_int_ne(access(target, F_OK), 0);
	ck_assert_int_ne(access(path, F_OK), 0);
	unlink(lock);
	rmdir(dir);
}
END_TEST

/* A folder that is a link to itself made every lock beside the file
 * "a symbolic link, which tumble does not follow": open says ELOOP of a
 * loop on the way as of a link at the end. */
START_TEST(a_lock_in_a_folder_that_loops_names_the_loop)
{
	const char *dir = support_temp_dir();
	char folder[256], path[300], error[512], want[700];
	snprintf(folder, sizeof folder, "%s/tumble", dir);
	snprintf(path, sizeof path, "%s/scores", folder);
	ck_assert_int_eq(symlink("tumble", folder), 0);
	ck_assert_int_lt(atomic_file_lock(path, 1, error, sizeof error), 0);
	snprintf(want, sizeof want, "cannot write %s: Too many levels of "
	    "symbolic links", path);
	ck_assert_str_eq(error, want);
	/* A folder that takes no new file is said as the write it stops,
	 * not as the lock beside it. */
	snprintf(path, sizeof path, "%s/none/scores", dir);
	ck_assert_int_lt(atomic_file_lock(path, 1, error, sizeof error), 0);
	snprintf(want, sizeof want, "cannot write %s: No such file or "
	    "directory", path);
	ck_assert_str_eq(error, want);
	unlink(folder);
	rmdir(dir);
}
END_TEST

/* A scores.lock made a second name of another file: taking the lock
 * wrote its mark over that file's bytes. */
START_TEST(a_lock_is_never_taken_through_a_second_name)
{
	const char *dir = support_temp_dir();
	char path[256], lock[300], other[300], error[512];
	snprintf(path, sizeof path, "%s/scores", dir);
	snprintf(lock, sizeof lock, "%s.lock", path);
	snprintf(other, sizeof other, "%s/precious", dir);
	support_write_file(other, "precious data\n");
	ck_assert_int_eq(link(other, lock), 0);
	ck_assert_int_lt(atomic_file_lock(path, 1, error, sizeof error), 0);
	ck_assert_msg(strstr(error, "is a second name of another file") !=
	    NULL, "%s", error);
	char *bytes = support_read_file(other);
	ck_assert_str_eq(bytes, "precious data\n");
	free(bytes);
	unlink(lock);
	unlink(other);
	rmdir(dir);
}
END_TEST

/* A lock that is a folder, a FIFO or a socket is named by what it is,
 * as a file read or written is: it was "not a regular file", or (a
 * folder) open's own "Is a directory". */
START_TEST(a_lock_that_is_no_file_is_named_by_what_it_is)
{
	const char *dir = support_temp_dir();
	char path[256], lock[300], error[512], want[700];
	snprintf(path, sizeof path, "%s/scores", dir);
	snprintf(lock, sizeof lock, "%s.lock", path);
	static const char *const kinds[] = { "a folder", "a FIFO" };
	for (int i = 0; i < 2; i++) {
		if (i == 0)
			ck_assert_int_eq(mkdir(lock, 0700), 0);
		else
			ck_assert_int_eq(mkfifo(lock, 0600), 0);
		snprintf(want, sizeof want, "cannot lock %s: %s is %s", path,
		    lock, kinds[i]);
		ck_assert_int_lt(atomic_file_lock(path, 1, error,
		    sizeof error), 0);
		ck_assert_str_eq(error, want);
		/* As the player reads it, where the score is kept. */
		scores_outcome out;
		ck_assert(!scores_record(path, "same-10x15x3", 5,
		    "2026-12-01", &out));
		ck_assert_msg(strstr(out.message, want) != NULL, "%s",
		    out.message);
		ck_assert_int_ne(access(path, F_OK), 0);
		if (i == 0)
			rmdir(lock);
		else
			unlink(lock);
	}
	rmdir(dir);
}
END_TEST

START_TEST(damaged_files_set_aside_never_overwrite_each_other)
{
	const char *dir = support_temp_dir();
	char path[256], bad[300];
	snprintf(path, sizeof path, "%s/scores", dir);
	const char *damage[] = { "first damage\n", "second damage\n",
		"third damage\n" };
	const char *names[] = { "scores.bad", "scores.bad.1", "scores.bad.2" };
	for (int i = 0; i < 3; i++) {
		support_write_file(path, damage[i]);
		scores_table t;
		scores_outcome out;
		ck_assert(scores_load(path, &t, &out));
		ck_assert(out.set_aside);
		snprintf(bad, sizeof bad, "%s/%s", dir, names[i]);
		ck_assert_msg(strstr(out.message, bad) != NULL, "%s",
		    out.message);
		char *kept = support_read_file(bad);
		ck_assert_ptr_nonnull(kept);
		ck_assert_str_eq(kept, damage[i]);
		free(kept);
	}
	/* The first copy is still the first damage. */
	snprintf(bad, sizeof bad, "%s/scores.bad", dir);
	char *first = support_read_file(bad);
	ck_assert_str_eq(first, damage[0]);
	free(first);
}
END_TEST

/* `name` in `dir` a link to a damaged file elsewhere: the copy set
 * aside holds the damaged bytes (not a second link to the target), and
 * the target then holds the new table. */
static void check_linked_damage_is_copied(const char *name)
{
	char path[256], target[256], bad[300], message[512];
	snprintf(path, sizeof path, "%s/%s", support_temp_dir(), name);
	snprintf(target, sizeof target, "%s/%s", support_temp_dir(), name);
	snprintf(bad, sizeof bad, "%s.bad", path);
	support_write_file(target, "junk junk\n");
	ck_assert_int_eq(symlink(target, path), 0);
	if (strcmp(name, "scores") == 0) {
		scores_outcome out;
		ck_assert(scores_record(path, "same-10x15x3", 5, "2026-12-01",
		    &out));
		ck_assert(out.set_aside);
	} else {
		ck_assert(reviews_record(path, "same-10x15x3", 5, 9,
		    "2026-12-01", message, sizeof message));
	}
	struct stat st;
	ck_assert_int_eq(lstat(bad, &st), 0);
	ck_assert(S_ISREG(st.st_mode));
	char *kept = support_read_file(bad);
	ck_assert_str_eq(kept, "junk junk\n");
	free(kept);
	char *now = support_read_file(target);
	ck_assert_ptr_null(strstr(now, "junk"));
	ck_assert_ptr_nonnull(strstr(now, "same-10x15x3 "));
	free(now);
}

START_TEST(a_damaged_file_behind_a_link_is_copied_aside)
{
	check_linked_damage_is_copied("scores");
	check_linked_damage_is_copied("reviews");
}
END_TEST

static mode_t mode_of(const char *path)
{
	struct stat st;
	ck_assert_int_eq(stat(path, &st), 0);
	return st.st_mode & 07777;
}

static void write_file_atomically(const char *path, const char *text)
{
	char error[512];
	ck_assert_msg(atomic_file_write(path, text, strlen(text), error,
	    sizeof error), "%s", error);
}

START_TEST(modes_follow_the_umask_and_the_file_replaced)
{
	const char *dir = support_temp_dir();
	char save[256], scores[256], link_path[256], target[256];
	snprintf(save, sizeof save, "%s/game.sav", dir);
	const mode_t old = umask(077);
	write_file_atomically(save, "one\n");
	ck_assert_uint_eq(mode_of(save), 0600);
	umask(022);
	unlink(save);
	write_file_atomically(save, "two\n");
	ck_assert_uint_eq(mode_of(save), 0644);
	/* A file the user made private stays private. */
	chmod(save, 0600);
	write_file_atomically(save, "three\n");
	ck_assert_uint_eq(mode_of(save), 0600);
	/* Scores are private from the start. */
	snprintf(scores, sizeof scores, "%s/scores", dir);
	scores_outcome out;
	ck_assert(scores_record(scores, "same-10x15x3", 5, "2026-12-01",
	    &out));
	ck_assert_uint_eq(mode_of(scores), 0600);
	/* Through a link: the target is replaced, keeps its mode, and the
	 * link stays a link. */
	snprintf(target, sizeof target, "%s/target.sav", dir);
	snprintf(link_path, sizeof link_path, "%s/link.sav", dir);
	support_write_file(target, "old\n");
	chmod(target, 0640);
	ck_assert_int_eq(symlink(target, link_path), 0);
	write_file_atomically(link_path, "new\n");
	struct stat st;
	ck_assert_int_eq(lstat(link_path, &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	char *text = support_read_file(target);
	ck_assert_str_eq(text, "new\n");
	free(text);
	ck_assert_uint_eq(mode_of(target), 0640);
	umask(old);
}
END_TEST

/* Files in `dir` other than the ones named `keep`. */
static int count_others(const char *dir, const char *keep)
{
	DIR *d = opendir(dir);
	ck_assert_ptr_nonnull(d);
	int others = 0;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL)
		if (entry->d_name[0] != '.' && strcmp(entry->d_name, keep) != 0)
			others++;
	closedir(d);
	return others;
}

START_TEST(killed_writers_leave_no_temporary_after_the_next_write)
{
	const char *dir = support_temp_dir();
	char path[256];
	snprintf(path, sizeof path, "%s/s.sav", dir);
	static char big[1 << 20];
	memset(big, 'x', sizeof big - 1);
	for (int round = 0; round < 40; round++) {
		pid_t pid = fork();
		ck_assert_int_ge(pid, 0);
		if (pid == 0) {
			char error[512];
			for (;;)
				atomic_file_write(path, big, sizeof big - 1,
				    error, sizeof error);
		}
		nanosleep(&(struct timespec){ 0, (round % 7 + 1) * 1000000L },
		    NULL);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	/* Temporaries named as a writer without O_TMPFILE names them: the
	 * dead writer's goes, a live writer's (this process) stays. */
	char dead[300], live[300];
	snprintf(dead, sizeof dead, "%s.999999999.0a1b2c", path);
	snprintf(live, sizeof live, "%s.%ld.0a1b2c", path, (long)getpid());
	support_write_file(dead, "left by a killed write\n");
	support_write_file(live, "being written\n");
	write_file_atomically(path, "last\n");
	ck_assert_int_eq(access(dead, F_OK), -1);
	ck_assert_int_eq(access(live, F_OK), 0);
	unlink(live);
	ck_assert_int_eq(count_others(dir, "s.sav"), 0);
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "last\n");
	free(text);
}
END_TEST

START_TEST(read_errors_say_why)
{
	/* A folder on standard input: every read fails with EISDIR. */
	const char *const commands[][2] = { { "greedy", NULL },
		{ "solve", NULL }, { "plan", NULL } };
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		run_result r = support_run_stdin_path("/", commands[i]);
		ck_assert_int_eq(r.status, 1);
		ck_assert_msg(strstr(r.err, "found a read error (Is a "
		    "directory)") != NULL, "%s: %s", commands[i][0], r.err);
		support_run_free(&r);
	}
	/* A damaged read of a file of tumble's own says why too. */
	scores_table t;
	io_error e;
	ck_assert(!scores_read("/", &t, &e));
	ck_assert_str_eq(e.what, "a folder, not a regular file");
}
END_TEST

static Suite *files_suite(void)
{
	Suite *s = suite_create("files");
	TCase *t = tcase_create("files");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, writers_at_once_all_keep_their_entries);
	tcase_add_test(t, damaged_files_set_aside_never_overwrite_each_other);
	tcase_add_test(t, a_damaged_file_behind_a_link_is_copied_aside);
	tcase_add_test(t, modes_follow_the_umask_and_the_file_replaced);
	tcase_add_test(t,
	    killed_writers_leave_no_temporary_after_the_next_write);
	tcase_add_test(t, read_errors_say_why);
	tcase_add_test(t, a_waiter_waits_while_the_lock_changes_hands);
	tcase_add_test(t, a_lock_is_never_taken_through_a_link);
	tcase_add_test(t, a_lock_in_a_folder_that_loops_names_the_loop);
	tcase_add_test(t, a_lock_is_never_taken_through_a_second_name);
	tcase_add_test(t, a_lock_that_is_no_file_is_named_by_what_it_is);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(files_suite());
}
