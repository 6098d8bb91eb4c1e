/*
 * The kinds of game (see game_rules.h): the tables by kind, and what
 * every kind does as a game opens.
 */
#include "session/game_rules.h"

#include <string.h>

#include "io/same_list.h"
#include "io/save_file.h"

const game_kind game_kinds[GAME_KINDS] = { GAME_SAME, GAME_MAYAN };

const game_rules *game_rules_of(game_kind kind)
{
	static const game_rules *const rules[] = {
		[GAME_SAME] = &game_rules_same,
		[GAME_MAYAN] = &game_rules_mayan,
	};
	return rules[kind];
}

game_kind game_kind_of_command(const char *word)
{
	for (int k = 0; k < GAME_KINDS; k++)
		if (strcmp(word, game_rules_of(game_kinds[k])->command) == 0)
			return game_kinds[k];
	return GAME_NONE;
}

game_kind game_file_looks(io_scan *scan)
{
	io_scan_set_limit(scan, IO_SCAN_FILE_MAX);
	if (save_looks_like_save(scan))
		return GAME_NONE;
	return same_file_detect(scan) == SAME_FILE_MAYAN ? GAME_MAYAN :
	    GAME_SAME;
}

/* Whether the moves to redo lead to the game's end: a game ended, then
 * taken back and saved so, ended once (its moves were played to there)
 * and was recorded then.  Its records begin from that end, as a save of
 * a finished game's do; the game is left where it stood. */
static void game_begin_at_line_end(game *g)
{
	game_outcome scratch;
	int redone = 0;
	while (!g->rules->finished(g) && g->rules->redo(g, &scratch))
		redone++;
	g->ended = g->rules->finished(g);
	g->rules->begin(g);
	while (redone-- > 0)
		(void)g->rules->undo(g);
}

void game_begin(game *g)
{
	g->alert[0] = '\0';
	g->alert_said = 0;
	g->helped = false;
	g->made = g->rules != NULL ? g->rules->move_count(g) : 0;
	g->ended = false;
	if (g->rules != NULL)
		game_begin_at_line_end(g);
}
