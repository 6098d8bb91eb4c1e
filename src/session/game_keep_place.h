/*
 * Where a game is kept to continue (see game_keep.h), for keeping it
 * (game_keep.c) and for the question before a quit, which must say what
 * the keep will do: for those alone.
 */
#ifndef TUMBLE_SESSION_GAME_KEEP_PLACE_H
#define TUMBLE_SESSION_GAME_KEEP_PLACE_H

#include <stdbool.h>

#include "session/game_keep.h"

/* Where a game is kept, and what is there now. */
typedef enum game_keep_place {
	GAME_KEEP_OWN,     /* the file it read or wrote, still its own */
	GAME_KEEP_DAMAGED, /* a file that does not read, to set aside */
	GAME_KEEP_COPY,    /* an older copy of the same game */
	GAME_KEEP_FREE,    /* nothing to take up */
	GAME_KEEP_OLDEST,  /* the oldest game kept, which goes */
	GAME_KEEP_SPARE,   /* the spare place, free or the game's own */
	/* None: every game kept is played in another tumble, and the spare
	 * place holds another game too. */
	GAME_KEEP_HELD,
} game_keep_place;

/* Whether keeping a game in `place` puts another kept game out, which
 * only a quit that asked first may do. */
static inline bool game_keep_puts_out(game_keep_place place)
{
	return place == GAME_KEEP_COPY || place == GAME_KEEP_OLDEST;
}

typedef struct game_keep_choice {
	int slot;
	game_keep_place place;
	/* The older copy of the same game that keeping it puts out: `slot`
	 * itself, or, for a game kept as played in a free place beside it
	 * (game_keep_as_played leaves it for the quit), that copy's; -1
	 * for none.  `copy_file` is the file there. */
	int copy;
	game_kept_file copy_file;
	char replaced[240];     /* the oldest's words */
	/* For the oldest's place: how many games the other places hold,
	 * how many of them were passed over as played in another tumble
	 * (`passed_held` when one was), and whether the spare place holds
	 * another game, which stays.  Whether a game that stays is older
	 * than the one that goes, for the question before a quit, which
	 * says so: one played in another tumble (in any place), or one
	 * in the spare place that no tumble plays. */
	int kept;
	int held;
	bool passed_held;
	bool spare_taken;
	bool older_in_play;
	bool older_spare;
	game_open_error damage; /* why a damaged file does not read */
	/* A damaged file in the spare place, set aside by a quit's keep
	 * beside its own: that keep never writes there, but the title menu
	 * says that the next game kept sets it aside.  `spare_damage` says
	 * why it does not read. */
	bool spare_damaged;
	game_open_error spare_damage;
} game_keep_choice;

/* The place `g` is kept in, and what is there now; `as_played` for a
 * keep after a move, which puts no other kept game out (see
 * game_keep_place.c).  Only reads. */
game_keep_choice game_keep_slot(const game *g, bool as_played);
/* The same passing over damaged files, when one could not be set aside:
 * never written over, it is no place to keep a game in. */
game_keep_choice game_keep_slot_past_damage(const game *g, bool as_played);

#endif
