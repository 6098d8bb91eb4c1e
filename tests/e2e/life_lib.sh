# What the end-to-end tests of a game's life share (sourced after
# lib.sh): the sample board, the tests' levels, board 2 of the sample
# played to its end and a game kept to continue.
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
