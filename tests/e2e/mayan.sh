#!/usr/bin/env bash
# End-to-end tests of the Mayan screen in play: keys, mouse, moves,
# hints, the answer and its searches, titles and layout.  The real
# binary in a private tmux server, driven by keys and mouse reports,
# read back from the screen.  Usage: mayan.sh CASE (one meson test per
# case).  Exit 77 skips.
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

"case_$1"
