/*
 * libFuzzer harness for the history file check: any bytes must be taken
 * or refused with a position, never a crash, and what is taken holds
 * nothing libedit would stumble on: a header, then lines of neither
 * blanks nor control bytes.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "io/history_file.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	io_error error;
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool taken = history_file_parse(scan, NULL, &error);
	io_scan_free(scan);
	if (!taken) {
		if (error.line < 1 || error.col < 1)
			abort();
		return 0;
	}
	const size_t header = strlen(HISTORY_FILE_HEADER);
	if (size > 0 && (size < header ||
	    memcmp(data, HISTORY_FILE_HEADER, header) != 0))
		abort();
	for (size_t i = 0; i < size; i++)
		if ((data[i] <= ' ' && data[i] != '\n') || data[i] == 0x7f ||
		    (data[i] == '\n' && i + 1 < size && data[i + 1] == '\n'))
			abort();
	return 0;
}
