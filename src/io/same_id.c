/*
 * Board ids and sizes (see same_id.h).
 */
#include "io/same_id.h"

#include "engine/same_clearable.h"
#include "io/escape.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

/* A whole decimal number in [min, max] from text[0..len), digits only. */
static bool parse_number(const char *text, size_t len, uint64_t min,
    uint64_t max, uint64_t *out)
{
	if (len == 0 || len > 19)
		return false;
	uint64_t value = 0;
	for (size_t i = 0; i < len; i++) {
		if (text[i] < '0' || text[i] > '9')
			return false;
		value = value * 10 + (uint64_t)(text[i] - '0');
	}
	if (value < min || value > max)
		return false;
	*out = value;
	return true;
}

static bool parse_size_part(const char *text, size_t len, int *rows,
    int *cols)
{
	const char *x = memchr(text, 'x', len);
	uint64_t r, c;
	if (x == NULL ||
	    !parse_number(text, (size_t)(x - text), 1, SAME_MAX_ROWS, &r) ||
	    !parse_number(x + 1, len - (size_t)(x + 1 - text), 1,
	    SAME_MAX_COLS, &c))
		return false;
	*rows = (int)r;
	*cols = (int)c;
	return true;
}

bool same_id_parse_size(const char *text, int *rows, int *cols, char *why,
    size_t why_size)
{
	if (parse_size_part(text, strlen(text), rows, cols))
		return true;
	escape_fit(why, why_size, "expected a size ROWSxCOLUMNS (each 1 to %d, "
	    "as 15x15), found '%s'", SAME_MAX_ROWS, text);
	return false;
}

bool same_id_looks_like_id(const char *text)
{
	const char *colon = strchr(text, ':');
	return colon != NULL && strchr(colon + 1, ':') != NULL;
}

bool same_id_parse(const char *text, same_id *id, char *why,
    size_t why_size)
{
	const char *first = strchr(text, ':');
	const char *second = first ? strchr(first + 1, ':') : NULL;
	uint64_t colors, seed;
	const bool clearable = second != NULL && second[1] == 'c';
	const char *seed_text = second == NULL ? NULL
	    : second + (clearable ? 2 : 1);
	if (first != NULL && second != NULL &&
	    parse_size_part(text, (size_t)(first - text), &id->rows,
	    &id->cols) &&
	    parse_number(first + 1, (size_t)(second - first - 1), 1,
	    SAME_MAX_COLORS, &colors) &&
	    parse_number(seed_text, strlen(seed_text), 0, SAME_ID_SEED_MAX,
	    &seed)) {
		id->colors = (int)colors;
		id->seed = seed;
		id->clearable = clearable;
		if (!clearable || same_clearable_exists(id->rows, id->cols))
			return true;
		escape_fit(why, why_size, "a board of one cell cannot be "
		    "cleared, so '%s' names no board", text);
		return false;
	}
	escape_fit(why, why_size,
	    "expected a board id ROWSxCOLUMNS:COLOURS:SEED "
	    "(size 1 to %d each, 1 to %d colours, seed 0 to %" PRId64
	    ", as 15x15:5:42, or c before the seed for a clearable board), "
	    "found '%s'", SAME_MAX_ROWS, SAME_MAX_COLORS,
	    (int64_t)SAME_ID_SEED_MAX, text);
	return false;
}

void same_id_format(const same_id *id, char *out)
{
	snprintf(out, SAME_ID_MAX, "%dx%d:%d:%s%" PRIu64, id->rows, id->cols,
	    id->colors, id->clearable ? "c" : "", id->seed);
}

void same_id_board(const same_id *id, same_board *b)
{
	same_cluster line[SAME_MAX_MOVES];
	if (id->clearable)
		same_clearable_make(b, id->rows, id->cols, id->colors, id->seed,
		    line);
	else
		same_board_random(b, id->rows, id->cols, id->colors, id->seed);
}
