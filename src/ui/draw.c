/*
 * The drawing helpers every screen shares (see ui.h): text put, fitted,
 * centred or broken over two lines, the footer of keys, the block labels,
 * lists and the notes screens say things in.
 */
#include "ui/ui.h"

#include "command/columns.h"
#include "command/wrap.h"
#include "io/escape.h"

#include <langinfo.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

char ui_block_label(int color)
{
	return color >= 1 && color <= UI_BLOCK_COLORS ?
	    "1234567890"[color - 1] : ' ';
}

bool ui_utf8(void)
{
	return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}

/* The bytes of the longest start of the `length` at `text` that ui_put()
 * shows in at most `width` columns, in whole characters, and (`used`)
 * its columns: in UTF-8 a character takes the columns the terminal
 * gives it (columns_char(): é one, for two bytes), and elsewhere the one
 * ASCII letter that stands for it (escape_ascii_letter). */
static int ui_fitting_span(const char *text, size_t length, int width,
    int *used)
{
	if (ui_utf8())
		return (int)columns_fitting(text, length, width, used);
	size_t i = 0;
	int columns = 0;
	for (; i < length && columns < width; columns++)
		i += escape_char_bytes(text + i, length - i);
	if (used != NULL)
		*used = columns;
	return (int)i;
}

static int ui_fitting(const char *text, int width, int *used)
{
	return ui_fitting_span(text, strlen(text), width, used);
}

/* Outside UTF-8, curses draws each byte of a character beyond ASCII (a
 * title's é) as a blank or as two columns ("~I"), so that the text is
 * garbled and wider than the room it was fitted to: an ASCII letter
 * stands for the character (e for é, '?' where none does), in at most
 * `room` columns. */
static void ui_put_ascii(const char *text, int room)
{
	for (; *text != '\0' && room > 0; room--) {
		size_t bytes;
		addch((chtype)(unsigned char)escape_ascii_letter(text, &bytes));
		text += bytes;
	}
}

void ui_put(int y, int x, attr_t attr, const char *text)
{
	if (y < 0 || y >= LINES || x >= COLS)
		return;
	attrset(attr);
	if (ui_utf8()) {
		/* Cut at the edge by columns: a count of bytes would cut a
		 * line of é's short. */
		mvaddnstr(y, x, text, ui_fitting(text, COLS - x, NULL));
	} else {
		move(y, x);
		ui_put_ascii(text, COLS - x);
	}
	attrset(A_NORMAL);
}

int ui_text_width(const char *text)
{
	return ui_span_width(text, strlen(text));
}

int ui_span_width(const char *text, size_t bytes)
{
	int used;
	ui_fitting_span(text, bytes, INT_MAX, &used);
	return used;
}

/* The `bytes` at the start of `text`, or fewer where they are more than
 * `most`: cut back to where a character starts, as ui_fitting() steps,
 * and not inside one as snprintf() would cut them. */
static int ui_whole_bytes(const char *text, int bytes, int most)
{
	if (bytes <= most)
		return bytes;
	bytes = most > 0 ? most : 0;
	while (bytes > 0 && escape_utf8_later_byte(text[bytes]))
		bytes--;
	return bytes;
}

char *ui_fit(char *out, size_t size, const char *text, int width)
{
	if (width < 0)
		width = 0;
	/* Blanks at the end are padding: cutting them loses nothing. */
	int length = (int)strlen(text);
	while (length > 0 && text[length - 1] == ' ')
		length--;
	const int most = (int)size - 1;
	const int fits = ui_whole_bytes(text, ui_fitting(text, width, NULL),
	    most);
	if (fits >= length) {
		snprintf(out, size, "%.*s", fits, text);
		return out;
	}
	/* Cut between characters, in the columns asked and in `out`. */
	const int dots = width > 3 ? 3 : width;
	const int keep = ui_whole_bytes(text, ui_fitting(text, width - dots,
	    NULL), most - dots);
	snprintf(out, size, "%.*s%.*s", keep, text, dots, "...");
	return out;
}

/* The bytes of the character `text` starts with, as ui_fitting() steps:
 * one column's worth, or two for a wide one. */
static int ui_first_char_bytes(const char *text)
{
	int bytes = ui_fitting(text, 1, NULL);
	if (bytes == 0)
		bytes = ui_fitting(text, 2, NULL);
	return bytes > 0 ? bytes : 1;
}

char *ui_fit_end(char *out, size_t size, const char *text, int width)
{
	if (width < 0)
		width = 0;
	const char *end = text;
	const int most = (int)size - 1;
	if (ui_text_width(end) <= width && (int)strlen(end) <= most) {
		snprintf(out, size, "%s", end);
		return out;
	}
	/* Characters go from the start until the rest fits beside the
	 * "..." that says so. */
	const int room = width > 3 ? width - 3 : 0;
	while (*end != '\0' && (ui_text_width(end) > room ||
	    (int)strlen(end) + 3 > most))
		end += ui_first_char_bytes(end);
	snprintf(out, size, "%.*s%s", width > 3 ? 3 : width, "...", end);
	return out;
}

void ui_put_fitted(int y, int x, int width, attr_t attr, const char *text)
{
	if (x < 0)
		x = 0;
	if (width > COLS - x)
		width = COLS - x;
	if (width <= 0)
		return;
	char cut[1024];
	ui_put(y, x, attr, ui_fit(cut, sizeof cut, text, width));
}

void ui_put_centered(int y, attr_t attr, const char *text)
{
	int x = (COLS - ui_text_width(text)) / 2;
	ui_put(y, x < 0 ? 0 : x, attr, text);
}

/* A key's name in the footer: the first of its label ("Space" of
 * "Space, Enter"), or in a terse footer the shortest ("h/l" of
 * "Left/Right, h/l"); its length, from *start. */
static int ui_key_name(const ui_key *k, bool terse, const char **start)
{
	*start = k->label;
	int length = (int)strcspn(k->label, ",");
	for (const char *at = k->label + length; terse && *at == ',';) {
		at += strspn(at, ", ");
		const int next = (int)strcspn(at, ",");
		if (next < length) {
			*start = at;
			length = next;
		}
		at += next;
	}
	return length;
}

/* A footer entry's width: "KEY word" and the two blanks before it. */
static int ui_footer_width(const ui_key *k, bool terse)
{
	const char *name;
	return ui_key_name(k, terse, &name) + 1 + (int)strlen(k->brief) + 2;
}

enum { UI_FOOTER_KEPT = 2, UI_FOOTER_MAX = 32 };

/* Which of `count` entries the footer shows, into `shown`, and their
 * width: the last two entries (help, and the way out, in every table)
 * always; the others, in order, as long as they leave room, with a
 * column free at the right edge, as every line keeps (and at the left
 * one too, unless that column is what the last entry shown needs).
 * Returns how many are left out. */
static int ui_footer_choose(const ui_key *const *entry, int count,
    bool terse, bool *shown, int *width)
{
	int first_kept = count > UI_FOOTER_KEPT ? count - UI_FOOTER_KEPT : 0;
	int left_out = first_kept, room = COLS - 1;
	*width = -2;
	for (int i = first_kept; i < count; i++)
		*width += ui_footer_width(entry[i], terse);
	for (int i = 0; i < count; i++)
		shown[i] = i >= first_kept;
	for (int i = 0; i < first_kept &&
	    *width + ui_footer_width(entry[i], terse) <= room; i++) {
		*width += ui_footer_width(entry[i], terse);
		shown[i] = true;
		left_out--;
	}
	return left_out;
}

/* The entries of `keys` a footer can show, into `entry`; how many. */
static int ui_footer_entries(const ui_key *keys, const ui_key **entry)
{
	int count = 0;
	for (const ui_key *k = keys; k->key != 0 && count < UI_FOOTER_MAX;
	    k++)
		if (k->brief != NULL)
			entry[count++] = k;
	return count;
}

int ui_footer_left_out(const ui_key *keys)
{
	const ui_key *entry[UI_FOOTER_MAX];
	const int count = ui_footer_entries(keys, entry);
	bool shown[UI_FOOTER_MAX];
	int width;
	const int left_out = ui_footer_choose(entry, count, false, shown,
	    &width);
	/* As ui_put_footer_idle() chooses: the shortest names, if they
	 * name every key. */
	if (left_out > 0 &&
	    ui_footer_choose(entry, count, true, shown, &width) == 0)
		return 0;
	return left_out;
}

void ui_put_footer(int y, const ui_key *keys)
{
	ui_put_footer_idle(y, keys, "");
}

void ui_put_footer_idle(int y, const ui_key *keys, const char *idle)
{
	const ui_key *entry[UI_FOOTER_MAX];
	const int count = ui_footer_entries(keys, entry);
	bool shown[UI_FOOTER_MAX];
	int width;
	/* Where the usual names leave an entry out, the shortest, if they
	 * name every key: "h/l step" rather than no word of a step. */
	bool terse = ui_footer_choose(entry, count, false, shown, &width) > 0 &&
	    ui_footer_choose(entry, count, true, shown, &width) == 0;
	if (!terse)
		ui_footer_choose(entry, count, false, shown, &width);
	int x = (COLS - width) / 2;
	char name[32];
	for (int i = 0; i < count; i++) {
		if (!shown[i])
			continue;
		const char *start;
		const int length = ui_key_name(entry[i], terse, &start);
		snprintf(name, sizeof name, "%.*s", length, start);
		const int key = entry[i]->key;
		if (key > UCHAR_MAX || strchr(idle, key) == NULL) {
			ui_put(y, x, ui_attr(UI_KEY), name);
			ui_put(y, x + (int)strlen(name) + 1, ui_attr(UI_DIM),
			    entry[i]->brief);
		}
		x += (int)strlen(name) + 1 + (int)strlen(entry[i]->brief) + 2;
	}
}

void ui_put_lines(int y, int x, int rows, attr_t attr, const char *text)
{
	/* A column free at the edge, as every line keeps. */
	int width = COLS - x - 1;
	if (width <= 0 || rows <= 0)
		return;
	char line[1024];
	for (; rows > 1 && *text != '\0'; rows--, y++) {
		int length = wrap_line(text, width);
		snprintf(line, sizeof line, "%.*s", length, text);
		ui_put(y, x, attr, line);
		text = wrap_rest(text, length);
	}
	ui_put_fitted(y, x, width, attr, text);
}

void ui_put_lines_centered(int y, int rows, attr_t attr, const char *text)
{
	/* A column free at either edge. */
	const int width = COLS - 2;
	if (width <= 0 || rows <= 0)
		return;
	char line[1024];
	for (; rows > 1 && *text != '\0'; rows--, y++) {
		const int length = wrap_line(text, width);
		snprintf(line, sizeof line, "%.*s", length, text);
		ui_put_centered(y, attr, line);
		text = wrap_rest(text, length);
	}
	ui_put_centered(y, attr, ui_fit(line, sizeof line, text, width));
}

int ui_scrolled(int top, int by, int last)
{
	top += by;
	if (top > last)
		top = last;
	return top < 0 ? 0 : top;
}

int ui_lines_needed(int x, const char *text)
{
	const int width = COLS - x - 1;
	int rows = 1;
	if (width <= 0)
		return rows;
	for (;;) {
		text = wrap_rest(text, wrap_line(text, width));
		if (*text == '\0')
			return rows;
		rows++;
	}
}

int ui_paragraphs_shown(int rows, int x, const ui_paragraph *p, int count,
    bool *shown)
{
	int lines[UI_PARAGRAPHS_MAX], total = 0;
	if (count > UI_PARAGRAPHS_MAX)
		count = UI_PARAGRAPHS_MAX;
	for (int i = 0; i < count; i++) {
		lines[i] = ui_lines_needed(x, p[i].text);
		shown[i] = true;
		total += lines[i];
	}
	/* The highest rank gives way first, until the rest fit. */
	while (total > rows) {
		int worst = -1;
		for (int i = 0; i < count; i++)
			if (shown[i] && p[i].drop > 0 && (worst < 0 ||
			    p[i].drop > p[worst].drop))
				worst = i;
		if (worst < 0)
			break;
		shown[worst] = false;
		total -= lines[worst];
	}
	/* One that gave way comes back where the rows left still hold it,
	 * the lowest rank first. */
	for (int rank = 1; rank <= UI_PARAGRAPHS_MAX; rank++)
		for (int i = 0; i < count; i++)
			if (!shown[i] && p[i].drop == rank &&
			    total + lines[i] <= rows) {
				shown[i] = true;
				total += lines[i];
			}
	return total;
}

int ui_put_paragraphs(int y, int end, int x, const ui_paragraph *p,
    int count)
{
	bool shown[UI_PARAGRAPHS_MAX];
	if (count > UI_PARAGRAPHS_MAX)
		count = UI_PARAGRAPHS_MAX;
	ui_paragraphs_shown(end - y, x, p, count, shown);
	for (int i = 0; i < count && y < end; i++) {
		if (!shown[i])
			continue;
		const int lines = ui_lines_needed(x, p[i].text);
		const int room = end - y < lines ? end - y : lines;
		ui_put_lines(y, x, room, p[i].attr, p[i].text);
		y += room;
	}
	return y;
}

void ui_put_two_lines(int y, int x, attr_t attr, const char *text)
{
	ui_put_lines(y, x, 2, attr, text);
}

void ui_note_set(ui_note *note, ui_style style, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(note->text, sizeof note->text, fmt, ap);
	va_end(ap);
	note->style = style;
	note->unheard = 0;
}
