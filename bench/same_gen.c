/*
 * Seeded generator of Same Game judge inputs for the benchmarks:
 * `same_gen GAMES SEED` prints GAMES uniform random 10x15 boards of R/G/B.
 */
#include <stdio.h>
#include <stdlib.h>

#include "engine/rng.h"

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: same_gen GAMES SEED\n");
		return 2;
	}
	long games = strtol(argv[1], NULL, 10);
	rng r;
	rng_seed(&r, strtoull(argv[2], NULL, 10));
	printf("%ld\n", games);
	for (long g = 0; g < games; g++) {
		char rows[10 * 16 + 1];
		int n = 0;
		for (int row = 0; row < 10; row++) {
			for (int c = 0; c < 15; c++)
				rows[n++] = "RGB"[rng_below(&r, 3)];
			rows[n++] = '\n';
		}
		rows[n] = '\0';
		printf("\n%s", rows);
	}
	return 0;
}
