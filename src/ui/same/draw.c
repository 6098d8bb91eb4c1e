/*
 * Drawing the Same Game screen: the board with its labels at the ball
 * width the layout chose for the terminal (see layout.h), the
 * status, cursor and message lines, and the footer.
 */
#include <stdio.h>
#include <string.h>

#include "command/columns.h"
#include "io/scores.h"
#include "session/game_play.h"
#include "ui/same/same.h"
#include "ui/same/screen.h"

enum { UI_SAME_TITLE_WIDTH = 19 }; /* "TUMBLE  Same Game" and a gap */

/* The footer once the game is over: nothing is left to remove, so it
 * offers what can come next instead of the moves. */
static const ui_key ui_same_over_footer[] = {
	{ 'w', "w", NULL, "review", NULL },
	{ 'n', "n", NULL, "new", NULL },
	{ 'R', "R", NULL, "restart", NULL },
	{ 'v', "v", NULL, "planner's game", NULL },
	{ 'S', "S", NULL, "scores", NULL },
	{ 'q', "q", NULL, "quit", NULL },
	{ 0, NULL, NULL, NULL, NULL },
};

/* The footer while the planner's game is shown and goes on: it is
 * stepped through, played on, or left for the player's own. */
static const ui_key ui_same_watch_footer[] = {
	/* First, so that the way back to the player's game is named down
	 * to 40 columns. */
	{ 'v', "v", NULL, "your game", NULL },
	{ 'A', "A", NULL, "play on", NULL },
	{ 'u', "u r", NULL, "step", NULL },
	{ 'w', "w", NULL, "review", NULL },
	{ 'n', "n", NULL, "new", NULL },
	{ 'R', "R", NULL, "restart", NULL },
	{ '?', "?", NULL, "help", NULL },
	{ 'q', "q", NULL, "quit", NULL },
	{ 0, NULL, NULL, NULL, NULL },
};

/* The footer while greedy's replay or the plan's runs in the player's
 * game: any key stops it and does nothing else, so no other is named. */
static const ui_key ui_same_replay_footer[] = {
	{ ' ', "Any key", NULL, "stops the replay", NULL },
	{ 0, NULL, NULL, NULL, NULL },
};

/* The keys the footer names while a game is played, in the order they
 * have room: at 80 columns the planner's best move and its plan and a
 * restart come before greedy's keys, which the help page lists. */
static const int ui_same_footer_order[] = { ' ', 'g', 'H', 'A', 'u', 'n',
	'R', 'G', 'a', 'S', '?', 'q', 0 };

/* The footer of `keys`, in `order` (NULL: the table's); on a pack's
 * board n goes to its next board, and the footer says so in a word as
 * short as "new", so that at 80 columns R keeps its place; q leaves a
 * practice game for its review, "back".  With no move to take back, u's
 * place is left blank. */
static void ui_same_put_footer(const ui_same *g, const ui_key *keys,
    const int *order)
{
	enum { UI_SAME_FOOTER_MAX = 48 };
	ui_key shown[UI_SAME_FOOTER_MAX];
	int count = 0;
	/* The player's game with no move to take back; while the
	 * planner's game is shown u steps through it. */
	const bool unplayed = !g->gs.game.watching &&
	    !game_can_undo(&g->gs.game);
	/* A board over at its start (1x1) has no game to start again nor
	 * the planner one to show. */
	const bool dead = unplayed && same_session_over(&g->gs.game.same);
	for (int i = 0; order == NULL ? keys[i].key != 0 : order[i] != 0;
	    i++) {
		const ui_key *k = &keys[i];
		if (order != NULL)
			for (k = keys; k->key != 0 && k->key != order[i]; k++)
				;
		/* A board over before any move has nothing to review; while
		 * the planner's game is shown, w reviews the player's.  The
		 * last board of a pack has no next, a practice game no new
		 * board (q goes back to its review). */
		if (k->key == 0 || k->brief == NULL ||
		    count == UI_SAME_FOOTER_MAX - 1 ||
		    (k->key == 'n' && (g->pack_last ||
		    !game_opens_another(&g->gs.game, NULL, 0))) ||
		    (k->key == 'w' && unplayed) ||
		    ((k->key == 'R' || k->key == 'v') && dead))
			continue;
		shown[count] = *k;
		if (g->pack_board && k->key == 'n')
			shown[count].brief = "next";
		if (g->gs.game.watching && k->key == 'v')
			shown[count].brief = "your game";
		/* A practice game is left for the review it came from. */
		if (g->gs.game.practice && k->key == 'q')
			shown[count].brief = "back";
		count++;
	}
	shown[count] = (ui_key){ 0, NULL, NULL, NULL, NULL };
	ui_put_footer_idle(LINES - 1, shown, unplayed ? "u" : "");
}

static const same_board *ui_same_shown(const ui_same *g)
{
	return g->animating ? &g->frame : same_session_board(&g->gs.game.same);
}

void ui_same_fit(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	const same_board *b = same_session_start_board(&g->gs.game.same);
	g->layout = ui_same_layout_choose(b->rows, b->cols, LINES, COLS);
	ui_same_fit_sizes(self, &g->layout, b);
}

_Static_assert(UI_SAME_LAYOUT_SMALLEST_MAX <= UI_SMALLEST_MAX,
    "the screen holds every smallest terminal of a board");

void ui_same_fit_sizes(ui_screen *self, const ui_same_layout *l,
    const same_board *start)
{
	self->min_rows = l->need_rows;
	self->min_cols = l->need_cols;
	/* Not only this width's: a narrower terminal may show the board
	 * with narrower balls and a line more, a wider one with a line
	 * less. */
	self->smallest_count = ui_same_layout_smallest(start->rows,
	    start->cols, self->smallest_cols, self->smallest_rows);
}

/* A ball of more than one line: a block of its colour, its letter in
 * the middle, the cursor's brackets in the gaps at its sides. */
static void ui_same_draw_block(const ui_same_layout *l, int y, int x,
    int color, bool cursor, attr_t attr)
{
	enum { UI_SAME_BLOCK_MAX = 2 * UI_SAME_LAYOUT_CELL_ROWS_MAX + 1 };
	char fill[UI_SAME_BLOCK_MAX + 1];
	const int inside = l->cell - 2;
	snprintf(fill, sizeof fill, "%*s", inside, "");
	for (int i = 0; i < l->cell_rows; i++) {
		if (i == (l->cell_rows - 1) / 2 && color != 0)
			fill[inside / 2] = same_color_letter(color);
		ui_put(y + i, x + 1, attr, fill);
		fill[inside / 2] = ' ';
		if (!cursor)
			continue;
		ui_put(y + i, x, ui_attr(UI_KEY), "[");
		ui_put(y + i, x + l->cell - 1, ui_attr(UI_KEY), "]");
	}
}

void ui_same_draw_cell(const ui_same_layout *l, int y, int x,
    int color, bool cursor, bool lit)
{
	const char letter = color ? same_color_letter(color) : ' ';
	attr_t attr = color ? ui_ball_attr(color, lit) : ui_attr(UI_PLAIN);
	char text[4];
	if (l->cell_rows > 1) {
		ui_same_draw_block(l, y, x, color, cursor, attr);
		return;
	}
	if (l->cell == 3)
		snprintf(text, sizeof text, cursor ? "[%c]" : " %c ", letter);
	else if (l->cell == 2)
		snprintf(text, sizeof text, "%c%c", cursor ? '>' : ' ', letter);
	else
		snprintf(text, sizeof text, "%c", cursor && !color ? '_' :
		    letter);
	if (l->cell == 1 && cursor)
		attr |= A_UNDERLINE | A_BOLD;
	ui_put(y, x, attr, text);
}

void ui_same_draw_column_labels(const ui_same_layout *l, int y,
    int cols)
{
	char text[16];
	for (int c = 1; c <= cols; c++) {
		const int x = ui_same_layout_letter_x(l, c);
		if (l->label_rows == 1) {
			snprintf(text, sizeof text, "%2d", c);
			ui_put(y, x - 1, ui_attr(UI_DIM), text);
			continue;
		}
		if (c >= 10) {
			snprintf(text, sizeof text, "%d", c / 10);
			ui_put(y, x, ui_attr(UI_DIM), text);
		}
		snprintf(text, sizeof text, "%d", c % 10);
		ui_put(y + 1, x, ui_attr(UI_DIM), text);
	}
}

static void ui_same_draw_board(ui_same *g)
{
	const ui_same_layout *l = &g->layout;
	const same_board *b = ui_same_shown(g);
	/* The cursor's cluster is lit only on a board at rest. */
	int lit = 0;
	if (!g->animating) {
		same_clusters_find(b, &g->clusters);
		int label = g->clusters.label_of[same_board_index(g->row,
		    g->col)];
		if (label != 0 && g->clusters.list[label - 1].size >= 2)
			lit = label;
	}
	char text[16];
	for (int r = b->rows; r >= 1; r--) {
		snprintf(text, sizeof text, "%2d ", r);
		ui_put(ui_same_layout_letter_y(l, b->rows, r), l->left,
		    ui_attr(UI_DIM), text);
		for (int c = 1; c <= b->cols; c++) {
			bool on = lit != 0 && g->clusters.label_of[
			    same_board_index(r, c)] == lit;
			ui_same_draw_cell(l, ui_same_layout_cell_y(l, b->rows,
			    r), ui_same_layout_cell_x(l, c),
			    same_board_at(b, r, c),
			    r == g->row && c == g->col, on);
		}
	}
	ui_same_draw_column_labels(l, ui_same_layout_labels_y(l, b->rows),
	    b->cols);
}

/* What the cursor is on, and what removing it would score; in fewer
 * words when `brief`. */
static void ui_same_cursor_words(const ui_same *g, bool brief, char *text,
    size_t size)
{
	const same_board *b = same_session_board(&g->gs.game.same);
	same_cluster under = same_cluster_at(b, g->row, g->col);
	if (g->animating)
		text[0] = '\0';
	else if (under.size == 0)
		snprintf(text, size, "Cursor (%d,%d): empty.", g->row, g->col);
	else if (under.size == 1)
		snprintf(text, size, "Cursor (%d,%d): a lone %c ball, nothing "
		    "to remove.", g->row, g->col,
		    same_color_letter(under.color));
	else
		snprintf(text, size, "Cursor (%d,%d): %d %c balls, worth %d "
		    "point%s.", g->row, g->col, under.size,
		    same_color_letter(under.color), same_points(under.size),
		    same_points(under.size) == 1 ? "" : "s");
	if (!brief || under.size == 0)
		return;
	if (under.size == 1)
		snprintf(text, size, "(%d,%d): a lone %c ball.", g->row,
		    g->col, same_color_letter(under.color));
	else
		snprintf(text, size, "(%d,%d): %d %c balls, %d point%s.",
		    g->row, g->col, under.size, same_color_letter(under.color),
		    same_points(under.size),
		    same_points(under.size) == 1 ? "" : "s");
}

/* The board's name: its id, its pack board or its file; a file's name
 * too long is cut from its start, so that its end, which tells the file
 * and its board, shows. */
static void ui_same_board_name(const ui_same *g, char *text, size_t size)
{
	const bool id = g->gs.game.same.has_id &&
	    scores_kind_daily_date(g->gs.game.score_kind) == 0;
	char name[64];
	snprintf(text, size, "%s%s", id ? "Board: " : "",
	    ui_fit_end(name, sizeof name, g->gs.game.title, 60));
}

/* The title, and the board's name at the right of the text.  A narrow
 * terminal keeps the name. */
static void ui_same_draw_title(ui_same *g)
{
	const ui_same_layout *l = &g->layout;
	char text[128];
	ui_same_board_name(g, text, sizeof text);
	/* A column free at the edge, as every line keeps. */
	int right = l->text_left + l->text_width;
	if (right > COLS - 1)
		right = COLS - 1;
	int x = right - ui_text_width(text);
	if (x < 0)
		x = 0;
	if (x >= l->text_left + UI_SAME_TITLE_WIDTH)
		ui_put(l->title_row, l->text_left, ui_attr(UI_TITLE),
		    "TUMBLE  Same Game");
	ui_put(l->title_row, x, ui_attr(UI_DIM), text);
}

/* Once the game is over, the player's score beside greedy's and the
 * planner's on the same board (the planner's climbing, with a spinner,
 * while it works); while the planner's game is shown, whose it is and
 * the keys that go on with it. */
static void ui_same_review_words(ui_same *g, char *text, size_t size)
{
	same_assist_review *r = &g->review;
	const long best = same_assist_review_best(r);
	char planner[48] = "";
	if (r->job != NULL) {
		const char spinner = same_assist_job_spinner(r->job);
		/* The spinner after the score, where it cannot read as a
		 * minus sign. */
		snprintf(planner, sizeof planner, "   Planner %ld %c", best,
		    spinner ? spinner : '|');
	} else if (best >= 0) {
		snprintf(planner, sizeof planner, "   Planner %ld", best);
	}
	/* The player's game set aside, named as its end names it: one the
	 * computer played moves of is no more the player's alone. */
	const game *yours = g->gs.game.yours;
	const bool assisted = yours != NULL && game_assisted(yours);
	if (g->gs.game.watching && same_session_over(&g->gs.game.same) &&
	    r->player >= 0)
		snprintf(text, size, "The planner's game: %ld.  %s: %ld, "
		    "greedy's: %ld.", best, assisted ? "Assisted game" :
		    "Yours", r->player, r->greedy);
	else if (g->gs.game.watching && g->replaying)
		snprintf(text, size, "The planner's game: %ld.  Any key stops "
		    "it; u and r step.", best);
	/* Stopped, or stepped back: nothing plays to be stopped. */
	else if (g->gs.game.watching)
		snprintf(text, size, "The planner's game: %ld.  u and r step; "
		    "A plays it on.", best);
	else
		snprintf(text, size, "%s %ld   Greedy %ld%s",
		    game_assisted(&g->gs.game) ? "Assisted" : "You",
		    same_session_score(&g->gs.game.same), r->greedy, planner);
}

/* The lines under the status line, as many as there are rows for: the
 * cursor's (once the game is over, the review's), the last move's, the
 * planner's spinner, the message and trouble with the score file.
 * Short of rows, the cursor's line gives way first during a game and the
 * last move's once it is over, so that the message is always whole: the
 * end of a game in the longest of its forms that the rows hold beside
 * the spinner and the trouble, which are whole too. */
typedef struct ui_same_text {
	char first[160], spinning[64];
	ui_paragraph p[5];
	int count;
} ui_same_text;

static void ui_same_text_in(ui_same *g, int x, int rows, ui_same_text *t)
{
	const bool over = same_session_over(&g->gs.game.same) &&
	    same_session_move_count(&g->gs.game.same) > 0 && !g->animating;
	const bool review = over || g->gs.game.watching;
	ui_paragraph *p = t->p;
	int n = 0;
	if (review)
		ui_same_review_words(g, t->first, sizeof t->first);
	else
		ui_same_cursor_words(g, false, t->first, sizeof t->first);
	p[n++] = (ui_paragraph){ t->first,
	    ui_attr(review ? UI_TITLE : UI_PLAIN), review ? 1 : 2 };
	if (g->move_line[0] != '\0')
		p[n++] = (ui_paragraph){ g->move_line, ui_attr(UI_PLAIN),
		    review ? 2 : 1 };
	const char spinner = g->job != NULL ?
	    same_assist_job_spinner(g->job) : '\0';
	int kept = 0; /* the rows of the spinner and the trouble */
	if (spinner != '\0') {
		/* The best final score found so far, as it climbs. */
		snprintf(t->spinning, sizeof t->spinning, "Planning %c  best "
		    "%ld  Esc cancels", spinner,
		    same_assist_job_best(g->job));
		p[n++] = (ui_paragraph){ t->spinning, ui_attr(UI_TITLE), 0 };
		kept += ui_lines_needed(x, t->spinning);
	}
	const char *alert = g->gs.game.record.alert;
	if (alert[0] != '\0')
		kept += ui_lines_needed(x, alert);
	/* Under the spinner too: a question asked meanwhile (the too-small
	 * screen's, carried over) waits there for its answer. */
	/* The tip in the rows under the status (under the board, where the
	 * status is beside it), whatever the rows asked for (the status's
	 * own too, to know whether it gives way). */
	const int under = LINES - 1 - g->layout.text_top -
	    (g->layout.side ? 0 : 1) - kept;
	if (g->gs.note.text[0] != '\0')
		p[n++] = (ui_paragraph){ ui_same_tip_note(g,
		    ui_same_end_note(g, x, rows - kept), x, under),
		    ui_attr(g->gs.note.style), 0 };
	if (alert[0] != '\0')
		p[n++] = (ui_paragraph){ alert, ui_attr(UI_ALERT), 0 };
	t->count = n;
	/* Short of rows, the cursor's line says it in fewer words before
	 * it gives way. */
	int need = 0;
	for (int i = 0; i < n; i++)
		need += ui_lines_needed(x, p[i].text);
	if (!review && need > rows)
		ui_same_cursor_words(g, true, t->first, sizeof t->first);
}

static void ui_same_draw_text(ui_same *g, int y, int x)
{
	ui_same_text t;
	ui_same_text_in(g, x, LINES - 1 - y, &t);
	ui_put_paragraphs(y, LINES - 1, x, t.p, t.count);
}

/* Once the game is over the message holds the judge's final line, with
 * the score, and the line above it the score beside greedy's and the
 * planner's.  The status line ranks between that line and the last
 * move's: where the rows under it cannot hold what its row would let be
 * shown (the lines that rank before it, as laid out with its row too),
 * it gives its row to them; never to the last move alone.  During a game
 * on a bare screen it gives its row only to words that are never left
 * out (a plan's, a question) and that one line does not hold, while they
 * are on show.  Beside the board it has no row under it to give. */
enum { UI_SAME_STATUS_DROP = 1 };

static bool ui_same_status_gives_way(ui_same *g, int y, int x)
{
	if (g->animating)
		return false;
	const bool over = same_session_over(&g->gs.game.same);
	if ((!over && !g->layout.bare) || g->layout.side)
		return false;
	const int drop = over ? UI_SAME_STATUS_DROP : 0;
	const int rows = LINES - 1 - (y + 1);
	ui_same_text t;
	bool shown[UI_PARAGRAPHS_MAX];
	ui_same_text_in(g, x, rows + 1, &t);
	ui_paragraphs_shown(rows + 1, x, t.p, t.count, shown);
	int need = 0;
	for (int i = 0; i < t.count; i++)
		if (shown[i] && t.p[i].drop <= drop)
			need += ui_lines_needed(x, t.p[i].text);
	return need > rows;
}

/* The status of an assisted game where its usual form is too wide: the
 * same figures closer, without colons, then the mark shortened, so that
 * what the computer played is never left unsaid. */
static void ui_same_status_closer(char *out, size_t size, int room,
    long score, int balls, int moves)
{
	if (snprintf(out, size, "Score: %ld  Balls: %d  Moves: %d  Assisted",
	    score, balls, moves) <= room)
		return;
	if (snprintf(out, size, "Score %ld  Balls %d  Moves %d  Assisted",
	    score, balls, moves) <= room)
		return;
	snprintf(out, size, "Score %ld  Balls %d  Moves %d  Asst.", score,
	    balls, moves);
}

/* The score, the balls left and the moves made, and the board's name
 * after them where there is no title line. */
static void ui_same_draw_status(ui_same *g, int y, int x)
{
	const same_session *s = &g->gs.game.same;
	const long score = same_session_score(s);
	const int balls = same_session_board(s)->balls;
	const int moves = same_session_move_count(s);
	/* The planner's game shown is not called assisted: the line under
	 * it names it. */
	const bool assisted = game_assisted(&g->gs.game);
	/* A column free at the edge, as every line keeps. */
	const int room = COLS - 1 - x;
	char text[256];
	int n = snprintf(text, sizeof text, "Score: %ld   Balls: %d   Moves: "
	    "%d", score, balls, moves);
	/* The best so far where it fits whole beside the assisted mark:
	 * the narrowest terminal leaves it to the score screen (S) rather
	 * than cut it. */
	char best[32];
	snprintf(best, sizeof best, "   Best: %ld", g->gs.game.record.best);
	static const char mark[] = "   Assisted";
	const int marked = assisted ? (int)strlen(mark) : 0;
	if (g->gs.game.record.best >= 0 &&
	    n + (int)strlen(best) + marked <= room)
		n += snprintf(text + n, sizeof text - (size_t)n, "%s", best);
	/* Said from the computer's first move on, not at the end alone:
	 * in fewer columns, closer, and then in fewer letters. */
	if (assisted && n + marked <= room)
		snprintf(text + n, sizeof text - (size_t)n, "%s", mark);
	else if (assisted)
		ui_same_status_closer(text, sizeof text, room, score, balls,
		    moves);
	ui_put(y, x, ui_attr(UI_TITLE), text);
	/* With no title line, the board's name ends the status line where
	 * there is room for it. */
	char name[128];
	ui_same_board_name(g, name, sizeof name);
	/* A column free at the edge, as every line keeps. */
	int right = x + g->layout.text_width;
	if (right > COLS - 1)
		right = COLS - 1;
	const int name_x = right - ui_text_width(name);
	if (!g->layout.title && name_x >= x + ui_text_width(text) + 3)
		ui_put(y, name_x, ui_attr(UI_DIM), name);
}

/* The board's name as the status beside the board breaks it: at its
 * blanks, and a word wider than the column after its last colon that
 * fits, so that an id reads "20x20:6:" over "c791755" rather than
 * losing the last digit of its seed to the next line. */
static void ui_same_side_name(char *name, size_t size, int width)
{
	for (char *word = name; *word != '\0';) {
		const size_t length = strcspn(word, " ");
		const size_t fits = columns_fitting(word, length, width, NULL);
		size_t colon = fits < length ? fits : 0;
		while (colon > 0 && word[colon - 1] != ':')
			colon--;
		if (colon > 0 && strlen(name) + 1 < size) {
			memmove(word + colon + 1, word + colon,
			    strlen(word + colon) + 1);
			word[colon] = ' ';
		}
		word += colon > 0 ? colon + 1 : length;
		word += strspn(word, " ");
	}
}

/* The status beside the board, one figure a line from its top row: the
 * score, the balls left, the moves made, the best so far, the board's
 * name (see ui_same_side_name) and the assisted mark. */
static void ui_same_draw_side(ui_same *g)
{
	const ui_same_layout *l = &g->layout;
	const same_session *s = &g->gs.game.same;
	const int x = l->side_left;
	const int end = l->text_top;
	int y = l->top;
	char text[64];
	snprintf(text, sizeof text, "Score: %ld", same_session_score(s));
	ui_put(y++, x, ui_attr(UI_TITLE), text);
	snprintf(text, sizeof text, "Balls: %d", same_session_board(s)->balls);
	ui_put(y++, x, ui_attr(UI_TITLE), text);
	snprintf(text, sizeof text, "Moves: %d", same_session_move_count(s));
	ui_put(y++, x, ui_attr(UI_TITLE), text);
	if (g->gs.game.record.best >= 0) {
		snprintf(text, sizeof text, "Best: %ld",
		    g->gs.game.record.best);
		ui_put(y++, x, ui_attr(UI_TITLE), text);
	}
	/* As on the status line. */
	const bool assisted = game_assisted(&g->gs.game);
	char name[128];
	ui_same_board_name(g, name, sizeof name);
	/* A column free at the edge, as every line keeps. */
	ui_same_side_name(name, sizeof name, COLS - 1 - x);
	int rows = ui_lines_needed(x, name);
	if (rows > end - y - assisted)
		rows = end - y - assisted;
	ui_put_lines(y, x, rows, ui_attr(UI_DIM), name);
	y += rows;
	if (assisted)
		ui_put(y, x, ui_attr(UI_TITLE), "Assisted");
}

void ui_same_draw(ui_screen *self)
{
	ui_same *g = (ui_same *)self;
	const int x = g->layout.text_left;
	const int y = g->layout.text_top;
	if (g->layout.title)
		ui_same_draw_title(g);
	ui_same_draw_board(g);
	if (g->layout.side) {
		ui_same_draw_side(g);
		ui_same_draw_text(g, y, x);
	} else if (ui_same_status_gives_way(g, y, x)) {
		ui_same_draw_text(g, y, x);
	} else {
		ui_same_draw_status(g, y, x);
		ui_same_draw_text(g, y + 1, x);
	}
	/* A board over from its start (1x1) has nothing to remove either. */
	const bool ended = same_session_over(&g->gs.game.same) &&
	    !g->animating;
	/* The planner's game over: the way back to the player's first. */
	static const int watched_over_order[] = { 'v', 'w', 'n', 'R', 'S',
		'q', 0 };
	if (ended)
		ui_same_put_footer(g, ui_same_over_footer,
		    g->gs.game.watching ? watched_over_order : NULL);
	else if (g->gs.game.watching)
		ui_same_put_footer(g, ui_same_watch_footer, NULL);
	else if (g->replaying)
		ui_put_footer(LINES - 1, ui_same_replay_footer);
	else
		ui_same_put_footer(g, g->gs.screen.keys,
		    ui_same_footer_order);
}
