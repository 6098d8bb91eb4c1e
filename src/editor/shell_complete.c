/*
 * What Tab offers at the command line (see shell_complete.h).
 */
#include "editor/shell_complete.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/cmd.h"
#include "command/columns.h"
#include "command/options.h"
#include "io/escape.h"
#include "io/file_names.h"
#include "io/levels.h"
#include "session/game_rules.h"

static void shell_matches_add(shell_matches *m, const char *prefix,
    const char *name, const char *suffix)
{
	if (m->count == m->capacity) {
		size_t capacity = m->capacity ? 2 * m->capacity : 32;
		char **items = realloc(m->items, capacity * sizeof *items);
		if (items == NULL)
			return;
		m->items = items;
		m->capacity = capacity;
	}
	size_t size = strlen(prefix) + strlen(name) + strlen(suffix) + 1;
	char *item = malloc(size);
	if (item == NULL)
		return;
	snprintf(item, size, "%s%s%s", prefix, name, suffix);
	m->items[m->count++] = item;
}

void shell_matches_free(shell_matches *m)
{
	for (size_t i = 0; i < m->count; i++)
		free(m->items[i]);
	free(m->items);
}

bool shell_matches_shown(const shell_matches *m, size_t skip,
    shell_matches *shown)
{
	shown->items = calloc(m->count ? m->count : 1, sizeof *shown->items);
	shown->count = 0;
	shown->capacity = m->count;
	if (shown->items == NULL)
		return false;
	for (size_t i = 0; i < m->count; i++) {
		const char *name = m->items[i] + skip;
		const size_t size = 4 * strlen(name) + 1;
		char *item = malloc(size);
		if (item == NULL) {
			shell_matches_free(shown);
			return false;
		}
		shown->items[shown->count++] = escape_for_terminal(item, size,
		    name);
	}
	return true;
}

static bool shell_starts(const char *name, const char *word)
{
	return strncmp(name, word, strlen(word)) == 0;
}

/* The commands as `help` lists them.  Another name of one (`exit`,
 * `status`, which `help quit` and `help score` give) only when no name
 * begins so: it still completes, and a list shows each command once. */
static void shell_complete_commands(shell_matches *m, const char *word)
{
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++)
		if (shell_starts(e->name, word))
			shell_matches_add(m, "", e->name, "");
	if (m->count > 0)
		return;
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++)
		if (e->alias != NULL && shell_starts(e->alias, word))
			shell_matches_add(m, "", e->alias, "");
}

static void shell_complete_words(shell_matches *m, const char *word,
    const char *const *choices)
{
	for (int i = 0; choices[i] != NULL; i++)
		if (shell_starts(choices[i], word))
			shell_matches_add(m, "", choices[i], "");
}

static void shell_matches_add_file(void *data, const char *completed)
{
	shell_matches_add(data, "", completed, "");
}

/* Files and folders whose path starts with `word`; folders end in '/'. */
static void shell_complete_files(shell_matches *m, const char *word)
{
	file_names_complete(word, shell_matches_add_file, m);
}

static void shell_complete_levels(shell_matches *m, const char *word)
{
	levels_pack *pack = malloc(sizeof *pack);
	if (pack == NULL)
		return;
	levels_list(pack);
	char title[MAYAN_JUDGE_VALUE_MAX];
	for (int i = 0; i < pack->count; i++) {
		if (shell_starts(pack->name[i], word))
			shell_matches_add(m, "", pack->name[i], "");
		/* The title the menu shows, when it is not the name. */
		levels_title(pack, i, title, sizeof title);
		if (strcmp(title, pack->name[i]) != 0 &&
		    shell_starts(title, word))
			shell_matches_add(m, "", title, "");
	}
	free(pack);
}

/* The built-in Same Game packs, as a board of one is named: "standard:"
 * and its board number after the colon. */
static void shell_complete_packs(shell_matches *m, const char *word)
{
	levels_pack *pack = malloc(sizeof *pack);
	if (pack == NULL)
		return;
	levels_list_same(pack);
	char name[LEVELS_NAME_MAX + 1];
	for (int i = 0; i < pack->count; i++) {
		snprintf(name, sizeof name, "%s:", pack->name[i]);
		if (shell_starts(name, word))
			shell_matches_add(m, "", name, "");
	}
	free(pack);
}

static int shell_compare(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A kind of game (one of `kinds`, the words the command takes), then a
 * board of the kind named: `words` are the arguments typed before
 * `word`. */
static void shell_complete_boards(shell_matches *m,
    const char *const *kinds, char *const *words, int count,
    const char *word)
{
	if (count == 0 && kinds != NULL)
		shell_complete_words(m, word, kinds);
	else if (count == 1 && game_kind_of_command(words[0]) == GAME_MAYAN)
		shell_complete_levels(m, word);
	else if (count == 1 && game_kind_of_command(words[0]) == GAME_SAME)
		shell_complete_packs(m, word);
}

/* The options `command` takes where `words` (`count` of them, the
 * command first) stand, as `help CMD` lists them; NULL for none.  A
 * command that starts a kind of game takes its options after the kind
 * they are for, the Same Game (a Mayan level takes none). */
static const options_entry *shell_options_here(const cmd_entry *command,
    char *const *words, int count)
{
	if (command == NULL || command->options == NULL)
		return NULL;
	if (command->complete == CMD_COMPLETE_BOARD && (count < 2 ||
	    game_kind_of_command(words[1]) != GAME_SAME))
		return NULL;
	return command->options;
}

/* The long forms of `options` that begin with `word`. */
static void shell_complete_options(shell_matches *m,
    const options_entry *options, const char *word)
{
	for (const options_entry *o = options; o->name != NULL; o++) {
		char option[64];
		snprintf(option, sizeof option, "--%s", o->name);
		if (shell_starts(option, word))
			shell_matches_add(m, "", option, "");
	}
}

void shell_matches_find(shell_matches *m, char *const *words, int count,
    const char *word)
{
	const cmd_entry *command = count > 0 ? cmd_find(words[0]) : NULL;
	const cmd_complete complete = command != NULL ? command->complete :
	    CMD_COMPLETE_NONE;
	const options_entry *options = shell_options_here(command, words,
	    count);
	if (options != NULL && word[0] == '-')
		shell_complete_options(m, options, word);
	else if (count == 0 || (count == 1 &&
	    complete == CMD_COMPLETE_COMMAND))
		shell_complete_commands(m, word);
	else if (count == 1 && complete == CMD_COMPLETE_FILE)
		shell_complete_files(m, word);
	else if (complete == CMD_COMPLETE_BOARD)
		shell_complete_boards(m, command->words, words + 1, count - 1,
		    word);
	else if (count == 1 && command != NULL && command->words != NULL)
		shell_complete_words(m, word, command->words);
	if (m->count > 0)
		qsort(m->items, m->count, sizeof *m->items, shell_compare);
}

bool shell_match_is_whole(const char *match)
{
	const size_t len = strlen(match);
	return len > 0 && match[len - 1] != '/' && match[len - 1] != ':';
}

bool shell_list_asks(const char *const *names, size_t count, int width,
    int rows)
{
	return count > 1 && columns_plan(names, count, width).rows + 2 > rows;
}

/* Where the word before the cursor starts: after the last blank that no
 * backslash escapes. */
const char *shell_word_start(const char *line, const char *cursor)
{
	const char *start = line;
	for (const char *p = line; p < cursor; p++) {
		if (*p == '\\' && p + 1 < cursor)
			p++;
		else if (*p == ' ' || *p == '\t')
			start = p + 1;
	}
	return start;
}

/* `len` bytes of `text` with a backslash before each character that the
 * command line would otherwise split or interpret. */
void shell_escape(char *out, size_t size, const char *text, size_t len)
{
	size_t used = 0;
	for (size_t i = 0; i < len && used + 3 < size; i++) {
		if (strchr(" \t\\'\"#", text[i]) != NULL)
			out[used++] = '\\';
		out[used++] = text[i];
	}
	out[used] = '\0';
}
