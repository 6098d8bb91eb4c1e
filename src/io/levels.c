/*
 * The built-in Mayan level pack (see levels.h).
 */
#include "io/levels.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* The installed data folder, and the way from the installed binary's
 * folder to its levels ("" when either folder was configured as an
 * absolute path). */
#ifndef TUMBLE_DATA_DIR
#define TUMBLE_DATA_DIR "/usr/local/share/tumble"
#endif
#ifndef TUMBLE_BIN_TO_LEVELS
#define TUMBLE_BIN_TO_LEVELS ""
#endif

static bool levels_is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The folder `way`/`kind` taken from the running binary's folder, when it
 * exists.  Found this way, an install under DESTDIR or moved elsewhere as
 * a whole still finds its levels, and a program of the build folder finds
 * the source tree's without its path being built in (which would make
 * the binary depend on where it was built). */
static bool levels_from_binary(const char *way, const char *kind, char *out,
    size_t size)
{
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (way[0] == '\0' || n <= 0)
		return false;
	exe[n] = '\0';
	char *slash = strrchr(exe, '/');
	if (slash == NULL)
		return false;
	*slash = '\0';
	int len = snprintf(out, size, "%s/%s/%s", exe, way, kind);
	return len > 0 && (size_t)len < size && levels_is_dir(out);
}

/* The folder of the packs of one kind ("mayan" or "same"): for Mayan
 * levels $TUMBLE_LEVELS_DIR when set, else the first folder that exists:
 * the installed pack beside the binary, the source tree's (through the
 * link `source-levels` that meson makes beside each program of the build
 * folder), the installed data folder.  The source tree comes before the
 * data folder so that a game built from source plays the levels being
 * edited even where an older one is installed.  With none, the data
 * folder is named, as the place where levels belong. */
static void levels_find_dir(const char *kind, char *out, size_t size)
{
	const char *env = getenv("TUMBLE_LEVELS_DIR");
	if (strcmp(kind, "mayan") == 0 && env != NULL && env[0] != '\0')
		snprintf(out, size, "%s", env);
	else if (levels_from_binary(TUMBLE_BIN_TO_LEVELS, kind, out, size))
		return;
	else if (levels_from_binary("source-levels", kind, out, size))
		return;
	else
		snprintf(out, size, "%s/levels/%s", TUMBLE_DATA_DIR, kind);
}

/* The digits at *a and at *b compared by value; both move past them. */
static int levels_compare_numbers(const char **a, const char **b)
{
	const char *x = *a, *y = *b;
	while (*x == '0')
		x++;
	while (*y == '0')
		y++;
	const size_t x_digits = strspn(x, "0123456789");
	const size_t y_digits = strspn(y, "0123456789");
	*a = x + x_digits;
	*b = y + y_digits;
	if (x_digits != y_digits)
		return x_digits < y_digits ? -1 : 1;
	return strncmp(x, y, x_digits);
}

static bool levels_is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

int levels_compare_names(const char *a, const char *b)
{
	const char *x = a, *y = b;
	while (*x != '\0' && *y != '\0') {
		if (levels_is_digit(*x) && levels_is_digit(*y)) {
			const int c = levels_compare_numbers(&x, &y);
			if (c != 0)
				return c;
		} else if (*x != *y) {
			break;
		} else {
			x++;
			y++;
		}
	}
	if (*x != *y)
		return (unsigned char)*x - (unsigned char)*y;
	/* "1" and "01" are equal in value; the pack still needs one order. */
	return strcmp(a, b);
}

static int levels_compare_entries(const void *a, const void *b)
{
	return levels_compare_names(*(char *const *)a, *(char *const *)b);
}

/* The length of a level's name in its file name: up to the last dot. */
static size_t levels_name_length(const char *file)
{
	const char *dot = strrchr(file, '.');
	return dot != NULL && dot != file ? (size_t)(dot - file) : strlen(file);
}

/* A file of the pack folder that is a level: documentation lives beside
 * the levels. */
static bool levels_is_level(const char *dir, const char *name)
{
	char path[8192];
	struct stat st;
	snprintf(path, sizeof path, "%s/%s", dir, name);
	return name[0] != '.' && strncasecmp(name, "readme", 6) != 0 &&
	    stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The names of the levels in `d`, every one (the folder is read whole
 * before sorting, so which are listed does not depend on the order the
 * folder keeps); NULL when out of memory. */
static char **levels_read_names(DIR *d, const char *dir, levels_pack *p,
    size_t *count)
{
	char **names = NULL;
	size_t capacity = 0;
	*count = 0;
	for (struct dirent *entry; (entry = readdir(d)) != NULL;) {
		const char *name = entry->d_name;
		if (!levels_is_level(dir, name))
			continue;
		if (levels_name_length(name) >= LEVELS_NAME_MAX ||
		    strlen(name) >= sizeof p->file[0]) {
			p->too_long++;
			continue;
		}
		if (*count == capacity) {
			capacity = capacity ? 2 * capacity : 64;
			char **more = realloc(names, capacity * sizeof *names);
			if (more == NULL)
				break;
			names = more;
		}
		if ((names[*count] = strdup(name)) == NULL)
			break;
		++*count;
	}
	return names;
}

/* Every level of the pack folder of `kind`, in the order of
 * levels_compare_names. */
static void levels_list_kind(levels_pack *p, const char *kind)
{
	levels_find_dir(kind, p->dir, sizeof p->dir);
	p->count = p->too_long = p->too_many = 0;
	DIR *d = opendir(p->dir);
	if (d == NULL)
		return;
	size_t count;
	char **names = levels_read_names(d, p->dir, p, &count);
	closedir(d);
	if (names == NULL)
		return;
	qsort(names, count, sizeof *names, levels_compare_entries);
	for (size_t i = 0; i < count; i++) {
		if (p->count == LEVELS_MAX) {
			p->too_many++;
		} else {
			snprintf(p->file[p->count], sizeof p->file[0], "%s",
			    names[i]);
			snprintf(p->name[p->count], sizeof p->name[0], "%.*s",
			    (int)levels_name_length(names[i]), names[i]);
			p->count++;
		}
		free(names[i]);
	}
	free(names);
}

bool levels_unlisted(const levels_pack *p, char *out, size_t size)
{
	const int left_out = p->too_long + p->too_many;
	char too_long[64] = "", too_many[64] = "";
	if (left_out == 0) {
		snprintf(out, size, "%s", "");
		return false;
	}
	if (p->too_long)
		snprintf(too_long, sizeof too_long, "a level's name is at most "
		    "%d characters long", LEVELS_NAME_MAX - 1);
	if (p->too_many)
		snprintf(too_many, sizeof too_many, "a pack holds at most %d "
		    "levels", LEVELS_MAX);
	snprintf(out, size, "%d file%s of %s %s not listed: %s%s%s.", left_out,
	    left_out == 1 ? "" : "s", p->dir, left_out == 1 ? "is" : "are",
	    too_long, p->too_long && p->too_many ? "; " : "", too_many);
	return true;
}

void levels_list(levels_pack *p)
{
	levels_list_kind(p, "mayan");
}

void levels_list_same(levels_pack *p)
{
	levels_list_kind(p, "same");
}

bool levels_same_pack(const char *text, char *path, size_t size)
{
	const char *colon = strchr(text, ':');
	if (colon == NULL || strchr(colon + 1, ':') != NULL)
		return false;
	levels_pack *pack = malloc(sizeof *pack);
	if (pack == NULL)
		return false;
	levels_list_same(pack);
	bool found = false;
	for (int i = 0; i < pack->count && !found; i++)
		if (strncasecmp(pack->name[i], text, (size_t)(colon - text)) ==
		    0 && pack->name[i][colon - text] == '\0')
			found = levels_path(pack, i, path, size);
	free(pack);
	return found;
}

bool levels_same_board(const char *text, char *path, size_t size,
    long *number)
{
	const char *colon = strchr(text, ':');
	if (colon == NULL)
		return false;
	char *end;
	errno = 0;
	*number = strtol(colon + 1, &end, 10);
	/* A number too big for a long is past any pack's end, as
	 * LONG_MAX is: said so, not taken for another name. */
	if (end == colon + 1 || *end != '\0' || *number < 1 ||
	    (errno != 0 && *number != LONG_MAX))
		return false;
	return levels_same_pack(text, path, size);
}

int levels_find(const levels_pack *p, const char *name)
{
	for (int i = 0; i < p->count; i++)
		if (strcmp(p->name[i], name) == 0)
			return i;
	char *end;
	long number = strtol(name, &end, 10);
	if (end != name && *end == '\0' && number >= 1 && number <= p->count)
		return (int)number - 1;
	/* What the menu shows, as the player would type it. */
	char title[MAYAN_JUDGE_VALUE_MAX];
	for (int i = 0; i < p->count; i++) {
		levels_title(p, i, title, sizeof title);
		if (strcasecmp(p->name[i], name) == 0 ||
		    strcasecmp(title, name) == 0)
			return i;
	}
	return -1;
}

/* Field `key` of level i's header into `out` ("" for none); its moves,
 * 0 when it cannot be played, with why in *trouble (NULL for none): a
 * board with no block is over before a move, and opening it is
 * refused. */
static int levels_field(const levels_pack *p, int i, const char *key,
    char *out, size_t size, const char **trouble)
{
	char path[8192];
	io_error e;
	mayan_puzzle *puzzle = malloc(sizeof *puzzle);
	const char *value = NULL;
	int moves = 0;
	*trouble = "does not read";
	if (puzzle != NULL && levels_path(p, i, path, sizeof path) &&
	    levels_read_puzzle(path, puzzle, &e)) {
		value = mayan_puzzle_field(puzzle, key);
		*trouble = mayan_board_empty(&puzzle->board) ?
		    "no blocks to clear" : NULL;
		moves = *trouble == NULL ? puzzle->moves : 0;
	}
	snprintf(out, size, "%s", value != NULL ? value : "");
	free(puzzle);
	return moves;
}

int levels_title_why(const levels_pack *p, int i, char *out, size_t size,
    const char **why)
{
	const int moves = levels_field(p, i, "title", out, size, why);
	if (out[0] == '\0')
		snprintf(out, size, "%s", p->name[i]);
	return moves;
}

int levels_title(const levels_pack *p, int i, char *out, size_t size)
{
	const char *why;
	return levels_title_why(p, i, out, size, &why);
}

bool levels_tier(const levels_pack *p, int i, char *out, size_t size)
{
	const char *trouble;
	levels_field(p, i, "tier", out, size, &trouble);
	return out[0] != '\0';
}

void levels_said(const levels_pack *p, int i, char *out, size_t size)
{
	snprintf(out, size, "Level %d of %d", i + 1, p->count);
}

bool levels_path(const levels_pack *p, int i, char *out, size_t size)
{
	int n = snprintf(out, size, "%s/%s", p->dir, p->file[i]);
	return n > 0 && (size_t)n < size;
}

bool levels_add_answer(mayan_puzzle *p, const mayan_move *moves,
    int count)
{
	char text[MAYAN_JUDGE_VALUE_MAX];
	size_t used = 0;
	text[0] = '\0';
	for (int i = 0; i < count && used < sizeof text; i++) {
		char move[MAYAN_JUDGE_LINE_MAX];
		mayan_judge_format_move(move, moves[i]);
		used += (size_t)snprintf(text + used, sizeof text - used,
		    "%s%s", i ? ", " : "", move);
	}
	return used < sizeof text && mayan_puzzle_add_field(p, "answer", text);
}

/* A number of an answer's move at *at, from `least` to `most`; *at moves
 * past it.  Too large a number reads as LONG_MAX, past any `most`. */
static bool levels_answer_number(const char **at, long least, long most,
    int8_t *out)
{
	char *end;
	const long value = strtol(*at, &end, 10);
	if (end == *at || value < least || value > most)
		return false;
	*at = end;
	*out = (int8_t)value;
	return true;
}

/* The moves of the answer `text` ("x y g" each, commas between them)
 * into `answer`, at most `most` of them; -1 when it is not of that
 * form. */
static int levels_answer_moves(const char *text, mayan_move *answer,
    int most)
{
	const char *at = text;
	for (int count = 0; count < most; count++) {
		mayan_move *m = &answer[count];
		if (!levels_answer_number(&at, 0, MAYAN_WIDTH - 1, &m->x) ||
		    !levels_answer_number(&at, 0, MAYAN_HEIGHT - 1, &m->y) ||
		    !levels_answer_number(&at, -1, 1, &m->g))
			return -1;
		at += strspn(at, " ");
		if (*at == '\0')
			return count + 1;
		if (*at++ != ',')
			return -1;
	}
	return -1;
}

bool levels_answer(const mayan_puzzle *p,
    mayan_move answer[MAYAN_SOLVE_MAX_MOVES])
{
	const char *text = mayan_puzzle_field(p, "answer");
	mayan_board board = p->board;
	if (text == NULL || mayan_board_lines(&board) != 0 ||
	    levels_answer_moves(text, answer, MAYAN_SOLVE_MAX_MOVES) !=
	    p->moves)
		return false;
	/* A board cleared before the last move leaves that move nothing to
	 * drag: it is not legal. */
	for (int i = 0; i < p->moves; i++)
		if (!mayan_board_move(&board, answer[i]))
			return false;
	return mayan_board_empty(&board);
}

/* io_scan_read_file() takes any parser. */
static bool mayan_judge_read_any(io_scan *s, void *target, io_error *e)
{
	return mayan_judge_read(s, target, e);
}

static bool mayan_judge_read_unsettled_any(io_scan *s, void *target,
    io_error *e)
{
	return mayan_judge_read_unsettled(s, target, e);
}

bool levels_read_puzzle(const char *path, mayan_puzzle *p, io_error *e)
{
	return io_scan_read_file(path, false, mayan_judge_read_any, p, e);
}

bool levels_read_unsettled(const char *path, mayan_puzzle *p, io_error *e)
{
	return io_scan_read_file(path, false, mayan_judge_read_unsettled_any,
	    p, e);
}
