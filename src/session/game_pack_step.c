/*
 * The boards of a pack stepped through (see game_open.h): ] and [ open
 * the next and previous board of the pack a board was opened from.
 */
#include "session/game_open.h"
#include "session/game_open_impl.h"

#include <stdio.h>
#include <string.h>

#include "io/levels.h"

bool game_is_pack_board(const game *g)
{
	char path[4096];
	long k;
	return g->kind == GAME_SAME &&
	    levels_same_board(g->origin, path, sizeof path, &k);
}

bool game_open_pack_step(game *next, const game *g, int step,
    game_open_error *err)
{
	char path[4096], name[sizeof g->origin];
	long k;
	if (g->kind != GAME_SAME ||
	    !levels_same_board(g->origin, path, sizeof path, &k))
		return game_open_fail(err, GAME_OPEN_USAGE, "This board is in "
		    "no pack: ] and [ step through the boards of a pack, "
		    "listed by p in the title menu.");
	const char *colon = strrchr(g->origin, ':');
	snprintf(name, sizeof name, "%.*s:%ld", (int)(colon - g->origin),
	    g->origin, k + step);
	game_request r = game_request_new(GAME_SAME);
	r.name = name;
	if (k + step >= 1 && game_open(next, &r, err))
		return true;
	if (k + step < 1 || err->past_pack_end)
		return game_open_fail(err, GAME_OPEN_USAGE, "%s is the %s "
		    "board of its pack.", g->origin,
		    step > 0 ? "last" : "first");
	return false;
}
