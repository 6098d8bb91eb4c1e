/*
 * The Mayan editor screen's own state, shared by its parts and by nothing
 * else: edit.c (keys, the bottom line, writing and playing), edit_search.c
 * (the solver's searches, and the check and question before w and p) and
 * edit_draw.c (drawing).
 */
#ifndef TUMBLE_UI_MAYAN_EDIT_SCREEN_H
#define TUMBLE_UI_MAYAN_EDIT_SCREEN_H

#include <stdbool.h>

#include "ui/ask.h"
#include "ui/line.h"
#include "session/mayan_edit.h"
#include "ui/mayan/logic.h"
#include "ui/ui.h"
#include "session/job.h"
#include "session/mayan_assist.h"

/* Room for a file name, typed or given. */
enum { UI_MAYAN_EDIT_PATH_MAX = UI_LINE_MAX };

/* What the bottom line is typed for. */
typedef enum ui_mayan_edit_typing {
	UI_MAYAN_EDIT_TYPING_NOTHING,
	UI_MAYAN_EDIT_TYPING_NAME,  /* the file to write */
	UI_MAYAN_EDIT_TYPING_TITLE,
} ui_mayan_edit_typing;

typedef struct ui_mayan_edit {
	ui_screen screen;
	mayan_edit_board edit;
	bool animate;          /* for the game that p opens */
	int key;               /* the key being handled: a colour's digit */
	char path[UI_MAYAN_EDIT_PATH_MAX]; /* the file last read or written,
	    or "" */
	/* The name typed last and not written to (the write failed, or
	 * replacing was declined), offered again by w so that it can be
	 * mended; "" once written. */
	char unwritten[UI_MAYAN_EDIT_PATH_MAX];
	mayan_assist_job *job;     /* the search in progress, or NULL */
	bool fewest;           /* it tries n = 1, 2, ... until one clears */
	int trying;            /* the n it searches */
	mayan_assist_answer answer;
	bool answered;         /* `answer` is for the board as it stands */
	/* The answer the puzzle's file gave, proved by replaying it
	 * (mayan_edit_learn_puzzle): what s shows, with no search, while
	 * the board and n are the file's again. */
	mayan_assist_answer told;
	ui_mayan_edit_typing typing;
	ui_line line;          /* what is typed on the bottom line */
	ui_ask ask;            /* the question before w, p or leaving */
	/* w or p waiting on the search for n that tells whether the puzzle
	 * can be cleared, and its verb for the question; NULL for none. */
	void (*checking)(ui_screen *self);
	const char *checking_verb;
	/* The puzzle kept when tumble last closed on it unwritten, offered
	 * as the editor opens, and the file it was to go to. */
	mayan_edit_board draft;
	char draft_path[UI_MAYAN_EDIT_PATH_MAX];
	/* The player chose to leave without writing: nothing is kept. */
	bool given_up;
	ui_note note;
} ui_mayan_edit;

/* edit_search.c */
/* Whether the board cannot be played, written or solved (`verb`); the
 * line says so, and the verdict above it why. */
bool ui_mayan_edit_refused(ui_mayan_edit *g, const char *verb);
/* Solve the board as it stands: for n, or for the fewest moves. */
void ui_mayan_edit_search(ui_mayan_edit *g, bool fewest);
/* Stop the search in progress, if any, and say so; a check before w or
 * p stopped asks whether to go on all the same.  False when none ran. */
bool ui_mayan_edit_cancel(ui_mayan_edit *g);
/* Stop the search in progress, if any, saying nothing. */
void ui_mayan_edit_stop_job(ui_mayan_edit *g);
/* w and p: `then` (which writes or plays) runs at once on a well formed
 * board that clears in its n; one that cannot be cleared asks first ("...
 * `verb` it anyway?"); and when that is not known yet, a search for n
 * finds out before either. */
void ui_mayan_edit_guard(ui_mayan_edit *g, void (*then)(ui_screen *),
    const char *verb);
void ui_mayan_edit_tick(ui_screen *self);

/* edit_draw.c */
void ui_mayan_edit_draw(ui_screen *self);

#endif
