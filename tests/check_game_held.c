/*
 * A kept game held by the tumble that took it up: no other tumble takes
 * it up meanwhile, and the title menu marks it as played elsewhere; a
 * game kept by one tumble while another plays its board takes another
 * place, and the oldest kept game that goes to make room is never one
 * another tumble plays.  The question before a quit and the board of the
 * day opened to play go by the same holds.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "session/daily.h"
#include "session/game_keep.h"
#include "session/game_leave.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "session/mayan_edit.h"
#include "game_fixture.h"
#include "support.h"

/* A kept game taken up is held: another tumble cannot take it up too
 * (both then recorded it), and may once the first has let it go. */
START_TEST(a_kept_game_is_taken_up_by_one_tumble_at_a_time)
{
	fixture_fresh_data_dir();
	game g, first, second;
	game_open_error e;
	game_init(&g);
	game_init(&first);
	game_init(&second);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	ck_assert_msg(game_open_kept(&first, GAME_SAME, GAME_KEPT_NEWEST, &e),
	    "%s", e.text);
	ck_assert(!game_open_kept(&second, GAME_SAME, GAME_KEPT_NEWEST, &e));
	ck_assert_str_eq(e.text, "the Same Game kept to continue is being "
	    "played in another tumble");
	/* Still offered: it is kept. */
	char words[96];
	time_t when;
	ck_assert(game_kept(GAME_SAME, words, sizeof words, &when));
	game_free(&first);
	ck_assert_msg(game_open_kept(&second, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	game_free(&second);
}
END_TEST

/* The newest kept game of a kind, as `tumble same --continue` takes it
 * up, is the newest that no other tumble plays: the newest of all was
 * taken and refused, though an older one of the kind was free.  With
 * every one in play elsewhere, the newest is refused. */
START_TEST(the_newest_kept_passes_over_one_played_elsewhere)
{
	fixture_fresh_data_dir();
	game g, first, second, third;
	game_open_error e;
	game_init(&g);
	game_init(&first);
	game_init(&second);
	game_init(&third);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	game_init(&g);
	fixture_keep_after_a_move(&g, "8x8:3:12");
	game_free(&g);
	fixture_kept_minutes_ago(0, 1);
	ck_assert_msg(game_open_kept(&first, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(first.origin, "8x8:3:12");
	ck_assert_msg(game_open_kept(&second, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	ck_assert_str_eq(second.origin, "8x8:3:11");
	ck_assert(!game_open_kept(&third, GAME_SAME, GAME_KEPT_NEWEST, &e));
	ck_assert_str_eq(e.text, "the Same Game kept to continue is being "
	    "played in another tumble");
	game_free(&first);
	game_free(&second);
}
END_TEST

/* The kept game of `kind` in `slot`, NULL for none. */
static const game_kept_entry *kept_entry_of(game_kind kind, int slot)
{
	static game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS);
	for (int i = 0; i < count; i++)
		if (list[i].kind == kind && list[i].slot == slot)
			return &list[i];
	return NULL;
}

/* The words of the kept game of `kind` in `slot`, "" for none. */
static const char *kept_words_of(game_kind kind, int slot)
{
	const game_kept_entry *kept = kept_entry_of(kind, slot);
	return kept != NULL ? kept->words : "";
}

/* The words of the kept Same Game in `slot`, "" for none. */
static const char *kept_words_in(int slot)
{
	return kept_words_of(GAME_SAME, slot);
}

/* A move more on `g`. */
static void play_a_move(game *g)
{
	game_outcome out;
	const same_cluster best = fixture_greedy(g);
	ck_assert(game_play_same(g, best.row, best.col, false, &out));
}

/* A move more on `g`, then kept as a quit keeps it. */
static void keep_a_move_on(game *g)
{
	play_a_move(g);
	fixture_keep(g);
}

/* A game of `board` kept after a move, then taken up in `taken`, as
 * another tumble takes it up. */
static void take_up_kept(game *taken, const char *board)
{
	game g;
	game_open_error e;
	game_init(&g);
	fixture_keep_after_a_move(&g, board);
	game_free(&g);
	ck_assert_msg(game_open_kept(taken, GAME_SAME, GAME_KEPT_NEWEST, &e),
	    "%s", e.text);
}

/* Two tumbles on one board: the one that opens it afresh while the other
 * plays the game kept of it keeps its own in another place, and the
 * other's, quit, in its own.  The game played elsewhere was taken for
 * an older copy to replace, and each tumble wrote over the other's. */
START_TEST(a_game_played_elsewhere_is_no_copy_to_replace)
{
	fixture_fresh_data_dir();
	game taken, fresh;
	game_init(&taken);
	game_init(&fresh);
	take_up_kept(&taken, "8x8:3:11");
	fixture_keep_after_a_move(&fresh, "8x8:3:11");
	keep_a_move_on(&taken);
	game_free(&taken);
	game_free(&fresh);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 2");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:11, move 1");
}
END_TEST

/* A game taken up whose file another tumble wrote over meanwhile (one
 * that could not see it held: a folder without locks) keeps itself in
 * another place: the game of its board there is the other tumble's. */
START_TEST(a_game_taken_up_keeps_past_its_board_kept_since)
{
	fixture_fresh_data_dir();
	game taken, fresh;
	game_init(&taken);
	game_init(&fresh);
	take_up_kept(&taken, "8x8:3:11");
	close(taken.kept_hold);
	taken.kept_hold = -1;
	fixture_keep_after_a_move(&fresh, "8x8:3:11");
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	keep_a_move_on(&taken);
	game_free(&taken);
	game_free(&fresh);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:11, move 2");
}
END_TEST

/* With every place taken, the game kept makes room with the oldest that
 * no other tumble plays, and says so. */
START_TEST(the_oldest_played_elsewhere_is_passed_over)
{
	fixture_fresh_data_dir();
	game g, taken;
	game_open_error e;
	game_init(&taken);
	const char *boards[] = { "8x8:3:11", "8x8:3:12", "8x8:3:13" };
	for (int i = 0; i < 3; i++) {
		game_init(&g);
		fixture_keep_after_a_move(&g, boards[i]);
		game_free(&g);
		/* The first the oldest. */
		fixture_kept_minutes_ago(i, 3 - i);
	}
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, 0, &e), "%s", e.text);
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:14");
	play_a_move(&g);
	char alert[512], question[160];
	/* Asked as it is: the oldest kept game stays. */
	ck_assert(game_leaving_question(&g, GAME_QUIT, question,
	    sizeof question));
	ck_assert_str_eq(question, "Quit this game with 1 move made? It is "
	    "kept, and the oldest not in play goes.");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	/* Said as it is: not the oldest of the 3 kept. */
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the oldest of the 3 kept that no other tumble plays: Same Game "
	    "8x8:3:12, move 1.");
	game_free(&g);
	game_free(&taken);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:14, move 1");
	ck_assert_str_eq(kept_words_in(2), "Same Game 8x8:3:13, move 1");
}
END_TEST

/* Same Games on `boards` kept in the first places, the others holding
 * folders, no place for a game; `g` opened on 8x8:3:14 with a move
 * made. */
static void kept_beside_folders(game *g, const char *const *boards,
    int count)
{
	char name[32];
	for (int i = 0; i < count; i++) {
		game_init(g);
		fixture_keep_after_a_move(g, boards[i]);
		game_free(g);
		fixture_kept_minutes_ago(i, count - i);
	}
	for (int slot = count; slot < GAME_KEPT_MAX; slot++) {
		snprintf(name, sizeof name, "continue-same.%d", slot + 1);
		ck_assert_int_eq(mkdir(fixture_data_file(name), 0700), 0);
	}
	game_init(g);
	fixture_open_named(g, GAME_SAME, "8x8:3:14");
	play_a_move(g);
}

/* With folders in the other places, the one or two games kept are said
 * as such, asked and then said put out. */
START_TEST(the_game_put_out_of_one_or_two_is_said_so)
{
	static const char *const boards[] = { "8x8:3:11", "8x8:3:12" };
	game g, taken;
	game_open_error e;
	char alert[512], words[96];
	fixture_fresh_data_dir();
	kept_beside_folders(&g, boards, 1);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the only other kept game "
	    "goes");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the only other kept game: Same Game 8x8:3:11, move 1.");
	game_free(&g);
	fixture_fresh_data_dir();
	kept_beside_folders(&g, boards, 2);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest kept game goes");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the older of the 2 kept: Same Game 8x8:3:11, move 1.");
	game_free(&g);
	/* Of two, one played in another tumble: the other goes. */
	fixture_fresh_data_dir();
	kept_beside_folders(&g, boards, 2);
	game_init(&taken);
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, 0, &e), "%s", e.text);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest not in play goes");
	ck_assert_msg(game_keep(&g, alert, sizeof alert), "%s", alert);
	ck_assert_str_eq(alert, "This game is kept to continue, in place of "
	    "the one of the 2 kept that no other tumble plays: Same Game "
	    "8x8:3:12, move 1.");
	game_free(&g);
	game_free(&taken);
	ck_assert_str_eq(kept_words_in(0), "Same Game 8x8:3:11, move 1");
	ck_assert_str_eq(kept_words_in(1), "Same Game 8x8:3:14, move 1");
}
END_TEST

/* The question before a quit promises what keeping the game will do:
 * kept, kept in place of its board's older game, or kept with the oldest
 * game going; a copy another tumble plays is left, so nothing goes. */
START_TEST(a_quit_promises_what_keeping_does)
{
	fixture_fresh_data_dir();
	game g, fresh, taken;
	game_open_error e;
	char words[96];
	game_init(&g);
	game_init(&fresh);
	game_init(&taken);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	fixture_open_named(&fresh, GAME_SAME, "8x8:3:11");
	play_a_move(&fresh);
	game_keep_promise(&fresh, words, sizeof words);
	ck_assert_str_eq(words, "it is kept in place of this board's older "
	    "game");
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, 0, &e), "%s", e.text);
	game_keep_promise(&fresh, words, sizeof words);
	ck_assert_str_eq(words, "it is kept to continue");
	game_free(&taken);
	const char *boards[] = { "8x8:3:12", "8x8:3:13" };
	for (int i = 0; i < 2; i++) {
		game_init(&g);
		fixture_keep_after_a_move(&g, boards[i]);
		game_free(&g);
	}
	game_init(&g);
	fixture_open_named(&g, GAME_SAME, "8x8:3:14");
	play_a_move(&g);
	game_keep_promise(&g, words, sizeof words);
	ck_assert_str_eq(words, "it is kept, and the oldest kept game goes");
	game_free(&g);
	game_free(&fresh);
}
END_TEST

/* The board of the day opened to play is the day's game kept, the first
 * that no other tumble plays, and a fresh board when there is none. */
START_TEST(the_board_of_the_day_opens_as_the_day_s_game_kept)
{
	fixture_fresh_data_dir();
	setenv("TUMBLE_TODAY", "20261204", 1);
	game g, held, second;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.daily = true;
	game_init(&g);
	game_init(&held);
	game_init(&second);
	ck_assert_msg(game_open_to_play(&g, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&g), 0);
	keep_a_move_on(&g);
	game_free(&g);
	ck_assert_msg(game_open_to_play(&held, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&held), 1);
	ck_assert(held.continued);
	/* Another tumble's meanwhile: the day's board afresh. */
	ck_assert_msg(game_open_to_play(&second, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&second), 0);
	play_a_move(&second);
	keep_a_move_on(&second);
	game_free(&second);
	/* A third finds the second's, the first's being played. */
	game_init(&g);
	ck_assert_msg(game_open_to_play(&g, &r, &e), "%s", e.text);
	ck_assert_int_eq(game_moves_at_stake(&g), 2);
	game_free(&g);
	game_free(&held);
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* The board of the day opened by name over a game in play (`new same
 * --daily` at a prompt) is the day's game kept too, as the title menu
 * and `tumble same --daily` open it: afresh, its quit would put it in
 * the place of the day's game begun. */
START_TEST(the_board_of_the_day_named_over_a_game_is_the_day_s_kept)
{
	fixture_fresh_data_dir();
	setenv("TUMBLE_TODAY", "20261204", 1);
	game g, in_play, next;
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.daily = true;
	game_init(&g);
	ck_assert_msg(game_open_to_play(&g, &r, &e), "%s", e.text);
	keep_a_move_on(&g);
	game_free(&g);
	game_init(&in_play);
	fixture_open_named(&in_play, GAME_SAME, "8x8:3:14");
	play_a_move(&in_play);
	game_init(&next);
	ck_assert_msg(game_open_or_take_up(&next, &r, &in_play, &e), "%s",
	    e.text);
	ck_assert_int_eq(game_moves_at_stake(&next), 1);
	ck_assert(next.continued);
	game_free(&next);
	game_free(&in_play);
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* `g`, the board of the day of `today` (YYYYMMDD), opened to play in a
 * fresh data folder. */
static void open_the_day(game *g, const char *today)
{
	fixture_fresh_data_dir();
	setenv("TUMBLE_TODAY", today, 1);
	game_request r = game_request_new(GAME_SAME);
	game_open_error e;
	r.daily = true;
	game_init(g);
	ck_assert_msg(game_open_to_play(g, &r, &e), "%s", e.text);
}

/* A kept board of the day is named by its title alone, as the title
 * menu's Today's board line names it: "Same Game Board of the day, ..."
 * said the game twice, and with moves to redo it was cut on an 80-column
 * terminal. */
START_TEST(a_kept_board_of_the_day_is_named_by_its_day)
{
	game g;
	open_the_day(&g, "20260930");
	play_a_move(&g);
	play_a_move(&g);
	ck_assert(game_undo(&g));
	fixture_keep(&g);
	game_free(&g);
	ck_assert_str_eq(kept_words_in(0), "Board of the day, 30 September "
	    "2026, move 1, 1 to redo");
	unsetenv("TUMBLE_TODAY");
}
END_TEST

/* A kept board of the day's words too wide for the title menu at its
 * smallest (the words' column DAILY_MENU_WORDS wide) have shorter forms,
 * the last whole there with its moves and moves to redo: they were cut
 * "Board of the day, 30 September 2026, m...".  Held in another tumble,
 * its name alone, as the long form is. */
START_TEST(a_kept_board_of_the_day_has_shorter_forms)
{
	game g;
	game_open_error e;
	open_the_day(&g, "20260930");
	for (int i = 0; i < 12; i++)
		play_a_move(&g);
	for (int i = 0; i < 3; i++)
		ck_assert(game_undo(&g));
	fixture_keep(&g);
	game_free(&g);
	const game_kept_entry *kept = kept_entry_of(GAME_SAME, 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept->words, "Board of the day, 30 September 2026, "
	    "move 9, 3 to redo");
	ck_assert_str_eq(kept->shorter[0], "Board of the day 30 Sep 2026, "
	    "move 9, 3 to redo");
	ck_assert_str_eq(kept->shorter[1], "Board of 30 Sep 2026, move 9, "
	    "3 to redo");
	ck_assert_str_eq(kept->shorter[2], "Board 30 Sep 2026, move 9, "
	    "3 to redo");
	/* The most a board of the day can come to, move 10 and 102 to
	 * redo, fits in the last form too. */
	ck_assert_int_le((int)strlen(kept->shorter[GAME_KEPT_SHORTER - 1]) +
	    3, DAILY_MENU_WORDS);
	game taken;
	game_init(&taken);
	ck_assert_msg(game_open_kept(&taken, GAME_SAME, GAME_KEPT_NEWEST,
	    &e), "%s", e.text);
	kept = kept_entry_of(GAME_SAME, 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert(kept->elsewhere);
	ck_assert_str_eq(kept->words, "Board of the day, 30 September 2026");
	ck_assert_str_eq(kept->shorter[0], "Board of the day 30 Sep 2026");
	ck_assert_str_eq(kept->shorter[1], "Board of 30 Sep 2026");
	ck_assert_str_eq(kept->shorter[2], "Board 30 Sep 2026");
	game_free(&taken);
	unsetenv("TUMBLE_TODAY");
	/* Another game has none. */
	fixture_fresh_data_dir();
	game_init(&g);
	fixture_keep_after_a_move(&g, "8x8:3:11");
	game_free(&g);
	kept = kept_entry_of(GAME_SAME, 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_eq(kept->words, "Same Game 8x8:3:11, move 1");
	for (int form = 0; form < GAME_KEPT_SHORTER; form++)
		ck_assert_str_eq(kept->shorter[form], "");
}
END_TEST

/* A Mayan puzzle of 2 moves from `origin`, titled `title` as the editor
 * titles the puzzle it plays ("" for none), kept after a move in a
 * fresh data folder. */
static void keep_a_mayan_move_titled(const char *origin, const char *title)
{
	fixture_fresh_data_dir();
	mayan_board b;
	mayan_board_clear(&b);
	for (int x = 0; x < 4; x++)
		ck_assert(mayan_board_push(&b, x, x == 2 ? 2 : 1));
	game g;
	game_outcome out;
	game_init(&g);
	game_start_mayan(&g, &b, 2, origin);
	if (title[0] != '\0') {
		snprintf(g.puzzle_title, sizeof g.puzzle_title, "%s", title);
		snprintf(g.title, sizeof g.title, "%s", title);
	}
	ck_assert(game_play_mayan(&g, (mayan_move){ 2, 0, 1 }, false, &out));
	fixture_keep(&g);
	game_free(&g);
}

static void keep_a_mayan_move_from(const char *origin)
{
	keep_a_mayan_move_titled(origin, "");
}

/* A kept random Mayan puzzle is named as one, "Random Mayan, 2 moves,
 * seed 9": after the kind, its name read "Mayan Random 2 moves, seed
 * 9", a capital in mid-line.  A puzzle is random by where it
 * came from, as the Mayan screen tells it, not by its title: a level
 * file titled so is named as a level is. */
START_TEST(a_kept_random_puzzle_is_named_as_one)
{
	keep_a_mayan_move_from("Random 2 moves, seed 9");
	ck_assert_str_eq(kept_words_of(GAME_MAYAN, 0), "Random Mayan, 2 "
	    "moves, seed 9, move 1");
	game g;
	game_outcome out;
	fixture_fresh_data_dir();
	const char *dir = support_temp_dir();
	char path[512];
	snprintf(path, sizeof path, "%s/titled.in", dir);
	support_write_file(path, "# title: Random 2 moves, seed 9\n2\n1 0\n"
	    "1 0\n0\n1 2 0\n0\n");
	game_request r = game_request_new(GAME_MAYAN);
	game_open_error e;
	r.name = path;
	game_init(&g);
	ck_assert_msg(game_open(&g, &r, &e), "%s", e.text);
	ck_assert_str_eq(g.title, "Random 2 moves, seed 9");
	ck_assert(game_play_mayan(&g, (mayan_move){ 3, 1, 1 }, false, &out));
	fixture_keep(&g);
	game_free(&g);
	unlink(path);
	rmdir(dir);
	ck_assert_str_eq(kept_words_of(GAME_MAYAN, 0), "Mayan Random 2 moves, "
	    "seed 9, move 1");
}
END_TEST

/* A kept puzzle played from the editor with no title is "Mayan puzzle
 * from the editor", where its name after the kind read "Mayan Puzzle
 * from the editor"; a titled one says its title after that: a level's
 * board taken to the editor keeps the level's title, and was named
 * "Mayan Drop In" as the level is, which taking it up does not play. */
START_TEST(a_kept_puzzle_from_the_editor_is_named_as_one)
{
	keep_a_mayan_move_from(MAYAN_EDIT_ORIGIN);
	ck_assert_str_eq(kept_words_of(GAME_MAYAN, 0), "Mayan puzzle from "
	    "the editor, move 1");
	keep_a_mayan_move_titled(MAYAN_EDIT_ORIGIN, "Drop In");
	ck_assert_str_eq(kept_words_of(GAME_MAYAN, 0), "Mayan puzzle from "
	    "the editor: Drop In, move 1");
}
END_TEST

/* The kept games, as the title menu reads them, say which one another
 * tumble plays now: the one a child process has taken up, named without
 * the moves its file had, and no longer once that tumble has let it
 * go. */
START_TEST(a_kept_game_in_play_elsewhere_is_marked)
{
	fixture_fresh_data_dir();
	game g, other;
	game_init(&g);
	game_init(&other);
	/* In the first place, continue-same, and the next. */
	fixture_keep_after_a_move(&g, "8x8:3:11");
	fixture_keep_after_a_move(&other, "8x8:3:12");
	game_free(&g);
	game_free(&other);
	game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	int first = list[0].slot == 0 ? 0 : 1;
	ck_assert(!list[0].elsewhere && !list[1].elsewhere);
	ck_assert_str_eq(list[first].words, "Same Game 8x8:3:11, move 1");
	int taken[2], done[2];
	ck_assert_int_eq(pipe(taken), 0);
	ck_assert_int_eq(pipe(done), 0);
	const pid_t child = fork();
	ck_assert_int_ge(child, 0);
	if (child == 0) {
		game_open_error e;
		char c = game_open_kept(&g, GAME_SAME, 0, &e) ? 'y' : 'n';
		(void)!write(taken[1], &c, 1);
		(void)!read(done[0], &c, 1);
		game_free(&g);
		_exit(0);
	}
	char c = 0;
	ck_assert_int_eq(read(taken[0], &c, 1), 1);
	ck_assert_int_eq(c, 'y');
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	first = list[0].slot == 0 ? 0 : 1;
	ck_assert(list[first].elsewhere);
	ck_assert(!list[1 - first].elsewhere);
	ck_assert_str_eq(list[first].words, "Same Game 8x8:3:11");
	ck_assert_str_eq(list[1 - first].words, "Same Game 8x8:3:12, move 1");
	/* Looked at, it stays the other tumble's alone. */
	game_open_error e;
	ck_assert(!game_open_kept(&g, GAME_SAME, 0, &e));
	ck_assert_str_eq(e.text, "the Same Game kept to continue is being "
	    "played in another tumble");
	ck_assert_int_eq(write(done[1], "x", 1), 1);
	int status;
	ck_assert_int_eq(waitpid(child, &status, 0), child);
	ck_assert_int_eq(game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS),
	    2);
	first = list[0].slot == 0 ? 0 : 1;
	ck_assert(!list[0].elsewhere && !list[1].elsewhere);
	ck_assert_str_eq(list[first].words, "Same Game 8x8:3:11, move 1");
	for (int i = 0; i < 2; i++) {
		close(taken[i]);
		close(done[i]);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game_held");
	TCase *tc = tcase_create("held");
	tcase_add_test(tc, a_kept_game_is_taken_up_by_one_tumble_at_a_time);
	tcase_add_test(tc, the_newest_kept_passes_over_one_played_elsewhere);
	tcase_add_test(tc, a_kept_game_in_play_elsewhere_is_marked);
	tcase_add_test(tc, a_game_played_elsewhere_is_no_copy_to_replace);
	tcase_add_test(tc, a_game_taken_up_keeps_past_its_board_kept_since);
	tcase_add_test(tc, the_oldest_played_elsewhere_is_passed_over);
	tcase_add_test(tc, the_game_put_out_of_one_or_two_is_said_so);
	tcase_add_test(tc, a_quit_promises_what_keeping_does);
	tcase_add_test(tc, the_board_of_the_day_opens_as_the_day_s_game_kept);
	tcase_add_test(tc,
	    the_board_of_the_day_named_over_a_game_is_the_day_s_kept);
	tcase_add_test(tc, a_kept_board_of_the_day_is_named_by_its_day);
	tcase_add_test(tc, a_kept_board_of_the_day_has_shorter_forms);
	tcase_add_test(tc, a_kept_random_puzzle_is_named_as_one);
	tcase_add_test(tc, a_kept_puzzle_from_the_editor_is_named_as_one);
	suite_add_tcase(s, tc);
	return support_run_suite(s);
}
