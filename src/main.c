/*
 * tumble: parse the first argument and hand over to its subcommand.
 */
#include <locale.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "command/args.h"
#include "command/play_args.h"
#include "session/game_rules.h"
#include "ui/launch.h"
#include "version.h"

#ifndef TUMBLE_VERSION
#define TUMBLE_VERSION "unknown"
#endif

/* A subcommand: the game's screens or the command line's batch modes
 * and shell, the two front ends that only main() knows both of.  Its
 * synopsis is the first line of its own table's usage. */
typedef struct main_command {
	const options_command *interface;
	const char *summary; /* one line for --help */
	int (*run)(int argc, char **argv); /* argv[0] is the command name */
} main_command;

/* In the order --help lists them: play first, then the batch modes. */
static const main_command main_commands[] = {
	{ &play_args_same_command, "play Same Game: a board of FILE, an id, "
	    "a pack, a seed, or a random one", ui_launch_same },
	{ &play_args_mayan_command, "play a Mayan puzzle: FILE, or a level of "
	    "the pack", ui_launch_mayan },
	{ &cli_greedy_command, "batch: greedy replay, judge input to judge "
	    "output", cli_greedy_main },
	{ &cli_solve_command, "batch: Mayan solve, judge input to judge "
	    "output", cli_solve_main },
	{ &cli_plan_command, "batch: a strong Same Game plan per board, judge "
	    "output", cli_plan_main },
	{ &cli_review_command, "batch: where a saved game lost points, and "
	    "the planner's lines", cli_review_main },
	{ &cli_shell_command, "the command line, or run a script",
	    cli_shell_main },
	{ &cli_gen_command, "a Mayan puzzle proved to need exactly N moves, or "
	    "a Same Game board", cli_gen_main },
	{ &cli_stats_command, "the player's statistics, as on the screen",
	    cli_stats_main },
	{ NULL, NULL, NULL },
};

/* Widest synopsis that still shares its line with the summary. */
#define HELP_COLUMN 30

/* A long synopsis puts its summary on the next line, indented, so that
 * every line fits 80 columns. */
static void print_entry(const char *synopsis, const char *summary)
{
	if (strlen(synopsis) <= HELP_COLUMN)
		printf("  %-*s  %s\n", HELP_COLUMN, synopsis, summary);
	else
		printf("  %s\n      %s\n", synopsis, summary);
}

static void print_help(void)
{
	char synopsis[128];
	printf("Usage: tumble [COMMAND [ARGS]]\n"
	       "A terminal puzzle game: Same Game and the Mayan puzzle.\n\n");
	print_entry("tumble", "the game: a title menu");
	for (const main_command *c = main_commands; c->interface != NULL;
	    c++) {
		/* The first form with the summary, after the lines that go
		 * on with it (indented under the command's name); any other
		 * form ("tumble gen same ...") a line of its own under it. */
		const char *usage = c->interface->usage;
		const int first = (int)strcspn(usage, "\n");
		snprintf(synopsis, sizeof synopsis, "tumble %s %.*s",
		    c->interface->name, first, usage);
		const char *more = usage + first;
		if (more[0] == '\n' && more[1] == ' ') {
			printf("  %s\n", synopsis);
			for (; more[0] == '\n' && more[1] == ' ';
			    more += 1 + strcspn(more + 1, "\n"))
				printf("  %.*s\n", (int)strcspn(more + 1, "\n"),
				    more + 1);
			printf("      %s\n", c->summary);
		} else {
			print_entry(synopsis, c->summary);
		}
		for (; *more == '\n' && more[1] != '\0';
		    more += 1 + strcspn(more + 1, "\n"))
			printf("  %.*s\n", (int)strcspn(more + 1, "\n"),
			    more + 1);
	}
	print_entry("tumble --continue [--no-animation]",
	    "take up the newest game kept");
	print_entry("tumble help [COMMAND]", "this help, or a command's");
	print_entry("tumble --help | --version", "this help, or the version");
	printf("\nFILE - or no FILE reads standard input.  "
	       "Exit status: 0 done,\n"
	       "1 bad input, 2 usage error, 3 out of time (solve --time).\n"
	       "More in tumble(6).\n");
}

static int print_version(void)
{
	if (TUMBLE_REVISION[0] != '\0')
		printf("tumble %s (git %s)\n", TUMBLE_VERSION,
		    TUMBLE_REVISION);
	else
		printf("tumble %s\n", TUMBLE_VERSION);
	return args_finish_output(ARGS_EXIT_OK);
}

/* Whether --continue is among the options, before any "--". */
static bool main_asks_continue(int argc, char **argv)
{
	for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--continue") == 0)
			return true;
	return false;
}

/* `tumble --continue` with its options in any order, and itself given
 * again, as `tumble same --continue` takes them: the words bar the
 * --continue ones go to its parser, whose name it is. */
static int main_continue(int argc, char **argv)
{
	int kept = 1;
	bool options = true;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			options = false;
		if (!options || strcmp(argv[i], "--continue") != 0)
			argv[kept++] = argv[i];
	}
	argv[0] = "--continue";
	argv[kept] = NULL;
	return ui_launch_continue(kept, argv);
}

int main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	/* A file grown past the size limit (ulimit -f) fails its write
	 * with EFBIG, which every writer reports and survives, keeping the
	 * old file; left to SIGXFSZ, the game would die mid-write, its
	 * screen left as it was and a game it said it kept lost. */
	signal(SIGXFSZ, SIG_IGN);
	if (argc < 2)
		return ui_launch_title();
	const bool asks_help = strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "-h") == 0;
	/* Anything after them is a mistake the player should hear of, as
	 * after any command's own options. */
	if ((asks_help || strcmp(argv[1], "--version") == 0) && argc > 2) {
		return args_usage_error("%s takes nothing after it, found "
		    "'%s'", argv[1], argv[2]);
	}
	if (asks_help) {
		print_help();
		return args_finish_output(ARGS_EXIT_OK);
	}
	if (strcmp(argv[1], "--version") == 0)
		return print_version();
	/* The newest kept game, whichever its kind, as the title menu's
	 * Continue takes it up. */
	if (argv[1][0] == '-' && main_asks_continue(argc, argv))
		return main_continue(argc, argv);
	if (strcmp(argv[1], "--no-animation") == 0)
		return args_usage_error("--no-animation goes with --continue, "
		    "same or mayan");
	/* `tumble help CMD` is `tumble CMD --help`; help's own help is
	 * the program's. */
	const bool help = strcmp(argv[1], "help") == 0;
	/* The help lists `tumble gen mayan` and `tumble gen same`: asked
	 * for by those words, it is gen's, as `tumble gen same --help`. */
	const bool gen_kind = help && argc == 4 &&
	    strcmp(argv[2], "gen") == 0 &&
	    game_kind_of_command(argv[3]) != GAME_NONE;
	if (help && argc > 3 && !gen_kind) {
		args_set_speaker("help");
		return args_usage_error("expected one command after "
		    "'help', found '%s' too", argv[3]);
	}
	if (help && (argc == 2 || strcmp(argv[2], "help") == 0 ||
	    strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0)) {
		args_set_speaker("help");
		print_help();
		return args_finish_output(ARGS_EXIT_OK);
	}
	/* The options the program's help lists beside the commands are
	 * asked about by the same words: --version is answered as
	 * `tumble --version`, --continue with its own page. */
	if (help && strcmp(argv[2], "--version") == 0)
		return print_version();
	if (help && strcmp(argv[2], "--continue") == 0) {
		char *continue_argv[] = { argv[2], "--help", NULL };
		return ui_launch_continue(2, continue_argv);
	}
	const char *name = help ? argv[2] : argv[1];
	char *help_argv[] = { argv[2], "--help", NULL };
	for (const main_command *c = main_commands; c->interface != NULL; c++)
		if (strcmp(name, c->interface->name) == 0) {
			/* Its messages are its own from here on. */
			args_set_speaker(c->interface->name);
			return help ? c->run(2, help_argv) :
			    c->run(argc - 1, argv + 1);
		}
	/* A word with a dash is an option, not a command misspelt, after
	 * help as before any command. */
	return args_usage_error("unknown %s '%s'",
	    name[0] == '-' ? "option" : "command", name);
}
