# What the end-to-end tests of a game's life share (sourced after
# lib.sh): the sample board, the tests' levels, board 2 of the sample
# played to its end, a game kept to continue, and a line typed at the
# shell's prompt.
SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
export TUMBLE_LEVELS_DIR="$TUMBLE_TESTS/data/mayan/levels"
E2E_ENV="TUMBLE_LEVELS_DIR='$TUMBLE_LEVELS_DIR'"

# Board 2 of the sample, with the planner's budget given, played to its
# end at 4920 in five moves from the cursor's first place.
play_game_two() {
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=$1"
	e2e_play_game_two "$SAMPLE"
}

# keep_a_game MOVES ARGS...: start tumble ARGS, let the computer play one
# move (G), then quit with y: the game is kept to continue.  MOVES is
# the status of a fresh game, as "Moves: 0" or "Moves: 0/3".
keep_a_game() {
	local fresh=$1
	shift
	e2e_start 80 24 "$@" --no-animation
	e2e_wait "$fresh"
	e2e_keys G
	e2e_wait "${fresh%0*}1"
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'exit=0'
}

# end_after_a_move SIGNAL STATUS MOVES ARGS...: start tumble ARGS, let
# the computer play one move (G), then end it by SIGNAL, which it exits
# with STATUS; MOVES as keep_a_game's.
end_after_a_move() {
	local signal=$1 status=$2 fresh=$3
	shift 3
	e2e_start 80 24 "$@" --no-animation
	e2e_wait "$fresh"
	e2e_keys G
	e2e_wait "${fresh%0*}1"
	e2e_kill "$signal"
	e2e_wait "exit=$status"
}

# keep_three_same: three Same Games kept (8x8:3:11, 12 and 13, a second
# apart, the oldest first), each with one move.
keep_three_same() {
	local seed
	for seed in 11 12 13; do
		keep_a_game 'Moves: 0' same "8x8:3:$seed"
		e2e_nap 1
	done
}

# keep_three_of_each: keep_three_same, then three Mayan levels kept (1,
# 2 and 3, a second apart), each with one move.
keep_three_of_each() {
	local level
	keep_three_same
	for level in 1:3 2:2 3:2; do
		keep_a_game "Moves: 0/${level#*:}" mayan "${level%:*}"
		e2e_nap 1
	done
}

# shell_types LINE: type LINE at the shell's prompt, once it is there.
shell_types() {
	e2e_expect_line 'tumble>'
	e2e_keys -l "$1"
	e2e_keys Enter
}
