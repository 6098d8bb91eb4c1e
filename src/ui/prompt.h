/*
 * The `:` command line of the game screens.  Curses cannot host libedit's
 * line, so the prompt leaves curses for one line: it prints the board as
 * the shell's `show` does, reads a line with the shell's editor (the same
 * history as `tumble shell`), runs it through the command table on the
 * very game the screen shows, lets the player read what it printed, and
 * comes back to curses on Enter.
 */
#ifndef TUMBLE_UI_PROMPT_H
#define TUMBLE_UI_PROMPT_H

#include <stdbool.h>

#include "command/cmd.h"
#include "session/game.h"
#include "ui/game_screen.h"
#include "ui/ui.h"

typedef enum ui_prompt_result {
	UI_PROMPT_STAY,   /* the screen shows its game as it now is */
	UI_PROMPT_QUIT,   /* the command asked to leave the game */
	UI_PROMPT_SWITCH, /* the game is now one of another kind */
} ui_prompt_result;

/* The longest line the prompt reads. */
#define UI_PROMPT_LINE_MAX 4096

/* Run one command line on the game of the screen `gs` shows; its note
 * says how it went (the command's error, or the line).  After a command
 * the player presses any key to go back, or `:` for another line; `new`
 * and `load` (once the game they name is found) and `quit` ask when the
 * game in play has moves at stake, and the game is left as the screen
 * leaves it (gs->kind->leave) before `new` or `load` replaces it.  A
 * command that searches on a game of the kind shown (its entry says so:
 * `plan`, `solve`, Mayan's `hint`) is not run here, where it would hold
 * the screen until it ends: the line is copied to `typed` and its search
 * to `search` (CMD_SEARCH_NONE otherwise), and the screen starts its own
 * search, on a thread, with its spinner and Esc, as its key does. */
ui_prompt_result ui_prompt_run_search(ui_game *gs, cmd_search *search,
    char *typed, size_t typed_size);

/* Replace the screen on top, which shows `g`, by a screen of g's kind that
 * takes the game over. */
void ui_prompt_switch(game *g, bool animate);

#endif
