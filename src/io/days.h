/*
 * The days whose board of the day the player finished, kept in
 * $XDG_DATA_HOME/tumble/days, from which the streak is counted (see
 * session/daily.h):
 *
 *     # tumble days: DATE, a day whose board of the day was finished
 *     2026-12-03
 *     2026-12-04
 *
 * DATE is YYYY-MM-DD, a day of the calendar from 1970-01-01 to
 * 9999-12-31, each once; the file keeps them in order and at most
 * DAYS_MAX of them (the oldest go first).  Changed as table_file.h says,
 * like the high scores.  Dates are held as numbers YYYYMMDD, as the board
 * of the day's seed is.
 *
 * The best game of each of those days' boards, played alone, is kept in
 * a file of its own, $XDG_DATA_HOME/tumble/days-best, so that a tumble
 * that does not know it still reads the days as before:
 *
 *     # tumble days-best: DATE SCORE CLEARED, the best game of a day
 *     2026-12-04 3812 1
 *
 * SCORE is from 0 to SCORES_MAX_SCORE; CLEARED is 1 when that game
 * cleared the board, 0 when it did not.  Each DATE once, at most
 * DAYS_MAX of them, the oldest going first.
 */
#ifndef TUMBLE_IO_DAYS_H
#define TUMBLE_IO_DAYS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

#define DAYS_MAX 4000

typedef struct days_table {
	int count;
	long day[DAYS_MAX]; /* YYYYMMDD, oldest first */
} days_table;

/* Days since 1970-01-01 of the date YYYYMMDD, -1 when it is no day of
 * the calendar in the years 1970 to 9999; and back. */
long days_number(long date);
long days_date(long number);

/* The date YYYYMMDD as the files write it, YYYY-MM-DD, into `out` (11
 * bytes hold it). */
void days_text(char *out, size_t size, long date);

/* The board of the day of `date` as the player reads it, in at most
 * `most` characters: the game's title, "Board of the day, 30 September
 * 2026", where every date's would fit; else the month shortened, "Board
 * of the day, 30 Sep 2026"; else the comma left out, "Board of the day 30
 * Sep 2026" (a year of two digits, "30 Sep 26", reads as a day too).  The
 * form follows the room alone, not the date, so that the days
 * of a list read alike.  A date that is no day of the calendar is given
 * as its number. */
enum {
	DAYS_BOARD_NAME_LONG = 35,  /* the title's form at its longest */
	DAYS_BOARD_NAME_SHORT = 28, /* the shortest form at its longest */
};
void days_board_name(char *out, size_t size, long date, int most);

/* A date YYYY-MM-DD, a day of the calendar from 1970 on, as the scores,
 * the reviews and the days files hold it: its text into `date` (11
 * bytes), and the day as YYYYMMDD into `day`. */
bool days_scan_date(io_scan *s, char *date, long *day, io_error *e);

/* Read the table from `s`; false with the first bad line in `e`, the
 * good lines kept. */
bool days_parse(io_scan *s, days_table *t, io_error *e);
/* The file at `path` as days_parse reads it; missing is empty. */
bool days_read(const char *path, days_table *t, io_error *e);
/* Replace the file atomically, creating its folder when needed. */
bool days_write(const char *path, const days_table *t, char *error,
    size_t error_size);

/* Whether `date` is in the table. */
bool days_has(const days_table *t, long date);
/* Add `date` in its place; false when it was there already or is no
 * date.  A full table drops its oldest day, or a date older still. */
bool days_add(days_table *t, long date);

/* Load the file as table_file_load() does (a damaged one mended and
 * set aside, `message` saying so), add `date` and write back under the
 * file's lock, `t` left holding the days after and `added` saying
 * whether the day was new; false when the day could not be kept
 * (`message` says why).  Only recording sets a file aside: whoever just
 * shows the days reads them with days_read. */
bool days_record(const char *path, long date, days_table *t, bool *added,
    char *message, size_t message_size);

/* The best game of a day's board. */
typedef struct days_best {
	long day;     /* YYYYMMDD */
	long score;
	bool cleared;
} days_best;

typedef struct days_bests {
	int count;
	days_best best[DAYS_MAX]; /* oldest first */
} days_bests;

bool days_bests_parse(io_scan *s, days_bests *t, io_error *e);
/* The file at `path` as days_bests_parse reads it; missing is empty. */
bool days_bests_read(const char *path, days_bests *t, io_error *e);
bool days_bests_write(const char *path, const days_bests *t, char *error,
    size_t error_size);
/* The best game of the board of `date`, or NULL when none is kept. */
const days_best *days_bests_find(const days_bests *t, long date);
/* Keep a game of the board of `date` when it beats the day's best so
 * far: more points, or as many and the board cleared where the best left
 * balls.  False when it does not, or is no date or score.  A full table
 * drops its oldest day, or a date older still. */
bool days_bests_add(days_bests *t, long date, long score, bool cleared);
/* As days_record, for the file of the days' best games. */
bool days_bests_record(const char *path, long date, long score,
    bool cleared, days_bests *t, char *message, size_t message_size);

#endif
