/*
 * The failure table of the exact Mayan solver (see mayan_solve.h): the
 * positions proved to have no answer with so many moves left, keyed by
 * the board or its mirror image.  For the solver's own files.
 *
 * The table may be shared by the searches of mayan_solve_split(), so an
 * entry is read and written as a sequence lock: a writer makes `seq` odd,
 * writes, and makes it even again; a reader trusts what it read only when
 * `seq` was the same even number before and after.  A writer that finds
 * the entry being written leaves it (a lost entry only costs time).
 */
#ifndef TUMBLE_ENGINE_MAYAN_SOLVE_TABLE_H
#define TUMBLE_ENGINE_MAYAN_SOLVE_TABLE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "engine/mayan.h"
#include "engine/mayan_solve.h"

/* Slots probed per lookup: a small bucket keeps the table exact under
 * replacement (a lost entry only costs time) and lookups short. */
#define SOLVE_BUCKET 4

static inline uint32_t solve_table_hash(const mayan_board *b, int left)
{
	uint64_t h = (uint64_t)left * 0x9e3779b97f4a7c15ULL;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		h ^= b->col[x];
		h *= 0xbf58476d1ce4e5b9ULL;
		h ^= h >> 31;
	}
	return (uint32_t)(h >> 32);
}

/* The slots where a position may be remembered (NULL without a table). */
static inline mayan_solve_entry *solve_table_bucket(const mayan_solver *s,
    const mayan_board *key, int left)
{
	if (s->table == NULL)
		return NULL;
	return &s->table[solve_table_hash(key, left) & s->mask &
	    ~(uint32_t)(SOLVE_BUCKET - 1)];
}

static inline bool solve_entry_holds(mayan_solve_entry *e, uint32_t tag,
    const mayan_board *key)
{
	const uint32_t before = atomic_load_explicit(&e->seq,
	    memory_order_acquire);
	if (before & 1 ||
	    atomic_load_explicit(&e->tag, memory_order_relaxed) != tag)
		return false;
	bool same = true;
	for (int x = 0; x < MAYAN_WIDTH; x++)
		same &= atomic_load_explicit(&e->col[x],
		    memory_order_relaxed) == key->col[x];
	atomic_thread_fence(memory_order_acquire);
	return same &&
	    atomic_load_explicit(&e->seq, memory_order_relaxed) == before;
}

/* Whether the bucket remembers `key` as failed with `left` moves left. */
static inline bool solve_table_failed(const mayan_solver *s,
    mayan_solve_entry *bucket, const mayan_board *key, int left)
{
	if (bucket == NULL)
		return false;
	const uint32_t tag = s->stamp << 4 | (uint32_t)left;
	for (int i = 0; i < SOLVE_BUCKET; i++)
		if (solve_entry_holds(&bucket[i], tag, key))
			return true;
	return false;
}

/* Remember a failure in the bucket (none: nothing). */
void solve_table_store(const mayan_solver *s, mayan_solve_entry *bucket,
    const mayan_board *key, int left);

#endif
