/*
 * The review screen of a Same Game just played (w once it is over): the
 * planner searches the position before each of the player's moves
 * (session/same_review.h), and the screen then draws the
 * evaluation over the game (the best final score still in reach after
 * each move, a column a position: block characters, or plain ASCII where
 * the terminal has no UTF-8), the player's score as a share of the
 * planner's, the three costliest moves, and the board as it stood before
 * the move stepped to, with the player's move and the planner's choice
 * both marked and the cost in words.  `t` plays from there as a practice
 * game: assisted, so not a high score, set beside the planner's line
 * from there.  Leaving the screen lets the search go on while the game
 * stays.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/reviews.h"
#include "session/game.h"
#include "session/same_assist.h"
#include "session/same_review.h"
#include "ui/same/same.h"
#include "ui/same/screen.h"

/* The moves named as the costliest. */
#define UI_REVIEW_COSTLIEST 3

typedef struct ui_same_review {
	ui_screen screen;
	ui_note note;
	same_review_job *job;       /* at work, then done */
	/* The game screen under it, which keeps the job once it is done,
	 * so that w again shows it at once; an unfinished one stops. */
	ui_same *game;
	const same_review *review;  /* once every position is searched */
	int at;                     /* the position shown: before move at + 1 */
	bool back;                  /* reopened where it was left */
	int costliest[UI_REVIEW_COSTLIEST];
	int named;
	char title[160];            /* the game's name on screen */
	ui_same_layout layout;
	same_clusters clusters;
} ui_same_review;

/* ---- words ---- */

/* A cluster in the words of each form, the longest first: "the 14 B
 * balls at (3,4)", "14 B balls (3,4)", "14 B (3,4)": the board's letter,
 * as the cursor's line and the hint name a cluster. */
enum { UI_REVIEW_FORMS = 3 };

static void ui_review_cluster_words(char *out, size_t size,
    const same_cluster *c, int form)
{
	if (form == 0)
		snprintf(out, size, "the %d %c balls at (%d,%d)", c->size,
		    same_color_letter(c->color), c->row, c->col);
	else if (form == 1)
		snprintf(out, size, "%d %c balls (%d,%d)", c->size,
		    same_color_letter(c->color), c->row, c->col);
	else
		snprintf(out, size, "%d %c (%d,%d)", c->size,
		    same_color_letter(c->color), c->row, c->col);
}

/* A game the computer played moves of is the game's, not the player's:
 * which moves were whose is not kept, so its moves are said as played,
 * by no one named (a move of the player's is not the computer's). */
static bool ui_review_assisted(const ui_same_review *v)
{
	return same_session_assisted(&v->game->gs.game.same);
}

/* The move shown in the words of `form` (see ui_review_cluster_words):
 * its cost, the planner's choice there and the move played, or, for a
 * move that cost nothing, the points the planner's best still makes
 * (as `tumble review`'s table says them: the best final score is the
 * chart's). */
static void ui_review_move_words(const ui_same_review *v, int form,
    char *out, size_t size)
{
	const same_review *r = v->review;
	const same_review_move *m = &r->move[v->at];
	const same_plan_line *line = &r->position[v->at].line;
	const bool assisted = ui_review_assisted(v);
	const int n = v->at + 1;
	const char *const points = m->cost == 1 ? "point" : "points";
	const char *const more = m->before == 1 ? "point" : "points";
	char planner[64], played[64];
	ui_review_cluster_words(planner, sizeof planner, &line->moves[0],
	    form);
	ui_review_cluster_words(played, sizeof played, &m->played, form);
	if (m->cost > 0 && form == 0)
		snprintf(out, size, "Move %d cost about %ld %s: the planner "
		    "took %s.  %s took %s.", n, m->cost, points, planner,
		    assisted ? "The move" : "You", played);
	else if (m->cost > 0)
		snprintf(out, size, "Move %d cost about %ld %s: planner %s, "
		    "%s %s.", n, m->cost, points, planner,
		    assisted ? "played" : "you", played);
	else if (form == 0)
		snprintf(out, size, "Move %d cost nothing the planner found: "
		    "%s took %s.  Its best from here: %ld more %s.", n,
		    assisted ? "it" : "you", played, m->before, more);
	else
		snprintf(out, size, "Move %d cost nothing: %s %s; its best "
		    "from here: %ld more.", n, assisted ? "played" : "you",
		    played, m->before);
}

/* What the position shown means, in the longest words that `rows` rows
 * from column x hold whole: nothing of it is left out for want of
 * room. */
static void ui_review_words(const ui_same_review *v, char *out, size_t size,
    int x, int rows)
{
	const same_review *r = v->review;
	if (v->at == r->count) {
		snprintf(out, size, "The end: %ld points.  The planner found "
		    "%ld from the start.", same_review_played_score(r),
		    same_review_planner_score(r));
		return;
	}
	for (int form = 0; form < UI_REVIEW_FORMS; form++) {
		ui_review_move_words(v, form, out, size);
		if (ui_lines_needed(x, out) <= rows)
			return;
	}
}

/* The player's score as a share of the planner's, and the costliest
 * moves: whole where the width allows, else in few words. */
static void ui_review_summary(const ui_same_review *v, char *out,
    size_t size, int width)
{
	const same_review *r = v->review;
	const long played = same_review_played_score(r);
	const long planner = same_review_planner_score(r);
	const long share = reviews_share(played, planner);
	char moves[48] = "";
	for (int i = 0; i < v->named; i++)
		snprintf(moves + strlen(moves), sizeof moves - strlen(moves),
		    "%s%d", i > 0 ? ", " : "", v->costliest[i] + 1);
	int n = snprintf(out, size, "%s %ld, %ld%% of the planner's %ld.  "
	    "Costliest moves: %s", ui_review_assisted(v) ? "Assisted" : "You",
	    played, share, planner, v->named > 0 ? moves : "none");
	if (n <= width)
		return;
	n = snprintf(out, size, "%ld = %ld%% of %ld; costliest %s", played,
	    share, planner, v->named > 0 ? moves : "none");
	if (n > width)
		snprintf(out, size, "%ld = %ld%% of %ld", played, share,
		    planner);
}

/* ---- drawing ---- */

/* The evaluation after k moves: the points scored so far and the best
 * the planner found from there. */
static long ui_review_value(const same_review *r, int k)
{
	long points = 0;
	for (int i = 0; i < k; i++)
		points += r->move[i].points;
	return points + r->position[k].line.score;
}

/* The chart: a column a position (several to a column when the game is
 * longer than the line), its height the evaluation between the game's
 * score and the planner's; the column of the position shown stands out. */
static void ui_review_draw_chart(const ui_same_review *v, int y, int x,
    int width)
{
	static const char *const blocks[] = { "\u2581", "\u2582", "\u2583",
		"\u2584", "\u2585", "\u2586", "\u2587", "\u2588" };
	static const char ascii[] = "_.-:=+*#";
	const bool utf8 = ui_utf8();
	const same_review *r = v->review;
	const int positions = r->count + 1;
	const int columns = positions < width ? positions : width;
	const long low = ui_review_value(r, r->count);
	const long high = ui_review_value(r, 0);
	for (int i = 0; i < columns; i++) {
		const int k = (int)((long)i * positions / columns);
		const int next = (int)((long)(i + 1) * positions / columns);
		const long value = ui_review_value(r, k);
		const int level = high > low ? (int)((value - low) * 7 /
		    (high - low)) : 7;
		const bool shown = v->at >= k && v->at < next;
		attrset(shown ? ui_attr(UI_CHOSEN) : ui_attr(UI_TITLE));
		if (utf8)
			mvaddstr(y, x + i, blocks[level]);
		else
			mvaddch(y, x + i, (chtype)(unsigned char)ascii[level]);
		attrset(A_NORMAL);
	}
}

/* The board before the move shown: the player's cluster in small
 * letters, the planner's choice lit. */
static void ui_review_draw_board(ui_same_review *v)
{
	const same_review *r = v->review;
	const ui_same_layout *l = &v->layout;
	const same_board *b = &r->position[v->at].board;
	int yours = 0, planner = 0;
	same_clusters_find(b, &v->clusters);
	if (v->at < r->count) {
		const same_cluster *m = &r->move[v->at].played;
		const same_cluster *p = &r->position[v->at].line.moves[0];
		yours = v->clusters.label_of[same_board_index(m->row, m->col)];
		planner = v->clusters.label_of[same_board_index(p->row,
		    p->col)];
	}
	char text[16];
	for (int row = b->rows; row >= 1; row--) {
		const int y = ui_same_layout_letter_y(l, b->rows, row);
		snprintf(text, sizeof text, "%2d ", row);
		ui_put(y, l->left, ui_attr(UI_DIM), text);
		for (int c = 1; c <= b->cols; c++) {
			const int label = v->clusters.label_of[
			    same_board_index(row, c)];
			ui_same_draw_cell(l, ui_same_layout_cell_y(l, b->rows,
			    row), ui_same_layout_cell_x(l, c),
			    same_board_at(b, row, c), false,
			    label != 0 && label == planner);
			if (label != 0 && label == yours) {
				char letter[2] = { (char)(same_color_letter(
				    same_board_at(b, row, c)) - 'A' + 'a'),
					'\0' };
				ui_put(y, ui_same_layout_letter_x(l, c),
				    ui_ball_attr(same_board_at(b, row, c),
				    label == planner) | A_UNDERLINE, letter);
			}
		}
	}
	ui_same_draw_column_labels(l, ui_same_layout_labels_y(l, b->rows),
	    b->cols);
}

/* Under the board: the summary, the chart, and the words on the move
 * shown (or the answer to the last key).  A bare screen has two lines
 * for them: the chart gives way, and the summary too where the words
 * need both lines. */
static void ui_review_draw_text(ui_same_review *v, int y, int x,
    int width)
{
	char summary[256], words[256];
	ui_review_summary(v, summary, sizeof summary, width);
	const bool bare = v->layout.bare;
	const int rows = LINES - 1 - y - (bare ? 1 : 2);
	ui_review_words(v, words, sizeof words, x, rows);
	const char *said = v->note.text[0] ? v->note.text : words;
	if (!bare || ui_lines_needed(x, said) <= rows)
		ui_put(y++, x, ui_attr(UI_TITLE), summary);
	if (!bare)
		ui_review_draw_chart(v, y++, x, width);
	else if (ui_lines_needed(x, said) > rows)
		ui_review_words(v, words, sizeof words, x, LINES - 1 - y);
	ui_put_lines(y, x, LINES - 1 - y, ui_attr(v->note.style), said);
}

/* The review's help: what the screen shows, the chart where it is
 * drawn (a bare screen leaves it out). */
#define UI_SAME_REVIEW_HELP_COST \
	"The planner searches the position before each of your moves for " \
	"its best\n" \
	"final score.  A move's cost is what it found from before the " \
	"move, less\n" \
	"the move's points and what it found after: its estimates, not " \
	"proofs.\n"
#define UI_SAME_REVIEW_HELP_SECONDS \
	"TUMBLE_REVIEW_MOVE_SECONDS=S gives each position S seconds " \
	"(default 0.5).\n"
static const char ui_same_review_help[] = UI_SAME_REVIEW_HELP_COST
	"The chart is the best score still in reach after each move.  On "
	"the board\n"
	"your move is in small letters, underlined; the planner's choice is "
	"lit.\n"
	UI_SAME_REVIEW_HELP_SECONDS;
static const char ui_same_review_help_bare[] = UI_SAME_REVIEW_HELP_COST
	"On the board your move is in small letters, underlined; the "
	"planner's\n"
	"choice is lit.\n"
	UI_SAME_REVIEW_HELP_SECONDS;

/* The layout for the terminal as it is, and the help that speaks of it:
 * the help page over the review fits it again before each of its own
 * draws, so a resize there changes its words too. */
static void ui_same_review_fit(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	const same_board *b = same_review_job_start_board(v->job);
	v->layout = ui_same_layout_choose(b->rows, b->cols, LINES, COLS);
	self->help = v->layout.bare ? ui_same_review_help_bare :
	    ui_same_review_help;
	ui_same_fit_sizes(self, &v->layout, b);
}

/* The footer's keys while the review is at work (the keys themselves
 * are the screen's table, which answers a step then). */
static const ui_key ui_same_review_busy_keys[] = {
	UI_HELP_BACK_KEYS("back to the game (the review goes on)"),
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_same_review_draw(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	const int x = v->layout.text_left;
	const int width = COLS - x - 1;
	int y = v->layout.text_top;
	char text[256];
	if (v->layout.title) {
		snprintf(text, sizeof text, "Review of %s", v->title);
		ui_put_fitted(v->layout.title_row, x, width, ui_attr(UI_TITLE),
		    text);
	}
	if (v->review == NULL) {
		const same_board *b = same_review_job_start_board(v->job);
		const char spinner = same_review_job_spinner(v->job);
		snprintf(text, sizeof text, "Reviewing %d of %d positions %c",
		    same_review_job_searched(v->job),
		    same_review_job_count(v->job) + 1, spinner ? spinner : '|');
		ui_put(ui_same_layout_letter_y(&v->layout, b->rows,
		    (b->rows + 1) / 2), x, ui_attr(UI_TITLE), text);
		/* A step asked for meanwhile is answered under them; on a
		 * bare screen, in their place. */
		if (!v->layout.bare || v->note.text[0] == '\0') {
			ui_put(y++, x, ui_attr(UI_PLAIN),
			    "The planner tries each move.");
			ui_put(y++, x, ui_attr(UI_PLAIN), "q goes back; it "
			    "goes on meanwhile.");
		}
		ui_put_lines(y, x, LINES - 1 - y, ui_attr(v->note.style),
		    v->note.text);
	} else {
		ui_review_draw_board(v);
		ui_review_draw_text(v, y, x, width);
	}
	/* Until it is done there is nothing to step through or try: the
	 * footer names only what works meanwhile. */
	ui_put_footer(LINES - 1, v->review == NULL ? ui_same_review_busy_keys :
	    self->keys);
}

/* ---- keys ---- */

/* From the tick: the review has its figures once every position is
 * searched; the costliest move is shown first.  The game's planner may
 * end meanwhile, or after, and lift the figures: ticks go on while it
 * works. */
static void ui_same_review_tick(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	ui_same *g = v->game;
	const bool first = v->review == NULL;
	ui_same_poll_review(g, v->job);
	if (first) {
		v->review = same_review_job_result(v->job);
		if (v->review == NULL)
			return;
		/* "Still at work" no longer holds: the words of the move
		 * shown take its place. */
		v->note.text[0] = '\0';
		ui_same_review_agree(g, v->job);
	}
	v->named = same_review_costliest(v->review, v->costliest,
	    UI_REVIEW_COSTLIEST);
	if (first && !v->back)
		v->at = v->named > 0 ? v->costliest[0] : 0;
	if (g->review.job == NULL && !g->review.waiting)
		self->tick_ms = 0;
}

/* Step to position `at`, when the review is done. */
static void ui_same_review_go(ui_same_review *v, int at)
{
	v->note.text[0] = '\0';
	if (v->review == NULL) {
		ui_note_set(&v->note, UI_PLAIN, "The review is still at work.");
		return;
	}
	v->at = at < 0 ? 0 : at > v->review->count ? v->review->count : at;
}

static void ui_same_review_key_left(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	ui_same_review_go(v, v->at - 1);
}

static void ui_same_review_key_right(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	ui_same_review_go(v, v->at + 1);
}

static void ui_same_review_key_home(ui_screen *self)
{
	ui_same_review_go((ui_same_review *)self, 0);
}

static void ui_same_review_key_end(ui_screen *self)
{
	ui_same_review_go((ui_same_review *)self, INT32_MAX);
}

/* The next of the costliest moves, round. */
static void ui_same_review_key_next_costly(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	if (v->review == NULL) {
		ui_same_review_go(v, v->at);
		return;
	}
	if (v->named == 0) {
		ui_note_set(&v->note, UI_PLAIN, "No move cost anything the "
		    "planner found.");
		return;
	}
	int i = 0;
	while (i < v->named && v->costliest[i] != v->at)
		i++;
	ui_same_review_go(v, v->costliest[i < v->named ? (i + 1) % v->named :
	    0]);
}

/* A practice game from the position shown, beside the planner's line
 * from there; the review stays below it. */
static void ui_same_review_key_try(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	if (v->review == NULL) {
		ui_same_review_go(v, v->at);
		return;
	}
	const same_review_position *at = &v->review->position[v->at];
	if (same_board_over(&at->board)) {
		ui_note_set(&v->note, UI_PLAIN, "No move is left here: step "
		    "back to a move to try it again.");
		return;
	}
	game practice;
	game_init(&practice);
	if (!game_start_practice(&practice, &at->board, &v->game->gs.game,
	    v->at)) {
		ui_note_set(&v->note, UI_ALERT, "Out of memory.");
		return;
	}
	ui_screen *screen = ui_same_new_game(&practice, true);
	if (screen == NULL) {
		ui_note_set(&v->note, UI_ALERT, "Out of memory.");
		return;
	}
	/* Back from it, the review says the move it shows. */
	v->note.text[0] = '\0';
	ui_same *g = (ui_same *)screen;
	same_assist_review_known(&g->review, &at->board, &at->line);
	ui_note_set(&g->gs.note, UI_TITLE, "Practice from move %d: the "
	    "planner found %ld from here.  A practice game: not recorded.",
	    g->gs.game.practice_from + 1, at->line.score);
	ui_push(screen);
}

static const ui_key ui_same_review_keys[] = {
	{ KEY_LEFT, "Left/Right, h/l", "the move before, the move after",
	    "step",
	    ui_same_review_key_left },
	{ KEY_RIGHT, NULL, NULL, NULL, ui_same_review_key_right },
	{ 'h', NULL, NULL, NULL, ui_same_review_key_left },
	{ 'l', NULL, NULL, NULL, ui_same_review_key_right },
	{ KEY_HOME, "Home/End", "the start, the end", NULL,
	    ui_same_review_key_home },
	{ KEY_END, NULL, NULL, NULL, ui_same_review_key_end },
	{ 'c', "c", "the next of the costliest moves", "cost",
	    ui_same_review_key_next_costly },
	{ 't', "t", "try again from here: a practice game (assisted)",
	    "try", ui_same_review_key_try },
	UI_HELP_BACK_KEYS("back to the game (the review goes on)"),
	{ 0, NULL, NULL, NULL, NULL },
};

/* Kept while the game stays, done or still at work: w again opens it
 * where it was left, or as far as it got meanwhile. */
static void ui_same_review_close(ui_screen *self)
{
	ui_same_review *v = (ui_same_review *)self;
	if (v->game->reviewed == NULL) {
		v->game->reviewed = v->job;
		/* (-1: none of it seen, nowhere it was left) */
		v->game->reviewed_at = v->review != NULL ? v->at : -1;
		v->game->reviewed_made = v->game->gs.game.made;
		v->game->reviewed_starts = v->game->gs.game.starts;
	} else {
		same_review_job_stop(v->job);
	}
	free(v);
}

/* The review made earlier of the game on `g`, taken back from it; NULL
 * when there is none, or it was of another game or other moves. */
static same_review_job *ui_same_review_taken_back(ui_same *g)
{
	ui_same_review_let_go_stale(g);
	same_review_job *job = g->reviewed;
	g->reviewed = NULL;
	return job;
}

static same_review_job *ui_same_review_start(const ui_same *g)
{
	const same_session *s = &g->gs.game.same;
	const int count = same_session_move_count(s);
	same_cluster *moves = malloc(((size_t)count + 1) * sizeof *moves);
	if (moves == NULL)
		return NULL;
	for (int k = 0; k < count; k++)
		moves[k] = same_session_move(s, k);
	const same_review_budget budget = same_assist_move_review_budget(
	    getenv("TUMBLE_REVIEW_MOVE_SECONDS"));
	same_review_job *job = same_review_job_start(
	    same_session_start_board(s), moves, count, &budget);
	free(moves);
	return job;
}

ui_screen *ui_same_review_new(ui_same *g)
{
	ui_same_review *v = calloc(1, sizeof *v);
	if (v == NULL)
		return NULL;
	v->game = g;
	v->job = ui_same_review_taken_back(g);
	/* One left at work, or left done before it showed, opens at its
	 * costliest move once done, as a new one does: nothing of it was
	 * seen.  (Where another review was left is no place in it.) */
	v->back = v->job != NULL && same_review_job_done(v->job) &&
	    g->reviewed_at >= 0;
	v->at = v->back ? g->reviewed_at : 0;
	if (v->job == NULL)
		v->job = ui_same_review_start(g);
	if (v->job == NULL) {
		free(v);
		return NULL;
	}
	snprintf(v->title, sizeof v->title, "%s", g->gs.game.title);
	v->screen = (ui_screen){
		.title = "Same Game review",
		.keys = ui_same_review_keys,
		.help = ui_same_review_help,
		.fit = ui_same_review_fit,
		.draw = ui_same_review_draw,
		.key = ui_screen_key,
		.note = &v->note,
		.tick_ms = JOB_POLL_MS,
		.tick = ui_same_review_tick,
		.close = ui_same_review_close,
	};
	return &v->screen;
}

void ui_same_key_review(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	/* The game reviewed is the player's: back to it first. */
	if (g->gs.game.watching && !ui_same_unwatch(g)) {
		ui_note_set(&g->gs.note, UI_PLAIN, "w reviews a game you "
		    "played, not the planner's.");
		return;
	}
	const same_session *s = &g->gs.game.same;
	if (!same_session_over(s)) {
		ui_note_set(&g->gs.note, UI_PLAIN, "w reviews this game once "
		    "it is over.");
		return;
	}
	/* A board over from its start: the game is over, but empty. */
	if (same_session_move_count(s) == 0) {
		ui_note_set(&g->gs.note, UI_PLAIN, "No move was played: "
		    "there is nothing to review.");
		return;
	}
	ui_screen *review = ui_same_review_new(g);
	if (review == NULL)
		ui_note_set(&g->gs.note, UI_ALERT, "The review cannot start.");
	else
		ui_push(review);
}
