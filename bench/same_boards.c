/*
 * bench_same_boards SEED COUNT [ROWS COLS COLORS]: COUNT uniform random
 * Same Game boards from SEED (board i from seed SEED + i), in the judge's
 * input format, for the benchmarks to feed to the batch modes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "engine/same.h"

int main(int argc, char **argv)
{
	if (argc != 3 && argc != 6) {
		fprintf(stderr, "usage: bench_same_boards SEED COUNT "
		    "[ROWS COLS COLORS]\n");
		return 2;
	}
	const unsigned long long seed = strtoull(argv[1], NULL, 10);
	const long count = strtol(argv[2], NULL, 10);
	int rows = SAME_JUDGE_ROWS, cols = SAME_JUDGE_COLS;
	int colors = SAME_JUDGE_COLORS;
	if (argc == 6) {
		rows = atoi(argv[3]);
		cols = atoi(argv[4]);
		colors = atoi(argv[5]);
	}
	same_board b;
	if (count < 0 || !same_board_init(&b, rows, cols, colors)) {
		fprintf(stderr, "bench_same_boards: bad count or size\n");
		return 2;
	}
	printf("%ld\n", count);
	for (long i = 0; i < count; i++) {
		same_board_random(&b, rows, cols, colors,
		    seed + (unsigned long long)i);
		putchar('\n');
		for (int r = rows; r >= 1; r--) {
			for (int c = 1; c <= cols; c++)
				putchar(same_color_letter(same_board_at(&b, r,
				    c)));
			putchar('\n');
		}
	}
	return 0;
}
