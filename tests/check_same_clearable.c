/*
 * Clearable Same Game boards (engine/same_clearable.h) checked against the
 * plain rules of same_ref.c: on every size from 1x2 to 20x20 in every
 * colour count, the line that comes with a board, replayed by the
 * reference model, removes exactly the clusters it names and leaves the
 * board empty.  Also their ids (RxC:K:cSEED), their colours, what they
 * open as, and `tumble gen same`.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "engine/same_clearable.h"
#include "io/days.h"
#include "io/same_id.h"
#include "io/scores.h"
#include "session/game_open.h"
#include "same_ref.h"
#include "support.h"

static same_board board;
static same_cluster line[SAME_MAX_MOVES];

/* Replay `line` on `b` with the reference rules: every move removes the
 * cluster it names, and the board ends empty. */
static void ref_replays_to_empty(const same_board *b,
    const same_cluster *moves, int count)
{
	ref_board g = ref_from(b);
	ck_assert_int_eq(ref_balls(&g), b->rows * b->cols);
	for (int i = 0; i < count; i++) {
		const same_cluster removed = ref_remove(&g, moves[i].row,
		    moves[i].col);
		ck_assert_msg(removed.size >= 2, "%dx%d:%d move %d removes "
		    "nothing", b->rows, b->cols, b->colors, i + 1);
		ck_assert_int_eq(removed.size, moves[i].size);
		ck_assert_int_eq(removed.color, moves[i].color);
		ck_assert_int_eq(removed.row, moves[i].row);
		ck_assert_int_eq(removed.col, moves[i].col);
	}
	ck_assert_int_eq(ref_balls(&g), 0);
}

/* Seeds a size is made with: under AddressSanitizer, several times
 * slower, one; two in the release build. */
#define EVERY_SIZE_SEEDS (SUPPORT_SANITIZED ? 1 : 2)
/* Widths a height is made with: under AddressSanitizer every other one,
 * so that every height and every width still meets half of the others;
 * all of them in the release build. */
#define EVERY_SIZE_WIDTH_STEP (SUPPORT_SANITIZED ? 2 : 1)

/* Loop index: rows; every width and colour count, with each seed. */
START_TEST(every_size_clears)
{
	const int rows = _i;
	for (int cols = 1 + (rows - 1) % EVERY_SIZE_WIDTH_STEP;
	    cols <= SAME_MAX_COLS; cols += EVERY_SIZE_WIDTH_STEP)
		for (int colors = 1; colors <= SAME_MAX_COLORS; colors++)
			for (uint64_t seed = 0; seed < EVERY_SIZE_SEEDS;
			    seed++) {
				const uint64_t s = seed * 1000003 +
				    (uint64_t)(rows * 400 + cols * 20 + colors);
				const int n = same_clearable_make(&board, rows,
				    cols, colors, s, line);
				if (rows * cols < 2) {
					ck_assert_int_eq(n, 0);
					ck_assert_int_eq(board.balls, 0);
					continue;
				}
				ck_assert_int_gt(n, 0);
				ref_replays_to_empty(&board, line, n);
			}
}
END_TEST

START_TEST(many_seeds_clear)
{
	static const int sizes[][3] = { { 10, 15, 3 }, { 15, 15, 5 },
		{ 20, 20, 6 }, { 5, 5, 4 }, { 1, 20, 3 }, { 20, 1, 4 } };
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
		for (uint64_t seed = 100; seed < 130; seed++) {
			const int n = same_clearable_make(&board, sizes[k][0],
			    sizes[k][1], sizes[k][2], seed, line);
			ref_replays_to_empty(&board, line, n);
		}
}
END_TEST

START_TEST(same_seed_same_board)
{
	same_board again;
	same_cluster again_line[SAME_MAX_MOVES];
	const int n = same_clearable_make(&board, 10, 15, 3, 77, line);
	ck_assert_int_eq(same_clearable_make(&again, 10, 15, 3, 77,
	    again_line), n);
	ck_assert(same_board_equal(&board, &again));
	ck_assert_int_eq(memcmp(line, again_line, (size_t)n * sizeof *line),
	    0);
	same_clearable_make(&again, 10, 15, 3, 78, again_line);
	ck_assert(!same_board_equal(&board, &again));
}
END_TEST

/* The board of a fixed id, written out: a change to the generator that
 * would give another board for an id already shared fails here. */
START_TEST(an_id_keeps_its_board)
{
	static const char *const top_rows[] = { "BGBRBBGGBRRBRBG",
		"BGBRRGRRBRRBRGG" };
	same_clearable_make(&board, 10, 15, 3, 5, line);
	for (int k = 0; k < 2; k++)
		for (int c = 1; c <= 15; c++)
			ck_assert_int_eq(same_color_letter(same_board_at(&board,
			    10 - k, c)), top_rows[k][c - 1]);
	/* Two colours are drawn apart from the others: a board of theirs
	 * pinned as well. */
	static const char *const two_top_rows[] = { "GRRRRGGGRGGGGGR",
		"RRGRGRGGRRRGGGR" };
	same_clearable_make(&board, 10, 15, 2, 5, line);
	for (int k = 0; k < 2; k++)
		for (int c = 1; c <= 15; c++)
			ck_assert_int_eq(same_color_letter(same_board_at(&board,
			    10 - k, c)), two_top_rows[k][c - 1]);
}
END_TEST

/* How often a ball has the colour of its neighbour above (`up`) or to its
 * right, over every such pair of `b`, in percent. */
static int same_neighbour_percent(const same_board *b, bool up)
{
	int same = 0, pairs = 0;
	for (int r = 1; r <= b->rows - up; r++)
		for (int c = 1; c <= b->cols - !up; c++) {
			same += same_board_at(b, r, c) ==
			    same_board_at(b, r + up, c + !up);
			pairs++;
		}
	return same * 100 / pairs;
}

/* Stripes (a colour a column) have every ball the colour of the one above
 * it and none the colour of the one beside it; on a shuffled board of two
 * colours half of either.  Two-colour boards used to be stripes past about
 * 30 cells.  Each board of the larger sizes, and the mean of ten of the
 * smaller ones, whose few pairs vary more, must be within a quarter of a
 * half. */
START_TEST(two_colours_not_striped)
{
	static const int sizes[][2] = { { 10, 15 }, { 15, 15 }, { 20, 20 },
		{ 6, 8 }, { 5, 5 }, { 3, 20 } };
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		const bool small = sizes[k][0] * sizes[k][1] < 100;
		int up = 0, beside = 0;
		for (uint64_t seed = 0; seed < 10; seed++) {
			same_clearable_make(&board, sizes[k][0], sizes[k][1], 2,
			    seed, line);
			up += same_neighbour_percent(&board, true);
			beside += same_neighbour_percent(&board, false);
			if (small && seed < 9)
				continue;
			const int n = small ? 10 : 1;
			ck_assert_msg(up / n >= 25 && up / n <= 75 &&
			    beside / n >= 25 && beside / n <= 75,
			    "%dx%d:2:c%d: "
			    "%d%% of balls match the one above, %d%% the one "
			    "beside", sizes[k][0], sizes[k][1], (int)seed,
			    up / n, beside / n);
			up = beside = 0;
		}
	}
}
END_TEST

/* With two colours or more on a board with room, every colour is used
 * within a third of an equal share. */
START_TEST(colours_about_equal)
{
	for (int colors = 2; colors <= SAME_MAX_COLORS; colors++)
		for (uint64_t seed = 0; seed < 5; seed++) {
			same_clearable_make(&board, 15, 15, colors, seed, line);
			int count[SAME_MAX_COLORS + 1] = { 0 };
			for (int r = 1; r <= 15; r++)
				for (int c = 1; c <= 15; c++)
					count[same_board_at(&board, r, c)]++;
			const int share = 225 / colors;
			for (int k = 1; k <= colors; k++)
				ck_assert_msg(count[k] > share * 2 / 3 &&
				    count[k] < share * 4 / 3, "colour %d of %d "
				    "used %d times", k, colors, count[k]);
		}
}
END_TEST

/* Not every clearable board is one greedy clears: measured, it clears 9
 * of these 20 with three colours, 13 with two (two-colour boards are
 * easier: it clears 11 of 20 random ones too). */
START_TEST(greedy_does_not_clear_them_all)
{
	for (int colors = 2; colors <= 3; colors++) {
		int cleared = 0;
		for (uint64_t seed = 0; seed < 20; seed++) {
			same_clearable_make(&board, 10, 15, colors, seed, line);
			same_cluster moves[SAME_MAX_MOVES];
			same_greedy_play(&board, moves);
			cleared += board.balls == 0;
		}
		ck_assert_int_lt(cleared, colors == 2 ? 16 : 10);
	}
}
END_TEST

START_TEST(ids_say_clearable)
{
	same_id id;
	char why[256], text[SAME_ID_MAX];
	ck_assert(same_id_parse("10x15:3:c42", &id, why, sizeof why));
	ck_assert(id.clearable);
	ck_assert_int_eq(id.seed, 42);
	same_id_format(&id, text);
	ck_assert_str_eq(text, "10x15:3:c42");
	ck_assert(same_id_parse("10x15:3:42", &id, why, sizeof why));
	ck_assert(!id.clearable);
	same_id_format(&id, text);
	ck_assert_str_eq(text, "10x15:3:42");
	ck_assert(!same_id_parse("1x1:3:c4", &id, why, sizeof why));
	ck_assert_ptr_nonnull(strstr(why, "one cell"));
	ck_assert(!same_id_parse("10x15:3:cc4", &id, why, sizeof why));
	ck_assert(!same_id_parse("10x15:3:c", &id, why, sizeof why));
	ck_assert(!same_id_parse("10x15:c3:4", &id, why, sizeof why));
	/* The id's board is the generator's. */
	same_board by_id;
	same_id_parse("12x9:4:c7", &id, why, sizeof why);
	same_id_board(&id, &by_id);
	same_clearable_make(&board, 12, 9, 4, 7, line);
	ck_assert(same_board_equal(&by_id, &board));
}
END_TEST

START_TEST(opened_with_own_scores)
{
	game_request r = game_request_new(GAME_SAME);
	game_source src;
	game_open_error e;
	r.name = "10x15:3:c42";
	ck_assert(game_source_find(&r, &src, &e));
	ck_assert_str_eq(src.origin, "10x15:3:c42");
	ck_assert_str_eq(src.score_kind, "same-clearable-10x15x3");
	r = game_request_new(GAME_SAME);
	r.random.clearable = true;
	r.seeded = true;
	r.random.seed = 9;
	ck_assert(game_source_find(&r, &src, &e));
	ck_assert_str_eq(src.origin, "10x15:3:c9");
	char title[128];
	scores_kind_title(title, sizeof title, src.score_kind, 28);
	ck_assert_str_eq(title, "clearable 10x15, 3 colours");
	scores_kind_title(title, sizeof title, "same-daily-20261203",
	    DAYS_BOARD_NAME_LONG);
	ck_assert_str_eq(title, "Board of the day, 3 December 2026");
	/* The day's board named by its id keeps to its date. */
	r = game_request_new(GAME_SAME);
	r.name = "15x15:5:c20261203";
	ck_assert(game_source_find(&r, &src, &e));
	ck_assert_str_eq(src.score_kind, "same-daily-20261203");
	/* A seed that is no day of the calendar is a clearable board. */
	r.name = "15x15:5:c20260231";
	ck_assert(game_source_find(&r, &src, &e));
	ck_assert_str_eq(src.score_kind, "same-clearable-15x15x5");
	ck_assert_str_eq(src.title, "15x15:5:c20260231");
	r.name = "standard:3";
	r.random.clearable = true;
	ck_assert(!game_source_find(&r, &src, &e));
	ck_assert_int_eq(e.status, GAME_OPEN_USAGE);
}
END_TEST

START_TEST(gen_prints_board_and_answer)
{
	char answer[4096];
	snprintf(answer, sizeof answer, "%s/answer", support_temp_dir());
	run_result r = support_run("", NULL, "gen", "same", "--size", "6x7",
	    "--colors", "4", "--clearable", "-s", "5", "--answer", answer,
	    NULL);
	ck_assert_int_eq(r.status, 0);
	const int n = same_clearable_make(&board, 6, 7, 4, 5, line);
	char want[512];
	size_t len = (size_t)snprintf(want, sizeof want, "# 6x7:4:c5\n");
	for (int row = 6; row >= 1; row--) {
		for (int c = 1; c <= 7; c++)
			want[len++] = same_color_letter(same_board_at(&board,
			    row, c));
		want[len++] = '\n';
	}
	want[len] = '\0';
	ck_assert_str_eq(r.out, want);
	support_run_free(&r);
	/* The answer is what `tumble plan` would print for a line that
	 * clears: its final line says so. */
	char *text = support_read_file(answer);
	ck_assert_ptr_nonnull(text);
	ck_assert(strncmp(text, "Game 1:\n\nMove 1 at (", 20) == 0);
	long score = SAME_CLEAR_BONUS;
	for (int i = 0; i < n; i++)
		score += same_points(line[i].size);
	char final[128];
	snprintf(final, sizeof final, "Final score: %ld, with 0 balls "
	    "remaining.\n", score);
	ck_assert_ptr_nonnull(strstr(text, final));
	free(text);
	r = support_run("", NULL, "gen", "same", "-s", "5", "--answer",
	    answer, NULL);
	ck_assert_int_ne(r.status, 0);
	support_run_free(&r);
}
END_TEST

static Suite *same_clearable_suite(void)
{
	Suite *s = suite_create("same_clearable");
	TCase *t = tcase_create("clearable");
	tcase_set_timeout(t, 300);
	tcase_add_loop_test(t, every_size_clears, 1, SAME_MAX_ROWS + 1);
	tcase_add_test(t, many_seeds_clear);
	tcase_add_test(t, same_seed_same_board);
	tcase_add_test(t, an_id_keeps_its_board);
	tcase_add_test(t, two_colours_not_striped);
	tcase_add_test(t, colours_about_equal);
	tcase_add_test(t, greedy_does_not_clear_them_all);
	tcase_add_test(t, ids_say_clearable);
	tcase_add_test(t, opened_with_own_scores);
	tcase_add_test(t, gen_prints_board_and_answer);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_clearable_suite());
}
