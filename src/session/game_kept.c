/*
 * The games kept to continue as they stand (see game_keep.h): where each
 * is, what it holds in a menu's words, and opening one, held so that
 * two tumbles never play it at once.  Keeping a game is game_keep.c's,
 * taking one up in place of the game in play game_take_up.c's.
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

#include "io/days.h"
#include "io/escape.h"
#include "io/paths.h"
#include "io/scan.h"
#include "io/scores.h"
#include "session/game_kept_impl.h"
#include "session/game_open_impl.h"
#include "session/game_rules.h"
#include "session/mayan_edit.h"
#include "session/mayan_random.h"

bool game_kept_path(game_kind kind, int slot, char *path,
    size_t size, char *name, size_t name_size)
{
	const char *file = game_rules_of(kind)->kept_file;
	if (slot == 0)
		snprintf(name, name_size, "%s", file);
	else
		snprintf(name, name_size, "%s.%d", file, slot + 1);
	return paths_data_file(name, path, size);
}

game_kept_file game_kept_identity(const struct stat *st, int slot)
{
	return (game_kept_file){ true, slot, st->st_dev, st->st_ino,
		st->st_size, st->st_mtim };
}

bool game_kept_unchanged(const game_kept_file *kept, const char *path)
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

/* A shared lock, tried on an open of its own and let go at once, is
 * refused by the holder's exclusive one.  Shared, two tumbles looking at
 * once do not see each other's look as a game in play. */
bool game_kept_held(const char *path, const struct stat *st)
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

/* A kept game's name in a menu: its kind and title, "Same Game
 * 8x8:3:11"; the board of the day by its title alone, "Board of the day,
 * 30 September 2026", as the menu's Today's board line names it (with
 * the kind before it the line said the game twice, and with moves to
 * redo it no longer fitted an 80-column menu); a random Mayan puzzle as
 * "Random Mayan, 4 moves, seed 9", where its title after the kind read
 * "Mayan Random 4 moves".  A random puzzle is told by its origin, as the
 * Mayan screen tells it: a level may be titled like one; and so is a
 * puzzle played from the editor, "Mayan puzzle from the editor", its
 * title after it where it has one. */
static void game_kept_name(const game *g, const char *title, char *name,
    size_t size)
{
	const bool edited = g->kind == GAME_MAYAN &&
	    strcmp(g->origin, MAYAN_EDIT_ORIGIN) == 0;
	if (scores_kind_daily_date(g->score_kind) != 0)
		snprintf(name, size, "%s", title);
	else if (edited && (title[0] == '\0' ||
	    strcmp(title, MAYAN_EDIT_ORIGIN) == 0))
		/* Not "Mayan Puzzle from the editor". */
		snprintf(name, size, "%s puzzle from the editor",
		    g->rules->name);
	else if (edited)
		/* Titled, it may be a level's board taken to the editor,
		 * the level's title with it: "Mayan Drop In" named it as
		 * the level, which taking it up does not play. */
		snprintf(name, size, "%s puzzle from the editor: %s",
		    g->rules->name, title);
	else if (g->kind != GAME_MAYAN ||
	    !mayan_random_name_spelt_out(g->origin, name, size))
		snprintf(name, size, "%s %s", g->rules->name, title);
}

/* A board of the day's name shorter than its title, "Board of the day,
 * 30 September 2026", for a menu too narrow for the title with the
 * moves after it: `form` 0, the title's short form, "Board of the day 30
 * Sep 2026"; 1, "Board of 30 Sep 2026"; 2, "Board 30 Sep 2026", in which
 * the most a board of the day's 225 balls can come to, "move 10, 102 to
 * redo", still fits the menu's smallest width (DAILY_MENU_WORDS). */
static void game_kept_day_name(long day, int form, char *name, size_t size)
{
	static const char title_words[] = "Board of the day ";
	static const char *const words[GAME_KEPT_SHORTER] = {
		"Board of the day", "Board of", "Board" };
	const size_t len = strlen(title_words);
	char title[48];
	days_board_name(title, sizeof title, day, DAYS_BOARD_NAME_SHORT);
	if (strncmp(title, title_words, len) == 0)
		snprintf(name, size, "%s %s", words[form], title + len);
	else
		snprintf(name, size, "%s", title);
}

/* A kept game named `name` in a menu's words: "Same Game 8x8:3:11, move
 * 2", and the moves taken back that redo plays again, ", 1 to redo";
 * held elsewhere, its name alone: the moves it has there are not the
 * file's. */
static void game_kept_line(const game *g, const char *name,
    bool elsewhere, char *words, size_t size)
{
	char more[32];
	game_redo_words(g, "", more, sizeof more);
	if (elsewhere)
		snprintf(words, size, "%s", name);
	else
		snprintf(words, size, "%s, move %d%s", name,
		    g->rules->move_count(g), more);
}

/* The words of `e`, the kept game `g`, and a board of the day's shorter
 * forms of them. */
static void game_kept_words(const game *g, const char *title,
    game_kept_entry *e)
{
	char name[sizeof g->title + 32], day_name[72];
	const long day = scores_kind_daily_date(g->score_kind);
	game_kept_name(g, title, name, sizeof name);
	game_kept_line(g, name, e->elsewhere, e->words, sizeof e->words);
	for (int form = 0; form < GAME_KEPT_SHORTER; form++) {
		e->shorter[form][0] = '\0';
		if (day == 0)
			continue;
		game_kept_day_name(day, form, day_name, sizeof day_name);
		game_kept_line(g, day_name, e->elsewhere, e->shorter[form],
		    sizeof e->shorter[form]);
	}
}

bool game_kept_read(game_kind kind, int slot, game_kept_entry *entry,
    const game *like, bool *same, bool *damaged, game_open_error *err)
{
	char path[4096], name[64];
	struct stat st;
	*damaged = false;
	if (!game_kept_path(kind, slot, path, sizeof path, name,
	    sizeof name))
		return false;
	if (stat(path, &st) != 0) {
		/* Nothing there, or no folder, keeps no game; a link in a
		 * loop is a kept file that does not read, said as a FIFO
		 * there is. */
		if (errno != ENOENT && errno != ENOTDIR)
			game_open_fail_unreadable(err, path,
			    io_scan_errno_words(errno));
		return false;
	}
	/* An empty file is what a power cut may leave of a game kept
	 * without waiting for the disk (game_keep_as_played): nothing to
	 * take up, and nothing to set aside, as it holds nothing. */
	if (S_ISREG(st.st_mode) && st.st_size == 0)
		return false;
	game g;
	game_init(&g);
	if (!game_kept_load(&g, kind, slot, false, err)) {
		*damaged = game_open_error_placed(err);
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
		entry->daily = scores_kind_daily_date(g.score_kind);
		entry->assisted = game_assisted(&g);
		game_kept_words(&g, title, entry);
		if (like != NULL)
			*same = strcmp(like->origin, g.origin) == 0 &&
			    g.rules->same_board(like, &g);
	}
	game_free(&g);
	return moves > 0;
}

bool game_kept_fail(game_open_error *err, const char *text)
{
	snprintf(err->text, sizeof err->text, "%s", text);
	err->status = GAME_OPEN_BAD_INPUT;
	err->in_file = err->unreadable = err->other_kind = false;
	return false;
}

int game_kept_pick(const game_kept_entry *list, int count, game_kind kind)
{
	int newest = -1;
	for (int i = 0; i < count; i++) {
		if (kind != GAME_NONE && list[i].kind != kind)
			continue;
		if (!list[i].elsewhere)
			return i;
		if (newest < 0)
			newest = i;
	}
	return newest;
}

bool game_kept_unreadable(game_kind kind, char *name, size_t name_size,
    game_open_error *err)
{
	for (int slot = 0; slot < GAME_KEPT_PLACES; slot++) {
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

bool game_kept_trouble(game_kind kind, char *words, size_t size)
{
	char name[64];
	game_open_error e;
	for (int k = 0; k < GAME_KINDS; k++) {
		if ((kind != GAME_NONE && game_kinds[k] != kind) ||
		    !game_kept_unreadable(game_kinds[k], name, sizeof name,
		    &e))
			continue;
		/* A damaged one is named where it is, as every reader names
		 * a file, and what becomes of it. */
		if (game_open_error_placed(&e))
			snprintf(words, size, "%s:%d:%d: %s; a game of its "
			    "kind kept next sets it aside", name, e.line,
			    e.col, e.what);
		else
			snprintf(words, size, "the kept game %s does not "
			    "read%s%s", name, e.in_file || e.unreadable ?
			    ": " : "", e.in_file || e.unreadable ? e.what : "");
		return true;
	}
	return false;
}

/* None of `kind` to take up: false, with `err` saying so in the words
 * of every front end (see game_kept_choose).  A kept file that does not
 * read is named: it may hold the game the player is looking for. */
static bool game_kept_none(game_kind kind, game_open_error *err)
{
	char trouble[sizeof err->text], none[sizeof err->text];
	if (game_kept_trouble(kind, trouble, sizeof trouble))
		snprintf(none, sizeof none, "no game to take up: %.480s",
		    trouble);
	else if (kind == GAME_NONE)
		snprintf(none, sizeof none, "%s", GAME_KEPT_NONE_WORDS);
	else
		snprintf(none, sizeof none, "no %s is kept to continue",
		    game_rules_of(kind)->noun);
	return game_kept_fail(err, none);
}

bool game_kept_choose(game_kind kind, game_kept_entry *chosen,
    game_open_error *err)
{
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS);
	const int i = game_kept_pick(list, count, kind);
	if (i >= 0) {
		*chosen = list[i];
		return true;
	}
	return game_kept_none(kind, err);
}

bool game_kept_refuse_elsewhere(game_kind kind, game_open_error *err)
{
	char words[128];
	snprintf(words, sizeof words, "the %s kept to continue is being "
	    "played in another tumble", game_rules_of(kind)->noun);
	return game_kept_fail(err, words);
}

bool game_kept_hold(game *g, const char *path, game_open_error *err)
{
	const int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);
	struct stat held, now;
	/* A file replaced since it was opened was kept again meanwhile, by
	 * the tumble that plays it: the lock had is on the old one. */
	if (fd >= 0 && ((flock(fd, LOCK_EX | LOCK_NB) != 0 &&
	    errno == EWOULDBLOCK) || (fstat(fd, &held) == 0 &&
	    (stat(path, &now) != 0 || now.st_dev != held.st_dev ||
	    now.st_ino != held.st_ino)))) {
		close(fd);
		return game_kept_refuse_elsewhere(g->kind, err);
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
	char path[4096], name[64];
	struct stat st;
	game_kept_entry chosen;
	if (slot == GAME_KEPT_NEWEST) {
		if (!game_kept_choose(kind, &chosen, err))
			return false;
		slot = chosen.slot;
	}
	if (slot < 0 || slot >= GAME_KEPT_PLACES ||
	    !game_kept_path(kind, slot, path, sizeof path, name,
	    sizeof name) || stat(path, &st) != 0)
		return game_kept_none(kind, err);
	game_source *src = malloc(sizeof *src);
	if (src == NULL)
		return game_kept_fail(err, "out of memory");
	game_request r = game_request_new(kind);
	r.name = path;
	r.kept = true;
	bool ok = game_source_find(&r, src, err) && (to_play ?
	    game_source_start(g, src, err) : game_source_look(g, src, err));
	if (ok) {
		g->continued = true;
		g->kept = game_kept_identity(&st, slot);
	}
	free(src);
	return ok;
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

bool game_kept_entry_in_play(const game_kept_entry *e, const game *g)
{
	return g != NULL && g->kept.known && e->kind == g->kind &&
	    e->file.known && e->file.slot == g->kept.slot &&
	    e->file.dev == g->kept.dev && e->file.ino == g->kept.ino;
}

static bool game_kept_newer(const game_kept_file *a, const game_kept_file *b)
{
	return a->mtime.tv_sec != b->mtime.tv_sec ?
	    a->mtime.tv_sec > b->mtime.tv_sec :
	    a->mtime.tv_nsec > b->mtime.tv_nsec;
}

int game_kept_list(game_kept_entry *list, int max)
{
	int count = 0;
	for (int k = 0; k < GAME_KINDS; k++)
		for (int slot = 0; slot < GAME_KEPT_PLACES && count < max;
		    slot++) {
			bool damaged;
			game_open_error e;
			if (game_kept_read(game_kinds[k], slot, &list[count],
			    NULL, NULL, &damaged, &e))
				count++;
		}
	/* Newest first: the game quit last is the one a player is most
	 * likely to want back, to the nanosecond the file system keeps (a
	 * game kept as played beside its board's older copy may be kept
	 * within the same second). */
	for (int i = 1; i < count; i++)
		for (int j = i; j > 0 && game_kept_newer(&list[j].file,
		    &list[j - 1].file); j--) {
			const game_kept_entry swap = list[j];
			list[j] = list[j - 1];
			list[j - 1] = swap;
		}
	return count;
}

bool game_kept(game_kind kind, char *words, size_t size, time_t *when)
{
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS);
	for (int i = 0; i < count; i++)
		if (list[i].kind == kind) {
			snprintf(words, size, "%s", list[i].words);
			*when = list[i].when;
			return true;
		}
	return false;
}
