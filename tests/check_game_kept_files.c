/*
 * The files of the games kept to continue: one opened by its name is
 * taken up as the title menu takes it up (the game in play that holds
 * it handing it over), the same game kept again takes its older copy's
 * place, a kept file damaged, of the other game, or a link to one, is
 * set aside rather than lost, an empty one is a free place, a place
 * that cannot be written is passed over, and every file of the data
 * folder is the player's own.
 * check_game_keep.c tests what a kept game holds, check_game_held.c a
 * kept game another tumble holds.
 */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "io/mayan_random_moves.h"
#include "io/same_custom.h"
#include "session/game_keep.h"
#include "session/game_leave.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/mayan_draft.h"
#include "session/mayan_random.h"
#include "game_fixture.h"
#include "support.h"

/* A kept game opened by its file's name (`load` at a prompt, `tumble
 * same FILE`) is taken up as the title menu takes it: played to its end,
 * it is recorded once and kept no more, where it stayed to be offered
 * and recorded again. */
START_TEST(a_kept_game_opened_by_its_file_is_taken_up)
{
	fixture_fresh_data_dir();
	game g, back;
	game_outcome out;
	game_init(&g);
	game_init(&back);
	fixture_keep_after_a_move(&g, "standard:3");
	char path[4096];
	snprintf(path, sizeof path, "%s", fixture_data_file("continue-same"));
	game_request r = game_request_new(GAME_NONE);
	game_open_error e;
	r.name = path;
	ck_assert_msg(game_open_or_take_up(&back, &r, NULL, &e), "%s", e.text);
	ck_assert(back.continued);
	ck_assert_str_eq(back.origin, "standard:3");
	/* Held as the menu's r holds it: no other tumble takes it up. */
	game other;
	game_init(&other);
	ck_assert(!game_open_or_take_up(&other, &r, NULL, &e));
	ck_assert_str_eq(e.text, "the Same Game kept to continue is being "
	    "played in another tumble");
	fixture_play_to_end(&back, &out);
	ck_assert(out.ended);
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert_int_eq(fixture_lines_starting("scores",
	    "same-standard-3 "), 1);
	game_free(&g);
	game_free(&back);
}
END_TEST

/* The kept game in play loaded again by its file (the moves since it
 * was taken up dropped, as `load` asks first): the game in play hands
 * its hold over, where it was said to be played in another tumble, and
 * dropped, it leaves the file to the game loaded. */
START_TEST(the_kept_game_in_play_loaded_again_by_its_file)
{
	fixture_fresh_data_dir();
	game g, in_play, again;
	game_open_error e;
	game_init(&g);
	game_init(&in_play);
	game_init(&again);
	fixture_keep_after_a_move(&g, "standard:3");
	ck_assert_msg(game_open_kept(&in_play, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	game_request r = game_request_new(GAME_NONE);
	r.name = fixture_data_file("continue-same");
	ck_assert_msg(game_open_or_take_up(&again, &r, &in_play, &e), "%s",
	    e.text);
	ck_assert(again.continued);
	ck_assert_int_eq(same_session_move_count(&again.same), 1);
	game_drop(&in_play);
	ck_assert(fixture_data_file_exists("continue-same"));
	game_outcome out;
	fixture_play_to_end(&again, &out);
	ck_assert(!fixture_data_file_exists("continue-same"));
	ck_assert_int_eq(fixture_lines_starting("scores",
	    "same-standard-3 "), 1);
	game_free(&g);
	game_free(&in_play);
	game_free(&again);
}
END_TEST

/* The same game kept again, opened afresh rather than taken up, takes
 * the place of its older copy: two copies of one level filled the kept
 * places side by side and pushed out another game. */
START_TEST(the_same_game_kept_again_takes_its_copy_s_place)
{
	fixture_fresh_data_dir();
	game first, again, other;
	game_init(&first);
	game_init(&again);
	game_init(&other);
	fixture_keep_after_a_move(&first, "standard:3");
	fixture_keep_after_a_move(&other, "standard:4");
	fixture_keep_after_a_move(&again, "standard:3");
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	ck_assert(fixture_data_file_exists("continue-same"));
	ck_assert(fixture_data_file_exists("continue-same.2"));
	ck_assert(!fixture_data_file_exists("continue-same.3"));
	/* Another board of the same size is another game. */
	game random;
	game_init(&random);
	fixture_keep_after_a_move(&random, "10x15:3:7");
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    3);
	game_free(&first);
	game_free(&again);
	game_free(&other);
	game_free(&random);
}
END_TEST

/* A damaged kept game `file` holding `text`, damaged at `line`, in the
 * data folder or (`linked`) behind a link to a file elsewhere, is not
 * offered, and the next game kept sets it aside (its bytes copied as
 * FILE.bad, not a second link) before taking its place, as a damaged
 * scores file is, even with a free place before it: the title menu says
 * the next game kept does so. */
static void check_set_aside(bool linked, const char *file, const char *text,
    int line)
{
	const char *data_dir = fixture_fresh_data_dir();
	game g;
	game_outcome out;
	char alert[512], words[96], target[300], bad_file[64], where[80];
	time_t when;
	game_init(&g);
	snprintf(bad_file, sizeof bad_file, "%s.bad", file);
	snprintf(where, sizeof where, "%s:%d:1: ", file, line);
	char dir[300];
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	mkdir(dir, 0700);
	snprintf(target, sizeof target, "%s/elsewhere", data_dir);
	support_write_file(linked ? target : fixture_data_file(file), text);
	if (linked)
		ck_assert_int_eq(symlink(target, fixture_data_file(file)), 0);
	ck_assert(!game_kept(GAME_SAME, words, sizeof words, &when));
	/* Asked for, it is named rather than said to be missing. */
	game_open_error e;
	char name[64];
	ck_assert(!game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e));
	char said[600];
	snprintf(said, sizeof said, "no game to take up: %s", where);
	ck_assert_msg(strstr(e.text, said) == e.text && strstr(e.text,
	    "; a game of its kind kept next sets it aside") != NULL, "%s",
	    e.text);
	ck_assert(game_kept_unreadable(GAME_SAME, name, sizeof name, &e));
	ck_assert_str_eq(name, file);
	ck_assert_int_eq(e.line, line);
	ck_assert(!game_kept_unreadable(GAME_MAYAN, name, sizeof name, &e));
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	const same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert(game_keep(&g, alert, sizeof alert));
	ck_assert_msg(strstr(alert, where) == alert &&
	    strstr(alert, "set aside as ") != NULL, "%s", alert);
	struct stat st;
	ck_assert_int_eq(lstat(fixture_data_file(bad_file), &st), 0);
	ck_assert(S_ISREG(st.st_mode));
	char *bad = support_read_file(fixture_data_file(bad_file));
	ck_assert_str_eq(bad, text);
	free(bad);
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, "Same Game 8x8:3:11, move 1");
	game_free(&g);
}

START_TEST(a_damaged_kept_game_is_set_aside)
{
	const char *junk = "junk junk\n";
	check_set_aside(false, "continue-same", junk, 1);
	check_set_aside(true, "continue-same", junk, 1);
	check_set_aside(false, "continue-same.3", junk, 1);
	/* The spare place (see game_keep_as_played), which that game is
	 * not kept in: its damaged file is set aside all the same. */
	check_set_aside(false, "continue-same.4", junk, 1);
}
END_TEST

/* A damaged kept game that cannot be set aside (a link to a file too
 * large to copy) is not written over: it stays, said so by line and
 * column, and the game is kept in another place; with no other place,
 * it is not kept, and the quit asks. */
START_TEST(a_damaged_kept_game_never_set_aside_is_never_written_over)
{
	const char *data_dir = fixture_fresh_data_dir();
	const long size = 100L * 1024 * 1024; /* sparse: takes no room */
	game g;
	game_outcome out;
	char dir[300], big[300], alert[512], words[96];
	struct stat st;
	time_t when;
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	snprintf(big, sizeof big, "%s/big", data_dir);
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	support_write_file(big, "");
	ck_assert_int_eq(truncate(big, size), 0);
	ck_assert_int_eq(symlink(big, fixture_data_file("continue-same")), 0);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	const same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_msg(strstr(alert, "continue-same:1:1: ") == alert &&
	    strstr(alert, "could not set it aside") != NULL, "%s", alert);
	ck_assert_int_eq(stat(big, &st), 0);
	ck_assert_int_eq(st.st_size, size);
	ck_assert(fixture_data_file_exists("continue-same.2"));
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, "Same Game 8x8:3:11, move 1");
	game_free(&g);
	/* No other place: nothing is written over, and the quit asks. */
	unlink(fixture_data_file("continue-same.2"));
	ck_assert_int_eq(mkdir(fixture_data_file("continue-same.2"), 0700),
	    0);
	ck_assert_int_eq(mkdir(fixture_data_file("continue-same.3"), 0700),
	    0);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:12");
	const same_cluster other = fixture_greedy(&g);
	ck_assert(game_play_same(&g, other.row, other.col, false, &out));
	ck_assert(!game_keep(&g, alert, sizeof alert));
	ck_assert_msg(strstr(alert, "could not set it aside") != NULL, "%s",
	    alert);
	char question[600];
	ck_assert(!game_keep_to_leave(&g, GAME_QUIT, NULL, alert, sizeof alert,
	    question, sizeof question));
	ck_assert_msg(strstr(question, "This game cannot be kept to "
	    "continue (expected ") == question && strstr(question,
	    "could not set it aside") != NULL, "%s", question);
	ck_assert_int_eq(stat(big, &st), 0);
	ck_assert_int_eq(st.st_size, size);
	game_free(&g);
}
END_TEST

/* A game of the other kind where a Same Game is kept (a Mayan save
 * copied there by hand) is no game to take up: named where its kind
 * shows, and set aside by the next game kept, which wrote over it
 * without a word. */
START_TEST(a_kept_file_of_the_other_game_is_set_aside)
{
	const char *mayan_save = "tumble-save 1\nmayan\nmoves 1\n1 0 1\n"
	    "3\n0\n1 1 0\n3 1 0\n1 3 0\n1 1 3 0\n";
	check_set_aside(false, "continue-same", mayan_save, 2);
	check_set_aside(false, "continue-same.2", "1\n1 1 0\n1 0\n0\n0\n"
	    "0\n", 1);
}
END_TEST

/* A damaged file in the spare place, which a quit's keep never writes,
 * is set aside by the first game kept after it, once: its name goes
 * with it, so that the next quit sets nothing aside again and no
 * trouble is named any more. */
START_TEST(a_damaged_spare_file_is_set_aside_once)
{
	const char *data_dir = fixture_fresh_data_dir();
	game g;
	char dir[300], alert[512], words[600];
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	mkdir(dir, 0700);
	support_write_file(fixture_data_file("continue-same.4"),
	    "junk junk\n");
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	fixture_play_a_move(&g);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_msg(strstr(alert, "set aside as ") != NULL, "%s", alert);
	game_free(&g);
	ck_assert(!fixture_data_file_exists("continue-same.4"));
	char *bad = support_read_file(fixture_data_file(
	    "continue-same.4.bad"));
	ck_assert_str_eq(bad, "junk junk\n");
	free(bad);
	ck_assert(!game_kept_trouble(GAME_SAME, words, sizeof words));
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:12");
	fixture_play_a_move(&g);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "");
	game_free(&g);
	ck_assert(!fixture_data_file_exists("continue-same.4.bad.1"));
}
END_TEST

/* A damaged spare file set aside by a quit that also puts the oldest
 * kept game out: both are said, where the game put out alone was. */
START_TEST(a_spare_file_set_aside_is_said_beside_the_oldest_put_out)
{
	fixture_fresh_data_dir();
	game g;
	char alert[512];
	game_init(&g);
	for (int seed = 11; seed <= 13; seed++) {
		char name[16];
		snprintf(name, sizeof name, "8x8:3:%d", seed);
		fixture_keep_after_a_move(&g, name);
		game_free(&g);
	}
	support_write_file(fixture_data_file("continue-same.4"),
	    "junk junk\n");
	fixture_open_named(&g, GAME_SAME, "8x8:3:14");
	fixture_play_a_move(&g);
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	game_free(&g);
	ck_assert_msg(strstr(alert, "continue-same.4:1:1: ") == alert &&
	    strstr(alert, "; set aside as ") != NULL &&
	    strstr(alert, "  This game is kept to continue, in place of the "
	    "oldest of the 3 kept: Same Game 8x8:3:11, move 1.") != NULL,
	    "%s", alert);
	ck_assert(fixture_data_file_exists("continue-same.4.bad"));
}
END_TEST

/* An empty kept file, what a power cut may leave of a game kept without
 * waiting for the disk, holds nothing: no game to take up, no trouble
 * to name, and the next game kept takes its place, setting nothing
 * aside. */
START_TEST(an_empty_kept_file_is_a_free_place)
{
	const char *data_dir = fixture_fresh_data_dir();
	game g;
	game_outcome out;
	game_open_error e;
	char dir[300], alert[512], name[64], words[96];
	time_t when;
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	mkdir(dir, 0700);
	FILE *empty = fopen(fixture_data_file("continue-same"), "w");
	ck_assert_ptr_nonnull(empty);
	fclose(empty);
	ck_assert(!game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert(!game_kept_unreadable(GAME_SAME, name, sizeof name, &e));
	ck_assert(!game_kept_trouble(GAME_SAME, words, sizeof words));
	game_init(&g);
	ck_assert(!game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e));
	ck_assert_str_eq(e.text, "no Same Game is kept to continue");
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	const same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "");
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, "Same Game 8x8:3:11, move 1");
	ck_assert(!fixture_data_file_exists("continue-same.2"));
	game_free(&g);
	DIR *d = opendir(dir);
	ck_assert_ptr_nonnull(d);
	int files = 0;
	for (struct dirent *f; (f = readdir(d)) != NULL;)
		files += f->d_name[0] != '.';
	closedir(d);
	ck_assert_int_eq(files, 2); /* the kept game and its lock */
}
END_TEST

/* A folder, a FIFO or a link to nothing in the first place is passed
 * over: the game is kept in the next free one, not lost. */
START_TEST(a_game_is_kept_past_a_place_it_cannot_be_written)
{
	const char *data_dir = fixture_fresh_data_dir();
	game g;
	game_outcome out;
	char dir[300], alert[512], words[96];
	time_t when;
	game_init(&g);
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	mkdir(dir, 0700);
	ck_assert_int_eq(mkdir(fixture_data_file("continue-same"), 0700), 0);
	ck_assert_int_eq(mkfifo(fixture_data_file("continue-same.2"), 0600),
	    0);
	ck_assert_int_eq(symlink("nowhere", fixture_data_file(
	    "continue-mayan")), 0);
	fixture_open_named(&g, GAME_SAME, "8x8:3:11");
	const same_cluster best = fixture_greedy(&g);
	ck_assert(game_play_same(&g, best.row, best.col, false, &out));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert(fixture_data_file_exists("continue-same.3"));
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	ck_assert_str_eq(words, "Same Game 8x8:3:11, move 1");
	game_free(&g);
	game_init(&g);
	fixture_open_named(&g, GAME_MAYAN, "01-sample");
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 1, 1 }, false,
	    &out));
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert(fixture_data_file_exists("continue-mayan.2"));
	game_free(&g);
	/* With no place left at all, the first one's trouble is said. */
	unlink(fixture_data_file("continue-same.3"));
	ck_assert_int_eq(mkdir(fixture_data_file("continue-same.3"), 0700),
	    0);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:12");
	const same_cluster other = fixture_greedy(&g);
	ck_assert(game_play_same(&g, other.row, other.col, false, &out));
	ck_assert(!game_keep(&g, alert, sizeof alert));
	ck_assert_msg(strstr(alert, "continue-same: a folder") !=
	    NULL, "%s", alert);
	/* Quit, the player is asked with the reason alone. */
	char question[600];
	ck_assert(!game_keep_to_leave(&g, GAME_QUIT, NULL, alert, sizeof alert,
	    question, sizeof question));
	ck_assert_str_eq(question, "This game cannot be kept to continue "
	    "(a folder); quit all the same?");
	ck_assert(!game_keep_to_leave(&g, GAME_TO_EDITOR, NULL, alert,
	    sizeof alert, question, sizeof question));
	ck_assert_str_eq(question, "This game cannot be kept to continue "
	    "(a folder); go back to the editor all the same?");
	game_free(&g);
	/* A game with nothing at stake has nothing to ask. */
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:12");
	ck_assert(game_keep_to_leave(&g, GAME_QUIT, NULL, alert, sizeof alert,
	    question, sizeof question));
	ck_assert_str_eq(question, "");
	game_free(&g);
}
END_TEST

/* Every file of the player's data folder is the player's own, mode 0600
 * whatever the umask leaves to others: the games kept to continue and
 * for review, the custom board and the random puzzle's moves too, as
 * the scores, marks and progress always were. */
START_TEST(the_data_folder_s_files_are_the_player_s_own)
{
	const char *data_dir = fixture_fresh_data_dir();
	const mode_t old = umask(022);
	game g, end;
	game_outcome out;
	char error[512], dir[300];
	mayan_edit_board made;
	mayan_board board;
	game_init(&g);
	game_init(&end);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	fixture_open_named(&end, GAME_SAME, "8x8:3:12");
	fixture_play_to_end(&end, &out);
	const same_custom custom = same_custom_default();
	ck_assert_msg(same_custom_write(fixture_data_file(SAME_CUSTOM_FILE),
	    &custom, error, sizeof error), "%s", error);
	mayan_random_remember(4);
	support_mayan_board(&board, "1 1 1", "2", "", "", "");
	mayan_edit_open(&made, &board, 4);
	ck_assert_msg(mayan_draft_keep(&made, NULL, error, sizeof error), "%s",
	    error);
	umask(old);
	static const char *const named[] = { "continue-same", "last-same",
		SAME_CUSTOM_FILE, MAYAN_RANDOM_MOVES_FILE, "scores",
		"mayan-draft" };
	for (size_t i = 0; i < sizeof named / sizeof *named; i++)
		ck_assert_msg(fixture_data_file_exists(named[i]), "%s",
		    named[i]);
	snprintf(dir, sizeof dir, "%s/tumble", data_dir);
	DIR *d = opendir(dir);
	ck_assert_ptr_nonnull(d);
	int files = 0;
	for (struct dirent *f; (f = readdir(d)) != NULL;) {
		struct stat st;
		if (f->d_name[0] == '.')
			continue;
		ck_assert_int_eq(stat(fixture_data_file(f->d_name), &st), 0);
		ck_assert_msg((st.st_mode & 07777) == 0600, "%s is %04o",
		    f->d_name, (unsigned)(st.st_mode & 07777));
		files++;
	}
	closedir(d);
	ck_assert_int_ge(files, (int)(sizeof named / sizeof *named));
	game_free(&g);
	game_free(&end);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_kept_files");
	TCase *tc = tcase_create("kept_files");
	tcase_add_test(tc, a_kept_game_opened_by_its_file_is_taken_up);
	tcase_add_test(tc, the_kept_game_in_play_loaded_again_by_its_file);
	tcase_add_test(tc, the_same_game_kept_again_takes_its_copy_s_place);
	tcase_add_test(tc, a_damaged_kept_game_is_set_aside);
	tcase_add_test(tc,
	    a_damaged_kept_game_never_set_aside_is_never_written_over);
	tcase_add_test(tc, a_kept_file_of_the_other_game_is_set_aside);
	tcase_add_test(tc, a_damaged_spare_file_is_set_aside_once);
	tcase_add_test(tc,
	    a_spare_file_set_aside_is_said_beside_the_oldest_put_out);
	tcase_add_test(tc, an_empty_kept_file_is_a_free_place);
	tcase_add_test(tc, a_game_is_kept_past_a_place_it_cannot_be_written);
	tcase_add_test(tc, the_data_folder_s_files_are_the_player_s_own);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
