/*
 * Names of random Same Game boards (SPEC.md section 1b): an id
 * `RxC:K:SEED` names the board of R rows, C columns and K colours that
 * same_board_random() draws from SEED, so a board can be played again and
 * shared as a short word.  A `c` before the seed, `RxC:K:cSEED`, names
 * the clearable board same_clearable_make() builds from that seed instead
 * (engine/same_clearable.h); a board of one cell has none, so `1x1:K:cS`
 * is refused.  Also the `RxC` of a size option.
 */
#ifndef TUMBLE_IO_SAME_ID_H
#define TUMBLE_IO_SAME_ID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/same.h"

/* Seeds are 0..2^63-1, so an id survives any signed 64-bit reader. */
#define SAME_ID_SEED_MAX INT64_MAX
/* "20x20:6:c9223372036854775807" and its NUL. */
#define SAME_ID_MAX 32

typedef struct same_id {
	int rows, cols, colors;
	uint64_t seed;
	bool clearable; /* built to be cleared, not drawn cell by cell */
} same_id;

/* The judge's board of a seed: what a bare seed names. */
static inline same_id same_id_judge(uint64_t seed)
{
	return (same_id){ SAME_JUDGE_ROWS, SAME_JUDGE_COLS, SAME_JUDGE_COLORS,
		seed, false };
}

/* Parse "RxC" (1..20 each); on failure `why` says what was expected. */
bool same_id_parse_size(const char *text, int *rows, int *cols, char *why,
    size_t why_size);
/* Parse "RxC:K:SEED" or "RxC:K:cSEED"; on failure `why` says what was
 * expected. */
bool same_id_parse(const char *text, same_id *id, char *why,
    size_t why_size);
/* True when `text` has the shape of an id (two colons), so a caller can
 * tell an id from a seed or a file name before parsing it. */
bool same_id_looks_like_id(const char *text);
/* "RxC:K:SEED" or "RxC:K:cSEED" into `out` (room for SAME_ID_MAX). */
void same_id_format(const same_id *id, char *out);
/* The board an id names. */
void same_id_board(const same_id *id, same_board *b);

#endif
