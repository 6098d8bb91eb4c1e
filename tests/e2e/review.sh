#!/usr/bin/env bash
# End-to-end tests of the review screen of a Same Game (w once a game is
# over): its figures and words at every size, its steps and costly
# moves, its work beside the game's planner and at the game's priority,
# and a review left and taken up (the practice game its t starts:
# review_try.sh).  The real binary in a private tmux server.  Usage:
# review.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/review_lib.sh"

# The figures once the review is done: the share of the planner's, the
# costliest move shown first, Home, End and the steps between.
review_check_figures() {
	# Greedy's replay played the game: it is the game's, not the
	# player's (which moves were whose is not kept).
	e2e_wait_re "^ *(Assisted $GREEDY, [0-9]+% of the planner's [0-9]+\.  Costliest moves: [0-9, ]+|$GREEDY = [0-9]+% of [0-9]+; costliest [0-9, ]+)\$"
	e2e_wait_re '^ *Move [1-9] cost about [0-9]+ points: (the|planner)'
	e2e_keys Home
	e2e_wait_re '^ *Move 1 cost (about [0-9]+ points|nothing)'
	! e2e_screen | grep -q '[Yy]ou took' ||
		e2e_fail "the computer's move was said to be the player's"
	e2e_keys Right
	e2e_wait_re '^ *Move 2 cost (about [0-9]+ points|nothing)'
	e2e_keys End
	e2e_wait "The end: $GREEDY points.  The planner"
	e2e_keys Right
	e2e_wait "The end: $GREEDY points.  The planner"
	e2e_keys Left
	e2e_wait_re '^ *Move 9 cost (about [0-9]+ points|nothing)'
	# The chart: a column a position, the blocks of UTF-8.
	e2e_wait_re '^ *[▁▂▃▄▅▆▇█]{10}$'
}

case_screen() {
	review_env
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys w
	e2e_wait 'w reviews this game once it is over.'
	e2e_keys a
	e2e_wait "Final score: $GREEDY"
	# The end's footer names it.
	e2e_wait 'w review'
	e2e_keys w
	e2e_wait 'Review of sample.in, board 1'
	review_check_figures
	# Whose move each was is not kept: the words say the move played,
	# never the game's or the computer's, which might be the player's.
	e2e_keys Home
	# What a move cost depends on what the planner found in its time
	# (a slower build finds less): its words say the move either way.
	e2e_wait_said 'took the 32 B balls at (4,1).'
	e2e_keys End Left
	e2e_wait_said 'took the 5 G balls'
	! e2e_screen | grep -q '[Tt]he game took' ||
		e2e_fail "a move was said to be the game's"
	# The player's move in small letters, the planner's choice lit: at
	# move 1 greedy took the 32 B balls at (4,1).
	e2e_keys Home
	e2e_wait_re '^ +4 +b +b +b'
	e2e_keys q
	e2e_wait "Final score: $GREEDY"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A review done is kept while the game stays: w again opens it where it
# was left, not afresh at the costliest move.
case_again() {
	review_env
	review_open 80 24
	review_check_figures
	e2e_keys End
	e2e_wait "The end: $GREEDY points.  The planner"
	e2e_keys q
	e2e_wait 'w review'
	e2e_keys w
	e2e_wait "The end: $GREEDY points.  The planner"
	e2e_keys q q
	e2e_wait 'exit=0'
}

# The smallest terminal the game takes for a board of 10 x 15 holds the
# review whole.
case_smallest() {
	review_env
	review_open 40 17
	review_check_figures
	e2e_keys Home
	# Where the line breaks depends on the words, and a move's cost on
	# what the planner found in its time: either is whole on its rows.
	e2e_wait_re '^Move 1 cost (about [0-9]+ points: planner [0-9]+|nothing: played)( |$)'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# The screen's text read as one line, its rows joined by a blank.
review_joined() {
	e2e_look || return
	local line
	REVIEW_TEXT=
	while read -r line; do
		REVIEW_TEXT+="$line "
	done <<<"$E2E_OUT"
}

# Whether the screen says the move of the player's that took SIZE balls
# of colour LETTER at (ROW,COL), whole ("8 R balls", or "8 R" in the
# fewest words), and names every key of the footer.
review_says_move() {
	review_joined || return
	local re="[Yy]ou (took the )?$1 $2( balls)? (at )?\\($3\\)[.;]"
	re+=".* (Left/Right|h/l) step +c cost +t try +\\? help +q back"
	[[ $REVIEW_TEXT =~ $re && $REVIEW_TEXT != *...* ]]
}

# Every move of a game played by hand is said whole, whose move it was
# included, and the footer names every key, from the smallest terminal
# the board takes at 40 and 50 columns up to 80x24.
case_words_whole() {
	review_env
	. "$(dirname "$0")/same_lib.sh"
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_play_sample
	e2e_wait 'Final score'
	e2e_keys w
	e2e_wait_re '^ *You [0-9]+, [0-9]+% of the planner'
	local played=('32 B 4,1' '39 R 2,1' '37 G 1,1' '11 B 3,4' '8 R 1,1'
	    '6 G 2,1' '6 B 1,6' '5 R 1,2' '5 G 1,2')
	local size move
	for size in 40x17 50x16 50x22 60x18 80x24; do
		e2e_resize "${size%x*}" "${size#*x}"
		e2e_keys Home
		for move in "${!played[@]}"; do
			set -- ${played[move]}
			e2e_until review_says_move "$1" "$2" "$3" ||
				e2e_fail "$size: move $((move + 1)) not said whole"
			e2e_keys Right
		done
	done
	e2e_keys q q
	e2e_wait 'exit=0'
}

# Without UTF-8 the chart is plain ASCII.
case_ascii() {
	review_env 0.02 LC_ALL=C
	review_open 80 24
	e2e_wait_re '^ *[_.:=+*#-]{10}$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# c on a game with no costly move says so (it did nothing, silently).
case_none_costly() {
	review_env
	printf 'RR\n' >"$E2E_DIR/two.txt"
	e2e_start 80 24 same "$E2E_DIR/two.txt" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Final score: 1000'
	e2e_keys w
	e2e_wait 'Costliest moves: none'
	e2e_keys c
	e2e_wait 'No move cost anything the planner found.'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A move that cost nothing says the points the planner's best makes from
# the position shown, as the review's own table does: before the last
# move of RRRGG, 1000 more, not a best of 1000 beside a game of 1001.
case_best_from_here() {
	review_env
	printf 'RRRGG\n' >"$E2E_DIR/row.txt"
	e2e_start 80 24 same "$E2E_DIR/row.txt" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys Space
	e2e_wait 'Final score: 1001'
	e2e_keys w
	e2e_wait 'Costliest moves: none'
	e2e_keys End Left
	e2e_wait_said 'Move 2 cost nothing the planner found: you took the 2 G balls at (1,1).'
	e2e_wait_said 'Its best from here: 1000 more points.'
	e2e_keys Home
	e2e_wait_said 'Move 1 cost nothing the planner found: you took the 3 R balls at (1,1).'
	e2e_wait_said 'Its best from here: 1001 more points.'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A move that cost one point says "1 point".
case_one_point() {
	review_env
	e2e_play_row_badly
	e2e_keys w
	e2e_wait 'Move 1 cost about 1 point: the planner took the 2 G balls'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# The planner's score at the end of the game, once it has played.
review_planner_score() {
	e2e_wait_re "Planner [0-9]+\$"
	e2e_screen | sed -n 's/.*Planner \([0-9]*\)$/\1/p'
}

# The end of the game and its review name one planner's score: the
# review's own search of the first board, a fiftieth of a second, finds
# less than the game's planner in a second, and takes its line.
case_one_planner() {
	review_env 0.02 TUMBLE_REVIEW_SECONDS=1
	review_play 80 24
	local planner
	planner=$(review_planner_score)
	[ -n "$planner" ] || e2e_fail "no planner's score"
	e2e_keys w
	e2e_wait_re "(of the planner's|% of) $planner[.;]"
	e2e_keys End
	e2e_wait "The planner found $planner from the start."
	e2e_keys q
	e2e_wait "Planner $planner"
	e2e_keys q
	e2e_wait 'exit=0'
}

# The other way round: the review's searches, a twentieth of a second each,
# find more than the game's planner in a thousandth, and the end of the
# game takes the review's line (and v would play it).
case_review_lifts_planner() {
	review_env 0.05 TUMBLE_REVIEW_SECONDS=0.001
	review_play 80 24
	local before after
	before=$(review_planner_score)
	e2e_keys w
	e2e_wait_re "of the planner's [0-9]+\."
	after=$(e2e_screen | sed -n "s/.*of the planner's \([0-9]*\)\..*/\1/p")
	[ "$after" -gt "$before" ] ||
		e2e_fail "the review found $after, the planner $before"
	e2e_keys q
	e2e_wait "Planner $after"
	e2e_keys q
	e2e_wait 'exit=0'
}

# The game of board 2 recorded beside the planner's score.
review_recorded() {
	grep -qs '^same-10x15x3 1 4920 [0-9]* ' "$XDG_DATA_HOME/tumble/reviews"
}

# v while the planner still plays the board, then w: the planner ends
# while the review is shown, and its game starts by itself once the game
# is on screen again.  The game is the player's, so that the review's
# tick, taking the planner's line in, records it beside the game: the
# sign that the planner ended under the review, not under the game.
case_watch_after_review() {
	review_env 0.02 TUMBLE_REVIEW_SECONDS=4
	e2e_play_game_two "$SAMPLE"
	e2e_wait 'Final score: 4920'
	e2e_keys v
	e2e_wait 'its game starts when it is done.'
	e2e_keys w
	e2e_wait_re "of the planner's [0-9]+\\."
	# Its budget is processor time, which a loaded machine gives out
	# slowly: four seconds of it can take far more of the clock.
	E2E_DEADLINE=120 e2e_until review_recorded ||
		e2e_fail "the review never took the planner's line in"
	local planner
	planner=$(sed -n 's/^same-10x15x3 1 4920 \([0-9]*\) .*/\1/p' \
	    "$XDG_DATA_HOME/tumble/reviews")
	e2e_keys q
	e2e_wait "The planner's game: $planner."
	e2e_keys x
	e2e_wait 'Replay stopped.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A step asked for while the review is at work says so, and once the
# review is done the move's words take the place of that answer.
case_busy_keys() {
	review_env 0.5
	review_open 80 24
	e2e_wait_re 'Reviewing [0-9]+ of 10 positions'
	e2e_keys Left
	e2e_wait 'The review is still at work.'
	# Its budget is processor time, which a loaded machine gives out
	# slowly.
	E2E_DEADLINE=120 e2e_wait_re '^ *Move [1-9] cost (about [0-9]+ points|nothing)'
	! e2e_shows 'The review is still at work.' ||
		e2e_fail "the review said it was at work once done"
	e2e_keys q q
	e2e_wait 'exit=0'
}

# While the review is at work its footer names only the keys that work
# then (help, back): a step has nothing to step through yet.  Once it is
# done, the steps, the costliest moves and the practice game are named.
case_busy_footer() {
	review_env 0.5
	review_open 80 24
	e2e_wait_re 'Reviewing [0-9]+ of 10 positions'
	e2e_wait_re '^ *\? help  q back$'
	! e2e_shows 'step' || e2e_fail "the footer names a step while at work"
	E2E_DEADLINE=120 e2e_wait_re '^ *Move [1-9] cost (about [0-9]+ points|nothing)'
	e2e_wait_re '^ *Left/Right step  c cost  t try  \? help  q back$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

review_threads_above() {
	[ "$(e2e_game_threads)" -gt "$1" ]
}
review_threads_at_most() {
	[ "$(e2e_game_threads)" -le "$1" ]
}

# A review left half-computed goes on while the game stays, and w again
# takes it up; another board stops it, and its threads end.
case_leave_goes_on() {
	review_env 1000 TUMBLE_REVIEW_SECONDS=0.05
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait "Final score: $GREEDY"
	local before
	before=$(e2e_game_threads)
	e2e_keys w
	e2e_wait_re 'Reviewing [0-9]+ of 10 positions'
	e2e_wait 'q goes back; it goes on meanwhile.'
	e2e_until review_threads_above "$before" ||
		e2e_fail "no review thread started"
	e2e_keys q
	e2e_wait 'w review'
	e2e_nap 0.5
	review_threads_above "$before" ||
		e2e_fail "the review stopped as the game came back"
	e2e_keys w
	e2e_wait_re 'Reviewing [0-9]+ of 10 positions'
	e2e_keys q
	e2e_wait 'w review'
	e2e_keys n
	e2e_wait 'Moves: 0'
	e2e_until review_threads_at_most "$before" ||
		e2e_fail "the review of the game left still runs"
	e2e_keys q
	e2e_wait 'exit=0'
}

# The threads of the game in Linux's idle class (policy 5, SCHED_IDLE,
# the 39th field of /proc's stat after the command's name).
review_idle_threads() {
	local pid file fields n=0
	pid=$(e2e_game_pid)
	for file in /proc/"$pid"/task/*/stat; do
		fields=$(sed 's/.*) //' "$file" 2>/dev/null) || continue
		# shellcheck disable=SC2086 # split into fields on purpose
		set -- $fields
		[ "${39:-}" != 5 ] || n=$((n + 1))
	done
	echo "$n"
}

# The player waits for a review on screen: it runs at the game's own
# priority, not on idle processors, which a busy machine may not give
# for minutes ("Reviewing 0 of 10 positions" stood that long).
case_full_speed() {
	review_env 1000 TUMBLE_REVIEW_SECONDS=0
	review_play 80 24
	local before
	before=$(e2e_game_threads)
	e2e_keys w
	e2e_wait_re 'Reviewing [0-9]+ of 10 positions'
	e2e_until review_threads_above "$before" ||
		e2e_fail "no review thread started"
	[ "$(review_idle_threads)" -eq 0 ] ||
		e2e_fail "the review runs on idle processors only"
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A review left before it showed anything and done meanwhile opens at
# its costliest move, as a new one does, not at the start nor where an
# earlier review was left.
case_left_unseen_opens_costliest() {
	review_env
	review_open 80 24
	E2E_DEADLINE=120 e2e_wait_re '^ *Move [1-9] cost about [0-9]+ points'
	local costliest
	costliest=$(e2e_screen | grep -o 'Move [0-9]* cost about [0-9]* points' |
		head -1)
	# Where the player leaves it: the end.
	e2e_keys End
	e2e_wait 'The end:'
	e2e_keys q
	e2e_wait 'w review'
	# The same board again and the same moves: another game, reviewed
	# anew, left at once.
	e2e_keys R
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait "Final score: $GREEDY"
	e2e_keys w q
	e2e_wait 'w review'
	e2e_nap 3
	e2e_keys w
	E2E_DEADLINE=120 e2e_wait "$costliest"
	! e2e_shows 'The end:' || e2e_fail "opened where the other was left"
	e2e_keys q q
	e2e_wait 'exit=0'
}

"case_$1"
