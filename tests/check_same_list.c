/*
 * Same Game on other boards (SPEC.md section 1b): the board-list reader in
 * every form and every bad input, the research test set as published,
 * board ids pinned cell by cell, saves of other boards, and `tumble
 * greedy` on board lists checked against the plain rules of same_ref.c,
 * which share no code with the engine, in the judge's words written here.
 */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/same.h"
#include "io/same_id.h"
#include "io/same_list.h"
#include "same_ref.h"
#include "support.h"

/* ---- the reference: the plain rules of same_ref.c in SPEC 1's words ---- */

/* The judge's letters for colours 1 to 6. */
static const char letters[] = "?RGBYPC";

/* Greedy by the plain rules to the end, appending the judge's words for
 * game k to `out`. */
static void greedy_words(ref_board *b, int k, char *out)
{
	same_cluster moves[SAME_MAX_MOVES];
	const int count = ref_greedy_game(b, moves);
	long score = ref_clear_bonus(b);
	sprintf(out + strlen(out), "%sGame %d:\n\n", k > 1 ? "\n" : "", k);
	for (int i = 0; i < count; i++) {
		const same_cluster *m = &moves[i];
		const int points = ref_points(m->size);
		score += points;
		sprintf(out + strlen(out), "Move %d at (%d,%d): removed %d "
		    "balls of color %c, got %d points.\n", i + 1, m->row,
		    m->col, m->size, letters[m->color], points);
	}
	sprintf(out + strlen(out), "Final score: %ld, with %d balls "
	    "remaining.\n", score, ref_balls(b));
}

/* A small generator of the test's own, so the boards do not come from
 * the code under test. */
static unsigned long long lcg_state;
static int lcg_below(int n)
{
	lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (int)((lcg_state >> 33) % (unsigned long long)n);
}

/* Write board b to `text` in letters (with or without blanks) or digits,
 * with comments, CRLF and trailing blanks thrown in. */
static void write_board(const ref_board *b, char *text)
{
	const int form = lcg_below(3);
	for (int r = b->rows; r >= 1; r--) {
		if (lcg_below(8) == 0)
			strcat(text, "# a comment\n");
		char *p = text + strlen(text);
		for (int c = 1; c <= b->cols; c++) {
			const int color = b->cell[r][c];
			if (form == 0) {
				*p++ = letters[color];
			} else {
				if (c > 1)
					*p++ = ' ';
				*p++ = form == 1 ? letters[color] :
				    (char)('0' + color - 1);
			}
		}
		strcpy(p, lcg_below(4) == 0 ? "  \r\n" : "\n");
	}
}

START_TEST(greedy_on_board_lists_matches_the_reference)
{
	char *text = malloc(1 << 20), *want = malloc(1 << 22);
	for (int round = 0; round < 6; round++) {
		text[0] = want[0] = '\0';
		lcg_state = 1000u + (unsigned)round;
		const int boards = 40;
		for (int k = 1; k <= boards; k++) {
			ref_board b = { .rows = 1 + lcg_below(SAME_MAX_ROWS),
				.cols = 1 + lcg_below(SAME_MAX_COLS) };
			/* Colour 1 is present, so a one-colour board written
			 * in letters does not read as a judge count. */
			const int colors = 1 + lcg_below(SAME_MAX_COLORS);
			for (int c = 1; c <= b.cols; c++)
				for (int r = 1; r <= b.rows; r++)
					b.cell[r][c] = 1 + lcg_below(colors);
			b.cell[b.rows][1] = 1;
			strcat(text, k > 1 ? "\n" : "# boards of every size\n");
			write_board(&b, text);
			greedy_words(&b, k, want);
		}
		run_result r = support_run(text, NULL, "greedy", NULL);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.err, "");
		ck_assert_str_eq(r.out, want);
		support_run_free(&r);
	}
	free(text);
	free(want);
}
END_TEST

/* Read the research set with sscanf, board by board, as the reference. */
START_TEST(the_research_set_loads_as_published)
{
	const char *path =
	    support_test_path("data/same/standard20/problems.txt");
	char *text = support_read_file(path);
	ck_assert_msg(text != NULL, "cannot read %s", path);
	char *want = calloc(1, 1 << 20);
	const char *p = text;
	for (int k = 1; k <= 20; k++) {
		ref_board b = { .rows = 15, .cols = 15 };
		for (int r = 15; r >= 1; r--)
			for (int c = 1; c <= 15; c++) {
				int digit, used;
				ck_assert_int_eq(sscanf(p, "%d%n", &digit,
				    &used), 1);
				b.cell[r][c] = digit + 1;
				p += used;
			}
		greedy_words(&b, k, want);
	}
	run_result r = support_run(NULL, NULL, "greedy", path, NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, want);
	support_run_free(&r);

	/* The shipped pack is the same set behind a header of comments. */
	io_error e;
	long count;
	same_board board;
	const char *pack_path = support_test_path("../data/levels/same/"
	    "standard.txt");
	char *pack = support_read_file(pack_path);
	ck_assert_msg(pack != NULL, "cannot read %s", pack_path);
	io_scan *scan = io_scan_new_memory(pack, strlen(pack), "standard.txt");
	ck_assert(same_file_read_board(scan, 10, &board, &count, &e));
	io_scan_free(scan);
	ck_assert_int_eq(count, 20);
	ck_assert_int_eq(board.rows, 15);
	ck_assert_int_eq(board.cols, 15);
	ck_assert_int_eq(board.colors, 5);
	r = support_run(NULL, NULL, "greedy", pack_path, NULL);
	ck_assert_str_eq(r.out, want);
	support_run_free(&r);
	free(pack);
	free(want);
	free(text);
}
END_TEST

static void read_one(const char *text, same_board *b)
{
	io_scan *scan = io_scan_new_memory(text, strlen(text), "t");
	io_error e;
	long count;
	ck_assert_msg(same_file_read_board(scan, 1, b, &count, &e),
	    "%s: %d:%d: %s", text, e.line, e.col, e.what);
	io_scan_free(scan);
	ck_assert_int_eq(count, 1);
}

START_TEST(every_form_of_a_row_reads_alike)
{
	same_board want, b;
	support_same_board(&want, 4, "RGY\nBBR");
	const char *forms[] = {
		"RGY\nBBR\n",
		"R G Y\nB B R\n",
		"  R G  Y   \r\nBBR \r\n",
		"# a board\n\n0 1 3\n2 2 0\n\n\n",
		"0 1 3 \n# inside\n2 2 0\n",
	};
	for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
		read_one(forms[i], &b);
		ck_assert_msg(same_board_equal(&b, &want), "form %zu", i);
	}
	/* The colour count is the largest colour. */
	read_one("C R\nR R\n", &b);
	ck_assert_int_eq(b.colors, 6);
	read_one("R\n", &b);
	ck_assert_int_eq(b.colors, 1);
}
END_TEST

START_TEST(judge_files_and_lists_are_told_apart)
{
	static const struct {
		const char *text;
		same_file_form form;
	} cases[] = {
		{ "3\n\nRGB\n", SAME_FILE_JUDGE },
		{ "# c\n  1\r\nRRRRRRRRRRRRRRR\n", SAME_FILE_JUDGE },
		{ "0\n", SAME_FILE_JUDGE },
		{ "", SAME_FILE_JUDGE },
		{ "two\n", SAME_FILE_JUDGE },
		{ "RGB\n", SAME_FILE_LIST },
		/* A row whose first byte is no ball was read as a count. */
		{ "XRG\nRGB\n", SAME_FILE_LIST },
		{ "x R\n", SAME_FILE_LIST },
		{ "0 1 2\n", SAME_FILE_LIST },
		{ "1 0\n2 0\n", SAME_FILE_LIST },
		{ "3\n1 0\n2 1 0\n", SAME_FILE_MAYAN },
		{ "# title: x\n2\n1 1 0\n", SAME_FILE_MAYAN },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		io_scan *scan = io_scan_new_memory(cases[i].text,
		    strlen(cases[i].text), "t");
		ck_assert_msg(same_file_detect(scan) == cases[i].form,
		    "case %zu", i);
		/* Nothing was consumed. */
		ck_assert_int_eq(scan->line, 1);
		ck_assert_int_eq(scan->col, 1);
		io_scan_free(scan);
	}
}
END_TEST

/* `load` took game 1 of a judge file that announces 3 and holds 1, which
 * `greedy` refuses: one reader, one rule, the same words. */
START_TEST(a_judge_file_holds_what_it_announces)
{
	const char *board = "RGBRGBRGBRGBRGB\n";
	char text[512] = "3\n";
	for (int r = 0; r < SAME_JUDGE_ROWS; r++)
		strcat(text, board);
	same_board b;
	long count;
	io_error e;
	io_scan *scan = io_scan_new_memory(text, strlen(text), "<stdin>");
	ck_assert(!same_file_read_board(scan, 1, &b, &count, &e));
	io_scan_free(scan);
	char expected[256];
	snprintf(expected, sizeof expected, "<stdin>:%d:%d: %s\n", e.line,
	    e.col, e.what);
	ck_assert_ptr_nonnull(strstr(e.what, "fewer games than announced"));
	run_result r = support_run(text, NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, expected);
	support_run_free(&r);

	/* Nor anything after the games it announces. */
	text[0] = '1';
	strcat(text, "R\n");
	scan = io_scan_new_memory(text, strlen(text), "<stdin>");
	ck_assert(!same_file_read_board(scan, 1, &b, &count, &e));
	io_scan_free(scan);
	ck_assert_str_eq(e.what, "expected the end of input after 1 game");
	text[strlen(text) - 2] = '\0';
	scan = io_scan_new_memory(text, strlen(text), "<stdin>");
	ck_assert(same_file_read_board(scan, 1, &b, &count, &e));
	io_scan_free(scan);
	ck_assert_int_eq(count, 1);
}
END_TEST

static void expect_bad(const char *input, const char *message)
{
	run_result r = support_run(input, NULL, "greedy", NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	ck_assert_str_eq(r.err, message);
	support_run_free(&r);
}

START_TEST(bad_lists_are_refused_with_their_line)
{
	expect_bad("RGB\nRG\n", "<stdin>:2:3: expected 3 balls in row 2 of the "
	    "board, found 2\n");
	/* It asked for the number of games. */
	expect_bad("XRG\nRGB\n", "<stdin>:1:1: expected a ball R/G/B/Y/P/C, "
	    "found 'X'\n");
	expect_bad("RGB\nRGBR\n", "<stdin>:2:4: expected the end of row 2 "
	    "after 3 balls, found more\n");
	/* A board one ball wide counts in the singular. */
	expect_bad("R\nR\nRG\n", "<stdin>:3:2: expected the end of row 3 "
	    "after 1 ball, found more\n");
	expect_bad("RGX\n", "<stdin>:1:3: expected a ball R/G/B/Y/P/C, found "
	    "'X'\n");
	/* Balls in small letters are a list's rows all the same, and told
	 * to be capitals, where a first row of them asked for the number
	 * of games. */
	expect_bad("rg\nGB\n", "<stdin>:1:1: expected a ball R/G/B/Y/P/C (in "
	    "capitals), found 'r'\n");
	expect_bad("RG\ngb\n", "<stdin>:2:1: expected a ball R/G/B/Y/P/C (in "
	    "capitals), found 'g'\n");
	expect_bad("0 1 2\n0 1 7\n", "<stdin>:2:5: expected a ball 0..5, found "
	    "'7'\n");
	expect_bad("0 12\n", "<stdin>:1:4: expected a blank between the digits "
	    "of a row, found '2'\n");
	expect_bad("RGB\n0 1 2\n", "<stdin>:2:1: expected a ball R/G/B/Y/P/C "
	    "(this board is written in letters), found '0'\n");
	expect_bad("0 1 2\nR G B\n", "<stdin>:2:1: expected a ball 0..5 (this "
	    "board is written in digits), found 'R'\n");
	/* A lone carriage return ends no line, and is no blank: the rows
	 * of a file of CR line ends are not one row. */
	expect_bad("RG\rRG\r", "<stdin>:1:4: expected the end of the line "
	    "after a carriage return (lines end in LF or CRLF), found 'R'\n");
	expect_bad("R\vG\n", "<stdin>:1:2: expected a ball R/G/B/Y/P/C, "
	    "found byte 0x0b\n");
	expect_bad("RRRRRRRRRRRRRRRRRRRRR\n", "<stdin>:1:21: expected at most "
	    "20 balls in a row, found more\n");
	char rows[21 * 4 + 1] = "";
	for (int i = 0; i < 21; i++)
		strcat(rows, "RGB\n");
	expect_bad(rows, "<stdin>:21:1: expected at most 20 rows in a board, "
	    "found more\n");
	expect_bad("", "<stdin>:1:1: expected the number of games (a number "
	    "from 0 to 100000000), found end of input\n");
	expect_bad("# nothing\n\n", "<stdin>:3:1: expected the number of games "
	    "(a number from 0 to 100000000), found end of input\n");
}
END_TEST

/* Boards that ids name for ever: the top row first. */
static const struct pinned_board {
	const char *id;
	const char *picture;
} pinned[] = {
	{ "10x15:3:0", "BRBGBGGBBRGBGRR\nBGBRBGGGRBGBRBB\n"
	  "GRBRBGGGGGRGRRR\nGBGBRGBBGRRBRRG\nBRRBBRBRGRBRBBB\n"
	  "BGBBBRBGGBBRRGG\nGGGRRBRGGGRBBGG\nRRRBRBGRGRBRBBB\n"
	  "BRGRBBRGRGRBBGB\nGRRRBGBRRGRBRBR" },
	{ "10x15:3:42", "GBRBBGRBGRRBGRR\nBBGGBGGRRBRBGBB\n"
	  "BBBRGBGRBGBRRRB\nBGGBGGRRGBRGRGG\nBBGBRGRRGBGGRBB\n"
	  "BBRBBRRBGBRRBRG\nBRGBBGBGGRRGRBR\nBBGBBRRBGGBBGRR\n"
	  "GRRGBRBGGBBGBGB\nRBRGGGBBGRRBRBR" },
	{ "15x15:5:7", "BBYPBRYRBGBBYGP\nPRRPGGRYRPBGPRP\n"
	  "PBBBGRPBRPPGBRB\nYRGRYBPBPGYYPYP\nBRPPRGYBYYRGBRR\n"
	  "RYPYYYBBRBYRGPR\nBGPPGBYPBGYYBGG\nRYYGGBPGBRBGGRR\n"
	  "RYGPPRRRGPYBPBR\nPRBYPRPRPYYGRGB\nPRPYGGBPRPBBBYG\n"
	  "PRPYYGBGRGBRYYG\nPBPPPYRPGRPPGRG\nGGRYBYRYYPGGRYR\n"
	  "YBRRRYPPBGBRYYR" },
	{ "3x4:6:9223372036854775807", "BPPP\nRRRY\nRRPB" },
	{ "1x1:1:0", "R" },
};

START_TEST(ids_name_the_same_boards_for_ever)
{
	for (size_t i = 0; i < sizeof pinned / sizeof pinned[0]; i++) {
		same_id id;
		char why[256], again[SAME_ID_MAX];
		ck_assert(same_id_parse(pinned[i].id, &id, why, sizeof why));
		same_id_format(&id, again);
		ck_assert_str_eq(again, pinned[i].id);
		same_board b, want;
		same_id_board(&id, &b);
		support_same_board(&want, id.colors, pinned[i].picture);
		ck_assert_msg(same_board_equal(&b, &want), "%s", pinned[i].id);
	}
}
END_TEST

/* An id is taken wherever a board is named: greedy and plan on an id
 * print what they print for its board written out, greedy's the plain
 * rules' words; `gen same` writes that board; a bare seed is the id
 * 10x15:3:SEED. */
START_TEST(an_id_names_its_board_wherever_a_board_is_named)
{
	for (size_t i = 0; i < sizeof pinned / sizeof pinned[0]; i++) {
		same_id id;
		char why[256];
		ck_assert(same_id_parse(pinned[i].id, &id, why, sizeof why));
		char list[512];
		snprintf(list, sizeof list, "%s\n", pinned[i].picture);
		same_board b;
		support_same_board(&b, id.colors, pinned[i].picture);
		ref_board ref = ref_from(&b);
		static char want[1 << 16];
		want[0] = '\0';
		greedy_words(&ref, 1, want);
		run_result r = support_run(NULL, NULL, "greedy", pinned[i].id,
		    NULL);
		ck_assert_msg(r.status == 0, "%s: %s", pinned[i].id, r.err);
		ck_assert_str_eq(r.out, want);
		support_run_free(&r);

		run_result by_id = support_run(NULL, NULL, "plan", "-n", "300",
		    "-j", "1", pinned[i].id, NULL);
		run_result written = support_run(list, NULL, "plan", "-n",
		    "300", "-j", "1", NULL);
		ck_assert_int_eq(by_id.status, 0);
		ck_assert_int_eq(written.status, 0);
		ck_assert_str_eq(by_id.out, written.out);
		support_run_free(&by_id);
		support_run_free(&written);

		char size[16], colors[4], seed[24], gen[600];
		snprintf(size, sizeof size, "%dx%d", id.rows, id.cols);
		snprintf(colors, sizeof colors, "%d", id.colors);
		snprintf(seed, sizeof seed, "%llu",
		    (unsigned long long)id.seed);
		snprintf(gen, sizeof gen, "# %s\n%s", pinned[i].id, list);
		r = support_run(NULL, NULL, "gen", "same", "--size", size,
		    "-c", colors, "-s", seed, NULL);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.out, gen);
		support_run_free(&r);

		if (id.rows != 10 || id.cols != 15 || id.colors != 3)
			continue;
		r = support_run(NULL, NULL, "greedy", seed, NULL);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.out, want);
		support_run_free(&r);
	}
}
END_TEST

START_TEST(bad_ids_and_sizes_say_what_was_expected)
{
	static const char *const bad[] = {
		"10x15:3", "0x15:3:1", "10x21:3:1", "10x15:7:1", "10x15:0:1",
		"10x15:3:-1", "10x15:3:9223372036854775808", "x15:3:1",
		"10x15:3:1:2", "10*15:3:1", "10x15:3:", ":::",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		same_id id;
		char why[256];
		ck_assert_msg(!same_id_parse(bad[i], &id, why, sizeof why),
		    "%s", bad[i]);
		ck_assert_ptr_nonnull(strstr(why, bad[i]));
	}
	int rows, cols;
	char why[256];
	ck_assert(same_id_parse_size("20x1", &rows, &cols, why, sizeof why));
	ck_assert_int_eq(rows, 20);
	ck_assert_int_eq(cols, 1);
	ck_assert(!same_id_parse_size("21x1", &rows, &cols, why, sizeof why));
	ck_assert(!same_id_parse_size("5x", &rows, &cols, why, sizeof why));
	ck_assert_str_eq(why, "expected a size ROWSxCOLUMNS (each 1 to 20, as "
	    "15x15), found '5x'");
}
END_TEST

/* The shell plays any board: an id, a board of a list, saved and loaded. */
START_TEST(the_shell_plays_and_saves_any_board)
{
	const char *dir = support_temp_dir();
	char script[1024], save_path[256];
	snprintf(save_path, sizeof save_path, "%s/a.sav", dir);
	snprintf(script, sizeof script, "new same 5x7:6:3\ngreedy 2\n"
	    "save %s\nload %s\nundo\nundo\nredo\nredo\ngreedy all\n",
	    save_path, save_path);
	run_result r = support_run(script, NULL, "shell", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	/* The board as a list, played by greedy: what tumble greedy says. */
	same_board b;
	same_id_board(&(same_id){ 5, 7, 6, 3, false }, &b);
	char list[64];
	size_t n = 0;
	for (int row = 5; row >= 1; row--) {
		for (int c = 1; c <= 7; c++)
			list[n++] =
			    same_color_letter(same_board_at(&b, row, c));
		list[n++] = '\n';
	}
	list[n] = '\0';
	run_result batch = support_run(list, NULL, "greedy", NULL);
	ck_assert_int_eq(batch.status, 0);
	/* greedy 2 printed moves 1-2, and the two redos said them again;
	 * greedy all after the reload and the walk through undo and redo
	 * printed the game's header and the rest: together, without the
	 * redos' lines, the batch's block. */
	char *header = strstr(r.out, "Game 1:\n\n");
	ck_assert_ptr_nonnull(header);
	memmove(header, header + 9, strlen(header + 9) + 1);
	char *again = strstr(r.out + 1, "Move 1 at");
	ck_assert_ptr_nonnull(again);
	const char *after = strchr(strchr(again, '\n') + 1, '\n') + 1;
	memmove(again, after, strlen(after) + 1);
	ck_assert_str_eq(r.out, batch.out + 9);
	char *save = support_read_file(save_path);
	ck_assert_ptr_nonnull(save);
	/* greedy played the moves: the save says the game was assisted. */
	ck_assert_int_eq(strncmp(save, "tumble-save 2\nsame\nassisted\n"
	    "moves 2\n", 36), 0);
	free(save);
	support_run_free(&r);
	support_run_free(&batch);
}
END_TEST

/* A board list streams as a judge file does: the boards before a bad
 * one are printed, then the error, with status 1. */
START_TEST(a_bad_board_prints_the_boards_before_it)
{
	run_result good = support_run("RGB\nRGB\n", NULL, "greedy", NULL);
	run_result r = support_run("RGB\nRGB\n\nRG\nRGX\n", NULL, "greedy",
	    NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, good.out);
	ck_assert_str_eq(r.err, "<stdin>:5:3: expected a ball R/G/B/Y/P/C, "
	    "found 'X'\n");
	support_run_free(&good);
	support_run_free(&r);
}
END_TEST

/* The most memory `tumble greedy FILE` held, in kilobytes. */
static long greedy_peak_kb(const char *path)
{
	const char *bin = getenv("TUMBLE_BIN");
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);
		dup2(null, 1);
		execl(bin, bin, "greedy", path, (char *)NULL);
		_exit(127);
	}
	int status;
	struct rusage used;
	ck_assert_int_eq(wait4(pid, &status, 0, &used), pid);
	ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	return used.ru_maxrss;
}

/* A list of 200,000 boards is played in memory that does not grow with
 * it: read whole, it took over 100 MB. */
START_TEST(a_long_list_streams_in_memory_that_does_not_grow)
{
	char path[256];
	snprintf(path, sizeof path, "%s/long.list", support_temp_dir());
	FILE *fp = fopen(path, "w");
	ck_assert_ptr_nonnull(fp);
	for (int i = 0; i < 200000; i++)
		fputs(i % 2 ? "RGB\nGGB\n\n" : "RRC\n\n", fp);
	ck_assert_int_eq(fclose(fp), 0);
	const long kb = greedy_peak_kb(path);
	ck_assert_msg(kb < 40 * 1024, "%ld KB for 200,000 boards", kb);
	unlink(path);
}
END_TEST

static Suite *same_list_suite(void)
{
	Suite *s = suite_create("same_list");
	TCase *t = tcase_create("board lists");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, greedy_on_board_lists_matches_the_reference);
	tcase_add_test(t, the_research_set_loads_as_published);
	tcase_add_test(t, every_form_of_a_row_reads_alike);
	tcase_add_test(t, judge_files_and_lists_are_told_apart);
	tcase_add_test(t, bad_lists_are_refused_with_their_line);
	tcase_add_test(t, a_bad_board_prints_the_boards_before_it);
	tcase_add_test(t, a_long_list_streams_in_memory_that_does_not_grow);
	tcase_add_test(t, a_judge_file_holds_what_it_announces);
	tcase_add_test(t, ids_name_the_same_boards_for_ever);
	tcase_add_test(t, an_id_names_its_board_wherever_a_board_is_named);
	tcase_add_test(t, bad_ids_and_sizes_say_what_was_expected);
	tcase_add_test(t, the_shell_plays_and_saves_any_board);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(same_list_suite());
}
