/*
 * A game quit before its end, kept so that the player can take it up
 * again: up to GAME_KEPT_MAX of each kind, in the data folder
 * (continue-same, continue-same.2, ..., continue-mayan, ...), and one
 * more, the spare place, for the game in play alone (see
 * game_keep_as_played), written
 * atomically as a save that also names the game
 * (its pack board, level or id), so that it continues as the same game,
 * with its moves to undo, its assisted mark, its high-score table and its
 * level.  Every front end keeps and continues games through these
 * functions; the curses game keeps one whenever its screen closes,
 * whatever closed it (q, Ctrl-C, SIGTERM, SIGHUP, the terminal gone), and
 * the interactive shell the one in play when it ends; both keep theirs
 * after every move too (game_keep_as_played).
 */
#ifndef TUMBLE_SESSION_GAME_KEEP_H
#define TUMBLE_SESSION_GAME_KEEP_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "session/game.h"
#include "session/game_leave.h"
#include "session/game_open.h"

/* Write `g` as a save to `path`, a file the player names, without the
 * name it was opened by (a kept game's from line, see save_file.h);
 * false with `error` saying why.  New, it gets the mode any new file of
 * the player's gets (0666 less the umask): it is theirs to pass on.  The
 * games kept in the data folder (game_keep(), game_keep_last()) are the
 * player's alone. */
bool game_save(const game *g, const char *path, char *error,
    size_t error_size);

enum {
	GAME_KEPT_MAX = 3,     /* games kept of each kind */
	/* The places of each kind on disk: GAME_KEPT_MAX, and the spare
	 * one, slot GAME_KEPT_MAX (continue-same.4), which only the game in
	 * play is kept in, as it is played, while every other place holds
	 * another game; its quit moves it to one of the others.  Every
	 * reader of the kept games reads it as one more: a game killed
	 * there is offered as any other. */
	GAME_KEPT_PLACES = GAME_KEPT_MAX + 1,
	GAME_KEPT_NEWEST = -1, /* the newest kept game (game_kept_choose) */
	/* A kept game's shorter forms of its words, for a menu too narrow
	 * for them (game_kept_entry). */
	GAME_KEPT_SHORTER = 3,
};

/* A kept game, as a menu names it. */
typedef struct game_kept_entry {
	game_kind kind;
	int slot;        /* 0 .. GAME_KEPT_PLACES - 1 */
	char words[240]; /* "Same Game 10x15:3:7, move 1" */
	/* The same words shorter, longest first, "" past the last, for a
	 * menu too narrow for `words`: a board of the day's, "Board of the
	 * day 4 Dec 2026, move 1", "Board of 4 Dec 2026, move 1", "Board 4
	 * Dec 2026, move 1", the last at most DAILY_MENU_WORDS characters
	 * with any moves and moves to redo (daily.h); none for another
	 * game. */
	char shorter[GAME_KEPT_SHORTER][128];
	time_t when;     /* when it was kept */
	game_kept_file file; /* the file read, to tell whether it changed */
	/* Held, as a game taken up holds its file: being played in
	 * another tumble, which cannot take it up then.  Its words name the
	 * game alone: the moves it has there are not the file's.  A file
	 * held by a game of this tumble reads so too (the lock cannot tell
	 * who holds it): the title menu reads the kept games only when
	 * every game of its own is closed. */
	bool elsewhere;
	long daily; /* the board of the day's date, YYYYMMDD; 0 for none */
	bool assisted; /* the computer played a move in it (game_assisted) */
} game_kept_entry;

/* Whether two entries name the same kept file, unchanged between the
 * two reads: another tumble may have taken up, finished or kept the game
 * since. */
bool game_kept_entry_same(const game_kept_entry *a,
    const game_kept_entry *b);
/* Whether `e` is the kept file of `g`, the game in play (kept as it is
 * played, or taken up from it), however it changed since. */
bool game_kept_entry_in_play(const game_kept_entry *e, const game *g);

/* A game is left: keep it when it is in progress (moves made, not yet
 * ended; never the planner's game shown), and forget its kept copy when
 * `g` was taken up from one and has ended or gone back to its start.  A
 * game taken up is kept again in its own place; another takes a free one,
 * or, when GAME_KEPT_MAX of its kind are kept, the oldest one's, and
 * `alert` names the game it replaced.  A game whose own place is the
 * spare one is kept as a new one is, and its spare file goes once it
 * is.  False, with `alert` saying why, when the kept game could not be
 * written. */
bool game_keep(game *g, char *alert, size_t alert_size);
/* The game's screen closes with no one to ask (a signal, the terminal
 * gone, or after the quit's own keep): keep it as game_keep() does where
 * that puts no other kept game out, else, as game_keep_as_played() does,
 * in the spare place, a fourth to take up beside the others; only when
 * that is not free either as game_keep() does.  Waits for the lock and
 * the disk as the quit's keep does. */
bool game_keep_unasked(game *g, char *alert, size_t alert_size);
/* After a move, an undo, a redo or a rewind of a game kept as played
 * (g->keep_as_played; never the planner's game shown or a practice
 * game): keep it as game_keep() does where that puts no other kept game
 * out (its own place, a damaged file's, set aside as the title menu
 * says, or a free one, which goes before an older copy of the same
 * game: the quit puts that out; the quit does the rest and asks
 * first), else, every place holding another game, in the spare
 * place when it is free (see GAME_KEPT_PLACES), and hold its file so
 * that no other tumble takes it up while it is played.  A file that
 * cannot be written is said by the quit. */
void game_keep_as_played(game *g);
/* The player leaves the game as `how` says (a quit, or back to the
 * editor it was played from): keep it as game_keep() does.  When it
 * cannot be kept, false, with `question` asking whether to leave it all
 * the same, its reason short enough for a message line ("This game
 * cannot be kept to continue (no such folder); quit all the same?"),
 * or "" when the player said yes already to `asked` (the question
 * before it goes, game_leaving_question(); NULL for none) saying that it
 * is not kept, and it would say so still. */
bool game_keep_to_leave(game *g, game_leaving how, const char *asked,
    char *alert, size_t alert_size, char *question, size_t question_size);

/* What keeping `g` now would do, for the question before a quit, which
 * must not promise less than it does, nor more: "it is kept to
 * continue", "it is kept in place of this board's older game" (one
 * opened afresh while an older game of its board was kept), "it is
 * kept, and the oldest kept game goes" (every place taken; "the oldest
 * not in play", "the oldest outside the spare" when an older one played
 * in another tumble, or in the spare place, stays, "the only other kept
 * game" for one) or "it is not kept: every place holds another game"
 * (every game kept played in another tumble, the spare place holding
 * another). */
void game_keep_promise(const game *g, char *words, size_t size);
/* Whether keeping `g` now would put another kept game out (this board's
 * older game, or the oldest when every place is taken): a front end
 * whose quit asks nothing else asks then, as the question before a quit
 * on the board says it. */
bool game_keep_drops_another(const game *g);
/* Whether `g`, with moves at stake, cannot be kept now for every place
 * holding a game that stays: a front end whose quit asks nothing else
 * asks then too, once, in the words of the question before a quit. */
bool game_keep_refused(const game *g);

/* The game taken up from its kept copy ends or is dropped: remove the
 * copy, under its lock and only when it is still the file this game
 * read or wrote (another tumble may have kept a game there since). */
void game_forget_kept(game *g);
/* The same for a game ended by a move, which never waits for the lock
 * of the kind's kept games: another tumble holding it, the copy goes all
 * the same, as safely. */
void game_forget_kept_after_move(game *g);

/* The game is over (a Same Game with no move left, a Mayan puzzle solved
 * or failed): keep it with its moves as the last game of its kind
 * (last-same, last-mayan in the data folder), for `tumble review`; never
 * the planner's game shown or a practice game.  A file that cannot be
 * written costs the review alone, and the high scores' file says the data
 * folder's trouble already, so nothing is said. */
void game_keep_last(const game *g);

/* Every kept game of every kind, newest first: their count, at most
 * `max`. */
int game_kept_list(game_kept_entry *list, int max);

/* The newest kept game of `kind`, in words and when it was kept; false
 * when there is none. */
bool game_kept(game_kind kind, char *words, size_t size, time_t *when);

/* Whether a kept file of `kind` is there but does not read (damaged, or
 * not a file to read), and if so its name in the data folder and why, in
 * `err` ("FILE:LINE:COL: why" for a damaged one, with its line and
 * column).  The next game kept sets a damaged one aside. */
bool game_kept_unreadable(game_kind kind, char *name, size_t name_size,
    game_open_error *err);

/* The entry of `list` (newest first, as game_kept_list() gives them) a
 * player asking for a kept game of `kind` (GAME_NONE: of either kind)
 * means, as every continue and the title menu's Continue choose it: the
 * newest that no other tumble plays, else the newest, which says it is
 * played elsewhere when taken up; -1 for none. */
int game_kept_pick(const game_kept_entry *list, int count, game_kind kind);

/* Whether a kept file of `kind` (GAME_NONE: of either kind) does not
 * read, and if so, in `words`, what it is and what becomes of it, as a
 * player is told when there is no game to take up: "continue-same:3:1:
 * why; a game of its kind kept next sets it aside", or "the kept game
 * continue-same does not read, why". */
bool game_kept_trouble(game_kind kind, char *words, size_t size);

/* The kept game a player asks to take up by its kind (GAME_NONE: of
 * either kind, the one the title menu's Continue offers), as
 * game_open_kept() takes up the newest: the newest of them that no
 * tumble plays (this one's game in play holds its file too), else the
 * newest, which says it is played in another tumble when taken up.
 * False, with `err` saying why, when none is kept: "no game is kept to
 * continue", or a kept file that does not read ("no game to take up: "
 * and game_kept_trouble's words), as every front end says it. */
bool game_kept_choose(game_kind kind, game_kept_entry *chosen,
    game_open_error *err);

/* The words for no game of either kind kept, as game_kept_choose says
 * them and the title menu's Continue line shows them. */
#define GAME_KEPT_NONE_WORDS "no game is kept to continue"

/* Take up the kept game `chosen` in `g`, in place of `in_play` (NULL for
 * none), which hands over the file it holds, as in
 * game_open_or_take_up().  False, `in_play` as it was, when that file
 * changed since it was chosen or cannot be taken up. */
bool game_take_up_kept(game *g, const game_kept_entry *chosen,
    game *in_play, game_open_error *err);

/* Take up the kept game of `kind` in `slot` (GAME_KEPT_NEWEST: the newest
 * of its kind, passing over those other tumbles play as
 * game_kept_choose() does) in `g`.  With none of its kind to take up,
 * `err` says so in game_kept_choose()'s words. */
bool game_open_kept(game *g, game_kind kind, int slot, game_open_error *err);

/* game_open(), but a file that is one of the games kept to continue (as
 * a player may `load` it by its name) is taken up as game_open_kept()
 * takes it: held while in play, recorded once at its end and then gone,
 * where it stayed to be offered and recorded again.  Names a player
 * types go through this.  When that file is the one `in_play` (NULL
 * for none), the game it replaces, was taken up from, `in_play` hands
 * it over: dropped, it leaves the file to `g`.  The board of the day
 * takes up the day's game kept half-way, when there is one and no
 * tumble plays it (the game in play included), however it is named. */
bool game_open_or_take_up(game *g, const game_request *r, game *in_play,
    game_open_error *err);

/* Whether what `r` names would open in place of `in_play` (NULL for
 * none): found, and, a kept game's file, played in no other tumble.
 * Asked before the player is asked to leave the game in play, so that
 * no game is given up for an open refused after.  False with `err`
 * saying why, in game_open_or_take_up()'s words. */
bool game_open_can_go_ahead(const game_request *r, const game *in_play,
    game_open_error *err);
/* The same of the kept game `chosen`, as game_take_up_kept() takes it
 * up: false, saying so, when another tumble plays it. */
bool game_take_up_can_go_ahead(const game_kept_entry *chosen,
    const game *in_play, game_open_error *err);

/* The game a player opens from the command line or the title menu:
 * game_open_or_take_up() with none in play. */
bool game_open_to_play(game *g, const game_request *r,
    game_open_error *err);

#endif
