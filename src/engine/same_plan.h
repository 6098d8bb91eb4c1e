/*
 * The Same Game planner: from any position, search for the whole-game line
 * with the highest final score.
 *
 * The search is Nested Rollout Policy Adaptation (Rosin 2011): a playout
 * picks each move with a probability that grows with the policy's weight
 * for it, and a level-n search runs the level below a number of times,
 * keeps the best line any of them found, and after each moves its policy
 * toward that line.  Level after level the playouts concentrate around the
 * best line while still trying its neighbours.  A search that ends starts
 * again from an empty policy, and the best line of all of them is kept
 * apart.
 *
 * Refinements from Cazenave's work: on a board of 4 colours or more the
 * playouts never touch the "tabu" colour until nothing else is left, so
 * its balls gather into one large final cluster (the colour with the most
 * balls, or one of nearly as many that a short trial found better: see
 * same_plan_keep_for_last); a move's code is a
 * hash of its colour and the cells it removes, so the same cluster is the
 * same move wherever in the game it is offered; level 1 may adapt once
 * per few playouts (stabilised NRPA, settings.playouts; one by default,
 * which scored more); and the greedy line is the first best
 * line, so a plan never scores less than greedy from the same position.
 *
 * Memory: a fixed-size policy table per level (2^17 slots indexed by the
 * low bits of the move code, each a weight and its exponential, 4 bytes
 * each, and a bit for whether it differs from the level above; two codes
 * sharing a slot share a weight), and for each level a record of its
 * best line with the codes offered at each step (at most
 * SAME_PLAN_MAX_OFFERS).  About 4.7 MB a plan whatever the board (sizeof
 * (same_plan)), on the heap or static, and some 10 KB of stack; no
 * allocation during the search.
 *
 * Pure and deterministic: the work budget is counted in moves tried (moves
 * played in playouts), and the same position, seed, search number and
 * budget give the same plan on every machine.  A front end that wants a
 * wall-clock limit, a spinner or a cancel key passes a progress callback
 * (called every SAME_PLAN_REPORT_EVERY moves, from the searching thread)
 * and stops the search by returning false from it; a front end that
 * searches in another thread may instead set the cancel flag.  Either way
 * the search stops within one report period and the best line found so
 * far is kept.  One plan is searched by one thread; several plans of the
 * same position (different seeds or search numbers) can run side by side,
 * trade their best lines as they go (same_plan_limits.share) and be
 * pooled at the end with same_plan_adopt.
 *
 * Typical use, where `tick` redraws a spinner with status->best_score and
 * returns false on a key press or at a deadline:
 *
 *     static same_plan plan;     (large: static or on the heap)
 *     same_plan_start(&plan, &board, seed);
 *     same_plan_run(&plan, &(same_plan_limits){ .progress = tick,
 *         .user = ui });
 *     const same_plan_line *best = same_plan_best(&plan);
 *
 * same_plan_best may be read between calls and from the callback.  A
 * further same_plan_run keeps the best line and starts a new search, so
 * it is meant for a new budget, not as a way to take small steps (the
 * callback is that way).
 */
#ifndef TUMBLE_ENGINE_SAME_PLAN_H
#define TUMBLE_ENGINE_SAME_PLAN_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "engine/rng.h"
#include "engine/same.h"

/* Every move removes at least two balls. */
#define SAME_PLAN_MAX_MOVES (SAME_MAX_ROWS * SAME_MAX_COLS / 2)
/* The deepest nesting level a search may have. */
#define SAME_PLAN_MAX_LEVEL 4
/* The nesting level of each search unless same_plan_fit shapes it.  A
 * level-2 search tries 10,000 playouts; a plan runs one after another,
 * each from an empty policy, and keeps the best line of all, which suits
 * budgets too small for a whole level-3 search (see same_plan_fit). */
#define SAME_PLAN_DEFAULT_LEVEL 2
/* Policy slots per level: 2^17 weights and their exponentials, 1 MB. */
#define SAME_PLAN_POLICY_BITS 17
#define SAME_PLAN_POLICY_SIZE (1u << SAME_PLAN_POLICY_BITS)
/* Codes offered along one line: a step offers at most one cluster per two
 * balls left, and every step removes two or more. */
#define SAME_PLAN_MAX_OFFERS (SAME_PLAN_MAX_MOVES * (SAME_PLAN_MAX_MOVES + 1) \
	/ 2 + SAME_PLAN_MAX_MOVES)
/* Moves tried between two progress reports (and cancel checks): a few
 * milliseconds. */
#define SAME_PLAN_REPORT_EVERY 4096

/* A whole game from the start position, in the judge's terms: each move is
 * the removed cluster (representative, colour, size). */
typedef struct same_plan_line {
	int count;
	long score; /* including the clear bonus */
	int balls;  /* balls left at the end */
	same_cluster moves[SAME_PLAN_MAX_MOVES];
} same_plan_line;

/* A line with what was offered along it (defined below). */
typedef struct same_plan_record same_plan_record;

/* Where a search stands, as the progress callback sees it. */
typedef struct same_plan_status {
	long best_score;  /* of the best line so far */
	uint64_t moves;   /* moves tried since same_plan_start */
	int level;        /* nesting level of the searches */
} same_plan_status;

typedef struct same_plan_limits {
	/* Moves to try in this call; 0 for no limit (then the progress
	 * callback or the cancel flag must stop the search). */
	uint64_t moves;
	/* Called every SAME_PLAN_REPORT_EVERY moves; return false to stop. */
	bool (*progress)(void *user, const same_plan_status *status);
	void *user;
	/* Set (from any thread) to stop; may be NULL. */
	const atomic_bool *cancel;
	/* Called at each step of the top level, before its policy adapts,
	 * with the colour the search keeps for last (-1: none) and that
	 * level's best line so far (score -1: none yet): a front end
	 * running several searches of one position trades lines here,
	 * copying in another search's better line of the same colour
	 * (same_plan_record_copy), so that this search adapts toward it.
	 * May be NULL. */
	void (*share)(void *user, int kept, same_plan_record *best);
} same_plan_limits;

/* One step of a line being searched: the representative of the cluster
 * removed. */
typedef struct same_plan_step {
	uint8_t row, col;
} same_plan_step;

/*
 * A cluster of 2 or more as a playout keeps it from move to move.  Its
 * code is a hash of its colour and of the sum and the sum of squares of
 * its cells' indices: the same cluster in the same place has the same
 * code in every game (two cells' sums name the pair), and when columns
 * close and it moves left the sums follow without another flood.
 */
typedef struct same_plan_cluster {
	uint32_t code;
	int16_t at;        /* the representative's cell */
	uint8_t color;
	uint8_t last_col;  /* the rightmost column it reaches */
	int32_t size, sum, sum_sq;
} same_plan_cluster;

/* A line as the search stores it. */
typedef struct same_plan_path {
	int count;
	long score;
	same_plan_step step[SAME_PLAN_MAX_MOVES];
} same_plan_path;

/* A line with what the playout was offered along it, so that a policy
 * can be moved toward it without replaying the game: step i offered the
 * codes offer[first[i]] .. offer[first[i + 1] - 1] and took
 * offer[first[i] + chosen[i]]. */
struct same_plan_record {
	same_plan_path path;
	uint16_t first[SAME_PLAN_MAX_MOVES + 1];
	uint16_t chosen[SAME_PLAN_MAX_MOVES];
	uint32_t offer[SAME_PLAN_MAX_OFFERS];
};

/* The policy of one level: slot k's weight, and e^weight (the weight at
 * most SAME_PLAN_WEIGHT_LIMIT), which playouts draw with; adapting a
 * policy keeps the two in step, so that a playout never takes an
 * exponential.  A run of a level starts from the policy of the level
 * above, which is brought in by the slots it may differ in (a bit each
 * in `differs`), not as a whole. */
#define SAME_PLAN_WEIGHT_LIMIT 80.0f
typedef struct same_plan_policy {
	float weight[SAME_PLAN_POLICY_SIZE];
	float chance[SAME_PLAN_POLICY_SIZE];
	uint64_t differs[SAME_PLAN_POLICY_SIZE / 64];
} same_plan_policy;

/* The fewest colours on the board for which playouts keep one for last.
 * With fewer, every colour's balls are plenty to gather by themselves and
 * keeping one back costs more than it brings; from four colours on it
 * brings more than it costs (bench/same_plan_results.md, "Figures that
 * stood in the code"). */
#define SAME_PLAN_TABU_MIN_COLORS 4

/* The colours with at least 15/16 of the commonest colour's balls are
 * worth a trial as the one kept for last (same_plan_keep_for_last): the
 * commonest scores the most where the next has clearly fewer balls, and
 * on boards of near equal colours another may score more (see
 * bench/same_plan_results.md). */
#define SAME_PLAN_TABU_SHARE_NUM 15
#define SAME_PLAN_TABU_SHARE_DEN 16

/* How a search is shaped; same_plan_start sets the defaults, which a
 * caller may change before the first same_plan_run. */
typedef struct same_plan_settings {
	int level;  /* nesting level, 1..SAME_PLAN_MAX_LEVEL */
	/* iterations[n]: steps of a level-n search (each runs level n-1
	 * from the level's policy, then adapts it) */
	int iterations[SAME_PLAN_MAX_LEVEL + 1];
	int playouts; /* playouts of a level-1 step */
	float alpha;  /* how far one adaptation moves a policy */
	bool tabu;    /* keep a colour for last in the playouts (on boards
	               * of SAME_PLAN_TABU_MIN_COLORS colours or more) */
	/* A level stops once the level below has found its best line's
	 * score again this many times more (-1: it runs every iteration;
	 * see same_plan_fit). */
	int repeats;
} same_plan_settings;

extern const same_plan_settings same_plan_default_settings;

/* The planner's whole state: no allocation during the search. */
typedef struct same_plan {
	same_board start;
	same_plan_settings settings;
	uint64_t seed;         /* as given to same_plan_start */
	rng random;
	int tabu;              /* colour the playouts keep for last (-1:
	                        * none) */
	int tabu_color;        /* the colour a search keeps for last
	                        * (-1: none, on boards of few colours):
	                        * the one with the most balls unless
	                        * same_plan_keep_for_last chose another */
	int tabu_runner_up;    /* the colour every second search of a run
	                        * keeps for last instead (-1: none; see
	                        * same_plan_keep_for_last) */
	/* The colours worth trying as the one kept for last, the commonest
	 * first (see SAME_PLAN_TABU_SHARE_NUM); none on boards of few
	 * colours. */
	int tabu_candidates;
	int tabu_candidate[SAME_MAX_COLORS];
	long run_best;         /* the best line the latest same_plan_run
	                        * found (-1: none) */
	uint64_t searches;     /* searches started (the first one's number
	                        * is the search number given at the start) */
	bool stopped;          /* the current run must unwind */
	uint64_t moves;        /* moves tried since same_plan_start */
	uint64_t playouts;     /* playouts played since same_plan_start */
	uint64_t moves_limit;  /* moves at which this run stops */
	uint64_t next_report;
	const same_plan_limits *limits;
	/* The clusters of 2 or more of the start, as playouts keep them. */
	int start_count;
	same_plan_cluster start_clusters[SAME_PLAN_MAX_MOVES];
	same_plan_path best;   /* the best whole line seen */
	same_plan_line line;   /* `best` in the judge's terms */
	bool line_current;
	/* records[best_slot[n]]: the best line of the level-n search in
	 * progress (level 0: the last playout).  A level takes a better line
	 * from the level below by trading slots with it, not by copying. */
	same_plan_record records[SAME_PLAN_MAX_LEVEL + 1];
	uint8_t best_slot[SAME_PLAN_MAX_LEVEL + 1];
	/* policy[n - 1]: the policy of the level-n search in progress. */
	same_plan_policy policy[SAME_PLAN_MAX_LEVEL];
} same_plan;

/* The fewest and the most iterations a level of a search shaped by
 * same_plan_fit has. */
#define SAME_PLAN_FIT_MIN_ITERATIONS 20
#define SAME_PLAN_FIT_MAX_ITERATIONS 120
/* From this many iterations a level, a level of a search shaped by
 * same_plan_fit stops once its best line has come back
 * SAME_PLAN_FIT_REPEATS times more (settings.repeats).  Long searches
 * score more that way; shorter ones less, as a search that ends early
 * leaves its restart too little budget to settle (see
 * bench/same_plan_results.md, "A level that stops once its line comes
 * back"). */
#define SAME_PLAN_FIT_REPEAT_ITERATIONS 45
#define SAME_PLAN_FIT_REPEATS 3

/* A budget that holds two level-3 searches of this many iterations a level
 * or more is shaped for two, one after the other, rather than one: the
 * better of two searches beats one twice as long there, and loses to it
 * where the two would be shorter (bench/same_plan_results.md, "Two
 * searches where the budget holds two of 40 iterations"). */
#define SAME_PLAN_FIT_SPLIT_ITERATIONS 40

/*
 * Shape `settings` for one search of about `playouts` playouts (half of
 * them when that leaves SAME_PLAN_FIT_SPLIT_ITERATIONS a level): level 3
 * with N iterations at each level, N^3 at most `playouts`, when N comes
 * to SAME_PLAN_FIT_MIN_ITERATIONS or more (at most
 * SAME_PLAN_FIT_MAX_ITERATIONS, and searches start again after it);
 * otherwise the default level 2 search and its restarts.  A level-3
 * search that runs to its end scored more than restarts of level 2 on
 * the research set at 10 s a board and as much at 1 s; one cut off
 * early wastes the policy it was building.
 * With SAME_PLAN_FIT_REPEAT_ITERATIONS or more its levels stop once
 * their line comes back (settings.repeats).
 */
void same_plan_fit(same_plan_settings *settings, uint64_t playouts);

/* Begin planning from `start`; the greedy line is the first best line. */
void same_plan_start(same_plan *p, const same_board *start, uint64_t seed);
/* The same for one of several searches of one position run side by side,
 * numbered `nth` (0 is same_plan_start's; p->searches counts on from
 * it).  The searches differ by their seeds alone: every one starts out
 * keeping the colour with the most balls for last.  Searches that took
 * turns with the next colour by their numbers scored no more on two
 * threads and far less on one, where the search after the first holds
 * nearly all the budget (bench/same_plan_results.md): the colour is a
 * choice for each board, made by trials, and only a budget that holds
 * two searches of one run gives the second to the trials' runner-up
 * (same_plan_keep_for_last). */
void same_plan_start_nth(same_plan *p, const same_board *start,
    uint64_t seed, int nth);
/* Search within `limits`.  Returns at once when the start position has no
 * move (its line is empty and final). */
void same_plan_run(same_plan *p, const same_plan_limits *limits);
/* The best line found so far. */
const same_plan_line *same_plan_best(same_plan *p);
/* Copy a line (inline: keeping a better line is the search's own step). */
static inline void same_plan_path_copy(same_plan_path *to,
    const same_plan_path *from)
{
	to->count = from->count;
	to->score = from->score;
	memcpy(to->step, from->step, (size_t)from->count * sizeof to->step[0]);
}
/* Copy the line of `from` and what was offered along it into `to`. */
void same_plan_record_copy(same_plan_record *to,
    const same_plan_record *from);
/* The score of the best line found so far. */
static inline long same_plan_best_score(const same_plan *p)
{
	return p->best.score;
}
/* Keep `path` as the best line when it scores more than the best so far:
 * the one way a plan's best line changes. */
static inline void same_plan_keep_if_better(same_plan *p,
    const same_plan_path *path)
{
	if (path->score > p->best.score) {
		same_plan_path_copy(&p->best, path);
		p->line_current = false;
	}
}
/* Keep `color` (one of p->tabu_candidate) for last in the searches that
 * start from now on, and `runner_up` (another of them; -1: none) in every
 * second search of a run: the first search of a same_plan_run keeps
 * `color`, the next `runner_up`, and so on.  Which colour pays depends on
 * how the colours lie, not only on their counts: on the research set
 * the second commonest scored more than the commonest on a quarter of
 * the boards and less on most of the rest.  A trial of each candidate on
 * 1/32 of the budget (session/same_planner.c) chooses, and where the
 * budget holds two searches the second keeps the trial's runner-up, in
 * case the trial was wrong: the better of the two lines then has both
 * colours behind it, which scored more on one thread and as much on two
 * (see bench/same_plan_results.md). */
void same_plan_keep_for_last(same_plan *p, int color, int runner_up);
/* Take the best line of `other`, a plan of the same start position, when
 * it scores more than this plan's. */
void same_plan_adopt(same_plan *p, const same_plan *other);

#endif
