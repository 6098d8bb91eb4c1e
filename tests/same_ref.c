/*
 * The plain Same Game rules (see same_ref.h): slow and obvious on purpose,
 * so that a test failing against them points at the engine.
 */
#include "same_ref.h"

#include <string.h>

ref_board ref_from(const same_board *b)
{
	ref_board g;
	memset(&g, 0, sizeof g);
	g.rows = b->rows;
	g.cols = b->cols;
	for (int r = 1; r <= b->rows; r++)
		for (int c = 1; c <= b->cols; c++)
			g.cell[r][c] = same_board_at(b, r, c);
	return g;
}

same_cluster ref_flood(const ref_board *g, int row, int col, ref_marks seen,
    int mark)
{
	/* Every ball is marked as it is pushed, so each is pushed once; the
	 * empty border stops the fill. */
	int stack[SAME_MAX_ROWS * SAME_MAX_COLS][2], top = 0;
	same_cluster found = { .row = row, .col = col,
		.color = g->cell[row][col] };
	stack[top][0] = row;
	stack[top++][1] = col;
	seen[row][col] = mark;
	while (top > 0) {
		top--;
		const int r = stack[top][0], c = stack[top][1];
		found.size++;
		if (c < found.col || (c == found.col && r < found.row)) {
			found.row = r;
			found.col = c;
		}
		static const int dr[4] = { 1, -1, 0, 0 };
		static const int dc[4] = { 0, 0, 1, -1 };
		for (int d = 0; d < 4; d++) {
			const int nr = r + dr[d], nc = c + dc[d];
			if (g->cell[nr][nc] == found.color && !seen[nr][nc]) {
				seen[nr][nc] = mark;
				stack[top][0] = nr;
				stack[top++][1] = nc;
			}
		}
	}
	return found;
}

same_cluster ref_greedy(const ref_board *g)
{
	ref_marks seen = { { 0 } };
	same_cluster best = { 0 };
	for (int c = 1; c <= g->cols; c++)
		for (int r = 1; r <= g->rows; r++) {
			if (g->cell[r][c] == 0 || seen[r][c])
				continue;
			const same_cluster x = ref_flood(g, r, c, seen, 1);
			if (x.size > best.size ||
			    (x.size == best.size &&
				(x.col < best.col ||
				    (x.col == best.col && x.row < best.row))))
				best = x;
		}
	return best.size >= 2 ? best : (same_cluster){ 0 };
}

same_cluster ref_remove(ref_board *g, int row, int col)
{
	if (row < 1 || row > g->rows || col < 1 || col > g->cols ||
	    g->cell[row][col] == 0)
		return (same_cluster){ 0 };
	ref_marks seen = { { 0 } };
	const same_cluster removed = ref_flood(g, row, col, seen, 1);
	if (removed.size < 2)
		return (same_cluster){ 0 };
	/* The balls left of each column from the bottom up, into the next
	 * column from the left that has any. */
	ref_board after = { .rows = g->rows, .cols = g->cols };
	int to_col = 1;
	for (int c = 1; c <= g->cols; c++) {
		int to_row = 1;
		for (int r = 1; r <= g->rows; r++)
			if (g->cell[r][c] != 0 && seen[r][c] == 0)
				after.cell[to_row++][to_col] = g->cell[r][c];
		if (to_row > 1)
			to_col++;
	}
	*g = after;
	return removed;
}

bool ref_over(const ref_board *g)
{
	/* The empty border ends the rows and columns. */
	for (int r = 1; r <= g->rows; r++)
		for (int c = 1; c <= g->cols; c++)
			if (g->cell[r][c] != 0 &&
			    (g->cell[r][c] == g->cell[r + 1][c] ||
				g->cell[r][c] == g->cell[r][c + 1]))
				return false;
	return true;
}

int ref_balls(const ref_board *g)
{
	int balls = 0;
	for (int r = 1; r <= g->rows; r++)
		for (int c = 1; c <= g->cols; c++)
			balls += g->cell[r][c] != 0;
	return balls;
}

int ref_points(int size)
{
	return (size - 2) * (size - 2);
}

int ref_clear_bonus(const ref_board *g)
{
	return ref_balls(g) == 0 ? 1000 : 0;
}

int ref_greedy_game(ref_board *g, same_cluster moves[SAME_MAX_MOVES])
{
	for (int count = 0;; count++) {
		const same_cluster m = ref_greedy(g);
		if (m.size < 2)
			return count;
		ref_remove(g, m.row, m.col);
		moves[count] = m;
	}
}

long ref_greedy_score(const same_board *start)
{
	ref_board g = ref_from(start);
	same_cluster moves[SAME_MAX_MOVES];
	const int count = ref_greedy_game(&g, moves);
	long score = ref_clear_bonus(&g);
	for (int i = 0; i < count; i++)
		score += ref_points(moves[i].size);
	return score;
}
