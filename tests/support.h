/*
 * Helpers for the Check suites: run the real tumble binary on given input
 * and capture what it prints, read test data files, and build boards from
 * text pictures.
 */
#ifndef TUMBLE_TESTS_SUPPORT_H
#define TUMBLE_TESTS_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct run_result {
	int status; /* exit status, or 128 + signal */
	char *out;  /* everything on stdout, NUL-terminated */
	char *err;  /* everything on stderr */
} run_result;

/* Run `tumble ARGS...` (NULL-terminated) with `input` on standard input
 * (NULL for /dev/null) and environment additions `env` (NULL-terminated
 * "NAME=VALUE" list, or NULL). */
run_result support_run(const char *input, const char *const *env,
    const char *arg0, ...);
/* The same with an argument array, and standard output sent to
 * `stdout_path` when it is not NULL (then `out` is empty). */
run_result support_run_argv(const char *input, const char *const *env,
    const char *stdout_path, const char *const *args);
/* The same with standard input opened from a path (a folder, say). */
run_result support_run_stdin_path(const char *stdin_path,
    const char *const *args);
void support_run_free(run_result *r);

/* Whole file into a NUL-terminated string; NULL when it cannot be read. */
char *support_read_file(const char *path);
/* Write `text` to `path` (plainly, not atomically). */
void support_write_file(const char *path, const char *text);
/* $TUMBLE_TESTS/relative: the test data kept in tests/. */
const char *support_test_path(const char *relative);
/* A fresh temporary directory for one test. */
const char *support_temp_dir(void);
/* `fmt` with its two %s given `a` and `b` (NULL for none), on the heap. */
char *support_text_of(const char *fmt, const char *a, const char *b);


/* Whether this build runs under AddressSanitizer, several times slower:
 * there the slowest suites check a fixed sample of what the release
 * build checks in full. */
#if defined(__SANITIZE_ADDRESS__)
#define SUPPORT_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SUPPORT_SANITIZED 1
#endif
#endif
#ifndef SUPPORT_SANITIZED
#define SUPPORT_SANITIZED 0
#endif

typedef struct Suite Suite;
/* Run a suite with the verbosity the environment asks for (TAP under
 * meson test); returns the process exit status. */
int support_run_suite(Suite *suite);

struct same_board;
/* A Same Game board from a picture: rows top first, separated by '\n',
 * letters R/G/B/Y/P/C or '.' for empty; gravity is applied after. */
void support_same_board(struct same_board *b, int colors,
    const char *picture);

struct mayan_board;
/* A Mayan board from its five columns, each the colours from the bottom
 * up separated by spaces, as in the judge format without the 0:
 * support_mayan_board(&b, "1", "2 1", "", "3 1", "2"). */
void support_mayan_board(struct mayan_board *b, const char *x0,
    const char *x1, const char *x2, const char *x3, const char *x4);

#endif
