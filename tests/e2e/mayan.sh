#!/usr/bin/env bash
# End-to-end tests of the Mayan screen in play: keys, mouse, moves and
# the cursor that follows them, the questions before a puzzle goes,
# titles, layout and colours, and a terminal too small or gone.  The
# answer, its searches and the puzzle's end are mayan_answer.sh's.  The
# real binary in a private tmux server, driven by keys and mouse
# reports, read back from the screen.  Usage: mayan.sh CASE (one meson
# test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/mayan_lib.sh"

case_keys() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_wait '0      1      2      3      4'
	e2e_screen | grep -q '^ *1     \.      1      3      1      4' ||
		e2e_fail "row 1 not drawn with its digits"
	# The cursor starts at (0,0); it follows the block moved.
	e2e_keys Right Right Up Space
	e2e_wait 'Picked up 3 at (2,1)'
	# The footer says what Space does now: drop the block picked up.
	e2e_wait_re '^ +Space drop  s solve  '
	e2e_keys Right
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_wait 'Moves: 1/3'
	e2e_wait_re '^ +Space pick  s solve  '
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
	# n's two ways: another random puzzle, or on a level where one is
	# made, said plainly.
	e2e_wait_said 'on a random puzzle, another of as many moves (asks while moves are made); on a level, the last line of the level menu (L) makes one'
	e2e_keys NPage
	e2e_wait '0 for colour 10'
	e2e_keys x
	e2e_wait 'Moves: 3/3'
	# R restarts; a wrong line says what went wrong.
	e2e_keys R
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys Left Left Left Left Space Right Space Right Space Right
	e2e_wait 'Moves: 3/3'
	# The failed puzzle names, exactly, the first move that made it
	# impossible; t goes back to before it, the move that clears lit.
	e2e_wait 'Out of moves with 12 blocks left.  Move 1, (0,0) right, made'
	e2e_wait 'goes back to before it.'
	# The footer offers the ways back, not moves that cannot be made.
	e2e_wait_re '^ +t try again  u undo  R restart  L levels  \? help  q quit *$'
	# No block is picked up that cannot move; the move that made it
	# impossible is named again, with t.
	e2e_keys Space
	e2e_wait_said 'No moves left: move 1, (0,0) right, made it impossible; t goes back to before it.'
	e2e_keys t
	e2e_wait 'Moves: 0/3'
	e2e_wait_re 'Back to before move 1: from here \([0-9],[0-9]\) (left|right) still'
	e2e_keys r r r
	e2e_wait 'Moves: 3/3'
	# q asks while moves are made; n carries on, y leaves.
	e2e_keys q
	e2e_wait 'Quit this game with 3 move'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys q
	e2e_wait '(y/n)'
	e2e_keys y
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
	e2e_press_cell 3 1
	e2e_release_cell 4 1
	e2e_wait 'Move 2 of 3: 3 1 1'
	e2e_click_cell 3 0
	e2e_wait 'Picked up 3 at (3,0)'
	e2e_click_cell 4 0
	e2e_wait 'Move 3 of 3: 3 0 1'
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A drag across several columns moves the block one cell toward where
# it was let go; the cursor moved off a block picked up drops it, and the
# words about it go.
case_drag_far() {
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_press_cell 2 1
	e2e_release_cell 4 1
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_screen | grep -q 'Picked up' && e2e_fail "the drag picked a block up"
	e2e_keys u
	e2e_wait 'Moves: 0/3'
	e2e_click_cell 2 1
	e2e_wait 'Picked up 3 at (2,1)'
	e2e_keys Up
	e2e_wait 'Dropped.'
	e2e_wait_gone 'Picked up'
	e2e_keys Right
	e2e_wait 'Moves: 0/3'
	e2e_screen | grep -q 'Move 1 of 3' && e2e_fail "a dropped block moved"
	e2e_keys q
	e2e_wait 'Quit this game with 1 move to redo? It is kept to continue.'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# h, j, k, l move as the arrows do, h and l a block picked up too; G
# plays the answer's next move, searching for it first.
case_vim_keys_and_play_hint() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_keys l l l k Space h
	e2e_wait 'Move 1 of 3: 3 1 -1'
	e2e_keys u
	e2e_wait 'Undid move 1'
	e2e_keys G
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys G
	e2e_wait 'Move 2 of 3: 3 1 1'
	e2e_keys G
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# mayan_cursor_at X Y: the cursor's brackets are around cell (X, Y).
mayan_cursor_at() {
	local at
	at=$(e2e_cell "$1" "$2")
	[ -n "$at" ] &&
		[ "$(e2e_screen | sed -n "${at#* }p" | cut -c$((${at% *} - 3)))" \
		= "[" ]
}

# The cursor follows the block moved, and an undo brings it back with
# the block to where it was picked up; a redo follows it again.
case_undo_cursor() {
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys l Space Right
	e2e_wait 'Move 1 of 3: 1 0 1'
	e2e_until mayan_cursor_at 2 0 || e2e_fail "the cursor left the block"
	e2e_keys u
	e2e_wait 'Undid move 1'
	e2e_until mayan_cursor_at 1 0 ||
		e2e_fail "the cursor stayed where the block was undone from"
	e2e_keys r
	e2e_wait 'Move 1 of 3: 1 0 1'
	e2e_until mayan_cursor_at 2 0 || e2e_fail "the redo left the cursor"
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# The cursor follows the pointer over the board, but a block picked up
# stays picked up while the pointer moves on.
case_hover() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_hover $(e2e_cell 2 1)
	e2e_keys Space
	e2e_wait 'Picked up 3 at (2,1)'
	e2e_hover $(e2e_cell 4 5)
	e2e_keys Right
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys u
	e2e_wait 'Moves: 0/3'
	# The undo brought the cursor back to (2,1): it goes elsewhere, so
	# that the press below is seen taken.
	e2e_keys l
	e2e_until mayan_cursor_at 3 1 || e2e_fail "the cursor did not move"
	# A drag reports the pointer's moves with the button down between
	# the press and the release: the block still moves one cell.  The
	# press is taken on its own (the cursor, on (3,1), comes to it);
	# the pointer's move, which shows nothing while the
	# button is down, may come in one read with the release, and is
	# taken first all the same.
	local to
	to=$(e2e_cell 4 1)
	e2e_press_cell 2 1
	e2e_tmux send-keys -t game -l $'\e[<32;'"${to/ /;}"M
	e2e_release_cell 4 1
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# ] and [ ask before throwing away a puzzle with moves made, as q does.
case_level_step_asks() {
	e2e_start 90 30 mayan 1 --no-animation
	e2e_wait 'Level 1 of 3'
	e2e_keys ']'
	e2e_wait 'Level 2 of 3'
	e2e_keys '['
	e2e_wait 'Level 1 of 3'
	e2e_click_cell 2 1
	e2e_wait 'Picked up 3 at (2,1)'
	e2e_keys Right
	e2e_wait 'Moves: 1/3'
	e2e_keys ']'
	e2e_wait 'Leave this game with 1 move made? It is not kept.'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_wait 'Level 1 of 3'
	e2e_wait 'Moves: 1/3'
	e2e_keys ']'
	e2e_wait 'Leave this game with 1 move'
	e2e_keys y
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# q on the "terminal too small" screen asks, as q does on the board: with
# a move made, the board's own question, and y keeps the game as there.
case_small() {
	e2e_start 30 10 mayan "$SAMPLE"
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	e2e_keys n
	e2e_wait 'Enlarge it or press q'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	e2e_keys y
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan 1 --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_resize 30 10
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_keys n
	e2e_wait 'Enlarge it or press q'
	e2e_resize 90 30
	e2e_wait 'Carry on.'
	e2e_wait 'Moves: 1/3'
	e2e_resize 30 10
	e2e_keys q
	e2e_wait_said 'It is kept to continue. (y/n)'
	e2e_keys y
	e2e_check_sane_terminal 0
	e2e_start 90 30
	e2e_wait_re '^ +r +Continue +Mayan 01-sample, move 1'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A game whose terminal hangs up without a SIGHUP reaching it (blocked
# here, as a stopped job's can be lost) ends rather than spinning on a
# dead terminal.
case_dead_terminal() {
	local pidfile="$E2E_DIR/pid" pid end
	# A second session keeps the server alive once the game's is gone.
	e2e_tmux new-session -d -s keep -x 90 -y 30 || e2e_fail "no tmux"
	e2e_tmux new-session -d -s game -x 90 -y 30 \
	    "env TERM=xterm-256color $E2E_ENV XDG_DATA_HOME='$XDG_DATA_HOME' \
	    python3 -c 'import os, signal, sys
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGHUP})
open(sys.argv[1], \"w\").write(str(os.getpid()))
os.execv(sys.argv[2], sys.argv[2:])' '$pidfile' '$TUMBLE_BIN' mayan '$SAMPLE'" ||
		e2e_fail "tmux did not start"
	e2e_wait 'Moves: 0/3'
	pid=$(cat "$pidfile")
	e2e_tmux kill-session -t game
	end=$((SECONDS + E2E_DEADLINE))
	while kill -0 "$pid" 2>/dev/null; do
		[ $SECONDS -lt $end ] || {
			kill -KILL "$pid"
			echo "FAIL: tumble still runs after its terminal hung up" >&2
			exit 1
		}
		e2e_nap 0.05
	done
}

# A terminal that hangs up ends the game as SIGHUP does, also when no
# SIGHUP reaches it: the game dies of the signal, which runs no exit
# handler while the hang-up's SIGHUP and SIGCONT may still come.
case_hang_up() {
	local pidfile="$E2E_DIR/pid" ended="$E2E_DIR/ended" pid how run
	run=$(e2e_hup_ignored "$pidfile" "$ended")
	e2e_tmux new-session -d -s keep -x 90 -y 30 || e2e_fail "no tmux"
	e2e_tmux new-session -d -s game -x 90 -y 30 \
	    "exec env TERM=xterm-256color $E2E_ENV \
	    XDG_DATA_HOME='$XDG_DATA_HOME' $run '$TUMBLE_BIN' mayan '$SAMPLE'" ||
		e2e_fail "tmux did not start"
	e2e_wait 'Moves: 0/3'
	pid=$(cat "$pidfile")
	e2e_tmux kill-session -t game
	how=$(e2e_ended "$pid" "$ended") || exit 1
	[ "$how" = "signal 1" ] || {
		echo "FAIL: a hang-up ended the game with $how" >&2
		exit 1
	}
}

# A puzzle file's title is its name on screen; a level is named by its
# title on the command line, in any case.
case_titles() {
	{ printf '# title: Three Steps\n'; cat "$SAMPLE"; } >"$E2E_DIR/titled.txt"
	e2e_start 90 30 mayan "$E2E_DIR/titled.txt"
	e2e_wait 'Moves: 0/3   Blocks: 12   Three Steps'
	e2e_keys q
	e2e_check_sane_terminal 0
	# A name too long for the status line is cut short, not left out,
	# between two characters of a name in UTF-8.
	{ printf '# title: '; printf 'Éé%.0s' $(seq 30); echo; cat "$SAMPLE"; } \
		>"$E2E_DIR/long.txt"
	e2e_start 80 24 mayan "$E2E_DIR/long.txt"
	e2e_wait_re '^ +Moves: 0/3   Blocks: 12   (Éé)+É?\.\.\. *$'
	e2e_keys q
	e2e_check_sane_terminal 0
	# Where the line has room, the name is whole, however many bytes.
	e2e_start 240 30 mayan "$E2E_DIR/long.txt"
	e2e_wait_re '^ +Moves: 0/3   Blocks: 12   (Éé){30} *$'
	e2e_keys q
	e2e_check_sane_terminal 0
	# Without UTF-8 (LC_ALL=C) the letter without its accent stands
	# for each such character, within the line, not bytes curses would
	# draw blank or wider.
	E2E_ENV='LC_ALL=C' e2e_start 80 24 mayan "$E2E_DIR/long.txt"
	e2e_wait_re '^ +Moves: 0/3   Blocks: 12   (Ee)+E?\.\.\. *$'
	e2e_keys q
	e2e_check_sane_terminal 0
	# A puzzle with no answer from the start has no move that made it
	# impossible: its footer offers no t, and its end says that no
	# undo or restart is what it lacked, as t does.
	printf '1\n1 1 0\n0\n0\n0\n0\n' >"$E2E_DIR/none.txt"
	e2e_start 90 30 mayan "$E2E_DIR/none.txt"
	e2e_wait 'Moves: 0/1'
	e2e_keys Space Right
	e2e_wait 'Out of moves'
	e2e_wait_re '^ +u undo  R restart  L levels  \? help  q quit *$'
	e2e_wait 'No move is to blame: it cannot be cleared'
	e2e_shows_none 'u undoes, R restarts' ||
		e2e_fail "an undo or a restart is offered to clear it"
	e2e_keys t
	e2e_wait_re '^ +No move is to blame: it cannot be cleared in exactly 1'
	e2e_shows_none 't goes back to before the move' ||
		e2e_fail "t speaks of a move that made it impossible"
	# s says the same, never offering an undo or a restart.
	e2e_keys s
	e2e_wait_re '^ +No moves left: it cannot be cleared in exactly 1 move'
	e2e_shows_none 'u undoes, R restarts' ||
		e2e_fail "s offers an undo or a restart to clear it"
	e2e_keys q y
	e2e_check_sane_terminal 0
	# With a move left, s after a move says it too.
	printf '2\n1 1 0\n0\n0\n0\n0\n' >"$E2E_DIR/none2.txt"
	e2e_start 90 30 mayan "$E2E_DIR/none2.txt"
	e2e_wait 'Moves: 0/2'
	e2e_keys Space Right
	e2e_wait 'Moves: 1/2'
	e2e_keys s
	e2e_wait 'No answer from here with 1 move left: it cannot be cleared'
	e2e_shows_none 'u undoes, R restarts' ||
		e2e_fail "s offers an undo or a restart to clear it"
	e2e_keys q y
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan 02-WASTED
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# At 80x24 nothing is cut: the message line wraps, the footer holds
# every key word, the help page every key.  Down to 40x16 a compact
# layout plays, keys and mouse alike; what must be cut ends in "...".
case_layout() {
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_wait 'drag blocks sideways, lines of 3'
	e2e_wait 'vanish.'
	e2e_wait '? help  q quit'
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_wait 'move the cursor; a block picked up: Left/Right (h/l) move it'
	e2e_screen | grep -q '\.\.\.$' && e2e_fail "the help page is cut"
	e2e_keys x
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 40 16 mayan "$SAMPLE" --no-animation
	e2e_wait 'TUMBLE  Mayan puzzle'
	e2e_wait '0 [1] 2  2  3  2'
	e2e_wait 'blocks sideways, lines of 3 vanish.'
	e2e_wait 'Clear it in exactly 3 moves: drag'
	e2e_keys s
	e2e_wait 'Answer from move 1:'
	e2e_wait 'its next move, G plays it.'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_wait '1  .  1  1 [3] 4'
	# A click on (3,1), then on its right neighbour, is move 3 1 1: cells
	# are 3 columns wide, right of the row's label and a gap.
	local at col row
	at=$(e2e_where '1  .  1  1')
	col=${at% *}
	row=${at#* }
	e2e_click $((col + 12)) "$row"
	e2e_wait 'Picked up 3 at (3,1)'
	e2e_click $((col + 15)) "$row"
	e2e_wait 'Move 2 of 3: 3 1 1'
	# The level menu fits too, n in sight.
	e2e_keys L
	e2e_wait '0 of 3 solved'
	e2e_wait '01-sample              3 moves'
	e2e_keys q
	e2e_wait 'Move 2 of 3: 3 1 1'
	e2e_keys q y
	e2e_check_sane_terminal 0
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
