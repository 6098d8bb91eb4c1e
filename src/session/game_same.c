/*
 * Same Game as a kind of game (see game_rules.h): its session, its words
 * in the judge's format, and its end recorded in the high scores.
 */
#include <stdio.h>
#include <stdlib.h>

#include "io/same_judge.h"
#include "io/save_file.h"
#include "session/game_open.h"
#include "session/game_rules.h"

static int game_same_move_count(const game *g)
{
	return same_session_move_count(&g->same);
}

static int game_same_redo_count(const game *g)
{
	return g->same.last - g->same.current;
}

static bool game_same_finished(const game *g)
{
	return same_session_over(&g->same);
}

static bool game_same_play(game *g, const game_move *m, bool assisted,
    game_outcome *out)
{
	same_session *s = &g->same;
	const int row = m->same.row, col = m->same.col;
	const same_board *b = same_session_board(s);
	if (same_session_over(s)) {
		snprintf(out->refused, sizeof out->refused, "the game is over");
		return false;
	}
	if (row < 1 || row > b->rows || col < 1 || col > b->cols) {
		snprintf(out->refused, sizeof out->refused, "(%d,%d) is off "
		    "the board", row, col);
		return false;
	}
	if (same_board_at(b, row, col) == 0) {
		snprintf(out->refused, sizeof out->refused, "(%d,%d) is empty",
		    row, col);
		return false;
	}
	const same_cluster done = assisted ?
	    same_session_remove_assisted(s, row, col) :
	    same_session_remove(s, row, col);
	if (done.size < 2) {
		snprintf(out->refused, sizeof out->refused, "a lone ball at "
		    "(%d,%d) cannot be removed: a cluster needs 2 balls or "
		    "more", row, col);
		return false;
	}
	same_judge_format_move(out->move, same_session_move_count(s), &done);
	return true;
}

static bool game_same_undo(game *g)
{
	return same_session_undo(&g->same);
}

static bool game_same_redo(game *g, game_outcome *out)
{
	same_session *s = &g->same;
	if (!same_session_redo(s))
		return false;
	const int k = same_session_move_count(s);
	const same_cluster done = same_session_move(s, k - 1);
	same_judge_format_move(out->move, k, &done);
	return true;
}

static void game_same_rewind(game *g)
{
	same_session_restart(&g->same);
}

static bool game_same_restart(game *g)
{
	same_session fresh;
	if (!same_session_start(&fresh, same_session_start_board(&g->same)))
		return false;
	fresh.id = g->same.id;
	fresh.has_id = g->same.has_id;
	/* A practice game starts in the middle of another: never the
	 * player's alone, however often it starts again. */
	if (g->practice)
		same_session_mark_assisted(&fresh);
	same_session_free(&g->same);
	g->same = fresh;
	return true;
}

/* The game's alert is its record's, which only grows while the game
 * lasts: what a command line said of it as the game began stays said
 * (game_alert_unsaid) when the end adds to it. */
static void game_same_alert(game *g)
{
	snprintf(g->alert, sizeof g->alert, "%s", g->record.alert);
}

static void game_same_begin(game *g)
{
	same_record_start(&g->record, g);
	game_same_alert(g);
}

/* The final line in the judge's words (1 ball singular), after a
 * cleared board's bonus apart from the move points. */
static void game_same_end_words(const game *g, game_outcome *out)
{
	const same_session *s = &g->same;
	const same_board *b = same_session_board(s);
	char final[SAME_JUDGE_LINE_MAX];
	if (!same_session_over(s))
		return;
	same_judge_say_final(final, same_session_score(s), b->balls);
	if (g->watching) {
		snprintf(out->end, sizeof out->end, "The planner's game ends.  "
		    "%s", final);
		return;
	}
	/* A board with no move at all is no game to rank. */
	if (same_session_move_count(s) == 0) {
		snprintf(out->end, sizeof out->end, "Game over: no cluster of "
		    "2 balls.  %s", final);
		return;
	}
	const long points = same_session_points(s);
	if (b->balls == 0)
		snprintf(out->cleared, sizeof out->cleared, "Board cleared!  "
		    "%ld point%s + %d bonus.", points, points == 1 ? "" : "s",
		    same_final_bonus(b));
	snprintf(out->end, sizeof out->end, "%s", out->cleared);
	game_words_join(out->end, sizeof out->end, final);
}

/* How the score ranks; the planner's game is never recorded. */
static void game_same_record(game *g, game_outcome *out)
{
	if (g->watching)
		return;
	out->new_best = same_record_end(&g->record, g, out->rank,
	    sizeof out->rank);
	game_outcome_add_rank(out, g->record.news);
	game_same_alert(g);
}

static bool game_same_save(const game *g, FILE *fp, const char *from,
    char *error, size_t error_size)
{
	const same_session *s = &g->same;
	const int count = same_session_move_count(s);
	const int redo = game_same_redo_count(g);
	same_cluster *moves = malloc(SAVE_MAX_MOVES * sizeof *moves);
	if (moves == NULL) {
		snprintf(error, error_size, "out of memory");
		return false;
	}
	/* The moves redo plays again are kept too: a game taken back
	 * continues with them. */
	for (int k = 0; k < count + redo; k++)
		moves[k] = s->moves[k];
	/* Board K of a file is opened again by the file's name and K; a
	 * pack board's name holds its K already. */
	const long in_file = g->number > 1 && !game_is_pack_board(g) ?
	    g->number : 0;
	const bool saved = save_write_same(fp, same_session_start_board(s),
	    moves, count, redo, same_session_assisted(s), from, in_file,
	    error, error_size);
	free(moves);
	return saved;
}

static bool game_same_start(game *g, const game_source *src)
{
	const bool started = src->has_id ? game_start_same_id(g, &src->id) :
	    game_start_same(g, &src->same, src->number, src->origin);
	if (!started)
		return false;
	const int listed = src->is_save ? src->save.count + src->save.redo :
	    0;
	for (int i = 0; i < listed; i++)
		same_session_remove(&g->same, src->save.same_moves[i].row,
		    src->save.same_moves[i].col);
	for (int i = 0; src->is_save && i < src->save.redo; i++)
		(void)same_session_undo(&g->same);
	if (src->is_save && src->save.assisted)
		same_session_mark_assisted(&g->same);
	snprintf(g->score_kind, sizeof g->score_kind, "%s", src->score_kind);
	return true;
}

static bool game_same_same_start(const game_source *a, const game_source *b)
{
	return same_board_equal(&a->same, &b->same);
}

static void game_same_free(game *g)
{
	same_session_free(&g->same);
}

static bool game_same_same_board(const game *a, const game *b)
{
	return same_board_equal(same_session_start_board(&a->same),
	    same_session_start_board(&b->same));
}

const game_rules game_rules_same = {
	.kind = GAME_SAME,
	.name = "Same Game",
	.command = GAME_SAME_COMMAND,
	.noun = "Same Game",
	.a_noun = "Same Game",
	.a_file = "a Same Game file",
	.start = game_same_start,
	.find_name = game_source_same_name,
	.same_start = game_same_same_start,
	.same_board = game_same_same_board,
	.kept_file = "continue-same",
	.last_file = "last-same",
	.move_count = game_same_move_count,
	.redo_count = game_same_redo_count,
	.finished = game_same_finished,
	.play = game_same_play,
	.undo = game_same_undo,
	.redo = game_same_redo,
	.rewind = game_same_rewind,
	.restart = game_same_restart,
	.begin = game_same_begin,
	.record = game_same_record,
	.end_words = game_same_end_words,
	.save = game_same_save,
	.free = game_same_free,
};
