/*
 * libFuzzer harness for the reviews file (the player's games beside the
 * planner's): any bytes must give a table or a positioned error, never a
 * crash.  A table that reads takes one more game, is written and read
 * back, and must come back the same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "io/reviews.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static reviews_table table, again;
	io_error error;
	char message[512];
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool read = reviews_parse(scan, &table, &error);
	io_scan_free(scan);
	if (!read)
		return 0;
	/* The kind and scores come from the input, so the fuzzer steers
	 * which entry the game lands on. */
	char kind[sizeof table.entry[0].kind];
	snprintf(kind, sizeof kind, "%s", table.count > 0 ?
	    table.entry[0].kind : "same-10x15x3");
	const long yours = size > 0 ? (long)data[size - 1] * 1000 : 0;
	const long planner = size > 1 ? (long)data[size - 2] * 1000 + 1 : 1;
	if (reviews_add(&table, kind, yours, planner, "2026-12-03")) {
		const reviews_entry *x = reviews_find(&table, kind);
		if (x == NULL || x->games < 1 || reviews_percent(x) < 0)
			abort();
	}
	const char *path = fuzz_temp_file("reviews");
	if (!reviews_write(path, &table, message, sizeof message) ||
	    !reviews_read(path, &again, &error) || again.count != table.count)
		abort();
	for (int i = 0; i < table.count; i++) {
		const reviews_entry *a = &table.entry[i], *b = &again.entry[i];
		if (strcmp(a->kind, b->kind) != 0 || a->games != b->games ||
		    a->yours != b->yours || a->planner != b->planner ||
		    strcmp(a->date, b->date) != 0)
			abort();
	}
	return 0;
}
