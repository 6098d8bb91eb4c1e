/*
 * What the suites of the Mayan screen's parts share (see
 * ui_mayan_fixture.h).
 */
#include "ui_mayan_fixture.h"

#include <check.h>

#include "io/levels.h"
#include "io/scan.h"
#include "support.h"

mayan_puzzle read_puzzle(const char *path)
{
	mayan_puzzle p;
	io_error e;
	ck_assert_msg(levels_read_puzzle(path, &p, &e), "%s:%d:%d: %s",
	    e.file, e.line, e.col, e.what);
	return p;
}

const mayan_move sample_answer[3] = {
	{ 2, 1, 1 }, { 3, 1, 1 }, { 3, 0, 1 },
};

mayan_session sample_session(void)
{
	mayan_puzzle p = read_puzzle(
	    support_test_path("data/mayan/noip2011/sample.in"));
	mayan_session s;
	mayan_session_start(&s, &p.board, p.moves);
	return s;
}
