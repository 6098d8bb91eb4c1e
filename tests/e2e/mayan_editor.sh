#!/usr/bin/env bash
# End-to-end tests of the Mayan puzzle editor reached from the game: a
# puzzle built, solved, written and played, the level menu over it, its
# refusals, the board and answer it takes from the game, and a long
# search stopped (the editor's verdict, files and titles: editor.sh,
# editor_files.sh, editor_titles.sh).  The real binary in a private tmux
# server, driven by keys, read back from the screen.  Usage:
# mayan_editor.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/mayan_lib.sh"

# The editor: a puzzle built by keys, solved, written under a name typed
# on the bottom line, then played.
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

# The level menu over a puzzle played from the editor plays a level on
# a screen of its own, whose q goes back to the menu, and the menu's q
# back to that puzzle as it was left, whose own q goes to the editor.
footer_ends() {
	e2e_until footer_is "$1" || e2e_fail "the footer is not '$1'"
}
footer_is() {
	[[ "$(e2e_screen | grep -v '^$' | tail -1)" == *"$1" ]]
}
case_editor_levels() {
	e2e_start 90 30 mayan --edit "$SAMPLE"
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys p
	e2e_wait 'Blocks: 12   sample.txt'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys L
	e2e_wait '0 of 3 solved'
	footer_ends 'Enter play  ? help  q back'
	e2e_keys Down Enter
	e2e_wait 'Level 2 of 3'
	footer_ends 'q quit'
	e2e_keys q
	e2e_wait '0 of 3 solved'
	e2e_keys q
	e2e_wait 'Blocks: 12   sample.txt'
	e2e_wait 'Moves: 1/3'
	footer_ends 'q editor'
	e2e_keys q
	e2e_wait 'It is kept to continue.'
	e2e_keys y
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
	# x after w: once its words show, w was read, and had it asked for
	# a name, x would have gone into the answer.
	e2e_keys w x
	e2e_wait 'Well formed: no line of 3 stands on it.'
	e2e_screen | grep -q 'Write to:' && e2e_fail "w asked for a name"
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

# e on the board opens the editor on it, with the moves left as its n
# (the puzzle's n before a move); M in the title menu on an empty board.
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
	# One move made, the board as it stands clears in the 2 left.
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys e
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_wait 'n: 2   Blocks: 12   not written yet'
	e2e_keys s
	e2e_wait 'Clears in exactly 2 moves'
	e2e_keys q
	e2e_wait 'Moves: 1/3'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move made?'
	e2e_keys y
	e2e_check_sane_terminal 0
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys M
	e2e_wait 'n: 1   Blocks: 0   not written yet'
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# The editor opened on a board whose answer the game holds knows it, as
# if s had run there (it said "Clears in 3 moves? s checks" until s ran
# again): the answer found, the rest of it after a move of it, or none;
# an edit forgets it, as it forgets what s found.
case_editor_knows_answer() {
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys s
	e2e_wait 'Answer from move 1:'
	e2e_keys e
	e2e_wait 'n: 3   Blocks: 12   not written yet'
	e2e_wait 'Clears in exactly 3 moves.'
	e2e_wait 'Answer, n=3:'
	e2e_keys 1
	e2e_wait 'n: 3   Blocks: 13'
	e2e_wait 'Clears in 3 moves? s checks; f finds the fewest.'
	e2e_wait_gone 'Answer, n=3:'
	e2e_keys q
	e2e_wait 'Leave the editor without writing the changes? (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 0/3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_keys e
	e2e_wait 'n: 2   Blocks: 12   not written yet'
	e2e_wait 'Clears in exactly 2 moves.'
	e2e_wait 'Answer, n=2:'
	e2e_keys q
	e2e_wait 'Moves: 1/3'
	e2e_keys q y
	e2e_check_sane_terminal 0
	# Three blocks apart do not clear in one move.
	printf '1\n1 0\n0\n1 0\n0\n1 0\n' >"$E2E_DIR/spread.txt"
	e2e_start 80 24 mayan "$E2E_DIR/spread.txt" --no-animation
	e2e_wait 'Moves: 0/1   Blocks: 3'
	e2e_keys s
	e2e_wait 'No answer'
	e2e_keys e
	e2e_wait 'n: 1   Blocks: 3   not written yet'
	e2e_wait 'Cannot be cleared in exactly 1 move.'
	e2e_wait 'n=1: -1'
	e2e_keys q
	e2e_wait 'Moves: 0/1'
	e2e_keys q
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

"case_$1"
