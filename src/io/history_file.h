/*
 * The command line's history file, as libedit writes it: the line
 * "_HiStOrY_V2_", then one line per entry with every blank, control byte
 * and backslash written as an escape, so that no line of a good file is
 * empty or holds a blank or a control byte.
 *
 * libedit reads such a file without limits and drops a file it does not
 * take without a word, to be overwritten by the next line saved.  So
 * tumble checks the file first, under its lock: one that is not a
 * regular file (a link to /dev/zero, a FIFO) is neither read nor written,
 * and a damaged one (CRLF lines, binary bytes, no header) is set aside as
 * FILE.bad as the scores and progress are, the history starting afresh.
 */
#ifndef TUMBLE_IO_HISTORY_FILE_H
#define TUMBLE_IO_HISTORY_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

/* The header line libedit writes and wants. */
#define HISTORY_FILE_HEADER "_HiStOrY_V2_"
/* The largest history file read: room for 1000 lines of 4095 bytes, each
 * byte written as an escape of up to five ("\M-^A"). */
#define HISTORY_FILE_MAX (32 * 1048576)

/* Check the history text at the scanner as described above; `unused` is
 * for io_scan_read_file's sake. */
bool history_file_parse(io_scan *s, void *unused, io_error *e);

typedef enum history_file_state {
	HISTORY_FILE_READY,     /* a good file, or none: load and save it */
	HISTORY_FILE_SET_ASIDE, /* damaged, set aside and removed: save */
	HISTORY_FILE_REFUSED,   /* neither load it nor save over it */
} history_file_state;

/* What to do with the history file at `path`, which the caller has
 * locked (atomic_file_lock) when `locked`; unlocked, a damaged file is
 * refused rather than set aside.  `message` says why when the state is
 * not HISTORY_FILE_READY. */
history_file_state history_file_check(const char *path, bool locked,
    char *message, size_t message_size);

#endif
