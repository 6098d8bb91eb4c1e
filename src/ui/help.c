/*
 * The help page of any screen: its key table and its notes, built from
 * the same table that dispatches the keys, so the page never disagrees
 * with what the keys do.  Up and Down scroll; any other key goes back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui.h"

enum { UI_HELP_LINE = 160 };

typedef struct ui_help {
	ui_screen screen;
	const ui_screen *of;
	int lines, top;
	char (*line)[UI_HELP_LINE];
	bool *is_key; /* key lines draw their first column as a key */
} ui_help;

static int ui_help_rows(void)
{
	return LINES - 4; /* title, blank, and the footer below */
}

static void ui_help_draw(ui_screen *self)
{
	ui_help *h = (ui_help *)self;
	char title[128];
	snprintf(title, sizeof title, "Help: %s", h->of->title);
	ui_put_centered(0, ui_attr(UI_TITLE), title);
	int rows = ui_help_rows();
	for (int i = 0; i < rows && h->top + i < h->lines; i++) {
		const char *text = h->line[h->top + i];
		if (h->is_key[h->top + i]) {
			/* "  KEYS  does": the keys in their own style. */
			char keys[UI_HELP_LINE];
			snprintf(keys, sizeof keys, "%.16s", text);
			ui_put(2 + i, 2, ui_attr(UI_KEY), keys);
			ui_put_fitted(2 + i, 2 + 16, COLS - 2 - 16, A_NORMAL,
			    strlen(text) > 16 ? text + 16 : "");
		} else {
			ui_put_fitted(2 + i, 2, COLS - 2, A_NORMAL, text);
		}
	}
	ui_put_centered(LINES - 1, ui_attr(UI_DIM), h->lines > rows ?
	    "Up/Down scroll; any other key goes back" :
	    "Press any key to go back");
}

static void ui_help_key(ui_screen *self, int key)
{
	ui_help *h = (ui_help *)self;
	int last = h->lines - ui_help_rows();
	if (key == KEY_UP || key == 'k')
		h->top -= h->top > 0;
	else if (key == KEY_DOWN || key == 'j')
		h->top += h->top < last;
	else
		ui_pop();
}

static void ui_help_click(ui_screen *self, int y, int x)
{
	ui_pop();
}

static void ui_help_close(ui_screen *self)
{
	ui_help *h = (ui_help *)self;
	free(h->line);
	free(h->is_key);
	free(h);
}

static void ui_help_add(ui_help *h, bool is_key, const char *text,
    size_t len)
{
	snprintf(h->line[h->lines], UI_HELP_LINE, "%.*s", (int)len, text);
	h->is_key[h->lines++] = is_key;
}

void ui_help_show(ui_screen *of)
{
	int capacity = 2;
	for (const ui_key *k = of->keys; k->key != 0; k++)
		capacity++;
	for (const char *p = of->help; p != NULL && *p != '\0'; p++)
		capacity += *p == '\n';
	ui_help *h = calloc(1, sizeof *h);
	if (h == NULL)
		return;
	h->line = calloc((size_t)capacity, sizeof *h->line);
	h->is_key = calloc((size_t)capacity, sizeof *h->is_key);
	if (h->line == NULL || h->is_key == NULL) {
		ui_help_close(&h->screen);
		return;
	}
	h->of = of;
	for (const ui_key *k = of->keys; k->key != 0; k++) {
		if (k->label == NULL)
			continue;
		char text[UI_HELP_LINE];
		int n = snprintf(text, sizeof text, "%-16s%s", k->label,
		    k->does);
		ui_help_add(h, true, text, (size_t)n);
	}
	if (of->help != NULL) {
		ui_help_add(h, false, "", 0);
		for (const char *p = of->help; *p != '\0';) {
			const char *end = strchr(p, '\n');
			ui_help_add(h, false, p, (size_t)(end - p));
			p = end + 1;
		}
	}
	h->screen = (ui_screen){
		.title = "Help",
		.min_rows = 8,
		.min_cols = 40,
		.draw = ui_help_draw,
		.key = ui_help_key,
		.click = ui_help_click,
		.close = ui_help_close,
	};
	ui_push(&h->screen);
}
