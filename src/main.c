/*
 * tumble: parse the first argument and hand over to its subcommand.
 */
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

#ifndef TUMBLE_VERSION
#define TUMBLE_VERSION "unknown"
#endif

/* Widest synopsis that still shares its line with the summary. */
#define HELP_COLUMN 30

static void print_entry(const char *synopsis, const char *summary)
{
	if (strlen(synopsis) <= HELP_COLUMN)
		printf("  %-*s  %s\n", HELP_COLUMN, synopsis, summary);
	else
		printf("  %s\n  %-*s  %s\n", synopsis, HELP_COLUMN, "", summary);
}

static void print_help(void)
{
	char synopsis[128];
	printf("Usage: tumble [COMMAND [ARGS]]\n"
	       "A terminal puzzle game: Same Game and the Mayan puzzle.\n\n");
	print_entry("tumble", "the game: a title menu");
	for (const cli_command *c = cli_commands; c->name != NULL; c++) {
		snprintf(synopsis, sizeof synopsis, "tumble %s %s", c->name,
		    c->args);
		print_entry(synopsis, c->summary);
	}
	print_entry("tumble --help | --version", "this help, or the version");
	printf("\nFILE - or no FILE reads standard input.  Exit status: 0 done,\n"
	       "1 bad input, 2 usage error.  More in tumble(6).\n");
}

int main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	if (argc < 2)
		return cli_title_main();
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		print_help();
		return CLI_EXIT_OK;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("tumble %s\n", TUMBLE_VERSION);
		return CLI_EXIT_OK;
	}
	for (const cli_command *c = cli_commands; c->name != NULL; c++)
		if (strcmp(argv[1], c->name) == 0)
			return c->run(argc - 1, argv + 1);
	fprintf(stderr, "tumble: unknown command '%s'\nTry 'tumble --help'.\n",
	    argv[1]);
	return CLI_EXIT_USAGE;
}
