/*
 * The review of a Same Game played (see same_review.h).
 */
#include "session/same_review.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "session/job.h"
#include "session/quiet_thread.h"
#include "session/same_planner.h"

bool same_review_init(same_review *r, const same_board *start,
    const same_cluster *moves, int count)
{
	*r = (same_review){ .count = count };
	r->position = calloc((size_t)count + 1, sizeof *r->position);
	r->move = calloc((size_t)count + 1, sizeof *r->move);
	if (r->position == NULL || r->move == NULL) {
		same_review_free(r);
		return false;
	}
	atomic_init(&r->searched, 0);
	same_board b = *start;
	for (int k = 0; k <= count; k++) {
		r->position[k].board = b;
		atomic_init(&r->position[k].searched, false);
		if (k == count)
			break;
		const same_cluster played = same_board_remove(&b,
		    moves[k].row, moves[k].col);
		if (played.size < 2) {
			same_review_free(r);
			return false;
		}
		r->move[k].played = played;
		r->move[k].points = same_points(played.size);
	}
	return true;
}

void same_review_free(same_review *r)
{
	free(r->position);
	free(r->move);
	r->position = NULL;
	r->move = NULL;
}

int same_review_searched(const same_review *r)
{
	return atomic_load(&r->searched);
}

/* What the threads of one run share: the positions still to search, in
 * order, and the next one to take. */
typedef struct same_review_run_state {
	same_review *review;
	const same_review_budget *budget;
	const atomic_bool *cancel;
	int *todo;
	int todo_count;
	atomic_int next;
} same_review_run_state;

static bool same_review_cancelled(const same_review_run_state *run)
{
	return run->cancel != NULL && atomic_load(run->cancel);
}

/* Search position `k` with `plan`; false when the search was cut short
 * by the cancel flag (the position is then left for another run). */
static bool same_review_search(same_review_run_state *run, same_plan *plan,
    int k)
{
	same_review_position *at = &run->review->position[k];
	if (same_board_over(&at->board)) {
		at->line = (same_plan_line){ .score = same_final_bonus(
		    &at->board), .balls = at->board.balls };
		return true;
	}
	const same_review_budget *b = run->budget;
	/* Each search counts its own thread's processor time, so that a
	 * position gets its seconds however busy the machine is. */
	const same_planner_budget budget = { .seconds = b->seconds,
		.clock = CLOCK_PROCESS_CPUTIME_ID, .moves = b->moves,
		.threads = 1 };
	same_plan_start(plan, &at->board, same_planner_seed(&at->board));
	same_planner_run(plan, &budget, run->cancel);
	if (same_review_cancelled(run))
		return false;
	at->line = *same_plan_best(plan);
	return true;
}

static void *same_review_work(void *arg)
{
	same_review_run_state *run = arg;
	same_plan *plan = malloc(sizeof *plan);
	if (plan == NULL)
		return NULL;
	for (;;) {
		const int i = atomic_fetch_add(&run->next, 1);
		if (i >= run->todo_count || same_review_cancelled(run))
			break;
		const int k = run->todo[i];
		if (!same_review_search(run, plan, k))
			break;
		atomic_store(&run->review->position[k].searched, true);
		atomic_fetch_add(&run->review->searched, 1);
	}
	free(plan);
	return NULL;
}

bool same_review_run(same_review *r, const same_review_budget *budget,
    const atomic_bool *cancel)
{
	same_review_budget own = *budget;
	if (own.seconds <= 0 && own.moves == 0)
		own.seconds = SAME_REVIEW_DEFAULT_SECONDS;
	same_review_run_state run = { .review = r, .budget = &own,
		.cancel = cancel };
	atomic_init(&run.next, 0);
	run.todo = malloc(((size_t)r->count + 1) * sizeof *run.todo);
	if (run.todo == NULL)
		return false;
	for (int k = 0; k <= r->count; k++)
		if (!atomic_load(&r->position[k].searched))
			run.todo[run.todo_count++] = k;
	int threads = same_planner_threads(own.threads);
	if (threads > run.todo_count)
		threads = run.todo_count > 0 ? run.todo_count : 1;
	pthread_t thread[SAME_PLANNER_MAX_THREADS];
	int started = 0;
	while (started < threads - 1 && quiet_thread_start(&thread[started],
	    same_review_work, &run))
		started++;
	same_review_work(&run);
	for (int i = 0; i < started; i++)
		pthread_join(thread[i], NULL);
	free(run.todo);
	if (same_review_searched(r) <= r->count)
		return false;
	same_review_settle(r);
	return true;
}

/* Line `to` becomes the player's move `played` and then line `from`. */
static void same_review_line_prefix(same_plan_line *to,
    const same_cluster *played, int points, const same_plan_line *from)
{
	to->count = from->count + 1;
	to->score = from->score + points;
	to->balls = from->balls;
	to->moves[0] = *played;
	memcpy(to->moves + 1, from->moves, (size_t)from->count *
	    sizeof *from->moves);
}

static bool same_review_same_move(const same_cluster *a,
    const same_cluster *b)
{
	return a->row == b->row && a->col == b->col;
}

void same_review_settle(same_review *r)
{
	/* A line from before move k that plays it is a line from after it,
	 * one move shorter. */
	for (int k = 0; k < r->count; k++) {
		const same_plan_line *from = &r->position[k].line;
		same_plan_line *to = &r->position[k + 1].line;
		const same_review_move *m = &r->move[k];
		if (from->count == 0 || !same_review_same_move(&from->moves[0],
		    &m->played) || from->score - m->points <= to->score)
			continue;
		to->count = from->count - 1;
		to->score = from->score - m->points;
		to->balls = from->balls;
		memmove(to->moves, from->moves + 1, (size_t)to->count *
		    sizeof *to->moves);
	}
	/* From before move k the planner may play it: the consistency rule.
	 * From the end back, so that a lift reaches every move before. */
	for (int k = r->count - 1; k >= 0; k--) {
		same_review_move *m = &r->move[k];
		same_plan_line *line = &r->position[k].line;
		const same_plan_line *next = &r->position[k + 1].line;
		m->lifted = m->points + next->score > line->score;
		if (m->lifted)
			same_review_line_prefix(line, &m->played, m->points,
			    next);
		m->before = line->score;
		m->after = next->score;
		m->cost = m->before - m->points - m->after;
	}
	r->settled = true;
}

bool same_review_take_start_line(same_review *r, const same_plan_line *line)
{
	if (!r->settled || line->score <= r->position[0].line.score)
		return false;
	r->position[0].line = *line;
	same_review_settle(r);
	return true;
}

struct same_review_job {
	job_task job;
	same_review_budget budget;
	same_review review;
	bool complete;
};

static void same_review_job_run(job_task *task, const atomic_bool *cancel)
{
	same_review_job *job = (same_review_job *)task;
	job->complete = same_review_run(&job->review, &job->budget, cancel);
}

static void same_review_job_free(job_task *task)
{
	same_review_job *job = (same_review_job *)task;
	same_review_free(&job->review);
	free(job);
}

same_review_job *same_review_job_start(const same_board *start,
    const same_cluster *moves, int count, const same_review_budget *budget)
{
	same_review_job *job = malloc(sizeof *job);
	if (job == NULL)
		return NULL;
	*job = (same_review_job){ .budget = *budget };
	if (!same_review_init(&job->review, start, moves, count)) {
		free(job);
		return NULL;
	}
	if (!job_start(&job->job, same_review_job_run)) {
		same_review_job_free(&job->job);
		return NULL;
	}
	return job;
}

const same_board *same_review_job_start_board(const same_review_job *job)
{
	return &job->review.position[0].board;
}

int same_review_job_count(const same_review_job *job)
{
	return job->review.count;
}

int same_review_job_searched(const same_review_job *job)
{
	return same_review_searched(&job->review);
}

char same_review_job_spinner(const same_review_job *job)
{
	return job_spinner(&job->job);
}

bool same_review_job_done(same_review_job *job)
{
	return job_done(&job->job);
}

const same_review *same_review_job_result(same_review_job *job)
{
	return job_done(&job->job) && job->complete ? &job->review : NULL;
}

bool same_review_job_take_start_line(same_review_job *job,
    const same_board *start, const same_plan_line *line)
{
	return same_review_job_result(job) != NULL &&
	    same_board_equal(start, &job->review.position[0].board) &&
	    same_review_take_start_line(&job->review, line);
}

void same_review_job_stop(same_review_job *job)
{
	/* Nobody waits for the searches to see the cancel: the player
	 * has moved on. */
	job_abandon(&job->job, same_review_job_free);
}

long same_review_played_score(const same_review *r)
{
	long score = same_final_bonus(&r->position[r->count].board);
	for (int k = 0; k < r->count; k++)
		score += r->move[k].points;
	return score;
}

long same_review_planner_score(const same_review *r)
{
	return r->position[0].line.score;
}

int same_review_costliest(const same_review *r, int *index, int most)
{
	int found = 0;
	for (int k = 0; k < r->count; k++) {
		if (r->move[k].cost <= 0)
			continue;
		/* Insertion into the list kept costliest first; a later move
		 * goes after an earlier one of the same cost. */
		int at = found < most ? found++ : most;
		const long cost = r->move[k].cost;
		while (at > 0 && r->move[index[at - 1]].cost < cost) {
			if (at < most)
				index[at] = index[at - 1];
			at--;
		}
		if (at < most)
			index[at] = k;
	}
	return found;
}
