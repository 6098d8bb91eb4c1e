/*
 * libFuzzer harness for the marks file (the marks earned on each board):
 * any bytes must give a table or a positioned error, never a crash.  A
 * table that reads takes one more mark, is written and read back, and
 * must come back the same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "io/marks.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static marks_table table, again;
	io_error error;
	char message[512];
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool read = marks_parse(scan, &table, &error);
	io_scan_free(scan);
	if (!read)
		return 0;
	/* The board and the mark come from the input, so the fuzzer steers
	 * where the mark lands. */
	char board[sizeof table.entry[0].board];
	snprintf(board, sizeof board, "%s", table.count > 0 ?
	    table.entry[0].board : "same-standard-1");
	const unsigned mark = size > 0 ? 1u << (data[size - 1] % MARK_COUNT) :
	    MARK_CLEARED;
	const unsigned before = marks_of(&table, board);
	const unsigned earned = marks_add(&table, board, mark);
	if (earned != (mark & ~before) ||
	    marks_of(&table, board) != (before | mark))
		abort();
	const char *path = fuzz_temp_file("marks");
	if (!marks_write(path, &table, message, sizeof message) ||
	    !marks_read(path, &again, &error) || again.count != table.count)
		abort();
	for (int i = 0; i < table.count; i++)
		if (strcmp(table.entry[i].board, again.entry[i].board) != 0 ||
		    table.entry[i].marks != again.entry[i].marks)
			abort();
	return 0;
}
