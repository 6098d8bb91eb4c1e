/*
 * The Mayan level menu (see mayan.h): the pack, one level a line with its
 * number, name and whether it is solved (by the player, clean, or only
 * with the computer's help, marked apart where even 40 columns show it),
 * read from the progress and marks files whenever the menu comes back so
 * that a level solved a moment ago shows; its tiers named, with their
 * clean levels counted.  A last line makes a random puzzle of the moves
 * chosen with Left and Right.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/escape.h"
#include "io/levels.h"
#include "engine/mayan_gen.h"
#include "session/game_open.h"
#include "session/mayan_progress.h"
#include "session/mayan_random.h"
#include "session/mayan_tiers.h"
#include "ui/list.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/screen.h"

enum {
	UI_LEVELS_HEADER = 2, /* the column header's row */
	UI_LEVELS_TOP = 3,   /* the first level's row */
	UI_LEVELS_WIDTH = 64,
	UI_LEVELS_TITLE_WIDTH = 24, /* a title's column, where it fits */
	UI_LEVELS_RANDOM_MOVES = 4, /* a random puzzle's moves at first */
};

typedef struct ui_levels {
	ui_screen screen;
	ui_screen *target;   /* the Mayan screen to open levels in, or NULL */
	bool animate;
	levels_pack pack;
	/* Each title whole, escaped (each byte at most four): the draw
	 * cuts it to its column, and ends it in "..." where it does. */
	char title[LEVELS_MAX][4 * MAYAN_JUDGE_VALUE_MAX];
	int moves[LEVELS_MAX];   /* each level's n, 0 when unplayable */
	const char *trouble[LEVELS_MAX]; /* why a level cannot be played */
	progress_table done;
	marks_table marks;   /* the levels solved clean */
	mayan_tiers tiers;
	ui_list list;        /* the levels, then the random puzzle's line */
	int random_moves;    /* the moves the random puzzle needs */
	int random_last;     /* those of the last one made, when last read */
	ui_note note;        /* a level that would not open, a file's trouble */
} ui_levels;

/* The note's rows under the list: as many as its words need, up to
 * three (a damaged file is named with where and why), so that nothing
 * of it is cut. */
static int ui_levels_note_rows(const ui_levels *m, int left)
{
	const int rows = ui_lines_needed(left, m->note.text);
	return rows < 3 ? rows : 3;
}

/* Read when the menu opens and whenever a game played from it ends, not
 * at every draw. */
static void ui_levels_read_progress(ui_levels *m)
{
	char alert[256] = "", unlisted[512] = "", shown[512];
	mayan_progress_tables(&m->done, &m->marks, alert, sizeof alert);
	/* Files the pack leaves out are said with it: a level added there
	 * would otherwise just not be in the list. */
	if (levels_unlisted(&m->pack, unlisted, sizeof unlisted))
		escape_for_terminal(shown, sizeof shown, unlisted);
	/* What was said before a game was played from the menu is stale
	 * once it ends (a damaged file, set aside by the game, is whole
	 * again). */
	ui_note_set(&m->note, UI_ALERT, "%s%s%s", alert,
	    alert[0] != '\0' && unlisted[0] != '\0' ? "  " : "",
	    unlisted[0] != '\0' ? shown : "");
	mayan_tiers_count(&m->tiers, &m->pack, &m->done, &m->marks);
}

/* The line of counts naming tier k alone, in fewer words when `terse`,
 * into `text`; its width in columns. */
static int ui_levels_tier_counts(const ui_levels *m, const char *solved,
    int k, bool terse, char *text, size_t size)
{
	const mayan_tier *tier = &m->tiers.tier[k];
	char words[128];
	if (terse) {
		snprintf(text, size, "%s; %s %d/%d clean", solved, tier->name,
		    tier->clean, tier->last - tier->first + 1);
	} else {
		mayan_tiers_count_words(&m->tiers, k, words, sizeof words);
		snprintf(text, size, "%s; %s", solved, words);
	}
	return ui_text_width(text);
}

/* The levels solved (and those solved only with help, so that a level
 * marked so is counted where it is seen), then each tier's clean ones
 * where the line has room, else the chosen level's tier's alone. */
static void ui_levels_draw_counts(const ui_levels *m)
{
	char solved[128], text[512], words[128];
	mayan_tiers_solved_words(&m->tiers, -1, false, solved,
	    sizeof solved);
	int n = snprintf(text, sizeof text, "%s", solved);
	for (int k = 0; k < m->tiers.count && n < 400; k++) {
		mayan_tiers_count_words(&m->tiers, k, words, sizeof words);
		n += snprintf(text + n, sizeof text - (size_t)n, "%s%s",
		    k == 0 ? "; " : ", ", words);
	}
	/* A narrow terminal: the chosen level's tier alone (the random
	 * puzzle's line belongs to none: the last one's), in fewer words
	 * if need be, or no tier at all.  In columns: a tier's name may
	 * be a file's, é and パ in it. */
	int k = mayan_tiers_of(&m->tiers, m->list.chosen);
	if (k < 0)
		k = m->tiers.count - 1;
	if (ui_text_width(text) >= COLS - 1 && k >= 0) {
		/* One spelling for every tier, as the choice moves: the
		 * fewest words that any tier's name needs (detail 2: all
		 * of them, 1: fewer, 0: no tier). */
		int detail = 2;
		for (int i = 0; i < m->tiers.count; i++)
			while (detail > 0 && ui_levels_tier_counts(m,
			    solved, i, detail == 1, text, sizeof text) >=
			    COLS - 1)
				detail--;
		if (detail > 0)
			ui_levels_tier_counts(m, solved, k, detail == 1,
			    text, sizeof text);
		else
			snprintf(text, sizeof text, "%s", solved);
	}
	ui_put_centered(1, ui_attr(UI_DIM), text);
}

/* How the random line's moves change, said on it where it has room. */
static const char ui_levels_random_how[] = "Left, Right: fewer, more";

/* The chosen level's tier, on the note's line while it has nothing to
 * say: that a tier starts there where it does and the line has room;
 * the random line chosen, how to change its moves where that line has
 * no room to say it (at 40 columns). */
static void ui_levels_draw_tier(const ui_levels *m, int left, bool said)
{
	const int k = mayan_tiers_of(&m->tiers, m->list.chosen);
	char text[160];
	if (m->note.text[0] != '\0')
		return;
	if (m->list.chosen == m->pack.count && !said) {
		snprintf(text, sizeof text, "%s moves.",
		    ui_levels_random_how);
		ui_put_fitted(LINES - 2, left, COLS - left, ui_attr(UI_DIM),
		    text);
		return;
	}
	if (k < 0)
		return;
	mayan_tiers_start_words(&m->tiers, m->list.chosen, text, sizeof text);
	if (text[0] == '\0' || left + ui_text_width(text) >= COLS)
		mayan_tiers_words(&m->tiers, k, text, sizeof text);
	ui_put_fitted(LINES - 2, left, COLS - left, ui_attr(UI_DIM), text);
}

/* A damaged file of the random line's moves, said after what the note
 * says already: passed over in silence, it would leave the player
 * wondering why the line forgot its moves. */
static void ui_levels_say_random(ui_levels *m, const char *trouble)
{
	char shown[512], said[sizeof m->note.text];
	if (trouble[0] == '\0')
		return;
	escape_for_terminal(shown, sizeof shown, trouble);
	snprintf(said, sizeof said, "%s", m->note.text);
	ui_note_set(&m->note, UI_ALERT, "%s%s%s", said,
	    said[0] != '\0' ? "  " : "", shown);
}

/* A random puzzle made while the menu was covered (from a level menu
 * opened over the game played from this one, or by n there) sets the
 * random line to its moves, as a menu opened now would start at; the
 * moves the player chose on the line stay while none is. */
static void ui_levels_follow_random(ui_levels *m)
{
	char trouble[512];
	const int last = mayan_random_last_moves(m->random_last, trouble,
	    sizeof trouble);
	if (last != m->random_last)
		m->random_moves = last;
	m->random_last = last;
	ui_levels_say_random(m, trouble);
}

static void ui_levels_resume(ui_screen *self)
{
	ui_levels *m = (ui_levels *)self;
	ui_levels_read_progress(m);
	ui_levels_follow_random(m);
}

/* The columns' names over the levels' lines, the last where the line
 * has room for it. */
static void ui_levels_draw_header(int left, int title_width)
{
	char text[128];
	int n = snprintf(text, sizeof text, " %3s    %-*s %-9s", "No.",
	    title_width, "Level", "Moves");
	if (left + n + (int)strlen("Solved") < COLS)
		snprintf(text + n, sizeof text - (size_t)n, "Solved");
	ui_list_put_header(UI_LEVELS_HEADER, left, text);
}

static void ui_levels_draw(ui_screen *self)
{
	ui_levels *m = (ui_levels *)self;
	/* On a narrow terminal the lines start at the edge, titles are
	 * shorter so that n still shows, and the rest is cut; never
	 * longer, which would push the marks' words off the line. */
	int left = COLS > UI_LEVELS_WIDTH ? (COLS - UI_LEVELS_WIDTH) / 2 : 0;
	int title_width = COLS - 18 < UI_LEVELS_TITLE_WIDTH ? COLS - 18 :
	    UI_LEVELS_TITLE_WIDTH;
	if (title_width < 8)
		title_width = 8;
	ui_put_centered(0, ui_attr(UI_TITLE), "Mayan levels");
	const int note_rows = ui_levels_note_rows(m, left);
	if (m->pack.count == 0) {
		/* The folder's name broken between lines where it is long,
		 * as every file's name is; the way to play a file gives
		 * way to it in a short terminal. */
		char text[256], dir[200];
		snprintf(text, sizeof text, "No levels are installed in %s.",
		    escape_for_terminal(dir, sizeof dir, m->pack.dir));
		const ui_paragraph said[] = {
			{ text, ui_attr(UI_ALERT), 0 },
			{ "tumble mayan FILE plays a puzzle file.",
			    ui_attr(UI_PLAIN), 1 },
		};
		ui_put_paragraphs(UI_LEVELS_TOP + 2, LINES - 1 - note_rows,
		    left, said, 2);
	}
	ui_list_place(&m->list, UI_LEVELS_TOP, LINES - UI_LEVELS_TOP - 1 -
	    note_rows);
	char text[256];
	bool how_said = false;
	if (m->pack.count > 0)
		ui_levels_draw_counts(m);
	if (m->pack.count > 0)
		ui_levels_draw_header(left, title_width);
	for (int i = m->list.top; i < m->pack.count &&
	    i < ui_list_end(&m->list); i++) {
		char moves[24] = "", mark[48];
		const char letter = mayan_tiers_mark(&m->done, &m->marks,
		    m->pack.name[i], mark, sizeof mark);
		if (m->moves[i] > 0)
			snprintf(moves, sizeof moves, "%d move%s", m->moves[i],
			    m->moves[i] == 1 ? "" : "s");
		else
			snprintf(mark, sizeof mark, "%s", m->trouble[i]);
		/* The title cut to end in "..." and padded to its column
		 * by the columns it shows in (an é is two bytes, one
		 * column), so that n lines up under its header; the mark's
		 * words where the line has room for them, its letter
		 * always. */
		char title[sizeof m->title[i] + 4];
		ui_fit(title, sizeof title, m->title[i], title_width);
		int n = snprintf(text, sizeof text, " %3d  %c %s%*s %-9s",
		    i + 1, letter, title, title_width - ui_text_width(title),
		    "", moves);
		if (left + ui_text_width(text) + (int)strlen(mark) < COLS)
			snprintf(text + n, sizeof text - (size_t)n, "%s", mark);
		ui_put_fitted(ui_list_row(&m->list, i), left, COLS - left,
		    ui_list_attr(&m->list, i, UI_PLAIN), text);
	}
	if (m->pack.count < ui_list_end(&m->list)) {
		/* How to change the moves, where the line has room; else
		 * the note's line says it while the line is chosen. */
		int n = snprintf(text, sizeof text, "        Random puzzle: "
		    "%d move%s", m->random_moves,
		    m->random_moves == 1 ? "" : "s");
		how_said = left + n + (int)strlen(ui_levels_random_how) + 3 <
		    COLS;
		if (how_said)
			snprintf(text + n, sizeof text - (size_t)n, " (%s)",
			    ui_levels_random_how);
		ui_put_fitted(ui_list_row(&m->list, m->pack.count), left,
		    COLS - left, ui_list_attr(&m->list, m->pack.count,
		    UI_PLAIN), text);
	}
	ui_put_lines(LINES - 1 - note_rows, left, note_rows,
	    ui_attr(m->note.style), m->note.text);
	ui_levels_draw_tier(m, left, how_said);
	ui_put_footer(LINES - 1, self->keys);
}

static int ui_levels_line_of(const ui_levels *m, const ui_screen *played);

/* Open the chosen level, or start making the random puzzle. */
static void ui_levels_key_open(ui_screen *self)
{
	ui_levels *m = (ui_levels *)self;
	if (m->list.chosen == m->pack.count) {
		/* The game below asks first while it has moves at stake. */
		if (m->target != NULL && ui_mayan_make_random(m->target,
		    m->random_moves))
			return;
		ui_screen *making = ui_mayan_making_new(
		    game_fresh_seed(), m->random_moves, m->target,
		    m->animate);
		if (making != NULL)
			ui_push(making);
		return;
	}
	/* The level in play chosen again: back to it as it stands, neither
	 * asked about nor started over (R does that); once over, solved or
	 * not, it is played again. */
	if (m->list.chosen == ui_levels_line_of(m, m->target) &&
	    !mayan_session_over(ui_mayan_session(
	    (const ui_mayan *)m->target))) {
		ui_pop();
		return;
	}
	game g;
	game_open_error e;
	game_init(&g);
	if (!game_open_level(&g, &m->pack, m->list.chosen, &e)) {
		ui_note_set(&m->note, UI_ALERT, "%s", e.text);
		return;
	}
	/* On the Mayan screen the menu was called from, or a new one on
	 * top of the menu. */
	ui_play_game(m->target, &g, m->animate);
}

static const char ui_levels_moves_where[] = "Left and Right set the "
    "random puzzle's moves, on the last line (End).";

/* Left and Right change the random line's moves on that line alone:
 * on a level's line the change would not show. */
static void ui_levels_step_moves(ui_levels *m, int by)
{
	const int moves = m->random_moves + by;
	if (m->list.chosen != m->pack.count) {
		ui_note_set(&m->note, UI_PLAIN, "%s", ui_levels_moves_where);
		return;
	}
	/* On the line, the words that sent the player there are done. */
	if (strcmp(m->note.text, ui_levels_moves_where) == 0)
		m->note.text[0] = '\0';
	if (moves >= 1 && moves <= MAYAN_GEN_MAX_MOVES)
		m->random_moves = moves;
}

static void ui_levels_key_fewer(ui_screen *self)
{
	ui_levels_step_moves((ui_levels *)self, -1);
}

static void ui_levels_key_more(ui_screen *self)
{
	ui_levels_step_moves((ui_levels *)self, 1);
}

static const ui_key ui_levels_keys[] = {
	UI_LIST_KEYS("pick a level"),
	{ '\r', "Enter, Space", "play the level picked", "play",
	    ui_levels_key_open },
	{ '\n', NULL, NULL, NULL, ui_levels_key_open },
	{ KEY_ENTER, NULL, NULL, NULL, ui_levels_key_open },
	{ ' ', NULL, NULL, NULL, ui_levels_key_open },
	{ KEY_LEFT, "Left, Right, hl", "on the random line: fewer / more "
	    "moves", NULL, ui_levels_key_fewer },
	{ KEY_RIGHT, NULL, NULL, NULL, ui_levels_key_more },
	{ 'h', NULL, NULL, NULL, ui_levels_key_fewer },
	{ 'l', NULL, NULL, NULL, ui_levels_key_more },
	UI_HELP_BACK_KEYS("back"),
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_levels_click(ui_screen *self, int y, int x)
{
	if (ui_list_click(&((ui_levels *)self)->list, y))
		ui_levels_key_open(self);
}

static void ui_levels_close(ui_screen *self)
{
	free(self);
}

/* The line of the puzzle the Mayan screen `played` plays: its level, or
 * the random line for a random puzzle; -1 for any other, or none. */
static int ui_levels_line_of(const ui_levels *m, const ui_screen *played)
{
	const ui_mayan *playing = (const ui_mayan *)played;
	if (playing == NULL)
		return -1;
	if (playing->gs.game.level[0] != '\0')
		return levels_find(&m->pack, playing->gs.game.level);
	return ui_mayan_random(playing) ? m->pack.count : -1;
}

/* From a game, the puzzle in play; else the first level not yet
 * solved. */
static int ui_levels_first_chosen(const ui_levels *m,
    const ui_screen *target)
{
	const int line = ui_levels_line_of(m, target);
	return line >= 0 ? line :
	    mayan_progress_first_unsolved(&m->pack, &m->done);
}

void ui_mayan_levels_follow(ui_screen *menu, const ui_screen *played)
{
	if (menu == NULL || menu->close != ui_levels_close)
		return;
	ui_levels *m = (ui_levels *)menu;
	const int line = ui_levels_line_of(m, played);
	if (line >= 0)
		ui_list_choose(&m->list, line);
}

ui_screen *ui_mayan_levels_new(ui_screen *target, bool animate)
{
	ui_levels *m = calloc(1, sizeof *m);
	if (m == NULL)
		return NULL;
	m->target = target;
	m->animate = animate;
	char trouble[512];
	m->random_moves = mayan_random_last_moves(UI_LEVELS_RANDOM_MOVES,
	    trouble, sizeof trouble);
	m->random_last = m->random_moves;
	levels_list(&m->pack);
	for (int i = 0; i < m->pack.count; i++) {
		/* A title's control bytes shown as \xNN, as everywhere. */
		char title[MAYAN_JUDGE_VALUE_MAX];
		m->moves[i] = levels_title_why(&m->pack, i, title,
		    sizeof title, &m->trouble[i]);
		escape_for_terminal(m->title[i], sizeof m->title[i], title);
	}
	mayan_tiers_read(&m->tiers, &m->pack);
	ui_levels_read_progress(m);
	ui_levels_say_random(m, trouble);
	m->list.count = m->pack.count + 1;
	ui_list_choose(&m->list, ui_levels_first_chosen(m, target));
	m->screen = (ui_screen){
		.title = "Mayan levels",
		.keys = ui_levels_keys,
		.help = "The levels of the built-in pack, each with its n; * "
		    "marks a level solved,\n"
		    "with the fewest moves made in a solve of it (undone "
		    "ones count), and C one\n"
		    "solved clean, so in its n moves: with no move undone, no "
		    "hint and no answer\n"
		    "shown (g, s); + marks one solved only assisted (the "
		    "computer played a\n"
		    "move, G), which stays to solve.  The pack comes in tiers, "
		    "each climbing from\n"
		    "few moves to more; the line under the title counts the "
		    "levels solved (and\n"
		    "those solved assisted) and each tier's levels solved "
		    "clean, and\n"
		    "the message line names the tier of the level picked.  "
		    "Click a level to play\n"
		    "it.  The last line of the list makes a random puzzle that "
		    "needs exactly the\n"
		    "moves shown (Left and Right change them), from a fresh "
		    "seed; the moves of\n"
		    "the last one made are remembered in "
		    "$XDG_DATA_HOME/tumble/mayan-random.\n",
		.min_rows = 10,
		.min_cols = UI_MAYAN_MIN_COLS,
		.draw = ui_levels_draw,
		.key = ui_screen_key,
		.click = ui_levels_click,
		.wheel = ui_list_wheel,
		.list = &m->list,
		.note = &m->note,
		.resume = ui_levels_resume,
		.close = ui_levels_close,
	};
	return &m->screen;
}
