#!/usr/bin/env bash
# End-to-end tests of the keys a player presses while the game works for
# them: the solver's search for s, g and G, the planner's for H and A,
# the plan played out and the planner's game waited for.  A key pressed
# meanwhile is neither lost nor acted on after its moment has gone.
# Usage: at_work.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
DATA="$TUMBLE_TESTS/data/mayan"
SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
export TUMBLE_LEVELS_DIR="$DATA/levels"
export XDG_STATE_HOME="$E2E_DIR/state"
E2E_ENV="TUMBLE_LEVELS_DIR='$TUMBLE_LEVELS_DIR' XDG_STATE_HOME='$XDG_STATE_HOME'"

# No search runs beside the game: the planner that plays the board from
# a game's start, the solver's search ahead of the position shown.
searches_done() {
	[ "$(e2e_game_threads)" -eq 1 ]
}

# G pressed while s searches plays the answer's first move once it is
# found, as A pressed while H plans plays the plan out: the stronger
# wish wins, and no key is lost.  Both keys are typed before tumble
# starts, so G meets the search of a puzzle that takes seconds.
case_mayan_play_while_solving() {
	e2e_start_typed_ahead 90 30 sG mayan "$DATA/hard.txt"
	# The search takes seconds, and far longer under the sanitizers
	# on a busy machine: the deadline guards against a hang only.
	E2E_DEADLINE=240 e2e_wait 'Moves: 1/10'
	e2e_wait 'Move 1 of 10: '
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# v at a game's end while the planner still plays the board waits for
# its game; an undo then takes the player back into play, and the
# planner's game, done later, waits for the next v of a game over: it
# took the game in play aside, and called its end the player's score.
case_same_watch_dropped_by_undo() {
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=3"
	e2e_play_game_two "$SAMPLE"
	e2e_wait 'Final score: 4920'
	e2e_keys v
	e2e_wait 'its game starts when it is done'
	e2e_keys u
	e2e_wait 'Undid move 5'
	# The planner's thread ends, and the tick that takes its line in
	# is the one that would start its game.
	E2E_DEADLINE=120 e2e_until searches_done ||
		e2e_fail "the planner did not end"
	e2e_nap 0.5
	e2e_wait 'Score: 3136   Balls: 30   Moves: 4'
	e2e_shows "The planner's game" &&
		e2e_fail "the planner's game took the game in play aside"
	e2e_keys r
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	e2e_keys v
	e2e_wait "The planner's game ends."
	e2e_keys q
	e2e_wait 'exit=0'
}

# The plan that A asked for is played out once the search ends, move by
# move as a replay: the first move is shown, and said, before the next
# (without the show of each removal, they came two at once, the first
# never on screen).  What the terminal was sent is read back: a move is
# on screen for a moment only.
case_same_plan_first_move_shown() {
	E2E_ENV+=" TUMBLE_PLAN_SECONDS=0.5"
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_tmux pipe-pane -t game -o "cat >'$E2E_DIR/drawn'"
	e2e_keys A
	e2e_wait 'Esc cancels'
	e2e_wait_re 'Final score: [0-9]+'
	grep -q 'Move 1 at (' "$E2E_DIR/drawn" ||
		e2e_fail "the plan's first move was never shown"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A search the player asked for stops before a question or the command
# line, and says so: the question answered no carries on without it,
# and the screen back from the prompt tells it is gone; nothing said,
# A's or G's move was lost without a word.  The keys are typed before
# tumble starts, so each meets the search under way.
case_same_search_stopped_said() {
	E2E_ENV+=" TUMBLE_PLAN_SECONDS=600"
	e2e_start_typed_ahead 80 24 ' AR' same "$SAMPLE" --no-animation
	e2e_wait 'Restart this game with 1 move made?'
	e2e_keys n
	e2e_wait 'Carry on.  Planning stopped.'
	e2e_keys A
	e2e_wait 'Esc cancels'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys Enter
	e2e_wait 'Planning stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys q y
	e2e_wait 'exit=0'
}

case_mayan_search_stopped_said() {
	e2e_start_typed_ahead 90 30 ' lsR' mayan "$DATA/hard.txt"
	e2e_wait 'Restart this game with 1 move made?'
	e2e_keys n
	e2e_wait 'Carry on.  Solving stopped.'
	e2e_keys u
	e2e_wait 'Moves: 0/10'
	e2e_keys s :
	e2e_prompt_line ''
	e2e_keys Enter
	e2e_wait 'Solving stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys q y
	e2e_wait 'exit=0'
}

# A move made while a search the player asked for runs changes the
# position it was for, so the search stops at once and says so, as the
# planner's does; kept going, G's move came once the player had undone
# back to where it was asked, and was played there unasked.  The keys
# are typed before tumble starts, so the move meets the search under
# way (it takes seconds on this puzzle).
case_mayan_search_stopped_by_move() {
	e2e_start_typed_ahead 90 30 'G l' mayan "$DATA/hard.txt"
	e2e_wait 'Move 1 of 10: 0 0 1'
	e2e_wait 'Solving stopped: the board changed.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys u
	e2e_wait 'Undid move 1; r redoes it.'
	# The search ahead of the position shown ends, as the one asked
	# for would have: no move is played.
	E2E_DEADLINE=120 e2e_until searches_done ||
		e2e_fail "the search ahead goes on"
	e2e_nap 0.5
	e2e_wait 'Moves: 0/10'
	e2e_shows 'Move 1 of 10' && e2e_fail "G's move was played"
	e2e_keys q y
	e2e_wait 'exit=0'
}

# A search asked for after one was stopped answers as ever: G after the
# move searches the new position and says it has no answer.
case_mayan_search_after_stopped() {
	e2e_start_typed_ahead 90 30 's lG' mayan "$DATA/hard.txt"
	e2e_wait 'Move 1 of 10: 0 0 1'
	E2E_DEADLINE=240 e2e_wait 'No answer from here with 9 moves left'
	e2e_keys q y
	e2e_wait 'exit=0'
}

# An undo or a redo made while a search runs stops it too: the undo's
# words say so, as the planner's do; the redo's say the board changed,
# as a move's.
case_mayan_search_stopped_by_undo() {
	e2e_start_typed_ahead 90 30 'lkkk lgu' mayan "$DATA/hard.txt"
	e2e_wait 'Undid move 1; r redoes it.  Solving stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys G r
	e2e_wait 'Move 1 of 10: 1 3 1'
	e2e_wait 'Solving stopped: the board changed.'
	e2e_wait_gone 'Esc cancels'
	e2e_wait 'Moves: 1/10'
	e2e_keys q y
	e2e_wait 'exit=0'
}

# A restart stops a search too and says so after its own words: one
# asked after y to the question (which stopped it), and one asked after
# the moves of a game solved were taken back, which asks nothing.  The
# keys are typed before tumble starts, so each meets the search under
# way; the saved game is hard.txt solved.
case_mayan_search_stopped_by_restart() {
	e2e_start_typed_ahead 120 30 ' lsRy' mayan "$DATA/hard.txt"
	e2e_wait 'Moves: 0/10'
	e2e_wait 'lines of 3 vanish.  Solving stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys q
	e2e_wait 'exit=0'
	local moves="1 3 1;2 1 1;1 1 1;3 3 1;0 0 1;0 1 1;3 2 1;0 2 1;4 0 -1"
	{
		echo "load $DATA/hard.txt"
		echo "move ${moves//;/$'\n'move }"
		echo 'move 2 0 1'
		echo "save $E2E_DIR/solved.txt"
	} | "$TUMBLE_BIN" shell >/dev/null
	e2e_start_typed_ahead 120 30 'uuuuuuuuuusR' mayan "$E2E_DIR/solved.txt"
	e2e_wait 'Moves: 0/10'
	e2e_wait 'lines of 3 vanish.  Solving stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The same on the Same Game: y to the restart's question says the plan
# it stopped after the start's words.
case_same_search_stopped_by_restart() {
	E2E_ENV+=" TUMBLE_PLAN_SECONDS=600"
	e2e_start_typed_ahead 120 24 ' ARy' same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_wait 'for (m-2)^2 points.  Planning stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys q
	e2e_wait 'exit=0'
}

"case_$1"
