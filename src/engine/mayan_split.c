/*
 * The Mayan solver on several threads (see mayan_split.h).
 *
 * First moves are handed out one at a time from a counter, smallest
 * first.  `best` is the smallest first move known to have an answer: a
 * search whose first move is larger stops (its solver watches a flag of
 * its own, raised by whoever lowers `best`), and no larger one is taken.
 * Both sides write before they read (the searcher its first move, then
 * `best`; the finder `best`, then the first moves), so one of them always
 * sees the other.  The calling thread only watches the caller's cancel
 * flag and passes it on.  New threads inherit the caller's signal mask.
 */
#include "engine/mayan_split.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The first moves the single search would try, in its order
 * (mayan_board_moves). */
#define SPLIT_MAX_FIRST MAYAN_MAX_MOVES
/* How often the calling thread looks at the caller's cancel flag. */
#define SPLIT_WATCH_NS 2000000

typedef struct split_job split_job;

typedef struct split_worker {
	split_job *job;
	pthread_t thread;
	atomic_bool stop;   /* its first move no longer matters */
	atomic_int current; /* the first move it searches */
	atomic_uint_fast64_t progress; /* its nodes so far */
	uint64_t nodes;
} split_worker;

struct split_job {
	mayan_solver *owner; /* of the table the searches share */
	const mayan_board *board;
	int n;
	const atomic_bool *cancel;
	int count;
	mayan_move first[SPLIT_MAX_FIRST];
	mayan_solve_status status[SPLIT_MAX_FIRST]; /* CANCELLED: unknown */
	mayan_move answer[SPLIT_MAX_FIRST][MAYAN_SOLVE_MAX_MOVES];
	atomic_int next;
	atomic_int best;
	atomic_int running;
	int slots;   /* workers asked for, all set up before any starts */
	int workers; /* started (the calling thread's to read) */
	split_worker worker[MAYAN_SPLIT_MAX_THREADS];
};

static bool split_cancelled(const split_job *job)
{
	return job->cancel != NULL && atomic_load(job->cancel);
}

/* An answer after first move i: lower `best` and stop the searches of
 * larger first moves. */
static void split_found(split_job *job, int i)
{
	int best = atomic_load(&job->best);
	while (i < best && !atomic_compare_exchange_weak(&job->best, &best, i))
		;
	for (int w = 0; w < job->slots; w++)
		if (atomic_load(&job->worker[w].current) > i)
			atomic_store(&job->worker[w].stop, true);
}

static void *split_worker_main(void *arg)
{
	split_worker *w = arg;
	split_job *job = w->job;
	mayan_solver solver;
	mayan_solver_share(&solver, job->owner, &w->stop);
	solver.progress = &w->progress;
	for (;;) {
		atomic_store(&w->stop, false);
		if (split_cancelled(job))
			break;
		const int i = atomic_fetch_add(&job->next, 1);
		atomic_store(&w->current, i);
		if (i >= job->count || i > atomic_load(&job->best))
			break;
		job->status[i] = mayan_solver_run_first(&solver, job->board,
		    job->first[i], job->n, job->answer[i]);
		if (job->status[i] == MAYAN_SOLVE_FOUND)
			split_found(job, i);
	}
	w->nodes = solver.nodes;
	mayan_solver_free(&solver);
	atomic_fetch_sub(&job->running, 1);
	return NULL;
}

/* Wait for the searches, passing the caller's cancel flag on and their
 * progress back. */
static void split_watch(split_job *job)
{
	const struct timespec pause = { 0, SPLIT_WATCH_NS };
	while (atomic_load(&job->running) > 0) {
		const bool cancelled = split_cancelled(job);
		uint64_t nodes = 0;
		for (int w = 0; w < job->workers; w++) {
			if (cancelled)
				atomic_store(&job->worker[w].stop, true);
			nodes += atomic_load(&job->worker[w].progress);
		}
		if (job->owner->progress != NULL)
			atomic_store(job->owner->progress, nodes);
		nanosleep(&pause, NULL);
	}
	for (int w = 0; w < job->workers; w++)
		pthread_join(job->worker[w].thread, NULL);
}

/* The smallest first move with an answer, once every smaller one has
 * none; unknown when one of those was not searched to the end. */
static mayan_solve_status split_result(const split_job *job,
    mayan_move answer[])
{
	job->owner->nodes = 0;
	for (int w = 0; w < job->workers; w++)
		job->owner->nodes += job->worker[w].nodes;
	for (int i = 0; i < job->count; i++) {
		if (job->status[i] == MAYAN_SOLVE_NONE)
			continue;
		if (job->status[i] == MAYAN_SOLVE_FOUND)
			memcpy(answer, job->answer[i],
			    (size_t)job->n * sizeof *answer);
		return job->status[i];
	}
	return MAYAN_SOLVE_NONE;
}

mayan_solve_status mayan_solver_run(mayan_solver *s, const mayan_board *board,
    int n, const atomic_bool *cancel, mayan_move answer[])
{
	mayan_solver_begin(s, n, cancel);
	if (s->threads != 1 && n >= MAYAN_SOLVE_SPLIT_MOVES)
		return mayan_split_run(s, board, n, answer);
	return mayan_solver_search(s, board, n, answer);
}


int mayan_split_threads(const mayan_solver *s)
{
	int threads = s->threads;
	if (threads <= 0) {
		const long online = sysconf(_SC_NPROCESSORS_ONLN);
		threads = online > 0 ? (int)online : 1;
	}
	return threads < MAYAN_SPLIT_MAX_THREADS ? threads
						 : MAYAN_SPLIT_MAX_THREADS;
}

mayan_solve_status mayan_split_run(mayan_solver *s, const mayan_board *board,
    int n, mayan_move answer[])
{
	const int threads = mayan_split_threads(s);
	split_job *job = calloc(1, sizeof *job);
	if (threads == 1 || n < 2 || n > MAYAN_SOLVE_MAX_MOVES ||
	    job == NULL) {
		free(job);
		return mayan_solver_search(s, board, n, answer);
	}
	job->owner = s;
	job->board = board;
	job->n = n;
	job->cancel = s->cancel;
	job->count = mayan_board_moves(board, true, job->first);
	for (int i = 0; i < job->count; i++)
		job->status[i] = MAYAN_SOLVE_CANCELLED;
	atomic_init(&job->next, 0);
	atomic_init(&job->best, job->count);
	atomic_init(&job->running, 0);
	job->slots = threads;
	for (int w = 0; w < threads; w++) {
		split_worker *worker = &job->worker[w];
		worker->job = job;
		atomic_init(&worker->stop, false);
		atomic_init(&worker->current, -1);
		atomic_init(&worker->progress, 0);
	}
	for (int w = 0; w < threads; w++) {
		split_worker *worker = &job->worker[job->workers];
		atomic_fetch_add(&job->running, 1);
		if (pthread_create(&worker->thread, NULL, split_worker_main,
		    worker) != 0) {
			atomic_fetch_sub(&job->running, 1);
			break;
		}
		job->workers++;
	}
	mayan_solve_status r;
	if (job->workers == 0) {
		r = mayan_solver_search(s, board, n, answer);
	} else {
		split_watch(job);
		r = split_result(job, answer);
	}
	free(job);
	return r;
}

mayan_solve_status mayan_solve_split(const mayan_board *board, int n,
    int threads, const atomic_bool *cancel, mayan_move answer[],
    uint64_t *nodes)
{
	mayan_solver s;
	mayan_solver_init(&s, 0);
	s.threads = threads;
	const mayan_solve_status r = mayan_solver_run(&s, board, n, cancel,
	    answer);
	if (nodes != NULL)
		*nodes = s.nodes;
	mayan_solver_free(&s);
	return r;
}

mayan_solve_status mayan_solve(const mayan_board *board, int n,
    const atomic_bool *cancel, mayan_move answer[])
{
	return mayan_solve_split(board, n, 0, cancel, answer, NULL);
}
