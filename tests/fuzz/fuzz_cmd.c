/*
 * libFuzzer harness for the command line: lines of any bytes run against
 * a game as `tumble shell` runs them, and must give output or a message,
 * never a crash.  The first byte picks the game to start from, so the
 * commands of both puzzles are reached without reading files; lines whose
 * command reads or writes files (load, save, new mayan, levels), stops
 * the run (quit) or searches for a second by default (plan) are left
 * out, and the solver runs a few times per input at most.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command/cmd.h"

/* Enough commands to reach any position; more only repeat. */
#define FUZZ_MAX_LINES 48
/* Each search allocates and walks the solver's table, some milliseconds
 * under the sanitizers; two per input keep the fuzzer trying new inputs. */
#define FUZZ_MAX_SEARCHES 2

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A Mayan puzzle given as its five columns, bottom up, one digit a
 * block. */
static void fuzz_start_mayan(game *g, int n, const char *const columns[])
{
	mayan_board b;
	mayan_board_clear(&b);
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (const char *p = columns[x]; *p != '\0'; p++)
			if (*p != ' ')
				mayan_board_push(&b, x, *p - '0');
	game_start_mayan(g, &b, n, "fuzz");
}

static void fuzz_start(game *g, uint8_t choice)
{
	/* SPEC.md's sample: three moves keep the solver quick. */
	static const char *const sample[] = { "1", "2 1", "2 3 4", "3 1",
	    "2 4 3 4" };
	game_init(g);
	if (choice % 3 == 1)
		game_start_same_id(g, &(same_id){ 10, 15, 3, choice, false });
	else if (choice % 3 == 2)
		fuzz_start_mayan(g, 3, sample);
}

/* False for the commands this harness must not run; `searches` counts
 * down the solver runs left. */
static bool fuzz_allowed(const char *line, int *searches)
{
	static char words[4096];
	char *argv[CMD_MAX_ARGS];
	char error[CMD_ERROR_MAX];
	int argc;
	if (!cmd_split(line, words, sizeof words, argv, CMD_MAX_ARGS, &argc,
	    error, sizeof error) || argc == 0)
		return true;
	const cmd_entry *e = cmd_find(argv[0]);
	if (e == NULL)
		return true;
	static const char *const refused[] = { "load", "save", "levels",
	    "quit", "plan" };
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
		if (strcmp(e->name, refused[i]) == 0)
			return false;
	if (strcmp(e->name, "solve") == 0 || strcmp(e->name, "hint") == 0)
		return (*searches)-- > 0;
	return !(strcmp(e->name, "new") == 0 && argc > 1 &&
	    strcmp(argv[1], "mayan") == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static game g;
	static FILE *out;
	static char line[4096];
	char error[CMD_ERROR_MAX];
	if (size == 0 || size >= sizeof line)
		return 0;
	if (out == NULL && (out = fopen("/dev/null", "w")) == NULL)
		abort();
	fuzz_start(&g, data[0]);
	int searches = FUZZ_MAX_SEARCHES;
	size_t at = 1;
	for (int n = 0; at < size && n < FUZZ_MAX_LINES; n++) {
		const uint8_t *end = memchr(data + at, '\n', size - at);
		size_t len = end != NULL ? (size_t)(end - data - at) :
		    size - at;
		memcpy(line, data + at, len);
		line[len] = '\0';
		at += len + 1;
		if (fuzz_allowed(line, &searches))
			cmd_run_line(&g, line, out, error, sizeof error);
	}
	game_free(&g);
	return 0;
}
