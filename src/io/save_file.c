/*
 * Saved games (the format is described in save_file.h).
 */
#include "io/save_file.h"

#include <string.h>

#include "io/same_judge.h"
#include "io/same_list.h"

/* A move as read, before the start position it applies to is known. */
typedef struct save_raw_move {
	long a, b, c;
	int line, col;
} save_raw_move;

bool save_looks_like_save(io_scan *s)
{
	static const char word[] = "tumble";
	io_scan_skip_space(s);
	size_t n;
	const unsigned char *p = io_scan_window(s, &n);
	/* Bytes past the window are not looked at: what it shows of the
	 * word is enough. */
	if (n > sizeof word - 1)
		n = sizeof word - 1;
	return p != NULL && memcmp(p, word, n) == 0;
}

/* The next word (up to a blank or a line end) into `word`; the bytes
 * it took, a NUL byte among them (which ends `word` early) included. */
static size_t read_word(io_scan *s, char *word, size_t size)
{
	size_t n = 0, taken = 0;
	int ch;
	while ((ch = io_scan_peek(s)) != EOF && ch != ' ' && ch != '\t' &&
	    ch != '\r' && ch != '\n') {
		if (n + 1 < size)
			word[n++] = (char)ch;
		io_scan_get(s);
		taken++;
	}
	word[n] = '\0';
	return taken;
}

/* Where a word read holds a NUL byte, or -1: as no word of a save. */
static int nul_in_word(const char *word, size_t taken, size_t size)
{
	const char *nul = memchr(word, '\0', taken < size ? taken : size - 1);
	return nul != NULL ? (int)(nul - word) : -1;
}

static bool expect_word(io_scan *s, const char *expected, const char *what,
    io_error *e)
{
	char word[32];
	io_scan_skip_space(s);
	const int line = s->line, col = s->col;
	const size_t taken = read_word(s, word, sizeof word);
	const int nul = nul_in_word(word, taken, sizeof word);
	if (nul >= 0)
		return io_error_set(e, s->name, line, col + nul,
		    "expected %s '%s', found byte 0x00", what, expected);
	/* A word stopped by a limit may be cut short: the limit is said. */
	if (s->read_failed)
		return io_scan_fail(s, e, "could not read the file");
	if (strcmp(word, expected) == 0)
		return true;
	if (taken == 0)
		return io_scan_fail(s, e, "expected %s '%s', found the end of "
		    "input", what, expected);
	return io_error_set(e, s->name, line, col,
	    "expected %s '%s', found '%s'", what, expected, word);
}

/* "from NAME": the rest of the line, a name without control bytes. */
static bool read_from(io_scan *s, save_game *out, io_error *e)
{
	if (!expect_word(s, "from", "the line", e))
		return false;
	io_scan_skip_blank(s);
	size_t n = 0;
	int ch;
	while ((ch = io_scan_peek(s)) != EOF && ch != '\n') {
		/* A CRLF line end, as every other line of a save may have. */
		if (ch == '\r') {
			io_scan_get(s);
			if (io_scan_peek(s) == '\n' || io_scan_peek(s) == EOF)
				break;
			return io_scan_fail(s, e, "expected a name of at most "
			    "%d bytes without control bytes",
			    SAVE_FROM_MAX - 1);
		}
		if (ch < 0x20 || ch == 0x7f || n + 1 >= sizeof out->from)
			return io_scan_fail(s, e, "expected a name of at most "
			    "%d bytes without control bytes",
			    SAVE_FROM_MAX - 1);
		out->from[n++] = (char)io_scan_get(s);
	}
	out->from[n] = '\0';
	if (n == 0)
		return io_scan_fail(s, e, "expected the name after 'from'");
	return true;
}

/* Whether `from` (NULL for none) can be kept in a from line; if not,
 * `error` says why. */
static bool from_ok(const char *from, char *error, size_t error_size)
{
	if (from == NULL)
		return true;
	const size_t len = strlen(from);
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)from[i] < 0x20 || from[i] == 0x7f) {
			snprintf(error, error_size, "the name '%s' cannot be "
			    "kept in a save", from);
			return false;
		}
	if (len == 0 || len >= SAVE_FROM_MAX) {
		snprintf(error, error_size, "a save keeps names of 1 to %d "
		    "bytes", SAVE_FROM_MAX - 1);
		return false;
	}
	return true;
}

static bool read_kind(io_scan *s, save_kind *kind, io_error *e)
{
	char word[32];
	io_scan_skip_space(s);
	const int line = s->line, col = s->col;
	const size_t taken = read_word(s, word, sizeof word);
	const int nul = nul_in_word(word, taken, sizeof word);
	if (nul >= 0)
		return io_error_set(e, s->name, line, col + nul,
		    "expected the game kind 'same' or 'mayan', found byte "
		    "0x00");
	if (s->read_failed)
		return io_scan_fail(s, e, "could not read the file");
	if (strcmp(word, "same") == 0)
		*kind = SAVE_SAME;
	else if (strcmp(word, "mayan") == 0)
		*kind = SAVE_MAYAN;
	else
		return io_error_set(e, s->name, line, col,
		    "expected the game kind 'same' or 'mayan', found '%s'",
		    word);
	return io_scan_line_end(s, "the game kind", e);
}

static bool read_moves(io_scan *s, save_kind kind, save_raw_move *raw,
    int *count, io_error *e)
{
	long moves;
	const long most = kind == SAVE_SAME ? SAVE_MAX_MOVES :
	    MAYAN_SOLVE_MAX_MOVES;
	if (!expect_word(s, "moves", "the line", e) ||
	    !io_scan_int(s, 0, most, "the number of moves", true, &moves, e) ||
	    !io_scan_line_end(s, "the number of moves", e))
		return false;
	for (int i = 0; i < moves; i++) {
		save_raw_move *m = &raw[i];
		io_scan_skip_space(s);
		m->line = s->line;
		m->col = s->col;
		bool ok = kind == SAVE_SAME ?
		    io_scan_int(s, 1, SAME_MAX_ROWS, "the row of a move",
		    true, &m->a, e) &&
		    io_scan_int(s, 1, SAME_MAX_COLS, "the column of a move",
		    true, &m->b, e) :
		    io_scan_int(s, 0, MAYAN_WIDTH - 1, "the x of a move", true,
		    &m->a, e) &&
		    io_scan_int(s, 0, MAYAN_HEIGHT - 1, "the y of a move",
		    true, &m->b, e) &&
		    io_scan_choice(s, -1, 1, "the direction of a move, 1 or -1",
		    true, &m->c, e);
		if (!ok || !io_scan_line_end(s, "a move", e))
			return false;
	}
	*count = (int)moves;
	return true;
}

static bool replay_same(io_scan *s, save_game *out, const save_raw_move *raw,
    io_error *e)
{
	same_board b = out->same_start;
	for (int i = 0; i < out->count + out->redo; i++) {
		same_cluster done = same_board_remove(&b, (int)raw[i].a,
		    (int)raw[i].b);
		if (done.size < 2)
			return io_error_set(e, s->name, raw[i].line, raw[i].col,
			    "move %d: no cluster of 2 or more balls at "
			    "(%ld,%ld)", i + 1, raw[i].a, raw[i].b);
		out->same_moves[i] = done;
	}
	return true;
}

static bool replay_mayan(io_scan *s, save_game *out,
    const save_raw_move *raw, int moves_line, io_error *e)
{
	mayan_board b = out->mayan_start.board;
	const int listed = out->count + out->redo;
	if (listed > out->mayan_start.moves)
		return io_error_set(e, s->name, moves_line, 1,
		    "%d moves saved for a puzzle of %d", listed,
		    out->mayan_start.moves);
	for (int i = 0; i < listed; i++) {
		mayan_move m = { (int8_t)raw[i].a, (int8_t)raw[i].b,
		    (int8_t)raw[i].c };
		if (m.g == 0 || !mayan_board_move(&b, m))
			return io_error_set(e, s->name, raw[i].line, raw[i].col,
			    "move %d: %ld %ld %ld is not a legal move", i + 1,
			    raw[i].a, raw[i].b, raw[i].c);
		out->mayan_moves[i] = m;
	}
	return true;
}

/* The start of the board after a Same Game save's moves, past any
 * comment lines: a row, or the count of a judge file's one game, as a
 * save has it in either form.  Anything else is said in a save's
 * words: a judge file's count expected there would mean nothing to the
 * player whose save it is. */
static bool save_board_starts(io_scan *s, io_error *e)
{
	char seen[IO_SCAN_DESCRIBE_MAX];
	io_scan_skip_space_and_comments(s);
	const int ch = io_scan_peek(s);
	if ((ch >= '0' && ch <= '9') || same_file_detect(s) == SAME_FILE_LIST)
		return true;
	return io_scan_fail(s, e, "expected the board the game started "
	    "from, found %s", io_scan_describe(s, seen, sizeof seen));
}

bool save_read(io_scan *s, save_game *out, io_error *e)
{
	save_raw_move raw[SAVE_MAX_MOVES];
	long version, games;
	if (!expect_word(s, SAVE_MAGIC, "a saved game, starting", e) ||
	    !io_scan_int(s, 1, SAVE_VERSION, "the save version",
	    true, &version, e) || !io_scan_line_end(s, "the version", e) ||
	    !read_kind(s, &out->kind, e))
		return false;
	io_scan_skip_space(s);
	out->assisted = version >= 2 && io_scan_peek(s) == 'a';
	if (out->assisted && (!expect_word(s, "assisted", "the line", e) ||
	    !io_scan_line_end(s, "assisted", e)))
		return false;
	io_scan_skip_space(s);
	out->from[0] = '\0';
	if (version >= 3 && io_scan_peek(s) == 'f' && !read_from(s, out, e))
		return false;
	io_scan_skip_space(s);
	out->board = 0;
	if (version >= 5 && out->kind == SAVE_SAME && out->from[0] != '\0' &&
	    io_scan_peek(s) == 'b' &&
	    (!expect_word(s, "board", "the line", e) ||
	    !io_scan_int(s, 1, SAME_JUDGE_MAX_GAMES, "the board's number",
	    true, &out->board, e) || !io_scan_line_end(s,
	    "the board's number", e)))
		return false;
	io_scan_skip_space(s);
	out->helped = version >= 4 && io_scan_peek(s) == 'h';
	if (out->helped && (!expect_word(s, "helped", "the line", e) ||
	    !io_scan_line_end(s, "helped", e)))
		return false;
	io_scan_skip_space(s);
	out->played = -1;
	const int played_line = s->line, played_col = s->col;
	if (version >= 4 && io_scan_peek(s) == 'p' &&
	    (!expect_word(s, "played", "the line", e) ||
	    !io_scan_int(s, 0, SAVE_MAX_PLAYED, "the moves played", true,
	    &out->played, e) || !io_scan_line_end(s, "the moves played", e)))
		return false;
	io_scan_skip_space(s);
	long undone = 0;
	const int undone_line = s->line, undone_col = s->col;
	if (version >= 6 && io_scan_peek(s) == 'u' &&
	    (!expect_word(s, "undone", "the line", e) ||
	    !io_scan_int(s, 1, SAVE_MAX_MOVES, "the moves undone", true,
	    &undone, e) || !io_scan_line_end(s, "the moves undone", e)))
		return false;
	io_scan_skip_space(s);
	const int moves_line = s->line;
	int listed;
	if (!read_moves(s, out->kind, raw, &listed, e))
		return false;
	if (undone > listed)
		return io_error_set(e, s->name, undone_line, undone_col,
		    "expected at most %d undone (the moves below), found %ld",
		    listed, undone);
	out->redo = (int)undone;
	out->count = listed - out->redo;
	if (out->played < 0)
		out->played = listed;
	else if (out->played < listed)
		return io_error_set(e, s->name, played_line, played_col,
		    "expected at least %d played (the moves below), found "
		    "%ld", listed, out->played);
	if (out->kind == SAVE_MAYAN)
		return mayan_judge_read(s, &out->mayan_start, e) &&
		    replay_mayan(s, out, raw, moves_line, e);
	io_scan_skip_space(s);
	const int board_line = s->line, board_col = s->col;
	if (!save_board_starts(s, e) ||
	    !same_file_read_leading_board(s, 1, &out->same_start, &games, e))
		return false;
	if (games != 1)
		return io_error_set(e, s->name, board_line, board_col,
		    "expected one board after the moves, found %ld", games);
	if (!io_scan_at_end(s))
		return io_scan_fail(s, e, "expected the end of the save after "
		    "the board");
	return replay_same(s, out, raw, e);
}

/* The `undone` line, and the count of moves listed after it. */
static int write_undone(FILE *fp, int count, int redo)
{
	if (redo > 0)
		fprintf(fp, "undone %d\n", redo);
	fprintf(fp, "moves %d\n", count + redo);
	return count + redo;
}

bool save_write_same(FILE *fp, const same_board *start,
    const same_cluster *moves, int count, int redo, bool assisted,
    const char *from, long board, char *error, size_t error_size)
{
	if (!from_ok(from, error, error_size))
		return false;
	/* The judge's board is written as a judge file, which every version
	 * of the format reads, any other board as a board list; a save is
	 * version 1 unless it needs a board list, the assisted line (2),
	 * the from line (3), the board line (5) or the undone line (6). */
	const bool judge = start->rows == SAME_JUDGE_ROWS &&
	    start->cols == SAME_JUDGE_COLS &&
	    start->colors <= SAME_JUDGE_COLORS;
	if (from == NULL)
		board = 0;
	fprintf(fp, "%s %d\nsame\n%s", SAVE_MAGIC, redo > 0 ? 6 :
	    board != 0 ? 5 : from != NULL ? 3 : judge && !assisted ? 1 : 2,
	    assisted ? "assisted\n" : "");
	if (from != NULL)
		fprintf(fp, "from %s\n", from);
	if (board != 0)
		fprintf(fp, "board %ld\n", board);
	const int listed = write_undone(fp, count, redo);
	for (int i = 0; i < listed; i++)
		fprintf(fp, "%d %d\n", moves[i].row, moves[i].col);
	if (judge)
		fprintf(fp, "1\n\n");
	for (int r = start->rows; r >= 1; r--) {
		for (int c = 1; c <= start->cols; c++)
			fputc(same_color_letter(same_board_at(start, r, c)),
			    fp);
		fputc('\n', fp);
	}
	return true;
}

bool save_write_mayan(FILE *fp, const mayan_board *start,
    int n, const char *title, const mayan_move *moves, int count, int redo,
    bool assisted, bool helped, long played, const char *from,
    char *error, size_t error_size)
{
	char line[MAYAN_JUDGE_LINE_MAX];
	/* The puzzle part is a puzzle file, with the title its header held;
	 * one that would not read back as it is (a control byte) is left
	 * out, and the save is named by its file, as every save was. */
	mayan_puzzle puzzle = { .moves = n, .board = *start, .fields = 0 };
	if (title != NULL && title[0] != '\0')
		(void)mayan_puzzle_add_field(&puzzle, "title", title);
	if (!from_ok(from, error, error_size))
		return false;
	/* Version 1 unless it needs the assisted line (2), the from line
	 * (3), the helped or played line (4) or the undone line (6).  The
	 * title needs none: every version reads the puzzle part with the
	 * puzzle files' reader, which has always taken a header. */
	const bool undone = played > count + redo;
	fprintf(fp, "%s %d\nmayan\n%s", SAVE_MAGIC, redo > 0 ? 6 :
	    helped || undone ? 4 : from != NULL ? 3 : assisted ? 2 : 1,
	    assisted ? "assisted\n" : "");
	if (from != NULL)
		fprintf(fp, "from %s\n", from);
	if (helped)
		fprintf(fp, "helped\n");
	if (undone)
		fprintf(fp, "played %ld\n", played);
	const int listed = write_undone(fp, count, redo);
	for (int i = 0; i < listed; i++) {
		mayan_judge_format_move(line, moves[i]);
		fprintf(fp, "%s\n", line);
	}
	/* Its field was checked as it was added: what fails here is the
	 * writing, which the stream's error keeps for the commit. */
	(void)mayan_judge_write(fp, &puzzle);
	return true;
}
