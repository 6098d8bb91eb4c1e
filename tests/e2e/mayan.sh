#!/usr/bin/env bash
# End-to-end tests of the Mayan screen and of the `:` command line: the
# real binary in a private tmux server, driven by keys and mouse reports,
# read back from the screen.  Usage: mayan.sh CASE (one meson test per
# case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

DATA="$TUMBLE_TESTS/data/mayan"
SAMPLE="$DATA/sample.txt"
export TUMBLE_LEVELS_DIR="$DATA/levels"
export XDG_STATE_HOME="$E2E_DIR/state"
E2E_ENV="TUMBLE_LEVELS_DIR='$TUMBLE_LEVELS_DIR' XDG_STATE_HOME='$XDG_STATE_HOME'"

# The terminal after tumble ends: main screen, echo and line editing on.
e2e_check_sane_terminal() {
	e2e_wait "exit=$1"
	[ "$(e2e_option alternate_on)" = 0 ] || e2e_fail "still on the alternate screen"
	e2e_keys 'stty -a | tr " ;" "\n\n" | grep -xE -- "-?(echo|icanon)" | tr "\n" " "; echo' Enter
	e2e_wait 'icanon echo'
}

# "COL ROW" (1-based) of the middle of block (x, y): the y labels sit
# left of the board, each cell is 7 columns wide.
e2e_cell() {
	e2e_screen | awk -v x="$1" -v y="$2" '
		$0 ~ "^ *" y "  " && !found {
			i = index($0, y); found = 1
			print i + 6 + 7 * x, NR }'
}

e2e_click_cell() {
	local at
	at=$(e2e_cell "$1" "$2")
	[ -n "$at" ] || e2e_fail "no cell ($1,$2) on screen"
	e2e_click $at
}

# e2e_last_line TEXT: wait until curses is left and the last line on the
# screen is TEXT.  Earlier prompts stay on the main screen, so only the
# last line tells the new one apart.
e2e_last_line() {
	local end=$((SECONDS + E2E_DEADLINE)) want=$1
	while [ $SECONDS -lt $end ]; do
		if [ "$(e2e_option alternate_on)" = 0 ] &&
		    [ "$(e2e_screen | grep -v '^$' | tail -1)" = "$want" ]; then
			return 0
		fi
		sleep 0.05
	done
	e2e_fail "waited for the last line '$want'"
}

# e2e_prompt_line TEXT: the `:` prompt, showing TEXT typed.
e2e_prompt_line() {
	local want=": $1"
	e2e_last_line "${want% }"
}

case_keys() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_wait '0      1      2      3      4'
	e2e_screen | grep -q '^ *1     \.      1      3      1      4' ||
		e2e_fail "row 1 not drawn with its digits"
	# The cursor starts at (0,0); it follows the block moved.
	e2e_keys Right Right Up Space
	e2e_wait 'Picked up 3 at (2,1)'
	e2e_keys Right
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_wait 'Moves: 1/3'
	e2e_keys u
	e2e_wait 'Moves: 0/3'
	e2e_wait 'Undid move 1; r redoes it.'
	e2e_keys r
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys Space Right
	e2e_wait 'Move 2 of 3: 3 1 1'
	# Esc drops a block picked up.
	e2e_keys Left Down Space
	e2e_wait 'Picked up 3 at (3,0)'
	e2e_keys Escape
	e2e_wait 'Dropped.'
	e2e_keys Space Right
	e2e_wait 'Move 3 of 3: 3 0 1'
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_wait 'Moves: 3/3   Blocks: 0'
	# Help, from the key table, and back.
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_wait '0 for colour 10'
	e2e_keys x
	e2e_wait 'Moves: 3/3'
	# R restarts; a wrong line says what went wrong.
	e2e_keys R
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys Left Left Left Left Space Right Space Right Space Right
	e2e_wait 'Moves: 3/3'
	e2e_wait 'Out of moves with 12 blocks left. u undoes, R restarts.'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_mouse() {
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	# Click the block, then the cell beside it.
	e2e_click_cell 2 1
	e2e_wait 'Picked up 3 at (2,1)'
	e2e_click_cell 3 1
	e2e_wait 'Move 1 of 3: 2 1 1'
	# A drag: pressed on the block, released on its neighbour.
	local from to
	from=$(e2e_cell 3 1)
	to=$(e2e_cell 4 1)
	e2e_tmux send-keys -t game -l $'\e[<0;'"${from/ /;}"M
	e2e_tmux send-keys -t game -l $'\e[<0;'"${to/ /;}"m
	e2e_wait 'Move 2 of 3: 3 1 1'
	e2e_click_cell 3 0
	e2e_wait 'Picked up 3 at (3,0)'
	e2e_click_cell 4 0
	e2e_wait 'Move 3 of 3: 3 0 1'
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_solve() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_keys s
	e2e_wait 'Answer from move 0:'
	local panel
	panel=$(e2e_screen | grep -oE '(>|  ) [0-9] [0-9] -?1 *$' | tr -s ' ')
	[ "$panel" = "> 2 1 1
 3 1 1
 3 0 1" ] || e2e_fail "answer panel: $panel"
	# The hint follows the answer as it is played.
	e2e_keys h
	e2e_wait 'Hint: 2 1 1: drag (2,1) right.'
	e2e_keys Space Right
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys h
	e2e_wait 'Hint: 3 1 1: drag (3,1) right.'
	# From a wrong position there is no answer.
	e2e_keys u Left Left Space Left
	e2e_wait 'Move 1 of 3: 1 1 -1'
	e2e_keys s
	e2e_wait 'No answer from here with 2 moves left'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_cancel() {
	e2e_start 90 30 mayan "$DATA/hard.txt"
	e2e_wait 'Moves: 0/10'
	e2e_keys s
	e2e_wait 'Esc cancels'
	# The screen still listens while the search runs.
	e2e_keys Right Up
	e2e_wait 'Esc cancels'
	e2e_keys Escape
	e2e_wait 'Solve cancelled.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_prompt() {
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	# The board as `show` prints it, above the prompt.
	e2e_screen | grep -q '^1   \.  1  3  1  4$' || e2e_fail "no board"
	e2e_wait 'Mayan ('
	e2e_keys -l 'move 2 1 1'
	e2e_keys Enter
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_keys Enter
	e2e_wait 'Moves: 1/3'
	e2e_wait 'Move 1 of 3: 2 1 1'
	# A failing command says why, on the screen too.
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'remove 1 1'
	e2e_keys Enter
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_keys Enter
	e2e_wait "'remove' is for Same Game, and this is a Mayan puzzle"
	# History: Up brings the last line back.
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys Up
	e2e_prompt_line 'remove 1 1'
	e2e_keys Up
	e2e_prompt_line 'move 2 1 1'
	e2e_keys Down Down
	e2e_prompt_line ''
	e2e_keys -l 'new same 5'
	e2e_keys Enter
	# Another kind of game: the Same Game screen takes it over.
	e2e_wait 'TUMBLE  Same Game'
	e2e_wait 'Board: 10x15:3:5'
	e2e_keys q
	e2e_check_sane_terminal 0
	grep -q 'move' "$XDG_STATE_HOME/tumble/history" ||
		e2e_fail "history not kept"
}

case_same_prompt() {
	e2e_start 80 24 same "$TUMBLE_TESTS/data/same/sample.in" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_wait 'Same Game (' # the board, above the prompt
	e2e_keys -l 'remove 4 1'
	e2e_keys Enter
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_keys Enter
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	e2e_wait 'Move 1 at (4,1): removed 32 balls of color B, got 900 points.'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l "load $SAMPLE"
	e2e_keys Enter
	e2e_wait 'TUMBLE  Mayan puzzle'
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'quit'
	e2e_keys Enter
	e2e_check_sane_terminal 0
}

case_levels() {
	e2e_start 90 30
	e2e_wait 'Mayan'
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_wait '0 of 3 solved'
	e2e_keys Enter
	e2e_wait '01-sample'
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys Space Right Left Down Space Right
	e2e_wait 'Solved in exactly 3 moves!  Level solved with 3 moves made, none wasted.'
	e2e_wait 'Solved (best 3)'
	grep -qx '01-sample 3' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "progress not saved"
	e2e_keys ']'
	e2e_wait 'Level 2 of 3'
	e2e_wait '02-wasted'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_wait 'solved, 3 made'
	e2e_keys Down
	e2e_keys Enter
	e2e_wait 'Level 3 of 3'
	e2e_keys q
	e2e_wait '1 of 3 solved'
	e2e_keys q
	e2e_wait 'keys and rules'
	e2e_keys q
	e2e_wait 'exit=0'
	# Without a level named, the game opens the first one not solved.
	e2e_start 90 30 mayan
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_wait 'exit=0'
	# A damaged progress file is reported and set aside.
	printf '01-sample three\n' >"$XDG_DATA_HOME/tumble/progress"
	e2e_start 90 30 mayan 1
	e2e_wait 'progress:1:11: expected a number of moves'
	e2e_wait 'set aside as'
	[ -f "$XDG_DATA_HOME/tumble/progress.bad" ] || e2e_fail "not set aside"
	# Moves typed at the `:` prompt count toward the level's solve.
	local move k=1
	for move in '2 1 1' '3 1 1' '3 0 1'; do
		e2e_keys :
		e2e_prompt_line ''
		e2e_keys -l "move $move"
		e2e_keys Enter
		e2e_last_line '-- press Enter to go back to the game --'
		e2e_keys Enter
		e2e_wait "Moves: $k/3"
		k=$((k + 1))
	done
	e2e_wait 'Solved in exactly 3 moves!'
	grep -qx '01-sample 3' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "progress of a solve at the prompt not saved"
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_bad() {
	# A copy under the test's own short folder: the message names the
	# file, and the source tree's path may be long enough to wrap it.
	cp "$DATA/bad.txt" "$E2E_DIR/bad.txt"
	e2e_start 90 30 mayan "$E2E_DIR/bad.txt"
	e2e_wait "bad.txt:6:10: expected a colour from 1 to 10"
	e2e_wait 'exit=1'
	e2e_start 90 30 mayan no-such-level
	e2e_wait 'no-such-level: no such file, nor a level of the pack'
	e2e_wait 'exit=1'
	e2e_start 90 30 mayan a b
	e2e_wait 'exit=2'
}

case_colors() {
	local shot
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	shot=$(e2e_screen -e)
	grep -q $'\e\[[0-9;]*48;5;' <<<"$shot" || e2e_fail "no 256 colours"
	E2E_ENV="$E2E_ENV NO_COLOR=1" e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	shot=$(e2e_screen -e)
	! grep -q $'\e\[[0-9;]*\(4[0-7]\|48;5;[0-9]*\)m' <<<"$shot" ||
		e2e_fail "colours despite NO_COLOR"
	e2e_screen | grep -q '^ *0  \[  1  \]   2      2      3      2' ||
		e2e_fail "no digits without colour"
	e2e_keys q
	e2e_check_sane_terminal 0
}

"case_$1"
