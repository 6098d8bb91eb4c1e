/*
 * Atomic replacement of files (see atomic_file.h).
 */
#include "io/atomic_file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool fail(char *error, size_t size, const char *what, const char *path,
    int err)
{
	snprintf(error, size, "%s %s: %s", what, path, strerror(err));
	return false;
}

bool atomic_file_make_dirs(const char *path, char *error, size_t error_size)
{
	char dir[4096];
	if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
		return fail(error, error_size, "cannot create", path,
		    ENAMETOOLONG);
	for (char *p = dir + 1; ; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		char saved = *p;
		*p = '\0';
		if (mkdir(dir, 0700) != 0 && errno != EEXIST)
			return fail(error, error_size, "cannot create", dir,
			    errno);
		*p = saved;
		if (saved == '\0')
			return true;
	}
}

/* The file that `path` names: a symbolic link's target, which is what
 * the user means to replace (the rename would replace the link).  False,
 * with a message, for anything but a regular file or a missing one: the
 * rename would put a plain file in place of a device (/dev/full), a pipe
 * or a folder. */
static bool target_of(const char *path, char *out, size_t size,
    char *error, size_t error_size)
{
	struct stat st;
	char resolved[PATH_MAX];
	if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) &&
	    stat(path, &st) == 0) {
		if (realpath(path, resolved) == NULL)
			return fail(error, error_size, "cannot write", path,
			    errno);
		path = resolved;
	}
	if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		snprintf(error, error_size, "cannot write %s: not a regular "
		    "file", path);
		return false;
	}
	if (snprintf(out, size, "%s", path) >= (int)size)
		return fail(error, error_size, "cannot write", path,
		    ENAMETOOLONG);
	return true;
}

bool atomic_file_open(atomic_file *f, const char *path, char *error,
    size_t error_size)
{
	f->fp = NULL;
	if (!target_of(path, f->path, sizeof f->path, error, error_size))
		return false;
	if (snprintf(f->temp, sizeof f->temp, "%s.XXXXXX", f->path) >=
	    (int)sizeof f->temp)
		return fail(error, error_size, "cannot write", path,
		    ENAMETOOLONG);
	int fd = mkstemp(f->temp);
	if (fd < 0)
		return fail(error, error_size, "cannot write", path, errno);
	/* mkstemp makes the file private; saves are the user's own. */
	fchmod(fd, 0644);
	f->fp = fdopen(fd, "w");
	if (f->fp == NULL) {
		int err = errno;
		close(fd);
		unlink(f->temp);
		return fail(error, error_size, "cannot write", path, err);
	}
	return true;
}

void atomic_file_abort(atomic_file *f)
{
	if (f->fp != NULL)
		fclose(f->fp);
	f->fp = NULL;
	unlink(f->temp);
}

bool atomic_file_commit(atomic_file *f, char *error, size_t error_size)
{
	int err = 0;
	if (fflush(f->fp) != 0 || ferror(f->fp))
		err = errno ? errno : EIO;
	else if (fsync(fileno(f->fp)) != 0)
		err = errno;
	if (fclose(f->fp) != 0 && err == 0)
		err = errno;
	f->fp = NULL;
	if (err == 0 && rename(f->temp, f->path) != 0)
		err = errno;
	if (err != 0) {
		unlink(f->temp);
		return fail(error, error_size, "cannot write", f->path, err);
	}
	/* Make the rename itself durable. */
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", f->path);
	char *slash = strrchr(dir, '/');
	if (slash == dir)
		slash[1] = '\0';
	else if (slash != NULL)
		*slash = '\0';
	else
		snprintf(dir, sizeof dir, ".");
	int dfd = open(dir, O_RDONLY);
	if (dfd >= 0) {
		fsync(dfd);
		close(dfd);
	}
	return true;
}

bool atomic_file_write(const char *path, const char *text, size_t len,
    char *error, size_t error_size)
{
	atomic_file f;
	if (!atomic_file_open(&f, path, error, error_size))
		return false;
	if (fwrite(text, 1, len, f.fp) != len) {
		int err = errno;
		atomic_file_abort(&f);
		return fail(error, error_size, "cannot write", path, err);
	}
	return atomic_file_commit(&f, error, error_size);
}

bool atomic_file_make_parent(const char *path, char *error,
    size_t error_size)
{
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", path);
	char *slash = strrchr(dir, '/');
	if (slash == NULL || slash == dir)
		return true;
	*slash = '\0';
	return atomic_file_make_dirs(dir, error, error_size);
}

bool atomic_file_set_aside(const char *path, const char *file, int line,
    int col, const char *what, char *message, size_t message_size)
{
	char bad[4200];
	snprintf(bad, sizeof bad, "%s.bad", path);
	bool set_aside = line > 0 && rename(path, bad) == 0;
	/* Long paths are cut to keep the message on one screen line. */
	if (line > 0)
		snprintf(message, message_size, "%.200s:%d:%d: %s; %s %.200s.bad",
		    file, line, col, what, set_aside ? "set aside as" :
		    "could not rename it to", path);
	else
		snprintf(message, message_size, "%.200s: %s", file, what);
	return set_aside;
}
