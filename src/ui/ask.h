/*
 * A yes/no question on a screen's message line, asked before a key throws
 * work away (a game in progress, moves made, an unwritten puzzle): y runs
 * what the key was for, any other key carries on and says so.  A screen
 * embeds one and hands it its keys first (and its clicks as KEY_MOUSE,
 * when a click would put its own words over the question); the keys are
 * apart from the drawing, so the tests check them without a terminal.
 */
#ifndef TUMBLE_UI_ASK_H
#define TUMBLE_UI_ASK_H

#include <stdbool.h>

#include "command/cmd.h" /* cmd_declined, what a no says here too */
#include "ui/ui.h"

typedef struct ui_ask {
	ui_note *note;                /* where the question is asked */
	void (*then)(ui_screen *self); /* run on y; NULL while none is asked */
	/* Said after cmd_declined on a no: what asking stopped (a search),
	 * which the no does not bring back.  NULL: nothing. */
	const char *after_no;
} ui_ask;

/* Ask `question` on `note` as "question (y/n)"; `then` runs on y.  No
 * after_no: set it after, for this question alone. */
void ui_ask_start(ui_ask *ask, ui_note *note, void (*then)(ui_screen *),
    const char *question);
/* The footer while a question waits, whoever asks it: the keys that
 * answer it, as ui_ask_answer reads them, for the keys the screen has
 * then do not act. */
extern const ui_key ui_ask_keys[];
/* Whether a question waits for its answer. */
bool ui_ask_waiting(const ui_ask *ask);
/* Answer the question waiting, if any, with `key`: y or Y runs its
 * `then` on `self`, anything else says cmd_declined.  True when the key
 * was the answer (and does nothing more), false when none was asked. */
bool ui_ask_answer(ui_ask *ask, int key, ui_screen *self);

#endif
