# What the end-to-end tests of the Same Game screen share (sourced after
# lib.sh): the sample board and its greedy line, the cursor and the
# cells they press.
SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
FINAL='Final score: 3661, with 1 ball remaining.'

# Move the cursor to (row, col) with hjkl alone, from wherever it is.
e2e_cursor_to() {
	local keys=(j j j j j j j j j j h h h h h h h h h h h h h h h) i
	for ((i = 1; i < $1; i++)); do keys+=(k); done
	for ((i = 1; i < $2; i++)); do keys+=(l); done
	e2e_keys "${keys[@]}"
	e2e_wait "Cursor ($1,$2)"
}

# The screen column and row (1-based) of ball (row, col) of the board.
e2e_cell() {
	e2e_screen | awk -v r="$1" -v c="$2" '
		$0 ~ "^ *" r "  ?[[ ]" && !found {
			i = index($0, " " r " "); found = 1
			print i + 1 + 3 * c, NR }'
}

# The greedy line of the sample's first board, as the judge gives it.
SAMPLE_MOVES=(4,1 2,1 1,1 3,4 1,1 2,1 1,6 1,2 1,2)

# e2e_play_sample [FIRST [KEY]]: play the greedy line by hand from move
# FIRST (default 1), each by cursor keys and KEY (default Space): the
# player's own game.
e2e_play_sample() {
	local k=${1:-1} move
	for move in "${SAMPLE_MOVES[@]:k-1}"; do
		e2e_cursor_to "${move%,*}" "${move#*,}"
		e2e_keys "${2:-Space}"
		e2e_wait "Moves: $k"
		k=$((k + 1))
	done
}

# The number that follows TEXT on the screen.
e2e_number_after() {
	e2e_screen | sed -n "s/.*$1\([0-9][0-9]*\).*/\1/p" | head -n 1
}

# e2e_cell_at_width WIDTH ROW COL: "COL ROW" (1-based) of the letter of
# ball (ROW, COL) on a board drawn WIDTH columns a ball, found from its
# row 1 (where the cursor is, at column 1).
e2e_cell_at_width() {
	e2e_screen | awk -v w="$1" -v r="$2" -v c="$3" '
		/^ *1 [[>A-Z]/ && !found {
			found = 1
			# "[R]" and ">R" mark the cursor; "R" alone follows
			# the label " 1 ".
			if (w == 3) i = index($0, "[")
			else if (w == 2) i = index($0, ">")
			else i = index($0, " 1 ") + 2
			print i + 1 + w * (c - 1), NR - (r - 1) }'
}

# The judge's (row,col) the hint names.
e2e_hint_cell() {
	e2e_screen | sed -n 's/.*Hint: greedy removes .* at (\([0-9]*,[0-9]*\)).*/\1/p'
}
