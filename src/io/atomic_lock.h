/*
 * The advisory lock of a shared file (flock on FILE.lock beside it),
 * held from its read to its rename, so that games and shells that change
 * it at once all keep their entries.  FILE.lock is opened without
 * following a symbolic link, so a link there cannot make tumble create a
 * file elsewhere.  The files themselves are replaced as atomic_file.h
 * says.
 */
#ifndef TUMBLE_IO_ATOMIC_LOCK_H
#define TUMBLE_IO_ATOMIC_LOCK_H

#include <stdbool.h>
#include <stddef.h>

/* Each holder writes its mark into FILE.lock, and a waiter waits for as
 * long as the lock keeps changing hands: it gives up only when one
 * holder has kept it for `seconds`.  Returns the lock's descriptor, or
 * -1 with a message when it cannot be had. */
#define ATOMIC_FILE_LOCK_SECONDS 3.0
int atomic_file_lock(const char *path, double seconds, char *error,
    size_t error_size);
/* The same without waiting: -1 at once when another holds it, with
 * `busy` set (and no message: nothing is wrong), else as
 * atomic_file_lock(), `busy` false. */
int atomic_file_try_lock(const char *path, bool *busy, char *error,
    size_t error_size);
void atomic_file_unlock(int lock);

#endif
