/*
 * What the harnesses that write files share: a private folder on a
 * memory-backed file system (so the fsync of an atomic write costs
 * nothing), made once and removed when the fuzzer exits.
 */
#ifndef TUMBLE_FUZZ_SUPPORT_H
#define TUMBLE_FUZZ_SUPPORT_H

/* The path of `name` in the folder; aborts when no folder can be made. */
const char *fuzz_temp_file(const char *name);

#endif
