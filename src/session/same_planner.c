/*
 * Running the Same Game planner within a budget, on one thread or several
 * (see same_planner.h).  The engine counts its work in moves tried; the
 * clock is read here, in the searches' progress callbacks, so the engine
 * stays free of time and of threads.
 */
#include "session/same_planner.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>

#include "engine/rng.h"
#include "engine/same_whole.h"
#include "session/quiet_thread.h"

/* What the searches of one run share. */
typedef struct same_planner_shared {
	const same_planner_budget *budget;
	const atomic_bool *cancel;
	atomic_long best_score; /* of all the searches so far */
	/* The best top-level line so far of the searches shaped to the
	 * budget, one for each colour they keep for last (0: none), which
	 * each of them takes when it is better than its own (NULL: the
	 * searches stay apart).  Searches keeping different colours for
	 * last play different games, so they trade only among themselves.
	 * `line_score` is read without the lock to see whether there is
	 * anything to trade. */
	same_plan_record *line;
	atomic_long line_score[SAME_MAX_COLORS + 1];
	pthread_mutex_t lock;
	/* The score of the best line given to budget->better, under its
	 * own lock, which every run has. */
	atomic_long offered;
	pthread_mutex_t offer_lock;
} same_planner_shared;

/* One search of a run, on the calling thread or one of its own. */
typedef struct same_planner_search {
	same_plan *plan;
	same_planner_shared *shared;
	bool reports;      /* the calling thread's: tells budget->report */
	clockid_t clock;   /* the clock its deadline is on */
	double deadline;   /* the search's end; 0: none */
	double stop_at;    /* the end of the run in progress; 0: none */
	pthread_t thread;
} same_planner_search;

static double same_planner_now(clockid_t clock)
{
	struct timespec t;
	clock_gettime(clock, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void same_planner_raise_best(atomic_long *best, long score)
{
	long seen = atomic_load(best);
	while (score > seen &&
	    !atomic_compare_exchange_weak(best, &seen, score))
		;
}

/* The best line of search `s`, scoring `score`, to budget->better when
 * it is better than every line given before (on the search's own
 * thread, which alone reads its plan). */
static void same_planner_offer(same_planner_search *s, long score)
{
	same_planner_shared *shared = s->shared;
	if (shared->budget->better == NULL ||
	    score <= atomic_load(&shared->offered))
		return;
	pthread_mutex_lock(&shared->offer_lock);
	const same_plan_line *line = same_plan_best(s->plan);
	if (line->score > atomic_load(&shared->offered)) {
		atomic_store(&shared->offered, line->score);
		shared->budget->better(shared->budget->user, line);
	}
	pthread_mutex_unlock(&shared->offer_lock);
}

static bool same_planner_progress(void *user, const same_plan_status *status)
{
	same_planner_search *s = user;
	same_planner_shared *shared = s->shared;
	same_planner_raise_best(&shared->best_score, status->best_score);
	same_planner_offer(s, status->best_score);
	double left = -1;
	if (s->deadline > 0)
		left = s->deadline - same_planner_now(s->clock);
	if (s->reports && shared->budget->report != NULL)
		shared->budget->report(shared->budget->user,
		    atomic_load(&shared->best_score), left < 0 ? 0 : left);
	return s->stop_at == 0 || same_planner_now(s->clock) < s->stop_at;
}

/* At each top-level step of a search: give the shared line of its
 * colour this search's when it is better, or take the shared one when
 * that is. */
static void same_planner_share(void *user, int kept,
    same_plan_record *best)
{
	same_planner_search *s = user;
	same_planner_shared *shared = s->shared;
	const int k = kept > 0 ? kept : 0;
	if (best->path.score == atomic_load(&shared->line_score[k]))
		return;
	pthread_mutex_lock(&shared->lock);
	const long score = atomic_load(&shared->line_score[k]);
	if (best->path.score > score) {
		same_plan_record_copy(&shared->line[k], best);
		atomic_store(&shared->line_score[k], best->path.score);
	} else if (best->path.score < score) {
		same_plan_record_copy(best, &shared->line[k]);
	}
	pthread_mutex_unlock(&shared->lock);
}

/* One same_plan_run of the search until `stop_at` (0: its deadline) or
 * `moves` more tried moves (0: no limit), whichever comes first; the
 * searches shaped to the budget (`shares`) trade their best lines. */
static void same_planner_search_step(same_planner_search *s, double stop_at,
    uint64_t moves, bool shares)
{
	s->stop_at = stop_at > 0 ? stop_at : s->deadline;
	same_plan_limits limits = { .moves = moves,
		.progress = same_planner_progress,
		.user = s,
		.cancel = s->shared->cancel,
		.share = shares && s->shared->line != NULL ?
		    same_planner_share : NULL };
	same_plan_run(s->plan, &limits);
}

/* Whether search `s`, given `moves` to try (0: no limit) when it had
 * tried `moves_before`, has nothing left to spend. */
static bool same_planner_spent(const same_planner_search *s, uint64_t moves,
    uint64_t moves_before)
{
	return (s->shared->cancel != NULL && atomic_load(s->shared->cancel)) ||
	    (s->deadline > 0 && same_planner_now(s->clock) >= s->deadline) ||
	    (moves > 0 && s->plan->moves - moves_before >= moves);
}

/* The part of a bounded budget each trial spends. */
#define SAME_PLANNER_TRIAL_SHARE 32

/*
 * How deep a search pays depends on how many playouts it can play, and
 * which colour it should keep for last on how the colours lie: the
 * first part of a bounded budget runs the default search once for each
 * colour worth keeping for last (or once), 1/32 of the budget each,
 * counts the moves a second and the moves a playout, and keeps the
 * colour whose trial found the best line (the first on ties), with the
 * second best as the runner-up that every second search keeps instead
 * (same_plan_keep_for_last).  The rest is left to a search shaped for
 * the playouts it holds (same_plan_fit).
 * With a budget of moves alone the trials, and so the plan, are the same
 * on every machine.  Returns whether any budget is left, and in `moves`
 * the moves of it (0: no limit but the clock).
 */
static bool same_planner_trial(same_planner_search *s, double start,
    uint64_t *moves)
{
	same_plan *plan = s->plan;
	const uint64_t moves_before = plan->moves;
	const uint64_t playouts_before = plan->playouts;
	const uint64_t trial = *moves / SAME_PLANNER_TRIAL_SHARE;
	const int trials = plan->tabu_candidates > 1 ? plan->tabu_candidates :
	    1;
	/* The colours whose trials found the best and the second best
	 * lines. */
	int kept = plan->tabu_color, runner_up = -1;
	long kept_score = -1, runner_up_score = -1;
	for (int i = 0; i < trials &&
	    !same_planner_spent(s, *moves, moves_before); i++) {
		if (plan->tabu_candidates > 1)
			same_plan_keep_for_last(plan, plan->tabu_candidate[i],
			    -1);
		same_planner_search_step(s, s->deadline > 0 ? start +
		    (s->deadline - start) * (i + 1) /
		    SAME_PLANNER_TRIAL_SHARE : 0,
		    *moves > 0 ? (trial > 0 ? trial : 1) : 0, false);
		if (plan->run_best > kept_score) {
			runner_up = kept_score >= 0 ? kept : -1;
			runner_up_score = kept_score;
			kept_score = plan->run_best;
			kept = plan->tabu_color;
		} else if (plan->run_best > runner_up_score) {
			runner_up_score = plan->run_best;
			runner_up = plan->tabu_color;
		}
	}
	same_plan_keep_for_last(plan, kept, runner_up);
	if (same_planner_spent(s, *moves, moves_before))
		return false;
	const double now = same_planner_now(s->clock);
	const uint64_t tried = plan->moves - moves_before;
	const uint64_t played = plan->playouts - playouts_before;
	*moves = *moves > 0 ? *moves - tried : 0;
	double left = *moves > 0 ? (double)*moves : -1;
	if (s->deadline > 0 && now > start) {
		const double by_clock = (double)tried / (now - start) *
		    (s->deadline - now);
		left = left < 0 || by_clock < left ? by_clock : left;
	}
	/* Past 1e18 playouts every shape is the same, and the conversion
	 * stays defined however large a budget of moves. */
	const double playouts = played > 0 ? left * (double)played /
	    (double)tried : -1;
	if (playouts >= 0)
		same_plan_fit(&plan->settings, playouts < 1e18 ?
		    (uint64_t)playouts : UINT64_C(1000000000000000000));
	return true;
}

static void same_planner_search_run(same_planner_search *s)
{
	const same_planner_budget *budget = s->shared->budget;
	/* Each search counts its own thread's processor time: another
	 * search's work is not this one's. */
	s->clock = budget->clock == CLOCK_PROCESS_CPUTIME_ID ?
	    CLOCK_THREAD_CPUTIME_ID : budget->clock;
	const double start = same_planner_now(s->clock);
	s->deadline = budget->seconds > 0 ? start + budget->seconds : 0;
	uint64_t moves = budget->moves;
	if ((s->deadline == 0 && moves == 0) ||
	    same_planner_trial(s, start, &moves))
		same_planner_search_step(s, 0, moves, true);
	same_planner_raise_best(&s->shared->best_score,
	    same_plan_best_score(s->plan));
	same_planner_offer(s, same_plan_best_score(s->plan));
}

static void *same_planner_thread_main(void *arg)
{
	same_planner_search_run(arg);
	return NULL;
}

/* A small board's whole tree of games is searched before the planner
 * runs: on a 5x5 board of 5 colours it held at most some 400,000
 * positions, a few hundredths of a second, where the planner would have
 * gone on to the end of its budget without ever knowing that nothing
 * better was left (and a spinner with it).  A tree that outgrows the
 * limit is left to the planner, whose budget starts after it. */
#define SAME_PLANNER_TREE_BALLS 30
#define SAME_PLANNER_TREE_POSITIONS (UINT64_C(1) << 20)

/* Whether the whole tree of the plan's start was searched: its best game
 * is then the plan's, and no budget can find a better one. */
static bool same_planner_tree_whole(same_plan *plan,
    const atomic_bool *cancel)
{
	same_plan_path best;
	if (plan->start.balls > SAME_PLANNER_TREE_BALLS ||
	    !same_whole_best(&plan->start, SAME_PLANNER_TREE_POSITIONS, cancel,
	    &best))
		return false;
	same_plan_keep_if_better(plan, &best);
	return true;
}

uint64_t same_planner_seed(const same_board *b)
{
	/* Each cell stirs the whole seed, so any change of the board makes
	 * a different one. */
	uint64_t seed = (uint64_t)b->rows << 8 | (uint64_t)b->cols;
	for (int c = 1; c <= b->cols; c++)
		for (int r = 1; r <= b->rows; r++) {
			uint64_t x = seed ^ (uint64_t)same_board_at(b, r, c);
			seed = rng_splitmix64(&x);
		}
	return seed;
}

int same_planner_threads(int threads)
{
	if (threads <= 0) {
		long cores = sysconf(_SC_NPROCESSORS_ONLN);
		threads = cores > 0 ? (int)cores : 1;
	}
	return threads < SAME_PLANNER_MAX_THREADS ? threads :
	    SAME_PLANNER_MAX_THREADS;
}

void same_planner_run(same_plan *plan, const same_planner_budget *budget,
    const atomic_bool *cancel)
{
	if (same_planner_tree_whole(plan, cancel)) {
		if (budget->better != NULL)
			budget->better(budget->user, same_plan_best(plan));
		if (budget->report != NULL)
			budget->report(budget->user,
			    same_plan_best_score(plan), 0);
		return;
	}
	same_planner_shared shared = { .budget = budget, .cancel = cancel };
	atomic_init(&shared.best_score, same_plan_best_score(plan));
	atomic_init(&shared.offered, -1);
	pthread_mutex_init(&shared.offer_lock, NULL);
	for (int k = 0; k <= SAME_MAX_COLORS; k++)
		atomic_init(&shared.line_score[k], -1);
	same_planner_search search[SAME_PLANNER_MAX_THREADS];
	const int threads = same_planner_threads(budget->threads);
	int running = 1;
	/* One search has nobody to trade with.  Under a budget of moves
	 * alone the searches stay apart, so that a position gets the same
	 * plan every time on any number of threads: lines traded as the
	 * threads happen to reach their steps would change it from run to
	 * run. */
	if (threads > 1 && budget->seconds > 0) {
		shared.line = malloc((SAME_MAX_COLORS + 1) *
		    sizeof *shared.line);
		if (shared.line != NULL)
			pthread_mutex_init(&shared.lock, NULL);
	}

	search[0] = (same_planner_search){ .plan = plan, .shared = &shared,
		.reports = true };
	for (int i = 1; i < threads; i++) {
		same_planner_search *s = &search[running];
		*s = (same_planner_search){ .plan = malloc(sizeof *s->plan),
			.shared = &shared };
		if (s->plan == NULL)
			break;
		uint64_t seed = plan->seed + (uint64_t)i;
		same_plan_start_nth(s->plan, &plan->start,
		    rng_splitmix64(&seed), (int)plan->searches + i);
		s->plan->settings = plan->settings;
		if (!quiet_thread_start(&s->thread, same_planner_thread_main,
		    s)) {
			free(s->plan);
			break;
		}
		running++;
	}
	same_planner_search_run(&search[0]);
	for (int i = 1; i < running; i++) {
		pthread_join(search[i].thread, NULL);
		same_plan_adopt(plan, search[i].plan);
		free(search[i].plan);
	}
	if (shared.line != NULL) {
		pthread_mutex_destroy(&shared.lock);
		free(shared.line);
	}
	pthread_mutex_destroy(&shared.offer_lock);
}

const same_plan_line *same_planner_stopped_best(same_plan *plan)
{
	return same_plan_best_score(plan) >= 0 ? same_plan_best(plan) : NULL;
}

long same_planner_greedy_points(const same_board *b)
{
	same_board end = *b;
	same_cluster moves[SAME_MAX_MOVES];
	int count = same_greedy_play(&end, moves);
	long points = same_final_bonus(&end);
	for (int i = 0; i < count; i++)
		points += same_points(moves[i].size);
	return points;
}
