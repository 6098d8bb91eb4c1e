/*
 * The advisory lock of a shared file (see atomic_lock.h).
 */
#include "io/atomic_lock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "io/escape.h"
#include "io/scan.h"

static void fail(char *error, size_t size, const char *what, const char *path,
    int err)
{
	snprintf(error, size, "%s %s: %s", what, path,
	    io_scan_errno_words(err));
}

/* A lock that is no regular file, named by what it is ("a folder", "a
 * FIFO"), as the files read and written are. */
static int lock_not_a_file(const char *path, const char *name,
    mode_t mode, char *error, size_t error_size)
{
	escape_fit(error, error_size, "cannot lock %s: %s is %s", path, name,
	    io_scan_kind_of(mode));
	return -1;
}

/* Open PATH.lock, creating it, never through a link.  It stays once let
 * go, for ever: the lock is the file's, not its name's, so one removed
 * while a writer holds it would let the next writer lock a new file of
 * the same name and change PATH at the same time, and there is no moment
 * when no other tumble may be about to open it.  PATH.lock is empty but
 * for the last holder's mark, private (0600) as the data files are. */
static int lock_open(const char *path, char *error, size_t error_size)
{
	char name[4200];
	snprintf(name, sizeof name, "%s.lock", path);
	int fd = open(name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC, 0600);
	struct stat st;
	if (fd < 0) {
		const int err = errno;
		const bool there = lstat(name, &st) == 0;
		/* ELOOP is the link at the end, or a loop on the way there
		 * (a folder linked to itself), which is said as it is. */
		if (there && S_ISLNK(st.st_mode)) {
			escape_fit(error, error_size, "cannot lock %s: %s is a "
			    "symbolic link, which tumble does not follow",
			    path, name);
			return -1;
		}
		/* A folder does not open for writing (a socket does not
		 * open at all): said as what it is, not as open's errno. */
		if (there && !S_ISREG(st.st_mode))
			return lock_not_a_file(path, name, st.st_mode, error,
			    error_size);
		/* The lock is made beside the file: a folder that takes no
		 * new file (read-only, full, gone) takes no write either,
		 * which is what the player asked for. */
		fail(error, error_size, "cannot write", path, err);
		return -1;
	}
	if (fstat(fd, &st) != 0) {
		fail(error, error_size, "cannot lock", path, errno);
		close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return lock_not_a_file(path, name, st.st_mode, error,
		    error_size);
	}
	/* The holder writes its mark into the lock: a second name of
	 * another file would lose that file's bytes. */
	if (st.st_nlink > 1) {
		escape_fit(error, error_size, "cannot lock %s: %s is a second "
		    "name of another file, which tumble does not write",
		    path, name);
		close(fd);
		return -1;
	}
	return fd;
}

/* The mark of the lock's holder: its process and when it took the lock,
 * so that a waiter can tell the lock changed hands. */
static void lock_mark(int fd)
{
	struct timespec now;
	char mark[64];
	clock_gettime(CLOCK_MONOTONIC, &now);
	const int n = snprintf(mark, sizeof mark, "%ld %lld.%09ld\n",
	    (long)getpid(), (long long)now.tv_sec, now.tv_nsec);
	if (ftruncate(fd, 0) != 0 || pwrite(fd, mark, (size_t)n, 0) != n) {
		/* A holder unmarked only makes waiters give up sooner. */
	}
}

/* True when the holder's mark differs from `seen`, which gets it. */
static bool lock_changed_hands(int fd, char *seen, size_t size)
{
	char mark[64];
	const ssize_t n = pread(fd, mark, sizeof mark - 1, 0);
	mark[n > 0 ? n : 0] = '\0';
	const bool changed = strcmp(mark, seen) != 0;
	snprintf(seen, size, "%s", mark);
	return changed;
}

int atomic_file_lock(const char *path, double seconds, char *error,
    size_t error_size)
{
	const int fd = lock_open(path, error, error_size);
	if (fd < 0)
		return -1;
	/* Poll rather than block, so that a stuck holder costs a bounded
	 * wait and a message instead of a frozen game. */
	const long step_ns = 20 * 1000 * 1000;
	char seen[64] = "";
	lock_changed_hands(fd, seen, sizeof seen);
	for (double waited = 0;; waited += step_ns / 1e9) {
		if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
			lock_mark(fd);
			return fd;
		}
		if (errno != EWOULDBLOCK && errno != EINTR) {
			fail(error, error_size, "cannot lock", path, errno);
			break;
		}
		if (lock_changed_hands(fd, seen, sizeof seen))
			waited = 0;
		if (waited >= seconds) {
			escape_fit(error, error_size, "cannot lock %s: another "
			    "tumble has held it for %g seconds", path,
			    seconds);
			break;
		}
		nanosleep(&(struct timespec){ 0, step_ns }, NULL);
	}
	close(fd);
	return -1;
}

int atomic_file_try_lock(const char *path, bool *busy, char *error,
    size_t error_size)
{
	*busy = false;
	const int fd = lock_open(path, error, error_size);
	if (fd < 0)
		return -1;
	int got;
	while ((got = flock(fd, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR)
		continue;
	if (got == 0) {
		lock_mark(fd);
		return fd;
	}
	if (errno == EWOULDBLOCK)
		*busy = true;
	else
		fail(error, error_size, "cannot lock", path, errno);
	close(fd);
	return -1;
}

void atomic_file_unlock(int lock)
{
	if (lock >= 0)
		close(lock);
}
