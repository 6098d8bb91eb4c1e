/*
 * Same Game clusters on bitboards: the engine's fast core behind
 * same_greedy_choice and same_greedy_play (same.h).
 *
 * A position is one bit mask per colour, column by column: column c
 * (1-based) takes a lane of bits starting at bit (c - 1) * lane, row r at
 * bit r - 1 of its lane.  A lane is wider than the tallest column, so its
 * top bit is always clear and a shift by one row never carries a ball
 * into the next column.  With that, a cluster grows by a handful of
 * shifts and masks over all its cells at once, the lowest bit of a
 * cluster is its representative (leftmost column, lowest row), and a
 * column falls by squeezing the removed bits out of its lane.
 *
 * Boards of up to 15 rows and 16 columns (the judge's 10x15, the
 * research 15x15) use 16-bit lanes in 4 words; every other board 32-bit
 * lanes in 10 words.  This header exists so that the tests can run each
 * layout on any board; the rest of the program calls same.h.
 */
#ifndef TUMBLE_ENGINE_SAME_BITS_H
#define TUMBLE_ENGINE_SAME_BITS_H

#include "engine/same.h"

typedef enum same_bits_layout {
	SAME_BITS_NARROW, /* 16-bit lanes: rows <= 15, columns <= 16 */
	SAME_BITS_WIDE,   /* 32-bit lanes: every board */
} same_bits_layout;

/* The layout the engine picks for a board. */
same_bits_layout same_bits_layout_for(const same_board *b);

/* The instructions a greedy game may use: plain C everywhere; AVX2 (with
 * popcnt) for the whole-board steps; or those and BMI2's pext and pdep
 * for the fall of the columns, on x86-64 processors that have them. */
typedef enum same_bits_isa {
	SAME_BITS_PLAIN,
	SAME_BITS_AVX2,
	SAME_BITS_BMI2,
} same_bits_isa;

/* What the choice among them needs to know of a processor. */
typedef struct same_bits_cpu {
	bool amd;    /* AMD's, or Hygon's (built on AMD's cores) */
	int family;  /* cpuid's family, extended family included */
	bool avx2;   /* has AVX2 and popcnt */
	bool bmi2;   /* has BMI2 */
} same_bits_cpu;

/* This processor (all false on other than x86-64). */
same_bits_cpu same_bits_cpu_here(void);
/* The fastest instruction set on `cpu`: BMI2 where pext and pdep are
 * fast, AVX2 where they are slow or missing, plain C without AVX2. */
same_bits_isa same_bits_isa_for(const same_bits_cpu *cpu);
/* True when this build and processor can run `isa`. */
bool same_bits_isa_supported(same_bits_isa isa);
/* same_bits_isa_for this processor, which same_greedy_play uses. */
same_bits_isa same_bits_isa_best(void);

/* same_greedy_choice and same_greedy_play on a chosen layout (NARROW
 * only for the boards it fits) and, for a game, instruction set (only a
 * supported one). */
same_cluster same_bits_greedy_choice(const same_board *b,
    same_bits_layout layout);
int same_bits_greedy_play(same_board *b, same_cluster *moves,
    same_bits_layout layout, same_bits_isa isa);

#endif
