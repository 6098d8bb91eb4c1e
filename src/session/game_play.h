/*
 * One game, one life: every front end plays, undoes, restarts, leaves and
 * ends a game through these functions, so that what a game's life decides
 * is decided once.  The move that ends a game (by a click, a key, the `:`
 * prompt or a shell script) records it (the high scores of a Same Game,
 * the progress of a Mayan level) and removes the copy kept to continue it,
 * exactly once, and the outcome says what was done in the words a front
 * end shows.
 *
 * Each kind of game is a table of operations (game_rules), in the manner
 * of a puzzle collection's game structure: this file holds what every
 * kind shares and asks the table for the rest, so a new kind of game
 * brings its table and nothing else.
 */
#ifndef TUMBLE_SESSION_GAME_PLAY_H
#define TUMBLE_SESSION_GAME_PLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/mayan.h"
#include "session/game.h"
#include "session/game_open.h"

/* A move of either kind, as a front end names it. */
typedef union game_move {
	struct {
		int row, col;    /* Same Game: the cluster at (row, col) */
	} same;
	mayan_move mayan;        /* Mayan: a block dragged one cell */
} game_move;

/* What a move did, in words. */
typedef struct game_outcome {
	bool played;      /* the move was made */
	bool ended;       /* and ended the game: recorded, kept copy gone */
	bool new_best;    /* a new high score, or a level's best solve */
	/* The player's move ended the planner's game shown (watching):
	 * from here it is the player's own again, assisted. */
	bool left_watching;
	char refused[160]; /* why the move was not made, "" when it was */
	char move[128];    /* the move in the judge's words */
	char end[600];     /* the end: the final line, solved, out of moves */
	/* How it ranks and what it earned, "" when nothing is to say. */
	char rank[384];
} game_outcome;

/* A kind of game: what a front end needs and the rules decide. */
struct game_rules {
	game_kind kind;
	const char *name;      /* "Same Game", "Mayan" */
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
	int (*move_count)(const game *g);
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
	/* The finished game: record it, say so in out->end, out->rank. */
	void (*record)(game *g, game_outcome *out);
	/* The words of a game over that was not recorded by a move here: one
	 * not finished (a Mayan puzzle out of moves), or one taken up over
	 * (a board with no move to make); "" while it goes on. */
	void (*over_words)(const game *g, char *words, size_t size);
	bool (*save)(const game *g, const char *path, const char *from,
	    char *error, size_t error_size);
	void (*free)(game *g);
};

extern const game_rules game_rules_same, game_rules_mayan;

/* Every kind of game, in the order menus list them. */
enum { GAME_KINDS = 2 };
extern const game_kind game_kinds[GAME_KINDS];

/* The table of `kind` (not GAME_NONE). */
const game_rules *game_rules_of(game_kind kind);

/* Play a move and, when it ends the game, record it once.  While the
 * planner's game is shown (game_watch), a move ends the showing: the game
 * goes on as the player's, assisted, and out->left_watching says so. */
bool game_play(game *g, const game_move *m, bool assisted,
    game_outcome *out);
/* A move of the planner's game shown, which goes on being shown (any
 * game else: a computer's move, as game_play plays it). */
bool game_play_watched(game *g, const game_move *m, game_outcome *out);
bool game_play_same(game *g, int row, int col, bool assisted,
    game_outcome *out);
bool game_play_mayan(game *g, mayan_move m, bool assisted,
    game_outcome *out);
/* Step back or forward a move (a redo that reaches the end records it as
 * a move does); false when there is none. */
bool game_undo(game *g);
bool game_redo(game *g, game_outcome *out);
/* Back to the start, the moves kept for redo (`restart` at the prompt). */
void game_rewind(game *g);
/* The same board as a fresh game (R): the game played so far is dropped,
 * and with it its kept copy; false when memory runs out. */
bool game_restart(game *g);
/* The player leaves the game for another (a new board, a level, a file):
 * a game taken up from its kept copy and dropped leaves none behind. */
void game_drop(game *g);

/* Show the planner's game, from the start of this board: nothing it plays
 * is recorded or kept. */
bool game_watch(game *g);

/* More words after out->rank, two blanks between: what a kind's record
 * adds (the marks earned). */
void game_outcome_add_rank(game_outcome *out, const char *words);

/* A hint or the answer was shown to the player (Mayan: the level, once
 * solved, is then not solved clean). */
void game_shown_help(game *g);

/* A game just opened: its records so far (high score, level best). */
void game_begin(game *g);

/* The words of the game's state once it is over or finished, as the
 * move that ended it said them (out->end), or as it stands; "" while it
 * goes on. */
void game_end_words(const game *g, game_outcome *out);

#endif
