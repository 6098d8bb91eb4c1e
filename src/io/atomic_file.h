/*
 * Files that tumble writes (saves, progress, high scores, history) are
 * replaced atomically: the new text goes to a temporary file in the same
 * folder, is flushed to disk, and is renamed over the old file.  A crash or
 * a full disk at any moment leaves either the old file or the new one,
 * never a mix.
 */
#ifndef TUMBLE_IO_ATOMIC_FILE_H
#define TUMBLE_IO_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct atomic_file {
	FILE *fp;          /* write the new contents here */
	char path[4096];   /* the file to replace */
	char temp[4096];   /* the temporary file beside it */
} atomic_file;

/* Open a temporary file beside `path`.  On failure, writes a message
 * naming the file to `error` and returns false. */
bool atomic_file_open(atomic_file *f, const char *path, char *error,
    size_t error_size);
/* Flush, sync and rename over the target.  On any failure the temporary
 * file is removed, the old file is untouched, and a message is written. */
bool atomic_file_commit(atomic_file *f, char *error, size_t error_size);
/* Give up: remove the temporary file, keep the old one. */
void atomic_file_abort(atomic_file *f);

/* Write a whole text in one go. */
bool atomic_file_write(const char *path, const char *text, size_t len,
    char *error, size_t error_size);

/* Create a folder and its parents (mode 0700 for new ones). */
bool atomic_file_make_dirs(const char *path, char *error, size_t error_size);
/* The same for the folder that holds the file `path`. */
bool atomic_file_make_parent(const char *path, char *error,
    size_t error_size);

/*
 * A small file of tumble's own that failed to read: a damaged one
 * (`line` > 0) is renamed to FILE.bad, kept for the player to look at, so
 * that a fresh one can be started rather than the game refusing to keep
 * anything.  `message` says what was wrong and where the file went;
 * returns whether it was set aside.
 */
bool atomic_file_set_aside(const char *path, const char *file, int line,
    int col, const char *what, char *message, size_t message_size);

#endif
