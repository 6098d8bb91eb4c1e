/*
 * `tumble mayan [FILE | LEVEL] [--random N [--seed S]] [--no-animation]`:
 * a Mayan puzzle from a judge-format file, the built-in level pack or the
 * generator, in the curses game; `tumble mayan --edit [FILE]`: the puzzle
 * editor.  A bad puzzle file is reported before the terminal is taken
 * over, so the message stays readable in the shell.
 */
#include <stdlib.h>
#include <getopt.h>
#include <string.h>
#include <sys/stat.h>

#include "command/args.h"
#include "ui/launch.h"
#include "io/levels.h"
#include "engine/mayan_gen.h"
#include "session/game_open.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/edit.h"

static void ui_launch_mayan_help(void)
{
	printf("Usage: tumble mayan [FILE | LEVEL] [--no-animation]\n"
	       "       tumble mayan --random N [-s S] [--no-animation]\n"
	       "       tumble mayan --edit [FILE]\n"
	       "Play a Mayan puzzle: FILE in the judge's format, or LEVEL (a "
	       "name, a title\n"
	       "as the level menu shows it, in any case, or a number from 1) "
	       "of the built-in\n"
	       "pack; with neither, the first level not solved yet.  --no-animation shows moves at once instead of "
	       "blocks falling.\n"
	       "--random N plays a puzzle that needs exactly N moves (1 to "
	       "%d), made from the\n"
	       "seed S (--seed, -s; a fresh one without): the same N and S "
	       "give the same puzzle\n"
	       "as 'tumble gen mayan -n N -s S'.\n"
	       "--edit opens the puzzle editor on FILE (a new one when it "
	       "does not exist yet).\n"
	       "Keys are listed on the game's help page: press ?.\n",
	    MAYAN_GEN_MAX_MOVES);
}

static bool ui_launch_is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && !S_ISDIR(st.st_mode);
}

typedef struct ui_launch_mayan_options {
	bool animate;
	unsigned long long random_moves, seed; /* random_moves 0: none */
	bool have_seed;
	bool edit;
} ui_launch_mayan_options;

static int ui_launch_mayan_option(int option, const char *value, void *user)
{
	ui_launch_mayan_options *o = user;
	switch (option) {
	case 'r':
		if (!args_parse_number(value, 1, MAYAN_GEN_MAX_MOVES,
		    &o->random_moves))
			return args_usage_error("mayan", "--random takes a "
			    "number from 1 to %d", MAYAN_GEN_MAX_MOVES);
		return -1;
	case 's':
		if (!args_parse_number(value, 0, UINT64_MAX, &o->seed))
			return args_usage_error("mayan", "--seed takes a number "
			    "from 0 to 18446744073709551615");
		o->have_seed = true;
		return -1;
	case 'E':
		o->edit = true;
		return -1;
	default:
		o->animate = false;
		return -1;
	}
}

/* The editor on `path`: its puzzle when the file exists, else an empty
 * board that will be written there. */
static int ui_launch_mayan_edit(const char *path, bool animate)
{
	mayan_puzzle *puzzle = calloc(1, sizeof *puzzle);
	io_error e;
	if (puzzle == NULL) {
		fprintf(stderr, "tumble mayan: out of memory\n");
		return ARGS_EXIT_BAD_INPUT;
	}
	puzzle->moves = 1;
	if (path != NULL && ui_launch_is_file(path) &&
	    !levels_read_puzzle(path, puzzle, &e)) {
		io_error_print(&e, stderr);
		free(puzzle);
		return ARGS_EXIT_BAD_INPUT;
	}
	ui_screen *screen = ui_mayan_edit_new(&puzzle->board, puzzle->moves,
	    path, animate);
	free(puzzle);
	return ui_launch_run(screen);
}

int ui_launch_mayan(int argc, char **argv)
{
	static const struct option options[] = {
		{ "no-animation", no_argument, NULL, 'A' },
		{ "random", required_argument, NULL, 'r' },
		{ "seed", required_argument, NULL, 's' },
		{ "edit", no_argument, NULL, 'E' },
		{ NULL, 0, NULL, 0 },
	};
	const char *arg;
	ui_launch_mayan_options o = { .animate = true };
	const int usage = args_parse_with_operand("mayan", argc, argv, "s:",
	    options, ui_launch_mayan_option, ui_launch_mayan_help, &o,
	    "FILE or LEVEL", &arg);
	if (usage >= 0)
		return usage;
	if (o.have_seed && o.random_moves == 0)
		return args_usage_error("mayan", "--seed goes with --random");
	if (arg != NULL && o.random_moves != 0)
		return args_usage_error("mayan", "--random makes its own puzzle: "
		    "give it no FILE or LEVEL");
	/* Keys come from standard input, so it cannot also hold the
	 * puzzle. */
	if (arg != NULL && strcmp(arg, "-") == 0)
		return args_usage_error("mayan", "the puzzle cannot come from "
		    "standard input, which the keys come from");
	if (o.edit && o.random_moves != 0)
		return args_usage_error("mayan", "--edit and --random do not go "
		    "together");
	if (o.edit)
		return ui_launch_mayan_edit(arg, o.animate);
	/* A random puzzle is made on the screen, where a long one shows a
	 * spinner and Esc stops it. */
	if (o.random_moves != 0) {
		ui_screen *making = ui_mayan_making_new(o.have_seed ? o.seed :
		    game_fresh_seed(), (int)o.random_moves, NULL,
		    o.animate);
		return ui_launch_run(making);
	}
	game_request r = game_request_new(GAME_MAYAN);
	game g;
	game_open_error e;
	r.name = arg;
	game_init(&g);
	if (!game_open(&g, &r, &e))
		return args_game_refused("mayan", &e);
	ui_screen *screen = ui_mayan_new_game(&g, o.animate);
	return ui_launch_run(screen);
}
