#!/usr/bin/env bash
# End-to-end tests of a game kept without a quit on screen: killed
# (SIGKILL) or ended by a signal on screen or in the shell, kept in the
# spare place beside three of its kind, and kept by the shell's quit for
# `continue` to take up.  Usage: life_killed.sh CASE (one meson test per
# case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/life_lib.sh"

# A game killed on screen (SIGKILL: no word to the game, as a power cut
# gives none) comes back on the next start with every move it had, the
# one taken back too; the next start offers it as the game to continue.
# Each tumble's own moves: a game is lost whole when only a quit keeps it.
case_killed_kept() {
	# Kept within a second or so of each other: either may be first.
	local line='^ +[rR] +Continue +Mayan 01-sample, move 0, 1 to redo *$'
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys G
	e2e_wait 'Moves: 2'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24 same --continue --no-animation
	e2e_wait 'Taken up after 2 moves.'
	e2e_wait '8x8:3:11'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_keys u
	e2e_wait 'Moves: 0/3'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24
	e2e_wait_re "$line"
	e2e_wait_re '^ +[rR] +Continue +Same Game 8x8:3:11, move 2 *$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# Three games of each kind kept, and a fourth Same Game killed mid-game:
# it was kept in the spare place as it was played, and the title menu
# offers all seven, whole, from 80x24 down to its smallest terminal for
# them, 60x24; --continue takes it up, and its quit keeps it in the
# oldest's place, asking first, the spare place empty again.
case_spare_kept() {
	local spare="$XDG_DATA_HOME/tumble/continue-same.4"
	local size line lines=(
		'r +Continue +Same Game 8x8:3:14, move 1'
		'R +Continue +Mayan 03-noip2, move 1'
		'Continue +Mayan 02-wasted, move 1'
		'Continue +Mayan 01-sample, move 1'
		'Continue +Same Game 8x8:3:13, move 1'
		'Continue +Same Game 8x8:3:12, move 1'
		'Continue +Same Game 8x8:3:11, move 1')
	keep_three_of_each
	end_after_a_move KILL 137 'Moves: 0' same 8x8:3:14
	grep -qx 'moves 1' "$spare" || e2e_fail "not kept in the spare place"
	for size in '80 24' '60 24'; do
		e2e_start $size
		for line in "${lines[@]}"; do
			e2e_wait_re "^ +$line *\$"
		done
		e2e_wait_re '^ +q +Quit *$'
		e2e_wait_re '^ +Enter open .* q quit *$'
		e2e_shows 'Terminal too small' && e2e_fail "too small at $size"
		e2e_keys q
		e2e_wait 'exit=0'
	done
	e2e_start 80 24 --continue --no-animation
	e2e_wait 'Taken up after 1 move.'
	e2e_wait '8x8:3:14'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept, and the oldest kept game goes. (y/n)'
	e2e_keys y
	e2e_wait_said 'in place of the oldest of the 3 kept: Same Game 8x8:3:11, move 1.'
	e2e_wait 'exit=0'
	[ ! -e "$spare" ] || e2e_fail "the spare place still holds a game"
	grep -q '8x8:3:14' "$XDG_DATA_HOME/tumble/continue-same" ||
		e2e_fail "not kept in the oldest's place"
}

# Three games of each kind kept, and a fourth of each ended by a signal
# mid-game (SIGTERM, SIGHUP: no one to ask): neither puts the oldest
# kept game out, as only a quit that asks does; each stays in the spare
# place, and the title menu offers all eight in the usual 80x24, the
# blank row over its note giving way to them.
case_spare_kept_signalled() {
	local line lines=(
		'r +Continue +Mayan sample.txt, move 1'
		'R +Continue +Same Game 8x8:3:14, move 1'
		'Continue +Mayan 03-noip2, move 1'
		'Continue +Mayan 02-wasted, move 1'
		'Continue +Mayan 01-sample, move 1'
		'Continue +Same Game 8x8:3:13, move 1'
		'Continue +Same Game 8x8:3:12, move 1'
		'Continue +Same Game 8x8:3:11, move 1')
	keep_three_of_each
	end_after_a_move TERM 143 'Moves: 0' same 8x8:3:14
	e2e_nap 1
	end_after_a_move HUP 129 'Moves: 0/3' mayan \
	    "$TUMBLE_TESTS/data/mayan/sample.txt"
	e2e_start 80 24
	for line in "${lines[@]}"; do
		e2e_wait_re "^ +$line *\$"
	done
	e2e_wait_re '^ +q +Quit *$'
	e2e_wait_re '^ +Enter open .* q quit *$'
	e2e_shows 'Terminal too small' && e2e_fail "too small at 80x24"
	e2e_keys q
	e2e_wait 'exit=0'
	grep -qx 'moves 1' "$XDG_DATA_HOME/tumble/continue-same.4" ||
		e2e_fail "not kept in the spare place"
	grep -q '8x8:3:11' "$XDG_DATA_HOME/tumble/continue-same" ||
		e2e_fail "the oldest kept game was put out"
}

# A game played in the shell on a terminal and killed there (SIGKILL: no
# word to the shell) comes back with every move it had, as the game on
# screen does, whichever command opened it (new, continue, load) and
# whichever moved it last (a move, undo, redo): the shell kept it only
# as it ended, and lost it whole.
case_shell_killed_kept() {
	local kept="$XDG_DATA_HOME/tumble/continue-same"
	local undone='score 196, 48 balls left, 1 move, 1 to redo, assisted$'
	e2e_start 80 24 shell
	shell_types 'new same 8x8:3:11'
	shell_types 'greedy 2'
	e2e_wait_re '^Move 2 at '
	e2e_expect_line 'tumble>'
	e2e_kill KILL
	e2e_wait 'exit=137'
	grep -qx 'moves 2' "$kept" ||
		e2e_fail "the moves were not kept: $(cat "$kept")"
	# Taken up in the shell, one move taken back.
	e2e_start 80 24 shell
	shell_types 'continue same'
	e2e_wait_re '^Same Game \(8x8:3:11\): score 260, 38 balls left, 2 moves, assisted$'
	shell_types undo
	shell_types score
	e2e_wait_re "^Same Game \\(8x8:3:11\\): $undone"
	e2e_expect_line 'tumble>'
	e2e_kill KILL
	e2e_wait 'exit=137'
	# Loaded by its name, the move taken back played again.
	e2e_start 80 24 shell
	shell_types "load $kept"
	e2e_wait_re "^Same Game \\(8x8:3:11\\): $undone"
	shell_types redo
	e2e_wait_re '^Move 2 at '
	e2e_expect_line 'tumble>'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24 same --continue --no-animation
	e2e_wait 'Taken up after 2 moves.'
	e2e_wait '8x8:3:11'
	e2e_wait 'Score: 260'
	e2e_kill KILL
	e2e_wait 'exit=137'
}

# The shell ended by a signal with three games of its kind kept: its
# game stays in the spare place, the oldest kept game with it.
case_shell_signalled_kept() {
	keep_three_same
	e2e_start 80 24 shell
	shell_types 'new same 8x8:3:14'
	shell_types 'greedy 1'
	e2e_wait_re '^Move 1 at '
	e2e_expect_line 'tumble>'
	e2e_kill TERM
	e2e_wait 'exit=143'
	grep -qx 'moves 1' "$XDG_DATA_HOME/tumble/continue-same.4" ||
		e2e_fail "not kept in the spare place"
	grep -q '8x8:3:11' "$XDG_DATA_HOME/tumble/continue-same" ||
		e2e_fail "the oldest kept game was put out"
}

# A game kept by the shell's quit is taken up by `continue` in a new
# shell, with its board and score as they were left: the board a script
# prints for the same moves.  The quit says once that it is kept, and
# how to take it up.
case_shell_continue() {
	local board
	board=$(printf 'new same 8x8:3:11\ngreedy 2\nshow\n' |
		env XDG_DATA_HOME="$E2E_DIR/none" "$TUMBLE_BIN" shell |
		tail -n 10)
	[[ $board == *'score 260, 38 balls left, 2 moves, assisted' ]] ||
		e2e_fail "the script's board: $board"
	e2e_start 80 24 shell
	e2e_expect_line 'tumble>'
	e2e_keys -l 'new same 8x8:3:11'
	e2e_keys Enter
	e2e_expect_line 'tumble>'
	e2e_keys -l 'greedy 2'
	e2e_keys Enter
	e2e_wait_re '^Move 2 at '
	e2e_expect_line 'tumble>'
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'exit=0'
	e2e_wait_re '^This game is kept to continue\.$'
	e2e_wait_re "^'continue same' in the shell, or 'tumble same --continue', takes it up\\.$"
	[ "$(e2e_screen | grep -c 'kept to continue')" = 1 ] ||
		e2e_fail "the quit said more than once that the game is kept"
	e2e_start 80 24 shell
	e2e_expect_line 'tumble>'
	e2e_keys -l continue
	e2e_keys Enter
	e2e_wait_re '^Same Game \(8x8:3:11\): score 260, 38 balls left, 2 moves, assisted$'
	e2e_expect_line 'tumble>'
	e2e_keys -l show
	e2e_keys Enter
	e2e_wait "$board"
	e2e_expect_line 'tumble>'
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'exit=0'
}

"case_$1"
