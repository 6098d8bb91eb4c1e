/*
 * The rules of the Mayan puzzle editor, apart from the terminal so the
 * tests check them: a board built block by block under a cursor, the n
 * it asks for, its title, whether it is well formed (not empty, no line
 * of 3 standing, whose cells are lit on screen) and so can be played or
 * written, and what is known of whether it can be cleared in n moves.
 */
#ifndef TUMBLE_SESSION_MAYAN_EDIT_H
#define TUMBLE_SESSION_MAYAN_EDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/mayan.h"
#include "io/levels.h"
#include "io/mayan_judge.h"
#include "session/mayan_assist.h"
#include "session/mayan_session.h"

/* The name a puzzle played from the editor goes by until it has a
 * title: on the Mayan screen, and as its game's origin. */
#define MAYAN_EDIT_ORIGIN "Puzzle from the editor"

/* What is known of clearing the board in exactly some n moves. */
typedef enum mayan_edit_known {
	MAYAN_EDIT_UNKNOWN, /* not searched since the board changed */
	MAYAN_EDIT_CLEARS,
	MAYAN_EDIT_NEVER,   /* no way to clear it in exactly n moves */
} mayan_edit_known;

typedef struct mayan_edit_board {
	mayan_board board;
	int n;        /* the moves it asks for: 1..MAYAN_SOLVE_MAX_MOVES */
	int x, y;     /* the cursor: a column, and a row up to its top + 1 */
	bool changed; /* since it was last written (or opened) */
	char title[MAYAN_JUDGE_VALUE_MAX]; /* "" for none */
	/* What the searches found for the board as it stands, by n: kept
	 * while n changes, forgotten when a block does. */
	mayan_edit_known known[MAYAN_SOLVE_MAX_MOVES + 1];
} mayan_edit_board;

/* What stops a board from being played or written. */
typedef enum mayan_edit_trouble {
	MAYAN_EDIT_WELL_FORMED,
	MAYAN_EDIT_EMPTY,
	MAYAN_EDIT_LINE, /* a line of 3 stands on it */
} mayan_edit_trouble;

/* Start editing `board` for n moves (clamped to 1..10), untitled,
 * unchanged, nothing known of clearing it. */
void mayan_edit_open(mayan_edit_board *e, const mayan_board *board,
    int n);
/* Move the cursor by (dx, dy): columns stop at the sides, rows at the
 * bottom and at the row above the column's top, where a block would go. */
void mayan_edit_move(mayan_edit_board *e, int dx, int dy);
/* Put the cursor on cell (x, y), within the same bounds. */
void mayan_edit_point(mayan_edit_board *e, int x, int y);
/* Put a block of `color` on top of the cursor's column, the cursor on it;
 * false when the column is full (MAYAN_HEIGHT blocks). */
bool mayan_edit_put(mayan_edit_board *e, int color);
/* Take out the block under the cursor (the top one taken, the cursor
 * goes down onto the new top); false when there is none. */
bool mayan_edit_take(mayan_edit_board *e);
/* Change n by `by`; false (n unchanged) past 1 or MAYAN_SOLVE_MAX_MOVES. */
bool mayan_edit_step_n(mayan_edit_board *e, int by);
/* Whether the board can be played or written; `lit` gets the cells of
 * the lines of 3 standing (0 when none). */
mayan_edit_trouble mayan_edit_check(const mayan_edit_board *e,
    mayan_cells *lit);
/* Why the board cannot be played or written, in a player's words; NULL
 * when it is well formed. */
const char *mayan_edit_refusal(const mayan_edit_board *e);

/* Give the puzzle `title`, its blanks at the ends trimmed ("" for none);
 * false, the title unchanged, for one that the level file's header would
 * not hold as it is (too long, a control byte such as a newline: the
 * rule `tumble gen mayan --title` goes by). */
bool mayan_edit_set_title(mayan_edit_board *e, const char *title);
/* The puzzle as it is written: n, the board, and its title line. */
void mayan_edit_puzzle(const mayan_edit_board *e, mayan_puzzle *p);

/* A search found whether the board clears in exactly n moves. */
void mayan_edit_learn(mayan_edit_board *e, int n, bool clears);
/* The editor opened on the position game session `s` shows, for its
 * moves left, learns what the game's searches found there, as if s had
 * run: a line from that position, or from one of the line through it,
 * or none from it (from the start, none is what proved the puzzle
 * cannot be cleared).  `shown` gets what s would show beside the board,
 * its `known` false where the game proved the board clears without a
 * line to show.  False, nothing learnt, when the game knows nothing of
 * it, or the editor's board and n are not the position's (a board with
 * no move left asks for one the game never searched). */
bool mayan_edit_learn_game(mayan_edit_board *e, const mayan_session *s,
    mayan_assist_answer *shown);
/* The editor opened on puzzle `p` (a level, or any puzzle file) learns
 * the answer its header's `# answer:` line gives, only when that answer
 * holds (levels_answer): `told` gets it, for s to show without a search.
 * False, nothing learnt, when the header gives none that holds, or the
 * editor's board and n are not p's. */
bool mayan_edit_learn_puzzle(mayan_edit_board *e, const mayan_puzzle *p,
    mayan_assist_answer *told);
/* The same for level `level` of `pack`, read from its file: the game
 * keeps no header, so the editor opened from a level's game learns what
 * `tumble mayan --edit LEVEL` does on the level's board and n.  False
 * also when the file cannot be read. */
bool mayan_edit_learn_level(mayan_edit_board *e, const levels_pack *pack,
    int level, mayan_assist_answer *told);
/* A colour with 1 or 2 blocks, which no line can ever take (so the board
 * never clears, whatever n), or 0 when every colour has 3 or more. */
int mayan_edit_short_color(const mayan_edit_board *e);
/* What is known of clearing the board in exactly `n` moves: what a
 * search found, or NEVER for a colour too short to clear. */
mayan_edit_known mayan_edit_clears(const mayan_edit_board *e,
    int n);
/* The fewest moves that clear it, when searches proved every fewer n
 * does not; 0 when that is not known. */
int mayan_edit_fewest(const mayan_edit_board *e);
/* Whether searches proved that no n up to MAYAN_SOLVE_MAX_MOVES clears
 * it (or a colour is too short). */
bool mayan_edit_never(const mayan_edit_board *e);
/* What is known of clearing it in its n, in a player's words ("Clears
 * in exactly 3 moves.", "Cannot be cleared in exactly 2 moves (the fewest:
 * 3)."), into `out`; returns what is known. */
mayan_edit_known mayan_edit_say_clearing(const mayan_edit_board *e,
    char *out, size_t size);

#endif
