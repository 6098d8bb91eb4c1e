/*
 * Room in the tables kept per board kind beside the high scores (the
 * tally, the reviews, the marks).  Every board of the day is a kind of
 * its own, so a player who plays daily fills them: a full table makes
 * room by giving up its oldest board of the day, each table keeping of it
 * what it can, rather than lose the entry of a new kind.  Each entry of
 * such a table starts with its kind, a string.
 */
#ifndef TUMBLE_IO_KIND_ROOM_H
#define TUMBLE_IO_KIND_ROOM_H

#include <stdbool.h>
#include <stddef.h>

/* Of the `count` entries of `size` bytes at `entry`, the board of the day
 * dated before all others but those dated `after` or earlier; -1 for
 * none. */
int kind_room_oldest_daily(const void *entry, int count, size_t size,
    long after);
/* Drop entry `i` of the `*count` at `entry`, the later ones moving up. */
void kind_room_drop(void *entry, int *count, size_t size, int i);
/* Drop the oldest board of the day; false when there is none. */
bool kind_room_drop_oldest_daily(void *entry, int *count, size_t size);

/* After what `message` says already (a damaged file set aside), the
 * words for a table at `path` full of `max` `what` ("kinds"), none of
 * which could give way to a new one: the player learns why the game
 * left no trace there. */
void kind_room_full(char *message, size_t message_size, const char *path,
    int max, const char *what);
/* The same for a `name` ("level", "board") no line of the table at
 * `path` can hold: `value` holds a blank, a control byte, or a '#'
 * first. */
void kind_room_unheld(char *message, size_t message_size, const char *path,
    const char *name, const char *value);

#endif
