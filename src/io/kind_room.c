/*
 * Room in the tables kept per board kind (see kind_room.h).
 */
#include "io/kind_room.h"

#include <stdio.h>
#include <string.h>

#include "io/escape.h"
#include "io/scores.h"

int kind_room_oldest_daily(const void *entry, int count, size_t size,
    long after)
{
	int oldest = -1;
	long when = 0;
	for (int i = 0; i < count; i++) {
		const long date = scores_kind_daily_date((const char *)entry +
		    (size_t)i * size);
		if (date > after && (oldest < 0 || date < when)) {
			oldest = i;
			when = date;
		}
	}
	return oldest;
}

void kind_room_drop(void *entry, int *count, size_t size, int i)
{
	char *at = (char *)entry + (size_t)i * size;
	(*count)--;
	memmove(at, at + size, (size_t)(*count - i) * size);
}

bool kind_room_drop_oldest_daily(void *entry, int *count, size_t size)
{
	const int old = kind_room_oldest_daily(entry, *count, size, 0);
	if (old < 0)
		return false;
	kind_room_drop(entry, count, size, old);
	return true;
}

void kind_room_full(char *message, size_t message_size, const char *path,
    int max, const char *what)
{
	const size_t said = strlen(message);
	snprintf(message + said, message_size - said, "%s%s is full (%d %s) "
	    "and none can give way: this game is not kept in it.",
	    said > 0 ? "  " : "", path, max, what);
}

void kind_room_unheld(char *message, size_t message_size, const char *path,
    const char *name, const char *value)
{
	char shown[1024];
	const size_t said = strlen(message);
	escape_for_terminal(shown, sizeof shown, value);
	snprintf(message + said, message_size - said, "%s%s cannot hold the "
	    "name of %s '%s' (a blank, a control byte or a '#' first): this "
	    "game is not kept in it.", said > 0 ? "  " : "", path, name,
	    shown);
}
