/*
 * `tumble greedy [FILE]`: the judge's greedy replay, judge input to judge
 * output byte for byte.  Games are read, played and printed one at a time
 * through a large output buffer, so any number of games streams in constant
 * memory.
 */
#include <string.h>

#include "cli/cli.h"
#include "engine/same.h"
#include "io/same_judge.h"

#define OUT_BUFFER (1 << 16)

typedef struct out_buffer {
	size_t used;
	char data[OUT_BUFFER];
} out_buffer;

static void out_flush(out_buffer *o)
{
	fwrite(o->data, 1, o->used, stdout);
	o->used = 0;
}

/* Room for one more judge line and its newline. */
static char *out_line(out_buffer *o)
{
	if (o->used + SAME_JUDGE_LINE_MAX + 1 > OUT_BUFFER)
		out_flush(o);
	return o->data + o->used;
}

static void out_end_line(out_buffer *o, size_t len)
{
	o->used += len;
	o->data[o->used++] = '\n';
}

/* Play one game greedily, writing its judge lines. */
static void play_game(same_board *b, long k, out_buffer *o)
{
	same_cluster moves[SAME_MAX_MOVES];
	long score = 0;
	if (k > 1)
		out_end_line(o, 0);
	out_end_line(o, same_judge_format_game(out_line(o), k));
	out_end_line(o, 0);
	const int count = same_greedy_play(b, moves);
	for (int i = 0; i < count; i++) {
		score += same_points(moves[i].size);
		out_end_line(o, same_judge_format_move(out_line(o), i + 1,
		    &moves[i]));
	}
	score += same_final_bonus(b);
	out_end_line(o, same_judge_format_final(out_line(o), score, b->balls));
}

static void greedy_help(void)
{
	printf("Usage: tumble greedy [FILE]\n"
	       "Replay the greedy Same Game strategy on every board of FILE\n"
	       "(judge format; standard input when FILE is - or missing) and\n"
	       "print the judge's output.\n");
}

int cli_greedy_main(int argc, char **argv)
{
	if (cli_wants_help(argc, argv)) {
		greedy_help();
		return cli_finish_output("greedy", CLI_EXIT_OK);
	}
	const char *path = NULL;
	for (int i = 1; i < argc; i++) {
		if (argv[i][0] == '-' && argv[i][1] != '\0')
			return cli_usage_error("greedy", "unknown option '%s'",
			    argv[i]);
		if (path != NULL)
			return cli_usage_error("greedy", "more than one FILE");
		path = argv[i];
	}
	const char *name;
	FILE *fp = cli_open_input(path, &name);
	if (fp == NULL)
		return CLI_EXIT_BAD_INPUT;

	static io_scan scan;
	static out_buffer out;
	static same_board board;
	io_error error;
	long games;
	int status = CLI_EXIT_OK;
	out.used = 0;
	io_scan_open_file(&scan, fp, name);
	if (!same_judge_read_count(&scan, &games, &error)) {
		status = CLI_EXIT_BAD_INPUT;
	} else {
		for (long k = 1; k <= games; k++) {
			if (!same_judge_read_board(&scan, &board,
			    SAME_JUDGE_ROWS, SAME_JUDGE_COLS, SAME_JUDGE_COLORS,
			    &error)) {
				status = CLI_EXIT_BAD_INPUT;
				break;
			}
			play_game(&board, k, &out);
		}
		if (status == CLI_EXIT_OK && !io_scan_at_end(&scan)) {
			io_scan_fail(&scan, &error,
			    "expected the end of input after %ld games", games);
			status = CLI_EXIT_BAD_INPUT;
		}
	}
	out_flush(&out);
	cli_close_input(fp);
	if (status != CLI_EXIT_OK) {
		fflush(stdout);
		io_error_print(&error, stderr);
	}
	return cli_finish_output("greedy", status);
}
