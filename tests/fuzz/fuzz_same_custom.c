/*
 * libFuzzer harness for the custom board size file: any bytes must give
 * a size within the rules or a positioned error with the size held before
 * kept (the defaults here), never a crash; a size read is written and
 * read back the same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "engine/same.h"
#include "fuzz_support.h"
#include "io/same_custom.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool same_custom_equal(same_custom a, same_custom b)
{
	return a.rows == b.rows && a.cols == b.cols && a.colors == b.colors;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	io_error error;
	char message[512];
	same_custom c = same_custom_default(), again;
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool read = same_custom_parse(scan, &c, &error);
	io_scan_free(scan);
	if (!read) {
		if (!same_custom_equal(c, same_custom_default()) ||
		    error.line < 1 || error.col < 1)
			abort();
		return 0;
	}
	if (c.rows < 1 || c.rows > SAME_MAX_ROWS || c.cols < 1 ||
	    c.cols > SAME_MAX_COLS || c.colors < 1 ||
	    c.colors > SAME_MAX_COLORS)
		abort();
	const char *path = fuzz_temp_file("same-custom");
	if (!same_custom_write(path, &c, message, sizeof message) ||
	    !same_custom_read(path, &again, &error) ||
	    !same_custom_equal(c, again))
		abort();
	return 0;
}
