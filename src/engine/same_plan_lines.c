/*
 * The lines a Same Game plan hands out and takes in (see same_plan.h):
 * its best line in the judge's terms, and the copies by which searches
 * of one position trade lines and pool them.  Apart from the search,
 * which only ever keeps a better line.
 */
#include "engine/same_plan.h"

#include <string.h>

const same_plan_line *same_plan_best(same_plan *p)
{
	if (p->line_current)
		return &p->line;
	/* Replaying through the rules names each move as the judge does. */
	same_board b = p->start;
	same_plan_line *line = &p->line;
	line->count = p->best.count;
	line->score = 0;
	for (int i = 0; i < p->best.count; i++) {
		const same_plan_step s = p->best.step[i];
		line->moves[i] = same_board_remove(&b, s.row, s.col);
		line->score += same_points(line->moves[i].size);
	}
	line->score += same_final_bonus(&b);
	line->balls = b.balls;
	p->line_current = true;
	return line;
}

void same_plan_record_copy(same_plan_record *to,
    const same_plan_record *from)
{
	const int steps = from->path.count;
	same_plan_path_copy(&to->path, &from->path);
	memcpy(to->first, from->first, (size_t)(steps + 1) *
	    sizeof to->first[0]);
	memcpy(to->chosen, from->chosen, (size_t)steps *
	    sizeof to->chosen[0]);
	memcpy(to->offer, from->offer, (size_t)from->first[steps] *
	    sizeof to->offer[0]);
}

void same_plan_adopt(same_plan *p, const same_plan *other)
{
	same_plan_keep_if_better(p, &other->best);
}
