/*
 * What Tab offers at the command line (`tumble shell` and the game's `:`
 * prompt): the commands `help` lists, file names after `load` and `save`,
 * the game kinds after `new`, then a Mayan level's name or title, or a
 * Same Game pack ("standard:", its board number to type).  Apart from the
 * editor, so that what is offered can be checked without a terminal.
 */
#ifndef TUMBLE_EDITOR_SHELL_COMPLETE_H
#define TUMBLE_EDITOR_SHELL_COMPLETE_H

#include <stdbool.h>
#include <stddef.h>

/* Completion candidates: the strings that could replace a word. */
typedef struct shell_matches {
	char **items;
	size_t count, capacity;
} shell_matches;

/* Into `m` (empty, zeroed), sorted: what may replace `word` after the
 * words already typed, `words[0..count-1]`. */
void shell_matches_find(shell_matches *m, char *const *words, int count,
    const char *word);
void shell_matches_free(shell_matches *m);
/* Into `shown` (empty, zeroed): the candidates of `m` as Tab's list
 * shows them, each without its first `skip` bytes (the folder the typed
 * word names) and with its control bytes as \xNN, as every name from a
 * file is shown (io/escape.h): a file's name could otherwise carry an
 * escape sequence to the terminal.  False when out of memory, `shown`
 * then freed. */
bool shell_matches_shown(const shell_matches *m, size_t skip,
    shell_matches *shown);

/* The question asked before a list too long for the screen is shown,
 * as bash and readline ask it, with the number of candidates. */
#define SHELL_LIST_QUESTION "Display all %zu possibilities? (y or n)"

/* Whether Tab's list of the `count` names, laid out in columns for a
 * terminal `width` columns wide and `rows` high, is asked for before it
 * is shown: when it would push the line it was asked on off the screen
 * (the list, that line and the line shown again under it take more than
 * `rows`).  A shorter list is shown at once. */
bool shell_list_asks(const char *const *names, size_t count, int width,
    int rows);

/* Whether a lone candidate ends the word, to be followed by a blank: not
 * a folder ("puzzles/") nor a pack ("standard:"), which the name goes
 * on from. */
bool shell_match_is_whole(const char *match);

/* Where the word before `cursor` in `line` starts: after the last blank
 * that no backslash escapes. */
const char *shell_word_start(const char *line, const char *cursor);
/* `len` bytes of `text` into `out` (`size` bytes) with a backslash
 * before each character the command line would otherwise split or
 * interpret, as Tab inserts a candidate. */
void shell_escape(char *out, size_t size, const char *text, size_t len);

#endif
