/*
 * The board of the day's name and streak (see daily.h).
 */
#include "session/daily.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/paths.h"
#include "session/game.h"
#include "session/game_keep.h"
#include "session/game_rules.h"

bool daily_counts(long date, long today)
{
	const long day = days_number(date), now = days_number(today);
	return day >= 0 && now >= 0 && (day == now || day == now - 1);
}

daily_streak daily_streak_of(const days_table *t, long today)
{
	daily_streak s = { 0, 0, t->count, days_has(t, today), 0 };
	const long now = days_number(today);
	int run = 0;
	long last = -2;
	/* Oldest first: each run of days in a row, and the one that reaches
	 * today or yesterday.  Days after today (a clock set back) end no
	 * run of today, but the longest run was played all the same. */
	for (int i = 0; i < t->count; i++) {
		const long day = days_number(t->day[i]);
		run = day == last + 1 ? run + 1 : 1;
		last = day;
		if (run > s.longest)
			s.longest = run;
		if (now >= 0 && (day == now || day == now - 1))
			s.current = run;
	}
	return s;
}

int daily_streak_with(const days_table *t, long date, long today)
{
	if (!daily_counts(date, today) || days_has(t, date))
		return 0;
	days_table *with = malloc(sizeof *with);
	if (with == NULL)
		return 0;
	*with = *t;
	days_add(with, date);
	const int streak = daily_streak_of(with, today).current;
	free(with);
	return streak;
}

void daily_streak_kept(daily_streak *s, const days_table *t, long today)
{
	game_kept_entry kept[GAME_KEPT_PLACES * GAME_KINDS];
	s->kept = 0;
	if (days_number(today) <= 0)
		return;
	const long yesterday = days_date(days_number(today) - 1);
	const int count = game_kept_list(kept, GAME_KEPT_PLACES * GAME_KINDS);
	/* One of yesterday's kept boards is enough: finishing any of them
	 * makes the same streak.  An assisted one counts toward none, as
	 * its end says: it would promise what finishing it does not give. */
	for (int i = 0; i < count; i++) {
		if (kept[i].daily != yesterday || kept[i].assisted)
			continue;
		const int streak = daily_streak_with(t, yesterday, today);
		if (streak > s->current)
			s->kept = streak;
		return;
	}
}

/* "3 days in a row", or "" for none. */
static void daily_in_a_row(char *out, size_t size, int days)
{
	if (days > 0)
		snprintf(out, size, "%d day%s in a row", days,
		    days == 1 ? "" : "s");
	else
		snprintf(out, size, "%s", "");
}

/* The streak as it stands and what keeps it, for the statistics. */
static void daily_streak_now(char *out, size_t size, const daily_streak *s)
{
	char row[32], would[32];
	daily_in_a_row(row, sizeof row, s->current);
	daily_in_a_row(would, sizeof would, s->kept);
	if (s->kept > 1)
		snprintf(out, size, "Streak: finish yesterday's kept board "
		    "today to make %s", would);
	else if (s->kept == 1)
		snprintf(out, size, "Streak: %s; finish yesterday's kept "
		    "board today to start one", s->days > 0 ? "none running" :
		    "none yet");
	else if (s->days == 0)
		snprintf(out, size, "Streak: none yet; finish a board of the "
		    "day to start one");
	else if (s->current == 0)
		snprintf(out, size, "Streak: none running; finish today's "
		    "board to start one");
	else if (s->today)
		snprintf(out, size, "Streak: %s, today's board finished", row);
	else
		snprintf(out, size, "Streak: %s, alive until today ends: "
		    "finish today's board", row);
}

/* The longest streak and the days played, for the statistics. */
static void daily_streak_record(char *out, size_t size,
    const daily_streak *s)
{
	char row[32];
	daily_in_a_row(row, sizeof row, s->longest);
	if (s->days == 0)
		snprintf(out, size, "%s", "");
	else
		snprintf(out, size, "Longest streak: %s%s; %d day%s played",
		    row, s->current > 0 && s->current == s->longest ?
		    ", this one" : "", s->days, s->days == 1 ? "" : "s");
}

/* The streak for the title menu, in DAILY_MENU_WORDS at most. */
static void daily_streak_menu(char *out, size_t size, const daily_streak *s)
{
	char row[32];
	daily_in_a_row(row, sizeof row, s->current);
	if (s->kept > 1) {
		daily_in_a_row(row, sizeof row, s->kept);
		snprintf(out, size, "finish yesterday's: %s", row);
	} else if (s->kept == 1) {
		snprintf(out, size, "finish yesterday's to start a streak");
	} else if (s->current == 0 || s->today) {
		snprintf(out, size, "%s", row);
	} else {
		/* A streak of 100 days and more keeps the call alone. */
		char call[64];
		snprintf(call, sizeof call, "%s: play today to keep it", row);
		if (strlen(call) > DAILY_MENU_WORDS)
			snprintf(call, sizeof call, "%s: play today", row);
		snprintf(out, size, "%s", call);
	}
}

void daily_streak_words(char *out, size_t size, const daily_streak *s,
    daily_streak_form form)
{
	switch (form) {
	case DAILY_STREAK_COUNT:
		daily_in_a_row(out, size, s->current);
		break;
	case DAILY_STREAK_NOW:
		daily_streak_now(out, size, s);
		break;
	case DAILY_STREAK_RECORD:
		daily_streak_record(out, size, s);
		break;
	case DAILY_STREAK_MENU:
		daily_streak_menu(out, size, s);
		break;
	}
}

static bool daily_path(char *path, size_t size, char *alert,
    size_t alert_size)
{
	if (paths_data_file("days", path, size))
		return true;
	snprintf(alert, alert_size, "The streak is not kept: %s.",
	    paths_data_trouble());
	return false;
}

/* The file of the days' best games, beside the days. */
static bool daily_bests_path(char *path, size_t size)
{
	return paths_data_file("days-best", path, size);
}

/* The day's best game after one of `score` points: kept in the file
 * of the days' best games when it beats the one there.  -1 when that
 * file is in trouble (`alert` says so, after what it said of the days
 * file). */
static void daily_keep_best(long date, long score, bool cleared,
    daily_day *day, char *alert, size_t alert_size)
{
	char path[4096], message[600];
	day->best = -1;
	day->best_cleared = false;
	days_bests *t = malloc(sizeof *t);
	message[0] = '\0';
	if (t != NULL && daily_bests_path(path, sizeof path) &&
	    days_bests_record(path, date, score, cleared, t, message,
	    sizeof message)) {
		const days_best *best = days_bests_find(t, date);
		if (best != NULL) {
			day->best = best->score;
			day->best_cleared = best->cleared;
		}
	}
	free(t);
	if (message[0] != '\0')
		game_alert_add(alert, alert_size, message);
}

bool daily_record(long date, long today, long score, bool cleared,
    daily_day *day, char *alert, size_t alert_size)
{
	char path[4096];
	alert[0] = '\0';
	if (!daily_counts(date, today))
		return false;
	days_table *t = malloc(sizeof *t);
	bool added = false;
	bool ok = t != NULL && daily_path(path, sizeof path, alert,
	    alert_size);
	if (ok) {
		ok = days_record(path, date, t, &added, alert, alert_size);
		day->streak = daily_streak_of(t, today);
	}
	free(t);
	if (!ok)
		return false;
	day->again = !added;
	daily_keep_best(date, score, cleared, day, alert, alert_size);
	return true;
}

void daily_shares_keep(daily_shares *s, long day, const char *line)
{
	int at = 0;
	while (at < s->count && s->day[at] != day)
		at++;
	if (at == DAILY_SHARES) {
		memmove(s->line[0], s->line[1],
		    (DAILY_SHARES - 1) * sizeof s->line[0]);
		memmove(&s->day[0], &s->day[1],
		    (DAILY_SHARES - 1) * sizeof s->day[0]);
		at--;
	}
	if (at == s->count)
		s->count++;
	s->day[at] = day;
	snprintf(s->line[at], sizeof s->line[at], "%s", line);
}

void daily_shares_print(const daily_shares *s, FILE *out)
{
	for (int i = 0; i < s->count; i++)
		fprintf(out, "%s\n", s->line[i]);
}

void daily_menu_words(char *out, size_t size, long today)
{
	char path[4096], alert[600], words[64];
	days_board_name(out, size, today, DAYS_BOARD_NAME_LONG);
	days_table *days = malloc(sizeof *days);
	days_bests *bests = malloc(sizeof *bests);
	io_error e;
	/* Only read, a damaged file's good lines counted: the menu changes
	 * no file, and the game that records a day sets one aside. */
	const bool kept = days != NULL && bests != NULL &&
	    daily_path(path, sizeof path, alert, sizeof alert) &&
	    (days_read(path, days, &e) || e.line > 0);
	if (kept) {
		daily_streak s = daily_streak_of(days, today);
		daily_streak_kept(&s, days, today);
		daily_streak_words(words, sizeof words, &s,
		    DAILY_STREAK_MENU);
		const days_best *best = NULL;
		/* A day an older tumble counted has no best game kept; a
		 * damaged file's good lines still name one. */
		if (s.kept == 0 && s.today && daily_bests_path(path,
		    sizeof path)) {
			days_bests_read(path, bests, &e);
			best = days_bests_find(bests, today);
		}
		if (s.kept == 0 && s.today && best != NULL)
			snprintf(out, size, "today's best %ld; %s", best->score,
			    words);
		else if (s.kept == 0 && s.today)
			snprintf(out, size, "played today; %s", words);
		else if (words[0] != '\0')
			/* What keeps the streak tonight: today's board, or
			 * yesterday's kept half-way. */
			snprintf(out, size, "%s", words);
	}
	free(bests);
	free(days);
}
