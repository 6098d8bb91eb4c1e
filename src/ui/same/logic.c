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
#include "io/escape.h"
#include "io/levels.h"
#include "session/game.h"
#include "io/seconds.h"
#include "session/quiet_thread.h"
#include "ui/job.h"

struct ui_same_plan_job {
	ui_job job;
	bool idle; /* a review nobody waits for: spare processors only */
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

/* Seconds from the environment: from 0 (when `zero` may be) or above it,
 * to the planner's ceiling; false for anything else. */
static bool ui_same_env_seconds(const char *text, bool zero, double *seconds)
{
	return text != NULL && io_seconds_parse(text, seconds) &&
	    (zero ? *seconds >= 0 : *seconds > 0) &&
	    *seconds <= SAME_PLANNER_MAX_SECONDS;
}

same_planner_budget ui_same_plan_budget(const char *text)
{
	same_planner_budget budget = { .seconds = SAME_PLANNER_DEFAULT_SECONDS,
		.clock = CLOCK_MONOTONIC };
	double seconds;
	if (ui_same_env_seconds(text, false, &seconds))
		budget.seconds = seconds;
	return budget;
}

void ui_same_env_warnings(FILE *err)
{
	static const struct {
		const char *name;
		bool zero;
	} vars[] = { { "TUMBLE_PLAN_SECONDS", false },
		{ "TUMBLE_REVIEW_SECONDS", true } };
	for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
		const char *text = getenv(vars[i].name);
		double seconds;
		if (text == NULL || ui_same_env_seconds(text, vars[i].zero,
		    &seconds))
			continue;
		char shown[64];
		escape_for_terminal(shown, sizeof shown, text);
		fprintf(err, "tumble: %s='%s' is not seconds from %s to %.0f; "
		    "ignored\n", vars[i].name, shown, vars[i].zero ? "0" :
		    "above 0", SAME_PLANNER_MAX_SECONDS);
	}
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
	if (job->idle)
		quiet_thread_idle();
	same_planner_run(&job->plan, &job->budget, cancel);
}

/* Plan from board `b`, reached after `from` moves scoring `points`. */
static ui_same_plan_job *ui_same_plan_job_start_at(const same_board *b,
    int from, long points, const same_planner_budget *budget, bool idle)
{
	ui_same_plan_job *job = malloc(sizeof *job);
	if (job == NULL)
		return NULL;
	job->idle = idle;
	job->budget = *budget;
	job->budget.report = ui_same_plan_job_report;
	job->budget.user = job;
	job->from = from;
	job->points = points;
	same_plan_start(&job->plan, b, same_planner_seed(b));
	atomic_init(&job->best, job->points + same_plan_best_score(&job->plan));
	if (!ui_job_start(&job->job, ui_same_plan_job_run)) {
		free(job);
		return NULL;
	}
	return job;
}

ui_same_plan_job *ui_same_plan_job_start(const same_session *s,
    const same_planner_budget *budget)
{
	return ui_same_plan_job_start_at(same_session_board(s),
	    same_session_move_count(s), same_session_points(s), budget, false);
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

bool ui_same_review_budget(const char *text, same_planner_budget *budget)
{
	*budget = (same_planner_budget){
		.seconds = UI_SAME_REVIEW_SECONDS,
		.clock = CLOCK_PROCESS_CPUTIME_ID,
	};
	double seconds;
	if (ui_same_env_seconds(text, true, &seconds))
		budget->seconds = seconds;
	return budget->seconds > 0;
}

static void ui_same_plan_job_release(ui_job *job)
{
	free(job);
}

void ui_same_review_stop(ui_same_review *r)
{
	/* The review runs on idle processors alone: waiting for it to see
	 * the cancel could hold a busy machine's player up. */
	if (r->job != NULL)
		ui_job_abandon(&r->job->job, ui_same_plan_job_release);
	r->job = NULL;
	r->on = false;
	r->plan.known = false;
}

void ui_same_review_start(ui_same_review *r, const same_board *start,
    const same_planner_budget *budget)
{
	if (r->on && same_board_equal(&r->start, start))
		return;
	ui_same_review_stop(r);
	r->start = *start;
	r->greedy = same_planner_greedy_points(start);
	r->player = -1;
	/* No thread, no planner: the game loses nothing else. */
	r->job = budget == NULL ? NULL :
	    ui_same_plan_job_start_at(start, 0, 0, budget, true);
	r->on = true;
}

bool ui_same_review_poll(ui_same_review *r)
{
	if (r->job == NULL || !ui_same_plan_job_done(r->job))
		return false;
	ui_same_plan_job_finish(r->job, false, &r->plan);
	r->job = NULL;
	return true;
}

long ui_same_review_best(ui_same_review *r)
{
	return r->plan.known ? ui_same_plan_final(&r->plan) :
	    r->job != NULL ? ui_same_plan_job_best(r->job) : -1;
}
