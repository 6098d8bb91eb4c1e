/*
 * High scores, kept per kind of board (Same Game 10x15 with 3 colours is
 * one kind, a 20x20 board with 5 colours another, board 3 of the standard
 * pack a third) in $XDG_DATA_HOME/tumble/scores.  Games in which the
 * computer played a move keep to a kind of their own, KIND-assisted, so
 * that they never rank beside the player's.
 *
 * The file is small text that a person can read and mend:
 *
 *     # tumble high scores: KIND SCORE DATE, best first within a kind
 *     same-10x15x3 3661 2026-11-29
 *     same-10x15x3 1204 2026-11-28
 *
 * Lines starting with '#' and blank lines are ignored.  KIND is letters,
 * digits and '-'; SCORE a number from 0 to 100000000; DATE is YYYY-MM-DD.
 * At most SCORES_PER_KIND lines are kept per kind.  The file is changed
 * as table_file.h says: under its lock, atomically, and a damaged one
 * keeps its good lines with a copy set aside as FILE.bad.
 */
#ifndef TUMBLE_IO_SCORES_H
#define TUMBLE_IO_SCORES_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

#define SCORES_PER_KIND 10
#define SCORES_MAX 1000
#define SCORES_MAX_SCORE 100000000L
/* Room for "same-" and a pack's name (LEVELS_NAME_MAX), its board
 * number and "-assisted". */
#define SCORES_KIND_MAX 96

typedef struct scores_entry {
	char kind[SCORES_KIND_MAX];
	long score;
	char date[11]; /* YYYY-MM-DD */
} scores_entry;

typedef struct scores_table {
	int count;
	scores_entry entry[SCORES_MAX];
} scores_table;

/* "same-ROWSxCOLSxCOLORS", the kind of a Same Game board. */
void scores_same_kind(char *out, size_t size, int rows, int cols,
    int colors);
/* "same-clearable-ROWSxCOLSxCOLORS", the kind of the clearable boards of
 * a size (their ids hold a c before the seed): easier than random ones,
 * so kept apart. */
void scores_same_clearable_kind(char *out, size_t size, int rows, int cols,
    int colors);
/* "same-daily-YYYYMMDD", the kind of the board of the day of a date. */
void scores_same_daily_kind(char *out, size_t size, long date);
/* "same-PACK-K", the kind of board K of a Same Game pack (standard:3 is
 * same-standard-3).  A ':' would read more like the board's name, but a
 * file holding one would be set aside as damaged by any tumble before
 * this one; for the same reason any other character of the pack's name
 * that a kind cannot hold becomes '-'. */
void scores_same_pack_kind(char *out, size_t size, const char *pack,
    long board);
/* "KIND-assisted", where the scores of assisted games of KIND go; every
 * other kind ends in a digit, so the two never meet. */
void scores_assisted_kind(char *out, size_t size, const char *kind);
bool scores_kind_is_assisted(const char *kind);
/* Whether every game of `kind` is played on the same board (a pack
 * board, the board of the day), not on boards of a size and colours. */
bool scores_kind_is_one_board(const char *kind);
/* The date of the board of the day whose kind is `kind`
 * (same-daily-YYYYMMDD, a day of the calendar), 0 for any other kind. */
long scores_kind_daily_date(const char *kind);
/* A kind as a player names the board: "10x15, 3 colours" for
 * same-10x15x3, "clearable 10x15, 3 colours" for same-clearable-10x15x3,
 * the board of the day's name in at most `most` characters
 * (days_board_name) for same-daily-20261203, "standard:3" for
 * same-standard-3; any other kind as it is.  The assisted suffix is
 * left out: the caller says it. */
void scores_kind_title(char *out, size_t size, const char *kind,
    int most);
/* The order kinds are listed in, as strcmp() gives it but for the
 * numbers in them, which compare as numbers: 8x8 before 10x15, and
 * standard:2 before standard:10. */
int scores_kind_compare(const char *a, const char *b);

/* A board kind as the file holds it, for the tables kept beside it. */
bool scores_scan_kind(io_scan *s, char *kind, size_t size, io_error *e);

/* Read the table from `s`.  False when a line is malformed, with `e`
 * naming the first such line by file:line:col and `t` holding the good
 * lines all the same. */
bool scores_parse(io_scan *s, scores_table *t, io_error *e);
/* Read the file at `path` as scores_parse does; a missing file is an
 * empty table. */
bool scores_read(const char *path, scores_table *t, io_error *e);
/* Replace the file atomically, creating its folder when needed. */
bool scores_write(const char *path, const scores_table *t, char *error,
    size_t error_size);

/* Kinds in name order, scores best first within a kind (the order the
 * file is written in; a file mended by hand may hold any other). */
void scores_sort(scores_table *t);
/* The best score of a kind, or -1 when it has none. */
long scores_best(const scores_table *t, const char *kind);
/* Insert a score; returns its rank within the kind (1 is best), or 0 when
 * it is not good enough to be kept.  A kind keeps its best
 * SCORES_PER_KIND; a table of SCORES_MAX makes room by dropping the worst
 * score of the kind that holds the most. */
int scores_add(scores_table *t, const char *kind, long score,
    const char *date);

/* What scores_record() found and did. */
typedef struct scores_outcome {
	int rank;          /* 1 for a new best; 0 when not kept */
	long previous_best; /* -1 when the kind had no score before */
	bool set_aside;    /* the old file was damaged and renamed */
	char message[700]; /* why the file was set aside or not written */
} scores_outcome;

/* Read the file at `path` into `t`; a damaged file is mended as
 * table_file_load() says, and `out` says so.  False only when the file
 * cannot be read at all (then `out->message` says why). */
bool scores_load(const char *path, scores_table *t, scores_outcome *out);
/* Load the file, add the score and write the file back, under its lock.
 * Returns false when the score could not be saved (then `out->message`
 * says why); a damaged file alone is not a failure. */
bool scores_record(const char *path, const char *kind, long score,
    const char *date, scores_outcome *out);

#endif
