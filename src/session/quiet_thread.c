/*
 * Background threads that take no asynchronous signal (see
 * quiet_thread.h).
 */
/* SCHED_IDLE is Linux's own. */
#define _GNU_SOURCE
#include "session/quiet_thread.h"

#include <sched.h>
#include <signal.h>
#include <sys/resource.h>

/* Raised by the faulting thread itself: blocking them would kill the
 * process without its crash handler. */
static const int quiet_thread_fault_signals[] = { SIGSEGV, SIGBUS, SIGFPE,
	SIGILL, SIGABRT, SIGTRAP, SIGSYS };

bool quiet_thread_start(pthread_t *thread, void *(*main)(void *),
    void *arg)
{
	/* A new thread inherits its creator's mask: block around the
	 * creation, then give the creator its own back. */
	sigset_t quiet, before;
	sigfillset(&quiet);
	for (size_t i = 0; i < sizeof quiet_thread_fault_signals /
	    sizeof quiet_thread_fault_signals[0]; i++)
		sigdelset(&quiet, quiet_thread_fault_signals[i]);
	pthread_sigmask(SIG_SETMASK, &quiet, &before);
	bool started = pthread_create(thread, NULL, main, arg) == 0;
	pthread_sigmask(SIG_SETMASK, &before, NULL);
	return started;
}

void quiet_thread_idle(void)
{
#ifdef SCHED_IDLE
	/* On Linux, 0 names the calling thread, not the whole process. */
	const struct sched_param none = { .sched_priority = 0 };
	if (sched_setscheduler(0, SCHED_IDLE, &none) == 0)
		return;
#endif
	/* Where there is no idle class, nice 19 is the next best; failing
	 * that the work runs at the priority it has, which costs only
	 * speed. */
	(void)setpriority(PRIO_PROCESS, 0, 19);
}
