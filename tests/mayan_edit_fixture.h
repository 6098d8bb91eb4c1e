/*
 * What the suites of the Mayan puzzle editor share (check_mayan_edit.c,
 * check_mayan_edit_files.c): an editor opened on a row of blocks.
 */
#ifndef TUMBLE_TESTS_MAYAN_EDIT_FIXTURE_H
#define TUMBLE_TESTS_MAYAN_EDIT_FIXTURE_H

#include "engine/mayan.h"
#include "session/mayan_edit.h"

/* An editor on a row 0 of `colors` (0 for an empty cell), for n. */
void edit_row(mayan_edit_board *e, const int colors[MAYAN_WIDTH], int n);

#endif
