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
#include "command/wrap.h"
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

/* Widest synopsis that still shares its line with the summary, and the
 * columns where a summary starts beside its synopsis and under it. */
#define HELP_COLUMN 30
enum { HELP_BESIDE = 2 + HELP_COLUMN + 2, HELP_UNDER = 6 };

/* The column where a synopsis that starts with `command` ("tumble same
 * ") goes on when a terminal `width` columns wide breaks it: under its
 * operands, as its own lines after the first do; where that would leave
 * them a narrow strip, two columns in from the synopsis. */
static int help_hang(const char *command, int width)
{
	const int operands = 2 + (int)strlen(command);
	return wrap_help_column(operands, 4, width);
}

/* Lines of synopses from column 2, broken as help_hang() says. */
static void print_synopsis(const char *lines, int hang, int width)
{
	fputs("  ", stdout);
	wrap_print_synopsis(stdout, lines, 2, hang, width);
}

/* A short synopsis of one line shares it with its summary; a long one,
 * or any on a terminal too narrow for the summaries beside them, puts
 * its summary on the next line, indented, so that every line fits 80
 * columns, and the terminal's width on a terminal. */
static void print_entry(const char *synopsis, int hang, const char *summary,
    int width)
{
	if (strchr(synopsis, '\n') == NULL && strlen(synopsis) <= HELP_COLUMN &&
	    wrap_help_column(HELP_BESIDE, HELP_UNDER, width) == HELP_BESIDE) {
		printf("  %-*s  ", HELP_COLUMN, synopsis);
		wrap_print_hanging(stdout, summary, HELP_BESIDE, HELP_BESIDE,
		    width);
		return;
	}
	print_synopsis(synopsis, hang, width);
	printf("%*s", HELP_UNDER, "");
	wrap_print_hanging(stdout, summary, HELP_UNDER, HELP_UNDER, width);
}

static void print_help(void)
{
	const int width = wrap_help_width(stdout);
	const int hang = help_hang("tumble ", width);
	char synopsis[512], command[64];
	wrap_print_hanging(stdout, "Usage: tumble [COMMAND [ARGS]]\n"
	    "A terminal puzzle game: Same Game and the Mayan puzzle.\n\n",
	    0, 0, width);
	print_entry("tumble", hang, "the game: a title menu", width);
	for (const main_command *c = main_commands; c->interface != NULL;
	    c++) {
		/* The first form with the summary, with the lines that go
		 * on with it (indented under the command's name); any other
		 * form ("tumble gen same ...") a line of its own under it. */
		const char *usage = c->interface->usage;
		const char *more = usage + strcspn(usage, "\n");
		while (more[0] == '\n' && more[1] == ' ')
			more += 1 + strcspn(more + 1, "\n");
		snprintf(command, sizeof command, "tumble %s ",
		    c->interface->name);
		snprintf(synopsis, sizeof synopsis, "%s%.*s", command,
		    (int)(more - usage), usage);
		print_entry(synopsis, help_hang(command, width), c->summary,
		    width);
		if (more[0] == '\n' && more[1] != '\0')
			print_synopsis(more + 1, help_hang(command, width),
			    width);
	}
	print_entry("tumble --continue [--no-animation]", hang,
	    "take up the newest game kept", width);
	print_entry("tumble help [COMMAND]", hang,
	    "this help, or a command's", width);
	print_entry("tumble --help | --version", hang,
	    "this help, or the version", width);
	wrap_print_hanging(stdout, "\nFILE - or no FILE reads standard "
	    "input.  Exit status: 0 done,\n"
	    "1 bad input, 2 usage error, 3 out of time (solve --time).\n"
	    "More in tumble(6).\n", 0, 0, width);
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
