/*
 * libFuzzer harness for the days file (the days whose board of the day
 * was finished): any bytes must give a table or a positioned error, never
 * a crash.  A table that reads takes one more day, gives a streak no
 * longer than its days, is written and read back, and must come back the
 * same.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "io/days.h"
#include "session/daily.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static days_table table, again;
	io_error error;
	char message[512];
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	const bool read = days_parse(scan, &table, &error);
	io_scan_free(scan);
	if (!read)
		return 0;
	/* The day comes from the input: the fuzzer steers where it lands. */
	const long today = days_date(days_number(20261204) +
	    (size > 0 ? data[size - 1] : 0) - 128);
	days_add(&table, today);
	const daily_streak s = daily_streak_of(&table, today);
	if (s.current < 1 || s.current > s.longest || s.longest > s.days ||
	    s.days != table.count)
		abort();
	const char *path = fuzz_temp_file("days");
	if (!days_write(path, &table, message, sizeof message) ||
	    !days_read(path, &again, &error) || again.count != table.count ||
	    memcmp(again.day, table.day, sizeof table.day[0] *
	    (size_t)table.count) != 0)
		abort();
	return 0;
}
