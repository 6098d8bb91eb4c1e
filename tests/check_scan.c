/*
 * The scanner's limits and the files it opens: a line or an input past
 * its limit stops the reader with a message at the place it was passed
 * (an endless stream included), the game's and the data files' readers
 * take only regular files, and a FIFO, a device or a folder is refused
 * at once by name rather than waited on or read without end.
 */
#define _GNU_SOURCE /* fopencookie */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/escape.h"
#include "io/progress.h"
#include "io/same_custom.h"
#include "io/same_judge.h"
#include "io/same_list.h"
#include "io/scan.h"
#include "io/scan_text.h"
#include "io/scores.h"
#include "support.h"

/* A stream that never ends, of one byte over and over. */
static ssize_t endless_read(void *cookie, char *buf, size_t size)
{
	memset(buf, *(const char *)cookie, size);
	return (ssize_t)size;
}

static FILE *endless(const char *byte)
{
	FILE *fp = fopencookie((void *)byte, "r",
	    (cookie_io_functions_t){ .read = endless_read });
	ck_assert_ptr_nonnull(fp);
	return fp;
}

/* Text of `count` bytes `byte`, NUL-terminated. */
static char *repeated(char byte, size_t count)
{
	char *text = malloc(count + 1);
	ck_assert_ptr_nonnull(text);
	memset(text, byte, count);
	text[count] = '\0';
	return text;
}

START_TEST(a_line_holds_at_most_the_line_limit)
{
	char *text = repeated(' ', IO_SCAN_LINE_MAX + 1);
	text[IO_SCAN_LINE_MAX] = '\n';
	io_scan *s = io_scan_new_memory(text, IO_SCAN_LINE_MAX + 1, "ok");
	ck_assert(io_scan_at_end(s));
	ck_assert(!s->read_failed);
	io_scan_free(s);

	/* One blank more and the line is too long, where the limit is. */
	text[IO_SCAN_LINE_MAX] = ' ';
	s = io_scan_new_memory(text, IO_SCAN_LINE_MAX + 1, "long");
	ck_assert(!io_scan_at_end(s));
	io_error e;
	ck_assert(!io_scan_fail(s, &e, "anything"));
	ck_assert_int_eq(e.line, 1);
	ck_assert_int_eq(e.col, IO_SCAN_LINE_MAX + 1);
	ck_assert_str_eq(e.what, "found a line longer than 65536 bytes, the "
	    "most a line may hold");
	io_scan_free(s);
	free(text);
}
END_TEST

/* 2.2 G blanks on standard input once gave a column of -2094967295:
 * the line limit stops an endless line long before. */
START_TEST(an_endless_line_stops_at_the_limit)
{
	FILE *fp = endless(" ");
	io_scan *s = io_scan_new_file(fp, "<stdin>");
	long games;
	io_error e;
	ck_assert(!same_judge_read_count(s, &games, &e));
	ck_assert_int_eq(e.line, 1);
	ck_assert_int_eq(e.col, IO_SCAN_LINE_MAX + 1);
	ck_assert_str_eq(e.what, "found a line longer than 65536 bytes, the "
	    "most a line may hold");
	io_scan_free(s);
	fclose(fp);
}
END_TEST

/* Endless empty lines: the input limit stops them, and a reader that
 * would take the end of input as the end of its boards fails instead. */
START_TEST(an_endless_input_stops_at_the_limit)
{
	FILE *fp = endless("\n");
	io_scan *s = io_scan_new_file(fp, "<stdin>");
	io_scan_set_limit(s, 1000);
	same_board b;
	bool found;
	io_error e;
	ck_assert(!same_list_read_board(s, &b, &found, &e));
	ck_assert_int_eq(e.line, 1001);
	ck_assert_int_eq(e.col, 1);
	ck_assert_str_eq(e.what, "found more than 1000 bytes, the most this "
	    "input may hold");
	ck_assert(!io_scan_at_end(s));
	io_scan_free(s);
	fclose(fp);
	/* A stream is cut where a line count could no longer be an int. */
	ck_assert_int_lt(IO_SCAN_INPUT_MAX, 2147483647);
}
END_TEST

/* A limit raised before it is reached lets the input be read on to the
 * new one; a limit passed already keeps the scanner stopped where it
 * was, for the bytes past it are gone. */
START_TEST(a_limit_raised_in_time_reads_on)
{
	FILE *fp = endless("\n");
	io_scan *s = io_scan_new_file(fp, "<stdin>");
	io_scan_set_limit(s, 2 * IO_SCAN_BUFFER);
	ck_assert_int_eq(io_scan_get(s), '\n');
	io_scan_raise_limit(s, 3 * IO_SCAN_BUFFER);
	long games;
	io_error e;
	ck_assert(!same_judge_read_count(s, &games, &e));
	ck_assert_int_eq(e.line, 3 * IO_SCAN_BUFFER + 1);
	ck_assert_str_eq(e.what, "found more than 196608 bytes, the most "
	    "this input may hold");
	io_scan_free(s);
	s = io_scan_new_file(fp, "<stdin>");
	io_scan_set_limit(s, 1000);
	ck_assert_int_eq(io_scan_get(s), '\n');
	io_scan_raise_limit(s, 3 * IO_SCAN_BUFFER);
	ck_assert(!same_judge_read_count(s, &games, &e));
	ck_assert_int_eq(e.line, 1001);
	io_scan_free(s);
	fclose(fp);
}
END_TEST

/* The files tumble keeps are read whole up to IO_SCAN_FILE_MAX bytes. */
START_TEST(a_file_of_its_own_past_the_file_limit_is_refused)
{
	const char *dir = support_temp_dir();
	char path[512];
	snprintf(path, sizeof path, "%s/scores", dir);
	/* Comment lines of 99 bytes: legal text, only too much of it. */
	const size_t lines = IO_SCAN_FILE_MAX / 100 + 1;
	char *text = repeated('#', lines * 100);
	for (size_t i = 0; i < lines; i++)
		text[i * 100 + 99] = '\n';
	support_write_file(path, text);
	scores_table *t = malloc(sizeof *t);
	ck_assert_ptr_nonnull(t);
	io_error e;
	ck_assert(!scores_read(path, t, &e));
	ck_assert_str_eq(e.file, path);
	ck_assert_int_eq(e.line, (int)(IO_SCAN_FILE_MAX / 100) + 1);
	ck_assert_str_eq(e.what, "found more than 1048576 bytes, the most "
	    "this input may hold");
	same_custom c;
	ck_assert(!same_custom_read(path, &c, &e));
	ck_assert_str_eq(e.what, "found more than 1048576 bytes, the most "
	    "this input may hold");
	/* Under the limit the same lines read. */
	text[(lines - 1) * 100] = '\0';
	support_write_file(path, text);
	ck_assert_msg(scores_read(path, t, &e), "%s", e.what);
	ck_assert_int_eq(t->count, 0);
	free(t);
	free(text);
	unlink(path);
	rmdir(dir);
}
END_TEST

/* An input read once into memory, for readers to take in turn, stops
 * where its scanner would: past a line's limit, past the limit of a file
 * read whole, and with the white space already read kept as lines and
 * columns, so that a reader of the copy names the input's own places. */
START_TEST(a_text_taken_whole_stops_where_its_input_would)
{
	io_error e;
	io_text text;
	long games;
	FILE *fp = endless(" ");
	io_scan *s = io_scan_new_file(fp, "<stdin>");
	ck_assert_int_eq(io_scan_peek(s), ' ');
	ck_assert(io_scan_take_text(s, &text, &e));
	io_scan_free(s);
	fclose(fp);
	s = io_scan_new_text(&text);
	ck_assert(!same_judge_read_count(s, &games, &e));
	ck_assert_str_eq(e.file, "<stdin>");
	ck_assert_int_eq(e.line, 1);
	ck_assert_int_eq(e.col, IO_SCAN_LINE_MAX + 1);
	ck_assert_str_eq(e.what, "found a line longer than 65536 bytes, the "
	    "most a line may hold");
	io_scan_free(s);
	io_text_free(&text);

	fp = endless("\n");
	s = io_scan_new_file(fp, "<stdin>");
	ck_assert(io_scan_take_text(s, &text, &e));
	ck_assert_uint_eq(text.len, IO_SCAN_FILE_MAX + 1);
	io_scan_free(s);
	fclose(fp);
	s = io_scan_new_text(&text);
	same_board b;
	bool found;
	ck_assert(!same_list_read_board(s, &b, &found, &e));
	ck_assert_int_eq(e.line, IO_SCAN_FILE_MAX + 1);
	ck_assert_str_eq(e.what, "found more than 1048576 bytes, the most "
	    "this input may hold");
	io_scan_free(s);
	io_text_free(&text);

	const char *blanks = "\n\n  \t x\n";
	s = io_scan_new_memory(blanks, strlen(blanks), "t");
	io_scan_skip_space(s);
	ck_assert(io_scan_take_text(s, &text, &e));
	io_scan_free(s);
	s = io_scan_new_text(&text);
	ck_assert(!same_judge_read_count(s, &games, &e));
	ck_assert_int_eq(e.line, 3);
	ck_assert_int_eq(e.col, 5);
	io_scan_free(s);
	io_text_free(&text);
}
END_TEST

/* A FIFO blocked the start of the game; a device fed a reader without
 * end.  Each is refused at once, by what it is. */
START_TEST(only_regular_files_are_opened)
{
	const char *dir = support_temp_dir();
	char fifo[512];
	snprintf(fifo, sizeof fifo, "%s/scores", dir);
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	const char *paths[] = { fifo, "/dev/zero", dir };
	const char *kinds[] = { "a FIFO", "a device", "a folder" };
	for (int i = 0; i < 3; i++) {
		io_error e;
		char expected[128];
		snprintf(expected, sizeof expected, "%s, not a regular file",
		    kinds[i]);
		ck_assert_ptr_null(io_scan_open_path(paths[i], &e));
		ck_assert_str_eq(e.what, expected);
		ck_assert_str_eq(e.file, paths[i]);
		ck_assert_int_eq(e.line, 0);
	}
	/* The readers of the files tumble keeps, on a FIFO. */
	scores_table *t = malloc(sizeof *t);
	progress_table *p = malloc(sizeof *p);
	same_custom c;
	io_error e;
	ck_assert(!scores_read(fifo, t, &e));
	ck_assert_str_eq(e.what, "a FIFO, not a regular file");
	ck_assert(!progress_read(fifo, p, &e));
	ck_assert(!same_custom_read(fifo, &c, &e));
	ck_assert_int_eq(c.rows, same_custom_default().rows);
	/* A file given to a command. */
	run_result r = support_run(NULL, NULL, "greedy", fifo, NULL);
	ck_assert_int_eq(r.status, 1);
	ck_assert_ptr_nonnull(strstr(r.err, fifo));
	support_run_free(&r);
	free(t);
	free(p);
	unlink(fifo);
	rmdir(dir);
}
END_TEST

/* Bytes from files are shown escaped: control bytes, C1 controls and
 * bytes that are not UTF-8 as \xNN, UTF-8 as it is, and never an escape
 * or a character cut in two. */
START_TEST(bytes_from_files_are_escaped_for_the_terminal)
{
	char out[64];
	ck_assert_str_eq(escape_for_terminal(out, sizeof out, "Zig Zag"),
	    "Zig Zag");
	ck_assert_str_eq(escape_for_terminal(out, sizeof out, "\xc3\xa9.in"),
	    "\xc3\xa9.in");
	ck_assert_str_eq(escape_for_terminal(out, sizeof out,
	    "a\x1b[2J\tb\x7f"), "a\\x1b[2J\\x09b\\x7f");
	/* CSI as a C1 control, a lone byte, an overlong '/', a surrogate. */
	ck_assert_str_eq(escape_for_terminal(out, sizeof out,
	    "\xc2\x9b" "2J\xff\xc0\xaf\xed\xa0\x80"),
	    "\\xc2\\x9b2J\\xff\\xc0\\xaf\\xed\\xa0\\x80");
	ck_assert_str_eq(escape_for_terminal(out, 7, "ab\x1b"), "ab\\x1b");
	ck_assert_str_eq(escape_for_terminal(out, 6, "ab\x1b"), "ab");
	ck_assert_str_eq(escape_for_terminal(out, 4, "a\xc3\xa9"), "a\xc3\xa9");
	ck_assert_str_eq(escape_for_terminal(out, 3, "a\xc3\xa9"), "a");
	/* Characters that show nothing or turn the text around: a byte
	 * order mark at a file's start would make 'load' read as
	 * unknown, a right-to-left override would show a name reversed.
	 * A joiner, part of many a letter and emoji, is shown. */
	ck_assert_str_eq(escape_for_terminal(out, sizeof out,
	    "\xef\xbb\xbfload"), "\\xef\\xbb\\xbfload");
	ck_assert_str_eq(escape_for_terminal(out, sizeof out,
	    "a\xe2\x80\xae" "bc\xe2\x80\x8b\xe2\x81\xa6"),
	    "a\\xe2\\x80\\xaebc\\xe2\\x80\\x8b\\xe2\\x81\\xa6");
	ck_assert_str_eq(escape_for_terminal(out, sizeof out,
	    "\xe2\x80\xa8\xd8\x9c"), "\\xe2\\x80\\xa8\\xd8\\x9c");
	ck_assert(!escape_is_plain("\xe2\x80\x8fx"));
	ck_assert(escape_is_plain("a\xe2\x80\x8d" "b"));
	/* Every reader's message quotes what it found escaped. */
	io_error e;
	io_error_set(&e, "f\x1b", 1, 2, "found '%s'", "\x1b]0;x\x07");
	ck_assert_str_eq(e.file, "f\\x1b");
	ck_assert_str_eq(e.what, "found '\\x1b]0;x\\x07'");
}
END_TEST

/* A text too long is cut in its middle, never inside a character or
 * an escape, so that its end (what a message says of a word) stays. */
START_TEST(a_long_text_is_cut_in_its_middle)
{
	char out[12];
	ck_assert_str_eq(escape_cut_middle(out, sizeof out, "short"),
	    "short");
	ck_assert_str_eq(escape_cut_middle(out, sizeof out, "0123456789a"),
	    "0123456789a");
	ck_assert_str_eq(escape_cut_middle(out, sizeof out,
	    "0123456789ab"), "0123...89ab");
	ck_assert_str_eq(escape_cut_middle(out, sizeof out,
	    "012\xc3\xa9xyzw9ab"), "012...w9ab");
	ck_assert_str_eq(escape_cut_middle(out, sizeof out,
	    "0123456\xc3\xa9" "abc"), "0123...abc");
	/* Escapes as escape_for_terminal() writes them. */
	ck_assert_str_eq(escape_cut_middle(out, sizeof out,
	    "01\\x1bcdefgh"), "01...efgh");
	ck_assert_str_eq(escape_cut_middle(out, sizeof out,
	    "0123abc\\x1bz"), "0123...z");
	char fitted[16];
	escape_fit(fitted, sizeof fitted, "'%s' no",
	    "abcdefghijklmnopqrstuvwxyz");
	ck_assert_str_eq(fitted, "'abc...wxyz' no");
}
END_TEST

/* A message too long for its room because of the word it quotes is cut
 * inside that word: the words around it stay whole, "found '" before a
 * long board id among them, which a cut in the message's middle took. */
START_TEST(a_long_word_is_cut_and_the_words_around_it_kept)
{
	char out[48], word[3001];
	memset(word, '1', sizeof word - 1);
	word[sizeof word - 1] = '\0';
	escape_fit(out, sizeof out, "expected a board id, found '%s'", word);
	ck_assert_str_eq(out,
	    "expected a board id, found '1111111...11111111'");
	escape_fit(out, sizeof out, "'%s' is no board id", word);
	ck_assert_str_eq(out,
	    "'1111111111111...11111111111111' is no board id");
	/* Inside the word too the cut keeps escapes and characters whole. */
	ck_assert_str_eq(escape_cut_middle(out, 24,
	    "a b c found 'xy\\x1bz0123456789'"), "a b c found 'xy...789'");
	ck_assert_str_eq(escape_cut_middle(out, 24,
	    "a b c found 'ab\xc3\xa9" "0123456789z'"),
	    "a b c found 'ab...89z'");
	/* Words around that leave too little of it: the middle of the
	 * whole text goes, as ever. */
	ck_assert_str_eq(escape_cut_middle(out, 24,
	    "one two three four five six 0123456789"),
	    "one two th...0123456789");
}
END_TEST

/* A message keeps its own newlines and escapes any in what it quotes,
 * however long. */
static char *escaped_message(const char *fmt, const char *name)
{
	char *text = NULL;
	size_t size = 0;
	FILE *to = open_memstream(&text, &size);
	ck_assert_ptr_nonnull(to);
	escape_fprintf(to, fmt, name);
	fclose(to);
	return text;
}

/* The letters a terminal without UTF-8 is shown for a title's. */
static char *ascii_letters(char *out, const char *text)
{
	char *o = out;
	for (size_t bytes; *text != '\0'; text += bytes)
		*o++ = escape_ascii_letter(text, &bytes);
	*o = '\0';
	return out;
}

START_TEST(a_letter_beyond_ascii_is_shown_without_its_accent)
{
	char out[64];
	ck_assert_str_eq(ascii_letters(out, "Caf\xc3\xa9 \xc3\x89t\xc3\xa9"),
	    "Cafe Ete");
	/* Latin-1's last letter, Extended-A's first and last, a Polish
	 * one and German's sharp s. */
	ck_assert_str_eq(ascii_letters(out, "\xc3\xbf\xc4\x80\xc5\xbf"
	    "\xc5\x81\xc3\x9f"), "yAsLs");
	/* Curly quotes, a dash and an ellipsis. */
	ck_assert_str_eq(ascii_letters(out, "\xe2\x80\x9cOn\xe2\x80\x9d "
	    "\xe2\x80\x98" "a\xe2\x80\x99 \xe2\x80\x94 b\xe2\x80\xa6"),
	    "\"On\" 'a' - b.");
	/* A character with no letter, a lone later byte, a character cut
	 * short: one '?' each, in one column. */
	ck_assert_str_eq(ascii_letters(out, "\xe6\x97\xa5x\x80y\xe6\x97z"),
	    "?x?y?z");
	ck_assert_str_eq(ascii_letters(out, "\xf0\x9f\x8e\xb2!"), "?!");
}
END_TEST

START_TEST(a_message_escapes_newlines_it_quotes)
{
	char *text = escaped_message("tumble: %s\nnext\n", "two\nlines\x1b");
	ck_assert_str_eq(text, "tumble: two\\x0alines\\x1b\nnext\n");
	free(text);
	char name[700], expected[800];
	memset(name, 'a', sizeof name - 1);
	name[sizeof name - 1] = '\0';
	name[600] = '\n';
	text = escaped_message("%s\n", name);
	snprintf(expected, sizeof expected, "%.600s\\x0a%s\n", name,
	    name + 601);
	ck_assert_str_eq(text, expected);
	free(text);
}
END_TEST

static Suite *scan_suite(void)
{
	Suite *s = suite_create("scan");
	TCase *t = tcase_create("scan");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, a_line_holds_at_most_the_line_limit);
	tcase_add_test(t, an_endless_line_stops_at_the_limit);
	tcase_add_test(t, an_endless_input_stops_at_the_limit);
	tcase_add_test(t, a_limit_raised_in_time_reads_on);
	tcase_add_test(t, a_file_of_its_own_past_the_file_limit_is_refused);
	tcase_add_test(t, a_text_taken_whole_stops_where_its_input_would);
	tcase_add_test(t, only_regular_files_are_opened);
	tcase_add_test(t, bytes_from_files_are_escaped_for_the_terminal);
	tcase_add_test(t, a_message_escapes_newlines_it_quotes);
	tcase_add_test(t, a_long_text_is_cut_in_its_middle);
	tcase_add_test(t, a_long_word_is_cut_and_the_words_around_it_kept);
	tcase_add_test(t, a_letter_beyond_ascii_is_shown_without_its_accent);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(scan_suite());
}
