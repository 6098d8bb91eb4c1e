/*
 * `tumble solve [FILE]`: the exact Mayan solver as a judge runs it, judge
 * input to judge output: the n moves of the smallest answer, one per line,
 * or -1 when no sequence of exactly n moves clears the board.
 */
#include "cli/cli.h"
#include "engine/mayan_solve.h"
#include "io/mayan_judge.h"

static void solve_help(void)
{
	printf("Usage: tumble solve [FILE]\n"
	       "Solve the Mayan puzzle in FILE (judge format; standard input\n"
	       "when FILE is - or missing): print the lexicographically\n"
	       "smallest sequence of exactly n moves that clears the board,\n"
	       "one 'x y g' per line, or -1 when there is none.\n"
	       "n may be 1 to %d (the judge's puzzles have at most 5).\n"
	       "Lines starting with '#' before n are a header and ignored.\n",
	    MAYAN_SOLVE_MAX_MOVES);
}

int cli_solve_main(int argc, char **argv)
{
	if (cli_wants_help(argc, argv)) {
		solve_help();
		return cli_finish_output("solve", CLI_EXIT_OK);
	}
	const char *path;
	const int usage = cli_only_file_argument("solve", argc, argv, &path);
	if (usage >= 0)
		return usage;
	const char *name;
	FILE *fp = cli_open_input(path, &name);
	if (fp == NULL)
		return CLI_EXIT_BAD_INPUT;

	static io_scan scan;
	static mayan_puzzle puzzle;
	io_error error;
	io_scan_open_file(&scan, fp, name);
	const bool read = mayan_judge_read(&scan, &puzzle, &error);
	cli_close_input(fp);
	if (!read) {
		io_error_print(&error, stderr);
		return CLI_EXIT_BAD_INPUT;
	}

	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	if (mayan_solve(&puzzle.board, puzzle.moves, NULL, answer) ==
	    MAYAN_SOLVE_FOUND) {
		char line[MAYAN_JUDGE_LINE_MAX];
		for (int i = 0; i < puzzle.moves; i++) {
			mayan_judge_format_move(line, answer[i]);
			puts(line);
		}
	} else {
		puts("-1");
	}
	return cli_finish_output("solve", CLI_EXIT_OK);
}
