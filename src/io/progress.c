/*
 * The Mayan progress file (see progress.h): reading with positions,
 * writing atomically, and setting a damaged file aside.
 */
#include "io/progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/atomic_file.h"
#include "io/kind_room.h"
#include "io/table_file.h"

/* A byte of a level's name: anything but blanks and control bytes, so
 * that names in UTF-8 (a level file named é.in) are kept. */
static bool progress_name_char(int ch)
{
	return ch > ' ' && ch != 127 && ch != EOF;
}

/* The one rule for a name, read or written: what the reader takes back,
 * not a comment. */
static bool progress_name_ok(const char *level)
{
	const size_t len = strlen(level);
	for (size_t i = 0; i < len; i++)
		if (!progress_name_char((unsigned char)level[i]))
			return false;
	return len > 0 && len < PROGRESS_NAME_MAX && level[0] != '#';
}

/* The index of `level`'s line, -1 when it has none. */
static int progress_find(const progress_table *t, const char *level)
{
	for (int i = 0; i < t->count; i++)
		if (strcmp(t->entry[i].level, level) == 0)
			return i;
	return -1;
}

static bool progress_read_level(io_scan *s, char *level, io_error *e)
{
	size_t len = 0;
	while (progress_name_char(io_scan_peek(s))) {
		if (len + 1 >= PROGRESS_NAME_MAX)
			return io_scan_fail(s, e, "expected a level name of at "
			    "most %d characters", PROGRESS_NAME_MAX - 1);
		level[len++] = (char)io_scan_get(s);
	}
	level[len] = '\0';
	if (len == 0)
		return io_scan_fail(s, e, "expected a level name");
	return true;
}

/* The word `assisted` in place of the moves. */
static bool progress_read_assisted(io_scan *s, io_error *e)
{
	static const char word[] = "assisted";
	const int line = s->line, col = s->col;
	for (size_t i = 0; i < sizeof word - 1; i++)
		if (io_scan_get(s) != word[i])
			return io_error_set(e, s->name, line, col, "expected "
			    "a number of moves or 'assisted'");
	return true;
}

/* One LEVEL MOVES line, of a level not listed before, added to the
 * table. */
static bool progress_parse_line(io_scan *s, void *table, io_error *e)
{
	progress_table *t = table;
	const int line = s->line, col = s->col;
	if (t->count == PROGRESS_MAX)
		return io_scan_fail(s, e, "expected at most %d levels",
		    PROGRESS_MAX);
	progress_entry *x = &t->entry[t->count];
	if (!progress_read_level(s, x->level, e))
		return false;
	io_scan_skip_blank(s);
	if (io_scan_peek(s) == 'a') {
		if (!progress_read_assisted(s, e))
			return false;
		x->moves = PROGRESS_ASSISTED;
	} else if (!io_scan_int(s, 1, PROGRESS_MAX_MOVES, "a number of moves",
	    true, &x->moves, e)) {
		return false;
	}
	if (!io_scan_line_end(s, "the number of moves", e))
		return false;
	if (progress_find(t, x->level) >= 0)
		return io_error_set(e, s->name, line, col,
		    "expected each level once; '%s' is listed again",
		    x->level);
	t->count++;
	return true;
}

bool progress_parse(io_scan *s, progress_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_lines(s, progress_parse_line, t, e);
}

/* io_scan_read_file() takes any parser. */
static bool progress_parse_any(io_scan *s, void *target, io_error *e)
{
	return progress_parse(s, target, e);
}

bool progress_read(const char *path, progress_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_read_file(path, true, progress_parse_any, t, e);
}

bool progress_write(const char *path, const progress_table *t, char *error,
    size_t error_size)
{
	atomic_file f;
	if (!atomic_file_make_parent(path, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	fputs("# tumble progress: LEVEL MOVES or LEVEL assisted, one line a "
	    "level\n", f.fp);
	for (int i = 0; i < t->count; i++)
		if (t->entry[i].moves == PROGRESS_ASSISTED)
			fprintf(f.fp, "%s assisted\n", t->entry[i].level);
		else
			fprintf(f.fp, "%s %ld\n", t->entry[i].level,
			    t->entry[i].moves);
	return atomic_file_commit(&f, error, error_size);
}

long progress_best(const progress_table *t, const char *level)
{
	const int i = progress_find(t, level);
	return i < 0 || t->entry[i].moves == PROGRESS_ASSISTED ? -1 :
	    t->entry[i].moves;
}

bool progress_assisted(const progress_table *t, const char *level)
{
	const int i = progress_find(t, level);
	return i >= 0 && t->entry[i].moves == PROGRESS_ASSISTED;
}

bool progress_add(progress_table *t, const char *level, long moves)
{
	int i = progress_find(t, level);
	if (i >= 0) {
		const long had = t->entry[i].moves;
		if (moves == PROGRESS_ASSISTED ||
		    (had != PROGRESS_ASSISTED && moves >= had))
			return false;
		t->entry[i].moves = moves;
		return true;
	}
	i = t->count;
	/* A name the file could not hold again is not kept. */
	if (i == PROGRESS_MAX || !progress_name_ok(level))
		return false;
	snprintf(t->entry[i].level, sizeof t->entry[i].level, "%s", level);
	t->entry[i].moves = moves;
	t->count++;
	return true;
}

/* progress_read and progress_write for table_file. */
static bool progress_read_any(const char *path, void *t, io_error *e)
{
	return progress_read(path, t, e);
}

static bool progress_write_any(const char *path, const void *t,
    char *error, size_t error_size)
{
	return progress_write(path, t, error, error_size);
}

static const table_file progress_file = { progress_read_any,
	progress_write_any };

bool progress_load(const char *path, progress_table *t, char *message,
    size_t message_size)
{
	bool set_aside;
	return table_file_load(path, &progress_file, t, &set_aside, message,
	    message_size);
}

/* The solve to note, whether it was the first or a better one, and
 * whether the table had no line for it (full, or a name it cannot
 * hold). */
typedef struct progress_solve {
	const char *level;
	long moves;
	bool improved, refused;
} progress_solve;

static bool progress_add_solve(void *table, void *user)
{
	progress_solve *solve = user;
	solve->improved = progress_add(table, solve->level, solve->moves);
	solve->refused = !solve->improved &&
	    progress_find(table, solve->level) < 0;
	return solve->improved;
}

/* After what `message` says already, why the solve of `level` left no
 * line in the file at `path`. */
static void progress_refused(char *message, size_t message_size,
    const char *path, const char *level)
{
	if (progress_name_ok(level))
		kind_room_full(message, message_size, path, PROGRESS_MAX,
		    "levels");
	else
		kind_room_unheld(message, message_size, path, "level", level);
}

bool progress_record(const char *path, const char *level, long moves,
    bool *improved, char *message, size_t message_size)
{
	*improved = false;
	progress_table *t = malloc(sizeof *t);
	if (t == NULL) {
		snprintf(message, message_size, "%s: out of memory", path);
		return false;
	}
	progress_solve solve = { level, moves, false, false };
	bool set_aside;
	const bool ok = table_file_change(path, &progress_file, t,
	    progress_add_solve, &solve, &set_aside, message, message_size);
	*improved = ok && solve.improved;
	free(t);
	if (ok && solve.refused)
		progress_refused(message, message_size, path, level);
	return ok && !solve.refused;
}
