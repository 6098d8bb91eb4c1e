/*
 * The custom board of the title menu: the rows, columns and colours the
 * player last chose for "Custom board", remembered for the next time in
 * $XDG_DATA_HOME/tumble/same-custom, a small text file a person can read
 * and mend:
 *
 *     # tumble: the custom Same Game board of the title menu
 *     size 12x18
 *     colors 4
 *     clearable yes
 *
 * '#' lines and blank lines are ignored; each key may come once, in any
 * order, and one left out keeps its default.  Sizes are 1..20, colours
 * 1..6 (SPEC.md section 1b); `clearable` is yes or no (a board built so
 * that a line clears it; no by default, and then not written).  The file
 * is replaced atomically; a damaged one is reported by file:line:col and
 * the defaults used instead, and a copy of it is set aside as FILE.bad
 * (see atomic_file_set_aside) before the next choice replaces it.
 */
#ifndef TUMBLE_IO_SAME_CUSTOM_H
#define TUMBLE_IO_SAME_CUSTOM_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

/* The file's name in tumble's data folder. */
#define SAME_CUSTOM_FILE "same-custom"

typedef struct same_custom {
	int rows, cols, colors;
	bool clearable;
} same_custom;

/* What the menu offers before the player has chosen: 12x12, 4 colours,
 * a size none of its fixed entries has. */
same_custom same_custom_default(void);
/* Read the choice from `s` (a key it leaves out takes the default); on
 * a malformed line, `e` names file:line:col and `c` is left as it was. */
bool same_custom_parse(io_scan *s, same_custom *c, io_error *e);
/* Read the file at `path`; a missing file gives the defaults, and so
 * does a malformed one, with `e` naming its bad line. */
bool same_custom_read(const char *path, same_custom *c, io_error *e);
/* Replace the file atomically, creating its folder when needed. */
bool same_custom_write(const char *path, const same_custom *c, char *error,
    size_t error_size);

#endif
