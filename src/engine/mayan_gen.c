/*
 * Mayan puzzle generator (see mayan_gen.h).
 */
#include "engine/mayan_gen.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/mayan_bound.h"
#include "engine/mayan_shorter.h"
#include "engine/mayan_split.h"
#include "engine/rng.h"

/* Lines of three of random colours, vertical or across three columns of
 * equal height, until `lines` are placed: every block is in a line. */
static void plant_lines(rng *r, mayan_board *b, int lines, int colors)
{
	mayan_board_clear(b);
	for (int placed = 0, tries = 0; placed < lines && tries < 100;
	    tries++) {
		const int color = 1 + (int)rng_below(r, (uint32_t)colors);
		const int x = (int)rng_below(r, MAYAN_WIDTH);
		if (rng_below(r, 2) == 0) {
			if (mayan_board_height(b, x) > MAYAN_HEIGHT - 3)
				continue;
			for (int k = 0; k < 3; k++)
				mayan_board_push(b, x, color);
		} else {
			const int h = mayan_board_height(b, x);
			if (x + 2 >= MAYAN_WIDTH || h == MAYAN_HEIGHT ||
			    mayan_board_height(b, x + 1) != h ||
			    mayan_board_height(b, x + 2) != h)
				continue;
			for (int k = 0; k < 3; k++)
				mayan_board_push(b, x + k, color);
		}
		placed++;
	}
}

/* A random cell of a non-empty set. */
static void pick_cell(rng *r, mayan_cells cells, int *x, int *y)
{
	int skip = (int)rng_below(r, (uint32_t)__builtin_popcountll(cells));
	while (skip-- > 0)
		cells &= cells - 1;
	const int bit = __builtin_ctzll(cells);
	*x = bit / 8;
	*y = bit % 8;
}

/* From this many moves candidates are scrambled far from lines
 * (scramble_far), and only those whose colours need at least as many
 * sideways steps as the puzzle has moves are kept: far more of them need
 * exactly the moves asked for than of the plain scramble's
 * (bench/mayan_results.md has the counts). */
#define GEN_FAR_MOVES 9
/* Such candidates are planted with this many lines fewer than the moves
 * (at 10 moves, 8 lines: 24 blocks rather than 30 to 35): fewer of them
 * need all the moves, but each costs the searches far less, so a puzzle
 * comes sooner (bench/mayan_results.md).  Fewer lines than that hardly
 * ever need all the moves. */
#define GEN_FAR_FEWER_LINES 2
/* The sideways steps a deep candidate's colours must need: as many as it
 * has moves, or with fewer colours than moves - 3 as many as its colours
 * and 3, since few colours are seldom that far from lines and a seed
 * would find no puzzle (bench/mayan_results.md). */
static int gen_far_steps(int moves, int colors)
{
	return colors + 3 < moves ? colors + 3 : moves;
}

/* Scramble with swaps of two different colours, each taking a block out
 * of a line while lines remain; false when lines are left at the end. */
static bool scramble(rng *r, mayan_board *b, int swaps)
{
	for (int done = 0; done < swaps; done++) {
		mayan_cells pool = mayan_board_lines(b);
		const bool no_line = pool == 0;
		for (int x = 0; no_line && x < MAYAN_WIDTH; x++)
			for (int y = 0; y < mayan_board_height(b, x); y++)
				pool |= MAYAN_CELL(x, y);
		bool moved = false;
		for (int tries = 0; tries < 20 && !moved; tries++) {
			int x, y;
			pick_cell(r, pool, &x, &y);
			const mayan_move m = { (int8_t)x, (int8_t)y,
				(int8_t)(rng_below(r, 2) ? 1 : -1) };
			if (!mayan_move_swaps(b, m) ||
			    mayan_board_at(b, x, y) ==
			    mayan_board_at(b, x + m.g, y))
				continue;
			mayan_board_drag(b, m);
			moved = true;
		}
		if (!moved)
			return false;
	}
	return !mayan_board_has_line(b);
}

/* A swap's worth in a deep scramble: its steps away from lines less its
 * useful steps (mayan_bound.h), each at most 2. */
static int swap_farness(const mayan_colors *k, const mayan_board *b,
    mayan_move m)
{
	return mayan_move_steps(k->away, b, m) -
	    mayan_move_steps(k->useful, b, m);
}

/* Scramble a deep candidate of `colors` colours: each swap, of two
 * different colours with one of them in a line while lines remain, is one
 * of those that take the colours farthest from lines, drawn among equals.
 * False when no swap is left, lines are left at the end or the colours
 * end up needing fewer sideways steps than gen_far_steps(). */
static bool scramble_far(rng *r, mayan_board *b, int swaps, int colors)
{
	const mayan_count_table *t = mayan_count_table_get();
	mayan_colors k;
	for (int done = 0; done < swaps; done++) {
		if (!mayan_colors_count(t, b, &k))
			return false;
		mayan_cells pool = mayan_board_lines(b);
		if (pool == 0)
			pool = ~(mayan_cells)0;
		mayan_move best[MAYAN_MAX_MOVES];
		int count = 0, farness = INT_MIN;
		for (int x = 0; x + 1 < MAYAN_WIDTH; x++)
			for (int y = 0; y < mayan_board_height(b, x) &&
			    y < mayan_board_height(b, x + 1); y++) {
				const mayan_move m = { (int8_t)x, (int8_t)y,
					1 };
				if ((pool & (MAYAN_CELL(x, y) |
				    MAYAN_CELL(x + 1, y))) == 0 ||
				    mayan_board_at(b, x, y) ==
				    mayan_board_at(b, x + 1, y))
					continue;
				const int f = swap_farness(&k, b, m);
				if (f > farness)
					count = 0;
				if (f >= farness) {
					farness = f;
					best[count++] = m;
				}
			}
		if (count == 0)
			return false;
		mayan_board_drag(b, best[rng_below(r, (uint32_t)count)]);
	}
	return !mayan_board_has_line(b) && mayan_colors_count(t, b, &k) &&
	    k.shifts >= gen_far_steps(swaps, colors);
}

/* Positions the quick search for a shorter answer may visit on one
 * candidate, and its table of failed positions: 2^20 entries, 24 MiB.
 * Measured on 9 and 10 moves (bench/mayan_results.md): a larger budget
 * turns down more candidates before the exact searches, and proves more
 * of those kept. */
#define GEN_SHORTER_BUDGET 3000000
#define GEN_SHORTER_TABLE_BITS 20

/* Whether candidate b needs exactly `moves` moves, with the solver's
 * answer into `answer`; cancelled when `cancel` was set.  The quick
 * search goes first: it turns most candidates down with the moves of a
 * shorter answer, and often proves there is none, sparing the exact
 * searches of fewer moves.  Whether a shorter answer exists, not which
 * is the smallest, is all that counts here, so the candidates kept, and
 * the puzzle a seed names, are the same as without it. */
static mayan_solve_status gen_prove(mayan_solver *s, mayan_shorter *q,
    const mayan_board *b, int moves, const atomic_bool *cancel,
    mayan_move answer[])
{
	const mayan_shorter_result shorter = moves > 1
	    ? mayan_shorter_find(q, b, moves - 1) : MAYAN_SHORTER_NONE;
	if (shorter == MAYAN_SHORTER_FOUND)
		return MAYAN_SOLVE_NONE;
	mayan_solve_status status = MAYAN_SOLVE_NONE;
	for (int n = 1; shorter == MAYAN_SHORTER_UNKNOWN && n < moves &&
	    status == MAYAN_SOLVE_NONE; n++)
		status = mayan_solver_run(s, b, n, cancel, answer);
	if (status == MAYAN_SOLVE_CANCELLED)
		return status;
	if (status == MAYAN_SOLVE_FOUND)
		return MAYAN_SOLVE_NONE;
	return mayan_solver_run(s, b, moves, cancel, answer);
}

int mayan_gen_default_colors(int moves)
{
	return moves >= 9 ? MAYAN_GEN_DEEP_COLORS
			  : moves == 8 ? MAYAN_GEN_COLORS_OF_8
				       : MAYAN_GEN_COLORS;
}

/* How often the calling thread looks at the caller's cancel flag while
 * the candidates are proved on threads of their own. */
#define GEN_WATCH_NS 2000000

typedef struct gen_job gen_job;

/* A thread proving candidates, one at a time, with a solver and a quick
 * search of its own. */
typedef struct gen_worker {
	gen_job *job;
	pthread_t thread;
	atomic_bool stop;   /* its candidate no longer matters */
	const atomic_bool *cancel; /* what its searches watch */
	int current;        /* the candidate it proves (under the lock) */
	mayan_solver *solver; /* own, or the caller's when alone */
	mayan_solver own;
	mayan_shorter quick;
	mayan_board board;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
} gen_worker;

/*
 * Candidates are made in turn from the seed's generator, under the lock,
 * and numbered; any worker proves the next one.  `best` is the smallest
 * number known to need exactly `moves` moves: a worker on a larger one
 * stops, and none larger is taken, while every smaller one is proved to
 * its end.  So the puzzle is the first candidate in order that needs
 * exactly `moves`, whatever the threads: the one a seed names.
 */
struct gen_job {
	pthread_mutex_t lock;
	rng r;
	int moves, colors, max_tries;
	const atomic_bool *cancel;
	int made;  /* candidates made so far */
	int best;  /* INT_MAX: none found yet */
	mayan_board board;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	int workers;
	atomic_int running;
	gen_worker worker[MAYAN_GEN_MAX_THREADS];
};

static bool gen_cancelled(const gen_job *job)
{
	return job->cancel != NULL && atomic_load(job->cancel);
}

/* The next candidate into w->board, with its number in w->current;
 * false when none is left to try. */
static bool gen_next(gen_job *job, gen_worker *w)
{
	bool taken = false;
	pthread_mutex_lock(&job->lock);
	while (!taken && job->made < job->max_tries && job->made < job->best &&
	    !gen_cancelled(job)) {
		const bool far = job->moves >= GEN_FAR_MOVES;
		/* A swap can break two lines: up to twice as many lines as
		 * moves make fuller boards.  Deep candidates are smaller. */
		const int lines = far ? job->moves - GEN_FAR_FEWER_LINES
		    : job->moves + (int)rng_below(&job->r,
		    (uint32_t)job->moves + 1);
		plant_lines(&job->r, &w->board, lines, job->colors);
		w->current = job->made++;
		taken = far ? scramble_far(&job->r, &w->board, job->moves,
		    job->colors) : scramble(&job->r, &w->board, job->moves);
	}
	atomic_store(&w->stop, false);
	pthread_mutex_unlock(&job->lock);
	return taken;
}

/* Candidate w->current needs exactly `moves` moves: keep it if it is the
 * first in order so far, and stop the workers on later ones. */
static void gen_found(gen_job *job, const gen_worker *w)
{
	pthread_mutex_lock(&job->lock);
	if (w->current < job->best) {
		job->best = w->current;
		job->board = w->board;
		memcpy(job->answer, w->answer,
		    (size_t)job->moves * sizeof *job->answer);
		for (int i = 0; i < job->workers; i++)
			if (job->worker[i].current > job->best)
				atomic_store(&job->worker[i].stop, true);
	}
	pthread_mutex_unlock(&job->lock);
}

static void *gen_worker_main(void *arg)
{
	gen_worker *w = arg;
	gen_job *job = w->job;
	while (gen_next(job, w)) {
		const mayan_solve_status status = gen_prove(w->solver,
		    &w->quick, &w->board, job->moves, w->cancel, w->answer);
		if (status == MAYAN_SOLVE_FOUND)
			gen_found(job, w);
		else if (status == MAYAN_SOLVE_CANCELLED && gen_cancelled(job))
			break;
	}
	atomic_fetch_sub(&job->running, 1);
	return NULL;
}

/* A worker proving with `solver`, or with a solver of its own on one
 * thread when it is NULL. */
static void gen_worker_init(gen_job *job, gen_worker *w, mayan_solver *solver)
{
	w->job = job;
	w->current = INT_MAX;
	atomic_init(&w->stop, false);
	if (solver == NULL) {
		mayan_solver_init(&w->own, 0);
		w->own.threads = 1;
		solver = &w->own;
	}
	w->solver = solver;
	mayan_shorter_init(&w->quick, GEN_SHORTER_TABLE_BITS);
	w->quick.budget = GEN_SHORTER_BUDGET;
}

static void gen_worker_free(gen_worker *w)
{
	if (w->solver == &w->own)
		mayan_solver_free(&w->own);
	mayan_shorter_free(&w->quick);
}

/* Run the first worker alone on the calling thread, watching the
 * caller's cancel flag itself. */
static void gen_run_here(gen_job *job)
{
	gen_worker *w = &job->worker[0];
	w->cancel = job->cancel;
	w->quick.cancel = job->cancel;
	atomic_fetch_add(&job->running, 1);
	gen_worker_main(w);
}

/* Run the workers on threads of their own, passing the caller's cancel
 * flag on, until all have stopped. */
static void gen_run_threads(gen_job *job)
{
	int started = 0;
	for (int i = 0; i < job->workers; i++) {
		gen_worker *w = &job->worker[i];
		w->cancel = &w->stop;
		w->quick.cancel = &w->stop;
		atomic_fetch_add(&job->running, 1);
		if (pthread_create(&w->thread, NULL, gen_worker_main, w) != 0) {
			atomic_fetch_sub(&job->running, 1);
			break;
		}
		started++;
	}
	if (started == 0) {
		gen_run_here(job); /* no thread to be had */
		return;
	}
	const struct timespec pause = { 0, GEN_WATCH_NS };
	while (atomic_load(&job->running) > 0) {
		if (gen_cancelled(job))
			for (int i = 0; i < started; i++)
				atomic_store(&job->worker[i].stop, true);
		nanosleep(&pause, NULL);
	}
	for (int i = 0; i < started; i++)
		pthread_join(job->worker[i].thread, NULL);
}

bool mayan_generate(mayan_solver *s, uint64_t seed, int moves, int colors,
    int max_tries, const atomic_bool *cancel, mayan_board *out,
    mayan_move answer[])
{
	return mayan_generate_at_once(s, seed, moves, colors, max_tries,
	    moves >= MAYAN_GEN_SPLIT_MOVES ? mayan_split_threads(s) : 1, cancel,
	    out, answer);
}

bool mayan_generate_at_once(mayan_solver *s, uint64_t seed, int moves,
    int colors, int max_tries, int at_once, const atomic_bool *cancel,
    mayan_board *out, mayan_move answer[])
{
	if (moves < 1 || moves > MAYAN_GEN_MAX_MOVES || colors < 2 ||
	    colors > MAYAN_COLORS || at_once < 1)
		return false;
	if (at_once > MAYAN_GEN_MAX_THREADS)
		at_once = MAYAN_GEN_MAX_THREADS;
	gen_job *job = calloc(1, sizeof *job);
	if (job == NULL)
		return false;
	pthread_mutex_init(&job->lock, NULL);
	rng_seed(&job->r, seed);
	job->moves = moves;
	job->colors = colors;
	job->max_tries = max_tries;
	job->cancel = cancel;
	job->best = INT_MAX;
	const int threads = at_once;
	job->workers = threads;
	for (int i = 0; i < threads; i++)
		gen_worker_init(job, &job->worker[i], threads > 1 ? NULL : s);
	if (threads > 1)
		gen_run_threads(job);
	else
		gen_run_here(job);
	const bool found = job->best != INT_MAX;
	if (found) {
		*out = job->board;
		memcpy(answer, job->answer, (size_t)moves * sizeof *answer);
	}
	for (int i = 0; i < threads; i++)
		gen_worker_free(&job->worker[i]);
	pthread_mutex_destroy(&job->lock);
	free(job);
	return found;
}
