/*
 * The player's games beside the planner's (see reviews.h).
 */
#include "io/reviews.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/atomic_file.h"
#include "io/days.h"
#include "io/kind_room.h"
#include "io/table_file.h"

_Static_assert(offsetof(reviews_entry, kind) == 0,
    "kind_room finds the kind first");

static int reviews_index(const reviews_table *t, const char *kind)
{
	for (int i = 0; i < t->count; i++)
		if (strcmp(t->entry[i].kind, kind) == 0)
			return i;
	return -1;
}

const reviews_entry *reviews_find(const reviews_table *t, const char *kind)
{
	const int i = reviews_index(t, kind);
	return i < 0 ? NULL : &t->entry[i];
}

/* One KIND GAMES YOURS PLANNER DATE line, of a kind not listed before. */
static bool reviews_parse_line(io_scan *s, void *table, io_error *e)
{
	reviews_table *t = table;
	const int line = s->line, col = s->col;
	if (t->count == REVIEWS_MAX)
		return io_scan_fail(s, e, "expected at most %d board kinds",
		    REVIEWS_MAX);
	reviews_entry *x = &t->entry[t->count];
	long day;
	if (!scores_scan_kind(s, x->kind, sizeof x->kind, e) ||
	    !io_scan_int(s, 1, REVIEWS_MAX_GAMES, "a number of games", true,
	    &x->games, e) ||
	    !io_scan_int(s, 0, SCORES_MAX_SCORE, "your score", true,
	    &x->yours, e) ||
	    !io_scan_int(s, 1, SCORES_MAX_SCORE, "the planner's score", true,
	    &x->planner, e) ||
	    !days_scan_date(s, x->date, &day, e))
		return false;
	if (!io_scan_line_end(s, "the date", e))
		return false;
	if (reviews_index(t, x->kind) >= 0)
		return io_error_set(e, s->name, line, col,
		    "expected each board kind once; '%s' is listed again",
		    x->kind);
	t->count++;
	return true;
}

bool reviews_parse(io_scan *s, reviews_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_lines(s, reviews_parse_line, t, e);
}

static bool reviews_parse_any(io_scan *s, void *target, io_error *e)
{
	return reviews_parse(s, target, e);
}

bool reviews_read(const char *path, reviews_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_read_file(path, true, reviews_parse_any, t, e);
}

bool reviews_write(const char *path, const reviews_table *t, char *error,
    size_t error_size)
{
	atomic_file f;
	if (!atomic_file_make_parent(path, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	fputs("# tumble reviews: KIND GAMES YOURS PLANNER DATE, the closest "
	    "game\n", f.fp);
	for (int i = 0; i < t->count; i++) {
		const reviews_entry *x = &t->entry[i];
		fprintf(f.fp, "%s %ld %ld %ld %s\n", x->kind, x->games,
		    x->yours, x->planner, x->date);
	}
	return atomic_file_commit(&f, error, error_size);
}

bool reviews_add(reviews_table *t, const char *kind, long yours,
    long planner, const char *date)
{
	if (yours < 0 || yours > SCORES_MAX_SCORE || planner < 1 ||
	    planner > SCORES_MAX_SCORE || strlen(kind) >= SCORES_KIND_MAX)
		return false;
	int i = reviews_index(t, kind);
	if (i < 0) {
		/* Full, the oldest board of the day gives up its line: its
		 * closest game and planner's score are of that board alone, so
		 * they cannot be added into another's, and the statistics
		 * count its games in the tally. */
		if (t->count == REVIEWS_MAX && !kind_room_drop_oldest_daily(
		    t->entry, &t->count, sizeof t->entry[0]))
			return false;
		i = t->count++;
		snprintf(t->entry[i].kind, sizeof t->entry[i].kind, "%s", kind);
		t->entry[i].games = 0;
		t->entry[i].yours = -1;
		t->entry[i].planner = 1;
	}
	reviews_entry *x = &t->entry[i];
	if (x->games < REVIEWS_MAX_GAMES)
		x->games++;
	/* yours / planner against the closest's, without dividing: the
	 * products stay below 2^63 for scores up to 10^8. */
	if (x->yours < 0 || yours * x->planner > x->yours * planner) {
		x->yours = yours;
		x->planner = planner;
		snprintf(x->date, sizeof x->date, "%.10s", date);
	}
	return true;
}

bool reviews_lift(reviews_table *t, const char *kind, long yours,
    long planner, long lifted, const char *date)
{
	if (lifted <= planner || lifted > SCORES_MAX_SCORE)
		return false;
	const int i = reviews_index(t, kind);
	if (i < 0)
		return false;
	reviews_entry *x = &t->entry[i];
	if (x->yours != yours || x->planner != planner ||
	    strncmp(x->date, date, sizeof x->date - 1) != 0)
		return false;
	x->planner = lifted;
	return true;
}

long reviews_share(long yours, long planner)
{
	return planner > 0 ? yours * 100 / planner : 100;
}

int reviews_percent(const reviews_entry *x)
{
	return (int)reviews_share(x->yours, x->planner);
}

static bool reviews_read_any(const char *path, void *t, io_error *e)
{
	return reviews_read(path, t, e);
}

static bool reviews_write_any(const char *path, const void *t, char *error,
    size_t error_size)
{
	return reviews_write(path, t, error, error_size);
}

static const table_file reviews_file = { reviews_read_any,
	reviews_write_any };

/* The game to count, and whether the table had no room for it; or,
 * when `lifted` is above 0, the game counted whose planner's score it
 * is now. */
typedef struct reviews_game {
	const char *kind, *date;
	long yours, planner, lifted;
	bool full;
} reviews_game;

static bool reviews_add_game(void *table, void *user)
{
	reviews_game *game = user;
	const reviews_table *t = table;
	if (game->lifted > 0)
		return reviews_lift(table, game->kind, game->yours,
		    game->planner, game->lifted, game->date);
	if (reviews_add(table, game->kind, game->yours, game->planner,
	    game->date))
		return true;
	game->full = t->count == REVIEWS_MAX &&
	    reviews_find(t, game->kind) == NULL;
	return false;
}

/* Load, count and write back under the file's lock, as `game` says. */
static bool reviews_change(const char *path, reviews_game *game,
    char *message, size_t message_size)
{
	message[0] = '\0';
	reviews_table *t = malloc(sizeof *t);
	if (t == NULL) {
		snprintf(message, message_size, "%s: out of memory", path);
		return false;
	}
	bool set_aside;
	const bool ok = table_file_change(path, &reviews_file, t,
	    reviews_add_game, game, &set_aside, message, message_size);
	free(t);
	if (ok && game->full)
		kind_room_full(message, message_size, path, REVIEWS_MAX,
		    "board kinds");
	return ok && !game->full;
}

bool reviews_record(const char *path, const char *kind, long yours,
    long planner, const char *date, char *message, size_t message_size)
{
	reviews_game game = { kind, date, yours, planner, 0, false };
	return reviews_change(path, &game, message, message_size);
}

bool reviews_record_lift(const char *path, const char *kind, long yours,
    long planner, long lifted, const char *date, char *message,
    size_t message_size)
{
	reviews_game game = { kind, date, yours, planner, lifted, false };
	return reviews_change(path, &game, message, message_size);
}
