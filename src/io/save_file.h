/*
 * Saved games: the start position and the moves played, so that loading a
 * save replays every move and undo reaches back to the start.
 *
 * The format (version 6; each version reads the lines of those before
 * it, and version 1 holds only judge boards) is plain text:
 *
 *     tumble-save 1
 *     same                 the game kind: same or mayan
 *     assisted             (version 2, optional) the computer played a
 *                          move: no high score, no clean solve
 *     from standard:3      (version 3, optional) the name the game was
 *                          opened by, to open it again as the same game
 *                          (a kept game to continue: its pack board,
 *                          level or id, its high scores and progress)
 *     board 2              (version 5, optional; Same Game) with a from
 *                          line naming a file of several boards: the
 *                          board's number in it
 *     helped               (version 4, optional; Mayan) a hint or the
 *                          answer was shown: no clean solve
 *     played 5             (version 4, optional; Mayan) the moves
 *                          played, undone ones included (at least the
 *                          moves below), which a solve's best counts
 *     undone 1             (version 6, optional) the last moves below
 *                          were taken back: the game stands before them,
 *                          and redo plays them again
 *     moves 2              how many move lines follow
 *     4 1                  Same Game: row (from the bottom) and column of
 *     2 1                  a ball of the cluster removed, as `remove R C`;
 *                          Mayan: x y g, as `move X Y G`
 *     1                    the start position to the end of the file: for
 *     RGGBBGGRBRRGGBG      Same Game the judge's board as a judge file of
 *     ...                  one game (a count of 1 and 10 rows, top row
 *                          first; a save of it is version 1) and any other
 *                          board as a board list of one board (version 2);
 *                          for Mayan the puzzle in the judge's format (n,
 *                          then x = 0..4 bottom up, each column ended by
 *                          0), after the header line of its title when
 *                          it has one (any version: every reader of saves
 *                          reads a puzzle's header), as
 *     # title: Seven       in a puzzle file
 *
 * So everything after the moves is itself a puzzle file of that game.  The
 * reader replays the moves and rejects one that is illegal (or a Mayan move
 * beyond n), naming its line, so a save that loads is a game that happened.
 */
#ifndef TUMBLE_IO_SAVE_FILE_H
#define TUMBLE_IO_SAVE_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "engine/mayan.h"
#include "engine/same.h"
#include "io/mayan_judge.h"
#include "io/scan.h"

#define SAVE_MAGIC "tumble-save"
/* The newest version written; every older one still reads. */
#define SAVE_VERSION 6
/* The most moves a `played` line counts. */
#define SAVE_MAX_PLAYED 1000000L
/* The longest name a `from` line holds. */
#define SAVE_FROM_MAX 300
/* Every Same Game move removes two balls or more. */
#define SAVE_MAX_MOVES (SAME_MAX_ROWS * SAME_MAX_COLS / 2)

typedef enum save_kind {
	SAVE_SAME,
	SAVE_MAYAN,
} save_kind;

typedef struct save_game {
	save_kind kind;
	int count; /* moves to the position the game stands at */
	/* Moves taken back after them, there for redo: the arrays of moves
	 * hold count + redo. */
	int redo;
	bool assisted; /* the computer played a move */
	char from[SAVE_FROM_MAX]; /* the name it was opened by, or "" */
	long board;    /* Same Game: its number in the file `from`, or 0 */
	bool helped;   /* Mayan: a hint or the answer was shown */
	long played;   /* Mayan: moves played, undone ones included */
	same_board same_start;
	same_cluster same_moves[SAVE_MAX_MOVES]; /* as replayed */
	mayan_puzzle mayan_start;
	mayan_move mayan_moves[MAYAN_SOLVE_MAX_MOVES];
} save_game;

/* True when the input, after white space (consumed), starts like a save
 * rather than a judge file: with "tumble", the first word of its header,
 * so that a damaged header is still read as a save's and a judge input
 * such as "two" as boards. */
bool save_looks_like_save(io_scan *s);
/* Read and replay a whole save. */
bool save_read(io_scan *s, save_game *out, io_error *e);

/* Write a save to `fp`: `moves` holds the `count` moves to the position
 * and the `redo` ones taken back after them.  With the name the game was
 * opened by when `from` is not NULL (it must hold no control byte and fit
 * SAVE_FROM_MAX) and its number in that file when `board` is not 0.
 * False, writing nothing, with `error` saying why, for a `from` a save
 * cannot keep; a write that fails is left in the stream's error
 * (ferror) for the caller, which opened the stream where the save goes,
 * to report as it puts the file in place (atomic_file_commit). */
bool save_write_same(FILE *fp, const same_board *start,
    const same_cluster *moves, int count, int redo, bool assisted,
    const char *from, long board, char *error, size_t error_size);
/* The same for a Mayan puzzle of `n` moves, its `title` (the value of
 * its header's title field; NULL or "" for none, and none is written for
 * one that would not read back as it is) written as the header of the
 * puzzle part, with whether a hint or the answer was shown (`helped`)
 * and the moves `played`, undone ones included (no line for them when
 * none was undone). */
bool save_write_mayan(FILE *fp, const mayan_board *start,
    int n, const char *title, const mayan_move *moves, int count, int redo,
    bool assisted, bool helped, long played, const char *from,
    char *error, size_t error_size);

#endif
