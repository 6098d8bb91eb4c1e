#!/usr/bin/env bash
# End-to-end tests of Same Game boards by size in the terminals they
# need: sizes up to 15x20 at 80x24 and narrower balls below it, the
# biggest board in the usual 80x24 and at its smallest sizes, every one
# of them named when the terminal is too small, a custom board too big
# for the terminal, a board of one ball, and the review's help as the
# terminal shrinks below its chart and grows again (it kept the words it
# opened with).  The real binary in a private tmux server,
# driven by keys and clicks, read back from the screen.  Usage:
# same_sizes.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/same_lib.sh"

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
	e2e_wait 'Space remove'
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
	e2e_start 80 23 same 20x20:6:1
	e2e_wait 'need 40x25 or 63x24, have 80x23'
	# 26 lines, the fewest that keep the cursor's line for a 20x20
	# board, keep it and the board's name (on the status line), not the
	# opening tip's second line.
	e2e_tmux resize-window -t game -x 80 -y 26
	e2e_wait_re 'Score: 0   Balls: 400   Moves: 0 +Board: 20x20:6:1$'
	e2e_wait 'Cursor (1,1): '
	e2e_tmux resize-window -t game -x 80 -y 27
	e2e_wait_re '^ +TUMBLE  Same Game +Board: 20x20:6:1$'
	e2e_wait 'Cursor (1,1): '
	# Narrower, two-digit column numbers take two lines: one line more.
	e2e_tmux resize-window -t game -x 40 -y 24
	e2e_wait 'need 40x25 or 63x24, have 40x24'
	e2e_tmux resize-window -t game -x 80 -y 28
	e2e_wait 'Board: 20x20:6:1'
	e2e_wait 'Balls: 400'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A custom board the terminal cannot show is not started: the menu says,
# in the too-small screen's words, what the terminal must be, and Enter
# adds the way out; once enlarged, Enter plays it.  What it must be is
# every smallest terminal that shows it: with narrower balls 20x20 takes
# 40 columns and a line more, where only the size of the terminal's own
# width was named ("need 40x25, have 50x24" where 63x24 does too).  In
# the screen's fewest lines and columns the words stay whole.
case_custom_too_big() {
	local too_small='Terminal too small for 20x20: need 40x25 or 63x24,'
	e2e_start 80 23
	e2e_wait '12x12, 4 colours: your own size'
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	e2e_keys 2 0 Down 2 0
	e2e_wait "$too_small have 80x23."
	e2e_keys Enter
	e2e_wait_said 'Enlarge it, or choose a smaller board.'
	e2e_shows 'Same Game: custom board' || e2e_fail "the board started"
	[ ! -e "$XDG_DATA_HOME/tumble/same-custom" ] ||
		e2e_fail "a board not played was remembered"
	e2e_resize 50 24
	e2e_wait_said "$too_small have 50x24. Enlarge it, or choose a smaller \
board."
	e2e_resize 50 12
	e2e_wait_said "$too_small have 50x12. Enlarge it, or choose a smaller \
board."
	e2e_shows '...' && e2e_fail "words cut: $(e2e_screen)"
	e2e_resize 80 24
	e2e_wait 'Enter plays a 20x20 board with 4 colours.'
	e2e_keys Enter
	e2e_wait 'Balls: 400'
	e2e_keys q
	e2e_wait '20x20, 4 colours: your own size'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A board the terminal is too small for names every smallest terminal
# that shows it, on the game's too-small screen and its review's, as the
# custom board's line does: a 20x20 board takes 63x24, or 40x25 with its
# balls narrower, where only the size for the terminal's own width was
# named ("need 40x25, have 50x24").  At 20 columns the words break
# between lines whole; each size named shows the screen again.
case_too_small_named() {
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=0.2"
	e2e_start 50 24 same 20x20:1:1 --no-animation
	e2e_wait_said 'Terminal too small: need 40x25 or 63x24, have 50x24'
	e2e_resize 20 10
	e2e_wait_said "Terminal too small: need 40x25 or 63x24, have 20x10 \
Enlarge it or press q"
	e2e_resize 63 24
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait 'w review'
	e2e_keys w
	e2e_wait_said 'Move 1 cost nothing'
	e2e_resize 62 24
	e2e_wait_said 'Terminal too small: need 40x25 or 63x24, have 62x24'
	e2e_resize 40 25
	e2e_wait_said 'Move 1 cost nothing'
	e2e_resize 80 23
	e2e_wait_said 'Terminal too small: need 40x25 or 63x24, have 80x23'
	e2e_resize 63 24
	e2e_wait_said 'Move 1 cost nothing'
	e2e_keys q
	e2e_wait 'w review'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The biggest board played in the usual 80x24: its 20 rows and their
# column numbers, the status beside them, one figure a line, and the two
# lines under them for the newest words (a hint, a move, a plan), whole;
# the end names the final score, and the review says the move shown.
case_tall_board() {
	e2e_start 80 24 same 20x20:6:1 --no-animation
	e2e_wait_re '^ 20  [RGBYPC]  [RGBYPC] '
	# Drawn with the board, from the first frame.
	e2e_shows_re '^ 20  [RGBYPC]( +[RGBYPC]){19}  Score: 0$' ||
		e2e_fail "no score beside the board"
	e2e_shows_re '^ 19 .*[RGBYPC]  Balls: 400$' ||
		e2e_fail "no balls beside the board"
	e2e_shows_re '^ 18 .*[RGBYPC]  Moves: 0$' ||
		e2e_fail "no moves beside the board"
	e2e_shows_re '^ 17 .*[RGBYPC]  Board:$' ||
		e2e_fail "no board's id beside the board"
	e2e_shows_re '^ 16 .*[RGBYPC]  20x20:6:1$' ||
		e2e_fail "no board's id beside the board"
	e2e_shows_re '^ +Score:' && e2e_fail "a status line under the board"
	e2e_wait '  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20'
	# The cursor's words and the opening tip in the two lines.
	e2e_wait_re '^ Cursor \(1,1\): a lone [RGBYPC] ball, nothing to remove\.$'
	e2e_wait_re '^ Remove a cluster of m balls \(2 or more, one colour\) for \(m-2\)\^2 points\.$'
	# A plan stopped at once: its words take both lines, whole, and the
	# status stays beside the board.
	e2e_keys H Escape
	e2e_wait_said "greedy's 218."
	e2e_wait_re '^ Planning stopped: the best line found so far: remove '
	e2e_says "Planning stopped: the best line found so far: remove" ||
		e2e_fail "the plan's first line gone"
	e2e_says "; expected final score" || e2e_fail "the plan's words cut"
	e2e_shows '...' && e2e_fail "words cut"
	e2e_shows_re '[RGBYPC]  Score: 0$' || e2e_fail "the words took the score"
	e2e_shows_re '[RGBYPC]  Moves: 0$' || e2e_fail "the words took the moves"
	e2e_shows_re '[RGBYPC]  20x20:6:1$' ||
		e2e_fail "the words took the board's id"
	e2e_keys g
	e2e_wait_re '^ Hint: greedy removes 7 Y balls at \(10,15\) for 25 points\.$'
	e2e_keys Space
	e2e_wait_re '  Score: 25$'
	e2e_wait_re '  Balls: 393$'
	e2e_wait_re '  Moves: 1$'
	e2e_wait_re '^ Move 1 at \(10,15\): removed 7 balls of color Y, got 25 points\.$'
	e2e_keys H
	e2e_wait_re "^ Plan: remove .*, greedy's [0-9]+\\.\$"
	e2e_shows '...' && e2e_fail "words cut"
	e2e_shows_re '  Moves: 1$' || e2e_fail "the plan took the status's place"
	e2e_keys q y
	e2e_wait 'exit=0'
	# One colour: a move clears the board, and the end's words say the
	# score beside which the status keeps its own.
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=0.2"
	e2e_start 80 24 same 20x20:1:1 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait_said 'Final score: 159404'
	e2e_wait_re '  Score: 159404$'
	# The planner's mark added, the words keep the score.
	e2e_wait_said 'matched the planner.'
	e2e_says 'Final score: 159404' || e2e_fail "the final score not said"
	e2e_shows '...' && e2e_fail "words cut"
	# Its review: the summary and the words on the move shown, without
	# the chart.
	e2e_keys w
	e2e_wait_re "^ You 159404, 100% of the planner's 159404\\. "
	e2e_wait_said 'Move 1 cost nothing: you 400 R balls (1,1)'
	e2e_shows '...' && e2e_fail "review words cut"
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# An id wider than the column beside a 20x20 board (a clearable board's
# seed of 6 digits at 80x24) breaks after its colours, its seed whole on
# the next line, rather than losing its last digit to that line.
case_tall_board_long_id() {
	e2e_start 80 24 same 20x20:6:c791755 --no-animation
	e2e_wait_re '^ 17 .*[RGBYPC]  Board:$'
	e2e_shows_re '^ 16 .*[RGBYPC]  20x20:6:$' ||
		e2e_fail "the id's size and colours not on a line of their own"
	e2e_shows_re '^ 15 .*[RGBYPC]  c791755$' || e2e_fail "the id's seed cut"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The same board at the sizes it needs all of, where one line is left
# under the status: the opening tip says in fewer words what it says at
# 80x24, on that line, and the status shows from the first, no key
# pressed.
case_tall_board_tip() {
	e2e_start 63 24 same 20x20:6:1 --no-animation
	e2e_wait_re '^ Score: 0   Balls: 400   Moves: 0 +Board: 20x20:6:1$'
	e2e_wait_re '^ Remove a cluster of m balls \(2\+, one colour\): \(m-2\)\^2 points\.$'
	e2e_shows_re '^ Score: 0   Balls: 400   Moves: 0 ' ||
		e2e_fail "the tip took the status line's row"
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 40 25 same 20x20:6:1 --no-animation
	e2e_wait_re '^Score: 0   Balls: 400   Moves: 0$'
	e2e_wait_re '^Clusters of m \(2\+\): \(m-2\)\^2 points\.$'
	e2e_shows_re '^Score: 0   Balls: 400   Moves: 0$' ||
		e2e_fail "the tip took the status line's row"
	e2e_keys q
	e2e_wait 'exit=0'
	# Where the status is beside the board, the tip in full.
	e2e_start 80 24 same 20x20:6:1 --no-animation
	e2e_wait_re '[RGBYPC]  Score: 0$'
	e2e_wait_re '^ Remove a cluster of m balls \(2 or more, one colour\) for \(m-2\)\^2 points\.$'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# tall_board_review_help WIDTH HEIGHT: the review of a 20x20 board
# cleared in one move, which has no room for the chart there, and its
# help page: the words on what the screen shows, whole, and none on the
# chart.
tall_board_review_help() {
	e2e_start "$1" "$2" same 20x20:1:1 --no-animation
	e2e_wait 'q quit'
	e2e_keys Space
	e2e_wait 'w review'
	e2e_keys w
	e2e_wait_said 'Move 1 cost nothing'
	e2e_shows_re '[▁▂▃▄▅▆▇█]' && e2e_fail "a chart at $1x$2"
	e2e_keys '?'
	e2e_wait 'Help: Same Game review'
	e2e_wait_said "its estimates, not proofs."
	e2e_says 'chart' && e2e_fail "the help names a chart at $1x$2"
	e2e_shows '...' && e2e_fail "help words cut at $1x$2"
	# Its end, where a page that does not fit scrolls to (any key
	# closes one that fits).
	e2e_shows 'Up/Down scroll' && e2e_keys End
	e2e_wait_said "On the board your move is in small letters, underlined; the planner's choice is lit."
	e2e_wait_said 'TUMBLE_REVIEW_MOVE_SECONDS=S gives each position S seconds (default 0.5).'
	e2e_says 'chart' && e2e_fail "the help names a chart at $1x$2"
	e2e_shows '...' && e2e_fail "help words cut at $1x$2"
	e2e_keys q
	e2e_wait 'q back'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A 20x20 board's review at 80x40, where its chart is drawn, after one
# move.
review_with_chart() {
	e2e_start 80 40 same 20x20:1:1 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait 'w review'
	e2e_keys w
	e2e_wait_said 'Move 1 cost nothing'
	e2e_wait_re '^ *[▁▂▃▄▅▆▇█]+$'
}

case_tall_board_review_help() {
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=0.2"
	tall_board_review_help 63 24
	tall_board_review_help 40 25
	tall_board_review_help 80 24
	# Where the chart is drawn, the help says what it is.
	review_with_chart
	e2e_keys '?'
	e2e_wait_said 'The chart is the best score still in reach after each move.'
	e2e_keys q q q
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
	# Over, but with no move: nothing to review, and no w offered.
	e2e_keys w
	e2e_wait 'No move was played: there is nothing to review.'
	e2e_screen | grep -q 'w review' && e2e_fail "w review offered"
	# No game to rank: the table stays empty.
	[ ! -e "$XDG_DATA_HOME/tumble/scores" ] || e2e_fail "a score was kept"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A board over at its start names only the keys that act there: n (a
# new board) and S, not R (the same dead board again) nor v (the
# planner finds no move).
case_tiny_footer() {
	e2e_start 80 24 same 1x1:2:0
	e2e_wait 'Game over: no cluster of 2 balls.'
	e2e_wait 'q quit'
	e2e_shows 'R restart' && e2e_fail "R offered"
	e2e_shows "v planner's game" && e2e_fail "v offered"
	e2e_wait 'n new  S scores  q quit'
	e2e_keys n
	e2e_wait_gone 'Board: 1x1:2:0'
	e2e_wait 'Game over: no cluster of 2 balls.'
	e2e_shows 'R restart' && e2e_fail "R offered on the new board"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# review_help_says TEXT: the help page, scrolled to its end where it
# scrolls, says TEXT.
review_help_says() {
	e2e_shows 'Up/Down scroll' && e2e_keys End
	e2e_wait_said "$1"
}

case_review_help_resized() {
	local chart='The chart is the best score still in reach after each move.'
	local bare="On the board your move is in small letters, underlined; the planner's choice is lit."
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=0.2"
	review_with_chart
	e2e_keys '?'
	e2e_wait 'Help: Same Game review'
	review_help_says "$chart"
	# 80x24: the review has no room for its chart there.
	e2e_resize 80 24
	e2e_wait 'Help: Same Game review'
	review_help_says "$bare"
	e2e_says 'chart' && e2e_fail "the help names a chart the review lost"
	e2e_resize 80 40
	review_help_says "$chart"
	e2e_keys q
	e2e_wait 'q back'
	e2e_wait_re '^ *[▁▂▃▄▅▆▇█]+$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

"case_$1"
