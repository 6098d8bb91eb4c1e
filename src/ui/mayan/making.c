/*
 * The screen shown while a random Mayan puzzle is made (see mayan.h): the
 * generator runs on a thread of its own, a spinner shows once it takes
 * long enough to notice (the longest take a second or two), Esc stops it,
 * and the puzzle made replaces this screen in play.  And the ways a Mayan
 * screen comes to it: n on a random puzzle, the level menu's random
 * line, each once the game has been left.
 */
#include <stdio.h>
#include <stdlib.h>

#include "session/game.h"
#include "session/mayan_random.h"
#include "session/job.h"
#include "session/mayan_assist.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/screen.h"

typedef struct ui_mayan_making {
	ui_screen screen;
	ui_screen *target;   /* the Mayan screen under the level menu,
	    or NULL */
	bool animate;
	uint64_t seed;
	int moves;
	mayan_assist_random_job *job; /* NULL once it has ended */
	bool failed;         /* it ended without a puzzle */
} ui_mayan_making;

/* Esc and q stop the search (closing the screen does) and go back, Esc
 * named first as the screen names it; ? shows the help while the search
 * goes on (only the screen on top ticks, so the puzzle made waits for
 * the help to close). */
static const ui_key ui_mayan_making_keys[] = {
	{ UI_KEY_ESC, "Esc, q", "stop making the puzzle and go back",
	    "cancel", ui_key_back },
	{ 'q', NULL, NULL, NULL, ui_key_back },
	{ '?', "?", "this help", "help", ui_key_help },
	{ 0, NULL, NULL, NULL, NULL },
};

/* No puzzle made: nothing is left to cancel. */
static const ui_key ui_mayan_making_failed_keys[] = {
	UI_HELP_BACK_KEYS("go back"),
	{ 0, NULL, NULL, NULL, NULL },
};

static void ui_mayan_making_draw(ui_screen *self)
{
	ui_mayan_making *m = (ui_mayan_making *)self;
	char name[128], text[160];
	mayan_random_name(name, sizeof name, m->moves, m->seed);
	ui_put_centered(LINES / 2 - 1, ui_attr(UI_TITLE), name);
	/* Its keys at the foot, as on every screen that asks nothing: ?
	 * was there with no word of it. */
	ui_put_footer(LINES - 1, self->keys);
	if (m->failed) {
		snprintf(text, sizeof text, "No puzzle of %d move%s was "
		    "found from this seed; q goes back.", m->moves,
		    m->moves == 1 ? "" : "s");
		ui_put_centered(LINES / 2 + 1, ui_attr(UI_ALERT), text);
		return;
	}
	const char spinner = m->job != NULL ?
	    mayan_assist_random_spinner(m->job) : '\0';
	if (spinner == '\0')
		return;
	snprintf(text, sizeof text, "Making it %c", spinner);
	ui_put_centered(LINES / 2 + 1, ui_attr(UI_PLAIN), text);
	ui_put_centered(LINES / 2 + 2, ui_attr(UI_DIM), "Esc cancels");
}

/* Play the puzzle made where the player asked for it: on the Mayan
 * screen the level menu was called from (closing the menu too), or on a
 * new one in this screen's place.  The screens above the target close
 * without resuming it: it is not given up, but given the puzzle. */
static void ui_mayan_making_play(ui_mayan_making *m, const mayan_puzzle *p)
{
	ui_screen *target = m->target;
	const bool animate = m->animate;
	char origin[sizeof ((game *)NULL)->origin];
	mayan_random_name(origin, sizeof origin, p->moves, m->seed);
	mayan_random_remember(p->moves);
	game made;
	game_init(&made);
	game_start_mayan(&made, &p->board, p->moves, origin);
	if (target == NULL)
		ui_pop();
	ui_play_game(target, &made, animate);
}

static void ui_mayan_making_tick(ui_screen *self)
{
	ui_mayan_making *m = (ui_mayan_making *)self;
	if (m->job == NULL || !mayan_assist_random_done(m->job))
		return;
	mayan_puzzle puzzle;
	const bool made = mayan_assist_random_finish(m->job, false, &puzzle);
	m->job = NULL;
	m->screen.tick_ms = 0;
	if (made) {
		ui_mayan_making_play(m, &puzzle);
	} else {
		m->failed = true;
		m->screen.keys = ui_mayan_making_failed_keys;
	}
}

static void ui_mayan_making_close(ui_screen *self)
{
	ui_mayan_making *m = (ui_mayan_making *)self;
	if (m->job != NULL)
		mayan_assist_random_finish(m->job, true, NULL);
	free(m);
}

ui_screen *ui_mayan_making_new(uint64_t seed, int moves, ui_screen *target,
    bool animate)
{
	ui_mayan_making *m = calloc(1, sizeof *m);
	if (m == NULL)
		return NULL;
	m->target = target;
	m->animate = animate;
	m->seed = seed;
	m->moves = moves;
	m->job = mayan_assist_random_start(seed, moves);
	if (m->job == NULL) {
		free(m);
		return NULL;
	}
	m->screen = (ui_screen){
		.title = "Random puzzle",
		.keys = ui_mayan_making_keys,
		.help = "A puzzle that needs exactly the moves asked for is "
		    "being made and proved\n"
		    "by the solver.\n",
		.min_rows = 8,
		.min_cols = 40,
		.tick_ms = JOB_POLL_MS,
		.draw = ui_mayan_making_draw,
		.key = ui_screen_key,
		.tick = ui_mayan_making_tick,
		.close = ui_mayan_making_close,
	};
	return &m->screen;
}

void ui_mayan_make_another(ui_screen *self)
{
	ui_mayan *g = (ui_mayan *)self;
	ui_screen *making = ui_mayan_making_new(game_fresh_seed(),
	    g->making_moves, self, g->gs.animate);
	if (making == NULL) {
		/* The question answered yes would stay on screen. */
		ui_note_set(&g->gs.note, UI_ALERT, "No new puzzle made (out of "
		    "memory or threads): this one goes on.");
		return;
	}
	g->leaving = true;
	ui_push(making);
}

bool ui_mayan_make_random(ui_screen *target, int moves)
{
	ui_mayan *g = (ui_mayan *)target;
	char question[160];
	/* Asked before the puzzle is made (it may take a second or two),
	 * as every other way of leaving a game asks before it acts. */
	if (!game_leaving_question(&g->gs.game, GAME_LEFT, question,
	    sizeof question))
		return false;
	ui_close_above(target);
	g->making_moves = moves;
	ui_game_ask_leaving(&g->gs, ui_mayan_make_another);
	return true;
}
