/*
 * A line typed on the bottom row (see line.h).
 */
#include "ui/line.h"

#include <string.h>

#include "io/file_names.h"
#include "ui/ui.h"

/* Control keys as the terminal sends them. */
#define UI_LINE_CTRL(letter) ((letter) - 'A' + 1)

void ui_line_start(ui_line *line, const char *text, size_t most)
{
	line->most = most == 0 || most >= UI_LINE_MAX ? UI_LINE_MAX - 1 :
	    most;
	line->len = text != NULL ? strlen(text) : 0;
	if (line->len > line->most)
		line->len = line->most;
	if (line->len > 0)
		memcpy(line->text, text, line->len);
	line->text[line->len] = '\0';
	line->at = line->len;
	line->file = false;
}

void ui_line_start_file(ui_line *line, const char *text)
{
	ui_line_start(line, text, 0);
	line->file = true;
}

/* The name as far as every file it may name agrees, the cursor at its
 * end. */
static void ui_line_complete(ui_line *line)
{
	char common[UI_LINE_MAX];
	if (file_names_common(line->text, common, sizeof common) == 0 ||
	    strlen(common) > line->most)
		return;
	ui_line_start_file(line, common);
}

/* Take bytes [from, to) out, the cursor at `from`. */
static void ui_line_erase(ui_line *line, size_t from, size_t to)
{
	memmove(line->text + from, line->text + to, line->len - to + 1);
	line->len -= to - from;
	line->at = from;
}

static bool ui_line_word_break(char c)
{
	return c == ' ' || c == '/';
}

/* Where the word before the cursor starts: back over breaks, then over
 * the word up to the break before it. */
static size_t ui_line_word_start(const ui_line *line)
{
	size_t i = line->at;
	while (i > 0 && ui_line_word_break(line->text[i - 1]))
		i--;
	while (i > 0 && !ui_line_word_break(line->text[i - 1]))
		i--;
	return i;
}

static void ui_line_insert(ui_line *line, char c)
{
	if (line->len >= line->most)
		return;
	memmove(line->text + line->at + 1, line->text + line->at,
	    line->len - line->at + 1);
	line->text[line->at++] = c;
	line->len++;
}

ui_line_state ui_line_key(ui_line *line, int key)
{
	switch (key) {
	case '\r':
	case '\n':
	case KEY_ENTER:
		return UI_LINE_TAKEN;
	case UI_KEY_ESC:
	case UI_LINE_CTRL('G'):
		return UI_LINE_GIVEN_UP;
	case KEY_LEFT:
	case UI_LINE_CTRL('B'):
		if (line->at > 0)
			line->at--;
		break;
	case KEY_RIGHT:
	case UI_LINE_CTRL('F'):
		if (line->at < line->len)
			line->at++;
		break;
	case KEY_HOME:
	case UI_LINE_CTRL('A'):
		line->at = 0;
		break;
	case KEY_END:
	case UI_LINE_CTRL('E'):
		line->at = line->len;
		break;
	case KEY_BACKSPACE:
	case 127:
	case UI_LINE_CTRL('H'):
		if (line->at > 0)
			ui_line_erase(line, line->at - 1, line->at);
		break;
	case KEY_DC:
	case UI_LINE_CTRL('D'):
		if (line->at < line->len)
			ui_line_erase(line, line->at, line->at + 1);
		break;
	case UI_LINE_CTRL('U'):
		ui_line_erase(line, 0, line->at);
		break;
	case UI_LINE_CTRL('K'):
		ui_line_erase(line, line->at, line->len);
		break;
	case UI_LINE_CTRL('W'):
		ui_line_erase(line, ui_line_word_start(line), line->at);
		break;
	case '\t':
		if (line->file)
			ui_line_complete(line);
		break;
	default:
		/* Printable ASCII only: what is typed is shown and written
		 * back as it is, and a control byte never gets in. */
		if (key >= ' ' && key < 127)
			ui_line_insert(line, (char)key);
		break;
	}
	return UI_LINE_TYPING;
}

void ui_line_draw(const ui_line *line, int y, const char *label)
{
	const int width = COLS - (int)strlen(label) - 1;
	/* Scrolled by whole widths' halves, so the text does not jump at
	 * every key. */
	size_t from = 0;
	if (width > 1 && (int)line->at > width)
		from = ((line->at - (size_t)width) / (size_t)(width / 2) + 1) *
		    (size_t)(width / 2);
	move(y, 0);
	clrtoeol();
	attrset(ui_attr(UI_PLAIN));
	addstr(label);
	addnstr(line->text + from, width > 0 ? width : 0);
	attrset(A_NORMAL);
	move(y, (int)strlen(label) + (int)(line->at - from));
	curs_set(1);
}
