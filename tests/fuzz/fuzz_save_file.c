/*
 * libFuzzer harness for save files: any bytes must give a replayed game
 * or a positioned error, never a crash.  A save that loads is written
 * back and read again, and must give the same start and moves (and a
 * Mayan title, where it reads back as it is).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_support.h"
#include "io/escape.h"
#include "io/save_file.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* io_scan_read_file() takes any parser. */
static bool fuzz_save_read_any(io_scan *s, void *target, io_error *e)
{
	return save_read(s, target, e);
}

static void fuzz_read_path(const char *path, save_game *out)
{
	io_error error;
	if (!io_scan_read_file(path, false, fuzz_save_read_any, out, &error))
		abort();
}

static bool fuzz_same_moves_equal(const save_game *a, const save_game *b)
{
	for (int i = 0; i < a->count + a->redo; i++)
		if (a->same_moves[i].row != b->same_moves[i].row ||
		    a->same_moves[i].col != b->same_moves[i].col ||
		    a->same_moves[i].size != b->same_moves[i].size)
			return false;
	return same_board_equal(&a->same_start, &b->same_start);
}

static bool fuzz_mayan_moves_equal(const save_game *a, const save_game *b)
{
	for (int i = 0; i < a->count + a->redo; i++)
		if (mayan_move_compare(a->mayan_moves[i], b->mayan_moves[i]))
			return false;
	return a->mayan_start.moves == b->mayan_start.moves &&
	    mayan_board_equal(&a->mayan_start.board, &b->mayan_start.board);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static save_game first, again;
	io_error error;
	char message[512];
	io_scan *scan = io_scan_new_memory((const char *)data, size, "fuzz");
	if (scan == NULL)
		return 0;
	save_looks_like_save(scan);
	io_scan_open_memory(scan, (const char *)data, size, "fuzz");
	const bool read = save_read(scan, &first, &error);
	io_scan_free(scan);
	if (!read)
		return 0;
	const char *path = fuzz_temp_file("save");
	const char *title = first.kind == SAVE_MAYAN ?
	    mayan_puzzle_field(&first.mayan_start, "title") : NULL;
	FILE *fp = fopen(path, "w");
	if (fp == NULL)
		abort();
	bool written = first.kind == SAVE_SAME ?
	    save_write_same(fp, &first.same_start, first.same_moves,
	    first.count, first.redo, first.assisted,
	    first.from[0] ? first.from : NULL, first.board, message,
	    sizeof message) :
	    save_write_mayan(fp, &first.mayan_start.board,
	    first.mayan_start.moves, title, first.mayan_moves, first.count,
	    first.redo, first.assisted, first.helped, first.played,
	    first.from[0] ? first.from : NULL, message, sizeof message);
	if (fclose(fp) != 0 || !written)
		abort();
	fuzz_read_path(path, &again);
	/* The title is kept where it reads back as it is, else left out. */
	const char *kept = first.kind == SAVE_MAYAN ?
	    mayan_puzzle_field(&again.mayan_start, "title") : NULL;
	const bool plain = title != NULL && title[0] != '\0' &&
	    escape_is_plain(title) && title[0] != ' ';
	if (plain ? kept == NULL || strcmp(kept, title) != 0 : kept != NULL)
		abort();
	if (again.kind != first.kind || again.count != first.count ||
	    again.redo != first.redo ||
	    again.assisted != first.assisted || again.board != first.board ||
	    strcmp(again.from, first.from) != 0 ||
	    (first.kind == SAVE_MAYAN && (again.helped != first.helped ||
	    again.played != first.played)) ||
	    !(first.kind == SAVE_SAME ? fuzz_same_moves_equal(&first, &again) :
	    fuzz_mayan_moves_equal(&first, &again)))
		abort();
	return 0;
}
