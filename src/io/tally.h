/*
 * What the player's Same Games add up to, per board kind, kept in
 * $XDG_DATA_HOME/tumble/tally for the statistics: how many games the
 * player finished alone, how many cleared their board, and of those set
 * beside the planner's game on the same board, the sum and the best of
 * their shares of the planner's score (in whole percent, so the average
 * is the sum over the count).
 *
 *     # tumble tally: KIND GAMES CLEARED BESIDE SHARES BEST
 *     same-10x15x3 12 3 5 430 97
 *
 * KIND is a high-score kind (see scores.h), once; GAMES, CLEARED and
 * BESIDE numbers up to TALLY_MAX_GAMES, CLEARED and BESIDE no more than
 * GAMES; SHARES up to BESIDE times TALLY_MAX_PERCENT and at most
 * IO_SCAN_NUMBER_MAX (a sum that would pass it is not added); BEST up to
 * TALLY_MAX_PERCENT, 0 while BESIDE is.  Changed as table_file.h says.
 */
#ifndef TUMBLE_IO_TALLY_H
#define TUMBLE_IO_TALLY_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"
#include "io/scores.h"

#define TALLY_MAX 1000
#define TALLY_MAX_GAMES 1000000000L
/* A share of the planner's score: a player may beat it, never by this
 * much on a board the planner has played. */
#define TALLY_MAX_PERCENT 100000L

typedef struct tally_entry {
	char kind[SCORES_KIND_MAX];
	long games, cleared, beside, shares, best;
} tally_entry;

typedef struct tally_table {
	int count;
	tally_entry entry[TALLY_MAX];
} tally_table;

bool tally_parse(io_scan *s, tally_table *t, io_error *e);
bool tally_read(const char *path, tally_table *t, io_error *e);
bool tally_write(const char *path, const tally_table *t, char *error,
    size_t error_size);

/* The entry of `kind`, or NULL. */
const tally_entry *tally_find(const tally_table *t, const char *kind);
/* Count a finished game of `kind` (`cleared` its board or not); a full
 * table makes room by adding its oldest board of the day into the next
 * one.  False when it has no room all the same. */
bool tally_add_game(tally_table *t, const char *kind, bool cleared);
/* Count a share of the planner's score, `percent`, for a game of `kind`
 * counted already; false when it has none or the share is out of
 * range. */
bool tally_add_share(tally_table *t, const char *kind, long percent);
/* A share counted already, `from` percent, is now `to` (below it: the
 * planner's score it was of is known to be higher): the sum takes the
 * new share, and so does the best when it was the only one.  False when
 * nothing changed. */
bool tally_lift_share(tally_table *t, const char *kind, long from,
    long to);

/* Load, count a game (`percent` below 0) or a share, and write back
 * under the file's lock; false when it could not be kept, `message`
 * saying why. */
bool tally_record(const char *path, const char *kind, bool cleared,
    long percent, char *message, size_t message_size);

/* tally_lift_share() under the file's lock, as tally_record() does;
 * false when the file could not be read or written. */
bool tally_record_lift(const char *path, const char *kind, long from,
    long to, char *message, size_t message_size);

#endif
