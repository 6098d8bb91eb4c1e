/*
 * The Same Game engine against the plain rules of same_ref.c: on random
 * boards of every size from 1x1 to 20x20 with 1 to 6 colours, along
 * random games, the engine must find the same clusters (sizes,
 * representatives, labels), both bit layouts of its greedy core must make
 * the same greedy choice and play the same greedy games, with plain C and
 * with BMI2 and AVX2 where the processor has them, and every removal must
 * leave the board the plain rules leave.
 */
#include <check.h>

#include "engine/rng.h"
#include "engine/same.h"
#include "engine/same_bits.h"
#include "same_ref.h"
#include "support.h"

/* Check writes a mark for every ck_assert; these loops compare millions
 * of values, so they test plainly and call Check only to fail. */
#define expect_eq(got, want)                                               \
	do {                                                               \
		const long got_ = (got), want_ = (want);                   \
		if (got_ != want_)                                         \
			ck_abort_msg("%s:%d: %s is %ld, expected %ld",     \
			    __FILE__, __LINE__, #got, got_, want_);        \
	} while (0)

static void check_same_cells(const same_board *b, const ref_board *p)
{
	int balls = 0, width = 0;
	for (int c = 1; c <= p->cols; c++) {
		int height = 0;
		for (int r = 1; r <= p->rows; r++) {
			expect_eq(same_board_at(b, r, c), p->cell[r][c]);
			if (p->cell[r][c]) {
				balls++;
				width = c;
				height = r;
			}
		}
		expect_eq(b->height[c], height);
	}
	expect_eq(b->balls, balls);
	expect_eq(b->width, width);
}

static void check_cluster_eq(same_cluster got, same_cluster want)
{
	expect_eq(got.size, want.size);
	expect_eq(got.row, want.row);
	expect_eq(got.col, want.col);
	expect_eq(got.color, want.color);
}

/* The layouts that can hold board `b`: the wide one always. */
static int layouts_for(const same_board *b, same_bits_layout *out)
{
	int n = 0;
	if (same_bits_layout_for(b) == SAME_BITS_NARROW)
		out[n++] = SAME_BITS_NARROW;
	out[n++] = SAME_BITS_WIDE;
	return n;
}

/* Every cluster and label of `b` against the plain flood, in the order
 * of representatives. */
static void check_clusters(const same_board *b, const ref_board *p)
{
	static same_clusters found;
	same_clusters_find(b, &found);
	ref_marks seen = { { 0 } };
	int count = 0;
	for (int c = 1; c <= p->cols; c++)
		for (int r = 1; r <= p->rows; r++) {
			const int label = found.label_of[same_board_index(r,
			    c)];
			if (p->cell[r][c] == 0) {
				expect_eq(label, 0);
				continue;
			}
			if (seen[r][c] == 0) {
				const same_cluster want = ref_flood(p, r, c,
				    seen, ++count);
				expect_eq(count <= found.count, 1);
				check_cluster_eq(found.list[count - 1], want);
			}
			expect_eq(label, seen[r][c]);
		}
	expect_eq(found.count, count);
}

static void check_greedy_choice(const same_board *b, const ref_board *p)
{
	const same_cluster want = ref_greedy(p);
	same_bits_layout layouts[2];
	const int n = layouts_for(b, layouts);
	for (int k = 0; k < n; k++) {
		same_cluster got = same_bits_greedy_choice(b, layouts[k]);
		if (want.size < 2)
			expect_eq(got.size < 2, 1);
		else
			check_cluster_eq(got, want);
	}
}

/* A random board of a random size: a full one from a seed, or one with
 * some columns short and some gaps closed, as games leave them. */
static void random_board(rng *r, same_board *b)
{
	const int rows = 1 + (int)rng_below(r, SAME_MAX_ROWS);
	const int cols = 1 + (int)rng_below(r, SAME_MAX_COLS);
	const int colors = 1 + (int)rng_below(r, SAME_MAX_COLORS);
	same_board_random(b, rows, cols, colors, rng_next(r));
}

/* Games played against the plain rules: a quarter as many under the
 * sanitizers, several times slower, which look for undefined bit
 * operations rather than rare boards. */
#define FAST_GAMES(n) (SUPPORT_SANITIZED ? (n) / 4 : (n))

START_TEST(random_games_match_the_plain_rules)
{
	rng r;
	rng_seed(&r, 20261201);
	long moves = 0;
	for (int game = 0; game < FAST_GAMES(8000); game++) {
		same_board b;
		random_board(&r, &b);
		ref_board p = ref_from(&b);
		for (;;) {
			check_clusters(&b, &p);
			check_greedy_choice(&b, &p);
			expect_eq(same_board_over(&b), ref_over(&p));
			/* A random ball's cluster: larger ones likelier. */
			same_clusters all;
			same_clusters_find(&b, &all);
			int pick = -1, tries = 0;
			while (pick < 0 && tries++ < 64) {
				const int row = 1 + (int)rng_below(&r,
				    (uint32_t)b.rows);
				const int col = 1 + (int)rng_below(&r,
				    (uint32_t)b.cols);
				const int label = all.label_of[
				    same_board_index(row, col)];
				if (label && all.list[label - 1].size >= 2)
					pick = label - 1;
			}
			if (pick < 0)
				for (int i = 0; i < all.count && pick < 0; i++)
					if (all.list[i].size >= 2)
						pick = i;
			if (pick < 0)
				break;
			const same_cluster move = all.list[pick];
			check_cluster_eq(same_board_remove(&b, move.row,
			    move.col), move);
			ref_remove(&p, move.row, move.col);
			check_same_cells(&b, &p);
			moves++;
		}
	}
	ck_assert_int_gt(moves, FAST_GAMES(140000));
}
END_TEST

/* The instruction sets this processor runs: plain C always. */
static int isas_here(same_bits_isa *out)
{
	static const same_bits_isa all[] = { SAME_BITS_PLAIN, SAME_BITS_AVX2,
		SAME_BITS_BMI2 };
	int n = 0;
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		if (same_bits_isa_supported(all[i]))
			out[n++] = all[i];
	return n;
}

/* Greedy games from random boards on every layout and instruction set,
 * move by move against the plain rule; returns the moves checked. */
static long check_greedy_games(rng *r, int games, int min_rows, int min_cols)
{
	long checked = 0;
	same_bits_isa isas[3];
	const int isa_count = isas_here(isas);
	for (int game = 0; game < games; game++) {
		same_board start;
		random_board(r, &start);
		if (start.rows < min_rows || start.cols < min_cols)
			continue;
		ref_board end = ref_from(&start);
		same_cluster want[SAME_MAX_MOVES];
		const int want_count = ref_greedy_game(&end, want);
		same_bits_layout layouts[2];
		const int n = layouts_for(&start, layouts);
		for (int k = 0; k < n; k++)
			for (int j = 0; j < isa_count; j++) {
				same_board b = start;
				same_cluster moves[SAME_MAX_MOVES];
				const int count = same_bits_greedy_play(&b,
				    moves, layouts[k], isas[j]);
				expect_eq(count, want_count);
				for (int i = 0; i < count; i++)
					check_cluster_eq(moves[i], want[i]);
				check_same_cells(&b, &end);
				checked += count;
			}
	}
	return checked;
}

START_TEST(greedy_games_match_the_plain_rules)
{
	rng r;
	rng_seed(&r, 42);
	ck_assert_int_gt(check_greedy_games(&r, FAST_GAMES(8000), 1, 1),
	    FAST_GAMES(200000));
}
END_TEST

/* Large boards play long games with clusters of every size, through
 * every branch of the scan (floods past a window, columns closing,
 * clusters of 3 and 2 deciding at the end). */
START_TEST(long_greedy_games_match_the_plain_rules)
{
	rng r;
	rng_seed(&r, 7);
	ck_assert_int_gt(check_greedy_games(&r, FAST_GAMES(40000), 8, 8),
	    FAST_GAMES(1000000));
}
END_TEST

START_TEST(the_plain_instructions_run_everywhere)
{
	ck_assert(same_bits_isa_supported(SAME_BITS_PLAIN));
	ck_assert(same_bits_isa_supported(same_bits_isa_best()));
	const same_bits_cpu here = same_bits_cpu_here();
	ck_assert_int_eq(same_bits_isa_best(), same_bits_isa_for(&here));
}
END_TEST

static same_bits_isa isa_on(bool amd, int family, bool avx2, bool bmi2)
{
	const same_bits_cpu cpu = { .amd = amd, .family = family,
		.avx2 = avx2, .bmi2 = bmi2 };
	return same_bits_isa_for(&cpu);
}

/* pext and pdep only where they are fast: AMD runs them as microcode
 * before family 0x19 (Zen 3), Hygon's cores (0x18) are AMD's Zen. */
START_TEST(pext_only_where_it_is_fast)
{
	ck_assert_int_eq(isa_on(false, 6, true, true), SAME_BITS_BMI2);
	ck_assert_int_eq(isa_on(true, 0x19, true, true), SAME_BITS_BMI2);
	ck_assert_int_eq(isa_on(true, 0x1a, true, true), SAME_BITS_BMI2);
	ck_assert_int_eq(isa_on(true, 0x17, true, true), SAME_BITS_AVX2);
	ck_assert_int_eq(isa_on(true, 0x18, true, true), SAME_BITS_AVX2);
	ck_assert_int_eq(isa_on(true, 0x15, true, true), SAME_BITS_AVX2);
	/* Without BMI2 or without AVX2. */
	ck_assert_int_eq(isa_on(false, 6, true, false), SAME_BITS_AVX2);
	ck_assert_int_eq(isa_on(false, 6, false, false), SAME_BITS_PLAIN);
	ck_assert_int_eq(isa_on(true, 0x19, false, true), SAME_BITS_PLAIN);
}
END_TEST

START_TEST(judge_boards_use_the_narrow_layout)
{
	same_board b;
	same_board_random(&b, 10, 15, 3, 1);
	ck_assert_int_eq(same_bits_layout_for(&b), SAME_BITS_NARROW);
	same_board_random(&b, 15, 15, 5, 1);
	ck_assert_int_eq(same_bits_layout_for(&b), SAME_BITS_NARROW);
	same_board_random(&b, 16, 15, 5, 1);
	ck_assert_int_eq(same_bits_layout_for(&b), SAME_BITS_WIDE);
	same_board_random(&b, 15, 17, 5, 1);
	ck_assert_int_eq(same_bits_layout_for(&b), SAME_BITS_WIDE);
}
END_TEST

/* The greedy choice of a small board in both layouts. */
static void check_choice(const same_board *b, same_cluster want)
{
	check_cluster_eq(same_bits_greedy_choice(b, SAME_BITS_NARROW), want);
	check_cluster_eq(same_bits_greedy_choice(b, SAME_BITS_WIDE), want);
}

START_TEST(pairs_decide_only_when_nothing_is_larger)
{
	same_board b;
	/* Pairs R at (1,1) and B at (2,1), the rest lone balls: the
	 * leftmost, lowest pair wins. */
	support_same_board(&b, 3,
	    "BRG\n"
	    "BGB\n"
	    "RRG");
	check_choice(&b, (same_cluster){ .row = 1, .col = 1, .color = 1,
		.size = 2 });
	/* Four pairs left of a G cluster of 4 (representative (3,3)):
	 * size comes first. */
	support_same_board(&b, 3,
	    "BRGG\n"
	    "BGBG\n"
	    "RRBG");
	check_choice(&b, (same_cluster){ .row = 3, .col = 3, .color = 2,
		.size = 4 });
	/* A G pair left of an R cluster of 3: size first again. */
	support_same_board(&b, 2,
	    "GGBG\n"
	    "BRRR");
	check_choice(&b, (same_cluster){ .row = 1, .col = 2, .color = 1,
		.size = 3 });
}
END_TEST

static Suite *same_fast_suite(void)
{
	Suite *s = suite_create("same_fast");
	TCase *t = tcase_create("rules");
	tcase_add_test(t, judge_boards_use_the_narrow_layout);
	tcase_add_test(t, pairs_decide_only_when_nothing_is_larger);
	tcase_add_test(t, the_plain_instructions_run_everywhere);
	tcase_add_test(t, pext_only_where_it_is_fast);
	suite_add_tcase(s, t);
	TCase *p = tcase_create("against plain rules");
	tcase_set_timeout(p, 240);
	tcase_add_test(p, random_games_match_the_plain_rules);
	tcase_add_test(p, greedy_games_match_the_plain_rules);
	tcase_add_test(p, long_greedy_games_match_the_plain_rules);
	suite_add_tcase(s, p);
	return s;
}

int main(void)
{
	return support_run_suite(same_fast_suite());
}
