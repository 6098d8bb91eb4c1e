/*
 * The arguments of `tumble same ...` and `tumble mayan ...`, read and
 * their game opened before the terminal is taken over, so that a bad
 * argument or board file is reported in the shell where it stays
 * readable.  The front end that plays is told only what to open.
 */
#ifndef TUMBLE_COMMAND_PLAY_ARGS_H
#define TUMBLE_COMMAND_PLAY_ARGS_H

#include <stdbool.h>
#include <stdint.h>

#include "command/options.h"
#include "io/mayan_judge.h"
#include "session/game.h"

/* What to open on the screen. */
typedef enum play_args_start {
	PLAY_ARGS_GAME,   /* `game`, opened */
	PLAY_ARGS_EDIT,   /* the editor on `puzzle`, from `path` */
	PLAY_ARGS_RANDOM, /* a random Mayan puzzle of `moves` from `seed` */
} play_args_start;

typedef struct play_args {
	play_args_start start;
	bool animate;
	game game;
	mayan_puzzle *puzzle; /* PLAY_ARGS_EDIT: freed by play_args_free */
	const char *path;     /* PLAY_ARGS_EDIT: the file, NULL for none */
	int moves;            /* PLAY_ARGS_RANDOM */
	uint64_t seed;
} play_args;

/* Each game's interface: its --help, and what the manual is held to. */
extern const options_command play_args_same_command,
    play_args_mayan_command, play_args_continue_command;

/* Read the arguments (argv[0] is the command's name) into `a`: -1 when
 * there is something to play, else the exit status, its message printed
 * on standard error. */
int play_args_same(int argc, char **argv, play_args *a);
int play_args_mayan(int argc, char **argv, play_args *a);

/* `tumble --continue [--no-animation]` (argv[0] is "--continue"): the
 * newest kept game of either kind, the one the title menu's Continue
 * offers, taken up into `a->game` (its kind says which screen plays
 * it); -1 when there is one, else the exit status, its message printed
 * on standard error. */
int play_args_continue(int argc, char **argv, play_args *a);

/* What play_args_mayan took for the editor, and a game not handed on. */
void play_args_free(play_args *a);

#endif
