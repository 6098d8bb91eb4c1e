/*
 * What the suites of the small locked table files (scores, progress)
 * share: a table on the heap, a file in a folder not yet made, the check
 * of bad lines by line and column, and the tidying after.
 */
#ifndef TUMBLE_TESTS_TABLE_FIXTURE_H
#define TUMBLE_TESTS_TABLE_FIXTURE_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

/* A zeroed table of `size` bytes. */
void *table_new(size_t size);

/* `dir`/sub/`name` in a fresh folder: the writer makes sub/ itself. */
const char *table_path(const char *name);
/* Remove what table_path() made, and the files named beside it. */
void table_remove(const char *path);

/* A line the reader must refuse, where and why. */
typedef struct table_bad_line {
	const char *text;
	int line, col;
	const char *what;
} table_bad_line;

/* Each of `cases` refused by `parse` (reading into `table`) with the
 * file called `name`, at its line and column, in words holding what. */
void table_expect_bad_lines(bool (*parse)(io_scan *s, void *table,
    io_error *e), void *table, const char *name,
    const table_bad_line *cases, size_t count);

#endif
