/*
 * The Same Game planner (see same_plan.h): nested Monte Carlo search with
 * a tabu colour, as in Cazenave's "Nested Monte-Carlo Search" (2009).
 *
 * A level-n search walks one line from its position to the end of the
 * game.  At each step it tries every move followed by a level-(n-1)
 * search (level 0 is a random playout), remembers the best whole line any
 * of them produced, and plays the next move of that line.  Because the
 * remembered line is only ever replaced by a better one, each level scores
 * at least what the level below found.  The best whole line of the search
 * so far is kept apart, so a search stopped at any point still has it.
 */
#include "engine/same_plan.h"

#include <string.h>

static void same_plan_path_copy(same_plan_path *to,
    const same_plan_path *from)
{
	to->count = from->count;
	to->score = from->score;
	memcpy(to->step, from->step, (size_t)from->count * sizeof to->step[0]);
}

static void same_plan_path_push(same_plan_path *path,
    const same_cluster *move)
{
	path->step[path->count++] = (same_plan_step){ .row = (uint8_t)move->row,
		.col = (uint8_t)move->col };
	path->score += same_points(move->size);
}

/* The line in `path` has reached the end of the game on board `end`: add
 * the bonus and keep it as the best line when it is. */
static void same_plan_finish_line(same_plan *p, same_plan_path *path,
    const same_board *end)
{
	path->score += same_final_bonus(end);
	if (path->score > p->best.score) {
		same_plan_path_copy(&p->best, path);
		p->line_current = false;
	}
}

static void same_plan_report(same_plan *p)
{
	const same_plan_limits *limits = p->limits;
	p->next_report = p->moves + SAME_PLAN_REPORT_EVERY;
	if (limits->cancel != NULL && atomic_load(limits->cancel))
		p->stopped = true;
	if (limits->progress != NULL) {
		same_plan_status status = { .best_score = p->best.score,
			.moves = p->moves,
			.level = p->level };
		if (!limits->progress(limits->user, &status))
			p->stopped = true;
	}
}

/* Count one tried move against the budget. */
static void same_plan_count_move(same_plan *p)
{
	p->moves++;
	if (p->moves >= p->moves_limit)
		p->stopped = true;
	if (p->moves >= p->next_report)
		same_plan_report(p);
}

/*
 * Play randomly from `b` (the end of p->path) to the end of the game,
 * leaving the whole line in p->level_best[0].  Moves of the tabu colour
 * are played only when no other move is left, so its balls tend to gather
 * into one cluster instead of being spent in small ones.
 *
 * Each move removes the cluster of a random ball among those that have a
 * neighbour of their colour, so larger clusters are likelier, and finding
 * the candidates is one pass over the board instead of a flood of every
 * cluster: playouts are where the search spends its time.
 */
static void same_plan_playout(same_plan *p, same_board *b)
{
	int16_t free_balls[SAME_MAX_ROWS * SAME_MAX_COLS];
	int16_t tabu_balls[SAME_MAX_ROWS * SAME_MAX_COLS];
	same_plan_path *line = &p->level_best[0];
	const uint8_t tabu = (uint8_t)p->tabu;

	same_plan_path_copy(line, &p->path);
	for (;;) {
		int free_count = 0, tabu_count = 0;
		for (int c = 1; c <= b->width; c++) {
			const int top = same_board_index(b->height[c], c);
			for (int at = same_board_index(1, c); at <= top; at++) {
				const uint8_t color = b->cell[at];
				if (color != b->cell[at + 1] &&
				    color != b->cell[at - 1] &&
				    color != b->cell[at + SAME_STRIDE] &&
				    color != b->cell[at - SAME_STRIDE])
					continue;
				if (color == tabu)
					tabu_balls[tabu_count++] = (int16_t)at;
				else
					free_balls[free_count++] = (int16_t)at;
			}
		}
		const int16_t *balls = free_count ? free_balls : tabu_balls;
		const int count = free_count ? free_count : tabu_count;
		if (count == 0)
			break;
		const int at = balls[rng_below(&p->random, (uint32_t)count)];
		same_cluster removed = same_board_remove(b, at % SAME_STRIDE,
		    at / SAME_STRIDE);
		same_plan_path_push(line, &removed);
		same_plan_count_move(p);
	}
	same_plan_finish_line(p, line, b);
}

/*
 * Nested search of `level` >= 1 from `position`, the end of p->path.  On
 * return p->level_best[level] holds the best whole line through
 * `position` that this search found (score -1 when it was stopped before
 * finding one) and p->path is as it was.
 */
static void same_plan_nested(same_plan *p, const same_board *position,
    int level)
{
	same_plan_path *mine = &p->level_best[level];
	const same_plan_path *below = &p->level_best[level - 1];
	const int base_count = p->path.count;
	const long base_score = p->path.score;
	same_board here = *position;
	same_clusters clusters;

	mine->score = -1;
	while (!p->stopped) {
		same_clusters_find(&here, &clusters);
		bool any = false;
		for (int i = 0; i < clusters.count && !p->stopped; i++) {
			const same_cluster *c = &clusters.list[i];
			if (c->size < 2)
				continue;
			any = true;
			same_board child = here;
			same_board_remove(&child, c->row, c->col);
			same_plan_count_move(p);
			const int count = p->path.count;
			const long score = p->path.score;
			same_plan_path_push(&p->path, c);
			if (level == 1)
				same_plan_playout(p, &child);
			else
				same_plan_nested(p, &child, level - 1);
			p->path.count = count;
			p->path.score = score;
			if (below->score > mine->score)
				same_plan_path_copy(mine, below);
		}
		if (!any) {
			/* The game is over here; this line is the only one. */
			if (mine->score < 0) {
				same_plan_path_copy(mine, &p->path);
				same_plan_finish_line(p, mine, &here);
			}
			break;
		}
		if (p->stopped)
			break;
		/* Follow the best line one move further. */
		const same_plan_step next = mine->step[p->path.count];
		same_cluster played = same_board_remove(&here, next.row,
		    next.col);
		same_plan_path_push(&p->path, &played);
	}
	p->path.count = base_count;
	p->path.score = base_score;
}

void same_plan_start(same_plan *p, const same_board *start, uint64_t seed)
{
	memset(p, 0, sizeof *p);
	p->start = *start;
	rng_seed(&p->random, seed);
	p->level = 1;

	/* The colours with the most balls are worth the most in one
	 * cluster. */
	int balls[SAME_MAX_COLORS + 1] = { 0 };
	for (int c = 1; c <= start->width; c++)
		for (int r = 1; r <= start->height[c]; r++)
			balls[same_board_at(start, r, c)]++;
	int first = 1, second = 0;
	for (int color = 2; color <= start->colors; color++) {
		if (balls[color] > balls[first]) {
			second = first;
			first = color;
		} else if (second == 0 || balls[color] > balls[second]) {
			second = color;
		}
	}
	p->tabu_colors[0] = first;
	p->tabu_colors[1] = second;
	p->tabu_turns = second != 0 && balls[second] > 0 ? 2 : 1;

	/* Greedy's line is the first candidate. */
	same_board b = *start;
	p->best.score = -1;
	for (;;) {
		same_cluster move = same_greedy_choice(&b);
		if (move.size < 2)
			break;
		same_board_remove(&b, move.row, move.col);
		same_plan_path_push(&p->path, &move);
	}
	same_plan_finish_line(p, &p->path, &b);
	p->path.count = 0;
	p->path.score = 0;
}

void same_plan_run(same_plan *p, const same_plan_limits *limits)
{
	if (same_board_over(&p->start))
		return;
	p->limits = limits;
	p->stopped = false;
	p->moves_limit = limits->moves ? p->moves + limits->moves : UINT64_MAX;
	p->next_report = p->moves + SAME_PLAN_REPORT_EVERY;
	while (!p->stopped) {
		p->tabu = p->tabu_colors[p->searches % (uint64_t)p->tabu_turns];
		same_plan_nested(p, &p->start, p->level);
		if (p->stopped)
			break;
		if (p->level < SAME_PLAN_MAX_LEVEL)
			p->level++;
		else
			p->searches++;
	}
	p->limits = NULL;
}

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
