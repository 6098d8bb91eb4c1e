/*
 * What every interactive entry point shares: the screens that play each
 * kind of game are named here, once, above them all, and the loop runs.
 * `tumble` alone opens the title menu.
 */
#include "ui/launch.h"

#include "command/args.h"
#include "ui/mayan/mayan.h"
#include "ui/menu.h"
#include "session/same_assist.h"
#include "ui/same/same.h"

int ui_launch_run(ui_screen *first)
{
	if (first == NULL)
		return ARGS_EXIT_BAD_INPUT;
	ui_set_game_screens(ui_same_new_game, ui_mayan_new_game);
	/* Before the terminal is taken over, where it stays readable. */
	same_assist_env_warnings(stderr);
	return ui_run(first);
}

int ui_launch_title(void)
{
	return ui_launch_run(ui_menu_new());
}
