/*
 * The puzzle being made in the editor, kept when tumble closes before it
 * was written (SIGINT, SIGTERM, a hang-up, a quit from the too-small
 * screen), as a game in play is kept to continue: the editor offers it
 * the next time it opens.  One draft, in the data folder's mayan-draft:
 * a puzzle file whose header holds its title and the file it was to be
 * written to, its board as it stood (a line of 3 standing included).
 * The puzzle written where the player says is written here too.
 */
#ifndef TUMBLE_SESSION_MAYAN_DRAFT_H
#define TUMBLE_SESSION_MAYAN_DRAFT_H

#include <stdbool.h>
#include <stddef.h>

#include "session/mayan_edit.h"

/* Keep the board being made, and `target` (NULL or "" for none), the
 * file it was to be written to; false, with `alert` saying why, when it
 * cannot be written. */
bool mayan_draft_keep(const mayan_edit_board *e, const char *target,
    char *alert, size_t alert_size);

/* The draft kept, into `e` (as the editor opens a board, marked changed:
 * it was never written) and `target` ("" for none); false when there is
 * none.  A draft that does not read is set aside as mayan-draft.bad and
 * `alert` says so. */
bool mayan_draft_read(mayan_edit_board *e, char *target, size_t target_size,
    char *alert, size_t alert_size);

/* The draft is taken up: it is the editor's again. */
void mayan_draft_forget(void);

/* Write the puzzle being made to `path`, a file the player names (new,
 * it gets the mode the umask leaves: it is theirs to pass on), and mark
 * it unchanged; false, `error` saying why ("cannot write PATH: ..."),
 * when it cannot be written, the file there as it was. */
bool mayan_draft_write(mayan_edit_board *e, const char *path, char *error,
    size_t error_size);

/* What writing the puzzle to `path` would do, `current` being the file
 * last read or written ("" for none): write at once (that file, or
 * where nothing is), ask first (any other file there may be another
 * puzzle), or nothing, `error` saying why, where the writer would refuse
 * (a folder, a FIFO): a question whose yes could only fail. */
typedef enum mayan_draft_place {
	MAYAN_DRAFT_WRITE,
	MAYAN_DRAFT_ASK_FIRST,
	MAYAN_DRAFT_REFUSED,
} mayan_draft_place;
mayan_draft_place mayan_draft_place_of(const char *path, const char *current,
    char *error, size_t error_size);

#endif
