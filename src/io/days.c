/*
 * The days whose board of the day was finished (see days.h).
 */
#include "io/days.h"

#include <stdio.h>
#include <string.h>

#include "io/atomic_file.h"
#include "io/scores.h"
#include "io/table_file.h"

/* Days from 1970-01-01 to the first of March of year `y` shifted so that
 * February ends the year: the proleptic Gregorian count every calendar
 * library uses. */
static long days_from_civil(long y, long m, long d)
{
	y -= m <= 2;
	const long era = y / 400, yoe = y - era * 400;
	const long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	const long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

long days_date(long number)
{
	number += 719468;
	const long era = number / 146097, doe = number - era * 146097;
	const long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) /
	    365;
	const long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	const long mp = (5 * doy + 2) / 153;
	const long d = doy - (153 * mp + 2) / 5 + 1;
	const long m = mp < 10 ? mp + 3 : mp - 9;
	const long y = yoe + era * 400 + (m <= 2);
	return y * 10000 + m * 100 + d;
}

long days_number(long date)
{
	const long y = date / 10000, m = date / 100 % 100, d = date % 100;
	if (y < 1970 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31)
		return -1;
	const long number = days_from_civil(y, m, d);
	/* 31 April comes back as 1 May: no such day. */
	return days_date(number) == date ? number : -1;
}

void days_text(char *out, size_t size, long date)
{
	snprintf(out, size, "%04ld-%02ld-%02ld", date / 10000,
	    date / 100 % 100, date % 100);
}

void days_board_name(char *out, size_t size, long date, int most)
{
	static const char *const months[][2] = { { "January", "Jan" },
		{ "February", "Feb" }, { "March", "Mar" }, { "April", "Apr" },
		{ "May", "May" }, { "June", "Jun" }, { "July", "Jul" },
		{ "August", "Aug" }, { "September", "Sep" },
		{ "October", "Oct" }, { "November", "Nov" },
		{ "December", "Dec" } };
	const long year = date / 10000, month = date / 100 % 100;
	if (month < 1 || month > 12) {
		snprintf(out, size, "Board of the day, %ld", date);
		return;
	}
	/* Each form's longest: a two-digit day, September in full. */
	const bool full = most >= DAYS_BOARD_NAME_LONG;
	const bool comma = most > DAYS_BOARD_NAME_SHORT;
	snprintf(out, size, "Board of the day%s %ld %s %04ld",
	    comma ? "," : "", date % 100, months[month - 1][full ? 0 : 1],
	    year);
}

bool days_has(const days_table *t, long date)
{
	for (int i = 0; i < t->count; i++)
		if (t->day[i] == date)
			return true;
	return false;
}

bool days_add(days_table *t, long date)
{
	if (days_number(date) < 0 || days_has(t, date) ||
	    (t->count == DAYS_MAX && date < t->day[0]))
		return false;
	if (t->count == DAYS_MAX) {
		memmove(&t->day[0], &t->day[1],
		    (size_t)(t->count - 1) * sizeof t->day[0]);
		t->count--;
	}
	int at = t->count;
	while (at > 0 && t->day[at - 1] > date)
		at--;
	memmove(&t->day[at + 1], &t->day[at],
	    (size_t)(t->count - at) * sizeof t->day[0]);
	t->day[at] = date;
	t->count++;
	return true;
}

bool days_scan_date(io_scan *s, char *date, long *day, io_error *e)
{
	io_scan_skip_blank(s);
	const int line = s->line, col = s->col;
	for (int i = 0; i < 10; i++) {
		int ch = io_scan_peek(s);
		bool ok = (i == 4 || i == 7) ? ch == '-' :
		    ch >= '0' && ch <= '9';
		/* At the first byte that does not fit. */
		if (!ok)
			return io_scan_fail(s, e,
			    "expected a date YYYY-MM-DD");
		date[i] = (char)io_scan_get(s);
	}
	date[10] = '\0';
	long y, m, d;
	sscanf(date, "%4ld-%2ld-%2ld", &y, &m, &d);
	*day = y * 10000 + m * 100 + d;
	if (days_number(*day) < 0)
		return io_error_set(e, s->name, line, col, "expected a day "
		    "of the calendar from 1970 on, not %s", date);
	return true;
}

/* A line past the DAYS_MAX a table holds, named. */
static bool days_too_many(io_scan *s, io_error *e, int line, int col)
{
	return io_error_set(e, s->name, line, col, "expected at most %d "
	    "days: the oldest are left out", DAYS_MAX);
}

/* One DATE line, a day of the calendar not listed before. */
static bool days_parse_line(io_scan *s, void *table, io_error *e)
{
	days_table *t = table;
	const int line = s->line, col = s->col;
	char text[11];
	long date;
	if (!days_scan_date(s, text, &date, e) ||
	    !io_scan_line_end(s, "the date", e))
		return false;
	if (days_has(t, date))
		return io_error_set(e, s->name, line, col, "expected each "
		    "day once; %s is listed again", text);
	/* One day too many all the same takes the place of the oldest,
	 * as a day added does: the streak is in the newest. */
	const bool full = t->count == DAYS_MAX;
	days_add(t, date);
	return !full || days_too_many(s, e, line, col);
}

bool days_parse(io_scan *s, days_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_lines(s, days_parse_line, t, e);
}

static bool days_parse_any(io_scan *s, void *target, io_error *e)
{
	return days_parse(s, target, e);
}

bool days_read(const char *path, days_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_read_file(path, true, days_parse_any, t, e);
}

bool days_write(const char *path, const days_table *t, char *error,
    size_t error_size)
{
	atomic_file f;
	if (!atomic_file_make_parent(path, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	fputs("# tumble days: DATE, a day whose board of the day was "
	    "finished\n", f.fp);
	char date[16];
	for (int i = 0; i < t->count; i++) {
		days_text(date, sizeof date, t->day[i]);
		fprintf(f.fp, "%s\n", date);
	}
	return atomic_file_commit(&f, error, error_size);
}

static bool days_read_any(const char *path, void *t, io_error *e)
{
	return days_read(path, t, e);
}

static bool days_write_any(const char *path, const void *t, char *error,
    size_t error_size)
{
	return days_write(path, t, error, error_size);
}

static const table_file days_file = { days_read_any, days_write_any };

/* The day a days_record() adds, and whether it was new. */
typedef struct days_new_day {
	long date;
	bool added;
} days_new_day;

static bool days_add_one(void *table, void *user)
{
	days_new_day *day = user;
	day->added = days_add(table, day->date);
	return day->added;
}

bool days_record(const char *path, long date, days_table *t, bool *added,
    char *message, size_t message_size)
{
	bool set_aside;
	days_new_day day = { date, false };
	const bool ok = table_file_change(path, &days_file, t, days_add_one,
	    &day, &set_aside, message, message_size);
	*added = day.added;
	return ok;
}

/* Where the best game of `date` is in the table, -1 for nowhere. */
static int days_bests_index(const days_bests *t, long date)
{
	for (int i = 0; i < t->count; i++)
		if (t->best[i].day == date)
			return i;
	return -1;
}

const days_best *days_bests_find(const days_bests *t, long date)
{
	const int at = days_bests_index(t, date);
	return at >= 0 ? &t->best[at] : NULL;
}

bool days_bests_add(days_bests *t, long date, long score, bool cleared)
{
	if (days_number(date) < 0 || score < 0 || score > SCORES_MAX_SCORE)
		return false;
	const int was = days_bests_index(t, date);
	if (was >= 0) {
		const days_best *best = &t->best[was];
		if (score < best->score || (score == best->score &&
		    (best->cleared || !cleared)))
			return false;
		t->best[was] = (days_best){ date, score, cleared };
		return true;
	}
	if (t->count == DAYS_MAX && date < t->best[0].day)
		return false;
	if (t->count == DAYS_MAX) {
		memmove(&t->best[0], &t->best[1],
		    (size_t)(t->count - 1) * sizeof t->best[0]);
		t->count--;
	}
	int at = t->count;
	while (at > 0 && t->best[at - 1].day > date)
		at--;
	memmove(&t->best[at + 1], &t->best[at],
	    (size_t)(t->count - at) * sizeof t->best[0]);
	t->best[at] = (days_best){ date, score, cleared };
	t->count++;
	return true;
}

/* One DATE SCORE CLEARED line, a day not listed before. */
static bool days_bests_parse_line(io_scan *s, void *table, io_error *e)
{
	days_bests *t = table;
	const int line = s->line, col = s->col;
	char text[11];
	long date, score, cleared;
	if (!days_scan_date(s, text, &date, e) ||
	    !io_scan_int(s, 0, SCORES_MAX_SCORE, "a score", true, &score,
	    e) ||
	    !io_scan_choice(s, 0, 1, "1 for a board cleared, 0 for not", true,
	    &cleared, e) ||
	    !io_scan_line_end(s, "whether the board was cleared", e))
		return false;
	if (days_bests_find(t, date) != NULL)
		return io_error_set(e, s->name, line, col, "expected each "
		    "day once; %s is listed again", text);
	const bool full = t->count == DAYS_MAX;
	days_bests_add(t, date, score, cleared == 1);
	return !full || days_too_many(s, e, line, col);
}

bool days_bests_parse(io_scan *s, days_bests *t, io_error *e)
{
	t->count = 0;
	return io_scan_lines(s, days_bests_parse_line, t, e);
}

static bool days_bests_parse_any(io_scan *s, void *target, io_error *e)
{
	return days_bests_parse(s, target, e);
}

bool days_bests_read(const char *path, days_bests *t, io_error *e)
{
	t->count = 0;
	return io_scan_read_file(path, true, days_bests_parse_any, t, e);
}

bool days_bests_write(const char *path, const days_bests *t, char *error,
    size_t error_size)
{
	atomic_file f;
	if (!atomic_file_make_parent(path, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	fputs("# tumble days-best: DATE SCORE CLEARED, the best game of a "
	    "day\n", f.fp);
	char date[16];
	for (int i = 0; i < t->count; i++) {
		days_text(date, sizeof date, t->best[i].day);
		fprintf(f.fp, "%s %ld %d\n", date, t->best[i].score,
		    t->best[i].cleared ? 1 : 0);
	}
	return atomic_file_commit(&f, error, error_size);
}

static bool days_bests_read_any(const char *path, void *t, io_error *e)
{
	return days_bests_read(path, t, e);
}

static bool days_bests_write_any(const char *path, const void *t,
    char *error, size_t error_size)
{
	return days_bests_write(path, t, error, error_size);
}

static const table_file days_bests_file = { days_bests_read_any,
	days_bests_write_any };

/* The game a days_bests_record() keeps when it beats the day's best. */
typedef struct days_bests_game {
	long date, score;
	bool cleared;
} days_bests_game;

static bool days_bests_add_one(void *table, void *user)
{
	const days_bests_game *game = user;
	return days_bests_add(table, game->date, game->score, game->cleared);
}

bool days_bests_record(const char *path, long date, long score,
    bool cleared, days_bests *t, char *message, size_t message_size)
{
	bool set_aside;
	days_bests_game game = { date, score, cleared };
	return table_file_change(path, &days_bests_file, t,
	    days_bests_add_one, &game, &set_aside, message, message_size);
}
