/*
 * The game's entry points, as main() dispatches to them: `tumble` alone
 * (the title menu), `tumble same ...` and `tumble mayan ...`, their
 * arguments read by command/play_args.h before the terminal is taken
 * over, then the screen they ask for.
 */
#ifndef TUMBLE_UI_LAUNCH_H
#define TUMBLE_UI_LAUNCH_H

#include "ui/ui.h"

int ui_launch_title(void);
int ui_launch_same(int argc, char **argv);
int ui_launch_mayan(int argc, char **argv);
/* `tumble --continue ...`: the newest kept game, of either kind. */
int ui_launch_continue(int argc, char **argv);

/* Run the loop with `first` on top (NULL: out of memory, status 1), once
 * the screens of each kind of game are named (ui_set_game_screens). */
int ui_launch_run(ui_screen *first);

#endif
