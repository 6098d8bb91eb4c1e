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

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "io/scan.h"

/* The files read, and so the damaged ones named at most. */
#define STATS_FILES 4

/* What kept a report short, for a front end to say apart from it. */
typedef struct stats_damaged {
	io_error file[STATS_FILES]; /* where each damaged file failed */
	int count;
	bool out_of_memory; /* nothing was counted */
} stats_damaged;

/* Write the statistics as of `today` (YYYYMMDD) to `out`, a line each,
 * section titles at the margin and their lines indented by two blanks,
 * none longer than 78 columns but those naming a damaged file (its path
 * and what is wrong, to be wrapped where shown).  The damaged files are
 * named at the end of the report when `apart` is NULL (the screen);
 * else they are left in `apart`, for the front end to say as messages
 * ("tumble stats: FILE:LINE:COL: what"), and the report is silent on
 * them.  Returns how many files were not read in full (1 when out of
 * memory). */
int stats_write(FILE *out, stats_damaged *apart, long today);

/* Where the words on `count` damaged files stand beside their names. */
typedef enum stats_damaged_place {
	STATS_DAMAGED_HEADING, /* above the names, as the report ends */
	STATS_DAMAGED_AFTER,   /* after the messages naming them */
} stats_damaged_place;
/* What the player is told of `count` (1 or more) damaged files: that
 * they were not read in full and their good lines are counted, as a
 * heading ("Files not read in full (their good lines are counted):")
 * or a sentence after them ("this file was not read in full; its good
 * lines are counted"). */
void stats_damaged_words(char *out, size_t size, int count,
    stats_damaged_place place);

#endif
