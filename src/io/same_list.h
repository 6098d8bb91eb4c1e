/*
 * Same Game board lists (SPEC.md section 1b) and the one call that tells
 * them from judge files, so that every reader of Same Game boards (the
 * batch modes, `tumble same`, `load`, saves) takes both forms alike.
 *
 * A board list is one or more boards separated by blank lines, each row a
 * line, the top row first; a row is written in letters (R G B Y P C, blanks
 * between them optional) or in digits 0..5 separated by blanks (digit d is
 * colour d + 1, the form of the research test set).  Lines starting with
 * '#' are comments.  A board's colour count is its largest colour.
 */
#ifndef TUMBLE_IO_SAME_LIST_H
#define TUMBLE_IO_SAME_LIST_H

#include <stdbool.h>

#include "engine/same.h"
#include "io/scan.h"

/* What a file of boards is, told from its first lines. */
typedef enum same_file_form {
	SAME_FILE_JUDGE, /* a count, then letter rows (SPEC 1) */
	SAME_FILE_LIST,  /* a board list (SPEC 1b) */
	SAME_FILE_MAYAN, /* a count, then lines of numbers: a Mayan puzzle */
} same_file_form;

/*
 * Look at the start of the input, consuming nothing: a judge file when its
 * first line that is neither blank nor a comment is a lone number and the
 * next such line is made of letters (or there is none: "0" is a judge file
 * of no games); a Mayan puzzle when that next line starts with a number;
 * a board list otherwise.  A first line that can start neither a count nor
 * a board row and holds no ball's letter ("two", "-1", "3x") is left to
 * the judge reader, whose message says what a count looks like.
 */
same_file_form same_file_detect(io_scan *s);

/* Read the next board of a board list into `b`.  At the end of the input
 * returns true with *found false. */
bool same_list_read_board(io_scan *s, same_board *b, bool *found,
    io_error *e);

/*
 * Read board `number` (from 1) of a judge file or a board list, checking
 * the whole file (a judge file must hold the games it announces and
 * nothing after them), and set *count to the boards it holds.  When `number`
 * is past the last board the result is true with *count < number and `b`
 * untouched: the caller says so in its own words.
 */
bool same_file_read_board(io_scan *s, long number, same_board *b,
    long *count, io_error *e);
/* The same, leaving what follows a judge file's games to the caller: a
 * save, whose start position is a judge file, says in its own words that
 * it ends there. */
bool same_file_read_leading_board(io_scan *s, long number, same_board *b,
    long *count, io_error *e);

#endif
