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
#include "io/speaker.h"
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

void args_tell_terminal_input(const char *command, const char *what,
    FILE *fp)
{
	if (fp == stdin && isatty(STDIN_FILENO))
		fprintf(stderr, "tumble %s: reading %s from standard input "
		    "(Ctrl-D ends)\n", command, what);
}

bool args_input_hung_up(void)
{
	struct pollfd fd = { .fd = STDIN_FILENO };
	return poll(&fd, 1, 0) > 0 && (fd.revents & POLLHUP) != 0;
}

/* A message of one line on standard error, escaped, broken between
 * words at a terminal's width as everything else said there is (the
 * terminal broke it mid-word, "levels 1 to 1" / "17"), and whole for a
 * program that reads it, however long the name it quotes. */
static void args_say_verror(const char *speaker, const char *fmt,
    va_list ap)
{
	va_list again;
	va_copy(again, ap);
	const int len = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	const size_t size = (len > 0 ? (size_t)len : 0) + 1;
	char *text = malloc(size), *shown = malloc(4 * size + 1);
	char *line = malloc(strlen(speaker) + 4 * size + 3);
	if (text == NULL || shown == NULL || line == NULL) {
		fprintf(stderr, "%s: out of memory\n", speaker);
	} else {
		vsnprintf(text, size, fmt, ap);
		escape_for_terminal(shown, 4 * size + 1, text);
		if (speaker[0] != '\0')
			sprintf(line, "%s: %s", speaker, shown);
		else
			strcpy(line, shown);
		wrap_say(stderr, line);
	}
	free(text);
	free(shown);
	free(line);
}

static void args_say_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	args_say_verror("", fmt, ap);
	va_end(ap);
}

void args_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	args_say_verror(io_speaker(), fmt, ap);
	va_end(ap);
}

void args_say_file_error(const io_error *e)
{
	if (e->line > 0)
		io_error_print(e, stderr);
	else
		args_error("%s: %s", e->file, e->what);
}

int args_usage_error(const char *command, const char *fmt, ...)
{
	char why[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	args_say_error("tumble %s: %s", command, why);
	fprintf(stderr, "Try 'tumble %s --help'.\n", command);
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

int args_finish_output(const char *command, int status)
{
	args_flush_output();
	if (!ferror(stdout))
		return status;
	if (args_output_errno != 0)
		fprintf(stderr, "tumble %s: cannot write the output: %s\n",
		    command, strerror(args_output_errno));
	else
		fprintf(stderr, "tumble %s: cannot write the output\n",
		    command);
	return ARGS_EXIT_BAD_INPUT;
}

int args_game_refused(const char *command, const game_open_error *e)
{
	if (e->status == GAME_OPEN_USAGE)
		return args_usage_error(command, "%s", e->text);
	/* A fault in a file is worded as every command words it; the
	 * file as a whole (unreadable, empty) is the command's word. */
	if (e->in_file && e->line > 0)
		args_say_error("%s", e->text);
	else
		args_say_error("tumble %s: %s", command, e->text);
	return ARGS_EXIT_BAD_INPUT;
}
