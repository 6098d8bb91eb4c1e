/*
 * `tumble gen mayan --moves N --seed S [--colors K] [--title T]`: print a
 * Mayan puzzle, in the judge format with a level header, that the exact
 * solver proves can be cleared in exactly N moves and not in fewer.
 *
 * `tumble gen same [--size RxC] [--colors K] [--clearable] --seed S
 * [--answer FILE]`: print the Same Game board of that id as a board list
 * (its id in a comment above it); for a clearable board, FILE gets the
 * line that clears it, in the judge's output format as `tumble plan`
 * prints it.  The same arguments give the same board on every machine.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/mayan_gen.h"
#include "engine/same_clearable.h"
#include "io/atomic_file.h"
#include "io/escape.h"
#include "io/mayan_judge.h"
#include "io/same_id.h"
#include "io/same_judge.h"
#include "session/mayan_random.h"

enum { GEN_OPT_SIZE = 256, GEN_OPT_CLEARABLE, GEN_OPT_ANSWER };

static const options_entry gen_options_table[] = {
	{ 'n', "moves", 'n', "N", "the moves the puzzle needs" },
	{ 's', "seed", 's', "S", "the seed it is made from" },
	{ 'c', "colors", 'c', "K", "the most colours it uses" },
	{ 'T', "title", 'T', "TEXT", "its title (default: N moves, seed S)" },
	{ GEN_OPT_SIZE, "size", 0, "RxC", "rows x columns of the Same Game "
	    "board" },
	{ GEN_OPT_CLEARABLE, "clearable", 0, NULL, "a Same Game board that can "
	    "be cleared" },
	{ GEN_OPT_ANSWER, "answer", 0, "FILE", "where its clearing line goes" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command cli_gen_command = {
	.name = "gen",
	.usage = "mayan -n N -s S [-c K] [-T TEXT]\n"
	    "tumble gen same [--size RxC] [-c K] [--clearable] -s S "
	    "[--answer FILE]\n",
	.about = "Print a Mayan puzzle (judge format with a level "
	    "header) that\n"
	    "can be cleared in exactly N moves (1 to "
	    OPTIONS_TEXT(MAYAN_GEN_MAX_MOVES) ") and not in fewer,\n"
	    "made from the seed S (0 to 2^64-1) with at most K colours\n"
	    "(2 to " OPTIONS_TEXT(MAYAN_COLORS) "; by default "
	    OPTIONS_TEXT(MAYAN_GEN_COLORS) ", and "
	    OPTIONS_TEXT(MAYAN_GEN_COLORS_OF_8) " for 8 moves, "
	    OPTIONS_TEXT(MAYAN_GEN_DEEP_COLORS) " for 9 or 10).\n"
	    "Or print the Same Game board of id RxC:K:S (default 10x15 with 3 "
	    "colours)\nas a board list; --clearable makes it one built to be "
	    "cleared (RxC:K:cS)\nand --answer writes its clearing line to "
	    "FILE in judge output format.\n",
	.options = gen_options_table,
};

typedef struct gen_options {
	unsigned long long moves, seed, colors;
	bool have_moves, have_seed, have_colors;
	/* As typed, for the message of a kind that refuses them. */
	const char *seed_text, *colors_text;
	const char *title;
	const char *size, *answer; /* Same Game's */
	bool clearable;
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
			escape_fit(why, why_size,
			    "--moves takes a number from 1 "
			    "to %d, not '%s'", MAYAN_GEN_MAX_MOVES, value);
		return g->have_moves;
	case 's':
		g->seed_text = value;
		g->have_seed = args_parse_number(value, 0, UINT64_MAX,
		    &g->seed);
		if (!g->have_seed)
			escape_fit(why, why_size,
			    "--seed takes a number from 0 "
			    "to 18446744073709551615, not '%s'", value);
		return g->have_seed;
	case 'c':
		/* The range is the kind's, named after the operand: here
		 * only the number is read. */
		g->colors_text = value;
		g->have_colors = args_parse_number(value, 0, UINT64_MAX,
		    &g->colors);
		if (!g->have_colors)
			escape_fit(why, why_size,
			    "--colors takes a number: 2 to "
			    "%d for a Mayan puzzle, 1 to %d for Same Game, not "
			    "'%s'", MAYAN_COLORS, SAME_MAX_COLORS, value);
		return g->have_colors;
	case GEN_OPT_SIZE:
		g->size = value;
		return true;
	case GEN_OPT_CLEARABLE:
		g->clearable = true;
		return true;
	case GEN_OPT_ANSWER:
		g->answer = value;
		return true;
	default:
		g->title = value;
		return true;
	}
}

static int gen_mayan(gen_options *o)
{
	if (!o->have_moves || !o->have_seed)
		return args_usage_error("%s needed", o->have_moves ?
		    "--seed is" : o->have_seed ? "--moves is" :
		    "--moves and --seed are");
	if (o->size != NULL || o->clearable || o->answer != NULL)
		return args_usage_error("--size, --clearable and "
		    "--answer are for Same Game boards");
	if (!o->have_colors)
		o->colors = (unsigned long long)mayan_gen_default_colors(
		    (int)o->moves);
	if (o->colors < 2 || o->colors > MAYAN_COLORS)
		return args_usage_error("--colors takes a number from 2 "
		    "to %d for a Mayan puzzle, not '%s'", MAYAN_COLORS,
		    o->colors_text);
	static mayan_puzzle puzzle;
	/* The title is checked by the rule the header is written by, so a
	 * refused one is named rather than taken for a puzzle not found;
	 * escaped here, as the message's own escaping keeps newlines and
	 * the title's newline is the one to show. */
	char shown[4 * MAYAN_JUDGE_VALUE_MAX];
	if (o->title != NULL &&
	    !mayan_puzzle_add_field(&puzzle, "title", o->title))
		return args_usage_error("--title '%s' would not read "
		    "back as it is: a title has at most %d bytes of UTF-8, no "
		    "control bytes (a newline would forge a header line) and "
		    "no blanks at its ends", escape_for_terminal(shown,
		    sizeof shown, o->title), MAYAN_JUDGE_VALUE_MAX - 1);
	if (!mayan_random_make(o->seed, (int)o->moves, (int)o->colors,
	    o->title, NULL, &puzzle)) {
		args_error("no puzzle of %llu moves in %llu colours found "
		    "from seed %llu; try another seed or more colours (-c)",
		    o->moves, o->colors, o->seed);
		return ARGS_EXIT_BAD_INPUT;
	}
	mayan_judge_write(stdout, &puzzle);
	return args_finish_output(ARGS_EXIT_OK);
}

/* The clearing line as `tumble plan` prints a board's game. */
static int gen_write_answer(const char *path, const same_cluster *line,
    int moves)
{
	char *text = malloc((size_t)(moves + 4) * (SAME_JUDGE_LINE_MAX + 1));
	if (text == NULL) {
		args_error("out of memory");
		return ARGS_EXIT_BAD_INPUT;
	}
	size_t len = same_judge_format_game(text, 1);
	text[len++] = '\n';
	text[len++] = '\n';
	len += same_judge_format_moves(text + len, line, moves);
	long score = SAME_CLEAR_BONUS;
	for (int i = 0; i < moves; i++)
		score += same_points(line[i].size);
	len += same_judge_format_final(text + len, score, 0);
	text[len++] = '\n';
	char error[512];
	const bool written = atomic_file_write(path, text, len, error,
	    sizeof error);
	free(text);
	if (written)
		return ARGS_EXIT_OK;
	args_error("%s", error);
	return ARGS_EXIT_BAD_INPUT;
}

static int gen_same(const gen_options *o)
{
	if (!o->have_seed)
		return args_usage_error("--seed is needed");
	if (o->have_moves || o->title != NULL)
		return args_usage_error("--moves and --title are for "
		    "Mayan puzzles");
	if (o->seed > SAME_ID_SEED_MAX)
		return args_usage_error("--seed takes a number from 0 "
		    "to %" PRId64 " for Same Game, not '%s'",
		    (int64_t)SAME_ID_SEED_MAX, o->seed_text);
	if (o->have_colors && (o->colors < 1 || o->colors > SAME_MAX_COLORS))
		return args_usage_error("--colors takes a number from 1 "
		    "to %d for Same Game, not '%s'", SAME_MAX_COLORS,
		    o->colors_text);
	if (o->answer != NULL && !o->clearable)
		return args_usage_error("--answer is for clearable "
		    "boards: add --clearable");
	same_id id = same_id_judge(o->seed);
	char why[256];
	if (o->size != NULL && !same_id_parse_size(o->size, &id.rows,
	    &id.cols, why, sizeof why))
		return args_usage_error("%s", why);
	if (o->have_colors)
		id.colors = (int)o->colors;
	id.clearable = o->clearable;
	if (id.clearable && !same_clearable_exists(id.rows, id.cols))
		return args_usage_error("a board of one cell cannot be "
		    "cleared");
	static same_board board;
	static same_cluster line[SAME_MAX_MOVES];
	int moves = 0;
	if (id.clearable)
		moves = same_clearable_make(&board, id.rows, id.cols, id.colors,
		    id.seed, line);
	else
		same_id_board(&id, &board);
	/* The answer first: a target that cannot be written fails the
	 * command before anything is on standard output. */
	const int status = o->answer != NULL
	    ? gen_write_answer(o->answer, line, moves) : ARGS_EXIT_OK;
	if (status != ARGS_EXIT_OK)
		return status;
	char name[SAME_ID_MAX];
	same_id_format(&id, name);
	printf("# %s\n", name);
	for (int row = board.rows; row >= 1; row--) {
		for (int c = 1; c <= board.cols; c++)
			putchar(same_color_letter(same_board_at(&board, row,
			    c)));
		putchar('\n');
	}
	return args_finish_output(status);
}

int cli_gen_main(int argc, char **argv)
{
	gen_options o = { .colors = 0 };
	int first;
	const int status = options_parse_args(&cli_gen_command, argc, argv,
	    gen_option, &o, &first);
	if (status >= 0)
		return status;
	/* The first word at fault is named: 'gen mayan -n 3 -s 1 x' is no
	 * kind missing but a word too many, 'gen chess x' a kind unknown. */
	if (first == argc)
		return args_usage_error("expected 'mayan' or 'same' "
		    "after 'gen'");
	const bool mayan = strcmp(argv[first], "mayan") == 0;
	if (!mayan && strcmp(argv[first], "same") != 0)
		return args_usage_error("expected 'mayan' or 'same' "
		    "after 'gen', found '%s'", argv[first]);
	if (argc - first > 1)
		return args_usage_error("expected nothing after '%s' "
		    "but options, found '%s'", argv[first], argv[first + 1]);
	return mayan ? gen_mayan(&o) : gen_same(&o);
}
