/*
 * What the suites of the Mayan screen's parts share (check_ui_mayan.c,
 * check_ui_mayan_search.c): a puzzle read from a file, and the NOIP 2011
 * sample started with its answer.
 */
#ifndef TUMBLE_TESTS_UI_MAYAN_FIXTURE_H
#define TUMBLE_TESTS_UI_MAYAN_FIXTURE_H

#include "engine/mayan.h"
#include "io/mayan_judge.h"
#include "session/mayan_session.h"

/* The puzzle in the file at `path`, which must read. */
mayan_puzzle read_puzzle(const char *path);

/* The sample's answer, and the sample started. */
extern const mayan_move sample_answer[3];
mayan_session sample_session(void);

#endif
