/*
 * The table files' shared fixture (see table_fixture.h).
 */
#include "table_fixture.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

void *table_new(size_t size)
{
	void *t = calloc(1, size);
	ck_assert_ptr_nonnull(t);
	return t;
}

const char *table_path(const char *name)
{
	static char path[512];
	snprintf(path, sizeof path, "%s/sub/%s", support_temp_dir(), name);
	return path;
}

void table_remove(const char *path)
{
	char dir[512];
	unlink(path);
	snprintf(dir, sizeof dir, "%s", path);
	char *slash = strrchr(dir, '/');
	if (slash == NULL)
		return;
	*slash = '\0';
	rmdir(dir);
	slash = strrchr(dir, '/');
	if (slash != NULL) {
		*slash = '\0';
		rmdir(dir);
	}
}

void table_expect_bad_lines(bool (*parse)(io_scan *s, void *table,
    io_error *e), void *table, const char *name,
    const table_bad_line *cases, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		io_scan *s = io_scan_new_memory(cases[i].text,
		    strlen(cases[i].text), name);
		io_error e;
		ck_assert_msg(!parse(s, table, &e), "case %zu was taken", i);
		ck_assert_str_eq(e.file, name);
		ck_assert_int_eq(e.line, cases[i].line);
		ck_assert_int_eq(e.col, cases[i].col);
		ck_assert_msg(strstr(e.what, cases[i].what) != NULL,
		    "case %zu: %s", i, e.what);
		io_scan_free(s);
	}
}
