/*
 * libFuzzer harness for the Same Game file reader that tells judge files
 * from board lists, and for board ids: any bytes must give boards or a
 * positioned error, never a crash; every board of a list is played out
 * greedily, and the input read as an id must parse or say why.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same.h"
#include "io/same_id.h"
#include "io/same_list.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	io_error error;
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan != NULL && same_file_detect(scan) == SAME_FILE_LIST) {
		same_board b;
		same_cluster moves[SAME_MAX_MOVES];
		bool found;
		while (same_list_read_board(scan, &b, &found, &error) &&
		    found) {
			if (b.rows < 1 || b.rows > SAME_MAX_ROWS ||
			    b.cols < 1 || b.cols > SAME_MAX_COLS)
				abort();
			same_greedy_play(&b, moves);
		}
	}
	io_scan_free(scan);
	char text[64];
	const size_t len = size < sizeof text - 1 ? size : sizeof text - 1;
	memcpy(text, data, len);
	text[len] = '\0';
	same_id id;
	char why[256];
	if (same_id_parse(text, &id, why, sizeof why)) {
		char again[SAME_ID_MAX];
		same_id_format(&id, again);
		same_id parsed;
		if (!same_id_parse(again, &parsed, why, sizeof why) ||
		    parsed.rows != id.rows || parsed.cols != id.cols ||
		    parsed.colors != id.colors || parsed.seed != id.seed)
			abort();
	}
	return 0;
}
