/*
 * `tumble greedy [FILE]`: the judge's greedy replay, judge input to judge
 * output byte for byte.
 */
#include "cli/batch.h"
#include "cli/cli.h"
#include "command/game_options.h"
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

static const options_entry greedy_options_table[] = {
	OPTIONS_FILE_GAME,
	{ 0, NULL, 0, NULL, NULL },
};

static bool greedy_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	return cli_batch_game_option(o, value, user, why, why_size);
}

const options_command cli_greedy_command = {
	.name = "greedy",
	.usage = "[FILE [-g K] | BOARD]\n",
	.about = "Replay the greedy Same Game strategy on every board of FILE\n"
	    "(a judge file or a board list; standard input when FILE is - or\n"
	    "missing), or on the BOARD an id, a pack board or a seed names\n"
	    "(15x15:5:42, standard:3, 42), and print the judge's output.\n\n",
	.options = greedy_options_table,
};

int cli_greedy_main(int argc, char **argv)
{
	const char *path;
	long number = 0;
	const int usage = options_parse_operand(&cli_greedy_command, argc,
	    argv, greedy_option, &number, "FILE", &path);
	if (usage >= 0)
		return usage;
	return cli_batch_run(path, number, greedy_play, NULL);
}
