/*
 * The parts of the Same Game screen that need no terminal: the frames of
 * a removal as it is shown (balls falling, then columns closing).  Kept
 * apart so that the tests check them without curses.  The planner's line
 * and review are the session's (session/same_assist.h).
 */
#ifndef TUMBLE_UI_SAME_LOGIC_H
#define TUMBLE_UI_SAME_LOGIC_H

#include <stdbool.h>

#include "engine/same.h"

/* The first frame of a removal: `before` with the removed cluster's balls
 * gone and nothing fallen yet.  Frames use only the cells of a board. */
void ui_same_frame_start(same_board *frame, const same_board *before,
    const same_cluster *removed);
/* One step of the show: in every column the balls over the lowest hole
 * fall one row together; once none can, the leftmost empty column
 * closes.  False when the frame has come to rest, which is then the board
 * after the move. */
bool ui_same_frame_step(same_board *frame);

#endif
