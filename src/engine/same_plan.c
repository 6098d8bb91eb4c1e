/*
 * The Same Game planner (see same_plan.h): Nested Rollout Policy
 * Adaptation with a tabu colour.
 *
 * A level-n search runs the level below a number of times (see
 * same_plan_settings), each from a copy of its own policy; it keeps the
 * best line any of them returned and after each run moves its policy
 * toward that line: the weight of every move the line took rises by
 * alpha, and the weights of the moves offered beside it fall by alpha
 * times the probability a playout gave them.  Level 0 is a playout that
 * picks each move with probability proportional to e^weight.
 */
#include "engine/same_plan.h"

#include <string.h>

#define SAME_PLAN_POLICY_MASK (SAME_PLAN_POLICY_SIZE - 1)

static inline uint32_t same_plan_code(const same_plan_cluster *c)
{
	uint32_t x = (uint32_t)c->sum_sq * 0x9e3779b1u +
	    (uint32_t)c->sum * 0x85ebca77u + (uint32_t)c->color * 0xc2b2ae3du +
	    (uint32_t)c->size;
	x ^= x >> 16;
	x *= 0x7feb352du;
	x ^= x >> 15;
	x *= 0x846ca68bu;
	return x ^ x >> 16;
}

/*
 * e^x to about five digits, enough for drawing moves: 2^(x log2 e) with
 * the whole part put in the exponent bits and the fraction through its
 * Taylor series.  Playouts take one per cluster, where the C library's
 * exp() would be much of their time.  Plain double arithmetic, so every
 * machine draws the same moves.
 */
static inline double same_plan_exp(float x)
{
	double y = (double)x * 1.4426950408889634;
	if (y < -1000.0)
		y = -1000.0;
	else if (y > 1000.0)
		y = 1000.0;
	int whole = (int)y;
	if (y < whole)
		whole--;
	const double f = y - whole;
	const double two_to_f = 1.0 + f * (0.6931471805599453 +
	    f * (0.2402265069591007 + f * (0.05550410866482158 +
	    f * (0.009618129107628477 + f * (0.0013333558146428443 +
	    f * 0.00015403530393381608)))));
	const union {
		uint64_t bits;
		double value;
	} scale = { .bits = (uint64_t)(whole + 1023) << 52 };
	return two_to_f * scale.value;
}

/* The chance a playout gives a slot of `weight`, up to the common
 * factor. */
static inline float same_plan_chance(float weight)
{
	return (float)same_plan_exp(weight < SAME_PLAN_WEIGHT_LIMIT ? weight :
	    SAME_PLAN_WEIGHT_LIMIT);
}

/* An empty policy: every move as likely as another. */
static void same_plan_policy_clear(same_plan_policy *policy)
{
	for (uint32_t k = 0; k < SAME_PLAN_POLICY_SIZE; k++) {
		policy->weight[k] = 0;
		policy->chance[k] = 1;
	}
	memset(policy->differs, 0, sizeof policy->differs);
}

/*
 * Make p->policy[index] the policy of the level above again, as each run
 * of its level begins.  A run touches a few thousand of the 2^17 slots,
 * so only the slots marked as differing are copied, and the level below
 * may then differ from this one in them.
 */
static void same_plan_policy_sync(same_plan *p, int index)
{
	same_plan_policy *policy = &p->policy[index];
	const same_plan_policy *above = &p->policy[index + 1];
	same_plan_policy *below = index > 0 ? &p->policy[index - 1] : NULL;
	for (uint32_t word = 0; word < SAME_PLAN_POLICY_SIZE / 64; word++) {
		uint64_t slots = policy->differs[word];
		if (slots == 0)
			continue;
		policy->differs[word] = 0;
		if (below != NULL)
			below->differs[word] |= slots;
		for (; slots != 0; slots &= slots - 1) {
			const uint32_t k = word * 64 +
			    (uint32_t)__builtin_ctzll(slots);
			policy->weight[k] = above->weight[k];
			policy->chance[k] = above->chance[k];
		}
	}
}

/* A double uniform in [0, 1). */
static inline double same_plan_uniform(rng *r)
{
	return (double)(rng_next(r) >> 11) * 0x1.0p-53;
}

/* One step of the flood: take the neighbour `next` into the cluster when
 * it has the cluster's colour.  Written out four times, not looped over
 * directions, because the flood is most of a playout's time. */
#define SAME_PLAN_FLOOD_TO(next) \
	do { \
		if (scratch[(next)] == color) { \
			scratch[(next)] = 0; \
			queue[size++] = (int16_t)(next); \
		} \
	} while (0)

/*
 * Append to `out` every cluster of 2 or more of `b` with a cell in
 * columns from..to, and return how many.  Each is flooded once in a copy
 * of the cells, cleared as it goes; a flood may reach beyond those
 * columns, never into a cluster without a cell in them.
 */
static int same_plan_scan(const same_board *b, int from, int to,
    same_plan_cluster *out)
{
	uint8_t scratch[SAME_CELLS];
	int16_t queue[SAME_MAX_ROWS * SAME_MAX_COLS];
	int count = 0;
	memcpy(scratch, b->cell, sizeof scratch);
	for (int c = from; c <= to; c++) {
		const int top = same_board_index(b->height[c], c);
		for (int start = same_board_index(1, c); start <= top;
		    start++) {
			const uint8_t color = scratch[start];
			/* A lone ball (the commonest case) needs no flood. */
			if (color == 0 || (scratch[start + 1] != color &&
			    scratch[start - 1] != color &&
			    scratch[start + SAME_STRIDE] != color &&
			    scratch[start - SAME_STRIDE] != color))
				continue;
			int size = 1, low = start, high = start;
			int32_t sum = 0, sum_sq = 0;
			queue[0] = (int16_t)start;
			scratch[start] = 0;
			for (int i = 0; i < size; i++) {
				const int at = queue[i];
				sum += at;
				sum_sq += at * at;
				low = at < low ? at : low;
				high = at > high ? at : high;
				SAME_PLAN_FLOOD_TO(at + 1);
				SAME_PLAN_FLOOD_TO(at - 1);
				SAME_PLAN_FLOOD_TO(at + SAME_STRIDE);
				SAME_PLAN_FLOOD_TO(at - SAME_STRIDE);
			}
			same_plan_cluster *found = &out[count++];
			*found = (same_plan_cluster){ .at = (int16_t)low,
				.color = color,
				.last_col = (uint8_t)(high / SAME_STRIDE),
				.size = size,
				.sum = sum,
				.sum_sq = sum_sq };
			found->code = same_plan_code(found);
		}
	}
	return count;
}

/* Cluster `c` after every column left of it has closed up by `columns`:
 * its cells' indices all fall by the same amount. */
static void same_plan_cluster_shift(same_plan_cluster *c, int columns)
{
	const int32_t by = columns * SAME_STRIDE;
	c->sum_sq += c->size * by * by - 2 * by * c->sum;
	c->sum -= c->size * by;
	c->at = (int16_t)(c->at - by);
	c->last_col = (uint8_t)(c->last_col - columns);
	c->code = same_plan_code(c);
}

static void same_plan_path_push(same_plan_path *path,
    const same_cluster *move)
{
	path->step[path->count++] = (same_plan_step){ .row = (uint8_t)move->row,
		.col = (uint8_t)move->col };
	path->score += same_points(move->size);
}

/* A whole line has ended on board `end`: add the bonus and keep it as the
 * best line when it is. */
static void same_plan_finish_line(same_plan *p, same_plan_path *path,
    const same_board *end)
{
	path->score += same_final_bonus(end);
	if (path->score > p->run_best)
		p->run_best = path->score;
	same_plan_keep_if_better(p, path);
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
			.level = p->settings.level };
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

/* The record of the best line of the level-`level` search in progress
 * (level 0: the last playout). */
static inline same_plan_record *same_plan_level_best(same_plan *p, int level)
{
	return &p->records[p->best_slot[level]];
}

/*
 * Play one game from the start, drawing each move with probability
 * proportional to e^weight under `policy` among the clusters not of the
 * tabu colour (among all when only that colour is left), into the
 * level-0 record with the codes offered along the way.  A playout
 * always runs to the end of its game (a stop takes effect at the level
 * above), so every record is a whole line.
 *
 * The clusters are kept from move to move, as greedy's replay keeps them:
 * a move changes only its own columns and their two neighbours, and
 * shifts the clusters right of those left by the columns it closed, so
 * only the clusters in those columns are flooded again.
 */
static void same_plan_playout(same_plan *p, const same_plan_policy *policy)
{
	const float *chance = policy->chance;
	p->playouts++;
	same_plan_record *record = same_plan_level_best(p, 0);
	same_plan_path *path = &record->path;
	same_plan_cluster cluster[SAME_PLAN_MAX_MOVES];
	double weight[SAME_PLAN_MAX_MOVES];
	same_board b = p->start;
	int count = p->start_count, offered = 0;
	/* The weights of the clusters not of the tabu colour, summed as
	 * they are weighed. */
	double free_total = 0;
	int free_count = 0;

	memcpy(cluster, p->start_clusters, (size_t)count * sizeof cluster[0]);
	for (int i = 0; i < count; i++) {
		weight[i] = chance[cluster[i].code & SAME_PLAN_POLICY_MASK];
		if (cluster[i].color != p->tabu) {
			free_total += weight[i];
			free_count++;
		}
	}
	path->count = 0;
	path->score = 0;
	while (count > 0) {
		/* Only the tabu colour left: it is offered after all. */
		const int skipped = free_count > 0 ? p->tabu : -1;
		double total = free_total;
		if (free_count == 0) {
			for (int i = 0; i < count; i++)
				total += weight[i];
		}
		const int last = (free_count > 0 ? free_count : count) - 1;
		/* The offers in list order: the draw walks them the same
		 * way. */
		double draw = same_plan_uniform(&p->random) * total;
		int taken = -1, taken_offer = 0, offers = 0;
		uint32_t *offer = &record->offer[offered];
		for (int i = 0; i < count; i++) {
			if (cluster[i].color == skipped)
				continue;
			if (taken < 0 && (draw < weight[i] || offers == last)) {
				taken = i;
				taken_offer = offers;
			}
			draw -= weight[i];
			offer[offers++] = cluster[i].code;
		}
		const int step = path->count;
		record->first[step] = (uint16_t)offered;
		record->chosen[step] = (uint16_t)taken_offer;
		offered += offers;

		const same_plan_cluster move = cluster[taken];
		const int first_col = move.at / SAME_STRIDE;
		const int width_before = b.width;
		same_cluster removed = same_board_remove(&b,
		    move.at % SAME_STRIDE, first_col);
		same_plan_path_push(path, &removed);
		same_plan_count_move(p);

		const int closed = width_before - b.width;
		int kept = 0;
		for (int i = 0; i < count; i++) {
			const bool left = cluster[i].last_col + 2 <= first_col;
			if (!left && cluster[i].at / SAME_STRIDE <
			    move.last_col + 2)
				continue;
			cluster[kept] = cluster[i];
			weight[kept++] = weight[i];
		}
		/* The clusters right of the move moved left when columns
		 * closed: another code, another weight.  The ones the move
		 * touched are flooded again. */
		for (int i = 0; i < kept && closed > 0; i++)
			if (cluster[i].at / SAME_STRIDE > first_col)
				same_plan_cluster_shift(&cluster[i], closed);
		const int from = first_col > 1 ? first_col - 1 : 1;
		int to = move.last_col + 1 - closed;
		to = to < b.width ? to : b.width;
		count = kept + same_plan_scan(&b, from, to, &cluster[kept]);
		free_total = 0;
		free_count = 0;
		for (int i = 0; i < count; i++) {
			if (i >= kept || (closed > 0 &&
			    cluster[i].at / SAME_STRIDE > first_col))
				weight[i] = chance[cluster[i].code &
				    SAME_PLAN_POLICY_MASK];
			if (cluster[i].color != p->tabu) {
				free_total += weight[i];
				free_count++;
			}
		}
	}
	record->first[path->count] = (uint16_t)offered;
	same_plan_finish_line(p, path, &b);
}

/*
 * Move p->policy[index] toward the line of `record`: at each step the
 * move taken gains `alpha` and every move offered loses `alpha` times the
 * probability the policy gave it before this adaptation.  A cluster left
 * alone is offered again at step after step under the same code, so the
 * exponentials are brought up to date once a slot at the end: each
 * touched slot is marked (a chance is never negative), then refreshed.
 * The touched slots are where the policy now differs from the levels
 * above and below it.
 */
static void same_plan_adapt(same_plan *p, int index,
    const same_plan_record *record, float alpha)
{
	same_plan_policy *policy = &p->policy[index];
	uint64_t *below = index > 0 ? p->policy[index - 1].differs : NULL;
	float *weight = policy->weight, *chance = policy->chance;
	const int steps = record->path.count;
	for (int step = 0; step < steps; step++) {
		const uint32_t *offer = &record->offer[record->first[step]];
		const int count = record->first[step + 1] - record->first[step];
		double total = 0;
		for (int i = 0; i < count; i++)
			total += chance[offer[i] & SAME_PLAN_POLICY_MASK];
		const double share = alpha / total;
		for (int i = 0; i < count; i++) {
			const uint32_t k = offer[i] & SAME_PLAN_POLICY_MASK;
			weight[k] -= (float)(share * chance[k]);
		}
		weight[offer[record->chosen[step]] & SAME_PLAN_POLICY_MASK] +=
		    alpha;
	}
	const uint32_t *offer = record->offer;
	const int offers = record->first[steps];
	for (int i = 0; i < offers; i++) {
		const uint32_t k = offer[i] & SAME_PLAN_POLICY_MASK;
		const uint64_t bit = UINT64_C(1) << (k & 63);
		chance[k] = -1;
		policy->differs[k >> 6] |= bit;
		if (below != NULL)
			below[k >> 6] |= bit;
	}
	for (int i = 0; i < offers; i++) {
		const uint32_t k = offer[i] & SAME_PLAN_POLICY_MASK;
		if (chance[k] < 0)
			chance[k] = same_plan_chance(weight[k]);
	}
}

/* Keep the line of the level below as this level's when it scores as
 * much or more.  The record it leaves below is overwritten there before
 * it is read. */
static void same_plan_keep_better(same_plan *p, int level)
{
	const long below = same_plan_level_best(p, level - 1)->path.score;
	if (below >= 0 && below >= same_plan_level_best(p, level)->path.score) {
		const uint8_t slot = p->best_slot[level];
		p->best_slot[level] = p->best_slot[level - 1];
		p->best_slot[level - 1] = slot;
	}
}

/*
 * The level-`level` search (level >= 1) with the policy in
 * p->policy[level - 1]; its best line ends in its record
 * (score -1 when it was stopped before finding one).  Level 1 adapts
 * once every settings.playouts playouts, which is Cazenave's stabilised
 * NRPA: the policy moves on the best of several draws rather than
 * after every one, and adapting costs as much as a playout.
 *
 * A level ends before its iterations are spent once the level below has
 * come back with a line scoring as much as the level's best (and none
 * better) more than settings.repeats times (Cazenave's limited
 * repetitions, 2024): its policy has settled on that line, and the
 * budget goes to the level above, and to a fresh search, instead.
 */
static void same_plan_nested(same_plan *p, int level)
{
	same_plan_policy *policy = &p->policy[level - 1];
	const same_plan_settings *settings = &p->settings;

	int repeats = 0;

	same_plan_level_best(p, level)->path.score = -1;
	for (int i = 0; i < settings->iterations[level] && !p->stopped; i++) {
		const long best = same_plan_level_best(p, level)->path.score;
		/* The best score the level below came back with. */
		long found = -1;
		if (level == 1) {
			for (int k = 0; k < settings->playouts; k++) {
				same_plan_playout(p, policy);
				const long score =
				    same_plan_level_best(p, 0)->path.score;
				found = score > found ? score : found;
				same_plan_keep_better(p, level);
			}
		} else {
			same_plan_policy_sync(p, level - 2);
			same_plan_nested(p, level - 1);
			found = same_plan_level_best(p, level - 1)->path.score;
			same_plan_keep_better(p, level);
		}
		/* The level's best line found again and nothing better: the
		 * policy has settled on it. */
		if (best >= 0 && found == best &&
		    settings->repeats >= 0 && ++repeats > settings->repeats)
			break;
		same_plan_record *mine = same_plan_level_best(p, level);
		if (level == settings->level && p->limits->share != NULL) {
			p->limits->share(p->limits->user, p->tabu, mine);
			same_plan_keep_if_better(p, &mine->path);
		}
		if (mine->path.score >= 0)
			same_plan_adapt(p, level - 1, mine, settings->alpha);
	}
}

void same_plan_start_nth(same_plan *p, const same_board *start,
    uint64_t seed, int nth)
{
	p->start = *start;
	p->seed = seed;
	p->settings = same_plan_default_settings;
	rng_seed(&p->random, seed);
	p->searches = (uint64_t)nth;
	p->stopped = false;
	p->moves = 0;
	p->playouts = 0;
	p->limits = NULL;
	p->line_current = false;

	p->start_count = same_plan_scan(start, 1, start->width,
	    p->start_clusters);

	/* The colour with the most balls is worth the most in one cluster
	 * (ties: the lowest). */
	int balls[SAME_MAX_COLORS + 1] = { 0 };
	for (int c = 1; c <= start->width; c++)
		for (int r = 1; r <= start->height[c]; r++)
			balls[same_board_at(start, r, c)]++;
	int most = 1, present = 0;
	for (int color = 1; color <= start->colors; color++) {
		present += balls[color] > 0;
		if (balls[color] > balls[most])
			most = color;
	}
	p->tabu_color = present < SAME_PLAN_TABU_MIN_COLORS ? -1 : most;
	p->tabu_runner_up = -1;
	/* The candidates, by balls (ties: the lowest colour first). */
	p->tabu_candidates = 0;
	while (p->tabu_color >= 0) {
		int next = -1;
		for (int color = 1; color <= start->colors; color++) {
			bool listed = false;
			for (int i = 0; i < p->tabu_candidates; i++)
				listed |= p->tabu_candidate[i] == color;
			if (!listed &&
			    balls[color] * SAME_PLAN_TABU_SHARE_DEN >=
			    balls[most] * SAME_PLAN_TABU_SHARE_NUM &&
			    (next < 0 || balls[color] > balls[next]))
				next = color;
		}
		if (next < 0)
			break;
		p->tabu_candidate[p->tabu_candidates++] = next;
	}
	p->run_best = -1;

	/* Greedy's line is the first candidate. */
	for (int level = 0; level <= SAME_PLAN_MAX_LEVEL; level++)
		p->best_slot[level] = (uint8_t)level;
	same_plan_path *greedy = &same_plan_level_best(p, 0)->path;
	same_board b = *start;
	greedy->count = 0;
	greedy->score = 0;
	p->best.count = 0;
	p->best.score = -1;
	for (;;) {
		same_cluster move = same_greedy_choice(&b);
		if (move.size < 2)
			break;
		same_board_remove(&b, move.row, move.col);
		same_plan_path_push(greedy, &move);
	}
	same_plan_finish_line(p, greedy, &b);
}

void same_plan_start(same_plan *p, const same_board *start, uint64_t seed)
{
	same_plan_start_nth(p, start, seed, 0);
}

void same_plan_run(same_plan *p, const same_plan_limits *limits)
{
	if (same_board_over(&p->start))
		return;
	p->limits = limits;
	p->stopped = false;
	p->moves_limit = limits->moves ? p->moves + limits->moves : UINT64_MAX;
	p->next_report = p->moves + SAME_PLAN_REPORT_EVERY;
	p->run_best = -1;
	for (uint64_t nth = 0; !p->stopped; nth++) {
		const int kept = nth % 2 == 1 && p->tabu_runner_up >= 0 ?
		    p->tabu_runner_up : p->tabu_color;
		p->tabu = p->settings.tabu ? kept : -1;
		p->searches++;
		const int level = p->settings.level;
		for (int index = 0; index < level; index++)
			same_plan_policy_clear(&p->policy[index]);
		same_plan_nested(p, level);
	}
	p->limits = NULL;
}

void same_plan_keep_for_last(same_plan *p, int color, int runner_up)
{
	p->tabu_color = color;
	p->tabu_runner_up = runner_up;
}
