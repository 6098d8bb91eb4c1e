/*
 * The line editor's end on a signal: a stop its caller's handler has
 * asked for ends the line even when it came while keys were being
 * handled rather than waited for (a SIGTERM between two keys once left
 * `tumble shell` waiting for more), and the keys are read when none has.
 * A line typed at a prompt that starts a game names it, once.  Tab
 * offers the commands `help` lists, and a Same Game pack after
 * `new same`.
 */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command/args.h"
#include "editor/shell_complete.h"
#include "editor/shell_editor.h"
#include "session/game.h"
#include "support.h"

static bool stop_asked;

static bool asked(void)
{
	return stop_asked;
}

/* An editor reading `keys` from a pipe, its history in a fresh folder. */
static shell_editor *editor_on(const char *keys, FILE **in, FILE **out)
{
	setenv("XDG_STATE_HOME", support_temp_dir(), 1);
	int fds[2];
	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_eq(write(fds[1], keys, strlen(keys)),
	    (ssize_t)strlen(keys));
	close(fds[1]);
	*in = fdopen(fds[0], "r");
	*out = fopen("/dev/null", "w");
	ck_assert_ptr_nonnull(*out);
	shell_editor *ed = shell_editor_open(*in, *out, *out, asked);
	ck_assert_ptr_nonnull(ed);
	return ed;
}

START_TEST(a_stop_asked_before_the_wait_ends_the_line)
{
	FILE *in, *out;
	shell_editor *ed = editor_on("status\n", &in, &out);
	/* The handler ran while the editor was busy: the keys waiting are
	 * not read, the line ends. */
	stop_asked = true;
	ck_assert_ptr_null(shell_editor_read(ed, SHELL_PROMPT));
	shell_editor_close(ed);
	fclose(in);
	fclose(out);
}
END_TEST

START_TEST(without_a_stop_the_keys_make_the_line)
{
	FILE *in, *out;
	shell_editor *ed = editor_on("status\n", &in, &out);
	stop_asked = false;
	const char *line = shell_editor_read(ed, SHELL_PROMPT);
	ck_assert_ptr_nonnull(line);
	ck_assert_str_eq(line, "status");
	shell_editor_close(ed);
	fclose(in);
	fclose(out);
}
END_TEST

/* A line longer than the editor holds is refused whole, said so: cut, it
 * ran another command ("help" alone, where the word past the cut was
 * one help knows nothing of). */
START_TEST(a_line_too_long_is_refused_not_cut)
{
	enum { BLANKS = 5000 };
	char *keys = malloc(BLANKS + 32);
	ck_assert_ptr_nonnull(keys);
	strcpy(keys, "help");
	memset(keys + 4, ' ', BLANKS);
	strcpy(keys + 4 + BLANKS, "bogus\nstatus\n");
	FILE *in, *out;
	setenv("XDG_STATE_HOME", support_temp_dir(), 1);
	int fds[2];
	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_eq(write(fds[1], keys, strlen(keys)),
	    (ssize_t)strlen(keys));
	close(fds[1]);
	in = fdopen(fds[0], "r");
	char said[512] = "";
	out = fmemopen(said, sizeof said, "w");
	ck_assert_ptr_nonnull(out);
	shell_editor *ed = shell_editor_open(in, out, out, asked);
	ck_assert_ptr_nonnull(ed);
	stop_asked = false;
	const char *line = shell_editor_read(ed, SHELL_PROMPT);
	ck_assert_ptr_nonnull(line);
	ck_assert_msg(line[0] == '\0', "a line of %zu bytes was taken",
	    strlen(line));
	fflush(out);
	ck_assert_str_eq(said, "tumble: the line is longer than 4095 bytes: "
	    "not run\n");
	line = shell_editor_read(ed, SHELL_PROMPT);
	ck_assert_ptr_nonnull(line);
	ck_assert_str_eq(line, "status");
	shell_editor_close(ed);
	fclose(in);
	fclose(out);
	free(keys);
}
END_TEST

/* What `line` typed at a prompt says on `g`, into `said`. */
static void typed_speaking(game *g, const char *line, char *said,
    size_t size, bool speaks)
{
	char error[256];
	FILE *out = fmemopen(said, size, "w");
	ck_assert_ptr_nonnull(out);
	const cmd_warn warn = { out, speaks };
	ck_assert_int_eq(shell_run_typed(g, line, out, &warn, out, error,
	    sizeof error, NULL), CMD_OK);
	fclose(out);
}

static void typed(game *g, const char *line, char *said, size_t size)
{
	typed_speaking(g, line, said, size, false);
}

/* A data folder whose scores file is damaged, its path in `path`. */
static void damaged_scores(char *path, size_t size)
{
	const char *dir = support_temp_dir();
	char folder[350];
	snprintf(folder, sizeof folder, "%s/tumble", dir);
	snprintf(path, size, "%s/scores", folder);
	ck_assert_int_eq(mkdir(folder, 0700), 0);
	support_write_file(path, "!!\n");
	setenv("XDG_DATA_HOME", dir, 1);
}

/* A game started names itself once, after a damaged data file set
 * aside is said: it was named only when nothing else was said. */
START_TEST(a_game_started_is_named_once_after_an_alert)
{
	char path[400], said[2048], want[2048];
	damaged_scores(path, sizeof path);
	game g;
	game_init(&g);
	typed(&g, "new same 6x6:3:1", said, sizeof said);
	snprintf(want, sizeof want, "%s:1:1: expected a board kind such as "
	    "same-10x15x3; set aside as %s.bad\nSame Game (6x6:3:1): score 0, "
	    "36 balls left, 0 moves\n", path, path);
	ck_assert_str_eq(said, want);
	/* A board nobody named is named by the same line alone. */
	typed(&g, "new same", said, sizeof said);
	ck_assert_msg(strncmp(said, "Same Game (10x15:3:", 19) == 0 &&
	    strchr(said, '\n') == said + strlen(said) - 1, "%s", said);
	game_free(&g);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* Where the front end has trouble with a data file said as a message of
 * its own (`tumble shell`), it comes after the speaker on whatever
 * stream it goes to: the choice is the front end's, not the stream's. */
START_TEST(a_speaking_warning_names_the_speaker_on_any_stream)
{
	char path[400], said[2048], want[2048];
	damaged_scores(path, sizeof path);
	args_set_speaker("shell");
	game g;
	game_init(&g);
	typed_speaking(&g, "new same 6x6:3:1", said, sizeof said, true);
	snprintf(want, sizeof want, "tumble shell: %s:1:1: expected a board "
	    "kind such as same-10x15x3; set aside as %s.bad\nSame Game "
	    "(6x6:3:1): score 0, 36 balls left, 0 moves\n", path, path);
	ck_assert_str_eq(said, want);
	game_free(&g);
	args_set_speaker(NULL);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* A move's line comes before the warning of the move's keep, which
 * set a damaged kept file aside, where both go to one terminal: the
 * move's was held back until the command ended, after it. */
START_TEST(a_move_is_said_before_the_warning_it_gave)
{
	const char *dir = support_temp_dir();
	char folder[350], path[400], said[2048], move[64];
	int row, col;
	snprintf(folder, sizeof folder, "%s/tumble", dir);
	snprintf(path, sizeof path, "%s/continue-same", folder);
	ck_assert_int_eq(mkdir(folder, 0700), 0);
	support_write_file(path, "!!\n");
	setenv("XDG_DATA_HOME", dir, 1);
	args_set_speaker("shell");
	game g;
	game_init(&g);
	typed(&g, "new same 6x6:3:1", said, sizeof said);
	g.keep_as_played = true;
	typed(&g, "hint", said, sizeof said);
	ck_assert_int_eq(sscanf(said, "remove %d %d", &row, &col), 2);
	snprintf(move, sizeof move, "remove %d %d", row, col);
	typed_speaking(&g, move, said, sizeof said, true);
	const char *warned = strstr(said, "tumble shell: ");
	ck_assert_msg(strncmp(said, "Move 1 ", 7) == 0 && warned != NULL &&
	    strstr(warned, "set aside as ") != NULL, "%s", said);
	game_free(&g);
	args_set_speaker(NULL);
	unsetenv("XDG_DATA_HOME");
}
END_TEST

/* What Tab offers after `line` (its last word the one being typed),
 * the candidates joined by blanks. */
static char *offered(const char *line)
{
	char buf[256], *words[8], *p = buf;
	int count = 0;
	snprintf(buf, sizeof buf, "%s", line);
	while (count < 8) {
		words[count++] = p;
		p = strchr(p, ' ');
		if (p == NULL)
			break;
		*p++ = '\0';
	}
	shell_matches m = { 0 };
	shell_matches_find(&m, words, count - 1, words[count - 1]);
	static char text[1024];
	text[0] = '\0';
	for (size_t i = 0; i < m.count; i++) {
		if (i > 0)
			strcat(text, " ");
		strcat(text, m.items[i]);
	}
	shell_matches_free(&m);
	return text;
}

START_TEST(tab_offers_the_commands_help_lists)
{
	ck_assert_str_eq(offered("s"), "save score show solve");
	ck_assert_str_eq(offered("q"), "quit");
	ck_assert_str_eq(offered("help s"), "save score show solve");
	/* The other names of quit and score still complete, alone. */
	ck_assert_str_eq(offered("ex"), "exit");
	ck_assert_str_eq(offered("stat"), "status");
	ck_assert_str_eq(offered("help ex"), "exit");
	ck_assert_str_eq(offered("x"), "");
	/* Every name help lists is offered, and nothing else. */
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++) {
		ck_assert_str_eq(offered(e->name), e->name);
		ck_assert_ptr_nonnull(strstr(offered(""), e->name));
	}
	ck_assert_ptr_null(strstr(offered(""), "exit"));
	ck_assert_ptr_null(strstr(offered(""), "status"));
}
END_TEST

/* The words a command takes as they are (help lists them): `greedy all`,
 * `plan play`, `continue same`, as `new same` and `new mayan`. */
START_TEST(tab_offers_the_words_a_command_takes)
{
	ck_assert_str_eq(offered("greedy a"), "all");
	ck_assert_str_eq(offered("greedy "), "all");
	ck_assert_str_eq(offered("plan p"), "play");
	ck_assert_str_eq(offered("new "), "mayan same");
	ck_assert_str_eq(offered("continue "), "mayan same");
	ck_assert_str_eq(offered("continue m"), "mayan");
	ck_assert_str_eq(offered("continue same s"), "");
	ck_assert_str_eq(offered("greedy all a"), "");
	ck_assert_str_eq(offered("score a"), "");
}
END_TEST

START_TEST(tab_offers_the_packs_after_new_same)
{
	ck_assert_str_eq(offered("new same sta"), "standard:");
	ck_assert_str_eq(offered("new same "), "standard:");
	/* The colon ends no word: the board's number comes next. */
	ck_assert(!shell_match_is_whole("standard:"));
	ck_assert(shell_match_is_whole("save"));
	ck_assert(!shell_match_is_whole("puzzles/"));
	ck_assert_str_eq(offered("new same standard:"), "standard:");
	ck_assert_str_eq(offered("new same standard:3"), "");
	ck_assert_str_eq(offered("new same x"), "");
}
END_TEST

/* The options a command takes, in their long form, where they go: a
 * Same Game's after `new same`, none after `new mayan`, the planner's
 * after `plan`. */
START_TEST(tab_offers_the_options_a_command_takes)
{
	ck_assert_str_eq(offered("new same --s"), "--seed --size");
	ck_assert_str_eq(offered("new same -"),
	    "--clearable --colors --daily --game --seed --size");
	ck_assert_str_eq(offered("new same standard:3 --d"), "--daily");
	ck_assert_str_eq(offered("new mayan --"), "");
	ck_assert_str_eq(offered("new --"), "");
	ck_assert_str_eq(offered("plan --m"), "--moves");
	ck_assert_str_eq(offered("show --"), "");
}
END_TEST

/* Tab's list shows a file's name with its control bytes escaped, and
 * without the folder the typed word names: a name made to clear the
 * screen or retitle the window reached the terminal as it was. */
START_TEST(tab_lists_control_bytes_escaped)
{
	char dir[300], path[400];
	snprintf(dir, sizeof dir, "%s/odd", support_temp_dir());
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	const char *const odd[] = {
		"na\033[2Jme", "nb\033]0;T\007x", "n\xc3\xa9"
	};
	for (size_t i = 0; i < 3; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, odd[i]);
		support_write_file(path, "");
	}
	char word[400];
	snprintf(word, sizeof word, "%s/n", dir);
	char *words[] = { "load" };
	shell_matches m = { 0 }, shown = { 0 };
	shell_matches_find(&m, words, 1, word);
	ck_assert_uint_eq(m.count, 3);
	ck_assert(shell_matches_shown(&m, strlen(dir) + 1, &shown));
	ck_assert_uint_eq(shown.count, 3);
	ck_assert_str_eq(shown.items[0], "na\\x1b[2Jme");
	ck_assert_str_eq(shown.items[1], "nb\\x1b]0;T\\x07x");
	ck_assert_str_eq(shown.items[2], "n\xc3\xa9");
	shell_matches_free(&shown);
	shell_matches_free(&m);
}
END_TEST

/* A list that would push the line Tab was pressed on off the screen is
 * asked for first, as bash asks: it scrolled the screen away at once.
 * One that fits (the line, the list and the line again) is shown. */
START_TEST(a_list_longer_than_the_screen_is_asked_for)
{
	static char names[150][16];
	const char *list[150];
	for (int i = 0; i < 150; i++) {
		snprintf(names[i], sizeof names[i], "file-%03d.txt", i + 1);
		list[i] = names[i];
	}
	/* Five across, 30 lines: more than 24 rows. */
	ck_assert(shell_list_asks(list, 150, 80, 24));
	ck_assert(!shell_list_asks(list, 150, 80, 32));
	ck_assert(shell_list_asks(list, 150, 80, 31));
	ck_assert(!shell_list_asks(list, 10, 80, 24));
	/* One a line at 20 columns: 22 lines and the two fit 24 rows. */
	ck_assert(!shell_list_asks(list, 22, 20, 24));
	ck_assert(shell_list_asks(list, 23, 20, 24));
	/* Wider, the same names take fewer lines. */
	ck_assert(!shell_list_asks(list, 23, 40, 24));
	/* A lone candidate completes; it is never listed. */
	ck_assert(!shell_list_asks(list, 1, 20, 2));
	char question[64];
	snprintf(question, sizeof question, SHELL_LIST_QUESTION,
	    (size_t)150);
	ck_assert_str_eq(question, "Display all 150 possibilities? (y or n)");
}
END_TEST

static Suite *shell_editor_suite(void)
{
	Suite *s = suite_create("shell_editor");
	TCase *t = tcase_create("stop");
	tcase_add_test(t, a_stop_asked_before_the_wait_ends_the_line);
	tcase_add_test(t, without_a_stop_the_keys_make_the_line);
	tcase_add_test(t, a_line_too_long_is_refused_not_cut);
	suite_add_tcase(s, t);
	t = tcase_create("games");
	tcase_add_test(t, a_game_started_is_named_once_after_an_alert);
	tcase_add_test(t, a_speaking_warning_names_the_speaker_on_any_stream);
	tcase_add_test(t, a_move_is_said_before_the_warning_it_gave);
	suite_add_tcase(s, t);
	t = tcase_create("completion");
	tcase_add_test(t, tab_offers_the_commands_help_lists);
	tcase_add_test(t, tab_offers_the_packs_after_new_same);
	tcase_add_test(t, tab_lists_control_bytes_escaped);
	tcase_add_test(t, tab_offers_the_words_a_command_takes);
	tcase_add_test(t, tab_offers_the_options_a_command_takes);
	tcase_add_test(t, a_list_longer_than_the_screen_is_asked_for);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(shell_editor_suite());
}
