/*
 * The marks earned on each board (see marks.h).
 */
#include "io/marks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/atomic_file.h"
#include "io/kind_room.h"
#include "io/table_file.h"

_Static_assert(offsetof(marks_entry, board) == 0,
    "kind_room finds the board first");

/* Each mark: its word in the file, its name on screen once earned and
 * as a goal, its letter. */
static const struct {
	const char *word, *name, *goal;
	char letter;
} marks_kinds[MARK_COUNT] = {
	{ "greedy", "beat greedy", "beat greedy", 'G' },
	{ "cleared", "board cleared", "clear the board", 'C' },
	{ "planner-90", "90% of the planner", "90% of the planner", '9' },
	{ "planner", "matched the planner", "match the planner", 'P' },
	{ "solved", "solved", "solve it", 'S' },
	{ "clean", "solved clean", "solve it clean", 'C' },
};

static int marks_index(unsigned bit)
{
	for (int i = 0; i < MARK_COUNT; i++)
		if (bit == 1u << i)
			return i;
	return -1;
}

const char *marks_goal(unsigned bit)
{
	const int i = marks_index(bit);
	return i < 0 ? NULL : marks_kinds[i].goal;
}

char marks_letter(unsigned bit)
{
	const int i = marks_index(bit);
	return i < 0 ? '?' : marks_kinds[i].letter;
}

void marks_mayan_board(char *out, size_t size, const char *level)
{
	snprintf(out, size, "mayan/%s", level);
}

void marks_row(char *out, size_t size, unsigned marks, unsigned which,
    const char *missing)
{
	size_t len = 0;
	out[0] = '\0';
	for (int i = 0; i < MARK_COUNT; i++) {
		const unsigned bit = 1u << i;
		if (!(which & bit))
			continue;
		char letter[2] = { marks_kinds[i].letter, '\0' };
		int n = snprintf(out + len, size - len, "%s",
		    (marks & bit) ? letter : missing);
		if (n < 0 || (size_t)n >= size - len)
			return;
		len += (size_t)n;
	}
}

void marks_names(char *out, size_t size, unsigned marks)
{
	size_t len = 0;
	out[0] = '\0';
	for (int i = 0; i < MARK_COUNT; i++) {
		if (!(marks & (1u << i)))
			continue;
		int n = snprintf(out + len, size - len, "%s%s",
		    len > 0 ? ", " : "", marks_kinds[i].name);
		if (n < 0 || (size_t)n >= size - len)
			return;
		len += (size_t)n;
	}
}

void marks_news(char *out, size_t size, unsigned earned)
{
	char names[160];
	marks_names(names, sizeof names, earned);
	if (earned == 0)
		snprintf(out, size, "%s", "");
	else
		snprintf(out, size, "New mark%s: %s.",
		    (earned & (earned - 1)) ? "s" : "", names);
}

/* A byte of a board's name: anything but blanks and control bytes. */
static bool marks_board_char(int ch)
{
	return ch > ' ' && ch != 127 && ch != EOF;
}

static bool marks_board_ok(const char *board)
{
	const size_t len = strlen(board);
	for (size_t i = 0; i < len; i++)
		if (!marks_board_char((unsigned char)board[i]))
			return false;
	return len > 0 && len < MARKS_BOARD_MAX && board[0] != '#';
}

static int marks_find(const marks_table *t, const char *board)
{
	for (int i = 0; i < t->count; i++)
		if (strcmp(t->entry[i].board, board) == 0)
			return i;
	return -1;
}

/* A run of name bytes into `out` (at most `size` - 1 of them). */
static bool marks_scan_token(io_scan *s, char *out, size_t size,
    const char *what, io_error *e)
{
	size_t len = 0;
	while (marks_board_char(io_scan_peek(s))) {
		if (len + 1 >= size)
			return io_scan_fail(s, e, "expected %s of at most %zu "
			    "characters", what, size - 1);
		out[len++] = (char)io_scan_get(s);
	}
	out[len] = '\0';
	if (len == 0)
		return io_scan_fail(s, e, "expected %s", what);
	return true;
}

/* The marks after the board, each a word of marks_kinds once. */
static bool marks_scan_marks(io_scan *s, unsigned *marks, io_error *e)
{
	*marks = 0;
	for (;;) {
		io_scan_skip_blank(s);
		const int ch = io_scan_peek(s);
		if (*marks != 0 && (ch == '\n' || ch == EOF))
			return true;
		const int line = s->line, col = s->col;
		char word[16];
		if (!marks_scan_token(s, word, sizeof word, "a mark such as "
		    "greedy or cleared", e))
			return false;
		int i = 0;
		while (i < MARK_COUNT && strcmp(word, marks_kinds[i].word) != 0)
			i++;
		if (i == MARK_COUNT)
			return io_error_set(e, s->name, line, col, "expected a "
			    "mark such as greedy or cleared, not '%s'", word);
		if (*marks & (1u << i))
			return io_error_set(e, s->name, line, col, "expected "
			    "each mark once; '%s' is listed again", word);
		*marks |= 1u << i;
	}
}

/* One BOARD MARK... line, of a board not listed before. */
static bool marks_parse_line(io_scan *s, void *table, io_error *e)
{
	marks_table *t = table;
	const int line = s->line, col = s->col;
	if (t->count == MARKS_MAX)
		return io_scan_fail(s, e, "expected at most %d boards",
		    MARKS_MAX);
	marks_entry *x = &t->entry[t->count];
	if (!marks_scan_token(s, x->board, sizeof x->board, "a board such as "
	    "same-standard-3", e) || !marks_scan_marks(s, &x->marks, e))
		return false;
	if (marks_find(t, x->board) >= 0)
		return io_error_set(e, s->name, line, col, "expected each "
		    "board once; '%s' is listed again", x->board);
	t->count++;
	return true;
}

bool marks_parse(io_scan *s, marks_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_lines(s, marks_parse_line, t, e);
}

static bool marks_parse_any(io_scan *s, void *target, io_error *e)
{
	return marks_parse(s, target, e);
}

bool marks_read(const char *path, marks_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_read_file(path, true, marks_parse_any, t, e);
}

bool marks_write(const char *path, const marks_table *t, char *error,
    size_t error_size)
{
	atomic_file f;
	if (!atomic_file_make_parent(path, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	fputs("# tumble marks: BOARD MARK..., the marks earned on a board\n",
	    f.fp);
	for (int i = 0; i < t->count; i++) {
		fputs(t->entry[i].board, f.fp);
		for (int k = 0; k < MARK_COUNT; k++)
			if (t->entry[i].marks & (1u << k))
				fprintf(f.fp, " %s", marks_kinds[k].word);
		fputc('\n', f.fp);
	}
	return atomic_file_commit(&f, error, error_size);
}

unsigned marks_of(const marks_table *t, const char *board)
{
	const int i = marks_find(t, board);
	return i < 0 ? 0 : t->entry[i].marks;
}

unsigned marks_add(marks_table *t, const char *board, unsigned marks)
{
	marks &= (1u << MARK_COUNT) - 1;
	if (marks == 0 || !marks_board_ok(board))
		return 0;
	int i = marks_find(t, board);
	if (i < 0) {
		/* Full, the oldest board of the day gives up its line: a new
		 * board comes every day, and marks are earned on one board,
		 * so they cannot be added into another's.  The statistics
		 * count the marks of the boards kept. */
		if (t->count == MARKS_MAX && !kind_room_drop_oldest_daily(
		    t->entry, &t->count, sizeof t->entry[0]))
			return 0;
		i = t->count++;
		snprintf(t->entry[i].board, sizeof t->entry[i].board, "%s",
		    board);
		t->entry[i].marks = 0;
	}
	const unsigned fresh = marks & ~t->entry[i].marks;
	t->entry[i].marks |= marks;
	return fresh;
}

static bool marks_read_any(const char *path, void *t, io_error *e)
{
	return marks_read(path, t, e);
}

static bool marks_write_any(const char *path, const void *t, char *error,
    size_t error_size)
{
	return marks_write(path, t, error, error_size);
}

static const table_file marks_file = { marks_read_any, marks_write_any };

bool marks_load(const char *path, marks_table *t, char *message,
    size_t message_size)
{
	bool set_aside;
	return table_file_load(path, &marks_file, t, &set_aside, message,
	    message_size);
}

/* The marks to add, where to say which were new, and whether the table
 * had no room for their board. */
typedef struct marks_to_add {
	const char *board;
	unsigned marks, *earned;
	bool full;
} marks_to_add;

static bool marks_add_some(void *table, void *user)
{
	marks_to_add *add = user;
	const marks_table *t = table;
	*add->earned = marks_add(table, add->board, add->marks);
	/* A board in the table has a mark at least. */
	add->full = t->count == MARKS_MAX && marks_of(t, add->board) == 0;
	return *add->earned != 0;
}

bool marks_record(const char *path, const char *board, unsigned marks,
    unsigned *earned, char *message, size_t message_size)
{
	*earned = 0;
	message[0] = '\0';
	marks_table *t = malloc(sizeof *t);
	if (t == NULL) {
		snprintf(message, message_size, "%s: out of memory", path);
		return false;
	}
	marks_to_add add = { board, marks, earned, false };
	bool set_aside;
	const bool ok = table_file_change(path, &marks_file, t,
	    marks_add_some, &add, &set_aside, message, message_size);
	free(t);
	if (ok && add.full)
		kind_room_full(message, message_size, path, MARKS_MAX,
		    "boards");
	/* A level's file name may hold a blank, which no line here can. */
	const bool unheld = ok && !marks_board_ok(board);
	if (unheld)
		kind_room_unheld(message, message_size, path, "board", board);
	return ok && !add.full && !unheld;
}
