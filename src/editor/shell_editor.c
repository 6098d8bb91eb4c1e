/*
 * The line editor of the command line (see shell_editor.h): libedit with
 * completion, Ctrl-C, Ctrl-Z and one history file, shared by `tumble shell`
 * and the game's `:` prompt.
 */
/* fopencookie(), in glibc and musl. */
#define _GNU_SOURCE
#include "editor/shell_editor.h"

#include <errno.h>
#include <histedit.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <unistd.h>

#include "command/cmd.h"
#include "command/columns.h"
#include "command/args.h"
#include "command/wrap.h"
#include "editor/shell_complete.h"
#include "io/atomic_file.h"
#include "io/atomic_lock.h"
#include "io/escape.h"
#include "io/history_file.h"
#include "io/paths.h"

#define SHELL_HISTORY_SIZE 1000

struct shell_editor {
	EditLine *el;
	History *history;
	FILE *in, *out, *err;
	bool history_refused; /* its trouble said once, not at every line */
	bool have_cooked;
	struct termios cooked; /* the terminal as the editor found it */
	/* libedit edits the line: its keys in and its line out are on a
	 * terminal.  Else it reads as the terminal hands the keys over,
	 * which must then echo and edit them itself. */
	bool edits;
	const char *prompt;
	bool (*ended)(void); /* see shell_editor_open */
	/* Keys read so far, and the one that last listed the candidates
	 * (0: none): a Tab right after that one lists them no more. */
	unsigned long keys_read, listed_at_key;
	char line[4096];
};

static unsigned char shell_suspend(EditLine *el, int ch);

/* The rows of the terminal the editor shows on, 24 when it cannot be
 * told (as the width is 80). */
static int shell_rows(const shell_editor *ed)
{
	struct winsize size;
	if (ioctl(fileno(ed->out), TIOCGWINSZ, &size) == 0 && size.ws_row > 0)
		return size.ws_row;
	return 24;
}

/* Ask before a list of `count` candidates too long for the screen is
 * shown, as bash does: y or Y shows it, any other key (and the end of
 * the input) keeps the line as it was.  The key that stops the job stops
 * it, and the question is asked again once the job is taken up. */
static bool shell_list_wanted(shell_editor *ed, size_t count)
{
	char question[128];
	snprintf(question, sizeof question, SHELL_LIST_QUESTION, count);
	wchar_t key = 0;
	do {
		fputc('\n', ed->out);
		wrap_ask(ed->out, question, 1);
		fflush(ed->out);
		if (el_wgetc(ed->el, &key) != 1)
			key = 0;
	} while (key == L'\032' && shell_suspend(ed->el, 0));
	const bool yes = key == L'y' || key == L'Y';
	fputs(yes ? "y" : "n\n", ed->out);
	return yes;
}

/* Show the candidates below the line in columns for the terminal's
 * width, then let libedit redraw it; a list longer than the screen only
 * once asked for.  Files are listed without the folder the typed word
 * already names, and with their control bytes escaped.  Whether the
 * list was shown. */
static bool shell_list(shell_editor *ed, shell_matches *m, const char *word)
{
	const char *slash = strrchr(word, '/');
	size_t skip = slash ? (size_t)(slash + 1 - word) : 0;
	shell_matches list;
	if (!shell_matches_shown(m, skip, &list))
		return false;
	const char *const *names = (const char *const *)list.items;
	const int width = wrap_width(ed->out);
	const bool shown = !shell_list_asks(names, m->count, width,
	    shell_rows(ed)) || shell_list_wanted(ed, m->count);
	if (shown) {
		fputc('\n', ed->out);
		columns_print(ed->out, names, m->count, width);
	}
	shell_matches_free(&list);
	return shown;
}

static unsigned char shell_complete(EditLine *el, int ch)
{
	shell_editor *ed;
	el_get(el, EL_CLIENTDATA, &ed);
	const LineInfo *li = el_line(el);
	const char *start = shell_word_start(li->buffer, li->cursor);
	char before[4096], typed[4096], buf[4096], word_buf[4096];
	snprintf(before, sizeof before, "%.*s", (int)(start - li->buffer),
	    li->buffer);
	snprintf(typed, sizeof typed, "%.*s", (int)(li->cursor - start),
	    start);
	/* Read both parts as the command line will, escapes and all. */
	char *words[CMD_MAX_ARGS], *word[1], error[CMD_ERROR_MAX];
	int count, word_count;
	if (!cmd_split(before, buf, sizeof buf, words, CMD_MAX_ARGS, &count,
	    error, sizeof error) ||
	    !cmd_split(typed, word_buf, sizeof word_buf, word, 1, &word_count,
	    error, sizeof error))
		return CC_ERROR;
	if (word_count == 0)
		word[0] = "";

	shell_matches m = { 0 };
	shell_matches_find(&m, words, count, word[0]);
	unsigned char result = CC_REFRESH;
	if (m.count == 0) {
		result = CC_ERROR;
	} else {
		/* Insert what all candidates share beyond the typed word. */
		size_t common = strlen(m.items[0]);
		for (size_t i = 1; i < m.count; i++) {
			size_t j = 0;
			while (j < common && m.items[i][j] == m.items[0][j])
				j++;
			common = j;
		}
		size_t have = strlen(word[0]);
		char insert[8192];
		shell_escape(insert, sizeof insert, m.items[0] + have,
		    common > have ? common - have : 0);
		bool done = m.count == 1 && shell_match_is_whole(m.items[0]);
		/* A finished word is followed by a blank, as in a shell. */
		if (done && strlen(insert) + 1 < sizeof insert)
			strcat(insert, " ");
		/* Listed once, as a shell does, however often Tab is
		 * pressed again: the list is on screen already. */
		const bool listed = ed->listed_at_key != 0 &&
		    ed->listed_at_key + 1 == ed->keys_read;
		if (insert[0] != '\0') {
			el_insertstr(el, insert);
		} else if (m.count > 1 && listed) {
			ed->listed_at_key = ed->keys_read;
			result = CC_NORM;
		} else if (m.count > 1) {
			/* Declined, it is asked again at the next Tab. */
			if (shell_list(ed, &m, word[0]))
				ed->listed_at_key = ed->keys_read;
			result = CC_REDISPLAY;
		}
	}
	shell_matches_free(&m);
	return result;
}

/* Ctrl-C drops the line and starts afresh, as a shell does.  The key
 * reaches the editor as a character (the terminal's signal keys are off
 * while it reads): a SIGINT would reach the whole process group, the
 * script or pane that started the game included. */
static unsigned char shell_interrupt(EditLine *el, int ch)
{
	(void)ch;
	shell_editor *ed;
	el_get(el, EL_CLIENTDATA, &ed);
	const LineInfo *li = el_line(el);
	el_cursor(el, (int)(li->lastchar - li->cursor));
	el_deletestr(el, (int)(li->lastchar - li->buffer));
	fputs("^C\n", ed->out);
	return CC_REDISPLAY;
}

/* Stop the job as the terminal's Ctrl-Z would, until `fg`.  SIGTSTP is
 * left to its default for the while: the game's curses would take the
 * signal for its own and bring back the board on `fg`. */
static void shell_stop_job(void)
{
	struct sigaction stop = { .sa_handler = SIG_DFL }, before;
	sigemptyset(&stop.sa_mask);
	sigaction(SIGTSTP, &stop, &before);
	kill(0, SIGTSTP);
	sigaction(SIGTSTP, &before, NULL);
}

/* Ctrl-Z stops the job as the terminal would, with the terminal as the
 * editor found it, and takes up the line again once continued. */
static unsigned char shell_suspend(EditLine *el, int ch)
{
	(void)ch;
	shell_editor *ed;
	el_get(el, EL_CLIENTDATA, &ed);
	int fd = fileno(ed->in);
	struct termios editing;
	bool have_editing = ed->have_cooked && tcgetattr(fd, &editing) == 0;
	fputc('\n', ed->out);
	fflush(ed->out);
	if (have_editing)
		tcsetattr(fd, TCSADRAIN, &ed->cooked);
	shell_stop_job();
	if (have_editing)
		tcsetattr(fd, TCSADRAIN, &editing);
	return CC_REDISPLAY;
}

/*
 * Wait for the next key, or until the caller's handlers ask the line to
 * end; false for the latter.  Signals are held while `ended` is asked
 * and let in only by pselect() as it starts waiting, so one that came
 * while libedit was busy drawing the last key is seen here and one that
 * comes now interrupts the wait: neither is missed.  Other signals (a
 * resize) wait on.
 */
static bool shell_wait_key(shell_editor *ed)
{
	const int fd = fileno(ed->in);
	if (ed->ended == NULL || fd < 0 || fd >= FD_SETSIZE)
		return true;
	sigset_t all, before;
	sigfillset(&all);
	for (;;) {
		pthread_sigmask(SIG_BLOCK, &all, &before);
		if (ed->ended()) {
			pthread_sigmask(SIG_SETMASK, &before, NULL);
			return false;
		}
		fd_set in;
		FD_ZERO(&in);
		FD_SET(fd, &in);
		const int ready = pselect(fd + 1, &in, NULL, NULL, NULL,
		    &before);
		const int why = errno;
		pthread_sigmask(SIG_SETMASK, &before, NULL);
		/* A key, or trouble that the read itself then reports. */
		if (ready > 0 || why != EINTR)
			return true;
	}
}

/* libedit's reading of a character, except that a signal which
 * interrupts the read ends the line (el_gets() returns NULL) instead of
 * reading on: the game's stop signals and the shell's then take effect
 * at once, and the editor puts the terminal back on its way out. */
static int shell_read_char(EditLine *el, wchar_t *wc)
{
	shell_editor *ed;
	el_get(el, EL_CLIENTDATA, &ed);
	if (!shell_wait_key(ed))
		return -1;
	mbstate_t state;
	memset(&state, 0, sizeof state);
	char first = '\0';
	for (bool started = false;; started = true) {
		char byte;
		ssize_t got = read(fileno(ed->in), &byte, 1);
		if (got <= 0)
			return got == 0 ? 0 : -1;
		if (!started)
			first = byte;
		size_t used = mbrtowc(wc, &byte, 1, &state);
		if (used == (size_t)-2)
			continue; /* more bytes of one character */
		if (used == (size_t)-1)
			*wc = (unsigned char)first; /* not the locale's:
						     * as is */
		ed->keys_read++;
		return 1;
	}
}

static char *shell_prompt(EditLine *el)
{
	shell_editor *ed;
	el_get(el, EL_CLIENTDATA, &ed);
	return (char *)ed->prompt;
}

static bool shell_history_path(char *path, size_t size)
{
	return paths_state_file("history", path, size);
}

/* Check the history file before libedit reads it (see history_file.h),
 * with `lock` held when it is not -1, saying once why it is set aside or
 * not kept; true when it may be loaded and written. */
static bool shell_history_usable(shell_editor *ed, const char *path,
    int lock)
{
	char message[600];
	const history_file_state state = history_file_check(path, lock >= 0,
	    message, sizeof message);
	if (state != HISTORY_FILE_READY && !ed->history_refused) {
		args_error_to(ed->err, "%s", message);
		fflush(ed->err);
	}
	ed->history_refused = state == HISTORY_FILE_REFUSED;
	return state != HISTORY_FILE_REFUSED;
}

/*
 * Add a line to the history file: under its lock, the file as it is now
 * (other shells may have added lines since this one started) plus the
 * line, the newest SHELL_HISTORY_SIZE kept, replaced atomically.  Shells
 * open at once so all keep their lines; a failure only costs history.
 */
static void shell_history_append(shell_editor *ed, const char *line)
{
	char dir[4096], path[4096], error[256];
	HistEvent ev;
	atomic_file f;
	if (!paths_state_dir(dir, sizeof dir) ||
	    !shell_history_path(path, sizeof path) ||
	    !atomic_file_make_dirs(dir, error, sizeof error))
		return;
	const int lock = atomic_file_lock(path, ATOMIC_FILE_LOCK_SECONDS,
	    error, sizeof error);
	History *file = lock >= 0 && shell_history_usable(ed, path, lock) ?
	    history_init() : NULL;
	if (file != NULL) {
		history(file, &ev, H_SETSIZE, SHELL_HISTORY_SIZE);
		history(file, &ev, H_LOAD, path);
		history(file, &ev, H_ENTER, line);
		if (atomic_file_open_private(&f, path, error, sizeof error)) {
			if (history(file, &ev, H_SAVE_FP, f.fp) < 0)
				atomic_file_abort(&f);
			else
				atomic_file_commit(&f, error, sizeof error);
		}
		history_end(file);
	}
	atomic_file_unlock(lock);
}

/* Load the saved history, checked under its lock when the lock can be
 * had (a missing folder has no history to check). */
static void shell_history_load(shell_editor *ed)
{
	char path[4096], error[256];
	HistEvent ev;
	if (!shell_history_path(path, sizeof path))
		return;
	const int lock = atomic_file_lock(path, ATOMIC_FILE_LOCK_SECONDS,
	    error, sizeof error);
	if (shell_history_usable(ed, path, lock))
		history(ed->history, &ev, H_LOAD, path);
	atomic_file_unlock(lock);
}

shell_editor *shell_editor_open(FILE *in, FILE *out, FILE *err,
    bool (*ended)(void))
{
	shell_editor *ed = calloc(1, sizeof *ed);
	if (ed == NULL)
		return NULL;
	ed->ended = ended;
	ed->in = in;
	ed->out = out;
	ed->err = err;
	ed->prompt = SHELL_PROMPT;
	ed->have_cooked = tcgetattr(fileno(in), &ed->cooked) == 0;
	ed->edits = ed->have_cooked && isatty(fileno(out));
	ed->history = history_init();
	ed->el = el_init("tumble", in, out, err);
	if (ed->history == NULL || ed->el == NULL) {
		shell_editor_close(ed);
		return NULL;
	}
	HistEvent ev;
	history(ed->history, &ev, H_SETSIZE, SHELL_HISTORY_SIZE);
	history(ed->history, &ev, H_SETUNIQUE, 1);
	shell_history_load(ed);
	el_set(ed->el, EL_CLIENTDATA, ed);
	el_set(ed->el, EL_EDITOR, "emacs");
	/* No signal handlers of libedit's: on SIGINT and the like they
	 * signal the whole process group again.  Ctrl-C and Ctrl-Z come in
	 * as keys instead, bound below. */
	el_set(ed->el, EL_SIGNAL, 0);
	el_set(ed->el, EL_SETTY, "-d", "-isig", NULL);
	el_set(ed->el, EL_GETCFN, shell_read_char);
	el_set(ed->el, EL_HIST, history, ed->history);
	el_set(ed->el, EL_PROMPT, shell_prompt);
	/* The narrow el_set copies these names and never frees them. */
	el_wset(ed->el, EL_ADDFN, L"tumble-complete", L"complete a word",
	    shell_complete);
	el_set(ed->el, EL_BIND, "^I", "tumble-complete", NULL);
	el_wset(ed->el, EL_ADDFN, L"tumble-interrupt", L"drop the line",
	    shell_interrupt);
	el_set(ed->el, EL_BIND, "^C", "tumble-interrupt", NULL);
	el_wset(ed->el, EL_ADDFN, L"tumble-suspend", L"stop the job",
	    shell_suspend);
	el_set(ed->el, EL_BIND, "^Z", "tumble-suspend", NULL);
	el_source(ed->el, NULL);
	return ed;
}

void shell_keys_take(shell_keys *k, int fd)
{
	k->fd = fd;
	k->taken = false;
	if (fd < 0 || tcgetattr(fd, &k->before) != 0)
		return;
	struct termios keys = k->before;
	keys.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG);
	keys.c_cc[VMIN] = 1;
	keys.c_cc[VTIME] = 0;
	k->taken = tcsetattr(fd, TCSADRAIN, &keys) == 0;
}

int shell_keys_read(const shell_keys *k)
{
	unsigned char ch;
	if (read(k->fd, &ch, 1) != 1)
		return -1;
	/* The key that stopped the job before the keys were taken. */
	if (k->taken && (k->before.c_lflag & ISIG) != 0 &&
	    k->before.c_cc[VSUSP] != _POSIX_VDISABLE &&
	    ch == k->before.c_cc[VSUSP])
		return SHELL_KEYS_SUSPEND;
	return ch;
}

void shell_keys_suspend(shell_keys *k)
{
	const int fd = k->fd;
	shell_keys_give_back(k);
	shell_stop_job();
	shell_keys_take(k, fd);
}

void shell_keys_give_back(shell_keys *k)
{
	if (k->taken)
		tcsetattr(k->fd, TCSADRAIN, &k->before);
	k->taken = false;
}

const char *shell_editor_read(shell_editor *ed, const char *prompt)
{
	int count;
	ed->prompt = prompt;
	/* libedit takes the keys only at its first read, after it has
	 * drawn the prompt: a Ctrl-C typed in between was a SIGINT, which
	 * ends the shell.  Its own settings follow these, and those before
	 * come back at the end of the line. */
	shell_keys keys;
	shell_keys_take(&keys, ed->edits ? fileno(ed->in) : -1);
	const char *text = el_gets(ed->el, &count);
	shell_keys_give_back(&keys);
	if (text == NULL || count <= 0)
		return NULL;
	/* A line cut to fit would run another command than the one typed
	 * (the words past the cut gone): it is refused whole, as a script
	 * refuses a line too long to read. */
	const size_t length = strcspn(text, "\r\n");
	if (length >= sizeof ed->line) {
		args_error_to(ed->err, "the line is longer than %zu bytes: "
		    "not run", sizeof ed->line - 1);
		fflush(ed->err);
		ed->line[0] = '\0';
		return ed->line;
	}
	memcpy(ed->line, text, length);
	ed->line[length] = '\0';
	if (ed->line[strspn(ed->line, " \t")] != '\0') {
		HistEvent ev;
		history(ed->history, &ev, H_ENTER, ed->line);
		shell_history_append(ed, ed->line);
	}
	return ed->line;
}

void shell_editor_close(shell_editor *ed)
{
	if (ed == NULL)
		return;
	if (ed->el != NULL)
		el_end(ed->el);
	if (ed->history != NULL)
		history_end(ed->history);
	free(ed);
}

int shell_keys_ask(shell_keys *k, FILE *out, const char *line, int room,
    int (*read)(const shell_keys *k))
{
	for (;;) {
		wrap_ask(out, line, room);
		fflush(out);
		const int key = read(k);
		if (key != SHELL_KEYS_SUSPEND)
			return key;
		fputc('\n', out);
		fflush(out);
		shell_keys_suspend(k);
	}
}

bool shell_editor_ask(FILE *out, const char *question)
{
	shell_keys keys;
	shell_keys_take(&keys, STDIN_FILENO);
	/* Broken between words: the terminal would cut "(y/n)" apart. */
	char asked[1024];
	snprintf(asked, sizeof asked, "%s (y/n)", question);
	const int key = shell_keys_ask(&keys, out, asked, 1,
	    shell_keys_read);
	shell_keys_give_back(&keys);
	const bool yes = key == 'y' || key == 'Y';
	fprintf(out, "%s\n", yes ? "y" : "n");
	return yes;
}

/* What a command prints, passed on to `out` as it is printed, so that
 * it comes before a warning or a question said after it on the same
 * terminal, and counted, to learn whether it said anything. */
typedef struct shell_said {
	FILE *out;
	size_t size;
} shell_said;

static ssize_t shell_said_write(void *cookie, const char *buf,
    size_t size)
{
	shell_said *said = cookie;
	const size_t wrote = fwrite(buf, 1, size, said->out);
	fflush(said->out);
	said->size += wrote;
	return wrote == 0 && size > 0 ? -1 : (ssize_t)wrote;
}

cmd_status shell_run_typed(game *g, const char *line, FILE *out,
    const cmd_warn *err, FILE *term, char *error, size_t error_size,
    const atomic_bool *cancel)
{
	shell_said counted = { out, 0 };
	const unsigned long starts = g->starts;
	FILE *capture = fopencookie(&counted, "w",
	    (cookie_io_functions_t){ .write = shell_said_write });
	if (capture != NULL)
		setvbuf(capture, NULL, _IONBF, 0);
	cmd_status status = cmd_run_line_asking(g, line,
	    capture ? capture : out, err, error, error_size, cancel,
	    shell_editor_ask, term);
	if (capture != NULL)
		fclose(capture);
	const char first = line[strspn(line, " \t")];
	const bool blank = first == '\0' || first == '#';
	/* Broken between words, as everything said at a prompt is: the
	 * terminal would break a long usage line inside a word. */
	char shown[4 * CMD_ERROR_MAX];
	if (status == CMD_FAILED)
		wrap_say(err->to,
		    escape_for_terminal(shown, sizeof shown, error));
	else if (status == CMD_OK && !blank && g->starts != starts)
		/* A game started (new, load) is named, after whatever else
		 * was said (a damaged data file set aside): "Done." would
		 * say nothing of which, and neither would the alert. */
		cmd_say_game(g, out);
	else if (status == CMD_OK && capture != NULL && counted.size == 0 &&
	    !blank)
		fputs("Done.\n", out);
	fflush(out);
	return status;
}
