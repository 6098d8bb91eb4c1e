/*
 * The help page of any screen: its key table and its notes, built from
 * the same table that dispatches the keys, so the page never disagrees
 * with what the keys do.  The page is laid out afresh for the terminal's
 * width at every draw, with the notes its screen gives for the terminal
 * as it is then, each text broken at its blanks (a key's words in
 * a column of their own beside the key), so no word is ever cut (a
 * folder's name too long for a row is broken after a slash); the files
 * the notes name are named in the folder tumble keeps them in.  Up,
 * Down, PgUp, PgDn, Home, End and the mouse wheel scroll, as they move
 * through a list, and a terminal grown taller shows the page from its
 * top again.  Any other key goes back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/wrap.h"
#include "io/escape.h"
#include "io/paths.h"
#include "ui/list.h"
#include "ui/ui.h"

enum {
	UI_HELP_LEFT = 2,  /* the margin either side */
	UI_HELP_KEYS = 16, /* the key column's width */
};

/* One row of the page: a key (or none) and a piece of text beside it. */
typedef struct ui_help_row {
	const char *key;
	const char *text;
	int length;
	int x;
} ui_help_row;

typedef struct ui_help {
	ui_screen screen;
	ui_screen *of;
	char *notes[2]; /* the list's and the screen's, as paragraphs */
	const char *notes_of; /* the screen's notes that notes[1] holds */
	int rows, capacity, top;
	ui_help_row *row;
} ui_help;

static int ui_help_rows_shown(void)
{
	return LINES - 4; /* title, blank, and the footer below */
}

/* The length of the first row of `text` in `width` columns, as
 * wrap_line() breaks it; a word wider than the row, a long folder's name,
 * broken after the last slash that fits rather than between letters. */
static int ui_help_line(const char *text, int width)
{
	const int length = wrap_line(text, width);
	const char after = text[length];
	if (after == '\0' || after == '\n' || after == ' ' ||
	    memchr(text, ' ', (size_t)length) != NULL)
		return length;
	int cut = length;
	while (cut > 0 && text[cut - 1] != '/')
		cut--;
	return cut > 0 ? cut : length;
}

/* Add `text` broken to the page's width from column x, the first row
 * beside `key` (NULL for none). */
static void ui_help_add(ui_help *h, const char *key, int x, const char *text)
{
	int width = COLS - UI_HELP_LEFT - x;
	const char *end = text + strcspn(text, "\n");
	do {
		int length = ui_help_line(text, width);
		if (h->rows < h->capacity)
			h->row[h->rows++] = (ui_help_row){ key, text, length,
			    x };
		key = NULL;
		text = wrap_rest(text, length);
	} while (text < end);
}

/* The page for the terminal's width: a key's words beside it, or under
 * a key too wide for its column; the notes line by line after a blank. */
static void ui_help_lay_out(ui_help *h)
{
	h->rows = 0;
	for (const ui_key *k = h->of->keys; k->key != 0; k++) {
		if (k->label == NULL)
			continue;
		if ((int)strlen(k->label) >= UI_HELP_KEYS) {
			ui_help_add(h, k->label, UI_HELP_LEFT, "");
			ui_help_add(h, NULL, UI_HELP_LEFT + UI_HELP_KEYS,
			    k->does);
		} else {
			ui_help_add(h, k->label, UI_HELP_LEFT + UI_HELP_KEYS,
			    k->does);
		}
	}
	for (int n = 0; n < 2; n++) {
		if (h->notes[n] == NULL)
			continue;
		ui_help_add(h, NULL, UI_HELP_LEFT, "");
		for (const char *p = h->notes[n]; *p != '\0';) {
			ui_help_add(h, NULL, UI_HELP_LEFT, p);
			/* On to the next line of the notes. */
			p += strcspn(p, "\n");
			p += *p == '\n';
		}
	}
}

/* The first row shown, kept so the page's end stays at the bottom of a
 * terminal that grew. */
static int ui_help_last_top(const ui_help *h)
{
	int last = h->rows - ui_help_rows_shown();
	return last > 0 ? last : 0;
}

/* The page's last line, in the one wording of every help page: the keys
 * that scroll a page longer than the terminal (as many of them as the
 * line has room for, Up/Down at the page's narrowest), then that any
 * other key goes back; a page that fits, which every key closes, says
 * that any key goes back. */
static void ui_help_footer(char *out, size_t size, bool scrolls)
{
	static const char back[] = "key goes back";
	static const char *const paging[] = { "Up/Down, PgUp/PgDn",
		"Up/Down" };
	if (!scrolls) {
		snprintf(out, size, "Any %s", back);
		return;
	}
	for (size_t i = 0; i < sizeof paging / sizeof *paging; i++) {
		snprintf(out, size, "%s scroll; any other %s", paging[i], back);
		if ((int)strlen(out) < COLS)
			return;
	}
}

static void ui_help_draw(ui_screen *self)
{
	ui_help *h = (ui_help *)self;
	ui_help_lay_out(h);
	if (h->top > ui_help_last_top(h))
		h->top = ui_help_last_top(h);
	char title[128];
	snprintf(title, sizeof title, "Help: %s", h->of->title);
	ui_put_centered(0, ui_attr(UI_TITLE), title);
	int shown = ui_help_rows_shown();
	for (int i = 0; i < shown && h->top + i < h->rows; i++) {
		const ui_help_row *r = &h->row[h->top + i];
		char text[512];
		if (r->key != NULL)
			ui_put(2 + i, UI_HELP_LEFT, ui_attr(UI_KEY), r->key);
		snprintf(text, sizeof text, "%.*s", r->length, r->text);
		ui_put(2 + i, r->x, A_NORMAL, text);
	}
	char footer[80];
	ui_help_footer(footer, sizeof footer, h->rows > shown);
	ui_put_centered(LINES - 1, ui_attr(UI_DIM), footer);
}

/* Scroll by `rows`, stopping at the page's ends. */
static void ui_help_scroll(ui_help *h, int rows)
{
	h->top = ui_scrolled(h->top, rows, ui_help_last_top(h));
}

static void ui_help_key(ui_screen *self, int key)
{
	ui_help *h = (ui_help *)self;
	const int page = ui_help_rows_shown() > 1 ? ui_help_rows_shown() : 1;
	/* A page that fits says any key goes back, and means it. */
	if (ui_help_last_top(h) == 0)
		key = 0;
	switch (key) {
	case KEY_UP:
	case 'k':
		ui_help_scroll(h, -1);
		break;
	case KEY_DOWN:
	case 'j':
		ui_help_scroll(h, 1);
		break;
	case KEY_PPAGE:
		ui_help_scroll(h, -page);
		break;
	case KEY_NPAGE:
		ui_help_scroll(h, page);
		break;
	case KEY_HOME:
		h->top = 0;
		break;
	case KEY_END:
		h->top = ui_help_last_top(h);
		break;
	default:
		ui_pop();
	}
}

static void ui_help_wheel(ui_screen *self, int notches)
{
	ui_help_scroll((ui_help *)self, notches);
}

static void ui_help_click(ui_screen *self, int y, int x)
{
	ui_pop();
}

static void ui_help_close(ui_screen *self)
{
	ui_help *h = (ui_help *)self;
	free(h->notes[0]);
	free(h->notes[1]);
	free(h->row);
	free(h);
}

/* The data folder in the words of the manual, which the notes name
 * their files by ("$XDG_DATA_HOME/tumble/progress"). */
static const char ui_help_data_words[] = "$XDG_DATA_HOME/tumble";

/* `text` (malloc'd) with the data folder named in the manual's words
 * made the folder tumble uses, as paths_data_dir_shown() has it; as it
 * is where tumble has none.  NULL when out of memory. */
static char *ui_help_data_dir(char *text)
{
	char dir[PATHS_DIR_MAX + 1], shown[4 * sizeof dir];
	if (text == NULL || strstr(text, ui_help_data_words) == NULL ||
	    !paths_data_dir_shown(dir, sizeof dir))
		return text;
	escape_for_terminal(shown, sizeof shown, dir);
	const size_t words = strlen(ui_help_data_words);
	size_t count = 0;
	for (const char *p = text; (p = strstr(p, ui_help_data_words)) !=
	    NULL; p += words)
		count++;
	char *out = malloc(strlen(text) + count * strlen(shown) + 1);
	if (out == NULL) {
		free(text);
		return NULL;
	}
	char *to = out;
	const char *from = text;
	for (const char *p; (p = strstr(from, ui_help_data_words)) != NULL;
	    from = p + words) {
		memcpy(to, from, (size_t)(p - from));
		to += p - from;
		to = stpcpy(to, shown);
	}
	strcpy(to, from);
	free(text);
	return out;
}

/* A copy of notes written in lines of 80 columns, each sentence that
 * runs on past a line's end joined to the next line, so that a narrower
 * page breaks it once, not once at its width and again at each of the
 * text's own line ends.  A line that ends a sentence still ends there.
 * NULL for no notes (or no memory: the page then goes without them). */
static char *ui_help_paragraphs(const char *notes)
{
	char *text = notes != NULL ? strdup(notes) : NULL;
	if (text == NULL)
		return NULL;
	for (char *p = strchr(text, '\n'); p != NULL; p = strchr(p + 1, '\n'))
		if (p > text && strchr(".!?", p[-1]) == NULL && p[1] != '\0')
			*p = ' ';
	return ui_help_data_dir(text);
}

/* The screen's notes as they stand into notes[1], with rows enough for
 * the page: a row for every byte at most, and the blanks, enough at any
 * width.  False, the page as it was, when out of memory. */
static bool ui_help_take_notes(ui_help *h)
{
	char *notes = ui_help_paragraphs(h->of->help);
	int capacity = 2;
	for (const ui_key *k = h->of->keys; k->key != 0; k++)
		if (k->label != NULL)
			capacity += 2 + (int)strlen(k->does);
	if (h->notes[0] != NULL)
		capacity += 1 + (int)strlen(h->notes[0]);
	if (notes != NULL)
		capacity += 1 + (int)strlen(notes);
	ui_help_row *row = realloc(h->row, (size_t)capacity * sizeof *row);
	if (row == NULL) {
		free(notes);
		return false;
	}
	free(h->notes[1]);
	h->notes[1] = notes;
	h->notes_of = h->of->help;
	h->row = row;
	h->capacity = capacity;
	return true;
}

/* Before every draw: the screen below fitted to the terminal as it is
 * now, as it would be before its own draw, and its notes taken again
 * when that changed them.  The Same Game review's notes name its chart
 * only where the chart is drawn: a page that kept the words it opened
 * with spoke of a chart the review had dropped for a smaller terminal,
 * or left out one it had gained. */
static void ui_help_fit(ui_screen *self)
{
	ui_help *h = (ui_help *)self;
	if (h->of->fit != NULL)
		h->of->fit(h->of);
	if (h->of->help != h->notes_of)
		ui_help_take_notes(h);
}

void ui_help_show(ui_screen *of)
{
	ui_help *h = calloc(1, sizeof *h);
	if (h == NULL)
		return;
	h->of = of;
	/* Every list says the same of itself, from one text. */
	h->notes[0] = ui_help_paragraphs(of->list != NULL ? ui_list_help :
	    NULL);
	if (!ui_help_take_notes(h)) {
		free(h->notes[0]);
		free(h);
		return;
	}
	h->screen = (ui_screen){
		.title = "Help",
		.min_rows = 8,
		.min_cols = 40,
		.fit = ui_help_fit,
		.draw = ui_help_draw,
		.key = ui_help_key,
		.click = ui_help_click,
		.wheel = ui_help_wheel,
		.close = ui_help_close,
	};
	ui_push(&h->screen);
}

void ui_key_help(ui_screen *self)
{
	ui_help_show(self);
}
