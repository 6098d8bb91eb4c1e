/*
 * The frames of a Same Game removal, without a terminal (see logic.h).
 */
#include "ui/same/logic.h"

#include <string.h>


void ui_same_frame_start(same_board *frame, const same_board *before,
    const same_cluster *removed)
{
	static same_clusters found;
	*frame = *before;
	same_clusters_find(before, &found);
	int label = found.label_of[same_board_index(removed->row,
	    removed->col)];
	for (int i = 0; i < SAME_CELLS; i++)
		if (label != 0 && found.label_of[i] == label)
			frame->cell[i] = 0;
}

/* Everything above the lowest hole of a column falls one row together,
 * so a column slides down as one piece rather than coming apart. */
static bool ui_same_fall_step(same_board *f)
{
	bool moved = false;
	for (int c = 1; c <= f->cols; c++) {
		uint8_t *cell = &f->cell[same_board_index(0, c)];
		int hole = 1;
		while (hole <= f->rows && cell[hole] != 0)
			hole++;
		int above = hole;
		while (above <= f->rows && cell[above] == 0)
			above++;
		if (above > f->rows)
			continue;
		memmove(&cell[hole], &cell[hole + 1],
		    (size_t)(f->rows - hole));
		cell[f->rows] = 0;
		moved = true;
	}
	return moved;
}

static bool ui_same_column_empty(const same_board *f, int c)
{
	return f->cell[same_board_index(1, c)] == 0;
}

static bool ui_same_close_step(same_board *f)
{
	int last = f->cols;
	while (last > 0 && ui_same_column_empty(f, last))
		last--;
	for (int c = 1; c < last; c++)
		if (ui_same_column_empty(f, c)) {
			for (int k = c; k < f->cols; k++)
				for (int r = 1; r <= f->rows; r++)
					f->cell[same_board_index(r, k)] =
					    f->cell[same_board_index(r, k + 1)];
			for (int r = 1; r <= f->rows; r++)
				f->cell[same_board_index(r, f->cols)] = 0;
			return true;
		}
	return false;
}

bool ui_same_frame_step(same_board *frame)
{
	return ui_same_fall_step(frame) || ui_same_close_step(frame);
}

