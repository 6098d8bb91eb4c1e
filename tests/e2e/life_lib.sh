# What the end-to-end tests of a game's life share (sourced after
# lib.sh): the sample board, the tests' levels and board 2 of the sample
# played to its end.
SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
export TUMBLE_LEVELS_DIR="$TUMBLE_TESTS/data/mayan/levels"
E2E_ENV="TUMBLE_LEVELS_DIR='$TUMBLE_LEVELS_DIR'"

# Board 2 of the sample, with the planner's budget given, played to its
# end at 4920 in five moves from the cursor's first place.
play_game_two() {
	E2E_ENV+=" TUMBLE_REVIEW_SECONDS=$1"
	e2e_play_game_two "$SAMPLE"
}
