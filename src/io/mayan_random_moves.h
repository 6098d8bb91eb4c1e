/*
 * The moves of the Mayan level menu's random puzzle, as the player last
 * made one, remembered for the next run in $XDG_DATA_HOME/tumble/
 * mayan-random, one line a person can read:
 *
 *     # tumble: the moves of the level menu's random puzzle
 *     moves 6
 *
 * '#' lines and blank lines are ignored.  The number is a convenience,
 * not the player's work: a damaged file (or one made to harm) is only
 * reported to the caller, which goes on without it, and the next puzzle
 * made replaces it atomically.
 */
#ifndef TUMBLE_IO_MAYAN_RANDOM_MOVES_H
#define TUMBLE_IO_MAYAN_RANDOM_MOVES_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

/* The file's name in tumble's data folder. */
#define MAYAN_RANDOM_MOVES_FILE "mayan-random"

/* Read the moves (1..MAYAN_GEN_MAX_MOVES) from `s` into `moves`, left
 * alone when the text holds none; false, with `e` naming file:line:col,
 * on anything else. */
bool mayan_random_moves_parse(io_scan *s, int *moves, io_error *e);
/* The same from the file at `path`; a missing file holds none. */
bool mayan_random_moves_read(const char *path, int *moves, io_error *e);
/* Replace the file atomically, creating its folder when needed. */
bool mayan_random_moves_write(const char *path, int moves, char *error,
    size_t error_size);

#endif
