/*
 * The player's statistics (see stats.h).
 */
#include "session/stats.h"

#include <stdlib.h>
#include <string.h>

#include "io/days.h"
#include "io/marks.h"
#include "io/paths.h"
#include "io/progress.h"
#include "io/scores.h"
#include "io/tally.h"
#include "session/daily.h"
#include "session/mayan_tiers.h"

/* The tables the statistics read, on the heap: they are large. */
typedef struct stats_tables {
	tally_table tally;
	marks_table marks;
	progress_table done;
	days_table days;
	levels_pack pack;
	mayan_tiers tiers;
	stats_damaged damaged;
} stats_tables;

/* The file `name` of the data folder read by `read`; a file missing or
 * damaged leaves what it holds of good lines, and a damaged one is
 * noted in `t` to be named.  Only read: a report changes no file, and
 * setting a damaged one aside is the game's when it records there. */
static void stats_read(stats_tables *t, const char *name,
    bool (*read)(const char *, void *, io_error *), void *table)
{
	char path[4096];
	io_error e;
	if (paths_data_file(name, path, sizeof path) &&
	    !read(path, table, &e) && t->damaged.count < STATS_FILES)
		t->damaged.file[t->damaged.count++] = e;
}

static bool stats_read_tally(const char *path, void *t, io_error *e)
{
	return tally_read(path, t, e);
}

static bool stats_read_marks(const char *path, void *t, io_error *e)
{
	return marks_read(path, t, e);
}

static bool stats_read_progress(const char *path, void *t, io_error *e)
{
	return progress_read(path, t, e);
}

static bool stats_read_days(const char *path, void *t, io_error *e)
{
	return days_read(path, t, e);
}

static bool stats_is_same(const char *board)
{
	return strncmp(board, "same-", 5) == 0;
}

/* A kind listed on a line of its own: the boards of the day are summed
 * under their own title instead, one day being much like another. */
static bool stats_listed(const char *board)
{
	return stats_is_same(board) && scores_kind_daily_date(board) == 0;
}

/* The share of the planner's score of the games counted in `x`, where
 * one was set beside it. */
static void stats_write_beside(FILE *out, const tally_entry *x)
{
	if (x->beside > 0)
		fprintf(out, "    beside the planner %ld time%s: %ld%% on "
		    "average, best %ld%%\n", x->beside, x->beside == 1 ? "" :
		    "s", (x->shares + x->beside / 2) / x->beside, x->best);
}

/* One board kind: its games and marks, then its share of the planner's
 * score where a game was set beside it. */
static void stats_write_kind(FILE *out, const stats_tables *t,
    const char *kind)
{
	char title[SCORES_KIND_MAX + 32], row[8];
	scores_kind_title(title, sizeof title, kind, DAYS_BOARD_NAME_LONG);
	marks_row(row, sizeof row, marks_of(&t->marks, kind), MARKS_SAME,
	    "-");
	const tally_entry *x = tally_find(&t->tally, kind);
	if (x == NULL) {
		fprintf(out, "  %s: marks %s\n", title, row);
		return;
	}
	fprintf(out, "  %s: %ld game%s, %ld cleared, marks %s\n", title,
	    x->games, x->games == 1 ? "" : "s", x->cleared, row);
	stats_write_beside(out, x);
}

/* The Same Game marks earned, per mark into `count` and in all: on
 * every board, or (`daily`) on the boards of the day alone. */
static long stats_same_marks(const stats_tables *t, bool daily,
    long count[MARK_COUNT])
{
	long all = 0;
	for (int k = 0; k < MARK_COUNT; k++)
		count[k] = 0;
	for (int i = 0; i < t->marks.count; i++) {
		const marks_entry *m = &t->marks.entry[i];
		if (!stats_is_same(m->board) ||
		    (daily && scores_kind_daily_date(m->board) == 0))
			continue;
		for (int k = 0; k < MARK_COUNT; k++)
			if (m->marks & (1u << k)) {
				count[k]++;
				all++;
			}
	}
	return all;
}

/* Marks counted: "2 (G 0, C 2, 9 0, P 0)". */
static void stats_write_marks(FILE *out, long all,
    const long count[MARK_COUNT])
{
	fprintf(out, "%ld", all);
	for (int k = 0; k < MARK_COUNT; k++)
		if (MARKS_SAME & (1u << k))
			fprintf(out, "%s%c %ld", k == 0 ? " (" : ", ",
			    marks_letter(1u << k), count[k]);
	fprintf(out, ")");
}

/* Every kind with a game counted or a mark, in the order of kinds. */
static void stats_write_same(FILE *out, const stats_tables *t)
{
	const char *last = "";
	int kinds = 0;
	fprintf(out, "Same Game\n");
	for (;;) {
		const char *next = NULL;
		for (int i = 0; i < t->tally.count; i++) {
			const char *k = t->tally.entry[i].kind;
			if (stats_listed(k) &&
			    scores_kind_compare(k, last) > 0 &&
			    (next == NULL || scores_kind_compare(k, next) < 0))
				next = k;
		}
		for (int i = 0; i < t->marks.count; i++) {
			const char *k = t->marks.entry[i].board;
			if (stats_listed(k) &&
			    scores_kind_compare(k, last) > 0 &&
			    (next == NULL || scores_kind_compare(k, next) < 0))
				next = k;
		}
		if (next == NULL)
			break;
		stats_write_kind(out, t, next);
		kinds++;
		last = next;
	}
	/* The boards of the day are counted below, their marks here. */
	bool daily = false;
	for (int i = 0; i < t->tally.count; i++)
		daily |= scores_kind_daily_date(t->tally.entry[i].kind) != 0;
	for (int i = 0; i < t->marks.count; i++)
		daily |= stats_is_same(t->marks.entry[i].board) &&
		    scores_kind_daily_date(t->marks.entry[i].board) != 0;
	/* Only games played alone are counted: an assisted one finished
	 * must not make "no game finished" untrue. */
	if (kinds == 0)
		fprintf(out, daily ? "  No other board than the board of the "
		    "day finished unassisted yet.\n" :
		    "  No game finished unassisted yet.\n");
	/* The boards of the day's marks are shown in their own part: the
	 * total says it holds them, so that the figures on screen add up
	 * to it. */
	long count[MARK_COUNT], all = stats_same_marks(t, false, count);
	long daily_count[MARK_COUNT];
	const long daily_all = stats_same_marks(t, true, daily_count);
	fprintf(out, "  Marks earned: ");
	stats_write_marks(out, all, count);
	fprintf(out, "%s\n", daily_all > 0 ? ", boards of the day "
	    "included" : "");
}

static void stats_write_daily(FILE *out, stats_tables *t, long today)
{
	daily_streak s = daily_streak_of(&t->days, today);
	char words[128];
	daily_streak_kept(&s, &t->days, today);
	tally_entry sum = { .games = 0 };
	for (int i = 0; i < t->tally.count; i++) {
		const tally_entry *x = &t->tally.entry[i];
		if (scores_kind_daily_date(x->kind) == 0)
			continue;
		sum.games += x->games;
		sum.cleared += x->cleared;
		sum.beside += x->beside;
		sum.shares += x->shares;
		if (x->best > sum.best)
			sum.best = x->best;
	}
	long count[MARK_COUNT];
	const long marks = stats_same_marks(t, true, count);
	fprintf(out, "Board of the day\n");
	fprintf(out, "  %ld game%s, %ld cleared", sum.games,
	    sum.games == 1 ? "" : "s", sum.cleared);
	if (marks > 0) {
		fprintf(out, ", marks ");
		stats_write_marks(out, marks, count);
	}
	fprintf(out, "\n");
	stats_write_beside(out, &sum);
	daily_streak_words(words, sizeof words, &s, DAILY_STREAK_NOW);
	fprintf(out, "  %s\n", words);
	daily_streak_words(words, sizeof words, &s, DAILY_STREAK_RECORD);
	if (words[0] != '\0')
		fprintf(out, "  %s\n", words);
}

static void stats_write_mayan(FILE *out, stats_tables *t)
{
	mayan_tiers_read(&t->tiers, &t->pack);
	mayan_tiers_count(&t->tiers, &t->pack, &t->done, &t->marks);
	char words[160];
	fprintf(out, "Mayan\n");
	mayan_tiers_solved_words(&t->tiers, -1, true, words, sizeof words);
	fprintf(out, "  Levels: %s\n", words);
	for (int k = 0; k < t->tiers.count; k++) {
		mayan_tiers_solved_words(&t->tiers, k, true, words,
		    sizeof words);
		fprintf(out, "  %s\n", words);
	}
}

/* The words of both places share their two halves. */
#define STATS_NOT_READ "not read in full"
#define STATS_COUNTED "good lines are counted"

void stats_damaged_words(char *out, size_t size, int count,
    stats_damaged_place place)
{
	if (place == STATS_DAMAGED_HEADING)
		snprintf(out, size, "Files " STATS_NOT_READ " (their "
		    STATS_COUNTED "):");
	else if (count == 1)
		snprintf(out, size, "this file was " STATS_NOT_READ "; its "
		    STATS_COUNTED);
	else
		snprintf(out, size, "these files were " STATS_NOT_READ
		    "; their " STATS_COUNTED);
}

/* The damaged files, after all that was counted of them: the player
 * learns why a figure may be short. */
static void stats_write_damaged(FILE *out, const stats_damaged *d)
{
	char words[96];
	if (d->count == 0)
		return;
	stats_damaged_words(words, sizeof words, d->count,
	    STATS_DAMAGED_HEADING);
	fprintf(out, "%s\n", words);
	for (int i = 0; i < d->count; i++) {
		fprintf(out, "  ");
		io_error_print(&d->file[i], out);
	}
}

int stats_write(FILE *out, stats_damaged *apart, long today)
{
	stats_tables *t = calloc(1, sizeof *t);
	if (apart != NULL)
		*apart = (stats_damaged){ .out_of_memory = t == NULL };
	if (t == NULL) {
		if (apart == NULL)
			fprintf(out, "Out of memory.\n");
		return 1;
	}
	stats_read(t, "tally", stats_read_tally, &t->tally);
	stats_read(t, "marks", stats_read_marks, &t->marks);
	stats_read(t, "progress", stats_read_progress, &t->done);
	stats_read(t, "days", stats_read_days, &t->days);
	levels_list(&t->pack);
	stats_write_same(out, t);
	stats_write_daily(out, t, today);
	stats_write_mayan(out, t);
	if (apart != NULL)
		*apart = t->damaged;
	else
		stats_write_damaged(out, &t->damaged);
	const int damaged = t->damaged.count;
	/* Every figure 0 for want of a folder, not of games. */
	char path[4096];
	if (!paths_data_dir(path, sizeof path))
		fprintf(out, "Nothing is kept between games: %s.\n",
		    paths_data_trouble());
	free(t);
	return damaged;
}
