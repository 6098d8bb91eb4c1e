/*
 * What the suites of the Mayan puzzle editor share (see
 * mayan_edit_fixture.h).
 */
#include "mayan_edit_fixture.h"

#include <check.h>

void edit_row(mayan_edit_board *e, const int colors[MAYAN_WIDTH], int n)
{
	mayan_board empty;
	mayan_board_clear(&empty);
	mayan_edit_open(e, &empty, n);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		mayan_edit_point(e, x, 0);
		if (colors[x] != 0)
			ck_assert(mayan_edit_put(e, colors[x]));
	}
}
