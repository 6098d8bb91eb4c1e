/*
 * The harnesses' scratch folder (see fuzz_support.h).
 */
#include "fuzz_support.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char fuzz_dir[256];

static void fuzz_remove_dir(void)
{
	DIR *d = opendir(fuzz_dir);
	if (d == NULL)
		return;
	struct dirent *entry;
	char path[512];
	while ((entry = readdir(d)) != NULL) {
		snprintf(path, sizeof path, "%s/%s", fuzz_dir, entry->d_name);
		unlink(path);
	}
	closedir(d);
	rmdir(fuzz_dir);
}

const char *fuzz_temp_file(const char *name)
{
	static char path[512];
	if (fuzz_dir[0] == '\0') {
		const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" :
		    "/tmp";
		snprintf(fuzz_dir, sizeof fuzz_dir, "%s/tumble-fuzz-XXXXXX",
		    base);
		if (mkdtemp(fuzz_dir) == NULL)
			abort();
		atexit(fuzz_remove_dir);
	}
	snprintf(path, sizeof path, "%s/%s", fuzz_dir, name);
	return path;
}
