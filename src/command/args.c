/*
 * What every entry point shares (see args.h).
 */
#include "command/args.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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
		fprintf(stderr, "tumble: %s: %s\n", path, e.what);
	return fp;
}

void args_close_input(FILE *fp)
{
	if (fp != NULL && fp != stdin)
		fclose(fp);
}

int args_usage_error(const char *command, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "tumble %s: ", command);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'tumble %s --help'.\n", command);
	return ARGS_EXIT_USAGE;
}

int args_parse_options(const char *command, int argc, char **argv,
    const char *short_options, const struct option *long_options,
    args_option_handler *handle, void (*help)(void), void *user,
    int *first_operand)
{
	/* ':' first: a missing value is told from an unknown option.  Every
	 * command takes --help, so it is added here once. */
	char shorts[64];
	snprintf(shorts, sizeof shorts, ":%sh", short_options);
	struct option longs[33];
	int count = 0;
	while (count < 31 && long_options[count].name != NULL) {
		longs[count] = long_options[count];
		count++;
	}
	longs[count++] = (struct option){ "help", no_argument, NULL, 'h' };
	longs[count] = (struct option){ NULL, 0, NULL, 0 };
	opterr = 0;
	optind = 1;
	int option;
	while ((option = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		int status;
		switch (option) {
		case 'h':
			help();
			return args_finish_output(command, ARGS_EXIT_OK);
		case ':':
			return args_usage_error(command, "%s needs a value",
			    argv[optind - 1]);
		case '?':
			if (optopt != 0 && optopt != '?')
				return args_usage_error(command,
				    "unknown option '-%c'", optopt);
			return args_usage_error(command, "unknown option '%s'",
			    argv[optind - 1]);
		default:
			status = handle(option, optarg, user);
			if (status >= 0)
				return status;
		}
	}
	*first_operand = optind;
	return -1;
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

int args_parse_with_operand(const char *command, int argc, char **argv,
    const char *short_options, const struct option *long_options,
    args_option_handler *handle, void (*help)(void), void *user,
    const char *what, const char **operand)
{
	int first;
	const int status = args_parse_options(command, argc, argv,
	    short_options, long_options, handle, help, user, &first);
	if (status >= 0)
		return status;
	if (argc - first > 1)
		return args_usage_error(command, "more than one %s", what);
	*operand = first < argc ? argv[first] : NULL;
	return -1;
}

static int args_no_option(int option, const char *value, void *user)
{
	return -1;
}

int args_only_file_argument(const char *command, int argc, char **argv,
    void (*help)(void), const char *what, const char **path)
{
	static const struct option none[] = { { NULL, 0, NULL, 0 } };
	return args_parse_with_operand(command, argc, argv, "", none,
	    args_no_option, help, NULL, what, path);
}

int args_finish_output(const char *command, int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "tumble %s: cannot write the output: %s\n",
		    command, strerror(errno));
		return ARGS_EXIT_BAD_INPUT;
	}
	return status;
}

int args_game_refused(const char *command, const game_open_error *e)
{
	if (e->status == GAME_OPEN_USAGE)
		return args_usage_error(command, "%s", e->text);
	/* A file's trouble is worded as every command words it. */
	if (e->in_file)
		fprintf(stderr, "%s\n", e->text);
	else if (e->unreadable)
		fprintf(stderr, "tumble: %s\n", e->text);
	else
		fprintf(stderr, "tumble %s: %s\n", command, e->text);
	return ARGS_EXIT_BAD_INPUT;
}
