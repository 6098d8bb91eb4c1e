/*
 * Memory of its own for a large table (see mapped.h).
 */
#include "engine/mapped.h"

#include <stdint.h>
#include <sys/mman.h>

#define MAPPED_HUGE_PAGE ((size_t)2 << 20)

void *mapped_table_new(mapped_table *m, size_t bytes)
{
	/* One page more, so that the table can start on a page's bound. */
	const size_t mapped = bytes + MAPPED_HUGE_PAGE;
	void *map = mmap(NULL, mapped, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED) {
		*m = (mapped_table){ NULL, 0 };
		return NULL;
	}
	*m = (mapped_table){ map, mapped };
	const uintptr_t start = ((uintptr_t)map + MAPPED_HUGE_PAGE - 1) &
	    ~(uintptr_t)(MAPPED_HUGE_PAGE - 1);
#ifdef MADV_HUGEPAGE
	madvise((void *)start, bytes, MADV_HUGEPAGE); /* a hint only */
#endif
	return (void *)start;
}

void mapped_table_free(mapped_table *m)
{
	if (m->map != NULL)
		munmap(m->map, m->bytes);
	*m = (mapped_table){ NULL, 0 };
}
