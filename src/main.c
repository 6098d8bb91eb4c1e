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

static void print_help(void)
{
	printf("Usage: tumble COMMAND [ARGS]\n"
	       "A terminal puzzle game: Same Game and the Mayan puzzle.\n\n");
	printf("  tumble %-25s the game: a title menu\n", "");
	for (const cli_command *c = cli_commands; c->name != NULL; c++)
		printf("  tumble %s %-18s %s\n", c->name, c->args, c->summary);
	printf("  tumble --help | --version\n\n"
	       "FILE - or no FILE reads standard input.  Exit status: 0 done,\n"
	       "1 bad input, 2 usage error.\n");
}

int main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	if (argc < 2)
		return cli_title_main();
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		print_help();
		return cli_finish_output("--help", CLI_EXIT_OK);
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("tumble %s\n", TUMBLE_VERSION);
		return cli_finish_output("--version", CLI_EXIT_OK);
	}
	for (const cli_command *c = cli_commands; c->name != NULL; c++)
		if (strcmp(argv[1], c->name) == 0)
			return c->run(argc - 1, argv + 1);
	fprintf(stderr, "tumble: unknown command '%s'\nTry 'tumble --help'.\n",
	    argv[1]);
	return CLI_EXIT_USAGE;
}
