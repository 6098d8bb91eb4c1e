/*
 * How a Same Game search is shaped (see same_plan.h): the default
 * settings, and same_plan_fit, which sizes the levels of a search to the
 * playouts its budget holds.  Apart from the search itself, as every
 * choice here was made by measurement (bench/same_plan_results.md) and
 * changes without touching how a search runs.
 */
#include "engine/same_plan.h"

#include <string.h>

const same_plan_settings same_plan_default_settings = {
	.level = SAME_PLAN_DEFAULT_LEVEL,
	.iterations = { 0, 100, 100, 100, 100 },
	.playouts = 1,
	.alpha = 1.0f,
	.tabu = true,
	.repeats = -1,
};

void same_plan_fit(same_plan_settings *settings, uint64_t playouts)
{
	const uint64_t split = SAME_PLAN_FIT_SPLIT_ITERATIONS;
	if (playouts / 2 >= split * split * split)
		playouts /= 2;
	uint64_t n = SAME_PLAN_FIT_MIN_ITERATIONS;
	if (n * n * n > playouts) {
		settings->level = same_plan_default_settings.level;
		memcpy(settings->iterations,
		    same_plan_default_settings.iterations,
		    sizeof settings->iterations);
		settings->repeats = same_plan_default_settings.repeats;
		return;
	}
	while (n < SAME_PLAN_FIT_MAX_ITERATIONS &&
	    (n + 1) * (n + 1) * (n + 1) <= playouts)
		n++;
	settings->level = 3;
	for (int level = 1; level <= 3; level++)
		settings->iterations[level] = (int)n;
	settings->repeats = n >= SAME_PLAN_FIT_REPEAT_ITERATIONS ?
	    SAME_PLAN_FIT_REPEATS : same_plan_default_settings.repeats;
}
