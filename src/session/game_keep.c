/*
 * Keeping a game to continue (see game_keep.h): the place it is kept in,
 * the save written there under a lock, and the file let go once the
 * game ends.  The kept games as they stand are game_kept.c's.
 */
#include "session/game_keep.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/atomic_file.h"
#include "io/atomic_lock.h"
#include "io/escape.h"
#include "io/paths.h"
#include "session/game_kept_impl.h"
#include "session/game_rules.h"

/* Whether `g` can be saved; if not, `error` says why. */
static bool game_saveable(const game *g, char *error, size_t error_size)
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
	return true;
}

/* Write `g` as a save into `f`, opened where the save goes, and put it
 * in place, `synced` or not (see atomic_file_commit_unsynced); on any
 * failure the temporary goes and the old file stays. */
static bool game_save_commit(const game *g, atomic_file *f,
    const char *from, bool synced, char *error, size_t error_size)
{
	if (!g->rules->save(g, f->fp, from, error, error_size)) {
		atomic_file_abort(f);
		return false;
	}
	return synced ? atomic_file_commit(f, error, error_size) :
	    atomic_file_commit_unsynced(f, error, error_size);
}

/* The two places a save goes, each opening its file as the place asks:
 * a file the player names, new with the mode the umask leaves (it is
 * theirs to pass on), and the data folder, where it is new as the
 * player's alone (0600), as every file there is. */
bool game_save(const game *g, const char *path, char *error,
    size_t error_size)
{
	atomic_file f;
	return game_saveable(g, error, error_size) &&
	    atomic_file_open(&f, path, error, error_size) &&
	    game_save_commit(g, &f, NULL, true, error, error_size);
}

/* A hold on the file `f` writes, taken before it is put in place, so
 * that it is held from its first moment under its name: -1 when the
 * file takes no lock. */
static int game_save_hold(atomic_file *f)
{
	const int fd = fcntl(fileno(f->fp), F_DUPFD_CLOEXEC, 0);
	if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* Keep `g` as a save at `path` in the data folder, with the name it was
 * opened by, to continue it or review it as the same game.  With `hold`,
 * the new file is held there (see game_save_hold), for the caller to
 * let go; `synced` as game_save_commit() says. */
static bool game_save_kept(const game *g, const char *path, int *hold,
    bool synced, char *error, size_t error_size)
{
	atomic_file f;
	if (!game_saveable(g, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	const int fd = hold != NULL ? game_save_hold(&f) : -1;
	const bool saved = game_save_commit(g, &f, g->origin, synced, error,
	    error_size);
	if (saved && hold != NULL)
		*hold = fd;
	else if (fd >= 0)
		close(fd);
	return saved;
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
	GAME_KEEP_SPARE,   /* the spare place, free (as played alone) */
} game_keep_place;

typedef struct game_keep_choice {
	int slot;
	game_keep_place place;
	/* The older copy of the same game that keeping it puts out: `slot`
	 * itself, or, for a game kept as played in a free place beside it
	 * (game_keep_as_played leaves it for the quit), that copy's; -1
	 * for none.  `copy_file` is the file there. */
	int copy;
	game_kept_file copy_file;
	char replaced[240];     /* the oldest's words */
	game_open_error damage; /* why a damaged file does not read */
	/* A damaged file in the spare place, set aside by a quit's keep
	 * beside its own: that keep never writes there, but the title menu
	 * says that the next game kept sets it aside.  `spare_damage` says
	 * why it does not read. */
	bool spare_damaged;
	game_open_error spare_damage;
} game_keep_choice;

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
 * does not read, `c` is told, for the quit's keep to set it aside. */
static bool game_keep_spare_free(const game *g, game_keep_choice *c)
{
	char path[4096], name[64];
	game_kept_entry entry;
	game_open_error e = { .text = "" };
	bool damaged;
	if (!game_kept_path(g->kind, GAME_KEPT_MAX, path, sizeof path, name,
	    sizeof name) ||
	    game_kept_read(g->kind, GAME_KEPT_MAX, &entry, NULL, NULL,
	    &damaged, &e))
		return false;
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
 * oldest, passing over those another tumble plays while there are
 * others.  With none of these, the first, whose save says what is wrong.
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
 * the others.  The spare place is never chosen otherwise.  Only reads:
 * the question before a quit asks it too. */
static game_keep_choice game_keep_slot(const game *g, bool as_played)
{
	char path[4096], name[64];
	int oldest = -1, free_slot = -1, copy = -1;
	game_kept_entry entry, old = { .when = 0 }, copy_entry;
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
		if (same && copy < 0 && !entry.elsewhere &&
		    (!g->kept.known || spare)) {
			copy = slot;
			copy_entry = entry;
		}
		if (oldest < 0 || game_kept_goes_first(&entry, &old)) {
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
	    game_keep_spare_free(g, &c);
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
	}
	return c;
}

void game_keep_promise(const game *g, char *words, size_t size)
{
	const game_keep_place place = g->rules == NULL ? GAME_KEEP_FREE :
	    game_keep_slot(g, false).place;
	snprintf(words, size, "%s", place == GAME_KEEP_COPY ? "it is kept "
	    "in place of this board's older game" : place ==
	    GAME_KEEP_OLDEST ? "it is kept, and the oldest kept game goes" :
	    "it is kept to continue");
}

bool game_keep_drops_another(const game *g)
{
	if (g->rules == NULL || g->watching || game_moves_at_stake(g) == 0)
		return false;
	const game_keep_place place = game_keep_slot(g, false).place;
	return place == GAME_KEEP_COPY || place == GAME_KEEP_OLDEST;
}

void game_keep_last(const game *g)
{
	char path[4096], why[3000];
	if (g->rules == NULL || g->watching || g->practice ||
	    !paths_data_file(g->rules->last_file, path, sizeof path) ||
	    !atomic_file_make_parent(path, why, sizeof why))
		return;
	(void)game_save_kept(g, path, NULL, true, why, sizeof why);
}

/* Remove the kept file at `path` when it is still `file` and no tumble
 * plays it: held here while it goes, no other can take it up meanwhile,
 * and one that opened it before finds its name gone (game_kept_hold). */
static void game_kept_remove_unheld(const char *path,
    const game_kept_file *file)
{
	struct stat st;
	const int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);
	if (fd < 0)
		return;
	if (flock(fd, LOCK_EX | LOCK_NB) == 0 && fstat(fd, &st) == 0 &&
	    st.st_dev == file->dev && st.st_ino == file->ino &&
	    game_kept_unchanged(file, path))
		unlink(path);
	close(fd);
}

/* After `g` was kept where `c` says: the older copy a game kept as
 * played left beside it is remembered, for the quit to put out as its
 * question said. */
static void game_keep_copy_after(game *g, const game_keep_choice *c,
    bool as_played)
{
	char path[4096], name[64];
	if (as_played) {
		if (c->place == GAME_KEEP_FREE)
			g->older_copy = c->copy >= 0 ? c->copy_file :
			    (game_kept_file){ .known = false };
		return;
	}
	if (c->place == GAME_KEEP_COPY && c->copy != c->slot &&
	    game_kept_path(g->kind, c->copy, path, sizeof path, name,
	    sizeof name))
		game_kept_remove_unheld(path, &c->copy_file);
	g->older_copy.known = false;
}

static void game_forget_kept_in(game *g, bool wait);
static void game_kept_remove_unlocked(const game_kept_file *kept,
    const char *path);

/* After `g`, kept in the spare place as it was played (`was`), is kept
 * by its quit in another: the spare file goes, when it is still the one
 * `g` wrote, under the kind's lock (`lock`), or without it as
 * game_kept_remove_unlocked() says; `g` still holds it. */
static void game_keep_spare_gone(const game *g, const game_kept_file *was,
    int lock)
{
	char path[4096], name[64];
	if (!was->known || was->slot != GAME_KEPT_MAX ||
	    g->kept.slot == GAME_KEPT_MAX ||
	    !game_kept_path(g->kind, GAME_KEPT_MAX, path, sizeof path, name,
	    sizeof name))
		return;
	if (lock < 0)
		game_kept_remove_unlocked(was, path);
	else if (game_kept_unchanged(was, path))
		unlink(path);
}

/* Keep `g` as game_keep() says; when `drop_none` (after a move), only
 * where no other kept game goes for it, and true (nothing said) when
 * there is none, and without waiting for the disk or the lock: the
 * quit's keep waits for them.  What is not written then is left for the
 * next keep (g->kept_behind). */
static bool game_keep_in(game *g, bool drop_none, char *alert,
    size_t alert_size)
{
	char first[4096], path[4096], name[64], why[3000];
	alert[0] = '\0';
	if (g->rules == NULL || g->watching)
		return true;
	if (game_moves_at_stake(g) == 0) {
		game_forget_kept_in(g, !drop_none);
		g->kept_behind = false;
		return true;
	}
	/* No data folder: not lost unasked, as the quit promised it kept. */
	if (!game_kept_path(g->kind, 0, first, sizeof first, name,
	    sizeof name)) {
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: set HOME or XDG_DATA_HOME.");
		return false;
	}
	if (!atomic_file_make_parent(first, why, sizeof why)) {
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s.", why);
		return false;
	}
	/* One lock for all the kept games of a kind, so that two tumbles
	 * never take the same free place.  Without it (a folder that
	 * cannot be written, say), the save is still tried: it says best
	 * what is wrong.  After a move, a lock another tumble holds
	 * is not waited for: the move would wait with it, and that tumble
	 * may be taking the place this game would choose.  Nothing is
	 * written then; the next keep writes it all. */
	bool busy = false;
	const int lock = drop_none ? atomic_file_try_lock(first, &busy, why,
	    sizeof why) : atomic_file_lock(first, ATOMIC_FILE_LOCK_SECONDS,
	    why, sizeof why);
	if (busy) {
		g->kept_behind = true;
		return true;
	}
	char aside[600] = "";
	const game_keep_choice choice = game_keep_slot(g, drop_none);
	if (drop_none && choice.place != GAME_KEEP_OWN &&
	    choice.place != GAME_KEEP_FREE &&
	    choice.place != GAME_KEEP_SPARE) {
		atomic_file_unlock(lock);
		g->kept_behind = true;
		return true;
	}
	const int slot = choice.slot;
	const char *replaced = choice.place == GAME_KEEP_OLDEST ?
	    choice.replaced : "";
	if (choice.place == GAME_KEEP_DAMAGED &&
	    game_kept_path(g->kind, slot, path, sizeof path, name,
	    sizeof name))
		atomic_file_set_aside(path, name, choice.damage.line,
		    choice.damage.col, choice.damage.what, aside,
		    sizeof aside);
	if (!drop_none && choice.spare_damaged &&
	    game_kept_path(g->kind, GAME_KEPT_MAX, path, sizeof path, name,
	    sizeof name))
		atomic_file_set_aside(path, name, choice.spare_damage.line,
		    choice.spare_damage.col, choice.spare_damage.what, aside,
		    sizeof aside);
	/* A game kept as it is played holds its file, as a game taken up
	 * holds its own, in place of the file it held before: held from
	 * before it is in place, it is never free for another tumble to
	 * take up meanwhile. */
	int hold = -1;
	const game_kept_file was = g->kept;
	bool kept = game_kept_path(g->kind, slot, path, sizeof path, name,
	    sizeof name) && game_save_kept(g, path, g->keep_as_played ?
	    &hold : NULL, !drop_none, why, sizeof why);
	struct stat st;
	if (kept && stat(path, &st) == 0) {
		g->kept = game_kept_identity(&st, slot);
		g->continued = true;
	}
	if (kept)
		g->kept_behind = false;
	if (kept && !drop_none)
		game_keep_spare_gone(g, &was, lock);
	if (kept && g->keep_as_played) {
		if (g->kept_hold >= 0)
			close(g->kept_hold);
		g->kept_hold = hold;
	}
	if (kept)
		game_keep_copy_after(g, &choice, drop_none);
	if (lock >= 0)
		atomic_file_unlock(lock);
	if (!kept)
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s.", why);
	else if (replaced[0] != '\0')
		/* The game put out set apart, after a colon: its name, the
		 * menu's, starts with a capital and may hold commas ("Board
		 * of the day, 7 December 2026, move 2"). */
		snprintf(alert, alert_size, "This game is kept to continue, in "
		    "place of the oldest of the %d kept: %s.", GAME_KEPT_MAX,
		    replaced);
	else if (aside[0] != '\0')
		escape_for_terminal(alert, alert_size, aside);
	return kept;
}

bool game_keep(game *g, char *alert, size_t alert_size)
{
	return game_keep_in(g, false, alert, alert_size);
}

void game_keep_as_played(game *g)
{
	char alert[512];
	if (g->keep_as_played && !g->practice)
		(void)game_keep_in(g, true, alert, sizeof alert);
}

bool game_keep_to_leave(game *g, game_leaving how, char *alert,
    size_t alert_size, char *question, size_t question_size)
{
	question[0] = '\0';
	if (game_keep(g, alert, alert_size))
		return true;
	/* The reason alone, after the path, so that the question fits a
	 * message line; the alert says the whole. */
	const char *why = alert;
	for (const char *p = alert; (p = strstr(p, ": ")) != NULL; p += 2)
		why = p + 2;
	/* Its full stop is the alert's: the question goes on. */
	const size_t length = strlen(why);
	const int said = (int)length - (length > 0 && why[length - 1] == '.');
	snprintf(question, question_size, "This game cannot be kept to "
	    "continue (%.*s); %s all the same?", said, why,
	    how == GAME_TO_EDITOR ? "go back to the editor" : "quit");
	return false;
}

/* Remove the kept file at `path` when it is still `kept`, the one a game
 * read or wrote, without the kind's lock (another tumble holds it, or it
 * cannot be had).  Safe all the same: the name is moved aside first,
 * which takes whatever is there at that instant, and only the very file
 * the game kept (its inode, size and time, the inode held open by the
 * game so that no other file can have it) is removed.  Another tumble
 * never writes that file: it replaces a name by a rename of a new one,
 * so a file it puts in place after the move lands on a free name and
 * stays.  One it put in place just before the move is put back by
 * link(), which never replaces: only were a third tumble to keep a game
 * in that place in that same moment would it stay beside, as
 * NAME.aside.PID, rather than put that one out.  No tumble takes up the
 * file meanwhile: the game holds it (see kept_hold). */
static void game_kept_remove_unlocked(const game_kept_file *kept,
    const char *path)
{
	char aside[4200];
	if (!game_kept_unchanged(kept, path))
		return;
	snprintf(aside, sizeof aside, "%s.aside.%ld", path, (long)getpid());
	if (rename(path, aside) != 0)
		return;
	if (game_kept_unchanged(kept, aside) || link(aside, path) == 0)
		unlink(aside);
}

/* game_forget_kept(), waiting for the kind's lock when `wait`: without
 * it (after a move, which never waits, or a lock that is never let go),
 * the file goes all the same, as game_kept_remove_unlocked() says, so
 * that a game ended and recorded is not left to be taken up and
 * recorded again. */
static void game_forget_kept_in(game *g, bool wait)
{
	char first[4096], path[4096], name[64], why[512];
	if (!g->continued || g->rules == NULL || !g->kept.known ||
	    !game_kept_path(g->kind, 0, first, sizeof first, name,
	    sizeof name) ||
	    !game_kept_path(g->kind, g->kept.slot, path, sizeof path, name,
	    sizeof name))
		return;
	g->continued = false;
	bool busy = false;
	const int lock = wait ? atomic_file_lock(first,
	    ATOMIC_FILE_LOCK_SECONDS, why, sizeof why) :
	    atomic_file_try_lock(first, &busy, why, sizeof why);
	if (lock < 0)
		game_kept_remove_unlocked(&g->kept, path);
	/* Only the file this game was taken up from: one kept since, by
	 * another game, is that game's. */
	else if (game_kept_unchanged(&g->kept, path))
		unlink(path);
	atomic_file_unlock(lock);
	g->kept.known = false;
	if (g->kept_hold >= 0)
		close(g->kept_hold);
	g->kept_hold = -1;
}

void game_forget_kept(game *g)
{
	game_forget_kept_in(g, true);
}

void game_forget_kept_after_move(game *g)
{
	game_forget_kept_in(g, false);
}
