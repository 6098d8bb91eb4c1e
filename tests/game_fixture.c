/*
 * What the suites of a game's life share (see game_fixture.h).
 */
#include "game_fixture.h"

#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
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

const game_kept_entry *fixture_kept_entry_of(game_kind kind, int slot)
{
	static game_kept_entry list[GAME_KEPT_PLACES * GAME_KINDS];
	const int count = game_kept_list(list, GAME_KEPT_PLACES * GAME_KINDS);
	for (int i = 0; i < count; i++)
		if (list[i].kind == kind && list[i].slot == slot)
			return &list[i];
	return NULL;
}

const char *fixture_kept_words_of(game_kind kind, int slot)
{
	const game_kept_entry *kept = fixture_kept_entry_of(kind, slot);
	return kept != NULL ? kept->words : "";
}

const char *fixture_kept_words_in(int slot, bool *elsewhere)
{
	const game_kept_entry *kept = fixture_kept_entry_of(GAME_SAME, slot);
	*elsewhere = kept != NULL && kept->elsewhere;
	return kept != NULL ? kept->words : "";
}

void fixture_kept_minutes_ago(int slot, int minutes)
{
	char name[32];
	if (slot == 0)
		snprintf(name, sizeof name, "continue-same");
	else
		snprintf(name, sizeof name, "continue-same.%d", slot + 1);
	const struct timespec when = { time(NULL) - 60 * minutes, 0 };
	const struct timespec times[2] = { when, when };
	ck_assert_int_eq(utimensat(AT_FDCWD, fixture_data_file(name), times,
	    0), 0);
}

/* Board 8x8:3:11 in `g`, kept as it is played, as the screens keep it. */
void fixture_open_as_played(game *g)
{
	game_init(g);
	fixture_open_named(g, GAME_SAME, "8x8:3:11");
	g->keep_as_played = true;
}

void fixture_play_a_move(game *g)
{
	game_outcome out;
	const same_cluster best = fixture_greedy(g);
	ck_assert(game_play_same(g, best.row, best.col, false, &out));
}

void fixture_keep_a_move_on(game *g)
{
	fixture_play_a_move(g);
	fixture_keep(g);
}

void fixture_let_go(game *g)
{
	close(g->kept_hold);
	g->kept_hold = -1;
}

/* The kept game as a tumble killed now leaves it: a child process takes
 * it up as the next start would; its words, "" when none could be. */
const char *fixture_taken_up_after_a_kill(void)
{
	static char words[700];
	int answer[2];
	ck_assert_int_eq(pipe(answer), 0);
	const pid_t child = fork();
	ck_assert_int_ge(child, 0);
	if (child == 0) {
		game g;
		game_open_error e;
		game_init(&g);
		char said[700] = "";
		if (game_open_kept(&g, GAME_SAME, GAME_KEPT_NEWEST, &e))
			snprintf(said, sizeof said, "%s, move %d", g.title,
			    g.rules->move_count(&g));
		else
			snprintf(said, sizeof said, "%s", e.text);
		(void)!write(answer[1], said, strlen(said));
		_exit(0);
	}
	close(answer[1]);
	const ssize_t n = read(answer[0], words, sizeof words - 1);
	words[n > 0 ? n : 0] = '\0';
	close(answer[0]);
	int status;
	ck_assert_int_eq(waitpid(child, &status, 0), child);
	return words;
}
