#!/usr/bin/env bash
# End-to-end tests of the Same Game planner on screen: its hint, its
# game played, cancelled and asked for at the prompt, the review and
# the boards it proves clearable.  The real binary in a private tmux
# server, driven by keys, read back from the screen.  Usage:
# same_plan.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/same_lib.sh"

# `plan 600` typed at the game's : prompt, its search under way.
same_plan_typed() {
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan 600'
	e2e_keys Enter
	e2e_wait 'Esc cancels'
}

case_plan() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys H
	e2e_wait_re 'Plan: remove [0-9]+ [RGB] balls at \('
	# The message may break onto a second line before greedy's score.
	e2e_wait "greedy's"
	e2e_wait '3661.'
	expected=$(e2e_number_after 'expected final score ')
	[ "${expected:-0}" -gt 3661 ] || e2e_fail "the plan expects '$expected'"
	# The plan's first move is under the cursor, its cluster lit, and
	# both lines name its balls in the same words.
	first=$(e2e_screen | sed -n 's/.*Plan: remove .* at (\([0-9]*,[0-9]*\)).*/\1/p')
	balls=$(e2e_screen | sed -n 's/.*Plan: remove \(.*\) at (.*/\1/p')
	e2e_wait "Cursor ($first): $balls, worth"
	# Played, the plan holds: H names its next move and the same score.
	e2e_keys Space
	e2e_wait "Move 1 at ($first)"
	e2e_keys H
	e2e_wait "expected final score $expected"
	next=$(e2e_screen | sed -n 's/.*Plan: remove .* at (\([0-9]*,[0-9]*\)).*/\1/p')
	e2e_wait "Cursor ($next):"
	e2e_keys q y
	e2e_check_sane_terminal 0
}

case_plan_play() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys H
	e2e_wait 'Plan: remove '
	# The score the plan expects may be on the message's second line,
	# drawn after its first.
	e2e_wait_re 'expected final score [0-9]+'
	expected=$(e2e_number_after 'expected final score ')
	e2e_keys A
	e2e_wait_re 'Final score: [0-9]+'
	score=$(e2e_number_after 'Final score: ')
	[ "$score" -ge "$expected" ] || e2e_fail "scored $score, planned $expected"
	[ "$score" -gt 3661 ] || e2e_fail "the plan scored $score"
	e2e_wait "Score: $score   Balls:"
	# Back to the start, the plan still holds: A plays it again, and
	# any key stops it.
	moves=$(e2e_number_after 'Moves: ')
	for ((i = 0; i < moves; i++)); do e2e_keys u; done
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	# As in same.sh's case_replay: the x in the same write stops it after one
	# move, even with the ticks of the search and the first replay
	# just behind it.
	e2e_keys A x
	e2e_wait 'Replay stopped.'
	e2e_wait 'Moves: 1'
	# The game ended once and was recorded: q leaves without asking.
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_plan_cancel() {
	# Long enough that the search is surely still running when Esc comes.
	E2E_ENV='TUMBLE_PLAN_SECONDS=600'
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys H
	e2e_wait 'Planning '
	e2e_wait 'Esc cancels'
	# The game still listens while the planner works; a move changes the
	# board the plan was for, so the search stops at once.
	e2e_keys k Space
	e2e_wait 'Move 1 at (2,1)'
	e2e_wait 'Planning stopped: the board changed.'
	e2e_wait_gone 'Esc cancels'
	# So does an undo.
	e2e_keys H
	e2e_wait 'Esc cancels'
	e2e_keys u
	e2e_wait 'Undid move 1; r redoes it.  Planning stopped.'
	e2e_wait_gone 'Esc cancels'
	e2e_keys H
	e2e_wait 'Esc cancels'
	# Stopped, the search offers the best line it found (greedy's at
	# least), as `plan` in the shell does, its next move lit.
	e2e_keys Escape
	e2e_wait 'Planning stopped: the best line found so far:'
	e2e_wait_re 'expected final score [0-9]+'
	e2e_wait_gone 'Esc cancels'
	kept=$(e2e_number_after 'expected final score ')
	[ "${kept:-0}" -ge 3661 ] || e2e_fail "the line kept ends at '$kept'"
	first=$(e2e_screen | tr '\n' ' ' |
		sed -n 's/.*so far: *remove [^(]* at *(\([0-9]*,[0-9]*\)).*/\1/p')
	e2e_wait "Cursor ($first):"
	# It is the plan now: H says it again without searching.
	e2e_keys H
	e2e_wait "Plan: remove "
	e2e_wait "expected final score $kept"
	e2e_shows 'Esc cancels' && e2e_fail "H planned again"
	# Leaving while it plans ends the search too (a budget typed at the
	# prompt plans afresh although the plan holds).
	same_plan_typed
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# `plan` typed at the : prompt runs as H does: on its thread with the
# spinner, the game listening, Esc (or Ctrl-C) stopping it; a budget it
# is given is kept, and `plan play` plays the plan out as A does.
case_plan_prompt() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	same_plan_typed
	e2e_keys Escape
	e2e_wait 'Planning stopped: the best line found so far:'
	e2e_wait 'Moves: 0'
	# Ctrl-C stops it too, as the command line's Ctrl-C stops a search
	# it runs: the game goes on (it ended the game).
	same_plan_typed
	e2e_keys C-c
	e2e_wait 'Planning stopped: the best line found so far:'
	e2e_wait_re 'expected final score [0-9]+'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "Ctrl-C ended the game"
	e2e_wait 'Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan 0.3'
	e2e_keys Enter
	e2e_wait 'Plan: remove '
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan x'
	e2e_keys Enter
	# The words wrap at the screen's width, between words.
	e2e_wait 'expected seconds from 0 (no time limit, for --moves) to 86400'
	e2e_wait "or 0.5, found 'x'"
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'plan play 0.3'
	e2e_keys Enter
	e2e_wait 'Final score: '
	# The game is over: q leaves without asking.
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The planner plays the same board in the background from the start; the
# end sets the player's score beside greedy's and the planner's, and v
# plays the planner's game out without recording it.
# The planner's figure at a game's end is never below the line it played
# for the player (A): the end-of-game planner, on a budget far smaller
# than the key's here, found less than that line, and the end set the
# assisted score above the planner's.
case_plan_play_figure() {
	E2E_ENV='TUMBLE_REVIEW_SECONDS=0.001 TUMBLE_PLAN_SECONDS=1'
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys A
	e2e_wait_re 'Final score: [0-9]+'
	local score planner
	score=$(e2e_number_after 'Final score: ')
	# Once the planner is done, its spinner gone.
	e2e_wait_re "^ +Assisted $score   Greedy 3661   Planner [0-9]+\$"
	planner=$(e2e_number_after 'Planner ')
	[ "$planner" -ge "$score" ] ||
		e2e_fail "the planner's $planner, below its own line's $score"
	# Its game shown is that line, or a better one.
	e2e_keys v
	e2e_wait "The planner's game ends.  Final score: $planner"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The status line of the planner's game shown: its score, balls and
# moves, not marked as an assisted game of the player's (the line under
# it says whose it is).
plan_not_marked_assisted() {
	e2e_wait_re '^ *Score: [0-9]+   Balls: [0-9]+   Moves: [0-9]+'
	! e2e_screen | grep -E '^ *Score: [0-9]+ ' | grep -q 'Assisted' ||
		e2e_fail "the planner's game was marked as assisted"
}

# An assisted game (greedy's replay) set beside the planner's game shown
# at its end is said to be assisted, as the end says it, not the
# player's own.
case_plan_watch_assisted() {
	E2E_ENV='TUMBLE_REVIEW_SECONDS=0.01'
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait "$FINAL"
	e2e_wait_re '^ +Score: 3661   Balls: 1   Moves: 9   Assisted *$'
	e2e_wait_re '^ +Assisted 3661   Greedy 3661   Planner [0-9]+$'
	local planner
	planner=$(e2e_number_after 'Planner ')
	e2e_keys v
	e2e_wait 'Any key stops it'
	plan_not_marked_assisted
	e2e_wait "The planner's game ends.  Final score: $planner"
	e2e_wait "The planner's game: $planner.  Assisted game: 3661, greedy's: 3661."
	! e2e_shows 'Yours' || e2e_fail "an assisted game called the player's"
	plan_not_marked_assisted
	# Whole on the smallest screen the board takes, broken between
	# words.
	e2e_resize 40 17
	e2e_wait_said "Assisted game: 3661, greedy's: 3661."
	e2e_resize 80 24
	# The player's game back is marked again.
	e2e_keys v
	e2e_wait_re '^ +Score: 3661   Balls: 1   Moves: 9   Assisted *$'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_review() {
	# A budget so small that even a starved idle processor spends it.
	E2E_ENV='TUMBLE_REVIEW_SECONDS=0.01'
	e2e_start 80 24 same "$SAMPLE" -g 2 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys v
	e2e_wait "v shows the planner's game on this board once this game is over."
	local k
	for k in 1 2 3 4 5; do
		e2e_keys Space
		e2e_wait "Moves: $k"
	done
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+$'
	local planner
	planner=$(e2e_screen | sed -nE 's/^ +You 4920   Greedy 4920   Planner ([0-9]+)$/\1/p')
	# The game is set beside the planner's, and the score screen says how
	# close it came.
	grep -q "^same-.* 1 4920 $planner [0-9-]*\$" "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line: $(cat "$XDG_DATA_HOME/tumble/reviews")"
	e2e_keys S
	e2e_wait "Closest to the planner: $(( (4920 * 100 + planner / 2) / planner ))%"
	e2e_wait "(4920 to $planner, "
	e2e_keys q
	e2e_wait 'You 4920   Greedy 4920'
	e2e_keys v
	e2e_wait "Score: $planner   Balls: "
	e2e_wait "The planner's game: $planner.  Yours: 4920, greedy's: 4920."
	plan_not_marked_assisted
	e2e_wait "The planner's game ends.  Final score: $planner"
	# Its footer offers the player's game back, and its review.
	e2e_wait_re '^ +v your game  w review  n new  R restart  S scores  q quit *$'
	# Watching is not playing: the table holds the player's game alone.
	[ "$(grep -c '^same-' "$XDG_DATA_HOME/tumble/scores")" = 1 ] ||
		e2e_fail "the planner's game was recorded: $(cat "$XDG_DATA_HOME/tumble/scores")"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A 5x5 board's whole tree is searched at once: the end says the
# planner's score and stops its spinner, however long its budget.
case_small_board_done() {
	E2E_ENV='TUMBLE_REVIEW_SECONDS=3600'
	e2e_start 80 24 same --size 5x5 -s 1 --no-animation
	e2e_wait 'Moves: 0'
	local k=0
	until e2e_shows 'Final score'; do
		((k < 12)) || e2e_fail "no end after $k moves"
		e2e_keys G
		k=$((k + 1))
		e2e_wait "Moves: $k"
	done
	e2e_wait_re '^ +Assisted [0-9]+   Greedy [0-9]+   Planner [0-9]+$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The custom board's fourth field makes it clearable: its id says so, the
# choice is remembered, and the title menu names it.
case_custom_clearable() {
	e2e_start 80 24
	e2e_wait 'Custom'
	e2e_keys c
	e2e_wait 'Clearable  < no  >'
	e2e_keys j j j l
	e2e_wait 'Clearable  < yes >'
	# The end of the range: one more is still yes.
	e2e_keys l
	e2e_wait 'Enter plays a clearable 12x12 board with 4 colours.'
	e2e_keys Enter
	e2e_wait_re 'Board: 12x12:4:c[0-9]+$'
	grep -qx 'clearable yes' "$XDG_DATA_HOME/tumble/same-custom" ||
		e2e_fail "not remembered: $(cat "$XDG_DATA_HOME/tumble/same-custom")"
	e2e_keys q
	e2e_wait '12x12, 4 colours, clearable'
	e2e_keys c
	e2e_wait 'Clearable  < yes >'
	e2e_keys j j j 0
	e2e_wait 'Clearable  < no  >'
	e2e_keys q q
	e2e_wait 'exit=0'
}

"case_$1"
