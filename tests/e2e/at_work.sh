#!/usr/bin/env bash
# End-to-end tests of the keys a player presses while the game works for
# them: the solver's search for s, g and G, the planner's for H and A,
# the plan played out and the planner's game waited for.  A key pressed
# meanwhile is neither lost nor acted on after its moment has gone.
# Usage: at_work.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
DATA="$TUMBLE_TESTS/data/mayan"
SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
export TUMBLE_LEVELS_DIR="$DATA/levels"
export XDG_STATE_HOME="$E2E_DIR/state"
E2E_ENV="TUMBLE_LEVELS_DIR='$TUMBLE_LEVELS_DIR' XDG_STATE_HOME='$XDG_STATE_HOME'"

# G pressed while s searches plays the answer's first move once it is
# found, as A pressed while H plans plays the plan out: the stronger
# wish wins, and no key is lost.  Both keys are typed before tumble
# starts, so G meets the search of a puzzle that takes seconds.
case_mayan_play_while_solving() {
	e2e_start_typed_ahead 90 30 sG mayan "$DATA/hard.txt"
	e2e_wait 'Moves: 1/10'
	e2e_wait 'Move 1 of 10: '
	e2e_keys q y
	e2e_check_sane_terminal 0
}

"case_$1"
