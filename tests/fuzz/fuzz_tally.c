/*
 * libFuzzer harness for the tally file (the games counted per board
 * kind): any bytes must give a table or a positioned error, never a
 * crash.  A table that reads takes one more game and share, is written
 * and read back, and must come back the same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "io/tally.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static tally_table table, again;
	io_error error;
	char message[512];
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool read = tally_parse(scan, &table, &error);
	io_scan_free(scan);
	if (!read)
		return 0;
	/* The kind and the share come from the input. */
	char kind[sizeof table.entry[0].kind];
	snprintf(kind, sizeof kind, "%s", table.count > 0 ?
	    table.entry[0].kind : "same-10x15x3");
	if (tally_add_game(&table, kind, size % 2 == 0))
		tally_add_share(&table, kind, size > 0 ? data[0] : 0);
	const tally_entry *x = tally_find(&table, kind);
	if (x != NULL && (x->cleared > x->games || x->beside > x->games))
		abort();
	const char *path = fuzz_temp_file("tally");
	if (!tally_write(path, &table, message, sizeof message) ||
	    !tally_read(path, &again, &error) || again.count != table.count)
		abort();
	for (int i = 0; i < table.count; i++) {
		const tally_entry *a = &table.entry[i], *b = &again.entry[i];
		if (strcmp(a->kind, b->kind) != 0 || a->games != b->games ||
		    a->cleared != b->cleared || a->beside != b->beside ||
		    a->shares != b->shares || a->best != b->best)
			abort();
	}
	return 0;
}
