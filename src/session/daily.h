/*
 * The board of the day as a player meets it: its name ("Board of the day, 4
 * December 2026", days_board_name), and the streak of days in a row on which
 * the player finished it.  A game of the board of a day counts for that day,
 * not for the day it ends on, so a game of yesterday's board finished after
 * midnight keeps yesterday; only today's and yesterday's boards count (an older
 * one, played by its id, would mend a streak already broken).  A day counts
 * once, however many games of its board are played: the day keeps its best
 * game, the one its line to share and the title menu name.  The streak is alive
 * while today or yesterday is played: a day missed ends it.  Every rule takes
 * `today` (YYYYMMDD) from its caller, so that the tests fix the clock; the game
 * asks daily_today().
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
	bool today;  /* today is among them: the streak is safe today */
	/* The streak that finishing yesterday's board, kept to continue,
	 * would make today, where it is more than `current`; 0 for none
	 * (daily_streak_kept). */
	int kept;
} daily_streak;

/* Today on the local clock, as YYYYMMDD; TUMBLE_TODAY=YYYYMMDD (or
 * YYYY-MM-DD) in the environment sets it instead (for the tests of what
 * a day shows). */
long daily_today(void);
/* The words that say TUMBLE_TODAY is set to something that is not a
 * date, which daily_today() ignores, for the front end to say; false,
 * and nothing written, when it is fine. */
#define DAILY_ENV_WARNING_MAX 160
bool daily_env_warning(char *out, size_t size);

/* Whether a game of the board of `date`, finished on `today`, counts
 * toward the streak: the board of today or of yesterday. */
bool daily_counts(long date, long today);
/* The streak of the days in `t` as of `today`, `kept` left 0. */
daily_streak daily_streak_of(const days_table *t, long today);
/* The streak a game of the board of `date` finished `today` would make:
 * 0 when it would count no new day (not today's or yesterday's board,
 * or its day counted already). */
int daily_streak_with(const days_table *t, long date, long today);
/* Whether a game of yesterday's board is kept to continue whose end
 * today would count its day and make the streak longer than it stands:
 * then s->kept is the streak it would make (a game kept half-way still
 * counts for its own day, and so saves a streak today's alone cannot).
 * The kept games are read from the data folder. */
void daily_streak_kept(daily_streak *s, const days_table *t, long today);

/* The streak in a player's words, one wording wherever it is said. */
typedef enum daily_streak_form {
	/* "3 days in a row", "1 day in a row"; "" for none: the end of a
	 * game and the line to share. */
	DAILY_STREAK_COUNT,
	/* Where it stands and what keeps it, the statistics' line:
	 * "Streak: none yet; finish a board of the day to start one",
	 * "Streak: none running; finish today's board to start one",
	 * "Streak: 3 days in a row, today's board finished",
	 * "Streak: 3 days in a row, alive until today ends: finish today's
	 * board", "Streak: finish yesterday's kept board today to make 3
	 * days in a row".  At most 76 characters. */
	DAILY_STREAK_NOW,
	/* The longest and the days played, the statistics' next line, ""
	 * with none played: "Longest streak: 5 days in a row; 12 days
	 * played", ", this one" after the longest when it runs still. */
	DAILY_STREAK_RECORD,
	/* Short, for the title menu, "" when nothing is at stake: "3 days
	 * in a row" once today's is played, "3 days in a row: play today to
	 * keep it" while yesterday keeps it alive, "finish yesterday's: 3
	 * days in a row" while a kept game of yesterday's board can make
	 * it.  At most DAILY_MENU_WORDS characters. */
	DAILY_STREAK_MENU,
} daily_streak_form;
void daily_streak_words(char *out, size_t size, const daily_streak *s,
    daily_streak_form form);

/* What a finished game of the board of the day did to its day. */
typedef struct daily_day {
	daily_streak streak; /* the streak after it */
	bool again;          /* a game before it had counted the day */
	/* The day's best game so far, this one among them: its score (-1
	 * when it could not be kept) and whether it cleared the board. */
	long best;
	bool best_cleared;
} daily_day;

/* Note a finished game of the board of `date`, of `score` points and
 * `cleared` or not, on `today`, when it counts (daily_counts): the day
 * once, however many games of it end, and its best game; `day` says
 * what the day is after it.  False when it does not count or could not
 * be kept (`alert` then says why, "" when it did not count). */
bool daily_record(long date, long today, long score, bool cleared,
    daily_day *day, char *alert, size_t alert_size);

/* The lines to share of the boards of the day finished in a run, to be
 * printed when tumble ends: one a board, in the order they were first
 * finished, a later line of a board in place of its own (the record's
 * line is the day's best game, which a player shares once), the oldest
 * going past DAILY_SHARES.  Both front ends keep theirs here. */
enum { DAILY_SHARES = 8, DAILY_SHARE_MAX = 256 };
typedef struct daily_shares {
	char line[DAILY_SHARES][DAILY_SHARE_MAX];
	long day[DAILY_SHARES];
	int count;
} daily_shares;
/* Keep `line`, the line to share of the board of the day of `day`. */
void daily_shares_keep(daily_shares *s, long day, const char *line);
void daily_shares_print(const daily_shares *s, FILE *out);

/* Today's board of the day as the title menu names it: while a kept game
 * of yesterday's board can make the streak, that finishing it does
 * ("finish yesterday's: 3 days in a row"); else, once a game of it counted
 * today, its best score and the streak ("today's best 3812; 4 days in a
 * row"); else, while yesterday's keeps a streak alive, that today's keeps
 * it ("4 days in a row: play today to keep it"); else its title
 * (days_board_name); the streak's words are daily_streak_words'.  At most
 * DAILY_MENU_WORDS characters, so that the menu's smallest width holds
 * them whole, with a score of 5 digits and a streak of 3. */
enum { DAILY_MENU_WORDS = 39 };
void daily_menu_words(char *out, size_t size, long today);

#endif
