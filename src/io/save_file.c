/*
 * Saved games (the format is described in save_file.h).
 */
#include "io/save_file.h"

#include <string.h>

#include "io/atomic_file.h"
#include "io/same_judge.h"

bool save_looks_like_save(io_scan *s)
{
	io_scan_skip_space(s);
	return io_scan_peek(s) == SAVE_MAGIC[0];
}

/* A word of letters, digits and dashes, then a blank or a line end. */
static bool expect_word(io_scan *s, const char *word, const char *what,
    io_error *e)
{
	io_scan_skip_space(s);
	const int line = s->line, col = s->col;
	char seen[32];
	size_t n = 0;
	int ch;
	while ((ch = io_scan_peek(s)) != EOF && ch != ' ' && ch != '\t' &&
	    ch != '\r' && ch != '\n') {
		if (n + 1 < sizeof seen)
			seen[n++] = (char)ch;
		io_scan_get(s);
	}
	seen[n] = '\0';
	if (strcmp(seen, word) == 0)
		return true;
	if (n == 0)
		return io_error_set(e, s->name, line, col,
		    "expected %s '%s', found the end of input", what, word);
	return io_error_set(e, s->name, line, col, "expected %s '%s', found '%s'",
	    what, word, seen);
}

static bool expect_line_end(io_scan *s, const char *after, io_error *e)
{
	io_scan_skip_blank(s);
	int ch = io_scan_peek(s);
	if (ch == EOF || ch == '\n')
		return true;
	return io_scan_fail(s, e, "expected the end of the line after %s",
	    after);
}

static bool read_move(io_scan *s, save_same *out, same_board *b, io_error *e)
{
	const int line = s->line, col = s->col;
	long row, column;
	if (!io_scan_int(s, 1, b->rows, "the row of a move", true, &row, e) ||
	    !io_scan_int(s, 1, b->cols, "the column of a move", true, &column,
	    e) || !expect_line_end(s, "a move", e))
		return false;
	if (out->count == SAVE_MAX_MOVES)
		return io_error_set(e, s->name, line, col,
		    "expected the end of the save after %d moves", out->count);
	same_cluster done = same_board_remove(b, (int)row, (int)column);
	if (done.size < 2)
		return io_error_set(e, s->name, line, col,
		    "move %d: no cluster of 2 or more balls at (%ld,%ld)",
		    out->count + 1, row, column);
	out->moves[out->count++] = done;
	return true;
}

bool save_read_same(io_scan *s, save_same *out, io_error *e)
{
	long version;
	out->count = 0;
	if (!expect_word(s, SAVE_MAGIC, "the save header", e) ||
	    !io_scan_int(s, SAVE_VERSION, SAVE_VERSION, "the save version",
	    true, &version, e) || !expect_line_end(s, "the version", e) ||
	    !expect_word(s, "same", "the game kind", e) ||
	    !expect_line_end(s, "the game kind", e) ||
	    !same_judge_read_board(s, &out->start, SAME_JUDGE_ROWS,
	    SAME_JUDGE_COLS, SAME_JUDGE_COLORS, e))
		return false;
	same_board b = out->start;
	for (;;) {
		io_scan_skip_space(s);
		if (io_scan_peek(s) == EOF)
			return true;
		if (!read_move(s, out, &b, e))
			return false;
	}
}

bool save_write_same(const char *path, const same_board *start,
    const same_cluster *moves, int count, char *error, size_t error_size)
{
	atomic_file f;
	if (!atomic_file_open(&f, path, error, error_size))
		return false;
	fprintf(f.fp, "%s %d\nsame\n", SAVE_MAGIC, SAVE_VERSION);
	for (int r = start->rows; r >= 1; r--) {
		for (int c = 1; c <= start->cols; c++)
			fputc(same_color_letter(same_board_at(start, r, c)),
			    f.fp);
		fputc('\n', f.fp);
	}
	for (int i = 0; i < count; i++)
		fprintf(f.fp, "%d %d\n", moves[i].row, moves[i].col);
	return atomic_file_commit(&f, error, error_size);
}
