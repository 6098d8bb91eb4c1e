/*
 * The XDG folders of tumble (see paths.h).
 */
#include "io/paths.h"

#include <stdio.h>
#include <stdlib.h>

static bool xdg_dir(const char *variable, const char *fallback, char *out,
    size_t size)
{
	const char *base = getenv(variable);
	int n;
	/* The XDG spec says relative values are to be ignored. */
	if (base != NULL && base[0] == '/') {
		n = snprintf(out, size, "%s/tumble", base);
	} else {
		const char *home = getenv("HOME");
		if (home == NULL || home[0] == '\0')
			return false;
		n = snprintf(out, size, "%s/%s/tumble", home, fallback);
	}
	return n > 0 && (size_t)n < size;
}

bool paths_data_dir(char *out, size_t size)
{
	return xdg_dir("XDG_DATA_HOME", ".local/share", out, size);
}

bool paths_state_dir(char *out, size_t size)
{
	return xdg_dir("XDG_STATE_HOME", ".local/state", out, size);
}

static bool join(bool ok, const char *name, char *out, size_t size)
{
	if (!ok)
		return false;
	size_t used = 0;
	while (used < size && out[used] != '\0')
		used++;
	int n = snprintf(out + used, size - used, "/%s", name);
	return n > 0 && (size_t)n < size - used;
}

bool paths_data_file(const char *name, char *out, size_t size)
{
	return join(paths_data_dir(out, size), name, out, size);
}

bool paths_state_file(const char *name, char *out, size_t size)
{
	return join(paths_state_dir(out, size), name, out, size);
}
