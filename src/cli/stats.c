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
		return args_usage_error("expected no operand, found "
		    "'%s'", argv[first]);
	char warning[DAILY_ENV_WARNING_MAX];
	if (daily_env_warning(warning, sizeof warning))
		args_error("%s", warning);
	/* Figures short of a damaged file's bad lines are printed, as du
	 * prints what it could count, and the status says they are short:
	 * the report is not what was asked. */
	stats_damaged damaged;
	const int short_of = stats_write(stdout, &damaged, daily_today());
	/* Said after the report, where both go to one terminal. */
	args_flush_output();
	if (damaged.out_of_memory)
		args_error("out of memory");
	/* Files of the data folder, not one given to read: said by the
	 * command, as every message of its own. */
	for (int i = 0; i < damaged.count; i++) {
		const io_error *e = &damaged.file[i];
		if (e->line > 0)
			args_error("%s:%d:%d: %s", e->file, e->line, e->col,
			    e->what);
		else
			args_error("%s: %s", e->file, e->what);
	}
	if (damaged.count > 0) {
		char words[96];
		stats_damaged_words(words, sizeof words, damaged.count,
		    STATS_DAMAGED_AFTER);
		args_error("%s", words);
	}
	return args_finish_output(short_of > 0 ?
	    ARGS_EXIT_BAD_INPUT : ARGS_EXIT_OK);
}
