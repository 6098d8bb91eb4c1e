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
		escape_fprintf(stderr, "tumble: %s: %s\n", path, e.what);
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
 * program that reads it. */
static void args_say_error(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

static void args_say_error(const char *fmt, ...)
{
	char text[1024], shown[4 * sizeof text];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	wrap_say(stderr, escape_for_terminal(shown, sizeof shown, text));
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
	/* A file's trouble is worded as every command words it. */
	if (e->in_file)
		args_say_error("%s", e->text);
	else if (e->unreadable)
		args_say_error("tumble: %s", e->text);
	else
		args_say_error("tumble %s: %s", command, e->text);
	return ARGS_EXIT_BAD_INPUT;
}
