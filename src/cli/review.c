/*
 * `tumble review [FILE] [-t SECONDS] [-j N] [-n N]`: the review of a game
 * kept in a save file (as `save FILE` writes it, and the kept game of
 * each kind), for scripts and tests.
 *
 * A Same Game: per move its points, the planner's best final points found
 * from before it and from after it, and its cost (session/same_review.h:
 * estimates, not proofs); then the three costliest moves, each with a
 * picture of the board before it ('.' for an empty cell) and the
 * planner's line from there in the judge's output format, which replays
 * from that board (the save's start and the moves before).  A Mayan
 * puzzle: the first move after which it could no longer be cleared in
 * exactly the moves left, exactly (session/mayan_review.h).  On a
 * terminal, standard error shows the positions searched so far.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/batch.h"
#include "cli/cli.h"
#include "io/reviews.h"
#include "io/same_judge.h"
#include "io/save_file.h"
#include "io/scan.h"
#include "io/seconds.h"
#include "session/game_open.h"
#include "session/game_rules.h"
#include "session/mayan_review.h"
#include "session/same_planner.h"
#include "session/same_review.h"

/* The moves named at the end. */
#define REVIEW_COSTLIEST 3
/* How often the progress line is redrawn. */
#define REVIEW_PROGRESS_MS 200

static const options_entry review_options_table[] = {
	{ 't', "time", 't', "SECONDS", "search each position this long, in "
	    "processor time\n(default 1; 0: " SAME_PLANNER_ZERO_SECONDS ")" },
	{ 'j', "threads", 'j', "N", "search N positions side by side "
	    "(default: one per core)" },
	{ 'n', "moves", 'n', "N", "search each position for N tried moves; "
	    "alone, the\nreview is the same every time; with --time, "
	    "whichever\nends first" },
	{ 0, NULL, 0, NULL, NULL },
};

const options_command cli_review_command = {
	.name = "review",
	.usage = "[FILE] [-t SECONDS] [-j N] [-n N]\n",
	.about = "Review the game a save FILE holds (standard input when FILE "
	    "is - or missing).\nSame Game: per move its points, the best final "
	    "points the planner found\nfrom before it and from after it, and "
	    "the cost; then the three costliest\nmoves with the board before "
	    "each and the planner's line from there, in the\njudge's output "
	    "format.  Mayan: the first move that made the puzzle\n"
	    "impossible, and what still cleared it from before.\n\n",
	.options = review_options_table,
	.notes = "The planner's figures are its estimates, not proofs: a "
	    "longer search may find\nmore.  On a terminal, standard error "
	    "shows the positions searched so far.\n",
};

typedef struct review_arguments {
	same_review_budget budget;
	double seconds;
	bool time_given;
} review_arguments;

static bool review_option(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size)
{
	review_arguments *a = user;
	if (o->id == 't')
		a->time_given = true;
	return cli_batch_budget_option(o->id, value, &a->seconds,
	    &a->budget.moves, &a->budget.threads, why, why_size);
}

/* The board as a picture: rows top first, '.' for an empty cell. */
static void review_print_board(const same_board *b)
{
	for (int r = b->rows; r >= 1; r--) {
		for (int c = 1; c <= b->cols; c++) {
			const int color = same_board_at(b, r, c);
			putchar(color ? same_color_letter(color) : '.');
		}
		putchar('\n');
	}
}

static void review_print_line(const same_plan_line *line)
{
	char text[SAME_JUDGE_LINE_MAX];
	same_judge_format_game(text, 1);
	printf("%s\n\n", text);
	for (int i = 0; i < line->count; i++) {
		same_judge_format_move(text, i + 1, &line->moves[i]);
		printf("%s\n", text);
	}
	same_judge_format_final(text, line->score, line->balls);
	printf("%s\n", text);
}

static void review_print_same(const same_review *r,
    const same_review_budget *budget)
{
	const long played = same_review_played_score(r);
	const long planner = same_review_planner_score(r);
	printf("Same Game of %d move%s: %ld point%s, %ld%% of the planner's "
	    "%ld from its start.\n", r->count, r->count == 1 ? "" : "s",
	    played, played == 1 ? "" : "s", reviews_share(played, planner),
	    planner);
	printf("Each of its %d positions searched for ", r->count + 1);
	char seconds[48];
	io_seconds_format(seconds, sizeof seconds, budget->seconds);
	if (budget->moves > 0 && budget->seconds > 0)
		printf("%s s of processor time or %llu tried moves", seconds,
		    (unsigned long long)budget->moves);
	else if (budget->moves > 0)
		printf("%llu tried moves", (unsigned long long)budget->moves);
	else
		printf("%s s of processor time", seconds);
	printf(";\nthe planner's figures are estimates, not proofs.\n\n");
	printf("Move  At       Points  Before   After    Cost\n");
	for (int k = 0; k < r->count; k++) {
		const same_review_move *m = &r->move[k];
		char at[16];
		snprintf(at, sizeof at, "(%d,%d)", m->played.row,
		    m->played.col);
		printf("%4d  %-7s %7d %7ld %7ld %7ld\n", k + 1, at, m->points,
		    m->before, m->after, m->cost);
	}
	int index[REVIEW_COSTLIEST];
	const int named = same_review_costliest(r, index, REVIEW_COSTLIEST);
	if (named == 0) {
		printf("\nNo move cost anything the planner found.\n");
		return;
	}
	if (named == 1)
		printf("\nThe costliest move:\n");
	else
		printf("\nThe %d costliest moves:\n", named);
	for (int i = 0; i < named; i++) {
		const int k = index[i];
		const same_review_move *m = &r->move[k];
		printf("\nMove %d at (%d,%d) cost %ld point%s.  The board "
		    "before it:\n\n", k + 1, m->played.row, m->played.col,
		    m->cost, m->cost == 1 ? "" : "s");
		review_print_board(&r->position[k].board);
		printf("\nThe planner's line from there:\n\n");
		review_print_line(&r->position[k].line);
	}
}

static int review_same(const save_game *save, same_review_budget *budget)
{
	/* As the game's review says it: a table of no row would look like
	 * a review that lost its moves. */
	if (save->count == 0) {
		printf("Same Game, no move played: there is nothing to "
		    "review.\n");
		return ARGS_EXIT_OK;
	}
	same_review_job *job = same_review_job_start(&save->same_start,
	    save->same_moves, save->count, budget);
	if (job == NULL) {
		args_error("out of memory");
		return ARGS_EXIT_BAD_INPUT;
	}
	/* On a terminal, the positions searched so far, redrawn in place. */
	const bool progress = isatty(STDERR_FILENO);
	const struct timespec pause = { 0, REVIEW_PROGRESS_MS * 1000000L };
	while (!same_review_job_done(job)) {
		if (progress)
			fprintf(stderr, "\rposition %d of %d\033[K",
			    same_review_job_searched(job), save->count + 1);
		nanosleep(&pause, NULL);
	}
	if (progress)
		fputs("\r\033[K", stderr);
	const same_review *r = same_review_job_result(job);
	if (r != NULL)
		review_print_same(r, budget);
	else
		args_error("out of memory");
	same_review_job_stop(job);
	return r != NULL ? ARGS_EXIT_OK : ARGS_EXIT_BAD_INPUT;
}

static int review_mayan(const save_game *save)
{
	mayan_session s;
	mayan_session_start(&s, &save->mayan_start.board,
	    save->mayan_start.moves);
	for (int k = 0; k < save->count; k++)
		mayan_session_play(&s, save->mayan_moves[k]);
	mayan_review review;
	const int moves = mayan_session_move_count(&s);
	printf("Mayan puzzle in %d move%s, ", s.limit, s.limit == 1 ? "" : "s");
	if (moves == 0)
		printf("no move played: ");
	else
		printf("%d played: ", moves);
	if (mayan_session_solved(&s)) {
		printf("solved.\n");
		return ARGS_EXIT_OK;
	}
	const mayan_solve_status status = mayan_review_first_fatal(&s, NULL,
	    NULL, &review);
	if (status == MAYAN_SOLVE_FOUND)
		printf("it can still be cleared in the %d move%s left.\n",
		    s.limit - moves, s.limit - moves == 1 ? "" : "s");
	else if (!review.found)
		printf("it cannot be cleared from its start.\n");
	else {
		char words[160];
		mayan_review_words(words, sizeof words, &s, &review);
		printf("%s\n", words);
	}
	return ARGS_EXIT_OK;
}

/* Whether the file read once in `text`, which does not look like a
 * save, is a game to play instead, as every command that reads a file
 * reads it: then said so, with the command that plays it when it is a
 * file named (`path`) that the game can open.  A file that reads as
 * neither is told what a save expected. */
static bool review_refuse_game(const char *path, const io_text *text)
{
	static game_source src;
	game_request r = game_request_new(GAME_NONE);
	game_open_error e;
	if (!game_source_text(&r, text, &src, &e) || src.is_save)
		return false;
	const game_rules *rules = game_rules_of(src.kind);
	struct stat st;
	const bool named = path != NULL && stat(path, &st) == 0 &&
	    S_ISREG(st.st_mode);
	args_error("%s is %s, not a saved game: tumble review reads "
	    "saves%s%s%s%s%s", text->name, rules->a_file,
	    named ? " (tumble " : "", named ? rules->command : "",
	    named ? " " : "", named ? path : "", named ? " plays it)" : "");
	return true;
}

/* The save on `scan`, or, when its text is no save, why: its text is
 * read once, so that standard input or a pipe, which cannot be opened
 * again, is named as a file is. */
static bool review_read_scan(const char *path, io_scan *scan,
    save_game *save, io_error *e, bool *said)
{
	*said = false;
	if (game_file_looks(scan) == GAME_NONE)
		return save_read(scan, save, e);
	io_text text;
	if (!io_scan_take_text(scan, &text, e))
		return false;
	*said = review_refuse_game(path, &text);
	bool ok = false;
	if (!*said) {
		io_scan *again = io_scan_new_text(&text);
		ok = again != NULL ? save_read(again, save, e) :
		    io_error_set(e, text.name, 0, 0, "out of memory");
		io_scan_free(again);
	}
	io_text_free(&text);
	return ok;
}

/* Read the save FILE names; false with the reader's error printed. */
static bool review_read(const char *path, save_game *save)
{
	const char *name;
	FILE *fp = args_open_input(path, &name);
	if (fp == NULL)
		return false;
	args_tell_terminal_input("a save", fp);
	io_error e;
	bool said = false;
	io_scan *scan = io_scan_new_file(fp, name);
	const bool ok = scan != NULL ?
	    review_read_scan(path, scan, save, &e, &said) :
	    io_error_set(&e, name, 0, 0, "out of memory");
	io_scan_free(scan);
	args_close_input(fp);
	if (!ok && !said)
		args_say_file_error(&e);
	return ok;
}

int cli_review_main(int argc, char **argv)
{
	review_arguments a = { .seconds = SAME_REVIEW_DEFAULT_SECONDS };
	const char *path;
	const int usage = options_parse_operand(&cli_review_command, argc,
	    argv, review_option, &a, "FILE", &path);
	if (usage >= 0)
		return usage;
	/* A move budget alone is the same every time: no clock unless
	 * asked. */
	a.budget.seconds = a.budget.moves > 0 && !a.time_given ? 0 :
	    a.seconds;
	if (a.budget.moves == 0 && a.budget.seconds == 0)
		return args_usage_error("--time 0 needs --moves");
	static save_game save;
	if (!review_read(path, &save))
		return args_finish_output(ARGS_EXIT_BAD_INPUT);
	const int status = save.kind == SAVE_SAME ?
	    review_same(&save, &a.budget) : review_mayan(&save);
	return args_finish_output(status);
}
