/*
 * The editor's unwritten puzzle, kept, and the puzzle written where the
 * player says (see mayan_draft.h).
 */
#include "session/mayan_draft.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/atomic_file.h"
#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/paths.h"

#define MAYAN_DRAFT_FILE "mayan-draft"

/* The header field that holds the file the puzzle was to be written to. */
#define MAYAN_DRAFT_TARGET "file"

bool mayan_draft_keep(const mayan_edit_board *e, const char *target,
    char *alert, size_t alert_size)
{
	char path[4096], error[512];
	mayan_puzzle p;
	atomic_file f;
	alert[0] = '\0';
	mayan_edit_puzzle(e, &p);
	/* A name the header cannot hold as it is (a control byte, too
	 * long) is left out: the puzzle matters more than where it was to
	 * go. */
	if (target != NULL && target[0] != '\0')
		(void)mayan_puzzle_add_field(&p, MAYAN_DRAFT_TARGET, target);
	if (!paths_data_file(MAYAN_DRAFT_FILE, path, sizeof path)) {
		snprintf(alert, alert_size, "The puzzle being made could not "
		    "be kept: no data folder (is HOME set?).");
		return false;
	}
	/* The player's alone (0600) when new, as every file of the data
	 * folder is. */
	if (!atomic_file_make_parent(path, error, sizeof error) ||
	    !atomic_file_open_private(&f, path, error, sizeof error) ||
	    !mayan_judge_commit(&f, &p, error, sizeof error)) {
		snprintf(alert, alert_size, "The puzzle being made could not "
		    "be kept: %s.", error);
		return false;
	}
	return true;
}

bool mayan_draft_read(mayan_edit_board *e, char *target, size_t target_size,
    char *alert, size_t alert_size)
{
	char path[4096];
	mayan_puzzle p;
	io_error err;
	alert[0] = '\0';
	target[0] = '\0';
	if (!paths_data_file(MAYAN_DRAFT_FILE, path, sizeof path) ||
	    access(path, F_OK) != 0)
		return false;
	if (!levels_read_unsettled(path, &p, &err)) {
		/* Set aside for the player to look at; asked about again at
		 * every opening, it would be in the way.  A damaged one that
		 * stays is named by line and column all the same. */
		if (atomic_file_set_aside(path, MAYAN_DRAFT_FILE, err.line,
		    err.col, err.what, alert, alert_size))
			unlink(path);
		else if (err.line == 0)
			snprintf(alert, alert_size, "The puzzle kept from the "
			    "editor does not read: %s.", err.what);
		return false;
	}
	mayan_edit_open(e, &p.board, p.moves);
	const char *title = mayan_puzzle_field(&p, "title");
	if (title != NULL)
		mayan_edit_set_title(e, title);
	const char *file = mayan_puzzle_field(&p, MAYAN_DRAFT_TARGET);
	if (file != NULL)
		snprintf(target, target_size, "%s", file);
	e->changed = true;
	return true;
}

void mayan_draft_forget(void)
{
	char path[4096];
	if (paths_data_file(MAYAN_DRAFT_FILE, path, sizeof path))
		unlink(path);
}

bool mayan_draft_write(mayan_edit_board *e, const char *path, char *error,
    size_t error_size)
{
	mayan_puzzle p;
	atomic_file f;
	mayan_edit_puzzle(e, &p);
	if (!atomic_file_open(&f, path, error, error_size) ||
	    !mayan_judge_commit(&f, &p, error, error_size))
		return false;
	e->changed = false;
	return true;
}

mayan_draft_place mayan_draft_place_of(const char *path, const char *current,
    char *error, size_t error_size)
{
	struct stat there;
	if (strcmp(path, current) == 0 || lstat(path, &there) != 0)
		return MAYAN_DRAFT_WRITE;
	return atomic_file_replaceable(path, error, error_size) ?
	    MAYAN_DRAFT_ASK_FIRST : MAYAN_DRAFT_REFUSED;
}
