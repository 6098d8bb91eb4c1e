/*
 * The high-score screen (see scores.h): the kinds on the left, the
 * chosen kind's table on the right, and under both its best assisted game
 * and how close it came to the planner, and the marks earned on it.
 * Laid out to fit the smallest
 * terminal the title menu takes, a blank row after the title and before
 * the lines under the table where there is room.  A terminal narrower
 * than that (the Same Game screen plays on in 40 columns) shows the
 * chosen kind's table alone, named with its place among the kinds, and
 * the lines under it in fewer words.  The file is only read
 * here: setting a damaged one aside is the game's business when it
 * records a score.
 */
#include "ui/same/scores.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/marks.h"
#include "io/paths.h"
#include "io/reviews.h"
#include "io/scores.h"
#include "session/daily.h"
#include "ui/list.h"

enum {
	/* The list of kinds: wide enough for the longest of the game's own,
	 * the board of the day's short name (DAYS_BOARD_NAME_SHORT) among
	 * them, and a blank either side. */
	UI_SCORES_LIST = 30,
	/* The rule, then "Rank", a score of 9 digits and a date (27, their
	 * blanks before them), under the name of the board they are of, in
	 * the rule's column (the board of the day's short name the
	 * longest). */
	UI_SCORES_TABLE = 28,
	UI_SCORES_WIDTH = UI_SCORES_LIST + UI_SCORES_TABLE,
	/* The title, the headers, a row a score, one for the assisted game,
	 * one for the planner's, one for the marks, the note's two and the
	 * footer. */
	UI_SCORES_MIN_ROWS = 2 + SCORES_PER_KIND + 1 + 1 + 1 + 2 + 1,
	UI_SCORES_KINDS = SCORES_MAX, /* no file holds more kinds */
	/* The table alone, and the lines under it in their short words. */
	UI_SCORES_NARROW = 38,
	UI_SCORES_MIN_COLS = UI_SCORES_NARROW + 2,
};

typedef struct ui_scores {
	ui_screen screen;
	scores_table table;    /* sorted: kinds in order, best first */
	reviews_table reviews; /* the games beside the planner's */
	marks_table marks;     /* the marks earned on each board */
	ui_list list;          /* of the kinds */
	char (*kind)[SCORES_KIND_MAX]; /* the players' kinds, no -assisted */
	ui_note note;
	bool unread;           /* the scores file did not open */
} ui_scores;

static int ui_scores_find(const ui_scores *s, const char *kind)
{
	for (int i = 0; i < s->list.count; i++)
		if (strcmp(s->kind[i], kind) == 0)
			return i;
	return -1;
}

/* A kind once in the list, under its player's name. */
static void ui_scores_add_kind(ui_scores *s, const char *kind)
{
	char own[SCORES_KIND_MAX];
	snprintf(own, sizeof own, "%.*s", (int)(strlen(kind) -
	    (scores_kind_is_assisted(kind) ? strlen("-assisted") : 0)), kind);
	if (ui_scores_find(s, own) < 0 && s->list.count < UI_SCORES_KINDS)
		snprintf(s->kind[s->list.count++], SCORES_KIND_MAX, "%s", own);
}

static void ui_scores_read(ui_scores *s, const char *first)
{
	char path[4096];
	io_error e;
	bool read = true;
	if (!paths_data_file("scores", path, sizeof path))
		ui_note_set(&s->note, UI_ALERT, "High scores are not kept: "
		    "%s.", paths_data_trouble());
	else
		read = scores_read(path, &s->table, &e);
	if (!read && e.line > 0)
		/* The good lines are shown all the same; the words leave out
		 * the folder, which would push what is wrong off the two
		 * lines. */
		ui_note_set(&s->note, UI_ALERT, "Line %d of the scores file, "
		    "column %d: %s; the other lines are shown.", e.line, e.col,
		    e.what);
	else if (!read)
		/* A file that does not open (a FIFO, a folder, a file where
		 * the data folder should be) has no line at fault, nor lines
		 * to show: named whole, as the game and the level menu name
		 * the files they read, "no such folder" says which. */
		ui_note_set(&s->note, UI_ALERT, "%s: %s.", e.file, e.what);
	s->unread = !read && e.line == 0;
	scores_sort(&s->table);
	/* A bad line there hides only itself (the next game recorded sets
	 * the file aside): the note is the scores file's. */
	if (paths_data_file("reviews", path, sizeof path))
		(void)reviews_read(path, &s->reviews, &e);
	if (paths_data_file("marks", path, sizeof path))
		(void)marks_read(path, &s->marks, &e);
	/* A game with no table (a practice game) names no board first. */
	if (first != NULL && first[0] != '\0')
		ui_scores_add_kind(s, first);
	for (int i = 0; i < s->table.count; i++)
		ui_scores_add_kind(s, s->table.entry[i].kind);
}

/* The row of the columns' headers: a blank row over it when the
 * terminal has one to spare, and in the tightest, one line short (the
 * Same Game screen plays the judge's board in 17), no title. */
static int ui_scores_top(void)
{
	return LINES > UI_SCORES_MIN_ROWS ? 2 : LINES - UI_SCORES_MIN_ROWS + 1;
}

/* The first row under the table, after a blank one when there is a
 * second to spare. */
static int ui_scores_below(void)
{
	return ui_scores_top() + 1 + SCORES_PER_KIND +
	    (LINES > UI_SCORES_MIN_ROWS + 1);
}

/* Too narrow for the kinds beside the table: a column free at either
 * edge, as the title menu leaves. */
static bool ui_scores_narrow(void)
{
	return COLS < UI_SCORES_WIDTH + 2;
}

/* The kinds, a row beside each row of the table; a longer list scrolls,
 * and its header then says which show ("Board (1-10 of 14)"), as the
 * packs' boards' title does, so that the list is seen to go on.  A name
 * too long for the column (a pack's, of a file of the player's) ends in
 * "...". */
static void ui_scores_draw_kinds(ui_scores *s, int x)
{
	ui_list_place(&s->list, ui_scores_top() + 1, SCORES_PER_KIND);
	char title[SCORES_KIND_MAX + 4];
	int n = snprintf(title, sizeof title, " Board");
	if (ui_list_end(&s->list) - s->list.top < s->list.count)
		snprintf(title + n, sizeof title - (size_t)n, " (%d-%d of %d)",
		    s->list.top + 1, ui_list_end(&s->list), s->list.count);
	ui_list_put_header(ui_scores_top(), x, title);
	for (int i = s->list.top; i < ui_list_end(&s->list); i++) {
		char name[SCORES_KIND_MAX];
		scores_kind_title(name, sizeof name, s->kind[i],
		    UI_SCORES_LIST - 2);
		snprintf(title, sizeof title, " %-*s", UI_SCORES_LIST - 2,
		    name);
		ui_put_fitted(ui_list_row(&s->list, i), x, UI_SCORES_LIST - 1,
		    ui_list_attr(&s->list, i, UI_PLAIN), title);
	}
}

/* The chosen kind's name over its table: beside the kinds, a rule
 * between them, so that no row reads as the score of the kind beside
 * it; alone, with its place among the kinds, which Up and Down go
 * through. */
static void ui_scores_draw_name(ui_scores *s, int x)
{
	const int y = ui_scores_top();
	const char *kind = s->kind[s->list.chosen];
	char name[SCORES_KIND_MAX], line[SCORES_KIND_MAX + 32];
	if (!ui_scores_narrow()) {
		/* The rule runs beside the rows alone: the name over them
		 * takes its column, and the longest (the board of the day's
		 * short name) stands whole, a blank from the list's. */
		scores_kind_title(name, sizeof name, kind, UI_SCORES_TABLE);
		mvvline(y + 1, x, '|', SCORES_PER_KIND);
		ui_put_fitted(y, x, UI_SCORES_TABLE, ui_attr(UI_TITLE), name);
		return;
	}
	char place[32], fitted[SCORES_KIND_MAX];
	snprintf(place, sizeof place, " (%d of %d)", s->list.chosen + 1,
	    s->list.count);
	const int room = UI_SCORES_NARROW - (int)strlen(place);
	scores_kind_title(name, sizeof name, kind, room);
	/* A long name gives way to its place, cut as every name is. */
	snprintf(line, sizeof line, "%s%s", ui_fit(fitted, sizeof fitted,
	    name, room), place);
	ui_put(y, x, ui_attr(UI_TITLE), line);
}

/* The chosen kind's best 10 at x under its name; then under it (and the
 * kinds, when shown), from `left`, its best assisted game. */
static void ui_scores_draw_table(ui_scores *s, int x, int left)
{
	const char *kind = s->kind[s->list.chosen];
	char assisted[SCORES_KIND_MAX], line[128];
	scores_assisted_kind(assisted, sizeof assisted, kind);
	int y = ui_scores_top() + 1, rank = 0;
	ui_scores_draw_name(s, x);
	if (!ui_scores_narrow())
		x++; /* the rows right of the rule */
	const scores_entry *best_assisted = NULL;
	for (int i = 0; i < s->table.count; i++) {
		const scores_entry *e = &s->table.entry[i];
		if (strcmp(e->kind, assisted) == 0 && best_assisted == NULL)
			best_assisted = e;
		if (strcmp(e->kind, kind) != 0 || rank == SCORES_PER_KIND)
			continue;
		snprintf(line, sizeof line, "%4d  %9ld  %s", ++rank, e->score,
		    e->date);
		ui_put(y++, x, ui_attr(rank == 1 ? UI_GOOD : UI_PLAIN), line);
	}
	if (rank == 0) /* under the kind's name, a blank from the rule */
		ui_put(y++, x + 1, ui_attr(UI_PLAIN), "No score yet.");
	y = ui_scores_below();
	if (best_assisted == NULL) {
		ui_put(y, left, ui_attr(UI_DIM), "No assisted game.");
		return;
	}
	/* One line, that the smallest terminal has room for. */
	snprintf(line, sizeof line, "Best assisted game: %ld, %s",
	    best_assisted->score, best_assisted->date);
	ui_put(y, left, ui_attr(UI_TITLE), line);
}

/* How close the kind's games came to the planner's on the same boards:
 * the closest, as a share of the planner's score. */
static void ui_scores_draw_beside(ui_scores *s, int x)
{
	const reviews_entry *r = reviews_find(&s->reviews,
	    s->kind[s->list.chosen]);
	const int y = ui_scores_below() + 1;
	const bool narrow = ui_scores_narrow();
	char line[128];
	if (r == NULL) {
		ui_put(y, x, ui_attr(UI_DIM), narrow ? "Not yet measured "
		    "against the planner." : "No game measured against the "
		    "planner's yet.");
		return;
	}
	if (narrow)
		/* The same words without "the", to leave room for 100% and
		 * 1000 games. */
		snprintf(line, sizeof line, "Closest to planner: %d%%, "
		    "%ld game%s", reviews_percent(r), r->games,
		    r->games == 1 ? "" : "s");
	else
		snprintf(line, sizeof line, "Closest to the planner: %d%% (%ld "
		    "to %ld, %ld game%s)", reviews_percent(r), r->yours,
		    r->planner, r->games, r->games == 1 ? "" : "s");
	ui_put_fitted(y, x, narrow ? UI_SCORES_NARROW : UI_SCORES_WIDTH,
	    ui_attr(UI_TITLE), line);
}

/* The marks earned on the kind, in letters that need no colour, and the
 * next one to earn. */
static void ui_scores_draw_marks(ui_scores *s, int x)
{
	const unsigned marks = marks_of(&s->marks, s->kind[s->list.chosen]);
	char row[8], line[96];
	marks_row(row, sizeof row, marks, MARKS_SAME, "-");
	int earned = 0;
	unsigned next = 0;
	for (unsigned bit = 1; bit & MARKS_SAME; bit <<= 1) {
		if (marks & bit)
			earned++;
		else if (next == 0)
			next = bit;
	}
	if (next == 0)
		snprintf(line, sizeof line, "Marks %s: all 4 earned.", row);
	else if (ui_scores_narrow())
		snprintf(line, sizeof line, "Marks %s, next: %s.", row,
		    marks_goal(next));
	else
		snprintf(line, sizeof line, "Marks %s: %d of 4, next: %s.",
		    row, earned, marks_goal(next));
	ui_put(ui_scores_below() + 2, x, ui_attr(next == 0 ? UI_GOOD :
	    UI_PLAIN), line);
}

static void ui_scores_draw(ui_screen *self)
{
	ui_scores *s = (ui_scores *)self;
	const bool narrow = ui_scores_narrow();
	const int x = (COLS - (narrow ? UI_SCORES_NARROW :
	    UI_SCORES_WIDTH)) / 2;
	/* The board of the day chosen is named in full over its table,
	 * where the terminal has room for it. */
	const long day = s->list.count > 0 ?
	    scores_kind_daily_date(s->kind[s->list.chosen]) : 0;
	char title[96] = "High scores: the best 10 of every board";
	if (day != 0) {
		char name[64];
		days_board_name(name, sizeof name, day,
		    DAYS_BOARD_NAME_LONG);
		snprintf(title, sizeof title, "High scores: %s", name);
	}
	if (ui_text_width(title) > COLS - 2)
		snprintf(title, sizeof title, "High scores");
	if (ui_scores_top() > 0)
		ui_put_centered(0, ui_attr(UI_TITLE), title);
	if (s->list.count == 0)
		/* Of a file that did not open, nothing is known. */
		ui_put_centered(ui_scores_top(), ui_attr(UI_PLAIN),
		    s->unread ? "No scores to show." :
		    "No game has ended yet.");
	else if (narrow) {
		/* The list is not drawn, but its keys still page by it. */
		ui_list_place(&s->list, ui_scores_top() + 1, SCORES_PER_KIND);
		ui_scores_draw_table(s, x, x);
		ui_scores_draw_beside(s, x);
		ui_scores_draw_marks(s, x);
	} else {
		ui_scores_draw_kinds(s, x);
		ui_scores_draw_table(s, x + UI_SCORES_LIST, x);
		ui_scores_draw_beside(s, x);
		ui_scores_draw_marks(s, x);
	}
	if (narrow && s->note.text[0] == '\0' && s->list.count > 1)
		/* The footer has no room to say it, nor the screen a list. */
		ui_put(LINES - 3, x, ui_attr(UI_DIM), "Up, Down: the other "
		    "boards.");
	else
		ui_put_two_lines(LINES - 3, x, ui_attr(s->note.style),
		    s->note.text);
	ui_put_footer(LINES - 1, self->keys);
}

static void ui_scores_key_stats(ui_screen *self)
{
	ui_screen *stats = ui_stats_new();
	if (stats != NULL)
		ui_push(stats);
}

static const ui_key ui_scores_keys[] = {
	UI_LIST_KEYS("pick a board"),
	{ 't', "t", "statistics: games, clears, marks, streaks", "stats",
	    ui_scores_key_stats },
	UI_HELP_BACK_KEYS("back"),
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_scores_click(ui_screen *self, int y, int x)
{
	ui_scores *s = (ui_scores *)self;
	const int left = (COLS - UI_SCORES_WIDTH) / 2;
	/* Choosing a board is all a click on its line does; a narrow
	 * terminal shows no list of them. */
	if (!ui_scores_narrow() && x >= left && x < left + UI_SCORES_LIST)
		ui_list_click(&s->list, y);
}

static void ui_scores_close(ui_screen *self)
{
	ui_scores *s = (ui_scores *)self;
	free(s->kind);
	free(s);
}

ui_screen *ui_scores_new(const char *kind)
{
	ui_scores *s = calloc(1, sizeof *s);
	if (s == NULL)
		return NULL;
	s->kind = calloc(UI_SCORES_KINDS, sizeof *s->kind);
	if (s->kind == NULL) {
		free(s);
		return NULL;
	}
	s->screen = (ui_screen){
		.title = "High scores",
		.keys = ui_scores_keys,
		.help = "The best 10 scores of every board kind: a size and "
		    "colour count (10x15,\n"
		    "3 colours), or a board of a pack (standard:3).  A game "
		    "in which the\n"
		    "computer played a move (G, a, A, or greedy or plan play "
		    "at the : prompt)\n"
		    "is assisted: it never enters the table, and the best "
		    "one is shown apart.\n"
		    "Under them, how close your games came to the planner's "
		    "on the same boards\n"
		    "(it plays every board too): the closest, as a share of "
		    "its score.\n"
		    "Marks, one letter each once earned on the board: G beat "
		    "greedy, C cleared\n"
		    "it, 9 reached 90% of the planner's score, P matched or "
		    "beat the planner.\n"
		    "The scores are kept in $XDG_DATA_HOME/tumble/scores, "
		    "the planner's in\n"
		    "$XDG_DATA_HOME/tumble/reviews, the marks in "
		    "$XDG_DATA_HOME/tumble/marks.\n",
		.min_rows = UI_SCORES_MIN_ROWS - 1,
		/* As narrow as the Same Game screen it opens from. */
		.min_cols = UI_SCORES_MIN_COLS,
		.draw = ui_scores_draw,
		.key = ui_screen_key,
		.click = ui_scores_click,
		.wheel = ui_list_wheel,
		.list = &s->list,
		.note = &s->note,
		.close = ui_scores_close,
	};
	ui_scores_read(s, kind);
	return &s->screen;
}
