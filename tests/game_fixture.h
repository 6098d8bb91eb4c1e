/*
 * What the suites of a game's life share (check_game_life.c,
 * check_game_keep.c, check_game_kept_files.c, check_game_watch.c,
 * check_game_as_played.c, check_game_spare.c and others): a
 * data folder of their own, its files, games opened by name, played to
 * their end by greedy's moves and kept as a game quit would keep them.
 */
#ifndef TUMBLE_TESTS_GAME_FIXTURE_H
#define TUMBLE_TESTS_GAME_FIXTURE_H

#include <stdbool.h>

#include "session/game.h"
#include "session/game_keep.h"

/* A fresh, empty data folder (XDG_DATA_HOME) and the tests' Mayan
 * levels; returns the folder. */
const char *fixture_fresh_data_dir(void);
/* `name` in the data folder's tumble/ (the next call overwrites it). */
const char *fixture_data_file(const char *name);
bool fixture_data_file_exists(const char *name);

/* Open the game of `kind` called `name`, as the menus or a command do. */
void fixture_open_named(game *g, game_kind kind, const char *name);
/* Greedy's move in a Same Game. */
same_cluster fixture_greedy(const game *g);
/* Keep `g` (moves made, not over) as a game quit would. */
void fixture_keep(game *g);
/* Open the Same Game `name`, play greedy's first move as the player
 * would, and keep it as a game quit would. */
void fixture_keep_after_a_move(game *g, const char *name);
/* The lines of a data file that start with `prefix`. */
int fixture_lines_starting(const char *name, const char *prefix);
/* The player plays greedy's moves to the end of a Same Game; `out`
 * holds the last move's outcome. */
void fixture_play_to_end(game *g, game_outcome *out);
/* The kept game of `kind` in `slot` as a menu lists it, NULL for
 * none. */
const game_kept_entry *fixture_kept_entry_of(game_kind kind, int slot);
/* Its words, "" for none. */
const char *fixture_kept_words_of(game_kind kind, int slot);
/* The words of the kept Same Game in `slot` as a menu lists them, ""
 * for none, and whether another tumble plays it. */
const char *fixture_kept_words_in(int slot, bool *elsewhere);
/* The kept Same Game in `slot` made to look kept `minutes` ago, as the
 * time of its file says. */
void fixture_kept_minutes_ago(int slot, int minutes);
/* Board 8x8:3:11 in `g`, kept as it is played, as the screens keep it. */
void fixture_open_as_played(game *g);
/* The player plays greedy's move in a Same Game. */
void fixture_play_a_move(game *g);
/* A move more on `g`, then kept as a quit keeps it. */
void fixture_keep_a_move_on(game *g);
/* The tumble of `g` dies without a word: the hold on its kept file goes
 * with it (the game stays, to be freed). */
void fixture_let_go(game *g);
/* The kept game as a tumble killed now leaves it: a child process takes
 * it up as the next start would; its title and move, or why it could not
 * be taken up. */
const char *fixture_taken_up_after_a_kill(void);

#endif
