/*
 * Searches on a thread of their own (see job.h).
 */
#include "session/job.h"

#include <signal.h>
#include <stdlib.h>

/* Abandoned jobs whose threads are still at work: counted up before the
 * hand-over, down by whichever side frees the job. */
static atomic_int left_behind;

static void *job_main(void *arg)
{
	job_task *job = arg;
	job->work(job, &job->cancel);
	atomic_store(&job->done, true);
	if (atomic_exchange(&job->handed, true)) {
		job->release(job);
		atomic_fetch_sub(&left_behind, 1);
	}
	return NULL;
}

bool job_start(job_task *job, void (*work)(job_task *, const atomic_bool *))
{
	job->work = work;
	atomic_init(&job->cancel, false);
	atomic_init(&job->done, false);
	atomic_init(&job->handed, false);
	clock_gettime(CLOCK_MONOTONIC, &job->started);
	/* The thread starts with every signal blocked (it inherits the
	 * mask), so a stop signal or a resize reaches the curses loop, which
	 * waits for it, and never a search, which would only set a flag
	 * nobody is waiting on.  The faults of the thread itself still
	 * reach it: those signals cannot be blocked. */
	sigset_t all, before;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &before);
	const bool started = pthread_create(&job->thread, NULL, job_main,
	    job) == 0;
	pthread_sigmask(SIG_SETMASK, &before, NULL);
	return started;
}

bool job_done(job_task *job)
{
	return atomic_load(&job->done);
}

void job_finish(job_task *job, bool cancel)
{
	if (cancel)
		atomic_store(&job->cancel, true);
	pthread_join(job->thread, NULL);
}

void job_abandon(job_task *job, void (*release)(job_task *))
{
	job->release = release;
	atomic_store(&job->cancel, true);
	pthread_detach(job->thread);
	atomic_fetch_add(&left_behind, 1);
	if (atomic_exchange(&job->handed, true)) {
		release(job);
		atomic_fetch_sub(&left_behind, 1);
	}
}

void job_free(job_task *job)
{
	free(job);
}

bool job_room_ahead(void)
{
	return atomic_load(&left_behind) < JOB_LEFT_BEHIND_MAX;
}

char job_spinner(const job_task *job)
{
	static const char turns[] = "|/-\\";
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	long ms = (long)(now.tv_sec - job->started.tv_sec) * 1000 +
	    (now.tv_nsec - job->started.tv_nsec) / 1000000;
	if (ms < JOB_QUIET_MS)
		return '\0';
	/* A turn per poll, so each redraw shows it moving. */
	return turns[ms / JOB_POLL_MS % 4];
}
