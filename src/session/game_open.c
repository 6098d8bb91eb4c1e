/*
 * From a board name to a game (see game_open.h).  A name is told apart in
 * one order everywhere: a file that exists, then (Same Game) a board id, a
 * board of a pack and a seed, then (Mayan) a level of the pack.
 */
#include "session/game_open.h"
#include "session/game_open_impl.h"
#include "session/game_rules.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/same_clearable.h"
#include "io/levels.h"
#include "io/scores.h"
#include "session/daily.h"
#include "session/mayan_progress.h"

/* A folder reads as nothing, and may share its name with a level; a
 * name with a folder in it can only be a file, and a missing one is
 * reported as such, as is a link that cannot be followed (a loop). */
bool game_name_is_file(const char *name)
{
	struct stat st;
	return strcmp(name, "-") == 0 || strchr(name, '/') != NULL ||
	    (stat(name, &st) == 0 ? !S_ISDIR(st.st_mode) :
	    lstat(name, &st) == 0 && S_ISLNK(st.st_mode));
}

/* What a name that is neither a board nor a level is, in the words that
 * refuse it: a folder is named so, not said to be missing. */
static const char *game_open_not_a_file(const char *name)
{
	struct stat st;
	return stat(name, &st) == 0 && S_ISDIR(st.st_mode) ?
	    "a folder, not a file," : "no file,";
}

static bool game_source_file(const game_request *r, const char *name,
    const io_text *text, game_source *src, game_open_error *err);

/* ---- Same Game names ---- */

same_id game_daily_id(long date)
{
	return (same_id){ GAME_DAILY_ROWS, GAME_DAILY_COLS, GAME_DAILY_COLORS,
		(uint64_t)date, true };
}

/* Whether `id` is the board of the day of some date: however it was
 * named, its scores go to that date.  A seed such as 20260231 is no day
 * of the calendar, so its board is no board of the day. */
static bool game_id_is_daily(const same_id *id)
{
	const same_id day = game_daily_id((long)id->seed);
	return id->clearable && id->rows == day.rows && id->cols == day.cols &&
	    id->colors == day.colors && days_number((long)id->seed) >= 0;
}

static bool game_source_id(const same_id *id, game_source *src,
    game_open_error *err)
{
	/* The same refusal as the id's own reader gives, for a size and
	 * --clearable asked apart. */
	if (id->clearable && !same_clearable_exists(id->rows, id->cols))
		return game_open_fail(err, GAME_OPEN_USAGE, "a board of one "
		    "cell cannot be cleared: choose a larger one");
	src->kind = GAME_SAME;
	src->has_id = true;
	src->id = *id;
	same_id_board(id, &src->same);
	char name[SAME_ID_MAX];
	same_id_format(id, name);
	game_source_name(src, name, name);
	if (game_id_is_daily(id)) {
		days_board_name(src->title, sizeof src->title,
		    (long)id->seed, DAYS_BOARD_NAME_LONG);
		scores_same_daily_kind(src->score_kind, sizeof src->score_kind,
		    (long)id->seed);
	} else if (id->clearable)
		scores_same_clearable_kind(src->score_kind,
		    sizeof src->score_kind, id->rows, id->cols, id->colors);
	else
		game_source_size_kind(src);
	return true;
}

/* Board K of a built-in pack: a high-score table of its own, named by
 * the pack as its file spells it. */
static bool game_source_pack_board(const game_request *r, const char *name,
    const char *path, long k, game_source *src, game_open_error *err)
{
	game_request in_file = *r;
	in_file.number = k;
	in_file.pack_board = name;
	if (!game_source_file(&in_file, path, NULL, src, err))
		return false;
	const char *file = game_open_base_name(path);
	const char *dot = strrchr(file, '.');
	char pack[LEVELS_NAME_MAX];
	snprintf(pack, sizeof pack, "%.*s", dot != NULL ?
	    (int)(dot - file) : (int)strlen(file), file);
	char board[sizeof src->origin];
	snprintf(board, sizeof board, "%s:%ld", pack, k);
	game_source_name(src, board, board);
	scores_same_pack_kind(src->score_kind, sizeof src->score_kind, pack,
	    k);
	return true;
}

static bool game_open_is_number(const char *text)
{
	return text[0] != '\0' && strspn(text, "0123456789") == strlen(text);
}

/* Why PACK:K names no board: K is no board of a pack there is (then
 * the message says the boards it holds, as for a K past its end), K is
 * no number from 1, or no pack has that name (then the message names the
 * packs there are). */
static bool game_pack_board_unknown(const game_request *r, const char *name,
    game_source *src, game_open_error *err)
{
	const char *colon = strchr(name, ':');
	const char *k = colon + 1;
	char path[4096];
	if (levels_same_pack(name, path, sizeof path))
		/* Read for the board past any pack's end: the pack's own
		 * count of boards says which K there are. */
		return game_source_pack_board(r, name, path, LONG_MAX, src,
		    err);
	levels_pack *pack = NULL;
	if (!game_open_is_number(k) || strspn(k, "0") == strlen(k) ||
	    (pack = malloc(sizeof *pack)) == NULL)
		return game_open_fail(err, GAME_OPEN_BAD_INPUT, "'%s' is no "
		    "board of a pack: name one as PACK:K with K from 1 (as "
		    "standard:3)", name);
	levels_list_same(pack);
	char names[256] = "";
	for (int i = 0; i < pack->count; i++) {
		const size_t used = strlen(names);
		snprintf(names + used, sizeof names - used, "%s%s",
		    i > 0 ? ", " : "", pack->name[i]);
	}
	free(pack);
	return game_open_fail(err, GAME_OPEN_BAD_INPUT, "'%s' is no board of "
	    "a pack: no pack is called '%.*s' (%s %s)", name,
	    (int)(colon - name), name, names[0] != '\0' ? "the packs:" :
	    "no pack is", names[0] != '\0' ? names : "installed");
}

bool game_source_same_name(const game_request *r, game_source *src,
    game_open_error *err)
{
	const char *name = r->name;
	char why[256], path[4096];
	long k;
	same_id id = r->random;
	if (name == NULL) {
		if (!r->seeded)
			id.seed = game_fresh_seed();
		return game_source_id(&id, src, err);
	}
	if (same_id_looks_like_id(name)) {
		if (r->number != 0 || r->sized)
			return game_open_fail(err, GAME_OPEN_USAGE, "a board "
			    "id names its own board: give it without a board "
			    "number, size or colours");
		if (!same_id_parse(name, &id, why, sizeof why))
			return game_open_fail(err, GAME_OPEN_USAGE, "%s", why);
		return game_source_id(&id, src, err);
	}
	if (levels_same_board(name, path, sizeof path, &k)) {
		if (r->number != 0 || r->sized)
			return game_open_fail(err, GAME_OPEN_USAGE, "%s names "
			    "a board of a pack: give it without a board "
			    "number, size or colours", name);
		return game_source_pack_board(r, name, path, k, src, err);
	}
	if (strchr(name, ':') != NULL)
		return game_pack_board_unknown(r, name, src, err);
	if (game_open_is_number(name)) {
		unsigned long long seed;
		errno = 0;
		seed = strtoull(name, NULL, 10);
		if (errno != 0 || seed > SAME_ID_SEED_MAX)
			return game_open_fail(err, GAME_OPEN_USAGE, "a seed is "
			    "a whole number from 0 to %lld, not %s",
			    (long long)SAME_ID_SEED_MAX, name);
		if (r->number != 0)
			return game_open_fail(err, GAME_OPEN_USAGE, "a seed "
			    "names one board: give it without a board number");
		id.seed = seed;
		return game_source_id(&id, src, err);
	}
	return game_open_fail(err, GAME_OPEN_BAD_INPUT, "'%s' is %s nor a "
	    "board id (as 15x15:5:42), a board of a pack (as standard:3) or "
	    "a seed (a whole number)", name, game_open_not_a_file(name));
}

/* ---- Mayan levels ---- */

/* Level `index` of `pack`, read from its file, for `r` (NULL: to play). */
static bool game_source_level(const game_request *r,
    const levels_pack *pack, int index, game_source *src,
    game_open_error *err)
{
	char path[8192];
	io_error e;
	if (index < 0 || index >= pack->count ||
	    !levels_path(pack, index, path, sizeof path))
		return game_open_fail(err, GAME_OPEN_BAD_INPUT, "level %d "
		    "cannot be opened", index + 1);
	if (!levels_read_puzzle(path, &src->mayan, &e))
		return game_open_fail_io(err, &e);
	src->kind = GAME_MAYAN;
	if (!game_source_has_blocks(r, src, path, err))
		return false;
	char title[MAYAN_JUDGE_VALUE_MAX];
	levels_title(pack, index, title, sizeof title);
	game_source_name(src, pack->name[index], title);
	snprintf(src->level, sizeof src->level, "%s", pack->name[index]);
	return true;
}

bool game_source_level_name(const game_request *r, game_source *src,
    game_open_error *err)
{
	levels_pack *pack = malloc(sizeof *pack);
	if (pack == NULL)
		return game_open_fail(err, GAME_OPEN_BAD_INPUT,
		    "out of memory");
	levels_list(pack);
	bool ok;
	const int index = r->name == NULL ?
	    mayan_progress_default_level(pack) : levels_find(pack, r->name);
	/* A name that is no level is said so before its board number is
	 * refused: the number is not what is wrong. */
	if (r->name == NULL && index < 0)
		ok = game_open_fail(err, GAME_OPEN_BAD_INPUT, "no Mayan levels "
		    "are installed in %.300s; give a puzzle FILE", pack->dir);
	else if (index < 0 && r->kind == GAME_MAYAN && pack->count == 0)
		ok = game_open_fail(err, GAME_OPEN_BAD_INPUT, "'%s' is %s "
		    "nor a level: no Mayan levels are installed in %.300s",
		    r->name, game_open_not_a_file(r->name), pack->dir);
	else if (index < 0 && r->kind == GAME_MAYAN)
		/* Words for every front end: the game's level menu and the
		 * shell's `levels` both number the levels so. */
		ok = game_open_fail(err, GAME_OPEN_BAD_INPUT, "'%s' is %s "
		    "nor a level of the pack, which holds levels 1 to %d",
		    r->name, game_open_not_a_file(r->name), pack->count);
	else if (index < 0)
		ok = game_open_fail(err, GAME_OPEN_BAD_INPUT, "'%s' is %s "
		    "nor a board id, a board of a pack or a level", r->name,
		    game_open_not_a_file(r->name));
	else if (r->number != 0)
		ok = game_open_fail(err, GAME_OPEN_USAGE, "a level is one "
		    "puzzle: give it without a board number");
	else
		ok = game_source_level(r, pack, index, src, err);
	free(pack);
	return ok;
}

/* A save names the game it was opened by (a kept game's, the last
 * game's: see save_file.h), board K of a file by the file and K: where
 * that name still opens the same board, the save is that game, with its
 * name on screen, its number, its level and its high-score table (the
 * board of the day's, and so its day), as when it was played.  A name
 * that opens nothing (a random puzzle's) is the game's name alone, so
 * that a save of it names it so again; one that opens another board (a
 * file changed since) leaves the save named by its own file.  A Mayan
 * save's own title, when it keeps one, names it in place of either. */
static void game_source_save_names(game_source *src)
{
	game_source *named = malloc(sizeof *named);
	game_request r = game_request_new(src->kind);
	game_open_error e;
	r.name = src->save.from;
	r.number = src->save.board;
	r.from_save = true;
	const bool found = named != NULL && game_source_find(&r, named, &e);
	if (found && named->kind == src->kind &&
	    game_rules_of(src->kind)->same_start(named, src)) {
		snprintf(src->origin, sizeof src->origin, "%s",
		    named->origin);
		snprintf(src->title, sizeof src->title, "%s", named->title);
		snprintf(src->level, sizeof src->level, "%s", named->level);
		snprintf(src->score_kind, sizeof src->score_kind, "%s",
		    named->score_kind);
		src->has_id = named->has_id;
		src->id = named->id;
		src->number = named->number;
		/* The puzzle as its file reads now, header and all: the
		 * title on screen is the one its saves keep. */
		if (src->kind == GAME_MAYAN)
			src->mayan = named->mayan;
	} else if (!found && named != NULL) {
		/* A Mayan puzzle's own title, kept in the save, still
		 * names it on screen. */
		const char *title = src->kind == GAME_MAYAN ?
		    mayan_puzzle_field(&src->mayan, "title") : NULL;
		game_source_name(src, src->save.from, title != NULL &&
		    title[0] != '\0' ? title : src->save.from);
	}
	free(named);
}

/* A file's game, named or read once (`text`), a save named as the game
 * it started from. */
static bool game_source_file(const game_request *r, const char *name,
    const io_text *text, game_source *src, game_open_error *err)
{
	if (!game_source_read(r, name, text, src, err) ||
	    !game_source_has_blocks(r, src, name, err))
		return false;
	if (src->is_save && src->save.from[0] != '\0' && !r->from_save)
		game_source_save_names(src);
	return true;
}

bool game_source_text(const game_request *r, const io_text *text,
    game_source *src, game_open_error *err)
{
	game_source_clear(src, err);
	return game_source_file(r, text->name, text, src, err);
}

bool game_source_find(const game_request *r, game_source *src,
    game_open_error *err)
{
	game_source_clear(src, err);
	if (r->name != NULL && r->name[0] == '\0')
		return game_open_fail(err, GAME_OPEN_USAGE,
		    "an empty name names no board");
	if (r->name != NULL && r->seeded)
		return game_open_fail(err, GAME_OPEN_USAGE,
		    "give a board or a seed, not both");
	if (r->daily && (r->name != NULL || r->seeded || r->sized ||
	    r->number != 0))
		return game_open_fail(err, GAME_OPEN_USAGE, "the board of the "
		    "day is today's: give it without a board, seed, size or "
		    "colours");
	if (r->daily) {
		const same_id day = game_daily_id(daily_today());
		return game_source_id(&day, src, err);
	}
	if (r->name != NULL && r->random.clearable &&
	    (game_name_is_file(r->name) || !game_open_is_number(r->name)))
		return game_open_fail(err, GAME_OPEN_USAGE, "clearable boards "
		    "are made from a seed, not read from a file or named by "
		    "an id (an id of one holds a c before its seed)");
	if (r->name == NULL && r->number != 0)
		return game_open_fail(err, GAME_OPEN_USAGE,
		    "a board number needs a FILE");
	if (r->name != NULL && game_name_is_file(r->name)) {
		if (r->sized)
			return game_open_fail(err, GAME_OPEN_USAGE, "the size "
			    "and colours are for random boards, not for a "
			    "FILE");
		return game_source_file(r, r->name, NULL, src, err);
	}
	if (r->kind != GAME_NONE)
		return game_rules_of(r->kind)->find_name(r, src, err);
	/* `load NAME`: a name of each kind in turn, a Same Game board
	 * first; the last kind's refusal names them all.  A kind that
	 * knows the name and refuses how it is asked for (a board number
	 * after an id) has the last word: no other kind is looked at. */
	for (int k = 0; k < GAME_KINDS; k++) {
		if (game_rules_of(game_kinds[k])->find_name(r, src, err))
			return true;
		if (err->status == GAME_OPEN_USAGE)
			return false;
	}
	return false;
}

bool game_source_look(game *g, const game_source *src, game_open_error *err)
{
	if (!game_rules_of(src->kind)->start(g, src))
		return game_open_fail(err, GAME_OPEN_BAD_INPUT,
		    "out of memory");
	snprintf(g->origin, sizeof g->origin, "%s", src->origin);
	snprintf(g->title, sizeof g->title, "%s", src->title);
	snprintf(g->level, sizeof g->level, "%s", src->level);
	return true;
}

bool game_source_start(game *g, const game_source *src, game_open_error *err)
{
	if (!game_source_look(g, src, err))
		return false;
	game_begin(g);
	/* What the save kept of the game's play so far: a game taken up
	 * is no cleaner than it was left. */
	if (src->is_save) {
		g->helped = src->save.helped;
		if (src->save.played > g->made)
			g->made = src->save.played;
	}
	return true;
}

bool game_open(game *g, const game_request *r, game_open_error *err)
{
	game_source *src = malloc(sizeof *src);
	if (src == NULL)
		return game_open_fail(err, GAME_OPEN_BAD_INPUT,
		    "out of memory");
	const bool ok = game_source_find(r, src, err) &&
	    game_source_start(g, src, err);
	free(src);
	return ok;
}

bool game_open_level(game *g, const levels_pack *pack, int index,
    game_open_error *err)
{
	game_source *src = malloc(sizeof *src);
	if (src == NULL)
		return game_open_fail(err, GAME_OPEN_BAD_INPUT,
		    "out of memory");
	memset(src, 0, sizeof *src);
	const bool ok = game_source_level(NULL, pack, index, src, err) &&
	    game_source_start(g, src, err);
	free(src);
	return ok;
}
