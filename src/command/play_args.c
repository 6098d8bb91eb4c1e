/*
 * The arguments of the game's entry points (see play_args.h).
 */
#include "command/play_args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command/args.h"
#include "command/game_options.h"
#include "engine/mayan_gen.h"
#include "io/atomic_file.h"
#include "io/escape.h"
#include "io/levels.h"
#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/mayan_random.h"

/* The options both games' screens take. */
enum { PLAY_ARGS_NO_ANIMATION = 400, PLAY_ARGS_CONTINUE };

static const options_entry play_args_same_options[] = {
	OPTIONS_SAME_BOARD,
	{ PLAY_ARGS_NO_ANIMATION, "no-animation", 0, NULL,
	    "show removals at once" },
	{ PLAY_ARGS_CONTINUE, "continue", 0, NULL, "take up the game quit "
	    "before its end" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command play_args_same_command = {
	.name = "same",
	.usage = "[FILE [-g K] | ID | PACK:K | SEED] [--size RxC] "
	    "[--colors K]\n"
	    "            [-s N] [--clearable] [--daily] [--no-animation]\n"
	    "tumble same --continue [--no-animation]\n",
	.about = "Play Same Game on board K (default 1) of FILE, a file of "
	    "boards;\non the board of an id (RxC:K:SEED, as "
	    "15x15:5:42); on board K of a built-in\npack (standard:3); or on "
	    "a random board of the size and colours asked\n(default 10x15 "
	    "with 3), from SEED (as -s N) or a new one.\n",
	.options = play_args_same_options,
	.notes = "The board's id is shown on screen, so it can be played "
	    "again.\nKeys are listed on the game's help page: press ?.\n",
};

/* What the options of `tumble same` ask for. */
typedef struct same_options {
	game_request request;
	bool animate, take_up;
} same_options;

static bool play_args_same_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	same_options *so = user;
	bool ok;
	if (game_options_same_board(o, value, &so->request, &ok, why,
	    why_size))
		return ok;
	if (o->id == PLAY_ARGS_CONTINUE)
		so->take_up = true;
	else
		so->animate = false;
	return true;
}

int play_args_same(int argc, char **argv, play_args *a)
{
	same_options o = { .request = game_request_new(GAME_SAME),
		.animate = true };
	const int parsed = options_parse_operand(&play_args_same_command, argc,
	    argv, play_args_same_option, &o, "FILE", &o.request.name);
	if (parsed >= 0)
		return parsed;
	/* Keys come from standard input, so it cannot also hold the board. */
	if (o.request.name != NULL && strcmp(o.request.name, "-") == 0)
		return args_usage_error("the board cannot come from "
		    "standard input, which the keys come from");
	game_open_error e;
	memset(a, 0, sizeof *a);
	a->start = PLAY_ARGS_GAME;
	a->animate = o.animate;
	game_init(&a->game);
	if (o.take_up) {
		const game_request plain = game_request_new(GAME_SAME);
		if (o.request.name != NULL || o.request.sized ||
		    o.request.seeded || o.request.daily ||
		    o.request.random.clearable != plain.random.clearable)
			return args_usage_error("--continue takes up "
			    "the game kept: give it no board, size, colours, "
			    "seed, --clearable or --daily");
		if (!game_open_kept(&a->game, GAME_SAME, GAME_KEPT_NEWEST, &e))
			return args_game_refused(&e);
	} else if (!game_open_to_play(&a->game, &o.request, &e)) {
		return args_game_refused(&e);
	}
	return -1;
}

static const options_entry play_args_continue_options[] = {
	{ PLAY_ARGS_NO_ANIMATION, "no-animation", 0, NULL,
	    "show moves and removals at once" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command play_args_continue_command = {
	.name = "--continue",
	.usage = "[--no-animation]\n",
	.about = "Take up the newest game kept, of either kind, as the title "
	    "menu's Continue\ndoes.\n",
	.options = play_args_continue_options,
};

static bool play_args_continue_option(const options_entry *o,
    const char *value, void *user, char *why, size_t why_size)
{
	(void)o, (void)value, (void)why, (void)why_size;
	*(bool *)user = false;
	return true;
}

int play_args_continue(int argc, char **argv, play_args *a)
{
	bool animate = true;
	int first;
	const int parsed = options_parse_args(&play_args_continue_command,
	    argc, argv, play_args_continue_option, &animate, &first);
	if (parsed >= 0)
		return parsed;
	if (first < argc)
		return args_usage_error("--continue takes up the game kept: "
		    "give it no board, found '%s'", argv[first]);
	game_kept_entry chosen;
	game_open_error e;
	memset(a, 0, sizeof *a);
	a->start = PLAY_ARGS_GAME;
	a->animate = animate;
	game_init(&a->game);
	if (!game_kept_choose(GAME_NONE, &chosen, &e) ||
	    !game_take_up_kept(&a->game, &chosen, NULL, &e))
		return args_game_refused(&e);
	return -1;
}

static const options_entry play_args_mayan_table[] = {
	{ 'r', "random", 'r', "N", "play a puzzle that needs exactly N moves "
	    "(1 to " OPTIONS_TEXT(MAYAN_GEN_MAX_MOVES) ")" },
	{ 's', "seed", 's', "S", "make the random puzzle from seed S (a fresh "
	    "one without)" },
	{ 'E', "edit", 0, NULL, "open the puzzle editor on FILE or LEVEL "
	    "(a new file\nwhen it is neither), or on the --random puzzle" },
	{ PLAY_ARGS_NO_ANIMATION, "no-animation", 0, NULL, "show moves at "
	    "once instead of blocks falling" },
	{ PLAY_ARGS_CONTINUE, "continue", 0, NULL, "take up the puzzle quit "
	    "before its end" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command play_args_mayan_command = {
	.name = "mayan",
	.usage = "[FILE | LEVEL] [--no-animation]\n"
	    "tumble mayan --random N [-s S] [--edit] [--no-animation]\n"
	    "tumble mayan --edit [FILE | LEVEL]\n"
	    "tumble mayan --continue [--no-animation]\n",
	.about = "Play a Mayan puzzle: FILE (a puzzle file), or LEVEL (a "
	    "name, a title\nas the level menu shows it, in any case, or a "
	    "number from 1) of the built-in\npack; with neither, the first "
	    "level not solved yet.\n",
	.options = play_args_mayan_table,
	.notes = "The same N and S give the same puzzle as 'tumble gen mayan "
	    "-n N -s S'.\nKeys are listed on the game's help page: press ?.\n",
};

static bool play_args_is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && !S_ISDIR(st.st_mode);
}

typedef struct play_args_mayan_options {
	bool animate;
	unsigned long long random_moves, seed; /* random_moves 0: none */
	bool have_seed;
	bool edit;
	bool take_up;
} play_args_mayan_options;

static bool play_args_mayan_option(const options_entry *o,
    const char *value, void *user, char *why, size_t why_size)
{
	play_args_mayan_options *m = user;
	switch (o->id) {
	case 'r':
		if (args_parse_number(value, 1, MAYAN_GEN_MAX_MOVES,
		    &m->random_moves))
			return true;
		escape_fit(why, why_size,
		    "--random takes a number from 1 to %d, "
		    "not '%s'", MAYAN_GEN_MAX_MOVES, value);
		return false;
	case 's':
		m->have_seed = args_parse_number(value, 0, UINT64_MAX,
		    &m->seed);
		if (!m->have_seed)
			escape_fit(why, why_size,
			    "--seed takes a number from 0 "
			    "to 18446744073709551615, not '%s'", value);
		return m->have_seed;
	case 'E':
		m->edit = true;
		return true;
	case PLAY_ARGS_CONTINUE:
		m->take_up = true;
		return true;
	default:
		m->animate = false;
		return true;
	}
}

/* The file of the level of the pack `name` names (by name, number or
 * title, as `tumble mayan LEVEL` takes it) into `file`; false for none. */
static bool play_args_level_file(const char *name, char *file, size_t size)
{
	levels_pack *pack = malloc(sizeof *pack);
	if (pack == NULL)
		return false;
	levels_list(pack);
	const int i = levels_find(pack, name);
	const bool found = i >= 0 && levels_path(pack, i, file, size);
	free(pack);
	return found;
}

/* The editor on the Mayan puzzle the file `path` holds, read as every
 * command reads it: a puzzle, or a save's start (a Same Game file is
 * named as such).  -1, or the exit status with the refusal printed. */
static int play_args_mayan_edit_file(const char *path, play_args *a)
{
	game_source *src = malloc(sizeof *src);
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	r.name = path;
	/* A board with a line of 3 is opened to be mended. */
	r.unsettled = true;
	int status = -1;
	if (src == NULL) {
		args_error("out of memory");
		status = ARGS_EXIT_BAD_INPUT;
	} else if (!game_source_find(&r, src, &e)) {
		status = args_game_refused(&e);
	} else {
		*a->puzzle = src->mayan;
		/* A save's start is a new puzzle, written where the player
		 * says: the save keeps its moves. */
		if (src->is_save)
			a->path = NULL;
	}
	free(src);
	if (status >= 0)
		play_args_free(a);
	return status;
}

/* The editor to open, on `path` (NULL: a puzzle not yet named), with
 * an empty puzzle to fill; false, said, when there is no memory. */
static bool play_args_edit_start(const char *path, play_args *a)
{
	a->start = PLAY_ARGS_EDIT;
	a->path = path;
	a->puzzle = calloc(1, sizeof *a->puzzle);
	if (a->puzzle == NULL)
		args_error("out of memory");
	return a->puzzle != NULL;
}

/* The editor on `path`: its puzzle when the file exists; else the
 * puzzle of the level it names, written wherever the player says (as
 * `e` on the level's screen); else an empty board that will be written
 * there, when a file can be written there at all. */
static int play_args_mayan_edit(const char *path, play_args *a)
{
	io_error e;
	char level[4096];
	if (!play_args_edit_start(path, a))
		return ARGS_EXIT_BAD_INPUT;
	a->puzzle->moves = 1;
	const char *from = NULL;
	if (path != NULL && play_args_is_file(path))
		return play_args_mayan_edit_file(path, a);
	if (path != NULL &&
	    play_args_level_file(path, level, sizeof level)) {
		from = level;
		a->path = NULL;
	}
	/* A new file: a name `w` could never write (a folder, a link to
	 * nothing, a file in a folder that is not there or is a file) is
	 * refused now, not after a puzzle is built there. */
	char why[4200];
	if (path != NULL && from == NULL &&
	    !atomic_file_writable(path, why, sizeof why)) {
		args_error("%s", why);
		play_args_free(a);
		return ARGS_EXIT_BAD_INPUT;
	}
	if (from != NULL && !levels_read_unsettled(from, a->puzzle, &e)) {
		/* A level that does not open is named as every command
		 * names a file; a fault in it by its line and column. */
		args_say_file_error(&e);
		play_args_free(a);
		return ARGS_EXIT_BAD_INPUT;
	}
	return -1;
}

/* The editor on the random puzzle of `moves` moves from `seed`, the one
 * `tumble gen mayan` prints, with its title, to be written wherever the
 * player says.  Made here, before the terminal is taken, as a deep one
 * is quick to make (bench/mayan_results.md). */
static int play_args_mayan_edit_random(int moves, uint64_t seed,
    play_args *a)
{
	if (!play_args_edit_start(NULL, a))
		return ARGS_EXIT_BAD_INPUT;
	if (!mayan_random_make(seed, moves, mayan_gen_default_colors(moves),
	    NULL, NULL, a->puzzle)) {
		args_error("no puzzle of %d moves found from seed %llu; try "
		    "another seed", moves, (unsigned long long)seed);
		play_args_free(a);
		return ARGS_EXIT_BAD_INPUT;
	}
	return -1;
}

int play_args_mayan(int argc, char **argv, play_args *a)
{
	const char *arg;
	play_args_mayan_options o = { .animate = true };
	const int usage = options_parse_operand(&play_args_mayan_command, argc,
	    argv, play_args_mayan_option, &o, "FILE or LEVEL", &arg);
	if (usage >= 0)
		return usage;
	if (o.have_seed && o.random_moves == 0)
		return args_usage_error("--seed goes with --random");
	if (arg != NULL && o.random_moves != 0)
		return args_usage_error("--random makes its own "
		    "puzzle: give it no FILE or LEVEL");
	/* Keys come from standard input, so it cannot also hold the
	 * puzzle. */
	if (arg != NULL && strcmp(arg, "-") == 0)
		return args_usage_error("the puzzle cannot come from "
		    "standard input, which the keys come from");
	if (o.take_up && (arg != NULL || o.edit || o.random_moves != 0))
		return args_usage_error("--continue takes up the "
		    "puzzle kept: give it nothing else");
	memset(a, 0, sizeof *a);
	a->animate = o.animate;
	game_init(&a->game);
	if (o.edit && o.random_moves != 0)
		return play_args_mayan_edit_random((int)o.random_moves,
		    o.have_seed ? o.seed : game_fresh_seed(), a);
	if (o.edit)
		return play_args_mayan_edit(arg, a);
	/* A random puzzle is made on the screen, where a long one shows a
	 * spinner and Esc stops it. */
	if (o.random_moves != 0) {
		a->start = PLAY_ARGS_RANDOM;
		a->moves = (int)o.random_moves;
		a->seed = o.have_seed ? o.seed : game_fresh_seed();
		return -1;
	}
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	r.name = arg;
	a->start = PLAY_ARGS_GAME;
	if (o.take_up ?
	    !game_open_kept(&a->game, GAME_MAYAN, GAME_KEPT_NEWEST, &e) :
	    !game_open_to_play(&a->game, &r, &e))
		return args_game_refused(&e);
	return -1;
}

void play_args_free(play_args *a)
{
	free(a->puzzle);
	a->puzzle = NULL;
	game_free(&a->game);
}
