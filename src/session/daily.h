/*
 * The board of the day as a player meets it: its name ("Board of the
 * day, 4 December 2026"), and the streak of days in a row on which the
 * player finished it.  A game of the board of a day counts for that day,
 * not for the day it ends on, so a game of yesterday's board finished
 * after midnight keeps yesterday; only today's and yesterday's boards
 * count (an older one, played by its id, would mend a streak already
 * broken).  The streak is alive while today or yesterday is played: a
 * day missed ends it.  Every rule takes `today` (YYYYMMDD) from its
 * caller, so that the tests fix the clock; the game asks daily_today().
 */
#ifndef TUMBLE_SESSION_DAILY_H
#define TUMBLE_SESSION_DAILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "io/days.h"

typedef struct daily_streak {
	int current; /* days in a row up to today or yesterday, 0 for none */
	int longest; /* the longest run of days in a row */
	int days;    /* days played in all */
} daily_streak;

/* Today on the local clock, as YYYYMMDD; TUMBLE_TODAY=YYYYMMDD in the
 * environment sets it instead (for the tests of what a day shows). */
long daily_today(void);
/* Say on `err` that TUMBLE_TODAY is set to something that is not a
 * date, which daily_today() ignores; nothing when it is fine. */
void daily_env_warning(FILE *err);

/* "Board of the day, 4 December 2026" for 20261204. */
void daily_title(char *out, size_t size, long date);
/* "4 December 2026" for 20261204. */
void daily_date_words(char *out, size_t size, long date);

/* Whether a game of the board of `date`, finished on `today`, counts
 * toward the streak: the board of today or of yesterday. */
bool daily_counts(long date, long today);
/* The streak of the days in `t` as of `today`. */
daily_streak daily_streak_of(const days_table *t, long today);

/* The streak kept in the data folder as of `today`; all 0 when none is
 * kept (`alert` says so when the file is in trouble). */
daily_streak daily_load(long today, char *alert, size_t alert_size);
/* Note a finished game of the board of `date` on `today`, when it counts
 * (daily_counts), and give the streak after; false when it does not
 * count or could not be kept (`alert` then says why, "" when it did not
 * count). */
bool daily_record(long date, long today, daily_streak *streak, char *alert,
    size_t alert_size);

#endif
