/*
 * The `:` command line (see prompt.h).
 */
#include "ui/prompt.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "command/cmd.h"
#include "command/wrap.h"
#include "editor/shell_editor.h"
#include "editor/shell_pager.h"
#include "ui/ask.h"
#include "ui/terminal.h"

#define UI_PROMPT ": "

/* The line that waits for a key after a command, kept in sight under
 * what the command said. */
static const char ui_prompt_back[] = "-- press any key to go back to the "
    "game, : for another command --";

/* A window resized while the prompt reads: noted rather than let
 * interrupt the read (the prompt and the text typed would go, and what is
 * typed next would reach the board as keys), and passed on to curses once
 * the prompt is done; counted, for the pager to show its screenful again
 * for the new size. */
static volatile sig_atomic_t ui_prompt_resized;
static volatile sig_atomic_t ui_prompt_resizes;

static void ui_prompt_on_resize(int sig)
{
	ui_prompt_resized = 1;
	ui_prompt_resizes++;
}

/* A key read with the terminal's keys taken, or -1 when a stop signal
 * (see terminal.h) came first: the wait watches the signals' pipe too.
 * With `resizes`, SHELL_PAGER_RESIZED when the window was resized since
 * the count it holds, which is brought up to date. */
static int ui_prompt_key_or_resize(const shell_keys *keys,
    sig_atomic_t *resizes)
{
	struct pollfd ready[] = { { .fd = STDIN_FILENO, .events = POLLIN },
		{ .fd = ui_signals_wake_fd(), .events = POLLIN } };
	for (;;) {
		/* Held back while the count is read, a resize that comes
		 * before the wait still ends it (see ui_resize_hold). */
		sigset_t before;
		ui_resize_hold(&before);
		if (resizes != NULL && *resizes != ui_prompt_resizes) {
			ui_resize_release(&before);
			*resizes = ui_prompt_resizes;
			return SHELL_PAGER_RESIZED;
		}
		const int woken = ui_poll_letting_in(ready, 2, -1, &before);
		ui_resize_release(&before);
		if (woken >= 0 || errno != EINTR || ui_signals_stop() != 0)
			break;
	}
	return ui_signals_stop() == 0 ? shell_keys_read(keys) : -1;
}

static int ui_prompt_key(const shell_keys *keys)
{
	return ui_prompt_key_or_resize(keys, NULL);
}

/* The pager's keys, and the resizes it has seen. */
typedef struct ui_prompt_pager {
	shell_keys keys;
	sig_atomic_t resizes;
} ui_prompt_pager;

static int ui_prompt_pager_key(void *pager)
{
	ui_prompt_pager *p = pager;
	return ui_prompt_key_or_resize(&p->keys, &p->resizes);
}

static void ui_prompt_pager_suspend(void *pager)
{
	shell_keys_suspend(&((ui_prompt_pager *)pager)->keys);
}

/* The terminal blanked, outside curses, for the pager's screenful shown
 * again after a resize. */
static void ui_prompt_pager_clear(void *unused)
{
	const char *clear = tigetstr("clear");
	if (clear != NULL && clear != (char *)-1) {
		putp(clear);
		fflush(stdout);
	}
}

static void ui_prompt_size(void *unused, int *rows, int *columns)
{
	struct winsize size;
	const bool known = ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0;
	*rows = known ? size.ws_row : 0;
	*columns = known ? size.ws_col : 0;
}

/* What a command said, a screenful at a time: the line that asks for a
 * key to go back follows it. */
static void ui_prompt_page(const char *said, size_t size)
{
	ui_prompt_pager p = { .resizes = ui_prompt_resizes };
	shell_keys_take(&p.keys, STDIN_FILENO);
	const shell_pager pager = { .out = stdout, .after = ui_prompt_back,
		.size = ui_prompt_size, .key = ui_prompt_pager_key,
		.clear = ui_prompt_pager_clear,
		.suspend = ui_prompt_pager_suspend, .ctx = &p };
	shell_page(&pager, said, size);
	fflush(stdout);
	shell_keys_give_back(&p.keys);
}

/* Back to the game after a command: any key, so that the Enter a player
 * presses out of habit is taken here and never reaches the board; `:`
 * (true) for another command line at once, as vi's prompt takes it. */
static bool ui_prompt_wait_key(void)
{
	/* A stop signal that came while the command ran ends the game now,
	 * not after a key. */
	if (ui_signals_stop() != 0)
		return false;
	shell_keys keys;
	shell_keys_take(&keys, STDIN_FILENO);
	const int key = shell_keys_ask(&keys, stdout, ui_prompt_back, 0,
	    ui_prompt_key);
	shell_keys_give_back(&keys);
	printf("\n");
	return key == ':';
}

/* A stop signal (see terminal.h) ends the line; a resize does not. */
static bool ui_prompt_stopped(void)
{
	return ui_signals_stop() != 0;
}

/* Read and run the line; `another` is set when the player asked for
 * another line after it. */
static ui_prompt_result ui_prompt_line(ui_game *gs, cmd_search *search,
    char *typed, size_t typed_size, bool *another)
{
	game *g = &gs->game;
	const game_kind shown = gs->kind->kind;
	ui_note *note = &gs->note;
	/* Only a command run and : after it ask for another: a line left
	 * empty (Enter alone, Ctrl-D) goes back, after : as at first. */
	*another = false;
	shell_editor *ed = shell_editor_open(stdin, stdout, stderr,
	    ui_prompt_stopped);
	if (ed == NULL) {
		ui_note_set(note, UI_ALERT, "The command line cannot start.");
		return UI_PROMPT_STAY;
	}
	/* The editor's line goes with the editor: keep a copy. */
	const char *read = shell_editor_read(ed, UI_PROMPT);
	char line[4096];
	snprintf(line, sizeof line, "%s", read != NULL ? read : "");
	shell_editor_close(ed);
	/* Ctrl-D or Enter alone: straight back. */
	if (line[strspn(line, " \t")] == '\0')
		return UI_PROMPT_STAY;
	const cmd_entry *command = cmd_of_line(line);
	if (search != NULL && command != NULL &&
	    command->search != CMD_SEARCH_NONE &&
	    command->search_kind == shown && g->kind == shown) {
		snprintf(typed, typed_size, "%s", line);
		*search = command->search;
		ui_note_set(note, UI_PLAIN, ": %s", line);
		return UI_PROMPT_STAY;
	}
	/* As n and q ask on the board; quit leaves the screen, which keeps
	 * the game as q does. */
	char question[160];
	gs->asked[0] = '\0';
	if (cmd_drop_question(g, command, gs->quit, question,
	    sizeof question)) {
		if (!shell_editor_ask(stdout, question)) {
			ui_note_set(note, UI_PLAIN, "%s", cmd_declined);
			return UI_PROMPT_STAY;
		}
		snprintf(gs->asked, sizeof gs->asked, "%s", question);
	}
	/* A game about to be replaced is left as the screen leaves one
	 * (the review set beside what the planner found so far); one kept
	 * (quit) closes the screen, which leaves it. */
	if (cmd_replaces_game(g, command) && gs->kind->leave != NULL)
		gs->kind->leave(gs);
	char error[CMD_ERROR_MAX] = "";
	/* What the command says is held back to be shown a screenful at a
	 * time, its lines whole, to be broken for the width the terminal has
	 * when each is shown; the game's prompt says all among it.  A
	 * question it asks goes straight to the player. */
	char *said = NULL;
	size_t said_size = 0;
	FILE *capture = open_memstream(&said, &said_size);
	FILE *to = capture != NULL ? capture : stdout;
	const cmd_warn warn = { to, false };
	wrap_hold(capture != NULL);
	cmd_status status = shell_run_typed(g, line, to, &warn, stdout,
	    error, sizeof error, NULL);
	wrap_hold(false);
	if (capture != NULL) {
		fclose(capture);
		ui_prompt_page(said, said_size);
		free(said);
	}
	if (status == CMD_QUIT)
		return UI_PROMPT_QUIT;
	/* A no to the question `new` or `load` asked, as a no above. */
	if (status == CMD_DECLINED) {
		ui_note_set(note, UI_PLAIN, "%s", cmd_declined);
		return UI_PROMPT_STAY;
	}
	if (status == CMD_FAILED)
		ui_note_set(note, UI_ALERT, "%s", error);
	else
		ui_note_set(note, UI_PLAIN, ": %s", line);
	*another = ui_prompt_wait_key();
	return g->kind == shown ? UI_PROMPT_STAY : UI_PROMPT_SWITCH;
}

ui_prompt_result ui_prompt_run_search(ui_game *gs, cmd_search *search,
    char *typed, size_t typed_size)
{
	game *g = &gs->game;
	if (typed != NULL)
		typed[0] = '\0';
	if (search != NULL)
		*search = CMD_SEARCH_NONE;
	def_prog_mode();
	endwin();
	struct sigaction resize = { .sa_handler = ui_prompt_on_resize,
	    .sa_flags = SA_RESTART }, curses_resize;
	sigemptyset(&resize.sa_mask);
	ui_prompt_resized = 0;
	sigaction(SIGWINCH, &resize, &curses_resize);
	/* The board stays in sight above the prompt. */
	char error[CMD_ERROR_MAX];
	printf("\n");
	cmd_run_line(g, "show", stdout, error, sizeof error);
	wrap_say(stdout, "Type a command ('help' lists them; Enter alone goes "
	    "back).");
	fflush(stdout);
	ui_prompt_result result;
	bool another = false;
	do
		result = ui_prompt_line(gs, search, typed, typed_size,
		    &another);
	while (another && result == UI_PROMPT_STAY &&
	    (search == NULL || *search == CMD_SEARCH_NONE));
	fflush(stdout);
	sigaction(SIGWINCH, &curses_resize, NULL);
	if (ui_prompt_resized)
		raise(SIGWINCH);
	reset_prog_mode();
	/* What the prompt printed is not on curses' idea of the screen. */
	clearok(curscr, TRUE);
	refresh();
	return result;
}

void ui_prompt_switch(game *g, bool animate)
{
	ui_screen *next = ui_game_screen(g, animate);
	ui_pop();
	if (next != NULL)
		ui_push(next);
}
