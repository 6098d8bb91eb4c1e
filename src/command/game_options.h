/*
 * The options that choose a Same Game board, declared once for every
 * command that takes them (`tumble same`, `new same` at the prompt and in
 * the shell): a board of a file, a seed, the size and colours of a random
 * board, a clearable one, the board of the day.  A command's table lists
 * them with OPTIONS_SAME_BOARD and hands what it meets to
 * game_options_same_board().
 */
#ifndef TUMBLE_COMMAND_GAME_OPTIONS_H
#define TUMBLE_COMMAND_GAME_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "command/options.h"
#include "engine/same.h"
#include "session/game_open.h"

enum {
	GAME_OPTION_SIZE = 300,
	GAME_OPTION_COLORS,
	GAME_OPTION_CLEARABLE,
	GAME_OPTION_DAILY,
};

/* Board K of a file: the batch commands take it alone. */
#define OPTIONS_FILE_GAME { 'g', "game", 'g', "K", "board K of FILE" }

#define OPTIONS_SAME_BOARD \
	OPTIONS_FILE_GAME, \
	{ 's', "seed", 's', "N", "the random board of seed N" }, \
	{ GAME_OPTION_SIZE, "size", 0, "RxC", "rows x columns of a random " \
	    "board, 1 to 20 each" }, \
	{ GAME_OPTION_COLORS, "colors", 0, "K", "colours of a random board, " \
	    "1 to " OPTIONS_TEXT(SAME_MAX_COLORS) }, \
	{ GAME_OPTION_CLEARABLE, "clearable", 0, NULL, "a random board built " \
	    "so that it can be cleared" }, \
	{ GAME_OPTION_DAILY, "daily", 0, NULL, "the board of the day: 15x15, " \
	    "5 colours, clearable" }

/* Take option `o` if it is one of OPTIONS_SAME_BOARD, into `r`: true when
 * it was one (*ok then says whether its value would do, `why` what was
 * expected). */
bool game_options_same_board(const options_entry *o, const char *value,
    game_request *r, bool *ok, char *why, size_t why_size);

#endif
