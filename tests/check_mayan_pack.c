/*
 * The built-in Mayan level pack (data/levels/mayan): every level is read
 * by the judge's reader, titled, graded by its n, and proved: its stored
 * answer replayed clears the board in exactly n moves, the solver finds
 * an answer in n, and none in fewer (under AddressSanitizer, for the
 * levels of up to 7 moves).  Levels say how they were made, and making
 * them again gives the same file (under AddressSanitizer, for the first
 * level of each depth up to 9 moves).
 */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan_gen.h"
#include "engine/mayan_solve.h"
#include "io/levels.h"
#include "io/mayan_judge.h"
#include "support.h"

/* The deepest levels whose grade the solver proves.  Under
 * AddressSanitizer the search runs several times slower and the levels
 * of 8 to 10 moves would take minutes: there it proves those of up to 7
 * moves, every level still read, graded and replayed, while the release
 * build proves the whole pack (and check_mayan_deep searches puzzles of
 * 8 to 10 moves under the sanitizers too). */
#define PACK_PROVED_MAX (SUPPORT_SANITIZED ? 7 : MAYAN_GEN_MAX_MOVES)

/* The shallowest levels are all made again in the release build; under
 * AddressSanitizer, where each run of the generator starts a slow
 * program, only the first of each depth is. */
#define PACK_ALL_MADE_AGAIN_MAX (SUPPORT_SANITIZED ? 0 : 5)

/* The deepest level made again: under AddressSanitizer making the first
 * level of 10 moves again took 3.5 s of processor time, three quarters
 * of the suite's, where the first of 9 moves took 0.1 s.  There the
 * levels of up to 9 moves show the generator keeps its word under the
 * sanitizers, and the release build makes the level of 10 again. */
#define PACK_MADE_AGAIN_DEEPEST (SUPPORT_SANITIZED ? 9 : MAYAN_GEN_MAX_MOVES)

/* One solver for the whole pack, on every processor (the default): the
 * expert tier's proofs search 9 moves deep. */
static mayan_solver pack_solver;

static mayan_solve_status pack_solve(const mayan_board *b, int n,
    mayan_move answer[])
{
	return mayan_solver_run(&pack_solver, b, n, NULL, answer);
}

static void setup(void)
{
	mayan_solver_init(&pack_solver, 0);
}

static void teardown(void)
{
	mayan_solver_free(&pack_solver);
}

/* `text` without its `# tier:` line: a level's tier is the pack's,
 * added once the level was made. */
static void drop_tier_line(char *text)
{
	char *tier = strstr(text, "# tier: ");
	if (tier == NULL || (tier != text && tier[-1] != '\n'))
		return;
	char *end = strchr(tier, '\n');
	end = end != NULL ? end + 1 : tier + strlen(tier);
	memmove(tier, end, strlen(end) + 1);
}

/* A level says how it was made; making it again gives the same file (but
 * for the tier it starts, if any). */
static void expect_made_again(const char *path, const mayan_puzzle *p)
{
	const char *made_by = mayan_puzzle_field(p, "made-by");
	ck_assert_msg(made_by != NULL, "%s does not say how it was made",
	    path);
	char words[MAYAN_JUDGE_VALUE_MAX];
	const char *args[16];
	int argc = 0;
	snprintf(words, sizeof words, "%s", made_by);
	for (char *w = strtok(words, " "); w != NULL && argc < 13;
	    w = strtok(NULL, " "))
		args[argc++] = w;
	ck_assert_msg(argc > 1 && strcmp(args[0], "tumble") == 0,
	    "%s: made-by %s", path, made_by);
	args[argc++] = "--title";
	args[argc++] = mayan_puzzle_field(p, "title");
	args[argc] = NULL;
	run_result r = support_run_argv(NULL, NULL, NULL, args + 1);
	char *want = support_read_file(path);
	drop_tier_line(want);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, want);
	free(want);
	support_run_free(&r);
}

/* The level's stored answer, replayed move by move, clears the board in
 * exactly n moves: as the editor takes it. */
static void expect_replayed(const char *path, const mayan_puzzle *p)
{
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_msg(mayan_puzzle_field(p, "answer") != NULL,
	    "%s has no answer", path);
	ck_assert_msg(levels_answer(p, answer), "%s: the answer %s does not "
	    "clear it in exactly %d moves", path,
	    mayan_puzzle_field(p, "answer"), p->moves);
}

/* The solver finds an answer in n moves and none in fewer: the proof of
 * its grade that does not take the generator's word for it. */
static void expect_proved(const char *path, const mayan_puzzle *p)
{
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_msg(pack_solve(&p->board, p->moves, answer) ==
	    MAYAN_SOLVE_FOUND, "%s has no answer in %d moves", path, p->moves);
	for (int fewer = 1; fewer < p->moves; fewer++)
		ck_assert_msg(pack_solve(&p->board, fewer, answer) ==
		    MAYAN_SOLVE_NONE, "%s is cleared in %d moves", path, fewer);
}

/* The pack's level files in the order of their names (numbers compare as
 * numbers: 99.in before 100.in), as the game plays them. */
#define PACK_MAX_LEVELS 160
#define PACK_NAME_MAX 64

static int pack_compare(const void *a, const void *b)
{
	const char *x = a, *y = b;
	const int order = atoi(x) - atoi(y);
	return order != 0 ? order : strcmp(x, y);
}

static int pack_levels(char names[][PACK_NAME_MAX])
{
	const char *dir = support_test_path("../data/levels/mayan");
	DIR *d = opendir(dir);
	ck_assert_msg(d != NULL, "cannot open %s", dir);
	int count = 0;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL) {
		const size_t len = strlen(entry->d_name);
		if (len < 4 || len >= PACK_NAME_MAX ||
		    strcmp(entry->d_name + len - 3, ".in") != 0)
			continue;
		ck_assert_int_lt(count, PACK_MAX_LEVELS);
		memcpy(names[count++], entry->d_name, len + 1);
	}
	closedir(d);
	qsort(names, (size_t)count, PACK_NAME_MAX, pack_compare);
	return count;
}

/* Read level `name` with the judge's reader: it must be titled and
 * graded by its n. */
static void pack_read(const char *name, char *path, size_t size,
    mayan_puzzle *p)
{
	snprintf(path, size, "%s/%s", support_test_path("../data/levels/mayan"),
	    name);
	FILE *fp = fopen(path, "rb");
	ck_assert_ptr_nonnull(fp);
	static io_scan scan;
	io_error e;
	io_scan_open_file(&scan, fp, path);
	const bool read = mayan_judge_read(&scan, p, &e);
	fclose(fp);
	ck_assert_msg(read, "%s:%d:%d: %s", e.file, e.line, e.col, e.what);
	ck_assert_msg(mayan_puzzle_field(p, "title") != NULL,
	    "%s has no title", path);
	const char *difficulty = mayan_puzzle_field(p, "difficulty");
	ck_assert_msg(difficulty && atoi(difficulty) == p->moves &&
	    p->moves >= 1 && p->moves <= MAYAN_GEN_MAX_MOVES,
	    "%s: difficulty %s for %d moves", path,
	    difficulty ? difficulty : "missing", p->moves);
}

/* One test a level, so that each deep proof has a time limit of its
 * own. */
START_TEST(level_is_proved)
{
	static char names[PACK_MAX_LEVELS][PACK_NAME_MAX];
	const int count = pack_levels(names);
	if (_i >= count)
		return;
	char path[4096];
	static mayan_puzzle p;
	pack_read(names[_i], path, sizeof path, &p);
	const int moves = p.moves;
	expect_replayed(path, &p);
	if (moves <= PACK_PROVED_MAX)
		expect_proved(path, &p);
	/* Making a deep level again can search for seconds: the first of
	 * each depth shows the generator keeps its word. */
	bool first_of_its_depth = true;
	for (int i = 0; i < _i && first_of_its_depth; i++) {
		char other[4096];
		static mayan_puzzle q;
		pack_read(names[i], other, sizeof other, &q);
		first_of_its_depth = q.moves != moves;
	}
	if (moves <= PACK_ALL_MADE_AGAIN_MAX ||
	    (first_of_its_depth && moves <= PACK_MADE_AGAIN_DEEPEST))
		expect_made_again(path, &p);
}
END_TEST

START_TEST(pack_has_its_tiers)
{
	static char names[PACK_MAX_LEVELS][PACK_NAME_MAX];
	const int count = pack_levels(names);
	int deep = 0, expert = 0;
	for (int i = 0; i < count; i++) {
		char path[4096];
		static mayan_puzzle p;
		pack_read(names[i], path, sizeof path, &p);
		deep += p.moves >= 6;
		expert += p.moves >= 8;
	}
	ck_assert_int_ge(count, 117);
	ck_assert_int_ge(deep, 40);
	ck_assert_int_ge(expert, 13);
}
END_TEST

static Suite *mayan_pack_suite(void)
{
	Suite *s = suite_create("mayan_pack");
	TCase *t = tcase_create("pack");
	tcase_set_timeout(t, 280);
	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_loop_test(t, level_is_proved, 0, PACK_MAX_LEVELS);
	tcase_add_test(t, pack_has_its_tiers);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_pack_suite());
}
