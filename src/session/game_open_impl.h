/*
 * What opening a game (session/game_open.c) shares with the reading of a
 * game from a file (session/game_open_file.c) and the stepping through a
 * pack's boards (session/game_pack_step.c), and what they take from a
 * game being found (session/game_source.c), the kept games' reader
 * (session/game_kept.c) too: for those alone.
 */
#ifndef TUMBLE_SESSION_GAME_OPEN_IMPL_H
#define TUMBLE_SESSION_GAME_OPEN_IMPL_H

#include <stdbool.h>

#include "io/scan.h"
#include "session/game_open.h"

/* Fail with a message whose names come from outside (arguments, files):
 * escaped once, here, for every front end that shows it. */
bool game_open_fail(game_open_error *err, game_open_status status,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A reader's error, worded as the reader words it: every command then
 * prints it as FILE:LINE:COL: what, with no prefix of its own. */
bool game_open_fail_io(game_open_error *err, const io_error *e);
/* The file at `path` cannot be read, and `why` ("Permission denied"):
 * said "FILE: why", the why in err->what. */
bool game_open_fail_unreadable(game_open_error *err, const char *path,
    const char *why);

/* The last part of `path`, a file's name on screen. */
const char *game_open_base_name(const char *path);
/* Name `src`: `origin` opens it again, `title` (kept escaped, as it
 * comes from a file) is its name on screen. */
void game_source_name(game_source *src, const char *origin,
    const char *title);
/* The high-score table of a Same Game board: by size and colours. */
void game_source_size_kind(game_source *src);

/* A Mayan puzzle read from `path` (a file, a save's start, a level),
 * refused when its board has no block, unless the request takes it so
 * (`r` NULL: a level to play); true when it stands. */
bool game_source_has_blocks(const game_request *r, const game_source *src,
    const char *path, game_open_error *err);

/* Nothing found yet, and no refusal. */
void game_source_clear(game_source *src, game_open_error *err);

/* A file of any kind: a save, a Mayan puzzle, a judge file or a board
 * list, as its first lines show, from the path `name` or, when `text`
 * is not NULL, from that copy of it read once (game_open_file.c).  A
 * save is left named by its own file: naming it as the game it started
 * from is finding that game (game_open.c). */
bool game_source_read(const game_request *r, const char *name,
    const io_text *text, game_source *src, game_open_error *err);

#endif
