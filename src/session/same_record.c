/*
 * What a Same Game records when it ends (see same_record.h).
 */
#include "session/same_record.h"

#include "session/game.h"

#include <stdio.h>
#include <stdlib.h>

#include "io/days.h"
#include "io/marks.h"
#include "io/paths.h"
#include "io/reviews.h"
#include "io/tally.h"
#include "session/same_planner.h"

/* Trouble with a data file, kept for the game to show beside any
 * other file's: scores and marks may both be damaged. */
static void same_record_alert(same_record *r, const char *message)
{
	game_alert_add(r->alert, sizeof r->alert, message);
}

/* With no data folder, the one message that says what the game would
 * keep there (its start says it, the rest add nothing); false when
 * there is one. */
static bool same_record_no_folder(same_record *r)
{
	return game_alert_no_folder(r->alert, sizeof r->alert, r->daily != 0 ?
	    "high scores, marks, statistics, streak" :
	    "high scores, marks, statistics");
}

static bool same_record_path(same_record *r, const char *file, char *path,
    size_t size)
{
	if (paths_data_file(file, path, size))
		return true;
	(void)same_record_no_folder(r);
	return false;
}

/* The marks of the board so far, and the planner's score on it when the
 * board is always the same one and a game of it was reviewed. */
static void same_record_start_goals(same_record *r)
{
	char path[4096], message[sizeof r->alert];
	marks_table *marks = malloc(sizeof *marks);
	if (marks != NULL && paths_data_file("marks", path, sizeof path)) {
		if (marks_load(path, marks, message, sizeof message))
			r->marks = marks_of(marks, r->kind);
		same_record_alert(r, message);
	}
	free(marks);
	reviews_table *reviews = malloc(sizeof *reviews);
	if (reviews != NULL && scores_kind_is_one_board(r->kind) &&
	    paths_data_file("reviews", path, sizeof path)) {
		io_error e;
		reviews_read(path, reviews, &e);
		const reviews_entry *x = reviews_find(reviews, r->kind);
		if (x != NULL)
			r->planner = x->planner;
	}
	free(reviews);
}

void same_record_start(same_record *r, const game *g)
{
	snprintf(r->kind, sizeof r->kind, "%s", g->score_kind);
	r->recorded = -1;
	r->recorded_day = 0;
	r->cleared = false;
	r->recorded_assisted = false;
	r->reviewed = false;
	r->marked = false;
	r->tallied = false;
	r->best = -1;
	r->marks = 0;
	r->planner = -1;
	r->reviewed_score = -1;
	r->reviewed_day = 0;
	r->news[0] = '\0';
	r->share[0] = '\0';
	r->daily = scores_kind_daily_date(r->kind);
	r->day_counted = false;
	r->day = (daily_day){ .best = -1 };
	r->alert[0] = '\0';
	/* A game over when opened (a save of a finished game) was
	 * recorded, counted and reviewed when it was played. */
	if (g->ended) {
		r->recorded = same_session_score(&g->same);
		r->cleared = same_session_board(&g->same)->balls == 0;
		r->recorded_assisted = same_session_assisted(&g->same);
		r->tallied = r->reviewed = r->day_counted = true;
	}
	if (r->kind[0] == '\0')
		return;
	char path[4096];
	scores_table *t = malloc(sizeof *t);
	if (t == NULL || !same_record_path(r, "scores", path, sizeof path)) {
		free(t);
		return;
	}
	scores_outcome out;
	if (scores_load(path, t, &out))
		r->best = scores_best(t, r->kind);
	same_record_alert(r, out.message);
	free(t);
	same_record_start_goals(r);
}

unsigned same_record_marks(long score, int balls_left, long greedy,
    long planner, bool assisted)
{
	if (assisted)
		return 0;
	unsigned marks = 0;
	if (score > greedy)
		marks |= MARK_GREEDY;
	if (balls_left == 0)
		marks |= MARK_CLEARED;
	/* score / planner >= 90% without dividing. */
	if (planner >= 0 && score * 10 >= planner * 9)
		marks |= MARK_NEAR_PLANNER;
	if (planner >= 0 && score >= planner)
		marks |= MARK_PLANNER;
	return marks;
}

/* Words for r->news, after those already there. */
static void same_record_tell(same_record *r, const char *words)
{
	game_words_join(r->news, sizeof r->news, words);
}

void same_record_share_line(char *out, size_t size, long date, long score,
    long planner, bool cleared, int streak)
{
	char share[48] = "", days[32] = "", day[16], row[28];
	if (planner > 0)
		snprintf(share, sizeof share, ", %ld%% of the planner",
		    reviews_share(score, planner));
	if (streak > 0) {
		const daily_streak s = { .current = streak };
		daily_streak_words(row, sizeof row, &s, DAILY_STREAK_COUNT);
		snprintf(days, sizeof days, ", %s", row);
	}
	days_text(day, sizeof day, date);
	snprintf(out, size, "tumble daily %s: %ld%s, %s%s", day, score,
	    share, cleared ? "cleared" : "not cleared", days);
}

/* The line to share of a finished game of the board of the day, played
 * alone, with what is known so far: the end recorded, whatever was
 * played after it, or the day's best game when an earlier one beat it. */
static void same_record_share(same_record *r, const game *g)
{
	if (r->daily == 0 || r->recorded < 0 ||
	    same_session_assisted(&g->same))
		return;
	const bool best = r->day_counted && r->day.best >= 0;
	same_record_share_line(r->share, sizeof r->share, r->daily,
	    best ? r->day.best : r->recorded, r->planner,
	    best ? r->day.best_cleared : r->cleared,
	    r->day_counted ? r->day.streak.current : 0);
}

/* Count the game in the tally of its kind: its end (`percent` below 0)
 * or its share of the planner's score. */
static void same_record_tally(same_record *r, bool cleared, long percent)
{
	char path[4096], message[sizeof r->alert];
	if (!same_record_path(r, "tally", path, sizeof path))
		return;
	tally_record(path, r->kind, cleared, percent, message,
	    sizeof message);
	same_record_alert(r, message);
}

/* A finished game of the board of the day counts toward the streak once,
 * for the board's own date, played `today`; a later game of the same day
 * adds no day, and is the one to share only when it beats the day's best
 * so far. */
static void same_record_day(same_record *r, long today)
{
	char message[sizeof r->alert], words[128];
	if (r->daily == 0 || r->day_counted)
		return;
	if (!daily_record(r->daily, today, r->recorded, r->cleared, &r->day,
	    message, sizeof message)) {
		/* The days file's own trouble; the folder's was said as
		 * the game began, with the rest it costs. */
		if (message[0] != '\0' && !same_record_no_folder(r))
			same_record_alert(r, message);
		/* A day after today: its id typed, or the clock set back. */
		if (message[0] == '\0')
			same_record_tell(r, r->daily > today ? "A board of a "
			    "day to come: it counts toward no streak." :
			    "A past board of the day: it counts toward no "
			    "streak.");
		return;
	}
	same_record_alert(r, message);
	r->day_counted = true;
	char row[32];
	daily_streak_words(row, sizeof row, &r->day.streak,
	    DAILY_STREAK_COUNT);
	if (!r->day.again)
		snprintf(words, sizeof words, "Board of the day: %s.", row);
	else if (r->day.best == r->recorded &&
	    r->day.best_cleared == r->cleared)
		snprintf(words, sizeof words, "Board of the day again: your "
		    "best of the day, the one to share.");
	else if (r->day.best >= 0)
		snprintf(words, sizeof words, "Board of the day again: your "
		    "best of the day, %ld, stays the one to share.",
		    r->day.best);
	else
		snprintf(words, sizeof words, "Board of the day again: %s.",
		    row);
	same_record_tell(r, words);
}

/* Keep `marks` on the board; those new to it go to r->news.  True when
 * one was new. */
static bool same_record_keep_marks(same_record *r, unsigned marks)
{
	char path[4096], message[sizeof r->alert];
	unsigned earned = 0;
	if (marks == 0 || r->kind[0] == '\0' ||
	    !same_record_path(r, "marks", path, sizeof path))
		return false;
	marks_record(path, r->kind, marks, &earned, message, sizeof message);
	same_record_alert(r, message);
	r->marks |= marks;
	if (earned == 0)
		return false;
	/* The planner's marks come after the end's, which said "New
	 * marks:" already. */
	char words[192], names[160];
	if (r->marked) {
		marks_names(names, sizeof names, earned);
		snprintf(words, sizeof words, "Also: %s.", names);
	} else {
		marks_news(words, sizeof words, earned);
	}
	r->marked = true;
	same_record_tell(r, words);
	return true;
}

/* How a player's score ranks, in `words`; true for a new high score. */
static bool same_record_rank_words(same_record *r, long score,
    const scores_outcome *out, bool saved, char *words, size_t size)
{
	/* The first game on a board that scored nothing heads the table
	 * but beats no one: no cheer for it. */
	if (saved && out->rank == 1 && score == 0) {
		snprintf(words, size, "The first score on this board.");
		r->best = score;
		return false;
	}
	if (saved && out->rank == 1) {
		snprintf(words, size, "New high score!");
		r->best = score;
		return true;
	}
	/* A score that ties the best ranks after it, the older first;
	 * "best: 1000" beside a game of 1000 would read as short of it. */
	if (saved && out->rank > 1 && score == out->previous_best)
		snprintf(words, size, "Number %d in the high scores, equal "
		    "to the best: %ld.", out->rank, out->previous_best);
	else if (saved && out->rank > 1)
		snprintf(words, size,
		    "Number %d in the high scores; best: %ld.",
		    out->rank, out->previous_best);
	else if (out->previous_best >= 0)
		snprintf(words, size, "Best: %ld.", out->previous_best);
	return false;
}

bool same_record_end(same_record *r, const game *g, char *words,
    size_t size)
{
	const long score = same_session_score(&g->same);
	const bool assisted = same_session_assisted(&g->same);
	words[0] = '\0';
	/* A game with no table of its own (a practice game from the middle
	 * of another) has no score to rank: it did not start at the start. */
	if (r->kind[0] == '\0') {
		snprintf(words, size, "A practice game: not recorded.");
		return false;
	}
	if (assisted)
		snprintf(words, size, "Assisted game: not a high score.");
	if (r->recorded >= 0) {
		/* Recorded at its first end: moves taken back and played to
		 * another end, better or not, make no second game of the
		 * table, and what the first end earned was said then. */
		r->news[0] = '\0';
		if (score != r->recorded || assisted != r->recorded_assisted)
			snprintf(words, size, "Recorded at its first end: %ld.",
			    r->recorded);
		else if (r->best >= 0 && !assisted)
			snprintf(words, size, "Best: %ld.", r->best);
		return false;
	}
	const same_board *b = same_session_board(&g->same);
	r->recorded = score;
	r->cleared = b->balls == 0;
	r->recorded_assisted = assisted;
	r->news[0] = '\0';
	same_record_keep_marks(r, same_record_marks(score, b->balls,
	    same_planner_greedy_points(same_session_start_board(&g->same)),
	    r->planner, assisted));
	if (!assisted && !r->tallied) {
		r->tallied = true;
		same_record_tally(r, b->balls == 0, -1);
	}
	/* The day is read once: a game that ends as midnight strikes
	 * counts for the day its score is dated with.  It is the day the
	 * board of the day takes for today, so that TUMBLE_TODAY dates the
	 * scores and reviews too, and the review the planner's score comes
	 * back for later is dated with it. */
	const long today = daily_today();
	r->recorded_day = today;
	if (!assisted)
		same_record_day(r, today);
	else if (r->daily != 0)
		/* Said, or the help would look free: the streak counts
		 * only games finished alone. */
		same_record_tell(r, "It does not count toward the streak "
		    "either.");
	same_record_share(r, g);
	char path[4096], kind[SCORES_KIND_MAX];
	if (!same_record_path(r, "scores", path, sizeof path))
		return false;
	game_record_kind(g, kind, sizeof kind);
	char date[16];
	days_text(date, sizeof date, today);
	scores_outcome out;
	bool saved = scores_record(path, kind, score, date, &out);
	same_record_alert(r, out.message);
	if (assisted) {
		if (saved && out.rank == 1)
			snprintf(words, size, "Assisted game: not a high "
			    "score (best assisted yet).");
		return false;
	}
	return same_record_rank_words(r, score, &out, saved, words, size);
}

bool same_record_review(same_record *r, const game *g, long planner)
{
	const same_session *s = &g->same;
	/* The end recorded is the one reviewed, with or without help. */
	const bool assisted = r->recorded >= 0 ? r->recorded_assisted :
	    same_session_assisted(s);
	/* An end recorded stays the game's end when moves are taken back
	 * after it: the game counted in the tally is set beside the
	 * planner's even when left short of its end again. */
	const bool ended = r->recorded >= 0 || (same_session_over(s) &&
	    same_session_move_count(s) > 0);
	if (r->reviewed || planner <= 0 || !ended || assisted ||
	    r->kind[0] == '\0')
		return false;
	r->reviewed = true;
	r->planner = planner;
	/* The end recorded is the one set beside it, not one played after
	 * moves taken back. */
	const long score = r->recorded >= 0 ? r->recorded :
	    same_session_score(s);
	r->reviewed_score = score;
	r->reviewed_day = r->recorded_day != 0 ? r->recorded_day :
	    daily_today();
	/* The line to share names the planner's share, kept or not. */
	same_record_share(r, g);
	char path[4096], date[16], message[sizeof r->alert];
	if (!same_record_path(r, "reviews", path, sizeof path))
		return false;
	days_text(date, sizeof date, r->reviewed_day);
	reviews_record(path, r->kind, score, planner, date, message,
	    sizeof message);
	same_record_alert(r, message);
	same_record_tally(r, false, reviews_share(score, planner));
	/* The marks of greedy and of the cleared board were the end's. */
	const unsigned reached = same_record_marks(score, 0, 0, planner,
	    false) & (MARK_NEAR_PLANNER | MARK_PLANNER);
	r->news[0] = '\0';
	return same_record_keep_marks(r, reached);
}

void same_record_planner_lifted(same_record *r, const game *g, long planner)
{
	if (!r->reviewed || planner <= r->planner)
		return;
	const long was = r->planner;
	r->planner = planner;
	same_record_share(r, g);
	/* The files hold this game beside the planner's only when this
	 * game wrote it there (not one taken up already over). */
	char path[4096], date[16], message[sizeof r->alert];
	if (r->reviewed_score < 0 || was <= 0 ||
	    !same_record_path(r, "reviews", path, sizeof path))
		return;
	days_text(date, sizeof date, r->reviewed_day);
	reviews_record_lift(path, r->kind, r->reviewed_score, was, planner,
	    date, message, sizeof message);
	same_record_alert(r, message);
	const long from = reviews_share(r->reviewed_score, was);
	const long to = reviews_share(r->reviewed_score, planner);
	if (to == from || !same_record_path(r, "tally", path, sizeof path))
		return;
	tally_record_lift(path, r->kind, from, to, message, sizeof message);
	same_record_alert(r, message);
}
