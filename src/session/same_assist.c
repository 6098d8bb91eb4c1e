/*
 * The planner beside a Same Game (see same_assist.h).
 */
#include "session/same_assist.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "io/escape.h"
#include "io/seconds.h"
#include "session/game.h"
#include "session/job.h"
#include "session/same_record.h"
#include "session/quiet_thread.h"

struct same_assist_job {
	job_task job;
	bool idle; /* a review nobody waits for: spare processors only */
	same_planner_budget budget;
	int from;
	long points;
	atomic_long best; /* the final score of the best line so far */
	/* That line (from the position planned from), once there is one,
	 * handed over from the search's threads as it goes. */
	pthread_mutex_t lock;
	bool found;
	same_plan_line line;
	same_plan plan; /* its start board is the position planned from */
};

bool same_assist_holds(const same_assist_line *p, const same_session *s)
{
	return p->known && same_session_follows(s, p->from, &p->board,
	    p->line.moves, p->line.count);
}

bool same_assist_next(const same_assist_line *p, const same_session *s,
    same_cluster *next)
{
	int k = same_session_move_count(s) - p->from;
	if (!same_assist_holds(p, s) || k >= p->line.count)
		return false;
	*next = p->line.moves[k];
	return true;
}

long same_assist_final(const same_assist_line *p)
{
	return p->points + p->line.score;
}

/* Seconds from the environment: from 0 (when `zero` may be) or above it,
 * to the planner's ceiling; false for anything else. */
static bool same_assist_env_seconds(const char *text, bool zero,
    double *seconds)
{
	return text != NULL && io_seconds_parse(text, seconds) &&
	    (zero ? *seconds >= 0 : *seconds > 0) &&
	    *seconds <= SAME_PLANNER_MAX_SECONDS;
}

same_planner_budget same_assist_plan_budget(const char *text)
{
	same_planner_budget budget = { .seconds = SAME_PLANNER_DEFAULT_SECONDS,
		.clock = CLOCK_MONOTONIC };
	double seconds;
	if (same_assist_env_seconds(text, false, &seconds))
		budget.seconds = seconds;
	return budget;
}

same_review_budget same_assist_move_review_budget(const char *text)
{
	same_review_budget budget = {
		.seconds = SAME_ASSIST_MOVE_REVIEW_SECONDS };
	double seconds;
	if (same_assist_env_seconds(text, false, &seconds))
		budget.seconds = seconds;
	return budget;
}

int same_assist_env_warnings(
    char words[SAME_ASSIST_ENV_VARS][SAME_ASSIST_ENV_WARNING_MAX])
{
	static const struct {
		const char *name;
		bool zero;
	} vars[SAME_ASSIST_ENV_VARS] = { { "TUMBLE_PLAN_SECONDS", false },
		{ "TUMBLE_REVIEW_SECONDS", true },
		{ "TUMBLE_REVIEW_MOVE_SECONDS", false } };
	int count = 0;
	for (size_t i = 0; i < SAME_ASSIST_ENV_VARS; i++) {
		const char *text = getenv(vars[i].name);
		double seconds;
		if (text == NULL || same_assist_env_seconds(text, vars[i].zero,
		    &seconds))
			continue;
		char shown[64];
		escape_for_terminal(shown, sizeof shown, text);
		snprintf(words[count++], SAME_ASSIST_ENV_WARNING_MAX,
		    "%s='%s' is not seconds from %s to %.0f; ignored",
		    vars[i].name, shown, vars[i].zero ? "0" : "above 0",
		    SAME_PLANNER_MAX_SECONDS);
	}
	return count;
}

/* A better line, from one of the search's threads: kept for the spinner
 * and for whoever wants the best line before the search ends. */
static void same_assist_job_better(void *user, const same_plan_line *line)
{
	same_assist_job *job = user;
	pthread_mutex_lock(&job->lock);
	job->line = *line;
	job->found = true;
	atomic_store(&job->best, job->points + line->score);
	pthread_mutex_unlock(&job->lock);
}

/* An abandoned job, once its thread is done with it. */
static void same_assist_job_free(job_task *task)
{
	same_assist_job *job = (same_assist_job *)task;
	pthread_mutex_destroy(&job->lock);
	free(job);
}

static void same_assist_job_run(job_task *thread, const atomic_bool *cancel)
{
	same_assist_job *job = (same_assist_job *)thread;
	if (job->idle)
		quiet_thread_idle();
	same_planner_run(&job->plan, &job->budget, cancel);
}

/* Plan from board `b`, reached after `from` moves scoring `points`. */
static same_assist_job *same_assist_job_start_at(const same_board *b,
    int from, long points, const same_planner_budget *budget, bool idle)
{
	same_assist_job *job = malloc(sizeof *job);
	if (job == NULL)
		return NULL;
	job->idle = idle;
	job->budget = *budget;
	job->budget.better = same_assist_job_better;
	job->budget.user = job;
	job->found = false;
	pthread_mutex_init(&job->lock, NULL);
	job->from = from;
	job->points = points;
	same_plan_start(&job->plan, b, same_planner_seed(b));
	atomic_init(&job->best, job->points + same_plan_best_score(&job->plan));
	if (!job_start(&job->job, same_assist_job_run)) {
		same_assist_job_free(&job->job);
		return NULL;
	}
	return job;
}

same_assist_job *same_assist_job_start(const same_session *s,
    const same_planner_budget *budget)
{
	return same_assist_job_start_at(same_session_board(s),
	    same_session_move_count(s), same_session_points(s), budget, false);
}

bool same_assist_job_done(same_assist_job *job)
{
	return job_done(&job->job);
}

char same_assist_job_spinner(const same_assist_job *job)
{
	return job_spinner(&job->job);
}

long same_assist_job_best(same_assist_job *job)
{
	return atomic_load(&job->best);
}

bool same_assist_job_line(same_assist_job *job, same_plan_line *line)
{
	pthread_mutex_lock(&job->lock);
	const bool found = job->found;
	if (found)
		*line = job->line;
	pthread_mutex_unlock(&job->lock);
	return found;
}

/* The final score `p` ends with from the position `job` planned from
 * when its line leads there, else -1. */
static long same_assist_final_from(const same_assist_line *p,
    const same_assist_job *job)
{
	const int k = job->from - p->from;
	if (!p->known || k < 0 || k > p->line.count)
		return -1;
	same_board b = p->board;
	long left = p->line.score;
	for (int i = 0; i < k; i++) {
		same_board_remove(&b, p->line.moves[i].row,
		    p->line.moves[i].col);
		left -= same_points(p->line.moves[i].size);
	}
	return same_board_equal(&b, &job->plan.start) ? job->points + left :
	    -1;
}

same_assist_end same_assist_job_finish(same_assist_job *job, bool cancel,
    same_assist_line *plan)
{
	const bool stopped = cancel && !job_done(&job->job);
	job_finish(&job->job, cancel);
	const same_plan_line *line = stopped ?
	    same_planner_stopped_best(&job->plan) : same_plan_best(&job->plan);
	same_assist_end end = !stopped ? SAME_ASSIST_SPENT :
	    line != NULL ? SAME_ASSIST_STOPPED : SAME_ASSIST_STOPPED_NONE;
	/* A line cut short gives way to one that still holds and ends
	 * higher (a plan asked for again at the prompt, then stopped). */
	if (line != NULL && (!stopped || same_assist_final_from(plan, job) <
	    job->points + line->score)) {
		plan->known = true;
		plan->from = job->from;
		plan->board = job->plan.start;
		plan->points = job->points;
		plan->line = *line;
	}
	same_assist_job_free(&job->job);
	return end;
}

void same_assist_job_drop(same_assist_job *job)
{
	job_finish(&job->job, true);
	same_assist_job_free(&job->job);
}

bool same_assist_review_budget(const char *text, same_planner_budget *budget)
{
	*budget = (same_planner_budget){
		.seconds = SAME_ASSIST_REVIEW_SECONDS,
		.clock = CLOCK_PROCESS_CPUTIME_ID,
	};
	double seconds;
	if (same_assist_env_seconds(text, true, &seconds))
		budget->seconds = seconds;
	return budget->seconds > 0;
}

/* Whether the planner plays along with the review: at work, waiting for
 * room, or done. */
static bool same_assist_review_plays(const same_assist_review *r)
{
	return r->on && (r->plan.known || r->job != NULL || r->waiting);
}

/* The planner of a review that waits, once jobs left behind allow. */
static void same_assist_review_begin(same_assist_review *r)
{
	if (!r->waiting || !job_room_ahead())
		return;
	r->waiting = false;
	/* No thread, no planner: the game loses nothing else. */
	r->job = same_assist_job_start_at(&r->start, 0, 0, &r->budget, true);
}

void same_assist_review_stop(same_assist_review *r)
{
	/* The review runs on idle processors alone: waiting for it to see
	 * the cancel could hold a busy machine's player up. */
	if (r->job != NULL)
		job_abandon(&r->job->job, same_assist_job_free);
	r->job = NULL;
	r->waiting = false;
	r->on = false;
	r->plan.known = false;
	r->found.score = -1;
}

void same_assist_review_start(same_assist_review *r, const same_board *start,
    const same_planner_budget *budget)
{
	if (r->on && same_board_equal(&r->start, start))
		return;
	same_assist_review_stop(r);
	r->start = *start;
	r->greedy = same_planner_greedy_points(start);
	r->player = -1;
	r->on = true;
	if (budget == NULL)
		return;
	/* Not beside reviews abandoned earlier that still wait for a
	 * processor: a busy machine would gather them, one a board. */
	r->budget = *budget;
	r->waiting = true;
	same_assist_review_begin(r);
}

void same_assist_review_known(same_assist_review *r, const same_board *start,
    const same_plan_line *line)
{
	same_assist_review_stop(r);
	r->start = *start;
	r->greedy = same_planner_greedy_points(start);
	r->player = -1;
	r->plan = (same_assist_line){ .known = true, .board = *start,
		.line = *line };
	r->on = true;
}

bool same_assist_review_take(same_assist_review *r, const same_board *start,
    const same_plan_line *line)
{
	if (!same_assist_review_plays(r) ||
	    !same_board_equal(&r->start, start) ||
	    line->score <= same_assist_review_best(r))
		return false;
	if (r->plan.known)
		r->plan.line = *line;
	else
		r->found = *line;
	return true;
}

bool same_assist_review_played(same_assist_review *r, const same_session *s,
    const same_assist_line *plan)
{
	if (!same_assist_holds(plan, s) ||
	    plan->from + plan->line.count > SAME_PLAN_MAX_MOVES)
		return false;
	same_plan_line line = { .count = plan->from + plan->line.count,
		.score = same_assist_final(plan),
		.balls = plan->line.balls };
	for (int k = 0; k < plan->from; k++)
		line.moves[k] = same_session_move(s, k);
	for (int k = 0; k < plan->line.count; k++)
		line.moves[plan->from + k] = plan->line.moves[k];
	return same_assist_review_take(r, same_session_start_board(s), &line);
}

bool same_assist_review_poll(same_assist_review *r)
{
	same_assist_review_begin(r);
	if (r->job == NULL || !same_assist_job_done(r->job))
		return false;
	same_assist_job_finish(r->job, false, &r->plan);
	r->job = NULL;
	/* A line found meanwhile by the review of the game still stands
	 * when it is the better. */
	if (r->found.score > r->plan.line.score)
		r->plan.line = r->found;
	r->found.score = -1;
	return true;
}

long same_assist_review_best(same_assist_review *r)
{
	if (r->plan.known)
		return same_assist_final(&r->plan);
	const long running = r->job != NULL ? same_assist_job_best(r->job) :
	    -1;
	return same_assist_review_plays(r) && r->found.score > running ?
	    r->found.score : running;
}

bool same_assist_review_line(same_assist_review *r, same_plan_line *line)
{
	if (!same_assist_review_plays(r))
		return false;
	if (r->plan.known) {
		*line = r->plan.line;
		return true;
	}
	if (r->job == NULL || !same_assist_job_line(r->job, line) ||
	    line->score < r->found.score)
		*line = r->found;
	return line->score >= 0;
}

bool same_assist_review_agree(same_assist_review *r,
    same_review_job *review)
{
	if (review == NULL || !same_assist_review_plays(r))
		return false;
	const long was = same_assist_review_best(r);
	same_plan_line line;
	/* The planner's best line so far to the review, once it is done,
	 * and the review's line from the start to the planner. */
	if (same_assist_review_line(r, &line))
		same_review_job_take_start_line(review, &r->start, &line);
	const same_review *done = same_review_job_result(review);
	if (done != NULL)
		same_assist_review_take(r, &done->position[0].board,
		    &done->position[0].line);
	return same_assist_review_best(r) > was;
}

bool same_assist_review_record(same_assist_review *r, game *g, bool left)
{
	if (g->watching || !same_assist_review_plays(r) ||
	    (!r->plan.known && !left))
		return false;
	const long best = same_assist_review_best(r);
	const bool earned = same_record_review(&g->record, g, best);
	/* Set beside a lower figure earlier: the files take this one. */
	same_record_planner_lifted(&g->record, g, best);
	return earned;
}
