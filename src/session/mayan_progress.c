/*
 * Progress through the Mayan level pack (see mayan_progress.h).
 */
#include "session/mayan_progress.h"

#include <stdio.h>
#include <stdlib.h>

#include "io/marks.h"
#include "io/paths.h"

int mayan_progress_first_unsolved(const levels_pack *pack,
    const progress_table *done)
{
	char title[MAYAN_JUDGE_VALUE_MAX];
	int playable = -1;
	/* A level that cannot be played (it does not read, or has no
	 * block) is passed over: offered first, it would stop every start
	 * without a level named.  Every level solved, the first that can
	 * be played is played again. */
	for (int i = 0; i < pack->count; i++) {
		if (levels_title(pack, i, title, sizeof title) == 0)
			continue;
		if (progress_best(done, pack->name[i]) < 0)
			return i;
		if (playable < 0)
			playable = i;
	}
	return playable >= 0 ? playable : pack->count > 0 ? 0 : -1;
}

int mayan_progress_default_level(const levels_pack *pack)
{
	char path[4096];
	io_error e;
	progress_table *done = malloc(sizeof *done);
	if (done == NULL)
		return pack->count > 0 ? 0 : -1;
	/* A damaged file's good lines count: the game that opens the
	 * level sets it aside and says so. */
	done->count = 0;
	if (paths_data_file("progress", path, sizeof path))
		(void)progress_read(path, done, &e);
	int i = mayan_progress_first_unsolved(pack, done);
	free(done);
	return i;
}

/* The progress file's path, or why there is none. */
static bool mayan_progress_path(char *path, size_t size, char *alert,
    size_t alert_size)
{
	if (paths_data_file("progress", path, size))
		return true;
	snprintf(alert, alert_size, "Progress is not kept: %s.",
	    paths_data_trouble());
	return false;
}

bool mayan_progress_load(progress_table *t, char *alert, size_t alert_size)
{
	char path[4096];
	return mayan_progress_path(path, sizeof path, alert, alert_size) &&
	    progress_load(path, t, alert, alert_size);
}

void mayan_progress_tables(progress_table *done, marks_table *marks,
    char *alert, size_t alert_size)
{
	char path[4096];
	io_error e;
	/* Only read: a list of the levels changes no file, and a damaged
	 * one is set aside by the game that records a solve in it. */
	done->count = 0;
	if (mayan_progress_path(path, sizeof path, alert, alert_size) &&
	    !progress_read(path, done, &e)) {
		if (e.line > 0)
			snprintf(alert, alert_size, "%.200s:%d:%d: %s; only "
			    "its good lines are shown", e.file, e.line, e.col,
			    e.what);
		else
			snprintf(alert, alert_size, "%.200s: %s", e.file,
			    e.what);
	}
	marks->count = 0;
	if (paths_data_file("marks", path, sizeof path))
		(void)marks_read(path, marks, &e);
}

long mayan_progress_best(const char *level, bool *assisted, char *alert,
    size_t alert_size)
{
	long best = -1;
	bool helped = false;
	progress_table *t = malloc(sizeof *t);
	if (t != NULL && mayan_progress_load(t, alert, alert_size)) {
		best = progress_best(t, level);
		helped = progress_assisted(t, level);
	}
	if (assisted != NULL)
		*assisted = helped;
	free(t);
	return best;
}

bool mayan_progress_clean(const char *level)
{
	char path[4096], board[MARKS_BOARD_MAX];
	io_error e;
	marks_table *t = malloc(sizeof *t);
	bool clean = false;
	if (t != NULL && paths_data_file("marks", path, sizeof path)) {
		t->count = 0;
		/* A damaged file's good lines count, as the level menu's. */
		(void)marks_read(path, t, &e);
		marks_mayan_board(board, sizeof board, level);
		clean = (marks_of(t, board) & MARK_CLEAN) != 0;
	}
	free(t);
	return clean;
}

static const char *mayan_progress_moves(long n)
{
	return n == 1 ? "move" : "moves";
}

bool mayan_progress_record(const char *level, long made, int limit,
    bool assisted, long *best, char *words, size_t words_size, char *alert,
    size_t alert_size)
{
	char path[4096];
	bool improved;
	words[0] = '\0';
	/* No solve takes fewer than n moves, whichever way they came. */
	if (made < limit)
		made = limit;
	if (!mayan_progress_path(path, sizeof path, alert, alert_size) ||
	    !progress_record(path, level, assisted ? PROGRESS_ASSISTED : made,
	    &improved, alert, alert_size))
		return false;
	long previous = *best;
	/* The game's end says it was assisted, of any puzzle. */
	if (assisted)
		return true;
	if (!improved) {
		snprintf(words, words_size, "Best: %ld %s made.", previous,
		    mayan_progress_moves(previous));
		return true;
	}
	*best = made;
	snprintf(words, words_size, "%s %ld %s made%s",
	    previous < 0 ? "First solve:" : "New best:", made,
	    mayan_progress_moves(made),
	    made == limit ? ", none wasted." : ".");
	return true;
}

unsigned mayan_progress_marks(long made, int limit, bool assisted,
    bool helped)
{
	if (assisted)
		return 0;
	return MARK_SOLVED | (!helped && made == limit ? MARK_CLEAN : 0);
}

bool mayan_progress_keep_marks(const char *level, unsigned marks,
    char *words, size_t words_size, char *alert, size_t alert_size)
{
	char path[4096], board[MARKS_BOARD_MAX];
	unsigned earned = 0;
	words[0] = '\0';
	if (marks == 0)
		return true;
	if (!paths_data_file("marks", path, sizeof path)) {
		snprintf(alert, alert_size, "Marks are not kept: %s.",
		    paths_data_trouble());
		return false;
	}
	marks_mayan_board(board, sizeof board, level);
	const bool kept = marks_record(path, board, marks, &earned, alert,
	    alert_size);
	marks_news(words, words_size, earned);
	return kept;
}
