/*
 * A Same Game in progress (see same_session.h).
 */
#include "session/same_session.h"

#include <stdlib.h>
#include <string.h>


enum { FIRST_CAPACITY = 64 };

static bool reserve(same_session *s, int count)
{
	if (count <= s->capacity)
		return true;
	int capacity = s->capacity ? s->capacity * 2 : FIRST_CAPACITY;
	while (capacity < count)
		capacity *= 2;
	same_board *positions = realloc(s->positions,
	    (size_t)capacity * sizeof *positions);
	if (positions == NULL)
		return false;
	s->positions = positions;
	same_cluster *moves = realloc(s->moves,
	    (size_t)capacity * sizeof *moves);
	if (moves == NULL)
		return false;
	s->moves = moves;
	long *scores = realloc(s->scores, (size_t)capacity * sizeof *scores);
	if (scores == NULL)
		return false;
	s->scores = scores;
	s->capacity = capacity;
	return true;
}

bool same_session_start(same_session *s, const same_board *start)
{
	memset(s, 0, sizeof *s);
	if (!reserve(s, FIRST_CAPACITY)) {
		same_session_free(s);
		return false;
	}
	s->positions[0] = *start;
	s->scores[0] = 0;
	return true;
}

bool same_session_start_id(same_session *s, const same_id *id)
{
	same_board start;
	same_id_board(id, &start);
	if (!same_session_start(s, &start))
		return false;
	s->id = *id;
	s->has_id = true;
	return true;
}

void same_session_free(same_session *s)
{
	free(s->positions);
	free(s->moves);
	free(s->scores);
	memset(s, 0, sizeof *s);
}

bool same_session_copy(same_session *to, const same_session *from)
{
	const int positions = from->last + 1;
	*to = *from;
	to->positions = NULL;
	to->moves = NULL;
	to->scores = NULL;
	to->capacity = 0;
	if (!reserve(to, positions)) {
		same_session_free(to);
		return false;
	}
	memcpy(to->positions, from->positions,
	    (size_t)positions * sizeof *to->positions);
	memcpy(to->moves, from->moves, (size_t)from->last * sizeof *to->moves);
	memcpy(to->scores, from->scores,
	    (size_t)positions * sizeof *to->scores);
	return true;
}

const same_board *same_session_board(const same_session *s)
{
	return &s->positions[s->current];
}

const same_board *same_session_start_board(const same_session *s)
{
	return &s->positions[0];
}

int same_session_move_count(const same_session *s)
{
	return s->current;
}

same_cluster same_session_move(const same_session *s, int k)
{
	if (k < 0 || k >= s->current)
		return (same_cluster){ 0 };
	return s->moves[k];
}

long same_session_points(const same_session *s)
{
	return s->scores[s->current];
}

bool same_session_over(const same_session *s)
{
	return same_board_over(same_session_board(s));
}

long same_session_score(const same_session *s)
{
	long score = same_session_points(s);
	if (same_session_over(s))
		score += same_final_bonus(same_session_board(s));
	return score;
}

same_cluster same_session_remove(same_session *s, int row, int col)
{
	if (!reserve(s, s->current + 2))
		return (same_cluster){ 0 };
	same_board next = s->positions[s->current];
	same_cluster removed = same_board_remove(&next, row, col);
	if (removed.size < 2)
		return removed;
	s->moves[s->current] = removed;
	s->current++;
	s->positions[s->current] = next;
	s->scores[s->current] = s->scores[s->current - 1] +
	    same_points(removed.size);
	s->last = s->current;
	return removed;
}

same_cluster same_session_remove_assisted(same_session *s, int row,
    int col)
{
	same_cluster removed = same_session_remove(s, row, col);
	if (removed.size >= 2)
		s->assisted = true;
	return removed;
}

void same_session_mark_assisted(same_session *s)
{
	s->assisted = true;
}

bool same_session_assisted(const same_session *s)
{
	return s->assisted;
}

bool same_session_can_undo(const same_session *s)
{
	return s->current > 0;
}

bool same_session_can_redo(const same_session *s)
{
	return s->current < s->last;
}

bool same_session_undo(same_session *s)
{
	if (!same_session_can_undo(s))
		return false;
	s->current--;
	return true;
}

bool same_session_redo(same_session *s)
{
	if (!same_session_can_redo(s))
		return false;
	s->current++;
	return true;
}

void same_session_restart(same_session *s)
{
	s->current = 0;
}

bool same_session_follows(const same_session *s, int from,
    const same_board *board, const same_cluster *line, int count)
{
	const int current = same_session_move_count(s);
	if (current < from || current - from > count ||
	    !same_board_equal(&s->positions[from], board))
		return false;
	/* Moves name their cluster by its representative, so a click on
	 * any ball of the line's cluster is the line's move. */
	for (int k = from; k < current; k++) {
		const same_cluster played = same_session_move(s, k);
		const same_cluster *planned = &line[k - from];
		if (played.row != planned->row || played.col != planned->col)
			return false;
	}
	return true;
}
