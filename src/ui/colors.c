/*
 * The looks every screen draws in (see ui.h): styles, the balls of Same
 * Game and the blocks of the Mayan board, in colour on a terminal that
 * has colours, in plain attributes on one that does not.
 */
#include "ui/terminal.h"

#include <stdlib.h>
#include <string.h>

enum {
	UI_BALL_COLORS = 6,
	UI_PAIR_BALL = 1,                       /* 6 pairs */
	UI_PAIR_LIT = UI_PAIR_BALL + UI_BALL_COLORS, /* 6 pairs */
	UI_PAIR_STYLE = UI_PAIR_LIT + UI_BALL_COLORS,
	UI_PAIR_BLOCK = UI_PAIR_STYLE + UI_STYLES, /* 10 pairs */
	UI_PAIR_BLOCK_LIT = UI_PAIR_BLOCK + UI_BLOCK_COLORS, /* 10 pairs */
	UI_PAIRS = UI_PAIR_BLOCK_LIT + UI_BLOCK_COLORS,
};

static attr_t ui_styles[UI_STYLES];
static attr_t ui_balls[UI_BALL_COLORS][2];
static attr_t ui_blocks[UI_BLOCK_COLORS][2];

attr_t ui_attr(ui_style style)
{
	return ui_styles[style];
}

attr_t ui_ball_attr(int color, bool lit)
{
	if (color < 1 || color > UI_BALL_COLORS)
		return A_NORMAL;
	return ui_balls[color - 1][lit];
}

attr_t ui_block_attr(int color, bool lit)
{
	if (color < 1 || color > UI_BLOCK_COLORS)
		return A_NORMAL;
	return ui_blocks[color - 1][lit];
}

/* A terminal of direct colour (xterm-direct, kitty-direct, ...) has
 * more colours than a palette holds, and reads a colour number from 8
 * on as red, green and blue, 8 bits each: a palette number of the
 * 256-colour terminal (16..255) is sent there as the colour it stands
 * for, or 124, a deep red, would show as a near-black blue. */
static bool ui_direct;

static int ui_tone(int color)
{
	static const int cube[6] = { 0, 95, 135, 175, 215, 255 };
	if (!ui_direct || color < 16)
		return color;
	if (color >= 232) {
		const int grey = 8 + 10 * (color - 232);
		return grey << 16 | grey << 8 | grey;
	}
	color -= 16;
	return cube[color / 36] << 16 | cube[color / 6 % 6] << 8 |
	    cube[color % 6];
}

static void ui_pair(int pair, int ink, int paper)
{
	init_extended_pair(pair, ui_tone(ink), ui_tone(paper));
}

/* The blocks of the Mayan board: ten colours that stay apart on a
 * 256-colour terminal; with 8 colours some repeat, and the digits tell
 * them apart. */
static void ui_start_block_colors(bool rich)
{
	static const short deep[UI_BLOCK_COLORS] = { 160, 28, 25, 136, 90,
	    30, 166, 55, 94, 240 };
	static const short bright[UI_BLOCK_COLORS] = { 210, 120, 111, 228,
	    213, 123, 215, 141, 180, 252 };
	static const short basic[UI_BLOCK_COLORS] = { COLOR_RED, COLOR_GREEN,
	    COLOR_BLUE, COLOR_YELLOW, COLOR_MAGENTA, COLOR_CYAN, COLOR_RED,
	    COLOR_MAGENTA, COLOR_YELLOW, COLOR_WHITE };
	for (int c = 0; c < UI_BLOCK_COLORS; c++) {
		if (rich) {
			ui_pair(UI_PAIR_BLOCK + c, 255, deep[c]);
			ui_pair(UI_PAIR_BLOCK_LIT + c, 16, bright[c]);
			ui_blocks[c][0] = COLOR_PAIR(UI_PAIR_BLOCK + c) |
			    A_BOLD;
			ui_blocks[c][1] = COLOR_PAIR(UI_PAIR_BLOCK_LIT + c) |
			    A_BOLD;
		} else {
			short ink = basic[c] == COLOR_YELLOW ||
			    basic[c] == COLOR_CYAN || basic[c] == COLOR_WHITE ?
			    COLOR_BLACK : COLOR_WHITE;
			ui_pair(UI_PAIR_BLOCK + c, ink, basic[c]);
			ui_blocks[c][0] = COLOR_PAIR(UI_PAIR_BLOCK + c);
			ui_blocks[c][1] = COLOR_PAIR(UI_PAIR_BLOCK + c) |
			    A_REVERSE | A_BOLD;
		}
	}
}

/* Whether the terminal's background is light, as COLORFGBG tells it
 * ("15;0", or "0;default;15" from rxvt): its last number is the
 * background's colour, light for white (7) and the bright ones but
 * dark grey (9..15).  Without it the background is taken as dark. */
static bool ui_background_light(void)
{
	const char *fgbg = getenv("COLORFGBG");
	if (fgbg == NULL)
		return false;
	const char *last = strrchr(fgbg, ';');
	if (last == NULL)
		return false;
	char *end;
	const long paper = strtol(last + 1, &end, 10);
	return end != last + 1 && *end == '\0' &&
	    (paper == 7 || (paper >= 9 && paper <= 15));
}

/* Colours when the terminal has them and the player has not turned them
 * off (https://no-color.org); letters keep every board playable without. */
void ui_colors_start(void)
{
	for (int c = 0; c < UI_BALL_COLORS; c++) {
		ui_balls[c][0] = A_NORMAL;
		ui_balls[c][1] = A_REVERSE | A_BOLD;
	}
	for (int c = 0; c < UI_BLOCK_COLORS; c++) {
		ui_blocks[c][0] = A_NORMAL;
		ui_blocks[c][1] = A_REVERSE | A_BOLD;
	}
	ui_styles[UI_PLAIN] = A_NORMAL;
	ui_styles[UI_TITLE] = A_BOLD;
	ui_styles[UI_DIM] = A_DIM;
	ui_styles[UI_KEY] = A_BOLD;
	ui_styles[UI_GOOD] = A_BOLD;
	ui_styles[UI_ALERT] = A_BOLD;
	ui_styles[UI_CHOSEN] = A_REVERSE;
	const char *no_color = getenv("NO_COLOR");
	if ((no_color != NULL && no_color[0] != '\0') || !has_colors() ||
	    start_color() == ERR)
		return;
	use_default_colors();
	static const short basic[UI_BALL_COLORS] = { COLOR_RED, COLOR_GREEN,
	    COLOR_BLUE, COLOR_YELLOW, COLOR_MAGENTA, COLOR_CYAN };
	static const short basic_ink[UI_BALL_COLORS] = { COLOR_WHITE,
	    COLOR_BLACK, COLOR_WHITE, COLOR_BLACK, COLOR_WHITE, COLOR_BLACK };
	/* Deep tones for the board, bright ones for the lit cluster. */
	static const short deep[UI_BALL_COLORS] = { 124, 28, 25, 136, 90, 30 };
	static const short bright[UI_BALL_COLORS] = { 210, 120, 111, 228, 213,
	    123 };
	/* The words' inks, [light background][256 colours]: bright on a
	 * dark background, deep on a light one, where yellow, cyan and the
	 * bright tones all but vanish. */
	static const short style_ink[2][2][UI_STYLES] = {
		{ { -1, COLOR_YELLOW, -1, COLOR_CYAN, COLOR_GREEN,
		    COLOR_RED, COLOR_BLACK },
		  { -1, 214, 245, 117, 120, 210, 16 } },
		{ { -1, COLOR_MAGENTA, -1, COLOR_BLUE, COLOR_GREEN,
		    COLOR_RED, COLOR_BLACK },
		  { -1, 130, 242, 25, 28, 124, 16 } },
	};
	const bool light = ui_background_light();
	const bool rich = COLORS >= 256 && COLOR_PAIRS >= UI_PAIRS;
	ui_direct = COLORS > 256;
	if (!rich && COLOR_PAIRS < UI_PAIRS)
		return;
	for (int c = 0; c < UI_BALL_COLORS; c++) {
		if (rich) {
			ui_pair(UI_PAIR_BALL + c, 255, deep[c]);
			ui_pair(UI_PAIR_LIT + c, 16, bright[c]);
			ui_balls[c][1] = COLOR_PAIR(UI_PAIR_LIT + c) | A_BOLD;
		} else {
			ui_pair(UI_PAIR_BALL + c, basic_ink[c], basic[c]);
			ui_balls[c][1] = COLOR_PAIR(UI_PAIR_BALL + c) |
			    A_REVERSE | A_BOLD;
		}
		ui_balls[c][0] = COLOR_PAIR(UI_PAIR_BALL + c);
	}
	for (int s = UI_PLAIN + 1; s < UI_STYLES; s++) {
		short ink = style_ink[light][rich][s];
		short paper = s == UI_CHOSEN ? (rich ? 214 : COLOR_YELLOW) : -1;
		ui_pair(UI_PAIR_STYLE + s, ink, paper);
		ui_styles[s] = COLOR_PAIR(UI_PAIR_STYLE + s) |
		    (s == UI_DIM ? A_NORMAL : A_BOLD);
	}
	ui_start_block_colors(rich);
}
