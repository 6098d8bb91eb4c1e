/*
 * What the suites of a game's life share (see game_fixture.h).
 */
#include "game_fixture.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session/game_keep.h"
#include "session/game_open.h"
#include "session/game_play.h"
#include "support.h"

static char data_dir[256];

const char *fixture_fresh_data_dir(void)
{
	snprintf(data_dir, sizeof data_dir, "%s", support_temp_dir());
	setenv("XDG_DATA_HOME", data_dir, 1);
	setenv("TUMBLE_LEVELS_DIR", support_test_path("data/mayan/levels"), 1);
	return data_dir;
}

const char *fixture_data_file(const char *name)
{
	static char path[512];
	snprintf(path, sizeof path, "%s/tumble/%s", data_dir, name);
	return path;
}

bool fixture_data_file_exists(const char *name)
{
	return access(fixture_data_file(name), F_OK) == 0;
}

void fixture_open_named(game *g, game_kind kind, const char *name)
{
	game_request r = game_request_new(kind);
	game_open_error e;
	r.name = name;
	ck_assert_msg(game_open(g, &r, &e), "%s", e.text);
}

same_cluster fixture_greedy(const game *g)
{
	return same_greedy_choice(same_session_board(&g->same));
}

void fixture_keep(game *g)
{
	char alert[512];
	ck_assert_msg(game_keep(g, alert, sizeof alert), "%s", alert);
}

void fixture_keep_after_a_move(game *g, const char *name)
{
	game_outcome out;
	fixture_open_named(g, GAME_SAME, name);
	const same_cluster best = fixture_greedy(g);
	ck_assert(game_play_same(g, best.row, best.col, false, &out));
	fixture_keep(g);
}

int fixture_lines_starting(const char *name, const char *prefix)
{
	char *text = support_read_file(fixture_data_file(name));
	int count = 0;
	for (char *line = text; line != NULL && *line != '\0';) {
		if (strncmp(line, prefix, strlen(prefix)) == 0)
			count++;
		char *end = strchr(line, '\n');
		line = end != NULL ? end + 1 : NULL;
	}
	free(text);
	return count;
}

void fixture_play_to_end(game *g, game_outcome *out)
{
	while (!same_session_over(&g->same)) {
		const same_cluster best = fixture_greedy(g);
		ck_assert(game_play_same(g, best.row, best.col, false, out));
	}
}
