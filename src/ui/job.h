/*
 * A search on a thread of its own, so that a screen keeps drawing and
 * listening while a solver or planner works: started, polled from the
 * screen's tick, cancelled through the atomic flag the engine's searches
 * take, and shown by a spinner once it has taken long enough to notice.
 *
 * The thread blocks every signal: they are the curses loop's to take.
 *
 * A job embeds `ui_job` as its first member and gives a function that
 * does the work; nothing else is shared between the two threads until
 * ui_job_finish() has joined.
 */
#ifndef TUMBLE_UI_JOB_H
#define TUMBLE_UI_JOB_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

/* How often a screen polls a job, and how long a job runs before its
 * spinner shows: a quicker search shows none. */
#define UI_JOB_POLL_MS 50
#define UI_JOB_QUIET_MS 100

typedef struct ui_job ui_job;
struct ui_job {
	pthread_t thread;
	atomic_bool cancel;
	atomic_bool done;
	/* Set by the first of the thread ending and the job being abandoned:
	 * the second frees an abandoned job. */
	atomic_bool handed;
	struct timespec started;
	/* Runs on the job's thread; returns when done or `cancel` is set. */
	void (*work)(ui_job *job, const atomic_bool *cancel);
	void (*release)(ui_job *job); /* frees an abandoned job */
};

/* Start `work` on `job`; false when no thread can start. */
bool ui_job_start(ui_job *job, void (*work)(ui_job *, const atomic_bool *));
/* True once the work has returned. */
bool ui_job_done(ui_job *job);
/* Wait for the work, cancelling it first when `cancel`. */
void ui_job_finish(ui_job *job, bool cancel);
/* Cancel the work without waiting for it: `release` frees the job once
 * its thread is done with it (at once if it is already).  For work on
 * idle processors (quiet_thread_idle), which a busy machine may take a
 * while to give the moment it needs to see the cancel: nobody waits. */
void ui_job_abandon(ui_job *job, void (*release)(ui_job *));
/* The spinner's character for a job at work; '\0' while it is quiet. */
char ui_job_spinner(const ui_job *job);

#endif
