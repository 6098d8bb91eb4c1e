/*
 * `tumble review`, the real binary: per move of a saved Same Game its
 * points, the estimates before and after it and its cost, by the rules
 * session/same_review.h promises; the three costliest moves with the
 * board before each and the planner's line from there, which replays
 * from that board to its stated score; the same every time under a
 * budget of moves alone, on any number of threads; a failed Mayan
 * puzzle's first fatal move; damaged and hostile save files named by
 * FILE:LINE:COL, exit 1, nothing on standard output; usage errors exit 2.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan_gen.h"
#include "engine/rng.h"
#include "engine/same.h"
#include "io/same_judge.h"
#include "io/save_file.h"
#include "session/mayan_random.h"
#include "session/mayan_review.h"
#include "support.h"

/* A stream to write a save to `path` with, and its close. */
static FILE *save_open(const char *path)
{
	FILE *fp = fopen(path, "w");
	ck_assert_ptr_nonnull(fp);
	return fp;
}

static void save_close(FILE *fp)
{
	ck_assert_int_eq(fclose(fp), 0);
}

/* Greedy's game on board 10x15:3:SEED, saved in a fresh folder; `start`
 * and `moves` get the game. */
static const char *save_greedy_game(uint64_t seed, same_board *start,
    same_cluster *moves, int *count)
{
	static char path[512];
	snprintf(path, sizeof path, "%s/game.sav", support_temp_dir());
	same_board_random(start, 10, 15, 3, seed);
	same_board end = *start;
	*count = same_greedy_play(&end, moves);
	char error[256];
	FILE *fp = save_open(path);
	ck_assert_msg(save_write_same(fp, start, moves, *count, 0, false,
	    NULL, 0, error, sizeof error), "%s", error);
	save_close(fp);
	return path;
}

/* The next line of `*p` into `line` (without its newline); false at the
 * end. */
static bool next_line(const char **p, char *line, size_t size)
{
	if (**p == '\0')
		return false;
	const size_t len = strcspn(*p, "\n");
	ck_assert_uint_lt(len, size);
	memcpy(line, *p, len);
	line[len] = '\0';
	*p += len + ((*p)[len] == '\n');
	return true;
}

/* Skip to the line after the one equal to `want`. */
static void skip_past(const char **p, const char *want)
{
	char line[256];
	while (next_line(p, line, sizeof line))
		if (strcmp(line, want) == 0)
			return;
	ck_abort_msg("no line '%s'", want);
}

/* Check the table of moves against the rules and the game, and the
 * costliest moves' lines by replaying them from the board before each. */
static void check_review_output(const char *out, const same_board *start,
    const same_cluster *moves, int count)
{
	const char *p = out;
	skip_past(&p, "Move  At       Points  Before   After    Cost");
	same_board b = *start;
	same_board before_move[SAME_MAX_MOVES];
	long prev_after = -1;
	char line[256];
	for (int k = 0; k < count; k++) {
		ck_assert(next_line(&p, line, sizeof line));
		int n, row, col, points;
		long before, after, cost;
		ck_assert_int_eq(sscanf(line, "%d (%d,%d) %d %ld %ld %ld", &n,
		    &row, &col, &points, &before, &after, &cost), 7);
		ck_assert_int_eq(n, k + 1);
		ck_assert_int_eq(row, moves[k].row);
		ck_assert_int_eq(col, moves[k].col);
		ck_assert_int_eq(points, same_points(moves[k].size));
		ck_assert_int_ge(before, points + after);
		ck_assert_int_eq(cost, before - points - after);
		if (k > 0)
			ck_assert_int_eq(before, prev_after);
		prev_after = after;
		before_move[k] = b;
		same_board_remove(&b, moves[k].row, moves[k].col);
	}
	/* The costliest, costliest first, each line replayed. */
	int named = 0;
	long last_cost = -1;
	while (next_line(&p, line, sizeof line)) {
		int k, row, col;
		long cost;
		if (sscanf(line, "Move %d at (%d,%d) cost %ld points.", &k,
		    &row, &col, &cost) != 4)
			continue;
		named++;
		ck_assert(last_cost < 0 || cost <= last_cost);
		last_cost = cost;
		ck_assert(k >= 1 && k <= count);
		const same_board *at = &before_move[k - 1];
		ck_assert(next_line(&p, line, sizeof line));
		/* The picture of the board before the move. */
		for (int r = at->rows; r >= 1; r--) {
			ck_assert(next_line(&p, line, sizeof line));
			for (int c = 1; c <= at->cols; c++) {
				const int color = same_board_at(at, r, c);
				ck_assert_int_eq(line[c - 1], color ?
				    same_color_letter(color) : '.');
			}
		}
		skip_past(&p, "Game 1:");
		ck_assert(next_line(&p, line, sizeof line));
		same_board replay = *at;
		long score = 0;
		for (int i = 1;; i++) {
			ck_assert(next_line(&p, line, sizeof line));
			int r, c;
			if (sscanf(line, "Move %*d at (%d,%d)", &r, &c) != 2) {
				char want[SAME_JUDGE_LINE_MAX];
				ck_assert(same_board_over(&replay));
				score += same_final_bonus(&replay);
				same_judge_format_final(want, score,
				    replay.balls);
				ck_assert_str_eq(line, want);
				break;
			}
			const same_cluster done = same_board_remove(&replay,
			    r, c);
			char want[SAME_JUDGE_LINE_MAX];
			same_judge_format_move(want, i, &done);
			ck_assert_str_eq(line, want);
			score += same_points(done.size);
		}
	}
	ck_assert_int_ge(named, 1);
	ck_assert_int_le(named, 3);
}

START_TEST(a_saved_game_is_reviewed_move_by_move_and_its_lines_replay)
{
	same_board start;
	same_cluster moves[SAME_MAX_MOVES];
	int count;
	for (uint64_t seed = 1; seed <= 3; seed++) {
		const char *path = save_greedy_game(seed, &start, moves,
		    &count);
		run_result r = support_run(NULL, NULL, "review", path, "-n",
		    "20000", NULL);
		ck_assert_msg(r.status == 0, "%s", r.err);
		check_review_output(r.out, &start, moves, count);
		support_run_free(&r);
	}
	/* A budget under a tenth of a second is said as given (it was
	 * "0.0 s"). */
	const char *path = save_greedy_game(1, &start, moves, &count);
	run_result r = support_run(NULL, NULL, "review", path, "-t", "0.04",
	    NULL);
	ck_assert_msg(strstr(r.out, "searched for 0.04 s of processor "
	    "time;") != NULL, "%s", r.out);
	support_run_free(&r);
}
END_TEST

/* Under a budget of moves alone a review is the same every time, on one
 * thread or several. */
START_TEST(a_review_by_moves_is_the_same_on_any_threads)
{
	same_board start;
	same_cluster moves[SAME_MAX_MOVES];
	int count;
	const char *path = save_greedy_game(4, &start, moves, &count);
	run_result one = support_run(NULL, NULL, "review", path, "-n",
	    "20000", "-j", "1", NULL);
	run_result two = support_run(NULL, NULL, "review", "-j", "2",
	    "--moves=20000", path, NULL);
	ck_assert_int_eq(one.status, 0);
	ck_assert_int_eq(two.status, 0);
	ck_assert_str_eq(one.out, two.out);
	support_run_free(&one);
	support_run_free(&two);
}
END_TEST

/* A failed Mayan puzzle saved: the first fatal move, as the review
 * finds it in the session. */
START_TEST(a_failed_mayan_puzzle_names_its_first_fatal_move)
{
	rng r;
	rng_seed(&r, 39);
	int failed = 0;
	for (uint64_t seed = 1; failed < 5; seed++) {
		mayan_puzzle p;
		ck_assert(mayan_random_make(seed, 3,
		    mayan_gen_default_colors(3), NULL, NULL, &p));
		mayan_session s;
		mayan_session_start(&s, &p.board, 3);
		while (!mayan_session_over(&s)) {
			mayan_move m;
			do {
				m = (mayan_move){
					(int8_t)rng_below(&r, MAYAN_WIDTH),
					(int8_t)rng_below(&r, MAYAN_HEIGHT),
					(int8_t)(rng_below(&r, 2) ? 1 : -1) };
			} while (!mayan_session_play(&s, m));
		}
		if (mayan_session_solved(&s))
			continue;
		failed++;
		char path[512], error[256];
		snprintf(path, sizeof path, "%s/m.sav", support_temp_dir());
		FILE *fp = save_open(path);
		ck_assert(save_write_mayan(fp, &p.board, 3, NULL, s.moves,
		    mayan_session_move_count(&s), 0, false, false, 0, NULL,
		    error, sizeof error));
		save_close(fp);
		mayan_review review;
		ck_assert_int_eq(mayan_review_first_fatal(&s, NULL, NULL,
		    &review), MAYAN_SOLVE_NONE);
		char want[256], words[160];
		if (review.found)
			mayan_review_words(words, sizeof words, &s, &review);
		snprintf(want, sizeof want, "Mayan puzzle in 3 moves, 3 "
		    "played: %s\n", review.found ? words :
		    "it cannot be cleared from its start.");
		run_result run = support_run(NULL, NULL, "review", path, NULL);
		ck_assert_int_eq(run.status, 0);
		ck_assert_str_eq(run.out, want);
		support_run_free(&run);
	}
}
END_TEST

/* One move is one move: a puzzle of 1 move solved, and one of 2 with
 * 1 still to make. */
START_TEST(a_mayan_review_counts_one_move_as_one)
{
	mayan_board b;
	mayan_board_clear(&b);
	mayan_board_push(&b, 0, 1);
	mayan_board_push(&b, 1, 1);
	mayan_board_push(&b, 3, 1);
	const mayan_move clear = { 3, 0, -1 };
	char path[512], error[256];
	snprintf(path, sizeof path, "%s/one.sav", support_temp_dir());
	FILE *fp = save_open(path);
	ck_assert(save_write_mayan(fp, &b, 1, NULL, &clear, 1, 0, false,
	    false, 0, NULL, error, sizeof error));
	save_close(fp);
	run_result run = support_run(NULL, NULL, "review", path, NULL);
	ck_assert_int_eq(run.status, 0);
	ck_assert_str_eq(run.out, "Mayan puzzle in 1 move, 1 played: "
	    "solved.\n");
	support_run_free(&run);
	/* 2 moves, 1 made: the 1s go, the 2s fall apart, and the last
	 * move is still to make. */
	mayan_board_clear(&b);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		if (x != 2) {
			mayan_board_push(&b, x, 1);
			mayan_board_push(&b, x, 2);
		}
	mayan_board_take(&b, 4, 1);
	mayan_board_take(&b, 4, 0);
	fp = save_open(path);
	ck_assert(save_write_mayan(fp, &b, 2, NULL, &clear, 1, 0, false,
	    false, 0, NULL, error, sizeof error));
	save_close(fp);
	run = support_run(NULL, NULL, "review", path, NULL);
	ck_assert_int_eq(run.status, 0);
	ck_assert_str_eq(run.out, "Mayan puzzle in 2 moves, 1 played: it can "
	    "still be cleared in the 1 move left.\n");
	support_run_free(&run);
}
END_TEST

/* A game saved before its first move is said to have none, of either
 * kind, with the review's status: a Same Game printed an empty table of
 * moves, and a Mayan puzzle "0 played". */
START_TEST(a_game_of_no_move_says_so)
{
	char path[512];
	snprintf(path, sizeof path, "%s/zero.sav", support_temp_dir());
	char *script = malloc(strlen(path) + 64);
	sprintf(script, "new same 8x8:3:11\nsave %s\n", path);
	run_result r = support_run(script, NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	support_run_free(&r);
	r = support_run(NULL, NULL, "review", path, "-t", "0.01", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "Same Game, no move played: there is nothing "
	    "to review.\n");
	support_run_free(&r);
	mayan_board b;
	mayan_board_clear(&b);
	mayan_board_push(&b, 0, 1);
	mayan_board_push(&b, 1, 1);
	mayan_board_push(&b, 3, 1);
	char error[256];
	FILE *fp = save_open(path);
	ck_assert(save_write_mayan(fp, &b, 1, NULL, NULL, 0, 0, false,
	    false, 0, NULL, error, sizeof error));
	save_close(fp);
	r = support_run(NULL, NULL, "review", path, NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "Mayan puzzle in 1 move, no move played: it "
	    "can still be cleared in the 1 move left.\n");
	support_run_free(&r);
	free(script);
}
END_TEST

/* A game of which one move cost anything names that move alone, as
 * one: it was "The 1 costliest moves". */
START_TEST(one_costly_move_is_named_as_one)
{
	char path[512];
	snprintf(path, sizeof path, "%s/one.sav", support_temp_dir());
	FILE *fp = fopen(path, "w");
	ck_assert_ptr_nonnull(fp);
	/* Three times (1,1): 25 + 100 + 16 + 1000, where the planner
	 * makes 1181 by taking a pair of greens first. */
	fputs("tumble-save 2\nsame\nmoves 3\n1 1\n1 1\n1 1\n"
	    "GRRRG\nGRGRR\nGRGRG\nRRGRG\nGGGGR\n", fp);
	fclose(fp);
	run_result r = support_run(NULL, NULL, "review", path, "-n", "1000",
	    "-j", "1", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "\n\nThe costliest move:\n\n"
	    "Move 1 at (1,1) cost 40 points.  The board before it:\n"));
	ck_assert_ptr_null(strstr(r.out, "costliest moves"));
	support_run_free(&r);
}
END_TEST

/* Damaged and hostile save files: the reader's FILE:LINE:COL and what it
 * expected, exit 1, nothing on standard output. */
START_TEST(damaged_and_hostile_saves_are_named_by_line_and_column)
{
	static const struct {
		const char *text;
		const char *said; /* the start of the message after FILE */
	} cases[] = {
		{ "", ":1:1: " },
		{ "tumble-sav 2\nsame\n", ":1:1: " },
		{ "tumble-save 9\nsame\n", ":1:13: " },
		{ "tumble-save 2\nchess\n", ":2:1: " },
		/* A move that removes nothing from the board: no two balls
		 * of a colour touch. */
		{ "tumble-save 2\nsame\nmoves 1\n1 1\n"
		    "RGB\nGBR\nBRG\n", ":4:1: " },
		{ "tumble-save 2\nsame\nmoves 99999999999999\n", ":3:7: " },
		{ "tumble-save 2\nsame\nmoves 2\n1 1\n", ":5:1: " },
		{ "tumble-save 2\nsame\nmoves 0\nRG\nRGB\n", ":5:" },
		{ "tumble-save 2\nsame\nmoves 0\n\x01\xff\xfe\n", ":4:1: " },
		/* A Mayan move of a block that is not there. */
		{ "tumble-save 2\nmayan\nmoves 1\n0 3 1\n3\n1 0\n0\n0\n0\n0\n",
		    ":4:1: " },
	};
	const char *dir = support_temp_dir();
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char path[512];
		snprintf(path, sizeof path, "%s/bad%zu.sav", dir, i);
		support_write_file(path, cases[i].text);
		run_result r = support_run(NULL, NULL, "review", path, NULL);
		ck_assert_msg(r.status == 1, "case %zu: %d", i, r.status);
		ck_assert_str_eq(r.out, "");
		ck_assert_msg(strncmp(r.err, path, strlen(path)) == 0 &&
		    strncmp(r.err + strlen(path), cases[i].said,
		    strlen(cases[i].said)) == 0, "case %zu: %s", i, r.err);
		ck_assert_msg(strchr(r.err, '\n') == r.err + strlen(r.err) - 1,
		    "case %zu: one line: %s", i, r.err);
		support_run_free(&r);
	}
	/* Standard input is named as every reader names it. */
	run_result r = support_run("tumble-save 2\nsame\nmoves x\n", NULL,
	    "review", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_msg(strncmp(r.err, "<stdin>:3:7: ", 13) == 0, "%s", r.err);
	support_run_free(&r);
	/* A folder, and a file that is not there. */
	r = support_run(NULL, NULL, "review", dir, NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	support_run_free(&r);
	r = support_run(NULL, NULL, "review", "/nonexistent/x.sav", NULL);
	ck_assert_int_eq(r.status, 1);
	support_run_free(&r);
}
END_TEST

/* A file of either game given for a save is named as what it is, with
 * the command that plays it; exit 1, nothing on standard output.  A file
 * that reads as no game is still told what a save expected. */
START_TEST(a_puzzle_or_board_file_is_named_as_one)
{
	static const struct {
		const char *text;
		const char *said;
	} cases[] = {
		{ "3\n1 1 2 0\n2 1 0\n0\n0\n0\n", "a Mayan puzzle, not a "
		    "saved game: tumble review reads saves (tumble mayan " },
		{ NULL, "a Same Game file, not a saved game: "
		    "tumble review reads saves (tumble same " },
		{ "RGB\nGBR\n", "a Same Game file, not a saved game: " },
		/* A Mayan puzzle with a column of one block too many. */
		{ "3\n1 1 1 1 1 1 1 1 0\n0\n0\n0\n0\n",
		    ":1:1: expected a saved game, starting "
		    "'tumble-save'" },
	};
	/* NULL: a judge file of one board. */
	char judge[2 + 10 * 16 + 1] = "1\n";
	for (int r = 0; r < 10; r++) {
		for (int c = 0; c < 15; c++)
			strncat(judge, &"RGB"[(r + c) % 3], 1);
		strcat(judge, "\n");
	}
	const char *dir = support_temp_dir();
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char path[512], want[1024];
		snprintf(path, sizeof path, "%s/board%zu.in", dir, i);
		support_write_file(path, cases[i].text != NULL ?
		    cases[i].text : judge);
		if (cases[i].said[0] == ':')
			snprintf(want, sizeof want, "%s%s", path,
			    cases[i].said);
		else
			snprintf(want, sizeof want, "tumble review: %s is %s",
			    path, cases[i].said);
		run_result r = support_run(NULL, NULL, "review", path, NULL);
		ck_assert_msg(r.status == 1, "case %zu: %d", i, r.status);
		ck_assert_str_eq(r.out, "");
		ck_assert_msg(strncmp(r.err, want, strlen(want)) == 0,
		    "case %zu: %s", i, r.err);
		ck_assert_msg(strchr(r.err, '\n') == r.err + strlen(r.err) - 1,
		    "case %zu: one line: %s", i, r.err);
		support_run_free(&r);
	}
}
END_TEST

START_TEST(usage_errors_exit_2)
{
	static const char *const cases[][4] = {
		{ "-j", "0", NULL, NULL },
		{ "-j", "65", NULL, NULL },
		{ "-t", "soon", NULL, NULL },
		{ "-t", "100000", NULL, NULL },
		{ "-t", "0", NULL, NULL },
		{ "-n", "0", NULL, NULL },
		{ "--colour", NULL, NULL, NULL },
		{ "a.sav", "b.sav", NULL, NULL },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const char *args[] = { "review", cases[i][0], cases[i][1],
			NULL };
		run_result r = support_run_argv(NULL, NULL, NULL, args);
		ck_assert_msg(r.status == 2, "case %zu: %d", i, r.status);
		ck_assert_str_eq(r.out, "");
		ck_assert_msg(strstr(r.err, "tumble review: ") == r.err,
		    "case %zu: %s", i, r.err);
		support_run_free(&r);
	}
}
END_TEST

static Suite *review_cli_suite(void)
{
	Suite *s = suite_create("review_cli");
	TCase *t = tcase_create("review");
	tcase_set_timeout(t, 120);
	tcase_add_test(t,
	    a_saved_game_is_reviewed_move_by_move_and_its_lines_replay);
	tcase_add_test(t, a_review_by_moves_is_the_same_on_any_threads);
	tcase_add_test(t, a_failed_mayan_puzzle_names_its_first_fatal_move);
	tcase_add_test(t, a_mayan_review_counts_one_move_as_one);
	tcase_add_test(t, a_game_of_no_move_says_so);
	tcase_add_test(t, one_costly_move_is_named_as_one);
	tcase_add_test(t,
	    damaged_and_hostile_saves_are_named_by_line_and_column);
	tcase_add_test(t, a_puzzle_or_board_file_is_named_as_one);
	tcase_add_test(t, usage_errors_exit_2);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(review_cli_suite());
}
