/*
 * Searches on a thread of their own (see job.h).
 */
#include "ui/job.h"

#include <signal.h>

static void *ui_job_main(void *arg)
{
	ui_job *job = arg;
	job->work(job, &job->cancel);
	atomic_store(&job->done, true);
	if (atomic_exchange(&job->handed, true))
		job->release(job);
	return NULL;
}

bool ui_job_start(ui_job *job, void (*work)(ui_job *, const atomic_bool *))
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
	const bool started = pthread_create(&job->thread, NULL, ui_job_main,
	    job) == 0;
	pthread_sigmask(SIG_SETMASK, &before, NULL);
	return started;
}

bool ui_job_done(ui_job *job)
{
	return atomic_load(&job->done);
}

void ui_job_finish(ui_job *job, bool cancel)
{
	if (cancel)
		atomic_store(&job->cancel, true);
	pthread_join(job->thread, NULL);
}

void ui_job_abandon(ui_job *job, void (*release)(ui_job *))
{
	job->release = release;
	atomic_store(&job->cancel, true);
	pthread_detach(job->thread);
	if (atomic_exchange(&job->handed, true))
		release(job);
}

char ui_job_spinner(const ui_job *job)
{
	static const char turns[] = "|/-\\";
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	long ms = (long)(now.tv_sec - job->started.tv_sec) * 1000 +
	    (now.tv_nsec - job->started.tv_nsec) / 1000000;
	if (ms < UI_JOB_QUIET_MS)
		return '\0';
	/* A turn per poll, so each redraw shows it moving. */
	return turns[ms / UI_JOB_POLL_MS % 4];
}
