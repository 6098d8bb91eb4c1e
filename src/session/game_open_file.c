/*
 * A game read from a file (see game_open_impl.h): a save, a Mayan puzzle,
 * a judge file or a board list, as its first lines show.
 */
#include "session/game_open.h"
#include "session/game_open_impl.h"
#include "session/game_rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/same_list.h"

/* A Mayan puzzle is named on screen by the title of its header, else
 * by its file's base name. */
static void game_source_name_mayan(game_source *src, const char *path)
{
	const char *title = mayan_puzzle_field(&src->mayan, "title");
	game_source_name(src, path, title != NULL && title[0] != '\0' ?
	    title : game_open_base_name(path));
}

static bool game_source_save(const game_request *r, io_scan *scan,
    const char *path, game_source *src, game_open_error *err)
{
	io_error e;
	if (r->number != 0)
		return game_open_fail(err, GAME_OPEN_USAGE, "%s is a save, "
		    "which holds one game; K is for Same Game files", path);
	if (!save_read(scan, &src->save, &e))
		return game_open_fail_io(err, &e);
	src->kind = src->save.kind == SAVE_MAYAN ? GAME_MAYAN : GAME_SAME;
	src->is_save = true;
	if (src->kind == GAME_SAME) {
		src->same = src->save.same_start;
		game_source_size_kind(src);
		game_source_name(src, path, game_open_base_name(path));
	} else {
		/* Its puzzle part is a puzzle file, named as one. */
		src->mayan = src->save.mayan_start;
		game_source_name_mayan(src, path);
	}
	return true;
}

/* Where a file's text comes from: its path, opened for each reader, or
 * a copy read once (standard input, a pipe) that each reader starts
 * over; `name` is the file's in every message either way. */
typedef struct game_file_in {
	const char *name;
	const io_text *text; /* NULL: read from the path `name` */
} game_file_in;

/* A Mayan puzzle of `in`, by the reader of its kind (`scan` is over the
 * text, else the path is read whole). */
static bool game_file_in_mayan(const game_request *r, const game_file_in *in,
    io_scan *scan, mayan_puzzle *p, io_error *e)
{
	if (in->text == NULL)
		return r->unsettled ? levels_read_unsettled(in->name, p, e) :
		    levels_read_puzzle(in->name, p, e);
	if (!(r->unsettled ? mayan_judge_read_unsettled(scan, p, e) :
	    mayan_judge_read(scan, p, e)))
		return false;
	return !scan->read_failed ||
	    io_scan_fail(scan, e, "could not read the file");
}

static bool game_source_mayan_file(const game_request *r,
    const game_file_in *in, io_scan *scan, game_source *src,
    game_open_error *err)
{
	io_error e;
	const char *path = in->name;
	if (r->number != 0)
		return game_open_fail(err, GAME_OPEN_USAGE, "%s is a Mayan "
		    "puzzle; K is for Same Game files", path);
	if (!game_file_in_mayan(r, in, scan, &src->mayan, &e))
		return game_open_fail_io(err, &e);
	src->kind = GAME_MAYAN;
	game_source_name_mayan(src, path);
	return true;
}

/* Board K of a judge file or a board list; named on screen by the file's
 * own name, and by K too when the file holds more than one. */
static bool game_source_same_file(const game_request *r, io_scan *scan,
    const char *path, game_source *src, game_open_error *err)
{
	io_error e;
	long games;
	const long k = r->number != 0 ? r->number : 1;
	if (!same_file_read_board(scan, k, &src->same, &games, &e))
		return game_open_fail_io(err, &e);
	/* A pack's board beyond its end is a name of nothing, as
	 * standard:0 is; its file's place is the game's business. */
	if (k > games && r->pack_board != NULL) {
		game_open_fail(err, GAME_OPEN_BAD_INPUT, "'%s' is no board of "
		    "a pack: its pack holds boards 1 to %ld", r->pack_board,
		    games);
		err->past_pack_end = true;
		return false;
	}
	if (!game_open_board_held(path, games, k, err))
		return false;
	src->kind = GAME_SAME;
	src->number = k;
	char title[sizeof src->title];
	if (games > 1)
		snprintf(title, sizeof title, "%.100s, board %ld",
		    game_open_base_name(path), k);
	else
		snprintf(title, sizeof title, "%s", game_open_base_name(path));
	game_source_name(src, path, title);
	game_source_size_kind(src);
	return true;
}

/* The file `in` read by the reader of `as`, or (GAME_NONE) by the one
 * its first lines call for: a save's, else that of the game they look
 * like, in `looks` (GAME_NONE for a save). */
static bool game_source_file_read(const game_request *r,
    const game_file_in *in, game_kind as, game_kind *looks,
    game_source *src, game_open_error *err)
{
	io_error e;
	const char *path = in->name;
	FILE *fp = NULL;
	*looks = as;
	if (in->text == NULL && (fp = io_scan_open_path(path, &e)) == NULL)
		return game_open_fail_unreadable(err, path, e.what);
	io_scan *scan = fp != NULL ? io_scan_new_file(fp, path) :
	    io_scan_new_text(in->text);
	if (scan == NULL) {
		if (fp != NULL)
			fclose(fp);
		return game_open_fail(err, GAME_OPEN_BAD_INPUT,
		    "out of memory");
	}
	if (as == GAME_NONE)
		*looks = game_file_looks(scan);
	if (r->kept)
		*looks = GAME_NONE;
	/* Boards to play are read as far as greedy reads them; given to
	 * the Mayan game, a file is read no further than its puzzle. */
	if (*looks == GAME_SAME && r->kind != GAME_MAYAN)
		io_scan_raise_limit(scan, IO_SCAN_INPUT_MAX);
	bool ok;
	if (*looks == GAME_NONE)
		ok = game_source_save(r, scan, path, src, err);
	else if (*looks == GAME_MAYAN)
		ok = game_source_mayan_file(r, in, scan, src, err);
	else
		ok = game_source_same_file(r, scan, path, src, err);
	io_scan_free(scan);
	if (fp != NULL)
		fclose(fp);
	return ok;
}

/* A file of the other game than the one asked for: a save is named as
 * one, not as a file of its game.  Its kind shows on a save's second
 * line, on a puzzle's or board's first. */
static bool game_source_other_kind(const game_request *r,
    const game_file_in *in, const game_source *src, game_open_error *err)
{
	char what[sizeof err->what];
	snprintf(what, sizeof what, "%s%s, not %s",
	    src->is_save ? "a saved " : "",
	    src->is_save ? game_rules_of(src->kind)->noun :
	    game_rules_of(src->kind)->a_file, game_rules_of(r->kind)->a_file);
	game_open_fail(err, GAME_OPEN_BAD_INPUT, "%s holds %s", in->name,
	    what);
	err->other_kind = true;
	err->line = src->is_save ? 2 : 1;
	err->col = 1;
	snprintf(err->what, sizeof err->what, "%s", what);
	return false;
}

/* A file of any kind, named or read once: the one rule for both. */
static bool game_source_file_in(const game_request *r,
    const game_file_in *in, game_source *src, game_open_error *err)
{
	game_kind looks;
	bool ok = game_source_file_read(r, in, GAME_NONE, &looks, src, err);
	/* A file given to one game that reads as neither is refused in
	 * that game's words, where its reader stopped: a damaged Mayan
	 * puzzle was told what a Same Game board expected.  (`load`, for
	 * either game, keeps the words of the game the file looks like.) */
	if (!ok && err->in_file && r->kind != GAME_NONE &&
	    looks != GAME_NONE && looks != r->kind)
		ok = game_source_file_read(r, in, r->kind, &looks, src, err);
	if (ok && r->kind != GAME_NONE && src->kind != r->kind)
		return game_source_other_kind(r, in, src, err);
	return ok;
}

bool game_source_read(const game_request *r, const char *name,
    const io_text *text, game_source *src, game_open_error *err)
{
	const game_file_in in = { name, text };
	return game_source_file_in(r, &in, src, err);
}
