/*
 * `tumble gen mayan --moves N --seed S [--colors K] [--title T]`: print a
 * Mayan puzzle, in the judge format with a level header, that the exact
 * solver proves can be cleared in exactly N moves and not in fewer.  The
 * same arguments give the same puzzle on every machine.
 */
#include <string.h>

#include "cli/cli.h"
#include "engine/mayan_gen.h"
#include "io/escape.h"
#include "io/mayan_judge.h"
#include "session/mayan_random.h"

static const options_entry gen_options_table[] = {
	{ 'n', "moves", 'n', "N", "the moves the puzzle needs" },
	{ 's', "seed", 's', "S", "the seed it is made from" },
	{ 'c', "colors", 'c', "K", "the most colours it uses" },
	{ 'T', "title", 'T', "TEXT", "its title (default: N moves, seed S)" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command cli_gen_command = {
	.name = "gen",
	.usage = "mayan -n N -s S [-c K] [-T TEXT]\n",
	.about = "Print a Mayan puzzle (judge format with a level header) that\n"
	    "can be cleared in exactly N moves (1 to "
	    OPTIONS_TEXT(MAYAN_GEN_MAX_MOVES) ") and not in fewer,\n"
	    "made from the seed S (0 to 2^64-1) with at most K colours\n"
	    "(2 to " OPTIONS_TEXT(MAYAN_COLORS) ", default "
	    OPTIONS_TEXT(MAYAN_GEN_DEFAULT_COLORS) ").\n",
	.options = gen_options_table,
};

typedef struct gen_options {
	unsigned long long moves, seed, colors;
	bool have_moves, have_seed;
	const char *title;
} gen_options;

static bool gen_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	gen_options *g = user;
	switch (o->id) {
	case 'n':
		g->have_moves = args_parse_number(value, 1, MAYAN_GEN_MAX_MOVES,
		    &g->moves);
		if (!g->have_moves)
			snprintf(why, why_size, "--moves takes a number from 1 "
			    "to %d", MAYAN_GEN_MAX_MOVES);
		return g->have_moves;
	case 's':
		g->have_seed = args_parse_number(value, 0, UINT64_MAX,
		    &g->seed);
		if (!g->have_seed)
			snprintf(why, why_size, "--seed takes a number from 0 "
			    "to 18446744073709551615");
		return g->have_seed;
	case 'c':
		if (args_parse_number(value, 2, MAYAN_COLORS, &g->colors))
			return true;
		snprintf(why, why_size, "--colors takes a number from 2 to %d",
		    MAYAN_COLORS);
		return false;
	default:
		g->title = value;
		return true;
	}
}

int cli_gen_main(int argc, char **argv)
{
	gen_options o = { .colors = MAYAN_GEN_DEFAULT_COLORS };
	int first;
	const int status = options_parse_args(&cli_gen_command, argc, argv,
	    gen_option, &o, &first);
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
