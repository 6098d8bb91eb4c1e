#!/usr/bin/env bash
# End-to-end tests of random Mayan puzzles: made by --random N --seed S
# as gen makes them, named by their seed where the status has no room,
# made from the level menu's last line and by n in the game, with a
# spinner and help while they are made and Esc to give one up.  The real
# binary in a private tmux server, driven by keys, read back from the
# screen.  Usage: mayan_random.sh CASE (one meson test per case).  Exit
# 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/mayan_lib.sh"

# Where the status has no room for a random puzzle's whole name, it
# names it by its seed, which makes it again: it was cut to "Random 4
# m...", and the seed was nowhere on screen.
case_random_small() {
	e2e_start 40 16 mayan --random 4 --seed 9
	e2e_wait_re '^Moves: 0/4   Blocks: 15   seed 9$'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# --random N --seed S: the seed on screen, the same board every time, and
# the board `tumble gen mayan` prints for the same N and S.
case_random() {
	local first second
	e2e_start 90 30 mayan --random 4 --seed 9
	e2e_wait 'Random 4 moves, seed 9'
	e2e_wait 'Moves: 0/4'
	first=$(e2e_random_board)
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan --random 4 -s 9
	e2e_wait 'Random 4 moves, seed 9'
	e2e_wait 'Moves: 0/4'
	second=$(e2e_random_board)
	[ -n "$first" ] && [ "$first" = "$second" ] ||
		e2e_fail "two boards from seed 9: '$first' and '$second'"
	e2e_keys q
	e2e_check_sane_terminal 0
	"$TUMBLE_BIN" gen mayan -n 4 -s 9 | grep -v '^#' >"$E2E_DIR/gen.txt"
	e2e_start 90 30 mayan "$E2E_DIR/gen.txt"
	e2e_wait 'Moves: 0/4'
	[ "$(e2e_random_board)" = "$first" ] ||
		e2e_fail "the random board is not gen's"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A long random puzzle shows a spinner while it is made, and Esc stops it
# and leaves: no puzzle is played, so none is remembered.  The making is
# held until it is stopped (held_search.c): the quickest take a tenth of
# a second, the longest three, and a puzzle made between the look at the
# spinner and the Esc would take the key in its game.
case_random_cancel() {
	local E2E_ENV="$E2E_ENV LD_PRELOAD='${TUMBLE_HELD_SEARCH:?}'"
	e2e_start 90 30 mayan --random 7 --seed 9
	e2e_wait 'Random 7 moves, seed 9'
	e2e_wait 'Making it'
	e2e_wait 'Esc cancels'
	# Its keys at the foot, as every screen that asks nothing has, in
	# the words the screen says: Esc cancels; q does as much.
	e2e_wait_re '^ +Esc cancel  \? help$'
	e2e_keys Escape
	e2e_check_sane_terminal 0
	[ ! -f "$XDG_DATA_HOME/tumble/mayan-random" ] ||
		e2e_fail "a puzzle was played after Esc"
	e2e_start 90 30 mayan --random 7 --seed 9
	e2e_wait 'Esc cancels'
	e2e_keys q
	e2e_check_sane_terminal 0
	[ ! -f "$XDG_DATA_HOME/tumble/mayan-random" ] ||
		e2e_fail "a puzzle was played after q"
}

# ? on the screen that makes a random puzzle shows its help, as on every
# screen; the puzzle is made meanwhile, and the help left, it is played.
# The key is typed before tumble starts, so the screen reads it first
# however fast the puzzle is made.
case_random_help() {
	e2e_start_typed_ahead 90 30 '?' mayan --random 10 --seed 1
	e2e_wait 'being made and proved'
	e2e_wait 'stop making the puzzle and go back'
	e2e_keys q
	e2e_wait 'Moves: 0/10'
	e2e_keys q
	e2e_check_sane_terminal 0
	[ -f "$XDG_DATA_HOME/tumble/mayan-random" ] ||
		e2e_fail "the puzzle made was not remembered"
	# q and Esc there stop the making and leave: no puzzle is played,
	# so none is remembered.
	local key
	for key in q $'\e'; do
		rm -f "$XDG_DATA_HOME/tumble/mayan-random"
		e2e_start_typed_ahead 90 30 "$key" mayan --random 10 --seed 1
		e2e_check_sane_terminal 0
		[ ! -f "$XDG_DATA_HOME/tumble/mayan-random" ] ||
			e2e_fail "a puzzle was played after $key"
	done
}

# The level menu's last line makes a random puzzle of the moves chosen.
case_random_menu() {
	e2e_start 90 30
	e2e_wait 'Mayan'
	e2e_keys m
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys End Down Left Left
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys Enter
	e2e_wait 'Random 2 moves, seed '
	e2e_wait 'Moves: 0/2'
	# L there opens the menu on its last line, one below the last level.
	e2e_keys L
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys Up Enter
	e2e_wait 'Level 3 of 3'
	e2e_keys q
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# Left and Right set the random line's moves on that line alone: on a
# level's line they changed the moves unseen, and the random line then
# made a puzzle of other moves than the player had last seen there.
case_random_moves_on_line() {
	e2e_start 90 30
	e2e_wait 'Mayan'
	e2e_keys m
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys Home Right Right
	e2e_wait 'Left and Right set the random puzzle'"'"'s moves, on the last line'
	e2e_keys End
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys Right
	e2e_wait 'Random puzzle: 5 moves'
	if e2e_shows "on the last line"; then
		e2e_fail "the note outlived its use"
	fi
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# The level menu's random line over a game with moves made asks first,
# as a level chosen does, and makes the puzzle only on a yes: it was
# made first (seconds for 10 moves), and a no threw it away.  A puzzle
# made is remembered as it is played: a no leaves nothing remembered.
case_random_menu_asks() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_keys L
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys End Enter
	e2e_wait 'Leave this game with 1 move made? It is not kept. (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_shows 'Moves: 1/3' || e2e_fail "the game did not go on"
	[ ! -f "$XDG_DATA_HOME/tumble/mayan-random" ] ||
		e2e_fail "a puzzle was made before the question"
	e2e_keys L
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys End Enter
	e2e_wait 'Leave this game with 1 move made?'
	e2e_keys y
	e2e_wait 'Random 4 moves, seed '
	e2e_wait 'Moves: 0/4'
	[ -f "$XDG_DATA_HOME/tumble/mayan-random" ] ||
		e2e_fail "the puzzle made was not remembered"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# n on a random puzzle makes another of as many moves (asking once while
# moves are made; solved, it offers it); the level menu's random line starts at
# the moves of the last one made.
case_random_another() {
	e2e_start 90 30 mayan --random 2 --seed 9
	e2e_wait_re 'Moves: 0/2   Blocks: [0-9]+   Random 2 moves, seed 9$'
	e2e_keys L
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys q
	e2e_wait 'Moves: 0/2'
	e2e_keys G
	e2e_wait 'Moves: 1/2'
	e2e_keys n
	e2e_wait 'Leave this game with 1 move'
	e2e_keys n
	e2e_wait 'Carry on.'
	# Said yes to, the question is not asked again once the puzzle is
	# made: the new one is played at once.
	e2e_keys n
	e2e_wait 'Leave this game with 1 move'
	e2e_keys y
	e2e_wait_re 'Random 2 moves, seed ([0-8]|[0-9][0-9]+)$'
	e2e_wait 'Moves: 0/2'
	e2e_keys G
	e2e_wait 'Moves: 1/2'
	e2e_keys G
	e2e_wait 'Solved in exactly 2 moves!  n makes another.'
	e2e_wait_re '^ +n new puzzle  L levels  \? help  q quit *$'
	e2e_keys n
	e2e_wait_re 'Random 2 moves, seed ([0-8]|[0-9][0-9]+)$'
	e2e_wait 'Moves: 0/2'
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_keys n
	e2e_wait 'This puzzle is not a random one'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A random puzzle names n, the way to another of as many moves, in its
# footer while it is played as well as at its end, whole down to the
# smallest terminal: keys after it give way.  It was named at the end
# alone, and at 60x20 not even there.
case_random_footer_new() {
	e2e_start 80 24 mayan --random 5 --seed 7 --no-animation
	e2e_wait 'Moves: 0/5'
	e2e_wait_re '^ +Space pick  n new  s solve  g hint  G play +L levels  \? help  q quit *$'
	e2e_resize 40 16
	e2e_wait_re '^ +Space pick  n new  \? help  q quit *$'
	e2e_resize 80 24
	local k
	for k in 1 2 3 4; do
		e2e_keys Space Right
		e2e_wait "Move $k of 5"
	done
	e2e_keys Left Left Space Right
	e2e_wait 'Out of moves'
	e2e_wait_re '^ +t try again  n new puzzle  u undo  R restart  L levels  \? help  q quit *$'
	e2e_resize 60 20
	e2e_wait_re '^ +t try again  n new  u undo  R restart  \? help  q quit *$'
	e2e_resize 40 16
	e2e_wait_re '^ +t try again  n new  \? help  q quit *$'
	e2e_keys n
	e2e_wait 'Leave this game with 5 moves made?'
	e2e_keys y
	e2e_wait 'Moves: 0/5'
	e2e_wait_re '^ +Space pick  n new  \? help  q quit *$'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The first move on a fresh random board, from the cursor's first place
# (0,0): the first block of the bottom row dragged right.
random_first_move() {
	local x
	for x in 0 1 2 3; do
		e2e_keys Space Right
		e2e_until e2e_shows_re 'Moves: 1/10|is empty' ||
			e2e_fail "no move made"
		e2e_shows 'Moves: 1/10' && return 0
		e2e_keys Right
	done
	e2e_fail "no block in the bottom row to move"
}

# The making screen on top, or the puzzle it made already played.
random_making_or_made() {
	! e2e_shows 'Moves: ' || e2e_shows 'Moves: 0/10'
}

# A puzzle n was making, given up (Esc), leaves the game as it was, and
# the question said yes to is no longer on screen.  Whether a making
# takes long enough to be stopped depends on the fresh seed: another is
# tried until one is.
case_random_another_cancel() {
	E2E_ENV="ESCDELAY=25" e2e_start 90 30 mayan --random 10 --seed 3
	e2e_wait 'Moves: 0/10'
	local try
	for try in 1 2 3 4 5 6 7 8 9 10 11 12; do
		random_first_move
		e2e_keys n
		e2e_wait 'Leave this game with 1 move'
		e2e_keys y
		e2e_until random_making_or_made ||
			e2e_fail "the question stayed after y"
		e2e_keys Escape
		e2e_wait 'Moves: '
		if e2e_shows 'Moves: 1/10'; then
			e2e_wait 'No new puzzle made: this one goes on.'
			e2e_shows '(y/n)' && e2e_fail "the question stayed"
			e2e_keys q
			e2e_wait 'Quit this game with 1 move made? It is kept to continue. (y/n)'
			e2e_keys y
			e2e_check_sane_terminal 0
			return 0
		fi
	done
	e2e_fail "every puzzle was made before Esc"
}

"case_$1"
