/*
 * same-greedy-paths [GAMES] [SEED]: greedy games on the judge's random
 * 10x15 boards through every instruction set this processor runs, each
 * timed in processor time (the best of five rounds), with the one
 * same_greedy_play takes marked.  All must end every game alike, or the
 * program says so and fails.  `same-greedy-paths --chosen` prints only
 * the name of the path taken and the processor it was chosen for.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/same.h"
#include "engine/same_bits.h"

static const char *const path_names[] = {
	[SAME_BITS_PLAIN] = "plain",
	[SAME_BITS_AVX2] = "avx2",
	[SAME_BITS_BMI2] = "bmi2",
};

static double cpu_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Play every board; returns the sum of the final scores, which every
 * path must agree on (and which keeps the work from being dropped). */
static long play_all(const same_board *boards, long games,
    same_bits_layout layout, same_bits_isa isa)
{
	long total = 0;
	for (long g = 0; g < games; g++) {
		same_board b = boards[g];
		same_cluster moves[SAME_MAX_MOVES];
		const int count = same_bits_greedy_play(&b, moves, layout, isa);
		for (int i = 0; i < count; i++)
			total += same_points(moves[i].size);
		total += same_final_bonus(&b);
	}
	return total;
}

static void print_chosen(void)
{
	const same_bits_cpu cpu = same_bits_cpu_here();
	printf("%s (%s family 0x%x%s%s)\n", path_names[same_bits_isa_best()],
	    cpu.amd ? "AMD" : "not AMD", (unsigned)cpu.family,
	    cpu.avx2 ? ", avx2" : "", cpu.bmi2 ? ", bmi2" : "");
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--chosen") == 0) {
		print_chosen();
		return 0;
	}
	const long games = argc > 1 ? strtol(argv[1], NULL, 10) : 30000;
	const unsigned long long seed = argc > 2 ?
	    strtoull(argv[2], NULL, 10) : 1;
	same_board *boards = games > 0 ? malloc((size_t)games * sizeof *boards)
				       : NULL;
	if (boards == NULL) {
		fprintf(stderr, "same-greedy-paths: bad count of games\n");
		return 2;
	}
	for (long g = 0; g < games; g++)
		same_board_random(&boards[g], SAME_JUDGE_ROWS, SAME_JUDGE_COLS,
		    SAME_JUDGE_COLORS, seed + (unsigned long long)g);
	const same_bits_layout layout = same_bits_layout_for(&boards[0]);
	printf("chosen: ");
	print_chosen();
	long want = -1;
	int status = 0;
	for (int isa = SAME_BITS_PLAIN; isa <= SAME_BITS_BMI2; isa++) {
		if (!same_bits_isa_supported((same_bits_isa)isa))
			continue;
		double best = -1;
		long total = 0;
		for (int round = 0; round < 5; round++) {
			const double start = cpu_seconds();
			total = play_all(boards, games, layout,
			    (same_bits_isa)isa);
			const double spent = cpu_seconds() - start;
			best = best < 0 || spent < best ? spent : best;
		}
		printf("%-6s %.3f s cpu for %ld games  %10.0f games/s%s\n",
		    path_names[isa], best, games, (double)games / best,
		    isa == (int)same_bits_isa_best() ? "  (chosen)" : "");
		if (want >= 0 && total != want) {
			printf("%s: scores differ from the first path's\n",
			    path_names[isa]);
			status = 1;
		}
		want = total;
	}
	free(boards);
	return status;
}
