#!/usr/bin/env bash
# End-to-end tests of the planner's game watched (v) at a game's end: the
# way back to the player's game, played on, reviewed, and what the player's
# game keeps meanwhile.  Usage: watch.sh CASE (one meson test per case).
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/life_lib.sh"

# watch_stopped: game 2 played to its end, the planner's game watched,
# and its replay stopped at once.
watch_stopped() {
	play_game_two 0.01
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	e2e_keys v
	e2e_wait "The planner's game: "
	e2e_keys x
	e2e_wait 'Replay stopped.'
}

# v while the planner still plays the board: its game starts by itself.
case_watch_waits() {
	play_game_two 0.5
	e2e_keys v
	e2e_wait_re "The planner('s game:| is still at work; its game starts when)"
	e2e_wait "The planner's game: "
	# A key stops the replay, and the keys said then go on with it;
	# quitting while watching asks nothing.
	e2e_keys x
	e2e_wait 'Replay stopped.'
	e2e_wait_re "The planner's game: [0-9]+\.  u and r step; A plays it on\."
	e2e_keys u
	e2e_wait 'r redoes it.'
	e2e_screen | grep -q 'Any key stops' &&
		e2e_fail "a stopped replay said a key stops it"
	e2e_keys q
	e2e_wait 'exit=0'
}

# Watching, then a move of the player's own: said, and the game assisted.
case_watch_then_play() {
	watch_stopped
	# v again goes back to the player's own game, its end said again
	# and recorded once; v then plays the planner's from its start.
	e2e_wait_re '^ +v your game  A play on  u r step  w review  n new  R restart  \? help  q quit *$'
	e2e_keys v
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	e2e_wait 'Final score: 4920, with 0'
	e2e_wait_re '^ +w review  n new  R restart  v planner.s game '
	e2e_keys v
	e2e_wait 'Any key stops it'
	e2e_keys x
	e2e_wait 'Replay stopped.'
	e2e_keys a
	e2e_wait 'Your game again, from move'
	e2e_wait 'Assisted game'
	e2e_screen | grep -q "The planner's game ends" &&
		e2e_fail "the player's game called the planner's"
	e2e_keys q
	e2e_wait 'exit=0'
	[ -e "$XDG_DATA_HOME/tumble/continue-same" ] &&
		e2e_fail "a finished game was left to continue"
	[ "$(grep -c '^same-10x15x3 ' "$XDG_DATA_HOME/tumble/scores")" = 1 ] ||
		e2e_fail "the game came back and was recorded again: $(cat "$XDG_DATA_HOME/tumble/scores")"
	return 0
}

# While the planner's game plays, the ways back that the footer names
# (v your game, w review) go back at once: they only stopped it, and
# had to be pressed again.
case_watch_way_back_at_once() {
	E2E_ENV='TUMBLE_REVIEW_MOVE_SECONDS=0.02'
	play_game_two 0.01
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	e2e_keys v
	e2e_wait 'Any key stops it'
	e2e_keys v
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	e2e_wait 'Final score: 4920, with 0'
	e2e_keys v
	e2e_wait 'Any key stops it'
	e2e_keys w
	e2e_wait 'Review of sample.in, board 2'
	e2e_keys q
	e2e_wait 'Final score: 4920, with 0'
	e2e_keys q
	e2e_wait 'exit=0'
}

# At 40 columns, where the footer has room for four keys, the way back to
# the player's game is among them, while the planner's game goes on and
# once it is over.
case_watch_narrow() {
	watch_stopped
	e2e_resize 40 17
	e2e_wait_re '^ *v your game  A play on  \? help  q quit *$'
	e2e_keys A
	e2e_wait "The planner's game ends."
	e2e_wait_re '^ *v your game  w review  S scores  q quit *$'
	e2e_keys v
	e2e_wait_re '^ *w review  n new  S scores  q quit *$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# w while the planner's game is shown reviews the player's own, and
# going back from the review shows that game over.
case_watch_then_review() {
	E2E_ENV='TUMBLE_REVIEW_MOVE_SECONDS=0.02'
	watch_stopped
	e2e_keys w
	e2e_wait 'Review of sample.in, board 2'
	e2e_wait_re "^ +You 4920, [0-9]+% of the planner's [0-9]+\\."
	e2e_wait 'You took the 30 R balls at (1,1).'
	e2e_keys q
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	e2e_wait 'Final score: 4920, with 0'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A review done is kept across the planner's game: w after v opens it
# where it was left (it was made again, and opened at the costliest
# move).
case_review_survives_watch() {
	E2E_ENV='TUMBLE_REVIEW_MOVE_SECONDS=0.02'
	play_game_two 0.01
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	e2e_keys w
	e2e_wait 'You took the 30 R balls at (1,1).'
	e2e_keys End
	e2e_wait 'The end: 4920 points.'
	e2e_keys q
	e2e_wait 'Final score: 4920, with 0'
	e2e_keys v
	e2e_wait "The planner's game: "
	e2e_keys x
	e2e_wait 'Replay stopped.'
	e2e_keys w
	e2e_wait 'The end: 4920 points.'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# The marks the planner's score earned are said again with the player's
# game when v goes back to it from the planner's game over.
case_watch_back_marks() {
	E2E_ENV+=' TUMBLE_REVIEW_SECONDS=0.01'
	e2e_start 80 24 same 4x4:3:1 --no-animation
	e2e_play_spaces 5
	e2e_wait_said 'Also: 90% of the planner.'
	e2e_keys v
	e2e_wait "The planner's game ends."
	e2e_keys v
	e2e_wait 'Final score: 1014, with 0'
	e2e_wait_said 'New mark: board cleared.  Also: 90% of the planner.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# Back from the planner's game, the player's game over shows its last
# move as it did at its end, above the final score.
case_watch_back_last_move() {
	watch_stopped
	e2e_keys v
	e2e_wait 'Final score: 4920, with 0'
	e2e_wait_re '^ +Move 5 at \([0-9]+,[0-9]+\): removed [0-9]+ balls of color [RGB], got [0-9]+ points?\.$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# Taken back to its start, the planner's game played on by the player
# has none of the planner's moves in it, and is not said to.
case_watch_then_play_first() {
	watch_stopped
	local k
	for k in 1 2 3 4 5 6; do
		e2e_keys u
	done
	e2e_wait 'Nothing to undo.'
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait_said "Your game again, from move 1: an assisted game, as the planner's game was shown."
	! e2e_says "the planner's moves in it" ||
		e2e_fail "a game of the player's moves alone said to hold the planner's"
	e2e_wait 'Assisted'
	e2e_keys q y
	e2e_wait 'exit=0'
}

"case_$1"
