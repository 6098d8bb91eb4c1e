/*
 * The high score file (see scores.h): reading with positions, writing
 * atomically, and setting a damaged file aside.
 */
#include "io/scores.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/atomic_file.h"
#include "io/days.h"
#include "io/table_file.h"

void scores_same_kind(char *out, size_t size, int rows, int cols,
    int colors)
{
	snprintf(out, size, "same-%dx%dx%d", rows, cols, colors);
}

void scores_same_clearable_kind(char *out, size_t size, int rows, int cols,
    int colors)
{
	snprintf(out, size, "same-clearable-%dx%dx%d", rows, cols, colors);
}

void scores_same_daily_kind(char *out, size_t size, long date)
{
	snprintf(out, size, "same-daily-%ld", date);
}

static bool scores_kind_char(int ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	    (ch >= '0' && ch <= '9') || ch == '-';
}

void scores_same_pack_kind(char *out, size_t size, const char *pack,
    long board)
{
	int n = snprintf(out, size, "same-%s-%ld", pack, board);
	const size_t end = n < 0 ? 0 : (size_t)n < size ? (size_t)n : size - 1;
	for (size_t i = 0; i < end; i++)
		if (!scores_kind_char((unsigned char)out[i]))
			out[i] = '-';
}

static const char scores_assisted_suffix[] = "-assisted";

/* Whether `kind` is the kind of boards of a size and colours,
 * same-[clearable-]ROWSxCOLSxCOLORS, and what they are. */
static bool scores_kind_sized(const char *kind, int *rows, int *cols,
    int *colors, bool *clearable)
{
	char again[SCORES_KIND_MAX];
	*clearable = strncmp(kind, "same-clearable-", 15) == 0;
	const char *size = kind + (*clearable ? 15 : 5);
	if (strncmp(kind, "same-", 5) != 0 ||
	    sscanf(size, "%3dx%3dx%3d", rows, cols, colors) != 3 ||
	    *rows < 1 || *cols < 1 || *colors < 1)
		return false;
	/* Only the very name the game gives those boards: a file's
	 * same-4294967306x15x3 or same-010x15x3 is no 10x15 board. */
	if (*clearable)
		scores_same_clearable_kind(again, sizeof again, *rows, *cols,
		    *colors);
	else
		scores_same_kind(again, sizeof again, *rows, *cols, *colors);
	return strcmp(again, kind) == 0;
}

long scores_kind_daily_date(const char *kind)
{
	long date;
	int end = 0;
	if (sscanf(kind, "same-daily-%8ld%n", &date, &end) != 1 ||
	    kind[end] != '\0' || days_number(date) < 0)
		return 0;
	return date;
}

void scores_kind_title(char *out, size_t size, const char *kind,
    int most)
{
	const size_t len = strlen(kind) - (scores_kind_is_assisted(kind) ?
	    strlen(scores_assisted_suffix) : 0);
	char own[SCORES_KIND_MAX];
	snprintf(own, sizeof own, "%.*s", (int)len, kind);
	int rows, cols, colors;
	bool clearable;
	const long date = scores_kind_daily_date(own);
	const char *dash = strrchr(own, '-');
	if (date != 0)
		days_board_name(out, size, date, most);
	else if (scores_kind_sized(own, &rows, &cols, &colors, &clearable))
		snprintf(out, size, "%s%dx%d, %d colour%s", clearable ?
		    "clearable " : "", rows, cols, colors,
		    colors == 1 ? "" : "s");
	else if (strncmp(own, "same-", 5) == 0 && dash > own + 5 &&
	    dash[1] != '\0' && strspn(dash + 1, "0123456789") ==
	    strlen(dash + 1))
		snprintf(out, size, "%.*s:%s", (int)(dash - own - 5), own + 5,
		    dash + 1);
	else
		snprintf(out, size, "%s", own);
}

void scores_assisted_kind(char *out, size_t size, const char *kind)
{
	snprintf(out, size, "%s%s", kind, scores_assisted_suffix);
}

bool scores_kind_is_assisted(const char *kind)
{
	const size_t len = strlen(kind),
	    suffix = strlen(scores_assisted_suffix);
	return len > suffix &&
	    strcmp(kind + len - suffix, scores_assisted_suffix) == 0;
}

bool scores_kind_is_one_board(const char *kind)
{
	int rows, cols, colors;
	bool clearable;
	return strncmp(kind, "same-", 5) == 0 &&
	    !scores_kind_is_assisted(kind) &&
	    !scores_kind_sized(kind, &rows, &cols, &colors, &clearable);
}

bool scores_scan_kind(io_scan *s, char *kind, size_t size, io_error *e)
{
	size_t len = 0;
	while (scores_kind_char(io_scan_peek(s))) {
		if (len + 1 >= size)
			return io_scan_fail(s, e,
			    "expected a board kind of at most %zu characters",
			    size - 1);
		kind[len++] = (char)io_scan_get(s);
	}
	kind[len] = '\0';
	if (len == 0)
		return io_scan_fail(s, e,
		    "expected a board kind such as same-10x15x3");
	return true;
}

/* One KIND SCORE DATE line, added to the table. */
static bool scores_parse_line(io_scan *s, void *table, io_error *e)
{
	scores_table *t = table;
	if (t->count == SCORES_MAX)
		return io_scan_fail(s, e, "expected at most %d scores",
		    SCORES_MAX);
	scores_entry *x = &t->entry[t->count];
	long day;
	if (!scores_scan_kind(s, x->kind, sizeof x->kind, e) ||
	    !io_scan_int(s, 0, SCORES_MAX_SCORE, "a score", true, &x->score,
	    e) || !days_scan_date(s, x->date, &day, e))
		return false;
	if (!io_scan_line_end(s, "the date", e))
		return false;
	t->count++;
	return true;
}

bool scores_parse(io_scan *s, scores_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_lines(s, scores_parse_line, t, e);
}

/* io_scan_read_file() takes any parser. */
static bool scores_parse_any(io_scan *s, void *target, io_error *e)
{
	return scores_parse(s, target, e);
}

bool scores_read(const char *path, scores_table *t, io_error *e)
{
	t->count = 0;
	return io_scan_read_file(path, true, scores_parse_any, t, e);
}

static bool scores_is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

int scores_kind_compare(const char *a, const char *b)
{
	const char *p = a, *q = b;
	while (*p != '\0' && *q != '\0') {
		if (!scores_is_digit(*p) || !scores_is_digit(*q)) {
			if (*p != *q)
				break;
			p++;
			q++;
			continue;
		}
		/* A longer number, once its leading zeros are left out, is
		 * the larger; of two as long, the first digit apart says. */
		while (*p == '0')
			p++;
		while (*q == '0')
			q++;
		const size_t n = strspn(p, "0123456789");
		const size_t m = strspn(q, "0123456789");
		if (n != m)
			return n < m ? -1 : 1;
		const int c = strncmp(p, q, n);
		if (c != 0)
			return c;
		p += n;
		q += m;
	}
	if (*p != *q)
		return (unsigned char)*p < (unsigned char)*q ? -1 : 1;
	/* Apart only by leading zeros (a file mended by hand): kinds equal
	 * in order are equal in name, so each kind's scores stay together. */
	return strcmp(a, b);
}

/* Kinds in their order, then scores best first; equal scores keep their
 * order, so an older score stays above a newer equal one. */
static int scores_compare(const scores_entry *a, const scores_entry *b)
{
	int c = scores_kind_compare(a->kind, b->kind);
	if (c != 0)
		return c;
	return (a->score < b->score) - (a->score > b->score);
}

bool scores_write(const char *path, const scores_table *t, char *error,
    size_t error_size)
{
	atomic_file f;
	if (!atomic_file_make_parent(path, error, error_size) ||
	    !atomic_file_open_private(&f, path, error, error_size))
		return false;
	fputs("# tumble high scores: KIND SCORE DATE, best first within a "
	    "kind\n", f.fp);
	for (int i = 0; i < t->count; i++)
		fprintf(f.fp, "%s %ld %s\n", t->entry[i].kind,
		    t->entry[i].score, t->entry[i].date);
	return atomic_file_commit(&f, error, error_size);
}

long scores_best(const scores_table *t, const char *kind)
{
	long best = -1;
	for (int i = 0; i < t->count; i++)
		if (strcmp(t->entry[i].kind, kind) == 0 &&
		    t->entry[i].score > best)
			best = t->entry[i].score;
	return best;
}

/* A file mended by hand may list scores in any order: sort it the way
 * scores_write leaves it.  Insertion sort keeps equal scores in their
 * order and costs one pass over a table that is sorted already. */
void scores_sort(scores_table *t)
{
	for (int i = 1; i < t->count; i++) {
		scores_entry x = t->entry[i];
		int j = i;
		for (; j > 0 && scores_compare(&t->entry[j - 1], &x) > 0; j--)
			t->entry[j] = t->entry[j - 1];
		t->entry[j] = x;
	}
}

static void scores_remove(scores_table *t, int i)
{
	memmove(&t->entry[i], &t->entry[i + 1],
	    (size_t)(t->count - i - 1) * sizeof t->entry[0]);
	t->count--;
}

/* The worst score of the kind holding the most, in a sorted table (the
 * last of its run); -1 for an empty table. */
static int scores_most_crowded(const scores_table *t)
{
	int worst = -1, most = 0, run = 0;
	for (int i = 0; i < t->count; i++) {
		run = i > 0 && strcmp(t->entry[i].kind,
		    t->entry[i - 1].kind) == 0 ? run + 1 : 1;
		if (run >= most) {
			most = run;
			worst = i;
		}
	}
	return worst;
}

int scores_add(scores_table *t, const char *kind, long score,
    const char *date)
{
	scores_entry fresh = { .score = score };
	snprintf(fresh.kind, sizeof fresh.kind, "%s", kind);
	snprintf(fresh.date, sizeof fresh.date, "%s", date);
	scores_sort(t);
	int at = 0, rank = 1, same_kind = 0, last = -1;
	for (int i = 0; i < t->count; i++) {
		int c = scores_compare(&t->entry[i], &fresh);
		if (strcmp(t->entry[i].kind, kind) == 0) {
			same_kind++;
			last = i;
			if (c <= 0)
				rank++;
		}
		if (c <= 0)
			at = i + 1;
	}
	if (rank > SCORES_PER_KIND)
		return 0;
	/* Drop the worst of this kind until there is room for one more; a
	 * mended file may hold more than its share.  They rank below the
	 * new score, so they all sit at or after `at`. */
	for (; same_kind >= SCORES_PER_KIND; same_kind--)
		scores_remove(t, last--);
	/* A full table makes room in the kind that holds the most, so that a
	 * new kind's score is kept, unless the new score is that kind's
	 * worst. */
	if (t->count == SCORES_MAX) {
		const int crowded = scores_most_crowded(t);
		if (strcmp(t->entry[crowded].kind, kind) == 0 &&
		    rank > same_kind)
			return 0;
		scores_remove(t, crowded);
		at -= crowded < at;
	}
	memmove(&t->entry[at + 1], &t->entry[at],
	    (size_t)(t->count - at) * sizeof t->entry[0]);
	t->entry[at] = fresh;
	t->count++;
	return rank;
}

/* scores_read and scores_write for table_file. */
static bool scores_read_any(const char *path, void *t, io_error *e)
{
	return scores_read(path, t, e);
}

static bool scores_write_any(const char *path, const void *t, char *error,
    size_t error_size)
{
	return scores_write(path, t, error, error_size);
}

static const table_file scores_file = { scores_read_any, scores_write_any };

bool scores_load(const char *path, scores_table *t, scores_outcome *out)
{
	memset(out, 0, sizeof *out);
	out->previous_best = -1;
	return table_file_load(path, &scores_file, t, &out->set_aside,
	    out->message, sizeof out->message);
}

/* The score to add, and where to say how it ranked. */
typedef struct scores_entry_to_add {
	const char *kind, *date;
	long score;
	scores_outcome *out;
} scores_entry_to_add;

static bool scores_add_entry(void *table, void *user)
{
	scores_entry_to_add *add = user;
	add->out->previous_best = scores_best(table, add->kind);
	add->out->rank = scores_add(table, add->kind, add->score, add->date);
	return add->out->rank > 0;
}

bool scores_record(const char *path, const char *kind, long score,
    const char *date, scores_outcome *out)
{
	memset(out, 0, sizeof *out);
	out->previous_best = -1;
	scores_table *t = malloc(sizeof *t);
	if (t == NULL) {
		snprintf(out->message, sizeof out->message,
		    "%s: out of memory", path);
		return false;
	}
	scores_entry_to_add add = { kind, date, score, out };
	const bool ok = table_file_change(path, &scores_file, t,
	    scores_add_entry, &add, &out->set_aside, out->message,
	    sizeof out->message);
	free(t);
	return ok;
}
