/*
 * The question before a game goes (see game_leave.h).
 */
#include "session/game_leave.h"

#include <ctype.h>
#include <stdio.h>

#include "session/game_keep.h"
#include "session/game_rules.h"

bool game_leaving_question(const game *g, game_leaving how, char *question,
    size_t size)
{
	static const char *const verbs[] = {
		[GAME_RESTARTED] = "Restart this game",
		[GAME_LEFT] = "Leave this game",
		[GAME_QUIT] = "Quit this game",
		[GAME_TO_EDITOR] = "Leave this game for the editor",
	};
	const int moves = game_moves_at_stake(g);
	if (moves == 0)
		return false;
	/* Only a quit and a way back to the editor keep the game, and say
	 * what keeping it does: a player told nothing takes every way out
	 * for one that keeps it. */
	char after[96] = "", promise[80];
	if (how == GAME_LEFT)
		snprintf(after, sizeof after, " It is not kept.");
	else if (how == GAME_QUIT || how == GAME_TO_EDITOR) {
		game_keep_promise(g, promise, sizeof promise);
		snprintf(after, sizeof after, " %c%s.",
		    toupper((unsigned char)promise[0]), promise + 1);
	}
	/* Moves taken back are named as such: "with 2 moves made" over
	 * a board at move 0 would read as a mistake. */
	const int made = g->rules->move_count(g), redo = moves - made;
	char stake[64];
	if (redo == 0)
		snprintf(stake, sizeof stake, "%d move%s made", made,
		    made == 1 ? "" : "s");
	else if (made == 0)
		snprintf(stake, sizeof stake, "%d move%s to redo", redo,
		    redo == 1 ? "" : "s");
	else
		snprintf(stake, sizeof stake, "%d move%s made and %d to redo",
		    made, made == 1 ? "" : "s", redo);
	snprintf(question, size, "%s with %s?%s", verbs[how],
	    stake, after);
	return true;
}
