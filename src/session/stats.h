/*
 * The player's statistics, one text for `tumble stats` and the screen
 * alike, so the two always agree: per Same Game board kind the games
 * finished alone, the boards cleared, the share of the planner's score
 * (on average and at best) and the marks; the marks earned in all; the
 * board of the day's streaks; the Mayan levels solved and clean, in all
 * and per tier.  Read from the data folder's files: a damaged one counts
 * its good lines and is named at the end.  Setting it aside is the
 * game's business when it records, but for the days of the board of the
 * day, whose reader sets them aside as it reads.
 */
#ifndef TUMBLE_SESSION_STATS_H
#define TUMBLE_SESSION_STATS_H

#include <stdio.h>

/* Write the statistics as of `today` (YYYYMMDD) to `out`, a line each,
 * section titles at the margin and their lines indented by two blanks,
 * none longer than 78 columns but those naming a damaged file (its path
 * and what is wrong, to be wrapped where shown).  The damaged files go
 * to `warn`: at the end of the report when it is `out` (the screen),
 * else as messages ("tumble stats: FILE:LINE:COL: what").  Returns how
 * many files were not read in full (1 when out of memory). */
int stats_write(FILE *out, FILE *warn, long today);

#endif
