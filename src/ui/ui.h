/*
 * The curses front end: a stack of screens over one terminal.
 *
 * Each screen (the title menu, a game, the help page) is a draw function
 * plus a key function, with a table of keys that its help page lists.  The
 * loop (loop.c, with signals.c) alone owns the terminal: it starts and
 * restores curses (on every exit path, fatal signals included), redraws
 * after every event, handles resizing and a terminal too small for the
 * screen on top, turns mouse reports into clicks, the pointer's moves and
 * the wheel's notches, and gives a screen that animates a regular tick
 * without ever making input wait, however many events come.  The list
 * screens share one list (list.h).
 *
 * A new screen embeds `ui_screen` as its first member, fills in the
 * functions it needs and calls ui_push().
 */
#ifndef TUMBLE_UI_UI_H
#define TUMBLE_UI_UI_H

#include <stdbool.h>
#include <stddef.h>

#include <curses.h>

typedef struct ui_screen ui_screen;
struct game;
struct ui_ask;
struct ui_list;
struct ui_note;

/* The most smallest terminals a screen names. */
#define UI_SMALLEST_MAX 2

/* One key of a screen.  Adding a key is adding a line to a table. */
typedef struct ui_key {
	int key;             /* a character or a KEY_* code; 0 ends a table */
	const char *label;   /* for the help page; NULL for an alias */
	const char *does;
	const char *brief;   /* a word for the footer; NULL to leave it out */
	void (*run)(ui_screen *self);
} ui_key;

struct ui_screen {
	const char *title;     /* for the help page */
	const ui_key *keys;
	/* More for the help page, lines ended by \n; a screen whose notes
	 * depend on the terminal's size points it at another text in fit. */
	const char *help;
	int min_rows, min_cols; /* the smallest terminal it can be drawn in */
	/* Where more than one smallest terminal will do (a board drawn with
	 * narrower balls in fewer columns and a line more), all of them,
	 * narrowest first, for the too-small screen to name ("need 40x25
	 * or 63x24"); a count of 0 names min_cols x min_rows alone. */
	int smallest_count;
	int smallest_cols[UI_SMALLEST_MAX], smallest_rows[UI_SMALLEST_MAX];
	/* Called before every draw, and before every draw of its help page
	 * over it, so a screen whose needs depend on the terminal's size (a
	 * board drawn narrower in a narrow terminal) can set min_rows,
	 * min_cols and help for LINES x COLS; may be NULL. */
	void (*fit)(ui_screen *self);
	int tick_ms;           /* > 0: call tick() this often */
	void (*draw)(ui_screen *self);
	/* Every key; screens that only need their table use ui_screen_key. */
	void (*key)(ui_screen *self, int key);
	/* A left click at a screen position (0-based); may be NULL. */
	void (*click)(ui_screen *self, int y, int x);
	/* The button going down, when the terminal reports it apart from
	 * its release (a drag, a slow click); may be NULL.  The release
	 * still comes as a click. */
	void (*press)(ui_screen *self, int y, int x);
	/* The pointer moved to a screen position, when the terminal
	 * reports motion (many do not: nothing may depend on it); may be
	 * NULL. */
	void (*hover)(ui_screen *self, int y, int x);
	/* The mouse wheel turned `notches` notches, down when positive; NULL
	 * for a screen with nothing to scroll (a game's board), which the
	 * wheel then leaves alone. */
	void (*wheel)(ui_screen *self, int notches);
	/* The screen's list (see list.h), which the list keys and the
	 * wheel move and its help page tells of; NULL for none. */
	struct ui_list *list;
	/* The screen's message line, where ui_screen_key says that a key
	 * it has no use for does nothing; NULL for a screen without one. */
	struct ui_note *note;
	/* The question the screen asks on that line (ask.h), if any: the
	 * too-small screen's own question, once it fits, takes the line, and
	 * the screen's is then answered no, its words gone; may be NULL. */
	struct ui_ask *ask;
	/* q on the too-small screen over this one, for a screen with a
	 * question of its own before it goes (a game with moves at stake:
	 * the one q asks on it, which says what keeping the game drops):
	 * asks it on `ask`, where y does what y does there, and returns
	 * true; false leaves the too-small screen's own ("Go back?", "Quit
	 * tumble?").  May be NULL. */
	bool (*small_quit)(ui_screen *self);
	/* Whether a line is being typed on the screen (line.h), where
	 * Ctrl-C gives the line up, or a search typed at the `:` prompt
	 * runs, which Ctrl-C stops (game_screen.h): the loop then has the
	 * terminal send Ctrl-C as a key rather than as the signal that ends
	 * the game.  May be NULL. */
	bool (*typing)(const ui_screen *self);
	void (*tick)(ui_screen *self);
	/* On top again, the screen above it closed: a game played from a
	 * list may have changed what the list shows.  May be NULL. */
	void (*resume)(ui_screen *self);
	/* A game chosen on a screen above (a level of the menu, a puzzle
	 * made) to play here, taken over; NULL for a screen that plays
	 * none.  See ui_play_game. */
	void (*take_game)(ui_screen *self, struct game *g);
	void (*close)(ui_screen *self); /* frees the screen */
	ui_screen *below;
};

/* Run the loop with `first` on top until every screen has closed or a
 * signal stops the game.  Returns an exit status; prints why to stderr
 * when the terminal cannot be used. */
int ui_run(ui_screen *first);
void ui_push(ui_screen *screen);
/* Close the screen on top. */
void ui_pop(void);
/* Close the screens above `target` without resuming it: it is given
 * something to do (see ui_play_game). */
void ui_close_above(const ui_screen *target);
/* Close every screen: the game ends. */
void ui_quit(void);
/* A word a closing screen leaves for the player (a game that could not
 * be kept to continue): the screen below takes it to show when it has a
 * line for it (ui_take_left_word), and one nobody took is printed on
 * standard error once the terminal is itself again. */
void ui_leave_word(const char *text);
/* The word left, or NULL; taking it clears it. */
const char *ui_take_left_word(void);
/* How this terminal falls short of the `count` sizes `cols` x `rows`,
 * any one of which would do, in the too-small screen's words ("need
 * 63x26, have 80x24", "need 40x25 or 63x24, have 50x24"), for a screen
 * that says it before the size is needed too. */
void ui_too_small_sizes(char *out, size_t size, const int *cols,
    const int *rows, int count);

/* The screen that plays a game of one kind, taking `from` over (leaving
 * it empty); NULL when memory runs out. */
typedef ui_screen *ui_game_screen_new(struct game *from, bool animate);
/* Name, once, the screens that play each kind, so that a screen opens
 * another game's screen by the game's kind rather than by calling its
 * constructor. */
void ui_set_game_screens(ui_game_screen_new *same, ui_game_screen_new *mayan);
/* A new screen for `g`'s kind, taking `g` over (freed on failure). */
ui_screen *ui_game_screen(struct game *g, bool animate);
/* Play `g`, a game chosen on the screen on top: on `target`, a screen
 * below that takes games (every screen above it closes), or with
 * `target` NULL on a new screen of g's kind pushed on top. */
void ui_play_game(ui_screen *target, struct game *g, bool animate);

/* The Escape key as curses delivers it: curses names no KEY_ code for it. */
#define UI_KEY_ESC 27

/* The table entry for `key`, or NULL: its words, where a footer of
 * its own names the key as the table does. */
const ui_key *ui_key_find(const ui_key *table, int key);
/* Run the table entry for `key`; false when the table has none. */
bool ui_key_run(const ui_key *table, ui_screen *self, int key);
/* Run the entry of self's table for `key`; a key the table lacks is
 * named on self's message line ("z does nothing here; ? shows the
 * keys."), unless it is no key a player pressed as such: a mouse report,
 * a resize, or a key with modifiers curses has no plain name for.  The
 * `key` function of screens whose keys are all in their table, and what
 * every other one calls once it has taken the keys it takes first. */
void ui_screen_key(ui_screen *self, int key);
/* Give `key` to self's `key` function, as the loop gives every key it
 * reads.  The words that a key does nothing (ui_screen_key) last only
 * until a key does something: before it comes, the line says again
 * what they covered, and a key that does nothing says so in their
 * place (one of no name of its own, the words of the key before). */
void ui_screen_take_key(ui_screen *self, int key);
/* Show the help page of `screen`. */
void ui_help_show(ui_screen *screen);
/* Key functions any screen's table may name: show the screen's help
 * page, and close the screen on top (a screen that asks nothing before
 * it goes). */
void ui_key_help(ui_screen *self);
void ui_key_back(ui_screen *self);
/* The last entries of the table of a screen that asks nothing before it
 * goes: ? for its help, q and Esc to go `back` (the words of the help). */
#define UI_HELP_BACK_KEYS(back) \
	{ '?', "?", "this help", "help", ui_key_help }, \
	{ 'q', "q, Esc", back, "back", ui_key_back }, \
	{ UI_KEY_ESC, NULL, NULL, NULL, ui_key_back }

/* Looks, so every screen draws in the same style; each is plain
 * attributes without colours. */
typedef enum ui_style {
	UI_PLAIN,
	UI_TITLE,
	UI_DIM,
	UI_KEY,    /* a key name in help and footers */
	UI_GOOD,   /* a new high score */
	UI_ALERT,  /* an error or a question */
	UI_CHOSEN, /* the selected menu entry */
	UI_STYLES
} ui_style;
attr_t ui_attr(ui_style style);
/* A ball of colour 1..6; `lit` for the cluster under the cursor. */
attr_t ui_ball_attr(int color, bool lit);
/* A Mayan block of colour 1..UI_BLOCK_COLORS; `lit` for the block picked
 * up, hinted or about to vanish. */
#define UI_BLOCK_COLORS 10
attr_t ui_block_attr(int color, bool lit);
/* The label of a block: digits 1..9, and 0 for colour 10, so every label
 * is one character and all ten stay distinct without colour. */
char ui_block_label(int color);
/* Whether the locale's characters are UTF-8, which the terminal then
 * shows; in another (LC_ALL=C) only ASCII is drawn as it is. */
bool ui_utf8(void);
/* Write `text` at (y, x) cut to the screen width; without UTF-8 each
 * character beyond ASCII shows as the ASCII letter that stands for it
 * (escape_ascii_letter: e for é, '?' where none does). */
void ui_put(int y, int x, attr_t attr, const char *text);
/* The columns `text` takes on screen, as ui_put() shows it. */
int ui_text_width(const char *text);
/* The columns the `bytes` at `text` take on screen, as ui_text_width(). */
int ui_span_width(const char *text, size_t bytes);
/* `text` in at most `width` columns, into `out` (of `size` bytes): a
 * text that does not fit (in `width` columns or in `out`) is cut between
 * characters to end in "...".  Returns `out`. */
char *ui_fit(char *out, size_t size, const char *text, int width);
/* The same, keeping the end: a text that does not fit (in `width`
 * columns and in `out`) starts with "..." and ends as `text` ends, for a
 * file's path, whose end names the file. */
char *ui_fit_end(char *out, size_t size, const char *text, int width);
/* Write `text` at (y, x) in at most `width` columns, and no further than
 * the screen's edge, cut as ui_fit() cuts. */
void ui_put_fitted(int y, int x, int width, attr_t attr, const char *text);
/* The same, centred on the screen width. */
void ui_put_centered(int y, attr_t attr, const char *text);
/* The keys of a table that have a brief word, "KEY word" centred on row
 * y, as many as fit; KEY is the label up to its first comma, or where
 * that leaves a key out and the shortest names of the label name every
 * one, its shortest name ("h/l" of "Left/Right, h/l"). */
void ui_put_footer(int y, const ui_key *keys);
/* The same, with the entries of the keys in `idle` ("" for none), keys
 * that would do nothing now, left blank: the others stay where they are
 * when they come back. */
void ui_put_footer_idle(int y, const ui_key *keys, const char *idle);
/* How many keys of a table with a brief word the footer leaves out at
 * the screen's width now. */
int ui_footer_left_out(const ui_key *keys);
/* Text on rows y and y + 1 from column x, broken at a space when it is
 * wider than the screen (a file's trouble can name a long path); what
 * two rows cannot hold ends in "...". */
void ui_put_two_lines(int y, int x, attr_t attr, const char *text);
/* The same on `rows` rows from y. */
void ui_put_lines(int y, int x, int rows, attr_t attr, const char *text);
/* The same with each row centred on the screen width, as a centred
 * screen's words are, and a column free at either edge. */
void ui_put_lines_centered(int y, int rows, attr_t attr, const char *text);
/* The statistics screen (stats.c), opened from the title menu and the
 * score screen; NULL when memory runs out. */
ui_screen *ui_stats_new(void);

/* A result to share (share.c): the line of the board of the day of
 * `day`, kept to be printed on `out` once the terminal is given back,
 * after those of the boards before it, in place of that board's line
 * said before; and copied to the clipboard with OSC 52 where the
 * terminal takes it (true when it was sent). */
void ui_share_keep(long day, const char *line);
void ui_share_print(FILE *out);
bool ui_share_copy(const char *line);
/* The first row a scrolled page shows after scrolling `by` rows from
 * `top`, kept between 0 and `last` (its last first row). */
int ui_scrolled(int top, int by, int last);
/* The rows `text` takes from column x, broken at its blanks as
 * ui_put_lines breaks it (an empty text takes one, left blank). */
int ui_lines_needed(int x, const char *text);
/* Texts one under another from row y up to row `end` (not included),
 * each broken at its blanks from column x.  When they do not all fit,
 * those with a `drop` rank give way, the highest first, so that what is
 * kept is whole; only a text that alone outgrows the rows left ends in
 * "...".  Returns the row under the last one shown. */
typedef struct ui_paragraph {
	const char *text;
	attr_t attr;
	int drop; /* 0: kept whatever the room; else the order of giving way */
} ui_paragraph;
enum { UI_PARAGRAPHS_MAX = 8 }; /* more are left out */
int ui_put_paragraphs(int y, int end, int x, const ui_paragraph *p,
    int count);
/* Which of the texts ui_put_paragraphs shows in `rows` rows (`shown`,
 * one a text), and the rows they take. */
int ui_paragraphs_shown(int rows, int x, const ui_paragraph *p, int count,
    bool *shown);

/* A line a screen says something on, and the style it says it in. */
typedef struct ui_note {
	char text[400];
	ui_style style;
	/* While `text` says that the key `unheard` does nothing (0: while
	 * it says anything else), what the line said before, to say again
	 * once a key does something (ui_screen_take_key). */
	int unheard;
	char covered[400];
	ui_style covered_style;
} ui_note;
void ui_note_set(ui_note *note, ui_style style, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
