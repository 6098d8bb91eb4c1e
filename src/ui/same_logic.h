/*
 * The parts of the Same Game screen that need no terminal: the moves its
 * keys make through the session, the frames of a removal as it is shown
 * (balls falling, then columns closing), and fresh seeds.  Kept apart so
 * that the tests check them without curses.
 */
#ifndef TUMBLE_UI_SAME_LOGIC_H
#define TUMBLE_UI_SAME_LOGIC_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/same.h"
#include "session/same_session.h"

/* Play the greedy move of the current position, as `tumble greedy` would;
 * returns the cluster removed, size 0 when the game is over. */
same_cluster ui_same_action_greedy(same_session *s);

/* The first frame of a removal: `before` with the removed cluster's balls
 * gone and nothing fallen yet.  Frames use only the cells of a board. */
void ui_same_frame_start(same_board *frame, const same_board *before,
    const same_cluster *removed);
/* One step of the show: in every column the balls over the lowest hole
 * fall one row together; once none can, the leftmost empty column
 * closes.  False when the frame has come to rest, which is then the board
 * after the move. */
bool ui_same_frame_step(same_board *frame);

/* A seed for a new random board, short enough to read out and type. */
uint64_t ui_same_fresh_seed(void);

#endif
