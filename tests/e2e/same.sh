#!/usr/bin/env bash
# End-to-end tests of the curses game: the real binary in a private tmux
# server, driven by keys and mouse reports, read back from the screen.
# Usage: same.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
FINAL='Final score: 3661, with 1 ball remaining.'

# The terminal after tumble ends: main screen, cursor shown, echo and
# line editing on.
e2e_check_sane_terminal() {
	e2e_wait "exit=$1"
	[ "$(e2e_option alternate_on)" = 0 ] || e2e_fail "still on the alternate screen"
	[ "$(e2e_option cursor_flag)" = 1 ] || e2e_fail "the cursor is hidden"
	e2e_keys 'stty -a | tr " ;" "\n\n" | grep -xE -- "-?(echo|icanon)" | tr "\n" " "; echo' Enter
	e2e_wait 'icanon echo'
}

# Move the cursor to (row, col) with hjkl alone, from wherever it is.
e2e_cursor_to() {
	local keys=(j j j j j j j j j j h h h h h h h h h h h h h h h) i
	for ((i = 1; i < $1; i++)); do keys+=(k); done
	for ((i = 1; i < $2; i++)); do keys+=(l); done
	e2e_keys "${keys[@]}"
	e2e_wait "Cursor ($1,$2)"
}

# The screen column and row (1-based) of ball (row, col) of the board.
e2e_cell() {
	e2e_screen | awk -v r="$1" -v c="$2" '
		$0 ~ "^ *" r "  ?[[ ]" && !found {
			i = index($0, " " r " "); found = 1
			print i + 1 + 3 * c, NR }'
}

# The greedy line of the sample's first board, as the judge gives it.
SAMPLE_MOVES=(4,1 2,1 1,1 3,4 1,1 2,1 1,6 1,2 1,2)

# e2e_play_sample [FIRST [KEY]]: play the greedy line by hand from move
# FIRST (default 1), each by cursor keys and KEY (default Space): the
# player's own game.
e2e_play_sample() {
	local k=${1:-1} move
	for move in "${SAMPLE_MOVES[@]:k-1}"; do
		e2e_cursor_to "${move%,*}" "${move#*,}"
		e2e_keys "${2:-Space}"
		e2e_wait "Moves: $k"
		k=$((k + 1))
	done
}

case_keys() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'sample.in, game 1'
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait ' 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15'
	e2e_screen | grep -q '^ *10  R  G  G  B  B' || e2e_fail "row 10 not labelled"
	e2e_wait 'Cursor (1,1): 19 balls of colour G, worth 289 points.'
	# Arrows and hjkl.
	e2e_keys Up Up Right
	e2e_wait 'Cursor (3,2)'
	e2e_keys h k
	e2e_wait 'Cursor (4,1): 32 balls of colour B, worth 900 points.'
	e2e_keys Space
	e2e_wait 'Move 1 at (4,1): removed 32 balls of color B, got 900 points.'
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	e2e_keys u
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait 'Undid move 1; r redoes it.'
	e2e_keys r
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	e2e_keys g
	e2e_wait 'Hint: greedy removes 39 balls of colour R at (2,1) for 1369 points.'
	e2e_wait 'Cursor (2,1)'
	e2e_keys G
	e2e_wait 'Move 2 at (2,1): removed 39 balls of color R, got 1369 points.'
	# The rest of the game by cursor keys and Enter alone.
	e2e_play_sample 3 Enter
	e2e_wait "$FINAL"
	e2e_wait 'Move 9 at (1,2): removed 5 balls of color G, got 9 points.'
	# Help, from the key table, and back.
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_wait 'replay greedy to the end; any key stops'
	e2e_keys x
	e2e_wait 'Score: 3661'
	# Quitting a game in progress asks first.
	e2e_keys u
	e2e_wait 'Moves: 8'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	e2e_check_sane_terminal 0
}

case_mouse() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	local move cell k=1
	for move in "${SAMPLE_MOVES[@]}"; do
		cell=$(e2e_cell "${move%,*}" "${move#*,}")
		[ -n "$cell" ] || e2e_fail "no cell $move on screen"
		if [ $k = 2 ]; then
			# Press and release in two writes, as a slow click
			# arrives: the release plays the move.
			e2e_tmux send-keys -t game -l $'\e[<0;'"${cell/ /;}"M
			e2e_tmux send-keys -t game -l $'\e[<0;'"${cell/ /;}"m
		else
			e2e_click $cell
		fi
		e2e_wait "Moves: $k"
		e2e_wait "Move $k at ($move)"
		k=$((k + 1))
	done
	e2e_wait "$FINAL"
	# A click off the board does nothing; a click on a lone ball says so.
	e2e_click 1 1
	cell=$(e2e_cell 1 1)
	e2e_click $cell
	e2e_wait 'A lone ball at (1,1) cannot be removed'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_replay() {
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_keys a
	# The message breaks onto a second line.
	e2e_wait "$FINAL  Assisted game: not a high"
	e2e_wait 'score (best assisted yet).'
	# Kept apart: the table of the board's kind has no score.
	e2e_wait 'Score: 3661   Balls: 1   Moves: 9'
	e2e_screen | grep -qF 'Best:' && e2e_fail "an assisted game ranked"
	grep -qx 'same-10x15x3-assisted 3661 [0-9-]*' \
		"$XDG_DATA_HOME/tumble/scores" || e2e_fail "score not kept apart"
	! grep -q '^same-10x15x3 ' "$XDG_DATA_HOME/tumble/scores" ||
		e2e_fail "an assisted game entered the table"
	# Any key stops a replay.
	e2e_keys u u u u u u u u u
	e2e_wait 'Moves: 0'
	# The stopping key comes in the same write as the one that starts
	# the replay, and a key waiting goes ahead of a tick that is due, so
	# it is read after the first move however busy the machine is
	# (waiting for 'Moves: 1' can miss its 300 ms on screen).
	e2e_keys a x
	e2e_wait 'Replay stopped.'
	e2e_wait 'Moves: 1'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

case_resize() {
	# Too small from the start, then enlarged.
	e2e_start 40 10 same "$SAMPLE"
	e2e_wait 'Terminal too small:'
	e2e_tmux resize-window -t game -x 80 -y 24
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys q y
	e2e_wait 'exit=0'
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_tmux resize-window -t game -x 50 -y 12
	e2e_wait 'Terminal too small:'
	e2e_wait 'need 48x16, have 50x12'
	# The judge's board in 50x16: no title; the cursor's line only while
	# the message needs one line.
	e2e_tmux resize-window -t game -x 50 -y 16
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait ' 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15'
	e2e_wait_gone 'TUMBLE  Same Game'
	e2e_tmux resize-window -t game -x 90 -y 30
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys k Space
	e2e_wait 'Moves: 1'
	# q quits from the too-small screen too, once y says so.
	e2e_tmux resize-window -t game -x 40 -y 10
	e2e_wait 'Enlarge it or press q'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# e2e_kill SIG: send SIG to the tumble running in the pane.
e2e_kill() {
	local pid
	pid=$(ps -o pid= --ppid "$(e2e_option pane_pid)" | tr -d ' ')
	[ -n "$pid" ] || e2e_fail "no tumble process"
	kill -"$1" "$pid"
}

# Each signal ends the game, restores the terminal and is re-raised.
# A window resized at the `:` prompt keeps the prompt and the text typed,
# and the command runs on the game.
case_prompt_resize() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'remove 4'
	e2e_prompt_line 'remove 4'
	e2e_tmux resize-window -t game -x 90 -y 30
	e2e_nap 0.5
	e2e_keys -l ' 1'
	e2e_prompt_line 'remove 4 1'
	e2e_keys Enter
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_keys Enter
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "not back in the game"
	e2e_keys q y
	e2e_wait 'exit=0'
}

# A board too big for the window: q, y goes back to the menu it was
# chosen on.
case_too_big_goes_back() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	e2e_keys Right Right Right Right Right Right Right Right Down
	e2e_keys Right Right Right Right Right Right Right Right Enter
	e2e_wait 'Terminal too small:'
	e2e_wait 'Enlarge it or press q'
	e2e_keys q
	e2e_wait 'Go back? (y/n)'
	e2e_keys y
	e2e_wait 'c  Custom        20x20, 4 colours'
	e2e_keys q
	e2e_wait 'exit=0'
}

case_signals() {
	local sig status
	for sig in TERM:143 INT:130 HUP:129 SEGV:139 ABRT:134; do
		status=${sig#*:}
		sig=${sig%:*}
		e2e_start 80 24 same --seed 7
		e2e_wait 'Board: 10x15:3:7'
		e2e_kill "$sig"
		e2e_check_sane_terminal "$status"
	done
	# The same in the middle of things: a replay's animation, the help
	# page, the title menu, a terminal too small for the board.
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait 'Move 1 at'
	e2e_kill INT
	e2e_check_sane_terminal 130
	e2e_start 80 24 same --seed 7
	e2e_wait 'Board: 10x15:3:7'
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_kill TERM
	e2e_check_sane_terminal 143
	e2e_start 80 24
	e2e_wait 'keys and rules'
	e2e_kill HUP
	e2e_check_sane_terminal 129
	e2e_start 40 10 same --seed 7
	e2e_wait 'Terminal too small:'
	e2e_kill TERM
	e2e_check_sane_terminal 143
}

case_colors() {
	local shot
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	shot=$(e2e_screen -e)
	grep -q $'\e\[[0-9;]*48;5;' <<<"$shot" || e2e_fail "no 256 colours"

	E2E_ENV='NO_COLOR=1' e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_screen | grep -q '10  R  G  G  B  B' || e2e_fail "no letters"
	shot=$(e2e_screen -e)
	! grep -q $'\e\[[0-9;]*\(4[0-7]\|48;5;[0-9]*\)m' <<<"$shot" ||
		e2e_fail "colours despite NO_COLOR"

	# Six colours: Y, P and C have letters and colours of their own.
	E2E_ENV='NO_COLOR=1' e2e_start 80 24 same 3x6:6:5
	e2e_wait 'Board: 3x6:6:5'
	e2e_screen | grep -qE '^ *2 +Y +Y +P +C +P +P$' || e2e_fail "no Y, P, C"
	E2E_ENV= e2e_start 80 24 same 3x6:6:5
	e2e_wait 'Board: 3x6:6:5'
	shot=$(e2e_screen -e)
	local paper
	for paper in 136 90 30; do
		grep -q $'\e\[[0-9;]*48;5;'"$paper"'m' <<<"$shot" ||
			e2e_fail "no colour $paper for Y, P or C"
	done

	E2E_ENV='TERM=xterm' e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	shot=$(e2e_screen -e)
	grep -q $'\e\[[0-9;]*4[1-4]m' <<<"$shot" || e2e_fail "no 8 colours"
	! grep -q '48;5;' <<<"$shot" || e2e_fail "256 colours on xterm"

	E2E_ENV='TERM=vt100' e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_keys k k k Space
	e2e_wait 'Move 1 at (4,1)'
	e2e_keys q y
	e2e_check_sane_terminal 0
	# With no alternate screen to leave, the game's picture is wiped,
	# not left under the shell's prompt.
	! e2e_screen | grep -q 'Score: ' ||
		e2e_fail "the game's screen was left behind on a vt100"
}

# One of a thing is said as one: "1 point", not "1 points".
case_one_point() {
	e2e_start 80 24 same 1x3:1:1 --no-animation
	e2e_wait 'Cursor (1,1): 3 balls of colour R, worth 1 point.'
	e2e_keys g
	e2e_wait 'Hint: greedy removes 3 balls of colour R at (1,1) for 1 point.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A terminal that cannot move its cursor is told so, not drawn on.
case_dumb_terminal() {
	E2E_ENV='TERM=dumb' e2e_start 80 24
	e2e_wait 'tumble: this terminal (TERM=dumb) cannot move its cursor,'
	e2e_wait 'so it cannot show the game (tumble shell plays in any terminal)'
	e2e_wait 'exit=1'
	! e2e_screen | grep -q 'Same Game' || e2e_fail "the menu was drawn"
}

case_scores() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf 'same-10x15x3 900 2026-01-01\n!!\n' >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 100 30 same "$SAMPLE" --no-animation
	e2e_wait 'scores:2:1: expected a board kind'
	e2e_wait 'set aside as'
	[ -f "$XDG_DATA_HOME/tumble/scores.bad" ] || e2e_fail "not set aside"
	e2e_play_sample
	e2e_wait "$FINAL  New high score!"
	grep -qx 'same-10x15x3 3661 [0-9-]*' "$XDG_DATA_HOME/tumble/scores" ||
		e2e_fail "score not saved"
	grep -qx '!!' "$XDG_DATA_HOME/tumble/scores.bad" ||
		e2e_fail "the damaged file was not kept"
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_menu() {
	e2e_start 80 24
	e2e_wait 'Same Game'
	e2e_wait 'Quit'
	e2e_keys Enter
	e2e_wait 'TUMBLE  Same Game'
	e2e_wait 'Board: 10x15:3:'
	# Quitting the game goes back to the menu.
	e2e_keys q
	e2e_wait 'keys and rules'
	local at
	at=$(e2e_where 'Help')
	e2e_click $at
	e2e_wait 'Help: tumble'
	e2e_keys Escape
	e2e_wait 'keys and rules'
	e2e_keys s
	e2e_wait 'Board: 10x15:3:'
	e2e_keys q
	e2e_wait 'keys and rules'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A seed names a board: the same seed draws the same board again.
case_seed() {
	local first second
	e2e_start 80 24 same --seed 4242
	e2e_wait 'Board: 10x15:3:4242'
	first=$(e2e_screen | sed -n 3,12p)
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same --seed 4242
	e2e_wait 'Board: 10x15:3:4242'
	second=$(e2e_screen | sed -n 3,12p)
	[ "$first" = "$second" ] || e2e_fail "seed 4242 drew two boards"
	e2e_keys n
	e2e_wait_gone 'Board: 10x15:3:4242'
	e2e_wait 'Board: 10x15:3:'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The number that follows TEXT on the screen.
e2e_number_after() {
	e2e_screen | sed -n "s/.*$1\([0-9][0-9]*\).*/\1/p" | head -n 1
}

case_plan() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys H
	e2e_wait 'Plan: remove ('
	# The message may break onto a second line before greedy's score.
	e2e_wait "greedy's"
	e2e_wait '3661.'
	expected=$(e2e_number_after 'expected final score ')
	[ "${expected:-0}" -gt 3661 ] || e2e_fail "the plan expects '$expected'"
	# The plan's first move is under the cursor, its cluster lit.
	first=$(e2e_screen | sed -n 's/.*Plan: remove (\([0-9]*,[0-9]*\)).*/\1/p')
	e2e_wait "Cursor ($first):"
	# Played, the plan holds: H names its next move and the same score.
	e2e_keys Space
	e2e_wait "Move 1 at ($first)"
	e2e_keys H
	e2e_wait "expected final score $expected"
	next=$(e2e_screen | sed -n 's/.*Plan: remove (\([0-9]*,[0-9]*\)).*/\1/p')
	e2e_wait "Cursor ($next):"
	e2e_keys q y
	e2e_check_sane_terminal 0
}

case_plan_play() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys H
	e2e_wait 'Plan: remove ('
	expected=$(e2e_number_after 'expected final score ')
	e2e_keys A
	e2e_wait 'Final score: '
	score=$(e2e_number_after 'Final score: ')
	[ "$score" -ge "$expected" ] || e2e_fail "scored $score, planned $expected"
	[ "$score" -gt 3661 ] || e2e_fail "the plan scored $score"
	e2e_wait "Score: $score   Balls:"
	# Back to the start, the plan still holds: A plays it again, and
	# any key stops it.
	moves=$(e2e_number_after 'Moves: ')
	for ((i = 0; i < moves; i++)); do e2e_keys u; done
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	# As in case_replay: the x in the same write stops it after one
	# move, even with the ticks of the search and the first replay
	# just behind it.
	e2e_keys A x
	e2e_wait 'Replay stopped.'
	e2e_wait 'Moves: 1'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

case_plan_cancel() {
	# Long enough that the search is surely still running when Esc comes.
	E2E_ENV='TUMBLE_PLAN_SECONDS=600'
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys H
	e2e_wait 'Planning '
	e2e_wait 'Esc cancels'
	# The game still listens while the planner works; a move changes the
	# board the plan was for, so the search stops at once.
	e2e_keys k Space
	e2e_wait 'Move 1 at (2,1)'
	e2e_wait 'Planning stopped: the board changed.'
	e2e_wait_gone 'Esc cancels'
	# So does an undo.
	e2e_keys H
	e2e_wait 'Esc cancels'
	e2e_keys u
	e2e_wait 'Undid move 1; r redoes it.  Planning stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys H
	e2e_wait 'Esc cancels'
	e2e_keys Escape
	e2e_wait 'Planning cancelled.'
	e2e_wait_gone 'Esc cancels'
	# Leaving while it plans ends the search too.
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_keys A
	e2e_wait 'Esc cancels'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# `plan` typed at the : prompt runs as H does: on its thread with the
# spinner, the game listening, Esc stopping it; a budget it is given is
# kept, and `plan play` plays the plan out as A does.
case_plan_prompt() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan 600'
	e2e_keys Enter
	e2e_wait 'Esc cancels'
	e2e_keys Escape
	e2e_wait 'Planning cancelled.'
	e2e_wait 'Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan 0.3'
	e2e_keys Enter
	e2e_wait 'Plan: remove ('
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan x'
	e2e_keys Enter
	e2e_wait "expected seconds from 0 to 86400, such as 2 or 0.5, found 'x'"
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan play 0.3'
	e2e_keys Enter
	e2e_wait 'Final score: '
	# The game is over: q leaves without asking.
	e2e_keys q
	e2e_check_sane_terminal 0
}

# e2e_cell_at_width WIDTH ROW COL: "COL ROW" (1-based) of the letter of
# ball (ROW, COL) on a board drawn WIDTH columns a ball, found from its
# row 1 (where the cursor is, at column 1).
e2e_cell_at_width() {
	e2e_screen | awk -v w="$1" -v r="$2" -v c="$3" '
		/^ *1 [[>A-Z]/ && !found {
			found = 1
			# "[R]" and ">R" mark the cursor; "R" alone follows
			# the label " 1 ".
			if (w == 3) i = index($0, "[")
			else if (w == 2) i = index($0, ">")
			else i = index($0, " 1 ") + 2
			print i + 1 + w * (c - 1), NR - (r - 1) }'
}

# The judge's (row,col) the hint names.
e2e_hint_cell() {
	e2e_screen | sed -n 's/.*Hint: greedy removes .* at (\([0-9]*,[0-9]*\)).*/\1/p'
}

# A 15x15 board with 5 colours, chosen in the menu with keys, in a
# terminal of 80x24: a click on the hinted cell plays it, then undo.
case_menu_big() {
	e2e_start 80 24
	e2e_wait 'Big board'
	e2e_keys Down
	e2e_keys Enter
	e2e_wait 'Board: 15x15:5:'
	e2e_wait 'Score: 0   Balls: 225   Moves: 0'
	e2e_wait ' 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15'
	e2e_screen | grep -q '^ *15  [RGBYP]  [RGBYP] ' || e2e_fail "row 15 not drawn"
	e2e_keys g
	e2e_wait 'Hint: greedy removes'
	local at cell
	at=$(e2e_hint_cell)
	[ -n "$at" ] || e2e_fail "no hint"
	e2e_wait "Cursor ($at)"
	# Away from it, then a click on it.
	e2e_keys j j j j j j j j j j j j j j j h h h h h h h h h h h h h h h
	e2e_wait 'Cursor (1,1)'
	cell=$(e2e_cell "${at%,*}" "${at#*,}")
	[ -n "$cell" ] || e2e_fail "no cell $at on screen"
	e2e_click $cell
	e2e_wait "Move 1 at ($at)"
	e2e_wait 'Moves: 1'
	e2e_keys u
	e2e_wait 'Moves: 0'
	e2e_wait 'Undid move 1; r redoes it.'
	e2e_keys q
	e2e_wait 'Big board'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A board of one ball: over before it starts, and said so.
case_tiny() {
	e2e_start 80 24 same 1x1:1:0
	e2e_wait 'Board: 1x1:1:0'
	e2e_wait 'Game over: no cluster of 2 balls.'
	e2e_wait 'Final score: 0, with 1 ball'
	e2e_keys Space
	e2e_wait 'A lone ball at (1,1) cannot be removed'
	# No game to rank: the table stays empty.
	[ ! -e "$XDG_DATA_HOME/tumble/scores" ] || e2e_fail "a score was kept"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A custom size chosen with keys, played, remembered by the next run; a
# damaged file is named and the defaults offered.
case_custom() {
	local file="$XDG_DATA_HOME/tumble/same-custom"
	e2e_start 80 24
	e2e_wait '12x12, 4 colours: your own size'
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	# Rows 12 -> 5, columns 12 -> 7, colours 4 -> 2, and one less
	# then one more is where it was.
	e2e_keys Left Left Left Left Left Left Left Down h h h h h j - -
	e2e_wait 'Enter plays a 5x7 board with 2 colours.'
	e2e_keys Up Up - +
	e2e_wait 'Enter plays a 5x7 board with 2 colours.'
	e2e_keys Enter
	e2e_wait 'Board: 5x7:2:'
	e2e_wait_re '^ +1 +2 +3 +4 +5 +6 +7$'
	grep -qx 'size 5x7' "$file" || e2e_fail "the size was not kept"
	grep -qx 'colors 2' "$file" || e2e_fail "the colours were not kept"
	e2e_keys q y
	e2e_wait '5x7, 2 colours: your own size'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24
	e2e_wait '5x7, 2 colours: your own size'
	e2e_keys c Enter
	e2e_wait 'Board: 5x7:2:'
	e2e_keys q y
	e2e_wait 'Custom'
	e2e_keys q
	e2e_wait 'exit=0'
	printf 'size 99x1\n' >"$file"
	e2e_start 80 24
	e2e_wait 'same-custom:1:6: expected a number of rows from 1 to 20,'
	e2e_wait '12x12, 4 colours: your own size'
	e2e_keys c
	e2e_wait 'Enter plays a 12x12 board with 4 colours.'
	e2e_keys Enter
	e2e_wait 'Board: 12x12:4:'
	grep -qx 'size 12x12' "$file" || e2e_fail "the file was not mended"
	e2e_keys q
	e2e_wait 'Custom'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The pack from the menu: a board played as PACK:K with a table of its
# own, and n its next board.
case_pack() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf 'same-standard-3 1234 2026-01-01\n' >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'Pack'
	e2e_keys p
	e2e_wait "Same Game: the packs' boards"
	e2e_screen | grep -q 'standard:3  *15x15  *5  *1234' ||
		e2e_fail "no best score beside standard:3"
	e2e_wait 'standard:19'
	e2e_keys Down Down Enter
	e2e_wait 'standard:3'
	e2e_wait 'Score: 0   Balls: 225   Moves: 0   Best: 1234'
	e2e_keys n
	e2e_wait 'standard:4'
	e2e_wait_gone 'Best: 1234'
	e2e_keys q
	e2e_wait "Same Game: the packs' boards"
	e2e_keys q
	e2e_wait 'Big board'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# Boards up to 15x20 fill an 80x24 terminal with every label; a taller
# one asks for what it needs; narrower terminals get narrower balls, and
# a click still lands on its ball.
case_sizes() {
	e2e_start 80 24 same 15x20:3:5 --no-animation
	e2e_wait 'Board: 15x20:3:5'
	e2e_wait ' 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20'
	e2e_wait 'Score: 0   Balls: 300   Moves: 0'
	e2e_screen | grep -q '^ *15  [RGB]  [RGB] ' || e2e_fail "row 15 not drawn"
	e2e_screen | grep -q '^ *1 \[[RGB]\]' || e2e_fail "row 1 not drawn"
	e2e_screen | grep -q 'Space remove' || e2e_fail "no footer"
	local cell
	cell=$(e2e_cell 15 20)
	e2e_click $cell
	e2e_wait 'Cursor (15,20)'
	e2e_wait 'Moves: 1'
	e2e_tmux resize-window -t game -x 50 -y 30
	e2e_wait 'Balls: 298   Moves: 1'
	e2e_keys j j j j j j j j j j j j j j h h h h h h h h h h h h h h h h h h h
	e2e_wait 'Cursor (1,1)'
	# Two columns a ball: the column numbers' tens over their ones.
	e2e_wait '1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0'
	cell=$(e2e_cell_at_width 2 14 17)
	e2e_click $cell
	e2e_wait 'Cursor (14,17)'
	e2e_tmux resize-window -t game -x 40 -y 30
	e2e_keys j j j j j j j j j j j j j j h h h h h h h h h h h h h h h h h h h
	e2e_wait 'Cursor (1,1)'
	e2e_wait '12345678901234567890'
	cell=$(e2e_cell_at_width 1 3 5)
	e2e_click $cell
	e2e_wait 'Cursor (3,5)'
	e2e_start 80 24 same 20x20:6:1
	e2e_wait 'need 63x26, have 80x24'
	# The fewest lines that hold a 20x20 board keep the cursor's line and
	# the board's name (on the status line), not the opening tip's
	# second line.
	e2e_tmux resize-window -t game -x 80 -y 26
	e2e_wait_re 'Score: 0   Balls: 400   Moves: 0 +Board: 20x20:6:1$'
	e2e_wait 'Cursor (1,1): '
	e2e_tmux resize-window -t game -x 80 -y 27
	e2e_wait_re '^ +TUMBLE  Same Game +Board: 20x20:6:1$'
	e2e_wait 'Cursor (1,1): '
	# Narrower, two-digit column numbers take two lines: one line more.
	e2e_tmux resize-window -t game -x 40 -y 26
	e2e_wait 'need 40x27, have 40x26'
	e2e_tmux resize-window -t game -x 80 -y 28
	e2e_wait 'Board: 20x20:6:1'
	e2e_wait 'Balls: 400'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A bad line in the scores file hides only itself: the good lines are
# shown, and the words about the bad one whole.
case_score_screen_bad_line() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '%s\n' 'same-10x15x3 3000 2026-01-02' 'same-10x15x3 lots' \
		>"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'High scores'
	e2e_keys S
	e2e_wait '   1       3000  2026-01-02'
	e2e_wait 'Line 2 of the scores file, column 14: expected a score'
	e2e_wait 'the other lines are shown.'
	e2e_keys q
	e2e_wait 'Big board'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The high-score screen from the menu and from a game: each kind's best
# with dates, its best assisted game apart.
case_score_screen() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '%s\n' 'same-10x15x3 3000 2026-01-02' \
		'same-10x15x3 2000 2026-01-03' \
		'same-10x15x3-assisted 5000 2026-01-04' \
		'same-standard-3 1234 2026-01-01' \
		'same-8x8x3-assisted 700 2026-01-05' >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'High scores'
	e2e_keys S
	e2e_wait 'High scores: the best 10 of every board'
	e2e_wait '10x15, 3 colours'
	e2e_wait '8x8, 3 colours'
	e2e_wait 'standard:3'
	e2e_wait '   1       3000  2026-01-02'
	e2e_wait '   2       2000  2026-01-03'
	e2e_wait "Best game with the computer's help: 5000, 2026-01-04"
	e2e_keys Down
	e2e_wait 'No score yet.'
	e2e_wait "Best game with the computer's help: 700, 2026-01-05"
	e2e_keys j
	e2e_wait '   1       1234  2026-01-01'
	e2e_wait "No game with the computer's help."
	e2e_keys q
	e2e_wait 'Big board'
	e2e_keys q
	e2e_wait 'exit=0'
	# A game of the player's own enters the table, S shows it first.
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0   Best: 3000'
	e2e_play_sample
	e2e_wait "$FINAL  New high score!"
	e2e_keys S
	e2e_wait '   1       3661  '"$(date +%Y-%m-%d)"
	e2e_wait '   2       3000  2026-01-02'
	e2e_keys q
	e2e_wait "$FINAL  New high score!"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# One move the computer played makes the game assisted: G, or greedy at
# the : prompt.  It stays out of the table, and says so.
# R starts the board again as a fresh game, asking while one is in
# progress; a game the computer played in is the player's again.
case_restart() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys R
	e2e_wait 'Restart this game with'
	e2e_keys n
	e2e_wait 'Moves: 1'
	e2e_keys R
	e2e_wait 'Restart this game with'
	e2e_keys y
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_play_sample
	e2e_wait "$FINAL  New high score!"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A game quit before its end, by q or by a hang-up, is kept: the title
# menu offers it first and r takes it up, as --continue does, with its
# moves to undo; a game taken up and finished leaves nothing behind.
case_continue() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_cursor_to 4 1
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	e2e_wait 'exit=0'
	e2e_start 80 24
	e2e_wait 'Same Game sample.in, game 1, 1 move'
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_keys u
	e2e_wait 'Moves: 0'
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_cursor_to 2 1
	e2e_keys Space
	e2e_wait 'Moves: 2'
	e2e_kill HUP
	e2e_wait 'exit=129'
	e2e_start 80 24 same --continue --no-animation
	e2e_wait 'Moves: 2'
	e2e_play_sample 3
	e2e_wait "$FINAL"
	e2e_keys q
	e2e_wait 'exit=0'
	[ -e "$XDG_DATA_HOME/tumble/continue-same" ] &&
		e2e_fail "a finished game was left to continue"
	e2e_start 80 24 same --continue
	e2e_wait 'no Same Game is kept to continue'
	e2e_wait 'exit=1'
}

case_assisted() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Move 1 at (4,1)'
	# Undoing the computer's move does not make the game the player's.
	e2e_keys u
	e2e_wait 'Moves: 0'
	e2e_play_sample
	e2e_wait "$FINAL  Assisted game: not a high"
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_cursor_to 4 1
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys :
	e2e_wait 'Same Game ('
	e2e_keys -l 'greedy all'
	e2e_keys Enter
	e2e_wait 'press Enter to go back to the game'
	e2e_keys Enter
	e2e_wait "$FINAL  Assisted game: not a high"
	e2e_keys S
	e2e_wait 'No score yet.'
	e2e_wait "Best game with the computer's help: 3661"
	e2e_keys q
	e2e_wait "$FINAL"
	grep -q '^same-10x15x3 ' "$XDG_DATA_HOME/tumble/scores" &&
		e2e_fail "an assisted game entered the table"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A cleared board is celebrated: its bonus apart from the move points,
# and a footer of what can come next; undone, the game's own comes back.
case_cleared() {
	e2e_play_game_two "$SAMPLE"
	e2e_wait 'Board cleared!  3920 points + 1000 bonus.  Final score: 4920, with 0'
	e2e_wait 'balls remaining.  New high score!'
	e2e_wait_re "^ +w review  n new  R restart  v planner's game  S scores  q quit *\$"
	e2e_keys u
	e2e_wait 'Moves: 4'
	e2e_wait_re '^ +Space remove  g hint'
	e2e_keys r
	e2e_wait_re '^ +w review  n new  R restart'
	e2e_keys R
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The planner plays the same board in the background from the start; the
# end sets the player's score beside greedy's and the planner's, and v
# plays the planner's game out without recording it.
case_review() {
	# A budget so small that even a starved idle processor spends it.
	E2E_ENV='TUMBLE_REVIEW_SECONDS=0.01'
	e2e_start 80 24 same "$SAMPLE" -g 2 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys v
	e2e_wait "v shows the planner's game on this board once this game is over."
	local k
	for k in 1 2 3 4 5; do
		e2e_keys Space
		e2e_wait "Moves: $k"
	done
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	local planner
	planner=$(e2e_screen | sed -nE 's/^ +You 4920   Greedy 4920   Planner ([0-9]+)$/\1/p')
	# The game is set beside the planner's, and the score screen says how
	# close it came.
	grep -q "^same-.* 1 4920 $planner [0-9-]*\$" "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line: $(cat "$XDG_DATA_HOME/tumble/reviews")"
	e2e_keys S
	e2e_wait "Closest to the planner: $(( (4920 * 100 + planner / 2) / planner ))%"
	e2e_wait "(4920 to $planner, "
	e2e_keys q
	e2e_wait 'You 4920   Greedy 4920'
	e2e_keys v
	e2e_wait "Score: $planner   Balls: "
	e2e_wait "The planner's game: $planner.  Yours: 4920, greedy's: 4920."
	e2e_wait "The planner's game ends.  Final score: $planner"
	# Watching is not playing: the table holds the player's game alone.
	[ "$(grep -c '^same-' "$XDG_DATA_HOME/tumble/scores")" = 1 ] ||
		e2e_fail "the planner's game was recorded: $(cat "$XDG_DATA_HOME/tumble/scores")"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The custom board's fourth field makes it clearable: its id says so, the
# choice is remembered, and the title menu names it.
case_custom_clearable() {
	e2e_start 80 24
	e2e_wait 'Custom'
	e2e_keys c
	e2e_wait 'Clearable  < no  >'
	e2e_keys j j j l
	e2e_wait 'Clearable  < yes >'
	# The end of the range: one more is still yes.
	e2e_keys l
	e2e_wait 'Enter plays a clearable 12x12 board with 4 colours.'
	e2e_keys Enter
	e2e_wait_re 'Board: 12x12:4:c[0-9]+$'
	grep -qx 'clearable yes' "$XDG_DATA_HOME/tumble/same-custom" ||
		e2e_fail "not remembered: $(cat "$XDG_DATA_HOME/tumble/same-custom")"
	e2e_keys q
	e2e_wait '12x12, 4 colours, clearable'
	e2e_keys c
	e2e_wait 'Clearable  < yes >'
	e2e_keys j j j 0
	e2e_wait 'Clearable  < no  >'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A game that cannot be kept to continue says so: on the title menu when
# the game was played from it, on standard error when tumble ends.
case_keep_fails() {
	mkdir -p "$XDG_DATA_HOME"
	printf 'not a folder\n' >"$XDG_DATA_HOME/tumble"
	e2e_start 80 24
	e2e_wait 'Same Game'
	e2e_keys s
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q y
	e2e_wait 'The game could not be kept to continue: cannot write'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same --size 8x8 -s 3
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q y
	e2e_wait 'tumble: The game could not be kept to continue: cannot write'
	e2e_wait 'exit=0'
}

# The cursor follows the pointer, so the cluster under it lights and the
# cursor line gives its size and points; only a click removes it.
case_hover() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Cursor (1,1): 19 balls of colour G'
	[ "$(e2e_option mouse_any_flag)" = 1 ] ||
		e2e_fail "the terminal was not asked for the pointer's moves"
	local cell
	cell=$(e2e_cell 4 1)
	e2e_hover $cell
	e2e_wait 'Cursor (4,1): 32 balls of colour B, worth 900 points.'
	e2e_wait 'Moves: 0'
	# Off the board the cursor stays.
	e2e_hover 1 1
	e2e_keys k
	e2e_wait 'Cursor (5,1)'
	e2e_click $cell
	e2e_wait 'Move 1 at (4,1): removed 32 balls of color B, got 900 points.'
	e2e_keys q y
	e2e_check_sane_terminal 0
	# The shell after it gets no reports of the pointer's moves.
	[ "$(e2e_option mouse_any_flag)" = 0 ] ||
		e2e_fail "the pointer's moves are still reported"
}

# A pointer that keeps moving does not hold the game up: a replay goes on
# while motion reports come faster than its pace.
case_hover_replay() {
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	local cell end=$((SECONDS + E2E_DEADLINE))
	cell=$(e2e_cell 1 1)
	e2e_keys a
	e2e_wait 'Moves: 1'
	while ! e2e_screen | grep -qF 'Moves: 9'; do
		[ $SECONDS -lt $end ] || e2e_fail "the replay stalled"
		e2e_hover $cell
		e2e_nap 0.01
	done
	e2e_keys q
	e2e_check_sane_terminal 0
}

"case_$1"
