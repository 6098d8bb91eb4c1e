/*
 * Loaded into tumble by an end-to-end test (LD_PRELOAD): the first thread
 * the game starts, a search's, does nothing until the game joins it, as
 * a search made long by a busy machine, or by its puzzle, still runs when
 * the player stops it.  The screen that waits for it shows its spinner
 * however long the test takes to look, and the key that stops it always
 * meets a search under way, which then starts with its stop asked.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

typedef void *(*thread_main)(void *);

static atomic_bool held_joined;

/* The thread held, the one.  Under the sanitizers their own start comes
 * here to be held (their pthread_create calls this one): the thread is
 * not theirs yet, so nothing here allocates. */
static struct {
	thread_main main;
	void *arg;
} held;

static void *held_main(void *unused)
{
	(void)unused;
	const struct timespec pause = { .tv_nsec = 10 * 1000 * 1000 };
	while (!atomic_load(&held_joined))
		nanosleep(&pause, NULL);
	return held.main(held.arg);
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
    thread_main main, void *arg)
{
	static int (*real)(pthread_t *, const pthread_attr_t *, thread_main,
	    void *);
	static atomic_flag held_one = ATOMIC_FLAG_INIT;
	/* The form POSIX gives for a function that dlsym() finds. */
	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "pthread_create");
	if (atomic_flag_test_and_set(&held_one))
		return real(thread, attr, main, arg);
	held.main = main;
	held.arg = arg;
	return real(thread, attr, held_main, NULL);
}

int pthread_join(pthread_t thread, void **result)
{
	static int (*real)(pthread_t, void **);
	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "pthread_join");
	atomic_store(&held_joined, true);
	return real(thread, result);
}
