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

const options_command cli_greedy_command = {
	.name = "greedy",
	.usage = "[FILE | BOARD]\n",
	.about = "Replay the greedy Same Game strategy on every board of FILE\n"
	    "(a judge file or a board list; standard input when FILE is - or\n"
	    "missing), or on the BOARD an id, a pack board or a seed names\n"
	    "(15x15:5:42, standard:3, 42), and print the judge's output.\n",
};

int cli_greedy_main(int argc, char **argv)
{
	const char *path;
	const int usage = options_parse_operand(&cli_greedy_command, argc,
	    argv, NULL, NULL, "FILE", &path);
	if (usage >= 0)
		return usage;
	return cli_batch_run("greedy", path, greedy_play, NULL);
}
