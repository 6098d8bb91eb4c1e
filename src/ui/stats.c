/*
 * The statistics screen (see ui.h): the words `tumble stats` prints
 * (session/stats.h), read afresh when the screen opens, each line broken
 * at its blanks to the terminal's width under its own indent; Up and
 * Down scroll a page longer than the terminal, and its footer says so.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/wrap.h"
#include "session/daily.h"
#include "session/stats.h"
#include "ui/ui.h"

enum {
	UI_STATS_WIDTH = 78, /* the text's column, centred where it fits */
	UI_STATS_ROWS = 400, /* rows of the page at most */
};

typedef struct ui_stats_row {
	const char *text;
	int length, indent;
} ui_stats_row;

typedef struct ui_stats {
	ui_screen screen;
	char *text;
	int top, rows;
	/* Scrolled to the page's end: it stays there, its last line in
	 * sight, as the message under it takes a row more or less. */
	bool at_end;
	ui_stats_row row[UI_STATS_ROWS];
	ui_note note;
} ui_stats;

/* The page's rows for the terminal's width. */
static void ui_stats_lay_out(ui_stats *s, int width)
{
	s->rows = 0;
	for (const char *line = s->text; *line != '\0';) {
		const int indent = (int)strspn(line, " ");
		const char *end = line + strcspn(line, "\n");
		const char *p = line + indent;
		while (p < end && s->rows < UI_STATS_ROWS) {
			const int length = wrap_line(p, width - indent);
			s->row[s->rows++] = (ui_stats_row){ p, length,
				indent + (p > line + indent ? 2 : 0) };
			p = wrap_rest(p, length);
		}
		line = *end == '\n' ? end + 1 : end;
	}
}

/* The text's column and where it starts: centred where it fits, with a
 * column free at either edge. */
static int ui_stats_width(void)
{
	return COLS - 2 < UI_STATS_WIDTH ? COLS - 2 : UI_STATS_WIDTH;
}

static int ui_stats_left(void)
{
	return (COLS - ui_stats_width()) / 2;
}

/* The note's rows: two where its words need them, as the word for a
 * key that does nothing does in 40 columns, rather than cut them. */
static int ui_stats_note_rows(const ui_stats *s)
{
	return ui_lines_needed(ui_stats_left(), s->note.text) > 1 ? 2 : 1;
}

static int ui_stats_shown(const ui_stats *s)
{
	/* The title and a blank, the note, the footer. */
	return LINES - 3 - ui_stats_note_rows(s);
}

static int ui_stats_last_top(const ui_stats *s)
{
	const int last = s->rows - ui_stats_shown(s);
	return last > 0 ? last : 0;
}

/* The footer of a page longer than the terminal. */
static const ui_key ui_stats_footer_scrolls[] = {
	{ KEY_UP, "Up/Down", NULL, "scroll", NULL },
	UI_HELP_BACK_KEYS("back"),
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_stats_draw(ui_screen *self)
{
	ui_stats *s = (ui_stats *)self;
	const int x = ui_stats_left(), note_rows = ui_stats_note_rows(s);
	ui_stats_lay_out(s, ui_stats_width());
	if (s->at_end || s->top > ui_stats_last_top(s))
		s->top = ui_stats_last_top(s);
	ui_put_centered(0, ui_attr(UI_TITLE), "Statistics");
	for (int i = 0; i < ui_stats_shown(s) && s->top + i < s->rows; i++) {
		const ui_stats_row *r = &s->row[s->top + i];
		char text[256];
		snprintf(text, sizeof text, "%.*s", r->length, r->text);
		ui_put(2 + i, x + r->indent, ui_attr(r->indent == 0 ?
		    UI_TITLE : UI_PLAIN), text);
	}
	ui_put_lines(LINES - 1 - note_rows, x, note_rows,
	    ui_attr(s->note.style), s->note.text);
	/* A page the terminal does not hold names the keys that bring
	 * the rest in sight: nothing else shows that there is more. */
	ui_put_footer(LINES - 1, s->rows > ui_stats_shown(s) ?
	    ui_stats_footer_scrolls : self->keys);
}

static void ui_stats_scroll(ui_stats *s, int by)
{
	s->top = ui_scrolled(s->top, by, ui_stats_last_top(s));
	s->at_end = s->top == ui_stats_last_top(s);
}

static void ui_stats_key_up(ui_screen *self)
{
	ui_stats_scroll((ui_stats *)self, -1);
}

static void ui_stats_key_down(ui_screen *self)
{
	ui_stats_scroll((ui_stats *)self, 1);
}

/* A page less a line, so that the last line read stays in sight. */
static int ui_stats_page(const ui_stats *s)
{
	const int page = ui_stats_shown(s) - 1;
	return page > 1 ? page : 1;
}

static void ui_stats_key_page_up(ui_screen *self)
{
	ui_stats *s = (ui_stats *)self;
	ui_stats_scroll(s, -ui_stats_page(s));
}

static void ui_stats_key_page_down(ui_screen *self)
{
	ui_stats *s = (ui_stats *)self;
	ui_stats_scroll(s, ui_stats_page(s));
}

static void ui_stats_key_home(ui_screen *self)
{
	ui_stats *s = (ui_stats *)self;
	s->top = 0;
	s->at_end = false;
}

static void ui_stats_key_end(ui_screen *self)
{
	ui_stats *s = (ui_stats *)self;
	s->top = ui_stats_last_top(s);
	s->at_end = true;
}

static void ui_stats_wheel(ui_screen *self, int notches)
{
	ui_stats_scroll((ui_stats *)self, notches);
}

static const ui_key ui_stats_keys[] = {
	{ KEY_UP, "Up, Down, jk", "scroll", NULL, ui_stats_key_up },
	{ KEY_DOWN, NULL, NULL, NULL, ui_stats_key_down },
	{ 'k', NULL, NULL, NULL, ui_stats_key_up },
	{ 'j', NULL, NULL, NULL, ui_stats_key_down },
	{ KEY_PPAGE, "PgUp, PgDn", "scroll a page", NULL,
	    ui_stats_key_page_up },
	{ KEY_NPAGE, NULL, NULL, NULL, ui_stats_key_page_down },
	{ KEY_HOME, "Home, End", "the first line, the last", NULL,
	    ui_stats_key_home },
	{ KEY_END, NULL, NULL, NULL, ui_stats_key_end },
	UI_HELP_BACK_KEYS("back"),
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_stats_close(ui_screen *self)
{
	ui_stats *s = (ui_stats *)self;
	free(s->text);
	free(s);
}

ui_screen *ui_stats_new(void)
{
	ui_stats *s = calloc(1, sizeof *s);
	size_t size;
	FILE *out = s != NULL ? open_memstream(&s->text, &size) : NULL;
	if (out == NULL) {
		free(s);
		return NULL;
	}
	stats_write(out, NULL, daily_today());
	fclose(out);
	s->screen = (ui_screen){
		.title = "Statistics",
		.keys = ui_stats_keys,
		.help = "Per Same Game board: the games finished unassisted "
		    "(the computer played no\n"
		    "move), the boards cleared, how close they came to the "
		    "planner's score on the\n"
		    "same boards, and the marks (G beat greedy, C cleared, 9 "
		    "90% of the planner, P\n"
		    "matched it); the board of the day's games and streak; "
		    "the Mayan levels solved\n"
		    "and solved clean, in all and per tier.  tumble stats "
		    "prints the same.\n",
		.min_rows = 8,
		.min_cols = 40,
		.draw = ui_stats_draw,
		.key = ui_screen_key,
		.wheel = ui_stats_wheel,
		.note = &s->note,
		.close = ui_stats_close,
	};
	return &s->screen;
}
