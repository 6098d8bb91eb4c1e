/*
 * The tiers of the Mayan level pack (see mayan_tiers.h).
 */
#include "session/mayan_tiers.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/escape.h"
#include "io/mayan_judge.h"

void mayan_tiers_make(mayan_tiers *t, int levels, const int *moves,
    const char *const *named)
{
	t->count = 0;
	int before = 0;
	for (int i = 0; i < levels; i++) {
		const bool jump = moves[i] > 0 && before > 0 &&
		    moves[i] < before;
		if ((i == 0 || jump || named[i][0] != '\0') &&
		    t->count < MAYAN_TIERS_MAX) {
			mayan_tier *k = &t->tier[t->count++];
			memset(k, 0, sizeof *k);
			/* A file's words: shown escaped, and cut between
			 * characters where they are long. */
			if (named[i][0] != '\0')
				escape_for_terminal(k->name, sizeof k->name,
				    named[i]);
			else
				snprintf(k->name, sizeof k->name, "Tier %d",
				    t->count);
			k->first = i;
		}
		mayan_tier *k = &t->tier[t->count - 1];
		k->last = i;
		if (moves[i] > 0 && (k->fewest == 0 || moves[i] < k->fewest))
			k->fewest = moves[i];
		if (moves[i] > k->most)
			k->most = moves[i];
		if (moves[i] > 0)
			before = moves[i];
	}
}

void mayan_tiers_read(mayan_tiers *t, const levels_pack *pack)
{
	int *moves = calloc(LEVELS_MAX, sizeof *moves);
	/* The names whole, as the files give them: mayan_tiers_make()
	 * cuts them. */
	char (*value)[MAYAN_JUDGE_VALUE_MAX] = calloc(LEVELS_MAX,
	    sizeof *value);
	const char **named = calloc(LEVELS_MAX, sizeof *named);
	char title[LEVELS_NAME_MAX + 64];
	t->count = 0;
	if (moves != NULL && value != NULL && named != NULL) {
		for (int i = 0; i < pack->count; i++) {
			moves[i] = levels_title(pack, i, title, sizeof title);
			levels_tier(pack, i, value[i], sizeof value[i]);
			named[i] = value[i];
		}
		mayan_tiers_make(t, pack->count, moves, named);
	}
	free(moves);
	free(value);
	free(named);
}

int mayan_tiers_of(const mayan_tiers *t, int level)
{
	for (int k = 0; k < t->count; k++)
		if (level >= t->tier[k].first && level <= t->tier[k].last)
			return k;
	return -1;
}

bool mayan_tiers_solved(const progress_table *done, const char *level)
{
	return progress_best(done, level) >= 0;
}

bool mayan_tiers_clean(const progress_table *done, const marks_table *marks,
    const char *level)
{
	/* The two files are kept apart and either can be mended by hand
	 * or set aside: a clean mark of a level the progress does not
	 * call solved is not a clean solve. */
	if (!mayan_tiers_solved(done, level))
		return false;
	char board[MARKS_BOARD_MAX];
	marks_mayan_board(board, sizeof board, level);
	return (marks_of(marks, board) & MARK_CLEAN) != 0;
}

/* A level solved by the player: "solved clean" (the mark's own name)
 * or "best: N moves made"; its letter. */
static char mayan_tiers_best_words(long best, bool clean, char *words,
    size_t size)
{
	if (clean) {
		marks_names(words, size, MARK_CLEAN);
		return 'C';
	}
	snprintf(words, size, "best: %ld move%s made", best,
	    best == 1 ? "" : "s");
	return '*';
}

/* A level's standing from its best (-1: not solved by the player),
 * whether it was solved clean, and whether it was solved with help: the
 * words and the letter of the level menu's row. */
static char mayan_tiers_standing(long best, bool clean, bool assisted,
    char *words, size_t size)
{
	if (best >= 0)
		return mayan_tiers_best_words(best, clean, words, size);
	if (assisted) {
		snprintf(words, size, "solved assisted");
		return '+';
	}
	words[0] = '\0';
	return ' ';
}

void mayan_tiers_status_words(long best, bool clean, bool assisted,
    char *out, size_t size)
{
	char words[48];
	out[0] = '\0';
	if (mayan_tiers_standing(best, clean, assisted, words,
	    sizeof words) == ' ')
		return;
	/* "Solved clean", "Solved assisted", "Solved, best: 3 moves
	 * made". */
	if (best < 0 || clean)
		snprintf(out, size, "%c%s", toupper((unsigned char)words[0]),
		    words + 1);
	else
		snprintf(out, size, "Solved, %s", words);
}

const char *mayan_tiers_game_mark(long best, bool assisted,
    bool game_assisted)
{
	if (!game_assisted)
		return "";
	/* Beside the level's "Solved assisted" a bare "Assisted" read as
	 * the same word said twice: this one names the game. */
	return best < 0 && assisted ? "This game assisted" : "Assisted";
}

char mayan_tiers_mark(const progress_table *done, const marks_table *marks,
    const char *level, char *words, size_t size)
{
	return mayan_tiers_standing(progress_best(done, level),
	    mayan_tiers_clean(done, marks, level), progress_assisted(done,
	    level), words, size);
}

void mayan_tiers_count(mayan_tiers *t, const levels_pack *pack,
    const progress_table *done, const marks_table *marks)
{
	for (int k = 0; k < t->count; k++) {
		mayan_tier *tier = &t->tier[k];
		tier->solved = tier->clean = tier->helped = 0;
		for (int i = tier->first; i <= tier->last; i++) {
			const bool solved = mayan_tiers_solved(done,
			    pack->name[i]);
			tier->solved += solved;
			tier->clean += mayan_tiers_clean(done, marks,
			    pack->name[i]);
			tier->helped += !solved &&
			    progress_assisted(done, pack->name[i]);
		}
	}
}

void mayan_tiers_solved_words(const mayan_tiers *t, int k, bool clean,
    char *out, size_t size)
{
	int levels = 0, solved = 0, cleaned = 0, helped = 0;
	for (int i = 0; i < t->count; i++) {
		const mayan_tier *tier = &t->tier[i];
		if (k >= 0 && i != k)
			continue;
		levels += tier->last - tier->first + 1;
		solved += tier->solved;
		cleaned += tier->clean;
		helped += tier->helped;
	}
	int n = snprintf(out, size, "%s%s%d of %d solved",
	    k >= 0 ? t->tier[k].name : "", k >= 0 ? ": " : "", solved,
	    levels);
	if (clean && n >= 0 && (size_t)n < size)
		n += snprintf(out + n, size - (size_t)n, ", %d clean",
		    cleaned);
	if (helped > 0 && n >= 0 && (size_t)n < size)
		snprintf(out + n, size - (size_t)n, ", %d assisted", helped);
}

void mayan_tiers_words(const mayan_tiers *t, int k, char *out,
    size_t size)
{
	const mayan_tier *tier = &t->tier[k];
	char moves[32];
	if (tier->fewest == tier->most)
		snprintf(moves, sizeof moves, "%d move%s", tier->most,
		    tier->most == 1 ? "" : "s");
	else
		snprintf(moves, sizeof moves, "%d to %d moves", tier->fewest,
		    tier->most);
	snprintf(out, size, "%s: levels %d to %d, %s", tier->name,
	    tier->first + 1, tier->last + 1, moves);
}

void mayan_tiers_count_words(const mayan_tiers *t, int k, char *out,
    size_t size)
{
	const mayan_tier *tier = &t->tier[k];
	snprintf(out, size, "%s: %d of %d clean", tier->name, tier->clean,
	    tier->last - tier->first + 1);
}

void mayan_tiers_start_words(const mayan_tiers *t, int level, char *out,
    size_t size)
{
	const int k = mayan_tiers_of(t, level);
	out[0] = '\0';
	if (k <= 0 || t->tier[k].first != level)
		return;
	char words[128];
	mayan_tiers_words(t, k, words, sizeof words);
	snprintf(out, size, "A new tier, %s.", words);
}
