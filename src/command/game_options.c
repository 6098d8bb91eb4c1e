/*
 * The options that choose a Same Game board (see game_options.h).
 */
#include "command/game_options.h"

#include <stdio.h>

#include "command/args.h"
#include "io/escape.h"
#include "io/same_id.h"
#include "io/same_judge.h"

bool game_options_same_board(const options_entry *o, const char *value,
    game_request *r, bool *ok, char *why, size_t why_size)
{
	unsigned long long number;
	switch (o->id) {
	case 'g':
		*ok = args_parse_number(value, 1, SAME_JUDGE_MAX_GAMES,
		    &number);
		if (*ok)
			r->number = (long)number;
		else
			escape_fit(why, why_size, "--game takes a board number "
			    "from 1 to %ld, not '%s'", SAME_JUDGE_MAX_GAMES,
			    value);
		return true;
	case 's':
		*ok = args_parse_number(value, 0, SAME_ID_SEED_MAX, &number);
		if (*ok) {
			r->random.seed = number;
			r->seeded = true;
		} else {
			escape_fit(why, why_size,
			    "--seed takes a number from 0 "
			    "to %lld, not '%s'", (long long)SAME_ID_SEED_MAX,
			    value);
		}
		return true;
	case GAME_OPTION_SIZE:
		*ok = same_id_parse_size(value, &r->random.rows,
		    &r->random.cols, why, why_size);
		r->sized = true;
		return true;
	case GAME_OPTION_COLORS:
		*ok = args_parse_number(value, 1, SAME_MAX_COLORS, &number);
		if (*ok)
			r->random.colors = (int)number;
		else
			escape_fit(why, why_size,
			    "--colors takes a number from "
			    "1 to %d, not '%s'", SAME_MAX_COLORS, value);
		r->sized = true;
		return true;
	case GAME_OPTION_CLEARABLE:
		r->random.clearable = true;
		*ok = true;
		return true;
	case GAME_OPTION_DAILY:
		r->daily = true;
		*ok = true;
		return true;
	default:
		return false;
	}
}
