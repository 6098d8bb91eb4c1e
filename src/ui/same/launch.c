/*
 * `tumble same` opens a Same Game board: of a file, an id, a pack or a
 * random one.  A bad board file is reported before the terminal is taken
 * over, so the message stays readable in the shell.
 */
#include <getopt.h>
#include <string.h>

#include "command/args.h"
#include "io/same_judge.h"
#include "session/game_open.h"
#include "ui/launch.h"
#include "ui/same/same.h"

static void ui_launch_same_help(void)
{
	printf("Usage: tumble same [FILE [-g K] | ID | PACK:K] [--size RxC] "
	       "[--colors K] [-s N]\n"
	       "                   [--clearable] [--daily] [--no-animation]\n"
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
	       "      --clearable     a random board built so that it can be "
	       "cleared\n"
	       "      --daily         the board of the day: 15x15, 5 colours, "
	       "clearable\n"
	       "      --no-animation  show removals at once\n"
	       "The board's id is shown on screen, so it can be played "
	       "again.\n"
	       "Keys are listed on the game's help page: press ?.\n");
}

/* What the options of `tumble same` ask for. */
typedef struct same_options {
	game_request request;
	bool animate;
} same_options;

enum { SAME_OPT_SIZE = 256, SAME_OPT_COLORS, SAME_OPT_NO_ANIMATION,
	SAME_OPT_CLEARABLE, SAME_OPT_DAILY };

static int ui_launch_same_option(int option, const char *value, void *user)
{
	same_options *o = user;
	game_request *r = &o->request;
	char why[256];
	unsigned long long number;
	switch (option) {
	case 'g':
		if (!args_parse_number(value, 1, SAME_JUDGE_MAX_GAMES, &number))
			return args_usage_error("same",
			    "--game needs a game number from 1");
		r->number = (long)number;
		return -1;
	case 's':
		if (!args_parse_number(value, 0, SAME_ID_SEED_MAX,
		    &number))
			return args_usage_error("same",
			    "--seed needs a number from 0 to %lld",
			    (long long)SAME_ID_SEED_MAX);
		r->random.seed = number;
		r->seeded = true;
		return -1;
	case SAME_OPT_SIZE:
		if (!same_id_parse_size(value, &r->random.rows,
		    &r->random.cols, why, sizeof why))
			return args_usage_error("same", "%s", why);
		r->sized = true;
		return -1;
	case SAME_OPT_COLORS:
		if (!args_parse_number(value, 1, SAME_MAX_COLORS, &number))
			return args_usage_error("same", "--colors needs a number "
			    "from 1 to %d", SAME_MAX_COLORS);
		r->random.colors = (int)number;
		r->sized = true;
		return -1;
	case SAME_OPT_CLEARABLE:
		r->random.clearable = true;
		return -1;
	case SAME_OPT_DAILY:
		r->daily = true;
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
		{ "clearable", no_argument, NULL, SAME_OPT_CLEARABLE },
		{ "daily", no_argument, NULL, SAME_OPT_DAILY },
		{ "no-animation", no_argument, NULL, SAME_OPT_NO_ANIMATION },
		{ NULL, 0, NULL, 0 },
	};
	same_options o = { .request = game_request_new(GAME_SAME),
		.animate = true };
	const int parsed = args_parse_with_operand("same", argc, argv, "g:s:",
	    options, ui_launch_same_option, ui_launch_same_help, &o, "FILE",
	    &o.request.name);
	if (parsed >= 0)
		return parsed;
	/* Keys come from standard input, so it cannot also hold the board. */
	if (o.request.name != NULL && strcmp(o.request.name, "-") == 0)
		return args_usage_error("same", "the board cannot come from "
		    "standard input, which the keys come from");
	game g;
	game_open_error e;
	game_init(&g);
	if (!game_open(&g, &o.request, &e))
		return args_game_refused("same", &e);
	ui_screen *screen = ui_same_new_game(&g, o.animate);
	return ui_launch_run(screen);
}
