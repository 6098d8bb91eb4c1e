/*
 * Where a game is kept to continue (see game_keep_place.h): its own
 * place, a damaged file's, an older copy's, a free one, the oldest's or,
 * for a game kept as played with every place taken, the spare one; and
 * what the question before a quit promises of it.
 */
#include "session/game_keep_place.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

#include "session/game_kept_impl.h"
#include "session/game_rules.h"

/* A slot with no game to take up that a game can be kept in: nothing
 * there, or a game that ended.  A folder, a FIFO, a link to nothing or
 * a file that cannot be read is no place to write a game. */
static bool game_kept_free(const char *path, const game_open_error *e)
{
	struct stat st;
	if (e->text[0] != '\0')
		return false;
	return lstat(path, &st) != 0 ? errno == ENOENT : stat(path, &st) == 0;
}

/* The older copy that `g`, kept as played beside it, is to put out,
 * still there as it was and played by no other tumble: its slot, or -1
 * when it is gone (finished, taken up or kept again since). */
static int game_keep_older_copy(const game *g)
{
	game_kept_entry entry;
	game_open_error e;
	bool damaged, same = false;
	if (!g->older_copy.known ||
	    !game_kept_read(g->kind, g->older_copy.slot, &entry, g, &same,
	    &damaged, &e))
		return -1;
	const game_kept_entry was = { .kind = g->kind,
		.file = g->older_copy };
	return same && !entry.elsewhere && game_kept_entry_same(&entry,
	    &was) ? g->older_copy.slot : -1;
}

/* The spare place of `g`'s kind, when it is a place to keep `g` in:
 * nothing there, or a game that ended.  Else, for a file there that
 * does not read, `c` is told, for the quit's keep to set it aside, and
 * so is it of a game there (`g`'s own, it may be), which is `entry`. */
static bool game_keep_spare_free(const game *g, game_keep_choice *c,
    game_kept_entry *entry)
{
	char path[4096], name[64];
	game_open_error e = { .text = "" };
	bool damaged;
	if (!game_kept_path(g->kind, GAME_KEPT_MAX, path, sizeof path, name,
	    sizeof name))
		return false;
	if (game_kept_read(g->kind, GAME_KEPT_MAX, entry, NULL, NULL,
	    &damaged, &e)) {
		c->spare_taken = true;
		return false;
	}
	if (damaged) {
		c->spare_damaged = true;
		c->spare_damage = e;
	}
	return game_kept_free(path, &e);
}

/* The slot `g` is kept in: its own while that file is still the one it
 * read or wrote (but for the spare place: see below), else the first
 * with a damaged file (to be set aside), else that of an older copy of
 * the same game (the same name and board, opened afresh rather than
 * taken up) that no other tumble plays, else a free one, else the
 * oldest that no other tumble plays: a game played elsewhere never
 * goes.  With every game kept played elsewhere, the spare place, free
 * or its own, else none (GAME_KEEP_HELD): the quit says so and asks.
 * With none of these, the first, whose save says what is wrong.
 * A damaged file goes before a free place, wherever it is: the title
 * menu tells the player that the next game kept sets it aside.  A game
 * taken up whose file another tumble has written since takes no copy's
 * place: that copy is the other tumble's game.  `as_played` (a keep
 * after a move, which puts nothing out): a free place goes before a
 * copy's, and the copy stays for the quit, which finds it again in its
 * own place; with no free place, the spare one, when it is free, goes
 * before the copy's and the oldest's.  A game whose own place is the
 * spare one stays there as it is played, and the quit keeps it as a new
 * game (opened afresh: an older copy of its board is its copy) in one of
 * the others.  The spare place is chosen for no other game.  Only reads:
 * the question before a quit asks it too. */
static game_keep_choice game_keep_slot_in(const game *g, bool as_played,
    bool pass_damaged)
{
	char path[4096], name[64];
	int oldest = -1, free_slot = -1, copy = -1;
	game_kept_entry entry, old = { .when = 0 }, copy_entry,
	    in_spare = { .when = 0 };
	time_t held_when = 0;
	game_keep_choice c = { .slot = 0, .place = GAME_KEEP_FREE,
		.copy = -1 };
	game_open_error e;
	bool damaged, same = false;
	const bool own = g->kept.known && game_kept_path(g->kind,
	    g->kept.slot, path, sizeof path, name, sizeof name) &&
	    game_kept_unchanged(&g->kept, path);
	const bool spare = own && g->kept.slot == GAME_KEPT_MAX;
	if (own && (as_played || !spare)) {
		c.slot = g->kept.slot;
		c.place = GAME_KEEP_OWN;
		if (!as_played && (c.copy = game_keep_older_copy(g)) >= 0) {
			c.place = GAME_KEEP_COPY;
			c.copy_file = g->older_copy;
		}
		return c;
	}
	for (int slot = 0; slot < GAME_KEPT_MAX; slot++) {
		e.text[0] = '\0';
		if (!game_kept_read(g->kind, slot, &entry, g, &same,
		    &damaged, &e)) {
			if (!game_kept_path(g->kind, slot, path, sizeof path,
			    name, sizeof name))
				continue;
			if (damaged && !pass_damaged) {
				c.slot = slot;
				c.place = GAME_KEEP_DAMAGED;
				c.damage = e;
				return c;
			}
			if (free_slot < 0 && game_kept_free(path, &e))
				free_slot = slot;
			continue;
		}
		c.kept++;
		if (same && copy < 0 && !entry.elsewhere &&
		    (!g->kept.known || spare)) {
			copy = slot;
			copy_entry = entry;
		}
		/* Another tumble's game in play never goes: it would keep it
		 * again over this one, or lose its moves. */
		if (entry.elsewhere) {
			if (c.held++ == 0 || entry.when < held_when)
				held_when = entry.when;
			c.passed_held = true;
		} else if (oldest < 0 || entry.when < old.when) {
			old = entry;
			oldest = slot;
		}
	}
	if (copy >= 0) {
		c.copy = copy;
		c.copy_file = copy_entry.file;
	}
	/* The spare place: for a keep as played with no free place, the
	 * place to keep it in; for the quit's, read for a damaged file
	 * there, to set aside (the title menu says the next game kept
	 * does). */
	const bool spare_free = (!as_played || free_slot < 0) &&
	    game_keep_spare_free(g, &c, &in_spare);
	c.spare_taken = c.spare_taken && !spare;
	if (as_played && free_slot < 0 && spare_free) {
		c.slot = GAME_KEPT_MAX;
		c.place = GAME_KEEP_SPARE;
	} else if (copy >= 0 && !(as_played && free_slot >= 0)) {
		c.slot = copy;
		c.place = GAME_KEEP_COPY;
	} else if (free_slot >= 0) {
		c.slot = free_slot;
	} else if (oldest >= 0) {
		c.slot = oldest;
		c.place = GAME_KEEP_OLDEST;
		snprintf(c.replaced, sizeof c.replaced, "%s", old.words);
		const bool spare_older = c.spare_taken &&
		    in_spare.when < old.when;
		c.older_in_play = (c.held > 0 && held_when < old.when) ||
		    (spare_older && in_spare.elsewhere);
		c.older_spare = spare_older && !in_spare.elsewhere;
	} else if (c.passed_held) {
		/* Every game kept is played elsewhere: the quit keeps it in
		 * the spare place, free or its own, as a move does. */
		c.slot = GAME_KEPT_MAX;
		c.place = spare_free || spare ? GAME_KEEP_SPARE :
		    GAME_KEEP_HELD;
	}
	return c;
}

game_keep_choice game_keep_slot(const game *g, bool as_played)
{
	return game_keep_slot_in(g, as_played, false);
}

game_keep_choice game_keep_slot_past_damage(const game *g, bool as_played)
{
	return game_keep_slot_in(g, as_played, true);
}

/* What keeping a game in the oldest's place `c` puts out, in as few
 * words as leave the question before a quit one line of 80 columns:
 * the oldest of its kind kept, unless an older one stays, in play in
 * another tumble or killed in the spare place. */
static const char *game_keep_oldest_promise(const game_keep_choice *c)
{
	if (c->older_in_play && c->older_spare)
		return "the oldest not in play or spare goes for it";
	if (c->older_in_play)
		return "it is kept, and the oldest not in play goes";
	if (c->older_spare)
		return "it is kept; the oldest outside the spare goes";
	return c->kept == 1 && !c->spare_taken ? "it is kept, and the only "
	    "other kept game goes" : "it is kept, and the oldest kept game "
	    "goes";
}

void game_keep_promise(const game *g, char *words, size_t size)
{
	const game_keep_choice c = g->rules == NULL ?
	    (game_keep_choice){ .place = GAME_KEEP_FREE } :
	    game_keep_slot(g, false);
	snprintf(words, size, "%s", c.place == GAME_KEEP_COPY ? "it is kept "
	    "in place of this board's older game" : c.place ==
	    GAME_KEEP_OLDEST ? game_keep_oldest_promise(&c) : c.place ==
	    GAME_KEEP_HELD ? "it is not kept: every place holds another "
	    "game" : "it is kept to continue");
}

/* Whether a quit of `g` now would keep it: a game the player plays,
 * with moves at stake. */
static bool game_keep_would_keep(const game *g)
{
	return g->rules != NULL && !g->watching && game_moves_at_stake(g) > 0;
}

bool game_keep_drops_another(const game *g)
{
	return game_keep_would_keep(g) &&
	    game_keep_puts_out(game_keep_slot(g, false).place);
}

bool game_keep_refused(const game *g)
{
	return game_keep_would_keep(g) &&
	    game_keep_slot(g, false).place == GAME_KEEP_HELD;
}
