/*
 * What opening a game (session/game_open.c) shares with the stepping
 * through a pack's boards (session/game_pack_step.c): for those alone.
 */
#ifndef TUMBLE_SESSION_GAME_OPEN_IMPL_H
#define TUMBLE_SESSION_GAME_OPEN_IMPL_H

#include <stdbool.h>

#include "session/game_open.h"

/* Fail with a message whose names come from outside (arguments, files):
 * escaped once, here, for every front end that shows it. */
bool game_open_fail(game_open_error *err, game_open_status status,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
