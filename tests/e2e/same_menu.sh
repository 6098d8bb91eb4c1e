#!/usr/bin/env bash
# End-to-end tests of the Same Game menus and scores: the title menu and
# its note, boards by seed and pack, custom boards chosen and
# remembered, and the score screens (boards by size at the sizes of
# terminal they need: same_sizes.sh).  The real binary in a private tmux
# server, driven by keys, read back from the screen.  Usage:
# same_menu.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/same_lib.sh"

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

# menu_note_centred COLS ROWS NOTE: the title menu's note, on its two
# rows above the footer, is NOTE whole, each of its rows centred.
menu_note_centred() {
	local cols=$1 rows=$2 note=$3 line text words= lead
	e2e_look
	while IFS= read -r line; do
		text=${line#"${line%%[! ]*}"}
		text=${text%"${text##*[! ]}"}
		[ -n "$text" ] || continue
		lead=$(( ${#line} - ${#text} ))
		[ "$lead" -eq $(( (cols - ${#text}) / 2 )) ] ||
			e2e_fail "the note's row '$line' is off centre"
		words=${words:+$words }$text
	done < <(sed -n "$((rows - 2)),$((rows - 1))p" <<<"$E2E_OUT")
	[ "$words" = "$note" ] || e2e_fail "the note reads '$words'"
}

# The title menu's note is centred as the menu is, and broken between
# words at the menu's smallest size when it is long, nothing cut: it
# stood at column 0.
case_menu_note() {
	local note='No game is kept to continue: a game quit before its end'
	note+=' is kept here.'
	e2e_start 80 24
	e2e_wait 'keys and rules'
	e2e_keys r
	e2e_wait "$note"
	menu_note_centred 80 24 "$note"
	e2e_resize 60 18
	e2e_wait 'keys and rules'
	menu_note_centred 60 18 "$note"
	e2e_keys q
	e2e_wait 'exit=0'
}

# r with only a damaged kept game says, at the menu's smallest size,
# the file's fault and what becomes of it whole, on the blank row under
# the entries too: two rows cut it at "a g...".
case_menu_note_long() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf 'junk\n' >"$XDG_DATA_HOME/tumble/continue-mayan"
	e2e_start 60 18
	e2e_wait 'kept game continue-mayan does not read'
	e2e_keys r
	e2e_wait 'No game to take up: continue-mayan:1:1:'
	e2e_wait_re 'kept next sets it aside\. *$'
	e2e_shows '...' && e2e_fail "the note is cut: $(e2e_screen)"
	e2e_resize 80 24
	e2e_wait_re 'a game of its kind kept next sets it aside\. *$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A seed names a board: the same seed draws the same board again.
case_seed() {
	local first second
	e2e_start 80 24 same --seed 4242
	e2e_wait 'Board: 10x15:3:4242'
	# The screen is written a line at a time: the board is all there
	# once the footer, its last line, is.
	e2e_wait 'q quit'
	first=$(e2e_screen | sed -n 3,12p)
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same --seed 4242
	e2e_wait 'Board: 10x15:3:4242'
	e2e_wait 'q quit'
	second=$(e2e_screen | sed -n 3,12p)
	[ "$first" = "$second" ] || e2e_fail "seed 4242 drew two boards"
	e2e_keys n
	e2e_wait_gone 'Board: 10x15:3:4242'
	e2e_wait 'Board: 10x15:3:'
	e2e_keys q
	e2e_wait 'exit=0'
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
	# The move undone is still the player's, for r: a quit asks.
	e2e_keys q
	e2e_wait 'Quit this game with 1 move to redo? It is kept to continue.'
	e2e_keys y
	e2e_wait 'Big board'
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

# A choice left with q or Esc is not the one remembered: the menu goes
# on naming the board Enter last played, as the next run does.  The
# menu named the choice left, which the next run had forgotten.
case_custom_back() {
	local file="$XDG_DATA_HOME/tumble/same-custom"
	e2e_start 80 24
	e2e_wait '12x12, 4 colours: your own size'
	e2e_keys c
	e2e_wait 'Enter plays a 12x12 board with 4 colours.'
	e2e_keys Left Down Left
	e2e_wait 'Enter plays an 11x11 board with 4 colours.'
	e2e_keys Escape
	e2e_wait 'your own size'
	e2e_wait '12x12, 4 colours: your own size'
	e2e_keys c
	e2e_wait 'Enter plays a 12x12 board with 4 colours.'
	e2e_keys Down Down Down Right
	e2e_wait 'Clearable  < yes >'
	e2e_keys q
	e2e_wait '12x12, 4 colours: your own size'
	[ ! -e "$file" ] || e2e_fail "a choice left was written: $(cat "$file")"
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
	e2e_wait_re 'standard:3  *15x15  *5  *1234'
	e2e_wait 'standard:19'
	# The pack's end is no trouble to report: the list said standard:21
	# was no board of a pack as it opened.
	! e2e_screen | grep -q 'no board of a pack' ||
		e2e_fail "the pack's end was reported as an error"
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

# The packs' boards take the rows down to the footer: at 80x24 all 20
# of the standard pack show.  Where they do not all fit (56x10, the
# smallest), the title says which show, as the list scrolls.
case_pack_rows() {
	e2e_start 80 24
	e2e_wait 'Pack'
	e2e_keys p
	e2e_wait "Same Game: the packs' boards"
	e2e_wait 'standard:20 '
	e2e_shows 'standard:1 ' || e2e_fail "the first board went"
	! e2e_shows ' of 20)' || e2e_fail "a count where every board shows"
	e2e_resize 56 10
	e2e_wait "Same Game: the packs' boards (1-7 of 20)"
	e2e_wait 'standard:7 '
	e2e_keys End
	e2e_wait "Same Game: the packs' boards (14-20 of 20)"
	e2e_wait 'standard:20 '
	e2e_wait_gone 'standard:13 '
	e2e_resize 80 24
	e2e_wait 'standard:1 '
	e2e_wait_gone ' of 20)'
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# The last board of a pack has no next: the footer does not offer n,
# in play nor at the end, where n says only that it is the last.
case_pack_last() {
	e2e_start 80 24 same standard:20 --no-animation
	e2e_wait 'standard:20'
	e2e_wait 'q quit'
	e2e_shows 'n next' && e2e_fail "n offered on the last board"
	e2e_keys n
	e2e_wait 'standard:20 is the last board of its pack.'
	e2e_shows 'n next' && e2e_fail "n offered on the last board"
	# The board before it has a next, and names it.
	e2e_keys '['
	e2e_wait 'standard:19'
	e2e_wait 'n next'
	e2e_keys ']'
	e2e_wait 'standard:20'
	e2e_wait_gone 'n next'
	e2e_keys a
	e2e_wait 'Final score:'
	e2e_wait 'q quit'
	e2e_shows 'n next' && e2e_fail "n offered at the last board's end"
	e2e_shows 'R restart' || e2e_fail "R not offered at the end"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A bad line in the scores file hides only itself: the good lines are
# shown, and the words about the bad one whole; a file that does not
# open is named, whole, without a line.
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
	# A file that does not open has no line at fault to name.
	rm "$XDG_DATA_HOME/tumble/scores"
	mkfifo "$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'High scores'
	e2e_keys S
	e2e_wait_said "$XDG_DATA_HOME/tumble/scores: a FIFO, not a regular file."
	e2e_wait 'No scores to show.'
	e2e_keys q
	e2e_wait 'Big board'
	e2e_keys q
	e2e_wait 'exit=0'
	# A file where the data folder should be: the words name the file,
	# so that "no such folder" says which (they named none).
	rm -r "$XDG_DATA_HOME/tumble"
	echo x >"$XDG_DATA_HOME/tumble"
	e2e_start 80 24
	e2e_wait 'High scores'
	e2e_keys S
	e2e_wait_said "$XDG_DATA_HOME/tumble/scores: no such folder."
	e2e_wait 'No scores to show.'
	e2e_keys q
	e2e_wait 'Big board'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The high-score screen from the menu and from a game: each kind's best
# with dates, its best assisted game apart.
# More boards than the score screen's list has rows: its header says
# which show, as the packs' boards' title does, so that the list is seen
# to go on past its last row; with all of them shown, it says nothing.
case_score_screen_kinds_counted() {
	local size
	mkdir -p "$XDG_DATA_HOME/tumble"
	for size in 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
		printf 'same-%dx%dx3 %d 2026-01-01\n' "$size" "$size" "$size"
	done >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'High scores'
	e2e_keys S
	e2e_wait_re '^ +Board \(1-10 of 14\) +3x3, 3 colours$'
	e2e_keys End
	e2e_wait_re '^ +Board \(5-14 of 14\) +16x16, 3 colours$'
	e2e_keys q q
	e2e_wait 'exit=0'
	printf 'same-3x3x3 3 2026-01-01\n' >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'High scores'
	e2e_keys S
	e2e_wait_re '^ +Board +3x3, 3 colours$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

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
	# The boards by their sizes as numbers: 8x8 before 10x15.  A blank
	# from the rule, as the kind's name and the scores have.
	e2e_wait '| No score yet.'
	e2e_wait "Best assisted game: 700, 2026-01-05"
	e2e_keys Down
	e2e_wait '   1       3000  2026-01-02'
	e2e_wait '   2       2000  2026-01-03'
	e2e_wait "Best assisted game: 5000, 2026-01-04"
	e2e_keys j
	e2e_wait '   1       1234  2026-01-01'
	e2e_wait "No assisted game."
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

"case_$1"
