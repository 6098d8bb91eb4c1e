/*
 * The failure table of the exact Mayan solver (see mayan_solve_table.h):
 * its size, the solvers that own it (in memory of its own, mapped.h) or
 * share it, and the writes.
 */
#include "engine/mayan_solve_table.h"

#include "engine/mayan_bound.h"

#include <stdlib.h>
#include <string.h>

#define SOLVE_DEFAULT_TABLE_BITS 20
#define SOLVE_MAX_TABLE_BITS 28
/* The tree of a dense board grows about eightfold with each move: a
 * search of n moves uses 2^(SOLVE_BITS_BASE + SOLVE_BITS_PER_MOVE * n)
 * entries at most. */
#define SOLVE_BITS_BASE 0
#define SOLVE_BITS_PER_MOVE 3
#define SOLVE_STAMP_LIMIT (UINT32_MAX >> 4)
#define RELAXED memory_order_relaxed

void mayan_solver_init(mayan_solver *s, int table_bits)
{
	memset(s, 0, sizeof *s);
	if (table_bits <= 0)
		table_bits = SOLVE_DEFAULT_TABLE_BITS;
	if (table_bits > SOLVE_MAX_TABLE_BITS)
		table_bits = SOLVE_MAX_TABLE_BITS;
	const size_t size = (size_t)1 << table_bits;
	s->table = mapped_table_new(&s->memory, size * sizeof *s->table);
	s->size_mask = s->table ? (uint32_t)(size - 1) : 0;
	s->owns_table = true;
	s->counts = mayan_count_table_get();
	s->balance = calloc(1, sizeof *s->balance);
}

void mayan_solver_share(mayan_solver *s, const mayan_solver *owner,
    const atomic_bool *cancel)
{
	memset(s, 0, sizeof *s);
	s->table = owner->table;
	s->size_mask = owner->size_mask;
	s->mask = owner->mask;
	s->stamp = owner->stamp;
	s->cancel = cancel;
	s->countdown = 1;
	s->threads = 1;
	s->counts = owner->counts;
	s->balance = calloc(1, sizeof *s->balance);
}

void mayan_solver_free(mayan_solver *s)
{
	if (s->owns_table)
		mapped_table_free(&s->memory);
	free(s->balance);
	s->balance = NULL;
	s->table = NULL;
	s->size_mask = s->mask = 0;
}

/* Remember a failure, replacing a stale entry or else the one with the
 * fewest moves left (the cheapest to prove again). */
void solve_table_store(const mayan_solver *s, mayan_solve_entry *bucket,
    const mayan_board *key, int left)
{
	if (bucket == NULL)
		return;
	mayan_solve_entry *victim = &bucket[0];
	uint32_t victim_tag = atomic_load_explicit(&victim->tag, RELAXED);
	for (int i = 0; i < SOLVE_BUCKET; i++) {
		const uint32_t tag = atomic_load_explicit(&bucket[i].tag,
		    RELAXED);
		if (tag >> 4 != s->stamp) {
			victim = &bucket[i];
			break;
		}
		if ((tag & 0xf) < (victim_tag & 0xf)) {
			victim = &bucket[i];
			victim_tag = tag;
		}
	}
	uint32_t seq = atomic_load_explicit(&victim->seq, RELAXED);
	if (seq & 1 || !atomic_compare_exchange_strong_explicit(&victim->seq,
	    &seq, seq + 1, memory_order_acquire, RELAXED))
		return;
	atomic_thread_fence(memory_order_release);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		atomic_store_explicit(&victim->col[x], key->col[x], RELAXED);
	atomic_store_explicit(&victim->tag, s->stamp << 4 | (uint32_t)left,
	    RELAXED);
	atomic_store_explicit(&victim->seq, seq + 2, memory_order_release);
}

void mayan_solver_begin(mayan_solver *s, int n, const atomic_bool *cancel)
{
	s->nodes = 0;
	s->cancel = cancel;
	s->countdown = 1; /* a flag raised before the start stops at once */
	/* A new stamp makes every entry of earlier searches stale; clear
	 * the table only when the stamps run out. */
	if (++s->stamp >= SOLVE_STAMP_LIMIT) {
		if (s->table)
			memset(s->table, 0, ((size_t)s->size_mask + 1) *
			    sizeof *s->table);
		s->stamp = 1;
	}
	/* A short search uses only the start of the table, which then
	 * stays in the processor's cache. */
	s->mask = s->size_mask;
	if (n >= 1 && n <= MAYAN_SOLVE_MAX_MOVES &&
	    SOLVE_BITS_BASE + SOLVE_BITS_PER_MOVE * n < 32)
		s->mask &= (1u << (SOLVE_BITS_BASE + SOLVE_BITS_PER_MOVE * n)) -
		    1;
}
