/*
 * `tumble gen mayan --moves N --seed S [--colors K] [--title T]`: print a
 * Mayan puzzle, in the judge format with a level header, that the exact
 * solver proves can be cleared in exactly N moves and not in fewer.  The
 * same arguments give the same puzzle on every machine.
 */
#include <getopt.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/mayan_gen.h"
#include "io/escape.h"
#include "io/mayan_judge.h"
#include "session/mayan_random.h"

static void gen_help(void)
{
	printf("Usage: tumble gen mayan -n N -s S [-c K] [-T TEXT]\n"
	       "Print a Mayan puzzle (judge format with a level header) that\n"
	       "can be cleared in exactly N moves (1 to %d) and not in fewer,\n"
	       "made from the seed S (0 to 2^64-1) with at most K colours\n"
	       "(2 to %d, default %d).\n"
	       "  -n, --moves N     the moves the puzzle needs\n"
	       "  -s, --seed S      the seed it is made from\n"
	       "  -c, --colors K    the most colours it uses\n"
	       "  -T, --title TEXT  its title (default: N moves, seed S)\n",
	    MAYAN_GEN_MAX_MOVES, MAYAN_COLORS, MAYAN_GEN_DEFAULT_COLORS);
}

typedef struct gen_options {
	unsigned long long moves, seed, colors;
	bool have_moves, have_seed;
	const char *title;
} gen_options;

static int gen_option(int option, const char *value, void *user)
{
	gen_options *o = user;
	switch (option) {
	case 'n':
		if (!args_parse_number(value, 1, MAYAN_GEN_MAX_MOVES, &o->moves))
			return args_usage_error("gen", "--moves takes a number "
			    "from 1 to %d", MAYAN_GEN_MAX_MOVES);
		o->have_moves = true;
		return -1;
	case 's':
		if (!args_parse_number(value, 0, UINT64_MAX, &o->seed))
			return args_usage_error("gen", "--seed takes a number "
			    "from 0 to 18446744073709551615");
		o->have_seed = true;
		return -1;
	case 'c':
		if (!args_parse_number(value, 2, MAYAN_COLORS, &o->colors))
			return args_usage_error("gen", "--colors takes a number "
			    "from 2 to %d", MAYAN_COLORS);
		return -1;
	default:
		o->title = value;
		return -1;
	}
}

int cli_gen_main(int argc, char **argv)
{
	static const struct option options[] = {
		{ "moves", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "colors", required_argument, NULL, 'c' },
		{ "title", required_argument, NULL, 'T' },
		{ NULL, 0, NULL, 0 },
	};
	gen_options o = { .colors = MAYAN_GEN_DEFAULT_COLORS };
	int first;
	const int status = args_parse_options("gen", argc, argv, "n:s:c:T:",
	    options, gen_option, gen_help, &o, &first);
	if (status >= 0)
		return status;
	if (argc - first != 1 || strcmp(argv[first], "mayan") != 0)
		return args_usage_error("gen", "expected 'mayan' after 'gen'");
	if (!o.have_moves || !o.have_seed)
		return args_usage_error("gen", "--moves and --seed are needed");
	static mayan_puzzle puzzle;
	/* The title is checked by the rule the header is written by, so a
	 * refused one is named rather than taken for a puzzle not found. */
	char shown[4 * MAYAN_JUDGE_VALUE_MAX];
	if (o.title != NULL &&
	    !mayan_puzzle_add_field(&puzzle, "title", o.title))
		return args_usage_error("gen", "--title '%s' would not read back "
		    "as it is: a title has at most %d bytes, no control bytes "
		    "(a newline would forge a header line) and no blanks at "
		    "its ends", escape_for_terminal(shown, sizeof shown,
		    o.title), MAYAN_JUDGE_VALUE_MAX - 1);
	if (!mayan_random_make(o.seed, (int)o.moves, (int)o.colors, o.title,
	    NULL, &puzzle)) {
		fprintf(stderr, "tumble gen: no puzzle of %llu moves found "
		    "from seed %llu\n", o.moves, o.seed);
		return ARGS_EXIT_BAD_INPUT;
	}
	mayan_judge_write(stdout, &puzzle);
	return args_finish_output("gen", ARGS_EXIT_OK);
}
