/*
 * The parts of the Mayan screen that need no terminal, kept apart so the
 * tests check them without curses:
 *
 * - the show of a move, frame by frame: the block slides over (or the two
 *   blocks swap), loose blocks fall one row a frame, the lines that vanish
 *   flash, and what stands over them falls, chain after chain, until the
 *   board is at rest on exactly the board the engine gives;
 * - the solver's answer as the screen keeps it, and whether it still holds
 *   for the position shown (so a hint can follow the answer as the player
 *   plays it);
 * - searches and random puzzles made beside the screen.
 */
#ifndef TUMBLE_UI_MAYAN_LOGIC_H
#define TUMBLE_UI_MAYAN_LOGIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"
#include "io/mayan_judge.h"
#include "session/mayan_session.h"
#include "ui/job.h"

/* Frames a line flashes for before it vanishes. */
#define UI_MAYAN_FLASH_FRAMES 4

typedef struct ui_mayan_show {
	/* What is drawn: cell[x][y], 0 for empty; blocks may hang in the
	 * air while they fall. */
	uint8_t cell[MAYAN_WIDTH][MAYAN_HEIGHT];
	mayan_cells flash;  /* cells about to vanish */
	int flash_frames;   /* frames of flashing left */
	int chain;          /* rounds of lines so far in this move */
	mayan_board stage;  /* the engine's board once this stage settles */
} ui_mayan_show;

/* The first frame of move `m` (legal) from `before`: the dragged block
 * beside its column at its own height, or the two blocks swapped. */
void ui_mayan_show_start(ui_mayan_show *show, const mayan_board *before,
    mayan_move m);
/* The next frame; false once the board is at rest, which is then the
 * engine's board after the move. */
bool ui_mayan_show_step(ui_mayan_show *show);
/* True when the flashing cell (x, y) is drawn lit in this frame. */
bool ui_mayan_show_lit(const ui_mayan_show *show, int x, int y);

/* The solver's answer from one position of a session. */
typedef struct ui_mayan_answer {
	bool known;          /* a search has finished for `from` */
	bool found;          /* it found an answer (else there is none) */
	int from;            /* the session's move count it started at */
	mayan_board board;   /* the board it started from */
	int count;           /* moves in the answer */
	mayan_move move[MAYAN_SOLVE_MAX_MOVES];
} ui_mayan_answer;

/* The solver on a thread of its own (see job.h). */
typedef struct ui_mayan_job ui_mayan_job;
/* Start solving `board` (the session's position after `from` moves) in
 * exactly n moves; NULL when no thread can start. */
ui_mayan_job *ui_mayan_job_start(const mayan_board *board, int n, int from);
/* True once the search has ended. */
bool ui_mayan_job_done(ui_mayan_job *job);
/* The spinner's character while it works; '\0' while it is quiet. */
char ui_mayan_job_spinner(const ui_mayan_job *job);
/* The n it searches, and the positions it has tried so far (counted in
 * steps of a few thousand while it runs). */
int ui_mayan_job_moves(const ui_mayan_job *job);
uint64_t ui_mayan_job_positions(ui_mayan_job *job);
/* Wait for the search, cancelling it first when `cancel`, and free the
 * job.  True when it ran to its end: `answer` then holds what it found. */
bool ui_mayan_job_finish(ui_mayan_job *job, bool cancel,
    ui_mayan_answer *answer);

/* A random puzzle made on a thread of its own (see job.h), for the level
 * menu: the longest take a second or two. */
typedef struct ui_mayan_random_job ui_mayan_random_job;
/* Start making the puzzle of `moves` moves from `seed` (the default
 * colours, as `tumble gen mayan`); NULL when no thread can start. */
ui_mayan_random_job *ui_mayan_random_start(uint64_t seed, int moves);
bool ui_mayan_random_done(ui_mayan_random_job *job);
char ui_mayan_random_spinner(const ui_mayan_random_job *job);
/* Wait for it, cancelling it first when `cancel`, and free the job.  True
 * when a puzzle was made: it is in `out` (which may be NULL). */
bool ui_mayan_random_finish(ui_mayan_random_job *job, bool cancel,
    mayan_puzzle *out);

/* True when the answer still speaks for the session's position: played
 * from the same board, and every move since is the answer's own. */
bool ui_mayan_answer_holds(const ui_mayan_answer *a, const mayan_session *s);
/* The answer's next move for the session's position (which it holds for);
 * false when the answer is used up or there is none. */
bool ui_mayan_answer_next(const ui_mayan_answer *a, const mayan_session *s,
    mayan_move *next);
/* A move as the player makes it, a drag: "(2,0) right". */
void ui_mayan_drag_words(char *out, size_t size, mayan_move m);

#endif
