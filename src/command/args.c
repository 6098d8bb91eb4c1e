/*
 * What every entry point shares (see args.h).
 */
#include "command/args.h"

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
	FILE *fp = io_scan_open_path(path, &e);
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

int args_usage_error(const char *command, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "tumble %s: ", command);
	va_start(ap, fmt);
	escape_vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'tumble %s --help'.\n", command);
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
		escape_fprintf(stderr, "%s\n", e->text);
	else if (e->unreadable)
		escape_fprintf(stderr, "tumble: %s\n", e->text);
	else
		escape_fprintf(stderr, "tumble %s: %s\n", command, e->text);
	return ARGS_EXIT_BAD_INPUT;
}
