/*
 * Files that tumble writes (saves, progress, high scores, history) are
 * replaced atomically: the new text goes to a temporary file in the same
 * folder, is flushed to disk, and is renamed over the old file.  A crash or
 * a full disk at any moment leaves either the old file or the new one,
 * never a mix.
 *
 * The temporary file has no name while it is written (O_TMPFILE) and gets
 * one only for the moment between linking it in and the rename; where the
 * file system cannot do that it is named FILE.PID.XXXXXX from the start.
 * Either way, every write first removes the temporaries of FILE that
 * writers no longer running left behind, so a killed write leaves nothing
 * for long.  A new file gets mode 0666 less the umask (0600 for private
 * files: every file of the player's data folder, and the history); a
 * replaced file keeps its mode and, where the process may set it, its
 * owner.  Through a symbolic link the file linked to is replaced, and
 * the link stays.  A writer that shares the file with other tumbles
 * holds its lock meanwhile (atomic_lock.h).
 */
#ifndef TUMBLE_IO_ATOMIC_FILE_H
#define TUMBLE_IO_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct atomic_file {
	FILE *fp;          /* write the new contents here */
	char path[4096];   /* the file to replace */
	char temp[4096];   /* the temporary file's name beside it */
	bool anonymous;    /* the temporary has no name until the commit */
} atomic_file;

/* Open a temporary file beside `path`.  On failure, writes a message
 * naming the file to `error` and returns false. */
bool atomic_file_open(atomic_file *f, const char *path, char *error,
    size_t error_size);
/* The same for a file only its owner should read when it is new. */
bool atomic_file_open_private(atomic_file *f, const char *path, char *error,
    size_t error_size);
/* Whether what `path` names now may be replaced (it is a regular file,
 * or nothing, or a link to one), as atomic_file_open() first checks;
 * if not, a message naming it in `error`.  For asking before a file is
 * replaced only where the answer can matter. */
bool atomic_file_replaceable(const char *path, char *error,
    size_t error_size);
/* The same, and that its folder is there, is a folder and takes a new
 * file from this user, as a writer that makes no folder needs: for
 * refusing a name before anything is made to be written there, in the
 * words a write would fail with. */
bool atomic_file_writable(const char *path, char *error,
    size_t error_size);
/* Flush, sync and rename over the target.  On any failure the temporary
 * file is removed, the old file is untouched, and a message is written. */
bool atomic_file_commit(atomic_file *f, char *error, size_t error_size);
/* The same without waiting for the disk: for a file written again
 * within moments (a game kept after each move), where a sync a time
 * would hold the player up on a slow disk.  The rename is as atomic: a
 * process killed leaves the old file or the new one whole.  A power
 * cut may lose the newest, or, on a file system that puts a name on
 * the disk before its data, leave the file empty: a reader takes that
 * as a damaged file. */
bool atomic_file_commit_unsynced(atomic_file *f, char *error,
    size_t error_size);
/* Give up: remove the temporary file, keep the old one. */
void atomic_file_abort(atomic_file *f);

/* Write a whole text in one go. */
bool atomic_file_write(const char *path, const char *text, size_t len,
    char *error, size_t error_size);
/* The same for a file only its owner should read when it is new. */
bool atomic_file_write_private(const char *path, const char *text,
    size_t len, char *error, size_t error_size);

/* Create a folder and its parents (mode 0700 for new ones). */
bool atomic_file_make_dirs(const char *path, char *error, size_t error_size);
/* The same for the folder that holds the file `path`. */
bool atomic_file_make_parent(const char *path, char *error,
    size_t error_size);

/*
 * A small file of tumble's own that failed to read: a damaged one
 * (`line` > 0) is set aside as FILE.bad, or FILE.bad.1, .2 ... when that
 * is taken (an earlier copy set aside is never overwritten), kept for the
 * player to look at, so that the file can be mended or started afresh
 * rather than the game refusing to keep anything.  The copy is a second
 * name of the same file: FILE stays until the caller replaces it, so no
 * reader finds it missing meanwhile.  FILE a symbolic link, the copy
 * holds the bytes of the file it links to, which the caller's write
 * replaces next.  `message` says what was wrong and
 * the copy's name; returns whether it was set aside.
 */
bool atomic_file_set_aside(const char *path, const char *file, int line,
    int col, const char *what, char *message, size_t message_size);

#endif
