/*
 * `tumble solve [FILE] [--time S] [--threads N]`: the exact Mayan solver as
 * a judge runs it, judge input to judge output: the n moves of the
 * smallest answer, one per line, or -1 when no sequence of exactly n moves
 * clears the board.  With --time the search stops after S seconds; then
 * nothing is printed, since a search cut short knows no answer, and the
 * exit status is 3.  --threads splits the search over N threads (default
 * one per core); the answer is the same.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "engine/mayan_solve.h"
#include "engine/mayan_split.h"
#include "io/escape.h"
#include "io/mayan_judge.h"
#include "io/seconds.h"
#include "session/game_open.h"
#include "session/game_rules.h"

static const options_entry solve_table[] = {
	{ 't', "time", 't', "SECONDS", "stop searching after SECONDS "
	    "(fractions such as 0.5\nwork; 0, the default, is no limit): "
	    "then nothing is\nprinted and the exit status is 3" },
	{ 'j', "threads", 'j', "N", "search on N threads side by side (1 to "
	    OPTIONS_TEXT(MAYAN_SPLIT_MAX_THREADS) "; default:\none per "
	    "core); the answer is the same on any N" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command cli_solve_command = {
	.name = "solve",
	.usage = "[FILE | LEVEL] [-t SECONDS] [-j N]\n",
	.about = "Solve the Mayan puzzle in FILE (judge format; "
	    "standard input\n"
	    "when FILE is - or missing), or LEVEL of the built-in pack (its\n"
	    "name, title or number): print the lexicographically smallest\n"
	    "sequence of exactly n moves that clears the board, one 'x y g'\n"
	    "per line, or -1 when there is none.\n"
	    "n may be 1 to " OPTIONS_TEXT(MAYAN_SOLVE_MAX_MOVES)
	    " (the judge's puzzles have at most 5).\n"
	    "Lines starting with '#' before n are a header and ignored.\n",
	.options = solve_table,
};

/* The clock that cancels a search: a thread asleep until the deadline. */
typedef struct solve_timer {
	pthread_t thread;
	struct timespec deadline; /* CLOCK_MONOTONIC */
	atomic_bool cancel;
	bool running;
} solve_timer;

static void *solve_timer_main(void *arg)
{
	solve_timer *t = arg;
	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &t->deadline,
	    NULL) != 0)
		;
	atomic_store(&t->cancel, true);
	return NULL;
}

/* Arm the timer for `seconds` (0: never); false when no thread starts. */
static bool solve_timer_start(solve_timer *t, double seconds)
{
	atomic_init(&t->cancel, false);
	t->running = false;
	if (seconds <= 0)
		return true;
	clock_gettime(CLOCK_MONOTONIC, &t->deadline);
	long long ns = (long long)(seconds * 1e9) + t->deadline.tv_nsec;
	t->deadline.tv_sec += (time_t)(ns / 1000000000);
	t->deadline.tv_nsec = (long)(ns % 1000000000);
	t->running = pthread_create(&t->thread, NULL, solve_timer_main, t) ==
	    0;
	return t->running;
}

static void solve_timer_stop(solve_timer *t)
{
	if (!t->running)
		return;
	/* clock_nanosleep is a cancellation point: the sleep ends here. */
	pthread_cancel(t->thread);
	pthread_join(t->thread, NULL);
	t->running = false;
}

typedef struct solve_options {
	double seconds;
	int threads; /* 0: one per core */
} solve_options;

static bool solve_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	solve_options *so = user;
	unsigned long long number;
	if (o->id == 'j') {
		if (args_parse_number(value, 1, MAYAN_SPLIT_MAX_THREADS,
		    &number)) {
			so->threads = (int)number;
			return true;
		}
		escape_fit(why, why_size, "--threads takes a number from 1 to "
		    "%d, not '%s'", MAYAN_SPLIT_MAX_THREADS, value);
		return false;
	}
	if (io_seconds_parse_budget(value, &so->seconds))
		return true;
	/* 0 searches to the end, however long: not a plan's 0. */
	char words[IO_SECONDS_WORDS_MAX];
	io_seconds_budget_words(words, sizeof words, "no limit");
	escape_fit(why, why_size, "--time takes %s, not '%s'", words, value);
	return false;
}

static int solve_read_named(const char *name, io_scan *scan,
    mayan_puzzle *puzzle);

/* The puzzle of a judge file, or standard input for NULL or "-". */
static int solve_read_file(const char *path, mayan_puzzle *puzzle)
{
	const char *name;
	FILE *fp = args_open_input(path, &name);
	if (fp == NULL)
		return ARGS_EXIT_BAD_INPUT;
	args_tell_terminal_input("a puzzle", fp);
	io_error error;
	io_scan *scan = io_scan_new_file(fp, name);
	/* A save, or a file of Same Game, is read as every command reads
	 * a file: a save's puzzle is solved from its start, and a Same
	 * Game file is named as such, where it was told what a Mayan
	 * column expected.  Its text is read once, so that standard input
	 * or a pipe, which cannot be opened again, is read as a file named
	 * is.  The look sets the limit of one puzzle or save: an endless
	 * stream of blanks is not read for 2 GB. */
	if (scan != NULL && game_file_looks(scan) != GAME_MAYAN) {
		const int status = solve_read_named(NULL, scan, puzzle);
		io_scan_free(scan);
		args_close_input(fp);
		return status;
	}
	const bool read = scan != NULL ?
	    mayan_judge_read(scan, puzzle, &error) :
	    io_error_set(&error, name, 0, 0, "out of memory");
	io_scan_free(scan);
	args_close_input(fp);
	if (!read) {
		args_say_file_error(&error);
		return ARGS_EXIT_BAD_INPUT;
	}
	return ARGS_EXIT_OK;
}

/* The puzzle of a level of the pack, by its name, title or number, or
 * of a file as every command reads one, or (`scan` not NULL) of the
 * file read once on `scan`, read so too. */
static int solve_read_named(const char *name, io_scan *scan,
    mayan_puzzle *puzzle)
{
	static game_source src;
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	io_error error;
	io_text text;
	r.name = name;
	r.judged = true;
	if (scan != NULL && !io_scan_take_text(scan, &text, &error)) {
		args_say_file_error(&error);
		return ARGS_EXIT_BAD_INPUT;
	}
	const bool found = scan != NULL ?
	    game_source_text(&r, &text, &src, &e) :
	    game_source_find(&r, &src, &e);
	if (scan != NULL)
		io_text_free(&text);
	if (!found)
		return args_game_refused(&e);
	*puzzle = src.mayan;
	return ARGS_EXIT_OK;
}

int cli_solve_main(int argc, char **argv)
{
	const char *path;
	solve_options o = { 0, 0 };
	const int usage = options_parse_operand(&cli_solve_command, argc, argv,
	    solve_option, &o, "FILE", &path);
	if (usage >= 0)
		return usage;
	static mayan_puzzle puzzle;
	const int read = path != NULL && !game_name_is_file(path) ?
	    solve_read_named(path, NULL, &puzzle) :
	    solve_read_file(path, &puzzle);
	if (read != ARGS_EXIT_OK)
		return read;

	/* The clock starts once the input is read: a slow pipe is not the
	 * search's time. */
	static solve_timer timer;
	if (!solve_timer_start(&timer, o.seconds)) {
		args_error("cannot start the clock for --time");
		return ARGS_EXIT_BAD_INPUT;
	}
	mayan_move answer[MAYAN_SOLVE_MAX_MOVES];
	const mayan_solve_status status = mayan_solve_split(&puzzle.board,
	    puzzle.moves, o.threads, &timer.cancel, answer, NULL);
	solve_timer_stop(&timer);
	if (status == MAYAN_SOLVE_CANCELLED) {
		char limit[48];
		io_seconds_format(limit, sizeof limit, o.seconds);
		args_error("no answer within %s s; try a longer --time",
		    limit);
		return ARGS_EXIT_OUT_OF_TIME;
	}
	if (status == MAYAN_SOLVE_FOUND) {
		char line[MAYAN_JUDGE_LINE_MAX];
		for (int i = 0; i < puzzle.moves; i++) {
			mayan_judge_format_move(line, answer[i]);
			puts(line);
		}
	} else {
		puts("-1");
	}
	return args_finish_output(ARGS_EXIT_OK);
}
