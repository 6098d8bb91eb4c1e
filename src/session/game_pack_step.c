/*
 * The boards of a pack stepped through (see game_open.h): ] and [ open
 * the next and previous board of the pack a board was opened from, or of
 * the file of several boards it was opened from, as a pack is one.
 */
#include "session/game_open.h"
#include "session/game_open_impl.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/levels.h"

bool game_is_pack_board(const game *g)
{
	char path[4096];
	long k;
	return g->kind == GAME_SAME &&
	    levels_same_board(g->origin, path, sizeof path, &k);
}

/* The name of the board `step` away from `g`'s in its pack, in `name`;
 * false when `g` plays no pack's board or the step goes before its
 * first. */
static bool game_pack_step_name(const game *g, int step, char *name,
    size_t size)
{
	char path[4096];
	long k;
	if (g->kind != GAME_SAME ||
	    !levels_same_board(g->origin, path, sizeof path, &k) ||
	    k + step < 1)
		return false;
	const char *colon = strrchr(g->origin, ':');
	snprintf(name, size, "%.*s:%ld", (int)(colon - g->origin), g->origin,
	    k + step);
	return true;
}

bool game_pack_has_step(const game *g, int step)
{
	char name[sizeof g->origin];
	if (!game_pack_step_name(g, step, name, sizeof name))
		return false;
	game_source *src = malloc(sizeof *src);
	if (src == NULL)
		return true; /* the key then says itself what it finds */
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.name = name;
	const bool found = game_source_find(&r, src, &e) ||
	    !e.past_pack_end;
	free(src);
	return found;
}

/* How many boards the file `g` was opened from holds, read now: 0 when
 * it was opened from no file (an id, standard input) or from one that
 * holds no Same Game boards (a save, a Mayan puzzle); -1 when the file
 * no longer reads, with `err` saying why. */
static long game_file_boards(const game *g, game_open_error *err)
{
	if (g->kind != GAME_SAME || strcmp(g->origin, "-") == 0 ||
	    !game_name_is_file(g->origin))
		return 0;
	game_source *src = malloc(sizeof *src);
	if (src == NULL) {
		game_open_fail(err, GAME_OPEN_BAD_INPUT, "out of memory");
		return -1;
	}
	game_request r = game_request_new(GAME_SAME);
	r.name = g->origin;
	/* Past any file's last board, refused: the refusal counts them. */
	r.number = LONG_MAX;
	(void)game_source_find(&r, src, err);
	free(src);
	if (err->boards_held > 0)
		return err->boards_held;
	/* A file of another kind is refused its K as a usage. */
	return err->status == GAME_OPEN_BAD_INPUT ? -1 : 0;
}

/* The board `step` away from `g`'s in the file of several it was opened
 * from, as a pack's board steps in its pack. */
static bool game_open_file_step(game *next, const game *g, int step,
    game_open_error *err)
{
	const long boards = game_file_boards(g, err);
	if (boards < 0)
		return false;
	if (boards <= 1)
		return game_open_fail(err, GAME_OPEN_USAGE, "This board is in "
		    "no pack: ] and [ step through the boards of a pack, "
		    "listed by p in the title menu, or of a file that holds "
		    "several.");
	const long k = g->number + step;
	if (k < 1 || (k > boards && g->number == boards))
		return game_open_fail(err, GAME_OPEN_USAGE, "Board %ld is the "
		    "%s board of %s.", g->number, step > 0 ? "last" : "first",
		    game_open_base_name(g->origin));
	/* A file changed since says what it holds now. */
	game_request r = game_request_new(GAME_SAME);
	r.name = g->origin;
	r.number = k;
	return game_open(next, &r, err);
}

bool game_open_pack_step(game *next, const game *g, int step,
    game_open_error *err)
{
	char name[sizeof g->origin];
	if (!game_is_pack_board(g))
		return game_open_file_step(next, g, step, err);
	game_request r = game_request_new(GAME_SAME);
	r.name = name;
	const bool named = game_pack_step_name(g, step, name, sizeof name);
	if (named && game_open(next, &r, err))
		return true;
	if (!named || err->past_pack_end)
		return game_open_fail(err, GAME_OPEN_USAGE, "%s is the %s "
		    "board of its pack.", g->origin,
		    step > 0 ? "last" : "first");
	return false;
}
