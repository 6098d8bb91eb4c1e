/*
 * The tiers of the Mayan level pack: runs of levels whose moves climb.  A
 * tier starts at the first level, at a level whose header names one
 * (`# tier: Expert`), and wherever a level needs fewer moves than the
 * one before it (the pack starts over with easier puzzles: that jump is
 * a new tier whether it is named or not; unnamed, it is "Tier K").  Per
 * tier, how many of its levels the player solved, solved clean and
 * solved only with the computer's help.
 */
#ifndef TUMBLE_SESSION_MAYAN_TIERS_H
#define TUMBLE_SESSION_MAYAN_TIERS_H

#include <stdbool.h>
#include <stddef.h>

#include "io/levels.h"
#include "io/marks.h"
#include "io/progress.h"

#define MAYAN_TIERS_MAX 64
/* A tier's name, with its terminating NUL: longer names are cut. */
#define MAYAN_TIER_NAME_SIZE 40

typedef struct mayan_tier {
	char name[MAYAN_TIER_NAME_SIZE];
	int first, last;     /* its levels, by index in the pack */
	int fewest, most;    /* the moves its levels need */
	/* Of its levels, after mayan_tiers_count: solved by the player,
	 * solved clean (some of those), solved only with help (none of
	 * those). */
	int solved, clean, helped;
} mayan_tier;

typedef struct mayan_tiers {
	int count;
	mayan_tier tier[MAYAN_TIERS_MAX];
} mayan_tiers;

/* The tiers of `levels` levels needing `moves[i]` moves (0: unreadable,
 * no jump), level i naming the tier it starts as `named[i]` ("" for
 * none), a name read from a file: its control bytes are escaped (see
 * io/escape.h) and a long one is cut between characters to fit
 * MAYAN_TIER_NAME_SIZE. */
void mayan_tiers_make(mayan_tiers *t, int levels, const int *moves,
    const char *const *named);
/* The same from the pack's files. */
void mayan_tiers_read(mayan_tiers *t, const levels_pack *pack);
/* The tier of level i, -1 for none. */
int mayan_tiers_of(const mayan_tiers *t, int level);

/* Whether the player solved level `level` (alone), by the progress
 * file's table; and solved it clean (no move undone, no hint, no answer
 * shown): solved, and so marked in the marks file's table.  A clean
 * mark of a level not solved counts for nothing, here and so wherever
 * a level is marked or counted. */
bool mayan_tiers_solved(const progress_table *done, const char *level);
bool mayan_tiers_clean(const progress_table *done, const marks_table *marks,
    const char *level);
/* A level's mark as the level menu and the shell's `levels` show it:
 * returns its letter ('C' solved clean, '*' solved, '+' solved only
 * with the computer's help, ' ' none) and writes its words ("solved
 * clean", "best: 3 moves made", "solved assisted", "") to `words`. */
char mayan_tiers_mark(const progress_table *done, const marks_table *marks,
    const char *level, char *words, size_t size);
/* The same standing as a game's status line says it, from the level's
 * best (-1: not solved by the player), whether it was solved clean and
 * whether it was solved with help: "Solved clean" in the mark's own
 * words, "Solved, best: 3 moves made", "Solved assisted", or "". */
void mayan_tiers_status_words(long best, bool clean, bool assisted,
    char *out, size_t size);
/* The game's own mark on the status line, after the level's standing
 * that the same best, clean and assisted give: "" for a game the
 * computer played no move in, else "Assisted", or "This game assisted"
 * beside a standing of "Solved assisted", which is the level's. */
const char *mayan_tiers_game_mark(long best, bool assisted,
    bool game_assisted);
/* Count the solved, clean and helped levels of every tier. */
void mayan_tiers_count(mayan_tiers *t, const levels_pack *pack,
    const progress_table *done, const marks_table *marks);

/* What the player solved, as the level menu and the statistics say it:
 * of tier k "Expert: 3 of 77 solved", of all the tiers (k -1) "3 of 117
 * solved"; then ", 1 clean" when `clean`, and ", 2 assisted"
 * when any level was solved only with help, so that a level marked so
 * is counted where it is seen. */
void mayan_tiers_solved_words(const mayan_tiers *t, int k, bool clean,
    char *out, size_t size);
/* "Expert: levels 41 to 117, 3 to 10 moves" for tier k. */
void mayan_tiers_words(const mayan_tiers *t, int k, char *out,
    size_t size);
/* "Expert: 4 of 77 clean" for tier k. */
void mayan_tiers_count_words(const mayan_tiers *t, int k, char *out,
    size_t size);
/* When level i starts a tier other than the first, the words that say
 * so ("A new tier, Expert: levels 41 to 117, 3 to 10 moves."); "" for any
 * other level. */
void mayan_tiers_start_words(const mayan_tiers *t, int level, char *out,
    size_t size);

#endif
