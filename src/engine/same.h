/*
 * Same Game rules: the board, clusters, removal with gravity and column
 * closing, scoring, the end of the game and the greedy choice.
 *
 * Pure functions over a value type: no I/O, no allocation, no globals, so
 * the batch judge, the planner, the session and the tests all share them.
 *
 * The board is stored column by column with a border of empty cells, so a
 * flood fill needs no bounds checks and gravity is a compaction of one
 * column.  Column c (1-based from the left) and row r (1-based from the
 * bottom) live at index c * SAME_STRIDE + r; index 0 of each column and
 * column 0 are the empty border.
 */
#ifndef TUMBLE_ENGINE_SAME_H
#define TUMBLE_ENGINE_SAME_H

#include <stdbool.h>
#include <stdint.h>

#define SAME_MAX_ROWS 20
#define SAME_MAX_COLS 20
#define SAME_MAX_COLORS 6
#define SAME_STRIDE (SAME_MAX_ROWS + 2)
#define SAME_CELLS ((SAME_MAX_COLS + 2) * SAME_STRIDE)

/* The judge's board. */
#define SAME_JUDGE_ROWS 10
#define SAME_JUDGE_COLS 15
#define SAME_JUDGE_COLORS 3

#define SAME_CLEAR_BONUS 1000

typedef struct same_board {
	int rows;           /* board height, 1..SAME_MAX_ROWS */
	int cols;           /* board width, 1..SAME_MAX_COLS */
	int colors;         /* number of colours in play, 1..SAME_MAX_COLORS */
	int width;          /* columns still holding balls (they are
			     * 1..width) */
	int balls;          /* balls left on the board */
	uint8_t height[SAME_MAX_COLS + 2];
	uint8_t cell[SAME_CELLS]; /* 0 empty, else colour 1..colors */
} same_board;

/* A cluster as the judge names it: its representative ball (leftmost
 * column, lowest in that column), colour and size. */
typedef struct same_cluster {
	int row;   /* 1-based from the bottom */
	int col;   /* 1-based from the left */
	int color; /* 1..colors */
	int size;
} same_cluster;

/* Every cluster of a position, each cell labelled with its cluster. */
typedef struct same_clusters {
	int count;
	uint16_t label_of[SAME_CELLS]; /* cluster index + 1, 0 for empty */
	same_cluster list[SAME_MAX_ROWS * SAME_MAX_COLS];
} same_clusters;

/* The letters the judge uses for colours 1..3, and the ones that follow for
 * larger palettes; '?' for a number that is no colour.  Inline, as the
 * judge's output names a colour on every line. */
extern const char same_color_letters[SAME_MAX_COLORS + 2];
static inline char same_color_letter(int color)
{
	return color >= 1 && color <= SAME_MAX_COLORS ?
	    same_color_letters[color] : '?';
}
/* Colour number for a letter, 0 when it is no colour. */
extern const uint8_t same_color_by_letter[256];
static inline int same_color_of_letter(int letter)
{
	return letter >= 0 && letter < 256 ? same_color_by_letter[letter] : 0;
}

/* An empty board of the given size; false when a size is out of range. */
bool same_board_init(same_board *b, int rows, int cols, int colors);
static inline int same_board_index(int row, int col)
{
	return col * SAME_STRIDE + row;
}
static inline int same_board_at(const same_board *b, int row, int col)
{
	return b->cell[same_board_index(row, col)];
}
/* Set a cell while building a board; call same_board_settle() after. */
static inline void same_board_put(same_board *b, int row, int col,
    int color)
{
	b->cell[same_board_index(row, col)] = (uint8_t)color;
}
/* Make a freshly filled board obey gravity and recount heights and balls. */
void same_board_settle(same_board *b);
/* The same for a board with a ball in every cell, which has nothing to
 * fall or close: only the heights and the count are set. */
void same_board_settle_full(same_board *b);
/* A uniformly random full board from a 64-bit seed. */
void same_board_random(same_board *b, int rows, int cols, int colors,
    uint64_t seed);
bool same_board_equal(const same_board *a, const same_board *b);

/* The cluster containing (row, col); size 0 when the cell is empty. */
same_cluster same_cluster_at(const same_board *b, int row, int col);
/* Label every cluster, in the order of their representatives. */
void same_clusters_find(const same_board *b, same_clusters *out);

/* Points for removing a cluster of size m: (m-2)^2. */
static inline int same_points(int size)
{
	return (size - 2) * (size - 2);
}
/* Remove the cluster containing (row, col) if it has 2 or more balls, then
 * let balls fall and close empty columns.  Returns the removed cluster
 * (size 0 and the board untouched when there is nothing to remove). */
same_cluster same_board_remove(same_board *b, int row, int col);
/* True when no cluster of 2 or more remains (this includes empty). */
bool same_board_over(const same_board *b);
/* The bonus the finished board earns. */
static inline int same_final_bonus(const same_board *b)
{
	return b->balls == 0 ? SAME_CLEAR_BONUS : 0;
}

/* The greedy choice of SPEC.md: largest cluster, then leftmost, then
 * lowest representative.  Size < 2 means the game is over. */
same_cluster same_greedy_choice(const same_board *b);

/* A game removes at least 2 balls a move. */
#define SAME_MAX_MOVES (SAME_MAX_ROWS * SAME_MAX_COLS / 2)
/* Play the greedy strategy from `b` to the end of the game, storing its
 * moves in `moves` (room for SAME_MAX_MOVES); `b` ends at the final
 * position.  Returns the number of moves. */
int same_greedy_play(same_board *b, same_cluster *moves);

#endif
