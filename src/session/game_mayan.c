/*
 * The Mayan puzzle as a kind of game (see game_rules.h): its session, its
 * moves in the judge's words, and a level's solve noted in the progress.
 */
#include <stdio.h>
#include <string.h>

#include "io/mayan_judge.h"
#include "io/save_file.h"
#include "session/game_open.h"
#include "session/game_rules.h"
#include "session/mayan_progress.h"

static int game_mayan_move_count(const game *g)
{
	return mayan_session_move_count(&g->mayan);
}

static int game_mayan_redo_count(const game *g)
{
	return g->mayan.last - g->mayan.current;
}

static bool game_mayan_finished(const game *g)
{
	return mayan_session_solved(&g->mayan);
}

static void game_mayan_say(const mayan_session *s, game_outcome *out)
{
	char line[MAYAN_JUDGE_LINE_MAX];
	const int k = mayan_session_move_count(s);
	mayan_judge_format_move(line, mayan_session_move(s, k - 1));
	snprintf(out->move, sizeof out->move, "Move %d of %d: %s", k, s->limit,
	    line);
}

static bool game_mayan_play(game *g, const game_move *m, bool assisted,
    game_outcome *out)
{
	mayan_session *s = &g->mayan;
	const mayan_move move = m->mayan;
	const mayan_board *b = mayan_session_board(s);
	if (mayan_session_moves_left(s) == 0 || mayan_board_empty(b)) {
		snprintf(out->refused, sizeof out->refused, "no moves left (%d "
		    "of %d played)", mayan_session_move_count(s), s->limit);
		return false;
	}
	if (move.x < 0 || move.x >= MAYAN_WIDTH || move.y < 0 ||
	    move.y >= MAYAN_HEIGHT || move.y >= mayan_board_height(b, move.x)) {
		snprintf(out->refused, sizeof out->refused, "(%d,%d) is empty",
		    move.x, move.y);
		return false;
	}
	if (move.g != 1 && move.g != -1) {
		snprintf(out->refused, sizeof out->refused, "a block moves one "
		    "cell left (-1) or right (1)");
		return false;
	}
	if (move.x + move.g < 0 || move.x + move.g >= MAYAN_WIDTH) {
		snprintf(out->refused, sizeof out->refused, "(%d,%d) cannot "
		    "move %s: the board ends there", move.x, move.y,
		    move.g < 0 ? "left" : "right");
		return false;
	}
	if (!(assisted ? mayan_session_play_assisted(s, move) :
	    mayan_session_play(s, move))) {
		snprintf(out->refused, sizeof out->refused, "(%d,%d) cannot "
		    "move there", move.x, move.y);
		return false;
	}
	game_mayan_say(s, out);
	return true;
}

static bool game_mayan_undo(game *g)
{
	return mayan_session_undo(&g->mayan);
}

static bool game_mayan_redo(game *g, game_outcome *out)
{
	if (!mayan_session_redo(&g->mayan))
		return false;
	game_mayan_say(&g->mayan, out);
	return true;
}

static void game_mayan_rewind(game *g)
{
	mayan_session_restart(&g->mayan);
}

static bool game_mayan_restart(game *g)
{
	/* The same puzzle afresh: what was proved of it still holds. */
	mayan_session_start_over(&g->mayan);
	return true;
}

/* With no data folder, the one message that says what a level would
 * keep there (its start says it, its solve adds nothing); false when
 * there is one. */
static bool game_mayan_no_folder(game *g)
{
	return game_alert_no_folder(g->alert, sizeof g->alert,
	    "progress, marks");
}

static void game_mayan_begin(game *g)
{
	/* A save of a solved puzzle was noted when it was solved. */
	g->level_recorded = g->ended;
	g->level_best = -1;
	g->level_clean = false;
	g->level_assisted = false;
	if (g->level[0] == '\0' || game_mayan_no_folder(g))
		return;
	char alert[sizeof g->alert] = "";
	bool helped;
	g->level_best = mayan_progress_best(g->level, &helped, alert,
	    sizeof alert);
	/* As the level menu marks it: assisted only where no solve of the
	 * player's own betters it. */
	g->level_assisted = g->level_best < 0 && helped;
	/* As the level menu marks it: clean only where it is solved. */
	g->level_clean = g->level_best >= 0 &&
	    mayan_progress_clean(g->level);
	game_alert_add(g->alert, sizeof g->alert, alert);
}

/* A level's solve is noted once a game: a later solve of the same game
 * (after undoing) has more moves made, never a better one. */
static void game_mayan_record(game *g, game_outcome *out)
{
	const int n = g->mayan.limit;
	const bool assisted = mayan_session_assisted(&g->mayan);
	if (g->watching || g->level[0] == '\0' || g->level_recorded)
		return;
	g->level_recorded = true;
	if (game_mayan_no_folder(g))
		return;
	const long before = g->level_best;
	char news[192] = "", alert[sizeof g->alert] = "";
	/* Both files may fail (a folder that cannot be written): each is
	 * said, the progress first, after what the game said as it began;
	 * a folder that cannot be used at all was said as it began. */
	if (mayan_progress_record(g->level, g->made, n, assisted,
	    &g->level_best, news, sizeof news, alert, sizeof alert) &&
	    assisted && g->level_best < 0)
		g->level_assisted = true;
	game_alert_add(g->alert, sizeof g->alert, alert);
	game_outcome_add_rank(out, news);
	out->new_best = g->level_best >= 0 && g->level_best != before;
	alert[0] = '\0';
	news[0] = '\0';
	const unsigned marks = mayan_progress_marks(g->made, n, assisted,
	    g->helped);
	if (mayan_progress_keep_marks(g->level, marks, news, sizeof news,
	    alert, sizeof alert) && (marks & MARK_CLEAN) &&
	    g->level_best >= 0)
		g->level_clean = true;
	game_alert_add(g->alert, sizeof g->alert, alert);
	game_outcome_add_rank(out, news);
}

static void game_mayan_end_words(const game *g, game_outcome *out)
{
	const mayan_session *s = &g->mayan;
	const mayan_board *b = mayan_session_board(s);
	const int left = mayan_session_moves_left(s);
	const int blocks = mayan_board_blocks(b);
	if (mayan_session_solved(s)) {
		snprintf(out->end, sizeof out->end, "Solved in exactly %d "
		    "move%s!", s->limit, s->limit == 1 ? "" : "s");
		/* Said of every puzzle, a level, a file's or a random one,
		 * as its status line says it, whether or not its progress
		 * is kept. */
		if (mayan_session_assisted(s))
			game_outcome_add_rank(out, "Assisted: the computer "
			    "played a move.");
	} else if (mayan_board_empty(b))
		snprintf(out->end, sizeof out->end, "Cleared with %d move%s "
		    "still to make: a puzzle needs exactly %d.", left,
		    left == 1 ? "" : "s", s->limit);
	else if (left == 0)
		snprintf(out->end, sizeof out->end, "Out of moves with %d "
		    "block%s left.", blocks, blocks == 1 ? "" : "s");
}

static bool game_mayan_save(const game *g, FILE *fp, const char *from,
    char *error, size_t error_size)
{
	const mayan_session *s = &g->mayan;
	return save_write_mayan(fp, mayan_session_start_board(s), s->limit,
	    g->puzzle_title, s->moves, mayan_session_move_count(s),
	    game_mayan_redo_count(g), mayan_session_assisted(s), g->helped,
	    g->made, from, error, error_size);
}

static bool game_mayan_start(game *g, const game_source *src)
{
	game_start_mayan(g, &src->mayan.board, src->mayan.moves, src->origin);
	const char *title = mayan_puzzle_field(&src->mayan, "title");
	snprintf(g->puzzle_title, sizeof g->puzzle_title, "%s",
	    title != NULL ? title : "");
	/* The moves taken back are played and taken back again, for
	 * redo. */
	const int listed = src->is_save ? src->save.count + src->save.redo :
	    0;
	for (int i = 0; i < listed; i++)
		mayan_session_play(&g->mayan, src->save.mayan_moves[i]);
	for (int i = 0; src->is_save && i < src->save.redo; i++)
		(void)mayan_session_undo(&g->mayan);
	if (src->is_save && src->save.assisted)
		mayan_session_mark_assisted(&g->mayan);
	return true;
}

static bool game_mayan_same_start(const game_source *a,
    const game_source *b)
{
	return mayan_board_equal(&a->mayan.board, &b->mayan.board) &&
	    a->mayan.moves == b->mayan.moves;
}

static bool game_mayan_same_board(const game *a, const game *b)
{
	return mayan_board_equal(mayan_session_start_board(&a->mayan),
	    mayan_session_start_board(&b->mayan)) &&
	    a->mayan.limit == b->mayan.limit;
}

static void game_mayan_free(game *g)
{
}

const game_rules game_rules_mayan = {
	.kind = GAME_MAYAN,
	.name = "Mayan",
	.command = GAME_MAYAN_COMMAND,
	.noun = "Mayan puzzle",
	.a_noun = "a Mayan puzzle",
	.a_file = "a Mayan puzzle",
	.start = game_mayan_start,
	.find_name = game_source_level_name,
	.same_start = game_mayan_same_start,
	.same_board = game_mayan_same_board,
	.kept_file = "continue-mayan",
	.last_file = "last-mayan",
	.move_count = game_mayan_move_count,
	.redo_count = game_mayan_redo_count,
	.finished = game_mayan_finished,
	.play = game_mayan_play,
	.undo = game_mayan_undo,
	.redo = game_mayan_redo,
	.rewind = game_mayan_rewind,
	.restart = game_mayan_restart,
	.begin = game_mayan_begin,
	.record = game_mayan_record,
	.end_words = game_mayan_end_words,
	.save = game_mayan_save,
	.free = game_mayan_free,
};
