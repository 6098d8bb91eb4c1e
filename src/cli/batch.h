/*
 * The Same Game batch modes' shared half: read judge input one game at a
 * time, hand each board to a player, and print the judge's lines through
 * one large output buffer, so that `tumble greedy` and `tumble plan` read,
 * reject bad input and print in exactly the same way.
 */
#ifndef TUMBLE_CLI_BATCH_H
#define TUMBLE_CLI_BATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "command/options.h"
#include "engine/same.h"

#define CLI_BATCH_BUFFER (1 << 16)

typedef struct cli_batch_out {
	long games; /* games the input holds, for a player's progress;
		     * 0 for a board list, whose count is not known ahead */
	size_t used;
	char data[CLI_BATCH_BUFFER];
} cli_batch_out;

/* Plays game k (from 1) on `b`, printing it with cli_batch_game_*. */
typedef void cli_batch_player(same_board *b, long k, cli_batch_out *o,
    void *user);

/* Run the batch of `play` over FILE (NULL or "-" for standard input): every
 * game is read and played in turn; bad input stops it with the reader's
 * message.  With `number` K (0 for every game), board K of FILE alone, as
 * the output of one game.  Returns the exit status. */
int cli_batch_run(const char *path, long number, cli_batch_player *play,
    void *user);

/* The judge's lines of one game: "Game k:" and the empty line around it,
 * one line per move (the moves of the whole game, numbered from 1), the
 * final line. */
void cli_batch_game_begin(cli_batch_out *o, long k);
void cli_batch_game_moves(cli_batch_out *o, const same_cluster *moves,
    int count);
void cli_batch_game_end(cli_batch_out *o, long score, int balls);
/* Write out what is buffered (say, after a game that took long). */
void cli_batch_flush(cli_batch_out *o);

/* Take -g K (OPTIONS_FILE_GAME) into `number`: false, and `why`, when K
 * will not do. */
bool cli_batch_game_option(const options_entry *o, const char *value,
    long *number, char *why, size_t why_size);
/* The planner's budget options, as `plan` and `review` take them: `id`
 * 't' (--time: `seconds`), 'n' (--moves: `moves`) or 'j' (--threads:
 * `threads`), within the planner's ceilings; false with `why` for a
 * value that will not do. */
bool cli_batch_budget_option(int id, const char *value, double *seconds,
    uint64_t *moves, int *threads, char *why, size_t why_size);

#endif
