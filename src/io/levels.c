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
#include <unistd.h>

/* The packs of the source tree, for a game run from build/. */
#ifndef TUMBLE_SOURCE_LEVELS
#define TUMBLE_SOURCE_LEVELS "data/levels"
#endif
/* The installed data folder, and the way to it from the installed
 * binary's folder ("" when either was configured as an absolute path). */
#ifndef TUMBLE_DATA_DIR
#define TUMBLE_DATA_DIR "/usr/local/share/tumble"
#endif
#ifndef TUMBLE_BIN_TO_DATA
#define TUMBLE_BIN_TO_DATA ""
#endif

static bool levels_is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The pack beside the running binary, as `meson install` lays it out:
 * found this way, an install under DESTDIR or moved elsewhere as a whole
 * still finds its levels. */
static bool levels_beside_binary(const char *kind, char *out, size_t size)
{
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (TUMBLE_BIN_TO_DATA[0] == '\0' || n <= 0)
		return false;
	exe[n] = '\0';
	char *slash = strrchr(exe, '/');
	if (slash == NULL)
		return false;
	*slash = '\0';
	int len = snprintf(out, size, "%s/%s/levels/%s", exe,
	    TUMBLE_BIN_TO_DATA, kind);
	return len > 0 && (size_t)len < size && levels_is_dir(out);
}

/* The folder of the packs of one kind ("mayan" or "same"): for Mayan
 * levels $TUMBLE_LEVELS_DIR when set, else the first folder that exists:
 * beside the binary, the source tree, the installed data folder.  The
 * source tree comes before the data folder so that a game built from
 * source plays the levels being edited even where an older one is
 * installed; an installed binary finds its own folder first.  With none,
 * the data folder is named, as the place where levels belong. */
static void levels_find_dir(const char *kind, char *out, size_t size)
{
	const char *env = getenv("TUMBLE_LEVELS_DIR");
	if (strcmp(kind, "mayan") == 0 && env != NULL && env[0] != '\0')
		snprintf(out, size, "%s", env);
	else if (levels_beside_binary(kind, out, size))
		return;
	else if (snprintf(out, size, "%s/%s", TUMBLE_SOURCE_LEVELS, kind),
	    levels_is_dir(out))
		return;
	else
		snprintf(out, size, "%s/levels/%s", TUMBLE_DATA_DIR, kind);
}

static int levels_compare(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* Every file of the pack folder of `kind`, ordered by name. */
static void levels_list_kind(levels_pack *p, const char *kind)
{
	levels_find_dir(kind, p->dir, sizeof p->dir);
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

void levels_list(levels_pack *p)
{
	levels_list_kind(p, "mayan");
}

void levels_list_same(levels_pack *p)
{
	levels_list_kind(p, "same");
}

bool levels_same_board(const char *text, char *path, size_t size,
    long *number)
{
	const char *colon = strchr(text, ':');
	if (colon == NULL || strchr(colon + 1, ':') != NULL)
		return false;
	char *end;
	errno = 0;
	*number = strtol(colon + 1, &end, 10);
	if (end == colon + 1 || *end != '\0' || errno != 0 || *number < 1)
		return false;
	levels_pack *pack = malloc(sizeof *pack);
	if (pack == NULL)
		return false;
	levels_list_same(pack);
	bool found = false;
	for (int i = 0; i < pack->count && !found; i++)
		if (strncasecmp(pack->name[i], text, (size_t)(colon - text)) ==
		    0 && pack->name[i][colon - text] == '\0')
			found = levels_path(pack, i, path, size);
	free(pack);
	return found;
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
	/* What the menu shows, as the player would type it. */
	char title[MAYAN_JUDGE_VALUE_MAX];
	for (int i = 0; i < p->count; i++) {
		levels_title(p, i, title, sizeof title);
		if (strcasecmp(p->name[i], name) == 0 ||
		    strcasecmp(title, name) == 0)
			return i;
	}
	return -1;
}

int levels_title(const levels_pack *p, int i, char *out, size_t size)
{
	char path[8192];
	io_error e;
	mayan_puzzle *puzzle = malloc(sizeof *puzzle);
	const char *title = NULL;
	int moves = 0;
	if (puzzle != NULL && levels_path(p, i, path, sizeof path) &&
	    levels_read_puzzle(path, puzzle, &e)) {
		title = mayan_puzzle_field(puzzle, "title");
		moves = puzzle->moves;
	}
	snprintf(out, size, "%s", title != NULL && title[0] != '\0' ? title :
	    p->name[i]);
	free(puzzle);
	return moves;
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
