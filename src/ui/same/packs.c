/*
 * The pack board list (see boards.h): every board of the packs in
 * data/levels/same/, with its size, best score and marks.  It only
 * chooses the board: the game is the Same Game screen's.
 */
#include "ui/same/boards.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/same.h"
#include "io/escape.h"
#include "io/levels.h"
#include "io/marks.h"
#include "io/paths.h"
#include "io/scores.h"
#include "session/game_open.h"
#include "ui/list.h"
#include "ui/same/same.h"

enum {
	UI_PACKS_HEADER = 1, /* the column header's row */
	UI_PACKS_TOP = 2,    /* the first board's row */
	UI_PACKS_WIDTH = 56,
	UI_PACKS_NAME = 16,  /* the board's name's column */
};

typedef struct ui_packs_board {
	char name[LEVELS_NAME_MAX + 16]; /* PACK:K */
	char kind[SCORES_KIND_MAX];
	same_board board;
	long best; /* -1 for none */
	unsigned marks;
} ui_packs_board;

typedef struct ui_packs {
	ui_screen screen;
	ui_list list;
	ui_packs_board *boards;
	ui_note note;
} ui_packs;

/* Every board of every pack, opened by its name as `tumble same PACK:K`
 * opens it; a pack that does not read is left out and named in the
 * message line. */
static void ui_packs_read(ui_packs *p)
{
	levels_pack *packs = malloc(sizeof *packs);
	game_source *src = malloc(sizeof *src);
	if (packs == NULL || src == NULL) {
		free(packs);
		free(src);
		return;
	}
	levels_list_same(packs);
	for (int i = 0; i < packs->count && p->list.count < LEVELS_MAX; i++) {
		for (long k = 1; p->list.count < LEVELS_MAX; k++) {
			ui_packs_board *b = &p->boards[p->list.count];
			game_request r = game_request_new(GAME_SAME);
			game_open_error e;
			snprintf(b->name, sizeof b->name, "%s:%ld",
			    packs->name[i], k);
			r.name = b->name;
			if (!game_source_find(&r, src, &e)) {
				/* Past the last board the pack has ended;
				 * anything else is the file's trouble. */
				if (!e.past_pack_end)
					ui_note_set(&p->note, UI_ALERT, "%s",
					    e.text);
				break;
			}
			b->board = src->same;
			snprintf(b->kind, sizeof b->kind, "%s",
			    src->score_kind);
			p->list.count++;
		}
	}
	free(src);
	free(packs);
}

/* The best score and the marks of every board, read again when a game
 * ends. */
static void ui_packs_read_best(ui_screen *self)
{
	ui_packs *p = (ui_packs *)self;
	char path[4096];
	io_error e;
	scores_table *t = malloc(sizeof *t);
	marks_table *m = malloc(sizeof *m);
	/* A damaged file is the game's to report and set aside; its good
	 * lines are shown. */
	const bool known = t != NULL &&
	    paths_data_file("scores", path, sizeof path) &&
	    scores_read(path, t, &e);
	const bool marked = m != NULL &&
	    paths_data_file("marks", path, sizeof path);
	if (marked)
		(void)marks_read(path, m, &e);
	for (int i = 0; i < p->list.count; i++) {
		p->boards[i].best = known ? scores_best(t, p->boards[i].kind) :
		    -1;
		p->boards[i].marks = marked ? marks_of(m, p->boards[i].kind) :
		    0;
	}
	free(t);
	free(m);
}

/* The note's rows over the footer: none while it says nothing, so that
 * the boards have them, else as many as its words need, up to two. */
static int ui_packs_note_rows(const ui_packs *p, int x)
{
	if (p->note.text[0] == '\0')
		return 0;
	const int rows = ui_lines_needed(x, p->note.text);
	return rows < 2 ? rows : 2;
}

/* The title; where the boards do not all show, which of them do, so
 * that the list is seen to go on. */
static void ui_packs_draw_title(const ui_packs *p)
{
	char title[96];
	int n = snprintf(title, sizeof title, "Same Game: the packs' boards");
	if (ui_list_end(&p->list) - p->list.top < p->list.count)
		snprintf(title + n, sizeof title - (size_t)n, " (%d-%d of %d)",
		    p->list.top + 1, ui_list_end(&p->list), p->list.count);
	ui_put_centered(0, ui_attr(UI_TITLE), title);
}

static void ui_packs_draw(ui_screen *self)
{
	ui_packs *p = (ui_packs *)self;
	const int x = (COLS - UI_PACKS_WIDTH) / 2;
	const int note_rows = ui_packs_note_rows(p, x);
	ui_list_place(&p->list, UI_PACKS_TOP, LINES - UI_PACKS_TOP - 1 -
	    note_rows);
	ui_packs_draw_title(p);
	char line[512], best[32], marks[8];
	char name[4 * sizeof p->boards[0].name];
	if (p->list.count == 0)
		ui_put_centered(UI_PACKS_TOP, ui_attr(UI_PLAIN),
		    "No pack was found.");
	else
		ui_list_put_header(UI_PACKS_HEADER, x, " Board            "
		    "Size   Colours  Best score  Marks");
	for (int i = p->list.top; i < ui_list_end(&p->list); i++) {
		const ui_packs_board *b = &p->boards[i];
		snprintf(best, sizeof best, b->best >= 0 ? "%ld" : "-",
		    b->best);
		marks_row(marks, sizeof marks, b->marks, MARKS_SAME, "-");
		/* The pack's name is its file's: its control bytes shown
		 * as \xNN, and padded in columns (é and パ in it). */
		escape_for_terminal(name, sizeof name, b->name);
		const int pad = UI_PACKS_NAME - ui_text_width(name);
		snprintf(line, sizeof line, " %s%*s %2dx%-2d  %4d     %-10s  "
		    "%s", name, pad > 0 ? pad : 0, "", b->board.rows,
		    b->board.cols, b->board.colors, best, marks);
		ui_put(ui_list_row(&p->list, i), x,
		    ui_list_attr(&p->list, i, UI_PLAIN), line);
	}
	ui_put_lines(LINES - 1 - note_rows, x, note_rows,
	    ui_attr(p->note.style), p->note.text);
	ui_put_footer(LINES - 1, self->keys);
}

static void ui_packs_key_play(ui_screen *self)
{
	ui_packs *p = (ui_packs *)self;
	if (p->list.count == 0)
		return;
	game_request r = game_request_new(GAME_SAME);
	game g;
	game_open_error e;
	r.name = p->boards[p->list.chosen].name;
	game_init(&g);
	if (!game_open(&g, &r, &e)) {
		ui_note_set(&p->note, UI_ALERT, "%s", e.text);
		return;
	}
	ui_screen *screen = ui_same_new_game(&g, true);
	if (screen != NULL)
		ui_push(screen);
}

static const ui_key ui_packs_keys[] = {
	UI_LIST_KEYS("pick a board"),
	{ '\r', "Enter, Space", "play the board picked", "play",
	    ui_packs_key_play },
	{ '\n', NULL, NULL, NULL, ui_packs_key_play },
	{ KEY_ENTER, NULL, NULL, NULL, ui_packs_key_play },
	{ ' ', NULL, NULL, NULL, ui_packs_key_play },
	UI_HELP_BACK_KEYS("back to the menu"),
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_packs_click(ui_screen *self, int y, int x)
{
	if (ui_list_click(&((ui_packs *)self)->list, y))
		ui_packs_key_play(self);
}

static void ui_packs_close(ui_screen *self)
{
	ui_packs *p = (ui_packs *)self;
	free(p->boards);
	free(p);
}

ui_screen *ui_same_packs_new(void)
{
	ui_packs *p = calloc(1, sizeof *p);
	if (p == NULL)
		return NULL;
	p->boards = calloc(LEVELS_MAX, sizeof *p->boards);
	if (p->boards == NULL) {
		free(p);
		return NULL;
	}
	p->screen = (ui_screen){
		.title = "Same Game packs",
		.keys = ui_packs_keys,
		.help = "The boards of the built-in Same Game packs, each the "
		    "same every time:\n"
		    "board K of pack P is played as P:K (tumble same "
		    "standard:3), and has\n"
		    "a high-score table of its own (same-P-K).  Click a "
		    "board to play it.\n"
		    "Marks, one letter each once earned: G beat greedy, C "
		    "cleared the board,\n"
		    "9 reached 90% of the planner's score, P matched or beat "
		    "it; a dash for each\n"
		    "still to earn.  An assisted game earns none.\n",
		.min_rows = 10,
		.min_cols = UI_PACKS_WIDTH,
		.draw = ui_packs_draw,
		.key = ui_screen_key,
		.click = ui_packs_click,
		.wheel = ui_list_wheel,
		.list = &p->list,
		.note = &p->note,
		.resume = ui_packs_read_best,
		.close = ui_packs_close,
	};
	ui_packs_read(p);
	ui_packs_read_best(&p->screen);
	return &p->screen;
}
