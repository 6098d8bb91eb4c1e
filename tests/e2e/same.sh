#!/usr/bin/env bash
# End-to-end tests of the Same Game screen in play: keys, mouse and the
# pointer, replay, hints, restarts, an assisted game, the end of a game
# and a game kept to continue (the terminal it plays in, resized, ended
# by a signal, in colours or none: same_terminal.sh).  The real binary
# in a private tmux server, driven by keys and mouse reports, read back
# from the screen.  Usage: same.sh CASE (one meson test per case).
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/same_lib.sh"

case_keys() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'sample.in, board 1'
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait ' 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15'
	e2e_screen | grep -q '^ *10  R  G  G  B  B' || e2e_fail "row 10 not labelled"
	e2e_wait 'Cursor (1,1): 19 G balls, worth 289 points.'
	# Arrows and hjkl.
	e2e_keys Up Up Right
	e2e_wait 'Cursor (3,2)'
	e2e_keys h k
	e2e_wait 'Cursor (4,1): 32 B balls, worth 900 points.'
	e2e_keys Space
	e2e_wait 'Move 1 at (4,1): removed 32 balls of color B, got 900 points.'
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	e2e_keys u
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait 'Undid move 1; r redoes it.'
	e2e_keys r
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	e2e_keys g
	e2e_wait 'Hint: greedy removes 39 R balls at (2,1) for 1369 points.'
	e2e_wait 'Cursor (2,1)'
	e2e_keys G
	e2e_wait 'Move 2 at (2,1): removed 39 balls of color R, got 1369 points.'
	# The rest of the game by cursor keys and Enter alone.
	e2e_play_sample 3 Enter
	e2e_wait "$FINAL"
	e2e_wait 'Move 9 at (1,2): removed 5 balls of color G, got 9 points.'
	# Help, from the key table, and back.
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_wait 'replay greedy to the end; any key stops'
	e2e_keys x
	e2e_wait 'Score: 3661'
	# Quitting a game in progress asks first; a game that ended is
	# recorded, and a move taken back after it makes none in progress.
	e2e_keys u
	e2e_wait 'Moves: 8'
	e2e_keys q
	e2e_check_sane_terminal 0
	[ ! -e "$XDG_DATA_HOME/tumble/continue-same" ] ||
		e2e_fail "a game recorded was kept to continue"
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	e2e_check_sane_terminal 0
}

case_mouse() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	local move cell k=1
	for move in "${SAMPLE_MOVES[@]}"; do
		cell=$(e2e_cell "${move%,*}" "${move#*,}")
		[ -n "$cell" ] || e2e_fail "no cell $move on screen"
		if [ $k = 2 ]; then
			# Press and release in two writes, as a slow click
			# arrives: the release plays the move.
			e2e_tmux send-keys -t game -l $'\e[<0;'"${cell/ /;}"M
			e2e_tmux send-keys -t game -l $'\e[<0;'"${cell/ /;}"m
		else
			e2e_click $cell
		fi
		e2e_wait "Moves: $k"
		e2e_wait "Move $k at ($move)"
		k=$((k + 1))
	done
	e2e_wait "$FINAL"
	# A click off the board does nothing, nor one on a lone ball of the
	# board over: the end's words stay.  The help page opens once the
	# clicks before it were read.
	e2e_click 1 1
	cell=$(e2e_cell 1 1)
	e2e_click $cell
	e2e_keys '?'
	e2e_wait 'Help: '
	e2e_keys q
	e2e_wait "$FINAL"
	e2e_shows_none 'cannot be removed' ||
		e2e_fail "a click on a lone ball was answered over the end"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The cursor follows the pointer, so the cluster under it lights and the
# cursor line gives its size and points; only a click removes it.
case_hover() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Cursor (1,1): 19 G balls'
	[ "$(e2e_option mouse_any_flag)" = 1 ] ||
		e2e_fail "the terminal was not asked for the pointer's moves"
	local cell
	cell=$(e2e_cell 4 1)
	e2e_hover $cell
	e2e_wait 'Cursor (4,1): 32 B balls, worth 900 points.'
	e2e_wait 'Moves: 0'
	# Off the board the cursor stays.
	e2e_hover 1 1
	e2e_keys k
	e2e_wait 'Cursor (5,1)'
	e2e_click $cell
	e2e_wait 'Move 1 at (4,1): removed 32 balls of color B, got 900 points.'
	e2e_keys q y
	e2e_check_sane_terminal 0
	# The shell after it gets no reports of the pointer's moves.
	[ "$(e2e_option mouse_any_flag)" = 0 ] ||
		e2e_fail "the pointer's moves are still reported"
}

# A pointer that keeps moving does not hold the game up: a replay goes on
# while motion reports come faster than its pace.
case_hover_replay() {
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	local cell end=$((SECONDS + E2E_DEADLINE))
	cell=$(e2e_cell 1 1)
	e2e_keys a
	e2e_wait 'Moves: 1'
	while ! e2e_screen | grep -qF 'Moves: 9'; do
		[ $SECONDS -lt $end ] || e2e_fail "the replay stalled"
		e2e_hover $cell
		e2e_nap 0.01
	done
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_replay() {
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_keys a
	# The message breaks onto a second line.
	e2e_wait "$FINAL  Assisted game: not a high"
	e2e_wait 'score (best assisted yet).'
	# Kept apart: the table of the board's kind has no score.
	e2e_wait 'Score: 3661   Balls: 1   Moves: 9'
	e2e_screen | grep -qF 'Best:' && e2e_fail "an assisted game ranked"
	grep -qx 'same-10x15x3-assisted 3661 [0-9-]*' \
		"$XDG_DATA_HOME/tumble/scores" || e2e_fail "score not kept apart"
	! grep -q '^same-10x15x3 ' "$XDG_DATA_HOME/tumble/scores" ||
		e2e_fail "an assisted game entered the table"
	# Any key stops a replay.
	e2e_keys u u u u u u u u u
	e2e_wait 'Moves: 0'
	# The stopping key comes in the same write as the one that starts
	# the replay, and a key waiting goes ahead of a tick that is due, so
	# it is read after the first move however busy the machine is
	# (waiting for 'Moves: 1' can miss its 300 ms on screen).
	e2e_keys a x
	e2e_wait 'Replay stopped.'
	e2e_wait 'Moves: 1'
	# The game ended once and was recorded: q leaves without asking.
	e2e_keys q
	e2e_check_sane_terminal 0
}

# While greedy's replay or the plan's runs, every key stops it and does
# nothing else: the footer says so, not the keys of a game at rest, and
# names them again once it has stopped.
case_replay_footer() {
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait 'Any key stops the replay'
	e2e_shows 'g hint' && e2e_fail "the footer names g during a replay"
	e2e_keys g
	e2e_wait 'Replay stopped.'
	e2e_wait 'g hint'
	e2e_shows_none 'Any key stops' || e2e_fail "the replay's footer stays"
	e2e_shows_none 'Hint:' || e2e_fail "the key that stopped it hinted"
	e2e_keys a
	e2e_wait "$FINAL"
	e2e_wait 'w review'
	e2e_shows_none 'Any key stops' || e2e_fail "the replay's footer stays"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# One of a thing is said as one: "1 point", not "1 points".
case_one_point() {
	e2e_start 80 24 same 1x3:1:1 --no-animation
	e2e_wait 'Cursor (1,1): 3 R balls, worth 1 point.'
	e2e_keys g
	e2e_wait 'Hint: greedy removes 3 R balls at (1,1) for 1 point.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The narrowest screen's cursor line, in its fewer words, names a
# cluster as the hint beside it does: "32 B balls".
case_narrow_words() {
	e2e_start 40 17 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys g
	e2e_wait_said 'Hint: greedy removes 32 B balls at (4,1) for 900 points.'
	e2e_wait '(4,1): 32 B balls, 900 points.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A board file's name too long for the title keeps its end, which names
# the file and its board.
case_long_file_name() {
	local long="$E2E_DIR/a-board-file-with-a-name-long-enough"
	long+="-to-be-cut-in-the-title.in"
	cp "$SAMPLE" "$long"
	e2e_start 100 30 same "$long" -g 2 --no-animation
	e2e_wait_re '\.\.\.[^ ]*-in-the-title\.in, board 2 *$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# R starts the board again as a fresh game, asking while one is in
# progress; a game the computer played in is the player's again.
case_restart() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys R
	e2e_wait 'Restart this game with'
	e2e_keys n
	e2e_wait 'Moves: 1'
	e2e_keys R
	e2e_wait 'Restart this game with'
	e2e_keys y
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_play_sample
	e2e_wait "$FINAL  New high score!"
	e2e_keys q
	e2e_wait 'exit=0'
}

# One move the computer played makes the game assisted: G, or greedy at
# the : prompt.  It stays out of the table, and says so.
case_assisted() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Move 1 at (4,1)'
	# Undoing the computer's move does not make the game the player's.
	e2e_keys u
	e2e_wait 'Moves: 0'
	e2e_play_sample
	e2e_wait "$FINAL  Assisted game: not a high"
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_cursor_to 4 1
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys :
	e2e_wait 'Same Game ('
	e2e_keys -l 'greedy all'
	e2e_keys Enter
	e2e_wait 'press any key to go back to the game'
	e2e_keys Enter
	e2e_wait "$FINAL  Assisted game: not a high"
	e2e_keys S
	e2e_wait 'No score yet.'
	e2e_wait "Best assisted game: 3661"
	e2e_keys q
	e2e_wait "$FINAL"
	grep -q '^same-10x15x3 ' "$XDG_DATA_HOME/tumble/scores" &&
		e2e_fail "an assisted game entered the table"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The narrowest Same Game screen says an assisted game is one, beside
# the score, the balls and the moves, from the computer's first move.
case_assisted_narrow() {
	e2e_start 40 17 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait_re '^ *Score:? [0-9]+  +Balls:? 1[0-4][0-9]  +Moves:? 1  +Assisted *$'
	e2e_keys q
	e2e_wait 'kept to continue. (y/n)'
	e2e_keys y
	e2e_wait 'exit=0'
}

# A cleared board is celebrated: its bonus apart from the move points,
# and a footer of what can come next; undone, the game's own comes back.
case_cleared() {
	e2e_play_game_two "$SAMPLE"
	e2e_wait 'Board cleared!  3920 points + 1000 bonus.  Final score: 4920, with 0'
	e2e_wait 'balls remaining.  New high score!'
	e2e_wait_re "^ +w review  n new  R restart  v planner's game  S scores  q quit *\$"
	e2e_keys u
	e2e_wait 'Moves: 4'
	e2e_wait_re '^ +Space remove  g hint'
	e2e_keys r
	e2e_wait_re '^ +w review  n new  R restart'
	e2e_keys R
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A game quit before its end, by q or by a hang-up, is kept: the title
# menu offers it first and r takes it up, as --continue does, with its
# moves to undo; a game taken up and finished leaves nothing behind.
case_continue() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_cursor_to 4 1
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	e2e_wait 'exit=0'
	e2e_start 80 24
	e2e_wait 'Same Game sample.in, board 1, move 1'
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_keys u
	e2e_wait 'Moves: 0'
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_cursor_to 2 1
	e2e_keys Space
	e2e_wait 'Moves: 2'
	e2e_kill HUP
	e2e_wait 'exit=129'
	e2e_start 80 24 same --continue --no-animation
	e2e_wait 'Moves: 2'
	e2e_play_sample 3
	e2e_wait "$FINAL"
	e2e_keys q
	e2e_wait 'exit=0'
	[ -e "$XDG_DATA_HOME/tumble/continue-same" ] &&
		e2e_fail "a finished game was left to continue"
	e2e_start 80 24 same --continue
	e2e_wait 'no Same Game is kept to continue'
	e2e_wait 'exit=1'
}

# A game that cannot be kept to continue says so and asks again before
# it is quit; once quit, the reason in full: on the title menu when the
# game was played from it, on standard error when tumble ends.
case_keep_fails() {
	mkdir -p "$XDG_DATA_HOME"
	printf 'not a folder\n' >"$XDG_DATA_HOME/tumble"
	e2e_start 80 24
	e2e_wait 'Same Game'
	e2e_keys s
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q y
	e2e_wait_said 'This game cannot be kept to continue (no such folder); quit all the same? (y/n)'
	e2e_keys y
	e2e_wait 'The game could not be kept to continue: cannot write'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same --size 8x8 -s 3
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q y
	e2e_wait_said 'quit all the same? (y/n)'
	e2e_keys y
	e2e_wait 'tumble same: The game could not be kept to continue: cannot'
	e2e_wait 'exit=0'
}

"case_$1"
