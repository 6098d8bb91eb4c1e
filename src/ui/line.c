/*
 * A line typed on the bottom row (see line.h).
 */
#include "ui/line.h"

#include <string.h>

#include "io/escape.h"
#include "io/file_names.h"
#include "ui/ui.h"

/* Control keys as the terminal sends them. */
#define UI_LINE_CTRL(letter) ((letter) - 'A' + 1)

void ui_line_start(ui_line *line, const char *text, size_t most)
{
	line->most = most == 0 || most >= UI_LINE_MAX ? UI_LINE_MAX - 1 :
	    most;
	line->len = text != NULL ? strlen(text) : 0;
	if (line->len > line->most) {
		line->len = line->most;
		/* Cut between characters. */
		while (line->len > 0 &&
		    escape_utf8_later_byte(text[line->len]))
			line->len--;
	}
	if (line->len > 0)
		memcpy(line->text, text, line->len);
	line->text[line->len] = '\0';
	line->at = line->len;
	line->file = false;
	line->pending_len = 0;
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

/* Where the character before byte i starts, and where the one at i
 * ends. */
static size_t ui_line_previous(const ui_line *line, size_t i)
{
	while (i > 0 && escape_utf8_later_byte(line->text[--i]))
		;
	return i;
}

static size_t ui_line_next(const ui_line *line, size_t i)
{
	if (i < line->len)
		i++;
	while (i < line->len && escape_utf8_later_byte(line->text[i]))
		i++;
	return i;
}

/* Put `n` bytes, one whole character, in at the cursor, when they fit. */
static void ui_line_insert(ui_line *line, const char *c, size_t n)
{
	if (line->len + n > line->most)
		return;
	memmove(line->text + line->at + n, line->text + line->at,
	    line->len - line->at + 1);
	memcpy(line->text + line->at, c, n);
	line->at += n;
	line->len += n;
}

/* A byte of a key that is no key of the line's own: printable ASCII goes
 * in at once; on a UTF-8 terminal the bytes of another character are
 * gathered, and it goes in whole once it is a character shown as it is
 * (escape_is_plain: no C1 control, nothing malformed).  A control byte
 * never gets in, so what is typed is shown and written back as it is. */
static void ui_line_type(ui_line *line, int key)
{
	if (key >= ' ' && key < 127) {
		const char c = (char)key;
		line->pending_len = 0;
		ui_line_insert(line, &c, 1);
		return;
	}
	if (key < 0x80 || key > 0xff || !ui_utf8()) {
		line->pending_len = 0;
		return;
	}
	if (line->pending_len == 0 || !escape_utf8_later_byte((char)key)) {
		line->pending_len = 0;
		if (escape_utf8_length((unsigned char)key) == 0)
			return;
	}
	line->pending[line->pending_len++] = (char)key;
	const size_t need = escape_utf8_length(
	    (unsigned char)line->pending[0]);
	if (line->pending_len < need)
		return;
	line->pending[line->pending_len] = '\0';
	if (escape_is_plain(line->pending))
		ui_line_insert(line, line->pending, need);
	line->pending_len = 0;
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
	case UI_LINE_CTRL('C'):
		return UI_LINE_GIVEN_UP;
	case KEY_LEFT:
	case UI_LINE_CTRL('B'):
		line->at = ui_line_previous(line, line->at);
		break;
	case KEY_RIGHT:
	case UI_LINE_CTRL('F'):
		line->at = ui_line_next(line, line->at);
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
		ui_line_erase(line, ui_line_previous(line, line->at),
		    line->at);
		break;
	case KEY_DC:
	case UI_LINE_CTRL('D'):
		ui_line_erase(line, line->at, ui_line_next(line, line->at));
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
		ui_line_type(line, key);
		return UI_LINE_TYPING;
	}
	line->pending_len = 0;
	return UI_LINE_TYPING;
}

/* The columns the characters of text[from, to) take on the screen. */
static int ui_line_columns(const ui_line *line, size_t from, size_t to)
{
	return ui_span_width(line->text + from, to - from);
}

void ui_line_draw(const ui_line *line, int y, const char *label)
{
	const int width = COLS - (int)strlen(label) - 1;
	/* Scrolled by whole widths' halves, so the text does not jump at
	 * every key. */
	const int at = ui_line_columns(line, 0, line->at);
	int skip = 0;
	if (width > 1 && at > width)
		skip = ((at - width) / (width / 2) + 1) * (width / 2);
	size_t from = 0;
	for (int skipped = 0; from < line->at && skipped < skip;) {
		const size_t next = ui_line_next(line, from);
		skipped += ui_line_columns(line, from, next);
		from = next;
	}
	size_t to = from;
	for (int shown = 0; to < line->len;) {
		const size_t next = ui_line_next(line, to);
		shown += ui_line_columns(line, to, next);
		if (shown > width)
			break;
		to = next;
	}
	char visible[UI_LINE_MAX];
	memcpy(visible, line->text + from, to - from);
	visible[to - from] = '\0';
	move(y, 0);
	clrtoeol();
	ui_put(y, 0, ui_attr(UI_PLAIN), label);
	ui_put(y, (int)strlen(label), ui_attr(UI_PLAIN), visible);
	move(y, (int)strlen(label) + ui_line_columns(line, from, line->at));
	curs_set(1);
}
