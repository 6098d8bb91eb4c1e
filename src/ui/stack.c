/*
 * The screen stack of ui.h: screens pushed and closed, the screens that
 * play each kind of game, and keys run from a screen's table.
 */
#include "ui/terminal.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "session/game.h"

static ui_screen *ui_top;
static char ui_left_word[512];
static char ui_taken_word[512];

void ui_leave_word(const char *text)
{
	/* Screens closed together (the editor over the game it came from)
	 * each have their say. */
	const size_t said = strlen(ui_left_word);
	snprintf(ui_left_word + said, sizeof ui_left_word - said, "%s%s",
	    said > 0 ? "  " : "", text);
}

const char *ui_take_left_word(void)
{
	if (ui_left_word[0] == '\0')
		return NULL;
	memcpy(ui_taken_word, ui_left_word, sizeof ui_taken_word);
	ui_left_word[0] = '\0';
	return ui_taken_word;
}

ui_screen *ui_stack_top(void)
{
	return ui_top;
}

void ui_push(ui_screen *screen)
{
	screen->below = ui_top;
	ui_top = screen;
}

/* Close the screen on top; `resume` the one below, unless every screen
 * is closing.  A word the closing screen left (the game kept in place of
 * another) goes on the message line of the screen now on top, where its
 * resume did not take it: the level menu or the editor a game was left
 * for would otherwise keep it unsaid until tumble ends. */
static void ui_close_top(bool resume)
{
	ui_screen *gone = ui_top;
	if (gone == NULL)
		return;
	ui_top = gone->below;
	gone->close(gone);
	if (!resume || ui_top == NULL)
		return;
	if (ui_top->resume != NULL)
		ui_top->resume(ui_top);
	if (ui_top->note != NULL && ui_left_word[0] != '\0')
		ui_note_set(ui_top->note, UI_ALERT, "%s",
		    ui_take_left_word());
}

void ui_pop(void)
{
	ui_close_top(true);
}

/* The screens of each kind of game, by game_kind. */
static ui_game_screen_new *ui_game_screens[3];

void ui_set_game_screens(ui_game_screen_new *same, ui_game_screen_new *mayan)
{
	ui_game_screens[GAME_SAME] = same;
	ui_game_screens[GAME_MAYAN] = mayan;
}

ui_screen *ui_game_screen(game *g, bool animate)
{
	ui_game_screen_new *make = g->rules != NULL ?
	    ui_game_screens[g->kind] : NULL;
	if (make == NULL) {
		game_free(g);
		return NULL;
	}
	return make(g, animate);
}

void ui_play_game(ui_screen *target, game *g, bool animate)
{
	if (target == NULL) {
		ui_screen *screen = ui_game_screen(g, animate);
		if (screen != NULL)
			ui_push(screen);
		return;
	}
	ui_close_above(target);
	target->take_game(target, g);
}

void ui_close_above(const ui_screen *target)
{
	while (ui_top != NULL && ui_top != target)
		ui_close_top(false);
}

void ui_quit(void)
{
	while (ui_top != NULL)
		ui_close_top(false);
}

const ui_key *ui_key_find(const ui_key *table, int key)
{
	for (const ui_key *k = table; k->key != 0; k++)
		if (k->key == key)
			return k;
	return NULL;
}

bool ui_key_run(const ui_key *table, ui_screen *self, int key)
{
	const ui_key *k = ui_key_find(table, key);
	if (k == NULL)
		return false;
	k->run(self);
	return true;
}

/* A key as a player names it, in `out`; false for what is no key of
 * its own (see ui_screen_key). */
static bool ui_key_name(int key, char *out, size_t size)
{
	static const struct {
		int key;
		const char *name;
	} named[] = {
		{ ' ', "Space" }, { '\t', "Tab" }, { '\r', "Enter" },
		{ '\n', "Enter" }, { KEY_ENTER, "Enter" },
		{ UI_KEY_ESC, "Esc" }, { 127, "Backspace" },
		{ 8, "Backspace" }, { KEY_BACKSPACE, "Backspace" },
		{ KEY_LEFT, "Left" }, { KEY_RIGHT, "Right" }, { KEY_UP, "Up" },
		{ KEY_DOWN, "Down" }, { KEY_HOME, "Home" }, { KEY_END, "End" },
		{ KEY_PPAGE, "PgUp" }, { KEY_NPAGE, "PgDn" },
		{ KEY_IC, "Insert" }, { KEY_DC, "Delete" },
		{ KEY_BTAB, "Shift-Tab" },
	};
	for (size_t i = 0; i < sizeof named / sizeof *named; i++)
		if (named[i].key == key) {
			snprintf(out, size, "%s", named[i].name);
			return true;
		}
	if (key > ' ' && key < 127)
		snprintf(out, size, "%c", key);
	else if (key > 0 && key < ' ')
		snprintf(out, size, "Ctrl-%c", key + '@');
	else if (key >= KEY_F(1) && key <= KEY_F(24))
		snprintf(out, size, "F%d", key - KEY_F0);
	else if (key >= 128 && key < 256)
		/* A byte of a letter beyond ASCII: the letter cannot be
		 * named from one byte of it. */
		snprintf(out, size, "That key");
	else
		return false;
	return true;
}

/* The words that `key` does nothing, in `out`; false for what is no
 * key of its own. */
static bool ui_unheard_words(int key, char *out, size_t size)
{
	char name[32];
	if (!ui_key_name(key, name, sizeof name))
		return false;
	snprintf(out, size, "%s does nothing here; ? shows the keys.", name);
	return true;
}

/* Say on `note` that `key` does nothing, keeping what the line said
 * before to give it back (ui_screen_take_key); false, saying nothing,
 * for what is no key of its own. */
static bool ui_note_unheard(ui_note *note, int key)
{
	char said[sizeof note->text];
	if (!ui_unheard_words(key, said, sizeof said))
		return false;
	if (note->unheard == 0) {
		memcpy(note->covered, note->text, sizeof note->covered);
		note->covered_style = note->style;
	}
	memcpy(note->text, said, sizeof note->text);
	note->style = UI_PLAIN;
	note->unheard = key;
	return true;
}

/* The line whose words on a key that did nothing ui_screen_take_key
 * took away for the key it gives on, and that key before: said again
 * should the key given on be no key of its own. */
static const ui_note *ui_aside_note;
static int ui_aside_key;

void ui_screen_key(ui_screen *self, int key)
{
	ui_note *note = self->note;
	if (ui_key_run(self->keys, self, key) || note == NULL)
		return;
	if (!ui_note_unheard(note, key) && note == ui_aside_note)
		(void)ui_note_unheard(note, ui_aside_key);
}

void ui_screen_take_key(ui_screen *self, int key)
{
	ui_note *note = self->note;
	char said[sizeof note->text];
	ui_aside_note = NULL;
	/* Words written over them since (a screen may clear its line
	 * itself) keep the line. */
	if (note != NULL && note->unheard != 0 &&
	    ui_unheard_words(note->unheard, said, sizeof said) &&
	    strcmp(said, note->text) == 0) {
		memcpy(note->text, note->covered, sizeof note->text);
		note->style = note->covered_style;
		ui_aside_note = note;
		ui_aside_key = note->unheard;
	}
	if (note != NULL)
		note->unheard = 0;
	self->key(self, key);
	ui_aside_note = NULL;
}

void ui_key_back(ui_screen *self)
{
	ui_pop();
}
