/*
 * How close the player's games came to the planner's on the same boards,
 * kept per board kind in $XDG_DATA_HOME/tumble/reviews: when a Same Game
 * the player played alone ends, and the planner has played its board too
 * (the game's review), the two scores are set side by side.  Per kind the
 * file keeps how many games were, and the one that came closest.
 *
 *     # tumble reviews: KIND GAMES YOURS PLANNER DATE, the closest game
 *     same-10x15x3 12 3661 4120 2026-12-03
 *
 * KIND is a high-score kind (see scores.h); GAMES a number from 1 to
 * REVIEWS_MAX_GAMES; YOURS and PLANNER scores from 0 to SCORES_MAX_SCORE,
 * PLANNER above 0; DATE is YYYY-MM-DD.  A kind appears once.  A file of
 * its own, not a field of the scores file, so that a tumble that does not
 * know it reads its scores as before.  Changed as table_file.h says.
 */
#ifndef TUMBLE_IO_REVIEWS_H
#define TUMBLE_IO_REVIEWS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"
#include "io/scores.h"

#define REVIEWS_MAX 1000
#define REVIEWS_MAX_GAMES 1000000000L

typedef struct reviews_entry {
	char kind[SCORES_KIND_MAX];
	long games;           /* games set beside the planner's */
	long yours, planner;  /* the closest of them */
	char date[11];        /* its date, YYYY-MM-DD */
} reviews_entry;

typedef struct reviews_table {
	int count;
	reviews_entry entry[REVIEWS_MAX];
} reviews_table;

/* Read the table from `s`; false with the first bad line in `e`, the
 * good lines kept. */
bool reviews_parse(io_scan *s, reviews_table *t, io_error *e);
/* The file at `path` as reviews_parse reads it; missing is empty. */
bool reviews_read(const char *path, reviews_table *t, io_error *e);
/* Replace the file atomically, creating its folder when needed. */
bool reviews_write(const char *path, const reviews_table *t, char *error,
    size_t error_size);

/* The entry of `kind`, or NULL. */
const reviews_entry *reviews_find(const reviews_table *t, const char *kind);
/* Count a game of `kind` scoring `yours` where the planner scored
 * `planner` (> 0), keeping it when it came closer than the closest so
 * far; a full table makes room by dropping its oldest board of the day.
 * False when it has no room all the same or a value is out of range. */
bool reviews_add(reviews_table *t, const char *kind, long yours,
    long planner, const char *date);
/* The planner's score beside a game of `kind` counted already (`yours`
 * beside `planner` on `date`) is now known to be `lifted`, above it: when
 * that game is the kind's closest, the closest says the new figure (a
 * game set farther from the planner's cannot become the closest), and
 * true. */
bool reviews_lift(reviews_table *t, const char *kind, long yours,
    long planner, long lifted, const char *date);
/* A score as a whole percentage of the planner's (`planner` > 0; 100
 * where it is not), rounded down, as the marks count it: a game at 89.6%
 * reaches no 90%, neither in a mark nor in words.  The review, the line
 * to share, the tally and the score screen all say this one figure. */
long reviews_share(long yours, long planner);
/* The closest game's score as a whole percentage of the planner's. */
int reviews_percent(const reviews_entry *x);

/* Load, add and write back under the file's lock; false when the game
 * could not be kept, `message` saying why (a damaged file set aside says
 * so there too). */
bool reviews_record(const char *path, const char *kind, long yours,
    long planner, const char *date, char *message, size_t message_size);

/* reviews_lift() under the file's lock, as reviews_record() does; false
 * when the file could not be read or written, `message` saying why. */
bool reviews_record_lift(const char *path, const char *kind, long yours,
    long planner, long lifted, const char *date, char *message,
    size_t message_size);

#endif
