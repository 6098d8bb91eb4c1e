/*
 * libFuzzer harness for level files: the Mayan reader with its header of
 * `# key: value` lines.  Every field read must be found again by its key,
 * and the puzzle must play in a session: each move of the first column's
 * blocks, then undo back to the start, which must be the board read.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan.h"
#include "io/mayan_judge.h"
#include "session/mayan_session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static mayan_puzzle puzzle;
	static mayan_session session;
	io_error error;
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool read = mayan_judge_read(scan, &puzzle, &error);
	io_scan_free(scan);
	if (!read)
		return 0;
	for (int i = 0; i < puzzle.fields; i++)
		if (mayan_puzzle_field(&puzzle, puzzle.field[i].key) == NULL)
			abort();
	mayan_session_start(&session, &puzzle.board, puzzle.moves);
	for (int y = 0; !mayan_session_over(&session) &&
	    y < mayan_board_height(&puzzle.board, 0); y++)
		mayan_session_play(&session, (mayan_move){ 0, (int8_t)y, 1 });
	while (mayan_session_undo(&session))
		;
	if (!mayan_board_equal(mayan_session_board(&session), &puzzle.board))
		abort();
	return 0;
}
