/*
 * Test helpers (see support.h).
 */
#include "support.h"

#include "engine/mayan.h"
#include "engine/same.h"

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

char *support_read_file(const char *path)
{
	FILE *fp = fopen(path, "rb");
	if (fp == NULL)
		return NULL;
	size_t cap = 4096, len = 0;
	char *text = malloc(cap);
	size_t n;
	while ((n = fread(text + len, 1, cap - len - 1, fp)) > 0) {
		len += n;
		if (cap - len < 2) {
			cap *= 2;
			text = realloc(text, cap);
		}
	}
	fclose(fp);
	text[len] = '\0';
	return text;
}

void support_write_file(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");
	ck_assert_msg(fp != NULL, "cannot write %s", path);
	fputs(text, fp);
	fclose(fp);
}

static const char *env_path(const char *var, const char *relative)
{
	static char paths[8][4096];
	static int next;
	const char *root = getenv(var);
	ck_assert_msg(root != NULL, "%s is not set (run under meson test)",
	    var);
	char *out = paths[next++ % 8];
	snprintf(out, sizeof paths[0], "%s/%s", root, relative);
	return out;
}

const char *support_test_path(const char *relative)
{
	return env_path("TUMBLE_TESTS", relative);
}

static char support_dirs[16][64];
static int support_dir_count;

static int support_remove(const char *path, const struct stat *st, int flag,
    struct FTW *ftw)
{
	remove(path);
	return 0;
}

/* Every test's folder goes when its process ends, whatever it holds. */
static void support_remove_dirs(void)
{
	for (int i = 0; i < support_dir_count; i++)
		nftw(support_dirs[i], support_remove, 8, FTW_DEPTH | FTW_PHYS);
}

const char *support_temp_dir(void)
{
	static char dir[64];
	snprintf(dir, sizeof dir, "/tmp/tumble-test-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	if (support_dir_count == 0)
		atexit(support_remove_dirs);
	if (support_dir_count < 16)
		memcpy(support_dirs[support_dir_count++], dir, sizeof dir);
	return dir;
}

char *support_text_of(const char *fmt, const char *a, const char *b)
{
	size_t size = strlen(fmt) + strlen(a) + (b ? strlen(b) : 0) + 1;
	char *text = malloc(size);
	snprintf(text, size, fmt, a, b ? b : "");
	return text;
}

static int temp_file(const char *text)
{
	char name[] = "/tmp/tumble-io-XXXXXX";
	int fd = mkstemp(name);
	ck_assert_int_ge(fd, 0);
	unlink(name);
	if (text != NULL) {
		size_t len = strlen(text), done = 0;
		while (done < len) {
			ssize_t w = write(fd, text + done, len - done);
			ck_assert_int_gt(w, 0);
			done += (size_t)w;
		}
		lseek(fd, 0, SEEK_SET);
	}
	return fd;
}

static char *slurp_fd(int fd)
{
	lseek(fd, 0, SEEK_SET);
	size_t cap = 4096, len = 0;
	char *text = malloc(cap);
	ssize_t n;
	while ((n = read(fd, text + len, cap - len - 1)) > 0) {
		len += (size_t)n;
		if (cap - len < 2) {
			cap *= 2;
			text = realloc(text, cap);
		}
	}
	text[len] = '\0';
	close(fd);
	return text;
}

/* Run tumble with `in` as standard input (closed here). */
static run_result run_with_input(int in, const char *const *env,
    const char *stdout_path, const char *const *args)
{
	const char *argv[64];
	int argc = 0;
	const char *bin = getenv("TUMBLE_BIN");
	ck_assert_msg(bin != NULL, "TUMBLE_BIN is not set");
	argv[argc++] = bin;
	for (int i = 0; args[i] != NULL && argc < 63; i++)
		argv[argc++] = args[i];
	argv[argc] = NULL;

	int out = stdout_path ? open(stdout_path, O_WRONLY) : temp_file(NULL);
	int err = temp_file(NULL);
	ck_assert_int_ge(out, 0);
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		dup2(in, 0);
		dup2(out, 1);
		dup2(err, 2);
		for (int i = 0; env != NULL && env[i] != NULL; i++)
			putenv((char *)env[i]);
		execv(bin, (char *const *)argv);
		_exit(127);
	}
	close(in);
	int status;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	run_result r;
	r.status = WIFEXITED(status) ? WEXITSTATUS(status)
				     : 128 + WTERMSIG(status);
	if (stdout_path) {
		close(out);
		r.out = calloc(1, 1);
	} else {
		r.out = slurp_fd(out);
	}
	r.err = slurp_fd(err);
	return r;
}

run_result support_run_argv(const char *input, const char *const *env,
    const char *stdout_path, const char *const *args)
{
	int in = input ? temp_file(input) : open("/dev/null", O_RDONLY);
	return run_with_input(in, env, stdout_path, args);
}

run_result support_run_stdin_path(const char *stdin_path,
    const char *const *args)
{
	int in = open(stdin_path, O_RDONLY);
	ck_assert_msg(in >= 0, "cannot open %s", stdin_path);
	return run_with_input(in, NULL, NULL, args);
}

run_result support_run(const char *input, const char *const *env,
    const char *arg0, ...)
{
	const char *args[64];
	int argc = 0;
	va_list ap;
	va_start(ap, arg0);
	for (const char *a = arg0; a != NULL && argc < 63; a = va_arg(ap,
	    const char *))
		args[argc++] = a;
	va_end(ap);
	args[argc] = NULL;
	return support_run_argv(input, env, NULL, args);
}

void support_run_free(run_result *r)
{
	free(r->out);
	free(r->err);
	r->out = r->err = NULL;
}

void support_same_board(struct same_board *b, int colors, const char *picture)
{
	int rows = 1, cols = 0, width = 0;
	for (const char *p = picture; *p; p++) {
		if (*p == '\n') {
			rows++;
			width = 0;
		} else if (++width > cols) {
			cols = width;
		}
	}
	ck_assert(same_board_init(b, rows, cols, colors));
	int row = rows, col = 1;
	for (const char *p = picture; *p; p++) {
		if (*p == '\n') {
			row--;
			col = 1;
			continue;
		}
		if (*p != '.')
			same_board_put(b, row, col, same_color_of_letter(*p));
		col++;
	}
	same_board_settle(b);
}

void support_mayan_board(struct mayan_board *b, const char *x0,
    const char *x1, const char *x2, const char *x3, const char *x4)
{
	const char *columns[MAYAN_WIDTH] = { x0, x1, x2, x3, x4 };
	mayan_board_clear(b);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		const char *p = columns[x];
		char *end;
		for (long color = strtol(p, &end, 10); end != p;
		    color = strtol(p, &end, 10)) {
			ck_assert_msg(mayan_board_push(b, x, (int)color),
			    "cannot put colour %ld on column %d", color, x);
			p = end;
		}
	}
}

int support_run_suite(Suite *suite)
{
	SRunner *sr = srunner_create(suite);
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
