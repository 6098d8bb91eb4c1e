/*
 * Games kept to continue (see game_keep.h).
 */
#include "session/game_keep.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/atomic_file.h"
#include "io/escape.h"
#include "io/paths.h"
#include "io/save_file.h"
#include "session/game_play.h"

bool game_save(const game *g, const char *path, const char *from,
    char *error, size_t error_size)
{
	if (g->rules == NULL) {
		snprintf(error, error_size, "no game is loaded");
		return false;
	}
	return g->rules->save(g, path, from, error, error_size);
}

static const game_rules *game_kind_rules(game_kind kind)
{
	return kind == GAME_MAYAN ? &game_rules_mayan : &game_rules_same;
}

static bool game_kept_path(game_kind kind, char *path, size_t size)
{
	return paths_data_file(game_kind_rules(kind)->kept_file, path, size);
}

static game_kept_file game_kept_identity(const struct stat *st)
{
	return (game_kept_file){ true, st->st_dev, st->st_ino, st->st_size,
		st->st_mtim };
}

static bool game_kept_same_file(const game_kept_file *a,
    const game_kept_file *b)
{
	return a->known && b->known && a->dev == b->dev && a->ino == b->ino &&
	    a->size == b->size && a->mtime.tv_sec == b->mtime.tv_sec &&
	    a->mtime.tv_nsec == b->mtime.tv_nsec;
}

/* The kept game at `path` now, under its lock: none, this game's own
 * (the file it was taken up from, or kept last), or another's. */
static bool game_kept_is_other(const game *g, const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return false;
	const game_kept_file now = game_kept_identity(&st);
	return !game_kept_same_file(&now, &g->kept);
}

/* The kept game at `path` does not read: a damaged one is set aside
 * (FILE.bad), `message` saying so. */
static void game_kept_set_aside(game_kind kind, const char *path,
    char *message, size_t size)
{
	game g;
	game_open_error e;
	game_init(&g);
	if (game_open_kept(&g, kind, &e)) {
		game_free(&g);
		return;
	}
	if (e.in_file && e.line > 0)
		atomic_file_set_aside(path, game_kind_rules(kind)->kept_file,
		    e.line, e.col, e.what, message, size);
}

void game_keep_last(const game *g)
{
	char path[4096], why[3000];
	if (g->rules == NULL || g->watching ||
	    !paths_data_file(g->rules->last_file, path, sizeof path) ||
	    !atomic_file_make_parent(path, why, sizeof why))
		return;
	(void)game_save(g, path, g->origin, why, sizeof why);
}

bool game_keep(game *g, char *alert, size_t alert_size)
{
	char path[4096], why[3000];
	alert[0] = '\0';
	if (g->rules == NULL || g->watching ||
	    !game_kept_path(g->kind, path, sizeof path))
		return true;
	if (game_moves_at_stake(g) == 0) {
		game_forget_kept(g);
		return true;
	}
	if (!atomic_file_make_parent(path, why, sizeof why)) {
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s", why);
		return false;
	}
	/* Without its lock (a folder that cannot be written, say), the save
	 * is still tried: it says best what is wrong. */
	const int lock = atomic_file_lock(path, ATOMIC_FILE_LOCK_SECONDS, why,
	    sizeof why);
	/* One game of a kind is kept: the one it replaces is named, so that
	 * the player knows what is no longer there to take up, and a kept
	 * file that does not read is set aside first, as every damaged file
	 * of ours is. */
	char replaced[96] = "", aside[600] = "";
	time_t when;
	if (game_kept_is_other(g, path) &&
	    !game_kept(g->kind, replaced, sizeof replaced, &when)) {
		replaced[0] = '\0';
		game_kept_set_aside(g->kind, path, aside, sizeof aside);
	}
	bool kept = game_save(g, path, g->origin, why, sizeof why);
	struct stat st;
	if (kept && stat(path, &st) == 0) {
		g->kept = game_kept_identity(&st);
		g->continued = true;
	}
	if (lock >= 0)
		atomic_file_unlock(lock);
	if (!kept)
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s", why);
	else if (replaced[0] != '\0')
		snprintf(alert, alert_size, "This game is kept to continue, in "
		    "place of %s, kept before.", replaced);
	else if (aside[0] != '\0')
		escape_for_terminal(alert, alert_size, aside);
	return kept;
}

void game_forget_kept(game *g)
{
	char path[4096], why[512];
	if (!g->continued || g->rules == NULL ||
	    !game_kept_path(g->kind, path, sizeof path))
		return;
	g->continued = false;
	const int lock = atomic_file_lock(path, ATOMIC_FILE_LOCK_SECONDS, why,
	    sizeof why);
	if (lock < 0)
		return;
	/* Only the file this game was taken up from: one kept since, by
	 * another game, is that game's. */
	if (!game_kept_is_other(g, path))
		unlink(path);
	atomic_file_unlock(lock);
	g->kept.known = false;
}

/* The names of the game the kept one was opened by, when that name still
 * opens the same board: its pack board's table, its level, its id. */
static void game_kept_names(game_kind kind, game_source *kept)
{
	game_source *named = malloc(sizeof *named);
	game_request r = game_request_new(kind);
	game_open_error e;
	r.name = kept->save.from;
	const bool found = named != NULL &&
	    game_source_find(&r, named, &e) && named->kind == kept->kind &&
	    (kind == GAME_SAME ? same_board_equal(&named->same, &kept->same) :
	    mayan_board_equal(&named->mayan.board, &kept->mayan.board) &&
	    named->mayan.moves == kept->mayan.moves);
	if (found) {
		snprintf(kept->origin, sizeof kept->origin, "%s", named->origin);
		snprintf(kept->title, sizeof kept->title, "%s", named->title);
		snprintf(kept->level, sizeof kept->level, "%s", named->level);
		snprintf(kept->score_kind, sizeof kept->score_kind, "%s",
		    named->score_kind);
		kept->has_id = named->has_id;
		kept->id = named->id;
	} else {
		/* A random puzzle, or a file since changed: its name alone. */
		snprintf(kept->origin, sizeof kept->origin, "%s",
		    kept->save.from);
		snprintf(kept->title, sizeof kept->title, "%.150s",
		    kept->save.from);
	}
	free(named);
}

bool game_open_kept(game *g, game_kind kind, game_open_error *err)
{
	char path[4096];
	struct stat st;
	if (!game_kept_path(kind, path, sizeof path) ||
	    stat(path, &st) != 0) {
		snprintf(err->text, sizeof err->text, "no %s is kept to "
		    "continue", kind == GAME_MAYAN ? "Mayan puzzle" :
		    "Same Game");
		err->status = GAME_OPEN_BAD_INPUT;
		err->in_file = err->unreadable = false;
		return false;
	}
	game_source *src = malloc(sizeof *src);
	game_request r = game_request_new(kind);
	r.name = path;
	if (src == NULL) {
		snprintf(err->text, sizeof err->text, "out of memory");
		err->status = GAME_OPEN_BAD_INPUT;
		err->in_file = err->unreadable = false;
		return false;
	}
	bool ok = game_source_find(&r, src, err);
	if (ok && src->is_save && src->save.from[0] != '\0')
		game_kept_names(kind, src);
	ok = ok && game_source_start(g, src, err);
	if (ok) {
		g->continued = true;
		g->kept = game_kept_identity(&st);
	}
	free(src);
	return ok;
}

bool game_kept(game_kind kind, char *words, size_t size, time_t *when)
{
	char path[4096];
	struct stat st;
	if (!game_kept_path(kind, path, sizeof path) || stat(path, &st) != 0)
		return false;
	game g;
	game_open_error e;
	game_init(&g);
	if (!game_open_kept(&g, kind, &e))
		return false;
	const int moves = game_moves_at_stake(&g);
	if (moves == 0) {
		/* A game kept after its end, by an older tumble: nothing to
		 * take up. */
		game_free(&g);
		return false;
	}
	char title[sizeof g.title];
	escape_for_terminal(title, sizeof title, g.title);
	snprintf(words, size, "%s %s, %d move%s", g.rules->name, title,
	    moves, moves == 1 ? "" : "s");
	*when = st.st_mtime;
	game_free(&g);
	return true;
}
