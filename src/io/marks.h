/*
 * The marks earned on each board, kept in $XDG_DATA_HOME/tumble/marks: a
 * goal on every board beyond its best score.  A Same Game board is
 * marked when the player beat greedy on it, cleared it, reached 90% of
 * the planner's score on it, and matched or beat the planner; a Mayan
 * level when it was solved, and solved clean (no move undone, no hint, no
 * answer shown).  Games the computer played a move in earn none.
 *
 *     # tumble marks: BOARD MARK..., the marks earned on a board
 *     same-standard-3 greedy cleared
 *     mayan/01-sample solved clean
 *
 * BOARD is a high-score kind (see scores.h) for a Same Game board, or
 * mayan/ and a level's name (as the progress file spells it) for a Mayan
 * level: any bytes but blanks and control bytes, at most MARKS_BOARD_MAX
 * - 1 of them, the first not '#'.  Each MARK is one of greedy, cleared,
 * planner-90, planner, solved and clean, once.  A board appears once.
 * A file of its own, beside the scores and the progress, so that a
 * tumble that does not know it reads those as before.  Changed as
 * table_file.h says.
 */
#ifndef TUMBLE_IO_MARKS_H
#define TUMBLE_IO_MARKS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

#define MARKS_MAX 2000
#define MARKS_BOARD_MAX 96

/* The marks, as bits of a mask; the Same Game's first, in the order they
 * are earned and shown. */
enum {
	MARK_GREEDY = 1 << 0,       /* beat greedy's score */
	MARK_CLEARED = 1 << 1,      /* cleared the board */
	MARK_NEAR_PLANNER = 1 << 2, /* 90% of the planner's score */
	MARK_PLANNER = 1 << 3,      /* matched or beat the planner */
	MARK_SOLVED = 1 << 4,       /* a Mayan level solved */
	MARK_CLEAN = 1 << 5,        /* solved clean */
	MARK_COUNT = 6,
};
#define MARKS_SAME (MARK_GREEDY | MARK_CLEARED | MARK_NEAR_PLANNER | \
	MARK_PLANNER)
#define MARKS_MAYAN (MARK_SOLVED | MARK_CLEAN)

typedef struct marks_entry {
	char board[MARKS_BOARD_MAX];
	unsigned marks;
} marks_entry;

typedef struct marks_table {
	int count;
	marks_entry entry[MARKS_MAX];
} marks_table;

/* Mark `bit` as a goal in a player's words ("clear the board") and its
 * letter in a row of marks; NULL and '?' for no mark. */
const char *marks_goal(unsigned bit);
char marks_letter(unsigned bit);

/* The board of Mayan level `level`: "mayan/LEVEL". */
void marks_mayan_board(char *out, size_t size, const char *level);

/* The marks of `which` (MARKS_SAME or MARKS_MAYAN) as a row of letters,
 * one a mark in order, the ones not earned as `missing`: "GC--" for a
 * Same Game board whose greedy and cleared marks are earned. */
void marks_row(char *out, size_t size, unsigned marks, unsigned which,
    const char *missing);
/* The names of the marks in `marks`, joined: "beat greedy, board
 * cleared"; "" for none. */
void marks_names(char *out, size_t size, unsigned marks);

/* The marks just earned said: "New mark: board cleared.", "New marks:
 * solved, solved clean."; "" for none. */
void marks_news(char *out, size_t size, unsigned earned);

/* Read the table from `s`; false with the first bad line in `e`, the
 * good lines kept. */
bool marks_parse(io_scan *s, marks_table *t, io_error *e);
/* The file at `path` as marks_parse reads it; missing is empty. */
bool marks_read(const char *path, marks_table *t, io_error *e);
/* Replace the file atomically, creating its folder when needed. */
bool marks_write(const char *path, const marks_table *t, char *error,
    size_t error_size);

/* The marks earned on `board`, 0 for none. */
unsigned marks_of(const marks_table *t, const char *board);
/* Add `marks` to `board`'s; returns those not earned before (0 when
 * none, or when the table has no room or the board's name is not one the
 * file can hold).  A full table makes room by dropping its oldest board
 * of the day. */
unsigned marks_add(marks_table *t, const char *board, unsigned marks);

/* Read the file at `path` into `t`; a damaged file is mended as
 * table_file_load() says, `message` saying so.  False only when the file
 * cannot be read at all. */
bool marks_load(const char *path, marks_table *t, char *message,
    size_t message_size);
/* Load, add `marks` to `board`'s and write back under the file's lock;
 * `*earned` gets the marks new to the board.  False when they could not
 * be kept (the file full, or `board` a name no line holds), `message`
 * saying why (a damaged file set aside says so there too). */
bool marks_record(const char *path, const char *board, unsigned marks,
    unsigned *earned, char *message, size_t message_size);

#endif
