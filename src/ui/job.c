/*
 * Searches on a thread of their own (see job.h).
 */
#include "ui/job.h"

static void *ui_job_main(void *arg)
{
	ui_job *job = arg;
	job->work(job, &job->cancel);
	atomic_store(&job->done, true);
	return NULL;
}

bool ui_job_start(ui_job *job, void (*work)(ui_job *, const atomic_bool *))
{
	job->work = work;
	atomic_init(&job->cancel, false);
	atomic_init(&job->done, false);
	clock_gettime(CLOCK_MONOTONIC, &job->started);
	return pthread_create(&job->thread, NULL, ui_job_main, job) == 0;
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
