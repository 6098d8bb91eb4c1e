#!/usr/bin/env bash
# End-to-end tests of two tumbles at once on one data folder: the title
# menu of one says which kept game the other is playing.  Usage:
# elsewhere.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/life_lib.sh"

# elsewhere_keys KEYS...: keys to the first tumble, in the pane "first".
elsewhere_keys() {
	e2e_tmux send-keys -t first "$@"
}

# elsewhere_wait PATTERN: poll until a line of the first tumble's pane
# matches the extended regular expression.
elsewhere_wait() {
	e2e_until e2e_shows_re "$1" first ||
		e2e_fail "the first tumble never showed /$1/: $(e2e_tmux \
		    capture-pane -p -t first)"
}

# The first tumble, a game of one move on, quits it (kept) and the menu.
elsewhere_quit_one_move() {
	elsewhere_keys q
	elsewhere_wait 'Quit this game with 1 move'
	elsewhere_keys y
	elsewhere_wait 'Make a puzzle'
	elsewhere_keys q
	elsewhere_wait 'exit=0'
}

# A kept game that a first tumble took up shows on a second tumble's
# menu as played there, whole in the menu's smallest terminal, not
# picked first, and r there says why it is not taken up.  Once the first
# has quit it, the second's menu, read again, offers it as any kept
# game; the first's own menu never marked it: its hold went with its
# game.
case_kept_played_elsewhere() {
	local line='^ +r +Continue +Same Game 8x8:3:11'
	keep_a_game 'Moves: 0' same 8x8:3:11
	e2e_pane_command ''
	e2e_tmux new-session -d -s first -x 80 -y 24 "$E2E_PANE_COMMAND" ||
		e2e_fail "tmux did not start the first tumble"
	elsewhere_wait "$line, move 1 *\$"
	elsewhere_keys r
	elsewhere_wait 'Moves: 1'
	e2e_start 60 18
	e2e_wait_re "$line \\(in another tumble\\) *\$"
	e2e_keys r
	e2e_wait_said 'the Same Game kept to continue is being played in'
	e2e_shows 'Moves:' && e2e_fail "a game held elsewhere was taken up"
	# Not the line picked first: Enter opens the Same Game under it.
	e2e_keys Enter
	e2e_wait 'Moves: 0'
	e2e_keys q
	e2e_wait_re "$line \\(in another tumble\\) *\$"
	elsewhere_keys G
	elsewhere_wait 'Moves: 2'
	elsewhere_keys q
	elsewhere_wait 'Quit this game with 2 moves'
	elsewhere_keys y
	elsewhere_wait "$line, move 2 *\$"
	# Read again as the help page closes: the mark has gone.
	e2e_keys '?'
	e2e_wait_re '^ +r +continue the game quit before its end'
	e2e_wait_re '^ +newest, when two are kept'
	e2e_keys q
	e2e_wait_re "$line, move 2 *\$"
	e2e_shows '(in another tumble)' && e2e_fail "the mark stayed"
	e2e_keys r
	e2e_wait 'Moves: 2'
	e2e_keys q
	e2e_wait 'Quit this game with 2 moves'
	e2e_keys y
	e2e_wait_re "$line, move 2 *\$"
	e2e_keys q
	e2e_wait 'exit=0'
	elsewhere_keys q
	elsewhere_wait 'exit=0'
}

# With the newest kept game played in a first tumble, r on a second's
# menu takes the game its Continue offers, the line picked first, as
# the shell's continue takes it: not the newest, which r tried and
# refused as played in another tumble.  r and R stand beside the lines
# they take up: R takes the next game, where r's mark stood on the
# newest and R took the same game as r, the oldest left with no key.
case_next_kept_offered() {
	local game
	for game in 11 12 13; do
		keep_a_game 'Moves: 0' same 8x8:3:$game
		# A second apart, so that the kept games have an order.
		[ "$game" = 13 ] || e2e_nap 1
	done
	e2e_pane_command ''
	e2e_tmux new-session -d -s first -x 80 -y 24 "$E2E_PANE_COMMAND" ||
		e2e_fail "tmux did not start the first tumble"
	elsewhere_wait '^ +r +Continue +Same Game 8x8:3:13, move 1 *$'
	elsewhere_keys r
	elsewhere_wait 'Moves: 1'
	e2e_start 80 24
	e2e_wait_re '^ +Continue +Same Game 8x8:3:13 \(in another tumble\)'
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:12, move 1 *$'
	e2e_wait_re '^ +R +Continue +Same Game 8x8:3:11, move 1 *$'
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_wait '8x8:3:12'
	e2e_wait 'Taken up after 1 move.'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:12, move 1 *$'
	e2e_wait_re '^ +R +Continue +Same Game 8x8:3:11, move 1 *$'
	e2e_keys R
	e2e_wait 'Moves: 1'
	e2e_wait '8x8:3:11'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	elsewhere_quit_one_move
}

# A kept board of the day another tumble plays is named whole beside
# its mark in the menu's smallest terminal, its date shortened (it was
# cut to "Board of the day...", no day left), and in full at 80x24.
case_kept_daily_elsewhere() {
	local line='^ +r +Continue +Board'
	E2E_ENV+=" TUMBLE_TODAY=20261214"
	keep_a_game 'Moves: 0' same --daily
	e2e_pane_command ''
	e2e_tmux new-session -d -s first -x 80 -y 24 "$E2E_PANE_COMMAND" ||
		e2e_fail "tmux did not start the first tumble"
	elsewhere_wait "$line of the day, 14 December 2026, move 1 *\$"
	elsewhere_keys r
	elsewhere_wait 'Moves: 1'
	e2e_start 60 18
	e2e_wait_re "$line 14 Dec 2026 \\(in another tumble\\) *\$"
	e2e_resize 80 24
	e2e_wait_re "$line of the day, 14 December 2026 \\(in another \
tumble\\) *\$"
	e2e_keys q
	e2e_wait 'exit=0'
	elsewhere_quit_one_move
}

"case_$1"
