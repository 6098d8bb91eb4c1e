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
#include "io/paths.h"
#include "io/save_file.h"

bool game_save(const game *g, const char *path, const char *from,
    char *error, size_t error_size)
{
	if (g->kind == GAME_MAYAN) {
		const mayan_session *s = &g->mayan;
		return save_write_mayan(path, mayan_session_start_board(s),
		    s->limit, s->moves, mayan_session_move_count(s),
		    mayan_session_assisted(s), from, error, error_size);
	}
	const same_session *s = &g->same;
	const int count = same_session_move_count(s);
	same_cluster *moves = malloc(SAVE_MAX_MOVES * sizeof *moves);
	if (moves == NULL) {
		snprintf(error, error_size, "out of memory");
		return false;
	}
	for (int k = 0; k < count; k++)
		moves[k] = same_session_move(s, k);
	const bool saved = save_write_same(path, same_session_start_board(s),
	    moves, count, same_session_assisted(s), from, error, error_size);
	free(moves);
	return saved;
}

static bool game_kept_path(game_kind kind, char *path, size_t size)
{
	return paths_data_file(kind == GAME_MAYAN ? "continue-mayan" :
	    "continue-same", path, size);
}

bool game_keep(const game *g, char *alert, size_t alert_size)
{
	char path[4096];
	alert[0] = '\0';
	if (g->kind == GAME_NONE || !game_kept_path(g->kind, path, sizeof path))
		return true;
	if (game_moves_at_stake(g) > 0) {
		char why[3000];
		if (atomic_file_make_parent(path, why, sizeof why) &&
		    game_save(g, path, g->origin, why, sizeof why))
			return true;
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s", why);
		return false;
	}
	/* A game taken up and now ended leaves nothing to continue. */
	if (g->continued)
		unlink(path);
	return true;
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
	if (!game_kept_path(kind, path, sizeof path) || stat(path, &st) != 0) {
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
	if (ok)
		g->continued = true;
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
	snprintf(words, size, "%s %s, %d move%s", kind == GAME_MAYAN ?
	    "Mayan" : "Same Game", g.title, moves, moves == 1 ? "" : "s");
	*when = st.st_mtime;
	game_free(&g);
	return true;
}
