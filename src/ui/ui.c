/*
 * The curses loop of ui.h: the terminal's life cycle, signals, resizing,
 * mouse, ticks, the screen stack and the colour styles.
 */
#include "ui/ui.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "session/game.h"

enum {
	UI_BALL_COLORS = 6,
	UI_ESCDELAY_MS = 25,
	UI_PAIR_BALL = 1,                       /* 6 pairs */
	UI_PAIR_LIT = UI_PAIR_BALL + UI_BALL_COLORS, /* 6 pairs */
	UI_PAIR_STYLE = UI_PAIR_LIT + UI_BALL_COLORS,
	UI_PAIR_BLOCK = UI_PAIR_STYLE + UI_STYLES, /* 10 pairs */
	UI_PAIR_BLOCK_LIT = UI_PAIR_BLOCK + UI_BLOCK_COLORS, /* 10 pairs */
	UI_PAIRS = UI_PAIR_BLOCK_LIT + UI_BLOCK_COLORS,
};

static ui_screen *ui_top;
static bool ui_started;
static attr_t ui_styles[UI_STYLES];
static attr_t ui_balls[UI_BALL_COLORS][2];
static attr_t ui_blocks[UI_BLOCK_COLORS][2];
/* The signal that asked the game to stop, 0 while none has. */
static volatile sig_atomic_t ui_stop_signal;
/* A pipe the stop signals write a byte to: the loop waits on it beside
 * the terminal, so a signal that comes just before the wait still ends
 * it (a flag alone would be seen only after the next key). */
static int ui_wake_pipe[2] = { -1, -1 };
/* q on the too-small screen asked whether to quit. */
static bool ui_small_asking;

static const int ui_quit_signals[] = { SIGINT, SIGTERM, SIGHUP };
static const int ui_crash_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL,
    SIGABRT };

void ui_push(ui_screen *screen)
{
	screen->below = ui_top;
	ui_top = screen;
}

/* Close the screen on top; `resume` the one below, unless every screen
 * is closing. */
static void ui_close_top(bool resume)
{
	ui_screen *gone = ui_top;
	if (gone == NULL)
		return;
	ui_top = gone->below;
	gone->close(gone);
	if (resume && ui_top != NULL && ui_top->resume != NULL)
		ui_top->resume(ui_top);
}

void ui_pop(void)
{
	ui_close_top(true);
}

/* The screens of each kind of game, by game_kind. */
static ui_game_screen_new *ui_game_screens[3];

void ui_set_game_screens(ui_game_screen_new *same, ui_game_screen_new *mayan)
{
	ui_game_screens[GAME_SAME] = same;
	ui_game_screens[GAME_MAYAN] = mayan;
}

ui_screen *ui_game_screen(game *g, bool animate)
{
	ui_game_screen_new *make = g->kind == GAME_SAME ||
	    g->kind == GAME_MAYAN ? ui_game_screens[g->kind] : NULL;
	if (make == NULL) {
		game_free(g);
		return NULL;
	}
	return make(g, animate);
}

void ui_play_game(ui_screen *target, game *g, bool animate)
{
	if (target == NULL) {
		ui_screen *screen = ui_game_screen(g, animate);
		if (screen != NULL)
			ui_push(screen);
		return;
	}
	while (ui_top != NULL && ui_top != target)
		ui_close_top(false);
	target->take_game(target, g);
}

void ui_quit(void)
{
	while (ui_top != NULL)
		ui_close_top(false);
}

bool ui_key_run(const ui_key *table, ui_screen *self, int key)
{
	for (const ui_key *k = table; k->key != 0; k++)
		if (k->key == key) {
			k->run(self);
			return true;
		}
	return false;
}

void ui_screen_key(ui_screen *self, int key)
{
	ui_key_run(self->keys, self, key);
}

attr_t ui_attr(ui_style style)
{
	return ui_styles[style];
}

attr_t ui_ball_attr(int color, bool lit)
{
	if (color < 1 || color > UI_BALL_COLORS)
		return A_NORMAL;
	return ui_balls[color - 1][lit];
}

attr_t ui_block_attr(int color, bool lit)
{
	if (color < 1 || color > UI_BLOCK_COLORS)
		return A_NORMAL;
	return ui_blocks[color - 1][lit];
}

char ui_block_label(int color)
{
	return color >= 1 && color <= UI_BLOCK_COLORS ?
	    "1234567890"[color - 1] : ' ';
}

void ui_put(int y, int x, attr_t attr, const char *text)
{
	if (y < 0 || y >= LINES || x >= COLS)
		return;
	attrset(attr);
	mvaddnstr(y, x, text, COLS - x);
	attrset(A_NORMAL);
}

void ui_put_fitted(int y, int x, int width, attr_t attr, const char *text)
{
	if (x < 0)
		x = 0;
	if (width > COLS - x)
		width = COLS - x;
	if (width <= 0)
		return;
	/* Blanks at the end are padding: cutting them loses nothing. */
	int length = (int)strlen(text);
	while (length > width && text[length - 1] == ' ')
		length--;
	if (length <= width) {
		ui_put(y, x, attr, text);
		return;
	}
	char cut[1024];
	int keep = width > 3 ? width - 3 : 0;
	snprintf(cut, sizeof cut, "%.*s%.*s", keep, text, width - keep, "...");
	ui_put(y, x, attr, cut);
}

void ui_put_centered(int y, attr_t attr, const char *text)
{
	int x = (COLS - (int)strlen(text)) / 2;
	ui_put(y, x < 0 ? 0 : x, attr, text);
}

/* The first name of a key label: "Space" of "Space, Enter". */
static int ui_key_name_length(const ui_key *k)
{
	return (int)strcspn(k->label, ",");
}

void ui_put_footer(int y, const ui_key *keys)
{
	int width = 0, fits = 0;
	for (const ui_key *k = keys; k->key != 0; k++) {
		if (k->brief == NULL)
			continue;
		int w = ui_key_name_length(k) + 1 + (int)strlen(k->brief) +
		    (width > 0 ? 2 : 0);
		if (width + w > COLS)
			break;
		width += w;
		fits++;
	}
	int x = (COLS - width) / 2;
	char name[32];
	for (const ui_key *k = keys; fits > 0; k++) {
		if (k->brief == NULL)
			continue;
		snprintf(name, sizeof name, "%.*s", ui_key_name_length(k),
		    k->label);
		ui_put(y, x, ui_attr(UI_KEY), name);
		x += (int)strlen(name) + 1;
		ui_put(y, x, ui_attr(UI_DIM), k->brief);
		x += (int)strlen(k->brief) + 2;
		fits--;
	}
}

void ui_put_two_lines(int y, int x, attr_t attr, const char *text)
{
	int width = COLS - x, cut = (int)strlen(text);
	if (cut > width)
		for (cut = width; cut > 0 && text[cut] != ' '; cut--)
			;
	char first[1024];
	snprintf(first, sizeof first, "%.*s", cut, text);
	ui_put(y, x, attr, first);
	ui_put_fitted(y + 1, x, width, attr, text + cut + (text[cut] == ' '));
}

void ui_list_move(ui_list *list, int by)
{
	if (list->count > 0)
		list->chosen = ((list->chosen + by) % list->count +
		    list->count) % list->count;
}

void ui_list_scroll(ui_list *list, int rows)
{
	if (list->chosen < list->top)
		list->top = list->chosen;
	if (list->chosen >= list->top + rows)
		list->top = list->chosen - rows + 1;
}

void ui_note_set(ui_note *note, ui_style style, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(note->text, sizeof note->text, fmt, ap);
	va_end(ap);
	note->style = style;
}

/* The blocks of the Mayan board: ten colours that stay apart on a
 * 256-colour terminal; with 8 colours some repeat, and the digits tell
 * them apart. */
static void ui_start_block_colors(bool rich)
{
	static const short deep[UI_BLOCK_COLORS] = { 160, 28, 25, 136, 90,
	    30, 166, 55, 94, 240 };
	static const short bright[UI_BLOCK_COLORS] = { 210, 120, 111, 228,
	    213, 123, 215, 141, 180, 252 };
	static const short basic[UI_BLOCK_COLORS] = { COLOR_RED, COLOR_GREEN,
	    COLOR_BLUE, COLOR_YELLOW, COLOR_MAGENTA, COLOR_CYAN, COLOR_RED,
	    COLOR_MAGENTA, COLOR_YELLOW, COLOR_WHITE };
	for (int c = 0; c < UI_BLOCK_COLORS; c++) {
		if (rich) {
			init_pair(UI_PAIR_BLOCK + c, 255, deep[c]);
			init_pair(UI_PAIR_BLOCK_LIT + c, 16, bright[c]);
			ui_blocks[c][0] = COLOR_PAIR(UI_PAIR_BLOCK + c) | A_BOLD;
			ui_blocks[c][1] = COLOR_PAIR(UI_PAIR_BLOCK_LIT + c) |
			    A_BOLD;
		} else {
			short ink = basic[c] == COLOR_YELLOW ||
			    basic[c] == COLOR_CYAN || basic[c] == COLOR_WHITE ?
			    COLOR_BLACK : COLOR_WHITE;
			init_pair(UI_PAIR_BLOCK + c, ink, basic[c]);
			ui_blocks[c][0] = COLOR_PAIR(UI_PAIR_BLOCK + c);
			ui_blocks[c][1] = COLOR_PAIR(UI_PAIR_BLOCK + c) |
			    A_REVERSE | A_BOLD;
		}
	}
}

/* Colours when the terminal has them and the player has not turned them
 * off (https://no-color.org); letters keep every board playable without. */
static void ui_start_colors(void)
{
	for (int c = 0; c < UI_BALL_COLORS; c++) {
		ui_balls[c][0] = A_NORMAL;
		ui_balls[c][1] = A_REVERSE | A_BOLD;
	}
	for (int c = 0; c < UI_BLOCK_COLORS; c++) {
		ui_blocks[c][0] = A_NORMAL;
		ui_blocks[c][1] = A_REVERSE | A_BOLD;
	}
	ui_styles[UI_PLAIN] = A_NORMAL;
	ui_styles[UI_TITLE] = A_BOLD;
	ui_styles[UI_DIM] = A_DIM;
	ui_styles[UI_KEY] = A_BOLD;
	ui_styles[UI_GOOD] = A_BOLD;
	ui_styles[UI_ALERT] = A_BOLD;
	ui_styles[UI_CHOSEN] = A_REVERSE;
	const char *no_color = getenv("NO_COLOR");
	if ((no_color != NULL && no_color[0] != '\0') || !has_colors() ||
	    start_color() == ERR)
		return;
	use_default_colors();
	static const short basic[UI_BALL_COLORS] = { COLOR_RED, COLOR_GREEN,
	    COLOR_BLUE, COLOR_YELLOW, COLOR_MAGENTA, COLOR_CYAN };
	static const short basic_ink[UI_BALL_COLORS] = { COLOR_WHITE,
	    COLOR_BLACK, COLOR_WHITE, COLOR_BLACK, COLOR_WHITE, COLOR_BLACK };
	/* Deep tones for the board, bright ones for the lit cluster. */
	static const short deep[UI_BALL_COLORS] = { 124, 28, 25, 136, 90, 30 };
	static const short bright[UI_BALL_COLORS] = { 210, 120, 111, 228, 213,
	    123 };
	static const short style_ink[2][UI_STYLES] = {
		{ -1, COLOR_YELLOW, -1, COLOR_CYAN, COLOR_GREEN, COLOR_RED,
		    COLOR_BLACK },
		{ -1, 214, 245, 117, 120, 210, 16 },
	};
	const bool rich = COLORS >= 256 && COLOR_PAIRS >= UI_PAIRS;
	if (!rich && COLOR_PAIRS < UI_PAIRS)
		return;
	for (int c = 0; c < UI_BALL_COLORS; c++) {
		if (rich) {
			init_pair(UI_PAIR_BALL + c, 255, deep[c]);
			init_pair(UI_PAIR_LIT + c, 16, bright[c]);
			ui_balls[c][1] = COLOR_PAIR(UI_PAIR_LIT + c) | A_BOLD;
		} else {
			init_pair(UI_PAIR_BALL + c, basic_ink[c], basic[c]);
			ui_balls[c][1] = COLOR_PAIR(UI_PAIR_BALL + c) |
			    A_REVERSE | A_BOLD;
		}
		ui_balls[c][0] = COLOR_PAIR(UI_PAIR_BALL + c);
	}
	for (int s = UI_PLAIN + 1; s < UI_STYLES; s++) {
		short ink = style_ink[rich][s];
		short paper = s == UI_CHOSEN ? (rich ? 214 : COLOR_YELLOW) : -1;
		init_pair(UI_PAIR_STYLE + s, ink, paper);
		ui_styles[s] = COLOR_PAIR(UI_PAIR_STYLE + s) |
		    (s == UI_DIM ? A_NORMAL : A_BOLD);
	}
	ui_start_block_colors(rich);
}

static void ui_end(void)
{
	if (!ui_started)
		return;
	ui_started = false;
	/* Turn mouse reporting off before leaving, or a click after the
	 * game ends would type escape sequences into the shell. */
	mousemask(0, NULL);
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

static void ui_catch_signals(void)
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

static bool ui_start(void)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "tumble: the game needs a terminal\n");
		return false;
	}
	/* A short escape delay keeps Esc and the mouse responsive; the
	 * player's ESCDELAY still wins. */
	if (getenv("ESCDELAY") == NULL)
		set_escdelay(UI_ESCDELAY_MS);
	ui_catch_signals();
	if (newterm(NULL, stdout, stdin) == NULL) {
		fprintf(stderr, "tumble: cannot use terminal type '%s'\n",
		    getenv("TERM") ? getenv("TERM") : "");
		return false;
	}
	ui_started = true;
	atexit(ui_end);
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
	 * click arrives as either, depending on how the terminal splits it. */
	mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED, NULL);
	mouseinterval(0);
	ui_start_colors();
	return true;
}

static bool ui_too_small(const ui_screen *s)
{
	return LINES < s->min_rows || COLS < s->min_cols;
}

static void ui_draw(void)
{
	erase();
	if (ui_top->fit != NULL)
		ui_top->fit(ui_top);
	if (ui_too_small(ui_top)) {
		/* Short lines, so the message itself fits a tiny terminal. */
		char sizes[64];
		snprintf(sizes, sizeof sizes, "need %dx%d, have %dx%d",
		    ui_top->min_cols, ui_top->min_rows, COLS, LINES);
		ui_put_centered(LINES / 2 - 1, ui_attr(UI_ALERT),
		    "Terminal too small:");
		ui_put_centered(LINES / 2, A_NORMAL, sizes);
		ui_put_centered(LINES / 2 + 1, ui_attr(UI_DIM),
		    ui_small_asking ? "Quit tumble? (y/n)" :
		    "Enlarge it or press q");
	} else {
		ui_top->draw(ui_top);
	}
	refresh();
}

static void ui_mouse(void)
{
	MEVENT ev;
	if (getmouse(&ev) != OK)
		return;
	if ((ev.bstate & BUTTON1_PRESSED) && ui_top->press != NULL)
		ui_top->press(ui_top, ev.y, ev.x);
	if ((ev.bstate & (BUTTON1_CLICKED | BUTTON1_RELEASED)) &&
	    ui_top->click != NULL)
		ui_top->click(ui_top, ev.y, ev.x);
}

/* What ended a wait for input. */
typedef enum ui_wake {
	UI_WAKE_INPUT,   /* a key may be there (or a resize) */
	UI_WAKE_TICK,    /* the screen's tick came first */
	UI_WAKE_SIGNAL,  /* a stop signal */
	UI_WAKE_GONE,    /* the terminal has hung up or failed */
} ui_wake;

/* Wait for the terminal, a stop signal or `ms` (-1: no tick). */
static ui_wake ui_wait(int ms)
{
	struct pollfd fds[2] = {
		{ .fd = STDIN_FILENO, .events = POLLIN },
		{ .fd = ui_wake_pipe[0], .events = POLLIN },
	};
	int ready = poll(fds, 2, ms);
	if (ui_stop_signal != 0)
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

/* Keys on the too-small screen: q asks, y then quits, anything else
 * takes the question back. */
static void ui_small_key(int key)
{
	if (ui_small_asking && (key == 'y' || key == 'Y'))
		ui_quit();
	ui_small_asking = !ui_small_asking && key == 'q';
}

/* The next key, or ERR after a tick, a stop signal or the end of the
 * terminal (`gone` is then set). */
static int ui_next_key(bool *gone)
{
	/* Keys curses has read ahead are taken first, without waiting. */
	timeout(0);
	int key = getch();
	if (key != ERR)
		return key;
	switch (ui_wait(ui_top->tick_ms > 0 ? ui_top->tick_ms : -1)) {
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
	while (ui_top != NULL && ui_stop_signal == 0 && !gone) {
		ui_draw();
		int key = ui_next_key(&gone);
		if (ui_stop_signal != 0 || gone)
			break;
		if (key == ERR) {
			/* The tick: no key came within tick_ms. */
			if (ui_top->tick_ms > 0)
				ui_top->tick(ui_top);
		} else if (key == KEY_RESIZE) {
			/* The next pass redraws at the new size, and asks
			 * afresh if still too small. */
			ui_small_asking = false;
		} else if (ui_too_small(ui_top)) {
			ui_small_key(key);
		} else if (key == KEY_MOUSE) {
			ui_mouse();
		} else {
			ui_top->key(ui_top, key);
		}
	}
	ui_quit();
	ui_end();
	if (ui_stop_signal != 0) {
		/* Die of the signal, as the sender expects. */
		signal(ui_stop_signal, SIG_DFL);
		raise(ui_stop_signal);
	}
	/* A terminal that went away is no way to end a game. */
	return gone ? 1 : 0;
}
