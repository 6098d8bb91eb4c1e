/*
 * The question before a game goes (see game_leave.h).
 */
#include "session/game_leave.h"

#include <ctype.h>
#include <stdio.h>

#include "session/game_keep.h"

bool game_leaving_question(const game *g, game_leaving how, char *question,
    size_t size)
{
	static const char *const verbs[] = {
		[GAME_RESTARTED] = "Restart",
		[GAME_LEFT] = "Leave",
		[GAME_QUIT] = "Quit",
	};
	const int moves = game_moves_at_stake(g);
	if (moves == 0)
		return false;
	/* Only a quit keeps the game, and says what keeping it does: a
	 * player told nothing takes every way out for one that keeps it. */
	char after[96] = "", promise[80];
	if (how == GAME_LEFT)
		snprintf(after, sizeof after, " It is not kept.");
	else if (how == GAME_QUIT) {
		game_keep_promise(g, promise, sizeof promise);
		snprintf(after, sizeof after, " %c%s.",
		    toupper((unsigned char)promise[0]), promise + 1);
	}
	snprintf(question, size, "%s this game with %d move%s made?%s",
	    verbs[how], moves, moves == 1 ? "" : "s", after);
	return true;
}
