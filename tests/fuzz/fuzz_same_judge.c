/*
 * libFuzzer harness for the Same Game judge reader: any bytes must give
 * boards or a positioned error, never a crash; every board read is played
 * out greedily so the engine sees the reader's output too.
 */
#include <stddef.h>
#include <stdint.h>

#include "engine/same.h"
#include "io/same_judge.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Every game of the judge file, as `tumble greedy` plays them. */
static void fuzz_play(io_scan *scan)
{
	io_error error;
	long games;
	if (!same_judge_read_count(scan, &games, &error))
		return;
	for (long k = 0; k < games; k++) {
		same_board b;
		same_cluster moves[SAME_MAX_MOVES];
		if (!same_judge_read_board(scan, &b, SAME_JUDGE_ROWS,
		    SAME_JUDGE_COLS, SAME_JUDGE_COLORS, &error))
			return;
		same_greedy_play(&b, moves);
	}
	io_scan_at_end(scan);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan != NULL)
		fuzz_play(scan);
	io_scan_free(scan);
	return 0;
}
