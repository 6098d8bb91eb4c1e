/*
 * What the player's Same Games add up to (see tally.h).
 */
#include "io/tally.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/atomic_file.h"
#include "io/kind_room.h"
#include "io/table_file.h"

_Static_assert(offsetof(tally_entry, kind) == 0,
    "kind_room finds the kind first");

static int tally_index(const tally_table *t, const char *kind)
{
	for (int i = 0; i < t->count; i++)
		if (strcmp(t->entry[i].kind, kind) == 0)
			return i;
	return -1;
}

const tally_entry *tally_find(const tally_table *t, const char *kind)
{
	const int i = tally_index(t, kind);
	return i < 0 ? NULL : &t->entry[i];
}

/* One KIND GAMES CLEARED BESIDE SHARES BEST line, of a kind not listed
 * before, its counts agreeing. */
static bool tally_parse_line(io_scan *s, void *table, io_error *e)
{
	tally_table *t = table;
	const int line = s->line, col = s->col;
	if (t->count == TALLY_MAX)
		return io_scan_fail(s, e, "expected at most %d board kinds",
		    TALLY_MAX);
	tally_entry *x = &t->entry[t->count];
	if (!scores_scan_kind(s, x->kind, sizeof x->kind, e) ||
	    !io_scan_int(s, 1, TALLY_MAX_GAMES, "a number of games", true,
	    &x->games, e) ||
	    !io_scan_int(s, 0, x->games, "the games cleared (no more than "
	    "the games)", true, &x->cleared, e) ||
	    !io_scan_int(s, 0, x->games, "the games beside the planner's (no "
	    "more than the games)", true, &x->beside, e) ||
	    !io_scan_int(s, 0, x->beside * TALLY_MAX_PERCENT, "the sum of "
	    "the shares of the planner's score", true, &x->shares, e) ||
	    !io_scan_int(s, 0, x->beside > 0 ? TALLY_MAX_PERCENT : 0,
	    "the best share of the planner's score", true, &x->best, e))
		return false;
	if (!io_scan_line_end(s, "the best share", e))
		return false;
	if (tally_index(t, x->kind) >= 0)
		return io_error_set(e, s->name, line, col,
		    "expected each board kind once; '%s' is listed again",
		    x->kind);
	t->count++;
	return true;
}

bool tally_parse(io_scan *s, tally_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_lines(s, tally_parse_line, t, e);
}

static bool tally_parse_any(io_scan *s, void *target, io_error *e)
{
	return tally_parse(s, target, e);
}

bool tally_read(const char *path, tally_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_read_file(path, true, tally_parse_any, t, e);
}

bool tally_write(const char *path, const tally_table *t, char *error,
    size_t error_size)
{
	atomic_file f;
	if (!atomic_file_make_parent(path, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	fputs("# tumble tally: KIND GAMES CLEARED BESIDE SHARES BEST\n", f.fp);
	for (int i = 0; i < t->count; i++) {
		const tally_entry *x = &t->entry[i];
		fprintf(f.fp, "%s %ld %ld %ld %ld %ld\n", x->kind, x->games,
		    x->cleared, x->beside, x->shares, x->best);
	}
	return atomic_file_commit(&f, error, error_size);
}

/* A full table makes room by folding its oldest board of the day into
 * the next one: a new kind comes every day, and the statistics only
 * sum those boards, so their figures stay whole where dropping a kind
 * would lose its games.  False when no two can be folded. */
static bool tally_make_room(tally_table *t)
{
	const int old = kind_room_oldest_daily(t->entry, t->count,
	    sizeof t->entry[0], 0);
	const int into = old < 0 ? -1 : kind_room_oldest_daily(t->entry,
	    t->count, sizeof t->entry[0],
	    scores_kind_daily_date(t->entry[old].kind));
	if (into < 0)
		return false;
	const tally_entry *from = &t->entry[old];
	tally_entry *to = &t->entry[into];
	if (to->games > TALLY_MAX_GAMES - from->games ||
	    to->shares > IO_SCAN_NUMBER_MAX - from->shares)
		return false;
	to->games += from->games;
	to->cleared += from->cleared;
	to->beside += from->beside;
	to->shares += from->shares;
	if (from->best > to->best)
		to->best = from->best;
	kind_room_drop(t->entry, &t->count, sizeof t->entry[0], old);
	return true;
}

bool tally_add_game(tally_table *t, const char *kind, bool cleared)
{
	if (strlen(kind) >= SCORES_KIND_MAX)
		return false;
	int i = tally_index(t, kind);
	if (i < 0) {
		if (t->count == TALLY_MAX && !tally_make_room(t))
			return false;
		i = t->count++;
		memset(&t->entry[i], 0, sizeof t->entry[i]);
		snprintf(t->entry[i].kind, sizeof t->entry[i].kind, "%s",
		    kind);
	}
	tally_entry *x = &t->entry[i];
	if (x->games == TALLY_MAX_GAMES)
		return false;
	x->games++;
	x->cleared += cleared;
	return true;
}

bool tally_add_share(tally_table *t, const char *kind, long percent)
{
	const int i = tally_index(t, kind);
	if (i < 0 || percent < 0 || percent > TALLY_MAX_PERCENT)
		return false;
	tally_entry *x = &t->entry[i];
	/* Past IO_SCAN_NUMBER_MAX the sum would not read back. */
	if (x->beside == x->games ||
	    x->shares > IO_SCAN_NUMBER_MAX - percent)
		return false;
	x->beside++;
	x->shares += percent;
	if (percent > x->best)
		x->best = percent;
	return true;
}

bool tally_lift_share(tally_table *t, const char *kind, long from,
    long to)
{
	const int i = tally_index(t, kind);
	if (i < 0 || to < 0 || to >= from || t->entry[i].beside == 0 ||
	    t->entry[i].shares < from - to)
		return false;
	tally_entry *x = &t->entry[i];
	x->shares -= from - to;
	/* Of several games, the best may be another's. */
	if (x->beside == 1)
		x->best = to;
	return true;
}

static bool tally_read_any(const char *path, void *t, io_error *e)
{
	return tally_read(path, t, e);
}

static bool tally_write_any(const char *path, const void *t, char *error,
    size_t error_size)
{
	return tally_write(path, t, error, error_size);
}

static const table_file tally_file = { tally_read_any, tally_write_any };

/* What to count, and whether the table had no room for its kind; or,
 * when `lifted` is 0 or more, the share `percent` counted already that
 * is now that. */
typedef struct tally_count {
	const char *kind;
	bool cleared;
	long percent, lifted;
	bool full;
} tally_count;

static bool tally_add_count(void *table, void *user)
{
	tally_count *c = user;
	const tally_table *t = table;
	if (c->lifted >= 0)
		return tally_lift_share(table, c->kind, c->percent, c->lifted);
	if (c->percent < 0 ? tally_add_game(table, c->kind, c->cleared) :
	    tally_add_share(table, c->kind, c->percent))
		return true;
	c->full = t->count == TALLY_MAX && tally_find(t, c->kind) == NULL;
	return false;
}

/* Load, count and write back under the file's lock, as `count` says. */
static bool tally_change(const char *path, tally_count *count,
    char *message, size_t message_size)
{
	message[0] = '\0';
	tally_table *t = malloc(sizeof *t);
	if (t == NULL) {
		snprintf(message, message_size, "%s: out of memory", path);
		return false;
	}
	bool set_aside;
	const bool ok = table_file_change(path, &tally_file, t,
	    tally_add_count, count, &set_aside, message, message_size);
	free(t);
	if (ok && count->full)
		kind_room_full(message, message_size, path, TALLY_MAX,
		    "board kinds");
	return ok && !count->full;
}

bool tally_record(const char *path, const char *kind, bool cleared,
    long percent, char *message, size_t message_size)
{
	tally_count count = { kind, cleared, percent, -1, false };
	return tally_change(path, &count, message, message_size);
}

bool tally_record_lift(const char *path, const char *kind, long from,
    long to, char *message, size_t message_size)
{
	tally_count count = { kind, false, from, to, false };
	return tally_change(path, &count, message, message_size);
}
