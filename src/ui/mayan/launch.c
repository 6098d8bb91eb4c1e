/*
 * `tumble mayan [FILE | LEVEL] [--random N [--seed S]] [--no-animation]`:
 * a Mayan puzzle from a judge-format file, the built-in level pack or the
 * generator, in the curses game; `tumble mayan --edit [FILE]`: the puzzle
 * editor.  A bad puzzle file is reported before the terminal is taken
 * over, so the message stays readable in the shell.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command/args.h"
#include "ui/launch.h"
#include "io/levels.h"
#include "engine/mayan_gen.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/edit.h"

static const options_entry ui_launch_mayan_table[] = {
	{ 'r', "random", 0, "N", "play a puzzle that needs exactly N moves (1 "
	    "to " OPTIONS_TEXT(MAYAN_GEN_MAX_MOVES) ")" },
	{ 's', "seed", 's', "S", "make the random puzzle from seed S (a fresh "
	    "one without)" },
	{ 'E', "edit", 0, NULL, "open the puzzle editor on FILE (a new one "
	    "when it does\nnot exist yet)" },
	{ UI_OPTION_NO_ANIMATION, "no-animation", 0, NULL, "show moves at "
	    "once instead of blocks falling" },
	{ UI_OPTION_CONTINUE, "continue", 0, NULL, "take up the puzzle quit "
	    "before its end" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command ui_launch_mayan_command = {
	.name = "mayan",
	.usage = "[FILE | LEVEL] [--no-animation]\n"
	    "tumble mayan --random N [-s S] [--no-animation]\n"
	    "tumble mayan --edit [FILE]\n"
	    "tumble mayan --continue\n",
	.about = "Play a Mayan puzzle: FILE (a puzzle file), or LEVEL (a "
	    "name, a title\nas the level menu shows it, in any case, or a "
	    "number from 1) of the built-in\npack; with neither, the first "
	    "level not solved yet.\n",
	.options = ui_launch_mayan_table,
	.notes = "The same N and S give the same puzzle as 'tumble gen mayan "
	    "-n N -s S'.\nKeys are listed on the game's help page: press ?.\n",
};

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
	bool take_up;
} ui_launch_mayan_options;

static bool ui_launch_mayan_option(const options_entry *o,
    const char *value, void *user, char *why, size_t why_size)
{
	ui_launch_mayan_options *m = user;
	switch (o->id) {
	case 'r':
		if (args_parse_number(value, 1, MAYAN_GEN_MAX_MOVES,
		    &m->random_moves))
			return true;
		snprintf(why, why_size, "--random takes a number from 1 to %d",
		    MAYAN_GEN_MAX_MOVES);
		return false;
	case 's':
		m->have_seed = args_parse_number(value, 0, UINT64_MAX,
		    &m->seed);
		if (!m->have_seed)
			snprintf(why, why_size, "--seed takes a number from 0 "
			    "to 18446744073709551615");
		return m->have_seed;
	case 'E':
		m->edit = true;
		return true;
	case UI_OPTION_CONTINUE:
		m->take_up = true;
		return true;
	default:
		m->animate = false;
		return true;
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
	ui_screen *screen = ui_mayan_edit_new_titled(&puzzle->board,
	    puzzle->moves, path, mayan_puzzle_field(puzzle, "title"), animate);
	free(puzzle);
	return ui_launch_run(screen);
}

int ui_launch_mayan(int argc, char **argv)
{
	const char *arg;
	ui_launch_mayan_options o = { .animate = true };
	const int usage = options_parse_operand(&ui_launch_mayan_command, argc,
	    argv, ui_launch_mayan_option, &o, "FILE or LEVEL", &arg);
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
	if (o.take_up && (arg != NULL || o.edit || o.random_moves != 0))
		return args_usage_error("mayan", "--continue takes up the "
		    "puzzle kept: give it nothing else");
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
	if (o.take_up ?
	    !game_open_kept(&g, GAME_MAYAN, GAME_KEPT_NEWEST, &e) :
	    !game_open(&g, &r, &e))
		return args_game_refused("mayan", &e);
	ui_screen *screen = ui_mayan_new_game(&g, o.animate);
	return ui_launch_run(screen);
}
