/*
 * The interactive entry points: `tumble` alone opens the title menu, and
 * `tumble same [FILE] [--game K] [--seed N] [--no-animation]` opens a Same
 * Game board.  A bad board file is reported before the terminal is taken
 * over, so the message stays readable in the shell.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "io/same_judge.h"
#include "io/same_list.h"
#include "ui/menu.h"
#include "ui/same.h"
#include "ui/same_logic.h"

int cli_title_main(void)
{
	ui_screen *menu = ui_menu_new();
	return menu != NULL ? ui_run(menu) : CLI_EXIT_BAD_INPUT;
}

static void cli_same_help(void)
{
	printf("Usage: tumble same [FILE] [--game K] [--seed N] "
	       "[--no-animation]\n"
	       "Play Same Game on board K (default 1) of FILE, a judge-format "
	       "file,\n"
	       "or on the random board of seed N (a new seed when none is "
	       "given).\n"
	       "The seed is shown on screen, so a board can be played again.\n"
	       "--no-animation shows removals at once instead of balls "
	       "falling.\n"
	       "Keys are listed on the game's help page: press ?.\n");
}

/* A whole non-negative decimal number, or false. */
static bool cli_parse_count(const char *text, unsigned long long *out)
{
	char *end;
	if (text == NULL || text[0] < '0' || text[0] > '9')
		return false;
	errno = 0;
	*out = strtoull(text, &end, 10);
	return errno == 0 && *end == '\0';
}

/* Read board `game` of `path` into `b`; prints the error and returns
 * false when the file is bad. */
static int cli_same_read(const char *path, long game, same_board *b)
{
	const char *name;
	FILE *fp = cli_open_input(path, &name);
	if (fp == NULL)
		return CLI_EXIT_BAD_INPUT;
	io_scan *scan = malloc(sizeof *scan);
	if (scan == NULL) {
		cli_close_input(fp);
		fprintf(stderr, "tumble same: out of memory\n");
		return CLI_EXIT_BAD_INPUT;
	}
	io_error error;
	long games;
	int status = CLI_EXIT_OK;
	io_scan_open_file(scan, fp, name);
	if (!same_file_read_board(scan, game, b, &games, &error)) {
		status = CLI_EXIT_BAD_INPUT;
	} else if (game > games) {
		fprintf(stderr, "tumble same: %s holds %ld games; there is no "
		    "game %ld\n", name, games, game);
		status = CLI_EXIT_USAGE;
	}
	if (status == CLI_EXIT_BAD_INPUT)
		io_error_print(&error, stderr);
	free(scan);
	cli_close_input(fp);
	return status;
}

int cli_same_main(int argc, char **argv)
{
	if (cli_wants_help(argc, argv)) {
		cli_same_help();
		return cli_finish_output("same", CLI_EXIT_OK);
	}
	const char *path = NULL;
	unsigned long long game = 0, seed = 0;
	bool has_seed = false, animate = true;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--game") == 0) {
			if (!cli_parse_count(argv[++i], &game) || game < 1 ||
			    game > SAME_JUDGE_MAX_GAMES)
				return cli_usage_error("same",
				    "--game needs a game number from 1");
		} else if (strcmp(argv[i], "--seed") == 0) {
			if (!cli_parse_count(argv[++i], &seed))
				return cli_usage_error("same",
				    "--seed needs a number from 0 to %llu",
				    (unsigned long long)UINT64_MAX);
			has_seed = true;
		} else if (strcmp(argv[i], "--no-animation") == 0) {
			animate = false;
		} else if (argv[i][0] == '-') {
			/* Keys come from standard input, so it cannot also
			 * hold the board: "-" is refused here too. */
			return cli_usage_error("same", "unknown option '%s'",
			    argv[i]);
		} else if (path != NULL) {
			return cli_usage_error("same", "more than one FILE");
		} else {
			path = argv[i];
		}
	}
	if (path != NULL && has_seed)
		return cli_usage_error("same", "give a FILE or a seed, not both");
	if (path == NULL && game != 0)
		return cli_usage_error("same", "--game needs a FILE");

	same_session session;
	char source[96];
	if (path != NULL) {
		static same_board board;
		int status = cli_same_read(path, game ? (long)game : 1, &board);
		if (status != CLI_EXIT_OK)
			return status;
		const char *base = strrchr(path, '/');
		snprintf(source, sizeof source, "%s, game %llu",
		    base ? base + 1 : path, game ? game : 1);
		if (!same_session_start(&session, &board))
			return CLI_EXIT_BAD_INPUT;
	} else if (!same_session_start_id(&session, &(same_id){
	    SAME_JUDGE_ROWS, SAME_JUDGE_COLS, SAME_JUDGE_COLORS,
	    has_seed ? seed : same_session_fresh_seed() })) {
		return CLI_EXIT_BAD_INPUT;
	}
	ui_screen *screen = ui_same_new(&session, path ? source : NULL,
	    animate);
	return screen != NULL ? ui_run(screen) : CLI_EXIT_BAD_INPUT;
}
