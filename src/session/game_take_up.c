/*
 * Taking up a kept game (see game_keep.h): chosen from the menu, named
 * by its file, or the board of the day's begun, in place of the game in
 * play, which hands its hold over and has its moves kept first.
 */
#include "session/game_keep.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "session/game_kept_impl.h"
#include "session/game_open_impl.h"
#include "session/game_rules.h"

/* Take up the kept game of `slot`, which `in_play` may hold: its hold
 * goes first, and comes back if the file cannot be taken up.  Its file
 * behind the game (see kept_behind) is written first: the moves since
 * are the player's. */
static bool game_take_over(game *g, game_kind kind, int slot, game *in_play,
    const char *path, game_open_error *err)
{
	char alert[512];
	if (in_play != NULL && in_play->kind == kind &&
	    in_play->kept_behind && in_play->continued &&
	    in_play->kept.known && in_play->kept.slot == slot)
		(void)game_keep(in_play, alert, sizeof alert);
	const bool held = in_play != NULL && in_play->kind == kind &&
	    in_play->continued && in_play->kept.known &&
	    in_play->kept.slot == slot && in_play->kept_hold >= 0;
	if (held) {
		close(in_play->kept_hold);
		in_play->kept_hold = -1;
	}
	if (game_open_kept(g, kind, slot, err)) {
		if (held)
			in_play->continued = in_play->kept.known = false;
		return true;
	}
	game_open_error ignored;
	if (held)
		(void)game_kept_hold(in_play, path, &ignored);
	return false;
}

bool game_take_up_kept(game *g, const game_kept_entry *chosen,
    game *in_play, game_open_error *err)
{
	char path[4096], name[64];
	/* Another tumble may have kept, taken up or finished a game there
	 * while the player was asked about the game in play. */
	if (!game_kept_path(chosen->kind, chosen->slot, path, sizeof path,
	    name, sizeof name) || !game_kept_unchanged(&chosen->file, path))
		return game_kept_fail(err, "the games kept to continue "
		    "changed in another tumble");
	return game_take_over(g, chosen->kind, chosen->slot, in_play, path,
	    err);
}

/* `g`, a game just opened afresh, becomes the game of the same board
 * kept half-way (the same name and board, as game_keep() finds an older
 * copy), taken up as game_open_kept() takes it: true then.  False, `g`
 * as it was, when none is kept or another tumble plays it. */
static bool game_take_up_copy(game *g)
{
	if (g->rules == NULL || game_moves_at_stake(g) > 0)
		return false;
	for (int slot = 0; slot < GAME_KEPT_PLACES; slot++) {
		game_kept_entry entry;
		game_open_error e;
		bool same = false, damaged;
		/* One another tumble plays is its own; one gone since, none. */
		if (!game_kept_read(g->kind, slot, &entry, g, &same, &damaged,
		    &e) || !same || entry.elsewhere)
			continue;
		game kept;
		game_init(&kept);
		if (!game_open_kept(&kept, g->kind, slot, &e))
			continue;
		game_free(g);
		*g = kept;
		return true;
	}
	return false;
}

/* Whether `r` names a file that is a kept game's (by any of its
 * names): true with its kind, slot and path.  A board number is refused
 * by the save itself. */
static bool game_kept_named(const game_request *r, game_kind *kind,
    int *slot, char *path, size_t size)
{
	char name[64];
	struct stat named, kept;
	if (r->name == NULL || r->number != 0 || !game_name_is_file(r->name) ||
	    stat(r->name, &named) != 0 || !S_ISREG(named.st_mode))
		return false;
	for (int k = 0; k < GAME_KINDS; k++) {
		*kind = game_kinds[k];
		if (r->kind != GAME_NONE && r->kind != *kind)
			continue;
		for (*slot = 0; *slot < GAME_KEPT_PLACES; (*slot)++)
			if (game_kept_path(*kind, *slot, path, size, name,
			    sizeof name) && stat(path, &kept) == 0 &&
			    kept.st_dev == named.st_dev &&
			    kept.st_ino == named.st_ino)
				return true;
	}
	return false;
}

/* The kept file of `kind` and `slot` at `path` is played in another
 * tumble: held, and not by `in_play`, which would hand it over. */
static bool game_kept_elsewhere(game_kind kind, int slot,
    const game *in_play, const char *path)
{
	struct stat st;
	if (in_play != NULL && in_play->kind == kind && in_play->continued &&
	    in_play->kept.known && in_play->kept.slot == slot &&
	    in_play->kept_hold >= 0)
		return false;
	return stat(path, &st) == 0 && game_kept_held(path, &st);
}

bool game_open_can_go_ahead(const game_request *r, const game *in_play,
    game_open_error *err)
{
	char path[4096];
	game_kind kind;
	int slot;
	game_source *src = malloc(sizeof *src);
	if (src == NULL)
		return game_kept_fail(err, "out of memory");
	const bool found = game_source_find(r, src, err);
	free(src);
	if (!found)
		return false;
	if (game_kept_named(r, &kind, &slot, path, sizeof path) &&
	    game_kept_elsewhere(kind, slot, in_play, path))
		return game_kept_refuse_elsewhere(kind, err);
	return true;
}

bool game_take_up_can_go_ahead(const game_kept_entry *chosen,
    const game *in_play, game_open_error *err)
{
	char path[4096], name[64];
	if (game_kept_path(chosen->kind, chosen->slot, path, sizeof path,
	    name, sizeof name) &&
	    game_kept_elsewhere(chosen->kind, chosen->slot, in_play, path))
		return game_kept_refuse_elsewhere(chosen->kind, err);
	return true;
}

bool game_open_or_take_up(game *g, const game_request *r, game *in_play,
    game_open_error *err)
{
	char path[4096];
	game_kind kind;
	int slot;
	if (game_kept_named(r, &kind, &slot, path, sizeof path))
		return game_take_over(g, kind, slot, in_play, path, err);
	if (!game_open(g, r, err))
		return false;
	/* The board of the day is one game a day, the one begun: opened
	 * afresh, it would take that game's place when quit. */
	if (r->daily)
		(void)game_take_up_copy(g);
	return true;
}

bool game_open_to_play(game *g, const game_request *r,
    game_open_error *err)
{
	return game_open_or_take_up(g, r, NULL, err);
}
