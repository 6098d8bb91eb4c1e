/*
 * What the suites of opening a game by its name share (see
 * game_open_fixture.h).
 */
#include "game_open_fixture.h"

#include <stdio.h>
#include <stdlib.h>

#include "support.h"

game_source fixture_found;

const char *sample_file(void)
{
	return support_test_path("data/same/sample.in");
}

const char *puzzle_file(void)
{
	return support_test_path("data/mayan/noip2011/sample.in");
}

bool fixture_find(game_kind kind, const char *name, long number,
    game_open_error *e)
{
	game_request r = game_request_new(kind);
	r.name = name;
	r.number = number;
	return game_source_find(&r, &fixture_found, e);
}

const char *fixture_two_levels(void)
{
	const char *dir = support_temp_dir();
	char path[512];
	snprintf(path, sizeof path, "%s/01-first.txt", dir);
	support_write_file(path, "# title: The first\n1\n1 0\n1 0\n0\n1 0\n"
	    "0\n");
	snprintf(path, sizeof path, "%s/02-second.txt", dir);
	support_write_file(path, "1\n2 2 0\n2 0\n0\n0\n0\n");
	setenv("TUMBLE_LEVELS_DIR", dir, 1);
	return dir;
}
