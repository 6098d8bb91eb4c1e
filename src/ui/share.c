/*
 * A result to share (see ui.h): kept to be printed once the terminal is
 * given back, a line for each board of the day that said one (a later
 * line of the same board, once the planner's share is known or after
 * another game of it, replaces its own: the session's line is the day's
 * best game, which a player shares once), and
 * copied to the clipboard with the OSC 52 escape where the terminal says
 * it takes one.  Its terminfo entry says so with the
 * Ms capability (xterm's, tmux's); TUMBLE_OSC52=0 turns the copy off and
 * TUMBLE_OSC52=1 sends it whatever the entry says.  A terminal that takes
 * no OSC 52 is never sent one: an escape it does not know could show as
 * text on the board.
 */
#include "ui/ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>

enum { UI_SHARE_LINES = 8 }; /* games said in a run; the oldest go */

static char ui_share_kept[UI_SHARE_LINES][256];
static long ui_share_day[UI_SHARE_LINES];
static int ui_share_count;

void ui_share_keep(long day, const char *line)
{
	int at = 0;
	while (at < ui_share_count && ui_share_day[at] != day)
		at++;
	if (at == UI_SHARE_LINES) {
		memmove(ui_share_kept[0], ui_share_kept[1],
		    (UI_SHARE_LINES - 1) * sizeof ui_share_kept[0]);
		memmove(&ui_share_day[0], &ui_share_day[1],
		    (UI_SHARE_LINES - 1) * sizeof ui_share_day[0]);
		at--;
	}
	if (at == ui_share_count)
		ui_share_count++;
	ui_share_day[at] = day;
	snprintf(ui_share_kept[at], sizeof ui_share_kept[at], "%s", line);
}

void ui_share_print(FILE *out)
{
	for (int i = 0; i < ui_share_count; i++)
		fprintf(out, "%s\n", ui_share_kept[i]);
}

/* Whether the terminal takes OSC 52, as above. */
static bool ui_share_can_copy(void)
{
	const char *asked = getenv("TUMBLE_OSC52");
	if (asked != NULL && strcmp(asked, "0") == 0)
		return false;
	if (asked != NULL && strcmp(asked, "1") == 0)
		return true;
	char name[] = "Ms";
	const char *ms = tigetstr(name);
	return ms != NULL && ms != (char *)-1;
}

bool ui_share_copy(const char *line)
{
	static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkl"
	    "mnopqrstuvwxyz0123456789+/";
	if (!ui_share_can_copy())
		return false;
	const unsigned char *in = (const unsigned char *)line;
	const size_t len = strlen(line);
	char base64[4 * (sizeof ui_share_kept[0] + 2) / 3 + 4];
	size_t n = 0;
	for (size_t i = 0; i < len && n + 4 < sizeof base64; i += 3) {
		const unsigned long bits = (unsigned long)in[i] << 16 |
		    (i + 1 < len ? (unsigned long)in[i + 1] << 8 : 0) |
		    (i + 2 < len ? in[i + 2] : 0);
		base64[n++] = digits[bits >> 18 & 63];
		base64[n++] = digits[bits >> 12 & 63];
		base64[n++] = i + 1 < len ? digits[bits >> 6 & 63] : '=';
		base64[n++] = i + 2 < len ? digits[bits & 63] : '=';
	}
	base64[n] = '\0';
	/* Straight to the terminal: it moves no cursor, so curses' idea of
	 * the screen still holds. */
	printf("\033]52;c;%s\a", base64);
	fflush(stdout);
	return true;
}
