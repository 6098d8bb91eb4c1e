/*
 * The Same Game judge format (SPEC.md section 1): reading the games one at
 * a time, and the judge's words for moves and the final line.  The words
 * live here once; the batch mode, the game's message line and the shell all
 * print them through these functions.
 */
#ifndef TUMBLE_IO_SAME_JUDGE_H
#define TUMBLE_IO_SAME_JUDGE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/same.h"
#include "io/scan.h"

/* The most games one input may announce. */
#define SAME_JUDGE_MAX_GAMES 100000000L

/* Read the first line: the number of games. */
bool same_judge_read_count(io_scan *s, long *games, io_error *e);
/* Read one board of rows x cols letters (top row first) into `b`, which
 * is initialised for that size and `colors` colours. */
bool same_judge_read_board(io_scan *s, same_board *b, int rows, int cols,
    int colors, io_error *e);
/* Nothing but blanks after the `games` games of a judge file. */
bool same_judge_read_end(io_scan *s, long games, io_error *e);

/* Enough for any one line the judge prints. */
#define SAME_JUDGE_LINE_MAX 128

/* "Move k at (r,c): removed m balls of color C, got p points." without a
 * newline; returns the length written to `out`. */
size_t same_judge_format_move(char *out, long k, const same_cluster *move);
/* The lines of moves 1 to `count`, each with its newline and no NUL
 * after the last, for a batch of games; `out` needs room for `count`
 * lines of SAME_JUDGE_LINE_MAX and their newlines. */
size_t same_judge_format_moves(char *out, const same_cluster *moves,
    int count);
/* "Final score: s, with b balls remaining." without a newline. */
size_t same_judge_format_final(char *out, long score, int balls);
/* The same two lines in a player's words, on the screens and at the
 * command line: "1 point" and "1 ball", where the judge keeps the plural
 * for 1. */
size_t same_judge_say_move(char *out, long k, const same_cluster *move);
size_t same_judge_say_final(char *out, long score, int balls);
/* "Game k:" without a newline. */
size_t same_judge_format_game(char *out, long k);

#endif
