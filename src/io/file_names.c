/*
 * File names as a player types them (see file_names.h).
 */
#include "io/file_names.h"

#include "io/escape.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool file_names_expand(const char *name, char *out, size_t size)
{
	if (name[0] != '~' || (name[1] != '\0' && name[1] != '/'))
		return (size_t)snprintf(out, size, "%s", name) < size;
	const char *home = getenv("HOME");
	if (home == NULL || home[0] == '\0')
		return false;
	return (size_t)snprintf(out, size, "%s%s", home, name + 1) < size;
}

void file_names_complete(const char *word, file_names_found *found,
    void *data)
{
	const char *slash = strrchr(word, '/');
	const char *base = slash != NULL ? slash + 1 : word;
	char prefix[4096], dir[4096];
	snprintf(prefix, sizeof prefix, "%.*s", (int)(base - word), word);
	/* "~" alone is a folder to complete in, as "~/" is. */
	if (strcmp(word, "~") == 0) {
		found(data, "~/");
		return;
	}
	if (!file_names_expand(slash != NULL ? prefix : ".", dir, sizeof dir))
		return;
	DIR *d = opendir(dir);
	if (d == NULL)
		return;
	const struct dirent *entry;
	while ((entry = readdir(d)) != NULL) {
		const char *name = entry->d_name;
		if (strncmp(name, base, strlen(base)) != 0 ||
		    strcmp(name, ".") == 0 || strcmp(name, "..") == 0 ||
		    (name[0] == '.' && base[0] != '.'))
			continue;
		char path[8192], completed[8192];
		struct stat st;
		snprintf(path, sizeof path, "%s/%s", dir, name);
		const bool is_dir = stat(path, &st) == 0 && S_ISDIR(st.st_mode);
		snprintf(completed, sizeof completed, "%s%s%s", prefix, name,
		    is_dir ? "/" : "");
		found(data, completed);
	}
	closedir(d);
}

typedef struct file_names_shared {
	char *common;
	size_t size, count;
} file_names_shared;

static void file_names_share(void *data, const char *completed)
{
	file_names_shared *s = data;
	if (s->count++ == 0) {
		snprintf(s->common, s->size, "%s", completed);
		return;
	}
	size_t i = 0;
	while (s->common[i] != '\0' && s->common[i] == completed[i])
		i++;
	/* Names that part inside a UTF-8 character share none of it. */
	while (i > 0 && escape_utf8_later_byte(s->common[i]))
		i--;
	s->common[i] = '\0';
}

size_t file_names_common(const char *word, char *out, size_t size)
{
	file_names_shared s = { out, size, 0 };
	file_names_complete(word, file_names_share, &s);
	if (s.count == 0 || strlen(out) < strlen(word))
		snprintf(out, size, "%s", word);
	return s.count;
}
