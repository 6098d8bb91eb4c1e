/*
 * Games kept to continue (see game_keep.h).
 */
#include "session/game_keep.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/atomic_file.h"
#include "io/escape.h"
#include "io/paths.h"
#include "io/save_file.h"
#include "session/game_rules.h"

bool game_save(const game *g, const char *path, const char *from,
    char *error, size_t error_size)
{
	if (g->rules == NULL) {
		snprintf(error, error_size, "no game is loaded");
		return false;
	}
	if (g->practice) {
		snprintf(error, error_size, "a practice game is not saved: it "
		    "starts in the middle of another game");
		return false;
	}
	return g->rules->save(g, path, from, error, error_size);
}

/* The kept file of `slot` (0 .. GAME_KEPT_MAX - 1): the first is the
 * name older versions wrote and read, the others add ".2", ".3". */
static bool game_kept_path(game_kind kind, int slot, char *path,
    size_t size, char *name, size_t name_size)
{
	const char *file = game_rules_of(kind)->kept_file;
	if (slot == 0)
		snprintf(name, name_size, "%s", file);
	else
		snprintf(name, name_size, "%s.%d", file, slot + 1);
	return paths_data_file(name, path, size);
}

static game_kept_file game_kept_identity(const struct stat *st, int slot)
{
	return (game_kept_file){ true, slot, st->st_dev, st->st_ino,
		st->st_size, st->st_mtim };
}

/* The kept file at `path` is still the one `kept` names. */
static bool game_kept_unchanged(const game_kept_file *kept, const char *path)
{
	struct stat st;
	return kept->known && stat(path, &st) == 0 &&
	    kept->dev == st.st_dev && kept->ino == st.st_ino &&
	    kept->size == st.st_size &&
	    kept->mtime.tv_sec == st.st_mtim.tv_sec &&
	    kept->mtime.tv_nsec == st.st_mtim.tv_nsec;
}

static bool game_kept_load(game *g, game_kind kind, int slot, bool to_play,
    game_open_error *err);

/* Whether the kept file at `path`, still the one `st` describes, is
 * held by a game taken up from it (see game_kept_hold): a shared lock,
 * tried on an open of its own and let go at once, is refused by the
 * holder's exclusive one.  Shared, two tumbles looking at once do not
 * see each other's look as a game in play. */
static bool game_kept_held(const char *path, const struct stat *st)
{
	struct stat now;
	const int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);
	if (fd < 0)
		return false;
	const bool held = fstat(fd, &now) == 0 && now.st_dev == st->st_dev &&
	    now.st_ino == st->st_ino && flock(fd, LOCK_SH | LOCK_NB) != 0 &&
	    errno == EWOULDBLOCK;
	close(fd);
	return held;
}

/* A kept game in a menu's words: "Same Game 8x8:3:11, move 2", and the
 * moves taken back that redo plays again, ", 1 to redo". */
static void game_kept_words(const game *g, const char *title, char *words,
    size_t size)
{
	const int redo = g->rules->redo_count(g);
	char more[32] = "";
	if (redo > 0)
		snprintf(more, sizeof more, ", %d to redo", redo);
	snprintf(words, size, "%s %s, move %d%s", g->rules->name, title,
	    g->rules->move_count(g), more);
}

/* What the kept file of `slot` holds: a game to take up (true, in
 * words, with when it was kept), nothing, or, with `damaged` set, a file
 * that does not read (`err` says where). */
static bool game_kept_read(game_kind kind, int slot, game_kept_entry *entry,
    const game *like, bool *same, bool *damaged, game_open_error *err)
{
	char path[4096], name[64];
	struct stat st;
	*damaged = false;
	if (!game_kept_path(kind, slot, path, sizeof path, name,
	    sizeof name) || stat(path, &st) != 0)
		return false;
	game g;
	game_init(&g);
	if (!game_kept_load(&g, kind, slot, false, err)) {
		*damaged = err->in_file && err->line > 0;
		return false;
	}
	/* A game kept after its end, by an older tumble: nothing to take
	 * up. */
	const int moves = game_moves_at_stake(&g);
	if (moves > 0) {
		char title[sizeof g.title];
		escape_for_terminal(title, sizeof title, g.title);
		entry->kind = kind;
		entry->slot = slot;
		entry->when = st.st_mtime;
		entry->file = game_kept_identity(&st, slot);
		entry->elsewhere = game_kept_held(path, &st);
		if (entry->elsewhere)
			snprintf(entry->words, sizeof entry->words, "%s %s",
			    g.rules->name, title);
		else
			game_kept_words(&g, title, entry->words,
			    sizeof entry->words);
		if (like != NULL)
			*same = strcmp(like->origin, g.origin) == 0 &&
			    g.rules->same_board(like, &g);
	}
	game_free(&g);
	return moves > 0;
}

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

/* Whether kept game `a` makes room before `b`: one that no other
 * tumble plays first, then the older. */
static bool game_kept_goes_first(const game_kept_entry *a,
    const game_kept_entry *b)
{
	if (a->elsewhere != b->elsewhere)
		return !a->elsewhere;
	return a->when < b->when;
}

/* Where a game is kept, and what is there now. */
typedef enum game_keep_place {
	GAME_KEEP_OWN,     /* the file it read or wrote, still its own */
	GAME_KEEP_DAMAGED, /* a file that does not read, to set aside */
	GAME_KEEP_COPY,    /* an older copy of the same game */
	GAME_KEEP_FREE,    /* nothing to take up */
	GAME_KEEP_OLDEST,  /* the oldest game kept, which goes */
} game_keep_place;

typedef struct game_keep_choice {
	int slot;
	game_keep_place place;
	char replaced[240];     /* the oldest's words */
	game_open_error damage; /* why a damaged file does not read */
} game_keep_choice;

/* The slot `g` is kept in: its own while that file is still the one it
 * read or wrote, else the first with a damaged file (to be set aside),
 * else that of an older copy of the same game (the same name and board,
 * opened afresh rather than taken up) that no other tumble plays, else a
 * free one, else the oldest, passing over those another tumble plays
 * while there are others.  With none of these, the first, whose save
 * says what is wrong.  A damaged file goes before a free place,
 * wherever it is: the title menu tells the player that the next game
 * kept sets it aside.  A game taken up whose file another tumble has
 * written since takes no copy's place: that copy is the other tumble's
 * game.  Only reads: the question before a quit asks it too. */
static game_keep_choice game_keep_slot(const game *g)
{
	char path[4096], name[64];
	int oldest = -1, free_slot = -1, copy = -1;
	game_kept_entry entry, old = { .when = 0 };
	game_keep_choice c = { .slot = 0, .place = GAME_KEEP_FREE };
	game_open_error e;
	bool damaged, same = false;
	if (g->kept.known && game_kept_path(g->kind, g->kept.slot, path,
	    sizeof path, name, sizeof name) &&
	    game_kept_unchanged(&g->kept, path)) {
		c.slot = g->kept.slot;
		c.place = GAME_KEEP_OWN;
		return c;
	}
	for (int slot = 0; slot < GAME_KEPT_MAX; slot++) {
		e.text[0] = '\0';
		if (!game_kept_read(g->kind, slot, &entry, g, &same,
		    &damaged, &e)) {
			if (!game_kept_path(g->kind, slot, path, sizeof path,
			    name, sizeof name))
				continue;
			if (damaged) {
				c.slot = slot;
				c.place = GAME_KEEP_DAMAGED;
				c.damage = e;
				return c;
			}
			if (free_slot < 0 && game_kept_free(path, &e))
				free_slot = slot;
			continue;
		}
		if (same && copy < 0 && !entry.elsewhere && !g->kept.known)
			copy = slot;
		if (oldest < 0 || game_kept_goes_first(&entry, &old)) {
			old = entry;
			oldest = slot;
		}
	}
	if (copy >= 0) {
		c.slot = copy;
		c.place = GAME_KEEP_COPY;
	} else if (free_slot >= 0) {
		c.slot = free_slot;
	} else if (oldest >= 0) {
		c.slot = oldest;
		c.place = GAME_KEEP_OLDEST;
		snprintf(c.replaced, sizeof c.replaced, "%s", old.words);
	}
	return c;
}

void game_keep_promise(const game *g, char *words, size_t size)
{
	const game_keep_place place = g->rules == NULL ? GAME_KEEP_FREE :
	    game_keep_slot(g).place;
	snprintf(words, size, "%s", place == GAME_KEEP_COPY ? "it is kept "
	    "in place of this board's older game" : place ==
	    GAME_KEEP_OLDEST ? "it is kept, and the oldest kept game goes" :
	    "it is kept to continue");
}

void game_keep_last(const game *g)
{
	char path[4096], why[3000];
	if (g->rules == NULL || g->watching || g->practice ||
	    !paths_data_file(g->rules->last_file, path, sizeof path) ||
	    !atomic_file_make_parent(path, why, sizeof why))
		return;
	(void)game_save(g, path, g->origin, why, sizeof why);
}

bool game_keep(game *g, char *alert, size_t alert_size)
{
	char first[4096], path[4096], name[64], why[3000];
	alert[0] = '\0';
	if (g->rules == NULL || g->watching ||
	    !game_kept_path(g->kind, 0, first, sizeof first, name,
	    sizeof name))
		return true;
	if (game_moves_at_stake(g) == 0) {
		game_forget_kept(g);
		return true;
	}
	if (!atomic_file_make_parent(first, why, sizeof why)) {
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s", why);
		return false;
	}
	/* One lock for all the kept games of a kind, so that two tumbles
	 * never take the same free place.  Without it (a folder that
	 * cannot be written, say), the save is still tried: it says best
	 * what is wrong. */
	const int lock = atomic_file_lock(first, ATOMIC_FILE_LOCK_SECONDS,
	    why, sizeof why);
	char aside[600] = "";
	const game_keep_choice choice = game_keep_slot(g);
	const int slot = choice.slot;
	const char *replaced = choice.place == GAME_KEEP_OLDEST ?
	    choice.replaced : "";
	if (choice.place == GAME_KEEP_DAMAGED &&
	    game_kept_path(g->kind, slot, path, sizeof path, name,
	    sizeof name))
		atomic_file_set_aside(path, name, choice.damage.line,
		    choice.damage.col, choice.damage.what, aside,
		    sizeof aside);
	bool kept = game_kept_path(g->kind, slot, path, sizeof path, name,
	    sizeof name) && game_save(g, path, g->origin, why, sizeof why);
	struct stat st;
	if (kept && stat(path, &st) == 0) {
		g->kept = game_kept_identity(&st, slot);
		g->continued = true;
	}
	if (lock >= 0)
		atomic_file_unlock(lock);
	if (!kept)
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s", why);
	else if (replaced[0] != '\0')
		snprintf(alert, alert_size, "This game is kept to continue, in "
		    "place of %s, the oldest of the %d kept.", replaced,
		    GAME_KEPT_MAX);
	else if (aside[0] != '\0')
		escape_for_terminal(alert, alert_size, aside);
	return kept;
}

bool game_keep_to_leave(game *g, char *alert, size_t alert_size,
    char *question, size_t question_size)
{
	question[0] = '\0';
	if (game_keep(g, alert, alert_size))
		return true;
	/* The reason alone, after the path, so that the question fits a
	 * message line; the alert says the whole. */
	const char *why = alert;
	for (const char *p = alert; (p = strstr(p, ": ")) != NULL; p += 2)
		why = p + 2;
	snprintf(question, question_size, "This game cannot be kept to "
	    "continue (%s); quit all the same?", why);
	return false;
}

void game_forget_kept(game *g)
{
	char first[4096], path[4096], name[64], why[512];
	if (!g->continued || g->rules == NULL || !g->kept.known ||
	    !game_kept_path(g->kind, 0, first, sizeof first, name,
	    sizeof name) ||
	    !game_kept_path(g->kind, g->kept.slot, path, sizeof path, name,
	    sizeof name))
		return;
	g->continued = false;
	const int lock = atomic_file_lock(first, ATOMIC_FILE_LOCK_SECONDS,
	    why, sizeof why);
	if (lock < 0)
		return;
	/* Only the file this game was taken up from: one kept since, by
	 * another game, is that game's. */
	if (game_kept_unchanged(&g->kept, path))
		unlink(path);
	atomic_file_unlock(lock);
	g->kept.known = false;
	if (g->kept_hold >= 0)
		close(g->kept_hold);
	g->kept_hold = -1;
}

static bool game_kept_fail(game_open_error *err, const char *text)
{
	snprintf(err->text, sizeof err->text, "%s", text);
	err->status = GAME_OPEN_BAD_INPUT;
	err->in_file = err->unreadable = false;
	return false;
}

/* The newest of the kept games of `kind`; -1 for none. */
static int game_kept_newest(game_kind kind)
{
	game_kept_entry list[GAME_KEPT_MAX * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_MAX * GAME_KINDS);
	for (int i = 0; i < count; i++)
		if (list[i].kind == kind)
			return list[i].slot;
	return -1;
}

bool game_kept_unreadable(game_kind kind, char *name, size_t name_size,
    game_open_error *err)
{
	for (int slot = 0; slot < GAME_KEPT_MAX; slot++) {
		char path[4096];
		game_kept_entry entry;
		bool damaged;
		err->text[0] = '\0';
		if (!game_kept_read(kind, slot, &entry, NULL, NULL, &damaged,
		    err) &&
		    err->text[0] != '\0')
			return game_kept_path(kind, slot, path, sizeof path,
			    name, name_size);
	}
	return false;
}

/* Hold the kept file `g` was taken up from: false when another tumble
 * holds it, playing the same game. */
static bool game_kept_hold(game *g, const char *path, game_open_error *err)
{
	const int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);
	if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0 &&
	    errno == EWOULDBLOCK) {
		close(fd);
		char words[128];
		snprintf(words, sizeof words, "the %s kept to continue is "
		    "being played in another tumble", g->rules->noun);
		return game_kept_fail(err, words);
	}
	/* A file that cannot be held (a folder without the right to
	 * lock) is taken up all the same, as before. */
	g->kept_hold = fd;
	return true;
}

bool game_open_kept(game *g, game_kind kind, int slot, game_open_error *err)
{
	char path[4096], name[64];
	if (!game_kept_load(g, kind, slot, true, err))
		return false;
	if (game_kept_path(kind, g->kept.slot, path, sizeof path, name,
	    sizeof name) && !game_kept_hold(g, path, err)) {
		game_free(g);
		return false;
	}
	return true;
}

/* Take up a kept game, without holding its file: for a look at it (the
 * menu's words), which leaves the player's records unread, or `to_play`
 * it. */
static bool game_kept_load(game *g, game_kind kind, int slot, bool to_play,
    game_open_error *err)
{
	char path[4096], name[64], none[sizeof err->text];
	struct stat st;
	game_open_error trouble;
	if (slot == GAME_KEPT_NEWEST)
		slot = game_kept_newest(kind);
	/* With none to take up, a kept file that does not read is named:
	 * it may hold the game the player is looking for. */
	if (slot < 0 && game_kept_unreadable(kind, name, sizeof name,
	    &trouble))
		snprintf(none, sizeof none, "no %s is kept to continue: %.400s",
		    game_rules_of(kind)->noun, trouble.text);
	else
		snprintf(none, sizeof none, "no %s is kept to continue",
		    game_rules_of(kind)->noun);
	if (slot < 0 || slot >= GAME_KEPT_MAX ||
	    !game_kept_path(kind, slot, path, sizeof path, name,
	    sizeof name) || stat(path, &st) != 0)
		return game_kept_fail(err, none);
	game_source *src = malloc(sizeof *src);
	if (src == NULL)
		return game_kept_fail(err, "out of memory");
	game_request r = game_request_new(kind);
	r.name = path;
	bool ok = game_source_find(&r, src, err) && (to_play ?
	    game_source_start(g, src, err) : game_source_look(g, src, err));
	if (ok) {
		g->continued = true;
		g->kept = game_kept_identity(&st, slot);
	}
	free(src);
	return ok;
}

/* Take up the kept game of `slot`, which `in_play` may hold: its hold
 * goes first, and comes back if the file cannot be taken up. */
static bool game_take_over(game *g, game_kind kind, int slot, game *in_play,
    const char *path, game_open_error *err)
{
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

bool game_open_or_take_up(game *g, const game_request *r, game *in_play,
    game_open_error *err)
{
	char path[4096], name[64];
	struct stat named, kept;
	/* A board number is refused by the save itself. */
	if (r->name == NULL || r->number != 0 || !game_name_is_file(r->name) ||
	    stat(r->name, &named) != 0 || !S_ISREG(named.st_mode))
		return game_open(g, r, err);
	for (int k = 0; k < GAME_KINDS; k++) {
		const game_kind kind = game_kinds[k];
		if (r->kind != GAME_NONE && r->kind != kind)
			continue;
		for (int slot = 0; slot < GAME_KEPT_MAX; slot++)
			if (game_kept_path(kind, slot, path, sizeof path, name,
			    sizeof name) && stat(path, &kept) == 0 &&
			    kept.st_dev == named.st_dev &&
			    kept.st_ino == named.st_ino)
				return game_take_over(g, kind, slot, in_play,
				    path, err);
	}
	return game_open(g, r, err);
}

/* `g`, a game just opened afresh, becomes the game of the same board
 * kept half-way (the same name and board, as game_keep() finds an older
 * copy), taken up as game_open_kept() takes it: true then.  False, `g`
 * as it was, when none is kept or another tumble plays it. */
static bool game_take_up_copy(game *g)
{
	if (g->rules == NULL || game_moves_at_stake(g) > 0)
		return false;
	for (int slot = 0; slot < GAME_KEPT_MAX; slot++) {
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

bool game_open_to_play(game *g, const game_request *r,
    game_open_error *err)
{
	if (!game_open_or_take_up(g, r, NULL, err))
		return false;
	/* The board of the day is one game a day, the one begun: opened
	 * afresh, it would take that game's place when quit. */
	if (r->daily)
		(void)game_take_up_copy(g);
	return true;
}

bool game_kept_entry_same(const game_kept_entry *a,
    const game_kept_entry *b)
{
	const game_kept_file *x = &a->file, *y = &b->file;
	return a->kind == b->kind && x->known && y->known &&
	    x->slot == y->slot && x->dev == y->dev && x->ino == y->ino &&
	    x->size == y->size && x->mtime.tv_sec == y->mtime.tv_sec &&
	    x->mtime.tv_nsec == y->mtime.tv_nsec;
}

int game_kept_list(game_kept_entry *list, int max)
{
	int count = 0;
	for (int k = 0; k < GAME_KINDS; k++)
		for (int slot = 0; slot < GAME_KEPT_MAX && count < max;
		    slot++) {
			bool damaged;
			game_open_error e;
			if (game_kept_read(game_kinds[k], slot, &list[count],
			    NULL, NULL, &damaged, &e))
				count++;
		}
	/* Newest first: the game quit last is the one a player is most
	 * likely to want back. */
	for (int i = 1; i < count; i++)
		for (int j = i; j > 0 && list[j].when > list[j - 1].when;
		    j--) {
			const game_kept_entry swap = list[j];
			list[j] = list[j - 1];
			list[j - 1] = swap;
		}
	return count;
}

bool game_kept(game_kind kind, char *words, size_t size, time_t *when)
{
	game_kept_entry list[GAME_KEPT_MAX * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_MAX * GAME_KINDS);
	for (int i = 0; i < count; i++)
		if (list[i].kind == kind) {
			snprintf(words, size, "%s", list[i].words);
			*when = list[i].when;
			return true;
		}
	return false;
}
