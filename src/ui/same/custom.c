/*
 * The custom board chooser (see boards.h): rows, columns, colours and
 * whether the board is built clearable, each checked against what this
 * terminal shows before Enter plays it.  It only chooses the board: the
 * game is the Same Game screen's.
 */
#include "ui/same/boards.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "engine/same_clearable.h"
#include "io/paths.h"
#include "ui/list.h"
#include "ui/same/layout.h"
#include "ui/same/same.h"

enum {
	UI_CUSTOM_FIELDS = 4,
	UI_CUSTOM_CLEARABLE = 3, /* the field that is a yes or a no */
	UI_CUSTOM_WIDTH = 50,
	UI_CUSTOM_TOP = 2, /* the first field's row under the title */
	/* Where a field's "<" and ">" are drawn, from the screen's left. */
	UI_CUSTOM_LESS_X = 13,
	UI_CUSTOM_MORE_X = 19,
	/* The lines from the title to the footer, the footer's included,
	 * with three for the words under the fields (a board too big, its
	 * sizes and the way out, at the narrowest), the blank line over
	 * them taken: the screen's fewest. */
	UI_CUSTOM_LINES = 12,
};

typedef struct ui_custom {
	ui_screen screen;
	same_custom *choice;     /* &edited: what the fields show */
	same_custom edited;
	same_custom *remembered; /* the menu's, changed only by play */
	ui_note *note;
	ui_list fields; /* 0 rows, 1 columns, 2 colours, 3 clearable */
	int key;        /* the key being run, for the digits' one function */
	int typed;      /* the number typed so far, 0 for none */
	ui_note said;   /* a word on the last key, until the next one */
	bool refused;   /* Enter pressed on a board too big to show */
} ui_custom;

static const char *const ui_custom_names[UI_CUSTOM_FIELDS] = { "Rows",
	"Columns", "Colours", "Clearable" };
/* Clearable is 0 for no, 1 for yes. */
static const int ui_custom_min[UI_CUSTOM_FIELDS] = { 1, 1, 1, 0 };
static const int ui_custom_max[UI_CUSTOM_FIELDS] = { SAME_MAX_ROWS,
	SAME_MAX_COLS, SAME_MAX_COLORS, 1 };

static int ui_custom_value(const ui_custom *c, int field)
{
	const same_custom *x = c->choice;
	const int values[UI_CUSTOM_FIELDS] = { x->rows, x->cols, x->colors,
		x->clearable };
	return values[field];
}

/* In the middle of the terminal's lines, as high as the fewest need. */
static int ui_custom_top(void)
{
	const int middle = (LINES - 10) / 2, highest = LINES - UI_CUSTOM_LINES;
	const int top = middle < highest ? middle : highest;
	return top > 0 ? top : 0;
}

static bool ui_custom_fits(int rows, int cols)
{
	return ui_same_layout_choose(rows, cols, LINES, COLS).fits;
}

/* The most rows (field 0) or columns (field 1) that fit this terminal
 * beside the other chosen; 0 when none does. */
static int ui_custom_most_fitting(const ui_custom *c, int field)
{
	for (int n = ui_custom_max[field]; n > 0; n--)
		if (field == 0 ? ui_custom_fits(n, c->choice->cols) :
		    ui_custom_fits(c->choice->rows, n))
			return n;
	return 0;
}

/* A field's range, and for the board's size how much of it this
 * terminal shows, so that a size too big is known before Enter. */
static void ui_custom_range(const ui_custom *c, int f, char *text,
    size_t size)
{
	const int most = f < 2 ? ui_custom_most_fitting(c, f) :
	    ui_custom_max[f];
	if (most == ui_custom_max[f])
		snprintf(text, size, "(1 to %d)", ui_custom_max[f]);
	else if (most > 0)
		snprintf(text, size, "(1 to %d; %d fit here)",
		    ui_custom_max[f], most);
	else {
		/* Even one does not fit: what does not is the other side,
		 * and the words name it. */
		const int other = 1 - f;
		snprintf(text, size, "(1 to %d; not with %d %s)",
		    ui_custom_max[f], ui_custom_value(c, other),
		    other == 0 ? "rows" : "columns");
	}
}

/* Whether Enter plays the board chosen: no board of one cell is built
 * clearable, and a board this terminal cannot show is not started.  The
 * line under the fields says why not, and the footer then names no
 * Enter. */
typedef enum ui_custom_bar {
	UI_CUSTOM_PLAYS,
	UI_CUSTOM_NOT_CLEARABLE,
	UI_CUSTOM_TOO_BIG,
} ui_custom_bar;

static ui_custom_bar ui_custom_barred(const same_custom *choice)
{
	if (choice->clearable && !same_clearable_exists(choice->rows,
	    choice->cols))
		return UI_CUSTOM_NOT_CLEARABLE;
	if (!ui_custom_fits(choice->rows, choice->cols))
		return UI_CUSTOM_TOO_BIG;
	return UI_CUSTOM_PLAYS;
}

/* Why the terminal cannot show the board chosen, in the too-small
 * screen's words, with every smallest terminal that shows it, as a
 * narrower one may, its balls narrower, with a line more: "Terminal too
 * small for 20x20: need 40x25 or 63x24, have 50x24." */
static void ui_custom_too_small(const same_custom *choice, char *text,
    size_t size)
{
	int cols[UI_SAME_LAYOUT_SMALLEST_MAX];
	int rows[UI_SAME_LAYOUT_SMALLEST_MAX];
	const int count = ui_same_layout_smallest(choice->rows, choice->cols,
	    cols, rows);
	char sizes[64];
	ui_too_small_sizes(sizes, sizeof sizes, cols, rows, count);
	snprintf(text, size, "Terminal too small for %dx%d: %s.",
	    choice->rows, choice->cols, sizes);
}

/* The line under the fields: the last key's word, or what Enter does
 * (and, `bar` saying why, that it cannot). */
static void ui_custom_draw_verdict(const ui_custom *c, ui_custom_bar bar,
    int y, int x)
{
	const same_custom *choice = c->choice;
	char text[sizeof c->said.text];
	ui_style style = UI_PLAIN;
	if (c->said.text[0] != '\0') {
		snprintf(text, sizeof text, "%s", c->said.text);
		style = c->said.style;
	} else if (bar == UI_CUSTOM_NOT_CLEARABLE) {
		snprintf(text, sizeof text, "A board of one cell cannot be "
		    "cleared: choose a larger one.");
	} else if (bar == UI_CUSTOM_TOO_BIG) {
		ui_custom_too_small(choice, text, sizeof text);
		/* Enter, which did not start it, is told the way out. */
		if (c->refused)
			snprintf(text + strlen(text), sizeof text -
			    strlen(text), " Enlarge it, or choose a smaller "
			    "board.");
		style = UI_ALERT;
	} else {
		/* "an 8x12", "an 11x12", "an 18x12": as they are said. */
		const bool vowel = !choice->clearable && (choice->rows == 8 ||
		    choice->rows == 11 || choice->rows == 18);
		snprintf(text, sizeof text, "Enter plays %s %s%dx%d board with "
		    "%d colour%s.", vowel ? "an" : "a",
		    choice->clearable ? "clearable " : "", choice->rows,
		    choice->cols, choice->colors,
		    choice->colors == 1 ? "" : "s");
	}
	/* The lines the words take where the footer leaves them (three
	 * for a board too big, with both sizes that show it, and the way
	 * out), the blank line above taken when the terminal is short. */
	const int needed = ui_lines_needed(x, text);
	if (LINES - 1 - y < needed)
		y--;
	const int rows = LINES - 1 - y < needed ? LINES - 1 - y : needed;
	ui_put_lines(y, x, rows, ui_attr(style), text);
}

static void ui_custom_draw(ui_screen *self)
{
	ui_custom *c = (ui_custom *)self;
	const int top = ui_custom_top(), x = (COLS - UI_CUSTOM_WIDTH) / 2;
	char text[128];
	ui_put_centered(top, ui_attr(UI_TITLE), "Same Game: custom board");
	for (int f = 0; f < UI_CUSTOM_FIELDS; f++) {
		if (f == UI_CUSTOM_CLEARABLE)
			snprintf(text, sizeof text, "  %-10s < %-3s >  (a line "
			    "clears it)", ui_custom_names[f],
			    c->choice->clearable ? "yes" : "no");
		else {
			char range[64];
			ui_custom_range(c, f, range, sizeof range);
			snprintf(text, sizeof text, "  %-10s < %2d  >  %s",
			    ui_custom_names[f], ui_custom_value(c, f), range);
		}
		ui_put(top + UI_CUSTOM_TOP + f, x,
		    ui_list_attr(&c->fields, f, UI_PLAIN), text);
	}
	/* The colours in play, by their letters and looks. */
	int y = top + UI_CUSTOM_TOP + UI_CUSTOM_FIELDS + 1;
	ui_put(y, x, ui_attr(UI_DIM), "  Balls:");
	for (int color = 1; color <= c->choice->colors; color++) {
		char ball[4] = { ' ', same_color_letter(color), ' ', '\0' };
		ui_put(y, x + 11 + 3 * (color - 1), ui_ball_attr(color, false),
		    ball);
	}
	const ui_custom_bar bar = ui_custom_barred(c->choice);
	ui_custom_draw_verdict(c, bar, y + 2, x + 2);
	ui_put_footer_idle(LINES - 1, self->keys,
	    bar != UI_CUSTOM_PLAYS ? "\r" : "");
}

/* Set the chosen field to `value`, or to the end of its range past
 * either end, which a number `typed` past it is told. */
static void ui_custom_set(ui_custom *c, int value, bool typed)
{
	const int field = c->fields.chosen;
	const int min = ui_custom_min[field], max = ui_custom_max[field];
	/* Clearable is shown as no or yes: its digits are said so. */
	if (typed && field == UI_CUSTOM_CLEARABLE && value > max)
		ui_note_set(&c->said, UI_ALERT, "Clearable is 0 (no) or 1 "
		    "(yes): %d became yes.", value);
	else if (typed && (value < min || value > max))
		ui_note_set(&c->said, UI_ALERT, "%s go from %d to %d: %d "
		    "became %d.", ui_custom_names[field], min, max, value,
		    value < min ? min : max);
	value = value < min ? min : value > max ? max : value;
	same_custom *x = c->choice;
	if (field == 0)
		x->rows = value;
	else if (field == 1)
		x->cols = value;
	else if (field == 2)
		x->colors = value;
	else
		x->clearable = value == 1;
}

/* Stopping at the ends, as a list does: from 20 one more is still 20,
 * never 1 (typing the number is the short way across). */
static void ui_custom_step(ui_screen *self, int by)
{
	ui_custom *c = (ui_custom *)self;
	ui_custom_set(c, ui_custom_value(c, c->fields.chosen) + by, false);
}

/* Digits typed in a row make one number, up to as many digits as the
 * field's largest value has (2 then 0 is 20 rows; a third digit starts
 * a new number), so no pause is needed between numbers; a number past
 * the range is its end (2 then 5 is 20 rows, 9 colours is 6). */
static void ui_custom_key_digit(ui_screen *self)
{
	ui_custom *c = (ui_custom *)self;
	int widest = 9; /* the largest number of the max's digits */
	while (widest < ui_custom_max[c->fields.chosen])
		widest = widest * 10 + 9;
	const int digit = c->key - '0';
	c->typed = c->typed > 0 && c->typed * 10 <= widest ?
	    c->typed * 10 + digit : digit;
	ui_custom_set(c, c->typed, true);
}

static void ui_custom_key_less(ui_screen *self)
{
	ui_custom_step(self, -1);
}

static void ui_custom_key_more(ui_screen *self)
{
	ui_custom_step(self, 1);
}

static void ui_custom_key_up(ui_screen *self)
{
	ui_list_move(&((ui_custom *)self)->fields, -1);
}

static void ui_custom_key_down(ui_screen *self)
{
	ui_list_move(&((ui_custom *)self)->fields, 1);
}

/* Remember the choice for next time, then play it; a choice that cannot
 * be written is still played, and the menu says why it was not kept.
 * Only here does the menu's choice change: one left with q or Esc is
 * neither shown nor written, so the menu names what the next run
 * offers. */
static void ui_custom_key_play(ui_screen *self)
{
	ui_custom *c = (ui_custom *)self;
	const same_custom chosen = *c->choice;
	char path[4096], error[512];
	/* The screen says why there is nothing to play; what a board too
	 * big needs, said under the fields, is said with the way out. */
	const ui_custom_bar bar = ui_custom_barred(&chosen);
	if (bar != UI_CUSTOM_PLAYS) {
		c->refused = bar == UI_CUSTOM_TOO_BIG;
		return;
	}
	*c->remembered = chosen;
	if (!paths_data_file(SAME_CUSTOM_FILE, path, sizeof path))
		ui_note_set(c->note, UI_ALERT, "The custom board is not "
		    "remembered: %s.", paths_data_trouble());
	else if (!same_custom_write(path, &chosen, error, sizeof error))
		ui_note_set(c->note, UI_ALERT, "%s", error);
	ui_pop();
	ui_screen *screen = ui_same_new_random(chosen.rows, chosen.cols,
	    chosen.colors, chosen.clearable, true);
	if (screen != NULL)
		ui_push(screen);
}

static const ui_key ui_custom_keys[] = {
	{ KEY_UP, "Up, Down, jk", "pick rows, columns, colours or clearable",
	    NULL,
	    ui_custom_key_up },
	{ KEY_DOWN, NULL, NULL, NULL, ui_custom_key_down },
	{ 'k', NULL, NULL, NULL, ui_custom_key_up },
	{ 'j', NULL, NULL, NULL, ui_custom_key_down },
	{ KEY_LEFT, "Left/Right, hl", "one less, one more, up to the "
	    "range's ends", "change", ui_custom_key_less },
	{ KEY_RIGHT, NULL, NULL, NULL, ui_custom_key_more },
	{ 'h', NULL, NULL, NULL, ui_custom_key_less },
	{ 'l', NULL, NULL, NULL, ui_custom_key_more },
	{ '-', "-, +", "one less, one more", NULL, ui_custom_key_less },
	{ '+', NULL, NULL, NULL, ui_custom_key_more },
	{ '0', "0-9", "type the number: 2 then 0 is 20", "number",
	    ui_custom_key_digit },
	{ '1', NULL, NULL, NULL, ui_custom_key_digit },
	{ '2', NULL, NULL, NULL, ui_custom_key_digit },
	{ '3', NULL, NULL, NULL, ui_custom_key_digit },
	{ '4', NULL, NULL, NULL, ui_custom_key_digit },
	{ '5', NULL, NULL, NULL, ui_custom_key_digit },
	{ '6', NULL, NULL, NULL, ui_custom_key_digit },
	{ '7', NULL, NULL, NULL, ui_custom_key_digit },
	{ '8', NULL, NULL, NULL, ui_custom_key_digit },
	{ '9', NULL, NULL, NULL, ui_custom_key_digit },
	{ '\r', "Enter, Space", "play this board (and remember it)", "play",
	    ui_custom_key_play },
	{ '\n', NULL, NULL, NULL, ui_custom_key_play },
	{ KEY_ENTER, NULL, NULL, NULL, ui_custom_key_play },
	{ ' ', NULL, NULL, NULL, ui_custom_key_play },
	UI_HELP_BACK_KEYS("back to the menu, the choice as it was"),
	{ 0, NULL, NULL, NULL, NULL },
};

/* Any key but a digit ends the number being typed; any key at all
 * takes the last key's word away. */
static void ui_custom_key(ui_screen *self, int key)
{
	ui_custom *c = (ui_custom *)self;
	c->said.text[0] = '\0';
	c->refused = false;
	if (key < '0' || key > '9')
		c->typed = 0;
	c->key = key;
	ui_screen_key(self, key);
}

/* A click picks a field; on its "<" or ">" it changes it too. */
static void ui_custom_click(ui_screen *self, int y, int x)
{
	ui_custom *c = (ui_custom *)self;
	const int field = y - ui_custom_top() - UI_CUSTOM_TOP;
	const int at = x - (COLS - UI_CUSTOM_WIDTH) / 2;
	c->typed = 0;
	c->said.text[0] = '\0';
	c->refused = false;
	if (field < 0 || field >= UI_CUSTOM_FIELDS)
		return;
	c->fields.chosen = field;
	if (at == UI_CUSTOM_LESS_X)
		ui_custom_step(self, -1);
	else if (at == UI_CUSTOM_MORE_X)
		ui_custom_step(self, 1);
}

static void ui_custom_close(ui_screen *self)
{
	free(self);
}

ui_screen *ui_same_custom_new(same_custom *choice, ui_note *note)
{
	ui_custom *c = calloc(1, sizeof *c);
	if (c == NULL)
		return NULL;
	c->edited = *choice;
	c->choice = &c->edited;
	c->remembered = choice;
	c->note = note;
	c->fields.count = UI_CUSTOM_FIELDS;
	c->screen = (ui_screen){
		.title = "Custom board",
		.keys = ui_custom_keys,
		.help = "A random Same Game board of 1 to 20 rows and columns "
		    "with 1 to 6 colours;\n"
		    "a clearable one is built backwards so that a line "
		    "clearing it exists.\n"
		    "The choice is remembered in "
		    "$XDG_DATA_HOME/tumble/" SAME_CUSTOM_FILE ".\n",
		.min_rows = UI_CUSTOM_LINES,
		.min_cols = UI_CUSTOM_WIDTH,
		.draw = ui_custom_draw,
		.key = ui_custom_key,
		.click = ui_custom_click,
		.note = &c->said,
		.close = ui_custom_close,
	};
	return &c->screen;
}
