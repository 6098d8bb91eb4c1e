/*
 * The Same Game screen's high scores: the best score of the board's kind
 * beside the score, and a finished game's score recorded once in its
 * table, or in the kind's assisted table when the computer played a move
 * in it (see game_record_kind).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "io/paths.h"
#include "io/scores.h"
#include "ui/same/screen.h"

static void ui_same_scores_path(ui_same *g, char *path, size_t size)
{
	if (!paths_data_file("scores", path, size)) {
		path[0] = '\0';
		snprintf(g->alert, sizeof g->alert,
		    "High scores are not kept: set HOME or XDG_DATA_HOME.");
	}
}

void ui_same_record_start(ui_same *g)
{
	snprintf(g->kind, sizeof g->kind, "%s", g->game.score_kind);
	g->recorded = -1;
	g->best = -1;
	char path[4096];
	ui_same_scores_path(g, path, sizeof path);
	scores_table *t = malloc(sizeof *t);
	if (path[0] == '\0' || t == NULL) {
		free(t);
		return;
	}
	scores_outcome out;
	if (scores_load(path, t, &out))
		g->best = scores_best(t, g->kind);
	if (out.message[0] != '\0')
		snprintf(g->alert, sizeof g->alert, "%s", out.message);
	free(t);
}

/* How a player's score ranks, in `words`; true for a new high score. */
static bool ui_same_rank_words(ui_same *g, long score,
    const scores_outcome *out, bool saved, char *words, size_t size)
{
	if (saved && out->rank == 1) {
		snprintf(words, size, "New high score!");
		g->best = score;
		return true;
	}
	if (saved && out->rank > 1)
		snprintf(words, size, "Number %d in the high scores; best: %ld.",
		    out->rank, out->previous_best);
	else if (out->previous_best >= 0)
		snprintf(words, size, "Best: %ld.", out->previous_best);
	return false;
}

/* Save the score of a finished game once, and say how it ranks in
 * `words`; true for a new high score. */
static bool ui_same_record(ui_same *g, char *words, size_t size)
{
	const long score = same_session_score(&g->game.same);
	const bool assisted = same_session_assisted(&g->game.same);
	words[0] = '\0';
	if (assisted)
		snprintf(words, size, "Assisted game: not a high score.");
	if (score <= g->recorded) {
		if (g->best >= 0 && !assisted)
			snprintf(words, size, "Best: %ld.", g->best);
		return false;
	}
	g->recorded = score;
	char path[4096], kind[SCORES_KIND_MAX];
	ui_same_scores_path(g, path, sizeof path);
	if (path[0] == '\0')
		return false;
	game_record_kind(&g->game, kind, sizeof kind);
	char date[16];
	time_t now = time(NULL);
	strftime(date, sizeof date, "%Y-%m-%d", localtime(&now));
	scores_outcome out;
	bool saved = scores_record(path, kind, score, date, &out);
	if (out.message[0] != '\0')
		snprintf(g->alert, sizeof g->alert, "%s", out.message);
	if (assisted) {
		if (saved && out.rank == 1)
			snprintf(words, size, "Assisted game: not a high "
			    "score (best assisted yet).");
		return false;
	}
	return ui_same_rank_words(g, score, &out, saved, words, size);
}

void ui_same_check_over(ui_same *g)
{
	if (!same_session_over(&g->game.same))
		return;
	char final[SAME_JUDGE_LINE_MAX], words[128];
	same_judge_format_final(final, same_session_score(&g->game.same),
	    same_session_board(&g->game.same)->balls);
	/* A board with no move at all is no game to rank. */
	if (same_session_move_count(&g->game.same) == 0) {
		ui_note_set(&g->note, UI_TITLE, "Game over: no cluster of 2 "
		    "balls.  %s", final);
		return;
	}
	bool new_best = ui_same_record(g, words, sizeof words);
	ui_note_set(&g->note, new_best ? UI_GOOD : UI_TITLE, "%s  %s", final,
	    words);
}
