/*
 * The game a command line works on (see game.h).
 */
#include "session/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/rng.h"
#include "io/paths.h"
#include "session/game_rules.h"

void game_init(game *g)
{
	memset(g, 0, sizeof *g);
	g->kind = GAME_NONE;
	g->kept_hold = -1;
	g->record.best = g->record.recorded = -1;
	g->level_best = -1;
}

void game_free(game *g)
{
	game_forget_yours(g);
	if (g->rules != NULL)
		g->rules->free(g);
	if (g->kept_hold >= 0)
		close(g->kept_hold);
	const unsigned long starts = g->starts;
	game_init(g);
	g->starts = starts;
}

void game_forget_yours(game *g)
{
	if (g->yours == NULL)
		return;
	game_free(g->yours);
	free(g->yours);
	g->yours = NULL;
}

uint64_t game_fresh_seed(void)
{
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	uint64_t mix = (uint64_t)now.tv_sec * 1000000007ULL ^
	    (uint64_t)now.tv_nsec ^ ((uint64_t)getpid() << 32);
	return rng_splitmix64(&mix) % 1000000;
}

/* A game's own name. */
static void game_name(game *g, const char *origin)
{
	snprintf(g->origin, sizeof g->origin, "%s", origin);
	snprintf(g->title, sizeof g->title, "%s", origin);
}

/* A Same Game board's own name, and its high-score kind by size and
 * colours. */
static void game_name_same(game *g, const char *origin)
{
	game_name(g, origin);
	const same_board *b = same_session_start_board(&g->same);
	scores_same_kind(g->score_kind, sizeof g->score_kind, b->rows, b->cols,
	    b->colors);
}

bool game_start_same(game *g, const same_board *start, long number,
    const char *origin)
{
	game_free(g);
	if (!same_session_start(&g->same, start))
		return false;
	g->kind = GAME_SAME;
	g->rules = &game_rules_same;
	g->starts++;
	g->number = number;
	game_name_same(g, origin);
	return true;
}

bool game_start_practice(game *g, const same_board *position,
    const game *from, int moves)
{
	/* Taken before `g` goes: `from` may be the same game. */
	char of[sizeof g->practice_of], title[sizeof g->title];
	const int before = (from->practice ? from->practice_from : 0) + moves;
	snprintf(of, sizeof of, "%s", from->practice ? from->practice_of :
	    from->title);
	snprintf(title, sizeof title, "Practice from move %d of %.120s",
	    before + 1, of);
	if (!game_start_same(g, position, 1, title))
		return false;
	g->practice_from = before;
	snprintf(g->practice_of, sizeof g->practice_of, "%s", of);
	/* No high score: the position was not the player's to reach
	 * alone, and a game started in the middle has no table. */
	same_session_mark_assisted(&g->same);
	g->score_kind[0] = '\0';
	g->practice = true;
	return true;
}

bool game_start_same_id(game *g, const same_id *id)
{
	game_free(g);
	if (!same_session_start_id(&g->same, id))
		return false;
	g->kind = GAME_SAME;
	g->rules = &game_rules_same;
	g->starts++;
	g->number = 1;
	char name[SAME_ID_MAX];
	same_id_format(id, name);
	game_name_same(g, name);
	return true;
}

void game_start_mayan(game *g, const mayan_board *start, int n,
    const char *origin)
{
	game_free(g);
	mayan_session_start(&g->mayan, start, n);
	g->kind = GAME_MAYAN;
	g->rules = &game_rules_mayan;
	g->starts++;
	g->number = 1;
	game_name(g, origin);
}

void game_record_kind(const game *g, char *kind, size_t size)
{
	if (same_session_assisted(&g->same))
		scores_assisted_kind(kind, size, g->score_kind);
	else
		snprintf(kind, size, "%s", g->score_kind);
}

bool game_opens_another(const game *g, char *why, size_t size)
{
	if (!g->practice)
		return true;
	if (why != NULL)
		snprintf(why, size, "A practice game opens no other board: q "
		    "goes back to the review, R starts this practice again.");
	return false;
}

int game_moves_at_stake(const game *g)
{
	if (g->rules == NULL || g->watching || g->practice || g->ended ||
	    g->rules->finished(g))
		return 0;
	/* Moves taken back are still the player's: redo brings them
	 * back, and leaving the game would lose them as it loses those
	 * made. */
	return g->rules->move_count(g) + g->rules->redo_count(g);
}

void game_redo_words(const game *g, const char *after, char *out,
    size_t size)
{
	const int redo = g->rules != NULL ? g->rules->redo_count(g) : 0;
	if (redo > 0)
		snprintf(out, size, ", %d to redo%s", redo, after);
	else if (size > 0)
		out[0] = '\0';
}

bool game_assisted(const game *g)
{
	/* The planner's game shown is the planner's, every move of it the
	 * computer's: no game of the player's that it helped. */
	if (g->watching)
		return false;
	return g->kind == GAME_SAME ? same_session_assisted(&g->same) :
	    g->kind == GAME_MAYAN && mayan_session_assisted(&g->mayan);
}

void game_assisted_words(const game *g, char *out, size_t size)
{
	snprintf(out, size, "%s", game_assisted(g) ? ", assisted" : "");
}

void game_words_join(char *text, size_t size, const char *words)
{
	const size_t len = strlen(text);
	if (words[0] != '\0')
		snprintf(text + len, size - len, "%s%s", len > 0 ? "  " : "",
		    words);
}

void game_outcome_add_rank(game_outcome *out, const char *words)
{
	game_words_join(out->rank, sizeof out->rank, words);
}

void game_alert_add(char *alert, size_t size, const char *message)
{
	if (strstr(alert, message) == NULL)
		game_words_join(alert, size, message);
}

bool game_alert_no_folder(char *alert, size_t size, const char *what)
{
	const char *why = paths_data_trouble();
	if (why[0] == '\0')
		return false;
	char message[256];
	snprintf(message, sizeof message, "Nothing is kept (%s): %s.", what,
	    why);
	game_alert_add(alert, size, message);
	return true;
}

void game_alert_tell(game *g, const char *message)
{
	if (g->kind == GAME_SAME)
		game_alert_add(g->record.alert, sizeof g->record.alert,
		    message);
	game_alert_add(g->alert, sizeof g->alert, message);
}

const char *game_alert_unsaid(game *g)
{
	/* An alert made shorter since (begun anew) is unsaid whole. */
	const size_t length = strlen(g->alert);
	const char *unsaid = g->alert +
	    (g->alert_said <= length ? g->alert_said : 0);
	g->alert_said = length;
	return unsaid + strspn(unsaid, " ");
}
