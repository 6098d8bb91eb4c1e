/*
 * `tumble gen mayan --moves N --seed S [--colors K] [--title T]`: print a
 * Mayan puzzle, in the judge format with a level header, that the exact
 * solver proves can be cleared in exactly N moves and not in fewer.  The
 * same arguments give the same puzzle on every machine.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/mayan_gen.h"
#include "io/mayan_judge.h"

/* Candidates tried before giving up; a few are usually enough. */
#define GEN_MAX_TRIES 100000

static void gen_help(void)
{
	printf("Usage: tumble gen mayan --moves N --seed S [--colors K] "
	       "[--title TEXT]\n"
	       "Print a Mayan puzzle (judge format with a level header) that\n"
	       "can be cleared in exactly N moves (1 to %d) and not in fewer,\n"
	       "made from the seed S (0 to 2^64-1) with at most K colours\n"
	       "(2 to %d, default 3).\n", MAYAN_GEN_MAX_MOVES, MAYAN_COLORS);
}

/* A whole decimal number in [min, max]. */
static bool gen_number(const char *text, unsigned long long min,
    unsigned long long max, unsigned long long *out)
{
	char *end;
	errno = 0;
	if (text == NULL || text[0] < '0' || text[0] > '9')
		return false;
	*out = strtoull(text, &end, 10);
	return errno == 0 && *end == '\0' && *out >= min && *out <= max;
}

int cli_gen_main(int argc, char **argv)
{
	if (cli_wants_help(argc, argv)) {
		gen_help();
		return cli_finish_output("gen", CLI_EXIT_OK);
	}
	if (argc < 2 || strcmp(argv[1], "mayan") != 0)
		return cli_usage_error("gen", "expected 'mayan' after 'gen'");
	unsigned long long moves = 0, seed = 0, colors = 3;
	bool have_moves = false, have_seed = false;
	const char *title = NULL;
	for (int i = 2; i < argc; i++) {
		const char *value = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(argv[i], "--moves") == 0) {
			if (!gen_number(value, 1, MAYAN_GEN_MAX_MOVES, &moves))
				return cli_usage_error("gen", "--moves takes a "
				    "number from 1 to %d", MAYAN_GEN_MAX_MOVES);
			have_moves = true;
		} else if (strcmp(argv[i], "--seed") == 0) {
			if (!gen_number(value, 0, UINT64_MAX, &seed))
				return cli_usage_error("gen", "--seed takes a "
				    "number from 0 to 18446744073709551615");
			have_seed = true;
		} else if (strcmp(argv[i], "--colors") == 0) {
			if (!gen_number(value, 2, MAYAN_COLORS, &colors))
				return cli_usage_error("gen", "--colors takes "
				    "a number from 2 to %d", MAYAN_COLORS);
		} else if (strcmp(argv[i], "--title") == 0) {
			if (value == NULL)
				return cli_usage_error("gen", "--title takes a "
				    "text");
			title = value;
		} else {
			return cli_usage_error("gen", "unknown argument '%s'",
			    argv[i]);
		}
		i++;
	}
	if (!have_moves || !have_seed)
		return cli_usage_error("gen", "--moves and --seed are needed");

	static mayan_puzzle puzzle;
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	mayan_solver solver;
	mayan_solver_init(&solver, 0);
	const bool made = mayan_generate(&solver, seed, (int)moves,
	    (int)colors, GEN_MAX_TRIES, &puzzle.board) &&
	    mayan_solver_run(&solver, &puzzle.board, (int)moves, NULL,
	    answer) == MAYAN_SOLVE_FOUND;
	mayan_solver_free(&solver);
	if (!made) {
		fprintf(stderr, "tumble gen: no puzzle of %llu moves found "
		    "from seed %llu\n", moves, seed);
		return CLI_EXIT_BAD_INPUT;
	}
	char text[MAYAN_JUDGE_VALUE_MAX];
	puzzle.moves = (int)moves;
	puzzle.fields = 0;
	if (title == NULL)
		snprintf(text, sizeof text, "%llu move%s, seed %llu", moves,
		    moves == 1 ? "" : "s", seed);
	if (!mayan_puzzle_add_field(&puzzle, "title", title ? title : text))
		return cli_usage_error("gen", "--title is too long");
	snprintf(text, sizeof text, "%llu", moves);
	mayan_puzzle_add_field(&puzzle, "difficulty", text);
	snprintf(text, sizeof text, "tumble gen mayan --moves %llu --seed %llu "
	    "--colors %llu", moves, seed, colors);
	mayan_puzzle_add_field(&puzzle, "made-by", text);
	/* The answer, so a pack can be checked by replaying it. */
	size_t used = 0;
	for (int i = 0; i < (int)moves; i++) {
		char move[MAYAN_JUDGE_LINE_MAX];
		mayan_judge_format_move(move, answer[i]);
		used += (size_t)snprintf(text + used, sizeof text - used, "%s%s",
		    i ? ", " : "", move);
	}
	mayan_puzzle_add_field(&puzzle, "answer", text);
	mayan_judge_write(stdout, &puzzle);
	return cli_finish_output("gen", CLI_EXIT_OK);
}
