/*
 * Text longer than the terminal shown a screenful at a time, as more(1)
 * and vi's "-- More --" show it: what the game's `:` prompt prints
 * (`help` is longer than 24 lines) would otherwise scroll its first lines
 * off the screen, with no way back to them once the game takes the
 * screen again.  At each stop Space shows the next screenful, Enter the
 * next line, and q (or Ctrl-C) leaves the rest unsaid.  The keys and the
 * terminal's size come from the caller, so that the paging is checked
 * without a terminal.  The text is broken between words for the width
 * the terminal has when each row is shown (what a command said is held
 * whole, see wrap_hold()): a window resized while a stop waits shows its
 * screenful again, from the line at its top, broken for the new width.
 */
#ifndef TUMBLE_EDITOR_SHELL_PAGER_H
#define TUMBLE_EDITOR_SHELL_PAGER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "editor/shell_editor.h"

/* What the stop line says, and what it shrinks to on a narrow terminal. */
#define SHELL_PAGER_MORE \
	"-- more: Space for a page, Enter a line, q to stop --"
#define SHELL_PAGER_MORE_SHORT "-- more --"

/* What the key function returns when the terminal may have been resized
 * before a key came. */
enum { SHELL_PAGER_RESIZED = -3 };

typedef struct shell_pager {
	FILE *out;
	/* The line the caller asks on after the text, as wrap_ask() puts
	 * it (no room for an answer), or NULL: the rows it takes at the
	 * terminal's width are kept for it on the last screenful (at least
	 * the one of the stop line). */
	const char *after;
	/* The terminal's rows and columns now, asked again at each stop as
	 * the window may have been resized meanwhile; 0 rows: no paging. */
	void (*size)(void *ctx, int *rows, int *columns);
	/* The next key, -1 when there is none (the end of the input, a
	 * signal that ends the game), SHELL_KEYS_SUSPEND for the key that
	 * stops the job (Ctrl-Z), SHELL_PAGER_RESIZED for a resize. */
	int (*key)(void *ctx);
	/* Blank the terminal, the cursor at its top left, for a screenful
	 * shown again after a resize; NULL: it is shown under the stop. */
	void (*clear)(void *ctx);
	/* Stop the job until it is taken up again (`fg`): the stop line is
	 * taken away meanwhile, and shown again after.  NULL: the key that
	 * stops the job is passed over. */
	void (*suspend)(void *ctx);
	void *ctx;
} shell_pager;

/* Print `size` bytes of `text` (held text, see wrap_hold(), or plain
 * lines) to pager->out, each line broken between words for the
 * terminal's width, stopping before a row that would push the first one
 * shown since the last stop off the screen.  False when the player
 * stopped it, or no key came. */
bool shell_page(const shell_pager *pager, const char *text, size_t size);

#endif
