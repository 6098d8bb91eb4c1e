/*
 * The Mayan screen's own state, shared by its parts and by nothing else:
 * mayan.c (keys, mouse, moves, levels, the solver's job) and draw.c
 * (the layouts and drawing).
 */
#ifndef TUMBLE_UI_MAYAN_SCREEN_H
#define TUMBLE_UI_MAYAN_SCREEN_H

#include <stdbool.h>

#include "io/levels.h"
#include "io/mayan_judge.h"
#include "session/game.h"
#include "session/game_play.h"
#include "session/mayan_random.h"
#include "ui/game_screen.h"
#include "ui/mayan/layout.h"
#include "ui/mayan/logic.h"
#include "ui/ui.h"
#include "session/job.h"
#include "session/mayan_assist.h"
#include "session/mayan_review.h"
#include "session/mayan_tiers.h"


/* What a search was started for: the whole answer (s), its next move lit
 * (g), or its next move played (G).  In order: a key asking more while
 * it runs raises it. */
typedef enum ui_mayan_want {
	UI_MAYAN_WANT_ANSWER,
	UI_MAYAN_WANT_HINT,
	UI_MAYAN_WANT_PLAY,
} ui_mayan_want;

typedef struct ui_mayan {
	ui_game gs;    /* a Mayan game, its note and question */
	game chosen;          /* one chosen above, while asked to leave */
	/* The player said to leave this game for a random puzzle still
	 * being made (n, the level menu's random line): it takes this
	 * one's place without asking again.  Back on top without it
	 * (Esc), the word no longer holds. */
	bool leaving;
	int making_moves;     /* the moves of the random puzzle to make */
	/* Played from the editor below, which e goes back to while the
	 * puzzle in play is still the editor's (this start, these moves). */
	bool from_editor;
	mayan_board editor_board;
	int editor_n;
	levels_pack *pack;
	mayan_tiers tiers;    /* of the pack */
	int level;            /* the level of the pack in play, -1 for none */
	char title[MAYAN_JUDGE_VALUE_MAX]; /* the level's, or the file's name */
	int x, y;             /* the cursor */
	bool holding;         /* the block at the cursor is picked up */
	bool pressed;         /* a mouse button went down on (press_x, y) */
	int press_x, press_y;
	ui_mayan_show show;
	bool animating;
	/* The solver's answer is the game's (gs.game.answer): what s, g
	 * and G found, the : prompt's solve and hint take up, and the other
	 * way round; mayan_assist_holds() tells when it speaks for the
	 * position shown. */
	bool panel;           /* the answer is shown beside the board */
	bool hinting;         /* the hint is shown on the board */
	mayan_move hint;
	mayan_assist_job *job;    /* the search in progress, or NULL */
	ui_mayan_want wanted; /* what the search in progress is for */
	/* The screen's own search from the position shown, before anyone
	 * asks, on idle processors: its answer makes s, g and G's at once. */
	mayan_assist_job *ahead;
	/* A search ahead is wanted but did not start (searches left behind
	 * hold it back, see job_room_ahead): the tick asks again. */
	bool ahead_wanted;
	mayan_review review;  /* of the game failed, when found */
	char review_words[32]; /* its fatal move, as the player made it */
	char move_line[64];
	/* The words of the game's end as they were said ("" while it is
	 * not over), which a key with nothing to do there says again. */
	ui_note end;
} ui_mayan;


static inline const mayan_session *ui_mayan_session(const ui_mayan *g)
{
	return &g->gs.game.mayan;
}

/* A level of the pack follows this one: ] plays it. */
static inline bool ui_mayan_next_level(const ui_mayan *g)
{
	return g->level >= 0 && g->level + 1 < g->pack->count;
}

/* A random puzzle: n makes another of as many moves. */
static inline bool ui_mayan_random(const ui_mayan *g)
{
	return mayan_random_name_moves(g->gs.game.origin) > 0;
}

/* The layout (see layout.h) for the terminal as it is: the Mayan
 * screen's and the editor's, which draw the board alike. */
ui_mayan_layout ui_mayan_layout_now(void);

/* What the board shows: a colour for every cell (0 for none, blocks may
 * hang while they fall), the cells lit, the cursor, and arrows beside
 * cells for where a block may go. */
typedef struct ui_mayan_view {
	uint8_t cell[MAYAN_WIDTH][MAYAN_HEIGHT];
	mayan_cells lit;
	bool cursor;
	int x, y;
	mayan_cells mark_left, mark_right;
} ui_mayan_view;

/* A view of board `b` at rest: nothing lit, no cursor, no marks. */
void ui_mayan_view_board(ui_mayan_view *v, const mayan_board *b);
/* The board with its x and y labels, as the view has it. */
void ui_mayan_draw_board(const ui_mayan_view *v, const ui_mayan_layout *l);

/* A search at work, from row y and column x in `width` columns: the n it
 * tries and a spinner, for a long one the positions tried, and how to
 * stop it.  Nothing while it is quiet (see job.h). */
void ui_mayan_draw_search(mayan_assist_job *job, int y, int x, int width);

enum { UI_MAYAN_FRAME_MS = 70 };

/* Ticks while blocks move or the solver works or waits to, and only
 * then. */
static inline void ui_mayan_sync_tick(ui_mayan *g)
{
	g->gs.screen.tick_ms = g->animating ? UI_MAYAN_FRAME_MS :
	    g->job != NULL || g->ahead != NULL || g->ahead_wanted ?
	    JOB_POLL_MS : 0;
}

/* moves.c: the screen's moves. */
/* Drag the block at (x, y) one cell in `dir` (-1 or 1), as the player. */
void ui_mayan_play(ui_mayan *g, int x, int y, int dir);
/* Play `m`, the computer's move when `assisted`. */
void ui_mayan_play_move(ui_mayan *g, mayan_move m, bool assisted);
/* Take up the block at (x, y), saying where it may go; once no move
 * can follow, say so instead. */
void ui_mayan_pick_up(ui_mayan *g, int x, int y);
void ui_mayan_finish_animation(ui_mayan *g);
/* The cursor on the block move `m` dragged, or on the top of its column
 * when it fell or vanished. */
void ui_mayan_follow_block(ui_mayan *g, mayan_move m);
/* After the session has played `m` from `before`: count it, say it, show
 * it (unless moves show at once), and say what the position means. */
void ui_mayan_played(ui_mayan *g, const mayan_board *before, mayan_move m,
    const game_outcome *out);
/* The move line for the last move that led here, empty at the start. */
void ui_mayan_say_last_move(ui_mayan *g);
/* What a move's outcome means: solved (its progress recorded), out of
 * moves, cleared too soon. */
void ui_mayan_show_outcome(ui_mayan *g, const game_outcome *out);
/* The same said of a puzzle taken up, or changed at the `:` prompt. */
void ui_mayan_check_over(ui_mayan *g);
/* A failed puzzle that could not be cleared from its start says so,
 * after `before` (the end's words, or ""), where no move is to blame. */
void ui_mayan_say_hopeless(ui_mayan *g, const char *before);
/* t: back to before the fatal move, the move that still clears lit. */
void ui_mayan_key_try_again(ui_screen *self);

/* puzzles.c: which puzzle is played, for the key table and the level
 * menu's choice. */
void ui_mayan_key_next(ui_screen *self);
void ui_mayan_key_previous(ui_screen *self);
void ui_mayan_key_new(ui_screen *self);
void ui_mayan_key_levels(ui_screen *self);
void ui_mayan_key_edit(ui_screen *self);
void ui_mayan_take_game(ui_screen *screen, game *chosen);

/* making.c: a random puzzle of `making_moves` moves (as many as this
 * one's for n, the level menu's for its random line), made on a screen
 * of its own that then plays it here; the game has been left. */
void ui_mayan_make_another(ui_screen *self);

/* answer.c: the search for an answer and what is said of it.  A
 * function that returns true has lit the hint for the screen to play
 * (G), which the screen then does. */
void ui_mayan_stop_job(ui_mayan *g);
/* The position changed while the search asked for ran: it is stopped at
 * once, as it was for the position before.  True when one was. */
bool ui_mayan_job_outdated(ui_mayan *g);
/* The search ahead: started from the position shown when nothing else
 * knows its answer, taken in when it ends, dropped when the position
 * changes, another game starts or the screen closes. */
void ui_mayan_think_ahead(ui_mayan *g);
/* The search ahead taken in now if it has ended, before the tick would:
 * its session notes what it found. */
void ui_mayan_take_ahead(ui_mayan *g);
void ui_mayan_stop_ahead(ui_mayan *g);
/* The review of the puzzle failed, a search ahead that has ended taken
 * in first: true when it found the first move that made it impossible
 * (g->review, g->review_words). */
bool ui_mayan_review(ui_mayan *g);
void ui_mayan_say_hint(ui_mayan *g);
void ui_mayan_say_answer(ui_mayan *g);
/* What a puzzle no move can follow says to a key that would move or
 * seek a move: solved, the words of its end again (a stray key would
 * wipe its rank and marks for good), else solved already; failed, no
 * moves left. */
void ui_mayan_say_over(ui_mayan *g);
/* The kind's say_end (see game_screen.h): the words of its end again,
 * solved or failed, once the puzzle is over. */
bool ui_mayan_say_end(ui_game *gs);
bool ui_mayan_use_answer(ui_mayan *g, ui_mayan_want want);
bool ui_mayan_job_ended(ui_mayan *g);
bool ui_mayan_solve(ui_mayan *g, ui_mayan_want want);

/* Draw the screen in the layout the terminal has room for. */
void ui_mayan_draw(ui_screen *self);
/* The cell at a screen position in the layout drawn; false off the
 * board. */
bool ui_mayan_cell_at(int row, int col, int *x, int *y);

#endif
