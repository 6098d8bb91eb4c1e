#!/usr/bin/env bash
# End-to-end tests of the Mayan screen's answer and the puzzle's end: s,
# G and the hints with their searches, cancelled or sought ahead, the
# answer at a small size, t on a failed puzzle, an assisted solve, and
# the end's words that stay, with or without a data folder.  The real
# binary in a private tmux server, driven by keys, read back from the
# screen.  Usage: mayan_answer.sh CASE (one meson test per case).  Exit
# 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/mayan_lib.sh"

case_solve() {
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	e2e_keys s
	e2e_wait 'Answer from move 1:'
	# The panel's lines are drawn after its heading, the words under
	# the board after them.
	e2e_wait_said 'The answer is beside the board; g shows its next move'
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
	# From a wrong position there is no answer.  The undo brings the
	# cursor back to (2,1), with the block.
	e2e_keys u Left Space Left
	e2e_wait 'Move 1 of 3: 1 1 -1'
	e2e_keys s
	e2e_wait 'No answer from here with 2 moves left'
	e2e_keys q y
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
	e2e_until mayan_searching_or_shows 'Answer from move 1:'
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
	# The search has ended, and the screen takes its answer in at its
	# next tick, which nothing shows.  Enter alone at the : prompt takes
	# it in too, before the game's screen reads another key: once x,
	# sent when the game's screen is back, is answered, the answer
	# found is the game's (s searches no more, below) and must not
	# show.  A look after a pause could come before any tick.
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys Enter
	e2e_until mayan_back_in_game || e2e_fail "not back in the game"
	e2e_keys x
	e2e_wait 'x does nothing here'
	e2e_shows_none 'from move' || e2e_fail "an answer shown unasked"
	e2e_keys s
	e2e_until mayan_searching_or_shows 'from move 2'
	mayan_quiet || e2e_fail "s searched again"
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# A puzzle of more than 7 moves played at a moment's pace is reviewed as
# it ends from what the searches ahead found, with no search of its own:
# (0,0) right ten times on a 10-move puzzle, each once the search from
# the position shown has ended.
case_long_reviewed() {
	e2e_start 90 30 mayan "$DATA/ahead.txt" --no-animation
	e2e_wait 'Moves: 0/10'
	local k
	for k in 1 2 3 4 5 6 7 8 9 10; do
		E2E_DEADLINE=240 e2e_until mayan_quiet ||
			e2e_fail "the search ahead of move $k goes on"
		e2e_keys Space Right
		e2e_wait "Moves: $k/10"
		# The cursor went with the block: back to (0,0).
		e2e_keys Left
	done
	e2e_wait_said 'Move 1, (0,0) right, made it impossible: t goes back'
	e2e_keys t
	e2e_wait 'Back to before move 1: from here (1,0) right still'
	e2e_keys q y
	e2e_check_sane_terminal 0
	# The search from the start held (held_search.c), as a machine too
	# busy to end it before the first move: what made it impossible is
	# not known, and t says so.
	local E2E_ENV="$E2E_ENV LD_PRELOAD='${TUMBLE_HELD_SEARCH:?}'"
	e2e_start 90 30 mayan "$DATA/ahead.txt" --no-animation
	e2e_wait 'Moves: 0/10'
	for k in 1 2 3 4 5 6 7 8 9 10; do
		e2e_keys Space Right
		e2e_wait "Moves: $k/10"
		e2e_keys Left
	done
	e2e_wait_said 'Out of moves with 24 blocks left.  u undoes, R restarts.'
	e2e_keys t
	e2e_wait_said 'Which move made it impossible is not known: on a puzzle of more than 7 moves, only when the answer from each position was found before the next move.'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# At 40x16 a 10-move answer has more moves than the board has rows: it
# goes on under the board, in the lines spare there, whole (it was cut
# to 7 moves and "..."), and stays whole as it is played.
case_answer_small() {
	e2e_start 40 16 mayan --random 10 --seed 3 --no-animation
	e2e_wait 'Moves: 0/10'
	e2e_keys s
	e2e_wait '> (0,2) right'
	e2e_wait_re '^   0  1  2  3  4     \(1,1\) right$'
	e2e_wait_re '^ {21}\(2,1\) right$'
	e2e_shows_none '...' || e2e_fail "the answer is cut"
	e2e_wait 'The answer is beside the board; g shows'
	local k
	for k in 1 2 3 4 5 6 7 8; do
		e2e_keys G
		e2e_wait "Moves: $k/10"
	done
	e2e_wait_re '^ {19}> \(3,1\) right$'
	e2e_wait_re '^6  [ .0-9]*     \(0,2\) right$'
	e2e_shows_none '...' || e2e_fail "the answer is cut"
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# t goes back to before the move that made the puzzle impossible and
# lights the move that still clears it; the answer sought ahead from
# there, the same move first, leaves it lit.
case_try_again_lit() {
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	mayan_lose_sample
	e2e_wait 'Move 2, (0,0) right, made it'
	e2e_keys t
	e2e_wait 'Back to before move 2: from here (3,1) right still'
	e2e_until mayan_quiet || e2e_fail "the search ahead goes on"
	# The screen takes the answer in at its next tick, which nothing
	# shows, and a loaded machine may tick after this look: that the
	# move stays lit once the answer is taken in is check_ui_mayan's
	# proof, and this looks at the real screen.
	e2e_nap 0.5
	e2e_screen | grep -qE '^ *1  .*\[  3  >' ||
		e2e_fail "the move that still clears it is no longer lit"
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# A key that plays, picks up or helps, pressed on a failed puzzle, says
# why it does nothing in words that name again the move that made it
# impossible and t, which the footer offers, not only u and R.
case_failed_words_stay() {
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	mayan_lose_sample
	local end='Out of moves with 12 blocks left.  Move 2, (0,0) right,'
	end+=' made it impossible: t goes back to before it.'
	e2e_wait_said "$end"
	local key said='No moves left: move 2, (0,0) right, made it'
	said+=' impossible; t goes back to before it.'
	for key in Space g G s; do
		e2e_keys "$key"
		e2e_wait_said "$said"
		e2e_shows_none 'u undoes' || e2e_fail "$key left out t"
		# The end again, said as it was.
		e2e_keys u
		e2e_wait 'Moves: 2/3'
		e2e_keys r
		e2e_wait_said "$end"
	done
	e2e_keys t
	e2e_wait 'Back to before move 2: from here (3,1) right still'
	e2e_keys q y
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
	# The count over the levels says it too, so the + is no surprise.
	e2e_wait '0 of 3 solved, 1 assisted; '
	e2e_wait_re '^ +1  \+ .*solved assisted'
	# The level is still the one to solve: the menu starts on it.
	e2e_keys Enter
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys Space Right Left Down Space Right
	e2e_wait 'First solve: 3 moves'
	e2e_wait 'made, none wasted.'
	e2e_keys L
	e2e_wait '1 of 3 solved; '
	e2e_wait_re '^ +1  C .*solved clean'
	e2e_keys q q
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
	# The level is solved, undo or not: ] leaves it at once, asking
	# nothing, for there is nothing left to lose.
	e2e_keys ']'
	e2e_wait 'Level 2 of 3'
	e2e_wait 'Moves: 0/'
	! e2e_says '(y/n)' || e2e_fail "] asked before leaving a solved level"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# With no data folder to use (its name too long), a level says so once
# at 80x24, as it begins, naming what it would keep; solved, the end and
# the last move stay on show.  It said its progress as it began and its
# marks when solved, each naming the folder, over three lines.
case_level_nothing_kept() {
	local long nothing said
	printf -v long '%4000s' ''
	E2E_ENV+=" XDG_DATA_HOME=/${long// /d}"
	nothing="Nothing is kept (progress, marks): the data folder's name is"
	nothing+=" too long; set XDG_DATA_HOME to a shorter one."
	e2e_start 80 24 mayan 01-sample
	e2e_wait 'Level 1 of 3'
	e2e_wait_said "$nothing"
	e2e_keys Right Right Up Space Right Space Right Left Down Space Right
	e2e_wait 'Solved in exactly 3 moves!  ] plays the next level.'
	e2e_wait 'Move 3 of 3: 3 0 1'
	e2e_says "$nothing" || e2e_fail "the folder's trouble went unsaid"
	said=$(e2e_screen | grep -o 'XDG_DATA_HOME' | wc -l)
	[ "$said" = 1 ] || e2e_fail "the folder was named $said times"
	e2e_shows_none 'not kept' || e2e_fail "a file was said apart"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A key with nothing to do on a level solved (one of no table, Space, s,
# an arrow) leaves the end's words on show, its marks too: "x does
# nothing here" and "Solved already." wiped them for good.  The end's
# own keys go on working.
case_end_stray_keys() {
	local end='Solved in exactly 3 moves!  ] plays the next level.'
	local marks='New marks: solved, solved clean.'
	e2e_start 90 30 mayan 01-sample
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right Space Right Left Down Space Right
	e2e_wait_said "$marks"
	local key
	for key in x Space s Left z; do
		# The help page opens once the key before it was read.
		e2e_keys "$key" '?'
		e2e_wait 'Help: '
		e2e_keys q
		e2e_wait 'Moves: 3/3'
		e2e_says "$end" && e2e_says "$marks" ||
			e2e_fail "$key wiped the end's words"
	done
	e2e_shows_none 'does nothing here' && e2e_shows_none 'Solved already' ||
		e2e_fail "a stray key was answered over the end"
	e2e_keys ']'
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

"case_$1"
