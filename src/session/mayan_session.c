/*
 * A Mayan puzzle in progress (see mayan_session.h).
 */
#include "session/mayan_session.h"

#include <string.h>

void mayan_session_start(mayan_session *s, const mayan_board *start, int n)
{
	memset(s, 0, sizeof *s);
	s->positions[0] = *start;
	s->limit = n;
}

const mayan_board *mayan_session_board(const mayan_session *s)
{
	return &s->positions[s->current];
}

const mayan_board *mayan_session_start_board(const mayan_session *s)
{
	return &s->positions[0];
}

int mayan_session_move_count(const mayan_session *s)
{
	return s->current;
}

int mayan_session_moves_left(const mayan_session *s)
{
	return s->limit - s->current;
}

int mayan_session_n_from_here(const mayan_session *s)
{
	const int left = mayan_session_moves_left(s);
	return left > 0 ? left : 1;
}

mayan_move mayan_session_move(const mayan_session *s, int k)
{
	return s->moves[k];
}

bool mayan_session_solved(const mayan_session *s)
{
	return s->current == s->limit &&
	    mayan_board_empty(mayan_session_board(s));
}

bool mayan_session_over(const mayan_session *s)
{
	return s->current == s->limit ||
	    mayan_board_empty(mayan_session_board(s));
}

bool mayan_session_play(mayan_session *s, mayan_move m)
{
	if (s->current == s->limit)
		return false;
	mayan_board next = s->positions[s->current];
	if (!mayan_board_move(&next, m))
		return false;
	s->moves[s->current] = m;
	s->positions[++s->current] = next;
	s->last = s->current;
	return true;
}

bool mayan_session_play_assisted(mayan_session *s, mayan_move m)
{
	if (!mayan_session_play(s, m))
		return false;
	mayan_session_mark_assisted(s);
	return true;
}

void mayan_session_mark_assisted(mayan_session *s)
{
	s->assisted = true;
}

bool mayan_session_assisted(const mayan_session *s)
{
	return s->assisted;
}

void mayan_session_learn_start(mayan_session *s, bool clearable)
{
	s->start_known = clearable ? MAYAN_START_CLEARABLE :
	    MAYAN_START_HOPELESS;
}

mayan_start_known mayan_session_start_known(const mayan_session *s)
{
	return s->start_known;
}

bool mayan_session_undo(mayan_session *s)
{
	if (s->current == 0)
		return false;
	s->current--;
	return true;
}

bool mayan_session_redo(mayan_session *s)
{
	if (s->current == s->last)
		return false;
	s->current++;
	return true;
}

void mayan_session_restart(mayan_session *s)
{
	s->current = 0;
}

void mayan_session_start_over(mayan_session *s)
{
	const mayan_board start = s->positions[0];
	const mayan_start_known known = s->start_known;
	mayan_session_start(s, &start, s->limit);
	s->start_known = known;
}

bool mayan_session_follows(const mayan_session *s, int from,
    const mayan_board *board, const mayan_move *line, int count)
{
	const int current = mayan_session_move_count(s);
	if (current < from || current - from > count ||
	    !mayan_board_equal(&s->positions[from], board))
		return false;
	for (int k = from; k < current; k++)
		if (mayan_move_compare(mayan_session_move(s, k),
		    line[k - from]) != 0)
			return false;
	return true;
}
