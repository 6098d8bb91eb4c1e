/*
 * Mayan moves shown frame by frame (see logic.h).  Which blocks vanish,
 * and the board each stage comes to rest on, come from the engine
 * (mayan_board_drag and mayan_board_settle_step); the frames only fill in
 * the falling between.
 */
#include "ui/mayan/logic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static void ui_mayan_show_set(ui_mayan_show *show, const mayan_board *b)
{
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			show->cell[x][y] = (uint8_t)mayan_board_at(b, x, y);
}

void ui_mayan_show_start(ui_mayan_show *show, const mayan_board *before,
    mayan_move m)
{
	memset(show, 0, sizeof *show);
	ui_mayan_show_set(show, before);
	show->stage = *before;
	mayan_board_drag(&show->stage, m);
	/* A swap or a slide: either way the block is now beside its column
	 * at its own height, and gravity does the rest frame by frame. */
	uint8_t moved = show->cell[m.x][m.y];
	show->cell[m.x][m.y] = show->cell[m.x + m.g][m.y];
	show->cell[m.x + m.g][m.y] = moved;
}

/* Everything above the lowest hole of a column falls one row together,
 * so a stack drops as one piece; false when nothing hangs. */
static bool ui_mayan_fall_step(ui_mayan_show *show)
{
	bool moved = false;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		uint8_t *col = show->cell[x];
		int hole = 0;
		while (hole < MAYAN_HEIGHT && col[hole] != 0)
			hole++;
		int above = hole;
		while (above < MAYAN_HEIGHT && col[above] == 0)
			above++;
		if (above >= MAYAN_HEIGHT)
			continue;
		memmove(&col[hole], &col[hole + 1],
		    (size_t)(MAYAN_HEIGHT - 1 - hole));
		col[MAYAN_HEIGHT - 1] = 0;
		moved = true;
	}
	return moved;
}

bool ui_mayan_show_step(ui_mayan_show *show)
{
	if (show->flash_frames > 0) {
		if (--show->flash_frames == 0) {
			for (int x = 0; x < MAYAN_WIDTH; x++)
				for (int y = 0; y < MAYAN_HEIGHT; y++)
					if (show->flash & MAYAN_CELL(x, y))
						show->cell[x][y] = 0;
			show->flash = 0;
		}
		return true;
	}
	if (ui_mayan_fall_step(show))
		return true;
	/* At rest on the stage's board: the engine says what vanishes. */
	mayan_cells gone = mayan_board_settle_step(&show->stage);
	if (gone == 0)
		return false;
	show->flash = gone;
	show->flash_frames = UI_MAYAN_FLASH_FRAMES;
	show->chain++;
	return true;
}

bool ui_mayan_show_lit(const ui_mayan_show *show, int x, int y)
{
	return (show->flash & MAYAN_CELL(x, y)) && show->flash_frames % 2 == 0;
}

void ui_mayan_drag_words(char *out, size_t size, mayan_move m)
{
	snprintf(out, size, "(%d,%d) %s", m.x, m.y, m.g > 0 ? "right" :
	    "left");
}
