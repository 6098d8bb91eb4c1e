/*
 * The Mayan editor drawn (see edit_screen.h): the board, as draw.c draws
 * the game's, with the cursor and the lines of 3 lit; beside it the
 * search at work or its answer; below it what the puzzle is, whether it
 * is well formed, what is known of clearing it, and the note; the footer
 * or the line being typed at the bottom.
 */
#include <stdio.h>
#include <string.h>

#include "io/escape.h"
#include "ui/mayan/edit.h"
#include "ui/mayan/edit_screen.h"
#include "ui/mayan/screen.h"

/* The footer while the solver works: the board stays as it is, and only
 * these keys do anything (ui_mayan_edit_key). */
static const ui_key ui_mayan_edit_search_keys[] = {
	{ UI_KEY_ESC, "Esc", NULL, "cancel the search", NULL },
	{ '?', "?", NULL, "help", NULL },
	{ 0, NULL, NULL, NULL, NULL },
};

/* Beside the board: the search at work, or the answer it found. */
static void ui_mayan_edit_draw_panel(const ui_mayan_edit *g,
    const ui_mayan_layout *l)
{
	int x = l->left + l->panel, y = l->top;
	char text[64];
	if (g->job != NULL) {
		ui_mayan_draw_search(g->job, y, x, l->width - l->panel);
		return;
	}
	if (!g->answered)
		return;
	if (!g->answer.found) {
		snprintf(text, sizeof text, "n=%d: -1", g->trying);
		ui_put(y, x, ui_attr(UI_ALERT), text);
		return;
	}
	snprintf(text, sizeof text, "Answer, n=%d:", g->trying);
	ui_put(y++, x, ui_attr(UI_TITLE), text);
	int rows = MAYAN_HEIGHT * l->cell_h;
	for (int i = 0; i < g->answer.count && i < rows; i++) {
		char drag[32];
		ui_mayan_drag_words(drag, sizeof drag, g->answer.move[i]);
		snprintf(text, sizeof text, "  %s", drag);
		ui_put(y + i, x, ui_attr(UI_PLAIN), text);
	}
}

/* A sentence of the verdict: on one row, or on two when `wrap`. */
static void ui_mayan_edit_put_verdict(int y, int x, int width, bool wrap,
    ui_style style, const char *text)
{
	if (wrap)
		ui_put_two_lines(y, x, ui_attr(style), text);
	else
		ui_put_fitted(y, x, width, ui_attr(style), text);
}

/* Apart, from row y: whether the board is well formed (so it can be
 * played and written), then what is known of clearing it in n moves,
 * which takes two rows when `wrap` (the compact layout, narrow but with a
 * row to spare).  Returns the rows it took. */
static int ui_mayan_edit_draw_verdict(const ui_mayan_edit *g, int y,
    int x, int width, bool wrap)
{
	const int rows = wrap ? 3 : 2;
	char text[160];
	ui_style style = UI_PLAIN;
	const char *refusal = mayan_edit_refusal(&g->edit);
	if (refusal != NULL) {
		ui_mayan_edit_put_verdict(y, x, width, wrap, UI_ALERT, refusal);
		return rows;
	}
	ui_put_fitted(y++, x, width, ui_attr(UI_PLAIN), "Well formed: no "
	    "line of 3 stands on it.");
	if (g->job != NULL) {
		if (g->fewest)
			snprintf(text, sizeof text, "Searching for the fewest "
			    "moves: n=%d.", g->trying);
		else
			snprintf(text, sizeof text, "Searching: does it clear "
			    "in %d move%s?", g->trying,
			    g->trying == 1 ? "" : "s");
		style = UI_DIM;
	} else {
		switch (mayan_edit_say_clearing(&g->edit, text,
		    sizeof text)) {
		case MAYAN_EDIT_CLEARS:
			style = UI_GOOD;
			break;
		case MAYAN_EDIT_NEVER:
			style = UI_ALERT;
			break;
		case MAYAN_EDIT_UNKNOWN:
			break;
		}
	}
	ui_mayan_edit_put_verdict(y, x, width, wrap, style, text);
	return rows;
}

void ui_mayan_edit_draw(ui_screen *self)
{
	ui_mayan_edit *g = (ui_mayan_edit *)self;
	ui_mayan_layout l = ui_mayan_layout_now();
	int width = COLS - l.left;
	char text[256], title[4 * MAYAN_JUDGE_VALUE_MAX];
	snprintf(text, sizeof text, "TUMBLE  Mayan editor%s%s",
	    g->edit.title[0] != '\0' ? ": " : "", escape_for_terminal(title,
	    sizeof title, g->edit.title));
	ui_put_fitted(l.title_row, l.left, width, ui_attr(UI_TITLE), text);
	ui_mayan_view view;
	ui_mayan_view_board(&view, &g->edit.board);
	mayan_cells lines;
	mayan_edit_check(&g->edit, &lines);
	view.lit = lines;
	view.cursor = true;
	view.x = g->edit.x;
	view.y = g->edit.y;
	ui_mayan_draw_board(&view, &l);
	ui_mayan_edit_draw_panel(g, &l);

	/* The file's name whole where it fits, else cut from its start
	 * with "..." in the room "(changed)" leaves, a column free at the
	 * edge, so that its end, which names the file, shows; a name cut
	 * to its last letters or fewer tells nothing, and gives way to
	 * "(changed)", which the edge would cut. */
	int y = l.status;
	const char *changed = g->edit.changed ? " (changed)" : "";
	/* As long a line as ui_put_fitted() puts. */
	char status[1024], name[4 * UI_MAYAN_EDIT_PATH_MAX];
	char fitted[sizeof status];
	int n = snprintf(status, sizeof status, "n: %d   Blocks: %d   ",
	    g->edit.n, mayan_board_blocks(&g->edit.board));
	escape_for_terminal(name, sizeof name, g->path[0] != '\0' ?
	    g->path : "not written yet");
	int room = width - 1;
	if (room > (int)sizeof status - 1)
		room = (int)sizeof status - 1;
	room -= n + (int)strlen(changed);
	const char *shown = name;
	/* Measured in columns, as the room is: an é takes two bytes. */
	const int name_width = ui_text_width(name);
	if (name_width > room && room >= 12)
		shown = ui_fit_end(fitted, sizeof fitted, name, room);
	else if (name_width > room && changed[0] != '\0') {
		shown = "";
		changed++;
	}
	/* The name's bytes in the line's room, "(changed)" after them:
	 * columns are what fit, but a name of characters of many bytes
	 * in a very wide terminal can outgrow the buffer. */
	const int bytes = (int)(sizeof status - 1) - n - (int)strlen(changed);
	snprintf(status + n, sizeof status - (size_t)n, "%.*s%s", bytes,
	    shown, changed);
	ui_put_fitted(y++, l.left, width, ui_attr(UI_TITLE), status);
	y += ui_mayan_edit_draw_verdict(g, y, l.left, width, l.cell_h == 1);
	ui_put_two_lines(y, l.left, ui_attr(g->note.style), g->note.text);
	if (g->typing != UI_MAYAN_EDIT_TYPING_NOTHING) {
		ui_line_draw(&g->line, LINES - 1, g->typing ==
		    UI_MAYAN_EDIT_TYPING_NAME ? "Write to: " : "Title: ");
		return;
	}
	curs_set(0);
	ui_put_footer(LINES - 1, g->job != NULL ? ui_mayan_edit_search_keys :
	    g->screen.keys);
}
