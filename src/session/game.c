/*
 * The game a command line works on (see game.h).
 */
#include "session/game.h"

#include <inttypes.h>
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
	game_init(g);
}

bool game_start_same(game *g, const same_board *start, long number,
    const char *origin)
{
	game_free(g);
	if (!same_session_start(&g->same, start))
		return false;
	g->kind = GAME_SAME;
	g->number = number;
	snprintf(g->origin, sizeof g->origin, "%s", origin);
	return true;
}

bool game_start_same_seed(game *g, uint64_t seed)
{
	game_free(g);
	if (!same_session_start_random(&g->same, SAME_JUDGE_ROWS,
	    SAME_JUDGE_COLS, SAME_JUDGE_COLORS, seed))
		return false;
	g->kind = GAME_SAME;
	g->number = 1;
	snprintf(g->origin, sizeof g->origin, "seed %" PRIu64, seed);
	return true;
}

void game_start_mayan(game *g, const mayan_board *start, int n,
    const char *origin)
{
	game_free(g);
	mayan_session_start(&g->mayan, start, n);
	g->kind = GAME_MAYAN;
	g->number = 1;
	snprintf(g->origin, sizeof g->origin, "%s", origin);
}
