/*
 * What a Same Game records when it ends, decided once for every front
 * end: the best score of the board's kind to show beside the score, and a
 * finished game's score saved once in its table, or in the kind's
 * assisted table when the computer played a move in it (game_record_kind),
 * with the words that say how it ranks.  Trouble with the scores file
 * costs the record, never the game, and comes back as an alert.
 */
#ifndef TUMBLE_SESSION_SAME_RECORD_H
#define TUMBLE_SESSION_SAME_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scores.h"
#include "session/daily.h"

typedef struct game game;

typedef struct same_record {
	char kind[SCORES_KIND_MAX]; /* the board's high-score table */
	long best;      /* the best score of that kind, -1 for none */
	long recorded;  /* the score of this game saved, -1 for none */
	long recorded_day; /* the day it was dated, YYYYMMDD, or 0 */
	bool cleared;   /* the end then saved cleared the board */
	bool recorded_assisted; /* and was played with help */
	bool reviewed;  /* this game is set beside the planner's */
	bool marked;    /* this game's end said marks it earned */
	bool tallied;   /* this game is counted in the tally */
	unsigned marks; /* the marks earned on the board so far */
	/* The planner's score on this board, -1 while none is known: kept
	 * from an earlier game of a board that is always the same (a pack
	 * board, the board of the day), or the review's of this game. */
	long planner;
	/* The game set beside it when this game wrote it in the files:
	 * its score (-1: none written) and the day they date it with. */
	long reviewed_score;
	long reviewed_day;
	/* The board of the day's date, 0 for any other board; once the
	 * game counted toward the streak, the day after it: the streak and
	 * the day's best game, which its line to share names. */
	long daily;
	bool day_counted;
	daily_day day;
	/* What this game earned, in words ("New mark: board cleared.",
	 * "Board of the day: 4 days in a row."), "" for nothing. */
	char news[256];
	/* A finished game of the board of the day as a line to share, ""
	 * for any other (see same_record_share_line): the day's best game,
	 * which a worse one played after it leaves as it was. */
	char share[160];
	/* Trouble with the data files (scores, marks, tally, ...), each
	 * named once, or with no data folder to use, one message for all
	 * (game_alert_no_folder), "" for none. */
	char alert[700];
} same_record;

/* A game starts: its kind and the best score of it so far. */
void same_record_start(same_record *r, const game *g);

/* The game is over: save its score at its first end only (an end after
 * moves taken back saves nothing), and say how it ranks in `words`
 * ("New high score!", "Assisted game: not a high score."); true for a new
 * high score.  A game the player played alone earns its marks
 * (same_record_marks) and, on the board of the day, a day of the streak
 * (session/daily.h), said in r->news. */
bool same_record_end(same_record *r, const game *g, char *words,
    size_t size);

/* The game is over and the planner has played its board from its start
 * to `planner` points: a game the player played alone is set beside it,
 * once, in the reviews file (io/reviews.h), so the score screen can say
 * how close the player comes, and earns the planner's marks it reached.
 * True when it earned a mark (r->news says which). */
bool same_record_review(same_record *r, const game *g, long planner);
/* The review of the game found a better line than the planner's from the
 * board's start, `planner` points, after the game was set beside the
 * planner's: the reviews file, the tally's share and the line to share
 * take the new figure, as the screens do, so that one planner's score is
 * said of the game everywhere; a lower one changes nothing.  The marks
 * earned are kept. */
void same_record_planner_lifted(same_record *r, const game *g,
    long planner);

/* The result of a game of the board of `date` in a line of plain text
 * that names no secret (the board is everyone's that day), as `tumble
 * daily 2026-12-04: 3812, 87% of the planner, cleared, 4 days in a row`:
 * the share of the planner's score left out while `planner` is below 0,
 * the streak while `streak` is 0. */
void same_record_share_line(char *out, size_t size, long date, long score,
    long planner, bool cleared, int streak);

/* The marks a finished game of `score` points earns on its board: beat
 * greedy's `greedy` points, cleared (`balls_left` 0), 90% of the
 * planner's `planner` and matched it (none while `planner` is below 0:
 * its score on the board is not known); none for an `assisted` game. */
unsigned same_record_marks(long score, int balls_left, long greedy,
    long planner, bool assisted);

#endif
