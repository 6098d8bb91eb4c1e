#!/usr/bin/env bash
# The screens during play, as a new player meets them.  Usage: play.sh
# CASE, where CASE is
#   score_table_named  the score screen names the board whose table it
#                      shows above the table, apart from the list of
#                      boards, so no score reads as another board's
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

case_score_table_named() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '%s\n' 'same-2x2x1 100 2026-01-01' 'same-2x4x1 200 2026-01-01' \
	    'same-3x3x1 1049 2026-01-02' 'same-4x2x1 50 2026-01-01' \
	    >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys S
	e2e_wait_re '^ +Board +\| 2x2, 1 colour$'
	e2e_keys Down Down
	e2e_wait_re '^ +Board +\| 3x3, 1 colour$'
	e2e_screen | grep -qE '^ +2x2, 1 colour +\| +1 +1049 +2026-01-02$' ||
		e2e_fail "the table is not set apart from the boards"
	e2e_keys q q
	e2e_wait 'exit=0'
}

case "${1:-}" in
score_table_named) "case_$1" ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
