/*
 * A game being found (see game_open_impl.h): the request's defaults, the
 * refusals in the words every front end shows, and the names a game
 * found is given.  Below both the finding of a name (game_open.c) and the
 * reading of a file (game_open_file.c).
 */
#include "session/game_open.h"
#include "session/game_open_impl.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "io/escape.h"
#include "io/scores.h"

game_request game_request_new(game_kind kind)
{
	return (game_request){ .kind = kind, .random = same_id_judge(0) };
}

bool game_open_fail(game_open_error *err, game_open_status status,
    const char *fmt, ...)
{
	/* Names in it come from outside (arguments, files): escaped here,
	 * once, for every front end that shows it. */
	va_list ap;
	va_start(ap, fmt);
	escape_vformat_fit(err->text, sizeof err->text, true, fmt, ap);
	va_end(ap);
	err->status = status;
	err->in_file = false;
	err->unreadable = false;
	err->past_pack_end = false;
	err->boards_held = 0;
	err->other_kind = false;
	return false;
}

/* A reader's error, worded as the reader words it: every command then
 * prints it as FILE:LINE:COL: what, with no prefix of its own. */
bool game_open_fail_io(game_open_error *err, const io_error *e)
{
	if (e->line > 0)
		game_open_fail(err, GAME_OPEN_BAD_INPUT, "%s:%d:%d: %s",
		    e->file, e->line, e->col, e->what);
	else
		game_open_fail(err, GAME_OPEN_BAD_INPUT, "%s: %s", e->file,
		    e->what);
	err->in_file = true;
	err->line = e->line;
	err->col = e->col;
	snprintf(err->what, sizeof err->what, "%s", e->what);
	return false;
}

bool game_open_fail_unreadable(game_open_error *err, const char *path,
    const char *why)
{
	game_open_fail(err, GAME_OPEN_BAD_INPUT, "%s: %s", path, why);
	err->unreadable = true;
	snprintf(err->what, sizeof err->what, "%s", why);
	return false;
}

bool game_source_has_blocks(const game_request *r, const game_source *src,
    const char *path, game_open_error *err)
{
	io_error e;
	/* Played, it would open over at once, as if cleared too soon. */
	if (src->kind != GAME_MAYAN || !mayan_board_empty(&src->mayan.board) ||
	    (r != NULL && (r->unsettled || r->judged)))
		return true;
	io_error_set(&e, path, 0, 0, "expected a board with blocks to clear, "
	    "found none");
	return game_open_fail_io(err, &e);
}

const char *game_open_base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash != NULL ? slash + 1 : path;
}

/* The title comes from a file (a puzzle's header, a file's name), so it
 * is kept escaped: every screen and status line shows it as it is. */
void game_source_name(game_source *src, const char *origin,
    const char *title)
{
	snprintf(src->origin, sizeof src->origin, "%s", origin);
	escape_for_terminal(src->title, sizeof src->title, title);
}

/* The high-score table of a Same Game board: by size and colours. */
void game_source_size_kind(game_source *src)
{
	scores_same_kind(src->score_kind, sizeof src->score_kind,
	    src->same.rows, src->same.cols, src->same.colors);
}

void game_source_clear(game_source *src, game_open_error *err)
{
	memset(src, 0, sizeof *src);
	src->number = 1;
	err->status = GAME_OPEN_OK;
	err->in_file = false;
	err->unreadable = false;
	err->boards_held = 0;
	err->other_kind = false;
	err->text[0] = '\0';
}

bool game_open_board_held(const char *name, long games, long k,
    game_open_error *err)
{
	/* What the file holds is its data's business, not the command
	 * line's: a board past its end is bad input. */
	if (k <= games)
		return true;
	game_open_fail(err, GAME_OPEN_BAD_INPUT, "%s holds %ld board%s; "
	    "there is no board %ld", name, games, games == 1 ? "" : "s", k);
	err->boards_held = games;
	return false;
}

