/*
 * Threads for work in the background (searches) that leave signals to
 * the thread that started them: Ctrl-C, a resize or a terminating signal
 * reaches the front end's own loop, which alone knows how to answer it
 * (cancel, redraw, restore the terminal).  Signals a fault raises in the
 * thread itself (a crash) still reach it, so the crash handler runs.
 */
#ifndef TUMBLE_SESSION_QUIET_THREAD_H
#define TUMBLE_SESSION_QUIET_THREAD_H

#include <pthread.h>
#include <stdbool.h>

/* pthread_create with every asynchronous signal blocked in the new
 * thread; false when no thread can start. */
bool quiet_thread_start(pthread_t *thread, void *(*main)(void *),
    void *arg);

/* From now on the calling thread, and the threads it starts (they inherit
 * its scheduling), run only on a processor that would otherwise idle:
 * Linux's SCHED_IDLE, elsewhere the lowest priority a thread can take.
 * For work nobody waits for, which must never slow what a player sees
 * nor anything else the machine runs. */
void quiet_thread_idle(void);

#endif
