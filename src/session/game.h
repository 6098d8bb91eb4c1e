/*
 * The game a command line works on: which puzzle is in play and its
 * session, plus where it came from, and what a move did to it, in words
 * (game_outcome: game_play.h and the kinds' tables fill it).  The shell
 * owns one; the curses game can hand its own to the command table so
 * that a command typed at its `:` prompt changes the very game on
 * screen.  No terminal code here.
 */
#ifndef TUMBLE_SESSION_GAME_H
#define TUMBLE_SESSION_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include <sys/types.h>
#include <time.h>

#include "io/mayan_judge.h"
#include "io/scores.h"
#include "session/mayan_assist.h"
#include "session/mayan_session.h"
#include "session/same_record.h"
#include "session/same_session.h"

typedef enum game_kind {
	GAME_NONE,  /* nothing loaded yet */
	GAME_SAME,  /* a Same Game */
	GAME_MAYAN, /* a Mayan puzzle */
} game_kind;

typedef struct game_rules game_rules;

/* The kept game a game was taken up from, as it was read: another file
 * in its place (a game kept since by another tumble) is not this game's
 * to remove. */
typedef struct game_kept_file {
	bool known;
	int slot;        /* which of the kind's kept games */
	dev_t dev;
	ino_t ino;
	off_t size;
	struct timespec mtime;
} game_kept_file;

typedef struct game {
	game_kind kind;
	const game_rules *rules; /* the kind's table; NULL for no game */
	same_session same;   /* valid when kind is GAME_SAME */
	mayan_session mayan; /* valid when kind is GAME_MAYAN */
	long number;         /* the game's number in its judge file, else 1 */
	/* A name that opens the game again (see game_open.h): a FILE, a
	 * board id, a pack board, a level. */
	char origin[300];
	char title[160];     /* the game's name on screen */
	/* Mayan: the title of the puzzle's header as it was read (not
	 * escaped for the screen), which its saves keep; "" for none. */
	char puzzle_title[MAYAN_JUDGE_VALUE_MAX];
	char level[64];      /* the pack level played, "" for any other */
	/* Same Game: the high-score table of its board (see
	 * game_record_kind), "" for none. */
	char score_kind[SCORES_KIND_MAX];
	bool continued;      /* taken up from the game kept to continue */
	game_kept_file kept; /* that kept game, as read */
	/* That kept file, open and locked while the game is in play, so
	 * that no other tumble takes it up too (the lock goes with the
	 * process, however it ends); -1 for none. */
	int kept_hold;
	/* Kept after every move (game_keep_as_played), as the curses game
	 * and the shell on a terminal keep theirs, so that a process killed
	 * mid-game loses at most the move being made; a script's game is
	 * never kept. */
	bool keep_as_played;
	/* A game opened afresh on a board whose older game was kept: kept
	 * as played in a free place, it leaves that copy (this file) for
	 * the quit to put out, as its question says; known false for
	 * none. */
	game_kept_file older_copy;
	/* Kept as played, but a keep after a move wrote nothing (another
	 * tumble held the kind's lock, or keeping it would have put
	 * another kept game out): its kept file lacks moves since, which
	 * the next keep writes, as the quit's always does. */
	bool kept_behind;
	/* The planner's game shown to the player (v): never recorded, never
	 * kept; the player's first move of their own ends it. */
	bool watching;
	/* While watching: the player's game over, set aside to come back
	 * to (game_unwatch); NULL for none. */
	struct game *yours;
	/* A practice game from the middle of another (the review's t):
	 * assisted, never recorded, never kept, never saved, as its start
	 * has gaps no board file can hold. */
	bool practice;
	/* A practice game: the moves played on its board before its start,
	 * and the board's name, for the name of a practice from it. */
	int practice_from;
	char practice_of[160];
	/* The game came to its end and was recorded (or was over when
	 * opened, as a save of a finished game, or one whose moves to
	 * redo reach its end: recorded when it was played).  Moves taken
	 * back after it make no game in progress: it is never kept to
	 * continue, and an end no better records nothing. */
	bool ended;
	long made;           /* moves played, undone ones included */
	/* Mayan: a hint or the answer was shown in this game (it is then
	 * solved, but not clean). */
	bool helped;
	/* Mayan: the answer the last `solve` or `hint` found, kept while the
	 * game follows it, so that the next one needs no search. */
	mayan_assist_answer answer;
	same_record record;  /* Same Game: its table, what it saved */
	long level_best;     /* Mayan: the level's best clean solve, -1 */
	bool level_clean;    /* Mayan: the level bears the mark clean */
	/* Mayan: the level was solved only with help (a move the computer
	 * played), never by the player alone (level_best -1). */
	bool level_assisted;
	bool level_recorded; /* Mayan: this game's solve is noted */
	/* Trouble with the data files since the game began, each named
	 * once (game_alert_add), "" for none: a screen shows all of it,
	 * and the part of it a line said already is `alert_said` long. */
	char alert[700];
	size_t alert_said;
	/* The words of its end as recorded (the end, and how it ranks),
	 * for a front end that shows the game after another ended it (a
	 * command at the `:` prompt). */
	char end_words[600];
	char end_rank[384];
	unsigned long starts; /* games started in it so far: a front end
			       * that sees it change knows a new game is
			       * in play, even one of the same name */
} game;

/* What a move did, in words. */
typedef struct game_outcome {
	bool played;      /* the move was made */
	bool ended;       /* and ended the game: recorded, kept copy gone */
	bool new_best;    /* a new high score, or a level's best solve */
	/* The player's move ended the planner's game shown (watching):
	 * from here it is the player's own again, assisted. */
	bool left_watching;
	char refused[160]; /* why the move was not made, "" when it was */
	char move[128];    /* the move in the judge's words */
	char end[600];     /* the end: the final line, solved, out of moves */
	/* A Same Game board cleared: its bonus apart from the move points
	 * ("Board cleared!  3920 points + 1000 bonus."), the start of
	 * `end`; "" for none. */
	char cleared[96];
	/* How it ranks and what it earned, "" when nothing is to say. */
	char rank[384];
} game_outcome;

/* `words` after what `text` holds, two blanks between ("" adds
 * nothing): how every line said of a game is made of its parts (its
 * alert, its rank, a record's news). */
void game_words_join(char *text, size_t size, const char *words);

/* More words after out->rank, two blanks between: what a kind's record
 * adds (the marks earned). */
void game_outcome_add_rank(game_outcome *out, const char *words);

/* Add `message`, trouble with a data file ("" for none), to `alert`, two
 * blanks after what it holds: every file in trouble is named, and one
 * named already is not named again. */
void game_alert_add(char *alert, size_t size, const char *message);
/* Add to `alert`, when the data folder cannot be used (see
 * paths_data_trouble()), the one message that says so of a game:
 * "Nothing is kept (high scores, marks): set HOME or XDG_DATA_HOME.",
 * `what` naming what the game would keep there.  Every file of the
 * folder fails alike, so one message says it, not one for each file;
 * the same words again add nothing.  True when the folder cannot be
 * used, false (nothing added) when it can. */
bool game_alert_no_folder(char *alert, size_t size, const char *what);
/* Add `message`, trouble met while `g` is played (a damaged kept file
 * set aside by a keep after a move), to what its screen shows: g->alert,
 * and a Same Game's record's alert, from which g->alert is made again at
 * its end. */
void game_alert_tell(game *g, const char *message);
/* The part of g->alert not yet said at a command line, "" for none; it
 * counts as said from here, so that trouble said as a game began is not
 * said again at its end. */
const char *game_alert_unsaid(game *g);

/* No game in play. */
void game_init(game *g);
void game_free(game *g);
/* Let go of the player's game set aside while the planner's is shown: a
 * move of their own or a fresh start makes the shown game theirs. */
void game_forget_yours(game *g);

/* A seed nobody chose, for a new random board or puzzle: different from
 * run to run, and short enough to read out and type again. */
uint64_t game_fresh_seed(void);

/* Replace the game with a Same Game on `start`, numbered `number` and
 * named `origin` (its title too, until the caller names it better);
 * false when memory runs out (the old game is then gone too). */
bool game_start_same(game *g, const same_board *start, long number,
    const char *origin);
/* Replace the game with a practice game from `position`, the board
 * `moves` moves into the game `from` (see `practice` above; `from` may
 * be `g`, or a practice game itself): named "Practice from move N of
 * BOARD", N counted from the board's start. */
bool game_start_practice(game *g, const same_board *position,
    const game *from, int moves);
/* Replace the game with the random board an id names. */
bool game_start_same_id(game *g, const same_id *id);
/* Replace the game with the Mayan puzzle `start` in n moves. */
void game_start_mayan(game *g, const mayan_board *start, int n,
    const char *origin);

/* Whether another game may take the place of `g` where it is shown (n,
 * ] and [ on its screen; new, load and continue at its prompt).  A
 * practice game may not: it sits on the review of the game it came
 * from, and a game put in its place would leave the way back to that
 * review behind a game that is not the review's.  False with the words
 * that say so, and how to go on, in `why` (unless NULL). */
bool game_opens_another(const game *g, char *why, size_t size);

/* The moves a player would lose by leaving the game: those of a game not
 * yet over (Same Game) or not yet solved (Mayan), made or taken back and
 * there for redo (a game undone to its start has moves too); 0 for none,
 * and for the planner's game shown, a practice game and a game that has
 * ended once, which are never kept. */
int game_moves_at_stake(const game *g);
/* The moves taken back that redo plays again, in every front end's
 * words: ", 2 to redo" and then `after` (a key to press), or "" for
 * none. */
void game_redo_words(const game *g, const char *after, char *out,
    size_t size);
/* Whether the computer has played a move in the player's game (a hint,
 * a plan, a solve), which keeps it out of the high scores for good: the
 * "Assisted" of the board's status line, never said of the planner's
 * game shown (watching), which is the computer's alone.  The other
 * lines that name the game in play or kept (the score command's, the
 * menu's Continue) add the same word, ", assisted" (empty for a game of
 * the player's own). */
bool game_assisted(const game *g);
void game_assisted_words(const game *g, char *out, size_t size);

/* The table a Same Game's score goes to when it ends: its board's, or
 * that kind's assisted one once the computer has played a move in it. */
void game_record_kind(const game *g, char *kind, size_t size);

#endif
