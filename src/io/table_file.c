/*
 * Small table files changed under their lock (see table_file.h).
 */
#include "io/table_file.h"

#include <stdio.h>

#include "io/atomic_file.h"
#include "io/atomic_lock.h"

/* Read with the lock held; a damaged file gets a copy set aside, and its
 * good lines stay in `table` to be written back. */
static bool table_file_read_locked(const char *path, const table_file *kind,
    void *table, bool *set_aside, char *message, size_t message_size)
{
	io_error e;
	if (kind->read(path, table, &e))
		return true;
	*set_aside = atomic_file_set_aside(path, e.file, e.line, e.col,
	    e.what, message, message_size);
	return *set_aside;
}

bool table_file_change(const char *path, const table_file *kind,
    void *table, bool (*change)(void *table, void *user), void *user,
    bool *set_aside, char *message, size_t message_size)
{
	char error[512];
	*set_aside = false;
	message[0] = '\0';
	const int lock = atomic_file_make_parent(path, error, sizeof error) ?
	    atomic_file_lock(path, ATOMIC_FILE_LOCK_SECONDS, error,
	    sizeof error) : -1;
	if (lock < 0) {
		snprintf(message, message_size, "%s; nothing was written to it",
		    error);
		return false;
	}
	bool ok = table_file_read_locked(path, kind, table, set_aside,
	    message, message_size);
	const bool changed = ok && change != NULL && change(table, user);
	if (ok && (changed || *set_aside)) {
		ok = kind->write(path, table, error, sizeof error);
		if (!ok)
			snprintf(message, message_size, "%s", error);
	}
	atomic_file_unlock(lock);
	return ok;
}

bool table_file_load(const char *path, const table_file *kind, void *table,
    bool *set_aside, char *message, size_t message_size)
{
	io_error e;
	*set_aside = false;
	message[0] = '\0';
	if (kind->read(path, table, &e))
		return true;
	if (e.line == 0) {
		snprintf(message, message_size, "%.200s: %s", e.file, e.what);
		return false;
	}
	/* Mended under the lock, reading it again there: another tumble may
	 * have mended it meanwhile. */
	return table_file_change(path, kind, table, NULL, NULL, set_aside,
	    message, message_size);
}
