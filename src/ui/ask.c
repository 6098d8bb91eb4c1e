/*
 * The yes/no question every screen asks before throwing work away: one
 * place for its words and for what y and the other keys do.
 */
#include "ui/ask.h"

#include <stddef.h>

void ui_ask_start(ui_ask *ask, ui_note *note, void (*then)(ui_screen *),
    const char *question)
{
	ask->note = note;
	ask->then = then;
	ask->after_no = NULL;
	ui_note_set(note, UI_ALERT, "%s (y/n)", question);
}

const ui_key ui_ask_keys[] = {
	{ 'y', "y, Y", "yes", "yes", NULL },
	{ 'n', "n", "no, as any other key", "no, as any other key", NULL },
	{ 0, NULL, NULL, NULL, NULL },
};

bool ui_ask_waiting(const ui_ask *ask)
{
	return ask->then != NULL;
}

bool ui_ask_answer(ui_ask *ask, int key, ui_screen *self)
{
	void (*then)(ui_screen *) = ask->then;
	if (then == NULL)
		return false;
	/* Cleared first: `then` may ask again, or close the screen. */
	ask->then = NULL;
	if (key == 'y' || key == 'Y')
		then(self);
	else if (ask->after_no != NULL)
		ui_note_set(ask->note, UI_PLAIN, "%s  %s", cmd_declined,
		    ask->after_no);
	else
		ui_note_set(ask->note, UI_PLAIN, "%s", cmd_declined);
	return true;
}
