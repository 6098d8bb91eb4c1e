/*
 * What the files of the curses loop share, and nothing outside them
 * includes: stack.c keeps the screens, colors.c the looks, signals.c the
 * stop and crash signals and the terminal's restoring, loop.c the loop
 * that ties them together (see ui.h).
 */
#ifndef TUMBLE_UI_TERMINAL_H
#define TUMBLE_UI_TERMINAL_H

#include <poll.h>
#include <signal.h>

#include "ui/ui.h"

/* stack.c: the screen on top, NULL once every screen has closed. */
ui_screen *ui_stack_top(void);

/* colors.c: the styles, balls and blocks in colour when the terminal
 * has colours and NO_COLOR is not set, else in plain attributes. */
void ui_colors_start(void);

/* signals.c */
/* Catch the stop signals (they end the loop through the wake pipe) and
 * the crash signals (they restore the terminal first). */
void ui_signals_catch(void);
/* The stop signal that came, 0 while none has. */
int ui_signals_stop(void);
/* The end of the pipe a stop signal writes a byte to, for poll(). */
int ui_signals_wake_fd(void);
/* A resize noticed only at the next key: the wait for a key, after a
 * look for a resize, would miss one that came in between.  So the look
 * is made with the resize signal held back (ui_resize_hold, which keeps
 * the mask `before` it), the wait lets it in as it starts
 * (ui_poll_letting_in, poll() with the mask `before` while it waits,
 * interrupted by a signal held back meanwhile), and the mask is put
 * back after it (ui_resize_release). */
void ui_resize_hold(sigset_t *before);
int ui_poll_letting_in(struct pollfd *fds, nfds_t count, int ms,
    const sigset_t *before);
void ui_resize_release(const sigset_t *before);
/* curses is up (the terminal must be restored on every way out), or
 * down again. */
void ui_terminal_started(void);
void ui_terminal_end(void);
/* Ctrl-C as a key (for a line being typed) or, as it starts, as SIGINT.
 * Only a terminal whose interrupt key is Ctrl-C is changed (another's
 * sends Ctrl-C as a key already), and curses is told, so that it keeps
 * the change through a suspend; leaving curses gives the key back. */
void ui_terminal_ctrl_c_as_key(bool as_key);

#endif
