#!/usr/bin/env bash
# End-to-end tests of the practice game a Same Game's review starts (t
# from the position shown): set beside what the planner found there,
# its keys, its commands that open no other board, its scores, and the
# way back to the review.  The real binary in a private tmux server.
# Usage: review_try.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/review_lib.sh"

# t plays from the position shown: a practice game, assisted, set beside
# what the planner found from there; leaving it comes back to the review.
case_try() {
	review_env
	review_open 80 24
	e2e_wait_re '^ *Move [1-9] cost about'
	e2e_keys Home t
	e2e_wait_re '^ *Practice from move 1: the planner found [0-9]+ from here\.'
	e2e_wait 'Assisted'
	e2e_wait 'Moves: 0'
	# q goes back to the review, and the footer says so.
	e2e_wait_re '  \? help  q back$'
	local found
	found=$(e2e_screen | sed -nE 's/^ *Practice from move 1: the planner found ([0-9]+) from here\..*/\1/p')
	e2e_keys a
	e2e_wait "Final score: $GREEDY"
	e2e_wait_re "^ +Assisted $GREEDY   Greedy $GREEDY   Planner $found\$"
	e2e_wait 'A practice game: not'
	e2e_wait_re '  S scores  q back$'
	# Only the game reviewed (played by greedy, so assisted) is in the
	# high scores, once: the practice game started in its middle.
	local lines
	lines=$(grep -cv '^#' "$XDG_DATA_HOME/tumble/scores")
	[ "$lines" -eq 1 ] ||
		e2e_fail "a practice game was recorded: $(cat "$XDG_DATA_HOME/tumble/scores")"
	e2e_keys q
	e2e_wait_re '^ *Move 1 cost'
	# Quit half-way, a practice game is not kept to continue, and the
	# last game to review is still the game reviewed.
	cp "$XDG_DATA_HOME/tumble/last-same" "$E2E_DIR/last-same"
	e2e_keys Right t
	e2e_wait_re '^ *Practice from move 2: the planner found'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait_re '^ *Move 2 cost'
	[ ! -e "$XDG_DATA_HOME/tumble/continue-same" ] ||
		e2e_fail "a practice game was kept: $(cat "$XDG_DATA_HOME/tumble/continue-same")"
	cmp -s "$XDG_DATA_HOME/tumble/last-same" "$E2E_DIR/last-same" ||
		e2e_fail "a practice game took the place of the last game"
	e2e_keys q q
	e2e_wait 'exit=0'
}

# Back from a practice game, the review says the move it shows, not
# what it said before the practice began.
case_try_back_words() {
	review_env
	review_open 80 24
	e2e_wait_re '^ *Move [1-9] cost about'
	e2e_keys Home z
	e2e_wait 'z does nothing here'
	e2e_keys t
	e2e_wait_re '^ *Practice from move 1: the planner found'
	e2e_keys q
	e2e_wait 'Review of '
	e2e_wait_re '^ *Move 1 cost'
	e2e_shows_none 'does nothing here' ||
		e2e_fail "the review said again what it said before the practice"
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A practice game sits on its review: its help says q goes back to it
# (no question asked), n starts no new board over it, even after moves,
# and neither footer names n.
case_try_keys() {
	review_env
	review_open 80 24
	e2e_wait_re '^ *Move [1-9] cost about'
	e2e_keys Home t
	e2e_wait_re '^ *Practice from move 1: the planner found'
	e2e_wait 'Moves: 0'
	e2e_wait_re '  \? help  q back$'
	! e2e_shows ' n new ' || e2e_fail "the footer offers a new board"
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_keys End
	e2e_wait_re '^ +q +back to the review \(a practice game is not kept\)$'
	! e2e_shows 'quit (asks' || e2e_fail "the help says q quits"
	! e2e_shows_re '^ +n +new random board' ||
		e2e_fail "the help offers a new board"
	e2e_keys x
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys n
	e2e_wait_said 'A practice game opens no other board: q goes back to the review'
	e2e_wait 'Moves: 1'
	e2e_wait 'Practice from move 1 of sample.in, board 1'
	# Over, its footer names no new board either.
	e2e_keys a
	e2e_wait 'A practice game: not'
	e2e_wait_re '  S scores  q back$'
	! e2e_shows ' n new ' || e2e_fail "the end's footer offers a new board"
	e2e_keys q
	e2e_wait_re '^ *Move 1 cost'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A command typed at a practice game's prompt: COMMAND, answered with
# the lines of a command that did nothing more (a key goes back).
review_practice_command() {
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l "$1"
	e2e_keys Enter
	e2e_last_line '-- press any key to go back to the game, : for another command --'
}

# The commands that open another board (new, load, continue) open none
# over a practice game, as n does not: they say why in n's words, and
# the practice goes on as it was, nothing kept; help says so too, and
# the help page of the keys.  q then goes back to the review.
case_try_commands() {
	review_env
	review_open 80 24
	e2e_wait_re '^ *Move [1-9] cost about'
	e2e_keys Home t
	e2e_wait_re '^ *Practice from move 1: the planner found'
	e2e_keys G
	e2e_wait 'Moves: 1'
	local words='A practice game opens no other board: q goes back to the review, R starts this practice again.'
	local line
	for line in 'new same 5x5:3:7' 'new mayan' "load $SAMPLE 2" \
	    'continue'; do
		review_practice_command "$line"
		e2e_wait_said "$words"
		e2e_keys Enter
		e2e_wait 'Moves: 1'
		e2e_wait 'Practice from move 1 of sample.in, board 1'
		e2e_wait_said "$words"
		e2e_wait_re '  \? help  q back$'
	done
	[ ! -e "$XDG_DATA_HOME/tumble/continue-same" ] ||
		e2e_fail "a game was kept: $(cat "$XDG_DATA_HOME/tumble/continue-same")"
	review_practice_command 'help new'
	e2e_wait_said "Not here: new.  $words"
	e2e_keys Enter
	e2e_wait 'Moves: 1'
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_wait_said 'new, load and continue open no other board here'
	e2e_keys x
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait_re '^ *Move 1 cost'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# S from a practice game opens the high scores on the boards that have
# a table: a practice game has none, and no nameless board heads them.
case_try_scores() {
	review_env
	review_open 80 24
	e2e_wait_re '^ *Move [1-9] cost about'
	e2e_keys Home t
	e2e_wait_re '^ *Practice from move 1: the planner found'
	e2e_keys S
	e2e_wait 'High scores'
	e2e_wait_re '^ *Board +10x15, 3 colours$'
	! e2e_screen | grep -qE '^ *\| No score yet\.' ||
		e2e_fail "a board with no name heads the high scores"
	e2e_keys q
	e2e_wait 'Moves: 0'
	e2e_keys q q q
	e2e_wait 'exit=0'
}

"case_$1"
