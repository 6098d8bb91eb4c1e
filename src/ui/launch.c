/*
 * What every interactive entry point shares: the screens that play each
 * kind of game are named here, once, above them all, and the loop runs.
 * `tumble` alone opens the title menu; `tumble same` and `tumble mayan`
 * open what their arguments ask for (command/play_args.h).
 */
#include "ui/launch.h"

#include "command/args.h"
#include "command/play_args.h"
#include "session/daily.h"
#include "session/same_assist.h"
#include "ui/mayan/edit.h"
#include "ui/mayan/mayan.h"
#include "ui/menu.h"
#include "ui/same/same.h"

int ui_launch_run(ui_screen *first)
{
	if (first == NULL)
		return ARGS_EXIT_BAD_INPUT;
	ui_set_game_screens(ui_same_new_game, ui_mayan_new_game);
	/* Before the terminal is taken over, where it stays readable. */
	char words[SAME_ASSIST_ENV_VARS][SAME_ASSIST_ENV_WARNING_MAX];
	const int count = same_assist_env_warnings(words);
	for (int i = 0; i < count; i++)
		args_error("%s", words[i]);
	char warning[DAILY_ENV_WARNING_MAX];
	if (daily_env_warning(warning, sizeof warning))
		args_error("%s", warning);
	return ui_run(first);
}

int ui_launch_title(void)
{
	return ui_launch_run(ui_menu_new());
}

int ui_launch_same(int argc, char **argv)
{
	play_args a;
	const int status = play_args_same(argc, argv, &a);
	if (status >= 0)
		return status;
	return ui_launch_run(ui_same_new_game(&a.game, a.animate));
}

int ui_launch_continue(int argc, char **argv)
{
	play_args a;
	const int status = play_args_continue(argc, argv, &a);
	if (status >= 0)
		return status;
	return ui_launch_run(a.game.kind == GAME_MAYAN ?
	    ui_mayan_new_game(&a.game, a.animate) :
	    ui_same_new_game(&a.game, a.animate));
}

int ui_launch_mayan(int argc, char **argv)
{
	play_args a;
	const int status = play_args_mayan(argc, argv, &a);
	if (status >= 0)
		return status;
	ui_screen *first;
	switch (a.start) {
	case PLAY_ARGS_EDIT:
		first = ui_mayan_edit_new_puzzle(a.puzzle, a.path,
		    a.animate);
		break;
	case PLAY_ARGS_RANDOM:
		first = ui_mayan_making_new(a.seed, a.moves, NULL, a.animate);
		break;
	default:
		first = ui_mayan_new_game(&a.game, a.animate);
		break;
	}
	play_args_free(&a);
	return ui_launch_run(first);
}
