/*
 * libFuzzer harness for the high score file: any bytes must give a table
 * or a positioned error, never a crash.  A table that reads is given one
 * more score, written and read back, and must come back the same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "io/scores.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static scores_table table, again;
	io_error error;
	char message[512];
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool read = scores_parse(scan, &table, &error);
	io_scan_free(scan);
	if (!read)
		return 0;
	/* The kind and score come from the input, so the fuzzer steers
	 * where the new score lands. */
	char kind[sizeof table.entry[0].kind];
	snprintf(kind, sizeof kind, "%s", table.count > 0 ?
	    table.entry[0].kind : "same-10x15x3");
	long score = size > 0 ? (long)data[size - 1] * 1000 : 0;
	int rank = scores_add(&table, kind, score, "2026-11-29");
	if (rank < 0 || rank > SCORES_PER_KIND || table.count > SCORES_MAX)
		abort();
	if (rank > 0 && scores_best(&table, kind) < score)
		abort();
	const char *path = fuzz_temp_file("scores");
	if (!scores_write(path, &table, message, sizeof message) ||
	    !scores_read(path, &again, &error) || again.count != table.count)
		abort();
	for (int i = 0; i < table.count; i++)
		if (strcmp(table.entry[i].kind, again.entry[i].kind) != 0 ||
		    table.entry[i].score != again.entry[i].score ||
		    strcmp(table.entry[i].date, again.entry[i].date) != 0)
			abort();
	return 0;
}
