/*
 * `tumble mayan [FILE | LEVEL] [--no-animation]`: a Mayan puzzle from a
 * judge-format file or the built-in level pack, in the curses game.  A bad
 * puzzle file is reported before the terminal is taken over, so the
 * message stays readable in the shell.
 */
#include <stdlib.h>
#include <getopt.h>
#include <string.h>
#include <sys/stat.h>

#include "command/args.h"
#include "ui/launch.h"
#include "io/levels.h"
#include "session/game.h"
#include "session/mayan_progress.h"
#include "ui/mayan.h"

static void ui_launch_mayan_help(void)
{
	printf("Usage: tumble mayan [FILE | LEVEL] [--no-animation]\n"
	       "Play a Mayan puzzle: FILE in the judge's format, or LEVEL (a "
	       "name, a title\n"
	       "as the level menu shows it, in any case, or a number from 1) "
	       "of the built-in\n"
	       "pack; with neither, the first level not solved yet.  --no-animation shows moves at once instead of "
	       "blocks falling.\n"
	       "Keys are listed on the game's help page: press ?.\n");
}

static bool ui_launch_is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && !S_ISDIR(st.st_mode);
}

/* The puzzle that `arg` names (NULL: the default level) into `g`; an
 * exit status other than 0 once the trouble is printed. */
static int ui_launch_mayan_pick(const char *arg, game *g)
{
	levels_pack *pack = malloc(sizeof *pack);
	mayan_puzzle *puzzle = malloc(sizeof *puzzle);
	char path[8192], origin[sizeof g->origin];
	io_error e;
	int status = ARGS_EXIT_OK;
	if (pack == NULL || puzzle == NULL) {
		free(pack);
		free(puzzle);
		fprintf(stderr, "tumble mayan: out of memory\n");
		return ARGS_EXIT_BAD_INPUT;
	}
	levels_list(pack);
	int level = arg == NULL ? mayan_progress_default_level(pack) :
	    ui_launch_is_file(arg) ? -1 : levels_find(pack, arg);
	if (arg == NULL && level < 0) {
		fprintf(stderr, "tumble mayan: no levels are installed in %s; "
		    "give a puzzle FILE\n", pack->dir);
		status = ARGS_EXIT_BAD_INPUT;
	} else if (arg != NULL && level < 0 && !ui_launch_is_file(arg)) {
		fprintf(stderr, "tumble mayan: %s: no such file, nor a level "
		    "of the pack ('tumble shell' lists them with 'levels')\n",
		    arg);
		status = ARGS_EXIT_BAD_INPUT;
	} else {
		if (level >= 0 && !levels_path(pack, level, path, sizeof path))
			path[0] = '\0';
		else if (level < 0)
			snprintf(path, sizeof path, "%s", arg);
		if (level >= 0)
			snprintf(origin, sizeof origin, "level %s",
			    pack->name[level]);
		else
			snprintf(origin, sizeof origin, "%s", arg);
		if (!levels_read_puzzle(path, puzzle, &e)) {
			io_error_print(&e, stderr);
			status = ARGS_EXIT_BAD_INPUT;
		} else {
			game_start_mayan(g, &puzzle->board, puzzle->moves,
			    origin);
		}
	}
	free(pack);
	free(puzzle);
	return status;
}

static int ui_launch_mayan_option(int option, const char *value, void *user)
{
	bool *animate = user;
	*animate = false;
	return -1;
}

int ui_launch_mayan(int argc, char **argv)
{
	static const struct option options[] = {
		{ "no-animation", no_argument, NULL, 'A' },
		{ NULL, 0, NULL, 0 },
	};
	const char *arg;
	bool animate = true;
	const int usage = args_parse_with_operand("mayan", argc, argv, "",
	    options, ui_launch_mayan_option, ui_launch_mayan_help, &animate,
	    "FILE or LEVEL", &arg);
	if (usage >= 0)
		return usage;
	/* Keys come from standard input, so it cannot also hold the
	 * puzzle. */
	if (arg != NULL && strcmp(arg, "-") == 0)
		return args_usage_error("mayan", "the puzzle cannot come from "
		    "standard input, which the keys come from");
	game g;
	game_init(&g);
	int status = ui_launch_mayan_pick(arg, &g);
	if (status != ARGS_EXIT_OK)
		return status;
	ui_screen *screen = ui_mayan_new_game(&g, animate);
	return screen != NULL ? ui_run(screen) : ARGS_EXIT_BAD_INPUT;
}
