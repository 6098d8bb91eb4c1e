/*
 * The one place a board name becomes a game.  Every front end names a
 * game in the same words: a FILE (a judge file, a board list, a Mayan
 * puzzle or a save) with its board K, a board id (15x15:5:42), a board of a
 * built-in pack (standard:3), a seed, a Mayan level (its name, title or
 * number), or nothing (a fresh random board, the first level not solved).
 * The title menu, `tumble same` and `tumble mayan`, `new` and `load` at the
 * prompt and in the shell, and the batch commands all ask here, so a name
 * means the same thing everywhere, a game gets one origin (a name that
 * opens it again), one name on screen and one high-score kind, and every
 * refusal is worded once.
 */
#ifndef TUMBLE_SESSION_GAME_OPEN_H
#define TUMBLE_SESSION_GAME_OPEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/same_id.h"
#include "io/save_file.h"
#include "io/scan_text.h"
#include "session/game.h"

typedef enum game_open_status {
	GAME_OPEN_OK,
	GAME_OPEN_BAD_INPUT, /* a file that does not read, a name of nothing */
	GAME_OPEN_USAGE,     /* the request contradicts itself */
} game_open_status;

/* What a front end asks for. */
typedef struct game_request {
	/* GAME_SAME or GAME_MAYAN: the game the front end plays; GAME_NONE
	 * (`load`): whatever the file holds. */
	game_kind kind;
	const char *name; /* NULL: a random board, or the next level */
	long number;      /* board K of a file; 0 when not given */
	/* A random Same Game board: the size and colours asked (`sized`
	 * when an option set them), the seed when one was given, and
	 * random.clearable for a board built to be cleared. */
	same_id random;
	bool sized, seeded;
	/* The board of the day: today's date names a clearable board of
	 * GAME_DAILY_ROWS x GAME_DAILY_COLS in GAME_DAILY_COLORS colours. */
	bool daily;
	/* Set by the lookup itself: the pack board (standard:3) the file
	 * was found for, NULL for a file named as such. */
	const char *pack_board;
	/* Set by the lookup itself: the name is a save's `from` line,
	 * whose own save, if it is one, is not named by its `from` again
	 * (a save kept from a game opened from it names itself). */
	bool from_save;
	/* A Mayan puzzle file whose board holds a line of 3 is taken as it
	 * stands, for the editor to show it lit and the player to mend it;
	 * every other request refuses it.  Such a board may also be
	 * empty, to build on. */
	bool unsettled;
	/* A Mayan puzzle taken as the judge takes it, for an answer alone
	 * (`tumble solve`): an empty board too, which no line clears.  A
	 * puzzle to play refuses a board with nothing to clear. */
	bool judged;
	/* A game kept in the data folder: its file is a save, read as one
	 * whatever its first lines look like, so that a damaged one is
	 * told what a save expected, not what a judge file does. */
	bool kept;
} game_request;

#define GAME_DAILY_ROWS 15
#define GAME_DAILY_COLS 15
#define GAME_DAILY_COLORS 5

/* The id of the board of the day of `date` (YYYYMMDD); today's date is
 * daily_today()'s (session/daily.h). */
same_id game_daily_id(long date);

/* A request for `kind` with nothing chosen yet: a random board of the
 * judge's size, or the next level. */
game_request game_request_new(game_kind kind);

/* Why a request was refused, as one line without a newline: for a file
 * that does not read, "FILE:LINE:COL: reason". */
typedef struct game_open_error {
	game_open_status status;
	bool in_file;    /* the text is the reader's "FILE:LINE:COL: why" */
	bool unreadable; /* the text is "FILE: why it cannot be read" */
	char text[512];
	/* in_file: where the reader stopped (line 0: the file as a whole)
	 * and what it expected, for a caller that sets the file aside;
	 * unreadable: why it cannot be read (`what` alone). */
	int line, col;
	char what[256];
	/* A pack board past its pack's last (standard:21 of 20). */
	bool past_pack_end;
	/* A board past a file's last: the boards it holds (0 for any other
	 * refusal). */
	long boards_held;
	/* A file of the other game (a Mayan save where a Same Game was
	 * asked for): `line`, `col` and `what` say where its kind shows
	 * and what it is, for a caller that sets the file aside. */
	bool other_kind;
} game_open_error;

/* Whether the fault lies at a place in the file (line and column): a
 * damaged file, or one of the other game, which a caller may set
 * aside as such. */
static inline bool game_open_error_placed(const game_open_error *e)
{
	return (e->in_file || e->other_kind) && e->line > 0;
}

/* A name found: the board or puzzle it names, before a game starts on it
 * (the batch commands play it without a session). */
typedef struct game_source {
	game_kind kind;
	long number;          /* board K of its file, else 1 */
	bool has_id;          /* a random board, named by `id` */
	same_id id;
	same_board same;      /* GAME_SAME */
	mayan_puzzle mayan;   /* GAME_MAYAN */
	bool is_save;         /* `save` holds the moves to replay */
	save_game save;
	char origin[300];     /* a name that opens it again */
	char title[160];      /* its name on screen */
	char level[64];       /* the pack level, "" for any other */
	char score_kind[64];  /* Same Game: its high-score table */
} game_source;

/* Whether `name` is read as a file (standard input for "-"): one that
 * exists and is not a folder, a symbolic link that cannot be followed,
 * or any name with a folder in it; every other name is a board or level
 * name. */
bool game_name_is_file(const char *name);

/* Find what `r` names; false with `err` saying why. */
bool game_source_find(const game_request *r, game_source *src,
    game_open_error *err);

/* What the text of a file read once (standard input, a pipe: read so as
 * a reader of one game finds it is a save, or the other game's) holds,
 * found as a file named is, by the same rule: a save, a Mayan puzzle, a
 * judge file or a board list, refused in the same words, with
 * r->number its board K (r->name is not read). */
bool game_source_text(const game_request *r, const io_text *text,
    game_source *src, game_open_error *err);

/* A name that is not a file, as Same Game reads it (a board id, a pack
 * board, a seed; none: a random board); and as a Mayan level (a name, a
 * title or a number; none: the first level not yet solved). */
bool game_source_same_name(const game_request *r, game_source *src,
    game_open_error *err);
bool game_source_level_name(const game_request *r, game_source *src,
    game_open_error *err);

/* Start `g` on what `src` names: moves of a save replayed, so undo
 * reaches back to its start.  False only when memory runs out. */
bool game_source_start(game *g, const game_source *src, game_open_error *err);
/* The same for a look at the game alone (its name, its moves): the
 * player's records of it (high scores, marks, progress) are not read,
 * so a damaged one waits for the game played, which says it set the file
 * aside. */
bool game_source_look(game *g, const game_source *src, game_open_error *err);

/* Both: the game `r` names replaces the one in `g` (which is kept when
 * the name is refused). */
bool game_open(game *g, const game_request *r, game_open_error *err);

/* Whether board `k` is one of the `games` boards that `name` holds (a
 * file, or "standard input", read already); false with `err` saying it
 * is not, in the words of every command that takes a board number. */
bool game_open_board_held(const char *name, long games, long k,
    game_open_error *err);

/* Whether `g` plays a board of a Same Game pack (standard:3). */
bool game_is_pack_board(const game *g);
/* The board `step` (1 or -1) away from `g`'s in its pack, or in the file
 * of several boards it was opened from (FILE -g K, as a pack is a file
 * of boards), in `next`; false with `err` saying why: a board of neither,
 * or the first or the last of its pack or file ("standard:20 is the
 * last board of its pack.", "Board 3 is the last board of boards.txt."),
 * or a file that no longer reads. */
bool game_open_pack_step(game *next, const game *g, int step,
    game_open_error *err);
/* Whether `g`'s pack has a board `step` away from `g`'s: false on its
 * last board for 1, its first for -1, and for no pack's board.  A pack
 * file that does not read has one, for the step to say why. */
bool game_pack_has_step(const game *g, int step);

/* Level `index` of the Mayan pack `pack`, read now. */
bool game_open_level(game *g, const levels_pack *pack, int index,
    game_open_error *err);

#endif
