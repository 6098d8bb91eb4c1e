#!/usr/bin/env bash
# End-to-end tests of a game's end and what outlives it: the review set
# beside the planner's when the board is left, restarted or undone while
# the planner still plays it, the end's words that stay and those of a
# game opened already over, R and quit that ask before a game goes (one
# that cannot be kept too), and a hint typed at the prompt.  Usage:
# life_review.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/life_lib.sh"

# The board left while the planner still plays it: the game is set beside
# the best the planner had found.
case_review_survives_new() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys n
	e2e_wait 'Moves: 0'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	e2e_keys q
	e2e_wait 'exit=0'
}

# The same when the game is left by R, or by a new game typed at the
# prompt: the review was lost.
case_review_survives_restart() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys R
	e2e_wait 'Moves: 0'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line after R: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	e2e_keys q
	e2e_wait 'exit=0'
	rm -f "$XDG_DATA_HOME/tumble/reviews"
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'new same'
	e2e_keys Enter
	e2e_last_line '-- press any key to go back to the game, : for another command --'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line after new: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	e2e_keys Enter q
	e2e_wait 'exit=0'
}

# The same when the game is quit while the planner still thinks.
case_review_survives_quit() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys q
	e2e_wait 'exit=0'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
}

# An end undone and left at once, the planner still at work, is set
# beside the planner's all the same: it is counted in the tally, whose
# share of the planner's score it must not leave out.
case_review_survives_undo() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys u
	e2e_wait 'Undid move 5'
	e2e_keys q
	e2e_wait 'exit=0'
	local data=$XDG_DATA_HOME/tumble
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$data/reviews" ||
		e2e_fail "no review line: $(cat "$data/reviews" 2>&1)"
	grep -q '^same-.* 1 [01] 1 [0-9]* [0-9]*$' "$data/tally" ||
		e2e_fail "no share in the tally: $(cat "$data/tally" 2>&1)"
}

# A key with nothing to do on a board that is over (g, G, a) leaves the
# end's words on show: "No move is left." wiped them, the score, the
# rank and the line to share, for good.
case_end_words_stay() {
	e2e_play_row_badly
	local end='Final score: 0, with 2 balls remaining.  The first score on this board.'
	e2e_wait "$end"
	# After each key, the cursor steps to the other ball, which leaves
	# the words as they are: once it has, the key before it was read.
	local key cursor=green
	for key in g G a; do
		if [ "$cursor" = green ]; then
			e2e_keys "$key" Right
			e2e_wait_re '^ +1 +R +\[ +G +\]'
			cursor=red
		else
			e2e_keys "$key" Left
			e2e_wait_re '^ +1 \[ +R +\] +G'
			cursor=green
		fi
		e2e_screen | grep -qF "$end" ||
			e2e_fail "$key wiped the end's words"
	done
	e2e_shows_none 'No move is left.' ||
		e2e_fail "a key said no move is left over the end"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A lone ball tried at a game's end, by Space or Enter, is a stray
# move: the end's words stay, not a word that the ball stays alone.
case_end_lone_ball() {
	e2e_play_row_badly
	local end='Final score: 0, with 2 balls remaining.  The first score on this board.'
	e2e_wait "$end"
	# The cursor steps to the other ball after each try: once it has,
	# the try before it was read.
	e2e_keys Space Right
	e2e_wait_re '^ +1 +R +\[ +G +\]'
	e2e_screen | grep -qF "$end" ||
		e2e_fail "Space on a lone ball wiped the end's words"
	e2e_keys Enter Left
	e2e_wait_re '^ +1 \[ +R +\] +G'
	e2e_screen | grep -qF "$end" ||
		e2e_fail "Enter on a lone ball wiped the end's words"
	e2e_shows_none 'cannot be removed' ||
		e2e_fail "a lone ball was answered over the end"
	e2e_keys q
	e2e_wait 'exit=0'
}

# R means one thing in both games: with moves made it asks, and y starts
# the same board afresh, nothing to redo, not assisted; the assisted mark
# shows from the computer's first move.
case_restart_asks_in_both() {
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Level 1 of 3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	# The computer's move is said as it is made, not at the end alone.
	e2e_wait_re 'Moves: 1/3 .*   Assisted$'
	e2e_keys R
	e2e_wait 'Restart this game with 1 move made? (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 0/3'
	e2e_keys r
	e2e_wait 'Nothing to redo.'
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1   Assisted'
	e2e_keys R
	e2e_wait 'Restart this game with 1 move made? (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 0'
	e2e_screen | grep -q 'Assisted' && e2e_fail "a fresh game still assisted"
	e2e_keys r
	e2e_wait 'Nothing to redo.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A game that cannot be kept (a folder where each of its places would
# be) is not lost unasked: quitting says so and asks again, n carries
# on, and y leaves saying why in full.  q on the too-small screen asks
# both questions there, and the : prompt's quit asks too.
case_keep_refused() {
	local place
	for place in continue-same continue-same.2 continue-same.3; do
		mkdir -p "$XDG_DATA_HOME/tumble/$place"
	done
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	local asked='This game cannot be kept to continue (a folder);'
	asked+=' quit all the same? (y/n)'
	e2e_wait_said "$asked"
	e2e_keys n
	e2e_wait 'Carry on.'
	# The same from the too-small screen, which asks both questions.
	e2e_resize 40 12
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_keys y
	e2e_wait_said "$asked"
	e2e_keys n
	e2e_wait 'Enlarge it or press q'
	e2e_resize 80 24
	e2e_wait 'Carry on.'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'It is kept to continue. (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 1'
	e2e_wait_said "$asked"
	e2e_keys y
	e2e_wait 'exit=0'
	# Broken between words, where the terminal broke the path.
	e2e_wait_re '^tumble same: The game could not be kept to continue: cannot write *$'
	e2e_wait_re '^/.*/continue-same: a folder\. *$'
}

# `hint` typed at a Mayan puzzle's prompt searches as g does, on the
# screen with its spinner, and the hint is what the message line says.
case_prompt_hint() {
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Level 1 of 3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l hint
	e2e_keys Enter
	e2e_wait_re 'Hint: [0-9] [0-9] -?1: drag'
	e2e_keys q
	e2e_wait 'exit=0'
}


# A save of a game played to its end, opened again, says its end in the
# words the move that ended it said: a cleared board its bonus, a Mayan
# puzzle that it is solved, not how to begin.
case_end_opened_over() {
	printf 'new same 2x2:1:5\nremove 1 1\nsave %s\n' \
	    "$E2E_DIR/cleared" >"$E2E_DIR/cleared-script"
	printf 'load %s\nmove 2 1 1\nmove 3 1 1\nmove 3 0 1\nsave %s\n' \
	    "$TUMBLE_TESTS/data/mayan/sample.txt" "$E2E_DIR/solved" \
	    >"$E2E_DIR/solved-script"
	local script
	for script in cleared-script solved-script; do
		env XDG_DATA_HOME="$E2E_DIR/none" "$TUMBLE_BIN" shell \
		    "$E2E_DIR/$script" >/dev/null ||
			e2e_fail "$script made no save"
	done
	e2e_start 100 24 same "$E2E_DIR/cleared" --no-animation
	e2e_wait 'Board cleared!  4 points + 1000 bonus.  Final score: 1004,'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 100 24 mayan "$E2E_DIR/solved" --no-animation
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_keys q
	e2e_wait 'exit=0'
}

"case_$1"
