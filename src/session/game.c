/*
 * The game a command line works on (see game.h).
 */
#include "session/game.h"

#include <stdio.h>
#include <string.h>

void game_init(game *g)
{
	memset(g, 0, sizeof *g);
	g->kind = GAME_NONE;
}

void game_free(game *g)
{
	if (g->kind == GAME_SAME)
		same_session_free(&g->same);
	const unsigned long starts = g->starts;
	game_init(g);
	g->starts = starts;
}

bool game_start_same(game *g, const same_board *start, long number,
    const char *origin)
{
	game_free(g);
	if (!same_session_start(&g->same, start))
		return false;
	g->kind = GAME_SAME;
	g->starts++;
	g->number = number;
	snprintf(g->origin, sizeof g->origin, "%s", origin);
	return true;
}

bool game_start_same_id(game *g, const same_id *id)
{
	game_free(g);
	if (!same_session_start_id(&g->same, id))
		return false;
	g->kind = GAME_SAME;
	g->starts++;
	g->number = 1;
	same_id_format(id, g->origin);
	return true;
}

void game_mark_level(game *g, const char *name)
{
	snprintf(g->level, sizeof g->level, "%s", name);
	snprintf(g->origin, sizeof g->origin, "level %s", name);
}

void game_start_mayan(game *g, const mayan_board *start, int n,
    const char *origin)
{
	game_free(g);
	mayan_session_start(&g->mayan, start, n);
	g->kind = GAME_MAYAN;
	g->starts++;
	g->number = 1;
	snprintf(g->origin, sizeof g->origin, "%s", origin);
}
