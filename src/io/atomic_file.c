/*
 * Atomic replacement of files (see atomic_file.h).
 */
/* O_TMPFILE and linkat's AT_SYMLINK_FOLLOW are Linux's. */
#define _GNU_SOURCE
#include "io/atomic_file.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "io/escape.h"
#include "io/scan.h"

static bool fail(char *error, size_t size, const char *what, const char *path,
    int err)
{
	snprintf(error, size, "%s %s: %s", what, path,
	    io_scan_errno_words(err));
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
 * or a folder.  A link to nothing is refused too, rather than followed
 * to create a file wherever it points. */
static bool target_of(const char *path, char *out, size_t size,
    char *error, size_t error_size)
{
	struct stat st;
	char resolved[PATH_MAX];
	/* Everywhere a file is read, "-" is standard input: a file of that
	 * name written here would be a surprise, and hard to read back. */
	if (path[0] == '\0') {
		escape_fit(error, error_size, "cannot write: no file named");
		return false;
	}
	if (strcmp(path, "-") == 0) {
		escape_fit(error, error_size, "cannot write -: it stands for "
		    "standard input; name a file (./- for one called -)");
		return false;
	}
	if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
		if (stat(path, &st) != 0 && errno == ENOENT) {
			const ssize_t n = readlink(path, resolved,
			    sizeof resolved - 1);
			resolved[n > 0 ? n : 0] = '\0';
			escape_fit(error, error_size, "cannot write %s: a link "
			    "to %s, which does not exist", path, resolved);
			return false;
		}
		if (realpath(path, resolved) == NULL)
			return fail(error, error_size, "cannot write", path,
			    errno);
		path = resolved;
	}
	if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		escape_fit(error, error_size, "cannot write %s: %s", path,
		    io_scan_kind_of(st.st_mode));
		return false;
	}
	if (snprintf(out, size, "%s", path) >= (int)size)
		return fail(error, error_size, "cannot write", path,
		    ENAMETOOLONG);
	return true;
}

/* The folder of `path` ("." when it names none). */
static void folder_of(const char *path, char *out, size_t size)
{
	snprintf(out, size, "%s", path);
	char *slash = strrchr(out, '/');
	if (slash == out)
		slash[1] = '\0';
	else if (slash != NULL)
		*slash = '\0';
	else
		snprintf(out, size, ".");
}

/* True when `name` is BASE.PID.XXXXXX, a temporary of the file BASE
 * written by process PID; *pid gets it. */
static bool temp_name_of(const char *name, const char *base, long *pid)
{
	const size_t len = strlen(base);
	if (strncmp(name, base, len) != 0 || name[len] != '.')
		return false;
	char *end;
	errno = 0;
	*pid = strtol(name + len + 1, &end, 10);
	if (end == name + len + 1 || errno != 0 || *pid <= 0 || *end != '.')
		return false;
	size_t tail = strlen(end + 1);
	return tail == 6 && strspn(end + 1, "0123456789abcdef") == 6;
}

/* Remove the temporaries of `path` whose writers are gone: a write killed
 * between naming its temporary and the rename left it. */
static void remove_strays(const char *path)
{
	char dir[4096];
	folder_of(path, dir, sizeof dir);
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	DIR *d = opendir(dir);
	if (d == NULL)
		return;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL) {
		long pid;
		char stray[8192];
		if (!temp_name_of(entry->d_name, base, &pid) ||
		    kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		snprintf(stray, sizeof stray, "%s/%s", dir, entry->d_name);
		unlink(stray);
	}
	closedir(d);
}

/* A fresh name PATH.PID.XXXXXX for the temporary. */
static bool temp_name(atomic_file *f)
{
	static unsigned counter;
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	const unsigned mix = (unsigned)now.tv_nsec * 2654435761u ^
	    ++counter * 40503u;
	return snprintf(f->temp, sizeof f->temp, "%s.%ld.%06x", f->path,
	    (long)getpid(), mix & 0xffffffu) < (int)sizeof f->temp;
}

/* Open the temporary: nameless where the file system allows, else under
 * a fresh name; new files get `mode` less the umask. */
static int open_temp(atomic_file *f, mode_t mode)
{
	char dir[4096];
	folder_of(f->path, dir, sizeof dir);
	int fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
	f->anonymous = fd >= 0;
	for (int tries = 0; fd < 0 && tries < 100; tries++) {
		if (!temp_name(f)) {
			errno = ENAMETOOLONG;
			return -1;
		}
		fd = open(f->temp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC,
		    mode);
		if (fd < 0 && errno != EEXIST)
			return -1;
	}
	return fd;
}

/* Why the temporary beside `target` (written for `path`) could not be
 * made, `err` its errno: "No such file or directory" would be said of
 * the folder, where the player looks for the file, and of a folder that
 * is there but takes no new file (/proc). */
static bool fail_temp(char *error, size_t size, const char *path,
    const char *target, int err)
{
	char dir[4096];
	struct stat st;
	folder_of(target, dir, sizeof dir);
	if (err != ENOENT)
		return fail(error, size, "cannot write", path, err);
	if (stat(dir, &st) != 0)
		snprintf(error, size, "cannot write %s: no such folder", path);
	else
		snprintf(error, size, "cannot write %s: its folder cannot "
		    "hold a new file", path);
	return false;
}

bool atomic_file_replaceable(const char *path, char *error,
    size_t error_size)
{
	char target[4096];
	return target_of(path, target, sizeof target, error, error_size);
}

bool atomic_file_writable(const char *path, char *error, size_t error_size)
{
	char target[4096], dir[4096];
	struct stat st;
	if (!target_of(path, target, sizeof target, error, error_size))
		return false;
	folder_of(target, dir, sizeof dir);
	if (stat(dir, &st) != 0)
		return fail_temp(error, error_size, path, target, errno);
	/* What opening the temporary in it would say: a folder that is
	 * a file, or one that takes no new file from this user.  access()
	 * asks the permissions the open would meet, root's included (a
	 * folder on a read-only file system). */
	if (!S_ISDIR(st.st_mode))
		return fail(error, error_size, "cannot write", path, ENOTDIR);
	if (access(dir, W_OK | X_OK) != 0)
		return fail(error, error_size, "cannot write", path, errno);
	return true;
}

static bool open_with_mode(atomic_file *f, const char *path, mode_t mode,
    char *error, size_t error_size)
{
	f->fp = NULL;
	f->temp[0] = '\0';
	if (!target_of(path, f->path, sizeof f->path, error, error_size))
		return false;
	remove_strays(f->path);
	int fd = open_temp(f, mode);
	if (fd < 0)
		return fail_temp(error, error_size, path, f->path, errno);
	/* A file replaced keeps its mode and, where allowed, its owner. */
	struct stat st;
	if (stat(f->path, &st) == 0) {
		fchmod(fd, st.st_mode & 07777);
		if (fchown(fd, st.st_uid, st.st_gid) != 0) {
			/* Only a privileged process may give a file away. */
		}
	}
	f->fp = fdopen(fd, "w");
	if (f->fp == NULL) {
		int err = errno;
		close(fd);
		if (!f->anonymous)
			unlink(f->temp);
		return fail(error, error_size, "cannot write", path, err);
	}
	return true;
}

bool atomic_file_open(atomic_file *f, const char *path, char *error,
    size_t error_size)
{
	return open_with_mode(f, path, 0666, error, error_size);
}

bool atomic_file_open_private(atomic_file *f, const char *path, char *error,
    size_t error_size)
{
	return open_with_mode(f, path, 0600, error, error_size);
}

void atomic_file_abort(atomic_file *f)
{
	if (f->fp != NULL)
		fclose(f->fp);
	f->fp = NULL;
	if (!f->anonymous)
		unlink(f->temp);
}

/* Give the nameless temporary a name, so that rename can put it in place. */
static int link_anonymous(atomic_file *f)
{
	char proc[64];
	snprintf(proc, sizeof proc, "/proc/self/fd/%d", fileno(f->fp));
	for (int tries = 0; tries < 100; tries++) {
		if (!temp_name(f))
			return ENAMETOOLONG;
		if (linkat(AT_FDCWD, proc, AT_FDCWD, f->temp,
		    AT_SYMLINK_FOLLOW) == 0)
			return 0;
		if (errno != EEXIST)
			return errno;
	}
	return EEXIST;
}

/* Put the file in place; with `synced`, on the disk before its name,
 * and its name after it. */
static bool commit(atomic_file *f, bool synced, char *error,
    size_t error_size)
{
	int err = 0;
	bool named = !f->anonymous;
	if (fflush(f->fp) != 0 || ferror(f->fp))
		err = errno ? errno : EIO;
	else if (synced && fsync(fileno(f->fp)) != 0)
		err = errno;
	else if (f->anonymous && (err = link_anonymous(f)) == 0)
		named = true;
	if (fclose(f->fp) != 0 && err == 0)
		err = errno;
	f->fp = NULL;
	if (err == 0 && rename(f->temp, f->path) != 0)
		err = errno;
	if (err != 0) {
		if (named)
			unlink(f->temp);
		return fail(error, error_size, "cannot write", f->path, err);
	}
	if (!synced)
		return true;
	/* Make the rename itself durable. */
	char dir[4096];
	folder_of(f->path, dir, sizeof dir);
	int dfd = open(dir, O_RDONLY);
	if (dfd >= 0) {
		fsync(dfd);
		close(dfd);
	}
	return true;
}

bool atomic_file_commit(atomic_file *f, char *error, size_t error_size)
{
	return commit(f, true, error, error_size);
}

bool atomic_file_commit_unsynced(atomic_file *f, char *error,
    size_t error_size)
{
	return commit(f, false, error, error_size);
}

static bool write_with_mode(const char *path, mode_t mode,
    const char *text, size_t len, char *error, size_t error_size)
{
	atomic_file f;
	if (!open_with_mode(&f, path, mode, error, error_size))
		return false;
	if (fwrite(text, 1, len, f.fp) != len) {
		int err = errno;
		atomic_file_abort(&f);
		return fail(error, error_size, "cannot write", path, err);
	}
	return atomic_file_commit(&f, error, error_size);
}

bool atomic_file_write(const char *path, const char *text, size_t len,
    char *error, size_t error_size)
{
	return write_with_mode(path, 0666, text, len, error, error_size);
}

bool atomic_file_write_private(const char *path, const char *text,
    size_t len, char *error, size_t error_size)
{
	return write_with_mode(path, 0600, text, len, error, error_size);
}

bool atomic_file_make_parent(const char *path, char *error,
    size_t error_size)
{
	char dir[4096];
	if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
		return fail(error, error_size, "cannot create", path,
		    ENAMETOOLONG);
	char *slash = strrchr(dir, '/');
	if (slash == NULL || slash == dir)
		return true;
	*slash = '\0';
	return atomic_file_make_dirs(dir, error, error_size);
}

/* Link `path` to the first free name of PATH.bad, PATH.bad.1, ...: link
 * refuses a name that is taken, where rename would overwrite it. */
/* The bytes of the file a link at `path` points to, copied to a new
 * file `bad` (never over one that is there: false with errno EEXIST).
 * A second name of the link itself would share the link's target, which
 * the caller is about to replace. */
static bool copy_aside(const char *path, const char *bad)
{
	/* Files of tumble's own are small; a huge one is no copy to keep. */
	enum { COPY_MAX = 64 * 1024 * 1024 };
	int in = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	if (in < 0)
		return false;
	if (fstat(in, &st) != 0 || !S_ISREG(st.st_mode) ||
	    st.st_size > COPY_MAX) {
		close(in);
		errno = EINVAL;
		return false;
	}
	int out = open(bad, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
	    O_CLOEXEC, 0600);
	if (out < 0) {
		const int saved = errno;
		close(in);
		errno = saved;
		return false;
	}
	char buf[65536];
	ssize_t n;
	bool ok = true;
	while (ok && (n = read(in, buf, sizeof buf)) != 0) {
		if (n < 0)
			ok = errno == EINTR;
		else
			ok = write(out, buf, (size_t)n) == n;
	}
	ok = close(out) == 0 && ok;
	close(in);
	if (!ok) {
		unlink(bad);
		errno = EIO;
	}
	return ok;
}

static bool set_aside_as(const char *path, char *bad, size_t size)
{
	struct stat st;
	const bool linked = lstat(path, &st) == 0 && S_ISLNK(st.st_mode);
	for (int n = 0; n < 1000; n++) {
		if (n == 0)
			snprintf(bad, size, "%s.bad", path);
		else
			snprintf(bad, size, "%s.bad.%d", path, n);
		if (linked ? copy_aside(path, bad) : link(path, bad) == 0)
			return true;
		if (errno != EEXIST)
			return false;
	}
	return false;
}

bool atomic_file_set_aside(const char *path, const char *file, int line,
    int col, const char *what, char *message, size_t message_size)
{
	char bad[4200];
	bool set_aside = line > 0 && set_aside_as(path, bad, sizeof bad);
	/* Long paths are cut to keep the message on one screen line. */
	if (set_aside)
		snprintf(message, message_size, "%.200s:%d:%d: %s; set aside "
		    "as %.200s", file, line, col, what, bad);
	else if (line > 0)
		snprintf(message, message_size, "%.200s:%d:%d: %s; could not "
		    "set it aside as %.200s.bad", file, line, col, what, path);
	else
		snprintf(message, message_size, "%.200s: %s", file, what);
	return set_aside;
}
