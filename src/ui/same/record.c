/*
 * The end of a Same Game as the screen says it: the outcome of the move
 * that ended it (the session has recorded it: see session/game_play.h),
 * or the state of a game taken up already over; and the game set beside
 * the planner's once both have ended.
 */
#include <stdio.h>
#include <string.h>

#include "session/game_play.h"
#include "session/same_record.h"
#include "ui/same/screen.h"

/* Parts of a note, two blanks between those that are there. */
static void ui_same_join(char *out, size_t size, const char *const *parts,
    int count)
{
	size_t len = 0;
	out[0] = '\0';
	for (int i = 0; i < count && len < size; i++) {
		if (parts[i][0] == '\0')
			continue;
		int n = snprintf(out + len, size - len, "%s%s",
		    len > 0 ? "  " : "", parts[i]);
		len = n < 0 ? size : len + (size_t)n;
	}
}

/* The result to share, once the record has one: kept to be printed when
 * tumble ends, copied where the terminal takes it, and said. */
static void ui_same_share(ui_same *g)
{
	const char *line = g->gs.game.record.share;
	if (line[0] == '\0' || strcmp(line, g->shared) == 0)
		return;
	ui_share_keep(g->gs.game.record.daily, line);
	snprintf(g->shared, sizeof g->shared, "%s", line);
	g->copied = ui_share_copy(line);
	snprintf(g->end_share, sizeof g->end_share, "To share: %s (%s).", line,
	    g->copied ? "copied to the clipboard" : "printed when you quit");
}

/* The note of the end, from its parts (see end_forms). */
static void ui_same_note_end(ui_same *g, ui_style style)
{
	ui_same_share(g);
	const char *full[] = { g->end_full, g->end_news, g->end_share };
	const char *brief[] = { "Game over.", g->end_rank, g->end_news,
		g->end_share };
	char text[1200];
	ui_same_join(text, sizeof text, full, 3);
	ui_note_set(&g->gs.note, style, "%s", text);
	g->end_style = style;
	snprintf(g->end_forms[0], sizeof g->end_forms[0], "%s",
	    g->gs.note.text);
	ui_same_join(text, sizeof text, brief, 4);
	snprintf(g->end_forms[1], sizeof g->end_forms[1], "%.*s",
	    (int)sizeof g->end_forms[1] - 1, text);
	for (int i = 2; i < 4; i++)
		snprintf(g->end_forms[i], sizeof g->end_forms[i], "%s",
		    g->shared[0] == '\0' ? g->end_forms[1] : i == 2 ?
		    g->end_share : g->shared);
	char score[48];
	snprintf(score, sizeof score, "Final score: %ld.",
	    same_session_score(&g->gs.game.same));
	brief[0] = score;
	ui_same_join(text, sizeof text, brief, 4);
	snprintf(g->end_forms[4], sizeof g->end_forms[4], "%.*s",
	    (int)sizeof g->end_forms[4] - 1, text);
}

/* The end of a game as its outcome says it. */
static void ui_same_end_words(ui_same *g, ui_style style, const char *end,
    const char *rank)
{
	const char *parts[] = { end, rank };
	ui_same_join(g->end_full, sizeof g->end_full, parts, 2);
	snprintf(g->end_rank, sizeof g->end_rank, "%s", rank);
	g->end_news[0] = '\0';
	ui_same_note_end(g, style);
}

const char *ui_same_end_note(const ui_same *g, int x, int rows)
{
	if (strcmp(g->gs.note.text, g->end_forms[0]) != 0)
		return g->gs.note.text;
	/* On a bare screen the words name the final score: the status
	 * line gives way to them there, or stands beside the board. */
	const int order[] = { 0, g->layout.bare ? 4 : 1, 2 };
	for (int i = 0; i < 3; i++)
		if (ui_lines_needed(x, g->end_forms[order[i]]) <= rows)
			return g->end_forms[order[i]];
	return g->end_forms[3];
}

void ui_same_say_over(ui_same *g)
{
	/* Words of an end undone since are no longer the board's. */
	if (g->end_forms[0][0] != '\0' &&
	    same_session_over(&g->gs.game.same))
		ui_note_set(&g->gs.note, g->end_style, "%s", g->end_forms[0]);
	else
		ui_note_set(&g->gs.note, UI_PLAIN, "No move is left.");
}

bool ui_same_say_end(ui_game *gs)
{
	ui_same *g = (ui_same *)gs;
	if (g->end_forms[0][0] == '\0' ||
	    !same_session_over(&g->gs.game.same))
		return false;
	ui_same_say_over(g);
	return true;
}

void ui_same_set_end_aside(ui_same *g)
{
	snprintf(g->yours_news, sizeof g->yours_news, "%s", g->end_news);
	g->yours_style = g->end_style;
}

void ui_same_say_end_again(ui_same *g)
{
	/* A game taken up already over had no words of an end to add to. */
	if (g->end_forms[0][0] == '\0')
		return;
	snprintf(g->end_news, sizeof g->end_news, "%s", g->yours_news);
	ui_same_note_end(g, g->yours_style);
}

/* Marks the planner's score earned, once it is known, said after the
 * words of the end, and the share of its score in the line to share. */
void ui_same_check_review(ui_same *g)
{
	same_record *r = &g->gs.game.record;
	if (g->gs.game.watching || !g->review.plan.known)
		return;
	const bool earned = same_assist_review_record(&g->review,
	    &g->gs.game, false);
	if (earned)
		snprintf(g->end_news, sizeof g->end_news, "%s", r->news);
	/* An end taken back is not said over the game played on: its
	 * line to share is kept when the board is left. */
	if (same_session_over(&g->gs.game.same) &&
	    (earned || strcmp(r->share, g->shared) != 0))
		ui_same_note_end(g, earned ? UI_GOOD : g->gs.note.style);
}

void ui_same_settle_review(ui_game *gs)
{
	ui_same *g = (ui_same *)gs;
	/* A board left while the planner still plays it: the game is set
	 * beside the best line found so far, by the planner or by the
	 * review of the game, rather than nothing.  The end recorded is
	 * set beside it even when moves were taken back since (the record
	 * says which games are). */
	if (g->review.plan.known || g->gs.game.rules == NULL ||
	    g->gs.game.watching)
		return;
	same_assist_review_agree(&g->review, g->reviewed);
	same_assist_review_record(&g->review, &g->gs.game, true);
	/* The line to share, printed when tumble ends, sets the game
	 * beside the figure the review keeps, as the statistics do. */
	ui_same_share(g);
}

/* The player's score beside the planner's, once the game is over. */
static void ui_same_ended(ui_same *g)
{
	if (g->gs.game.watching ||
	    same_session_move_count(&g->gs.game.same) == 0)
		return;
	g->review.player = same_session_score(&g->gs.game.same);
	ui_same_check_review(g);
}

void ui_same_show_outcome(ui_same *g, const game_outcome *out)
{
	/* From its first move no move of the planner's is in it: it is
	 * assisted for the planner's game seen. */
	const int from = same_session_move_count(&g->gs.game.same);
	if (out->left_watching)
		ui_note_set(&g->gs.note, UI_PLAIN, "Your game again, from move "
		    "%d: an assisted game, %s.", from, from > 1 ?
		    "the planner's moves in it" :
		    "as the planner's game was shown");
	if (!out->ended)
		return;
	ui_same_end_words(g, out->new_best ? UI_GOOD : UI_TITLE, out->end,
	    out->rank);
	ui_same_ended(g);
}

void ui_same_check_over(ui_same *g)
{
	game_outcome out;
	if (!same_session_over(&g->gs.game.same))
		return;
	game_end_words(&g->gs.game, &out);
	/* Ended by a command at the prompt, or taken up ended, it is said
	 * as a move that ends it is, with its line to share: the words the
	 * planner's marks are added to later are this game's.  A board
	 * over before any move had no end of a game: a key on its lone
	 * ball says why nothing moves. */
	if (same_session_move_count(&g->gs.game.same) > 0)
		ui_same_end_words(g, UI_TITLE, out.end, out.rank);
	else
		ui_note_set(&g->gs.note, UI_TITLE, "%s", out.end);
	ui_same_ended(g);
}
