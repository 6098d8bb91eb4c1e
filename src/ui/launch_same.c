/*
 * The interactive entry points: `tumble` alone opens the title menu, and
 * `tumble same` opens a Same Game board: of a file, an id, a pack or a
 * random one.  A bad board file is reported before the terminal is taken
 * over, so the message stays readable in the shell.
 */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command/args.h"
#include "ui/launch.h"
#include "io/same_judge.h"
#include "io/levels.h"
#include "io/same_id.h"
#include "io/same_list.h"
#include "ui/menu.h"
#include "ui/same.h"
#include "ui/same_logic.h"

int ui_launch_title(void)
{
	ui_screen *menu = ui_menu_new();
	return menu != NULL ? ui_run(menu) : ARGS_EXIT_BAD_INPUT;
}

static void ui_launch_same_help(void)
{
	printf("Usage: tumble same [FILE [-g K] | ID | PACK:K] [--size RxC] "
	       "[--colors K] [-s N]\n"
	       "                   [--no-animation]\n"
	       "Play Same Game on board K (default 1) of FILE, a judge file "
	       "or a board list;\n"
	       "on the board of an id (RxC:K:SEED, as 15x15:5:42); on board K "
	       "of a built-in\n"
	       "pack (standard:3); or on a random board of the size and "
	       "colours asked\n"
	       "(default 10x15 with 3), from seed N or a new one.\n"
	       "  -g, --game K        board K of FILE\n"
	       "  -s, --seed N        the random board of seed N\n"
	       "      --size RxC      rows x columns of a random board, 1 to "
	       "20 each\n"
	       "      --colors K      colours of a random board, 1 to 6\n"
	       "      --no-animation  show removals at once\n"
	       "The board's id is shown on screen, so it can be played "
	       "again.\n"
	       "Keys are listed on the game's help page: press ?.\n");
}

/* Read board `game` of `path` into `b`; prints the error and returns
 * false when the file is bad. */
static int ui_launch_same_read(const char *path, long game, same_board *b)
{
	const char *name;
	FILE *fp = args_open_input(path, &name);
	if (fp == NULL)
		return ARGS_EXIT_BAD_INPUT;
	io_scan *scan = malloc(sizeof *scan);
	if (scan == NULL) {
		args_close_input(fp);
		fprintf(stderr, "tumble same: out of memory\n");
		return ARGS_EXIT_BAD_INPUT;
	}
	io_error error;
	long games;
	int status = ARGS_EXIT_OK;
	io_scan_open_file(scan, fp, name);
	if (!same_file_read_board(scan, game, b, &games, &error)) {
		status = ARGS_EXIT_BAD_INPUT;
	} else if (game > games) {
		fprintf(stderr, "tumble same: %s holds %ld games; there is no "
		    "game %ld\n", name, games, game);
		status = ARGS_EXIT_USAGE;
	}
	if (status == ARGS_EXIT_BAD_INPUT)
		io_error_print(&error, stderr);
	free(scan);
	args_close_input(fp);
	return status;
}

/* What the operand of `tumble same` names, told apart in this order: a
 * file that exists, a board id, a board of a pack, else a file (whose
 * absence the reader reports). */
static int ui_launch_same_operand(const char *operand, long game, bool sized,
    same_session *session, char *source, size_t source_size)
{
	static same_board board;
	char path[4096], why[256];
	long number = game;
	same_id id;
	struct stat st;
	const bool is_file = stat(operand, &st) == 0;
	if (!is_file && same_id_looks_like_id(operand)) {
		if (game != 0 || sized)
			return args_usage_error("same", "a board id names its "
			    "own board: give it without --game, --size or "
			    "--colors");
		if (!same_id_parse(operand, &id, why, sizeof why))
			return args_usage_error("same", "%s", why);
		return same_session_start_id(session, &id) ? ARGS_EXIT_OK :
		    ARGS_EXIT_BAD_INPUT;
	}
	if (sized)
		return args_usage_error("same", "--size and --colors are for "
		    "random boards, not for a FILE");
	const bool in_pack = !is_file && game == 0 &&
	    levels_same_board(operand, path, sizeof path, &number);
	const int status = ui_launch_same_read(in_pack ? path : operand,
	    number ? number : 1, &board);
	if (status != ARGS_EXIT_OK)
		return status;
	const char *base = strrchr(operand, '/');
	if (in_pack)
		snprintf(source, source_size, "%s", operand);
	else
		snprintf(source, source_size, "%s, game %ld",
		    base ? base + 1 : operand, number ? number : 1);
	return same_session_start(session, &board) ? ARGS_EXIT_OK :
	    ARGS_EXIT_BAD_INPUT;
}

/* What the options of `tumble same` ask for. */
typedef struct same_options {
	unsigned long long game, seed;
	bool has_seed, sized, animate;
	same_id id;
} same_options;

enum { SAME_OPT_SIZE = 256, SAME_OPT_COLORS, SAME_OPT_NO_ANIMATION };

static int ui_launch_same_option(int option, const char *value, void *user)
{
	same_options *o = user;
	char why[256];
	unsigned long long colors;
	switch (option) {
	case 'g':
		if (!args_parse_number(value, 1, SAME_JUDGE_MAX_GAMES, &o->game))
			return args_usage_error("same",
			    "--game needs a game number from 1");
		return -1;
	case 's':
		if (!args_parse_number(value, 0, SAME_ID_SEED_MAX, &o->seed))
			return args_usage_error("same",
			    "--seed needs a number from 0 to %lld",
			    (long long)SAME_ID_SEED_MAX);
		o->has_seed = true;
		return -1;
	case SAME_OPT_SIZE:
		if (!same_id_parse_size(value, &o->id.rows, &o->id.cols, why,
		    sizeof why))
			return args_usage_error("same", "%s", why);
		o->sized = true;
		return -1;
	case SAME_OPT_COLORS:
		if (!args_parse_number(value, 1, SAME_MAX_COLORS, &colors))
			return args_usage_error("same", "--colors needs a number "
			    "from 1 to %d", SAME_MAX_COLORS);
		o->id.colors = (int)colors;
		o->sized = true;
		return -1;
	default:
		o->animate = false;
		return -1;
	}
}

int ui_launch_same(int argc, char **argv)
{
	static const struct option options[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "seed", required_argument, NULL, 's' },
		{ "size", required_argument, NULL, SAME_OPT_SIZE },
		{ "colors", required_argument, NULL, SAME_OPT_COLORS },
		{ "no-animation", no_argument, NULL, SAME_OPT_NO_ANIMATION },
		{ NULL, 0, NULL, 0 },
	};
	same_options o = { .animate = true, .id = same_id_judge(0) };
	int first;
	const int parsed = args_parse_options("same", argc, argv, "g:s:",
	    options, ui_launch_same_option, ui_launch_same_help, &o, &first);
	if (parsed >= 0)
		return parsed;
	if (argc - first > 1)
		return args_usage_error("same", "more than one FILE");
	const char *operand = first < argc ? argv[first] : NULL;
	/* Keys come from standard input, so it cannot also hold the board. */
	if (operand != NULL && strcmp(operand, "-") == 0)
		return args_usage_error("same", "the board cannot come from "
		    "standard input, which the keys come from");
	if (operand != NULL && o.has_seed)
		return args_usage_error("same", "give a FILE or a seed, not both");
	if (operand == NULL && o.game != 0)
		return args_usage_error("same", "--game needs a FILE");

	same_session session;
	char source[300];
	int status = ARGS_EXIT_OK;
	if (operand != NULL) {
		status = ui_launch_same_operand(operand, (long)o.game, o.sized,
		    &session, source, sizeof source);
	} else {
		o.id.seed = o.has_seed ? o.seed : same_session_fresh_seed();
		if (!same_session_start_id(&session, &o.id))
			status = ARGS_EXIT_BAD_INPUT;
	}
	if (status != ARGS_EXIT_OK)
		return status;
	ui_screen *screen = ui_same_new(&session,
	    session.has_id ? NULL : source, o.animate);
	return screen != NULL ? ui_run(screen) : ARGS_EXIT_BAD_INPUT;
}
