/*
 * Times as people write them on a command line: `2`, `0.3`, `.5`, `10.`.
 * One reader for every option and command that takes seconds, so that
 * they all accept the same forms and refuse the same mistakes: no sign,
 * no exponent, no hex (`0x10` is not 16 s), no `inf` or `nan`, no spaces.
 * What 0 means (usually: no limit) is the caller's to say.
 */
#ifndef TUMBLE_IO_SECONDS_H
#define TUMBLE_IO_SECONDS_H

#include <stdbool.h>
#include <stddef.h>

/* The longest time taken: a year, far past any search anyone waits for,
 * and well inside what a timespec and a double hold exactly enough. */
#define IO_SECONDS_MAX (366.0 * 24 * 3600)
/* The longest a search may be asked to take: a day is more than anyone
 * waits for a board, and a longer wait is a typo.  `plan` and `solve`
 * alike, in the batch commands and at the prompt. */
#define IO_SECONDS_BUDGET_MAX 86400.0

/* Read `text` as a decimal number of seconds, 0 to IO_SECONDS_MAX; false
 * (and `seconds` untouched) when it is anything else. */
bool io_seconds_parse(const char *text, double *seconds);

/* The same for the time a search is given, 0 to IO_SECONDS_BUDGET_MAX. */
bool io_seconds_parse_budget(const char *text, double *seconds);
/* What such a time may be, in the words of every message that refuses
 * one: "seconds from 0 (ZERO) to 86400, such as 2 or 0.5", `zero` saying
 * what 0 does where it is asked, which is not the same everywhere. */
void io_seconds_budget_words(char *out, size_t size, const char *zero);
/* Room for them. */
#define IO_SECONDS_WORDS_MAX 128

/* Write `seconds` as the reader reads it back, in the fewest decimals
 * that it reads back from exactly, which says a time as it was asked:
 * 0.3, 2, 0.0000001 (where %g gives 1e-07, which the reader refuses),
 * 0.0123456789012 (where %g gives 0.0123457); only a time too small for
 * eighteen decimals is said as %g says it. */
void io_seconds_format(char *out, size_t size, double seconds);

#endif
