/*
 * Helpers every subcommand shares: inputs, usage errors, output errors.
 */
#include "cli/cli.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>

#include "io/scan.h"

FILE *cli_open_input(const char *path, const char **display_name)
{
	if (path == NULL || strcmp(path, "-") == 0) {
		*display_name = "<stdin>";
		return stdin;
	}
	*display_name = path;
	FILE *fp = io_scan_fopen(path);
	if (fp == NULL)
		fprintf(stderr, "tumble: %s: %s\n", path, strerror(errno));
	return fp;
}

void cli_close_input(FILE *fp)
{
	if (fp != NULL && fp != stdin)
		fclose(fp);
}

int cli_usage_error(const char *command, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "tumble %s: ", command);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'tumble %s --help'.\n", command);
	return CLI_EXIT_USAGE;
}

bool cli_wants_help(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			return false;
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0)
			return true;
	}
	return false;
}

int cli_only_file_argument(const char *command, int argc, char **argv,
    const char **path)
{
	*path = NULL;
	for (int i = 1; i < argc; i++) {
		if (argv[i][0] == '-' && argv[i][1] != '\0')
			return cli_usage_error(command, "unknown option '%s'",
			    argv[i]);
		if (*path != NULL)
			return cli_usage_error(command, "more than one FILE");
		*path = argv[i];
	}
	return -1;
}

int cli_finish_output(const char *command, int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "tumble %s: cannot write the output: %s\n",
		    command, strerror(errno));
		return CLI_EXIT_BAD_INPUT;
	}
	return status;
}
