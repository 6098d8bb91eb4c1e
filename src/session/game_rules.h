/*
 * The kinds of game: each a table of operations (game_rules), in the
 * manner of a puzzle collection's game structure, so a new kind of game
 * brings its table and nothing else.  What opens, keeps and plays games
 * (game_open.h, game_keep.h, game_play.h) asks the table; the tables
 * themselves are game_same.c's and game_mayan.c's.
 */
#ifndef TUMBLE_SESSION_GAME_RULES_H
#define TUMBLE_SESSION_GAME_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "engine/mayan.h"
#include "io/scan.h"
#include "session/game.h"
#include "session/game_open.h"

/* A move of either kind, as a front end names it. */
typedef union game_move {
	struct {
		int row, col;    /* Same Game: the cluster at (row, col) */
	} same;
	mayan_move mayan;        /* Mayan: a block dragged one cell */
} game_move;

/* A kind of game: what a front end needs and the rules decide. */
struct game_rules {
	game_kind kind;
	const char *name;      /* "Same Game", "Mayan" */
	const char *command;   /* the word commands name it by: "same" */
	const char *noun;      /* one game: "Same Game", "Mayan puzzle" */
	const char *a_noun;    /* "is for ...": "Same Game", "a Mayan puzzle" */
	const char *a_file;    /* a file of its kind: "a Same Game file" */
	const char *kept_file; /* the data file of the game kept to continue */
	const char *last_file; /* the last game over, kept for its review */
	/* Start `g` on what `src` names, its saved moves replayed; false
	 * when memory runs out. */
	bool (*start)(game *g, const game_source *src);
	/* Find what a name that is no file names, as this kind reads it. */
	bool (*find_name)(const game_request *r, game_source *src,
	    game_open_error *err);
	/* Two sources name the same start (board, and moves to make). */
	bool (*same_start)(const game_source *a,
	    const game_source *b);
	/* Two games of this kind started on the same board (and moves to
	 * make). */
	bool (*same_board)(const game *a, const game *b);
	int (*move_count)(const game *g);
	/* The moves taken back that redo can play again. */
	int (*redo_count)(const game *g);
	/* The game is won or lost for good (Same Game: no move is left;
	 * Mayan: solved): ending it records it. */
	bool (*finished)(const game *g);
	/* Play `m` (the computer's when `assisted`), saying it in
	 * out->move, or why not in out->refused. */
	bool (*play)(game *g, const game_move *m, bool assisted,
	    game_outcome *out);
	bool (*undo)(game *g);
	bool (*redo)(game *g, game_outcome *out);
	/* Back to the start with the moves kept for redo. */
	void (*rewind)(game *g);
	/* The same board as a fresh game; false when memory runs out. */
	bool (*restart)(game *g);
	/* A game starts: what its records say of it so far. */
	void (*begin)(game *g);
	/* The finished game, its end said (end_words): record it, adding
	 * how it ranks to out->rank. */
	void (*record)(game *g, game_outcome *out);
	/* The words of the game over as it stands, in out->end (and what
	 * they say of the game alone, as assisted, in out->rank): the one
	 * place they are made, so that a game finished by a move and one
	 * taken up finished (a save of it) say the same; for a game over
	 * but not finished (a Mayan puzzle out of moves) too; "" while it
	 * goes on. */
	void (*end_words)(const game *g, game_outcome *out);
	/* Write the game as a save to `fp` (see save_file.h). */
	bool (*save)(const game *g, FILE *fp, const char *from,
	    char *error, size_t error_size);
	void (*free)(game *g);
};

extern const game_rules game_rules_same, game_rules_mayan;

/* Every kind of game, in the order menus list them. */
enum { GAME_KINDS = 2 };
extern const game_kind game_kinds[GAME_KINDS];

/* The table of `kind` (not GAME_NONE). */
const game_rules *game_rules_of(game_kind kind);

/* The words commands name the kinds by (game_rules.command), for the
 * tables that must hold them at compile time: a command's words to
 * complete. */
#define GAME_SAME_COMMAND "same"
#define GAME_MAYAN_COMMAND "mayan"

/* The kind whose command word is `word`; GAME_NONE for any other. */
game_kind game_kind_of_command(const char *word);

/* The kind of game a file holds, told from its first lines without
 * consuming them: GAME_NONE for a save (either kind), else the game whose
 * file it looks like.  The one decision of every reader that takes a file
 * of any kind, so that a file is named alike wherever it is given.
 *
 * Called before the first read of `scan`, it sets the limit of every
 * such reader: the file is read at most IO_SCAN_FILE_MAX bytes, what a
 * save or a Mayan puzzle, one game, holds, so that a file of blank lines
 * or a stream without end stops at that limit, named where it is
 * passed, rather than after 2 GB.  A reader that takes the Same Game
 * boards it looks like, as many as a judge's file holds, raises the
 * limit to IO_SCAN_INPUT_MAX (io_scan_raise_limit). */
game_kind game_file_looks(io_scan *scan);

/* A game just opened: its records so far (high score, level best). */
void game_begin(game *g);

#endif
