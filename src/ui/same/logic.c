/*
 * Same Game moves, frames and plans without a terminal (see
 * logic.h).
 */
#include "ui/same/logic.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/rng.h"
#include "io/levels.h"
#include "session/game.h"
#include "io/seconds.h"
#include "ui/job.h"


struct ui_same_plan_job {
	ui_job job;
	same_planner_budget budget;
	int from;
	long points;
	atomic_long best; /* the final score of the best line so far */
	same_plan plan; /* its start board is the position planned from */
};

same_cluster ui_same_action_greedy(same_session *s)
{
	same_cluster best = same_greedy_choice(same_session_board(s));
	if (best.size < 2)
		return (same_cluster){ 0 };
	return same_session_remove_assisted(s, best.row, best.col);
}

void ui_same_frame_start(same_board *frame, const same_board *before,
    const same_cluster *removed)
{
	static same_clusters found;
	*frame = *before;
	same_clusters_find(before, &found);
	int label = found.label_of[same_board_index(removed->row,
	    removed->col)];
	for (int i = 0; i < SAME_CELLS; i++)
		if (label != 0 && found.label_of[i] == label)
			frame->cell[i] = 0;
}

/* Everything above the lowest hole of a column falls one row together,
 * so a column slides down as one piece rather than coming apart. */
static bool ui_same_fall_step(same_board *f)
{
	bool moved = false;
	for (int c = 1; c <= f->cols; c++) {
		uint8_t *cell = &f->cell[same_board_index(0, c)];
		int hole = 1;
		while (hole <= f->rows && cell[hole] != 0)
			hole++;
		int above = hole;
		while (above <= f->rows && cell[above] == 0)
			above++;
		if (above > f->rows)
			continue;
		memmove(&cell[hole], &cell[hole + 1],
		    (size_t)(f->rows - hole));
		cell[f->rows] = 0;
		moved = true;
	}
	return moved;
}

static bool ui_same_column_empty(const same_board *f, int c)
{
	return f->cell[same_board_index(1, c)] == 0;
}

static bool ui_same_close_step(same_board *f)
{
	int last = f->cols;
	while (last > 0 && ui_same_column_empty(f, last))
		last--;
	for (int c = 1; c < last; c++)
		if (ui_same_column_empty(f, c)) {
			for (int k = c; k < f->cols; k++)
				for (int r = 1; r <= f->rows; r++)
					f->cell[same_board_index(r, k)] =
					    f->cell[same_board_index(r, k + 1)];
			for (int r = 1; r <= f->rows; r++)
				f->cell[same_board_index(r, f->cols)] = 0;
			return true;
		}
	return false;
}

bool ui_same_frame_step(same_board *frame)
{
	return ui_same_fall_step(frame) || ui_same_close_step(frame);
}

bool ui_same_plan_holds(const ui_same_plan *p, const same_session *s)
{
	return p->known && same_session_follows(s, p->from, &p->board,
	    p->line.moves, p->line.count);
}

bool ui_same_plan_next(const ui_same_plan *p, const same_session *s,
    same_cluster *next)
{
	int k = same_session_move_count(s) - p->from;
	if (!ui_same_plan_holds(p, s) || k >= p->line.count)
		return false;
	*next = p->line.moves[k];
	return true;
}

long ui_same_plan_final(const ui_same_plan *p)
{
	return p->points + p->line.score;
}

same_planner_budget ui_same_plan_budget(const char *text)
{
	same_planner_budget budget = { .seconds = SAME_PLANNER_DEFAULT_SECONDS,
		.clock = CLOCK_MONOTONIC };
	if (text == NULL)
		return budget;
	double seconds;
	if (io_seconds_parse(text, &seconds) && seconds > 0 &&
	    seconds <= SAME_PLANNER_MAX_SECONDS)
		budget.seconds = seconds;
	return budget;
}

/* The planner's report, on the job's thread: kept for the spinner. */
static void ui_same_plan_job_report(void *user, long best_score,
    double seconds_left)
{
	ui_same_plan_job *job = user;
	atomic_store(&job->best, job->points + best_score);
}

static void ui_same_plan_job_run(ui_job *thread, const atomic_bool *cancel)
{
	ui_same_plan_job *job = (ui_same_plan_job *)thread;
	same_planner_run(&job->plan, &job->budget, cancel);
}

ui_same_plan_job *ui_same_plan_job_start(const same_session *s,
    const same_planner_budget *budget)
{
	ui_same_plan_job *job = malloc(sizeof *job);
	if (job == NULL)
		return NULL;
	const same_board *b = same_session_board(s);
	job->budget = *budget;
	job->budget.report = ui_same_plan_job_report;
	job->budget.user = job;
	job->from = same_session_move_count(s);
	job->points = same_session_points(s);
	same_plan_start(&job->plan, b, same_planner_seed(b));
	atomic_init(&job->best, job->points + same_plan_best_score(&job->plan));
	if (!ui_job_start(&job->job, ui_same_plan_job_run)) {
		free(job);
		return NULL;
	}
	return job;
}

bool ui_same_plan_job_done(ui_same_plan_job *job)
{
	return ui_job_done(&job->job);
}

char ui_same_plan_job_spinner(const ui_same_plan_job *job)
{
	return ui_job_spinner(&job->job);
}

long ui_same_plan_job_best(ui_same_plan_job *job)
{
	return atomic_load(&job->best);
}

bool ui_same_plan_job_finish(ui_same_plan_job *job, bool cancel,
    ui_same_plan *plan)
{
	ui_job_finish(&job->job, cancel);
	if (!cancel) {
		plan->known = true;
		plan->from = job->from;
		plan->board = job->plan.start;
		plan->points = job->points;
		plan->line = *same_plan_best(&job->plan);
	}
	free(job);
	return !cancel;
}
