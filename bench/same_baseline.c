/*
 * A plain greedy replay to measure `tumble greedy` against: at every move
 * it flood-fills from every cell to find that cell's cluster, keeps the
 * best by the judge's rule, and prints with printf.  Straightforward code,
 * the way the rule reads, with no cleverness.
 */
#include <stdio.h>
#include <string.h>

#define ROWS 10
#define COLS 15

static char grid[ROWS][COLS]; /* [row from the bottom][column], 0 empty */

static int flood(int r, int c, char color, int seen[ROWS][COLS], int *rep_r,
    int *rep_c)
{
	if (r < 0 || r >= ROWS || c < 0 || c >= COLS || seen[r][c] ||
	    grid[r][c] != color)
		return 0;
	seen[r][c] = 1;
	if (c < *rep_c || (c == *rep_c && r < *rep_r)) {
		*rep_r = r;
		*rep_c = c;
	}
	return 1 + flood(r + 1, c, color, seen, rep_r, rep_c) +
	    flood(r - 1, c, color, seen, rep_r, rep_c) +
	    flood(r, c + 1, color, seen, rep_r, rep_c) +
	    flood(r, c - 1, color, seen, rep_r, rep_c);
}

static void clear_cluster(int r, int c, char color)
{
	if (r < 0 || r >= ROWS || c < 0 || c >= COLS || grid[r][c] != color)
		return;
	grid[r][c] = 0;
	clear_cluster(r + 1, c, color);
	clear_cluster(r - 1, c, color);
	clear_cluster(r, c + 1, color);
	clear_cluster(r, c - 1, color);
}

static void compress(void)
{
	for (int c = 0; c < COLS; c++) {
		int to = 0;
		for (int r = 0; r < ROWS; r++)
			if (grid[r][c])
				grid[to++][c] = grid[r][c];
		for (; to < ROWS; to++)
			grid[to][c] = 0;
	}
	int to = 0;
	for (int c = 0; c < COLS; c++) {
		if (!grid[0][c])
			continue;
		for (int r = 0; r < ROWS; r++)
			grid[r][to] = grid[r][c];
		to++;
	}
	for (; to < COLS; to++)
		for (int r = 0; r < ROWS; r++)
			grid[r][to] = 0;
}

int main(void)
{
	int games;
	if (scanf("%d", &games) != 1)
		return 1;
	for (int g = 1; g <= games; g++) {
		for (int r = ROWS - 1; r >= 0; r--) {
			char line[64];
			if (scanf("%63s", line) != 1 || strlen(line) != COLS)
				return 1;
			memcpy(grid[r], line, COLS);
		}
		if (g > 1)
			printf("\n");
		printf("Game %d:\n\n", g);
		long score = 0;
		int moves = 0, balls = ROWS * COLS;
		for (;;) {
			int best = 0, best_r = 0, best_c = 0;
			for (int r = 0; r < ROWS; r++)
				for (int c = 0; c < COLS; c++) {
					if (!grid[r][c])
						continue;
					int seen[ROWS][COLS];
					memset(seen, 0, sizeof seen);
					int rr = r, rc = c;
					int size = flood(r, c, grid[r][c], seen,
					    &rr, &rc);
					if (size > best ||
					    (size == best &&
						(rc < best_c ||
						    (rc == best_c &&
							rr < best_r)))) {
						best = size;
						best_r = rr;
						best_c = rc;
					}
				}
			if (best < 2)
				break;
			char color = grid[best_r][best_c];
			clear_cluster(best_r, best_c, color);
			compress();
			score += (long)(best - 2) * (best - 2);
			balls -= best;
			printf("Move %d at (%d,%d): removed %d balls of color %c, "
			       "got %d points.\n", ++moves, best_r + 1,
			    best_c + 1, best, color, (best - 2) * (best - 2));
		}
		if (balls == 0)
			score += 1000;
		printf("Final score: %ld, with %d balls remaining.\n", score,
		    balls);
	}
	return 0;
}
