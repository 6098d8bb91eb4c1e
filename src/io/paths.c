/*
 * The XDG folders of tumble (see paths.h).
 */
#include "io/paths.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The folder of `variable` into `out`, or false when it has none; a
 * name too long is written as far as it goes, and `*length` is its
 * whole length. */
static bool xdg_name(const char *variable, const char *fallback, char *out,
    size_t size, size_t *length)
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
	*length = n > 0 ? (size_t)n : 0;
	return n > 0;
}

static bool xdg_dir(const char *variable, const char *fallback, char *out,
    size_t size)
{
	size_t length;
	/* Never a name cut short: a file of it would be another file. */
	return xdg_name(variable, fallback, out, size, &length) &&
	    length < size && length <= PATHS_DIR_MAX;
}

bool paths_data_dir(char *out, size_t size)
{
	return xdg_dir("XDG_DATA_HOME", ".local/share", out, size);
}

bool paths_state_dir(char *out, size_t size)
{
	return xdg_dir("XDG_STATE_HOME", ".local/state", out, size);
}

bool paths_data_dir_shown(char *out, size_t size)
{
	if (!paths_data_dir(out, size))
		return false;
	const char *home = getenv("HOME");
	size_t length = home != NULL ? strlen(home) : 0;
	while (length > 0 && home[length - 1] == '/')
		length--;
	/* The home folder whole, "/home/ann" not of "/home/anna"; "/"
	 * would make every folder one under it. */
	if (length > 0 && strncmp(out, home, length) == 0 &&
	    (out[length] == '/' || out[length] == '\0')) {
		/* A home named with a slash at its end leaves two. */
		const char *rest = out + length;
		while (rest[0] == '/' && rest[1] == '/')
			rest++;
		out[0] = '~';
		memmove(out + 1, rest, strlen(rest) + 1);
	}
	return true;
}

const char *paths_data_trouble(void)
{
	char name[64];
	size_t length;
	if (!xdg_name("XDG_DATA_HOME", ".local/share", name, sizeof name,
	    &length))
		return "set HOME or XDG_DATA_HOME";
	if (length > PATHS_DIR_MAX)
		return "the data folder's name is too long; set "
		    "XDG_DATA_HOME to a shorter one";
	return "";
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
