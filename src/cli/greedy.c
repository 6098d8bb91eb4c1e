/*
 * `tumble greedy [FILE]`: the judge's greedy replay, judge input to judge
 * output byte for byte.
 */
#include "cli/batch.h"
#include "cli/cli.h"
#include "engine/same.h"

static void greedy_play(same_board *b, long k, cli_batch_out *o, void *user)
{
	same_cluster moves[SAME_MAX_MOVES];
	long score = 0;
	cli_batch_game_begin(o, k);
	const int count = same_greedy_play(b, moves);
	for (int i = 0; i < count; i++)
		score += same_points(moves[i].size);
	cli_batch_game_moves(o, moves, count);
	score += same_final_bonus(b);
	cli_batch_game_end(o, score, b->balls);
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
	const char *path;
	const int usage = args_only_file_argument("greedy", argc, argv,
	    greedy_help, "FILE", &path);
	if (usage >= 0)
		return usage;
	return cli_batch_run("greedy", path, greedy_play, NULL);
}
