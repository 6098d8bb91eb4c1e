/*
 * The kinds of game (see game_rules.h): the tables by kind, and what
 * every kind does as a game opens.
 */
#include "session/game_rules.h"

const game_kind game_kinds[GAME_KINDS] = { GAME_SAME, GAME_MAYAN };

const game_rules *game_rules_of(game_kind kind)
{
	static const game_rules *const rules[] = {
		[GAME_SAME] = &game_rules_same,
		[GAME_MAYAN] = &game_rules_mayan,
	};
	return rules[kind];
}

void game_begin(game *g)
{
	g->alert[0] = '\0';
	g->alert_said = 0;
	g->helped = false;
	g->made = g->rules != NULL ? g->rules->move_count(g) : 0;
	g->ended = g->rules != NULL && g->rules->finished(g);
	if (g->rules != NULL)
		g->rules->begin(g);
}
