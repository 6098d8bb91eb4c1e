/*
 * A line of text typed on a screen's bottom row (a file name, a title),
 * with the keys of a shell's line: the cursor moves with Left and Right,
 * Home and End (Ctrl-A, Ctrl-E, Ctrl-B, Ctrl-F); Backspace and Delete
 * (Ctrl-D) take a letter out; Ctrl-U erases to the start, Ctrl-K to the
 * end, Ctrl-W the word before the cursor (back to a blank or a /).
 * On a line that names a file, Tab completes the name as a shell does
 * (as far as every file it may name agrees, ~ for the home folder).
 * Letters are printable ASCII, and on a UTF-8 terminal any character shown
 * as it is (no control, nothing malformed), the cursor moving over whole
 * characters.
 * Enter takes the line, Esc (or Ctrl-G, as in Emacs) gives it up, and so
 * does Ctrl-C, as in a shell: while a screen has a line typed (its
 * `typing`, ui.h) the loop has the terminal send Ctrl-C as a key rather
 * than as the signal that ends the game.  The keys are apart from the
 * drawing, so the tests check them without a terminal.
 *
 * The `:` command line (prompt.c) is another thing: it leaves curses for
 * libedit, which has the same keys and more.
 */
#ifndef TUMBLE_UI_LINE_H
#define TUMBLE_UI_LINE_H

#include <stdbool.h>
#include <stddef.h>

/* Room for the longest line: a file name. */
enum { UI_LINE_MAX = 1024 };

typedef struct ui_line {
	char text[UI_LINE_MAX];
	size_t len;   /* strlen(text) */
	size_t at;    /* the cursor: the byte it stands on, 0..len */
	size_t most;  /* the longest text it takes, < UI_LINE_MAX */
	bool file;    /* a file name: Tab completes it */
	/* The bytes of a UTF-8 character typed so far, before it is whole. */
	char pending[5];
	size_t pending_len;
} ui_line;

/* What a key did to the line. */
typedef enum ui_line_state {
	UI_LINE_TYPING, /* still being typed */
	UI_LINE_TAKEN,  /* Enter: the text is the answer */
	UI_LINE_GIVEN_UP, /* Esc, Ctrl-G, Ctrl-C */
} ui_line_state;

/* Start a line holding `text` (cut to `most` bytes, between characters;
 * NULL for none), the cursor at its end; it takes at most `most` bytes
 * (0 or past the room: as many as there is room for). */
void ui_line_start(ui_line *line, const char *text, size_t most);
/* The same for a file name, which Tab completes. */
void ui_line_start_file(ui_line *line, const char *text);
/* Do what `key` (a character or a curses KEY_ code) does to the line. */
ui_line_state ui_line_key(ui_line *line, int key);
/* The line on row y after `label`, scrolled so that the cursor is in
 * sight, the terminal's cursor on it. */
void ui_line_draw(const ui_line *line, int y, const char *label);

#endif
