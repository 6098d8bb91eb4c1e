/*
 * A result to share (see ui.h): kept to be printed once the terminal is
 * given back, a line for each board of the day that said one (as the
 * session keeps them: see daily_shares), and
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

#include "session/daily.h"

static daily_shares ui_shares;

void ui_share_keep(long day, const char *line)
{
	daily_shares_keep(&ui_shares, day, line);
}

void ui_share_print(FILE *out)
{
	daily_shares_print(&ui_shares, out);
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
	char base64[4 * (DAILY_SHARE_MAX + 2) / 3 + 4];
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
