/*
 * libFuzzer harness for the Mayan progress file: any bytes must give a
 * table or a positioned error, never a crash.  The good lines of a file
 * (kept even when others are bad) are given one more solve, under a name
 * made of the input's own bytes, written and read back, and must come
 * back the same: the harness that found names in UTF-8 set aside and an
 * indented '#1 5' read as a level.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "io/progress.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static progress_table table, again;
	io_error error;
	char message[512];
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	table.count = 0;
	progress_parse(scan, &table, &error);
	io_scan_free(scan);
	if (table.count < 0 || table.count > PROGRESS_MAX)
		abort();
	/* The new level's name is the input's first bytes, which may be
	 * anything: a name the file cannot hold must be refused. */
	char level[PROGRESS_NAME_MAX];
	const size_t len = size < 12 ? size : 12;
	memcpy(level, data, len);
	level[len] = '\0';
	const long moves = size > 0 ? 1 + data[size - 1] : 1;
	if (progress_add(&table, level, moves) &&
	    progress_best(&table, level) != moves)
		abort();
	const char *path = fuzz_temp_file("progress");
	if (!progress_write(path, &table, message, sizeof message) ||
	    !progress_read(path, &again, &error) || again.count != table.count)
		abort();
	for (int i = 0; i < table.count; i++)
		if (strcmp(table.entry[i].level, again.entry[i].level) != 0 ||
		    table.entry[i].moves != again.entry[i].moves)
			abort();
	return 0;
}
