/*
 * An input read whole into memory, for readers to take in turn, each from
 * its start: a pipe or standard input is read once, and a reader that
 * finds it is not its kind hands the text to another, as a file named is
 * opened again.
 */
#ifndef TUMBLE_IO_SCAN_TEXT_H
#define TUMBLE_IO_SCAN_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "io/scan.h"

typedef struct io_text {
	char *text;
	size_t len;       /* at most IO_SCAN_FILE_MAX + 1 */
	const char *name; /* the input's, as its scanner named it */
} io_text;

/* The rest of the input of `s` read into `t`, as a file read whole is:
 * IO_SCAN_FILE_MAX bytes and one more at most, so that a scanner over it
 * stops, past that limit or a line's, where one over the input would.
 * Only white space may have been consumed from `s` (save_looks_like_save
 * consumes it): the text begins with as many newlines and blanks, so
 * that a reader of it names every place by the input's own line and
 * column.  `s` is used up.  False, with `e` saying why, when memory runs
 * out or reading fails; io_text_free() frees the text. */
bool io_scan_take_text(io_scan *s, io_text *t, io_error *e);
void io_text_free(io_text *t);
/* A scanner over `t` from its start, read as a file read whole (at most
 * IO_SCAN_FILE_MAX bytes); NULL when out of memory. */
io_scan *io_scan_new_text(const io_text *t);

#endif
