/*
 * What keeping a game (session/game_keep.c) shares with the kept games
 * as they stand (session/game_kept.c): for those alone.
 */
#ifndef TUMBLE_SESSION_GAME_KEPT_IMPL_H
#define TUMBLE_SESSION_GAME_KEPT_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

#include "session/game_keep.h"

/* The kept file of `slot` (0 .. GAME_KEPT_PLACES - 1): the first is the
 * name older versions wrote and read, the others add ".2", ".3", and
 * the spare place ".4". */
bool game_kept_path(game_kind kind, int slot, char *path, size_t size,
    char *name, size_t name_size);
/* The file `st` describes, as the kept file of `slot`. */
game_kept_file game_kept_identity(const struct stat *st, int slot);
/* The kept file at `path` is still the one `kept` names. */
bool game_kept_unchanged(const game_kept_file *kept, const char *path);
/* What the kept file of `slot` holds: a game to take up (true, in
 * words, with when it was kept; with `like`, `same` says whether it is
 * the same game as that one), nothing, or, with `damaged` set, a file
 * that does not read (`err` says where). */
bool game_kept_read(game_kind kind, int slot, game_kept_entry *entry,
    const game *like, bool *same, bool *damaged, game_open_error *err);

/* Whether the kept file at `path`, still the one `st` describes, is
 * held by a game taken up from it (see game_kept_hold). */
bool game_kept_held(const char *path, const struct stat *st);
/* Hold the kept file `g` was taken up from: false, with `err` saying
 * so, when another tumble holds it, playing the same game. */
bool game_kept_hold(game *g, const char *path, game_open_error *err);
/* A take-up refused for `text`: false. */
bool game_kept_fail(game_open_error *err, const char *text);
/* False, saying so, for a kept game of `kind` played in another tumble:
 * the words of a take-up refused, asked before or as it is tried. */
bool game_kept_refuse_elsewhere(game_kind kind, game_open_error *err);

#endif
