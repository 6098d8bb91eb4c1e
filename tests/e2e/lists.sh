#!/usr/bin/env bash
# End-to-end tests of the one list every list screen shares (the title
# menu, the packs' boards, the Mayan level menu, the score screen): its
# keys, the mouse wheel, a click, the rule at the ends and the columns'
# headers; the custom board screen's digits and ends; and the random
# puzzle's moves kept across runs.  The real binary in a private tmux
# server (lib.sh).  Usage: lists.sh CASE (one meson test per case).
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
LEVELS=$(ls "$TUMBLE_TESTS/../data/levels/mayan" | grep -c '\.in$')

# lists_wheel up|down [COUNT]: turn the wheel COUNT notches (1 unless
# said) with the pointer in the middle of the screen, as a terminal in
# SGR mouse mode reports it: button 64 up, 65 down.
lists_wheel() {
	local button=64 i
	[ "$1" = down ] && button=65
	for ((i = 0; i < ${2:-1}; i++)); do
		e2e_tmux send-keys -t game -l $'\e[<'"$button;40;12M"
	done
}

# lists_game_of NAME: wait for the Same Game screen of pack board NAME.
lists_game_of() {
	e2e_wait_re "TUMBLE  Same Game +$1\$"
}

lists_scores_file() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '%s\n' 'same-10x15x3 800 2026-01-05' \
		'same-8x8x3 3000 2026-01-02' \
		'same-standard-3 1234 2026-01-01' >"$XDG_DATA_HOME/tumble/scores"
}

# Up at the top and Down at the bottom stay; Home, End, PgUp, PgDn and
# j, k move alike on every list.
case_keys() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	# The menu starts on Same Game: Up is Continue, and Up again stays
	# there (it went round to Quit before).
	e2e_keys Up Up Enter
	e2e_wait 'No game is kept to continue: a game quit before its end'
	e2e_keys End Down Up Enter
	e2e_wait 'Help: tumble'
	e2e_keys q
	e2e_keys Home j j Enter
	e2e_wait 'Board: 15x15:5:'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	# The packs' boards.
	e2e_keys p
	e2e_wait 'standard:1 '
	e2e_keys Up Enter
	lists_game_of 'standard:1'
	e2e_keys q
	e2e_wait "Same Game: the packs' boards"
	e2e_keys End Down Enter
	lists_game_of 'standard:20'
	e2e_keys q
	e2e_wait "Same Game: the packs' boards"
	e2e_keys PgUp k j Enter
	lists_game_of 'standard:2'
	e2e_keys q
	e2e_wait "Same Game: the packs' boards"
	e2e_keys Home PgDn Enter
	lists_game_of 'standard:20'
	e2e_keys q
	e2e_wait "Same Game: the packs' boards"
	e2e_keys q
	e2e_wait 'Make a puzzle'
	# The level menu: the random puzzle's line is the last.
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_keys Up Up Enter
	e2e_wait "Level 1 of $LEVELS"
	e2e_keys q
	e2e_wait 'Mayan levels'
	e2e_keys End Down Up Enter
	e2e_wait "Level $LEVELS of $LEVELS"
	e2e_keys q
	e2e_wait 'Mayan levels'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	# The score screen: Down on the last board stays on it.
	lists_scores_file
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys S
	e2e_wait '   1       3000  2026-01-02'
	e2e_keys End Down
	e2e_wait '   1       1234  2026-01-01'
	e2e_keys k
	e2e_wait '   1        800  2026-01-05'
	e2e_keys Home Up
	e2e_wait '   1       3000  2026-01-02'
	e2e_keys PgDn
	e2e_wait '   1       1234  2026-01-01'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# The mouse wheel moves the choice of every list a line a notch, and
# stops at the ends as the keys do.
case_wheel() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	# From Same Game, two notches down: Easy board.
	lists_wheel down 2
	e2e_keys Enter
	e2e_wait 'Board: 8x8:3:'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	# Up past the top stays on Continue.
	lists_wheel up 5
	e2e_keys Enter
	e2e_wait 'No game is kept to continue: a game quit before its end'
	e2e_keys p
	e2e_wait 'standard:1 '
	lists_wheel down 3
	e2e_keys Enter
	lists_game_of 'standard:4'
	e2e_keys q
	e2e_wait "Same Game: the packs' boards"
	# The list scrolls to keep the choice in sight, in a terminal too
	# short for every board (80x24 shows them all).
	e2e_resize 80 16
	lists_wheel down 30
	e2e_wait_gone 'standard:1 '
	e2e_resize 80 24
	e2e_keys Enter
	lists_game_of 'standard:20'
	e2e_keys q q
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'Mayan levels'
	lists_wheel down 2
	e2e_keys Enter
	e2e_wait "Level 3 of $LEVELS"
	e2e_keys q q q
	e2e_wait 'exit=0'
	lists_scores_file
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys S
	e2e_wait '   1       3000  2026-01-02'
	lists_wheel down
	e2e_wait '   1        800  2026-01-05'
	lists_wheel down 3
	e2e_wait '   1       1234  2026-01-01'
	lists_wheel up
	e2e_wait '   1        800  2026-01-05'
	# A help page longer than the terminal scrolls with the wheel.
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys '?'
	e2e_wait 'Up/Down, PgUp/PgDn scroll; any other key goes back'
	e2e_wait 'pick an entry'
	lists_wheel down 3
	e2e_wait_gone 'pick an entry'
	lists_wheel up 3
	e2e_wait 'pick an entry'
	# Its paging keys move it as they move a list, and keep it open.
	e2e_keys NPage
	e2e_wait_gone 'pick an entry'
	e2e_wait 'Help: tumble'
	e2e_keys PPage
	e2e_wait 'pick an entry'
	e2e_keys End
	e2e_wait_said "remembered in $XDG_DATA_HOME/tumble/same-custom."
	e2e_wait_gone 'pick an entry'
	e2e_keys Home
	e2e_wait 'pick an entry'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	# A page that fits goes back on any key, Down too, as it says.
	e2e_keys t
	e2e_wait 'Statistics'
	e2e_keys '?'
	e2e_wait 'Any key goes back'
	e2e_keys Down
	e2e_wait_gone 'Help: Statistics'
	e2e_wait 'Statistics'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

# lists_whole_game: wait until the game's screen is on show whole: it is
# written a line at a time, and its footer is the last.
lists_whole_game() {
	e2e_wait 'Moves: 0'
	e2e_wait '? help  q quit'
}

# The wheel over a game's board changes nothing: no move, no scroll.
case_wheel_board() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	lists_whole_game
	local before after
	before=$(e2e_screen)
	e2e_tmux send-keys -t game -l $'\e[<65;30;10M\e[<64;30;10M\e[<65;20;5M'
	# A key after the wheel, so the wheel has surely been read.
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_keys q
	lists_whole_game
	after=$(e2e_screen)
	[ "$before" = "$after" ] || e2e_fail "the wheel changed the board"
	e2e_start 80 24 mayan "$TUMBLE_TESTS/data/mayan/sample.txt"
	lists_whole_game
	before=$(e2e_screen)
	e2e_tmux send-keys -t game -l $'\e[<65;30;10M\e[<64;30;10M'
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_keys q
	lists_whole_game
	after=$(e2e_screen)
	[ "$before" = "$after" ] || e2e_fail "the wheel changed the board"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A click on a line of the score screen's boards chooses it; on the
# packs' boards and the level menu it plays it.
case_click() {
	lists_scores_file
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys S
	e2e_wait '   1       3000  2026-01-02'
	e2e_wait 'standard:3'
	local row
	# On the board's name, wherever the screen centres it.
	e2e_click $(e2e_where 'standard:3')
	e2e_wait '   1       1234  2026-01-01'
	# The header is no line to choose.  A key that does nothing follows
	# the click: once its word shows, the click was read.
	e2e_click $(e2e_where 'Board')
	e2e_keys z
	e2e_wait 'z does nothing here; ? shows the keys.'
	e2e_shows '   1       1234  2026-01-01' ||
		e2e_fail "a click on the header chose a line"
	e2e_keys q p
	e2e_wait 'standard:5 '
	row=$(e2e_screen | grep -n 'standard:5 ' | cut -d: -f1)
	e2e_click 20 "$row"
	lists_game_of 'standard:5'
	e2e_keys q q m
	e2e_wait 'Mayan levels'
	e2e_wait_re '^ +2    '
	row=$(e2e_screen | grep -nE '^ +2    ' | cut -d: -f1)
	e2e_click 20 "$row"
	e2e_wait "Level 2 of $LEVELS"
	e2e_keys q q q
	e2e_wait 'exit=0'
}

# Every column is named, and every list's help page tells its rule.
case_headers() {
	lists_scores_file
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys '?'
	e2e_wait 'PgUp, PgDn'
	# The title menu's page is a little longer than 24 lines.
	e2e_keys Down Down Down Down
	e2e_wait 'Up on the first line and Down on the last stay there.'
	e2e_keys q p
	e2e_wait_re '^ +Board +Size +Colours +Best score +Marks$'
	e2e_until e2e_shows_re '^ +standard:3 +15x15 +5 +1234 +----$' ||
		e2e_fail "the columns do not line up with their header"
	e2e_keys '?'
	e2e_wait 'Up on the first line and Down on the last stay there.'
	e2e_wait 'Home, End'
	e2e_keys q q m
	e2e_wait_re '^ +No\. +Level +Moves +Solved$'
	e2e_keys '?'
	e2e_wait 'Up on the first line and Down on the last stay there.'
	e2e_keys q q S
	e2e_wait_re '^ +Board {2,}8x8, 3 colours$'
	e2e_keys '?'
	e2e_wait 'Up on the first line and Down on the last stay there.'
	e2e_wait 'The mouse wheel'
	e2e_keys q q q
	e2e_wait 'exit=0'
}

# The custom board screen: digits typed in a row set a field, Left and
# Right stop at the ends of its range, a key it has no use for is said,
# and its help lines are whole.
case_custom() {
	local file="$XDG_DATA_HOME/tumble/same-custom"
	# Tall enough for every size, so that Enter plays each one.
	e2e_start 80 30
	e2e_wait '12x12, 4 colours: your own size'
	e2e_keys c
	e2e_wait 'Enter plays a 12x12 board with 4 colours.'
	e2e_keys 2 0
	e2e_wait 'Enter plays a 20x12 board with 4 colours.'
	# Past the range: its end, and said.  A third digit starts a new
	# number.
	e2e_keys Down 2 5
	e2e_wait 'Columns go from 1 to 20: 25 became 20.'
	e2e_keys Left Right
	e2e_wait 'Enter plays a 20x20 board with 4 colours.'
	e2e_keys 7
	e2e_wait 'Enter plays a 20x7 board with 4 colours.'
	e2e_keys 1 Right 3
	e2e_wait 'Enter plays a 20x3 board with 4 colours.'
	e2e_keys Down 9
	e2e_wait 'Colours go from 1 to 6: 9 became 6.'
	e2e_keys 0
	e2e_wait 'Colours go from 1 to 6: 0 became 1.'
	# A key it has no use for is said, as on every screen.
	e2e_keys z
	e2e_wait 'z does nothing here; ? shows the keys.'
	# Clearable, shown as no or yes, is typed as 0 or 1.
	e2e_keys Down 5
	e2e_wait 'Clearable is 0 (no) or 1 (yes): 5 became yes.'
	e2e_keys 0 Up
	e2e_wait 'Enter plays a 20x3 board with 1 colour.'
	# The ends hold: one more than 20 is 20, one less than 1 is 1.
	e2e_keys Left h - Up
	e2e_wait 'Enter plays a 20x3 board with 1 colour.'
	e2e_keys Up Right l +
	e2e_wait 'Enter plays a 20x3 board with 1 colour.'
	e2e_keys Home 0 Down Left Left Left
	e2e_wait 'Enter plays a 1x1 board with 1 colour.'
	e2e_keys Down 5 Up 1 5 Up 9
	e2e_wait 'Enter plays a 9x15 board with 5 colours.'
	# As it is said: an eight.
	e2e_keys Left
	e2e_wait 'Enter plays an 8x15 board with 5 colours.'
	e2e_keys Right
	e2e_wait 'Enter plays a 9x15 board with 5 colours.'
	e2e_wait_re 'Left/Right change +0-9 number +Enter play'
	e2e_keys '?'
	e2e_wait_re '^  Left/Right, hl +one less, one more, up to the range.s ends$'
	e2e_wait_re '^  0-9 +type the number: 2 then 0 is 20$'
	e2e_keys q Enter
	e2e_wait 'Board: 9x15:5:'
	grep -qx 'size 9x15' "$file" || e2e_fail "the size was not kept"
	e2e_keys q
	e2e_wait '9x15, 5 colours: your own size'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The level menu's random line starts at the moves of the last random
# puzzle made, in an earlier run too.
case_random_kept() {
	local file="$XDG_DATA_HOME/tumble/mayan-random"
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys m End
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys Left Left
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys Enter
	e2e_wait 'Random 2 moves, seed '
	e2e_wait 'Moves: 0/2'
	e2e_keys q
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys q q
	e2e_wait 'exit=0'
	grep -qx 'moves 2' "$file" || e2e_fail "the moves were not kept"
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys m End
	e2e_wait 'Random puzzle: 2 moves'
	e2e_keys q q
	e2e_wait 'exit=0'
	# Mended by hand, it is read.
	printf '# mine\n\nmoves 6\n' >"$file"
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys m End
	e2e_wait 'Random puzzle: 6 moves'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A random puzzle made from a level menu opened over a game played from
# the first menu: back on the first, its random line starts at that
# puzzle's moves, not at those it was opened with.
case_random_kept_below() {
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'First Steps'
	e2e_keys Enter
	e2e_wait 'Level 1 of '
	e2e_keys L End Right Right
	e2e_wait 'Random puzzle: 6 moves'
	e2e_keys Enter
	e2e_wait 'Random 6 moves, seed '
	e2e_wait 'Moves: 0/6'
	e2e_keys q
	e2e_wait 'Mayan levels'
	e2e_keys End
	e2e_wait 'Random puzzle: 6 moves'
	# The moves chosen on the line stay while no puzzle is made.
	e2e_keys Left
	e2e_wait 'Random puzzle: 5 moves'
	e2e_keys '?'
	e2e_wait 'Help: Mayan levels'
	e2e_keys q
	e2e_wait 'Random puzzle: 5 moves'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A damaged or hostile file is passed over, and named where it is
# damaged: the line starts at 4 moves, and the next puzzle made replaces
# it.
case_random_damaged() {
	local file="$XDG_DATA_HOME/tumble/mayan-random" bad
	mkdir -p "$XDG_DATA_HOME/tumble"
	for bad in 'moves 99' 'moves -1' 'moves 3 and more' 'moves' \
	    "$(printf '\001\377\033[2J')" "$(head -c 3000 /dev/zero | tr '\0' 7)"; do
		printf '%s\n' "$bad" >"$file"
		e2e_start 90 30
		e2e_wait 'Make a puzzle'
		e2e_keys m End
		e2e_wait 'Random puzzle: 4 moves'
		e2e_wait 'mayan-random:1:'
		e2e_keys q q
		e2e_wait 'exit=0'
	done
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys m End
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys Left
	e2e_wait 'Random puzzle: 3 moves'
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_keys q q q
	e2e_wait 'exit=0'
	grep -qx 'moves 3' "$file" || e2e_fail "the damaged file was not replaced"
	# A folder in its place: no crash, no number, the game goes on.
	rm -f "$file"
	mkdir "$file"
	e2e_start 90 30
	e2e_wait 'Make a puzzle'
	e2e_keys m End
	e2e_wait 'Random puzzle: 4 moves'
	e2e_wait 'mayan-random: a folder, not a regular file'
	e2e_keys Enter
	e2e_wait 'Moves: 0/4'
	e2e_keys q
	e2e_wait 'Random puzzle: 4 moves'
	e2e_keys q q
	e2e_wait 'exit=0'
}

"case_$1"
