/*
 * The Mayan puzzle editor's rules without a terminal: blocks put and
 * taken, a full column, n within 1..10, the lines of 3 that keep a board
 * from play, what is known and said of clearing it (never that it can be
 * played when it cannot be cleared), and its title, written as gen
 * writes it.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command/play_args.h"
#include "engine/mayan.h"
#include "engine/mayan_gen.h"
#include "engine/mayan_solve.h"
#include "io/atomic_file.h"
#include "io/levels.h"
#include "io/mayan_judge.h"
#include "io/scan.h"
#include "support.h"
#include "session/mayan_draft.h"
#include "session/mayan_edit.h"
#include "session/mayan_random.h"

START_TEST(the_editor_puts_and_takes_blocks)
{
	mayan_edit_board e;
	mayan_board empty, want;
	mayan_board_clear(&empty);
	mayan_edit_open(&e, &empty, 3);
	ck_assert(!e.changed);
	mayan_edit_move(&e, 2, 0);
	ck_assert(mayan_edit_put(&e, 1));
	ck_assert(mayan_edit_put(&e, 2));
	ck_assert(mayan_edit_put(&e, 10));
	ck_assert(e.changed);
	ck_assert_int_eq(e.y, 2);
	support_mayan_board(&want, "", "", "1 2 10", "", "");
	ck_assert(mayan_board_equal(&e.board, &want));
	/* Taking the middle block drops the one above it. */
	mayan_edit_move(&e, 0, -1);
	ck_assert(mayan_edit_take(&e));
	support_mayan_board(&want, "", "", "1 10", "", "");
	ck_assert(mayan_board_equal(&e.board, &want));
	/* Over the top of the column there is nothing to take. */
	mayan_edit_move(&e, 0, 5);
	ck_assert_int_eq(e.y, 2);
	ck_assert(!mayan_edit_take(&e));
	ck_assert(mayan_board_equal(&e.board, &want));
	/* The top block taken, the cursor is on the new top: x again
	 * empties the column. */
	mayan_edit_move(&e, 0, -1);
	ck_assert_int_eq(e.y, 1);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(e.y, 0);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(e.y, 0);
	ck_assert(mayan_board_equal(&e.board, &empty));
	ck_assert(!mayan_edit_take(&e));
	/* The cursor stays on the board. */
	mayan_edit_move(&e, 9, -9);
	ck_assert_int_eq(e.x, MAYAN_WIDTH - 1);
	ck_assert_int_eq(e.y, 0);
}
END_TEST

START_TEST(the_editor_refuses_an_eighth_block)
{
	mayan_edit_board e;
	mayan_board start, want;
	support_mayan_board(&start, "1 2 1 2 1 2 1", "", "", "", "");
	mayan_edit_open(&e, &start, 1);
	ck_assert(!mayan_edit_put(&e, 3));
	ck_assert(mayan_board_equal(&e.board, &start));
	ck_assert(!e.changed);
	/* The cursor reaches the top block of a full column, no further. */
	mayan_edit_move(&e, 0, 9);
	ck_assert_int_eq(e.y, MAYAN_HEIGHT - 1);
	ck_assert(mayan_edit_take(&e));
	support_mayan_board(&want, "1 2 1 2 1 2", "", "", "", "");
	ck_assert(mayan_board_equal(&e.board, &want));
	ck_assert(mayan_edit_put(&e, 3));
}
END_TEST

START_TEST(the_editor_keeps_n_from_1_to_10)
{
	mayan_edit_board e;
	mayan_board empty;
	mayan_board_clear(&empty);
	mayan_edit_open(&e, &empty, 0);
	ck_assert_int_eq(e.n, 1);
	ck_assert(!mayan_edit_step_n(&e, -1));
	ck_assert_int_eq(e.n, 1);
	for (int n = 2; n <= 10; n++)
		ck_assert(mayan_edit_step_n(&e, 1));
	ck_assert(!mayan_edit_step_n(&e, 1));
	ck_assert_int_eq(e.n, 10);
	mayan_edit_open(&e, &empty, 99);
	ck_assert_int_eq(e.n, 10);
}
END_TEST

START_TEST(the_editor_lights_lines_of_three)
{
	mayan_edit_board e;
	mayan_board empty;
	mayan_cells lit;
	mayan_board_clear(&empty);
	mayan_edit_open(&e, &empty, 2);
	ck_assert_int_eq(mayan_edit_check(&e, &lit), MAYAN_EDIT_EMPTY);
	ck_assert(lit == 0);
	/* Two of a colour side by side are fine; a third makes a line. */
	for (int x = 0; x < 2; x++) {
		mayan_edit_point(&e, x, 0);
		ck_assert(mayan_edit_put(&e, 4));
	}
	ck_assert_int_eq(mayan_edit_check(&e, &lit),
	    MAYAN_EDIT_WELL_FORMED);
	mayan_edit_point(&e, 2, 0);
	ck_assert(mayan_edit_put(&e, 4));
	ck_assert(mayan_edit_put(&e, 5));
	ck_assert_int_eq(mayan_edit_check(&e, &lit), MAYAN_EDIT_LINE);
	ck_assert(lit == (MAYAN_CELL(0, 0) | MAYAN_CELL(1, 0) |
	    MAYAN_CELL(2, 0)));
	/* Taking one out mends it. */
	mayan_edit_point(&e, 1, 0);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(mayan_edit_check(&e, &lit),
	    MAYAN_EDIT_WELL_FORMED);
	ck_assert(lit == 0);
}
END_TEST

/* An editor on a row 0 of `colors` (0 for an empty cell), for n. */
static void edit_row(mayan_edit_board *e, const int colors[MAYAN_WIDTH],
    int n)
{
	mayan_board empty;
	mayan_board_clear(&empty);
	mayan_edit_open(e, &empty, n);
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		mayan_edit_point(e, x, 0);
		if (colors[x] != 0)
			ck_assert(mayan_edit_put(e, colors[x]));
	}
}

START_TEST(the_editor_says_a_short_colour_never_clears)
{
	mayan_edit_board e;
	char said[160];
	edit_row(&e, (const int[]){ 1, 1, 0, 2, 2 }, 1);
	ck_assert_int_eq(mayan_edit_check(&e, &(mayan_cells){ 0 }),
	    MAYAN_EDIT_WELL_FORMED);
	ck_assert_int_eq(mayan_edit_short_color(&e), 1);
	/* Known without a search, for every n. */
	ck_assert_int_eq(mayan_edit_clears(&e, 1), MAYAN_EDIT_NEVER);
	ck_assert_int_eq(mayan_edit_clears(&e, 10), MAYAN_EDIT_NEVER);
	ck_assert(mayan_edit_never(&e));
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_NEVER);
	ck_assert_str_eq(said, "Cannot be cleared: colour 1 has 2 blocks, "
	    "and a line takes 3.");
	/* A third of each mends it; what is known then waits on a search. */
	mayan_edit_point(&e, 2, 0);
	ck_assert(mayan_edit_put(&e, 1));
	mayan_edit_point(&e, 3, 1);
	ck_assert(mayan_edit_put(&e, 2));
	ck_assert_int_eq(mayan_edit_short_color(&e), 0);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_UNKNOWN);
	ck_assert_str_eq(said, "Clears in 1 move? s checks; f finds the "
	    "fewest.");
}
END_TEST

START_TEST(the_editor_learns_what_searches_find)
{
	mayan_edit_board e;
	char said[160];
	edit_row(&e, (const int[]){ 1, 0, 1, 0, 1 }, 1);
	/* s for n = 1: none. */
	mayan_edit_learn(&e, 1, false);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_NEVER);
	ck_assert_str_eq(said, "Cannot be cleared in exactly 1 move.");
	ck_assert(strstr(said, "layable") == NULL);
	/* f goes on: 2 clears, so 2 is the fewest, whatever n is. */
	mayan_edit_learn(&e, 2, true);
	ck_assert_int_eq(mayan_edit_fewest(&e), 2);
	mayan_edit_say_clearing(&e, said, sizeof said);
	ck_assert_str_eq(said, "Cannot be cleared in exactly 1 move (the "
	    "fewest: 2).");
	/* n changed: what was found is kept. */
	ck_assert(mayan_edit_step_n(&e, 1));
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_CLEARS);
	ck_assert_str_eq(said, "Clears in exactly 2 moves, and no fewer.");
	ck_assert(mayan_edit_step_n(&e, 1));
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_UNKNOWN);
	ck_assert_str_eq(said, "The fewest moves that clear it: 2; s checks "
	    "exactly 3.");
	mayan_edit_learn(&e, 3, true);
	mayan_edit_say_clearing(&e, said, sizeof said);
	ck_assert_str_eq(said, "Clears in exactly 3 moves (the fewest: 2).");
	/* A block put: all of it is forgotten. */
	mayan_edit_point(&e, 0, 1);
	ck_assert(mayan_edit_put(&e, 1));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_UNKNOWN);
	ck_assert_int_eq(mayan_edit_fewest(&e), 0);
	ck_assert(mayan_edit_take(&e));
	ck_assert_int_eq(mayan_edit_clears(&e, 2), MAYAN_EDIT_UNKNOWN);
	/* No n up to 10 clears it: said once for all. */
	for (int n = 1; n <= MAYAN_SOLVE_MAX_MOVES; n++)
		mayan_edit_learn(&e, n, false);
	ck_assert(mayan_edit_never(&e));
	mayan_edit_say_clearing(&e, said, sizeof said);
	ck_assert_str_eq(said, "Cannot be cleared in 10 moves or fewer.");
}
END_TEST

/* The editor opened on the position `s` shows, for its moves left. */
static bool edit_learn_game(mayan_edit_board *e, const mayan_session *s,
    mayan_assist_answer *shown)
{
	mayan_edit_open(e, mayan_session_board(s),
	    mayan_session_n_from_here(s));
	return mayan_edit_learn_game(e, s, shown);
}

static void check_shown_line(const mayan_assist_answer *shown,
    const mayan_move *line, int count)
{
	ck_assert(shown->known && shown->found);
	ck_assert_int_eq(shown->count, count);
	for (int i = 0; i < count; i++)
		ck_assert_int_eq(mayan_move_compare(shown->move[i], line[i]),
		    0);
}

/* The editor opened from a game knows what the game's searches found
 * for the position it shows, as if s had run there: it said "Clears in
 * 3 moves? s checks" of a level whose answer the game held.  What the
 * game knows of another position, or of another n, is not learnt. */
START_TEST(the_editor_knows_what_the_game_found)
{
	mayan_board b;
	support_mayan_board(&b, "1", "2 1", "2 3 4", "3 1", "2 4 3 4");
	mayan_move line[MAYAN_SOLVE_MAX_MOVES];
	ck_assert_int_eq(mayan_solve(&b, 3, NULL, line), MAYAN_SOLVE_FOUND);
	mayan_session s;
	mayan_edit_board e;
	mayan_assist_answer shown;
	char said[160];
	mayan_session_start(&s, &b, 3);
	ck_assert(!edit_learn_game(&e, &s, &shown));
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_UNKNOWN);
	/* The answer found from the start, as a search notes it. */
	mayan_session_learn_at(&s, 0, true, line);
	mayan_session_learn_start(&s, true);
	ck_assert(edit_learn_game(&e, &s, &shown));
	check_shown_line(&shown, line, 3);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_CLEARS);
	ck_assert_str_eq(said, "Clears in exactly 3 moves.");
	/* Another n, or another board, is not the position's. */
	mayan_edit_open(&e, &b, 2);
	ck_assert(!mayan_edit_learn_game(&e, &s, &shown));
	ck_assert_int_eq(mayan_edit_clears(&e, 2), MAYAN_EDIT_UNKNOWN);
	mayan_edit_open(&e, &b, 3);
	mayan_edit_point(&e, 0, 1);
	ck_assert(mayan_edit_put(&e, 1));
	ck_assert(!mayan_edit_learn_game(&e, &s, &shown));
	/* The answer's first move played: the rest of it, for the moves
	 * left. */
	ck_assert(mayan_session_play(&s, line[0]));
	ck_assert(edit_learn_game(&e, &s, &shown));
	check_shown_line(&shown, line + 1, 2);
	ck_assert_int_eq(mayan_edit_clears(&e, 2), MAYAN_EDIT_CLEARS);
	/* Taken back, the line from the position after it speaks for the
	 * start too. */
	mayan_session_start(&s, &b, 3);
	ck_assert(mayan_session_play(&s, line[0]));
	mayan_session_learn_at(&s, 1, true, line + 1);
	ck_assert(mayan_session_undo(&s));
	ck_assert(edit_learn_game(&e, &s, &shown));
	check_shown_line(&shown, line, 3);
	/* Another first move: the line speaks for it no more; none found
	 * from there says it cannot be cleared in the moves left. */
	mayan_move other = line[0];
	other.g = -other.g;
	if (!mayan_session_play(&s, other)) {
		other = (mayan_move){ 1, 0, 1 };
		ck_assert(mayan_move_compare(other, line[0]) != 0);
		ck_assert(mayan_session_play(&s, other));
	}
	ck_assert(!edit_learn_game(&e, &s, &shown));
	mayan_session_learn_at(&s, 1, false, NULL);
	ck_assert(edit_learn_game(&e, &s, &shown));
	ck_assert(shown.known && !shown.found);
	ck_assert_int_eq(mayan_edit_say_clearing(&e, said, sizeof said),
	    MAYAN_EDIT_NEVER);
	ck_assert_str_eq(said, "Cannot be cleared in exactly 2 moves.");
	/* The start proved without a line kept (the review's search):
	 * none is shown as s shows it; one that clears, with nothing to
	 * show, is known all the same. */
	mayan_session_start(&s, &b, 3);
	mayan_session_learn_start(&s, false);
	ck_assert(edit_learn_game(&e, &s, &shown));
	ck_assert(shown.known && !shown.found);
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_NEVER);
	mayan_session_start(&s, &b, 3);
	mayan_session_learn_start(&s, true);
	ck_assert(edit_learn_game(&e, &s, &shown));
	ck_assert(!shown.known);
	ck_assert_int_eq(mayan_edit_clears(&e, 3), MAYAN_EDIT_CLEARS);
	/* No move left: the editor asks for one, which nothing searched. */
	mayan_session_start(&s, &b, 3);
	mayan_session_learn_at(&s, 0, true, line);
	for (int i = 0; i < 3; i++)
		ck_assert(mayan_session_play(&s, line[i]));
	ck_assert(!edit_learn_game(&e, &s, &shown));
}
END_TEST

START_TEST(the_editor_refuses_a_title_the_header_cannot_hold)
{
	mayan_edit_board e;
	char longest[MAYAN_JUDGE_VALUE_MAX + 1];
	edit_row(&e, (const int[]){ 1, 2, 1, 2, 3 }, 2);
	ck_assert_str_eq(e.title, "");
	e.changed = false;
	/* Blanks at the ends go; the rest is kept. */
	ck_assert(mayan_edit_set_title(&e, "  Two  Steps "));
	ck_assert_str_eq(e.title, "Two  Steps");
	ck_assert(e.changed);
	/* A newline would forge a header line; control bytes could reach
	 * the terminal: refused, as gen --title refuses them. */
	ck_assert(!mayan_edit_set_title(&e, "Two\n3"));
	ck_assert(!mayan_edit_set_title(&e, "Two\033[2J"));
	ck_assert(!mayan_edit_set_title(&e, "Tab\there"));
	memset(longest, 'a', sizeof longest - 1);
	longest[sizeof longest - 1] = '\0';
	ck_assert(!mayan_edit_set_title(&e, longest));
	longest[MAYAN_JUDGE_VALUE_MAX - 1] = '\0';
	ck_assert(mayan_edit_set_title(&e, longest));
	ck_assert(mayan_edit_set_title(&e, "Two Steps"));
	ck_assert_str_eq(e.title, "Two Steps");
	/* Empty: no title, and no title line. */
	ck_assert(mayan_edit_set_title(&e, "   "));
	ck_assert_str_eq(e.title, "");
}
END_TEST

START_TEST(the_editor_writes_the_title_line_gen_writes)
{
	mayan_edit_board e;
	static mayan_puzzle p, back;
	char text[512];
	edit_row(&e, (const int[]){ 1, 2, 1, 2, 3 }, 2);
	ck_assert(mayan_edit_set_title(&e, "Two Steps"));
	mayan_edit_puzzle(&e, &p);
	FILE *fp = fmemopen(text, sizeof text, "w");
	ck_assert(fp != NULL);
	ck_assert(mayan_judge_write(fp, &p));
	fclose(fp);
	ck_assert_str_eq(text, "# title: Two Steps\n2\n1 0\n2 0\n1 0\n"
	    "2 0\n3 0\n");
	io_error err;
	io_scan *s = io_scan_new_memory(text, strlen(text), "written");
	ck_assert(mayan_judge_read(s, &back, &err));
	io_scan_free(s);
	ck_assert_str_eq(mayan_puzzle_field(&back, "title"), "Two Steps");
	ck_assert_int_eq(back.moves, 2);
	ck_assert(mayan_board_equal(&back.board, &e.board));
	/* Untitled: a plain judge file. */
	ck_assert(mayan_edit_set_title(&e, ""));
	mayan_edit_puzzle(&e, &p);
	ck_assert_int_eq(p.fields, 0);
}
END_TEST

/* The puzzle written where the player says is the player's file: new,
 * it gets the mode the umask leaves (not the data folder's 0600), and
 * the board is then unchanged; a name that cannot be written says why
 * and leaves the board changed. */
START_TEST(the_editor_writes_a_file_the_player_names)
{
	mayan_edit_board e;
	char path[600], error[512];
	struct stat st;
	edit_row(&e, (const int[]){ 1, 2, 1, 2, 3 }, 2);
	ck_assert(mayan_edit_set_title(&e, "Mine"));
	e.changed = true;
	snprintf(path, sizeof path, "%s/mine.txt", support_temp_dir());
	mode_t was = umask(022);
	bool written = mayan_draft_write(&e, path, error, sizeof error);
	umask(was);
	ck_assert_msg(written, "%s", error);
	ck_assert(!e.changed);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0644);
	char *text = support_read_file(path);
	ck_assert_str_eq(text, "# title: Mine\n2\n1 0\n2 0\n1 0\n2 0\n"
	    "3 0\n");
	free(text);
	e.changed = true;
	ck_assert(!mayan_draft_write(&e, support_temp_dir(), error,
	    sizeof error));
	ck_assert_msg(strncmp(error, "cannot write ", 13) == 0, "%s", error);
	ck_assert(e.changed);
}
END_TEST

/* `tumble mayan LEVEL --edit` opens the editor on the level, to be
 * written wherever the player says, as `e` on the level's screen does:
 * it took the level's name for a new file of that name. */
START_TEST(the_command_line_edits_a_level_it_names)
{
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	mayan_puzzle level;
	io_error err;
	ck_assert(levels_read_puzzle(support_test_path(
	    "data/mayan/levels/02-wasted.txt"), &level, &err));
	static const char *const names[] = { "02-wasted", "2" };
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		char *argv[] = { "mayan", (char *)names[i], "--edit", NULL };
		play_args a;
		ck_assert_int_eq(play_args_mayan(3, argv, &a), -1);
		ck_assert_int_eq(a.start, PLAY_ARGS_EDIT);
		ck_assert_ptr_null(a.path);
		ck_assert_int_eq(a.puzzle->moves, level.moves);
		ck_assert(mayan_board_equal(&a.puzzle->board, &level.board));
		play_args_free(&a);
	}
	/* A name that is neither a file nor a level is a new file. */
	char *argv[] = { "mayan", "--edit", "no-such-level.txt", NULL };
	play_args a;
	ck_assert_int_eq(play_args_mayan(3, argv, &a), -1);
	ck_assert_str_eq(a.path, "no-such-level.txt");
	ck_assert(mayan_board_empty(&a.puzzle->board));
	play_args_free(&a);
	unsetenv("TUMBLE_LEVELS_DIR");
}
END_TEST

/* `tumble mayan --random N --seed S --edit` opens the editor on the
 * random puzzle, the one `tumble gen mayan -n N -s S` prints, to be
 * written wherever the player says: it was refused as a usage error. */
START_TEST(the_command_line_edits_a_random_puzzle)
{
	mayan_puzzle made;
	ck_assert(mayan_random_make(7, 3, mayan_gen_default_colors(3), NULL,
	    NULL, &made));
	char *argv[] = { "mayan", "--random", "3", "--seed", "7", "--edit",
	    NULL };
	play_args a;
	ck_assert_int_eq(play_args_mayan(6, argv, &a), -1);
	ck_assert_int_eq(a.start, PLAY_ARGS_EDIT);
	ck_assert_ptr_null(a.path);
	ck_assert_int_eq(a.puzzle->moves, 3);
	ck_assert(mayan_board_equal(&a.puzzle->board, &made.board));
	ck_assert_str_eq(mayan_puzzle_field(a.puzzle, "title"),
	    "3 moves, seed 7");
	play_args_free(&a);
	/* Without a seed, a fresh one: still a puzzle of N moves. */
	char *fresh[] = { "mayan", "--edit", "-r2", NULL };
	ck_assert_int_eq(play_args_mayan(3, fresh, &a), -1);
	ck_assert_int_eq(a.start, PLAY_ARGS_EDIT);
	ck_assert_int_eq(a.puzzle->moves, 2);
	ck_assert(!mayan_board_empty(&a.puzzle->board));
	play_args_free(&a);
	/* A FILE or LEVEL still does not go with --random. */
	char *both[] = { "mayan", "--edit", "-r2", "2", NULL };
	ck_assert_int_eq(play_args_mayan(4, both, &a), 2);
}
END_TEST

/* A file the editor cannot read is named as every command names one;
 * a fault inside it, by its line and column alone (a line of 3 is no
 * fault there: the editor opens it to be mended). */
START_TEST(the_editor_names_a_file_it_cannot_read)
{
	char fifo[512], bad[512];
	snprintf(fifo, sizeof fifo, "%s/fifo", support_temp_dir());
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	const char *const args[] = { "mayan", "--edit", fifo, NULL };
	run_result r = support_run_argv(NULL, NULL, NULL, args);
	ck_assert_int_eq(r.status, 1);
	char want[1024];
	snprintf(want, sizeof want, "tumble mayan: %s: a FIFO, not a "
	    "regular file\n", fifo);
	ck_assert_str_eq(r.err, want);
	support_run_free(&r);
	snprintf(bad, sizeof bad, "%s/colour.txt", support_temp_dir());
	support_write_file(bad, "3\n11 0\n0\n0\n0\n0\n");
	const char *const bad_args[] = { "mayan", "--edit", bad, NULL };
	r = support_run_argv(NULL, NULL, NULL, bad_args);
	ck_assert_int_eq(r.status, 1);
	ck_assert_msg(strncmp(r.err, bad, strlen(bad)) == 0 &&
	    strncmp(r.err + strlen(bad), ":2:1: ", 6) == 0, "%s", r.err);
	support_run_free(&r);
}
END_TEST

/* A name the editor could never write to (a folder, a link to nothing,
 * a loop of links) is refused before the editor opens, as `w` would
 * refuse it only after the player had built a puzzle there. */
START_TEST(the_editor_refuses_a_name_it_cannot_write)
{
	char dir[512], dangling[512], loop[512], loop2[512];
	snprintf(dir, sizeof dir, "%s/folder", support_temp_dir());
	snprintf(dangling, sizeof dangling, "%s/dangling", support_temp_dir());
	snprintf(loop, sizeof loop, "%s/loop", support_temp_dir());
	snprintf(loop2, sizeof loop2, "%s/loop2", support_temp_dir());
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	ck_assert_int_eq(symlink("nowhere", dangling), 0);
	ck_assert_int_eq(symlink(loop2, loop), 0);
	ck_assert_int_eq(symlink(loop, loop2), 0);
	const char *const names[] = { dir, dangling, loop };
	const char *const why[] = { ": a folder\n",
	    ": a link to nowhere, which does not exist\n",
	    ": Too many levels of symbolic links\n" };
	for (size_t i = 0; i < 3; i++) {
		const char *const args[] = { "mayan", "--edit", names[i],
		    NULL };
		run_result r = support_run_argv(NULL, NULL, NULL, args);
		char want[1200];
		snprintf(want, sizeof want, "tumble mayan: cannot write %s%s",
		    names[i], why[i]);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
	}
}
END_TEST

/* A new file whose folder is missing, or is a file, is refused before
 * the editor opens, in the words `w` would have said only after the
 * puzzle was built; a new file in a folder that is there still opens
 * the editor (which, with no terminal, is all it can say). */
START_TEST(the_editor_refuses_a_new_file_with_no_folder)
{
	char file[512], nodir[512], under_file[600], fresh[512];
	char said[1200], want[1300];
	snprintf(file, sizeof file, "%s/plain", support_temp_dir());
	support_write_file(file, "not a folder\n");
	snprintf(nodir, sizeof nodir, "%s/nodir/x.in", support_temp_dir());
	snprintf(under_file, sizeof under_file, "%s/x.in", file);
	const char *const names[] = { nodir, under_file };
	const char *const why[] = { "no such folder", "no such folder" };
	for (size_t i = 0; i < 2; i++) {
		ck_assert(!atomic_file_write(names[i], "x", 1, said,
		    sizeof said));
		snprintf(want, sizeof want, "cannot write %s: %s", names[i],
		    why[i]);
		ck_assert_str_eq(said, want);
		const char *const args[] = { "mayan", "--edit", names[i],
		    NULL };
		run_result r = support_run_argv(NULL, NULL, NULL, args);
		snprintf(want, sizeof want, "tumble mayan: %s\n", said);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		support_run_free(&r);
	}
	snprintf(fresh, sizeof fresh, "%s/fresh.in", support_temp_dir());
	const char *const args[] = { "mayan", "--edit", fresh, NULL };
	run_result r = support_run_argv(NULL, NULL, NULL, args);
	ck_assert_str_eq(r.err, "tumble mayan: the game needs a terminal\n");
	support_run_free(&r);
	ck_assert_int_ne(access(fresh, F_OK), 0);
}
END_TEST

/* Where a name typed in the editor leads: the file of the puzzle and a
 * new one are written at once, another file is asked about first, and
 * what the writer would refuse is refused before any question. */
START_TEST(the_editor_asks_before_replacing_another_file)
{
	char current[512], other[512], fresh[512], dir[512], error[512];
	snprintf(current, sizeof current, "%s/mine.in", support_temp_dir());
	snprintf(other, sizeof other, "%s/other.in", support_temp_dir());
	snprintf(fresh, sizeof fresh, "%s/fresh.in", support_temp_dir());
	snprintf(dir, sizeof dir, "%s/place", support_temp_dir());
	support_write_file(current, "1\n0\n0\n0\n0\n0\n");
	support_write_file(other, "1\n0\n0\n0\n0\n0\n");
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	ck_assert_int_eq(mayan_draft_place_of(current, current, error,
	    sizeof error), MAYAN_DRAFT_WRITE);
	ck_assert_int_eq(mayan_draft_place_of(fresh, current, error,
	    sizeof error), MAYAN_DRAFT_WRITE);
	ck_assert_int_eq(mayan_draft_place_of(other, current, error,
	    sizeof error), MAYAN_DRAFT_ASK_FIRST);
	ck_assert_int_eq(mayan_draft_place_of(other, "", error,
	    sizeof error), MAYAN_DRAFT_ASK_FIRST);
	ck_assert_int_eq(mayan_draft_place_of(dir, current, error,
	    sizeof error), MAYAN_DRAFT_REFUSED);
	char want[700];
	snprintf(want, sizeof want, "cannot write %s: a folder", dir);
	ck_assert_str_eq(error, want);
}
END_TEST

/* The puzzle kept unwritten comes back as it was left, a line of 3
 * standing included, and goes once taken up; a damaged one is set
 * aside, not offered. */
START_TEST(an_unwritten_puzzle_is_kept_and_taken_up)
{
	char data[512], file[600], alert[700], target[512];
	snprintf(data, sizeof data, "%s/data", support_temp_dir());
	setenv("XDG_DATA_HOME", data, 1);
	snprintf(file, sizeof file, "%s/tumble/mayan-draft", data);
	mayan_edit_board e, back;
	mayan_board board;
	support_mayan_board(&board, "1 1 1", "2", "", "", "");
	mayan_edit_open(&e, &board, 4);
	ck_assert(mayan_edit_set_title(&e, "Mine"));
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert_str_eq(alert, "");
	ck_assert(mayan_draft_keep(&e, "/tmp/mine.txt", alert, sizeof alert));
	ck_assert(mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert(mayan_board_equal(&back.board, &board));
	ck_assert_int_eq(back.n, 4);
	ck_assert_str_eq(back.title, "Mine");
	ck_assert_str_eq(target, "/tmp/mine.txt");
	ck_assert(back.changed);
	mayan_draft_forget();
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	/* A target the header cannot hold is left out, not the puzzle. */
	ck_assert(mayan_draft_keep(&e, "two\nlines", alert, sizeof alert));
	ck_assert(mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert_str_eq(target, "");
	support_write_file(file, "4\n1 1 11 0\n0\n0\n0\n0\n");
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	ck_assert_msg(strstr(alert, "mayan-draft.bad") != NULL, "%s", alert);
	ck_assert_int_eq(access(file, F_OK), -1);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* A damaged puzzle kept from the editor that cannot be set aside (a link
 * to a file too large to copy) is still named by line and column, with
 * why it stays. */
START_TEST(a_damaged_draft_left_in_place_is_named_where_it_fails)
{
	char data[512], folder[600], file[700], big[600], alert[1200];
	char target[512], want[1400], tmp[64];
	snprintf(tmp, sizeof tmp, "%s", support_temp_dir());
	snprintf(data, sizeof data, "%s/data", tmp);
	snprintf(folder, sizeof folder, "%s/tumble", data);
	snprintf(file, sizeof file, "%s/mayan-draft", folder);
	snprintf(big, sizeof big, "%s/big", tmp);
	setenv("XDG_DATA_HOME", data, 1);
	ck_assert_int_eq(mkdir(data, 0700), 0);
	ck_assert_int_eq(mkdir(folder, 0700), 0);
	/* Sparse: 100 MB of NUL bytes that take no room. */
	FILE *fp = fopen(big, "w");
	ck_assert_ptr_nonnull(fp);
	fclose(fp);
	ck_assert_int_eq(truncate(big, 100L * 1024 * 1024), 0);
	ck_assert_int_eq(symlink(big, file), 0);
	mayan_edit_board back;
	ck_assert(!mayan_draft_read(&back, target, sizeof target, alert,
	    sizeof alert));
	snprintf(want, sizeof want, "mayan-draft:1:1: expected the number of "
	    "moves (a number from 1 to 10), found byte 0x00; could not set "
	    "it aside as %s.bad", file);
	ck_assert_str_eq(alert, want);
	ck_assert_int_eq(access(file, F_OK), 0);
	unlink(file);
	unlink(big);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

static Suite *mayan_edit_suite(void)
{
	Suite *s = suite_create("mayan_edit");
	TCase *t = tcase_create("mayan_edit");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, the_editor_puts_and_takes_blocks);
	tcase_add_test(t, the_editor_names_a_file_it_cannot_read);
	tcase_add_test(t, the_editor_refuses_a_name_it_cannot_write);
	tcase_add_test(t, the_editor_refuses_a_new_file_with_no_folder);
	tcase_add_test(t, the_editor_asks_before_replacing_another_file);
	tcase_add_test(t, an_unwritten_puzzle_is_kept_and_taken_up);
	tcase_add_test(t,
	    a_damaged_draft_left_in_place_is_named_where_it_fails);
	tcase_add_test(t, the_editor_refuses_an_eighth_block);
	tcase_add_test(t, the_editor_keeps_n_from_1_to_10);
	tcase_add_test(t, the_editor_lights_lines_of_three);
	tcase_add_test(t, the_editor_says_a_short_colour_never_clears);
	tcase_add_test(t, the_editor_learns_what_searches_find);
	tcase_add_test(t, the_editor_knows_what_the_game_found);
	tcase_add_test(t, the_editor_refuses_a_title_the_header_cannot_hold);
	tcase_add_test(t, the_editor_writes_the_title_line_gen_writes);
	tcase_add_test(t, the_editor_writes_a_file_the_player_names);
	tcase_add_test(t, the_command_line_edits_a_level_it_names);
	tcase_add_test(t, the_command_line_edits_a_random_puzzle);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_edit_suite());
}
