/*
 * Drawing the Mayan screen in the layout its terminal's size gives (see
 * layout.h): the board, the answer panel beside it, the status, the
 * messages and the footer.
 */
#include <stdio.h>
#include <string.h>

#include "session/game_play.h"
#include "session/mayan_tiers.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/screen.h"

ui_mayan_layout ui_mayan_layout_now(void)
{
	return ui_mayan_layout_choose(LINES, COLS);
}

bool ui_mayan_cell_at(int row, int col, int *x, int *y)
{
	ui_mayan_layout l = ui_mayan_layout_now();
	return ui_mayan_layout_cell_at(&l, row, col, x, y);
}

void ui_mayan_view_board(ui_mayan_view *v, const mayan_board *b)
{
	memset(v, 0, sizeof *v);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			v->cell[x][y] = (uint8_t)mayan_board_at(b, x, y);
}

static void ui_mayan_draw_cell(const ui_mayan_view *v,
    const ui_mayan_layout *l, int x, int y)
{
	int color = v->cell[x][y];
	int row = ui_mayan_layout_cell_row(l, y);
	int col = ui_mayan_layout_cell_col(l, x);
	int inside = l->cell_w - 2, mid = inside / 2;
	const mayan_cells here = MAYAN_CELL(x, y);
	const int label_row = ui_mayan_layout_label_row(l, y);
	attr_t attr = color != 0 ? ui_block_attr(color, v->lit & here) :
	    ui_attr(UI_DIM);
	/* A block of its colour, its digit in the middle of the label's
	 * row; an empty cell, a dot there. */
	char text[2 * UI_MAYAN_LAYOUT_CELL_ROWS_MAX + 4];
	for (int i = 0; i < l->cell_h; i++) {
		snprintf(text, sizeof text, "%*s", inside, "");
		if (row + i == label_row)
			text[mid] = color != 0 ? ui_block_label(color) : '.';
		if (color != 0 || row + i == label_row)
			ui_put(row + i, col + 1, attr, text);
	}
	/* Arrows for where a block may go, brackets for the cursor. */
	const bool cursor = v->cursor && x == v->x && y == v->y;
	const char *left = v->mark_left & here ? "<" : cursor ? "[" : NULL;
	const char *right = v->mark_right & here ? ">" : cursor ? "]" : NULL;
	for (int i = 0; i < l->cell_h; i++) {
		if (left != NULL)
			ui_put(row + i, col, ui_attr(UI_KEY), left);
		if (right != NULL)
			ui_put(row + i, col + l->cell_w - 1, ui_attr(UI_KEY),
			    right);
	}
}

void ui_mayan_draw_board(const ui_mayan_view *v, const ui_mayan_layout *l)
{
	char text[8];
	for (int y = 0; y < MAYAN_HEIGHT; y++) {
		snprintf(text, sizeof text, "%d", y);
		ui_put(ui_mayan_layout_label_row(l, y), l->left,
		    ui_attr(UI_DIM), text);
		for (int x = 0; x < MAYAN_WIDTH; x++)
			ui_mayan_draw_cell(v, l, x, y);
	}
	int row = ui_mayan_layout_cell_row(l, 0) + l->cell_h;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		snprintf(text, sizeof text, "%d", x);
		ui_put(row, ui_mayan_layout_cell_col(l, x) + l->cell_w / 2,
		    ui_attr(UI_DIM), text);
	}
}

/* The game's board as it stands or moves, the block picked up or hinted
 * lit and marked where it may go, the cursor while nothing moves. */
static void ui_mayan_view_game(const ui_mayan *g, ui_mayan_view *v)
{
	ui_mayan_view_board(v, mayan_session_board(ui_mayan_session(g)));
	if (g->animating) {
		memcpy(v->cell, g->show.cell, sizeof v->cell);
		for (int x = 0; x < MAYAN_WIDTH; x++)
			for (int y = 0; y < MAYAN_HEIGHT; y++)
				if (ui_mayan_show_lit(&g->show, x, y))
					v->lit |= MAYAN_CELL(x, y);
		return;
	}
	v->cursor = true;
	v->x = g->x;
	v->y = g->y;
	if (g->holding) {
		v->lit |= MAYAN_CELL(g->x, g->y);
		v->mark_left |= MAYAN_CELL(g->x, g->y);
		v->mark_right |= MAYAN_CELL(g->x, g->y);
	}
	if (g->hinting) {
		const mayan_cells hint = MAYAN_CELL(g->hint.x, g->hint.y);
		v->lit |= hint;
		if (g->hint.g > 0)
			v->mark_right |= hint;
		else
			v->mark_left |= hint;
	}
}

/* Searches from this n up say how far they have got: shorter ones are
 * over before the count would mean anything. */
enum { UI_MAYAN_LONG_SEARCH = 8 };

/* A move of the answer, "> (0,2) right", and a gap after it. */
enum { UI_MAYAN_ANSWER_WIDTH = 15 };

void ui_mayan_draw_search(mayan_assist_job *job, int y, int x, int width)
{
	char text[64];
	const char spinner = mayan_assist_job_spinner(job);
	const int n = mayan_assist_job_moves(job);
	if (spinner == '\0')
		return;
	snprintf(text, sizeof text, "Solving n=%d %c", n, spinner);
	ui_put_fitted(y++, x, width, ui_attr(UI_TITLE), text);
	if (n >= UI_MAYAN_LONG_SEARCH) {
		snprintf(text, sizeof text, "%llu positions",
		    (unsigned long long)mayan_assist_job_positions(job));
		ui_put_fitted(y++, x, width, ui_attr(UI_PLAIN), text);
	}
	ui_put_fitted(y, x, width, ui_attr(UI_DIM), "Esc cancels");
}

/* The rows the answer beside the board would take whole, its heading
 * and its moves; 0 when none is shown. */
static int ui_mayan_panel_wanted(const ui_mayan *g)
{
	const mayan_assist_answer *answer = &g->gs.game.answer;
	if (g->job != NULL || !g->panel ||
	    !mayan_assist_holds(answer, ui_mayan_session(g)) ||
	    !answer->found)
		return 0;
	return 1 + answer->count;
}

/* The answer beside the board, its next move marked; or the search at
 * work.  Its rows end with the board's; an answer longer than that goes
 * on in a second column up to the terminal's edge, and where there is
 * no room for one, "..." stands for the moves left out. */
static void ui_mayan_draw_panel(const ui_mayan *g, const ui_mayan_layout *l)
{
	const mayan_session *s = ui_mayan_session(g);
	const mayan_assist_answer *answer = &g->gs.game.answer;
	int x = l->left + l->panel, y = l->top;
	int rows = l->panel_rows, width = l->width - l->panel;
	char text[64];
	if (g->job != NULL) {
		ui_mayan_draw_search(g->job, y, x, width);
		return;
	}
	if (!g->panel || !mayan_assist_holds(answer, s))
		return;
	/* Moves are counted from 1, as a player counts them: the answer's
	 * first is the move after those made when it was sought. */
	if (!answer->found) {
		ui_put(y, x, ui_attr(UI_ALERT), "No answer");
		snprintf(text, sizeof text, "from move %d.",
		    answer->from + 1);
		ui_put(y + 1, x, ui_attr(UI_PLAIN), text);
		return;
	}
	/* An answer longer than the rows under its heading goes on in a
	 * second column where there is room for one, or else takes the
	 * heading's row too; only past that it ends in "...". */
	const bool two = answer->count > rows - 1 &&
	    COLS - x - 1 >= 2 * UI_MAYAN_ANSWER_WIDTH;
	if (two || answer->count < rows) {
		snprintf(text, sizeof text, "Answer from move %d:",
		    answer->from + 1);
		ui_put_fitted(y++, x, width, ui_attr(UI_TITLE), text);
		rows--;
	}
	const int per_column = rows;
	const int shown = two ? 2 * per_column : per_column;
	int next = mayan_session_move_count(s) - answer->from;
	/* The next move stays in sight: once it would fall past the last
	 * row, a "..." first stands for moves made, and the rows show
	 * those after them, up to the last that fit. */
	int first = 0;
	if (answer->count > shown && next > shown - 2) {
		first = answer->count - (shown - 1);
		if (first > next)
			first = next;
	}
	for (int slot = 0; slot < shown; slot++) {
		const int i = first > 0 ? first + slot - 1 : slot;
		const int row = y + slot % per_column;
		const int col = x + slot / per_column * UI_MAYAN_ANSWER_WIDTH;
		if ((slot == 0 && first > 0) ||
		    (slot == shown - 1 && i < answer->count - 1)) {
			ui_put(row, col, ui_attr(UI_DIM), "  ...");
			continue;
		}
		if (i >= answer->count)
			break;
		char drag[32];
		ui_mayan_drag_words(drag, sizeof drag, answer->move[i]);
		snprintf(text, sizeof text, "%s %s", i == next ? ">" : " ",
		    drag);
		ui_put(row, col, ui_attr(i < next ? UI_DIM : UI_PLAIN), text);
	}
}

/* The footer's keys that do nothing now, whose places are left blank:
 * u with no move to take back, r with none to play again. */
static const char *ui_mayan_idle_keys(const ui_mayan *g)
{
	const bool undo = game_can_undo(&g->gs.game);
	const bool redo = game_can_redo(&g->gs.game);
	return undo ? (redo ? "" : "r") : (redo ? "u" : "ur");
}

/* n's words in a footer of `keys` that names it: "new puzzle", as the
 * end of a puzzle says it, unless the one word leaves out fewer keys. */
static void ui_mayan_footer_new(const ui_key *keys, ui_key *n)
{
	n->brief = "new";
	const int left_out = ui_footer_left_out(keys);
	n->brief = "new puzzle";
	if (ui_footer_left_out(keys) > left_out)
		n->brief = "new";
}

/* The puzzle's keys at the foot; with a block picked up, Space's word
 * is what it then does, as Esc's help and the message line say: drop
 * the block.  On a random puzzle n follows Space, before the keys that
 * give way to it in a narrow terminal: the way to another puzzle is
 * named while one is played, not only at its end.  r, the least
 * needed, is left out where it would leave out a key after it (L, in a
 * terminal short of 80 columns). */
static void ui_mayan_draw_keys_footer(const ui_mayan *g)
{
	enum { UI_MAYAN_KEYS_MAX = 64 };
	ui_key keys[UI_MAYAN_KEYS_MAX], without_redo[UI_MAYAN_KEYS_MAX];
	int count = 0, others = 0, new_at = -1, new_other = -1;
	const bool random = ui_mayan_random(g);
	for (const ui_key *k = g->gs.screen.keys; k->key != 0 &&
	    count < UI_MAYAN_KEYS_MAX - 2; k++) {
		if (k->key == 'n')
			continue;
		keys[count] = *k;
		if (g->holding && k->key == ' ')
			keys[count].brief = "drop";
		if (k->key != 'r')
			without_redo[others++] = keys[count];
		count++;
		if (k->key == ' ' && random) {
			new_at = count;
			new_other = others;
			keys[count++] = without_redo[others++] =
			    *ui_key_find(g->gs.screen.keys, 'n');
		}
	}
	keys[count] = without_redo[others] =
	    (ui_key){ 0, NULL, NULL, NULL, NULL };
	if (new_at >= 0) {
		ui_mayan_footer_new(keys, &keys[new_at]);
		ui_mayan_footer_new(without_redo, &without_redo[new_other]);
	}
	const bool redo_fits = ui_footer_left_out(keys) <=
	    ui_footer_left_out(without_redo);
	ui_put_footer_idle(LINES - 1, redo_fits ? keys : without_redo,
	    ui_mayan_idle_keys(g));
}

/* The footer: the puzzle's keys, or once no move can follow what can
 * come next: for a failed puzzle the way back first (t where its review
 * found the move that made it impossible), then another random puzzle,
 * where the smallest terminal still has room for it, the undo and the
 * restart, and the next level. */
static void ui_mayan_draw_footer(const ui_mayan *g)
{
	const mayan_session *s = ui_mayan_session(g);
	if (!mayan_session_over(s) || g->animating) {
		ui_mayan_draw_keys_footer(g);
		return;
	}
	ui_key next[9];
	int count = 0, new_at = -1;
	const bool failed = !mayan_session_solved(s);
	if (failed && g->review.found)
		next[count++] = (ui_key){ 't', "t", NULL, "try again", NULL };
	if (ui_mayan_random(g)) {
		new_at = count;
		next[count++] = (ui_key){ 'n', "n", NULL, "new puzzle", NULL };
	}
	if (failed) {
		next[count++] = (ui_key){ 'u', "u", NULL, "undo", NULL };
		next[count++] = (ui_key){ 'R', "R", NULL, "restart", NULL };
	}
	if (ui_mayan_next_level(g))
		next[count++] = (ui_key){ ']', "]", NULL, "next level", NULL };
	next[count++] = (ui_key){ 'L', "L", NULL, "levels", NULL };
	next[count++] = (ui_key){ '?', "?", NULL, "help", NULL };
	/* Where q goes is the screen's table's word (back to the editor a
	 * puzzle was played from). */
	next[count++] = *ui_key_find(g->gs.screen.keys, 'q');
	next[count] = (ui_key){ 0, NULL, NULL, NULL, NULL };
	if (new_at >= 0)
		ui_mayan_footer_new(next, &next[new_at]);
	ui_put_footer_idle(LINES - 1, next, ui_mayan_idle_keys(g));
}

void ui_mayan_draw(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	const mayan_session *s = ui_mayan_session(g);
	ui_mayan_layout l = ui_mayan_layout_now();
	/* A long answer takes rows under the board where they are spare. */
	ui_mayan_layout_grow_panel(&l, LINES, ui_mayan_panel_wanted(g));
	int width = COLS - l.left;
	char text[256];
	ui_put(l.title_row, l.left, ui_attr(UI_TITLE), "TUMBLE  Mayan puzzle");
	if (g->level >= 0) {
		levels_said(g->pack, g->level, text, sizeof text);
		/* At the board's right, short of the terminal's edge. */
		int right = l.left + l.width < COLS ? l.left + l.width :
		    COLS - 1;
		ui_put(l.title_row, right - (int)strlen(text), ui_attr(UI_DIM),
		    text);
	}
	ui_mayan_view view;
	ui_mayan_view_game(g, &view);
	ui_mayan_draw_board(&view, &l);
	ui_mayan_draw_panel(g, &l);

	/* The moves and the blocks, then the puzzle's name, its best solve
	 * and the assisted mark, a column free at the edge: the last two
	 * where they fit whole, the name in the room they leave, cut short
	 * when it does not fit (but beside a level's standing, see below);
	 * a random puzzle's by its seed alone then, which alone makes it
	 * again (its moves are said before). */
	char best[48] = "", name[sizeof g->title + 3], fitted[sizeof name];
	/* In the words of the level menu's Solved column. */
	char standing[sizeof best - 3];
	mayan_tiers_status_words(g->gs.game.level_best,
	    g->gs.game.level_clean, g->gs.game.level_assisted, standing,
	    sizeof standing);
	/* Short of room for the standing, the figures close up to two
	 * blanks apart, so that it is whole at the board's smallest size
	 * ("Solved assisted" beside two-figure blocks). */
	const char *gap = "   ";
	int n;
	for (;;) {
		n = snprintf(text, sizeof text, "Moves: %d/%d%sBlocks: %d",
		    mayan_session_move_count(s), s->limit, gap,
		    mayan_board_blocks(mayan_session_board(s)));
		if (standing[0] != '\0')
			snprintf(best, sizeof best, "%s%s", gap, standing);
		if (gap[2] == '\0' || (int)strlen(best) <= width - 1 - n)
			break;
		gap = "  ";
	}
	int room = width - 1 - n;
	if ((int)strlen(best) > room)
		best[0] = '\0';
	room -= (int)strlen(best);
	/* The game's own mark, told from the level's standing where that
	 * is shown; with none beside it, the bare word needs no telling
	 * apart, and fits where the longer one would give way. */
	char assisted[32] = "";
	const char *mark = mayan_tiers_game_mark(g->gs.game.level_best,
	    g->gs.game.level_assisted && best[0] != '\0',
	    mayan_session_assisted(s));
	if (mark[0] != '\0')
		snprintf(assisted, sizeof assisted, "   %s", mark);
	if ((int)strlen(assisted) > room)
		assisted[0] = '\0';
	room -= (int)strlen(assisted);
	snprintf(name, sizeof name, "   %s", g->title);
	const char *seed = mayan_random_name_seed(g->gs.game.origin);
	if (ui_text_width(name) > room && seed != NULL)
		snprintf(name, sizeof name, "   %s", seed);
	/* A name cut to its first letters or fewer tells nothing; nor
	 * does a level's cut beside its standing, where the title row
	 * names the level: it gives way whole. */
	if (ui_text_width(name) > room && (room < 12 || best[0] != '\0'))
		name[0] = '\0';
	snprintf(text + n, sizeof text - (size_t)n, "%s%s%s",
	    ui_fit(fitted, sizeof fitted, name, room), best, assisted);
	ui_put(l.status, l.left, ui_attr(UI_TITLE), text);
	/* The last move, the message and trouble with the progress file,
	 * in the rows above the footer: short of them, the last move's
	 * line gives way, so that the message is whole. */
	ui_paragraph said[3];
	int count = 0;
	said[count++] = (ui_paragraph){ g->move_line, ui_attr(UI_PLAIN), 1 };
	said[count++] = (ui_paragraph){ g->gs.note.text,
	    ui_attr(g->gs.note.style), 0 };
	if (g->gs.game.alert[0] != '\0')
		said[count++] = (ui_paragraph){ g->gs.game.alert,
		    ui_attr(UI_ALERT), 0 };
	ui_put_paragraphs(l.status + 1, LINES - 1, l.left, said, count);
	ui_mayan_draw_footer(g);
}
