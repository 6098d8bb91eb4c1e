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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static io_scan scan;
	io_error error;
	long games;
	io_scan_open_memory(&scan, (const char *)data, size, "fuzz");
	if (!same_judge_read_count(&scan, &games, &error))
		return 0;
	for (long k = 0; k < games; k++) {
		same_board b;
		same_cluster moves[SAME_MAX_MOVES];
		if (!same_judge_read_board(&scan, &b, SAME_JUDGE_ROWS,
		    SAME_JUDGE_COLS, SAME_JUDGE_COLORS, &error))
			return 0;
		same_greedy_play(&b, moves);
	}
	io_scan_at_end(&scan);
	return 0;
}
