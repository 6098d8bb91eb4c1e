/*
 * The built-in Mayan level pack (see levels.h).
 */
#include "io/levels.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#ifndef TUMBLE_LEVELS_DIR
#define TUMBLE_LEVELS_DIR "data/levels/mayan"
#endif

static int levels_compare(const void *a, const void *b)
{
	return strcmp(a, b);
}

void levels_list(levels_pack *p)
{
	const char *dir = getenv("TUMBLE_LEVELS_DIR");
	snprintf(p->dir, sizeof p->dir, "%s",
	    dir != NULL && dir[0] != '\0' ? dir : TUMBLE_LEVELS_DIR);
	p->count = 0;
	DIR *d = opendir(p->dir);
	if (d == NULL)
		return;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL && p->count < LEVELS_MAX) {
		const char *name = entry->d_name;
		char path[8192];
		struct stat st;
		snprintf(path, sizeof path, "%s/%s", p->dir, name);
		/* Documentation lives beside the levels. */
		if (name[0] == '.' || strncasecmp(name, "readme", 6) == 0 ||
		    strlen(name) >= sizeof p->file[0] ||
		    stat(path, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		snprintf(p->file[p->count], sizeof p->file[0], "%s", name);
		p->count++;
	}
	closedir(d);
	qsort(p->file, (size_t)p->count, sizeof p->file[0], levels_compare);
	for (int i = 0; i < p->count; i++) {
		const char *dot = strrchr(p->file[i], '.');
		int len = dot && dot != p->file[i] ? (int)(dot - p->file[i]) :
		    (int)strlen(p->file[i]);
		snprintf(p->name[i], sizeof p->name[i], "%.*s", len,
		    p->file[i]);
	}
}

int levels_find(const levels_pack *p, const char *name)
{
	for (int i = 0; i < p->count; i++)
		if (strcmp(p->name[i], name) == 0)
			return i;
	char *end;
	long number = strtol(name, &end, 10);
	if (end != name && *end == '\0' && number >= 1 && number <= p->count)
		return (int)number - 1;
	return -1;
}

bool levels_path(const levels_pack *p, int i, char *out, size_t size)
{
	int n = snprintf(out, size, "%s/%s", p->dir, p->file[i]);
	return n > 0 && (size_t)n < size;
}

/* io_scan_read_file() takes any parser. */
static bool mayan_judge_read_any(io_scan *s, void *target, io_error *e)
{
	return mayan_judge_read(s, target, e);
}

bool levels_read_puzzle(const char *path, mayan_puzzle *p, io_error *e)
{
	return io_scan_read_file(path, false, mayan_judge_read_any, p, e);
}
