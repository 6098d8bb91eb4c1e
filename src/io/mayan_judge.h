/*
 * The Mayan judge format (SPEC.md section 2): the number of moves, then
 * five lines of colours from the bottom up, each ended by 0.  The same
 * reader loads the level files of data/levels/, which may start with a
 * header of `# key: value` lines (see data/levels/README.md); a plain judge
 * file has no header and is still a valid level.
 *
 * Every rejected input gets an error naming its line and column: a column
 * taller than 7, a colour outside 1..10, a missing 0, n outside
 * 1..MAYAN_SOLVE_MAX_MOVES, fewer than 5 columns, anything after the board,
 * and a starting board that already holds a line of 3.
 */
#ifndef TUMBLE_IO_MAYAN_JUDGE_H
#define TUMBLE_IO_MAYAN_JUDGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "engine/mayan.h"
#include "io/atomic_file.h"
#include "io/scan.h"

#define MAYAN_JUDGE_MAX_FIELDS 16
#define MAYAN_JUDGE_KEY_MAX 32
#define MAYAN_JUDGE_VALUE_MAX 160

/* One `# key: value` line of the header. */
typedef struct mayan_judge_field {
	char key[MAYAN_JUDGE_KEY_MAX];
	char value[MAYAN_JUDGE_VALUE_MAX];
} mayan_judge_field;

typedef struct mayan_puzzle {
	int moves; /* n: 1..MAYAN_SOLVE_MAX_MOVES */
	mayan_board board;
	int fields;
	mayan_judge_field field[MAYAN_JUDGE_MAX_FIELDS];
} mayan_puzzle;

/* Read one whole puzzle: the header, n, the five columns, and nothing
 * after them. */
bool mayan_judge_read(io_scan *s, mayan_puzzle *p, io_error *e);

/* The same, taking a board that holds a line of 3 as it stands: a board
 * being built in the editor, kept before it was mended, or a file the
 * editor opens to mend. */
bool mayan_judge_read_unsettled(io_scan *s, mayan_puzzle *p, io_error *e);

/* The value of a header field (keys compare without regard to case), or
 * NULL when the header has none. */
const char *mayan_puzzle_field(const mayan_puzzle *p, const char *key);

/* Add a header field; false when the header is full, or the key or value
 * does not fit or would not read back as it is (a key of other than
 * letters, digits, '-' and '_'; a value with a control byte, such as a
 * newline that would forge a line of its own, or blanks at its ends). */
bool mayan_puzzle_add_field(mayan_puzzle *p, const char *key,
    const char *value);

/* Write the puzzle as the reader reads it: its header, n, the columns.
 * False, writing nothing, for a header field that would not read back
 * as it is (see mayan_puzzle_add_field), and when writing failed. */
bool mayan_judge_write(FILE *fp, const mayan_puzzle *p);
/* The same into `f`, opened by the caller with atomic_file_open() or
 * atomic_file_open_private() as the place the puzzle goes asks, and put
 * in place: on any failure the temporary goes and the old file stays.
 * False with `error` saying why: "PATH could not be written" when
 * mayan_judge_write() fails, else atomic_file_commit()'s "cannot write
 * PATH: ...". */
bool mayan_judge_commit(atomic_file *f, const mayan_puzzle *p, char *error,
    size_t error_size);

/* Enough for any one line the judge prints. */
#define MAYAN_JUDGE_LINE_MAX 16

/* "x y g" without a newline; returns the length written to `out`. */
size_t mayan_judge_format_move(char *out, mayan_move m);

#endif
