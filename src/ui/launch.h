/*
 * The game's entry points, as main() dispatches to them: `tumble` alone
 * (the title menu), `tumble same ...` and `tumble mayan ...`.  Each reads
 * its options and files before the terminal is taken over, so that a bad
 * argument is reported in the shell, then runs its screen.
 */
#ifndef TUMBLE_UI_LAUNCH_H
#define TUMBLE_UI_LAUNCH_H

#include "command/options.h"
#include "ui/ui.h"

/* The options both games' screens take: --no-animation, --continue. */
enum { UI_OPTION_NO_ANIMATION = 400, UI_OPTION_CONTINUE };

/* Each game's interface: its --help, and what the manual is held to. */
extern const options_command ui_launch_same_command, ui_launch_mayan_command;

int ui_launch_title(void);
int ui_launch_same(int argc, char **argv);
int ui_launch_mayan(int argc, char **argv);

/* Run the loop with `first` on top (NULL: out of memory, status 1), once
 * the screens of each kind of game are named (ui_set_game_screens). */
int ui_launch_run(ui_screen *first);

#endif
