#!/usr/bin/env bash
# What a new player met walking every screen, each fixed.  Usage: walk.sh
# CASE, where CASE is
#   menu_note_stale  the title menu's word about its last choice ("No game
#                    was left half-way") goes once a screen opens over it:
#                    back from a game quit and kept, it would be untrue
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

walk_menu_note_stale() {
	e2e_start 80 24
	e2e_wait 'Continue      no game was left half-way'
	e2e_keys r
	e2e_wait 'No game was left half-way: a game quit before its end'
	e2e_keys s
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game? (y/n)'
	e2e_keys y
	e2e_wait 'Continue      Same Game'
	! e2e_screen | grep -q 'No game was left half-way' ||
		e2e_fail "the menu still says no game was left half-way"
	echo "ok: the menu's word about r goes once a game was played"
}

case "${1:-}" in
menu_note_stale) walk_menu_note_stale ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
