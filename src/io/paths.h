/*
 * Where tumble keeps its files: saves, progress and high scores under
 * $XDG_DATA_HOME/tumble (default ~/.local/share/tumble), command history
 * under $XDG_STATE_HOME/tumble (default ~/.local/state/tumble).
 */
#ifndef TUMBLE_IO_PATHS_H
#define TUMBLE_IO_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* The longest name of a folder of tumble's, in bytes: the files in it,
 * with the suffixes of one being written, set aside or locked
 * ("kept-same-2.12345.0a1b2c", "scores.bad.3"), take up to 128 more, and
 * a path holds at most 4096 (PATH_MAX) with its NUL.  A folder with a
 * longer name is none: each of its files would fail, some silently, or
 * be named cut short, as another file. */
#define PATHS_DIR_MAX (4096 - 128)

/* Write the folder (without creating it) to `out`; false when neither the
 * XDG variable nor HOME is set, or the path is too long for `size` or
 * PATHS_DIR_MAX. */
bool paths_data_dir(char *out, size_t size);
bool paths_state_dir(char *out, size_t size);
/* The folder of paths_data_dir() as a player reads it: the home folder
 * it starts in, if it does, as "~" ("~/.local/share/tumble"); false as
 * paths_data_dir() is. */
bool paths_data_dir_shown(char *out, size_t size);
/* Why paths_data_dir() names no folder, in words that end a sentence
 * such as "Nothing is kept (progress, marks): ": that neither variable
 * is set, or that the folder's name is too long; "" when it names one. */
const char *paths_data_trouble(void);
/* The folder joined with a file name, e.g. paths_data_file("scores", ...). */
bool paths_data_file(const char *name, char *out, size_t size);
bool paths_state_file(const char *name, char *out, size_t size);

#endif
