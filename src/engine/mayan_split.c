/*
 * The Mayan solver on several threads (see mayan_split.h).
 *
 * Openings (the first move, or in a deep search the first two) are handed
 * out one at a time from a counter, smallest first.  Pairs are many more
 * than first moves, so that no thread is left with the last long search
 * while the others wait; in a short search, the time to start each of
 * them would outweigh that.  `best` is the smallest opening known to
 * have an answer: a search whose opening is larger stops (its solver
 * watches a flag of its own, raised by whoever lowers `best`), and no
 * larger one is taken.  Both sides write before they read (the searcher
 * its opening, then `best`; the finder `best`, then the openings), so
 * one of them always sees the other.  The calling thread only watches
 * the caller's cancel flag and passes it on.  New threads inherit the
 * caller's signal mask.
 */
#include "engine/mayan_split.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The most moves of an opening, and the search from which openings take
 * two moves rather than one. */
#define SPLIT_OPENING 2
#define SPLIT_PAIRS_FROM_MOVES 8
/* How often the calling thread looks at the caller's cancel flag. */
#define SPLIT_WATCH_NS 2000000

typedef struct split_job split_job;

/* A search of the moves after an opening, and what it found. */
typedef struct split_opening {
	mayan_move move[SPLIT_OPENING];
	int length;
	mayan_solve_status status; /* CANCELLED: unknown */
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
} split_opening;

typedef struct split_worker {
	split_job *job;
	pthread_t thread;
	atomic_bool stop;   /* its opening no longer matters */
	atomic_int current; /* the opening it searches */
	atomic_uint_fast64_t progress; /* its nodes so far */
	uint64_t nodes;
} split_worker;

struct split_job {
	mayan_solver *owner; /* of the table the searches share */
	const mayan_board *board;
	int n;
	const atomic_bool *cancel;
	int count;
	split_opening *opening; /* count of them, in the order of the answer */
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

/* An answer after opening i: lower `best` and stop the searches of
 * larger openings. */
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
		split_opening *o = &job->opening[i];
		o->status = mayan_solver_run_opening(&solver, job->board,
		    o->move, o->length, job->n, o->answer);
		if (o->status == MAYAN_SOLVE_FOUND)
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

/* The smallest opening with an answer, once every smaller one has none;
 * unknown when one of those was not searched to the end. */
static mayan_solve_status split_result(const split_job *job,
    mayan_move answer[])
{
	job->owner->nodes = 0;
	for (int w = 0; w < job->workers; w++)
		job->owner->nodes += job->worker[w].nodes;
	for (int i = 0; i < job->count; i++) {
		const split_opening *o = &job->opening[i];
		if (o->status == MAYAN_SOLVE_NONE)
			continue;
		if (o->status == MAYAN_SOLVE_FOUND)
			memcpy(answer, o->answer,
			    (size_t)job->n * sizeof *answer);
		return o->status;
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

/*
 * The openings of `board` of `length` moves (1 or 2), in the order of the
 * answer, into `opening` (room for MAYAN_MAX_MOVES to the power `length`);
 * returns how many.  Each first move is followed by each second move the
 * single search would try (mayan_board_moves): a move left out gives the
 * board of a smaller one.  A first move that clears the board is an
 * opening of its own.
 */
static int split_openings(const mayan_board *board, int length,
    split_opening *opening)
{
	mayan_move first[MAYAN_MAX_MOVES], second[MAYAN_MAX_MOVES];
	const int firsts = mayan_board_moves(board, true, first);
	int count = 0;
	for (int i = 0; i < firsts; i++) {
		mayan_board next = *board;
		mayan_board_move(&next, first[i]);
		const bool pairs = length == 2 && !mayan_board_empty(&next);
		const int seconds = pairs ? mayan_board_moves(&next, true,
		    second) : 1;
		for (int j = 0; j < seconds; j++) {
			split_opening *o = &opening[count++];
			o->move[0] = first[i];
			o->length = 1;
			if (pairs)
				o->move[o->length++] = second[j];
			o->status = MAYAN_SOLVE_CANCELLED;
		}
	}
	return count;
}

mayan_solve_status mayan_split_run(mayan_solver *s, const mayan_board *board,
    int n, mayan_move answer[])
{
	const int threads = mayan_split_threads(s);
	if (threads == 1 || n < 2 || n > MAYAN_SOLVE_MAX_MOVES)
		return mayan_solver_search(s, board, n, answer);
	const int length = n >= SPLIT_PAIRS_FROM_MOVES ? 2 : 1;
	const size_t room = length == 2 ? MAYAN_MAX_MOVES * MAYAN_MAX_MOVES
					: MAYAN_MAX_MOVES;
	split_job *job = calloc(1, sizeof *job);
	split_opening *opening = calloc(room, sizeof *opening);
	if (job == NULL || opening == NULL) {
		free(job);
		free(opening);
		return mayan_solver_search(s, board, n, answer);
	}
	job->opening = opening;
	job->count = split_openings(board, length, opening);
	job->owner = s;
	job->board = board;
	job->n = n;
	job->cancel = s->cancel;
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
	free(job->opening);
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
