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
	# The failed puzzle names, exactly, the first move that made it
	# impossible; t goes back to before it, the move that clears lit.
	e2e_wait 'Out of moves with 12 blocks left. Move 1, (0,0) right, made'
	e2e_wait 'goes back to before it.'
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
	e2e_wait 'Leave this game with 1 move'
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

# A level solved with a move the computer played (G) is assisted: kept
# apart in the progress file, marked + on the level menu, without a
# best, and still to solve there; a clean solve then replaces it (C).
case_assisted() {
	e2e_start 90 30 mayan 1 --no-animation
	e2e_wait 'Level 1 of 3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_keys G
	e2e_wait 'Moves: 2/3'
	e2e_keys G
	e2e_wait 'Solved in exactly 3 moves!  ] plays the next level.  Assisted: the computer'
	e2e_wait 'played a move.'
	grep -qx '01-sample assisted' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "the assisted solve is not kept apart"
	e2e_keys L
	e2e_wait '0 of 3 solved'
	e2e_wait_re '^ +1  \+ .*solved with help'
	# The level is still the one to solve: the menu starts on it.
	e2e_keys Enter
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys Space Right Left Down Space Right
	e2e_wait 'First solve: 3 moves'
	e2e_wait 'made, none wasted.'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_wait_re '^ +1  C .*solved clean'
	e2e_keys q q
	e2e_check_sane_terminal 0
}

case_solve() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_keys s
	e2e_wait 'Answer from move 0:'
	local panel
	panel=$(e2e_screen | grep -oE '(>|  ) \([0-9],[0-9]\) (left|right) *$' |
		tr -s ' ')
	[ "$panel" = "> (2,1) right
 (3,1) right
 (3,0) right" ] || e2e_fail "answer panel: $panel"
	# The hint follows the answer as it is played.
	e2e_keys g
	e2e_wait 'Hint: 2 1 1: drag (2,1) right.'
	e2e_keys Space Right
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys g
	e2e_wait 'Hint: 3 1 1: drag (3,1) right.'
	# From a wrong position there is no answer.
	e2e_keys u Left Left Space Left
	e2e_wait 'Move 1 of 3: 1 1 -1'
	e2e_keys s
	e2e_wait 'No answer from here with 2 moves left'
	e2e_keys q y
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

case_cancel() {
	e2e_start 90 30 mayan "$DATA/hard.txt"
	e2e_wait 'Moves: 0/10'
	e2e_keys s
	e2e_wait 'Esc cancels'
	# A long search says how far it has got.
	e2e_wait 'Solving n=10'
	e2e_wait_positions
	# The screen still listens while the search runs.
	e2e_keys Right Up
	e2e_wait 'Esc cancels'
	e2e_keys Escape
	e2e_wait 'Solve cancelled.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The threads of the running tumble: one, unless a search runs.
mayan_threads() {
	local pid
	pid=$(ps -o pid= --ppid "$(e2e_option pane_pid)" | head -1 | tr -d ' ')
	ls "/proc/$pid/task" | wc -l
}
mayan_searching() {
	[ "$(mayan_threads)" -gt 1 ]
}
mayan_quiet() {
	[ "$(mayan_threads)" -eq 1 ]
}
# A search started, or TEXT on screen: whichever comes first.
mayan_searching_or_shows() {
	mayan_searching || e2e_shows "$1"
}

# The answer is sought from each position shown before anyone asks, so
# that s gives it at once, with no search of its own.  The search runs
# on idle processors alone, and a busy machine (the sanitizer build
# beside the suite) may hold it back for a while.
case_ahead() {
	# A puzzle that takes seconds: its search is seen before any key,
	# and q leaves it behind at once.
	e2e_start 90 30 mayan "$DATA/hard.txt"
	e2e_until mayan_searching ||
		e2e_fail "no search ahead of the question"
	e2e_wait 'Moves: 0/10'
	e2e_keys q
	e2e_check_sane_terminal 0
	# One of a third of a second (tumble gen mayan -n 10 -c 5 -s 1).
	e2e_start 90 30 mayan "$DATA/ahead.txt"
	e2e_wait 'Moves: 0/10'
	E2E_DEADLINE=240 e2e_until mayan_quiet ||
		e2e_fail "the search ahead goes on"
	e2e_keys s
	e2e_until mayan_searching_or_shows 'Answer from move 0:'
	mayan_quiet || e2e_fail "s searched again"
	# A move off the answer: the search ahead starts again, and what it
	# finds stays unseen, the answer beside the board gone, until s.  A
	# question answered no while it works leaves it working.
	e2e_keys Up Up Space Right R
	e2e_wait 'Restart this game with 1 move made?'
	e2e_keys n
	e2e_wait 'Moves: 1/10'
	E2E_DEADLINE=240 e2e_until mayan_quiet ||
		e2e_fail "the search ahead goes on"
	# The screen takes the answer in at its next tick (every 50 ms);
	# a loaded machine may be later, so the proof that it stays unseen
	# is check_ui_mayan's, and this looks at the real screen.
	e2e_nap 0.5
	e2e_shows_none 'from move' || e2e_fail "an answer shown unasked"
	e2e_keys s
	e2e_until mayan_searching_or_shows 'from move 1'
	mayan_quiet || e2e_fail "s searched again"
	e2e_keys q y
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
	# It would drop a move: asked first, and the Enter after it goes back.
	e2e_last_line 'This drops the game in play, with 1 move made. Go on? (y/n)'
	e2e_keys y
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_keys Enter
	# Another kind of game: the Same Game screen takes it over.
	e2e_wait 'TUMBLE  Same Game'
	e2e_wait 'Board: 10x15:3:5'
	e2e_keys q
	e2e_check_sane_terminal 0
	grep -q 'move' "$XDG_STATE_HOME/tumble/history" ||
		e2e_fail "history not kept"
}

# Ctrl-C at `:` drops the line for a fresh prompt and leaves the game
# (and the shell that started it) alone; Ctrl-D on an empty line goes
# back to the game.
case_prompt_interrupt() {
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'move 2 1 1'
	e2e_keys C-c
	e2e_prompt_line ''
	e2e_screen | grep -qxF ': move 2 1 1^C' || e2e_fail "no ^C"
	e2e_keys C-d
	e2e_wait 'Moves: 0/3'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "not back in the game"
	e2e_keys q
	e2e_check_sane_terminal 0
	# SIGTERM while a line is typed ends the game at once, the terminal
	# restored, dying of the signal.
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'und'
	local pid
	pid=$(ps -o pid= --ppid "$(e2e_option pane_pid)" | tr -d ' ')
	[ -n "$pid" ] || e2e_fail "no tumble process"
	kill -TERM "$pid"
	e2e_check_sane_terminal 143
}

# Ctrl-Z at `:` stops the game as a shell's job; `fg` brings back the
# prompt with its line, not the board with the editor reading keys.
case_prompt_suspend() {
	e2e_tmux new-session -d -s game -x 90 -y 30 \
	    "env PS1='$ ' bash --norc --noprofile -i" ||
		e2e_fail "tmux did not start"
	e2e_wait '$'
	e2e_keys -l "env TERM=xterm-256color $E2E_ENV \
XDG_DATA_HOME='$XDG_DATA_HOME' '$TUMBLE_BIN' mayan '$SAMPLE' --no-animation"
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'move 2 1 1'
	e2e_keys C-z
	e2e_wait 'Stopped'
	e2e_keys -l 'fg'
	e2e_keys Enter
	local end=$((SECONDS + E2E_DEADLINE))
	until [ "$(e2e_screen | grep -cxF ': move 2 1 1')" = 2 ]; do
		[ $SECONDS -lt $end ] || e2e_fail "the prompt did not come back"
		e2e_nap 0.05
	done
	[ "$(e2e_option alternate_on)" = 0 ] || e2e_fail "the board is back"
	e2e_keys Enter
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_keys Enter
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys q y
	e2e_wait '$ '
}

# q on the "terminal too small" screen asks, as q does on the board.
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

# `solve` typed at `:` runs as s does: on its thread, the screen back at
# once with its spinner, Esc cancelling; a short one shows the answer.
case_prompt_solve() {
	e2e_start 90 30 mayan "$DATA/hard.txt"
	e2e_wait 'Moves: 0/10'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'solve'
	e2e_keys Enter
	e2e_wait 'Esc cancels'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "not back in the game"
	e2e_keys Escape
	e2e_wait 'Solve cancelled.'
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'solve'
	e2e_keys Enter
	e2e_wait 'Answer from move 0:'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A puzzle file's title is its name on screen; a level is named by its
# title on the command line, in any case.
case_titles() {
	{ printf '# title: Three Steps\n'; cat "$SAMPLE"; } >"$E2E_DIR/titled.txt"
	e2e_start 90 30 mayan "$E2E_DIR/titled.txt"
	e2e_wait 'Moves: 0/3   Blocks: 12   Three Steps'
	e2e_keys q
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
	e2e_wait 'Answer from move 0:'
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
	# A command that says nothing else says it is done.
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'undo'
	e2e_keys Enter
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_screen | grep -qx 'Done\.' || e2e_fail "undo said nothing"
	e2e_keys Enter
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'redo'
	e2e_keys Enter
	e2e_last_line '-- press Enter to go back to the game --'
	e2e_keys Enter
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	# Loading drops the game in play: n keeps it, y drops it.
	local answer
	for answer in n y; do
		e2e_keys :
		e2e_prompt_line ''
		e2e_keys -l "load $SAMPLE"
		e2e_keys Enter
		e2e_last_line 'This drops the game in play, with 1 move made. Go on? (y/n)'
		e2e_keys "$answer"
		[ "$answer" = y ] && break
		e2e_wait 'Carry on.'
		e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	done
	e2e_last_line '-- press Enter to go back to the game --'
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
	e2e_wait 'Solved in exactly 3 moves!  ] plays the next level.  First solve: 3'
	e2e_wait 'made, none wasted.'
	e2e_wait 'Solved (best 3)'
	grep -qx '01-sample 3' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "progress not saved"
	e2e_keys ']'
	e2e_wait 'Level 2 of 3'
	e2e_wait '02-wasted'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_wait 'solved clean'
	# End and Home go to either end (the last line is the random
	# puzzle's, one Down from the last level), PgUp and PgDn a page.
	e2e_keys End Up Enter
	e2e_wait 'Level 3 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys Home Enter
	e2e_wait 'Level 1 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys PgDn Up Enter
	e2e_wait 'Level 3 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys PgUp Down Enter
	e2e_wait 'Level 2 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
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
	e2e_wait "'no-such-level' is no file, nor a level of the pack"
	e2e_wait 'exit=1'
	e2e_start 90 30 mayan a b
	e2e_wait 'exit=2'
}

# The board of e2e_random_board: rows 0..6 as drawn, without the labels.
e2e_random_board() {
	e2e_screen | grep -E '^ *[0-6]  ' | head -7
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

# The editor: a puzzle built by keys, solved, written under a name typed
# on the bottom line, then played.
# mayan_minus_to N: in the editor, n is N; while it is still N + 1, -
# is pressed (again, if the search running refused it).
mayan_minus_to() {
	e2e_shows "n: $1 " && return 0
	e2e_shows "n: $(($1 + 1)) " && e2e_keys -
	e2e_nap 0.2
	e2e_shows "n: $1 "
}

case_editor() {
	local made="$E2E_DIR/made.txt"
	e2e_start 90 30 mayan --edit
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_wait 'The board is empty'
	# Two blocks of a colour never clear: -1.
	e2e_keys 1 Right 1 s
	e2e_wait 'n=1: -1'
	e2e_keys Right Right 1
	e2e_wait 'n: 1   Blocks: 3   not written yet (changed)'
	e2e_wait 'Well formed: no line of 3 stands on it.'
	e2e_screen | tr -d '[]' | grep -qE '^ *0 +1 +1 +\. +1 +\.$' ||
		e2e_fail "row 0 not as built"
	e2e_screen | grep -q 'n=1: -1' && e2e_fail "an old answer is shown"
	e2e_keys s
	e2e_wait 'Clears in exactly 1 move'
	e2e_wait 'Answer, n=1:'
	e2e_wait '(3,0) left'
	# f tries n = 1, 2, ... whatever n is set to.
	e2e_keys + + f
	e2e_wait 'The fewest moves that clear it: 1; s checks exactly 3.'
	# That verdict was known before f: its search may still run, and a
	# key it refuses is pressed again.
	local n
	for n in 2 1; do
		e2e_until mayan_minus_to "$n" || e2e_fail "n never became $n"
	done
	e2e_wait 'n = 1.'
	e2e_keys w
	e2e_wait 'Write to:'
	e2e_keys "$made" Enter
	e2e_wait 'Written to'
	e2e_wait 'n: 1   Blocks: 3   '
	[ "$(cat "$made")" = "$(printf '1\n1 0\n1 0\n0\n1 0\n0')" ] ||
		e2e_fail "written: $(cat "$made")"
	e2e_keys p
	e2e_wait 'Moves: 0/1   Blocks: 3   made.txt'
	e2e_keys Right Right Right Space Left
	e2e_wait 'Solved in exactly 1 move!'
	e2e_keys q
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A line of 3 is lit and refused; a full column says so; leaving with
# changes asks.
case_editor_refusals() {
	e2e_start 90 30 mayan --edit
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys 2 Right 2 Right 2
	e2e_wait 'Not playable: a line of 3 stands (lit)'
	e2e_keys p
	e2e_wait 'n: 1   Blocks: 3'
	e2e_screen | grep -q 'TUMBLE  Mayan editor' || e2e_fail "p played"
	e2e_keys w
	e2e_screen | grep -q 'Write to:' && e2e_fail "w asked for a name"
	e2e_keys x
	e2e_wait 'Well formed: no line of 3 stands on it.'
	e2e_keys Right 1 2 1 2 1 2 1 3
	e2e_wait 'Column 3 is full: it holds 7 blocks at most.'
	e2e_wait 'Blocks: 9'
	e2e_keys q
	e2e_wait 'Leave the editor without writing the changes? (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys Escape
	e2e_wait '(y/n)'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# e on the board opens the editor on it, with its n; M in the title menu
# on an empty board.
case_editor_from_game() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys e
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_wait 'n: 3   Blocks: 12   not written yet'
	e2e_screen | grep -q '^ *1     \.      1      3      1      4' ||
		e2e_fail "row 1 not the game's"
	e2e_keys q
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys M
	e2e_wait 'n: 1   Blocks: 0   not written yet'
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# A long random puzzle shows a spinner while it is made, and Esc stops it
# and leaves.  Seed 9 takes the generator a second or two for 7 moves;
# should a machine make it before the spinner shows, the game opens.
case_random_cancel() {
	e2e_start 90 30 mayan --random 7 --seed 9
	e2e_wait 'Random 7 moves, seed 9'
	local end=$((SECONDS + E2E_DEADLINE))
	while [ $SECONDS -lt $end ]; do
		if e2e_screen | grep -q 'Moves: 0/7'; then
			e2e_keys q
			e2e_check_sane_terminal 0
			return 0
		fi
		e2e_screen | grep -q 'Esc cancels' && break
		e2e_nap 0.05
	done
	e2e_wait 'Making it'
	e2e_keys Escape
	e2e_check_sane_terminal 0
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
	e2e_keys q
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# In the editor too, a long search shows its progress and Esc stops it.
case_editor_cancel() {
	e2e_start 90 30 mayan --edit "$DATA/hard.txt"
	e2e_wait 'n: 10   Blocks:'
	e2e_keys s
	e2e_wait 'Solving n=10'
	e2e_wait_positions
	e2e_keys 1
	e2e_wait 'Searching: Esc cancels.'
	e2e_keys Escape
	e2e_wait 'Search cancelled.'
	e2e_wait_gone 'Solving n=10'
	e2e_keys q
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

# A level solved says ] plays the next one, and the footer offers it; the
# last level has none to offer.
case_solved_next() {
	e2e_start 90 30 mayan 01-sample
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right Space Right Left Down Space Right
	e2e_wait 'Solved in exactly 3 moves!  ] plays the next level.'
	e2e_wait_re '^ +] next level  L levels  \? help  q quit *$'
	e2e_keys u
	e2e_wait 'Moves: 2/3'
	e2e_wait_re '^ +Space pick  s solve'
	e2e_keys ']' y
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# n on a random puzzle makes another of as many moves (asking while moves
# are made; solved, it offers it); the level menu's random line starts at
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
	# A drag reports the pointer's moves with the button down between
	# the press and the release: the block still moves one cell.
	local from to
	from=$(e2e_cell 2 1)
	to=$(e2e_cell 4 1)
	e2e_tmux send-keys -t game -l $'\e[<0;'"${from/ /;}"M
	e2e_nap 0.3
	e2e_tmux send-keys -t game -l $'\e[<32;'"${to/ /;}"M
	e2e_nap 0.3
	e2e_tmux send-keys -t game -l $'\e[<0;'"${to/ /;}"m
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

"case_$1"
