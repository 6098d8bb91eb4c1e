/*
 * What every entry point shares (see args.h).
 */
#include "command/args.h"

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command/wrap.h"
#include "io/escape.h"
#include "io/scan.h"
#include "session/game_open.h"

FILE *args_open_input(const char *path, const char **display_name)
{
	if (path == NULL || strcmp(path, "-") == 0) {
		*display_name = "<stdin>";
		return stdin;
	}
	*display_name = path;
	io_error e;
	FILE *fp = io_scan_open_stream(path, &e);
	if (fp == NULL)
		args_error("%s: %s", path, e.what); /* the whole name */
	return fp;
}

void args_close_input(FILE *fp)
{
	if (fp != NULL && fp != stdin)
		fclose(fp);
}

void args_tell_terminal_input(const char *what, FILE *fp)
{
	if (fp == stdin && isatty(STDIN_FILENO))
		args_error("reading %s from standard input (Ctrl-D ends)",
		    what);
}

bool args_input_hung_up(void)
{
	struct pollfd fd = { .fd = STDIN_FILENO };
	return poll(&fd, 1, 0) > 0 && (fd.revents & POLLHUP) != 0;
}

/* Who speaks: "tumble COMMAND", or "tumble" while no command is set.
 * Set once, by main(), before any thread starts. */
static char args_speaker[64] = "tumble";

void args_set_speaker(const char *command)
{
	if (command == NULL)
		snprintf(args_speaker, sizeof args_speaker, "tumble");
	else
		snprintf(args_speaker, sizeof args_speaker, "tumble %s",
		    command);
}

/* A message on `to`, after the speaker when `speaks`: what it quotes
 * escaped (its format's own newlines kept), broken between words at a
 * terminal's width as everything else said there is (the terminal broke
 * it mid-word, "levels 1 to 1" / "17"), and whole for a program that
 * reads it, however long the name it quotes. */
static void args_vsay(FILE *to, bool speaks, const char *fmt, va_list ap)
{
	char *text = NULL;
	size_t size = 0;
	FILE *line = open_memstream(&text, &size);
	if (line == NULL) {
		fprintf(to, "%s: out of memory\n", args_speaker);
		return;
	}
	if (speaks)
		fprintf(line, "%s: ", args_speaker);
	escape_vfprintf(line, fmt, ap);
	if (fclose(line) != 0 || text == NULL)
		fprintf(to, "%s: out of memory\n", args_speaker);
	else
		wrap_say(to, text);
	free(text);
}

void args_error_to(FILE *to, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	args_vsay(to, true, fmt, ap);
	va_end(ap);
}

void args_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	args_vsay(stderr, true, fmt, ap);
	va_end(ap);
}

void args_fault(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	args_vsay(stderr, false, fmt, ap);
	va_end(ap);
}

void args_say_file_error(const io_error *e)
{
	if (e->line > 0)
		args_fault("%s:%d:%d: %s", e->file, e->line, e->col, e->what);
	else
		args_error("%s: %s", e->file, e->what);
}

int args_usage_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	args_vsay(stderr, true, fmt, ap);
	va_end(ap);
	fprintf(stderr, "Try '%s --help'.\n", args_speaker);
	return ARGS_EXIT_USAGE;
}

bool args_parse_number(const char *text, unsigned long long min,
    unsigned long long max, unsigned long long *out)
{
	char *end;
	errno = 0;
	if (text == NULL || text[0] < '0' || text[0] > '9')
		return false;
	*out = strtoull(text, &end, 10);
	return errno == 0 && *end == '\0' && *out >= min && *out <= max;
}

/* The errno of stdout's first failed write, 0 while none is known. */
static int args_output_errno;

void args_flush_output(void)
{
	if ((fflush(stdout) != 0 || ferror(stdout)) && args_output_errno == 0)
		args_output_errno = errno;
}

int args_finish_output(int status)
{
	args_flush_output();
	if (!ferror(stdout))
		return status;
	if (args_output_errno != 0)
		args_error("cannot write the output: %s",
		    strerror(args_output_errno));
	else
		args_error("cannot write the output");
	return ARGS_EXIT_BAD_INPUT;
}

int args_game_refused(const game_open_error *e)
{
	if (e->status == GAME_OPEN_USAGE)
		return args_usage_error("%s", e->text);
	/* A fault in a file is worded as every command words it; the
	 * file as a whole (unreadable, empty) is the command's word. */
	if (e->in_file && e->line > 0)
		args_fault("%s", e->text);
	else
		args_error("%s", e->text);
	return ARGS_EXIT_BAD_INPUT;
}
