/*
 * The built-in level packs.  Mayan: one puzzle file per level in a folder
 * ($TUMBLE_LEVELS_DIR, or levels/mayan/ of the installed data folder, or
 * data/levels/mayan/ of the source tree), named by its file name without
 * the extension and ordered by it, numbers by value (level 100 comes after
 * 99, not after 10).  Same Game: board lists in levels/same/, one pack a
 * file, a board named PACK:K.
 *
 * A pack lists at most LEVELS_MAX files, the first in that order, and only
 * names of fewer than LEVELS_NAME_MAX characters (which the progress file
 * and the score kinds can hold); the files left out are counted, so that
 * whoever shows the pack can say so.
 */
#ifndef TUMBLE_IO_LEVELS_H
#define TUMBLE_IO_LEVELS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/mayan_judge.h"

#define LEVELS_MAX 1000
#define LEVELS_NAME_MAX 64

typedef struct levels_pack {
	char dir[4096];
	int count;
	char name[LEVELS_MAX][LEVELS_NAME_MAX];
	char file[LEVELS_MAX][LEVELS_NAME_MAX + 16];
	int too_long;  /* files left out for a name too long */
	int too_many;  /* files left out past the LEVELS_MAX-th */
} levels_pack;

/* "a" before "b" in the order of a pack: as text, but a run of digits
 * against a run of digits by its value, so 9 < 10 < 100. */
int levels_compare_names(const char *a, const char *b);
/* The sentence that says which files of the folder the pack leaves out
 * ("2 files of FOLDER are not listed: names are at most 63 characters
 * long."); false, with `out` empty, when it leaves none out. */
bool levels_unlisted(const levels_pack *p, char *out, size_t size);

/* List the pack; an absent folder is an empty pack. */
void levels_list(levels_pack *p);
/* List the Same Game board packs (data/levels/same/: board lists, one
 * pack a file, named by the file name without its extension). */
void levels_list_same(levels_pack *p);
/* A board of a Same Game pack named "PACK:K" (standard:3, the pack's name
 * in any case): the pack file's path and K.  False when `text` is not of
 * that form or no pack has that name; K may still be past the last board,
 * which reading the file tells. */
bool levels_same_board(const char *text, char *path, size_t size,
    long *number);
/* The pack file's path of "PACK:ANYTHING" (the pack's name in any case),
 * whatever follows the colon; false when no pack has that name. */
bool levels_same_pack(const char *text, char *path, size_t size);
/* The index of the level named `name`: its name in the pack, its number
 * (from 1), or, in any case, its name or the title it is shown by (see
 * levels_title); -1 when there is none. */
int levels_find(const levels_pack *p, const char *name);
/* The name level i is shown by: its header's title, or else its name in
 * the pack (also when the file cannot be read: the game says why when it
 * is opened).  Returns the level's number of moves, 0 when it cannot be
 * played (see levels_title_why). */
int levels_title(const levels_pack *p, int i, char *out, size_t size);
/* The same, with why it cannot be played in *why, in the words lists
 * show in place of its moves ("does not read", "no blocks to clear"),
 * NULL when it can: one reading of the file says both. */
int levels_title_why(const levels_pack *p, int i, char *out, size_t size,
    const char **why);
/* The tier level i starts, as its header's `# tier: NAME` field names it
 * ("Expert"); false, `out` empty, when it names none or cannot be
 * read. */
bool levels_tier(const levels_pack *p, int i, char *out, size_t size);
/* How level i is named to the player wherever it is named (the game
 * screen, the status at `:` and in the shell): "Level 3 of 117", by its
 * place in the pack, as the level menu numbers it.  Its file's name
 * ("03") is the pack's business, not the player's. */
void levels_said(const levels_pack *p, int i, char *out, size_t size);
/* The path of level i; false when it does not fit. */
bool levels_path(const levels_pack *p, int i, char *out, size_t size);
/* The header's `# answer:` field of puzzle `p` from `count` moves, as
 * the levels of the pack carry it ("2 0 1, 3 1 1, 3 0 1"); false when
 * the header is full. */
bool levels_add_answer(mayan_puzzle *p, const mayan_move *moves,
    int count);
/* The answer `p`'s header gives, into `answer`, only when it holds: its
 * moves, replayed on the board (which holds no line of 3), are each legal
 * and leave it empty after exactly p->moves.  The header is the file's
 * word, not a proof: an answer missing, malformed or wrong gives false,
 * so that nothing takes a hand-made or damaged file's word for it. */
bool levels_answer(const mayan_puzzle *p,
    mayan_move answer[MAYAN_SOLVE_MAX_MOVES]);
/* Read the puzzle file at `path` (a level, or any judge-format file);
 * false with `e` naming where it went wrong. */
bool levels_read_puzzle(const char *path, mayan_puzzle *p, io_error *e);
/* The same, taking a board that holds a line of 3 as it stands (see
 * mayan_judge_read_unsettled): the editor's, for the player to mend. */
bool levels_read_unsettled(const char *path, mayan_puzzle *p, io_error *e);

#endif
