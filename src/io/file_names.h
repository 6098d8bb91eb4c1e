/*
 * File names as a player types them: a leading ~ for the home folder,
 * and completion of a name begun, shared by the command line's Tab and
 * the screens' typed file names.
 */
#ifndef TUMBLE_IO_FILE_NAMES_H
#define TUMBLE_IO_FILE_NAMES_H

#include <stdbool.h>
#include <stddef.h>

/* `name` with a leading "~" or "~/" read as $HOME, as a shell reads it,
 * into `out`; any other name as it is.  False when it does not fit or
 * HOME is not set for a name that needs it. */
bool file_names_expand(const char *name, char *out, size_t size);

/* Called for each file or folder whose name completes `word`, with
 * `completed` spelt as the word was (a leading ~ kept), a folder ending
 * in '/'.  Hidden files only when the word's last part starts with '.'. */
typedef void file_names_found(void *data, const char *completed);
void file_names_complete(const char *word, file_names_found *found,
    void *data);

/* What every completion of `word` shares, in whole UTF-8 characters,
 * into `out` (at least `word` itself), and how many there are. */
size_t file_names_common(const char *word, char *out, size_t size);

#endif
