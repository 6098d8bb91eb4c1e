/*
 * What a Same Game records when it ends (see same_record.h).
 */
#include "session/same_record.h"

#include "session/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "io/paths.h"
#include "io/reviews.h"

static bool same_record_path(same_record *r, const char *file, char *path,
    size_t size)
{
	if (paths_data_file(file, path, size))
		return true;
	snprintf(r->alert, sizeof r->alert,
	    "High scores are not kept: set HOME or XDG_DATA_HOME.");
	return false;
}

void same_record_start(same_record *r, const game *g)
{
	snprintf(r->kind, sizeof r->kind, "%s", g->score_kind);
	r->recorded = -1;
	r->reviewed = false;
	r->best = -1;
	r->alert[0] = '\0';
	char path[4096];
	scores_table *t = malloc(sizeof *t);
	if (t == NULL || !same_record_path(r, "scores", path, sizeof path)) {
		free(t);
		return;
	}
	scores_outcome out;
	if (scores_load(path, t, &out))
		r->best = scores_best(t, r->kind);
	if (out.message[0] != '\0')
		snprintf(r->alert, sizeof r->alert, "%s", out.message);
	free(t);
}

static void same_record_today(char *date, size_t size)
{
	const time_t now = time(NULL);
	strftime(date, size, "%Y-%m-%d", localtime(&now));
}

/* How a player's score ranks, in `words`; true for a new high score. */
static bool same_record_rank_words(same_record *r, long score,
    const scores_outcome *out, bool saved, char *words, size_t size)
{
	if (saved && out->rank == 1) {
		snprintf(words, size, "New high score!");
		r->best = score;
		return true;
	}
	if (saved && out->rank > 1)
		snprintf(words, size, "Number %d in the high scores; best: %ld.",
		    out->rank, out->previous_best);
	else if (out->previous_best >= 0)
		snprintf(words, size, "Best: %ld.", out->previous_best);
	return false;
}

bool same_record_end(same_record *r, const game *g, char *words,
    size_t size)
{
	const long score = same_session_score(&g->same);
	const bool assisted = same_session_assisted(&g->same);
	words[0] = '\0';
	/* A game with no table of its own (a practice game from the middle
	 * of another) has no score to rank: it did not start at the start. */
	if (r->kind[0] == '\0') {
		snprintf(words, size, "A practice game: not recorded.");
		return false;
	}
	if (assisted)
		snprintf(words, size, "Assisted game: not a high score.");
	if (score <= r->recorded) {
		if (r->best >= 0 && !assisted)
			snprintf(words, size, "Best: %ld.", r->best);
		return false;
	}
	r->recorded = score;
	char path[4096], kind[SCORES_KIND_MAX];
	if (!same_record_path(r, "scores", path, sizeof path))
		return false;
	game_record_kind(g, kind, sizeof kind);
	char date[16];
	same_record_today(date, sizeof date);
	scores_outcome out;
	bool saved = scores_record(path, kind, score, date, &out);
	if (out.message[0] != '\0')
		snprintf(r->alert, sizeof r->alert, "%s", out.message);
	if (assisted) {
		if (saved && out.rank == 1)
			snprintf(words, size, "Assisted game: not a high "
			    "score (best assisted yet).");
		return false;
	}
	return same_record_rank_words(r, score, &out, saved, words, size);
}

void same_record_review(same_record *r, const game *g, long planner)
{
	const same_session *s = &g->same;
	if (r->reviewed || planner <= 0 || !same_session_over(s) ||
	    same_session_move_count(s) == 0 || same_session_assisted(s) ||
	    r->kind[0] == '\0')
		return;
	r->reviewed = true;
	char path[4096], date[16], message[sizeof r->alert];
	if (!same_record_path(r, "reviews", path, sizeof path))
		return;
	same_record_today(date, sizeof date);
	if (!reviews_record(path, r->kind, same_session_score(s), planner,
	    date, message, sizeof message) || message[0] != '\0')
		snprintf(r->alert, sizeof r->alert, "%s", message);
}
