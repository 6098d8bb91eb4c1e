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
	/* The positions after this one change: what searches found from
	 * them no longer holds. */
	for (int k = s->current + 1; k <= s->limit; k++)
		s->found_at[k].known = false;
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
	const mayan_session_found from_start = s->found_at[0];
	mayan_session_start(s, &start, s->limit);
	s->start_known = known;
	s->found_at[0] = from_start;
}

void mayan_session_learn_at(mayan_session *s, int k, bool found,
    const mayan_move *line)
{
	if (k < 0 || k > s->last)
		return;
	mayan_session_found *at = &s->found_at[k];
	at->known = true;
	at->found = found;
	if (found)
		memcpy(at->move, line, (size_t)(s->limit - k) * sizeof *line);
}

/* Whether a line noted from the position after j moves, or from one
 * before it that the moves played follow, clears the position after k
 * moves; `first` gets its next move. */
static bool mayan_session_clears_at(const mayan_session *s, int k,
    mayan_move *first)
{
	for (int j = k; j >= 0; j--) {
		const mayan_session_found *at = &s->found_at[j];
		if (!at->known || !at->found)
			continue;
		int i = j;
		while (i < k && mayan_move_compare(s->moves[i],
		    at->move[i - j]) == 0)
			i++;
		if (i == k) {
			*first = at->move[k - j];
			return true;
		}
	}
	return false;
}

/* Whether the position after k moves, the last played or one a search
 * found no line from, cannot be cleared in its moves left. */
static bool mayan_session_lost_at(const mayan_session *s, int k)
{
	if (k == s->current)
		return mayan_session_over(s) && !mayan_session_solved(s);
	return s->found_at[k].known && !s->found_at[k].found;
}

bool mayan_session_fatal_known(const mayan_session *s, int *fatal,
    mayan_move *fix)
{
	/* Clearable only ever goes from yes to no along the moves played:
	 * the latest position known to clear is the one before the fatal
	 * move, if the position after it is known lost. */
	for (int k = s->current - 1; k >= 0; k--)
		if (mayan_session_clears_at(s, k, fix)) {
			*fatal = k;
			return mayan_session_lost_at(s, k + 1);
		}
	return false;
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
