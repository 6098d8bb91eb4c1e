/*
 * Checking a plan against the reference rules (see plan_replay.h).
 */
#include "plan_replay.h"

#include <check.h>

#include "io/same_judge.h"
#include "same_ref.h"

/* Replay `line` from `start` by the reference rules: each move must
 * remove the cluster it names, in the judge's words, and the score and
 * balls must add up. */
void plan_assert_replays(const same_board *start,
    const same_plan_line *line)
{
	ref_board g = ref_from(start);
	long score = 0;
	for (int i = 0; i < line->count; i++) {
		const same_cluster *m = &line->moves[i];
		same_cluster done = ref_remove(&g, m->row, m->col);
		ck_assert_int_ge(done.size, 2);
		char want[SAME_JUDGE_LINE_MAX], got[SAME_JUDGE_LINE_MAX];
		same_judge_format_move(want, i + 1, &done);
		same_judge_format_move(got, i + 1, m);
		ck_assert_str_eq(got, want);
		score += ref_points(done.size);
	}
	ck_assert(ref_over(&g));
	score += ref_clear_bonus(&g);
	ck_assert_int_eq(line->score, score);
	ck_assert_int_eq(line->balls, ref_balls(&g));
}
