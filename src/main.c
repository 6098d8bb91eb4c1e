/*
 * tumble: parse the first argument and hand over to its subcommand.
 */
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "version.h"

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
	print_entry("tumble help [COMMAND]", "this help, or a command's");
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
		return cli_finish_output("--help", CLI_EXIT_OK);
	}
	if (strcmp(argv[1], "--version") == 0) {
		if (TUMBLE_REVISION[0] != '\0')
			printf("tumble %s (git %s)\n", TUMBLE_VERSION,
			    TUMBLE_REVISION);
		else
			printf("tumble %s\n", TUMBLE_VERSION);
		return cli_finish_output("--version", CLI_EXIT_OK);
	}
	/* `tumble help CMD` is `tumble CMD --help`. */
	const bool help = strcmp(argv[1], "help") == 0;
	if (help && argc == 2) {
		print_help();
		return cli_finish_output("help", CLI_EXIT_OK);
	}
	const char *name = help ? argv[2] : argv[1];
	char *help_argv[] = { argv[2], "--help", NULL };
	for (const cli_command *c = cli_commands; c->name != NULL; c++)
		if (strcmp(name, c->name) == 0)
			return help ? c->run(2, help_argv) :
			    c->run(argc - 1, argv + 1);
	fprintf(stderr, "tumble: unknown command '%s'\nTry 'tumble --help'.\n",
	    name);
	return CLI_EXIT_USAGE;
}
