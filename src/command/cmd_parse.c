/*
 * Splitting a command line into words (see cmd_split in cmd.h).
 */
#include "command/cmd.h"

#include <stdarg.h>

#include "io/escape.h"

static bool split_fail(char *error, size_t error_size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool split_fail(char *error, size_t error_size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	escape_vformat_fit(error, error_size, false, fmt, ap);
	va_end(ap);
	return false;
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool cmd_split(const char *line, char *buf, size_t buf_size, char **argv,
    int max_args, int *argc, char *error, size_t error_size)
{
	int columns[CMD_MAX_ARGS], column;
	if (max_args > CMD_MAX_ARGS)
		max_args = CMD_MAX_ARGS;
	return cmd_split_at(line, buf, buf_size, argv, columns, max_args,
	    argc, &column, error, error_size);
}

bool cmd_split_at(const char *line, char *buf, size_t buf_size,
    char **argv, int *columns, int max_args, int *argc, int *fail_column,
    char *error, size_t error_size)
{
	const char *p = line;
	size_t used = 0;
	*argc = 0;
	*fail_column = 0;
	for (;;) {
		while (is_blank(*p))
			p++;
		if (*p == '\0' || *p == '#')
			return true;
		*fail_column = (int)(p - line) + 1;
		if (*argc == max_args)
			return split_fail(error, error_size,
			    "too many words (at most %d)", max_args);
		columns[*argc] = *fail_column;
		argv[(*argc)++] = buf + used;
		while (*p != '\0' && !is_blank(*p)) {
			char c = *p++;
			if (c == '\'') {
				*fail_column = (int)(p - line);
				while (*p != '\0' && *p != '\'') {
					if (used + 1 >= buf_size)
						goto too_long;
					buf[used++] = *p++;
				}
				if (*p++ != '\'')
					return split_fail(error, error_size,
					    "unfinished quote '");
				continue;
			}
			if (c == '"') {
				*fail_column = (int)(p - line);
				while (*p != '\0' && *p != '"') {
					if (*p == '\\' && (p[1] == '"' ||
					    p[1] == '\\'))
						p++;
					if (used + 1 >= buf_size)
						goto too_long;
					buf[used++] = *p++;
				}
				if (*p++ != '"')
					return split_fail(error, error_size,
					    "unfinished quote \"");
				continue;
			}
			if (c == '\\' && *p != '\0')
				c = *p++;
			if (used + 1 >= buf_size)
				goto too_long;
			buf[used++] = c;
		}
		if (used >= buf_size)
			goto too_long;
		buf[used++] = '\0';
	}
too_long:
	return split_fail(error, error_size, "line too long");
}
