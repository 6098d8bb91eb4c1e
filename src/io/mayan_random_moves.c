/*
 * The remembered moves of the level menu's random puzzle (see
 * mayan_random_moves.h).
 */
#include "io/mayan_random_moves.h"

#include <stdio.h>
#include <string.h>

#include "engine/mayan_gen.h"
#include "io/atomic_file.h"

/* The key "moves" at the start of a line, and nothing longer. */
static bool mayan_random_moves_key(io_scan *s, io_error *e)
{
	static const char key[] = "moves";
	const int line = s->line, col = s->col;
	size_t len = 0;
	bool same = true;
	for (int ch; (ch = io_scan_peek(s)) >= 'a' && ch <= 'z'; len++) {
		same = same && len < strlen(key) && ch == key[len];
		io_scan_get(s);
	}
	if (!same || len != strlen(key))
		return io_error_set(e, s->name, line, col,
		    "expected 'moves N'");
	return true;
}

bool mayan_random_moves_parse(io_scan *s, int *moves, io_error *e)
{
	long read = 0;
	io_scan_skip_space_and_comments(s);
	if (io_scan_peek(s) != EOF) {
		if (!mayan_random_moves_key(s, e) ||
		    !io_scan_int(s, 1, MAYAN_GEN_MAX_MOVES, "a number of moves",
		    true, &read, e))
			return false;
		io_scan_skip_space_and_comments(s);
		if (io_scan_peek(s) != EOF)
			return io_scan_fail(s, e, "expected the end of the "
			    "file after 'moves N'");
	}
	if (s->read_failed)
		return io_scan_fail(s, e, "could not read the file");
	if (read > 0)
		*moves = (int)read;
	return true;
}

/* io_scan_read_file() takes any parser. */
static bool mayan_random_moves_parse_any(io_scan *s, void *target,
    io_error *e)
{
	return mayan_random_moves_parse(s, target, e);
}

bool mayan_random_moves_read(const char *path, int *moves, io_error *e)
{
	/* The parse takes nothing of a damaged file, not even a number
	 * before the damage. */
	return io_scan_read_file(path, true, mayan_random_moves_parse_any,
	    moves, e);
}

bool mayan_random_moves_write(const char *path, int moves, char *error,
    size_t error_size)
{
	char text[128];
	const int n = snprintf(text, sizeof text, "# tumble: the moves of "
	    "the level menu's random puzzle\nmoves %d\n", moves);
	return atomic_file_make_parent(path, error, error_size) &&
	    atomic_file_write_private(path, text, (size_t)n, error,
	    error_size);
}
