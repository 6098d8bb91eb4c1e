#!/usr/bin/env bash
# End-to-end tests of the Mayan puzzle editor's verdict and questions,
# and of a puzzle played from the editor: the real binary in a private
# tmux server, driven by keys, read back from the screen and the files
# written (the files: editor_files.sh; titles: editor_titles.sh).  Usage:
# editor.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/editor_lib.sh"

# A board that once said "Playable." beside "no way to clear it" never
# says it now.
editor_never_playable() {
	! e2e_screen | grep -qi 'playable\.' ||
		e2e_fail "'Playable.' on screen"
}

# The status says apart whether the board is well formed and whether it
# can be cleared in n, and never that a board that cannot is playable.
case_verdict() {
	e2e_start 90 30 mayan --edit
	e2e_wait 'The board is empty: put blocks with 1..9 and 0.'
	# Two blocks of a colour: well formed, but no line ever takes them.
	e2e_keys 1 Right 1
	e2e_wait 'Well formed: no line of 3 stands on it.'
	e2e_wait 'Cannot be cleared: colour 1 has 2 blocks, and a line takes 3.'
	e2e_keys f
	e2e_wait 'f tried n = 1 to 10: none clears it.'
	e2e_wait 'Cannot be cleared: colour 1 has 2 blocks'
	editor_never_playable
	# 1 1 . 1 . : not known until searched.
	e2e_keys Right Right 1
	e2e_wait 'Clears in 1 move? s checks; f finds the fewest.'
	e2e_keys s
	e2e_wait 'Clears in exactly 1 move, and no fewer.'
	e2e_screen | grep -q 'Solved in exactly' &&
		e2e_fail "the message line says the verdict again"
	# Kept while n changes: 1 is the fewest; 2 clears with a wasted move.
	e2e_keys +
	e2e_wait 'The fewest moves that clear it: 1; s checks exactly 2.'
	e2e_keys s
	e2e_wait 'Clears in exactly 2 moves (the fewest: 1).'
	# 1 . 1 . 1 in 1 move: no; f finds 2.
	e2e_keys x Left Left x Right 1 Right Right 1 -
	e2e_wait 'n: 1   Blocks: 3'
	e2e_screen | tr -d '[]' | grep -qE '^ *0 +1 +\. +1 +\. +1 *$' ||
		e2e_fail "row 0 is not 1 . 1 . 1"
	e2e_keys s
	e2e_wait 'Cannot be cleared in exactly 1 move.'
	editor_never_playable
	e2e_keys f
	e2e_wait 'Cannot be cleared in exactly 1 move (the fewest: 2).'
	editor_never_playable
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# w and p ask first when the puzzle cannot be cleared in its n; n keeps
# it as it is.
case_asks() {
	local made="$E2E_DIR/short.txt"
	e2e_start 90 30 mayan --edit "$made"
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys 1 Right 1
	e2e_wait 'Cannot be cleared: colour 1 has 2 blocks'
	e2e_keys w
	e2e_wait 'It cannot be cleared in 1 move; write it anyway? (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_screen | grep -q 'Write to:' && e2e_fail "n asked for a name"
	e2e_keys w
	e2e_wait 'write it anyway? (y/n)'
	e2e_keys y
	editor_bottom "Write to: $made"
	e2e_keys Enter
	e2e_wait 'Written to'
	[ "$(cat "$made")" = "$(printf '1\n1 0\n1 0\n0\n0\n0')" ] ||
		e2e_fail "written: $(cat "$made")"
	e2e_keys p
	e2e_wait 'It cannot be cleared in 1 move; play it anyway? (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_screen | grep -q 'TUMBLE  Mayan editor' || e2e_fail "n played"
	e2e_keys p
	e2e_wait 'play it anyway? (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 0/1   Blocks: 2   short.txt'
	e2e_keys q
	e2e_wait 'TUMBLE  Mayan editor'
	# The question answered is gone: it asks nothing any more.
	e2e_shows_none 'play it anyway?' ||
		e2e_fail "the question answered still stands"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# Not known yet: w and p search n first, then ask, or go on when it
# clears.
case_check_first() {
	local made="$E2E_DIR/spread.txt"
	e2e_start 90 30 mayan --edit "$made"
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys 1 Right Right 1 Right Right 1
	e2e_wait 'Clears in 1 move? s checks; f finds the fewest.'
	e2e_keys w
	e2e_wait 'It cannot be cleared in 1 move; write it anyway? (y/n)'
	e2e_wait 'Cannot be cleared in exactly 1 move.'
	e2e_keys n
	e2e_wait 'Carry on.'
	[ ! -e "$made" ] || e2e_fail "written without a yes"
	# In 2 it clears: the name is asked at once after the search.
	e2e_keys + w
	editor_bottom "Write to: $made"
	e2e_wait 'Clears in exactly 2 moves, and no fewer.'
	e2e_keys Enter
	e2e_wait 'Written to'
	e2e_keys +
	e2e_wait 'n = 3.'
	e2e_keys p
	e2e_wait 'Moves: 0/3   Blocks: 3'
	e2e_keys q
	e2e_wait 'Clears in exactly 3 moves (the fewest: 2).'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# A check that takes long shows the search; Esc stops it, and the player
# is asked, since it is not known.
case_check_stopped() {
	# A short path, so the whole name fits the bottom row wherever the
	# tests are run from.
	local hard="$E2E_DIR/hard.txt"
	cp "$DATA/hard.txt" "$hard"
	e2e_start 90 30 mayan --edit "$hard"
	e2e_wait 'n: 10   Blocks:'
	e2e_wait 'Clears in 10 moves? s checks; f finds the fewest.'
	e2e_keys w
	e2e_wait 'First a check that it can be cleared in 10 moves (Esc cancels it).'
	e2e_wait 'Searching: does it clear in 10 moves?'
	e2e_wait_positions
	# The footer names only what works while the search goes on.
	e2e_wait_re '^ +Esc cancel the search  \? help *$'
	e2e_keys Escape
	e2e_wait 'Not known whether it clears in 10 moves; write it anyway? (y/n)'
	e2e_wait 'Clears in 10 moves? s checks'
	e2e_keys y
	editor_bottom "Write to: $hard"
	e2e_keys Escape
	e2e_wait 'Not written.'
	e2e_keys p
	e2e_wait 'First a check'
	e2e_keys q
	e2e_wait 'Not known whether it clears in 10 moves; play it anyway? (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# play_from_editor COLS ROWS: a puzzle of 2 moves made, opened in the
# editor on a terminal of COLS x ROWS, and played from it (p).
play_from_editor() {
	local made="$E2E_DIR/made.in"
	"$TUMBLE_BIN" gen mayan --moves 2 --seed 7 >"$made" ||
		e2e_fail "gen failed"
	e2e_start "$1" "$2" mayan --edit "$made"
	e2e_wait 'n: 2   Blocks: 12'
	e2e_keys p
	e2e_wait 'Moves: 0/2'
}

# e in a puzzle played from the editor goes back to that editor, as q
# does, asking while moves are made; it opened a second editor over it.
case_back_to_editor() {
	play_from_editor 90 30
	e2e_keys e
	e2e_wait 'n: 2   Blocks: 12'
	e2e_keys p
	e2e_wait 'Moves: 0/2'
	e2e_keys Space Right
	e2e_wait 'Move 1 of 2'
	e2e_keys e
	e2e_wait 'Leave this game for the editor with 1 move made? It is kept to continue.'
	e2e_keys y
	e2e_wait 'n: 2   Blocks: 12'
	# One editor: its q leaves tumble.
	e2e_keys q
	e2e_check_sane_terminal 0
}

# q over a puzzle played from the editor, and quit at its prompt, ask
# in words of going back to the editor, not of quitting tumble; the
# game left is kept to continue, as the question says, and taken up.
case_q_keeps_game() {
	play_from_editor 90 30
	e2e_keys Space Right
	e2e_wait 'Move 1 of 2'
	e2e_keys q
	e2e_wait 'Leave this game for the editor with 1 move made? It is kept to continue.'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'quit'
	e2e_keys Enter
	e2e_last_line 'Leave this game for the editor with 1 move made? It is kept to continue. (y/n)'
	e2e_keys y
	e2e_wait 'n: 2   Blocks: 12'
	e2e_wait 'TUMBLE  Mayan editor'
	grep -qx 'moves 1' "$XDG_DATA_HOME/tumble/continue-mayan" ||
		e2e_fail "not kept: $(cat "$XDG_DATA_HOME/tumble/continue-mayan" 2>&1)"
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan --continue
	e2e_wait 'Moves: 1/2'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move made? It is kept to continue.'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# A puzzle played from the editor names q by where it goes, on its help
# page, in its footer and in the footer once the game is over.
case_q_names_editor() {
	play_from_editor 80 24
	e2e_wait_re ' q editor$'
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_keys NPage
	e2e_wait_re '^  q +back to the editor \(asks while moves are made\)$'
	e2e_keys Escape
	e2e_wait 'Moves: 0/2'
	# Out of moves, unsolved: the footer of what comes next.
	e2e_keys Space Right
	e2e_wait 'Moves: 1/2'
	e2e_keys Space Left
	e2e_wait 'Out of moves with 12 blocks left.'
	e2e_wait_re 't try again .* q editor$'
	e2e_shows_none 'q quit' || e2e_fail "q is named quit"
	e2e_keys q
	e2e_wait 'Leave this game for the editor with 2 moves made?'
	e2e_keys y
	e2e_wait 'n: 2   Blocks: 12'
	e2e_wait_re ' q quit$'
}

# The editor's footer names both keys of n, and q by where it goes: back
# to the game it was opened from, as its help page says, where q quits
# tumble when the editor is all there is.
case_footer_keys() {
	e2e_start 80 24 mayan "$DATA/sample.txt"
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys e
	e2e_wait 'n: 3   Blocks: 12   not written yet'
	e2e_wait_re ' \+/- n .* q back$'
	e2e_shows_none 'q quit' || e2e_fail "q is named quit"
	e2e_keys '?'
	e2e_wait 'Help: Mayan editor'
	e2e_wait_re '^  \+/- +n, the moves the puzzle asks for \(1\.\.10\)$'
	e2e_wait_re '^  q, Esc +cancel a search; back to the game \(asks when'
	e2e_keys Escape
	e2e_wait 'n: 3   Blocks: 12'
	e2e_keys -
	e2e_wait 'n: 2   Blocks: 12'
	e2e_keys q y
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 80 24 mayan --edit
	e2e_wait 'n: 1   Blocks: 0'
	e2e_wait_re ' \+/- n .* q quit$'
	e2e_keys '?'
	e2e_wait_re '^  q, Esc +cancel a search; leave the editor \(asks when'
	e2e_keys Escape q
	e2e_check_sane_terminal 0
}

# A puzzle that cannot be cleared, played from the editor: before a move
# its hint says that the puzzle cannot be cleared, not to undo or
# restart; after one, that it cannot from its start, where it offered
# the way back to it.
case_hint_impossible_start() {
	e2e_start 80 24 mayan --edit
	e2e_wait 'The board is empty: put blocks with 1..9 and 0.'
	e2e_keys 1 Right 1 +
	e2e_wait 'n: 2   Blocks: 2'
	e2e_keys p
	e2e_wait 'play it anyway? (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 0/2'
	e2e_keys g
	e2e_wait 'No answer with 2 moves: this puzzle cannot be cleared.'
	e2e_shows_none 'undoes' || e2e_fail "undo offered before a move"
	e2e_keys Space Right
	e2e_wait 'Moves: 1/2'
	e2e_keys g
	# Known to be hopeless from its start: neither undo nor a restart
	# can help, and neither is offered.
	e2e_wait 'No answer from here with 1 move left: it cannot be cleared in exactly 2'
	e2e_shows_none 'undoes' || e2e_fail "undo offered on a hopeless puzzle"
}

# The editor opened on a level knows the answer its `# answer:` line
# gives, once replaying it clears the board: it said "Clears in 3 moves?
# s checks" and searched.  The answer waits for s.  A wrong answer line
# is not taken.  The editor e opens on a level's start knows it the same
# way: it did not, the game keeping no header.
case_level_answer() {
	local pack="$E2E_DIR/pack"
	mkdir -p "$pack"
	"$TUMBLE_BIN" gen mayan --moves 3 --seed 7 >"$pack/01.in" ||
		e2e_fail "gen failed"
	grep -q '^# answer: 2 0 1, 3 1 1, 3 2 1$' "$pack/01.in" ||
		e2e_fail "gen wrote another answer: $(cat "$pack/01.in")"
	sed 's/^# answer: .*/# answer: 2 0 1, 3 1 1, 3 2 -1/' "$pack/01.in" \
	    >"$pack/02.in"
	local env="TUMBLE_LEVELS_DIR='$pack' XDG_STATE_HOME='$XDG_STATE_HOME'"
	E2E_ENV="$env" e2e_start 90 30 mayan --edit 1
	e2e_wait 'n: 3   Blocks: 12'
	e2e_wait 'Clears in exactly 3 moves.'
	e2e_screen | grep -q 'Answer, n=3:' &&
		e2e_fail "the answer shown before s"
	e2e_keys s
	e2e_wait 'Answer, n=3:'
	e2e_keys q
	e2e_check_sane_terminal 0
	E2E_ENV="$env" e2e_start 90 30 mayan --edit 2
	e2e_wait 'n: 3   Blocks: 12'
	e2e_wait 'Clears in 3 moves? s checks; f finds the fewest.'
	e2e_keys s
	e2e_wait 'Clears in exactly 3 moves.'
	e2e_keys q
	e2e_check_sane_terminal 0
	E2E_ENV="$env" e2e_start 90 30 mayan 1 --no-animation
	e2e_wait 'Moves: 0/3   Blocks: 12'
	e2e_keys e
	e2e_wait 'n: 3   Blocks: 12'
	e2e_wait 'Clears in exactly 3 moves.'
	e2e_screen | grep -q 'Answer, n=3:' &&
		e2e_fail "the answer shown before s, from the game"
	e2e_keys s
	e2e_wait 'Answer, n=3:'
	e2e_keys q
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

"case_$1"
