/*
 * Where tumble keeps its files: saves, progress and high scores under
 * $XDG_DATA_HOME/tumble (default ~/.local/share/tumble), command history
 * under $XDG_STATE_HOME/tumble (default ~/.local/state/tumble).
 */
#ifndef TUMBLE_IO_PATHS_H
#define TUMBLE_IO_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* Write the folder (without creating it) to `out`; false when neither the
 * XDG variable nor HOME is set, or the path is too long. */
bool paths_data_dir(char *out, size_t size);
bool paths_state_dir(char *out, size_t size);
/* The folder joined with a file name, e.g. paths_data_file("scores", ...). */
bool paths_data_file(const char *name, char *out, size_t size);
bool paths_state_file(const char *name, char *out, size_t size);

#endif
