/*
 * The small tables tumble keeps in its data folder (the high scores, the
 * Mayan progress), changed the one way: under the file's lock from the
 * read to the rename, so that games ending at once all keep their
 * entries, and written back atomically.
 *
 * A damaged file is neither lost nor fatal: its good lines are kept in
 * place, the file as it was is set aside as FILE.bad (or the first free
 * FILE.bad.N) for the player to look at, and a message names the first
 * bad line and the copy.  A file that cannot be read at all (no
 * permission, a FIFO) is left alone and nothing is written to it.
 */
#ifndef TUMBLE_IO_TABLE_FILE_H
#define TUMBLE_IO_TABLE_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

/* How one kind of table reads and writes its file. */
typedef struct table_file {
	/* The good lines into `table`; false with the first bad line in
	 * `e` (line 0 when the file could not be read at all). */
	bool (*read)(const char *path, void *table, io_error *e);
	bool (*write)(const char *path, const void *table, char *error,
	    size_t error_size);
} table_file;

/* Read the file at `path` into `table`; a damaged one is mended under its
 * lock as above, `*set_aside` set and `message` saying so (else it is
 * empty).  False when the file cannot be read, or a damaged one could be
 * neither set aside nor mended; `message` says why. */
bool table_file_load(const char *path, const table_file *kind, void *table,
    bool *set_aside, char *message, size_t message_size);

/* Under the lock: load the file as table_file_load() does, let `change`
 * change the table, and write it back when `change` returns true (or
 * the file was mended).  False when the change could not be kept; then
 * `message` says so plainly. */
bool table_file_change(const char *path, const table_file *kind,
    void *table, bool (*change)(void *table, void *user), void *user,
    bool *set_aside, char *message, size_t message_size);

#endif
