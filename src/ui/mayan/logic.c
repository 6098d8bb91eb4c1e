/*
 * Mayan moves shown frame by frame, and the solver's answer as the screen
 * keeps it (see logic.h).  Which blocks vanish, and the board each
 * stage comes to rest on, come from the engine (mayan_board_drag and
 * mayan_board_settle_step); the frames only fill in the falling between.
 * Searches and random puzzles are made on threads of their own.
 */
#include "ui/mayan/logic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/mayan_gen.h"
#include "session/mayan_random.h"

struct ui_mayan_job {
	ui_job job;
	mayan_board board;
	int n, from;
	mayan_solve_status status;
	mayan_move move[MAYAN_SOLVE_MAX_MOVES];
	atomic_uint_fast64_t positions; /* tried so far, for the screen */
};

static void ui_mayan_show_set(ui_mayan_show *show, const mayan_board *b)
{
	for (int x = 0; x < MAYAN_WIDTH; x++)
		for (int y = 0; y < MAYAN_HEIGHT; y++)
			show->cell[x][y] = (uint8_t)mayan_board_at(b, x, y);
}

void ui_mayan_show_start(ui_mayan_show *show, const mayan_board *before,
    mayan_move m)
{
	memset(show, 0, sizeof *show);
	ui_mayan_show_set(show, before);
	show->stage = *before;
	mayan_board_drag(&show->stage, m);
	/* A swap or a slide: either way the block is now beside its column
	 * at its own height, and gravity does the rest frame by frame. */
	uint8_t moved = show->cell[m.x][m.y];
	show->cell[m.x][m.y] = show->cell[m.x + m.g][m.y];
	show->cell[m.x + m.g][m.y] = moved;
}

/* Everything above the lowest hole of a column falls one row together,
 * so a stack drops as one piece; false when nothing hangs. */
static bool ui_mayan_fall_step(ui_mayan_show *show)
{
	bool moved = false;
	for (int x = 0; x < MAYAN_WIDTH; x++) {
		uint8_t *col = show->cell[x];
		int hole = 0;
		while (hole < MAYAN_HEIGHT && col[hole] != 0)
			hole++;
		int above = hole;
		while (above < MAYAN_HEIGHT && col[above] == 0)
			above++;
		if (above >= MAYAN_HEIGHT)
			continue;
		memmove(&col[hole], &col[hole + 1],
		    (size_t)(MAYAN_HEIGHT - 1 - hole));
		col[MAYAN_HEIGHT - 1] = 0;
		moved = true;
	}
	return moved;
}

bool ui_mayan_show_step(ui_mayan_show *show)
{
	if (show->flash_frames > 0) {
		if (--show->flash_frames == 0) {
			for (int x = 0; x < MAYAN_WIDTH; x++)
				for (int y = 0; y < MAYAN_HEIGHT; y++)
					if (show->flash & MAYAN_CELL(x, y))
						show->cell[x][y] = 0;
			show->flash = 0;
		}
		return true;
	}
	if (ui_mayan_fall_step(show))
		return true;
	/* At rest on the stage's board: the engine says what vanishes. */
	mayan_cells gone = mayan_board_settle_step(&show->stage);
	if (gone == 0)
		return false;
	show->flash = gone;
	show->flash_frames = UI_MAYAN_FLASH_FRAMES;
	show->chain++;
	return true;
}

bool ui_mayan_show_lit(const ui_mayan_show *show, int x, int y)
{
	return (show->flash & MAYAN_CELL(x, y)) && show->flash_frames % 2 == 0;
}

bool ui_mayan_answer_holds(const ui_mayan_answer *a, const mayan_session *s)
{
	/* No answer (-1) speaks only for the position it was sought from. */
	return a->known && mayan_session_follows(s, a->from, &a->board,
	    a->move, a->found ? a->count : 0);
}

bool ui_mayan_answer_next(const ui_mayan_answer *a, const mayan_session *s,
    mayan_move *next)
{
	int k = mayan_session_move_count(s) - a->from;
	if (!ui_mayan_answer_holds(a, s) || !a->found || k >= a->count)
		return false;
	*next = a->move[k];
	return true;
}

static void ui_mayan_job_run(ui_job *thread, const atomic_bool *cancel)
{
	ui_mayan_job *job = (ui_mayan_job *)thread;
	mayan_solver solver;
	mayan_solver_init(&solver, 0);
	solver.progress = &job->positions;
	job->status = mayan_solver_run(&solver, &job->board, job->n, cancel,
	    job->move);
	mayan_solver_free(&solver);
}

ui_mayan_job *ui_mayan_job_start(const mayan_board *board, int n, int from)
{
	ui_mayan_job *job = calloc(1, sizeof *job);
	if (job == NULL)
		return NULL;
	job->board = *board;
	job->n = n;
	job->from = from;
	if (!ui_job_start(&job->job, ui_mayan_job_run)) {
		free(job);
		return NULL;
	}
	return job;
}

bool ui_mayan_job_done(ui_mayan_job *job)
{
	return ui_job_done(&job->job);
}

char ui_mayan_job_spinner(const ui_mayan_job *job)
{
	return ui_job_spinner(&job->job);
}

int ui_mayan_job_moves(const ui_mayan_job *job)
{
	return job->n;
}

uint64_t ui_mayan_job_positions(ui_mayan_job *job)
{
	return atomic_load_explicit(&job->positions, memory_order_relaxed);
}

bool ui_mayan_job_finish(ui_mayan_job *job, bool cancel,
    ui_mayan_answer *answer)
{
	ui_job_finish(&job->job, cancel);
	bool ended = job->status != MAYAN_SOLVE_CANCELLED;
	if (ended) {
		memset(answer, 0, sizeof *answer);
		answer->known = true;
		answer->found = job->status == MAYAN_SOLVE_FOUND;
		answer->from = job->from;
		answer->board = job->board;
		answer->count = job->n;
		memcpy(answer->move, job->move, sizeof job->move);
	}
	free(job);
	return ended;
}

struct ui_mayan_random_job {
	ui_job job;
	uint64_t seed;
	int moves;
	bool made;
	mayan_puzzle puzzle;
};

static void ui_mayan_random_run(ui_job *thread, const atomic_bool *cancel)
{
	ui_mayan_random_job *job = (ui_mayan_random_job *)thread;
	job->made = mayan_random_make(job->seed, job->moves,
	    mayan_gen_default_colors(job->moves), NULL, cancel, &job->puzzle);
}

ui_mayan_random_job *ui_mayan_random_start(uint64_t seed, int moves)
{
	ui_mayan_random_job *job = calloc(1, sizeof *job);
	if (job == NULL)
		return NULL;
	job->seed = seed;
	job->moves = moves;
	if (!ui_job_start(&job->job, ui_mayan_random_run)) {
		free(job);
		return NULL;
	}
	return job;
}

bool ui_mayan_random_done(ui_mayan_random_job *job)
{
	return ui_job_done(&job->job);
}

char ui_mayan_random_spinner(const ui_mayan_random_job *job)
{
	return ui_job_spinner(&job->job);
}

bool ui_mayan_random_finish(ui_mayan_random_job *job, bool cancel,
    mayan_puzzle *out)
{
	ui_job_finish(&job->job, cancel);
	const bool made = job->made;
	if (made && out != NULL)
		*out = job->puzzle;
	free(job);
	return made;
}

void ui_mayan_drag_words(char *out, size_t size, mayan_move m)
{
	snprintf(out, size, "(%d,%d) %s", m.x, m.y, m.g > 0 ? "right" :
	    "left");
}
