# What the end-to-end tests of the Mayan screen share (sourced after
# lib.sh): the puzzles they load, the cells they press and the threads
# of the search they watch.
DATA="$TUMBLE_TESTS/data/mayan"
SAMPLE="$DATA/sample.txt"
export TUMBLE_LEVELS_DIR="$DATA/levels"
export XDG_STATE_HOME="$E2E_DIR/state"
E2E_ENV="TUMBLE_LEVELS_DIR='$TUMBLE_LEVELS_DIR' XDG_STATE_HOME='$XDG_STATE_HOME'"

# e2e_press_cell X Y: the button goes down on cell (X, Y), and the test
# waits until the game has taken it (the cursor's brackets around the
# block), so that the release that follows cannot come in the same read
# and be taken with it for one click where the button came up.
e2e_press_cell() {
	local at col row end=$((SECONDS + E2E_DEADLINE))
	at=$(e2e_cell "$1" "$2")
	col=${at% *}
	row=${at#* }
	e2e_tmux send-keys -t game -l $'\e[<0;'"$col;$row"M
	while [ $SECONDS -lt $end ]; do
		[ "$(e2e_screen | sed -n "${row}p" | cut -c$((col - 3)))" = "[" ] &&
			return 0
		e2e_nap 0.05
	done
	e2e_fail "the press on ($1,$2) was not taken"
}

# e2e_release_cell X Y: the button comes up on cell (X, Y).
e2e_release_cell() {
	local at
	at=$(e2e_cell "$1" "$2")
	e2e_tmux send-keys -t game -l $'\e[<0;'"${at/ /;}"m
}

e2e_click_cell() {
	local at
	at=$(e2e_cell "$1" "$2")
	[ -n "$at" ] || e2e_fail "no cell ($1,$2) on screen"
	e2e_click $at
}

# Whether a search runs beside the screen, or none does.
mayan_searching() {
	[ "$(e2e_game_threads)" -gt 1 ]
}
mayan_quiet() {
	[ "$(e2e_game_threads)" -eq 1 ]
}
# The game's screen is back from the : prompt.
mayan_back_in_game() {
	[ "$(e2e_option alternate_on)" = 1 ]
}
# A search started, or TEXT on screen: whichever comes first.
mayan_searching_or_shows() {
	mayan_searching || e2e_shows "$1"
}

# The board of e2e_random_board: rows 0..6 as drawn, without the labels.
e2e_random_board() {
	e2e_screen | grep -E '^ *[0-6]  ' | head -7
}

# mayan_minus_to N: in the editor, n is N; while it is still N + 1, -
# is pressed (again, if the search running refused it).
mayan_minus_to() {
	e2e_shows "n: $1 " && return 0
	e2e_shows "n: $(($1 + 1)) " && e2e_keys -
	e2e_nap 0.2
	e2e_shows "n: $1 "
}

# The sample, just started, played to its failure: two moves, then a
# third that leaves 12 blocks, move 2 having made it impossible.
mayan_lose_sample() {
	e2e_wait 'Moves: 0/3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys Down Left Left Left Space Right
	e2e_wait 'Move 2 of 3: 0 0 1'
	e2e_keys Space Right
}
