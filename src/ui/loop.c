/*
 * The curses loop of ui.h: the terminal's life cycle, resizing, the
 * mouse, ticks, and a terminal too small for the screen on top.  The
 * loop alone owns the terminal; the screens only draw and take keys.
 */
#include "ui/terminal.h"

#include "command/args.h"
#include "command/wrap.h"
#include "ui/ask.h"

#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <term.h>
#include <time.h>
#include <unistd.h>

enum { UI_ESCDELAY_MS = 25 };

/* q on the too-small screen asked whether to quit. */
static bool ui_small_asking;
/* The screen over which q on the too-small screen asked the screen's own
 * question (see small_quit), while that question waits. */
static const ui_screen *ui_small_own;
/* When the screen that ticks is due its next tick (ms of the monotonic
 * clock; 0: not planned yet). */
static long ui_tick_due;
static const ui_screen *ui_tick_screen;

/* What terminfo makes of the terminal's type. */
typedef enum ui_terminal_kind {
	UI_TERMINAL_UNKNOWN, /* no such type */
	UI_TERMINAL_FIXED,   /* cannot move its cursor, as dumb */
	UI_TERMINAL_MOVES,
} ui_terminal_kind;

/* A terminal that cannot move its cursor (TERM=dumb) would show the
 * screens smeared along one line.  A type terminfo does not know is told
 * here too: newterm would fail on it as well, but keep what it set up
 * for the screen it could not make. */
static ui_terminal_kind ui_terminal_kind_of(void)
{
	int status; /* without it, setupterm prints and exits on failure */
	if (setupterm(NULL, STDOUT_FILENO, &status) != OK)
		return UI_TERMINAL_UNKNOWN;
	const char *move = tigetstr("cup");
	const bool can_move = move != NULL && move != (char *)-1;
	del_curterm(cur_term);
	return can_move ? UI_TERMINAL_MOVES : UI_TERMINAL_FIXED;
}

/* Said where the terminal's type cannot be used: no type at all is
 * said as such, not as a type named ''. */
static void ui_terminal_type_unknown(void)
{
	const char *term = getenv("TERM");
	if (term == NULL || term[0] == '\0')
		args_error("TERM is not set, so the game cannot know this\n"
		    "terminal (tumble shell plays in any terminal)");
	else
		args_error("cannot use terminal type '%s', unknown to\n"
		    "terminfo (tumble shell plays in any terminal)", term);
}

/* The terminal's own size; false when it does not tell one. */
static bool ui_terminal_size(struct winsize *size)
{
	return ioctl(STDOUT_FILENO, TIOCGWINSZ, size) == 0 &&
	    size->ws_row > 0 && size->ws_col > 0;
}

/* LINES and COLUMNS left in the environment by a shell from before a
 * resize would be curses' size through every resize after (even with
 * use_tioctl): a terminal that tells its size is believed instead. */
static void ui_size_from_terminal(void)
{
	struct winsize size;
	if (ui_terminal_size(&size)) {
		unsetenv("LINES");
		unsetenv("COLUMNS");
	}
}

/* A resize that came after newterm read the terminal's size, and before
 * curses caught SIGWINCH, reached no one: the screen would stay drawn
 * for the old size until the next resize. */
static void ui_size_check(void)
{
	struct winsize size;
	if (ui_terminal_size(&size) &&
	    (size.ws_row != LINES || size.ws_col != COLS))
		resizeterm(size.ws_row, size.ws_col);
}

static bool ui_start(void)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		args_error("the game needs a terminal");
		return false;
	}
	/* A short escape delay keeps Esc and the mouse responsive; the
	 * player's ESCDELAY still wins. */
	if (getenv("ESCDELAY") == NULL)
		set_escdelay(UI_ESCDELAY_MS);
	const ui_terminal_kind kind = ui_terminal_kind_of();
	if (kind == UI_TERMINAL_UNKNOWN) {
		ui_terminal_type_unknown();
		return false;
	}
	if (kind == UI_TERMINAL_FIXED) {
		args_error("this terminal (TERM=%s) cannot move its cursor,"
		    "\nso it cannot show the game (tumble shell plays in any "
		    "terminal)", getenv("TERM") ? getenv("TERM") : "");
		return false;
	}
	ui_signals_catch();
	ui_size_from_terminal();
	if (newterm(NULL, stdout, stdin) == NULL) {
		ui_terminal_type_unknown();
		return false;
	}
	ui_terminal_started();
	atexit(ui_terminal_end);
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	/* Home and End as tmux, screen and the Linux console send them,
	 * which xterm's terminfo entry (often set inside tmux) lacks. */
	define_key("\033[1~", KEY_HOME);
	define_key("\033[4~", KEY_END);
	curs_set(0);
	/* Press, release and click all, acting on click or release: a fast
	 * click arrives as either, depending on how the terminal splits it.
	 * The pointer's moves too, so a screen can light what it is over,
	 * and the wheel, which terminals report as buttons 4 and 5. */
	mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED |
	    BUTTON4_PRESSED | BUTTON5_PRESSED | REPORT_MOUSE_POSITION, NULL);
	mouseinterval(0);
	ui_colors_start();
	ui_size_check();
	return true;
}

static bool ui_too_small(const ui_screen *s)
{
	return LINES < s->min_rows || COLS < s->min_cols;
}

/* What q on the too-small screen asks. */
static const char *ui_small_question(void)
{
	return ui_stack_top()->below != NULL ? "Go back? (y/n)" :
	    "Quit tumble? (y/n)";
}

/* Whether the screen on top waits on its own question, asked by q on the
 * too-small screen: the too-small screen then asks it in its words.  A
 * question answered, or a screen gone, is forgotten. */
static bool ui_small_own_asks(void)
{
	const ui_screen *top = ui_stack_top();
	if (top == NULL || top != ui_small_own || top->ask == NULL ||
	    !ui_ask_waiting(top->ask))
		ui_small_own = NULL;
	return ui_small_own != NULL;
}

/* What the too-small screen asks for last: the answer to q's question
 * (or to the screen's own, asked by q), or to enlarge it, saying so when
 * a question of the screen's own waits there to be answered. */
static const char *ui_small_last_words(void)
{
	const ui_screen *top = ui_stack_top();
	if (ui_small_own_asks())
		return top->note->text;
	if (ui_small_asking)
		return ui_small_question();
	if (top->ask != NULL && ui_ask_waiting(top->ask))
		return "A question waits: enlarge it to answer, or press q";
	return "Enlarge it or press q";
}

void ui_too_small_sizes(char *out, size_t size, const int *cols,
    const int *rows, int count)
{
	size_t used = (size_t)snprintf(out, size, "need");
	for (int i = 0; i < count && used < size; i++)
		used += (size_t)snprintf(out + used, size - used, "%s %dx%d",
		    i == 0 ? "" : " or", cols[i], rows[i]);
	if (used < size)
		snprintf(out + used, size - used, ", have %dx%d", COLS, LINES);
}

/* Short lines, so the message itself fits a tiny terminal; on one
 * narrower still they break between words, never inside one. */
static void ui_draw_too_small(void)
{
	const ui_screen *screen = ui_stack_top();
	char sizes[64];
	if (screen->smallest_count > 0)
		ui_too_small_sizes(sizes, sizeof sizes, screen->smallest_cols,
		    screen->smallest_rows, screen->smallest_count);
	else
		ui_too_small_sizes(sizes, sizeof sizes, &screen->min_cols,
		    &screen->min_rows, 1);
	const struct {
		attr_t attr;
		const char *text;
	} said[] = {
		{ ui_attr(UI_ALERT), "Terminal too small:" },
		{ A_NORMAL, sizes },
		{ ui_attr(UI_DIM), ui_small_last_words() },
	};
	enum { UI_SMALL_ROWS_MAX = 16 };
	struct {
		attr_t attr;
		char text[sizeof ((ui_note *)NULL)->text];
	} row[UI_SMALL_ROWS_MAX];
	/* A column free at the edge, as every line keeps. */
	const int width = COLS > 1 ? COLS - 1 : 1;
	int rows = 0;
	for (size_t i = 0; i < sizeof said / sizeof *said; i++)
		for (const char *t = said[i].text; *t != '\0'; rows++) {
			/* Past the most rows kept, the first give way, as
			 * on too few lines below. */
			if (rows == UI_SMALL_ROWS_MAX) {
				memmove(row, row + 1, sizeof row - sizeof *row);
				rows--;
			}
			int length = wrap_line(t, width);
			row[rows].attr = said[i].attr;
			snprintf(row[rows].text, sizeof row[rows].text, "%.*s",
			    length, t);
			t = wrap_rest(t, length);
		}
	/* On too few lines the heading gives way: the last line, q's
	 * question or the word that q asks one, is what must show. */
	const int first = rows > LINES ? rows - LINES : 0;
	const int shown = rows - first;
	int top = LINES / 2 - 1 - (shown - 3) / 2;
	if (top > LINES - shown)
		top = LINES - shown;
	if (top < 0)
		top = 0;
	for (int i = first; i < rows; i++)
		ui_put_centered(top + i - first, row[i].attr, row[i].text);
}

/* Ctrl-C gives up the line typed on the screen on top, when there is
 * one in sight, and ends the game otherwise.  Set before the line is
 * drawn, so that a Ctrl-C typed once it shows is a key. */
static void ui_ctrl_c_for(const ui_screen *top)
{
	ui_terminal_ctrl_c_as_key(top->typing != NULL && !ui_small_asking &&
	    !ui_too_small(top) && top->typing(top));
}

static void ui_draw(void)
{
	/* Forgotten as soon as its screen goes, before another can take
	 * its place in memory. */
	(void)ui_small_own_asks();
	erase();
	if (ui_stack_top()->fit != NULL)
		ui_stack_top()->fit(ui_stack_top());
	ui_ctrl_c_for(ui_stack_top());
	if (ui_too_small(ui_stack_top()))
		ui_draw_too_small();
	else
		ui_stack_top()->draw(ui_stack_top());
	/* While a question waits, the footer names the keys that answer
	 * it, on every screen: the screen's own do nothing until then. */
	const ui_ask *ask = ui_stack_top()->ask;
	if (!ui_too_small(ui_stack_top()) && (ui_small_asking ||
	    (ask != NULL && ui_ask_waiting(ask)))) {
		move(LINES - 1, 0);
		clrtoeol();
		ui_put_footer(LINES - 1, ui_ask_keys);
	}
	refresh();
}

static void ui_mouse_event(const MEVENT *ev)
{
	ui_screen *top = ui_stack_top();
	if ((ev->bstate & REPORT_MOUSE_POSITION) && top->hover != NULL)
		top->hover(top, ev->y, ev->x);
	if ((ev->bstate & BUTTON1_PRESSED) && top->press != NULL)
		top->press(top, ev->y, ev->x);
	if ((ev->bstate & (BUTTON1_CLICKED | BUTTON1_RELEASED)) &&
	    top->click != NULL)
		top->click(top, ev->y, ev->x);
	/* A notch of the wheel, up or down. */
	const int notches = (ev->bstate & BUTTON5_PRESSED ? 1 : 0) -
	    (ev->bstate & BUTTON4_PRESSED ? 1 : 0);
	if (notches != 0 && top->wheel != NULL)
		top->wheel(top, notches);
}

/* Every report curses holds, oldest first.  Reports that come in one
 * read (a drag over a slow link: press, motion, release) are queued
 * together and getmouse() hands out the newest first: taking only it
 * would lose the press, and the drag would start where it ended. */
static void ui_mouse(void)
{
	enum { UI_MOUSE_QUEUE = 16 };
	MEVENT ev[UI_MOUSE_QUEUE];
	int count = 0;
	while (count < UI_MOUSE_QUEUE && getmouse(&ev[count]) == OK)
		count++;
	while (count > 0 && ui_stack_top() != NULL)
		ui_mouse_event(&ev[--count]);
}

/* Whether the mouse reports curses holds, all taken, have a click: on
 * the too-small screen the pointer's moves, which the terminal reports
 * as the mouse passes, and the wheel answer no question. */
static bool ui_mouse_clicked(void)
{
	MEVENT ev;
	bool clicked = false;
	while (getmouse(&ev) == OK)
		if (ev.bstate & (BUTTON1_CLICKED | BUTTON1_RELEASED))
			clicked = true;
	return clicked;
}

/* What ended a wait for input. */
typedef enum ui_wake {
	UI_WAKE_INPUT,   /* a key may be there (or a resize) */
	UI_WAKE_TICK,    /* the screen's tick came first */
	UI_WAKE_SIGNAL,  /* a stop signal */
	UI_WAKE_GONE,    /* the terminal has hung up or failed */
} ui_wake;

/* Wait for the terminal, a stop signal, a resize held back until now
 * (see ui_resize_hold) or `ms` (-1: no tick). */
static ui_wake ui_wait(int ms, const sigset_t *before)
{
	struct pollfd fds[2] = {
		{ .fd = STDIN_FILENO, .events = POLLIN },
		{ .fd = ui_signals_wake_fd(), .events = POLLIN },
	};
	int ready = ui_poll_letting_in(fds, 2, ms, before);
	if (ui_signals_stop() != 0)
		return UI_WAKE_SIGNAL;
	if (ready == 0)
		return UI_WAKE_TICK;
	if (ready > 0 && (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)))
		return UI_WAKE_GONE;
	/* Interrupted (a resize, a continue): curses has its say. */
	return UI_WAKE_INPUT;
}

/* curses read nothing although the terminal looked readable: at its end
 * (EOF, EIO) it stays readable with no byte in it for ever. */
static bool ui_input_gone(void)
{
	struct pollfd fd = { .fd = STDIN_FILENO, .events = POLLIN };
	int waiting = 0;
	if (poll(&fd, 1, 0) <= 0)
		return false;
	if (fd.revents & (POLLHUP | POLLERR | POLLNVAL))
		return true;
	return ioctl(STDIN_FILENO, FIONREAD, &waiting) != 0 || waiting == 0;
}

/* Keys on the too-small screen: q asks, y then goes back to the screen
 * below (a board too big leaves the player on the menu, not stuck), or
 * quits from the last screen; anything else takes the question back.
 * Over a screen with a question of its own before it goes (a game with
 * moves at stake), q asks that one, and the screen answers it: the
 * player is told what going drops before it is dropped. */
static void ui_small_key(int key)
{
	ui_screen *top = ui_stack_top();
	if (ui_small_own_asks()) {
		(void)ui_ask_answer(top->ask, key, top);
		return;
	}
	const bool answered = ui_small_asking;
	bool yes = answered && (key == 'y' || key == 'Y');
	ui_small_asking = !ui_small_asking && key == 'q';
	if (ui_small_asking && top->small_quit != NULL &&
	    top->small_quit(top)) {
		ui_small_asking = false;
		ui_small_own = top;
		return;
	}
	if (yes && ui_stack_top()->below != NULL)
		ui_pop();
	else if (yes)
		ui_quit();
	else if (answered && !ui_too_small(ui_stack_top()))
		ui_note_set(ui_stack_top()->note, UI_PLAIN, "%s",
		    cmd_declined);
}

/* A question asked on the too-small screen outlives a resize: once the
 * screen fits it waits on its message line, and the key meant for it
 * answers it rather than playing.  A screen without a line drops it. */
static void ui_small_resized(void)
{
	ui_screen *top = ui_stack_top();
	if (top->fit != NULL)
		top->fit(top);
	if (!ui_small_asking || ui_too_small(top))
		return;
	if (top->note == NULL) {
		ui_small_asking = false;
		return;
	}
	/* A question of the screen's own, its words replaced, would take a
	 * later y with nothing on screen asking it. */
	if (top->ask != NULL)
		ui_ask_answer(top->ask, 'n', top);
	ui_note_set(top->note, UI_ALERT, "%s", ui_small_question());
}

static long ui_clock_ms(void)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* How long input may be waited for before the screen on top is due its
 * tick; -1 for a screen that does not tick.  A tick falls due tick_ms
 * after the last one however many events came between, so a stream of
 * them (the pointer moving) does not hold an animation up. */
static int ui_tick_wait(void)
{
	const ui_screen *top = ui_stack_top();
	if (top->tick_ms <= 0) {
		/* Ticks that start again fall due a whole tick_ms later, not
		 * at once on a time left from before they stopped. */
		ui_tick_due = 0;
		return -1;
	}
	const long now = ui_clock_ms();
	if (ui_tick_due == 0 || ui_tick_screen != top) {
		ui_tick_screen = top;
		ui_tick_due = now + top->tick_ms;
	}
	return ui_tick_due > now ? (int)(ui_tick_due - now) : 0;
}

/* The next key, or ERR once `wait` ms have passed (-1: no limit), after
 * a stop signal or at the end of the terminal (`gone` is then set). */
static int ui_next_key(bool *gone, int wait)
{
	/* Keys curses has read ahead are taken first, without waiting.  A
	 * resize is one of them (KEY_RESIZE): held back from here, one that
	 * comes before the wait still ends it. */
	sigset_t before;
	ui_resize_hold(&before);
	timeout(0);
	int key = getch();
	const ui_wake wake = key == ERR ? ui_wait(wait, &before) :
	    UI_WAKE_INPUT;
	ui_resize_release(&before);
	if (key != ERR)
		return key;
	switch (wake) {
	case UI_WAKE_TICK:
	case UI_WAKE_SIGNAL:
		return ERR;
	case UI_WAKE_GONE:
		*gone = true;
		return ERR;
	case UI_WAKE_INPUT:
		break;
	}
	key = getch();
	if (key == ERR && ui_input_gone())
		*gone = true;
	return key;
}

int ui_run(ui_screen *first)
{
	if (!ui_start()) {
		first->close(first);
		return 1;
	}
	ui_push(first);
	bool gone = false;
	/* Whether a key went ahead of the tick now due.  One may, so that a
	 * key pressed during a replay stops it before its next move however
	 * late the loop runs; no more, so that a stream of events does not
	 * hold the tick up. */
	bool key_went_first = false;
	while (ui_stack_top() != NULL && ui_signals_stop() == 0 && !gone) {
		ui_draw();
		const int wait = ui_tick_wait();
		int key = ERR;
		if (wait != 0 || !key_went_first)
			key = ui_next_key(&gone, wait);
		key_went_first = wait == 0 && key != ERR;
		if (ui_signals_stop() != 0 || gone)
			break;
		if (key == ERR) {
			/* The tick is due. */
			if (ui_stack_top()->tick_ms > 0)
				ui_stack_top()->tick(ui_stack_top());
			ui_tick_due = 0;
		} else if (key == KEY_RESIZE) {
			/* The next pass redraws at the new size. */
			ui_small_resized();
		} else if (ui_small_asking || ui_too_small(ui_stack_top())) {
			if (key != KEY_MOUSE || ui_mouse_clicked())
				ui_small_key(key);
		} else if (key == KEY_MOUSE) {
			ui_mouse();
		} else {
			ui_screen_take_key(ui_stack_top(), key);
		}
	}
	ui_quit();
	ui_terminal_end();
	if (!gone)
		ui_share_print(stdout);
	const char *word = ui_take_left_word();
	if (word != NULL) {
		/* Broken between words, as the terminal would break them
		 * mid-word. */
		args_error("%s", word);
	}
	int stop = ui_signals_stop();
	/* A hang-up comes twice: the terminal polls as hung up at once, and
	 * SIGHUP, then SIGCONT, come to the process group once the session's
	 * leader dies of its own SIGHUP, which can be a moment later.  The
	 * game dies of SIGHUP whichever it saw first: an exit would run the
	 * exit handlers as those signals come, and the leak check of the
	 * sanitizer build, which stops each thread with a SIGSTOP at exit,
	 * waits for ever for a thread whose SIGSTOP a SIGCONT has taken
	 * back.  A SIGHUP that the game's starter blocked leaves it the
	 * exit below. */
	if (stop == 0 && gone && args_input_hung_up())
		stop = SIGHUP;
	if (stop != 0) {
		/* Die of the signal, as the sender expects. */
		signal(stop, SIG_DFL);
		raise(stop);
	}
	/* A terminal that went away is no way to end a game. */
	return gone ? 1 : 0;
}
