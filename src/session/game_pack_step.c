/*
 * The boards of a pack stepped through (see game_open.h): ] and [ open
 * the next and previous board of the pack a board was opened from.
 */
#include "session/game_open.h"
#include "session/game_open_impl.h"

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

bool game_open_pack_step(game *next, const game *g, int step,
    game_open_error *err)
{
	char name[sizeof g->origin];
	if (!game_is_pack_board(g))
		return game_open_fail(err, GAME_OPEN_USAGE, "This board is in "
		    "no pack: ] and [ step through the boards of a pack, "
		    "listed by p in the title menu.");
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
