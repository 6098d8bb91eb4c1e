/*
 * Signals and the terminal's restoring (see terminal.h): a stop signal
 * (SIGINT, SIGTERM, SIGHUP) wakes the loop through a pipe so that the
 * game ends cleanly; a crash signal restores the terminal before the
 * process dies of it; and the terminal is given back on every way out.
 */
/* ppoll(), which glibc offers as an extension. */
#define _GNU_SOURCE
#include "ui/terminal.h"

#include <errno.h>
#include <pthread.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

/* Ctrl-C as the terminal sends it. */
enum { UI_CTRL_C = 'C' - 'A' + 1 };

static bool ui_started;
/* The terminal sends Ctrl-C as a key (ui_terminal_ctrl_c_as_key). */
static bool ui_ctrl_c_key;
/* The signal that asked the game to stop, 0 while none has. */
static volatile sig_atomic_t ui_stop_signal;
/* A pipe the stop signals write a byte to: the loop waits on it beside
 * the terminal, so a signal that comes just before the wait still ends
 * it (a flag alone would be seen only after the next key). */
static int ui_wake_pipe[2] = { -1, -1 };

static const int ui_quit_signals[] = { SIGINT, SIGTERM, SIGHUP };
static const int ui_crash_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL,
    SIGABRT };

int ui_signals_stop(void)
{
	return ui_stop_signal;
}

int ui_signals_wake_fd(void)
{
	return ui_wake_pipe[0];
}

void ui_terminal_started(void)
{
	ui_started = true;
}

void ui_terminal_ctrl_c_as_key(bool as_key)
{
	struct termios t;
	if (!ui_started || as_key == ui_ctrl_c_key ||
	    tcgetattr(STDIN_FILENO, &t) != 0)
		return;
	if (as_key && t.c_cc[VINTR] != UI_CTRL_C)
		return;
	t.c_cc[VINTR] = as_key ? _POSIX_VDISABLE : UI_CTRL_C;
	if (tcsetattr(STDIN_FILENO, TCSANOW, &t) != 0)
		return;
	ui_ctrl_c_key = as_key;
	/* curses sets the terminal again from what it last saw (on `fg`
	 * after a suspend): it sees this. */
	def_prog_mode();
}

void ui_terminal_end(void)
{
	if (!ui_started)
		return;
	/* endwin() gives the terminal back as it found it anyway; curses'
	 * own settings are mended too, should it come back. */
	ui_terminal_ctrl_c_as_key(false);
	ui_started = false;
	/* Turn mouse reporting off before leaving, or a click after the
	 * game ends would type escape sequences into the shell. */
	mousemask(0, NULL);
	/* A terminal without an alternate screen (vt100) would keep the
	 * game's last picture under the shell's prompt. */
	if (tigetstr("smcup") == NULL || tigetstr("smcup") == (char *)-1) {
		erase();
		refresh();
	}
	endwin();
}

static void ui_on_stop_signal(int sig)
{
	int saved = errno;
	ui_stop_signal = sig;
	if (ui_wake_pipe[1] >= 0 && write(ui_wake_pipe[1], "", 1) < 0) {
		/* The pipe is full: the loop will wake anyway. */
	}
	errno = saved;
}

/* A crash must not leave the terminal raw and without echo: restore it,
 * then let the signal do what it would have done (core dump and all).
 * endwin() is not async-signal-safe, but the process is dying anyway. */
static void ui_on_crash_signal(int sig)
{
	if (ui_started)
		endwin();
	signal(sig, SIG_DFL);
	raise(sig);
}

void ui_signals_catch(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	if (ui_wake_pipe[0] < 0 && pipe(ui_wake_pipe) == 0)
		for (int i = 0; i < 2; i++) {
			fcntl(ui_wake_pipe[i], F_SETFL, O_NONBLOCK);
			fcntl(ui_wake_pipe[i], F_SETFD, FD_CLOEXEC);
		}
	/* No SA_RESTART: a stop signal must end the `:` prompt's read too. */
	sa.sa_handler = ui_on_stop_signal;
	for (size_t i = 0; i < sizeof ui_quit_signals / sizeof *ui_quit_signals;
	    i++)
		sigaction(ui_quit_signals[i], &sa, NULL);
	sa.sa_handler = ui_on_crash_signal;
	for (size_t i = 0;
	    i < sizeof ui_crash_signals / sizeof *ui_crash_signals; i++)
		sigaction(ui_crash_signals[i], &sa, NULL);
}

void ui_resize_hold(sigset_t *before)
{
	sigset_t resize;
	sigemptyset(&resize);
	sigaddset(&resize, SIGWINCH);
	pthread_sigmask(SIG_BLOCK, &resize, before);
}

int ui_poll_letting_in(struct pollfd *fds, nfds_t count, int ms,
    const sigset_t *before)
{
	const struct timespec limit = { ms / 1000, ms % 1000 * 1000000L };
	return ppoll(fds, count, ms < 0 ? NULL : &limit, before);
}

void ui_resize_release(const sigset_t *before)
{
	pthread_sigmask(SIG_SETMASK, before, NULL);
}
