/*
 * Loaded into tumble by an end-to-end test (LD_PRELOAD): every wait for
 * a key with no time limit (the terminal and the stop signals' pipe,
 * with no tick due) starts two seconds late, as a busy machine may make
 * a program wait between looking for a resize and waiting.  A resize
 * that comes in between must still end the wait.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <poll.h>
#include <signal.h>
#include <time.h>

/* Two seconds, resumed after any signal: the resize lands in them. */
static void slow_wait_late(void)
{
	struct timespec left = { 2, 0 };
	while (nanosleep(&left, &left) != 0)
		;
}

int poll(struct pollfd *fds, nfds_t count, int ms)
{
	static int (*real)(struct pollfd *, nfds_t, int);
	/* The form POSIX gives for a function that dlsym() finds. */
	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "poll");
	if (count == 2 && ms < 0)
		slow_wait_late();
	return real(fds, count, ms);
}

int ppoll(struct pollfd *fds, nfds_t count, const struct timespec *limit,
    const sigset_t *mask)
{
	static int (*real)(struct pollfd *, nfds_t, const struct timespec *,
	    const sigset_t *);
	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "ppoll");
	if (count == 2 && limit == NULL)
		slow_wait_late();
	return real(fds, count, limit, mask);
}
