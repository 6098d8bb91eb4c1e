/*
 * Keeping a game to continue (see game_keep.h): the save written under
 * a lock in the place game_keep_place.c chooses, and the file let go
 * once the game ends.  The kept games as they stand are game_kept.c's.
 */
#include "session/game_keep.h"

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
#include "session/game_keep_place.h"
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

/* After `alert`, what keeping a game in the oldest's place `c` did: the
 * oldest of the games in the other places went, that no other tumble
 * plays, a game in the spare place staying beside them; the only one,
 * or the older of two, said so.  The game put out set apart, after a
 * colon: its name, the menu's, starts with a capital and may hold
 * commas ("Board of the day, 7 December 2026, move 2"). */
static void game_keep_said_oldest(const game_keep_choice *c, char *alert,
    size_t alert_size)
{
	char said[600], which[40];
	const char *outside = c->spare_taken ? " outside the spare place" :
	    "";
	/* One to put out of those kept: none played elsewhere but it. */
	const bool one = c->kept - c->held == 1;
	if (c->kept == 1)
		snprintf(which, sizeof which, "%s", c->spare_taken ?
		    "the one kept" : "the only other kept game");
	else
		snprintf(which, sizeof which, "the %s of the %d kept", one ?
		    "one" : c->kept == 2 ? "older" : "oldest", c->kept);
	snprintf(said, sizeof said, "This game is kept to continue, in place "
	    "of %s%s%s: %s.", which, outside, c->passed_held ? " that no "
	    "other tumble plays" : "", c->replaced);
	game_alert_add(alert, alert_size, said);
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

/* Remove the kept file at `path` when it is still `kept`, a game's own,
 * which it holds: under the kind's `lock`, or without it (-1) as
 * game_kept_remove_unlocked() says.  One kept there since, by another
 * game, is that game's. */
static void game_kept_remove_own(const game_kept_file *kept,
    const char *path, int lock)
{
	if (lock < 0)
		game_kept_remove_unlocked(kept, path);
	else if (game_kept_unchanged(kept, path))
		unlink(path);
}

/* After `g`, kept in the spare place as it was played (`was`), is kept
 * by its quit in another: the spare file goes, as game_kept_remove_own()
 * says; `g` still holds it. */
static void game_keep_spare_gone(const game *g, const game_kept_file *was,
    int lock)
{
	char path[4096], name[64];
	if (!was->known || was->slot != GAME_KEPT_MAX ||
	    g->kept.slot == GAME_KEPT_MAX ||
	    !game_kept_path(g->kind, GAME_KEPT_MAX, path, sizeof path, name,
	    sizeof name))
		return;
	game_kept_remove_own(was, path, lock);
}

/* Keep `g` as game_keep() says; when `drop_none` (after a move), only
 * where no other kept game goes for it, and true (nothing said) when
 * there is none, and without waiting for the disk or the lock: the
 * quit's keep waits for them.  What is not written then is left for the
 * next keep (g->kept_behind).  When `unasked` (and not `drop_none`), it
 * waits, and goes where a keep after a move would, when there is such a
 * place: no other kept game goes unasked. */
static bool game_keep_in(game *g, bool drop_none, bool unasked,
    bool *held, char *alert, size_t alert_size)
{
	char first[4096], path[4096], name[64], why[3000];
	alert[0] = '\0';
	if (held != NULL)
		*held = false;
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
		    "continue: %s.", paths_data_trouble());
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
	/* A damaged file holds no game to put out: set aside, as the
	 * title menu says the next game kept does, its place is a move's
	 * too, else a damaged place kept no game as played at all. */
	game_keep_choice choice = game_keep_slot(g, drop_none);
	if (!drop_none && unasked && game_keep_puts_out(choice.place)) {
		const game_keep_choice kept_as_played = game_keep_slot(g, true);
		if (!game_keep_puts_out(kept_as_played.place))
			choice = kept_as_played;
	}
	/* One that cannot be set aside stays as it is, never written over:
	 * the game goes to another place, or, with none, is not kept. */
	int stays = -1;
	if (choice.place == GAME_KEEP_DAMAGED &&
	    game_kept_path(g->kind, choice.slot, path, sizeof path, name,
	    sizeof name) &&
	    !atomic_file_set_aside(path, name, choice.damage.line,
	    choice.damage.col, choice.damage.what, aside, sizeof aside)) {
		stays = choice.slot;
		choice = game_keep_slot_past_damage(g, drop_none);
	}
	if (drop_none && (game_keep_puts_out(choice.place) ||
	    choice.place == GAME_KEEP_HELD)) {
		atomic_file_unlock(lock);
		g->kept_behind = true;
		return true;
	}
	const int slot = choice.slot;
	if (slot == stays || choice.place == GAME_KEEP_HELD) {
		atomic_file_unlock(lock);
		snprintf(why, sizeof why, "The game could not be kept to "
		    "continue: %s.", slot == stays ? aside : "every place "
		    "of its kind holds a game played in another tumble, the "
		    "spare one another game");
		escape_for_terminal(alert, alert_size, why);
		if (held != NULL)
			*held = slot != stays;
		return false;
	}
	/* No keep writes over the spare file here: set aside, its name
	 * goes, or each quit would set it aside again. */
	if (!drop_none && choice.spare_damaged &&
	    game_kept_path(g->kind, GAME_KEPT_MAX, path, sizeof path, name,
	    sizeof name) &&
	    atomic_file_set_aside(path, name, choice.spare_damage.line,
	    choice.spare_damage.col, choice.spare_damage.what, aside,
	    sizeof aside))
		unlink(path);
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
	if (kept) {
		if (stat(path, &st) == 0) {
			g->kept = game_kept_identity(&st, slot);
			g->continued = true;
		}
		g->kept_behind = false;
		/* The spare file goes while it is still held. */
		if (!drop_none)
			game_keep_spare_gone(g, &was, lock);
		if (g->keep_as_played) {
			if (g->kept_hold >= 0)
				close(g->kept_hold);
			g->kept_hold = hold;
		}
		game_keep_copy_after(g, &choice, drop_none);
	}
	if (lock >= 0)
		atomic_file_unlock(lock);
	if (!kept) {
		snprintf(alert, alert_size, "The game could not be kept to "
		    "continue: %s.", why);
		return false;
	}
	/* A damaged file set aside is said whatever else is: the title
	 * menu said the next game kept would, and this is where it went. */
	escape_for_terminal(alert, alert_size, aside);
	if (choice.place == GAME_KEEP_OLDEST)
		game_keep_said_oldest(&choice, alert, alert_size);
	return true;
}

bool game_keep(game *g, char *alert, size_t alert_size)
{
	return game_keep_in(g, false, false, NULL, alert, alert_size);
}

bool game_keep_unasked(game *g, char *alert, size_t alert_size)
{
	return game_keep_in(g, false, true, NULL, alert, alert_size);
}

/* What the keep did to another file (a damaged one set aside) is said
 * as the game goes on, as trouble with any data file is; a game not kept
 * is said by the quit. */
void game_keep_as_played(game *g)
{
	char alert[512];
	if (g->keep_as_played && !g->practice &&
	    game_keep_in(g, true, true, NULL, alert, sizeof alert) &&
	    alert[0] != '\0')
		game_alert_tell(g, alert);
}

bool game_keep_to_leave(game *g, game_leaving how, const char *asked,
    char *alert, size_t alert_size, char *question, size_t question_size)
{
	char now[160];
	bool held;
	question[0] = '\0';
	if (game_keep_in(g, false, false, &held, alert, alert_size))
		return true;
	/* Every place taken by games that stay: the question the player
	 * said yes to said that it is not kept, when it says so still. */
	if (held && asked != NULL &&
	    game_leaving_question(g, how, now, sizeof now) &&
	    strcmp(now, asked) == 0)
		return false;
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
	game_kept_remove_own(&g->kept, path, lock);
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
