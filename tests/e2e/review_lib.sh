# What the end-to-end tests of the review screen share (sourced after
# lib.sh): the sample board replayed by greedy, the review's budgets and
# the review opened on it.
SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
# The sample's first board replayed by greedy (a): 9 moves, 3661 points.
GREEDY=3661

# Budgets so small that even a loaded machine spends them soon.
review_env() {
	E2E_ENV="TUMBLE_REVIEW_MOVE_SECONDS=${1:-0.02}"
	E2E_ENV+=" ${2:-}"
}

# Play the sample's first board out with greedy's replay, at WIDTH x
# HEIGHT.
review_play() {
	e2e_start "$1" "$2" same "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait "Final score: $GREEDY"
}

# The same, and open the review.
review_open() {
	review_play "$1" "$2"
	e2e_keys w
}
