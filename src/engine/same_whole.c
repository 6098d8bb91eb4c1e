/*
 * The whole tree of a small board (see same_whole.h): a plain walk, each
 * cluster of 2 or more removed in turn, with no table of positions met,
 * as the trees it is asked for are small.
 */
#include "engine/same_whole.h"

#include <stdlib.h>

typedef struct same_whole_walk {
	const atomic_bool *cancel;
	uint64_t positions, max_positions; /* walked so far, at most */
	bool cut;            /* too many positions, or cancelled */
	same_plan_path line; /* the game walked to the position at hand */
	same_plan_path best; /* the best whole game so far */
} same_whole_walk;

static void same_whole_step(same_whole_walk *w, const same_board *b,
    long points)
{
	if (w->cut || ++w->positions > w->max_positions ||
	    (w->positions % SAME_PLAN_REPORT_EVERY == 0 && w->cancel != NULL &&
	    atomic_load(w->cancel))) {
		w->cut = true;
		return;
	}
	same_clusters found;
	same_clusters_find(b, &found);
	bool moved = false;
	for (int i = 0; i < found.count && !w->cut; i++) {
		const same_cluster *c = &found.list[i];
		if (c->size < 2)
			continue;
		moved = true;
		same_board next = *b;
		same_board_remove(&next, c->row, c->col);
		w->line.step[w->line.count++] = (same_plan_step){
			.row = (uint8_t)c->row, .col = (uint8_t)c->col };
		same_whole_step(w, &next, points + same_points(c->size));
		w->line.count--;
	}
	const long score = points + same_final_bonus(b);
	if (!moved && score > w->best.score) {
		same_plan_path_copy(&w->best, &w->line);
		w->best.score = score;
	}
}

bool same_whole_best(const same_board *b, uint64_t max_positions,
    const atomic_bool *cancel, same_plan_path *best)
{
	same_whole_walk *w = malloc(sizeof *w);
	if (w == NULL)
		return false;
	*w = (same_whole_walk){ .cancel = cancel,
		.max_positions = max_positions, .best.score = -1 };
	same_whole_step(w, b, 0);
	const bool whole = !w->cut;
	if (whole)
		same_plan_path_copy(best, &w->best);
	free(w);
	return whole;
}
