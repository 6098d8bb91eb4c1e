/*
 * `tumble stats`: the player's statistics as text, the same words the
 * statistics screen shows (session/stats.h).
 */
#include "cli/cli.h"

#include <stdio.h>

#include "session/daily.h"
#include "session/stats.h"

const options_command cli_stats_command = {
	.name = "stats",
	.usage = "\n",
	.about = "Print the player's statistics: per Same Game board the games "
	    "finished,\nthe boards cleared, the share of the planner's score "
	    "and the marks; the\nboard of the day's streak; the Mayan levels "
	    "solved and clean per tier.\n",
};

int cli_stats_main(int argc, char **argv)
{
	int first;
	const int status = options_parse_args(&cli_stats_command, argc, argv,
	    NULL, NULL, &first);
	if (status >= 0)
		return status;
	if (first < argc)
		return args_usage_error("stats", "expected no operand, found "
		    "'%s'", argv[first]);
	daily_env_warning(stderr);
	/* Figures short of a damaged file's bad lines are printed, as du
	 * prints what it could count, and the status says they are short:
	 * the report is not what was asked. */
	const int damaged = stats_write(stdout, stderr, daily_today());
	return args_finish_output("stats", damaged > 0 ?
	    ARGS_EXIT_BAD_INPUT : ARGS_EXIT_OK);
}
