/*
 * Loaded into tumble by the shell's end-to-end test (LD_PRELOAD): each
 * switch of the terminal from lines to single keys waits a second, as a
 * busy machine may make a program wait between two calls, so that keys
 * typed as a prompt or a question appears come before the switch unless
 * it came before the prompt.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <termios.h>
#include <unistd.h>

int tcsetattr(int fd, int when, const struct termios *t)
{
	static int (*real)(int, int, const struct termios *);
	/* The form POSIX gives for a function that dlsym() finds. */
	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "tcsetattr");
	struct termios now;
	if (tcgetattr(fd, &now) == 0 && now.c_lflag & ICANON &&
	    !(t->c_lflag & ICANON))
		sleep(1);
	return real(fd, when, t);
}
