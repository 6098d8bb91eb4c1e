/*
 * A search on a thread of its own, so that a screen keeps drawing and
 * listening while a solver or planner works: started, polled from the
 * screen's tick, cancelled through the atomic flag the engine's searches
 * take, and shown by a spinner once it has taken long enough to notice.
 *
 * The thread blocks every signal: they are the curses loop's to take.
 *
 * A job embeds `job_task` as its first member and gives a function that
 * does the work; nothing else is shared between the two threads until
 * job_finish() has joined.
 */
#ifndef TUMBLE_SESSION_JOB_H
#define TUMBLE_SESSION_JOB_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

/* How often a screen polls a job, and how long a job runs before its
 * spinner shows: a quicker search shows none. */
#define JOB_POLL_MS 50
#define JOB_QUIET_MS 100

typedef struct job_task job_task;
struct job_task {
	pthread_t thread;
	atomic_bool cancel;
	atomic_bool done;
	/* Set by the first of the thread ending and the job being abandoned:
	 * the second frees an abandoned job. */
	atomic_bool handed;
	struct timespec started;
	/* Runs on the job's thread; returns when done or `cancel` is set. */
	void (*work)(job_task *job, const atomic_bool *cancel);
	void (*release)(job_task *job); /* frees an abandoned job */
};

/* Start `work` on `job`; false when no thread can start. */
bool job_start(job_task *job, void (*work)(job_task *, const atomic_bool *));
/* True once the work has returned. */
bool job_done(job_task *job);
/* Wait for the work, cancelling it first when `cancel`. */
void job_finish(job_task *job, bool cancel);
/* Cancel the work without waiting for it: `release` frees the job once
 * its thread is done with it (at once if it is already).  For work on
 * idle processors (quiet_thread_idle), which a busy machine may take a
 * while to give the moment it needs to see the cancel: nobody waits. */
void job_abandon(job_task *job, void (*release)(job_task *));
/* The release of a job that is one block from malloc, its job_task
 * first: free() alone. */
void job_free(job_task *job);

/* How many abandoned jobs may still wait to end before work nobody has
 * asked for stops starting: on a machine kept busy an abandoned job on
 * idle processors waits for one, holding its thread and its memory, and
 * a player moving on would otherwise leave one behind at every step. */
#define JOB_LEFT_BEHIND_MAX 2
/* Whether work nobody has asked for yet (a search ahead, a review in the
 * background) may start now: fewer than JOB_LEFT_BEHIND_MAX abandoned
 * jobs are still waiting to end.  Asked for again later, it may. */
bool job_room_ahead(void);
/* The spinner's character for a job at work; '\0' while it is quiet. */
char job_spinner(const job_task *job);

#endif
