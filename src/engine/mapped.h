/*
 * Memory of its own for a large table read at random, zero until
 * touched, on pages of 2 MiB where the system has them.  A search reads
 * one entry a position anywhere in tens of MiB: with pages of 4 KiB most
 * of those reads miss the processor's table of pages, and each page read
 * before it is written is the system's shared page of zeros, so its
 * first write is a fault that makes every processor the process runs on
 * forget its pages, thousands of times a search.
 */
#ifndef TUMBLE_ENGINE_MAPPED_H
#define TUMBLE_ENGINE_MAPPED_H

#include <stddef.h>

typedef struct mapped_table {
	void *map;    /* what was mapped, to unmap; NULL for none */
	size_t bytes;
} mapped_table;

/* `bytes` of zeros aligned to 2 MiB, or NULL without memory. */
void *mapped_table_new(mapped_table *m, size_t bytes);
/* Give the memory back (none: nothing). */
void mapped_table_free(mapped_table *m);

#endif
