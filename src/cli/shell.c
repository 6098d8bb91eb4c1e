/*
 * `tumble shell [SCRIPT]`: the command line.  On a terminal it reads lines
 * with libedit (history, Tab completion) and reports a failing command
 * without stopping; from a script or a pipe it prints no prompt and stops
 * at the first failing line with "SCRIPT:LINE: message" and status 1,
 * or at a line it cannot read (longer than the readers' limit, holding a
 * NUL byte) with "SCRIPT:LINE:COL: reason".
 */
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <termios.h>
#include <unistd.h>

#include "cli/cli.h"
#include "command/args.h"
#include "command/cmd.h"
#include "command/wrap.h"
#include "editor/shell_editor.h"
#include "io/escape.h"
#include "io/scan.h"
#include "session/daily.h"
#include "session/game_keep.h"
#include "session/game_rules.h"

/* Set by Ctrl-C while a command runs, and by a signal that ends the
 * shell: the command's search stops. */
static atomic_bool shell_interrupted;

/* The terminal echoes Ctrl-C as "^C" where the cursor stands (ECHOCTL),
 * which the command's output would then follow on the same line. */
static volatile sig_atomic_t shell_echoes_interrupt;

/* The terminal the line editor, its prompt and the questions are on:
 * the standard output's, or the standard error's when the output goes
 * elsewhere (a log kept with tee), as a shell's prompt goes; without
 * either the keys are typed blind. */
static FILE *shell_terminal;

static void shell_on_interrupt(int sig)
{
	atomic_store(&shell_interrupted, true);
	/* The search stops before the command says anything, so the
	 * newline comes before its words. */
	if (shell_echoes_interrupt)
		(void)!write(fileno(shell_terminal), "\n", 1);
}

/* Whether Ctrl-C, typed while a command runs, shows as "^C" on the
 * shell's terminal. */
static bool shell_interrupt_echoed(void)
{
	struct termios t;
	if (!isatty(fileno(shell_terminal)) ||
	    tcgetattr(STDIN_FILENO, &t) != 0)
		return false;
#ifdef ECHOCTL
	return (t.c_lflag & ECHO) && (t.c_lflag & ECHOCTL);
#else
	return false;
#endif
}

/* The signal that ends an interactive shell, 0 while none has.  It stops
 * a search under way too, so that the shell ends within a moment of the
 * signal (or of its terminal going away) rather than when a plan of
 * minutes ends. */
static volatile sig_atomic_t shell_stop_signal;

static void shell_on_stop_signal(int sig)
{
	shell_stop_signal = sig;
	atomic_store(&shell_interrupted, true);
}

static bool shell_stopped(void)
{
	return shell_stop_signal != 0;
}

/* Run a typed line with Ctrl-C stopping its search, as in a shell; while
 * a line is typed Ctrl-C is a key of the editor's instead. */
static cmd_status shell_run_interruptible(game *g, const char *line,
    char *error, size_t error_size)
{
	struct sigaction sa = { .sa_handler = shell_on_interrupt }, before;
	sigemptyset(&sa.sa_mask);
	shell_echoes_interrupt = shell_interrupt_echoed();
	sigaction(SIGINT, &sa, &before);
	/* A stop signal that came as the line was read stops it at once. */
	atomic_store(&shell_interrupted, shell_stop_signal != 0);
	/* Trouble with a data file is a message of the shell's. */
	const cmd_warn said = { stderr, true };
	cmd_status status = shell_run_typed(g, line, stdout, &said,
	    shell_terminal, error, error_size, &shell_interrupted);
	sigaction(SIGINT, &before, NULL);
	return status;
}

/* The lines to share of the boards of the day finished, printed when
 * the shell ends, one a board, as the game prints them when it ends. */
static daily_shares shell_shares;

static void shell_keep_share(const game *g)
{
	if (g->record.share[0] != '\0')
		daily_shares_keep(&shell_shares, g->record.daily,
		    g->record.share);
}

static void shell_print_share(void)
{
	daily_shares_print(&shell_shares, stdout);
}

/* Trouble keeping the game: an error, said as every other. */
static void shell_say_alert(const char *alert)
{
	if (alert[0] != '\0')
		args_error("%s", alert);
}

/* The game kept in another's place, as the game's words to the player
 * are said: on the terminal, broken between words. */
static void shell_say_kept_in_place(const char *notice)
{
	char shown[2048];
	if (notice[0] != '\0')
		wrap_say(shell_terminal, escape_for_terminal(shown,
		    sizeof shown, notice));
}

/* What the player's leave (quit, Ctrl-D) did with the game in play,
 * for the shell's end to say no more than it must. */
typedef struct shell_leave {
	bool kept_done;  /* game_keep() was run for this leave */
	bool kept;       /* and kept the game, or could not */
	bool said_kept;  /* its words said that the game is kept */
	/* Its words: the game it put out, said as it kept this one; or
	 * why it could not keep it (the question said the reason), said
	 * whole as the shell ends. */
	char alert[512];
} shell_leave;

/* The game in play when the shell ends, kept to continue as the game's
 * screen keeps the one it closes on: the player typed its moves, as on
 * the board, and at each of them it was kept where that put no other
 * kept game out (game_keep_as_played); so is it here when no one was
 * asked (a signal, a hang-up), else as the leave asked.  A script's game
 * is not: it runs unattended, and would push the player's own kept games
 * out.  Kept already when the player's leave kept it (`left`), and said
 * so only when that did not. */
static void shell_keep(game *g, const shell_leave *left)
{
	char alert[512] = "", how[160];
	const int moves = game_moves_at_stake(g);
	const bool kept = left->kept_done ? left->kept :
	    game_keep_unasked(g, alert, sizeof alert);
	if (!kept) {
		shell_say_alert(left->kept_done ? left->alert : alert);
		return;
	}
	if (moves == 0)
		return;
	const char *kind = g->rules->command;
	if (!left->kept_done && alert[0] != '\0')
		shell_say_kept_in_place(alert);
	else if (!left->said_kept)
		fprintf(shell_terminal, "This game is kept to continue.\n");
	/* On a line of its own, which an 80-column terminal shows whole. */
	snprintf(how, sizeof how, "'continue %s' in the shell, or 'tumble %s "
	    "--continue', takes it up.", kind, kind);
	wrap_say(shell_terminal, how);
}

/* The player ends the shell (quit, Ctrl-D): the game is kept first, as
 * the game's screen keeps it before it goes, so that one that cannot be
 * kept is not lost unasked, and `left` says what was kept and said, for
 * shell_keep().  False when the player stays. */
static bool shell_may_leave(game *g, shell_leave *left)
{
	char asked[160], question[600];
	left->kept_done = false;
	/* Keeping it puts another kept game out, or every place holds a
	 * game that stays: asked first, as q on the board asks, rather
	 * than said once it is gone. */
	const bool drops = game_keep_drops_another(g);
	const bool asks = (drops || game_keep_refused(g)) &&
	    game_leaving_question(g, GAME_QUIT, asked, sizeof asked);
	if (asks && !shell_editor_ask(shell_terminal, asked))
		return false;
	left->kept = game_keep_to_leave(g, GAME_QUIT, asks ? asked : NULL,
	    left->alert, sizeof left->alert, question, sizeof question);
	if (left->kept) {
		/* The game it pushed out, which says that this one is
		 * kept. */
		shell_say_kept_in_place(left->alert);
		left->said_kept = drops && left->alert[0] != '\0';
		left->kept_done = true;
		return true;
	}
	left->said_kept = false;
	/* Not kept, as the question said: said so once the shell ends. */
	left->kept_done = question[0] == '\0' ||
	    shell_editor_ask(shell_terminal, question);
	return left->kept_done;
}

static int shell_interactive(game *g)
{
	/* The player types its moves, as on the board: kept at every move,
	 * undo, redo and restart as the curses game is, so that a shell
	 * killed mid-game (SIGKILL, a crash) loses at most the move being
	 * made.  Every game that takes its place here (new, load, continue)
	 * is kept so too (see cmd_replace). */
	g->keep_as_played = true;
	/* SIGTERM, SIGHUP and a SIGINT sent while a line is typed (the
	 * Ctrl-C key is the editor's then) end the line being read (no
	 * SA_RESTART), so the editor restores the terminal before the shell
	 * dies of them. */
	static const int stops[] = { SIGTERM, SIGHUP, SIGINT };
	struct sigaction sa = { .sa_handler = shell_on_stop_signal };
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof stops / sizeof *stops; i++)
		sigaction(stops[i], &sa, NULL);
	shell_terminal = isatty(STDOUT_FILENO) || !isatty(STDERR_FILENO) ?
	    stdout : stderr;
	shell_editor *ed = shell_editor_open(stdin, shell_terminal, stderr,
	    shell_stopped);
	if (ed == NULL) {
		args_error("cannot start the line editor");
		return ARGS_EXIT_BAD_INPUT;
	}
	const char *line = NULL;
	char error[CMD_ERROR_MAX];
	char question[160];
	shell_leave left = { .kept_done = false };
	while (shell_stop_signal == 0) {
		line = shell_editor_read(ed, SHELL_PROMPT);
		/* Ctrl-D asks as quit does; a hang-up or a signal cannot. */
		if (line == NULL) {
			fputc('\n', shell_terminal);
			if (shell_stop_signal != 0 || args_input_hung_up() ||
			    shell_may_leave(g, &left))
				break;
			fprintf(shell_terminal, "%s\n", cmd_declined);
			continue;
		}
		/* As the game's : prompt asks; quit keeps the game (see
		 * shell_keep), and asks only when it cannot. */
		const cmd_entry *command = cmd_of_line(line);
		const bool quits = command != NULL && command->keeps_game;
		if (command != NULL && (quits ? !shell_may_leave(g, &left) :
		    cmd_drop_question(g, command, GAME_QUIT, question,
		    sizeof question) &&
		    !shell_editor_ask(shell_terminal, question))) {
			fprintf(shell_terminal, "%s\n", cmd_declined);
			continue;
		}
		const cmd_status status = shell_run_interruptible(g, line,
		    error, sizeof error);
		if (status == CMD_DECLINED)
			fprintf(shell_terminal, "%s\n", cmd_declined);
		/* The editor flushed what the command said: a failure is
		 * kept while errno still names it. */
		args_flush_output();
		shell_keep_share(g);
		if (status == CMD_QUIT)
			break;
		/* A quit that did not end the shell: the game goes on. */
		left.kept_done = false;
	}
	shell_editor_close(ed);
	shell_keep(g, &left);
	/* A hang-up ends the shell as its SIGHUP does, whichever came first,
	 * as it ends the game (see ui_run): an exit would run the exit
	 * handlers while the hang-up's SIGHUP and SIGCONT may still come. */
	if (line == NULL && shell_stop_signal == 0 && args_input_hung_up())
		shell_stop_signal = SIGHUP;
	if (shell_stop_signal != 0) {
		/* Die of the signal, as the sender expects. */
		shell_print_share();
		fflush(stdout);
		signal(shell_stop_signal, SIG_DFL);
		raise(shell_stop_signal);
	}
	return ARGS_EXIT_OK;
}

/* Every line of a script, within the readers' limits: a line of at most
 * IO_SCAN_LINE_MAX bytes, so that a script without newlines (standard
 * input from /dev/zero) stops with a message instead of filling memory. */
static int shell_script(game *g, FILE *fp, const char *name)
{
	char error[CMD_ERROR_MAX];
	char *line = malloc(IO_SCAN_LINE_MAX + 1);
	io_scan *s = io_scan_new_file(fp, name);
	if (line == NULL || s == NULL) {
		free(line);
		io_scan_free(s);
		args_error("out of memory");
		return ARGS_EXIT_BAD_INPUT;
	}
	int result = ARGS_EXIT_OK;
	bool got;
	io_error e;
	for (;;) {
		const int number = s->line;
		if (!io_scan_line(s, line, IO_SCAN_LINE_MAX + 1, &got, &e)) {
			args_flush_output();
			args_say_file_error(&e);
			result = ARGS_EXIT_BAD_INPUT;
			break;
		}
		if (!got)
			break;
		int column;
		const cmd_warn said = { stderr, true };
		cmd_status status = cmd_run_line_at(g, line, stdout, &said,
		    error, sizeof error, NULL, &column);
		shell_keep_share(g);
		if (status == CMD_FAILED) {
			args_flush_output();
			args_fault("%s:%d:%d: %s", name, number,
			    column > 0 ? column : 1, error);
			result = ARGS_EXIT_BAD_INPUT;
		}
		if (status != CMD_OK)
			break;
	}
	io_scan_free(s);
	free(line);
	return result;
}

const options_command cli_shell_command = {
	.name = "shell",
	.usage = "[SCRIPT]\n",
	.about = "Run commands on a game: interactively on a terminal (with\n"
	    "history and Tab completion), or every line of SCRIPT (or of\n"
	    "standard input), stopping at the first failing line.\n"
	    "Type 'help' in the shell for the commands.\n",
};

int cli_shell_main(int argc, char **argv)
{
	const char *script;
	const int usage = options_parse_operand(&cli_shell_command, argc, argv,
	    NULL, NULL, "SCRIPT", &script);
	if (usage >= 0)
		return usage;
	char warning[DAILY_ENV_WARNING_MAX];
	if (daily_env_warning(warning, sizeof warning))
		args_error("%s", warning);
	game g;
	game_init(&g);
	int status;
	if (script == NULL && isatty(STDIN_FILENO)) {
		status = shell_interactive(&g);
	} else {
		const char *name;
		FILE *fp = args_open_input(script, &name);
		if (fp == NULL) {
			game_free(&g);
			return ARGS_EXIT_BAD_INPUT;
		}
		/* `tumble shell -` on a terminal reads a script to Ctrl-D,
		 * with no prompt: said, as the batch commands say it. */
		args_tell_terminal_input("commands", fp);
		status = shell_script(&g, fp, name);
		args_close_input(fp);
	}
	shell_print_share();
	game_free(&g);
	return args_finish_output(status);
}
