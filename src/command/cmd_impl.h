/*
 * What the files of the command table share, and the commands each
 * defines for the table in cmd.c: cmd_game.c starts, loads and saves
 * games, cmd_play.c plays, shows and answers.  Private to src/command/.
 */
#ifndef TUMBLE_COMMAND_CMD_IMPL_H
#define TUMBLE_COMMAND_CMD_IMPL_H

#include <stdbool.h>

#include "command/cmd.h"
#include "command/options.h"
#include "session/game_play.h"

/* Leave a message for the caller; returns CMD_FAILED. */
cmd_status cmd_fail(cmd_call *call, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The same, pointing at `word`, one of the call's arguments. */
cmd_status cmd_fail_word(cmd_call *call, const char *word,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* What a command that shows nothing else did ("Undid move 3."), said
 * at a player's prompt (one that asks: the shell, the `:` prompt) and
 * escaped as a file's name must be; a script's output keeps to what it
 * asked for. */
void cmd_tell_player(cmd_call *call, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
bool cmd_number(cmd_call *call, const char *arg, long min, long max,
    const char *what, long *out);
const char *cmd_kind_name(game_kind kind);
/* The game's name wherever a command names it: a level as the game
 * screen names it ("Level 3 of 117"), any other game by its title
 * ("Board of the day, 4 December 2026"), escaped for the terminal. */
void cmd_game_name(const game *g, char *out, size_t size);
void cmd_print_same_move(cmd_call *call, long k,
    const same_cluster *move);
void cmd_print_same_final(cmd_call *call);
void cmd_play_same(cmd_call *call, int row, int col, bool assisted);
void cmd_print_outcome(cmd_call *call, const game_outcome *out);
/* What a move just played did, as `remove` and `move` say it: the move in
 * the judge's words, then at a Same Game's end its final line and how it
 * ranks (not for a move the computer chose, `assisted`), and a Mayan
 * puzzle solved or out of moves. */
void cmd_print_played(cmd_call *call, const game_outcome *out,
    bool assisted);
/* The question to ask before the game in play is dropped (see
 * cmd_drop_question), into `question`: false when none is asked (a
 * script's line, no move at stake). */
bool cmd_drop_asked(const cmd_call *call, char *question, size_t size);
/* Say what went wrong with a data file, once (a damaged one set aside
 * when the game began or ended). */
void cmd_print_alert(cmd_call *call);
/* Say `text`, trouble with a data file, as call->warn says: escaped,
 * broken between words, after the speaker when it speaks. */
void cmd_print_warning(cmd_call *call, const char *text);

/* The options of `new same` and `plan`, for `help CMD`. */
extern const options_entry cmd_new_same_options[], cmd_plan_options[];

/* cmd_game.c */
cmd_status cmd_load(cmd_call *call);
cmd_status cmd_new(cmd_call *call);
cmd_status cmd_continue(cmd_call *call);
cmd_status cmd_save(cmd_call *call);
cmd_status cmd_levels(cmd_call *call);

/* cmd_play.c */
cmd_status cmd_show_same(cmd_call *call);
cmd_status cmd_show_mayan(cmd_call *call);
cmd_status cmd_score_same(cmd_call *call);
cmd_status cmd_score_mayan(cmd_call *call);
cmd_status cmd_remove(cmd_call *call);
cmd_status cmd_move(cmd_call *call);
cmd_status cmd_greedy(cmd_call *call);
cmd_status cmd_plan(cmd_call *call);
cmd_status cmd_solve(cmd_call *call);
cmd_status cmd_hint_same(cmd_call *call);
cmd_status cmd_hint_mayan(cmd_call *call);
cmd_status cmd_undo(cmd_call *call);
cmd_status cmd_redo(cmd_call *call);
cmd_status cmd_restart(cmd_call *call);

#endif
