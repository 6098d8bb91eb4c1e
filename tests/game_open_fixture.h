/*
 * What the suites of opening a game by its name share (check_game_open.c,
 * check_game_open_batch.c): the sample files, a pack of two levels, and
 * a name looked up as the menus and commands look it up.
 */
#ifndef TUMBLE_TESTS_GAME_OPEN_FIXTURE_H
#define TUMBLE_TESTS_GAME_OPEN_FIXTURE_H

#include <stdbool.h>

#include "session/game_open.h"

/* What the last fixture_find() found. */
extern game_source fixture_found;

/* The SPEC's sample boards, and the NOIP 2011 sample puzzle. */
const char *sample_file(void);
const char *puzzle_file(void);

/* Look up `name` (with board `number`) for a game of `kind`, into
 * fixture_found. */
bool fixture_find(game_kind kind, const char *name, long number,
    game_open_error *e);

/* A pack of two levels in a folder of its own, TUMBLE_LEVELS_DIR. */
const char *fixture_two_levels(void);

#endif
