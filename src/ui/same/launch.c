/*
 * `tumble same` opens a Same Game board: of a file, an id, a pack or a
 * random one.  A bad board file is reported before the terminal is taken
 * over, so the message stays readable in the shell.
 */
#include <string.h>

#include "command/args.h"
#include "command/game_options.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "ui/launch.h"
#include "ui/same/same.h"

static const options_entry ui_launch_same_options[] = {
	OPTIONS_SAME_BOARD,
	{ UI_OPTION_NO_ANIMATION, "no-animation", 0, NULL,
	    "show removals at once" },
	{ UI_OPTION_CONTINUE, "continue", 0, NULL, "take up the game quit "
	    "before its end" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command ui_launch_same_command = {
	.name = "same",
	.usage = "[FILE [-g K] | ID | PACK:K | SEED] [--size RxC] [--colors K]\n"
	    "            [-s N] [--clearable] [--daily] [--no-animation]\n"
	    "tumble same --continue\n",
	.about = "Play Same Game on board K (default 1) of FILE, a file of "
	    "boards;\non the board of an id (RxC:K:SEED, as "
	    "15x15:5:42); on board K of a built-in\npack (standard:3); or on "
	    "a random board of the size and colours asked\n(default 10x15 "
	    "with 3), from seed N or a new one.\n",
	.options = ui_launch_same_options,
	.notes = "The board's id is shown on screen, so it can be played "
	    "again.\nKeys are listed on the game's help page: press ?.\n",
};

/* What the options of `tumble same` ask for. */
typedef struct same_options {
	game_request request;
	bool animate, take_up;
} same_options;

static bool ui_launch_same_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	same_options *so = user;
	bool ok;
	if (game_options_same_board(o, value, &so->request, &ok, why,
	    why_size))
		return ok;
	if (o->id == UI_OPTION_CONTINUE)
		so->take_up = true;
	else
		so->animate = false;
	return true;
}

int ui_launch_same(int argc, char **argv)
{
	same_options o = { .request = game_request_new(GAME_SAME),
		.animate = true };
	const int parsed = options_parse_operand(&ui_launch_same_command, argc,
	    argv, ui_launch_same_option, &o, "FILE", &o.request.name);
	if (parsed >= 0)
		return parsed;
	/* Keys come from standard input, so it cannot also hold the board. */
	if (o.request.name != NULL && strcmp(o.request.name, "-") == 0)
		return args_usage_error("same", "the board cannot come from "
		    "standard input, which the keys come from");
	game g;
	game_open_error e;
	game_init(&g);
	if (o.take_up) {
		const game_request plain = game_request_new(GAME_SAME);
		if (o.request.name != NULL || o.request.sized ||
		    o.request.seeded || o.request.daily ||
		    o.request.random.clearable != plain.random.clearable)
			return args_usage_error("same", "--continue takes up the "
			    "game kept: give it no board, size, colours, seed, "
			    "--clearable or --daily");
		if (!game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e))
			return args_game_refused("same", &e);
	} else if (!game_open(&g, &o.request, &e)) {
		return args_game_refused("same", &e);
	}
	ui_screen *screen = ui_same_new_game(&g, o.animate);
	return ui_launch_run(screen);
}

/* A random board of the size and colours chosen (the custom board). */
ui_screen *ui_same_new_random(int rows, int cols, int colors,
    bool clearable, bool animate)
{
	game_request r = game_request_new(GAME_SAME);
	r.random = (same_id){ rows, cols, colors, 0, clearable };
	r.sized = true;
	game g;
	game_open_error e;
	game_init(&g);
	if (!game_open(&g, &r, &e))
		return NULL;
	return ui_same_new_game(&g, animate);
}
