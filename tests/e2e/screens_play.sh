#!/usr/bin/env bash
# Both games played in a real terminal of the sizes a player meets, the
# screen read back after every move for text that does not fit (as
# screens.sh reads every screen).  Usage: screens_play.sh SIZE PART,
# where SIZE is 40x17 (the smallest for the judge's board), 60x18, 60x20
# or 80x24, and PART same (a Same Game to its end by hand, by G and by A,
# and a question asked across a resize), mayan (a level solved by hand
# and by G, one failed, and the answer of an 8-move level) or same20 (a
# 20x20 board at 40x25 or 63x24, the sizes it needs all of).  Exit 77
# skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/screens_lib.sh"

SCREENS_SIZE=$1
SCREENS_PART=${2:-}

# screens_play_until TEXT KEYS WHAT: press KEYS (a move each time) and
# read the screen after each move until TEXT shows (at most 40 moves).
screens_play_until() {
	local i tries moves
	for ((i = 1; i <= 40; i++)); do
		e2e_look || e2e_fail "the screen could not be read"
		[[ $E2E_OUT == *"$1"* ]] && return 0
		moves=0
		[[ $E2E_OUT =~ Moves:?\ ([0-9]+) ]] && moves=${BASH_REMATCH[1]}
		# shellcheck disable=SC2086
		e2e_keys $2
		# The move drawn (its count, or the end) before the next look,
		# so that no key goes past the end.
		for ((tries = 0; tries < 200; tries++)); do
			e2e_look || e2e_fail "the screen could not be read"
			[[ $E2E_OUT =~ Moves:?\ $((moves + 1))([^0-9]|$) ]] &&
				break
			[[ $E2E_OUT == *"$1"* ]] && break
			e2e_nap 0.05
		done
		# A status line whose count was not read (its words changed)
		# made each move wait out the tries unseen.
		((tries < 200)) || e2e_fail "$3: move $i not seen drawn"
		screens_fits "$3 (move $i)"
	done
	e2e_wait "$1"
}

# screens_wait_said TEXT: poll until TEXT is on screen, as one line or
# broken over lines at its blanks.
screens_wait_said() {
	screens_squeeze "$1"
	local want=$SCREENS_SQUEEZED
	e2e_until screens_says "$want" || e2e_fail "waited for '$1'"
}

screens_says() {
	e2e_look || return
	screens_squeeze "${E2E_OUT//$'\n'/ }"
	[[ $SCREENS_SQUEEZED == *"$1"* ]]
}

# screens_squeeze TEXT: TEXT with each run of blanks made one, into
# SCREENS_SQUEEZED.
screens_squeeze() {
	SCREENS_SQUEEZED=$1
	while [[ $SCREENS_SQUEEZED == *"  "* ]]; do
		SCREENS_SQUEEZED=${SCREENS_SQUEEZED//"  "/ }
	done
}

# screens_asked_across_resize QUESTION: the question on show outlives the
# terminal growing and coming back, and n answers it.
screens_asked_across_resize() {
	local size
	size=$(e2e_option pane_width)x$(e2e_option pane_height)
	screens_wait_said "$1"
	e2e_resize 100 40
	screens_wait_said "$1"
	e2e_resize "${size%x*}" "${size#*x}"
	screens_wait_said "$1"
	screens_fits "the question '$1'"
	e2e_keys n
	e2e_wait 'Carry on.'
}

# screens_status_earned WHAT: once a game is over the status line gives
# its row only to words that need it: where it is gone, the text under
# the board reaches the footer (a blank row above the footer was a row
# the status line gave up for nothing).
screens_status_earned() {
	local rows size
	size=$(e2e_option pane_width)x$(e2e_option pane_height)
	e2e_screen >"$E2E_DIR/shot"
	mapfile -t rows <"$E2E_DIR/shot"
	grep -q 'Moves: ' "$E2E_DIR/shot" && return 0
	[[ ${rows[-2]} == *[^\ ]* ]] ||
		e2e_fail "$1 at $size: a blank row where the status line was"
}

# A Same Game to its end three ways, read after every move.
screens_play_same() {
	local size=$1
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=0.2"
	# shellcheck disable=SC2086
	e2e_start ${size/x/ } same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	screens_fits 'a Same Game at its start'
	e2e_keys g Space
	e2e_wait 'Moves: 1'
	screens_fits 'a Same Game after a move by hand'
	e2e_keys q
	screens_asked_across_resize 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_keys R
	screens_asked_across_resize 'Restart this game with 1 move made? (y/n)'
	screens_play_until 'Final score' 'g Space' 'played by hand'
	e2e_wait 'Planner'
	screens_fits 'a Same Game at its end, by hand'
	screens_status_earned 'a Same Game at its end, by hand'
	e2e_keys R
	e2e_wait 'Moves: 0'
	screens_play_until 'Final score' G 'played by G'
	screens_fits 'a Same Game at its end, by G'
	screens_status_earned 'a Same Game at its end, by G'
	e2e_keys R
	e2e_wait 'Moves: 0'
	e2e_keys A
	e2e_wait 'Final score'
	screens_fits 'a Same Game at its end, by A'
	screens_status_earned 'a Same Game at its end, by A'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The biggest board, 20x20, at a size it needs all of (40x25, balls of
# one column and labels of two lines; 63x24, balls of three and labels
# of one): a line or a column less is too small; a move by hand, a
# question across a resize, and the game played out by G.
screens_play_same20() {
	local size=$1 width=${1%x*} height=${1#*x}
	local tip='Remove a cluster of m balls (2+, one colour): (m-2)^2 points.'
	[ "$width" = 40 ] && tip='Clusters of m (2+): (m-2)^2 points.'
	# shellcheck disable=SC2086
	e2e_start ${size/x/ } same 20x20:2:3 --no-animation
	# In these few lines the opening tip takes the one line under the
	# status, which shows from the first.
	screens_wait_said "$tip"
	e2e_shows 'Moves: 0' || e2e_fail "the tip took the status line's row"
	screens_fits 'a 20x20 board at its start'
	e2e_resize "$((width - 1))" "$height"
	e2e_wait 'Terminal too small'
	e2e_resize "$width" "$((height - 1))"
	e2e_wait 'Terminal too small'
	e2e_resize "$width" "$height"
	screens_wait_said "$tip"
	e2e_keys g Space
	e2e_wait 'Moves: 1'
	screens_fits 'a 20x20 board after a move by hand'
	e2e_keys q
	screens_asked_across_resize 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	screens_play_until 'Final score' G 'a 20x20 board played by G'
	screens_fits 'a 20x20 board at its end'
	e2e_keys q
	e2e_wait 'exit=0'
}

# Mayan levels solved by hand and by G, one failed, and the answer of an
# 8-move level beside the board.
screens_play_mayan() {
	local size=$1
	# shellcheck disable=SC2086
	e2e_start ${size/x/ } mayan 1 --no-animation
	e2e_wait 'Moves: 0/1'
	screens_fits 'a Mayan level at its start'
	# The wrong block: out of moves, and what made it impossible.
	e2e_keys Space Right
	e2e_wait 'Out of moves'
	screens_fits 'a Mayan level failed'
	e2e_keys R
	screens_asked_across_resize 'Restart this game with 1 move made? (y/n)'
	e2e_keys R y
	e2e_wait 'Moves: 0/1'
	e2e_keys Up Up Space Right
	e2e_wait 'Solved in exactly 1 move!'
	screens_fits 'a Mayan level solved by hand'
	e2e_keys ']'
	e2e_wait 'Moves: 0/'
	screens_play_until 'Solved in exactly' G 'a Mayan level played by G'
	screens_fits 'a Mayan level solved by G'
	e2e_keys q
	e2e_wait 'exit=0'
	# shellcheck disable=SC2086
	e2e_start ${size/x/ } mayan 105 --no-animation
	e2e_wait 'Moves: 0/8'
	e2e_keys s
	e2e_wait '(4,1) left'
	screens_fits 'the answer of an 8-move level'
	e2e_keys q y
	e2e_wait 'exit=0'
}

case "$SCREENS_SIZE" in
40x17 | 60x18 | 60x20 | 80x24 | 40x25 | 63x24) ;;
*) echo "no such size: $SCREENS_SIZE" >&2; exit 2 ;;
esac
case "$SCREENS_PART" in
same | mayan | same20) "screens_play_$SCREENS_PART" "$SCREENS_SIZE" ;;
*) echo "no such part: $SCREENS_PART" >&2; exit 2 ;;
esac
