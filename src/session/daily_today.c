/*
 * Today's date for the board of the day (see daily.h): the local clock's,
 * or the one TUMBLE_TODAY sets.  Apart from the streak, which reads the
 * games kept, so that opening a game asks the date alone.
 */
#include "session/daily.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "io/days.h"
#include "io/escape.h"

/* The date TUMBLE_TODAY sets, YYYYMMDD or YYYY-MM-DD as the data files
 * write it; 0 for none or one that is not a date. */
static long daily_fixed(const char *fixed)
{
	if (fixed == NULL)
		return 0;
	char digits[9];
	if (strlen(fixed) == 10 && fixed[4] == '-' && fixed[7] == '-') {
		memcpy(digits, fixed, 4);
		memcpy(digits + 4, fixed + 5, 2);
		memcpy(digits + 6, fixed + 8, 3);
	} else if (strlen(fixed) == 8) {
		memcpy(digits, fixed, 9);
	} else {
		return 0;
	}
	if (strspn(digits, "0123456789") != 8 ||
	    days_number(atol(digits)) < 0)
		return 0;
	return atol(digits);
}

long daily_today(void)
{
	const long fixed = daily_fixed(getenv("TUMBLE_TODAY"));
	if (fixed != 0)
		return fixed;
	const time_t now = time(NULL);
	struct tm local;
	if (localtime_r(&now, &local) == NULL)
		return 20000101;
	return (local.tm_year + 1900L) * 10000 + (local.tm_mon + 1) * 100 +
	    local.tm_mday;
}

bool daily_env_warning(char *out, size_t size)
{
	const char *fixed = getenv("TUMBLE_TODAY");
	if (fixed == NULL || daily_fixed(fixed) != 0)
		return false;
	char shown[64];
	escape_for_terminal(shown, sizeof shown, fixed);
	snprintf(out, size, "TUMBLE_TODAY='%s' is not a date as YYYYMMDD "
	    "or YYYY-MM-DD; ignored", shown);
	return true;
}
